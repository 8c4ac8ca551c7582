"""An unexpected exception: a friendly dialog with a copyable report, the game goes on,
and the log (rotated, bounded) keeps it."""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from briscola_qt import __version__
from briscola_qt.app.shell import crash


@pytest.fixture
def reporter(qtbot: Any, tmp_path: Path) -> Any:
    window = QWidget()
    qtbot.addWidget(window)
    log_path = crash.start_log(tmp_path / "logs")
    made = crash.CrashReporter(window, log_path)
    yield made
    made.uninstall()
    for handler in list(crash.log.handlers):
        crash.log.removeHandler(handler)
        handler.close()


def fail_in_a_slot() -> None:
    raise ZeroDivisionError("the test's own error")


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_shows_the_dialog_and_the_loop_goes_on(
    qtbot: Any, reporter: Any, tmp_path: Path
) -> None:
    QTimer.singleShot(0, fail_in_a_slot)
    qtbot.waitUntil(lambda: reporter.dialog is not None and reporter.dialog.isVisible())
    dialog: QMessageBox = reporter.dialog
    assert dialog.windowTitle() == "Something went wrong"
    details = dialog.detailedText()
    assert f"briscola-qt {__version__}" in details
    assert "ZeroDivisionError: the test's own error" in details
    assert "fail_in_a_slot" in details
    assert str(tmp_path / "logs" / crash.LOG_NAME) in details
    # The event loop carries on.
    later: list[bool] = []
    QTimer.singleShot(0, lambda: later.append(True))
    qtbot.waitUntil(lambda: later == [True])
    # Copy puts the report on the clipboard (the details stay selectable in the dialog too).
    copy = next(
        b for b in dialog.buttons() if isinstance(b, QPushButton) and b.text() == "Copy report"
    )
    copy.click()
    assert QGuiApplication.clipboard().text() == details
    log_text = (tmp_path / "logs" / crash.LOG_NAME).read_text(encoding="utf-8")
    assert "ZeroDivisionError: the test's own error" in log_text


@pytest.mark.qt_no_exception_capture
def test_one_dialog_at_a_time(qtbot: Any, reporter: Any) -> None:
    QTimer.singleShot(0, fail_in_a_slot)
    qtbot.waitUntil(lambda: reporter.dialog is not None)
    first = reporter.dialog
    QTimer.singleShot(0, fail_in_a_slot)
    qtbot.waitUntil(lambda: reporter.missed == 1)
    assert reporter.dialog is first


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_thread_reaches_the_dialog(qtbot: Any, reporter: Any) -> None:
    def work() -> None:
        raise RuntimeError("thinking went wrong")

    thread = threading.Thread(target=work)
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: reporter.dialog is not None)
    assert "RuntimeError: thinking went wrong" in reporter.dialog.detailedText()


def test_the_log_is_rotated_and_bounded(tmp_path: Path) -> None:
    path = crash.start_log(tmp_path)
    assert path is not None
    try:
        for i in range(4000):
            crash.log.info("line %d %s", i, "x" * 200)
    finally:
        for handler in list(crash.log.handlers):
            crash.log.removeHandler(handler)
            handler.close()
    files = sorted(tmp_path.iterdir())
    assert [f.name for f in files] == [crash.LOG_NAME, f"{crash.LOG_NAME}.1", f"{crash.LOG_NAME}.2"]
    assert all(f.stat().st_size <= crash.LOG_BYTES for f in files)


def test_no_log_when_the_folder_cannot_be_made(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert crash.start_log(blocker / "logs") is None
    assert not any(isinstance(h, logging.FileHandler) for h in crash.log.handlers)
