"""The search scores a deal's result by the engine's rule, the 60-60 tie-break included:
exactly (the solver) and in playouts."""

from __future__ import annotations

import dataclasses
import random

import pytest

from briscola_qt.ai.config import ExpertConfig
from briscola_qt.ai.fast import sim_from_state
from briscola_qt.ai.heuristics import keep_table
from briscola_qt.ai.playout import playout
from briscola_qt.ai.search import Dealer, Evidence, Search, hidden_count
from briscola_qt.engine.observation import observe
from briscola_qt.engine.outcome import Outcome
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState


def result_for(outcome: Outcome | None, side: int) -> float:
    """A finished deal's result for ``side`` as the engine decides it: win 1, draw 1/2."""
    assert outcome is not None
    return 0.5 if outcome.winner is None else float(outcome.winner == side)


def best_result(state: GameState, side: int) -> float:
    """``side``'s result with best play by everyone (``side`` maximises its result, the
    other side minimises it), by brute force over the engine's game state. A result is
    0, 1/2 or 1: a seat that reaches its side's best (1 maximising, 0 minimising) need
    look no further, the only cut made."""
    if state.is_terminal():
        return result_for(state.outcome(), side)
    maximise = state.rules.side_of(state.current_player()) == side
    best = 1.0 if maximise else 0.0
    values = []
    for action in state.legal_actions():
        state.push(action)
        values.append(best_result(state, side))
        state.pop()
        if values[-1] == best:
            break
    return max(values) if maximise else min(values)


@pytest.mark.parametrize(("variant", "count"), [("classic", 400), ("double", 150)])
def test_solved_wins_are_the_engines_result_with_best_play(variant: str, count: int) -> None:
    """Best play for points, then for the last trick, is best play for the result (the
    result is monotone in them), so the solver's wins are the brute-force results."""
    decided_by_the_tie_break = 0
    for tie_break in (False, True):
        rules = Rules(2, variant, tie_break_last_trick=tie_break)
        for seed in range(count):
            rng = random.Random(seed)
            state = GameState.deal(rules, seed)
            while state.stock_count > 0 or len(state.plays) < rules.deck_size - 8:
                state.push(rng.choice(state.legal_actions()))
            obs = observe(state, state.current_player())
            assert hidden_count(obs) == 0
            search = Search(obs, ExpertConfig(), random.Random(seed), Evidence((1.0,)))
            sim = Dealer(obs).deal(search.rng)
            assert sim is not None
            legal = [int(c) for c in obs.legal_cards()]
            search.solve(sim, legal)
            side = rules.side_of(obs.seat)
            for card, mine, win in zip(legal, search.points, search.wins, strict=True):
                state.push(card)
                expected = best_result(state, side)
                state.pop()
                assert win == expected, (variant, tie_break, seed, card)
                if tie_break and mine == 60:
                    decided_by_the_tie_break += 1
                    assert win in (0.0, 1.0)
    assert decided_by_the_tie_break > 0


def test_playouts_give_a_sixty_all_to_the_last_trick_under_the_tie_break() -> None:
    rules = Rules(2, tie_break_last_trick=True)
    config = dataclasses.replace(ExpertConfig(), exact_cards=0)  # play every deal out
    sixty_all = 0
    for seed in range(300):
        rng = random.Random(seed)
        state = GameState.deal(rules, seed)
        for _ in range(rng.randrange(0, 30)):
            state.push(rng.choice(state.legal_actions()))
        obs = observe(state, state.current_player())
        search = Search(obs, config, random.Random(seed), Evidence((1.0,)))
        sim = sim_from_state(state)
        keep = keep_table(sim.trump)
        legal = [int(c) for c in obs.legal_cards()]
        _, points, wins = search._evaluate(sim, legal, keep)
        side = rules.side_of(obs.seat)
        for card, mine, win in zip(legal, points, wins, strict=True):
            game = sim.copy()
            game.play(card)
            playout(game, keep)
            assert game.points[side] == mine
            last = game.table.side[game.leader]  # the leader once done took the last trick
            outcome = Outcome.decide(rules, game.points, last)
            assert win == result_for(outcome, side)
            if mine == 60:
                sixty_all += 1
                assert win in (0.0, 1.0)  # never a draw: the last trick decides
    assert sixty_all > 0
