"""The command that checks a finished deal's fair shuffle again, its cards included
(docs/fair-shuffle.md): without the deal's record, ``verify-deal`` checks only that the seed
is the one committed to, so the command names a record file, the one the history keeps or,
where there is none, one saved for it now."""

from __future__ import annotations

from pathlib import Path

from ...engine import fair
from ...engine.record import Record
from ...files import write_atomic
from ..base.paths import data_dir

CHECKS_FOLDER = "shuffle-checks"
"""Under the data folder: the records saved for a check command (deals the history lacks)."""


def record_for_check(kept: Path | None, record: Record, shuffle: fair.Shuffle) -> tuple[Path, bool]:
    """The record file a check command of ``shuffle`` names, and whether it was saved now:
    ``kept`` (the history's file) if it is there, else ``record`` written to the data
    folder; OSError if it cannot be."""
    if kept is not None and kept.is_file():
        return kept, False
    path = data_dir() / CHECKS_FOLDER / f"deal-{shuffle.commitment[:16]}.briscola"
    write_atomic(path, (record.to_json() + "\n").encode("utf-8"))
    return path, True


def breakable(path: Path) -> str:
    """``path`` for a word-wrapped label: a line may break after each separator."""
    return str(path).replace("/", "/\u200b").replace("\\", "\\\u200b")
