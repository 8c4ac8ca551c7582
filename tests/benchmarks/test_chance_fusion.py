"""``benchmarks/chance_fusion.py`` (issue 47): its game model solves a known order of the
stock as the Expert's solver does, and its chance nodes are the draws."""

from __future__ import annotations

import itertools
import random

from benchmarks.chance_fusion import (
    Game,
    chance_stock,
    known_stock,
    measure,
    position_of,
)
from briscola_qt.ai.endgame import Solver
from briscola_qt.ai.fast import sim_from_state
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState


def zone_states(count: int, max_left: int) -> list[GameState]:
    """Random two-player positions with cards in the stock and at most ``max_left`` left."""
    found: list[GameState] = []
    rng = random.Random(47)
    while len(found) < count:
        state = GameState.deal(Rules(2), rng)
        while state.stock_count + len(state.hand(0)) + len(state.hand(1)) > max_left:
            state.push(rng.choice(state.legal_cards()))
        for _ in range(rng.randrange(2)):  # (a trick begun, or not)
            state.push(rng.choice(state.legal_cards()))
        if state.stock_count and len(state.legal_cards()) > 1:
            found.append(state)
    return found


def test_a_known_order_is_solved_as_the_experts_solver_solves_it() -> None:
    for state in zone_states(8, 10):
        position = position_of(state)
        seat = state.current_player()
        order = [int(c) for c in state.stock]
        if position.briscola is not None:
            order = order[:-1]
        game = Game(position.trump, seat, lambda mine: mine)  # our final points
        ours = game.card_values(position, known_stock(tuple(order), position.briscola))
        solver = Solver(sim_from_state(state), seat)
        legal = [int(c) for c in state.legal_cards()]
        theirs = solver.move_values(legal)
        base = state.table().points[Rules(2).side_of(seat)]
        assert ours == {c: base + solver.split(theirs[c])[0] for c in legal}


def test_the_draws_are_chance_nodes_over_the_unseen_stock() -> None:
    for state in zone_states(5, 10):
        position = position_of(state)
        game = Game(position.trump, position.us, lambda mine: mine)
        chance = game.card_values(position, chance_stock(position))
        unseen = sorted(position.unseen)
        if len(unseen) == 1:  # the draws are known: nothing left to chance
            assert chance == game.card_values(
                position, known_stock(tuple(unseen), position.briscola)
            )
        # Each card's value lies within the values it has over the orders.
        orders = [
            game.card_values(position, known_stock(order, position.briscola))
            for order in itertools.permutations(unseen)
        ]
        for card, value in chance.items():
            low = min(values[card] for values in orders)
            high = max(values[card] for values in orders)
            assert low - 1e-9 <= value <= high + 1e-9


def test_the_report_gives_shares_and_losses() -> None:
    report = measure(2, 0, 8)
    assert report["decisions"] > 0
    for key in ("utility_all_loss", "utility_24_loss", "win_all_loss", "win_24_loss"):
        figures = report[key]
        assert isinstance(figures, dict)
        assert 0.0 <= figures["differs"] <= 1.0 and figures["mean_loss"] >= 0.0
