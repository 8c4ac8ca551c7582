"""When each practised position comes back: a simple spaced repetition (Leitner's boxes,
as flash-card programs keep them), the one piece of practice that is not derived.

A position never answered is due at once. Solved, it moves up a box and comes back after
the box's wait (a day, then three, a week, three weeks, two months); missed, it goes back
to the first box and comes back after ``RETRY_S``. Among the positions due, the costliest
comes first.

The schedule is its own file beside the history (``practice.json``,
``briscola-practice/1``), written whole to a temporary name and renamed: the statistics
file can be made again from the records at any time, so it keeps nothing that cannot. A
file that cannot be read is moved aside and practice starts again (``problem`` says so);
a position of a deal no more in the history is forgotten on the next write.
"""

from __future__ import annotations

import contextlib
import json
import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from ..engine.bounded_json import BoundedJSONError, Limits, loads
from ..files import move_aside, write_atomic
from .practice import Position

FORMAT: Final = "briscola-practice/1"
FILE_NAME: Final = "practice.json"
LIMITS: Final = Limits(max_bytes=4_000_000, max_depth=6)
DAY_S: Final = 86_400.0
BOX_WAITS_S: Final = (DAY_S, 3 * DAY_S, 7 * DAY_S, 21 * DAY_S, 60 * DAY_S)
"""How long a position solved in box n (from 1) waits before it comes back."""
RETRY_S: Final = 600.0
"""How long a missed position waits: it comes back in the same sitting, after the others."""
_KEY: Final = re.compile(r"^\d{8}-\d{6}-\d{6}-[0-9a-f]{4}:\d{1,3}$")


@dataclass(frozen=True)
class Repetition:
    """One position's place in the schedule."""

    box: int = 0
    """0: new or missed last time; n: solved n times in a row."""
    due: float = 0.0
    """When it comes back (seconds since the epoch)."""
    solved: int = 0
    missed: int = 0

    def to_dict(self) -> dict[str, float | int]:
        return {"box": self.box, "due": self.due, "solved": self.solved, "missed": self.missed}


class ScheduleError(ValueError):
    """A schedule file that cannot be read; the message says why."""


class Schedule:
    """The schedule file and the repetitions it keeps, by position key."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.repetitions: dict[str, Repetition] = {}
        self.problem: str | None = None
        """Why the file could not be read (it was moved aside to ``moved``)."""
        self.moved: Path | None = None

    def load(self) -> Schedule:
        """Read the file (none: nothing practised yet); a bad one is moved aside."""
        try:
            data = self.path.read_bytes()
        except FileNotFoundError:
            return self
        except OSError as error:
            self.problem = str(error.strerror or error)
            return self
        try:
            self.repetitions = parse(loads(data, LIMITS))
        except (BoundedJSONError, ScheduleError) as error:
            self.problem = str(error)
            with contextlib.suppress(OSError):
                self.moved = move_aside(self.path)
        return self

    def repetition(self, key: str) -> Repetition:
        return self.repetitions.get(key, Repetition())

    def due(self, positions: Iterable[Position], now: float) -> list[Position]:
        """The positions due at ``now``, costliest first."""
        ready = [p for p in positions if self.repetition(p.key).due <= now]
        return sorted(ready, key=Position.rank, reverse=True)

    def next_due(self, positions: Iterable[Position]) -> float | None:
        """When the next position comes back (None: none is scheduled)."""
        return min((self.repetition(p.key).due for p in positions), default=None)

    def answer(self, key: str, solved: bool, now: float) -> Repetition:
        """Keep an answer: a solved position moves up a box and waits longer, a missed one
        goes back to the first box and comes back soon."""
        rep = self.repetition(key)
        if solved:
            box = min(rep.box + 1, len(BOX_WAITS_S))
            rep = Repetition(box, now + BOX_WAITS_S[box - 1], rep.solved + 1, rep.missed)
        else:
            rep = Repetition(0, now + RETRY_S, rep.solved, rep.missed + 1)
        self.repetitions[key] = rep
        return rep

    def save(self, keep: Iterable[str] | None = None) -> None:
        """Write the schedule (only the keys of ``keep``, if given: deals deleted from the
        history are forgotten); OSError if it cannot be written."""
        kept = (
            self.repetitions
            if keep is None
            else {k: v for k, v in self.repetitions.items() if k in keep}
        )
        if keep is not None:
            self.repetitions = dict(kept)
        document = {"format": FORMAT, "positions": {k: v.to_dict() for k, v in kept.items()}}
        write_atomic(self.path, (json.dumps(document, indent=1) + "\n").encode("utf-8"))


def parse(data: object) -> dict[str, Repetition]:
    """The repetitions of a ``briscola-practice/1`` document; ScheduleError saying what is wrong."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ScheduleError(f"not a {FORMAT} document")
    positions = data.get("positions")
    if not isinstance(positions, dict):
        raise ScheduleError("positions must be an object")
    found = {}
    for key, fields in positions.items():
        if not _KEY.match(key) or not isinstance(fields, dict):
            raise ScheduleError(f"{key[:40]!r} is not a position")
        box, due = fields.get("box"), fields.get("due")
        solved, missed = fields.get("solved"), fields.get("missed")
        counts = (box, solved, missed)
        if any(type(n) is not int or n < 0 for n in counts) or box > len(BOX_WAITS_S):  # type: ignore[operator]
            raise ScheduleError(f"{key}: box, solved and missed must be small whole numbers")
        if type(due) not in (int, float) or not math.isfinite(due):  # type: ignore[arg-type]
            raise ScheduleError(f"{key}: due must be a time")
        found[key] = Repetition(box, float(due), solved, missed)  # type: ignore[arg-type]
    return found
