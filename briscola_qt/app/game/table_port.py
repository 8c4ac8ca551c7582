"""What the table and the window ask of a game: the one surface a table scene, its side
panel and the window's play commands use (issue 44). ``GameController`` is one
implementation (a match on this computer's engine); ``network.RemoteTable`` another (a seat
at a friend's table). A view that holds a ``TablePort`` never asks which one it has.

A remote table knows only its own seat's cards: a view reads the hands from
``TableSnapshot.hands`` (None for a card face down), never from ``snapshot.table.hands``."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import SignalInstance

from ...engine.state import GameState
from .snapshot import Phase, TableSnapshot


class TablePort(Protocol):
    """The signals and calls a table and the window's play commands use."""

    # Signals (their arguments as ``GameController`` declares them).
    @property
    def changed(self) -> SignalInstance:
        """The game changed: ``snapshot()`` is new."""

    @property
    def dealStarted(self) -> SignalInstance:
        """A deal's cards are on their way to the hands."""

    @property
    def cardPlayed(self) -> SignalInstance:
        """(seat, card): a card was played."""

    @property
    def trickCollected(self) -> SignalInstance:
        """(winner, [(seat, card) drawn]): the trick goes to its pile, the cards are drawn
        (a card this seat may not see is -1: ``network.remote_table.HIDDEN``)."""

    @property
    def tookBack(self) -> SignalInstance:
        """(card): Undo took the human's card back."""

    @property
    def thinkingChanged(self) -> SignalInstance:
        """(seat, thinking): a seat started or stopped thinking."""

    @property
    def swapOffered(self) -> SignalInstance:
        """(card): the human may swap this 2 of trump for the briscola."""

    @property
    def cutWanted(self) -> SignalInstance:
        """(commitment): the next deal waits for the human's cut (``cut_deck``)."""

    @property
    def dealOver(self) -> SignalInstance:
        """(DealSummary): the deal is over."""

    # What the table reads.
    @property
    def human(self) -> int:
        """The human's seat in the deal on the table."""

    @property
    def phase(self) -> Phase: ...

    @property
    def state(self) -> GameState | None:
        """The engine's whole deal, where this computer holds it (None for a remote
        table: the host holds it). The table reads only its ``leader``."""

    def snapshot(self) -> TableSnapshot | None: ...

    def seat_name(self, seat: int) -> str: ...

    def side_name(self, side: int) -> str: ...

    def match_side_names(self) -> tuple[str, ...]:
        """The match's sides' names, the human's first."""

    def is_human(self, seat: int) -> bool: ...

    def follow_animations(self, finished: SignalInstance) -> None: ...

    # What the human does.
    def play_card(self, card: int) -> bool: ...

    def continue_trick(self) -> None: ...

    def can_continue(self) -> bool: ...

    def awaits_human(self) -> bool: ...

    def answer_swap(self, swap: bool) -> None: ...

    def cut_deck(self, cut: str) -> bool: ...

    def next_deal(self) -> None: ...

    def can_undo(self) -> bool: ...

    def undo(self) -> bool: ...
