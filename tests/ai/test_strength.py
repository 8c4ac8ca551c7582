"""A fast strength smoke test: Expert beats Medium, Medium beats random (duplicate deals)."""

from __future__ import annotations

import pytest

from briscola_qt.ai.registry import make_player
from briscola_qt.engine.observation import observe
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState


def duplicate_score(a: str, b: str, deals: int, budget: float) -> tuple[int, int]:
    """Wins and losses of ``a`` against ``b`` over ``deals`` deals played both ways."""
    rules = Rules(2, "classic")
    wins = losses = 0
    for seed in range(deals):
        for a_seat in (0, 1):
            players = [make_player(a, seed), make_player(b, seed)]
            if a_seat == 1:
                players.reverse()
            state = GameState.deal(rules, 5000 + seed)
            while not state.is_terminal():
                seat = state.current_player()
                state.push(players[seat].choose_card(observe(state, seat), budget))
            outcome = state.outcome()
            assert outcome is not None
            if outcome.winner == a_seat:
                wins += 1
            elif outcome.winner is not None:
                losses += 1
    return wins, losses


def test_medium_beats_random() -> None:
    wins, losses = duplicate_score("medium", "random", 150, 0.0)
    assert wins > 2 * losses


@pytest.mark.slow
def test_expert_beats_medium() -> None:
    # Seeded and bounded by work, so the score is fixed: 10-2 on these 6 deals (13-3 on
    # 8; 18-5 on 12). Asked: 9 of 12 or better, which a player no better than Medium
    # (a coin tossed a game) reaches 7% of the time (it was 23% for 10-6 on 8
    # deals); the Expert held to 0.01 s of work scores 7-5 here and fails. (At 0.01 s
    # of work the Expert only drew with Medium once Medium kept its top trumps: 40-38 on
    # 40; at 0.02 s, since the learned opponent style, 14-10 on 12 deals and 23-17 on 20,
    # where it had been 17-7 and 25-15; at 0.05 s the Expert without it won 15-9.)
    wins, losses = duplicate_score("expert", "medium", 6, 0.05)
    assert wins > 2 * losses
