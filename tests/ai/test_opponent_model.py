"""Expert's model of the opponent: how wild it plays, and what to expect of it at the end."""

from __future__ import annotations

import dataclasses
import random
import time

from briscola_qt.ai import expert as expert_module
from briscola_qt.ai.config import ExpertConfig
from briscola_qt.ai.endgame import Solver
from briscola_qt.ai.expert import ExpertPlayer
from briscola_qt.ai.fast import Sim, sim_from_state
from briscola_qt.ai.inference import DealWeigher
from briscola_qt.ai.registry import make_player
from briscola_qt.ai.search import (
    Dealer,
    Evidence,
    Search,
    _after,
    expectimax,
    margin_utility,
    remaining_points,
)
from briscola_qt.engine.observation import observe
from briscola_qt.engine.outcome import side_result
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState


def utility(points: list[int], side: int, weight: float = 0.25, clip: int = 60) -> float:
    """The search's utility of a deal's final points, without the tie-break."""
    return margin_utility(side_result(points, side, 0, False), points[side], weight, clip)


def _config(**changes: object) -> ExpertConfig:
    return dataclasses.replace(expert_module.DEFAULT_CONFIG, **changes)  # type: ignore[arg-type]


def _wildness_against(opponent: str, seeds: range) -> float:
    """Mean judged wildness of seat 1 (played by ``opponent``) seen from seat 0."""
    rules = Rules(2)
    config = ExpertConfig()
    total = 0.0
    for seed in seeds:
        state = GameState.deal(rules, seed)
        seats = [make_player("medium", seed), make_player(opponent, seed + 1)]
        while len(state.history) < 8 + seed % 8 or state.current_player() != 0:
            seat = state.current_player()
            obs = observe(state, seat)
            state.push(seats[seat].choose_card(obs))
        obs = observe(state, 0)
        weigher = DealWeigher(obs, config.sharpness, config.styles())
        dealer = Dealer(obs)
        rng = random.Random(seed)
        deals = [dealer.deal(rng) for _ in range(24)]
        total += weigher.wildness([weigher.likelihoods(d) for d in deals if d is not None])
    return total / len(seeds)


def test_a_random_opponent_looks_wilder_than_a_sensible_one() -> None:
    seeds = range(16)
    wild_random = _wildness_against("random", seeds)
    wild_medium = _wildness_against("medium", seeds)
    assert 0.0 <= wild_medium < wild_random <= 1.0
    assert wild_random > 1.5 * wild_medium


def _endgames(count: int) -> list[GameState]:
    rules = Rules(2)
    out = []
    for seed in range(count):
        rng = random.Random(seed)
        state = GameState.deal(rules, seed)
        while state.stock_count > 0 or state.trick:
            state.push(rng.choice(state.legal_actions()))
        out.append(state)
    return out


def _exact_utilities(sim: Sim, seat: int, side: int, weight: float = 0.25) -> dict[int, float]:
    """The utility of each legal card under exact play by both seats (the solver)."""
    legal = sim.legal(seat)
    exact = Solver(sim, seat).move_values(legal)
    total = sum(sim.points) + remaining_points(sim)
    out = {}
    for card in legal:
        mine = sim.points[side] + exact[card]
        points = [0, 0]
        points[side], points[1 - side] = mine, total - mine
        out[card] = utility(points, side, weight)
    return out


def test_expectimax_without_wildness_is_the_exact_solution() -> None:
    for state in _endgames(60):
        sim = sim_from_state(state)
        seat = state.current_player()
        side = state.rules.side_of(seat)
        for card, exact in _exact_utilities(sim, seat, side).items():
            assert abs(expectimax(_after(sim, card), side, 0.0) - exact) < 1e-9


def test_a_wild_opponent_is_expected_to_give_more_away() -> None:
    better = 0
    for state in _endgames(60):
        sim = sim_from_state(state)
        seat = state.current_player()
        side = state.rules.side_of(seat)
        for card in sim.legal(seat):
            sure = expectimax(_after(sim, card), side, 0.0)
            wild = expectimax(_after(sim, card), side, 1.0)
            assert wild >= sure - 1e-9
            better += wild > sure + 1e-9
    assert better > 20


def test_expectimax_with_cards_to_draw_is_the_exact_solution_without_wildness() -> None:
    rules = Rules(2)
    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        state = GameState.deal(rules, seed)
        while state.stock_count > 2 + 2 * (seed % 2) or state.trick:
            state.push(rng.choice(state.legal_actions()))
        sim = sim_from_state(state)  # the true stock order: a sampled deal
        assert sim.stock
        seat = state.current_player()
        side = rules.side_of(seat)
        for card, exact in _exact_utilities(sim, seat, side).items():
            assert abs(expectimax(_after(sim, card), side, 0.0) - exact) < 1e-9
            checked += 1
    assert checked >= 100


def test_a_host_budget_only_lowers_the_experts_own() -> None:
    state = GameState.deal(Rules(2), 5)
    for _ in range(6):
        state.push(state.legal_actions()[0])
    obs = observe(state, state.current_player())
    own = ExpertPlayer(3).decide(obs)
    generous = ExpertPlayer(3).decide(obs, 30.0)
    assert own.card == generous.card
    assert own.work == generous.work > 0
    assert ExpertPlayer(3).decide(obs, 0.005).work < own.work


def _play_deal(rules: Rules, seed: int, seats: list[ExpertPlayer | object]) -> GameState:
    """One deal, every seat told when it starts and ends, as the hosts do."""
    state = GameState.deal(rules, seed)
    players = [make_player("random", 0) if p is None else p for p in seats]
    for seat, player in enumerate(players):
        player.start_deal(rules, seat)  # type: ignore[attr-defined]
    while not state.is_terminal():
        seat = state.current_player()
        state.push(players[seat].choose_card(observe(state, seat)))  # type: ignore[attr-defined]
    for seat, player in enumerate(players):
        player.end_deal(observe(state, seat))  # type: ignore[attr-defined]
    return state


def _remembering_expert_after(opponent: str, deals: int) -> ExpertPlayer:
    """A quick Expert (memory on, the default), after ``deals`` deals against ``opponent``.
    What it remembers is the opponent's cards, weighed by the styles: its own search can
    be short (at 0.01 s of work the sensible styles keep 0.07 of the belief against Random
    and 0.95 against Medium, the floors 0.98 and 0.01; at 0.05 s, 0.07, 0.93, 0.95, 0.02)."""
    rules = Rules(2)
    expert = ExpertPlayer(3, _config(think=0.01))
    other = make_player(opponent, 4)
    for deal in range(deals):
        seats: list[ExpertPlayer | object] = [expert, other] if deal % 2 == 0 else [other, expert]
        _play_deal(rules, 700 + deal, seats)
    return expert


def test_remembered_deals_tell_a_random_opponent_from_a_sensible_one() -> None:
    fresh = ExpertConfig().styles()
    # Sensible, half random, random, and the learned model (sensible too).
    assert [style.prior for style in fresh] == [0.35, 0.2, 0.1, 0.35]
    assert [style.learned for style in fresh] == [False, False, False, True]
    assert ExpertConfig().memory_floor and ExpertConfig().remember  # the defaults
    against_random = _remembering_expert_after("random", 3)
    against_medium = _remembering_expert_after("medium", 3)
    random_priors = [style.prior for style in against_random.styles()]
    medium_priors = [style.prior for style in against_medium.styles()]
    assert abs(sum(random_priors) - 1.0) < 1e-9 and abs(sum(medium_priors) - 1.0) < 1e-9
    # Half-random and random are hard to tell apart in a few deals; sensible is not.
    sensible = (0, 3)
    assert sum(random_priors[i] for i in sensible) < 0.15
    assert sum(medium_priors[i] for i in sensible) > 0.85
    judge = DealWeigher(observe(GameState.deal(Rules(2), 1), 0), styles=fresh)
    assert judge.style_wildness(random_priors) > 0.4
    assert judge.style_wildness(medium_priors) < 0.1
    # The evidence alone sets a floor under the wildness a search judges.
    evidence = against_random.evidence()
    assert evidence.remembered and evidence.floor > 0.4
    assert against_medium.evidence().floor < 0.1
    state = GameState.deal(Rules(2), 901)
    state.push(state.legal_actions()[0])  # seat 0 leads; the Expert answers
    assert against_random.decide(observe(state, 1)).wild >= evidence.floor
    # The original priors keep a share: no style is ever ruled out.
    assert min(random_priors + medium_priors) >= 0.1 * 0.1 - 1e-12


def test_without_remember_nothing_carries_over() -> None:
    expert = ExpertPlayer(3, _config(think=0.05, remember=False))
    _play_deal(Rules(2), 700, [expert, make_player("random", 4)])
    assert expert._style_log is None
    assert expert.evidence() == Evidence((0.35, 0.2, 0.1, 0.35))


def test_only_the_end_of_a_deal_counts_it_once() -> None:
    """The host says when a deal ends: moves, undos and a repeated ``end_deal`` do not
    fold a deal into the memory, and a deal is folded once."""
    rules = Rules(2)
    expert = ExpertPlayer(3, _config(think=0.05))
    other = make_player("random", 4)
    state = GameState.deal(rules, 702)
    expert.start_deal(rules, 0)
    views = []
    while not state.is_terminal():
        seat = state.current_player()
        obs = observe(state, seat)
        if seat == 0:
            views.append(obs)
        state.push((expert if seat == 0 else other).choose_card(obs))
    expert.take_back()
    expert.choose_card(views[-3])  # an undo, then our move again: not a new deal
    assert expert._style_log is None
    expert.end_deal(observe(state, 0))
    once = expert._style_log
    assert once is not None
    expert.end_deal(observe(state, 0))
    assert expert._style_log == once


def test_the_points_weight_scales_the_margin_of_a_solved_deal() -> None:
    assert utility([70, 50], 0) == 1.0 + 0.25 * 10 / 60
    assert utility([70, 50], 0, 0.0) == 1.0 == utility([61, 59], 0, 0.0)
    rules = Rules(2)
    state = GameState.deal(rules, 31)
    rng = random.Random(31)
    while state.stock_count > 4 or state.trick:
        state.push(rng.choice(state.legal_actions()))
    sim = sim_from_state(state)
    seat = state.current_player()
    side = rules.side_of(seat)
    legal = sim.legal(seat)
    left = len(sim.stock) + sum(len(h) for h in sim.hands)
    assert left <= ExpertConfig().exact_cards
    obs = observe(state, seat)
    search = Search(obs, _config(points_weight=0.0), random.Random(1), Evidence((1.0,)))
    solved, points, wins = search._evaluate(sim.copy(), legal, [0.0] * 40)
    exact = _exact_utilities(sim, seat, side, 0.0)
    assert solved == [exact[c] for c in legal] and set(solved) <= {0.0, 0.5, 1.0}
    assert wins == solved  # without the points weight the utility is the win
    assert [p >= 61 for p in points] == [w == 1.0 for w in wins]
    assert search.work > left * len(legal)  # the solver searched positions


def test_the_margin_counts_up_to_the_clip() -> None:
    assert utility([70, 50], 0, 0.25, 20) == 1.0 + 0.25 * 10 / 20
    assert utility([100, 20], 0, 0.25, 20) == 1.25  # beyond the clip: no more
    assert utility([59, 61], 0, 0.25, 20) == -0.25 / 20
    assert utility([20, 100], 0, 0.25, 20) == -0.25
    assert utility([60, 60], 1, 0.25, 20) == 0.5
    assert utility([100, 20], 0, 0.25) == 1.0 + 0.25 * 40 / 60  # default: all of it


def _positions(players: int, seeds: range) -> list[GameState]:
    rules = Rules(players=players)
    out = []
    for seed in seeds:
        rng = random.Random(seed)
        state = GameState.deal(rules, seed)
        for _ in range(2 + seed % 9):
            state.push(rng.choice(state.legal_actions()))
        out.append(state)
    return out


def _scores(players: int, seeds: range, clip: int) -> list[list[float]]:
    """The search's value of every legal card, in early positions."""
    out = []
    for state in _positions(players, seeds):
        obs = observe(state, state.current_player())
        config = _config(margin_clip=clip)
        priors = tuple(style.prior for style in config.styles(learned=players == 2))
        search = Search(obs, config, random.Random(7), Evidence(priors))
        legal = [int(c) for c in obs.legal_cards()]
        out.append(search.values(legal, 0.02, time.perf_counter() + 60.0, 24))
    return out


def test_the_margin_clip_is_for_two_players_only() -> None:
    # Four players: the clip changes no value (the whole margin counts, as before).
    assert _scores(4, range(4), 20) == _scores(4, range(4), 60)
    # Two players: the values change.
    clipped, full = _scores(2, range(6), 20), _scores(2, range(6), 60)
    assert clipped != full
