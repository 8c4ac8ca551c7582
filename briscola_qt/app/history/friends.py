"""Each finished deal of a network match into the player's history, as a local deal is
kept (``keeper``), marked as played with friends: its level is ``friends``, which the
history shows in its Level column and the statistics count as a group of its own."""

from __future__ import annotations

import secrets
import sqlite3
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ... import __version__
from ...engine.errors import RecordError
from ...engine.record import record_of
from ...engine.state import GameState
from ...history import DealEntry, EntryError, MatchPart
from ...history.entry import now_utc
from ..game.snapshot import DealSummary
from ..text.words import fill
from .keeper import HistoryKeeper

if TYPE_CHECKING:
    from ..network.remote_table import RemoteTable

FRIENDS = "friends"
"""The level a deal played with friends is kept at."""


class FriendsHistory(QObject):
    """Keeps network deals in ``keeper``'s history store; ``deck`` names the deck in use."""

    problem = Signal(str)
    """A deal could not be kept (already in the player's language)."""

    def __init__(
        self, keeper: HistoryKeeper, deck: Callable[[], str], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.keeper, self.deck = keeper, deck
        self._match_ids: dict[int, str] = {}
        """Each table's match ID (by the RemoteTable's identity)."""

    def keep(self, remote: RemoteTable, state: GameState, summary: DealSummary) -> str | None:
        """Keep ``state``, the deal ``remote`` just finished; its history ID (None if the
        history cannot be kept, then ``problem`` says why)."""
        store = self.keeper.store
        if store is None:
            return None
        seat = remote.human
        names = [
            remote.names[s] or fill(self.tr("Seat %1"), s + 1) for s in range(len(remote.names))
        ]
        meta: dict[str, Any] = {
            "program": f"briscola-qt {__version__}",
            "human_seat": seat,
            "seat_names": [None if other == seat else name for other, name in enumerate(names)],
            "friends": True,
        }
        # (the host's id for the match: a match resumed after the host's app stopped, in
        # new windows, is still one match in the history)
        given = None
        if remote.match_id is not None and remote.place is not None:  # (one per player)
            given = f"f-{remote.match_id}-{remote.place}"
        match_id = given or self._match_ids.setdefault(id(remote), f"f-{secrets.token_hex(6)}")
        result = None
        if summary.match_over:
            own = summary.match_sides[summary.human_side]
            won = summary.match_winner
            result = "drawn" if won is None else "won" if won == own else "lost"
        entry = DealEntry(
            played_at=now_utc(),
            level=FRIENDS,
            deck=self.deck(),
            seat=seat,
            match=MatchPart(match_id, remote.deal, result),
        )
        try:
            deal_id = store.add_deal(record_of(state, meta), entry)
        except (OSError, sqlite3.Error, RecordError, EntryError) as error:
            why = getattr(error, "strerror", None) or str(error)
            self.problem.emit(fill(self.tr("This deal could not be kept in your history: %1"), why))
            return None
        self.keeper.changed.emit()
        return deal_id
