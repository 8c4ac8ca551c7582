"""Deals for the judge's tests: seeded random play, records, and brute-force minimax."""

from __future__ import annotations

import random

from briscola_qt.engine.record import Record, record_of
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import KEEP, SWAP, GameState


def random_record(rules: Rules, seed: int, plays: int | None = None) -> Record:
    """A deal played with random legal cards (swapping when it can), to the end or for
    ``plays`` cards."""
    rng = random.Random(seed)
    state = GameState.deal(rules, rng)
    if state.swap_pending:
        state.push(SWAP if seed % 2 else KEEP)
    while not state.is_terminal() and (plays is None or len(state.plays) < plays):
        state.push(rng.choice(state.legal_cards()))
    return record_of(state)


def minimax(state: GameState, side: int) -> int:
    """The final points of ``side`` when it maximises them and every other seat
    minimises them, by trying every line of play (pushes are taken back)."""
    if state.is_terminal():
        return state.points[side]
    seat = state.current_player()
    values = []
    for card in state.legal_cards():
        state.push(card)
        values.append(minimax(state, side))
        state.pop()
    return max(values) if state.rules.side_of(seat) == side else min(values)


def chiamata_record(seed: int) -> Record:
    """A Briscola chiamata deal played to its end with random legal calls and cards (the
    first seed from ``seed`` whose auction is not thrown in)."""
    rules = Rules(5, "chiamata")
    while True:
        rng = random.Random(seed)
        state = GameState.deal(rules, rng)
        while not state.is_terminal():
            state.push(rng.choice(state.legal_actions()))
        if not state.thrown_in:
            return record_of(state)
        seed += 1000
