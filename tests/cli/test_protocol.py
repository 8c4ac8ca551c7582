"""briscola-bot/1 requests carry an observation exactly, for every table and variant."""

from __future__ import annotations

import json
import random

import pytest

from briscola_qt.ai.protocol import ProtocolError, move_request, observation_from_request
from briscola_qt.engine import GameState, Rules
from briscola_qt.engine.observation import observe

CONFIGS = [
    Rules(),
    Rules(players=3),
    Rules(players=4, signals=True),
    Rules(players=6, signals=True, two_swap=True),
    Rules(variant="briscolone"),
    Rules(variant="double", two_swap=True),
    Rules(variant="scoperta", two_swap=True),
]


@pytest.mark.parametrize("rules", CONFIGS, ids=str)
def test_request_round_trips_the_observation(rules: Rules) -> None:
    rng = random.Random(f"proto:{rules}")
    for _ in range(20):
        state = GameState.deal(rules, rng)
        while not state.is_terminal():
            if not state.swap_pending:
                seat = state.current_player()
                obs = observe(state, seat, face_up=rng.random() < 0.2)
                request = json.loads(json.dumps(move_request(obs, 500)))
                assert observation_from_request(request) == obs
            state.push(rng.choice(state.legal_actions()))


def test_request_matches_the_protocol_example_shape() -> None:
    state = GameState.deal(Rules(players=4, signals=True), seed=2)
    for _ in range(5):
        state.push(state.legal_actions()[0])
    request = move_request(observe(state, state.current_player()), 1000)
    assert request["type"] == "move" and request["time_ms"] == 1000
    assert set(request) >= {
        "rules",
        "seat",
        "briscola",
        "hand",
        "stock",
        "history",
        "trick",
        "points",
        "signals",
    }
    assert request["history"][0][0][0] == 0 and isinstance(request["history"][0][0][1], str)
    assert set(request["signals"]) == {str((request["seat"] + 2) % 4)}


@pytest.mark.parametrize(
    "change,fragment",
    [
        ({"seat": 7}, "seat"),
        ({"hand": ["AC", "QQ"]}, "hand"),
        ({"rules": {"players": 2}}, "rules"),
        ({"history": [[[0, "AC"]]]}, "history[0]"),
        ({"trick": "AC"}, "trick"),
        ({"points": "lots"}, "points"),
        ({"briscola": None}, "briscola"),
    ],
)
def test_malformed_requests_are_refused_clearly(change: dict[str, object], fragment: str) -> None:
    state = GameState.deal(Rules(), seed=1)
    request = {**move_request(observe(state, 0), 100), **change}
    with pytest.raises(ProtocolError) as caught:
        observation_from_request(request)
    assert fragment in str(caught.value)


def test_a_trick_played_out_of_turn_is_refused_clearly() -> None:
    state = GameState.deal(Rules(players=4), seed=1)
    state.push(state.legal_actions()[0])
    request = move_request(observe(state, 1), 100)
    ((seat, card),) = request["trick"]
    request["trick"] = [[seat, card], [2, str(state.stock[0])]]  # seat 1 is to play
    with pytest.raises(ProtocolError) as caught:
        observation_from_request(request)
    assert str(caught.value) == "trick: the seats must play in turn from seat 0"
