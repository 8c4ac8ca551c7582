"""The GUI thread while a network deal is played in the app (docs/network.md, issue 44).

    nice -n 10 python benchmarks/friends_frames.py --speed normal

One process, offscreen: the main window hosts a four-player table on 127.0.0.1 (two places
for friends, two medium computer players thinking in the server's thread), a second
seat joins it through the Join dialog, and both windows play one deal through their
tables to the summary. A 4 ms timer on the GUI thread counts how long it waits between
ticks: the median, the 99th percentile and the largest gaps, each with when it came
(seconds after Start) and when the deal ended, so a pause of the deal's end (the summary,
the history) is told apart from one while messages flow.
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("BRISCOLA_QT_DATA", tempfile.mkdtemp(prefix="briscola-frames-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QEventLoop, QSettings, QTimer
from PySide6.QtWidgets import QApplication

from briscola_qt.app.base.prompts import DialogPrompts
from briscola_qt.app.base.settings import Settings
from briscola_qt.app.game.snapshot import Phase


def wait(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def until(met: object, seconds: float = 30.0) -> None:
    end = time.monotonic() + seconds
    while not met():  # type: ignore[operator]
        if time.monotonic() > end:
            raise SystemExit("timed out")
        wait(10)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--speed", default="normal", choices=("slow", "normal", "fast", "instant"))
    args = parser.parse_args()
    app = QApplication([])
    store = QSettings(tempfile.mktemp(suffix=".ini"), QSettings.Format.IniFormat)
    settings = Settings(store)
    settings.speed = args.speed
    from briscola_qt.app.network.join_dialog import JoinDialog
    from briscola_qt.app.shell.host_dialog import HostDialog
    from briscola_qt.app.shell.window import MainWindow

    window = MainWindow(settings, prompts=DialogPrompts())
    friends = window.friends
    friends.listen, friends.announce, friends.finder_on = "127.0.0.1", False, False
    window.show()
    window.menus.host_action.trigger()
    hosting = next(w for w in window.findChildren(HostDialog) if w.isVisible())
    hosting.mode.setCurrentIndex(hosting.mode.findData(4))
    for box, kind in zip(hosting.place_boxes, ("friend", "medium", "medium"), strict=False):
        box.setCurrentIndex(box.findData(kind))
    hosting.name.setText("Anna")
    hosting.port.setValue(0)
    hosting.open_button.click()
    until(lambda: len(friends.windows) == 1)
    host = friends.windows[0]
    until(lambda: len(host.remote.seats) == 4)
    window.menus.join_action.trigger()
    joining = next(w for w in window.findChildren(JoinDialog) if w.isVisible())
    joining.address.setText(host.lobby.addresses_label.text().rsplit(" ", 1)[-1])
    joining.code.setText(host.lobby.code_label.text())
    joining.name.setText("Bruno")
    joining.join_button.click()
    until(lambda: len(friends.windows) == 2)
    friend = friends.windows[1]
    friend.lobby.ready_button.click()
    until(host.lobby.start_button.isEnabled)
    ticks: list[float] = []
    ended: list[float] = []
    host.remote.dealOver.connect(lambda _summary: ended.append(time.perf_counter()))
    timer = QTimer()
    timer.setInterval(4)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    start = time.perf_counter()
    host.lobby.start_button.click()
    seats = [host, friend]
    while not all(seat.summary_dialog is not None for seat in seats):
        for seat in seats:
            remote = seat.remote
            snapshot = remote.snapshot()
            if not remote.awaits_human() or snapshot is None:
                continue
            if remote.phase == Phase.TRICK_DONE:
                seat.scene.continue_trick()
            elif snapshot.legal:
                seat.scene.play_index(snapshot.own_cards().index(snapshot.legal[0]))
        wait(5)
        if time.perf_counter() - start > 180:
            raise SystemExit("the deal took too long")
    wait(300)
    timer.stop()
    gaps = sorted(((b - a) * 1000, a - start) for a, b in itertools.pairwise(ticks))
    values = [gap for gap, _ in gaps]
    print(
        f"speed {args.speed}: {len(values)} ticks; gap median {statistics.median(values):.1f} ms,"
        f" p99 {values[int(len(values) * 0.99)]:.1f} ms"
    )
    print("largest gaps (ms at s):", ", ".join(f"{g:.0f} at {t:.2f}" for g, t in gaps[-5:]))
    print(f"the host's deal ended at {ended[0] - start:.2f} s" if ended else "")
    friends.close_all()
    window.close()
    del app


if __name__ == "__main__":
    main()
