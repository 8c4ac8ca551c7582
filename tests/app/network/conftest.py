"""The network app tests' main window: its tables on 127.0.0.1 only, never announced on a
real network nor looked for there."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from briscola_qt.app.shell.window import MainWindow


@pytest.fixture
def main(asking_window: MainWindow) -> Iterator[MainWindow]:
    """The main window, its tables on 127.0.0.1 only and never announced or looked for."""
    friends = asking_window.friends
    friends.listen, friends.announce, friends.finder_on = "127.0.0.1", False, False
    yield asking_window
    friends.close_all()
