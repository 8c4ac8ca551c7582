"""The review of a deal that is not the match's: one from the history or a record file.

``RecordAnalyst`` is the table's ``Analyst`` for one record: the same judge, run the same
way, for the one deal it is given. ``seat_names`` names the seats as the table did.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...analysis import Strength
from ...analysis.kept import KeptAnalyses
from ...engine.record import Record
from ..game.controller import COMPUTER_NAMES, GameController
from ..review.analyst import Analyst
from ..text.words import fill


class RecordAnalyst(Analyst):
    """Judges one record, kept as deal ``number``; no deal of the table calls it off."""

    def __init__(
        self,
        record: Record,
        number: int,
        controller: GameController,
        strength: Strength,
        kept: KeptAnalyses | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(controller, strength, kept=kept, parent=parent)
        self._given = record
        self.number = number

    def record(self, deal: int) -> Record | None:
        return self._given if deal == self.number else None

    def _forget_other_matches(self) -> None:
        """Its one deal belongs to no match on the table."""

    def _on_deal_started(self) -> None:
        """A deal on the table does not call off the review of another deal."""


class SeatNames(QObject):
    def names(
        self,
        players: int,
        human: int,
        deal_number: int | None,
        given: tuple[str | None, ...] | None = None,
    ) -> tuple[str, ...]:
        """Each seat's name: "You" for the player's; the table's names for a deal played
        here (``deal_number`` of its match), the names a record file ``given`` (its
        ``meta.seat_names``), else "Seat N" for a record from elsewhere."""
        out = []
        for seat in range(players):
            name = given[seat] if given is not None else None
            if seat == human:
                out.append(self.tr("You"))
            elif name is not None:
                out.append(name)
            elif deal_number is None:
                out.append(fill(self.tr("Seat %1"), seat + 1))
            else:
                participant = (seat + deal_number) % players
                out.append(COMPUTER_NAMES[(participant - 1) % len(COMPUTER_NAMES)])
        return tuple(out)
