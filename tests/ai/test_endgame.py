"""The exact endgame solver agrees with brute-force minimax over the engine's GameState."""

from __future__ import annotations

import random

import pytest

from briscola_qt.ai.endgame import Solver
from briscola_qt.ai.fast import sim_from_state
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState


def brute_force(state: GameState, side: int) -> int:
    """Final points of ``side`` with best play: ``side`` maximises, everyone else minimises."""
    if state.is_terminal():
        return state.points[side]
    maximise = state.rules.side_of(state.current_player()) == side
    values = []
    for action in state.legal_actions():
        state.push(action)
        values.append(brute_force(state, side))
        state.pop()
    return max(values) if maximise else min(values)


def end_position(rules: Rules, seed: int, cards_left: int) -> GameState:
    """A random deal played at random until at most ``cards_left`` cards are unplayed."""
    rng = random.Random(seed)
    state = GameState.deal(rules, seed)
    stop = rules.deck_size - cards_left + rng.randrange(rules.plays_per_trick)
    while len(state.plays) < stop:
        state.push(rng.choice(state.legal_actions()))
    return state


CASES = [
    (Rules(2, "classic"), 8, 200),
    (Rules(2, "briscolone"), 8, 60),
    (Rules(2, "double"), 8, 60),
    (Rules(4, "classic"), 8, 40),
    (Rules(3, "classic"), 6, 40),
]


@pytest.mark.parametrize(("rules", "cards_left", "count"), CASES, ids=lambda x: str(x))
def test_solver_matches_brute_force(rules: Rules, cards_left: int, count: int) -> None:
    for seed in range(count):
        state = end_position(rules, seed, cards_left)
        seat = state.current_player()
        side = rules.side_of(seat)
        solver = Solver(sim_from_state(state), seat)
        for card, future in solver.move_values().items():
            state.push(card)
            expected = brute_force(state, side)
            state.pop()
            assert state.points[side] + future == expected, (rules, seed, card)


def brute_force_last_trick(state: GameState, side: int) -> int:
    """Best play for ``side`` under the tie-break: twice its final points, plus one if
    it takes the last trick (``side`` maximises, everyone else minimises)."""
    if state.is_terminal():
        took_last = state.rules.side_of(state.history[-1].winner) == side
        return 2 * state.points[side] + took_last
    maximise = state.rules.side_of(state.current_player()) == side
    values = []
    for action in state.legal_actions():
        state.push(action)
        values.append(brute_force_last_trick(state, side))
        state.pop()
    return max(values) if maximise else min(values)


TIE_BREAK_CASES = [
    (Rules(2, "classic", tie_break_last_trick=True), 8, 150),
    (Rules(2, "double", tie_break_last_trick=True), 8, 40),
    (Rules(4, "classic", tie_break_last_trick=True), 8, 40),
    (Rules(3, "classic", tie_break_last_trick=True), 6, 40),
]


@pytest.mark.parametrize(("rules", "cards_left", "count"), TIE_BREAK_CASES, ids=lambda x: str(x))
def test_under_the_tie_break_the_solver_also_plays_for_the_last_trick(
    rules: Rules, cards_left: int, count: int
) -> None:
    for seed in range(count):
        state = end_position(rules, seed, cards_left)
        seat = state.current_player()
        side = rules.side_of(seat)
        solver = Solver(sim_from_state(state), seat)
        for card, value in solver.move_values().items():
            state.push(card)
            expected = brute_force_last_trick(state, side)
            state.pop()
            future, took_last = solver.split(value)
            assert 2 * (state.points[side] + future) + took_last == expected, (rules, seed)
