"""The side entry kept beside each deal's record: what the record does not hold.

A deal of the history is two files with one name: ``ID.json``, the ``briscola-record/1``
record (the truth), and ``ID.entry.json``, this entry (``briscola-deal-entry/1``): when it
was played, at what level, with which deck, from which seat, in which match, whether hints,
undo or face up were used, and later the coach's summary and the fair shuffle's proof.
What follows from the record (table size, variant, points, result) is worked out from it
again (``DealFacts``), never trusted from the entry.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any, Final

from ..engine.record import Record, replay

FORMAT: Final = "briscola-deal-entry/1"
RESULTS: Final = ("won", "drawn", "lost")
_SHUFFLE_KEYS: Final = ("seed", "cut", "commitment")
MAX_TEXT: Final = 200
"""The longest string an entry keeps (a level, a deck id, a match id, a cut)."""


class EntryError(ValueError):
    """A side entry that cannot be used; the message says which field is wrong."""


@dataclass(frozen=True)
class Shuffle:
    """The fair shuffle's proof of a deal (issue 31, part 3): the secret seed, the
    player's cut and the commitment shown before the deal."""

    seed: str
    cut: str
    commitment: str

    def to_dict(self) -> dict[str, str]:
        return {"seed": self.seed, "cut": self.cut, "commitment": self.commitment}


@dataclass(frozen=True)
class MatchPart:
    """The match a deal belonged to: its id, the deal's number in it, and, for the deal
    that ended it, the match's result for the player."""

    id: str
    deal: int = 0
    result: str | None = None
    """"won", "drawn" or "lost" on the match's last deal; None before."""

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "deal": self.deal, "result": self.result}


@dataclass(frozen=True)
class DealEntry:
    """One deal's side entry."""

    played_at: str
    """When the deal ended, ISO 8601 in UTC (``2026-12-02T03:50:00Z``)."""
    level: str
    deck: str
    seat: int
    """The player's seat in the deal (seat 0 leads the first trick)."""
    match: MatchPart
    hints: bool = False
    undo: bool = False
    face_up: bool = False
    analysis: dict[str, Any] | None = None
    """The coach's summary of the player's play (``SeatSummary.to_dict()``), once judged."""
    shuffle: Shuffle | None = None
    table: dict[str, Any] = field(default_factory=dict)
    """Table size, variant and options as the record's rules say (kept for a reader of the
    folder; the index takes them from the record)."""

    @property
    def practice(self) -> bool:
        """Face up or hints: a practice deal, kept but counted apart."""
        return self.face_up or self.hints

    @property
    def accuracy(self) -> float | None:
        return _float((self.analysis or {}).get("accuracy"))

    @property
    def luck(self) -> float | None:
        """The player's luck over the deal in card points (None where none is rated)."""
        luck = (self.analysis or {}).get("luck")
        return _float(luck.get("points") if isinstance(luck, dict) else None)

    @property
    def luck_win(self) -> float | None:
        """The same luck in win chance (0.05: five points of win chance), where kept."""
        luck = (self.analysis or {}).get("luck")
        return _float(luck.get("win") if isinstance(luck, dict) else None)

    def with_analysis(self, summary: dict[str, Any]) -> DealEntry:
        return replace(self, analysis=check_analysis(summary))

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "played_at": self.played_at,
            "table": dict(self.table),
            "level": self.level,
            "deck": self.deck,
            "seat": self.seat,
            "match": self.match.to_dict(),
            "hints": self.hints,
            "undo": self.undo,
            "face_up": self.face_up,
            "practice": self.practice,
            "analysis": self.analysis,
            "shuffle": None if self.shuffle is None else self.shuffle.to_dict(),
        }


def now_utc() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _number(value: object) -> bool:
    return type(value) in (int, float) and math.isfinite(value)  # type: ignore[arg-type]


def _float(value: object) -> float | None:
    return float(value) if isinstance(value, int | float) and _number(value) else None


def _text(data: dict[str, Any], key: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise EntryError(f"{key}: must be a string of at most {MAX_TEXT} characters")
    return value


def _flag(data: dict[str, Any], key: str) -> bool:
    value = data.get(key, False)
    if type(value) is not bool:
        raise EntryError(f"{key}: must be true or false")
    return value


def check_analysis(summary: object) -> dict[str, Any]:
    """The coach's summary as an entry keeps it: an object whose ``accuracy`` (0-100)
    and ``luck.points``, when given, are numbers (``luck.win`` from -1 to 1, when given);
    EntryError otherwise."""
    if not isinstance(summary, dict):
        raise EntryError("analysis: must be an object")
    accuracy = summary.get("accuracy")
    if accuracy is not None and not (_number(accuracy) and 0 <= accuracy <= 100):
        raise EntryError("analysis.accuracy: must be a number from 0 to 100")
    luck = summary.get("luck")
    if luck is not None and not (isinstance(luck, dict) and _number(luck.get("points"))):
        raise EntryError("analysis.luck: must be an object with a number of points")
    win = luck.get("win") if isinstance(luck, dict) else None
    if win is not None and not (_number(win) and -1 <= win <= 1):
        raise EntryError("analysis.luck.win: must be a number from -1 to 1")
    return dict(summary)


def parse_entry(data: object) -> DealEntry:
    """A ``DealEntry`` from parsed JSON; EntryError naming the first bad field."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise EntryError(f"not a {FORMAT} object")
    played_at = _text(data, "played_at")
    try:
        datetime.strptime(played_at, "%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        raise EntryError("played_at: must be a UTC time like 2026-12-02T03:50:00Z") from None
    seat = data.get("seat")
    if type(seat) is not int or not 0 <= seat < 8:
        raise EntryError("seat: must be a seat number")
    match = data.get("match")
    if not isinstance(match, dict):
        raise EntryError("match: must be an object")
    deal = match.get("deal")
    if type(deal) is not int or deal < 0:
        raise EntryError("match.deal: must be a whole number")
    result = match.get("result")
    if result is not None and result not in RESULTS:
        raise EntryError(f"match.result: must be null or one of {', '.join(RESULTS)}")
    analysis = data.get("analysis")
    shuffle = data.get("shuffle")
    proof = None
    if shuffle is not None:
        if not isinstance(shuffle, dict):
            raise EntryError("shuffle: must be null or an object")
        proof = Shuffle(*(_text(shuffle, key) for key in _SHUFFLE_KEYS))
    table = data.get("table", {})
    return DealEntry(
        played_at=played_at,
        level=_text(data, "level"),
        deck=_text(data, "deck"),
        seat=seat,
        match=MatchPart(_text(match, "id"), deal, result),
        hints=_flag(data, "hints"),
        undo=_flag(data, "undo"),
        face_up=_flag(data, "face_up"),
        analysis=None if analysis is None else check_analysis(analysis),
        shuffle=proof,
        table=table if isinstance(table, dict) else {},
    )


@dataclass(frozen=True)
class DealFacts:
    """What the index keeps of one deal: the record's facts from the player's seat and the
    entry's. Made by ``facts_of`` in one place, for the deal-by-deal update and the
    rebuild alike."""

    id: str
    played_at: str
    players: int
    variant: str
    options: str
    """The rules' options in a few words (``signals, two_swap``), or ""."""
    level: str
    deck: str
    seat: int
    match_id: str
    deal_number: int
    match_result: str | None
    result: str
    points: int
    """The player's side's points."""
    opponents: int
    """The best other side's points."""
    hints: bool
    undo: bool
    face_up: bool
    practice: bool
    accuracy: float | None
    luck: float | None
    shuffle: bool
    luck_win: float | None = None
    """The luck in win chance (analyses from before 5 December 2026 kept points only)."""


def facts_of(deal_id: str, record: Record, entry: DealEntry) -> DealFacts:
    """The index's row for a finished deal; RecordError if the record is not one, EntryError
    if the entry does not fit it."""
    state = replay(record)
    outcome = state.outcome()
    if outcome is None:
        raise EntryError("the record's deal is not finished")
    rules = record.rules
    if entry.seat >= rules.players:
        raise EntryError(f"seat: {entry.seat} is not a seat at a table of {rules.players}")
    points: tuple[int, ...]
    if outcome.thrown_in:  # (chiamata: all five passed; nobody won, nothing was played)
        side, points = 0, (0, 0)
    else:
        side, points = state.deal_sides()[entry.seat], outcome.points
    won = outcome.winner == side
    result = "drawn" if outcome.winner is None else "won" if won else "lost"
    others = [p for s, p in enumerate(points) if s != side]
    options = rules.to_dict()
    named = sorted(k for k, v in options.items() if k not in ("players", "variant") and v)
    return DealFacts(
        id=deal_id,
        played_at=entry.played_at,
        players=rules.players,
        variant=str(rules.variant),
        options=", ".join(named),
        level=entry.level,
        deck=entry.deck,
        seat=entry.seat,
        match_id=entry.match.id,
        deal_number=entry.match.deal,
        match_result=entry.match.result,
        result=result,
        points=points[side],
        opponents=max(others, default=0),
        hints=entry.hints,
        undo=entry.undo,
        face_up=entry.face_up,
        practice=entry.practice,
        accuracy=entry.accuracy,
        luck=entry.luck,
        shuffle=entry.shuffle is not None,
        luck_win=entry.luck_win,
    )
