"""``briscola-arena serve-bot`` at its boundary: every malformed request gets an error line.

A request with any field replaced by any JSON value, deep or huge JSON, a line longer
than the limit, bytes that are not UTF-8: the server answers ``{"type": "error", ...}``
and goes on serving; it never prints a traceback, never plays a card it does not hold.
"""

from __future__ import annotations

import json
import os
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from briscola_qt.ai.protocol import move_request
from briscola_qt.ai.registry import make_player
from briscola_qt.arena.servebot import REQUEST_LIMITS, BotHost
from briscola_qt.engine import GameState, Rules
from briscola_qt.engine.observation import observe

from .helpers import POSIX, arena, one_clear_line

HELLO = json.dumps({"type": "hello", "protocol": "briscola-bot/1"})
QUIT = json.dumps({"type": "quit"})


def requests() -> list[dict[str, Any]]:
    """Move requests from the middle of deals at several tables."""
    out = []
    for rules in (Rules(), Rules(players=4, signals=True), Rules(variant="scoperta")):
        state = GameState.deal(rules, 11)
        for _ in range(9):
            state.push(state.legal_actions()[0])
        out.append(move_request(observe(state, state.current_player()), 50))
    return out


REQUESTS = requests()
KEYS = sorted({key for request in REQUESTS for key in request} | {"id", "swap", "stock_top"})
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**19), 10**19)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=6)
    | st.sampled_from(["AC", "7D", "0", "99999999999999999999", "٣", "-1"]),
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(
            st.sampled_from(["0", "1", "2", "x", "trumps", "٣"]), children, max_size=3
        )
    ),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(
    which=st.integers(0, len(REQUESTS) - 1),
    key=st.sampled_from(KEYS),
    value=json_values,
    level=st.sampled_from(["random", "beginner"]),
)
def test_any_field_with_any_value_gets_an_answer(
    which: int, key: str, value: Any, level: str
) -> None:
    request = dict(REQUESTS[which])
    request[key] = value
    host = BotHost(make_player(level, 1))
    answer = host.answer(json.dumps(request))
    assert answer is not None and answer["type"] in ("move", "error"), answer
    if answer["type"] == "move":
        assert answer["card"] in request["hand"], "it plays only a card it holds"
    else:
        assert 0 < len(answer["message"]) <= 400


@pytest.mark.parametrize(
    "line,words",
    [
        (b"[" * 100_000, "nested more than"),
        (b'{"type": "move", "stock": ' + b"9" * 5000 + b"}", "a number of 5,000 characters"),
        (b"1e400", "too large"),
        (b"NaN", "NaN is not a JSON number"),
        (b'"just a string"', "a request must be a JSON object"),
        (b"\xff\xfe\xfd", "not UTF-8"),
        (b"x" * (REQUEST_LIMITS.max_bytes + 10), "a line longer than 262,144 bytes"),
        (json.dumps({"type": "x" * 100_000}).encode(), "unknown request type"),
    ],
    ids=lambda v: v[:12].decode("utf-8", "replace") if isinstance(v, bytes) else v,
)
def test_a_bad_line_gets_an_error_line_and_the_server_goes_on(line: bytes, words: str) -> None:
    text = HELLO.encode() + b"\n" + line + b"\n" + HELLO.encode() + b"\n" + QUIT.encode() + b"\n"
    done = arena("serve-bot", "random", stdin=text, timeout=30)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    answers = [json.loads(out) for out in done.stdout.splitlines()]
    assert [a["type"] for a in answers] == ["hello", "error", "hello"]
    assert words in answers[1]["message"] and len(answers[1]["message"]) <= 400


def test_a_line_too_long_without_an_end_is_refused_without_being_kept() -> None:
    done = arena("serve-bot", "random", stdin=b"[" * 3_000_000, timeout=30)
    assert done.returncode == 0 and "Traceback" not in done.stderr
    (answer,) = [json.loads(out) for out in done.stdout.splitlines()]
    assert answer["type"] == "error" and "a line longer than" in answer["message"]


@pytest.mark.parametrize("key,value", [("trick", []), ("briscola", "AC"), ("stock", 30)])
def test_a_position_that_does_not_add_up_is_refused_by_the_expert(key: str, value: Any) -> None:
    """Well-formed, but not a position of any deal: an answer all the same, a card or an
    error line, never a traceback."""
    for request in REQUESTS:
        answer = BotHost(make_player("expert", 1)).answer(json.dumps({**request, key: value}))
        assert answer is not None and answer["type"] in ("move", "error")
        if answer["type"] == "move":
            assert answer["card"] in request["hand"]


def test_the_answer_carries_the_request_id() -> None:
    request = {**REQUESTS[0], "id": 41}
    answer = BotHost(make_player("random", 1)).answer(json.dumps(request))
    assert answer is not None and answer["id"] == 41 and answer["card"] in request["hand"]


posix_only = pytest.mark.skipif(not POSIX, reason="closed descriptors and /dev/full are POSIX")


@posix_only
def test_standard_input_closed() -> None:
    done = arena("serve-bot", "random", preexec_fn=lambda: os.close(0))
    assert done.returncode == 2
    one_clear_line(done.stderr, "standard input is closed")


@posix_only
def test_standard_output_full() -> None:
    with open("/dev/full", "w") as full:
        done = arena("serve-bot", "random", stdin=HELLO + "\n", stdout=full)
    assert done.returncode == 4
    one_clear_line(done.stderr, "cannot write to standard output")
