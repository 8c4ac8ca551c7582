"""The two-player playout makes exactly the choices of the general one, only faster."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from briscola_qt.ai.fast import Sim, sim_from_state
from briscola_qt.ai.heuristics import keep_table
from briscola_qt.ai.learned import EXPERT_FILE, MODEL_FILE, Situation, learned_style, quick_style
from briscola_qt.ai.playout import (
    _playout_many,
    _playout_two,
    playout,
    playout_general,
    policy_card,
)
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


def _model_playout_general(
    sim: Sim, keep: list[float], model_seat: int, model_plays: int = 40, name: str = MODEL_FILE
) -> None:
    """The slow reference: every card chosen one at a time, ``model_seat``'s (2: both
    seats') first ``model_plays`` choices by the learned model's scores (its likeliest
    card, the first on a tie)."""
    model = learned_style(name)
    while sim.trick_cards or any(sim.hands):
        seat = sim.to_move()
        hand = sim.hands[seat]
        if model_seat not in (seat, 2) or len(hand) == 1 or model_plays == 0:
            sim.play(policy_card(sim, keep))
            continue
        model_plays -= 1
        led = sim.trick_cards[0] if sim.trick_cards else -1
        where = Situation(
            led, sim.trump, sim.gone, sim.points[seat], sim.points[1 - seat], len(sim.stock)
        )
        scores = [model.score(c, where) for c in hand]
        sim.play(hand[scores.index(max(scores))])


@pytest.mark.parametrize(
    ("plays", "name", "both"),
    [
        (40, MODEL_FILE, False),
        (1, MODEL_FILE, False),
        (2, MODEL_FILE, False),
        (40, EXPERT_FILE, False),
        (40, EXPERT_FILE, True),
    ],
)
def test_a_model_seat_plays_the_learned_models_cards_in_the_fast_playout(
    plays: int, name: str, both: bool
) -> None:
    states = _positions("classic", 400, 9)
    for i, state in enumerate(states):
        sim = sim_from_state(state)
        keep = keep_table(sim.trump)
        seat = 2 if both else i % 2
        fast, slow = sim.copy(), sim.copy()
        quick = quick_style(sim.trump, name)
        playout(fast, keep, model_seat=seat, model=quick, model_plays=plays)
        _model_playout_general(slow, keep, seat, plays, name)
        assert (fast.points, fast.gone, fast.leader) == (slow.points, slow.gone, slow.leader)


def test_the_model_changes_the_playouts_result_in_some_deals() -> None:
    states = _positions("classic", 300, 11)
    changed = 0
    for state in states:
        sim = sim_from_state(state)
        keep = keep_table(sim.trump)
        plain, modelled = sim.copy(), sim.copy()
        playout(plain, keep)
        playout(modelled, keep, model_seat=1, model=quick_style(sim.trump))
        changed += plain.points != modelled.points
    assert changed > 30
