"""The side panel (score, hand, trick, moves) in windows of every size.

Docked beside the table where the window has room for both; in a small window a drawer
over the table's right side instead, opened and closed with the same key (L, the View
menu's ``PanelDrawer.action``) and never crushing the table: at 800x560 the docked panel
took a third of the window and at the smallest it was crushed to 85 pixels, a width then
remembered across restarts (issue 28).
The panel is never narrower than its score table's columns, so no crushed width is shown
or saved.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QMainWindow,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

TABLE_BESIDE = 720
"""The table's least width beside a docked panel; narrower, the panel is a drawer."""


class PanelDrawer(QObject):
    """Keeps ``panel`` in ``dock`` in wide windows and in a drawer over ``table`` in
    narrow ones; ``attach(shown)`` is told when the panel's views should follow the game
    (the window's, as for the dock)."""

    def __init__(
        self,
        window: QMainWindow,
        dock: QDockWidget,
        panel: QWidget,
        table: QWidget,
        score_view: QTableView,
        attach: Callable[[bool], None],
    ) -> None:
        super().__init__(window)
        self.window, self.dock, self.panel, self.table = window, dock, panel, table
        self.score_view = score_view
        self.attach = attach
        self._put_away = False
        """The dock was shown when the window became too narrow for it."""
        self.drawer = QFrame(table)
        self.drawer.setObjectName("panel_drawer")
        self.drawer.setFrameShape(QFrame.Shape.StyledPanel)
        self.drawer.setAutoFillBackground(True)
        column = QVBoxLayout(self.drawer)
        column.setContentsMargins(2, 2, 2, 2)
        self.close_button = QToolButton(self.drawer)
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.setToolTip(dock.windowTitle())
        self.close_button.clicked.connect(self.close_drawer)
        column.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignRight)
        self._column = column
        self.drawer.hide()
        self.action = QAction(dock.windowTitle(), self)
        """Shows or hides the panel: docked, or the drawer in a narrow window (the View
        menu's, with the L key); checked while the panel is in sight either way."""
        self.action.setCheckable(True)
        self.action.triggered.connect(self.show_panel)
        dock.visibilityChanged.connect(self._on_dock_shown)
        window.installEventFilter(self)
        table.installEventFilter(self)
        self.drawer.installEventFilter(self)

    # --- sizes ------------------------------------------------------------------------

    def panel_width(self) -> int:
        """The panel's width with every column of the score table whole."""
        column = self.panel.layout()
        margins = column.contentsMargins() if column is not None else self.panel.contentsMargins()
        view = self.score_view
        columns = view.horizontalHeader().length() + 2 * view.frameWidth()
        scores = max(columns, view.sizeHint().width()) + margins.left() + margins.right()
        return max(scores, self.panel.minimumSizeHint().width(), 220)

    def is_narrow(self) -> bool:
        """The window has no room for the table and the docked panel side by side."""
        return self.window.width() < self.panel_width() + TABLE_BESIDE

    def is_open(self) -> bool:
        return self.drawer.isVisible()

    # --- following the window ----------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Resize and watched is self.window:
            self._follow_width()
        elif kind == QEvent.Type.Resize and watched is self.table:
            self._place_drawer()
        elif (
            kind == QEvent.Type.KeyPress
            and watched is self.drawer
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
        ):
            self.close_drawer()
            return True
        return False

    def _follow_width(self) -> None:
        self._widen_dock()
        if self.is_narrow():
            if self.dock.isVisible() and not self.dock.isFloating():
                self._put_away = True  # (docked again when the window is wide again)
                self.dock.hide()  # (the table keeps its room; L opens the drawer)
        elif self.is_open() or self._put_away:
            self._put_away = False
            self.close_drawer()
            self.dock.show()
            QTimer.singleShot(0, self, self._widen_dock)

    def _widen_dock(self) -> None:
        """The docked panel as wide as its columns (once its views have the game)."""
        width = self.panel_width()
        self.panel.setMinimumWidth(width)
        if self.dock.width() < width:
            self.window.resizeDocks([self.dock], [width], Qt.Orientation.Horizontal)

    def _place_drawer(self) -> None:
        frame = self._column.contentsMargins()
        room = self.panel_width() + frame.left() + frame.right() + 2 * self.drawer.frameWidth()
        width = min(room + 4, self.table.width())
        self.drawer.setGeometry(self.table.width() - width, 0, width, self.table.height())

    # --- opening and closing -------------------------------------------------------------

    def show_panel(self, on: bool) -> None:
        """The panel in sight (``on``) or not: docked, or in a narrow window the drawer."""
        if self.is_narrow() and not self.dock.isFloating():
            if on:
                self.open_drawer()
            else:
                self.close_drawer()
        else:
            self.dock.setVisible(on)
        self._show_state()

    def _show_state(self) -> None:
        self.action.setChecked(self.dock.isVisible() or self.is_open())

    def _on_dock_shown(self, shown: bool) -> None:
        """A dock shown in a narrow window (its saved state) is put away: the table keeps
        its room, the player opens the drawer when they want it."""
        if shown and self.is_narrow() and not self.dock.isFloating():
            self._put_away = True
            self.dock.hide()
        elif shown:
            QTimer.singleShot(0, self, self._widen_dock)
        self._show_state()

    def open_drawer(self) -> None:
        if self.is_open():
            return
        self._column.addWidget(self.panel)
        self.panel.show()
        self._place_drawer()
        self.drawer.show()
        self.drawer.raise_()
        self._show_state()
        QTimer.singleShot(0, self, self._follow_the_game)
        self.panel.setFocus(Qt.FocusReason.OtherFocusReason)

    def _follow_the_game(self) -> None:
        """The panel's views follow the game, the drawer as wide as their columns."""
        if self.is_open():
            self.attach(True)
            self.panel.setMinimumWidth(self.panel_width())
            self._place_drawer()

    def close_drawer(self) -> None:
        if not self.is_open():
            return
        self.drawer.hide()
        self.dock.setWidget(self.panel)
        self.attach(self.dock.isVisible())
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        self._show_state()
