"""The host's app in a process of its own, for the test that kills it (test_resume_hosted):
the main window hosts a table for two on 127.0.0.1 (Game > Play with friends > Host),
says ``ADDRESS CODE`` on a line, starts the match once the friend is ready and plays the
host's seat (the first legal card) until it is killed.

    python -m tests.app.network.hosting_child SETTINGS.ini
(BRISCOLA_QT_DATA says the data folder, where the table is kept.)"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from briscola_qt.app.base.prompts import QuietPrompts
from briscola_qt.app.base.settings import Settings
from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.shell.friends_window import FriendsWindow
from briscola_qt.app.shell.window import MainWindow


def play_host_seat(host: FriendsWindow) -> None:
    """Start once the friend is ready; then play the host's seat."""
    if host.lobby.start_button.isEnabled() and host.pages.currentWidget() is host.lobby:
        host.lobby.start_button.click()
        return
    remote = host.remote
    if not remote.awaits_human():
        return
    snapshot = remote.snapshot()
    if remote.phase == Phase.TRICK_DONE:
        host.scene.continue_trick()
    elif snapshot is not None and snapshot.legal:
        host.scene.play_index(snapshot.own_cards().index(snapshot.legal[0]))


def main(settings_path: str) -> int:
    app = QApplication([])
    settings = Settings(QSettings(settings_path, QSettings.Format.IniFormat))
    settings.speed, settings.sound = "instant", False
    window = MainWindow(settings, prompts=QuietPrompts())
    friends = window.friends
    friends.listen, friends.announce, friends.finder_on = "127.0.0.1", False, False
    dialog = friends.host_dialog()
    dialog.mode.setCurrentIndex(dialog.mode.findData(2))
    dialog.place_boxes[0].setCurrentIndex(dialog.place_boxes[0].findData("friend"))
    dialog.name.setText("Anna")
    dialog.port.setValue(0)
    dialog.accept()
    timer = QTimer()

    def step() -> None:
        if not friends.windows:
            return
        host = friends.windows[0]
        if not hasattr(step, "said"):
            address = host.lobby.addresses_label.text().rsplit(" ", 1)[-1]
            print(address, host.lobby.code_label.text(), flush=True)
            step.said = True  # type: ignore[attr-defined]
        play_host_seat(host)

    timer.timeout.connect(step)
    timer.start(20)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
