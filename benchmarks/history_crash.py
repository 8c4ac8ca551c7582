"""What a crash at each point of a deal's write into the history loses, measured.

    python benchmarks/history_crash.py [--rounds 20] [--seed 31]

1. For each point of ``HistoryStore.add_deal`` (tests/history/crash_child.py), a child
   process writes three deals, then kills itself (SIGKILL) at that point of the fourth;
   the store is opened again and the killed deal looked for.
2. ``--rounds`` times, a child writes deal after deal and is killed at a random moment
   (0.3 to 1.5 s); each time: the deals it had said were kept are all there, the file
   passes ``PRAGMA integrity_check``, and the deal being written is either there (its
   record was in place: indexed on opening) or not (killed before its record was renamed).
Prints one line per point and the totals of the random kills.
"""

from __future__ import annotations

import argparse
import random
import signal
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from briscola_qt.history import HistoryStore  # noqa: E402
from tests.history.crash_child import spawn  # noqa: E402

POINTS = ("before-record", "record-unrenamed", "before-commit", "in-transaction", "after-commit")


def leftovers(folder: Path) -> tuple[int, int]:
    """Temporary files and entries without a record: a deal's write cut short."""
    history = folder / "history"
    if not history.is_dir():
        return 0, 0  # killed before it had made the folder
    temporary = len([p for p in history.iterdir() if p.name.startswith(".")])
    orphans = len(
        [
            p
            for p in history.glob("*.entry.json")
            if not p.with_name(p.name.replace(".entry.json", ".json")).exists()
        ]
    )
    return temporary, orphans


def reopen(folder: Path) -> tuple[HistoryStore, str]:
    with sqlite3.connect(folder / "statistics.sqlite3") as db:
        check = db.execute("PRAGMA integrity_check").fetchone()[0]
    db.close()
    store = HistoryStore(folder / "history", folder / "statistics.sqlite3")
    store.open()
    return store, check


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--seed", type=int, default=31)
    args = parser.parse_args()
    for point in POINTS:
        with tempfile.TemporaryDirectory() as name:
            folder = Path(name)
            process = spawn(folder, 4, point)
            out, _ = process.communicate(timeout=120)
            said = out.split()
            temporary, orphans = leftovers(folder)
            store, check = reopen(folder)
            kept = {deal.id for deal in store.deals()}
            tidied = leftovers(folder) == (0, 0)
            print(
                f"{point:17} exit {process.returncode}: said kept {len(said)}, in the history "
                f"{len(kept)} (all said kept there: {set(said) <= kept}), killed deal "
                f"{'kept' if len(kept) == 4 else 'lost'}, integrity {check}, "
                f"left by the crash: {temporary} temporary file(s), {orphans} entry without"
                f" a record (tidied on opening: {tidied})"
            )
            store.close()
    rng = random.Random(args.seed)
    kept_in_flight = lost_in_flight = between = said_total = 0
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        known = 0
        for _ in range(args.rounds):
            process = spawn(folder, 100_000, "none")
            time.sleep(rng.uniform(0.3, 1.5))
            process.send_signal(signal.SIGKILL)
            out, _ = process.communicate(timeout=120)
            said = out.split()
            said_total += len(said)
            cut_short = leftovers(folder) != (0, 0)
            store, check = reopen(folder)
            kept = {deal.id for deal in store.deals()}
            assert set(said) <= kept, "a deal said kept is missing"
            assert check == "ok", check
            extra = len(kept) - known - len(said)
            assert extra in (0, 1), extra
            kept_in_flight += extra
            lost_in_flight += cut_short and not extra
            between += not cut_short and not extra
            known = len(kept)
            store.close()
    print(
        f"random kills: {args.rounds}, deals said kept {said_total}, all found after each kill; "
        f"killed with a deal's record in place: {kept_in_flight} (that deal kept); with its"
        f" write cut short before: {lost_in_flight} (that deal lost); between writes:"
        f" {between}; integrity ok every time"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
