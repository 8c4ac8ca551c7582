"""What lies on the table at one moment of a deal, as a window draws it.

``GameState.table()`` gives it now, or during the pause after a trick is complete:
the trick still in the middle, not yet scored, and nothing drawn. A view reads it
instead of working the rules out again (who wins the trick, which pile is whose).
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, Suit


@dataclass(frozen=True)
class TableState:
    """Every hand, the trick in the middle, the stock and the capture piles."""

    hands: tuple[tuple[Card, ...], ...]
    """Per seat, every card (a view hides what its player may not see)."""
    trick: tuple[tuple[int, Card], ...]
    """The trick in the middle as (seat, card) in play order."""
    trick_complete: bool
    """The trick is finished and waits to be gathered; nobody has drawn yet."""
    trick_winner: int | None
    """The seat winning (or that won) the trick in the middle; None when it is empty."""
    winning_card: Card | None
    """The card that wins it (in double a seat plays two, so the seat is not enough)."""
    stock_count: int
    """Cards left to draw, the face-up briscola included."""
    stock_top: Card | None
    """The next card to draw when it lies face up (scoperta), else None."""
    briscola: Card | None
    """The turned-up briscola while it is still under the stock."""
    trump_card: Card | None
    """The card that named trump (known after it is drawn too); None in briscolone."""
    trump: Suit | None
    captured: tuple[tuple[Card, ...], ...]
    """Each side's capture pile, in the order taken."""
    points: tuple[int, ...]
    """Points in each side's capture pile."""
    sides: tuple[int, ...]
    """The side (team, or the seat itself) of each seat."""

    @property
    def piles(self) -> tuple[int, ...]:
        """Cards in each side's capture pile."""
        return tuple(len(cards) for cards in self.captured)
