"""Render every screen of the app with every deck at two window sizes, for review and docs.

Usage (repo root):  python -m tools.screenshots [--out docs/screenshots]
Writes table-*.png (2 and 4 players, face up, end of trick), newgame-*.png and
summary-*.png. Offscreen Qt; seeded deals, so the pictures are reproducible.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", default="docs/screenshots")
    parser.add_argument(
        "--decks",
        nargs="*",
        default=["neapolitan", "piacentine", "siciliane", "brescian", "triestine", "french"],
    )
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from briscola_qt.app.base.prompts import QuietPrompts
    from briscola_qt.app.base.settings import GameChoices, Settings
    from briscola_qt.app.game.snapshot import Phase
    from briscola_qt.app.shell.dialogs import DealSummaryDialog, NewGameDialog
    from briscola_qt.app.shell.window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)

    def settle(rounds: int = 20) -> None:
        for _ in range(rounds):
            app.processEvents()
            time.sleep(0.005)

    def advance(window: MainWindow, human_cards: int) -> None:
        controller = window.controller
        played = 0
        for _ in range(2000):
            settle(2)
            if controller.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER):
                return
            if controller.phase == Phase.TRICK_DONE:
                if played >= human_cards:
                    return
                controller.continue_trick()
                continue
            snapshot = controller.snapshot()
            if snapshot and snapshot.legal:
                if played >= human_cards:
                    return
                controller.play_card(snapshot.legal[0])
                played += 1

    store = QSettings(str(out / ".settings.ini"), QSettings.Format.IniFormat)
    for deck in args.decks:
        for size in ((1280, 800), (800, 560)):
            tag = f"{deck}-{size[0]}x{size[1]}"
            store.clear()
            settings = Settings(store)
            settings.deck = deck
            settings.speed = "instant"
            window = MainWindow(settings, prompts=QuietPrompts())
            window.resize(*size)
            window.show()
            scenes = (
                ("table-2p", GameChoices(level="beginner"), 3, False),
                ("table-4p-signals", GameChoices("beginner", players=4, signals=True), 2, False),
                ("table-2p-faceup", GameChoices(level="beginner"), 5, True),
                ("table-3p", GameChoices(level="beginner", players=3), 1, False),
            )
            for name, choices, cards, face_up in scenes:
                window.settings.face_up = face_up
                window.start(choices, seed=7)
                advance(window, cards)
                settle()
                window.grab().save(str(out / f"{name}-{tag}.png"))
            window.settings.face_up = False
            window.start(GameChoices(level="beginner"), seed=7)
            advance(window, 99)
            settle()
            summary = window.controller.last_summary
            if summary is not None and size == (1280, 800):
                dialog = DealSummaryDialog(summary, window.art, window)
                dialog.show()
                settle()
                dialog.grab().save(str(out / f"summary-{deck}.png"))
                dialog.close()
            if deck == args.decks[0]:
                dialog = NewGameDialog(settings.choices(), window)
                dialog.show()
                settle()
                dialog.grab().save(str(out / f"newgame-{size[0]}x{size[1]}.png"))
                dialog.close()
            window.controller.stop()
            window.close()
    (out / ".settings.ini").unlink(missing_ok=True)
    print(f"screenshots in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
