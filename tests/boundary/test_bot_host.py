"""The bot host against bots that misbehave in every way it knows of (POSIX: pids, groups).

Each probe asks one move of a scripted bot and checks the kind and words of the failure,
that it came within its time limit, and that no process the bot started is left running.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

import pytest

from briscola_qt.ai.botprocess import (
    MAX_QUEUED_LINES,
    BotError,
    BotProcess,
    LineQueue,
    echo,
    exit_description,
)
from briscola_qt.ai.external import ExternalBot
from briscola_qt.engine import GameState, Rules
from briscola_qt.engine.observation import Observation, observe

from .bots import write_bot
from .helpers import alive, pids_in

pytestmark = pytest.mark.skipif(
    sys.platform == "win32", reason="pids, process groups and fork are POSIX"
)

TIME_MS = 200


def first_observation(seed: int = 3) -> Observation:
    state = GameState.deal(Rules(), seed)
    return observe(state, state.current_player())


def bot_for(tmp_path: Path, name: str, start_timeout_s: float = 2.0) -> ExternalBot:
    return ExternalBot(write_bot(tmp_path, name)[4:], TIME_MS, start_timeout_s=start_timeout_s)


def none_left(tmp_path: Path) -> None:
    """Every process the bot started (itself, its children) is gone."""
    pids = pids_in(tmp_path)
    assert pids, "the bot did not start"
    deadline = time.monotonic() + 3
    while any(alive(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [pid for pid in pids if alive(pid)], "a bot process outlived the host"


# kind, words the report must carry, the longest the failure may take (s)
FAULTS = {
    "garbage": ("bad-json", "I think the ace", 2.0),
    "deep-json": ("bad-json", "nested more than", 2.0),
    "big-number": ("bad-json", "a number of 5,000 characters", 2.0),
    "huge-json": ("too-long", "longer than 65,536 bytes", 3.0),
    "huge-line": ("too-long", "longer than 65,536 bytes", 3.0),
    "not-utf8": ("not-utf8", "not UTF-8", 2.0),
    "wrong-message": ("bad-answer", "not a move", 2.0),
    "silent": ("timeout", "no answer within 700 ms", 2.5),
    "exit-7": ("crash", "exit code 7", 2.0),
    "sigkill": ("crash", "killed by SIGKILL", 2.0),
    "sigterm": ("crash", "killed by SIGTERM", 2.0),
    "closed-output": ("closed", "closed its output but is still running", 2.5),
    "duplicate": ("unasked", "no answer was asked for", 2.0),
    "flood": ("unasked", "no answer was asked for", 2.0),
    "illegal": ("illegal", "which it does not hold", 2.0),
}


@pytest.mark.parametrize("name", sorted(FAULTS))
def test_a_fault_is_reported_with_its_kind_in_time_and_leaves_no_process(
    name: str, tmp_path: Path
) -> None:
    kind, words, limit = FAULTS[name]
    bot = bot_for(tmp_path, name)
    bot.start()
    obs = first_observation()
    started = time.monotonic()
    try:
        with pytest.raises(BotError) as caught:
            for _ in range(2):  # a duplicate shows by the second request at the latest
                bot.request_card(obs)
                time.sleep(0.1)
        assert time.monotonic() - started < limit, "the host waited too long"
        assert caught.value.kind == kind or (name == "flood" and caught.value.kind == "flood")
        assert words in str(caught.value) or caught.value.kind == "flood", str(caught.value)
        assert len(str(caught.value)) < 300, "bad output is echoed cut short"
        assert "exit code None" not in str(caught.value)
    finally:
        bot.close()
    none_left(tmp_path)


def test_a_stale_second_answer_is_never_taken_for_the_next_move(tmp_path: Path) -> None:
    bot = bot_for(tmp_path, "duplicate")
    bot.start()
    obs = first_observation()
    try:
        card = bot.request_card(obs)
        assert str(card) == str(obs.hand[0])
    except BotError as error:  # the second line came in time to be seen beside the first
        assert error.kind == "unasked"
    else:
        time.sleep(0.2)
        with pytest.raises(BotError, match="no answer was asked for") as caught:
            bot.request_card(obs)
        assert caught.value.kind == "unasked"  # never taken for a card
    finally:
        bot.close()
    none_left(tmp_path)


def test_after_a_fault_the_bot_is_started_afresh(tmp_path: Path) -> None:
    bot = bot_for(tmp_path, "late")  # slow at its first move only
    obs = first_observation()
    bot.start()
    with pytest.raises(BotError, match="no answer within"):
        bot.request_card(obs)
    assert bot.request_card(obs) == obs.hand[0], "a fresh process answers the next request"
    bot.close()
    assert len(pids_in(tmp_path)) == 2
    none_left(tmp_path)


def test_a_forking_bot_leaves_no_child(tmp_path: Path) -> None:
    bot = bot_for(tmp_path, "forking")
    bot.start()
    obs = first_observation()
    assert bot.request_card(obs) == obs.hand[0]
    deadline = time.monotonic() + 3
    while len(pids_in(tmp_path)) < 2 and time.monotonic() < deadline:
        time.sleep(0.02)
    assert len(pids_in(tmp_path)) == 2, "the bot's child did not start"
    bot.close()
    none_left(tmp_path)


@pytest.mark.parametrize(
    "name,kind,words",
    [
        ("garbage-hello", "hello", "hi there"),
        ("silent-hello", "hello", "no answer within 500 ms"),
        ("exit-at-hello", "hello", "exit code 5"),
        ("chatty", "hello", "thinking..."),
    ],
)
def test_a_bad_hello_is_reported_and_the_bot_ended(
    name: str, kind: str, words: str, tmp_path: Path
) -> None:
    # (the silent bot is waited for in full: a shorter wait than the others get)
    bot = bot_for(tmp_path, name, 0.5 if name == "silent-hello" else 2.0)
    if name == "chatty":  # it answers hello, then writes for ever and never reads
        with pytest.raises(BotError) as caught:
            bot.start()
            bot.request_card(first_observation())
        assert caught.value.kind in ("flood", "unasked", "bad-json"), str(caught.value)
    else:
        with pytest.raises(BotError) as caught:
            bot.start()
        assert caught.value.kind == kind and words in str(caught.value), str(caught.value)
    none_left(tmp_path)


def test_a_bot_that_never_reads_cannot_block_a_write(tmp_path: Path) -> None:
    process = BotProcess([sys.executable, "-c", "import time; time.sleep(60)"])
    started = time.monotonic()
    with pytest.raises(TimeoutError, match="did not read its input within 300 ms"):
        process.write(b"x" * 4_000_000, 0.3)  # far more than a pipe holds
    assert time.monotonic() - started < 1.5
    process.end(b'{"type": "quit"}\n')
    assert process.exit_code() is not None, "ended even though its input is stuck"


def test_a_flood_is_cut_at_the_queue_bound(tmp_path: Path) -> None:
    flood = "import sys\nwhile True:\n    sys.stdout.write('{}\\n' * 1000)\n"
    process = BotProcess([sys.executable, "-c", flood])
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        waiting = process.lines.pending()
        if waiting is not None and not isinstance(waiting, bytes):
            break
        time.sleep(0.01)
    assert waiting is not None and not isinstance(waiting, bytes) and waiting.kind == "flood"
    assert len(process.lines._lines) <= MAX_QUEUED_LINES, "memory stays flat"
    process.end()
    assert process.exit_code() is not None


def test_a_line_queue_keeps_the_order_and_says_flood_before_any_request() -> None:
    """A slow host still reads the hello answer a chatty bot wrote first, while the check
    made before every request (pending) reports the flood at once."""
    lines = LineQueue()
    assert lines.put(b'{"type": "hello"}')
    for _ in range(MAX_QUEUED_LINES - 1):
        assert lines.put(b"{}")
    assert not lines.put(b"{}")
    waiting = lines.pending()
    assert not isinstance(waiting, bytes) and waiting is not None and waiting.kind == "flood"
    assert lines.get(0.1) == b'{"type": "hello"}'
    for _ in range(MAX_QUEUED_LINES - 1):
        assert lines.get(0.1) == b"{}"
    last = lines.get(0.1)
    assert not isinstance(last, bytes) and last is not None and last.kind == "flood"


def test_exits_are_described_as_people_read_them() -> None:
    assert exit_description(7) == "exit code 7"
    assert exit_description(-9) == "killed by SIGKILL"
    assert exit_description(-11) == "killed by SIGSEGV"
    assert exit_description(-200) == "killed by signal 200"


def test_echoed_bad_output_is_cut_to_eighty_characters() -> None:
    quoted = echo("x" * 10_000_000)
    assert len(quoted) < 120 and "10,000,000 characters" in quoted
    assert echo(b"\xff abc") == repr("\ufffd abc")


def test_the_host_exiting_ends_every_bot(tmp_path: Path) -> None:
    """A host killed by an exception still ends its bots (the atexit hook)."""
    script = tmp_path / "host.py"
    spec = write_bot(tmp_path, "forking")
    script.write_text(
        "import sys\n"
        "from briscola_qt.ai.external import ExternalBot\n"
        f"bot = ExternalBot({json.dumps(spec[4:])}, 200)\n"
        "bot.start()\n"
        "raise SystemExit('the host fails')\n"
    )
    import subprocess

    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    done = subprocess.run(
        [sys.executable, str(script)], capture_output=True, timeout=30, env=env, text=True
    )
    assert done.returncode == 1 and "the host fails" in done.stderr
    none_left(tmp_path)
