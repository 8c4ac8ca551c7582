"""The game in progress, saved so that closing the window (or a crash) loses nothing.

Format ``briscola-save/1`` (docs/save-format.md): a JSON object with the match so far, the
match's finished deals and the deal in progress as ``briscola-record/1`` records (each
deck in dealing order, the swap and the plays; no deal in progress between deals) and
how the table was set (the computer players' level, the card deck, face up). Everything
a player sees follows from these by the engine's rules: hands, stock, briscola, trick,
captured cards, scores, the match score and dealer, whose turn it is; and the finished
deals give the computer players back what they remember of the match. A match dealt
fairly (docs/fair-shuffle.md) also keeps each deal's seed, cut and commitment
(``shuffles``), and each deck must be the one they derive.

`load` checks all of it (every record replays legally and is the deal the match dealt
or deals now, the results are the finished deals') and raises `SaveError` saying what is
wrong; `save` writes atomically.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any, Final

from .ai.registry import PLAYER_NAMES
from .engine import bounded_json
from .engine.errors import RecordError, RulesError
from .engine.fair import Shuffle
from .engine.match import BaseMatch
from .engine.matches import read_match
from .engine.record import Record, parse_record, record_of, replay
from .engine.state import GameState
from .files import write_atomic

FORMAT: Final = "briscola-save/1"
_KEYS: Final = {"format", "app", "match", "finished", "deal", "table", "shuffles"}
# A save holds a match of a few deals (about 700 bytes each): far below these.
LIMITS: Final = bounded_json.Limits(max_bytes=4_000_000, max_depth=16, max_number_chars=20)


class SaveProblem(StrEnum):
    """What is wrong with a saved game, in the terms a player is told (the message has
    the details, for the log)."""

    DAMAGED = "damaged"
    """Not a saved game's JSON at all: cut short, overwritten, or another file."""
    VERSION = "version"
    """Saved by a version of the game that writes another format."""
    CONTENTS = "contents"
    """Well formed, but what it holds is not a game the rules allow."""


class SaveError(ValueError):
    """A saved game that cannot be used; the message says why, ``problem`` what kind."""

    def __init__(self, message: str, problem: SaveProblem = SaveProblem.CONTENTS) -> None:
        super().__init__(message)
        self.problem = problem


@dataclass(frozen=True)
class TableSetting:
    """How the table was set when the game was saved."""

    level: str = "medium"
    deck: str = "neapolitan"
    face_up: bool = False
    practice: bool = False
    """A practice game (face up, a hint at every turn, the card tracker; not counted)."""
    hints_used: bool = False
    """A hint was asked for in the deal in progress."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "level": self.level,
            "deck": self.deck,
            "face_up": self.face_up,
            "practice": self.practice,
            "hints_used": self.hints_used,
        }


@dataclass
class SavedGame:
    """A match, its finished deals, the deal in progress (None between deals) and the
    table's setting."""

    match: BaseMatch
    deal: GameState | None
    table: TableSetting
    finished: list[GameState] = field(default_factory=list)
    """The match's finished deals in order, one per result."""
    shuffles: list[Shuffle] | None = None
    """A match dealt fairly: the shuffle of each finished deal and of the deal in progress,
    in order; None for a match dealt from its seed."""

    def to_dict(self, app: str = "") -> dict[str, Any]:
        out = {
            "format": FORMAT,
            "app": app,
            "match": self.match.to_dict(),
            "finished": [record_of(state).to_dict() for state in self.finished],
            "deal": None if self.deal is None else record_of(self.deal).to_dict(),
            "table": self.table.to_dict(),
        }
        if self.shuffles is not None:
            out["shuffles"] = [shuffle.to_dict() for shuffle in self.shuffles]
        return out


def save(path: Path, game: SavedGame, app: str = "") -> None:
    """Write ``game`` to ``path`` atomically (OSError if the disk refuses; the old save stays)."""
    # (compact: json writes it in C, ten times faster than indented, at every turn)
    text = json.dumps(game.to_dict(app), separators=(",", ":"), sort_keys=True) + "\n"
    write_atomic(path, text.encode("utf-8"))


def load(path: Path) -> SavedGame:
    """Read and check a saved game; SaveError (or OSError if unreadable) otherwise."""
    with path.open("rb") as handle:
        data = handle.read(LIMITS.max_bytes + 1)
    return loads(data)


def loads(text: str | bytes) -> SavedGame:
    try:
        data = bounded_json.loads(text, LIMITS)
    except bounded_json.BoundedJSONError as err:
        raise SaveError(f"not a saved game: {err}", SaveProblem.DAMAGED) from None
    if not isinstance(data, dict):
        raise SaveError("not a saved game: not a JSON object", SaveProblem.DAMAGED)
    if data.get("format") != FORMAT:
        found = data.get("format")
        shown = found[:40] if isinstance(found, str) else type(found).__name__
        raise SaveError(
            f"saved by an incompatible version (format {shown!r}, not {FORMAT!r})",
            SaveProblem.VERSION,
        )
    unknown = sorted(set(data) - _KEYS)
    if unknown:
        raise SaveError(f"unknown key {unknown[0][:40]!r}")
    match = _match(data.get("match"))
    shuffles = _shuffles(data, match)
    finished = _finished(data.get("finished"), match, shuffles)
    deal = _deal(data.get("deal"), match, shuffles)
    return SavedGame(match, deal, _table(data.get("table")), finished, shuffles)


def _match(raw: object) -> BaseMatch:
    try:
        return read_match(raw, "match")
    except RecordError as err:
        raise SaveError(str(err)) from None


def _shuffles(data: dict[str, Any], match: BaseMatch) -> list[Shuffle] | None:
    """The fair shuffles of a match dealt fairly: one per deal played, and one more for a
    deal in progress."""
    if "shuffles" not in data:
        return None
    raw = data["shuffles"]
    dealt = match.deal_number + (data.get("deal") is not None)
    if not isinstance(raw, list) or len(raw) != dealt:
        raise SaveError("shuffles: must list one shuffle per deal dealt")
    try:
        return [Shuffle.from_dict(item, f"shuffles[{i}]") for i, item in enumerate(raw)]
    except RecordError as err:
        raise SaveError(str(err)) from None


def _finished(raw: object, match: BaseMatch, shuffles: list[Shuffle] | None) -> list[GameState]:
    if not isinstance(raw, list) or len(raw) != match.deal_number:
        raise SaveError("finished: must list one record per deal played")
    replayed = match.restarted()
    states: list[GameState] = []
    for number, item in enumerate(raw):
        where = f"finished[{number}]"
        state = _replayed(item, replayed, where, shuffles)
        outcome = state.outcome()
        if outcome is None:
            raise SaveError(f"{where}: the deal is not over")
        result = replayed.finish_deal(state)
        if result != match.results[number]:
            raise SaveError(f"{where}: its result is not match.results[{number}]")
        states.append(state)
    return states


def _replayed(
    raw: object, match: BaseMatch, where: str, shuffles: list[Shuffle] | None
) -> GameState:
    """The record ``raw`` replayed, if it is the deal ``match`` deals now (from its seed,
    or from the deal's fair shuffle)."""
    try:
        record: Record = parse_record(raw)
        state = replay(record)
    except (RecordError, RulesError) as err:
        raise SaveError(f"{where}: {err}") from None
    if record.rules != match.rules:
        raise SaveError(f"{where}: its rules are not the match's")
    if shuffles is not None:
        expected = shuffles[match.deal_number].deck(match.rules)
        if expected != record.deck:
            raise SaveError(f"{where}: its deck is not the one its seed and cut deal")
    elif list(match.deal().deck or []) != record.deck:
        raise SaveError(f"{where}: its deck is not the one this match dealt")
    return state


def _deal(raw: object, match: BaseMatch, shuffles: list[Shuffle] | None) -> GameState | None:
    if raw is None:
        return None
    if match.is_over():
        raise SaveError("deal: the match is over, so no deal can be in progress")
    state = _replayed(raw, match, "deal", shuffles)
    if state.is_terminal():
        raise SaveError("deal: the deal is over but the match has not scored it")
    return state


TABLE_KEYS = frozenset({"level", "deck", "face_up"})
TABLE_FLAGS = ("practice", "hints_used")
"""Flags that saves before them lack (false when absent)."""


def _table(raw: object) -> TableSetting:
    if (
        not isinstance(raw, dict)
        or not set(raw) >= TABLE_KEYS
        or not set(raw) <= TABLE_KEYS.union(TABLE_FLAGS)
    ):
        raise SaveError(
            "table: must be an object with level, deck and face_up (and practice, hints_used)"
        )
    level, deck, face_up = raw["level"], raw["deck"], raw["face_up"]
    if level not in PLAYER_NAMES or level == "random":
        raise SaveError(f"table.level: unknown level {str(level)[:40]!r}")
    if not isinstance(deck, str) or not deck or len(deck) > 100:
        raise SaveError("table.deck: must be a deck name")
    if type(face_up) is not bool:
        raise SaveError("table.face_up: must be true or false")
    flags = {name: raw.get(name, False) for name in TABLE_FLAGS}
    for name, value in flags.items():
        if type(value) is not bool:
            raise SaveError(f"table.{name}: must be true or false")
    return TableSetting(level, deck, face_up, **flags)
