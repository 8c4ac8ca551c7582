"""The game's keys wherever the focus is: a player who clicked the move log or the score
table found the number keys, Space and Enter dead (issue 28). The side panel's views pass
the table's keys on to it; keys a view needs to move in it stay its own (Up and Down
scroll the lists, Enter in the list of the hand plays the card chosen there)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QAbstractItemView

PASSED_ON = frozenset(
    {
        *(Qt.Key(Qt.Key.Key_1.value + i) for i in range(8)),  # (chiamata: eight cards)
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
