"""The Expert's settings: one frozen, typed configuration, and its option-string form.

``ExpertConfig()`` is the Expert the app and the strength table play. An experiment
changes it with ``dataclasses.replace`` or, on a command line, with an option string
(``expert:think=0.3,remember=0`` for ``briscola-arena match --players`` and the
benchmarks), which ``parse_options`` reads with a clear error for a bad key or value.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Final, NamedTuple

DEFAULT_BUDGET: Final = 0.3
"""Seconds of work per move in two-player deals: Expert's strength. A host's budget
(the arena's time_ms, the app's) only ever lowers it."""
TABLE_BUDGET: Final = 0.15
"""Seconds of work per move with three or more players (the sampler is the cost there)."""


class Style(NamedTuple):
    """One opponent style of the inference's mixture (``inference.DealWeigher``)."""

    floor: float
    """Chance of a random play; otherwise the rules of thumb's (or the learned) choice."""
    prior: float
    """Weight of the style before any evidence."""
    learned: bool = False
    """Plays by the learned model (``learned.py``) instead of the rules of thumb."""


SENSIBLE_FLOOR: Final = 0.2
"""The sensible styles' chance of a random play."""


class ConfigError(ValueError):
    """An option string that does not describe an ``ExpertConfig``."""


@dataclass(frozen=True)
class ExpertConfig:
    """How the Expert searches. The defaults are the Expert of ``docs/strength.md``."""

    think: float = 1.0
    """Scales Expert's own budget (2.0 thinks twice as long): for experiments and a
    future thinking-time setting; the strength table is made at 1.0."""
    exact_cards: int = 14
    """Solve sampled deals exactly once this few cards remain in hands and stock."""
    sharpness: float = 0.6
    """How firmly the opponent model expects sensible plays (per card point)."""
    wild: float = 0.0
    """Least chance that the opponent plays a random card, in playouts (two players)."""
    style_samples: int = 24
    """Deals sampled first to judge the opponent's style (then searched like the rest)."""
    uniform_prior: float = 0.1
    """Prior weight of the opponent style that plays at random (see ``DealWeigher``)."""
    middle_prior: float = 0.2
    """Prior weight of the style that plays at random about half the time."""
    learned_prior: float = 0.35
    """Prior weight of the style that plays by the learned model of an opponent
    (``learned.py``, fitted to BriscolaBot's plays), in two-player deals; with more
    players its weight goes to the sensible style."""
    min_samples: int = 24
    """Samples taken before the search may stop early on a clear best card."""
    settle_z: float = 2.5
    """How clear (in standard errors) the best card must be for the search to stop early."""
    remember: bool = True
    """Carry what each finished deal showed of the opponent's style into the next deals
    of the match (two players): the style priors become the evidence so far."""
    memory_keep: float = 0.1
    """Share of the original style priors kept beside the remembered evidence."""
    memory_floor: bool = True
    """The remembered evidence alone (without the kept priors) sets a floor under the
    judged wildness, which a deal's own plays cannot lower."""
    points_weight: float = 0.25
    """How much the points margin counts beside winning (a full margin at the clip)."""
    margin_clip: int = 20
    """Two players: the margin counts up to this many points either side of 60, so the
    search cares whether a win or a loss is close, not by how much it is won; with more
    players all 60 count."""
    clock_factor: float = 3.0
    """The clock's safety net: a move stops after this many times its budget (at least
    0.1 s) even if its work is not done; tests raise it so a loaded machine cannot
    change a seeded move."""

    def __post_init__(self) -> None:
        for name, kind in _FIELDS.items():
            value = getattr(self, name)
            if kind == "bool":
                ok = type(value) is bool
            elif kind == "int":
                ok = type(value) is int and value >= 0
            else:
                ok = type(value) in (int, float) and value >= 0.0
            if not ok:
                raise ConfigError(f"{name} must be a {_KINDS[kind]}, not {value!r}")
        if self.uniform_prior + self.middle_prior + self.learned_prior >= 1.0:
            raise ConfigError("uniform_prior + middle_prior + learned_prior must stay below 1")

    def budget(self, players: int) -> float:
        """Expert's own budget for a move at a table of ``players``, in seconds of work."""
        return self.think * (DEFAULT_BUDGET if players == 2 else TABLE_BUDGET)

    def sample_floor(self, budget: float) -> int:
        """Deals a search of ``budget`` seconds of work takes before it may stop early:
        ``min_samples``, fewer for a small budget (at least 4)."""
        return max(4, min(self.min_samples, int(budget * 560)))

    def styles(self, learned: bool = True) -> tuple[Style, ...]:
        """The opponent styles before any evidence; without ``learned`` (more than two
        players) the learned style's weight goes to the sensible one."""
        share = self.learned_prior if learned else 0.0
        sensible = 1.0 - self.uniform_prior - self.middle_prior - share
        styles = (
            Style(SENSIBLE_FLOOR, sensible),
            Style(0.55, self.middle_prior),
            Style(1.0, self.uniform_prior),
            Style(SENSIBLE_FLOOR, share, learned=True),
        )
        return tuple(style for style in styles if style.prior > 0.0)


_KINDS: Final = {
    "bool": "0 or 1",
    "int": "whole number of 0 or more",
    "float": "number of 0 or more",
}
_FIELDS: Final[dict[str, str]] = {
    field.name: str(field.type) for field in dataclasses.fields(ExpertConfig)
}


def parse_options(text: str, base: ExpertConfig | None = None) -> ExpertConfig:
    """The configuration ``key=value,key=value`` describes, over ``base`` (the defaults).

    Booleans are written 0 or 1; ConfigError names an unknown key or a bad value.
    """
    changes: dict[str, object] = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        key, equals, raw = item.partition("=")
        key, raw = key.strip(), raw.strip()
        if key not in _FIELDS:
            known = ", ".join(_FIELDS)
            raise ConfigError(f"unknown Expert option {key!r} (known: {known})")
        if not equals or not raw:
            raise ConfigError(f"Expert option {key!r} needs a value ({key}=...)")
        changes[key] = _value(key, raw)
    return dataclasses.replace(base or ExpertConfig(), **changes)  # type: ignore[arg-type]


def _value(key: str, raw: str) -> bool | int | float:
    kind = _FIELDS[key]
    try:
        if kind == "bool":
            if raw not in ("0", "1"):
                raise ValueError(raw)
            return raw == "1"
        if kind == "int":
            return int(raw)
        number = float(raw)
    except ValueError:
        raise ConfigError(f"Expert option {key} must be a {_KINDS[kind]}, not {raw!r}") from None
    if number != number or number in (float("inf"), float("-inf")):
        raise ConfigError(f"Expert option {key} must be a finite number, not {raw!r}")
    return number
