"""Qt models over the controller's game for the side panel: scores, the human's hand, the
current trick and the move log (the table scene draws from the same snapshot).

A change moves rows in and out (a played card is one inserted row, an undo removes rows)
and marks changed rows; no model resets itself, so views keep their scroll and selection.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractListModel,
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from ...decks import DeckTheme
from ..game.snapshot import TableSnapshot
from ..game.table_port import TablePort
from ..text.words import CardNames, fill

_Index = QModelIndex | QPersistentModelIndex


def _update_rows(
    model: QAbstractItemModel, rows: list[Any], new: list[Any], columns: int = 1
) -> None:
    """Turn ``rows`` (the model's own list, changed in place) into ``new``: extra rows
    removed at the end, rows that differ marked changed, missing rows inserted."""
    if new == rows:
        return
    root = QModelIndex()
    if len(new) < len(rows):
        model.beginRemoveRows(root, len(new), len(rows) - 1)
        del rows[len(new) :]
        model.endRemoveRows()
    common = len(rows)
    changed = [i for i in range(common) if rows[i] != new[i]]
    if changed:
        rows[:common] = new[:common]
        model.dataChanged.emit(model.index(changed[0], 0), model.index(changed[-1], columns - 1))
    if len(new) > common:
        model.beginInsertRows(root, common, len(new) - 1)
        rows.extend(new[common:])
        model.endInsertRows()


class MoveLogModel(QAbstractListModel):
    """One row per card played and per trick won, in order."""

    def __init__(self, controller: TablePort, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.names = CardNames(self)
        self.rows: list[str] = []
        self._tricks: list[tuple[object, list[str]]] = []
        """Each finished trick shown, with its rows."""
        controller.changed.connect(self.rebuild)

    def set_deck(self, deck: DeckTheme, language: str | None = None) -> None:
        """Name the cards as ``deck`` does (rows already shown are renamed)."""
        self.names.set_deck(deck, language)
        self._tricks.clear()
        self.rebuild()

    def rebuild(self) -> None:
        snapshot = self.controller.snapshot()
        history = snapshot.history if snapshot is not None else ()
        # A trick waiting to be gathered is not taken yet: its plays are listed below
        # with the table's trick, its points once it is gathered (as the score table).
        if snapshot is not None and snapshot.table.trick_complete:
            history = history[:-1]
        # Rows of the finished tricks already shown are kept while the trick is the same
        # object: an undo or a new deal replaces it.
        kept = 0
        while (
            kept < min(len(self._tricks), len(history)) and self._tricks[kept][0] is history[kept]
        ):
            kept += 1
        del self._tricks[kept:]
        for number, trick in enumerate(history[kept:], start=kept + 1):
            lines = [self._play(seat, card) for seat, card in trick.plays]
            if self.controller.is_human(trick.winner):  # ("Trick 3 to You" had a capital)
                won = fill(self.tr("Trick %1 to you: %2 points"), number, trick.points)
            else:
                winner = self.controller.seat_name(trick.winner)
                won = fill(self.tr("Trick %1 to %2: %3 points"), number, winner, trick.points)
            lines.append(won)
            self._tricks.append((trick, lines))
        rows = [line for _, lines in self._tricks for line in lines]
        if snapshot is not None:
            if snapshot.swap is not None:
                seat, two, briscola = snapshot.swap
                swapped = fill(
                    self.tr("%1: the %2 swapped for the briscola (%3)"),
                    self.controller.seat_name(seat),
                    self.names.card(two),
                    self.names.card(briscola),
                )
                rows.insert(0, swapped)
            rows.extend(self._play(seat, card) for seat, card in snapshot.table.trick)
        _update_rows(self, self.rows, rows)

    def _play(self, seat: int, card: int) -> str:
        name = self.controller.seat_name(seat)
        return f"{name}: {self.names.card(card)}"

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.rows[index.row()]
        return None


class ScoreModel(QAbstractTableModel):
    """One row per side: its name, cards in its capture pile, points so far, match score;
    your side's row first, the others in the same order every deal."""

    COLUMNS = 4
    CARDS_WON = 1
    """The column of the cards in each pile (left out in the small window's drawer)."""

    def __init__(self, controller: TablePort, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.rows: list[tuple[str, int, int, int]] = []
        self.scored = False
        """The last column is a match score (Briscola chiamata's sum of deal scores), not a
        count of deals won."""
        controller.changed.connect(self.rebuild)

    def rebuild(self) -> None:
        snapshot = self.controller.snapshot()
        rows: list[tuple[str, int, int, int]] = []
        scored = snapshot is not None and snapshot.chiamata is not None
        if scored != self.scored:
            self.scored = scored
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 3, 3)
        if snapshot is not None:
            table = snapshot.table
            for side in snapshot.side_order():
                rows.append(
                    (
                        self.controller.side_name(side),
                        table.piles[side],
                        table.points[side],
                        snapshot.match_scores[snapshot.match_sides[side]],
                    )
                )
        _update_rows(self, self.rows, rows, self.COLUMNS)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        last = self.tr("Match score") if self.scored else self.tr("Deals won")
        return (self.tr("Side"), self.tr("Cards won"), self.tr("Points"), last)[section]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        value = self.rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return value if isinstance(value, str) else str(value)
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() > 0:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


CARD_ROLE = Qt.ItemDataRole.UserRole + 1
"""The card number of a row (hand and trick models)."""


class _CardRows(QAbstractListModel):
    """Rows of (text, card, enabled) rebuilt from the controller's snapshot."""

    def __init__(self, controller: TablePort, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.names = CardNames(self)
        self.rows: list[tuple[str, int, bool]] = []
        controller.changed.connect(self.rebuild)

    def set_deck(self, deck: DeckTheme, language: str | None = None) -> None:
        """Name the cards as ``deck`` does."""
        self.names.set_deck(deck, language)
        self.rebuild()

    def build(self, snapshot: TableSnapshot) -> list[tuple[str, int, bool]]:
        raise NotImplementedError

    def rebuild(self) -> None:
        snapshot = self.controller.snapshot()
        rows = self.build(snapshot) if snapshot is not None else []
        _update_rows(self, self.rows, rows)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        text, card, _ = self.rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return text
        if role == CARD_ROLE:
            return card
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid() or not self.rows[index.row()][2]:
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class HandModel(_CardRows):
    """The human's hand, in order; a row is enabled when that card may be played now."""

    def build(self, snapshot: TableSnapshot) -> list[tuple[str, int, bool]]:
        legal = {int(c) for c in snapshot.legal}
        hand = [c for c in snapshot.hands[snapshot.human] if c is not None]
        return [
            (f"{i}. {self.names.card(c)}", int(c), int(c) in legal)
            for i, c in enumerate(hand, start=1)
        ]

    def play(self, index: _Index) -> bool:
        """Play the card of row ``index`` (double-click or Enter in the list)."""
        if not index.isValid() or not self.rows[index.row()][2]:
            return False
        return self.controller.play_card(self.rows[index.row()][1])


class TrickModel(_CardRows):
    """The cards of the current trick with who played them; the winner marked when done."""

    def build(self, snapshot: TableSnapshot) -> list[tuple[str, int, bool]]:
        rows = []
        for seat, card in snapshot.table.trick:
            text = f"{self.controller.seat_name(seat)}: {self.names.card(card)}"
            if card == snapshot.winning_card:
                text = fill(self.tr("%1 (takes the trick)"), text)
            rows.append((text, int(card), True))
        return rows
