"""Where each card of the table lies for a snapshot: the items the scene keeps (a card
shown face up, or a place: a face-down card of a hand, a captured card fanned out after the
deal, a capture pile, the stock), each one's face, place, stacking and size, and the order
in which a deal hands the cards out. Pure geometry over the layout: no items, no Qt scene."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from PySide6.QtCore import QPointF, QSize

from ...engine.cards import CODES
from ..game.snapshot import TableSnapshot
from .cardart import BACK
from .felt import captured_rows
from .layout import TableLayout


@dataclass(frozen=True)
class HiddenCard:
    """A card shown face down in ``seat``'s hand, the ``index``-th."""

    seat: int
    index: int


@dataclass(frozen=True)
class CapturedCard:
    """After a deal: the ``index``-th of ``side``'s captured cards, fanned out."""

    side: int
    index: int


@dataclass(frozen=True)
class Pile:
    """The face-down capture pile of ``side``."""

    side: int


@dataclass(frozen=True)
class Stock:
    """The stock's top card (face down, or face up in scoperta); chiamata's called card."""


STOCK = Stock()
ItemKey: TypeAlias = int | HiddenCard | CapturedCard | Pile | Stock
"""What a card item on the table stands for: a card whose face is shown (its number), or
a place."""


def card_places(
    snapshot: TableSnapshot, layout: TableLayout
) -> dict[ItemKey, tuple[str, QPointF, float, QSize]]:
    """Every card item the snapshot shows: its face, place, stacking and size."""
    small, big = layout.small_size, layout.card_size
    targets: dict[ItemKey, tuple[str, QPointF, float, QSize]] = {}
    # The stock and the briscola beside it.
    if snapshot.table.briscola is not None and snapshot.table.stock_count > 0:
        targets[int(snapshot.table.briscola)] = (
            CODES[snapshot.table.briscola],
            layout.briscola_position,
            1,
            small,
        )
    if snapshot.table.stock_count > (1 if snapshot.table.briscola is not None else 0):
        top = CODES[snapshot.table.stock_top] if snapshot.table.stock_top is not None else BACK
        targets[STOCK] = (top, layout.stock_position, 3, small)
    called = snapshot.chiamata.called if snapshot.chiamata is not None else None
    if called is not None and not snapshot.captured:  # (the deal over: the piles' room)
        # Chiamata: the called card lies where the stock would, for the whole deal.
        targets[STOCK] = (CODES[called], layout.stock_position, 3, small)
    # Hands.
    for seat, hand in enumerate(snapshot.hands):
        positions = layout.hand_positions(seat, len(hand), any(c is not None for c in hand))
        size = big if seat == snapshot.human else small
        for i, (card, pos) in enumerate(zip(hand, positions, strict=True)):
            key: ItemKey = int(card) if card is not None else HiddenCard(seat, i)
            code = CODES[card] if card is not None else BACK
            targets[key] = (code, pos, 10 + i, size)
    # The trick in the middle, in play order.
    won, trick_size = snapshot.winning_card, layout.trick_size
    for index, (seat, card) in enumerate(snapshot.table.trick):
        pos = layout.trick_position(seat, index)
        z = layout.TRICK_WINNER_Z if card == won else layout.trick_z(seat, index)
        targets[int(card)] = (CODES[card], pos, z, trick_size)
    if snapshot.captured:
        # After the deal: each side's captured cards fanned out, in counting order.
        rows = captured_rows(snapshot)
        size = layout.captured_size(len(rows))
        for row, side in enumerate(rows):
            cards = snapshot.captured[side]
            for i, pos in enumerate(layout.captured_positions(row, len(rows), len(cards))):
                targets[CapturedCard(side, i)] = (CODES[cards[i]], pos, 60 + i, size)
        return targets
    # Capture piles: one face-down card per non-empty pile.
    for side, count in enumerate(snapshot.table.piles):
        if count:
            pile = pile_position(layout, snapshot, snapshot.table.sides.index(side))
            targets[Pile(side)] = (BACK, pile, 2, small)
    return targets


def deal_order(snapshot: TableSnapshot, leader: int) -> dict[ItemKey, int]:
    """At the start of a deal: the place of each card in the dealing, one card to each
    hand in turn from the seat that leads, and the briscola turned up last."""
    players = snapshot.players
    order: dict[ItemKey, int] = {}
    for round_ in range(max((len(hand) for hand in snapshot.hands), default=0)):
        for step in range(players):
            seat = (leader + step) % players
            hand = snapshot.hands[seat]
            if round_ < len(hand):
                card = hand[round_]
                order[int(card) if card is not None else HiddenCard(seat, round_)] = len(order)
    if snapshot.table.briscola is not None and snapshot.table.stock_count > 0:
        order[int(snapshot.table.briscola)] = len(order) + 1  # (a beat before it turns)
    return order


def pile_position(layout: TableLayout, snapshot: TableSnapshot, seat: int) -> QPointF:
    """Where the capture pile of ``seat``'s side lies."""
    own = snapshot.table.sides[seat] == snapshot.table.sides[snapshot.human]
    return layout.pile_position(seat, own)
