"""A record file the player opens (File > Open record, a file dropped on the window, the
command line): read within the limits and checked as ``briscola-arena verify`` checks it.

``read_record_file`` gives the record and its replayed deal, or raises ``RecordFileError``
with one line saying what is wrong; nothing is changed either way.
"""

from __future__ import annotations

from pathlib import Path

from ..engine.errors import RecordError
from ..engine.record import RECORD_LIMITS, Record, loads, replay
from ..engine.state import GameState


class RecordFileError(ValueError):
    """A file that is not a record this game can replay. ``kind`` says what is wrong in
    terms a player is told ("unreadable", "huge", "empty", "binary", "json", "record" or
    "rules"); the message says it as ``briscola-arena verify`` does, naming the part, or is
    empty where the kind says it all (the player is told the file's name beside it)."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


def read_record_file(path: Path) -> tuple[Record, GameState]:
    """The record in ``path`` and its deal replayed to the end (or as far as it goes)."""
    # A record is small: more than the limit is refused unread (a huge file, a device).
    limit = RECORD_LIMITS.max_bytes
    try:
        if not path.is_file():
            raise RecordFileError("unreadable", "not a file")
        size = path.stat().st_size
        if size > limit:
            raise RecordFileError("huge", f"{size:,} bytes, more than a record's {limit:,}")
        with path.open("rb") as handle:
            data = handle.read(limit + 1)
    except OSError as error:
        raise RecordFileError("unreadable", str(error.strerror or error)) from None
    if len(data) > limit:
        raise RecordFileError("huge", f"more than a record's {limit:,} bytes")
    if not data.strip():
        raise RecordFileError("empty", "")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise RecordFileError("binary", f"not UTF-8 text (byte {error.start})") from None
    try:
        record = loads(text)
    except RecordError as error:
        kind = "json" if str(error).startswith("not valid JSON") else "record"
        raise RecordFileError(kind, f"bad record: {error}") from None
    try:
        state = replay(record)
    except RecordError as error:
        raise RecordFileError("rules", f"bad record: {error}") from None
    return record, state


def human_seat(record: Record) -> int:
    """The seat to review the record from: the one the game that wrote it says was the
    player's (``meta.human_seat``), else seat 0."""
    seat = record.meta.get("human_seat", 0)
    return seat if type(seat) is int and 0 <= seat < record.rules.players else 0


MAX_NAME = 40
"""The longest seat name a record's ``meta.seat_names`` may give."""


def seat_names(record: Record) -> tuple[str | None, ...] | None:
    """The names the game that wrote the record gave its seats (``meta.seat_names``, null
    for the player's own), or None where it gives none that fit the table."""
    names = record.meta.get("seat_names")
    if not isinstance(names, list) or len(names) != record.rules.players:
        return None
    if not all(n is None or (isinstance(n, str) and 0 < len(n) <= MAX_NAME) for n in names):
        return None
    return tuple(names)
