"""Beginner and Medium: players that judge each card by the rules of thumb in heuristics.

Beginner remembers nothing beyond the trick on the table, spends trumps freely and
now and then makes a human-looking slip (its second choice). Medium remembers every
card played, so it knows which Aces, Threes and trumps are gone, and values trumps.
"""

from __future__ import annotations

import threading
from functools import cache

from ..engine.cards import Card
from ..engine.chiamata import Bid
from ..engine.observation import Observation
from ..engine.rules import Rules
from .base import Player
from .bidding import judged_bid
from .fast import BIT, Table, partnership_table, played_mask, trump_code
from .heuristics import (
    NAIVE_TRUMP_KEEP,
    TRUMP_KEEP,
    best_index,
    card_values,
    keep_table,
    top_trumps_kept,
)

_TABLES: dict[Rules, Table] = {}


def table_for(rules: Rules) -> Table:
    table = _TABLES.get(rules)
    if table is None:
        table = _TABLES[rules] = Table(rules)
    return table


def table_of(obs: Observation) -> Table:
    """The table as ``obs``'s seat knows it: in chiamata the sides it knows (the caller's
    side 0, the defenders 1) and, while the partner is hidden from it, each seat it
    cannot place on a side of its own, so it neither helps nor is helped by them."""
    rules = obs.rules
    caller = obs.caller
    if not rules.auction or caller is None:
        return table_for(rules)
    return knowledge_table(rules, obs.seat, caller, obs.partner)


@cache
def knowledge_table(rules: Rules, seat: int, caller: int, partner: int | None) -> Table:
    """Chiamata: the sides as ``seat`` knows them, ``partner`` None while it is hidden
    from it (then ``seat`` is the caller or a defender, and the seats it cannot place
    are each a side of their own)."""
    if partner is not None:
        return partnership_table(rules, caller, partner)
    mine = 0 if seat == caller else 1
    sides = tuple(0 if s == caller else mine if s == seat else 2 + s for s in range(rules.players))
    return Table(rules, sides)


def heuristic_values(obs: Observation, memory: bool, naive: bool = False) -> list[float]:
    """Scores of ``obs.legal_cards()`` by the shared rules of thumb."""
    table = table_of(obs)
    trick_cards = [int(c) for _, c in obs.trick]
    trick_seats = [s for s, _ in obs.trick]
    if memory:
        gone = played_mask(obs)
        for cards in obs.visible.values():
            for card in cards:
                gone |= BIT[card]
    else:
        gone = 0
        for c in trick_cards:
            gone |= BIT[c]
    trump = trump_code(obs.trump)
    keep = keep_table(trump, NAIVE_TRUMP_KEEP if naive else TRUMP_KEEP)
    return card_values(
        table,
        obs.seat,
        [int(c) for c in obs.hand],
        [int(c) for c in obs.legal_cards()],
        trick_cards,
        trick_seats,
        trump,
        gone,
        keep,
        list(obs.hand_sizes),
    )


class BeginnerPlayer(Player):
    """Plays sensibly card by card, forgets what was played, and slips now and then."""

    name = "beginner"
    slip_rate = 0.15

    def choose_card(
        self,
        obs: Observation,
        time_budget: float | None = None,
        cancel: threading.Event | None = None,
    ) -> Card:
        legal = obs.legal_cards()
        if len(legal) == 1:
            return legal[0]
        values = heuristic_values(obs, memory=False, naive=True)
        ranked = sorted(range(len(legal)), key=lambda i: -values[i])
        if self.rng.random() < self.slip_rate:
            return legal[ranked[1]]
        return legal[ranked[0]]


class MediumPlayer(Player):
    """Remembers every card played and weighs trumps and points carefully; in chiamata's
    auction its count of the hand picks a few contracts and the Expert's judge, on a few
    sampled deals, says which it calls (``bidding.judged_bid``)."""

    name = "medium"

    def choose_bid(
        self,
        obs: Observation,
        time_budget: float | None = None,
        cancel: threading.Event | None = None,
    ) -> Bid:
        return judged_bid(obs, self.rng)

    def choose_card(
        self,
        obs: Observation,
        time_budget: float | None = None,
        cancel: threading.Event | None = None,
    ) -> Card:
        legal = obs.legal_cards()
        if len(legal) == 1:
            return legal[0]
        values = heuristic_values(obs, memory=True)
        if obs.trump is not None:
            trick = [int(c) for _, c in obs.trick]
            values = top_trumps_kept([int(c) for c in legal], values, int(obs.trump), trick)
        return legal[best_index(values)]
