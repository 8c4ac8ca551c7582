"""The endgame oracle of ``benchmarks/harness.py`` (issue 47's ceiling for the Expert's
exact zone): the Expert's own card until the zone, then the true deal's best card."""

from __future__ import annotations

import random

from benchmarks.fusion_properties import solved_results
from benchmarks.harness import EndgameOracle, build, check_name, play_deal
from briscola_qt.ai.registry import make_player
from briscola_qt.engine.observation import observe
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState

LEVEL = "expert:think=0.01"


def test_the_oracle_plays_the_experts_card_then_the_true_deals_best() -> None:
    expert = make_player(LEVEL, 5)
    oracle = build("endgame-" + LEVEL, 5)
    assert isinstance(oracle, EndgameOracle)
    state = GameState.deal(Rules(2), 11)
    oracle.true_state = state
    rng = random.Random(2)
    zone = outside = 0
    while not state.is_terminal():
        seat = state.current_player()
        obs = observe(state, seat)
        legal = [int(c) for c in obs.legal_cards()]
        if seat == 0 and len(legal) > 1:
            card = int(oracle.choose_card(obs))
            its = int(expert.choose_card(obs))  # (both searched: their streams in step)
            if obs.stock_count and obs.stock_count + sum(obs.hand_sizes) <= 14:
                results = solved_results(state)
                assert results[legal.index(card)] == max(results)
                zone += 1
            else:
                assert card == its
                outside += 1
        else:
            card = rng.choice(legal)
        state.push(state.legal_actions()[[int(a) for a in state.legal_actions()].index(card)])
    assert zone >= 2 and outside >= 5
    assert oracle.solved == zone


def test_a_deal_through_the_harness_gives_the_oracle_the_deal_being_played() -> None:
    oracle = build("endgame-" + LEVEL, 1)
    other = build("medium", 2)
    assert isinstance(oracle, EndgameOracle)
    state = play_deal(Rules(2), 3, [oracle, other], None, [[], []])
    assert state.is_terminal() and oracle.true_state is state
    assert oracle.solved > 0
    assert check_name("endgame-medium") == "endgame-medium: only an Expert takes the oracle"
    assert check_name("endgame-" + LEVEL) is None


def test_a_zone_peeker_is_shown_the_other_hand_from_the_exact_zone_on() -> None:
    from benchmarks.harness import ZONE_CARDS, FaceUp

    peeker = build("zonepeek-medium", 1)
    assert check_name("zonepeek-" + LEVEL) is None
    state = GameState.deal(Rules(2), 4)
    face_up = FaceUp(state, set(), {0})
    shown: list[tuple[int, bool]] = []
    while not state.is_terminal():
        left = state.stock_count + len(state.hand(0)) + len(state.hand(1))
        shown.append((left, 0 in face_up))
        assert 1 not in face_up
        assert list(face_up) == ([0] if 0 in face_up else [])
        state.push(state.legal_actions()[0])
    assert all(seen == (left <= ZONE_CARDS) for left, seen in shown)
    assert any(seen for _, seen in shown) and not all(seen for _, seen in shown)
    state = play_deal(Rules(2), 5, [peeker, build("medium", 2)], None, [[], []])
    assert state.is_terminal()
