"""A friend's app in a process of its own, for the test that kills it (test_friends_away):
the main window joins the table at ADDRESS with CODE as NAME (Game > Play with friends >
Join), says it is ready, and once the first deal is dealt says ``HAND PLACE CARD...`` on a
line; then it waits to be killed.

    python -m tests.app.network.joining_child SETTINGS.ini ADDRESS CODE NAME
(BRISCOLA_QT_DATA says the data folder, where the app keeps its seat tokens.)"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from briscola_qt.app.base.prompts import QuietPrompts
from briscola_qt.app.base.settings import Settings
from briscola_qt.app.shell.window import MainWindow


def main(settings_path: str, address: str, code: str, name: str) -> int:
    app = QApplication([])
    settings = Settings(QSettings(settings_path, QSettings.Format.IniFormat))
    settings.speed, settings.sound = "instant", False
    window = MainWindow(settings, prompts=QuietPrompts())
    friends = window.friends
    friends.listen, friends.announce, friends.finder_on = "127.0.0.1", False, False
    dialog = friends.join_dialog()
    dialog.address.setText(address)
    dialog.code.setText(code)
    dialog.name.setText(name)
    dialog.join()
    said: set[str] = set()

    def step() -> None:
        if not friends.windows:
            return
        seat = friends.windows[0]
        if "ready" not in said and seat.remote.seats:
            seat.lobby.ready_button.click()
            said.add("ready")
        snapshot = seat.remote.snapshot()
        if "hand" not in said and snapshot is not None and snapshot.own_cards():
            cards = " ".join(str(int(card)) for card in snapshot.own_cards())
            print("HAND", seat.remote.place, cards, flush=True)
            said.add("hand")

    timer = QTimer()
    timer.timeout.connect(step)
    timer.start(20)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:5]))
