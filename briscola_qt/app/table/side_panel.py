"""The side panel (score, hand, trick, moves) in windows of every size.

Docked beside the table where the window has room for both; in a small window a drawer
over the table's right side instead, opened and closed with the same key (L, the View
menu's ``PanelDrawer.action``) and never crushing the table: at 800x560 the docked panel
took a third of the window and at the smallest it was crushed to 85 pixels, a width then
remembered across restarts (issue 28).
The panel is never narrower than its score table's columns, so no crushed width is shown
or saved; in a short window it scrolls rather than laying its parts over each other. In a
narrow window the card tracker sits in the drawer, under the panel, not in a dock of its
own that took 200 more pixels of the table; a tracker in sight when the window narrows
stays in sight there, the drawer opened and scrolled to it (it vanished into the closed
drawer, issue 41).
The score table is whole at the panel's top, over the part that scrolls (the hand, the
trick and the moves, which take the height left), in the dock and in the drawer alike; a
docked tracker over or under the panel is as high as its lines, as far as the window has
room under the whole score table, whatever sizes the window's saved state gave the docks
(the playtest's restarted window showed one row of scores over a tracker half empty).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractItemModel, QEvent, QObject, QSize, Qt, QTimer, SignalInstance
from PySide6.QtGui import QAction, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QDockWidget,
    QFrame,
    QHeaderView,
    QLabel,
    QListView,
    QMainWindow,
    QScrollArea,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..game.table_port import TablePort
from .models import HandModel, MoveLogModel, ScoreModel, TrickModel

QWIDGETSIZE_MAX = (1 << 24) - 1
TABLE_BESIDE = 720
"""The table's least width beside a docked panel; narrower, the panel is a drawer."""
TABLE_BESIDE_DRAWER = 480
"""The table's least width beside the open drawer (the table view's least width): the
table lays out in the width the drawer leaves, and in a narrower window under it."""


class WrappedList(QListView):
    """A list of the panel whose long lines wrap rather than end in "…" (in the 800-pixel
    drawer a trick's line read "You: Seven of cups (takes the …"); with ``rows``, always
    that many lines high and as high as all its lines (six plays of a six-player trick:
    the drawer showed five and a half, under a scroll bar)."""

    def __init__(self, rows: int = 0) -> None:
        super().__init__()
        self.rows = rows
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setResizeMode(QListView.ResizeMode.Adjust)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._watched: QAbstractItemModel | None = None
        self._width = -1
        self._fit_height()

    def sizeHint(self) -> QSize:
        """A list with a least height asks for no more: the moves take the height the
        panel has left, and a short panel scrolls no sooner than it must."""
        hint = super().sizeHint()
        if self.minimumHeight():
            hint.setHeight(self.minimumHeight())
        return hint

    def setModel(self, model: QAbstractItemModel | None) -> None:
        if self._watched is not None:
            for signal in self._signals(self._watched):
                signal.disconnect(self._fit_soon)
        super().setModel(model)
        self._watched = model if self.rows else None
        if self._watched is not None:
            for signal in self._signals(self._watched):
                signal.connect(self._fit_soon)
        self._fit_soon()

    @staticmethod
    def _signals(model: QAbstractItemModel) -> list[SignalInstance]:
        return [
            model.rowsInserted,
            model.rowsRemoved,
            model.modelReset,
            model.dataChanged,
            model.layoutChanged,
        ]

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != self._width:  # (a new height alone changes no line)
            self._width = event.size().width()
            self._fit_soon()

    def set_rows(self, rows: int) -> None:
        """Always ``rows`` lines high (and as high as all its lines)."""
        if rows != self.rows:
            self.rows = rows
            self._fit_soon()

    def _fit_soon(self) -> None:
        # (once the view has laid out the rows it was told of)
        QTimer.singleShot(0, self, self._fit_height)

    def _fit_height(self) -> None:
        if not self.rows:
            return
        model = self.model()
        lines = self.rows * self.fontMetrics().lineSpacing()
        count = model.rowCount() if model is not None else 0
        self.executeDelayedItemsLayout()  # (the rows wrapped in the view's width)
        needed = sum(self.visualRect(model.index(row, 0)).height() for row in range(count))
        self.setFixedHeight(max(lines, needed) + 2 * self.frameWidth() + 6)


class SidePanel(QWidget):
    """The panel's four parts over the game's models, one under another: the score, the
    hand, the trick and the moves. The score table is always whole at the top; the rest
    scrolls under it (``lists``, in ``scroller``) where the panel is short, and the moves
    take the height the others leave."""

    MOVES_LINES = 4
    """The fewest lines of moves in sight, and of the part that scrolls under the score."""

    def __init__(self, controller: TablePort, parent: QObject) -> None:
        super().__init__()
        self.move_log = MoveLogModel(controller, parent)
        self.log_view = WrappedList()
        self.log_view.setModel(self.move_log)
        # (queued: the view takes the new rows in first, then scrolls to the last)
        queued = Qt.ConnectionType.QueuedConnection
        self.move_log.rowsInserted.connect(self._follow_the_log, queued)
        self.scores = ScoreModel(controller, parent)
        self.score_view = score_view = QTableView()
        score_view.setModel(self.scores)
        score_view.verticalHeader().hide()
        score_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The panel is as wide as every column (Italian headers are long): no side scrolling.
        score_view.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        score_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Tab leaves the table of scores (the arrows move in it), not cell by cell: a
        # keyboard player was caught in it.
        score_view.setTabKeyNavigation(False)
        # Every side's row in sight, however short the window: the move log gives way.
        # (queued: once the view itself has taken the rows in)
        self.scores.rowsInserted.connect(self.fit_score_rows, queued)
        self.scores.rowsRemoved.connect(self.fit_score_rows, queued)
        self.fit_score_rows()
        self.hand_model = HandModel(controller, parent)
        self.trick_model = TrickModel(controller, parent)
        # The hand and the trick as high as their lines (three cards, a line a player),
        # not higher: the moves have the rest.
        self.hand_view = WrappedList(rows=3)
        self.hand_view.setModel(self.hand_model)
        self.hand_view.activated.connect(self.hand_model.play)
        self.trick_view = trick_view = WrappedList(rows=6)  # (six players: six lines)
        trick_view.setModel(self.trick_model)
        self._controller = controller
        controller.changed.connect(self._a_line_a_seat)
        lines = self.MOVES_LINES * self.fontMetrics().lineSpacing()
        self.log_view.setMinimumHeight(lines + 2 * self.log_view.frameWidth() + 6)
        lists = QWidget()
        self.lists = QVBoxLayout(lists)
        """The hand, the trick and the moves, under the score (the drawer adds the tracker)."""
        self.lists.setContentsMargins(0, 0, 0, 0)
        self.lists.addWidget(QLabel(self.tr("Your hand")))
        self.lists.addWidget(self.hand_view)
        self.lists.addWidget(QLabel(self.tr("On the table")))
        self.lists.addWidget(trick_view)
        self.lists.addWidget(QLabel(self.tr("Moves")))
        self.lists.addWidget(self.log_view, 1)  # (the height the others leave)
        # A short panel scrolls under its score table: a crushed column laid its headings
        # over the table, and a panel scrolled as a whole scrolled the score out of sight.
        self.scroller = QScrollArea()
        self.scroller.setObjectName("panel_holder")
        self.scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # (its lists take the focus)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setWidget(lists)
        self.scroller.setMinimumHeight(lines + 2 * self.fontMetrics().lineSpacing())
        column = QVBoxLayout(self)
        column.setContentsMargins(4, 4, 4, 4)
        column.addWidget(score_view)
        column.addWidget(self.scroller, 1)
        for view, name in (
            (score_view, self.tr("Score")),
            (self.hand_view, self.tr("Your hand")),
            (trick_view, self.tr("On the table")),
            (self.log_view, self.tr("Moves")),
        ):
            view.setAccessibleName(name)
        self.views: list[tuple[QAbstractItemView, QAbstractItemModel]] = [
            (score_view, self.scores),
            (self.hand_view, self.hand_model),
            (trick_view, self.trick_model),
            (self.log_view, self.move_log),
        ]

    def attach(self, shown: bool) -> None:
        """The panel's views follow their models only while the panel is shown: hidden
        (as it starts) they would still lay out every row the game adds, a sixth of the
        work of each move. Shown again, they read the models as they are."""
        for view, model in self.views:
            wanted = model if shown else None
            if view.model() is not wanted:
                view.setModel(wanted)
        if shown:
            self.fit_score_rows()
            self.log_view.scrollToBottom()

    def _a_line_a_seat(self) -> None:
        snapshot = self._controller.snapshot()
        if snapshot is not None:
            self.trick_view.set_rows(len(snapshot.hands))

    def _follow_the_log(self) -> None:
        if self.log_view.model() is not None:
            self.log_view.scrollToBottom()

    def fit_score_rows(self) -> None:
        view = self.score_view
        rows = max(2, self.scores.rowCount())
        height = (
            view.horizontalHeader().sizeHint().height()
            + rows * view.verticalHeader().defaultSectionSize()
            + 2 * view.frameWidth()
        )
        view.setFixedHeight(height)
        view.resizeColumnsToContents()  # (the rows' names too, not only the headers)
        view.updateGeometry()


class PanelDrawer(QObject):
    """Keeps ``panel`` in ``dock`` in wide windows and in a drawer over ``table`` in
    narrow ones; ``attach(shown)`` is told when the panel's views should follow the game
    (the window's, as for the dock)."""

    def __init__(
        self,
        window: QMainWindow,
        dock: QDockWidget,
        panel: SidePanel,
        table: QWidget,
        score_view: QTableView,
        attach: Callable[[bool], None],
        leave_room: Callable[[int], None] = lambda _width: None,
    ) -> None:
        super().__init__(window)
        self.window, self.dock, self.panel, self.table = window, dock, panel, table
        self.leave_room = leave_room
        """Tells the table how many pixels on its right the open drawer takes."""
        self.score_view = score_view
        self.attach = attach
        self._put_away = False
        """The dock was shown when the window became too narrow for it."""
        self.tracker: QDockWidget | None = None
        self._tracker_home: QScrollArea | None = None
        """The scroll area in the tracker's dock that holds its panel when docked."""
        self._tracker_panel: QWidget | None = None
        self._tracker_wanted = False
        self._drawer_for_tracker = False
        """The drawer was opened by a narrowing window to keep the docked tracker in sight."""
        self._stick_to_tracker = False
        """The drawer stays scrolled to the tracker (until the player scrolls it)."""
        # Under the score table, the panel (and in the drawer the tracker) scrolls.
        self.holder = panel.scroller
        self.holder.setAccessibleName(dock.windowTitle())
        self._content = panel.lists
        bar = self.holder.verticalScrollBar()
        bar.rangeChanged.connect(lambda _low, _high: self._scroll_to_tracker())
        bar.actionTriggered.connect(lambda _action: setattr(self, "_stick_to_tracker", False))
        dock.setWidget(panel)
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
        self._share_soon = QTimer(self)
        """Shares the column beside the table between the docks, once they are laid out."""
        self._share_soon.setSingleShot(True)
        self._share_soon.setInterval(0)
        self._share_soon.timeout.connect(self._share_column)
        for signal in (dock.visibilityChanged, dock.topLevelChanged, dock.dockLocationChanged):
            signal.connect(self._share_soon.start)
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
            self._share_soon.start()
        elif watched is self._tracker_home or watched is self._tracker_panel:
            # (a new width wraps its lines anew; new words may need more lines)
            if kind in (QEvent.Type.Resize, QEvent.Type.LayoutRequest):
                self._share_soon.start()
        elif kind == QEvent.Type.Resize and watched is self.table:
            self._place_drawer()
            self._place_tracker()
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
        self._place_tracker()
        if self.is_narrow():
            if self.dock.isVisible() and not self.dock.isFloating():
                self._put_away = True  # (docked again when the window is wide again)
                self.dock.hide()  # (the table keeps its room; L opens the drawer)
        elif self.is_open() or self._put_away:
            panel_wanted = self._put_away or not self._drawer_for_tracker
            self._put_away = False
            self.close_drawer()
            if panel_wanted:
                self.dock.show()
                QTimer.singleShot(0, self, self._widen_dock)

    def _keep_tracker_in_sight(self) -> None:
        """The tracker the player had beside the table goes on in the drawer, opened and
        scrolled to it (it had vanished into the closed drawer); the keys stay the table's."""
        if self.is_open() or not self.is_narrow() or not self.tracker_in_drawer():
            return
        self.open_drawer()
        self._drawer_for_tracker = self._stick_to_tracker = True
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        self._scroll_to_tracker()

    def _scroll_to_tracker(self) -> None:
        """The drawer scrolled to its end, the tracker (its last part), until the player
        scrolls it (its lines wrap to the drawer's width after it opens: it grows)."""
        if self._stick_to_tracker and self.is_open() and self.tracker_in_drawer():
            bar = self.holder.verticalScrollBar()
            bar.setValue(bar.maximum())

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
        beside = self.is_open() and self.table.width() - width >= TABLE_BESIDE_DRAWER
        self.leave_room(width if beside else 0)

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
        self.drawer.show()
        self._place_drawer()
        self.drawer.raise_()
        self._show_state()
        QTimer.singleShot(0, self, self._follow_the_game)
        self.panel.setFocus(Qt.FocusReason.OtherFocusReason)

    def _follow_the_game(self) -> None:
        """The panel's views follow the game, the drawer as wide as their columns."""
        if self.is_open():
            self.attach(True)
            # Narrower, the drawer leaves the table more room: the cards in each pile (on
            # the felt already) give way to the points and the deals won.
            self.score_view.setColumnHidden(ScoreModel.CARDS_WON, True)
            self.panel.setMinimumWidth(self.panel_width())
            self._place_drawer()

    def close_drawer(self) -> None:
        if not self.is_open():
            return
        self._drawer_for_tracker = self._stick_to_tracker = False
        self.drawer.hide()
        self.leave_room(0)
        self.score_view.setColumnHidden(ScoreModel.CARDS_WON, False)
        self.dock.setWidget(self.panel)
        self.attach(self.dock.isVisible())
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        self._show_state()

    # --- the card tracker ----------------------------------------------------------------

    def follow_tracker(self, tracker: QDockWidget) -> None:
        """Keep ``tracker`` (a dock whose scroll area holds its panel) in its dock in wide
        windows and in the drawer, under the score and moves, in narrow ones; docked under
        the panel, it is as high as its lines and the panel has the rest."""
        home = tracker.widget()
        assert isinstance(home, QScrollArea)
        panel = home.widget()
        assert panel is not None
        self.tracker, self._tracker_home, self._tracker_panel = tracker, home, panel
        self._tracker_wanted = tracker.isVisible()
        for signal in (
            tracker.visibilityChanged,
            tracker.topLevelChanged,
            tracker.dockLocationChanged,
        ):
            signal.connect(self._share_soon.start)
        home.installEventFilter(self)
        panel.installEventFilter(self)
        self._place_tracker()

    def show_tracker(self, on: bool) -> None:
        """The tracker wanted (``on``) or not: its dock, or in a narrow window the drawer."""
        self._tracker_wanted = on
        self._place_tracker()

    def tracker_in_drawer(self) -> bool:
        home = self._tracker_home
        return home is not None and home.widget() is None

    def _place_tracker(self) -> None:
        tracker, home, panel = self.tracker, self._tracker_home, self._tracker_panel
        if tracker is None or home is None or panel is None:
            return
        if self.is_narrow() and not tracker.isFloating():
            in_sight = tracker.isVisible()
            tracker.hide()
            if not self.tracker_in_drawer():
                home.takeWidget()
                self._content.addWidget(panel)
            panel.setVisible(self._tracker_wanted)
            if in_sight and self._tracker_wanted:  # (once the window has its new size)
                QTimer.singleShot(0, self, self._keep_tracker_in_sight)
            return
        if self.tracker_in_drawer():
            self._content.removeWidget(panel)
            home.setWidget(panel)
            panel.show()
        tracker.setVisible(self._tracker_wanted)

    def tracker_lines_height(self) -> int:
        """The height of the tracker's lines, every one whole, at its dock's width."""
        home, panel = self._tracker_home, self._tracker_panel
        if home is None or panel is None:
            return 0
        return panel.heightForWidth(home.width() - 2 * home.frameWidth()) + 2 * home.frameWidth()

    def _share_column(self) -> None:
        """The tracker docked over or under the panel is as high as its lines, where the
        window has room for them under the whole score table: no room left empty under it
        (the panel was one line of scores over a tracker half empty, and a saved state
        kept it so), none taken from the score table; the panel's moves have the rest."""
        tracker, home = self.tracker, self._tracker_home
        if tracker is None or home is None or self.tracker_in_drawer():
            return
        lines = self.tracker_lines_height()
        shared = self._in_one_column(self.dock, tracker)
        # (alone, the tracker's lines lie at the top of the column, as high as it)
        tallest = lines if shared else QWIDGETSIZE_MAX
        if home.maximumHeight() != tallest:
            home.setMaximumHeight(tallest)
        if not shared:
            home.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            return
        upper, lower = sorted((self.dock, tracker), key=lambda dock: dock.y())
        room = lower.geometry().bottom() - upper.y() + 1  # (with the gap between them)
        gap = room - upper.height() - lower.height()
        framing = tracker.height() - home.height()  # (its title)
        wanted = min(framing + lines, room - gap - self.dock.minimumSizeHint().height())
        wanted = max(wanted, tracker.minimumSizeHint().height())
        # A scroll bar shown once narrows the lines, which then need it: none while the
        # lines have their room.
        home.setVerticalScrollBarPolicy(
            Qt.ScrollBarPolicy.ScrollBarAlwaysOff
            if wanted == framing + lines
            else Qt.ScrollBarPolicy.ScrollBarAsNeeded
        )
        if wanted != tracker.height():
            self.window.resizeDocks([tracker], [wanted], Qt.Orientation.Vertical)

    def _in_one_column(self, upper: QDockWidget, lower: QDockWidget) -> bool:
        """Both docks shown in one column of the window's side, one over the other."""
        if not (upper.isVisible() and lower.isVisible()):
            return False
        if upper.isFloating() or lower.isFloating():
            return False
        if lower in self.window.tabifiedDockWidgets(upper):
            return False
        one, other = upper.geometry(), lower.geometry()
        side_by_side = one.top() <= other.bottom() and other.top() <= one.bottom()
        return not side_by_side and one.left() <= other.right() and other.left() <= one.right()
