"""The exact search against a random opponent: its values are what its play earns, and
the Expert uses it only where it holds (a random opponent, few cards left to draw)."""

from __future__ import annotations

import math
import random
import statistics

import pytest

from briscola_qt.ai.belief import BeliefSearch
from briscola_qt.ai.expert import BELIEF_WILD, ExpertPlayer
from briscola_qt.ai.fast import BIT, played_mask, sim_from_state
from briscola_qt.ai.registry import make_player
from briscola_qt.engine.observation import Observation, observe, sample_state
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState


def _position(seed: int, stock: int) -> GameState:
    """A two-player classic deal played at random until ``stock`` cards are left to draw
    and seat 0 is to move."""
    rng = random.Random(seed)
    state = GameState.deal(Rules(players=2), seed)
    while state.stock_count > stock or state.current_player() != 0:
        state.push(rng.choice(state.legal_actions()))
    assert state.stock_count == stock
    return state


def _unseen(obs: Observation) -> int:
    known = obs.known_cards()
    mask = 0
    for c in range(40):
        if c not in known:
            mask |= BIT[c]
    return mask


def _search_values(search: BeliefSearch, obs: Observation) -> list[float]:
    side = obs.rules.side_of(obs.seat)
    led = int(obs.trick[0][1]) if obs.trick else -1
    return search.move_values(
        [int(c) for c in obs.hand],
        _unseen(obs),
        obs.hand_sizes[1 - obs.seat],
        obs.stock_count,
        led,
        obs.points[side],
        obs.points[1 - side],
    )


@pytest.mark.parametrize("seed", range(1, 9))
def test_values_are_what_playing_them_earns_against_a_random_player(seed: int) -> None:
    # Play the search's best card at every move against a random player, from deals
    # dealt again from seat 0's view: the mean utility must be the root value. A wrong
    # chance model (who draws what, when the briscola comes up) breaks the equality:
    # drawing a hidden card instead of the briscola after a lost trick misses by 8 to 500
    # standard errors on seeds 7 and 8.
    state = _position(seed, 4)
    obs = observe(state, 0)
    assert obs.briscola is not None
    # Odd seeds with the margin clipped as the Expert clips it (two players).
    search = BeliefSearch(obs.trump, int(obs.briscola), 0.25, 20 if seed % 2 else 60)
    root = max(_search_values(search, obs))
    earned = []
    for game in range(1200):
        rng = random.Random(game)
        deal = sample_state(obs, rng)
        while not deal.is_terminal():
            if deal.current_player() == 0:
                view = observe(deal, 0)
                values = _search_values(search, view)
                deal.push(view.hand[max(range(len(values)), key=values.__getitem__)])
            else:
                deal.push(rng.choice(deal.legal_actions()))
        earned.append(search.utility(deal.points[0], deal.points[1]))
    error = statistics.stdev(earned) / math.sqrt(len(earned))
    assert abs(statistics.mean(earned) - root) < 4 * error + 0.003


def test_the_search_is_memoised_and_grows_with_the_stock() -> None:
    sizes = []
    for stock in (2, 4):
        obs = observe(_position(7, stock), 0)
        assert obs.briscola is not None
        search = BeliefSearch(obs.trump, int(obs.briscola), 0.25)
        _search_values(search, obs)
        sizes.append(search.nodes)
    assert 0 < sizes[0] < sizes[1] < 60_000


def _expert(belief_stock: int, wild: float) -> ExpertPlayer:
    player = make_player("expert", 3)
    assert isinstance(player, ExpertPlayer)
    player.belief_stock = belief_stock
    player.wild = wild
    return player


def test_expert_plays_the_exact_card_against_a_random_opponent() -> None:
    for seed in range(10, 16):
        state = _position(seed, 4)
        obs = observe(state, 0)
        assert obs.briscola is not None
        player = _expert(4, 1.0)
        search = BeliefSearch(obs.trump, int(obs.briscola), 0.25, player.margin_clip)
        values = _search_values(search, obs)
        best = max(values)
        card = player.choose_card(obs, 0.05)
        assert values[obs.hand.index(card)] == pytest.approx(best)


def test_expert_keeps_its_search_against_a_sensible_opponent() -> None:
    # Medium plays both seats up to four cards left to draw: judged far from random,
    # the Expert searches its sampled deals as before, the option changes no card.
    rules = Rules(players=2)
    checked = 0
    for seed in range(40, 52):
        state = GameState.deal(rules, seed)
        seats = [make_player("medium", seed), make_player("medium", seed + 1)]
        while state.stock_count > 4 or state.current_player() != 0:
            seat = state.current_player()
            state.push(seats[seat].choose_card(observe(state, seat), 0.01))
        obs = observe(state, 0)
        if obs.stock_count != 4:
            continue
        plain, option = _expert(0, 0.0), _expert(4, 0.0)
        plain.remember = option.remember = False
        assert plain.choose_card(obs, 0.02) == option.choose_card(obs, 0.02)
        assert option._wild < BELIEF_WILD
        checked += 1
    assert checked >= 8


def test_exact_search_reads_no_hidden_card() -> None:
    for seed in range(30, 36):
        state = _position(seed, 4)
        obs = observe(state, 0)
        other = observe(sample_state(obs, random.Random(seed)), 0)
        assert played_mask(other) == played_mask(obs)
        assert sim_from_state(state).hands != [[], []]
        first = _expert(4, 1.0).choose_card(obs, 0.02)
        second = _expert(4, 1.0).choose_card(other, 0.02)
        assert first == second


def test_uniform_weights_only_against_a_random_opponent() -> None:
    # Against a sensible opponent (Medium-played positions, as above), the option that
    # stops weighing deals by the opponent's plays must change nothing.
    rules = Rules(players=2)
    for seed in range(60, 66):
        state = GameState.deal(rules, seed)
        seats = [make_player("medium", seed), make_player("medium", seed + 1)]
        for _ in range(9):
            seat = state.current_player()
            state.push(seats[seat].choose_card(observe(state, seat), 0.01))
        obs = observe(state, state.current_player())
        plain, option = _expert(0, 0.0), _expert(0, 0.0)
        option.wild_uniform = True
        assert plain.choose_card(obs, 0.02) == option.choose_card(obs, 0.02)
        assert plain.work == option.work
