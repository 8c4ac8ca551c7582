"""Luck (``analysis/luck.py``): the luck of a draw is the exact luck within a hundredth
or two and averages zero over the cards that could have been drawn, and the record's luck
events are the draws a seat could not see."""

from __future__ import annotations

import itertools

from briscola_qt.ai.fast import trump_code
from briscola_qt.ai.heuristics import keep_table
from briscola_qt.ai.judge import DEFAULT
from briscola_qt.ai.playout import playout
from briscola_qt.ai.search import Dealer
from briscola_qt.analysis import analyse
from briscola_qt.analysis.luck import draw_luck
from briscola_qt.engine.cards import Card
from briscola_qt.engine.observation import Observation, observe
from briscola_qt.engine.outcome import side_result
from briscola_qt.engine.record import Record
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState

from ..history.played import CHEAP
from .helpers import random_record


def states_around(record: Record, play: int) -> tuple[GameState, GameState]:
    state = GameState(record.rules, record.deck)
    for card in record.plays[:play]:
        state.push(card)
    before = state.clone()
    state.push(record.plays[play])
    return before, state


def outcome_worlds(record: Record, play: int) -> tuple[int, list[Record]]:
    """The winner of the trick ``plays[play]`` ends and, for each card it could have drawn
    after it (each card it had not seen), the record with that card drawn instead."""
    before, after = states_around(record, play)
    winner, drawn = after.last_draw()[0]
    seen = observe(before, winner).known_cards() | {int(record.plays[play])}
    worlds = []
    for card in (c for c in record.rules.full_deck() if c not in seen):
        deck = list(record.deck)
        i, j = deck.index(drawn), deck.index(card)
        deck[i], deck[j] = deck[j], deck[i]
        worlds.append(Record(record.rules, deck, list(record.plays)))
        assert states_around(worlds[-1], play)[1].last_draw()[0] == (winner, Card(card))
    return winner, worlds


def exact_outlook(view: Observation) -> float:
    """The seat's win chance by the judge's rules-of-thumb playout over every arrangement
    of the cards hidden from it (each equally likely): the value the outlook estimates."""
    dealer = Dealer(view)
    assert dealer.quick
    keep = keep_table(trump_code(view.trump))
    side = view.rules.side_of(view.seat)
    total = count = 0.0
    k = dealer.opp_size
    for hand in itertools.combinations(dealer.pool, k):
        rest = [c for c in dealer.pool if c not in hand]
        for stock in itertools.permutations(rest):
            sim = dealer.arranged(list(hand) + list(stock))
            playout(sim, keep)
            total += side_result(sim.points, side, sim.last_trick_side(), sim.table.tie_break)
            count += 1
    return total / count


def test_the_luck_of_a_draw_is_the_exact_luck_within_a_hundredth_or_two() -> None:
    """Late in a two-player deal every arrangement of the hidden cards can be played out:
    the luck of each card the winner could have drawn, worked out that way, against the
    estimate the review shows (default strength). Paired deals brought the estimate's
    error per draw from some 0.03 to about 0.01 win chance (docs/analysis-format.md)."""
    record = random_record(Rules(2), 10)
    # The trick that leaves six cards in the stock: the winner's draw leaves five hidden
    # cards in the stock (the briscola is seen) and three in the opponent's hand.
    play = next(i for i in range(1, 40, 2) if len(record.deck) - 6 - (i + 1) == 6)
    winner, worlds = outcome_worlds(record, play)
    assert len(worlds) == 9
    exact = [exact_outlook(observe(states_around(w, play)[1], winner)) for w in worlds]
    mean = sum(exact) / len(exact)
    estimates = []
    for world, value in zip(worlds, exact, strict=True):
        before, after = states_around(world, play)
        luck = draw_luck(world, play, before, after, winner, DEFAULT)
        assert luck is not None and luck.enumerated and luck.outcomes == len(worlds)
        estimates.append(luck.win)
        assert abs(luck.win - (value - mean)) < 0.03, (luck.win, value - mean)
    assert abs(sum(estimates)) / len(estimates) < 0.01  # zero on average over the outcomes
    assert max(exact) - min(exact) > 0.1  # the draw mattered: not a test of zeros


def test_every_hidden_draw_and_every_deal_is_a_luck_event() -> None:
    record = random_record(Rules(2), 12)
    analysis = analyse(record, CHEAP)  # which events there are, not how well they are judged
    deals = [e for e in analysis.luck if e.event == "deal"]
    draws = [e for e in analysis.luck if e.event == "draw"]
    assert [e.seat for e in deals] == [0, 1]
    # 17 rounds of draws; in the last the loser takes the face-up briscola, seen by all.
    assert len(draws) == 33
    assert all(e.enumerated and e.card is not None for e in draws)
    for seat in analysis.summary:
        mine = [e for e in analysis.luck if e.seat == seat.seat]
        assert abs(seat.luck.win - sum(e.win for e in mine)) < 1e-9
