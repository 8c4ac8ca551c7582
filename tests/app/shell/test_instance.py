"""One game at a time: a second start brings the open window to the front instead of
telling the player to look for it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from briscola_qt.app.shell.instance import REQUEST, ForwardWatch, ask_to_come_forward

from .test_cli import run


def test_the_window_that_holds_the_game_takes_a_second_starts_request(
    qapp: object, tmp_path: Path
) -> None:
    heard: list[bool] = []
    watch = ForwardWatch(tmp_path)
    watch.wanted.connect(lambda: heard.append(True))
    assert ask_to_come_forward(tmp_path)
    assert heard == [True] and not (tmp_path / REQUEST).exists()
    lonely = tmp_path / "nobody"
    lonely.mkdir()
    assert not ask_to_come_forward(lonely, wait_s=0.2), "no window there to take it"
    assert not (lonely / REQUEST).exists(), "no stale request for the next start"


def test_come_forward_shows_a_minimized_window(qtbot: Any, window: Any) -> None:
    window.showMinimized()
    qtbot.waitUntil(window.isMinimized)
    window.come_forward()
    assert window.isVisible() and not window.isMinimized()


def test_a_second_start_brings_the_first_window_forward_and_leaves(tmp_path: Path) -> None:
    data = tmp_path / "data"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    env["BRISCOLA_QT_DATA"] = str(data)
    first = subprocess.Popen(
        [sys.executable, "-m", "briscola_qt.app.shell.main"],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        end = time.monotonic() + 60
        while not (data / "briscola.lock").exists() and time.monotonic() < end:
            time.sleep(0.05)
        time.sleep(0.5)  # (the lock is taken just before the window starts watching)
        second = run("--exit-after-paint", home=tmp_path, BRISCOLA_QT_DATA=str(data))
    finally:
        os.killpg(first.pid, signal.SIGTERM)
        first.wait(timeout=20)
    assert second.returncode == 0, second.stderr
    assert second.stderr.strip().endswith(
        "Briscola is already open: its window was brought to the front."
    )
