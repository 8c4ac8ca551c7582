"""The table in words for screen readers: the cards on the felt are graphics items, which
assistive technology cannot see, so the view carries an accessible name (the card the keyboard
points at) and a description (whose turn, your hand, the trick, the briscola, the last trick)
kept up to date from the controller's snapshot."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence

from ...engine.cards import Card
from ..game.snapshot import Phase, TableSnapshot
from ..game.table_port import TablePort
from ..text.chiamata import ChiamataWords
from ..text.words import CardNames, fill


class Narration(QObject):
    """Sentences about the table, in the interface's language, cards named as the deck does."""

    def __init__(
        self, controller: TablePort, names: CardNames, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.names = names

    def table_name(self, snapshot: TableSnapshot | None, focus_index: int) -> str:
        """The view's accessible name: the card the keyboard points at, or the table."""
        if snapshot is not None and snapshot.legal:
            own = snapshot.own_cards()
            if 0 <= focus_index < len(own):
                return fill(
                    self.tr("%1, card %2 of %3"),
                    self.names.card(own[focus_index]),
                    focus_index + 1,
                    len(own),
                )
        return self.tr("Card table")

    def describe(self, snapshot: TableSnapshot | None) -> str:
        """What matters now, one sentence a line."""
        if snapshot is None:
            keys = QKeySequence(QKeySequence.StandardKey.New)
            return fill(
                self.tr("No game yet: press %1 for a new game."),
                keys.toString(QKeySequence.SequenceFormat.NativeText),
            )
        lines = [self._turn(snapshot)]
        if snapshot.chiamata is not None:  # the auction, the called card, the partner
            seat_name = self.controller.seat_name
            lines += ChiamataWords(self.names, self).narrate(
                snapshot.chiamata, snapshot.human, seat_name
            )
        elif snapshot.table.trump_card is not None:
            lines.append(fill(self.tr("Briscola: %1."), self.names.card(snapshot.table.trump_card)))
        else:
            lines.append(self.tr("No briscola: follow suit."))
        own = snapshot.own_cards()
        if own:
            cards = "; ".join(f"{i}: {self.names.card(c)}" for i, c in enumerate(own, start=1))
            lines.append(fill(self.tr("Your hand: %1."), cards))
        if snapshot.table.trick:
            lines.append(fill(self.tr("On the table: %1."), self._plays(snapshot.table.trick)))
        last = snapshot.last_trick
        if last is not None:
            plays = self._plays(last.plays)
            if last.winner == snapshot.human:
                lines.append(fill(self.tr("Last trick won by you: %1."), plays))
            else:
                won_by = self.controller.seat_name(last.winner)
                lines.append(fill(self.tr("Last trick won by %1: %2."), won_by, plays))
        if snapshot.table.stock_count:
            lines.append(fill(self.tr("Cards in the stock: %1."), snapshot.table.stock_count))
        return "\n".join(lines)

    def _plays(self, plays: tuple[tuple[int, Card], ...]) -> str:
        return "; ".join(
            f"{self.controller.seat_name(seat)}, {self.names.card(card)}" for seat, card in plays
        )

    def _turn(self, snapshot: TableSnapshot) -> str:
        phase = snapshot.phase
        if phase in (Phase.DEAL_OVER, Phase.MATCH_OVER):
            return self.tr("The deal is over.")
        if snapshot.paused:
            return self.tr("The game is paused: nobody plays until it goes on.")
        if phase == Phase.TRICK_DONE and snapshot.trick_winner == snapshot.human:
            # (the player by their own sentence: the name "You" made "You takes the trick")
            return self.tr("You take the trick: press Space to go on.")
        if phase == Phase.TRICK_DONE and snapshot.trick_winner is not None:
            return fill(
                self.tr("%1 takes the trick: press Space to go on."),
                self.controller.seat_name(snapshot.trick_winner),
            )
        if snapshot.legal:
            return self.tr("Your turn: press a number key, or the arrows and Enter.")
        view = snapshot.chiamata
        if view is not None and (view.legal or view.to_name_suit):
            return self.tr("Your turn in the auction: the auction panel has the focus.")
        if snapshot.to_move == snapshot.human:
            return self.tr("Your turn.")
        if snapshot.to_move is not None:
            return fill(self.tr("%1 to play."), self.controller.seat_name(snapshot.to_move))
        if phase == Phase.COLLECTING:
            return self.tr("The trick is gathered and the cards are drawn.")
        return self.tr("The cards are being dealt.")
