"""When something unexpected happens: a log file, and a friendly dialog with a report.

`start_log` keeps a rotating log (256 KB, two old files) in the application-data folder.
`CrashReporter` catches an exception that escapes a slot or a thread, writes it to the
log and shows one dialog at a time that says the game goes on, with a report (version,
system, traceback) the player can copy into a bug report. The window stays usable: Qt's
event loop carries on after a slot raises.
"""

from __future__ import annotations

import logging
import logging.handlers
import platform
import sys
import threading
import traceback
from pathlib import Path
from types import TracebackType

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QObject, Qt, Signal, qVersion
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ... import __version__

LOG_NAME = "briscola-qt.log"
LOG_BYTES = 256_000
LOG_BACKUPS = 2

log = logging.getLogger("briscola_qt")


def start_log(folder: Path) -> Path | None:
    """Log to ``folder/briscola-qt.log`` (rotated); None, and no file, if it cannot be made."""
    path = folder / LOG_NAME
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
        )
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    log.info("briscola-qt %s started", __version__)
    return path


def report(error: BaseException, log_path: Path | None = None) -> str:
    """What a bug report needs: version, system, the traceback, where the log is."""
    lines = [
        f"briscola-qt {__version__}",
        f"Python {platform.python_version()}, Qt {qVersion()}, PySide6 {pyside_version}",
        f"{platform.system()} {platform.release()} ({platform.machine()})",
    ]
    if log_path is not None:
        lines.append(f"Log: {log_path}")
    lines.append("")
    lines.extend(
        line.rstrip("\n")
        for line in traceback.format_exception(type(error), error, error.__traceback__)
    )
    return "\n".join(lines)


class CrashReporter(QObject):
    """Installed as sys.excepthook and threading.excepthook while it lives."""

    # Exceptions in other threads reach the dialog through this signal (queued).
    raised = Signal(object)

    def __init__(self, parent: QWidget | None, log_path: Path | None = None) -> None:
        super().__init__(parent)
        self._window = parent
        self.log_path = log_path
        self.dialog: QMessageBox | None = None
        self.missed = 0
        # (queued: a dialog is never made inside a painting, or in another thread)
        self.raised.connect(self._show, Qt.ConnectionType.QueuedConnection)
        self._previous_hook = sys.excepthook
        self._previous_thread_hook = threading.excepthook
        sys.excepthook = self._excepthook
        threading.excepthook = self._thread_hook

    def uninstall(self) -> None:
        sys.excepthook = self._previous_hook
        threading.excepthook = self._previous_thread_hook

    def _excepthook(
        self,
        kind: type[BaseException],
        error: BaseException,
        tb: TracebackType | None,
    ) -> None:
        if issubclass(kind, KeyboardInterrupt):
            self._previous_hook(kind, error, tb)
            return
        self.raised.emit(error.with_traceback(tb))

    def _thread_hook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None:
            self.raised.emit(args.exc_value)

    def _show(self, error: BaseException) -> None:
        text = report(error, self.log_path)
        log.error("unexpected error\n%s", text)
        if self.dialog is not None and self.dialog.isVisible():
            self.missed += 1  # one dialog at a time; the log has them all
            return
        dialog = QMessageBox(self._window)
        dialog.setIcon(QMessageBox.Icon.Warning)
        dialog.setWindowTitle(self.tr("Something went wrong"))
        dialog.setText(self.tr("Something unexpected happened inside the game."))
        dialog.setInformativeText(
            self.tr(
                "You can go on playing. If the table misbehaves, start a new game: the game in "
                "progress is saved. To help fix it, copy the report below into a bug report."
            )
        )
        dialog.setDetailedText(text)
        # Made by the dialog, which owns it (a parentless button would be freed with its
        # Python wrapper).
        copy = dialog.addButton(self.tr("Copy report"), QMessageBox.ButtonRole.ActionRole)
        dialog.addButton(QMessageBox.StandardButton.Close)
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(text))
        dialog.setModal(False)
        dialog.show()
        self.dialog = dialog
