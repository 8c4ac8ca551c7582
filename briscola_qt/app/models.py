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

from ..decks import COURTS, DeckTheme
from ..engine.cards import RANK_CODES, RANK_OF, SUIT_OF
from .controller import GameController, TableSnapshot

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


class CardNames(QObject):
    """Card names in words, as the deck in use calls them, in the interface's language.

    The deck decides: its suit family (Italian or French suit names) and its manifest's
    court names (an Italian deck's horseman is the Knight, Cavallo; only a French deck has
    a Queen). A deck that names no courts gets its family's usual names. A caller without a
    deck may pass ``french`` to choose the family.
    """

    def __init__(
        self, parent: QObject | None = None, deck: DeckTheme | None = None, language: str = "en"
    ) -> None:
        super().__init__(parent)
        self.deck = deck
        self.language = language
        # Card names as said so far (the table names each card at every change). The
        # interface's language is set once per run: a new one needs a restart.
        self._said: dict[tuple[int, bool | None], str] = {}
        self._letters: dict[str, str] | None = None

    def set_deck(self, deck: DeckTheme | None, language: str | None = None) -> None:
        self.deck = deck
        if language is not None:
            self.language = language
        self._said.clear()
        self._letters = None

    def rank_letter(self, rank: int) -> str:
        """One sign for rank ``rank`` where space is short (partner signals): its code for
        the Ace and the numbers, a court's initial in the deck's words (R, C, F for Re,
        Cavallo, Fante), or the court codes K, Q, J where two courts' names begin alike
        (King and Knight)."""
        code = RANK_CODES[rank]
        if code not in COURTS:
            return code
        if self._letters is None:
            initials = {RANK_CODES[r]: self.rank(r)[:1].upper() for r in range(10)}
            courts = [initials[c] for c in COURTS]
            distinct = len(set(courts)) == len(COURTS) and all(i.isalpha() for i in courts)
            self._letters = {c: initials[c] if distinct else c for c in COURTS}
        return self._letters[code]

    def _french(self, french: bool | None) -> bool:
        if french is not None:
            return french
        return self.deck is not None and self.deck.french

    def rank(self, rank: int, french: bool | None = None) -> str:
        """The name of rank ``rank`` (0 the Ace .. 9 the Two, by strength)."""
        is_french = self._french(french)
        code = RANK_CODES[rank]
        deck = self.deck
        if code in COURTS and deck is not None and deck.french == is_french:
            own = deck.court_name(code, self.language)
            if own is not None:
                return own
        # (one tr() per name: a table of all ten was built for every card named)
        match rank:
            case 0:
                return self.tr("Ace")
            case 1:
                return self.tr("Three")
            case 2:
                return self.tr("King")
            case 3:
                return self.tr("Queen") if is_french else self.tr("Knight")
            case 4:
                return self.tr("Jack")
            case 5:
                return self.tr("Seven")
            case 6:
                return self.tr("Six")
            case 7:
                return self.tr("Five")
            case 8:
                return self.tr("Four")
            case _:
                return self.tr("Two")

    def suit(self, suit: int, french: bool | None = None) -> str:
        if self._french(french):
            match suit:
                case 0:
                    return self.tr("diamonds")
                case 1:
                    return self.tr("hearts")
                case 2:
                    return self.tr("spades")
                case _:
                    return self.tr("clubs")
        match suit:
            case 0:
                return self.tr("coins")
            case 1:
                return self.tr("cups")
            case 2:
                return self.tr("swords")
            case _:
                return self.tr("batons")

    def card(self, card: int, french: bool | None = None) -> str:
        """E.g. "Knight of cups" for an Italian deck, "Queen of hearts" for a French one."""
        said = self._said.get((card, french))
        if said is None:
            said = (
                self.tr("%1 of %2")
                .replace("%1", self.rank(RANK_OF[card], french))
                .replace("%2", self.suit(SUIT_OF[card], french))
            )
            self._said[(card, french)] = said
        return said


class MoveLogModel(QAbstractListModel):
    """One row per card played and per trick won, in order."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
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
            lines.append(
                self.tr("Trick %1 to %2: %3 points")
                .replace("%1", str(number))
                .replace("%2", self.controller.seat_name(trick.winner))
                .replace("%3", str(trick.points))
            )
            self._tricks.append((trick, lines))
        rows = [line for _, lines in self._tricks for line in lines]
        if snapshot is not None and not snapshot.table.trick_complete:
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

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.rows: list[tuple[str, int, int, int]] = []
        controller.changed.connect(self.rebuild)

    def rebuild(self) -> None:
        snapshot = self.controller.snapshot()
        rows: list[tuple[str, int, int, int]] = []
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
        return (self.tr("Side"), self.tr("Cards won"), self.tr("Points"), self.tr("Deals won"))[
            section
        ]

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

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
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
                text = self.tr("%1 (takes the trick)").replace("%1", text)
            rows.append((text, int(card), True))
        return rows
