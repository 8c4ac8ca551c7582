"""Game records: writing, reading, replaying, and a clear error for every kind of bad record."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from briscola_qt.engine import SWAP, Card, GameState, RecordError, Rules
from briscola_qt.engine.record import loads, record_of, replay, verify


def finished_record(seed: int = 5, rules: Rules | None = None) -> dict[str, Any]:
    rng = random.Random(seed)
    state = GameState.deal(rules or Rules(), rng)
    while not state.is_terminal():
        state.push(rng.choice(state.legal_actions()))
    return record_of(state).to_dict()


def expect_error(data: Any, *fragments: str) -> str:
    text = data if isinstance(data, str) else json.dumps(data)
    with pytest.raises(RecordError) as caught:
        verify(text)
    message = str(caught.value)
    for fragment in fragments:
        assert fragment in message, message
    return message


def test_a_finished_record_verifies_with_its_result() -> None:
    data = finished_record()
    result = verify(json.dumps(data))
    assert result["complete"] is True and result["tricks"] == 20
    assert result["points"] == data["result"]["points"]
    assert sum(result["points"]) == 120
    assert result["winner"] == data["result"]["winner"]


def test_the_spec_example_shape_round_trips() -> None:
    data = finished_record()
    assert data["format"] == "briscola-record/1"
    assert data["rules"] == {"players": 2, "variant": "classic"}
    assert len(data["deck"]) == 40 and len(data["plays"]) == 40 and data["swap"] is None
    assert loads(json.dumps(data)).to_dict() == data


def test_an_unfinished_record_is_valid_and_has_no_winner() -> None:
    data = finished_record()
    data["plays"] = data["plays"][:7]
    del data["result"]
    result = verify(json.dumps(data))
    assert result["winner"] is None and result["tricks"] == 3 and result["complete"] is False
    assert 0 < sum(result["points"]) <= 120


def test_bad_json() -> None:
    expect_error('{"format": "briscola-record/1", ', "not valid JSON")
    expect_error("[1, 2]", "JSON object")


def test_hostile_json_is_one_record_error() -> None:
    expect_error("9" * 5000, "not valid JSON (a number of 5,000 characters (at most 40))")
    expect_error("[" * 100_000, "not valid JSON (nested more than 16 levels deep)")
    data = finished_record()
    data["meta"] = {"note": "x" * 2_000_000}
    expect_error(data, "not valid JSON (more than 1,000,000 bytes of JSON)")


def test_unknown_card_code_names_its_index() -> None:
    data = finished_record()
    data["deck"][3] = "ZZ"
    expect_error(data, "deck[3]", "unknown card code 'ZZ'")
    data = finished_record()
    data["plays"][9] = "1C"
    expect_error(data, "plays[9]", "unknown card code")


def test_duplicate_card_in_the_deck() -> None:
    data = finished_record()
    data["deck"][10] = data["deck"][4]
    expect_error(data, "deck[10]", "appears twice")


def test_missing_card_in_the_deck() -> None:
    data = finished_record()
    data["deck"] = data["deck"][:-1]
    expect_error(data, "deck", "40 cards")


def test_card_not_held_names_the_play() -> None:
    data = finished_record()
    first = data["plays"][0]
    data["plays"][0] = next(c for c in data["deck"][6:] if c != first)
    expect_error(data, "plays[0]", "does not hold")


def test_broken_follow_suit_rule_in_briscolone() -> None:
    rules = Rules(variant="briscolone")
    for seed in range(200):
        data = finished_record(seed, rules)
        state = GameState(rules, [Card.parse(c) for c in data["deck"]])
        lead = state.legal_actions()[0]
        state.push(lead)
        legal = state.legal_actions()
        others = [c for c in state.hand(1) if c not in legal]
        if others:
            data["plays"] = [str(lead), str(others[0])]
            del data["result"]
            expect_error(data, "plays[1]", "must follow suit")
            return
    pytest.fail("no deal with a follow-suit choice found")


def test_disagreeing_result() -> None:
    data = finished_record()
    data["result"]["points"] = [60, 60]
    expect_error(data, "result", "replay gives")
    data = finished_record()
    data["result"]["winner"] = 1 - (data["result"]["winner"] or 0)
    expect_error(data, "result", "winner")


def test_unknown_option_and_unknown_keys() -> None:
    data = finished_record()
    data["rules"]["trump_kings"] = True
    expect_error(data, "rules", "unknown rules option 'trump_kings'")
    data = finished_record()
    data["extra"] = 1
    expect_error(data, "unknown key 'extra'")
    data = finished_record()
    data["rules"]["variant"] = "tressette"
    expect_error(data, "rules", "unknown variant")
    data = finished_record()
    data["rules"]["players"] = 5
    expect_error(data, "rules", "players")


def test_plays_after_the_end_and_wrong_format() -> None:
    data = finished_record()
    data["plays"].append(data["plays"][0])
    expect_error(data, "plays[40]", "after the deal is over")
    data = finished_record()
    data["format"] = "briscola-record/2"
    expect_error(data, "format")


def test_swap_must_be_allowed_and_held() -> None:
    data = finished_record()
    data["swap"] = 0
    del data["result"]
    expect_error(data, "swap")


def test_swap_record_replays() -> None:
    rules = Rules(two_swap=True)
    rng = random.Random(3)
    for _ in range(100):
        state = GameState.deal(rules, rng)
        if state.swap_pending:
            break
    holder = state.current_player()
    state.push(SWAP)
    while not state.is_terminal():
        state.push(rng.choice(state.legal_actions()))
    data = record_of(state).to_dict()
    assert data["swap"] == holder
    assert replay(loads(json.dumps(data))).key() == state.key()
    data["swap"] = 1 - holder
    expect_error(data, "swap", "does not hold the 2 of trump")


def test_three_player_deck_must_leave_out_a_two() -> None:
    data = finished_record(rules=Rules(players=3))
    assert len(data["deck"]) == 39
    verify(json.dumps(data))
    missing = next(c for c in ("2D", "2C", "2S", "2B") if c not in data["deck"])
    index = data["deck"].index("AD")
    data["deck"][index] = missing
    del data["result"]
    expect_error(data, "leaves out a 2")
