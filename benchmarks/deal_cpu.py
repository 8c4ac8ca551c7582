"""Processor time a deal costs through the shown window at instant speed, with the table
painted and without: the soak test's act loop (the human plays a legal card at each turn,
collects each trick, deals the next) over seeded best-of-three matches.

Run from the repo root:  python benchmarks/deal_cpu.py [--deals 20] [--runs 5] [--players 2 4]
Each run is a fresh window (Qt offscreen, 1100x760); the figure is the median over the runs
of user+system CPU milliseconds a deal (``time.process_time``, so other processes on a
shared machine count less than in wall time). Painting: the view's viewport repaints as it
would on a screen (every change queues a paint, the event loop paints); not painting: its
updates are off, as in the soak test. Compare two checkouts in one sitting, alternating:
PYTHONPATH=A python benchmarks/deal_cpu.py, then PYTHONPATH=B, and again. As in the app
tests, the deck is not rendered ahead in background threads (``--warm`` to have it): their
time would land in whichever run they overlap.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from table_deals import close_window, open_window, play


def deal_cpu_ms(players: int, deals: int, paint: bool) -> float:
    """CPU milliseconds per deal over ``deals`` deals of best-of-three matches (one deal
    first, unmeasured: this table's card art drawn, the caches filled)."""
    window = open_window(paint)
    play(window, players, 1, seed=players)
    started = time.process_time()
    played = play(window, players, deals, seed=players + 1)
    elapsed = time.process_time() - started
    close_window(window)
    return elapsed / played * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20, help="deals per run")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4])
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--warm", action="store_true", help="render the deck ahead in the background, as the app"
    )
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    import briscola_qt

    print(f"(briscola_qt from {os.path.dirname(briscola_qt.__file__)})", file=sys.stderr)
    if not args.warm:
        from briscola_qt.app.table import cardart

        cardart.CardArt.warm = lambda *_args, **_kw: 0  # type: ignore[method-assign]
    figures: dict[str, float] = {}
    for players in args.players:
        for paint in (True, False):
            runs = []
            for _ in range(args.runs):
                runs.append(deal_cpu_ms(players, args.deals, paint))
                app.processEvents()
            name = f"{players} players, {'painted' if paint else 'not painted'}"
            figures[name] = round(statistics.median(runs), 1)
    if args.json:
        print(json.dumps({"cpu_ms_per_deal": figures, "deals": args.deals, "runs": args.runs}))
    else:
        for name, ms in figures.items():
            print(f"{name}: {ms:.0f} ms of CPU a deal (median of {args.runs} runs of {args.deals})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
