"""Qt models over the controller's game, for views that list things: the move log."""

from __future__ import annotations

from PySide6.QtCore import QAbstractListModel, QModelIndex, QObject, QPersistentModelIndex, Qt

from ..engine.cards import RANK_OF, SUIT_OF
from .controller import GameController

_Index = QModelIndex | QPersistentModelIndex


class CardNames(QObject):
    """Card names in words, Italian suits or French ones by deck."""

    def rank(self, rank: int) -> str:
        names = (
            self.tr("Ace"),
            self.tr("Three"),
            self.tr("King"),
            self.tr("Queen"),
            self.tr("Jack"),
            self.tr("Seven"),
            self.tr("Six"),
            self.tr("Five"),
            self.tr("Four"),
            self.tr("Two"),
        )
        return names[rank]

    def suit(self, suit: int, french: bool) -> str:
        if french:
            return (self.tr("diamonds"), self.tr("hearts"), self.tr("spades"), self.tr("clubs"))[
                suit
            ]
        return (self.tr("coins"), self.tr("cups"), self.tr("swords"), self.tr("batons"))[suit]

    def card(self, card: int, french: bool) -> str:
        return (
            self.tr("%1 of %2")
            .replace("%1", self.rank(RANK_OF[card]))
            .replace("%2", self.suit(SUIT_OF[card], french))
        )


class MoveLogModel(QAbstractListModel):
    """One row per card played and per trick won, in order."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.names = CardNames(self)
        self.french = False
        self.rows: list[str] = []
        controller.changed.connect(self.rebuild)

    def set_french(self, french: bool) -> None:
        self.french = french
        self.rebuild()

    def rebuild(self) -> None:
        state = self.controller.state
        rows: list[str] = []
        if state is not None:
            for number, trick in enumerate(state.history, start=1):
                for seat, card in trick.plays:
                    rows.append(self._play(seat, card))
                rows.append(
                    self.tr("Trick %1 to %2: %3 points")
                    .replace("%1", str(number))
                    .replace("%2", self.controller.seat_name(trick.winner))
                    .replace("%3", str(trick.points))
                )
            for seat, card in state.trick:
                rows.append(self._play(seat, card))
        if rows != self.rows:
            self.beginResetModel()
            self.rows = rows
            self.endResetModel()

    def _play(self, seat: int, card: int) -> str:
        name = self.controller.seat_name(seat)
        return f"{name}: {self.names.card(card, self.french)}"

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.rows[index.row()]
        return None
