"""Every animation and pause duration of the table, in one place, with a speed setting.

Durations are for "normal" speed; ``set_speed`` scales them all (tests use "instant").
"""

from __future__ import annotations

from typing import Final

SPEEDS: Final = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}

DEAL_CARD_MS: Final = 110
"""One card flying from the stock to a hand while dealing."""
PLAY_CARD_MS: Final = 260
"""A played card flying to the middle of the table."""
THINK_MS: Final = 550
"""The least time a computer seat seems to think, so its moves can be followed."""
COLLECT_MS: Final = 380
"""The finished trick sliding to the winner's pile."""
DRAW_CARD_MS: Final = 230
"""A card drawn from the stock to a hand."""
LIFT_MS: Final = 90
"""A playable card lifting under the mouse."""
HIGHLIGHT_PERIOD_MS: Final = 1100
"""One cycle of the winning card's animated border."""
NOTICE_MS: Final = 4000
"""Why a card may not be played stays on the table this long (read, not animated: unscaled)."""

PACES: Final = {"brisk": 0.45, "normal": 1.0, "relaxed": 1.8}
"""How long the computer players seem to think, as a factor of THINK_MS (a setting)."""

_factor = 1.0
_pace = 1.0


def set_speed(name: str) -> None:
    global _factor
    if name not in SPEEDS:
        raise ValueError(f"unknown speed {name!r}")
    _factor = SPEEDS[name]


def ms(duration: int) -> int:
    """``duration`` (one of the constants above) at the current speed."""
    return round(duration * _factor)


def set_pace(name: str) -> None:
    global _pace
    if name not in PACES:
        raise ValueError(f"unknown pace {name!r}")
    _pace = PACES[name]


def think_ms() -> int:
    """The least time a computer seat seems to think, at the current speed and pace."""
    return round(THINK_MS * _factor * _pace)
