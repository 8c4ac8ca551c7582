"""The main window's questions, warnings and side windows: shown to a player, or to nobody.

The window hands its prompts each yes-or-no question, each warning, each dialog it opens
without waiting on it (help, about, settings, the summary at a deal's end) and the decks
folder. ``DialogPrompts`` shows them with Qt, for a player at the window; ``QuietPrompts``
shows nothing and answers nothing, for a window nobody sits at (``--screenshot``, the
benchmarks, the tests that drive the window themselves). The new-game panel, and the
summary asked for again, open only at the player's request, and open either way.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget


class Prompts(Protocol):
    def ask(
        self, parent: QWidget, title: str, question: str, reason: str, yes: str, no: str
    ) -> bool | None:
        """True for yes, False for no; None when nobody is there to answer."""
        ...

    def tell(self, parent: QWidget, title: str, message: str) -> None:
        """Something the player must know, in a message box that does not wait."""
        ...

    def show(self, window: QWidget) -> None:
        """A window beside the table, brought forward."""
        ...

    def open(self, dialog: QDialog) -> None:
        """A dialog over the window, without waiting for it to close."""
        ...

    def pop_up(self, open_dialog: Callable[[], object]) -> None:
        """A dialog the player did not ask for (the end of a deal): ``open_dialog`` makes
        and opens it, if anybody is there to see it."""
        ...

    def open_folder(self, folder: Path) -> None:
        """The folder in the desktop's file manager."""
        ...


class DialogPrompts:
    """Qt's dialogs, for a player at the window."""

    def ask(
        self, parent: QWidget, title: str, question: str, reason: str, yes: str, no: str
    ) -> bool:
        """Ask with buttons that say what they do, in the player's language (Qt's own Yes
        and No would stay English); no is the default."""
        box = QMessageBox(QMessageBox.Icon.Question, title, question, parent=parent)
        box.setInformativeText(reason)
        accept = box.addButton(yes, QMessageBox.ButtonRole.YesRole)
        box.setDefaultButton(box.addButton(no, QMessageBox.ButtonRole.NoRole))
        box.exec()
        return box.clickedButton() is accept

    def tell(self, parent: QWidget, title: str, message: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, title, message, parent=parent)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def show(self, window: QWidget) -> None:
        window.show()
        window.raise_()
        window.activateWindow()

    def open(self, dialog: QDialog) -> None:
        dialog.open()

    def pop_up(self, open_dialog: Callable[[], object]) -> None:
        open_dialog()

    def open_folder(self, folder: Path) -> None:
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))


class QuietPrompts:
    """Nobody at the window: nothing is shown, no question is answered (the window goes
    on as each question's caller says it does unanswered), no dialog pops up."""

    def ask(
        self, parent: QWidget, title: str, question: str, reason: str, yes: str, no: str
    ) -> None:
        return None

    def tell(self, parent: QWidget, title: str, message: str) -> None:
        pass

    def show(self, window: QWidget) -> None:
        pass

    def open(self, dialog: QDialog) -> None:
        pass

    def pop_up(self, open_dialog: Callable[[], object]) -> None:
        pass

    def open_folder(self, folder: Path) -> None:
        pass
