"""The AAAI 2010 properties measured on Briscola (``benchmarks/fusion_properties.py``,
issue 47): shares between 0 and 1, and the uncertainty of the player to move falling trick
by trick to nothing once the stock is empty."""

from __future__ import annotations

import itertools
from typing import Any

from benchmarks.fusion_properties import measure, solved_results
from briscola_qt.engine.observation import observe
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState


def test_the_properties_are_shares_and_the_uncertainty_falls_to_nothing() -> None:
    found: dict[str, Any] = measure(4, 0)
    for key in (
        "leaf_correlation",
        "leaf_correlation_one_level_up",
        "correlation_while_cards_are_hidden",
        "bias_wins_for_the_chooser",
    ):
        assert 0.0 <= found[key] <= 1.0, key
    assert found["decisions_while_cards_are_hidden"] > 0
    bits = list(found["unseen_bits_by_tricks_done"].values())
    assert len(bits) == 20 and bits[0] > 100
    assert all(a > b for a, b in itertools.pairwise(bits[:18]))
    assert bits[17:] == [0.0, 0.0, 0.0]  # (two players: the last three tricks all known)
    assert all(
        0.0 < share <= 1.0 for share in found["share_of_uncertainty_removed_by_trick"].values()
    )


def test_each_choice_of_the_penultimate_trick_is_a_result() -> None:
    state = GameState.deal(Rules(2), 3)
    obs = observe(state, state.current_player())
    while obs.stock_count or len(obs.hand) > 2 or obs.trick:  # (the penultimate trick's lead)
        state.push(state.legal_actions()[0])
        obs = observe(state, state.current_player())
    values = solved_results(state)
    assert len(values) == 2 and set(values) <= {0.0, 0.5, 1.0}
