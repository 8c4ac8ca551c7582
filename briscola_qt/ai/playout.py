"""Playouts: finish a determinised deal with every seat following the rules of thumb."""

from __future__ import annotations

from .fast import Sim
from .heuristics import card_values


def policy_card(sim: Sim, keep: list[float]) -> int:
    """The rules-of-thumb card for the seat to move, knowing its hand and the played cards."""
    table = sim.table
    tc = sim.tc
    seat = table.orders[sim.leader][len(tc)]
    hand = sim.hands[seat]
    legal = sim.legal(seat)
    if len(legal) == 1:
        return legal[0]
    sizes = [len(h) for h in sim.hands]
    values = card_values(table, seat, hand, legal, tc, sim.ts, sim.trump, sim.gone, keep, sizes)
    best = 0
    for i in range(1, len(values)):
        if values[i] > values[best]:
            best = i
    return legal[best]


def playout(sim: Sim, keep: list[float]) -> None:
    """Play ``sim`` to the end in place."""
    hands = sim.hands
    while sim.tc or any(hands):
        sim.play(policy_card(sim, keep))


def playout_until(sim: Sim, keep: list[float], stock_left: int) -> None:
    """Play ``sim`` in place until a trick starts with at most ``stock_left`` cards to draw."""
    hands = sim.hands
    while sim.tc or (len(sim.stock) > stock_left and any(hands)):
        sim.play(policy_card(sim, keep))
