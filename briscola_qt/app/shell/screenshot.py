"""``briscola-qt --screenshot FILE``: a seeded table drawn to a PNG, then exit.

Nobody sits at this window: it runs offscreen at instant speed, with settings of its own,
no dialog (``QuietPrompts``) and no saved game; the human plays its first legal card as
many times as asked, and the window is grabbed once the table is still.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication

from ..base.prompts import QuietPrompts
from ..base.settings import GameChoices, Settings
from ..game.snapshot import Phase
from .window import MainWindow


def blank_settings() -> Settings:
    """Settings of the picture's own, emptied: it depends on none of the player's
    choices and changes none of them."""
    cache = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    store = QSettings(str(Path(cache) / "screenshot.ini"), QSettings.Format.IniFormat)
    store.clear()
    return Settings(store)


def render(
    path: str,
    settings: Settings,
    choices: GameChoices,
    seed: int | None,
    moves: int,
    size: tuple[int, int],
) -> int:
    """Deal ``choices`` with ``seed`` (1 if None), play ``moves`` of the human's cards and
    write the window of ``size`` to ``path``; the exit code (2: the file was not written)."""
    settings.speed = "instant"
    window = MainWindow(settings, prompts=QuietPrompts())
    window.autosave.enabled = False  # a picture of a seeded game is not the player's game
    window.resize(*size)
    window.show()
    window.start(choices, seed=seed if seed is not None else 1)
    _settle(window)
    for _ in range(moves):
        if not _play_one(window):
            break  # the deal is over: nothing more to play
    _settle(window)
    image = window.grab()
    window.stop_workers()  # (cards still drawn ahead in a thread crashed the exit: rarely)
    if not image.save(path):
        print(f"briscola-qt: cannot write {path}", file=sys.stderr)
        return 2
    return 0


def _settle(window: MainWindow, timeout_s: float = 10.0) -> None:
    """Run the event loop until the seeded game waits for the human (a card to play, a
    trick to collect, the deal over) with the table drawn, at most ``timeout_s``."""
    deadline = time.monotonic() + timeout_s
    QApplication.processEvents()
    while not window.controller.awaits_human() and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.001)
    QApplication.processEvents()


def _play_one(window: MainWindow) -> bool:
    """Advance the seeded game by one human card; False once the deal is over."""
    controller = window.controller
    while True:
        _settle(window)
        if not controller.awaits_human() or controller.phase in (
            Phase.DEAL_OVER,
            Phase.MATCH_OVER,
        ):
            return False
        if controller.can_continue():
            controller.continue_trick()
            continue
        snapshot = controller.snapshot()
        if snapshot is None or not snapshot.legal:
            return False  # (a swap question: not asked in a seeded picture)
        return controller.play_card(snapshot.legal[0])
