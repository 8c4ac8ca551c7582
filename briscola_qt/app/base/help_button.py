"""The "?" of a window the help explains (the review, the statistics): it asks for the help's
page on that window, which the main window opens (``shell/rules_help.py``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, SignalInstance
from PySide6.QtWidgets import QToolButton, QWidget


def help_button(parent: QWidget, page: str, wanted: SignalInstance) -> QToolButton:
    """A "?" that asks for the help's ``page`` (text/guide.py's PAGES) through ``wanted``."""
    button = QToolButton(parent)
    button.setText("?")
    button.setToolTip(QCoreApplication.translate("HelpButton", "What this window shows"))
    button.setAccessibleName(QCoreApplication.translate("HelpButton", "Help on this window"))
    button.clicked.connect(lambda: wanted.emit(page))
    return button
