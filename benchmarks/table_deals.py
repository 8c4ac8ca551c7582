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

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def deals_ms(players: int, deals: int) -> float:
    """Milliseconds per deal over ``deals`` deals of best-of-three matches at ``players``."""
    from PySide6.QtCore import QEventLoop, QSettings, QTimer

    from briscola_qt.app.base.prompts import QuietPrompts
    from briscola_qt.app.base.settings import GameChoices, Settings
    from briscola_qt.app.game.snapshot import Phase
    from briscola_qt.app.shell.window import MainWindow

    folder = tempfile.mkdtemp(prefix="briscola-bench-")
    os.environ["BRISCOLA_QT_DATA"] = folder
    settings = Settings(QSettings(os.path.join(folder, "s.ini"), QSettings.Format.IniFormat))
    settings.speed = "instant"
    window = MainWindow(settings, prompts=QuietPrompts())
    window.resize(1100, 760)
    window.show()
    window.view.viewport().setUpdatesEnabled(False)
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
                window.start(game, seed=len(done))
        else:
            snapshot = controller.snapshot()
            if snapshot is not None and snapshot.legal:
                controller.play_card(snapshot.legal[len(done) % len(snapshot.legal)])

    pending = QTimer(window)
    pending.setSingleShot(True)
    pending.timeout.connect(act)
    controller.changed.connect(lambda: pending.start(0))
    controller.dealOver.connect(lambda _summary: done.append(1))
    controller.dealOver.connect(lambda _summary: pending.start(0))
    window.scene.animationsFinished.connect(lambda: pending.start(0))
    started = time.perf_counter()
    window.start(game, seed=players)
    loop.exec()
    elapsed = time.perf_counter() - started
    controller.stop()
    window.close()
    window.deleteLater()
    return elapsed / len(done) * 1000


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
