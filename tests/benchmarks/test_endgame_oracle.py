"""The true-deal players of ``benchmarks/harness.py`` (issue 47): the endgame oracle, the
Expert's own card until its exact zone and then the true deal's best card; the zone peeker;
and the chance player, whose card near the end is the expectimax's over the stock's draws."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from benchmarks.chance_fusion import Game, chance_stock, position_of, utility
from benchmarks.fusion_properties import solved_results
from benchmarks.harness import (
    CHANCE_CARDS,
    ZONE_PEEKING,
    EndgameOracle,
    TrueDealPlayer,
    ZoneChance,
    build,
    check_name,
    play_deal,
)
from briscola_qt.ai.registry import make_player
from briscola_qt.engine.observation import observe
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState

LEVEL = "expert:think=0.01"


def seat_zero_choices(
    player: TrueDealPlayer, seeds: tuple[int, ...]
) -> Iterator[tuple[GameState, int, int]]:
    """Deals where ``player`` holds seat 0 against random cards: at each of its choices
    between two cards or more, the position, its card and the plain Expert's card."""
    expert = make_player(LEVEL, 5)
    for seed in seeds:
        state = GameState.deal(Rules(2), seed)
        player.true_state = state
        rng = random.Random(seed)
        while not state.is_terminal():
            obs = observe(state, state.current_player())
            legal = [int(c) for c in obs.legal_cards()]
            if obs.seat == 0 and len(legal) > 1:
                card = int(player.choose_card(obs))
                its = int(expert.choose_card(obs))  # (both searched: their streams in step)
                yield state, card, its
            else:
                card = rng.choice(legal)
            state.push(state.legal_actions()[[int(a) for a in state.legal_actions()].index(card)])


def cards_left(state: GameState) -> int:
    return state.stock_count + len(state.hand(0)) + len(state.hand(1))


def test_the_oracle_plays_the_experts_card_then_the_true_deals_best() -> None:
    oracle = build("endgame-" + LEVEL, 5)
    assert isinstance(oracle, EndgameOracle)
    zone = outside = 0
    for state, card, its in seat_zero_choices(oracle, (11,)):
        if state.stock_count and cards_left(state) <= 14:
            results = solved_results(state)
            legal = [int(c) for c in state.legal_cards()]
            assert results[legal.index(card)] == max(results)
            zone += 1
        else:
            assert card == its
            outside += 1
    assert zone >= 2 and outside >= 5
    assert oracle.chose == zone


def test_a_deal_through_the_harness_gives_the_oracle_the_deal_being_played() -> None:
    oracle = build("endgame-" + LEVEL, 1)
    other = build("medium", 2)
    assert isinstance(oracle, EndgameOracle)
    state = play_deal(Rules(2), 3, [oracle, other], None, [[], []])
    assert state.is_terminal() and oracle.true_state is state
    assert oracle.chose > 0
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


@pytest.mark.slow
def test_the_chance_player_plays_the_expectimax_card_near_the_end_and_peeks_in_the_zone() -> None:
    assert check_name("zonechance-" + LEVEL) is None
    assert check_name("zonechance-medium") == "zonechance-medium: only an Expert takes the oracle"
    chance = build("zonechance-" + LEVEL, 5)
    assert isinstance(chance, ZoneChance) and id(chance) in ZONE_PEEKING
    near = outside = 0
    for state, card, its in seat_zero_choices(chance, (11, 12)):
        if state.stock_count and cards_left(state) <= CHANCE_CARDS:
            position = position_of(state)
            values = Game(position.trump, 0, utility).card_values(position, chance_stock(position))
            assert values[card] == max(values.values())
            near += 1
        else:
            assert card == its
            outside += 1
    assert near >= 2 and outside >= 5
    assert chance.chose == near
    state = play_deal(Rules(2), 3, [build("medium", 2), chance], None, [[], []])
    assert state.is_terminal() and chance.true_state is state
    assert chance.chose > near
