"""The "?" of a window the help explains (the review, the statistics): it asks for the help's
page on that window, which the main window opens (``shell/rules_help.py``)."""

from __future__ import annotations

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QToolButton, QWidget


class HelpButton(QToolButton):
    """A "?" that asks for the help's ``page`` (text/guide.py's PAGES) through ``wanted``."""

    def __init__(self, parent: QWidget, page: str, wanted: SignalInstance) -> None:
        super().__init__(parent)
        self.setText("?")
        self.setToolTip(self.tr("What this window shows"))
        self.setAccessibleName(self.tr("Help on this window"))
        self.clicked.connect(lambda: wanted.emit(page))
