"""A child process that keeps deals in a history and is killed (SIGKILL, by itself at a
chosen point of a deal's write, or by the test at a random moment).

    python -m tests.history.crash_child FOLDER DATABASE COUNT POINT

Writes COUNT deals, printing each one's ID once it is kept; with POINT other than
"none", the last deal's write kills the process at POINT.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

from briscola_qt.history import HistoryStore, StatisticsIndex, store
from tests.history.deals import entry, finished_record

ROOT = Path(__file__).resolve().parents[2]


def spawn(folder: Path, count: int, point: str) -> subprocess.Popen[str]:
    """This child, started on the history in ``folder`` (its statistics beside it):
    ``count`` deals, the last killed at ``point``; it prints each kept deal's ID."""
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tests.history.crash_child",
            str(folder / "history"),
            str(folder / "statistics.sqlite3"),
            str(count),
            point,
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )


def die() -> None:
    sys.stdout.flush()
    os.kill(os.getpid(), signal.SIGKILL)


def arm(point: str) -> None:
    """Make the next deal's write die at ``point``."""
    if point == "before-record":  # the entry written, the record not yet
        real_write = store.write_atomic

        def write_then_die(path: Path, data: bytes) -> None:
            if not path.name.endswith(store.ENTRY_SUFFIX):
                die()
            real_write(path, data)

        store.write_atomic = write_then_die  # type: ignore[assignment]
    elif point == "record-unrenamed":  # the record's bytes on disk under a temporary name
        real_replace = os.replace

        def replace_then_die(source: Any, target: Any) -> None:
            if str(target).endswith(".json") and not str(target).endswith(store.ENTRY_SUFFIX):
                die()
            real_replace(source, target)

        os.replace = replace_then_die  # type: ignore[assignment]
    elif point == "before-commit":  # the record in place, the transaction not begun
        StatisticsIndex.add = lambda self, deal, counted: die()  # type: ignore[method-assign]
    elif point == "in-transaction":  # the row inserted, the totals half written
        real_count = StatisticsIndex._count

        def count_then_die(self: StatisticsIndex, db: Any, deal: Any) -> None:
            real_count(self, db, deal)
            die()

        StatisticsIndex._count = count_then_die  # type: ignore[method-assign]
    elif point == "after-commit":
        real_add = StatisticsIndex.add

        def add_then_die(self: StatisticsIndex, deal: Any, counted: bool) -> None:
            real_add(self, deal, counted)
            die()

        StatisticsIndex.add = add_then_die  # type: ignore[method-assign]


def main() -> None:
    folder, database, count, point = sys.argv[1:5]
    history = HistoryStore(Path(folder), Path(database))
    history.open()
    start = len(history.deal_ids())
    for n in range(start, start + int(count)):
        if n == start + int(count) - 1 and point != "none":
            arm(point)
        deal_id = history.add_deal(
            finished_record(n, 2 + n % 3 if n % 3 != 2 else 4),
            entry(
                seat=0, match=f"m{n // 3}", deal=n % 3, match_result="won" if n % 3 == 2 else None
            ),
        )
        print(deal_id, flush=True)
    history.close()


if __name__ == "__main__":
    main()
