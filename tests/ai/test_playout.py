"""The two-player playout makes exactly the choices of the general one, only faster."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from briscola_qt.ai.fast import Sim, sim_from_state
from briscola_qt.ai.heuristics import keep_table
from briscola_qt.ai.playout import _playout_many, _playout_two, playout, playout_general
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState


def _positions(variant: str, count: int, seed: int) -> list[GameState]:
    rules = Rules(players=2, variant=variant)
    rng = random.Random(seed)
    out = []
    for i in range(count):
        state = GameState.deal(rules, seed * 10_000 + i)
        for _ in range(rng.randrange(0, 38)):
            if state.is_terminal():
                break
            state.push(rng.choice(state.legal_actions()))
        if not state.is_terminal():
            out.append(state)
    return out


def _assert_same_as_general(
    state: GameState, fast_playout: Callable[[Sim, list[float]], None]
) -> None:
    sim = sim_from_state(state)
    keep = keep_table(sim.trump)
    fast, slow = sim.copy(), sim.copy()
    fast_playout(fast, keep)
    playout_general(slow, keep)
    assert fast.points == slow.points
    assert fast.gone == slow.gone
    assert fast.leader == slow.leader
    assert not any(fast.hands) and not fast.stock and not fast.trick_cards


@pytest.mark.parametrize("variant", ["classic", "scoperta"])
def test_fast_two_player_playout_matches_the_general_one(variant: str) -> None:
    states = _positions(variant, 1500, 7)
    assert len(states) > 1400
    for state in states:
        _assert_same_as_general(state, _playout_two)


@pytest.mark.parametrize("players", [3, 4, 6])
def test_fast_many_player_playout_matches_the_general_one(players: int) -> None:
    states = _positions_n(players, "classic", 400)
    assert len(states) > 300
    for state in states:
        _assert_same_as_general(state, _playout_many)


def test_playout_picks_the_right_path_for_every_table() -> None:
    for players, variant in [
        (2, "briscolone"),
        (2, "double"),
        (2, "classic"),
        (3, "classic"),
        (4, "classic"),
        (4, "briscolone"),
        (6, "classic"),
    ]:
        for state in _positions_n(players, variant, 40):
            sim = sim_from_state(state)
            keep = keep_table(sim.trump)
            a, b = sim.copy(), sim.copy()
            playout(a, keep)
            playout_general(b, keep)
            assert a.points == b.points


def _positions_n(players: int, variant: str, count: int) -> list[GameState]:
    rules = Rules(players=players, variant=variant)
    rng = random.Random(players)
    out = []
    for i in range(count):
        state = GameState.deal(rules, i)
        for _ in range(rng.randrange(0, rules.deck_size - 2)):
            if state.swap_pending or state.is_terminal():
                break
            state.push(rng.choice(state.legal_actions()))
        if not state.is_terminal() and not state.swap_pending:
            out.append(state)
    return out
