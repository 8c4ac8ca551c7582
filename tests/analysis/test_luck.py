"""Luck (``analysis/luck.py``): the luck of a draw averages zero over the cards that
could have been drawn, and the record's luck events are the draws a seat could not see."""

from __future__ import annotations

from briscola_qt.ai.judge import QUICK
from briscola_qt.analysis import analyse
from briscola_qt.analysis.luck import draw_luck
from briscola_qt.engine.cards import Card
from briscola_qt.engine.observation import observe
from briscola_qt.engine.record import Record
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState

from .helpers import random_record


def states_around(record: Record, play: int) -> tuple[GameState, GameState]:
    state = GameState(record.rules, record.deck)
    for card in record.plays[:play]:
        state.push(card)
    before = state.clone()
    state.push(record.plays[play])
    return before, state


def test_the_luck_of_a_draw_averages_zero_over_every_card_that_could_come() -> None:
    record = random_record(Rules(2), 11)
    # The trick that leaves four cards in the stock: its winner draws one of the last
    # hidden ones, so the outcomes are few enough to enumerate here.
    play = next(i for i in range(1, 40, 2) if len(record.deck) - 6 - (i + 1) == 4)
    before, after = states_around(record, play)
    winner, drawn = after.last_draw()[0]
    seen = observe(before, winner).known_cards() | {int(record.plays[play])}
    outcomes = [c for c in record.rules.full_deck() if c not in seen]
    assert 3 <= len(outcomes) <= 8 and drawn in outcomes
    lucks = []
    for card in outcomes:
        deck = list(record.deck)
        i, j = deck.index(drawn), deck.index(card)
        deck[i], deck[j] = deck[j], deck[i]
        world = Record(record.rules, deck, list(record.plays))
        world_before, world_after = states_around(world, play)
        assert world_after.last_draw()[0] == (winner, Card(card))
        luck = draw_luck(world, play, world_before, world_after, winner, QUICK)
        assert luck is not None and luck.enumerated and luck.outcomes == len(outcomes)
        lucks.append(luck)
    assert abs(sum(luck.win for luck in lucks)) < 1e-9
    assert abs(sum(luck.points for luck in lucks)) < 1e-9
    assert len({round(luck.points, 6) for luck in lucks}) > 1  # not all zero


def test_every_hidden_draw_and_every_deal_is_a_luck_event() -> None:
    record = random_record(Rules(2), 12)
    analysis = analyse(record, QUICK)
    deals = [e for e in analysis.luck if e.event == "deal"]
    draws = [e for e in analysis.luck if e.event == "draw"]
    assert [e.seat for e in deals] == [0, 1]
    # 17 rounds of draws; in the last the loser takes the face-up briscola, seen by all.
    assert len(draws) == 33
    assert all(e.enumerated and e.card is not None for e in draws)
    for seat in analysis.summary:
        mine = [e for e in analysis.luck if e.seat == seat.seat]
        assert abs(seat.luck.win - sum(e.win for e in mine)) < 1e-9
