"""The game's keys wherever the focus is: a player who clicked the move log or the score
table found the number keys, Space and Enter dead (issue 28). The side panel's views pass
the table's keys on to it; keys a view needs to move in it stay its own (Up and Down
scroll the lists, Enter in the list of the hand plays the card chosen there).
After a menu of the menu bar, the keys go back where they were (``MenuExit``)."""

from __future__ import annotations

from typing import Protocol

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView, QApplication, QMenu, QMenuBar, QWidget

from ...engine.rules import MAX_HAND_SIZE

PASSED_ON = frozenset(
    {
        *(Qt.Key(Qt.Key.Key_1.value + i) for i in range(MAX_HAND_SIZE)),
        Qt.Key.Key_Space,
        Qt.Key.Key_Return,
        Qt.Key.Key_Enter,
        Qt.Key.Key_Left,
        Qt.Key.Key_Right,
    }
)
"""The table's keys that a list or table view of the panel has no use for."""


class Table(Protocol):
    def game_key(self, key: int) -> bool: ...


class GameKeys(QObject):
    """Passes the table's keys from the views it watches on to ``table``."""

    def __init__(self, table: Table, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self._own_enter: set[QObject] = set()

    def watch(self, view: QAbstractItemView, enter_is_its_own: bool = False) -> None:
        """Pass the table's keys on from ``view`` (but Enter, if ``enter_is_its_own``)."""
        view.installEventFilter(self)
        if enter_is_its_own:
            self._own_enter.add(view)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(event, QKeyEvent):
            return False
        key = event.key()
        if key not in PASSED_ON or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        if watched in self._own_enter and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            return False
        return self.table.game_key(key)


class MenuExit(QObject):
    """Gives the keyboard back to the widget that had it (else ``table``) when a menu of
    ``bar`` closes and leaves the bar holding the keys: Qt does so after Esc, and the
    number keys and Space then did nothing, the table's focus ring gone, until the felt
    was clicked (issue 41). Alt alone still lends the bar the keys, as Qt does."""

    def __init__(self, bar: QMenuBar, table: QWidget) -> None:
        super().__init__(bar)
        self.bar, self.table = bar, table
        self._before: QWidget | None = None
        """The widget with the keyboard focus when a menu of the bar opened."""
        for action in bar.actions():
            menu = action.menu()
            if isinstance(menu, QMenu):
                menu.aboutToShow.connect(self._remember)
                # (queued: the bar takes the focus after the menu has gone)
                menu.aboutToHide.connect(lambda: QTimer.singleShot(0, self, self._give_back))

    def _remember(self) -> None:
        held = self.bar.window().focusWidget()
        if held is not None and held is not self.bar:
            self._before = held

    def _give_back(self) -> None:
        if (
            QApplication.activePopupWidget() is not None
            or self.bar.window().focusWidget() is not self.bar
        ):
            return  # (another menu of the bar is open, or the keys went elsewhere)
        before = self._before
        usable = (
            before is not None
            and shiboken6.isValid(before)
            and before.isVisible()
            and before.isEnabled()
            and before.window() is self.bar.window()
        )
        target = before if usable and before is not None else self.table
        target.setFocus(Qt.FocusReason.PopupFocusReason)
