"""The app's settings in one typed place over QSettings, with defaults and validation.

A value that is missing or not valid (an old or hand-edited settings file) falls back to
its default; nothing here raises on bad stored data.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from enum import StrEnum
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from ..decks import available_decks
from ..engine.errors import RulesError
from ..engine.match import DrawHandling, MatchLength, MatchRules
from ..engine.rules import TABLE_SIZES, Rules, Variant
from .i18n import LANGUAGES, SYSTEM, resolve
from .speeds import PACES, SPEEDS

LEVELS = ("beginner", "medium", "expert")
DECKS = ("neapolitan", "brescian", "french")
"""The three traditional decks; any other installed deck (e.g. french-4color) is valid too."""
LANGUAGE_CHOICES = (SYSTEM, *LANGUAGES)
"""The language setting: the system's (the default), or one of the interface's."""
AUTO_CONTINUE_CHOICES = (0, 1000, 2000, 4000)
FELTS = ("green", "blue", "red", "walnut")
"""The table's colours (the scene draws each)."""


@dataclass(frozen=True)
class GameChoices:
    """What the new-game panel asks; remembered between games."""

    level: str = "medium"
    players: int = 2
    variant: Variant = Variant.CLASSIC
    signals: bool = False
    two_swap: bool = False
    tie_break_last_trick: bool = False
    length: MatchLength = MatchLength.SINGLE
    target: int = 3
    draws: DrawHandling = DrawHandling.COUNT
    margin: bool = False

    def __post_init__(self) -> None:
        # Strings are accepted where the engine's enums go (ValueError if they name none).
        object.__setattr__(self, "variant", Variant(self.variant))
        object.__setattr__(self, "length", MatchLength(self.length))
        object.__setattr__(self, "draws", DrawHandling(self.draws))

    @classmethod
    def of_match(cls, rules: Rules, match_rules: MatchRules, level: str) -> GameChoices:
        """The choices that make a match with ``rules`` and ``match_rules`` (a resumed one)."""
        return cls(
            level=level,
            players=rules.players,
            variant=rules.variant,
            signals=rules.signals,
            two_swap=rules.two_swap,
            tie_break_last_trick=rules.tie_break_last_trick,
            length=match_rules.length,
            target=match_rules.target,
            draws=match_rules.draws,
            margin=match_rules.margin,
        )

    def rules(self) -> Rules:
        """The rules these choices make; an option that does not apply is left out."""
        return Rules.normalised(
            self.players,
            self.variant,
            signals=self.signals,
            tie_break_last_trick=self.tie_break_last_trick,
            two_swap=self.two_swap,
        )

    def normalised(self) -> GameChoices:
        """These choices without the options their table and variant leave out."""
        rules = self.rules()
        return replace(self, signals=rules.signals, two_swap=rules.two_swap)

    def match_rules(self) -> MatchRules:
        return MatchRules(
            length=self.length, target=self.target, draws=self.draws, margin=self.margin
        )

    def is_valid(self) -> bool:
        try:
            self.rules()
            self.match_rules()
        except (RulesError, TypeError):
            return False
        return self.level in LEVELS


def deck_ids() -> tuple[str, ...]:
    """The installed decks, in display order."""
    return tuple(theme.id for theme in available_decks())


class Settings:
    """Typed access to the stored settings."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else QSettings()
        self._this_run: dict[str, Any] = {}
        """Values given for this run only (the command line's): read before the stored
        ones and never written; choosing a value in the game stores it as usual."""

    def for_this_run(
        self, *, deck: str | None = None, face_up: bool | None = None, language: str | None = None
    ) -> None:
        """Use these values until the player chooses others, without storing them: a
        command line's ``--deck it`` is for that game, not the player's new preference."""
        given = {"view/deck": deck, "view/face_up": face_up, "view/language": language}
        self._this_run.update({key: value for key, value in given.items() if value is not None})

    def _set(self, key: str, value: Any) -> None:
        self._this_run.pop(key, None)
        self.store.setValue(key, value)

    def _get(self, key: str, default: Any, allowed: tuple[Any, ...] | None = None) -> Any:
        raw = self._this_run[key] if key in self._this_run else self.store.value(key, default)
        value: Any
        if isinstance(default, bool):
            value = raw if isinstance(raw, bool) else str(raw).lower() in ("true", "1")
        elif isinstance(default, int):
            try:
                value = int(str(raw))
            except (TypeError, ValueError):
                return default
        elif isinstance(default, StrEnum):
            try:
                value = type(default)(str(raw))
            except ValueError:
                return default
        else:
            value = str(raw)
        if allowed is not None and value not in allowed:
            return default
        return value

    # --- the new-game panel's choices -----------------------------------------------

    def choices(self) -> GameChoices:
        defaults = GameChoices()
        allowed: dict[str, tuple[Any, ...]] = {
            "level": LEVELS,
            "players": TABLE_SIZES,
            "target": tuple(range(1, 100)),
        }
        values = {
            f.name: self._get(f"game/{f.name}", getattr(defaults, f.name), allowed.get(f.name))
            for f in fields(GameChoices)
        }
        choices = GameChoices(**values)
        return choices if choices.is_valid() else defaults

    def save_choices(self, choices: GameChoices) -> None:
        for key, value in asdict(choices).items():
            self._set(f"game/{key}", value)

    # --- appearance and pace -------------------------------------------------------

    @property
    def deck(self) -> str:
        return str(self._get("view/deck", DECKS[0], deck_ids()))

    @deck.setter
    def deck(self, value: str) -> None:
        self._set("view/deck", value)

    @property
    def stored_deck(self) -> str:
        """The deck chosen last time as stored, installed or not ('' if none)."""
        raw = self.store.value("view/deck", "")
        return raw if isinstance(raw, str) else ""

    @property
    def speed(self) -> str:
        return str(self._get("view/speed", "normal", tuple(SPEEDS)))

    @speed.setter
    def speed(self, value: str) -> None:
        self._set("view/speed", value)

    @property
    def auto_continue_ms(self) -> int:
        """0: a finished trick stays until a click; else the delay before it is collected."""
        return int(self._get("view/auto_continue_ms", 0, AUTO_CONTINUE_CHOICES))

    @auto_continue_ms.setter
    def auto_continue_ms(self, value: int) -> None:
        self._set("view/auto_continue_ms", value)

    @property
    def face_up(self) -> bool:
        return bool(self._get("view/face_up", False))

    @face_up.setter
    def face_up(self, value: bool) -> None:
        self._set("view/face_up", value)

    @property
    def sound(self) -> bool:
        """The table's sounds on (the default) or muted; remembered."""
        return bool(self._get("view/sound", True))

    @sound.setter
    def sound(self, value: bool) -> None:
        self._set("view/sound", value)

    @property
    def language(self) -> str:
        """The language chosen: ``system`` (follow the desktop) or a language code."""
        return str(self._get("view/language", SYSTEM, LANGUAGE_CHOICES))

    @language.setter
    def language(self, value: str) -> None:
        self._set("view/language", value)

    @property
    def interface_language(self) -> str:
        """The language the interface is shown in (``system`` resolved)."""
        return resolve(self.language)

    @property
    def felt(self) -> str:
        return str(self._get("view/felt", FELTS[0], FELTS))

    @felt.setter
    def felt(self, value: str) -> None:
        self._set("view/felt", value)

    @property
    def running_points(self) -> bool:
        """The points each side has won so far shown on the table while a deal is played
        (off by default: counting is part of the game); always shown once it ends."""
        return bool(self._get("view/running_points", False))

    @running_points.setter
    def running_points(self, value: bool) -> None:
        self._set("view/running_points", value)

    @property
    def ask_new_game(self) -> bool:
        """Ask before a new game leaves one in progress."""
        return bool(self._get("game/ask_new_game", True))

    @ask_new_game.setter
    def ask_new_game(self, value: bool) -> None:
        self._set("game/ask_new_game", value)

    @property
    def pace(self) -> str:
        """How long the computer players seem to think (speeds.PACES)."""
        return str(self._get("view/pace", "normal", tuple(PACES)))

    @pace.setter
    def pace(self, value: str) -> None:
        self._set("view/pace", value)

    @property
    def window_geometry(self) -> bytes:
        """The main window's place, size and full-screen state (Qt's saveGeometry)."""
        return self._bytes("window/geometry")

    @window_geometry.setter
    def window_geometry(self, value: bytes) -> None:
        self._set("window/geometry", QByteArray(value))

    @property
    def window_state(self) -> bytes:
        """The side panel and toolbar (Qt's saveState)."""
        return self._bytes("window/state")

    @window_state.setter
    def window_state(self, value: bytes) -> None:
        self._set("window/state", QByteArray(value))

    def _bytes(self, key: str) -> bytes:
        raw = self.store.value(key, b"")
        if isinstance(raw, QByteArray):
            return bytes(raw.data())
        return raw if isinstance(raw, bytes) else b""

    def sync(self) -> None:
        self.store.sync()
