"""The search's fast simulator (``fast.Sim``) plays whole deals as the engine does: from
the first lead to the end, the same random cards played on a ``Sim`` and on the
``GameState`` leave the same hands, stock, trick, points and seat to move at every
step, and the same result (the last trick's side, the tie-break, chiamata's target)."""

from __future__ import annotations

import random

import pytest

from briscola_qt.ai.fast import BIT, Sim, sim_from_state
from briscola_qt.engine.outcome import DRAW, contract_made, deal_winner, side_result
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState

TABLES = [
    Rules(2),
    Rules(2, tie_break_last_trick=True),
    Rules(2, "scoperta", tie_break_last_trick=True),
    Rules(2, "briscolone"),
    Rules(2, "double", tie_break_last_trick=True),
    Rules(2, two_swap=True),
    Rules(3),
    Rules(3, tie_break_last_trick=True),
    Rules(4, signals=True),
    Rules(4, "briscolone", tie_break_last_trick=True),
    Rules(6, tie_break_last_trick=True),
    Rules(5, "chiamata"),
    Rules(5, "chiamata", caller_leads=True),
]
DEALS = 150


def assert_same(sim: Sim, state: GameState, step: int) -> None:
    rules = state.rules
    where = (rules, step)
    for seat in range(rules.players):
        assert sorted(sim.hands[seat]) == sorted(int(c) for c in state.hand(seat)), where
    assert sim.stock == [int(c) for c in reversed(state.stock)], where
    assert sim.trick_cards == [int(c) for _, c in state.trick], where
    assert sim.trick_seats == [s for s, _ in state.trick], where
    points = state.side_points() if rules.auction else state.points
    assert sim.points == list(points), where
    assert sim.leader == state.leader, where
    played = [c for done in state.history for c in done.cards] + [c for _, c in state.trick]
    assert sim.gone == sum(BIT[c] for c in played), where
    assert sim.done() == state.is_terminal(), where
    if not sim.done():
        seat = state.current_player()
        assert sim.to_move() == seat, where
        assert sorted(sim.legal(seat)) == sorted(int(c) for c in state.legal_actions()), where


def result_for(winner: int | None, side: int) -> float:
    return 0.5 if winner is None else float(winner == side)


@pytest.mark.parametrize("rules", TABLES, ids=str)
def test_the_simulator_plays_whole_deals_as_the_engine(rules: Rules) -> None:
    compared = 0
    for seed in range(DEALS):
        rng = random.Random(seed)
        state = GameState.deal(rules, seed)
        while not state.is_terminal() and (state.swap_pending or state.bidding):
            state.push(rng.choice(state.legal_actions()))  # the swap, the auction
        if state.is_terminal():
            continue  # a chiamata deal thrown in: nothing is played
        sim = sim_from_state(state)
        assert sim.table.tie_break == rules.tie_break_last_trick
        step = 0
        assert_same(sim, state, step)
        while not state.is_terminal():
            card = rng.choice(state.legal_actions())
            state.push(card)
            sim.play(int(card))  # type: ignore[arg-type]
            step += 1
            assert_same(sim, state, step)
        outcome = state.outcome()
        assert outcome is not None
        sides = state.deal_sides()
        assert sim.last_trick_side() == sides[state.history[-1].winner]
        if rules.auction:
            bid = state.standing_bid
            assert bid is not None
            assert outcome.winner == (0 if contract_made(sim.points[0], bid.target) else 1)
        else:
            winner = deal_winner(sim.points, sim.last_trick_side(), sim.table.tie_break)
            assert outcome.winner == (None if winner == DRAW else winner)
            for side, mine in enumerate(sim.points):
                share = side_result(sim.points, side, sim.last_trick_side(), sim.table.tie_break)
                below_a_draw = outcome.winner is None and mine < max(sim.points)
                assert share == (0.0 if below_a_draw else result_for(outcome.winner, side))
        compared += 1
    assert compared > DEALS // 2
