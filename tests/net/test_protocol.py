"""The protocol's own forms: every action and every observation a seat can have reads back
as it was written, and what is not one of them is refused with a ProtocolError."""

from __future__ import annotations

import json
import random

import pytest

from briscola_qt.engine.observation import observe
from briscola_qt.engine.rules import Rules, options_for, variants_for
from briscola_qt.engine.state import GameState
from briscola_qt.net.protocol import (
    ProtocolError,
    action_code,
    observation_json,
    parse_action,
    player_name,
    read_observation,
)


def _tables() -> list[Rules]:
    return [
        Rules(players, variant, **{name: True for name in options_for(players, variant)})
        for players in (2, 3, 4, 5, 6)
        for variant in variants_for(players)
    ]


@pytest.mark.parametrize("rules", _tables(), ids=lambda r: f"{r.players}-{r.variant}")
def test_every_observation_and_action_of_whole_deals_reads_back(rules: Rules) -> None:
    rng = random.Random(f"{rules}")
    for _ in range(3):
        state = GameState.deal(rules, rng)
        while True:
            for seat in range(rules.players):
                obs = observe(state, seat)
                sent = json.loads(json.dumps(observation_json(obs)))
                assert read_observation(rules, sent) == obs
            if state.is_terminal():
                break
            for action in state.legal_actions():
                assert parse_action(action_code(action)) == action
            state.push(rng.choice(state.legal_actions()))


@pytest.mark.parametrize(
    "code", ["", "A", "ZZ", "bid:", "bid:9:70", "bid:2:200", "suit:X", "swap2", 7, None, "x" * 40]
)
def test_what_is_not_an_action_is_refused(code: object) -> None:
    with pytest.raises(ProtocolError):
        parse_action(code)


def _an_observation() -> dict[str, object]:
    state = GameState.deal(Rules(2), 1)
    return observation_json(observe(state, 0))


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("seat", 2),
        ("seat", True),
        ("hand", ["AD"] * 9),
        ("hand", ["XX"]),
        ("history", [[[0, "AD"]]] * 21),
        ("history", [[]]),
        ("points", [121, 0]),
        ("hand_sizes", [3]),
        ("visible", {"x": ["AD"]}),
        ("signals", {"1": {"trumps": "A"}}),
        ("stock_count", 41),
        ("trick", [[0, "AD", 1]]),
        ("auction", ["not a call"]),
    ],
)
def test_an_observation_with_any_part_wrong_is_refused(key: str, value: object) -> None:
    raw = _an_observation()
    raw[key] = value
    with pytest.raises(ProtocolError):
        read_observation(Rules(2), raw)


@pytest.mark.parametrize("raw", ["", " ", "x" * 25, "a\x07b", 7, None, "\u200b"])
def test_a_name_that_is_not_one_is_refused(raw: object) -> None:
    with pytest.raises(ProtocolError):
        player_name(raw)


def test_a_name_is_trimmed() -> None:
    assert player_name("  Anna \n  Maria ") == "Anna Maria"
