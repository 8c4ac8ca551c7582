"""Expert's model of the opponent: how wild it plays, and what to expect of it at the end."""

from __future__ import annotations

import random
import time

from briscola_qt.ai.endgame import Solver
from briscola_qt.ai.expert import (
    Dealer,
    ExpertPlayer,
    _after,
    _expectimax,
    _remaining_points,
    utility,
)
from briscola_qt.ai.fast import Sim, sim_from_state
from briscola_qt.ai.heuristics import keep_table
from briscola_qt.ai.inference import DealWeigher
from briscola_qt.ai.playout import playout
from briscola_qt.ai.registry import make_player
from briscola_qt.engine.observation import observe
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState


def _wildness_against(opponent: str, seeds: range) -> float:
    """Mean judged wildness of seat 1 (played by ``opponent``) seen from seat 0."""
    rules = Rules(2)
    total = 0.0
    for seed in seeds:
        state = GameState.deal(rules, seed)
        seats = [make_player("medium", seed), make_player(opponent, seed + 1)]
        while len(state.history) < 8 + seed % 8 or state.current_player() != 0:
            seat = state.current_player()
            obs = observe(state, seat)
            state.push(seats[seat].choose_card(obs))
        obs = observe(state, 0)
        weigher = DealWeigher(obs, ExpertPlayer.sharpness, ExpertPlayer(1)._styles())
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
    total = sum(sim.pts) + sum(_remaining_points(sim))
    out = {}
    for card in legal:
        mine = sim.pts[side] + exact[card]
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
            assert abs(_expectimax(_after(sim, card), side, 0.0) - exact) < 1e-9


def test_a_wild_opponent_is_expected_to_give_more_away() -> None:
    better = 0
    for state in _endgames(60):
        sim = sim_from_state(state)
        seat = state.current_player()
        side = state.rules.side_of(seat)
        for card in sim.legal(seat):
            sure = _expectimax(_after(sim, card), side, 0.0)
            wild = _expectimax(_after(sim, card), side, 1.0)
            assert wild >= sure - 1e-9
            better += wild > sure + 1e-9
    assert better > 20


def test_a_host_budget_only_lowers_the_experts_own() -> None:
    state = GameState.deal(Rules(2), 5)
    for _ in range(6):
        state.push(state.legal_actions()[0])
    obs = observe(state, state.current_player())
    own, generous = ExpertPlayer(3), ExpertPlayer(3)
    assert own.choose_card(obs) == generous.choose_card(obs, 30.0)
    assert own.work == generous.work > 0
    short = ExpertPlayer(3)
    short.choose_card(obs, 0.005)
    assert short.work < own.work


def _remembering_expert_after(opponent: str, deals: int) -> ExpertPlayer:
    """A quick Expert with ``remember`` on, after ``deals`` deals against ``opponent``."""
    rules = Rules(2)
    expert = ExpertPlayer(3)
    expert.remember = True
    expert.think = 0.05
    other = make_player(opponent, 4)
    for deal in range(deals):
        state = GameState.deal(rules, 700 + deal)
        seats = [expert, other] if deal % 2 == 0 else [other, expert]
        while not state.is_terminal():
            seat = state.current_player()
            state.push(seats[seat].choose_card(observe(state, seat)))
    return expert


def test_remembered_deals_tell_a_random_opponent_from_a_sensible_one() -> None:
    fresh = ExpertPlayer(3)._styles()
    assert [prior for _, prior in fresh] == [0.7, 0.2, 0.1]
    # The evidence of a deal is folded in once the next deal starts: after 4 deals, 3.
    against_random = _remembering_expert_after("random", 4)
    against_medium = _remembering_expert_after("medium", 4)
    random_priors = [prior for _, prior in against_random._styles()]
    medium_priors = [prior for _, prior in against_medium._styles()]
    assert abs(sum(random_priors) - 1.0) < 1e-9 and abs(sum(medium_priors) - 1.0) < 1e-9
    # Half-random and random are hard to tell apart in a few deals; sensible is not.
    assert random_priors[0] < 0.15 and medium_priors[0] > 0.85
    judge = DealWeigher(observe(GameState.deal(Rules(2), 1), 0), styles=fresh)
    wild_random = judge.style_wildness(random_priors)
    wild_medium = judge.style_wildness(medium_priors)
    assert wild_random > 0.4 and wild_medium < 0.1
    # With memory_weights the remembered styles also weigh the sampled deals; without
    # (the default) they judge wildness but weigh no deal.
    against_random.memory_weights = True
    assert against_random._weighing_styles() == against_random._styles() != fresh
    against_random.memory_weights = False
    assert against_random._weighing_styles() == fresh
    assert against_random._priors() == random_priors
    # With memory_floor, the evidence alone sets a floor that a deal cannot lower.
    remembered = against_random._remembered_wildness()
    assert remembered > wild_random - 1e-9 and against_medium._remembered_wildness() < 0.1
    assert ExpertPlayer(3).memory_floor and ExpertPlayer(3).remember  # the defaults
    state = GameState.deal(Rules(2), 901)
    state.push(state.legal_actions()[0])  # seat 0 leads; the Expert answers
    against_random.choose_card(observe(state, 1))  # a new deal: one more deal folded
    assert against_random._wild >= against_random._remembered_wildness() > 0.4
    # The original priors keep a share: no style is ever ruled out.
    assert min(random_priors + medium_priors) >= 0.1 * 0.1 - 1e-12


def test_without_remember_nothing_carries_over() -> None:
    expert = _remembering_expert_after("random", 1)
    assert expert._style_log is None  # one deal: nothing folded yet
    expert.remember = False
    rules = Rules(2)
    state = GameState.deal(rules, 900)
    expert.choose_card(observe(state, 0))
    assert expert._style_log is None


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
            nodes = [0]
            assert abs(_expectimax(_after(sim, card), side, 0.0, nodes) - exact) < 1e-9
            assert nodes[0] > 9
            checked += 1
    assert checked >= 100


def test_an_undo_is_not_taken_for_a_new_deal() -> None:
    """Going back within a deal (the app's undo) must not fold the abandoned line as a
    finished deal: ``take_back`` forgets it, and the deal counts once, when it ends."""
    rules = Rules(2)
    state = GameState.deal(rules, 702)
    other = make_player("random", 4)
    views = []
    experts = [ExpertPlayer(3), ExpertPlayer(3)]
    for expert in experts:
        expert.think = 0.05
    while not state.is_terminal():
        seat = state.current_player()
        obs = observe(state, seat)
        if seat == 0:
            views.append(obs)
            card = experts[0].choose_card(obs)
            experts[1].choose_card(obs)
        else:
            card = other.choose_card(obs)
        state.push(card)
    earlier = views[-3]  # nothing hidden at the last view; back two of our moves
    assert experts[0]._style_log is None and experts[1]._style_log is None
    experts[0].choose_card(earlier)  # no take_back: looks like a new deal
    assert experts[0]._style_log is not None
    experts[1].take_back()
    experts[1].choose_card(earlier)
    assert experts[1]._style_log is None


def test_the_points_weight_and_wild_minimax_options() -> None:
    """``points_weight`` scales the margin everywhere it is scored; with ``wild_minimax``
    off, sampled deals against a very wild opponent are played out, not solved."""
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
    assert left <= ExpertPlayer.exact_cards
    plain = ExpertPlayer(1)
    plain.points_weight = 0.0
    solved = plain._evaluate(sim.copy(), seat, side, legal, [0.0] * 40)
    exact = _exact_utilities(sim, seat, side, 0.0)
    assert solved == [exact[c] for c in legal] and set(solved) <= {0.0, 0.5, 1.0}
    assert plain.work > left * len(legal)  # the solver searched positions
    wild = ExpertPlayer(1)
    wild.wild_minimax = False
    wild._wild = 0.4
    wild._evaluate(sim.copy(), seat, side, legal, [0.0] * 40)
    assert wild.work > left * len(legal)  # 0.4 is not wild enough: still solved
    wild.work = 0
    wild._wild = 0.9
    wild.wild_tail = False
    played = wild._evaluate(sim.copy(), seat, side, legal, [0.0] * 40)
    assert wild.work == left * len(legal)  # one playout per card, nothing solved
    assert all(-0.25 <= u <= 1.25 for u in played)
    wild.work = 0
    wild.wild_tail = True  # the last three tricks searched, not played
    tailed = wild._evaluate(sim.copy(), seat, side, legal, [0.0] * 40)
    assert wild.work > left * len(legal)
    assert all(-0.25 <= u <= 1.25 for u in tailed)
    wild.work = 0
    wild.wild_tail_from = 0.95  # 0.9 is not wild enough for the tail: played out
    assert wild._evaluate(sim.copy(), seat, side, legal, [0.0] * 40) == played
    assert wild.work == left * len(legal)


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
        player = make_player("expert", 7)
        assert isinstance(player, ExpertPlayer)
        player.margin_clip = clip
        obs = observe(state, state.current_player())
        legal = [int(c) for c in obs.legal_cards()]
        out.append(player.search(obs, legal, 0.02, time.perf_counter() + 60.0, 24))
    return out


def test_the_margin_clip_is_for_two_players_only() -> None:
    # Four players: the clip changes no value (the whole margin counts, as before).
    assert _scores(4, range(4), 20) == _scores(4, range(4), 60)
    # Two players: the values change.
    clipped, full = _scores(2, range(6), 20), _scores(2, range(6), 60)
    assert clipped != full


def test_the_wild_tail_is_the_expectimax_of_the_last_tricks() -> None:
    """``wild_tail``: playouts stop once nothing is left to draw, and the last three
    tricks are valued by expectimax, the same value as the general ``_expectimax``."""
    rules = Rules(2)
    player = ExpertPlayer(1)
    player._clip = player.margin_clip
    for seed in range(40):
        sim = sim_from_state(GameState.deal(rules, seed))
        rng = random.Random(seed)
        playout(sim, keep_table(sim.trump), 1, 1.0, rng, False, 0)
        assert not sim.stock and not sim.tc
        assert [len(h) for h in sim.hands] == [3, 3]
        player._wild = (1.0, 0.5, 0.0)[seed % 3]
        seat = seed % 2
        nodes = [0]
        tail = player._tail_utility(sim, seat, seat, nodes)
        whole = _expectimax(sim.copy(), seat, player._wild, None, player.points_weight, 20)
        assert abs(tail - whole) < 1e-9
        assert nodes[0] > 3
        if player._wild == 0.0:
            solved = sim.pts[seat] + Solver(sim, seat).value()
            total = sum(sim.pts) + sum(_remaining_points(sim))
            assert tail == player._exact_utility(sim, seat, solved, total)
    # Without ``stop`` the playout goes to the end.
    sim = sim_from_state(GameState.deal(rules, 3))
    playout(sim, keep_table(sim.trump), 1, 1.0, random.Random(3))
    assert sim.done() and sum(sim.pts) == 120
