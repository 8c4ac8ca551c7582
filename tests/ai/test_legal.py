"""Every level plays only legal cards, in every variant and table size."""

from __future__ import annotations

import pytest

from briscola_qt.ai.registry import make_player
from briscola_qt.engine.observation import observe
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import KEEP, SWAP, GameState

TABLES = [
    Rules(2, "classic"),
    Rules(2, "scoperta"),
    Rules(2, "briscolone"),
    Rules(2, "double"),
    Rules(3, "classic"),
    Rules(3, "briscolone"),
    Rules(4, "classic"),
    Rules(4, "classic", signals=True),
    Rules(4, "scoperta"),
    Rules(4, "briscolone"),
    Rules(6, "classic"),
    Rules(6, "classic", signals=True),
    Rules(2, "classic", two_swap=True, tie_break_last_trick=True),
]

DEALS = {"beginner": 40, "medium": 40, "expert": 1}


def play_out(rules: Rules, seed: int, level: str, budget: float) -> GameState:
    state = GameState.deal(rules, seed)
    players = [make_player(level, seed * 10 + s) for s in range(rules.players)]
    while not state.is_terminal():
        seat = state.current_player()
        obs = observe(state, seat)
        if state.swap_pending:
            state.push(SWAP if players[seat].wants_swap(obs) else KEEP)
            continue
        card = players[seat].choose_card(obs, budget)
        assert card in state.legal_actions(), (rules, seed, level, card)
        state.push(card)
    return state


@pytest.mark.parametrize("rules", TABLES, ids=lambda r: f"{r.players}p-{r.variant}")
@pytest.mark.parametrize("level", sorted(DEALS))
def test_levels_play_only_legal_cards(rules: Rules, level: str) -> None:
    for seed in range(DEALS[level]):
        state = play_out(rules, seed, level, budget=0.005)
        outcome = state.outcome()
        assert outcome is not None and sum(outcome.points) == 120
