"""What Briscola chiamata's auction panel and reveal ask of a game: the one surface
``auction_panel.AuctionPanel`` and ``table.ChiamataTable`` use. ``game.GameController``
is one implementation (a match on this computer), ``network.RemoteTable`` another (a
seat at a friend's table, its calls sent to the host): neither widget asks which it has.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import SignalInstance

from ...engine.cards import Suit
from ...engine.chiamata import Bid
from ..game.snapshot import TableSnapshot

if TYPE_CHECKING:
    from ..game.controller import GameController
    from ..network.remote_table import RemoteTable


class ChiamataPort(Protocol):
    """The signal and calls the auction's panel and the partner's reveal use."""

    @property
    def changed(self) -> SignalInstance:
        """The game changed: ``snapshot()`` is new (its ``chiamata`` says the auction)."""

    @property
    def human(self) -> int:
        """The player's seat in the deal on the table."""

    def snapshot(self) -> TableSnapshot | None: ...

    def seat_name(self, seat: int) -> str: ...

    def call(self, bid: Bid) -> bool:
        """The player's call in the auction; False if they may not say it now."""

    def name_suit(self, suit: Suit) -> bool:
        """The player won the auction and names the called card's suit; False if not now."""


if TYPE_CHECKING:

    def _both_are_ports(local: GameController, remote: RemoteTable) -> list[ChiamataPort]:
        """(mypy: a local game and a seat at a friend's table are both chiamata ports)"""
        return [local, remote]
