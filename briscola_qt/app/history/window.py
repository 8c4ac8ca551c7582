"""The History window (Game > History): every kept deal, newest first, with its date,
table, variant, level, result, points and accuracy; sorted by any column, filtered by
table, variant, level and result; a deal opened to replay and review it, deleted (to the
trash folder, after a question), and the folder shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...analysis import shown_accuracy
from ...engine.rules import CHIAMATA_PLAYERS, TABLE_SIZES, VARIANTS
from ...history import DealFacts
from ..base.settings import LEVELS
from ..text.words import fill
from .friends import FRIENDS
from .words import HistoryWords

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
ID_ROLE = Qt.ItemDataRole.UserRole + 2

ModelIndex = QModelIndex | QPersistentModelIndex


class HistoryModel(QAbstractTableModel):
    """The kept deals as rows (newest first); each cell's sort key under SORT_ROLE."""

    COLUMNS = 8

    def __init__(self, words: HistoryWords, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = words
        self.deals: list[DealFacts] = []

    def set_deals(self, deals: list[DealFacts]) -> None:
        self.beginResetModel()
        self.deals = deals
        self.endResetModel()

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.deals)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (
            self.tr("Date"),
            self.tr("Table"),
            self.tr("Variant"),
            self.tr("Level"),
            self.tr("Result"),
            self.tr("Points"),
            self.tr("Accuracy"),
            self.tr("Luck"),
        )[section]

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        deal = self.deals[index.row()]
        column = index.column()
        if role == ID_ROLE:
            return deal.id
        if role == SORT_ROLE:
            return (
                deal.id,
                deal.players,
                deal.variant,
                LEVELS.index(deal.level) if deal.level in LEVELS else -1,
                ("lost", "drawn", "won").index(deal.result),
                deal.points,
                -1.0 if deal.accuracy is None else deal.accuracy,
                -1000.0 if deal.luck_win is None else deal.luck_win,
            )[column]
        if role == Qt.ItemDataRole.ToolTipRole and column == 4:
            return self._practice(deal) or None
        if role == Qt.ItemDataRole.ToolTipRole and column == 7 and deal.luck is not None:
            # (the cell's figure named first: a learner hovered "+55" and read only
            # "+15 card points", and could not tell which was the column's)
            card_points = self._signed(round(deal.luck))
            if deal.luck_win is None:
                return fill(self.tr("Luck of your cards: %1 card points"), card_points)
            return fill(
                self.tr("Luck of your cards: %1 points of win chance (%2 card points)"),
                self._signed(round(deal.luck_win * 100)),
                card_points,
            )
        if role == Qt.ItemDataRole.ToolTipRole and column == 0 and deal.shuffle:
            return self.tr("✔ Shuffle verified: its cards are the ones its seed and your cut deal")
        if role == Qt.ItemDataRole.TextAlignmentRole and column >= 5:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role not in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return None
        words = self.words
        match column:
            case 0:
                # ✔: the fair shuffle's proof is kept and checked (tooltip).
                return words.date(deal.played_at) + (" ✔" if deal.shuffle else "")
            case 1:
                return words.table(deal.players)
            case 2:
                return words.variant(deal.variant)
            case 3:
                return words.level(deal.level)
            case 4:
                practice = self._practice(deal)
                result = words.result(deal.result)
                return f"{result} ({practice})" if practice else result
            case 5:
                return f"{deal.points}–{deal.opponents}"
            case 6:
                if deal.accuracy is None:
                    return ""
                return words.accuracy(shown_accuracy(deal.accuracy))  # as the review says it
            case _:  # (in points of win chance, as the review says it)
                return "" if deal.luck_win is None else self._signed(round(deal.luck_win * 100))

    @staticmethod
    def _signed(value: int) -> str:
        """A whole number with a true sign: "+12", "−8", "0"."""
        return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"

    def _practice(self, deal: DealFacts) -> str:
        if deal.face_up:
            return self.tr("practice: face up")
        if deal.hints:
            return self.tr("practice: hints")
        return ""


class HistoryFilter(QSortFilterProxyModel):
    """Rows of one table size, variant, level and result (None: any)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.wanted: dict[str, object] = {}
        self.setSortRole(SORT_ROLE)

    def set_wanted(self, key: str, value: object) -> None:
        if not hasattr(self, "beginFilterChange"):  # Qt before 6.9
            self.wanted[key] = value
            self.invalidateRowsFilter()
            return
        self.beginFilterChange()
        self.wanted[key] = value
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, row: int, parent: ModelIndex) -> bool:
        model = self.sourceModel()
        assert isinstance(model, HistoryModel)
        deal = model.deals[row]
        return all(
            value is None or getattr(deal, key) == value for key, value in self.wanted.items()
        )


class HistoryWindow(QDialog):
    """The list of kept deals, with what can be done with them."""

    openWanted = Signal(str)
    """Replay and review the deal with this ID."""
    deleteWanted = Signal(list)
    """Move these deals to the trash (the question is asked by whoever deletes)."""
    folderWanted = Signal()
    practiceWanted = Signal()
    """Practise the costliest cards of the judged deals (``app/practice``)."""

    def __init__(self, deals: Callable[[], list[DealFacts]], parent: QWidget | None = None):
        super().__init__(parent)
        self.read_deals = deals
        self.words = HistoryWords(self)
        self.setWindowTitle(self.tr("History"))
        self.setSizeGripEnabled(True)
        self.model = HistoryModel(self.words, self)
        self.rows = HistoryFilter(self)
        self.rows.setSourceModel(self.model)
        layout = QVBoxLayout(self)
        filters = QHBoxLayout()
        self.filters: dict[str, QComboBox] = {}
        choices = (
            (
                "players",
                self.tr("&Table:"),
                [(p, self.words.table_choice(p)) for p in sorted((*TABLE_SIZES, CHIAMATA_PLAYERS))],
            ),
            ("variant", self.tr("&Variant:"), [(v, self.words.variant(v)) for v in VARIANTS]),
            (
                "level",
                self.tr("&Level:"),
                [(lv, self.words.level(lv)) for lv in (*LEVELS, FRIENDS)],
            ),
            (
                "result",
                self.tr("&Result:"),
                [(r, self.words.result(r)) for r in ("won", "drawn", "lost")],
            ),
        )
        for key, label_text, values in choices:
            box = QComboBox()
            box.addItem(self.tr("All"), None)
            for value, name in values:
                box.addItem(name, value)
            box.currentIndexChanged.connect(
                lambda _=0, k=key, b=box: self.rows.set_wanted(k, b.currentData())
            )
            label = QLabel(label_text)
            label.setBuddy(box)
            filters.addWidget(label)
            filters.addWidget(box)
            self.filters[key] = box
        filters.addStretch(1)
        layout.addLayout(filters)
        self.table = QTableView()
        self.table.setModel(self.rows)
        self.table.setAccessibleName(self.tr("Kept deals"))
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The result (with the practice note) takes the room left: the numbers stay close.
        self.table.horizontalHeader().setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        self.table.setTabKeyNavigation(False)
        self.table.activated.connect(lambda _index: self.open_selected())
        layout.addWidget(self.table, 1)
        self.count = QLabel()
        self.legend = QLabel(
            self.tr("✔ after the date: a fairly shuffled deal whose shuffle checked out")
        )
        self.legend.setWordWrap(True)
        buttons = QHBoxLayout()
        counts = QVBoxLayout()
        counts.addWidget(self.count)
        counts.addWidget(self.legend)
        buttons.addLayout(counts, 1)
        self.open_button = QPushButton(self.tr("&Replay and review"))
        self.open_button.clicked.connect(self.open_selected)
        self.delete_button = QPushButton(self.tr("&Delete…"))
        self.delete_button.clicked.connect(self.delete_selected)
        self.folder_button = QPushButton(self.tr("Show the &folder"))
        self.folder_button.clicked.connect(self.folderWanted)
        self.practice_button = QPushButton(self.tr("&Practise my mistakes…"))
        self.practice_button.clicked.connect(self.practiceWanted)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        shown = (self.open_button, self.practice_button, self.delete_button, self.folder_button)
        for button in (*shown, close):
            button.setAutoDefault(False)
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.rows.modelReset.connect(self._update_buttons)
        self.rows.layoutChanged.connect(self._update_buttons)
        for signal in (self.rows.rowsInserted, self.rows.rowsRemoved, self.rows.modelReset):
            signal.connect(self._update_count)
        self.refresh()

    def refresh(self) -> None:
        """Read the kept deals again (a deal kept, judged or deleted); the deals chosen
        stay chosen where they are still kept (after a review, the choice went back to
        the first row: playtest)."""
        chosen = set(self.selected_ids())
        self.model.set_deals(self.read_deals())
        shown = len(self.model.deals)
        self._update_count()
        self.legend.setVisible(any(deal.shuffle for deal in self.model.deals))
        selection = self.table.selectionModel()
        for row in range(self.rows.rowCount()):
            if str(self.rows.data(self.rows.index(row, 0), ID_ROLE)) in chosen:
                flags = (
                    QItemSelectionModel.SelectionFlag.Select
                    | QItemSelectionModel.SelectionFlag.Rows
                )
                selection.select(self.rows.index(row, 0), flags)
                self.table.scrollTo(self.rows.index(row, 0))
        if shown and not selection.hasSelection():
            self.table.selectRow(0)
        self._update_buttons()

    def _update_count(self) -> None:
        """How many deals are kept, and how many the filters show of them."""
        kept, shown = len(self.model.deals), self.rows.rowCount()
        text = self.tr("%n deal(s) kept", "", kept)
        if kept and shown == 0:
            text = fill(self.tr("%1; none of them fits these filters."), text)
        elif shown < kept:
            text = fill(self.tr("%1; %2 shown."), text, shown)
        self.count.setText(text)

    def selected_ids(self) -> list[str]:
        rows = self.table.selectionModel().selectedRows()
        return [str(self.rows.data(index, ID_ROLE)) for index in rows]

    def _update_buttons(self) -> None:
        chosen = bool(self.table.selectionModel().selectedRows())
        self.open_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)

    def open_selected(self) -> None:
        ids = self.selected_ids()
        if ids:
            self.openWanted.emit(ids[0])

    def delete_selected(self) -> None:
        ids = self.selected_ids()
        if ids:
            self.deleteWanted.emit(ids)

    def shown_rows(self) -> list[list[str]]:
        """The rows as the player reads them, in the order shown."""
        return [
            [str(self.rows.index(row, column).data()) for column in range(HistoryModel.COLUMNS)]
            for row in range(self.rows.rowCount())
        ]
