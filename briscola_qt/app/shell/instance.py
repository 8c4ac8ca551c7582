"""One game at a time: a second start brings the open window to the front.

The first window holds the data folder's lock (``main``) and watches the folder for a
request file; a second start that finds the lock taken writes the request and waits a
moment for the first window to take it. Only if nobody does (a window that hangs) is
the player told to look for it. A file, not a socket: it needs no other Qt module in
the installers, and the data folder is already the one the two would share.
"""

from __future__ import annotations

import contextlib
import sys
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QFileSystemWatcher, QObject, Signal

from ...files import write_atomic

REQUEST = "come-forward"
"""The request's file name in the data folder."""
MAX_REQUEST = 8192
"""The most of a request read: "come forward" and a path to open."""


def ask_to_come_forward(folder: Path, wait_s: float = 1.5, record: Path | None = None) -> bool:
    """Ask the window that holds ``folder`` to come to the front (and to open ``record``,
    a game record the second start was given); True if it took the request within
    ``wait_s`` seconds."""
    request = folder / REQUEST
    text = "come forward\n" + (f"open {record.resolve()}\n" if record is not None else "")
    try:
        write_atomic(request, text.encode("utf-8"))
    except OSError:
        return False
    end = time.monotonic() + wait_s
    while time.monotonic() < end:
        QCoreApplication.processEvents()  # (the first window may live in this process)
        if not request.exists():
            return True
        time.sleep(0.02)
    with contextlib.suppress(OSError):
        request.unlink()  # nobody took it: no stale request for the next start
    return False


class ForwardWatch(QObject):
    """Watches ``folder`` for a second start's request and says ``wanted`` once each."""

    wanted = Signal()
    recordWanted = Signal(str)
    """The second start was given a game record to open: its path."""

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self._watcher = QFileSystemWatcher([str(folder)], self)
        self._watcher.directoryChanged.connect(self._look)
        self._look()  # a request written before the watch began

    def _look(self, _path: str = "") -> None:
        request = self.folder / REQUEST
        if not request.exists():
            return
        try:
            text = request.read_bytes()[:MAX_REQUEST].decode("utf-8", "replace")
        except OSError:
            text = ""
        with contextlib.suppress(OSError):
            request.unlink()
        self.wanted.emit()
        for line in text.splitlines():
            if line.startswith("open "):
                self.recordWanted.emit(line.removeprefix("open "))


def restart_command() -> tuple[str, list[str]]:
    """How to start this program again: the frozen app itself, or Python on the module."""
    if getattr(sys, "frozen", False):
        return sys.executable, []
    return sys.executable, ["-m", "briscola_qt.app.shell.main"]
