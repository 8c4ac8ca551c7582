"""How fast whole deals go through the real window at instant speed (the soak test's path):
milliseconds of wall time per deal, by table size, the human playing its cards in turn.

Run from the repo root:  python benchmarks/table_deals.py [--deals 30] [--runs 3] [--json]
Each run is a fresh window (Qt offscreen, the table view not painted, as in the soak);
figures are medians over the runs. Shared machines are noisy: compare two commits in one
sitting, alternating runs.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def open_window(paint: bool = False) -> Any:
    """A main window at instant speed, shown offscreen at 1100x760 with its data in a fresh
    folder; its table painted only if ``paint`` (as in the soak test, not by default)."""
    from PySide6.QtCore import QSettings

    from briscola_qt.app.base.prompts import QuietPrompts
    from briscola_qt.app.base.settings import Settings
    from briscola_qt.app.shell.window import MainWindow

    folder = tempfile.mkdtemp(prefix="briscola-bench-")
    os.environ["BRISCOLA_QT_DATA"] = folder
    settings = Settings(QSettings(os.path.join(folder, "s.ini"), QSettings.Format.IniFormat))
    settings.speed = "instant"
    window = MainWindow(settings, prompts=QuietPrompts())
    window.resize(1100, 760)
    window.show()
    window.view.viewport().setUpdatesEnabled(paint)
    return window


def play(window: Any, players: int, deals: int, seed: int) -> int:
    """Play ``deals`` deals of best-of-three matches at ``players`` in ``window`` (the
    soak's act loop: the human plays a legal card at each turn, collects each trick,
    deals the next); returns how many were played."""
    from PySide6.QtCore import QEventLoop, QTimer

    from briscola_qt.app.base.settings import GameChoices
    from briscola_qt.app.game.snapshot import Phase

    controller = window.controller
    done: list[int] = []
    loop = QEventLoop()
    game = GameChoices(level="beginner", players=players, length="best_of_3")

    def act() -> None:
        if controller.can_continue():
            controller.continue_trick()
        elif controller.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER):
            if len(done) >= deals:
                loop.quit()
            elif controller.phase == Phase.DEAL_OVER:
                controller.next_deal()
            else:
                window.start(game, seed=seed + len(done))
        else:
            snapshot = controller.snapshot()
            if snapshot is not None and snapshot.legal:
                controller.play_card(snapshot.legal[len(done) % len(snapshot.legal)])

    pending = QTimer(window)
    pending.setSingleShot(True)
    pending.timeout.connect(act)
    connections = [
        (controller.changed, lambda: pending.start(0)),
        (controller.dealOver, lambda _summary: done.append(1)),
        (controller.dealOver, lambda _summary: pending.start(0)),
        (window.scene.animationsFinished, lambda: pending.start(0)),
    ]
    for signal, slot in connections:
        signal.connect(slot)
    window.start(game, seed=seed)
    loop.exec()
    for signal, slot in connections:
        signal.disconnect(slot)
    pending.deleteLater()
    return len(done)


def close_window(window: Any) -> None:
    window.controller.stop()
    window.close()
    window.deleteLater()


def deals_ms(players: int, deals: int) -> float:
    """Milliseconds per deal over ``deals`` deals of best-of-three matches at ``players``."""
    window = open_window()
    started = time.perf_counter()
    played = play(window, players, deals, seed=players)
    elapsed = time.perf_counter() - started
    close_window(window)
    return elapsed / played * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=30, help="deals per run and table size")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    figures: dict[str, float] = {}
    for players in (2, 3, 4, 6):
        runs = [deals_ms(players, args.deals) for _ in range(args.runs)]
        app.processEvents()
        figures[f"{players} players"] = round(statistics.median(runs), 1)
    if args.json:
        print(json.dumps({"ms_per_deal": figures, "deals": args.deals, "runs": args.runs}))
    else:
        for name, ms in figures.items():
            print(f"{name}: {ms:.0f} ms a deal (median of {args.runs} runs of {args.deals})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
