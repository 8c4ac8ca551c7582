"""The app's settings, each declared once on ``Settings``: its key in the store, its
default, the values it may take and, if the settings dialog shows it, its words. Reading
and writing go through one typed object over QSettings, whose ``changed(name)`` says which
setting a write changed; the window follows it in one place.

A value that is missing or not valid (an old or hand-edited settings file) falls back to
its default; nothing here raises on bad stored data.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import asdict, dataclass, fields, replace
from enum import StrEnum
from typing import Any, Generic, TypeVar, cast, overload

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QSettings, Signal

from ...decks import available_decks
from ...engine.chiamata_match import MATCH_DEALS
from ...engine.errors import RulesError
from ...engine.match import DrawHandling, MatchLength, MatchRules
from ...engine.rules import CHIAMATA_PLAYERS, TABLE_SIZES, Rules, Variant
from .i18n import LANGUAGES, SYSTEM, resolve
from .speeds import PACES, SPEEDS

T = TypeVar("T")

LEVELS = ("beginner", "medium", "expert")
DECKS = ("neapolitan", "piacentine", "siciliane", "brescian", "triestine", "french")
"""The traditional decks; any other installed deck (e.g. french-4color) is valid too."""
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
    practice: bool = False
    """Every hand face up, a hint at every turn and the card tracker; not counted in the
    statistics."""
    caller_leads: bool = False
    """Briscola chiamata: the caller leads the first trick."""
    deals: int = MATCH_DEALS[0]
    """Briscola chiamata: the match's length in deals (5 or 10)."""

    def __post_init__(self) -> None:
        # Strings are accepted where the engine's enums go (ValueError if they name none).
        object.__setattr__(self, "variant", Variant(self.variant))
        object.__setattr__(self, "length", MatchLength(self.length))
        object.__setattr__(self, "draws", DrawHandling(self.draws))

    @classmethod
    def of_match(
        cls,
        rules: Rules,
        match_rules: MatchRules,
        level: str,
        practice: bool = False,
        deals: int = MATCH_DEALS[0],
    ) -> GameChoices:
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
            practice=practice,
            caller_leads=rules.caller_leads,
            deals=deals,
        )

    def rules(self) -> Rules:
        """The rules these choices make; an option that does not apply is left out."""
        return Rules.normalised(
            self.players,
            self.variant,
            signals=self.signals,
            tie_break_last_trick=self.tie_break_last_trick,
            two_swap=self.two_swap,
            caller_leads=self.caller_leads,
        )

    def normalised(self) -> GameChoices:
        """These choices without the options their table and variant leave out."""
        rules = self.rules()
        return replace(
            self, signals=rules.signals, two_swap=rules.two_swap, caller_leads=rules.caller_leads
        )

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
        return self.level in LEVELS and self.deals in MATCH_DEALS


def deck_ids() -> tuple[str, ...]:
    """The installed decks, in display order."""
    return tuple(theme.id for theme in available_decks())


WORDS = "PreferencesDialog"
"""The translation context of the settings' words (the settings dialog's; lupdate needs it
written out in each mark)."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for lupdate, to be translated in ``context`` when it is shown."""
    return text


def _after_a_trick(delay_ms: int) -> str:
    if delay_ms == 0:
        return QCoreApplication.translate("PreferencesDialog", "Wait for a click")
    return QCoreApplication.translate("PreferencesDialog", "Continue after %1 s").replace(
        "%1", str(delay_ms // 1000)
    )


def _valid(raw: object, default: T, allowed: tuple[T, ...] = ()) -> T:
    """``raw`` (as the store gives it back) as a value of the default's type, or the
    default if it is not one or not among ``allowed`` (when given)."""
    value: object
    if isinstance(default, bytes):
        value = bytes(raw.data()) if isinstance(raw, QByteArray) else raw
        if not isinstance(value, bytes):
            return default
    elif isinstance(default, bool):
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
    if allowed and value not in allowed:
        return default
    return cast(T, value)


class Setting(Generic[T]):
    """One setting: its key in the store, its default and the values it may take (any of
    the default's type if none are given). With a ``label`` the settings dialog shows it,
    a check box for a yes or no, else a list of its values by their ``names``."""

    def __init__(
        self,
        key: str,
        default: T,
        allowed: tuple[T, ...] | Callable[[], tuple[T, ...]] = (),
        *,
        label: str = "",
        names: Mapping[T, str] | Callable[[T], str] | None = None,
        tip: str = "",
    ) -> None:
        self.key = key
        self.default = default
        self._allowed = allowed
        self.label = label
        """The dialog's words for it ('' if the dialog does not show it), untranslated."""
        self._names = names
        self.tip = tip
        self.name = ""
        """Its attribute on Settings, and the name ``changed`` says."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, settings: None, owner: type | None = None) -> Setting[T]: ...

    @overload
    def __get__(self, settings: Settings, owner: type | None = None) -> T: ...

    def __get__(self, settings: Settings | None, owner: type | None = None) -> Setting[T] | T:
        return self if settings is None else settings.value(self)

    def __set__(self, settings: Settings, value: T) -> None:
        settings.put(self, value)

    def values(self) -> tuple[T, ...]:
        """The values it may take; () if any of its type."""
        return self._allowed() if callable(self._allowed) else self._allowed

    def read(self, raw: object) -> T:
        """A stored value as this setting's, its default if the value is not valid."""
        return _valid(raw, self.default, self.values())

    def value_name(self, value: T) -> str:
        """``value`` as the dialog and the menus name it, in the interface's language."""
        if callable(self._names):
            return self._names(value)
        if self._names is None or value not in self._names:
            return str(value)
        return QCoreApplication.translate(WORDS, self._names[value])

    def label_text(self) -> str:
        return QCoreApplication.translate(WORDS, self.label)

    def tip_text(self) -> str:
        return QCoreApplication.translate(WORDS, self.tip) if self.tip else ""


class Settings(QObject):
    """Typed access to the stored settings: ``settings.deck``, ``settings.deck = "french"``.

    Each setting is declared once below, in the order the settings dialog shows them.
    """

    changed = Signal(str)
    """A write changed the setting of this name (a Setting's ``name``; "choices" for the
    new-game panel's)."""

    deck = Setting(
        "view/deck", DECKS[0], deck_ids, label=QT_TRANSLATE_NOOP("PreferencesDialog", "&Cards:")
    )
    felt = Setting(
        "view/felt",
        FELTS[0],
        FELTS,
        label=QT_TRANSLATE_NOOP("PreferencesDialog", "&Table:"),
        names={
            "green": QT_TRANSLATE_NOOP("PreferencesDialog", "Green felt"),
            "blue": QT_TRANSLATE_NOOP("PreferencesDialog", "Blue felt"),
            "red": QT_TRANSLATE_NOOP("PreferencesDialog", "Red felt"),
            "walnut": QT_TRANSLATE_NOOP("PreferencesDialog", "Walnut wood"),
        },
    )
    speed = Setting(
        "view/speed",
        "normal",
        tuple(SPEEDS),
        label=QT_TRANSLATE_NOOP("PreferencesDialog", "&Animations:"),
        names={
            "slow": QT_TRANSLATE_NOOP("PreferencesDialog", "Slow"),
            "normal": QT_TRANSLATE_NOOP("PreferencesDialog", "Normal"),
            "fast": QT_TRANSLATE_NOOP("PreferencesDialog", "Fast"),
            "instant": QT_TRANSLATE_NOOP("PreferencesDialog", "Instant"),
        },
    )
    pace = Setting(
        "view/pace",
        "normal",
        tuple(PACES),
        label=QT_TRANSLATE_NOOP("PreferencesDialog", "Computer players' &pace:"),
        names={
            "brisk": QT_TRANSLATE_NOOP("PreferencesDialog", "Brisk"),
            "normal": QT_TRANSLATE_NOOP("PreferencesDialog", "Normal"),
            "relaxed": QT_TRANSLATE_NOOP("PreferencesDialog", "Relaxed"),
        },
    )
    """How long the computer players seem to think (speeds.PACES)."""
    auto_continue_ms = Setting(
        "view/auto_continue_ms",
        0,
        AUTO_CONTINUE_CHOICES,
        label=QT_TRANSLATE_NOOP("PreferencesDialog", "After a &trick:"),
        names=_after_a_trick,
    )
    """0: a finished trick stays until a click; else the delay before it is collected."""
    sound = Setting("view/sound", True, label=QT_TRANSLATE_NOOP("PreferencesDialog", "&Sound"))
    """The table's sounds on (the default) or muted."""
    running_points = Setting(
        "view/running_points",
        False,
        label=QT_TRANSLATE_NOOP("PreferencesDialog", "Show the &points won so far on the table"),
        tip=QT_TRANSLATE_NOOP(
            "PreferencesDialog", "Off by default: counting the points is part of the game."
        ),
    )
    """The points each side has won so far shown on the table while a deal is played
    (off by default: counting is part of the game); always shown once it ends."""
    ask_new_game = Setting(
        "game/ask_new_game",
        True,
        label=QT_TRANSLATE_NOOP("PreferencesDialog", "Ask before leaving a game in &progress"),
    )
    """Ask before a new game, or quitting, leaves one in progress (a quit game is saved)."""
    quick_cut = Setting(
        "game/quick_cut",
        False,
        label=QT_TRANSLATE_NOOP("PreferencesDialog", "Always keep the random &cut"),
        tip=QT_TRANSLATE_NOOP(
            "PreferencesDialog",
            "Deal at once, cutting the deck with a random number instead of asking you.",
        ),
    )
    """Cut every deal with the random cut offered, without showing the cut panel."""
    language = Setting(
        "view/language",
        SYSTEM,
        LANGUAGE_CHOICES,
        label=QT_TRANSLATE_NOOP("PreferencesDialog", "&Language:"),
        # Each language by its own name: only the system's is translated.
        names={
            SYSTEM: QT_TRANSLATE_NOOP("PreferencesDialog", "As the system"),
            "en": "English",
            "it": "Italiano",
        },
    )
    """The language chosen: ``system`` (follow the desktop) or a language code."""
    face_up = Setting("view/face_up", False)
    first_cards_asked = Setting("start/first_cards_asked", False)
    """The first start's question "Which cards do you play with?" was put (it is put once)."""
    tracker = Setting("view/tracker", False)
    """The card tracker beside the table (every practice game shows it too)."""
    player_name = Setting("network/name", "")
    """The name this player gives at friends' tables (remembered from the last time)."""
    host_port = Setting("network/port", 47044)
    """The port a hosted table listens on (0: any free one)."""
    club_server = Setting("network/club_server", "")
    """The club server last listed in Join (its address as typed; never its password)."""
    window_geometry = Setting("window/geometry", b"")
    """The main window's place, size and full-screen state (Qt's saveGeometry)."""
    window_state = Setting("window/state", b"")
    """The side panel and toolbar (Qt's saveState)."""

    def __init__(self, store: QSettings | None = None) -> None:
        super().__init__()
        self.store = store if store is not None else QSettings()
        self._this_run: dict[str, Any] = {}
        """Values given for this run only (the command line's): read before the stored
        ones and never written; choosing a value in the game stores it as usual."""

    @classmethod
    def declared(cls) -> Iterator[Setting[Any]]:
        """Every setting, in the order declared."""
        return (value for value in vars(cls).values() if isinstance(value, Setting))

    def value(self, setting: Setting[T]) -> T:
        key = setting.key
        raw = (
            self._this_run[key] if key in self._this_run else self.store.value(key, setting.default)
        )
        return setting.read(raw)

    def put(self, setting: Setting[T], value: T) -> None:
        """Store ``value`` (it replaces one given for this run); say so if it changed."""
        before = self.value(setting)
        self._this_run.pop(setting.key, None)
        self.store.setValue(setting.key, QByteArray(value) if isinstance(value, bytes) else value)
        if self.value(setting) != before:
            self.changed.emit(setting.name)

    def put_unless_given(self, setting: Setting[T], value: T) -> None:
        """Store ``value`` (a saved game's deck, as it goes on), unless this run was given a
        value of its own: the command line's ``--deck french`` is the deck the player asked
        for, saved game or not."""
        if not self.given_for_this_run(setting):
            self.put(setting, value)

    def given_for_this_run(self, setting: Setting[Any]) -> bool:
        """``setting`` holds a value given for this run (``for_this_run``), not stored."""
        return setting.key in self._this_run

    def for_this_run(
        self, *, deck: str | None = None, face_up: bool | None = None, language: str | None = None
    ) -> None:
        """Use these values until the player chooses others, without storing them: a
        command line's ``--deck it`` is for that game, not the player's new preference."""
        given: dict[Setting[Any], object] = {
            Settings.deck: deck,
            Settings.face_up: face_up,
            Settings.language: language,
        }
        self._this_run.update({s.key: value for s, value in given.items() if value is not None})

    @property
    def stored_deck(self) -> str:
        """The deck chosen last time as stored, installed or not ('' if none)."""
        raw = self.store.value(Settings.deck.key, "")
        return raw if isinstance(raw, str) else ""

    @property
    def interface_language(self) -> str:
        """The language the interface is shown in (``system`` resolved)."""
        return resolve(self.language)

    # --- the new-game panel's choices -----------------------------------------------

    def choices(self) -> GameChoices:
        defaults = GameChoices()
        allowed: dict[str, tuple[Any, ...]] = {
            "level": LEVELS,
            "players": (*TABLE_SIZES, CHIAMATA_PLAYERS),
            "deals": MATCH_DEALS,
            "target": tuple(range(1, 100)),
        }
        values = {
            f.name: _valid(
                self.store.value(f"game/{f.name}", getattr(defaults, f.name)),
                getattr(defaults, f.name),
                allowed.get(f.name, ()),
            )
            for f in fields(GameChoices)
        }
        choices = GameChoices(**values)
        return choices if choices.is_valid() else defaults

    def save_choices(self, choices: GameChoices) -> None:
        before = self.choices()
        for key, value in asdict(choices).items():
            self.store.setValue(f"game/{key}", value)
        if self.choices() != before:
            self.changed.emit("choices")

    def sync(self) -> None:
        self.store.sync()
