"""``briscola-arena match`` at its boundaries: bad bots, the save folder, a full disk, signals.

Every probe checks the exit code, one clear line on standard error (the bot error lines
are one per fault), no traceback, no hang (a time limit on every run), every record
already written intact and replayable, and no bot process left running.
"""

from __future__ import annotations

import errno
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from briscola_qt.arena import matchsave

from .bots import write_bot
from .helpers import (
    POSIX,
    ROOT,
    alive,
    arena,
    one_clear_line,
    pids_in,
    run_in_process,
    verify_json,
)

posix_only = pytest.mark.skipif(not POSIX, reason="pids, signals and /dev/full are POSIX")


def records_intact(folder: Path) -> list[dict[str, Any]]:
    """Every saved record replays; their results as verify gives them."""
    records = sorted(folder.glob("game-*.json"))
    assert not list(folder.glob(".*.tmp")), "a temporary file was left behind"
    return [verify_json(path) for path in records]


def no_bot_left(folder: Path) -> None:
    deadline = time.monotonic() + 3
    pids = pids_in(folder)
    while any(alive(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [p for p in pids if alive(p)], "a bot process outlived the arena"


def bot_error_lines(stderr: str) -> list[str]:
    assert "Traceback" not in stderr, stderr
    lines = stderr.strip().splitlines()
    assert all(line.startswith("bot error: game ") for line in lines), stderr
    return lines


# --- misbehaving bots in a match -------------------------------------------------------

# bot, the report's words, errors expected in 2 deals (one per deal: it is restarted)
MATCH_FAULTS = {
    "chatty": ("", 2),
    "chatty-answers": ("", 2),
    "duplicate": ("unasked-for answer", 2),
    "flood": ("", 2),
    "huge-line": ("line too long", 2),
    "not-utf8": ("not UTF-8", 2),
    "deep-json": ("bad JSON", 2),
    "big-number": ("bad JSON", 2),
    "sigkill": ("killed by SIGKILL", 2),
    "exit-7": ("exit code 7", 2),
    "closed-output": ("closed output", 2),
    "silent": ("timeout: no answer within 300 ms", 2),
}


@posix_only
@pytest.mark.parametrize("name", sorted(MATCH_FAULTS))
def test_a_misbehaving_bot_costs_it_the_deal_not_the_match(name: str, tmp_path: Path) -> None:
    words, errors = MATCH_FAULTS[name]
    saved = tmp_path / "games"
    done = arena(
        "match",
        "--players",
        "random",
        write_bot(tmp_path, name),
        "--deals",
        "2",
        "--time-ms",
        "1" if name == "silent" else "200",
        "--save",
        str(saved),
        "--json",
        timeout=60,
    )
    if name == "silent":
        words = "timeout: no answer within 501 ms"
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert summary["games"] == 2 and summary["bot_errors"] == errors, done.stderr
    lines = bot_error_lines(done.stderr)
    assert len(lines) == errors
    for line in lines:
        assert "seat 1 (cmd:" in line and words in line, line
        assert "move " in line or "at the start of the deal: bad hello" in line, line
        assert "restarted for the next" in line and len(line) < 600
    assert len(records_intact(saved)) == 2
    assert json.loads((saved / "summary.json").read_text()) == summary
    no_bot_left(tmp_path)


@posix_only
@pytest.mark.parametrize(
    "name,kinds",
    [
        # A bot that echoes the request's id: its stale answer is always told apart.
        ("duplicate-echo", ("unasked-for answer",)),
        # One that does not: a stale line that comes after the next request was sent looks
        # like an answer; it is then an illegal card, and the bot is restarted all the same.
        ("duplicate-once", ("unasked-for answer", "illegal card")),
    ],
)
def test_one_extra_answer_is_one_error_not_a_shifted_match(
    name: str, kinds: tuple[str, ...], tmp_path: Path
) -> None:
    """The issue's 237 errors from one duplicate line: now one error, and the next deals
    are played by the bot itself, in step."""
    done = arena(
        "match",
        "--players",
        write_bot(tmp_path, name),
        "random",
        "--deals",
        "6",
        "--time-ms",
        "200",
        "--json",
    )
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    (line,) = bot_error_lines(done.stderr)
    assert "game 1, seat 0" in line and any(kind in line for kind in kinds), line
    assert summary["bot_errors"] == 1 and summary["fallback_moves"] < 20
    no_bot_left(tmp_path)


@posix_only
def test_a_forking_bot_leaves_no_children_after_the_match(tmp_path: Path) -> None:
    done = arena(
        "match", "--players", write_bot(tmp_path, "forking"), "random", "--deals", "2", "--json"
    )
    assert done.returncode == 0 and json.loads(done.stdout)["bot_errors"] == 0, done.stderr
    assert len(pids_in(tmp_path)) == 2
    no_bot_left(tmp_path)


@pytest.mark.parametrize(
    "spec,words",
    [
        ("cmd:python3 'x", "seat 1 (cmd:python3 'x): cannot start: the command"),
        ("cmd:", "seat 1 (cmd:): cannot start: empty bot command"),
        ("cmd:/no/such/bot", "seat 1 (cmd:/no/such/bot): cannot start: '/no/such/bot': No such"),
    ],
)
def test_a_bot_that_cannot_start_is_named(
    spec: str, words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run_in_process(["match", "--players", "random", spec, "--deals", "1"], capsys)
    assert code == 2
    one_clear_line(err, words)


@posix_only
@pytest.mark.parametrize(
    "name,words",
    [
        ("garbage-hello", "bad hello: bad JSON: answered 'hi there"),
        ("exit-at-hello", "exit code 5"),
    ],
)
def test_a_bot_with_a_bad_hello_is_named_and_ended(name: str, words: str, tmp_path: Path) -> None:
    done = arena("match", "--players", "random", write_bot(tmp_path, name), "--deals", "1")
    assert done.returncode == 2
    one_clear_line(done.stderr, "seat 1 (cmd:", words)
    no_bot_left(tmp_path)


@pytest.mark.parametrize(
    "option,value",
    [
        ("--time-ms", "99999999999999"),
        ("--time-ms", "-5000"),
        ("--time-ms", "0"),
        ("--time-ms", "fast"),
        ("--deals", "100000000000000000000000"),
        ("--deals", "0"),
        ("--deals", "9" * 5000),
        ("--seed", "9" * 5000),
    ],
)
def test_numbers_out_of_range_are_one_line(
    option: str, value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run_in_process(["match", "--players", "random", "random", option, value], capsys)
    assert code == 2
    line = one_clear_line(err, option)
    assert len(line) < 250, "the bad value is echoed cut short"


# --- the save folder -------------------------------------------------------------------


def quick_match(folder: Path, *extra: str) -> list[str]:
    fixed = ["match", "--players", "random", "random", "--deals", "2", "--json", "--save"]
    return [*fixed, str(folder), *extra]


def test_a_folder_with_a_match_is_refused_and_left_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run_in_process(quick_match(tmp_path), capsys)[0] == 0
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    code, out, err = run_in_process(quick_match(tmp_path, "--seed", "9"), capsys)
    assert code == 2 and out == ""
    one_clear_line(err, "already holds a match (2 records and a summary)", "--continue")
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before


def test_continue_adds_after_the_last_record_and_keeps_the_old_summary(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run_in_process(quick_match(tmp_path), capsys)
    first = {p.name: p.read_bytes() for p in tmp_path.glob("game-*.json")}
    old_summary = (tmp_path / "summary.json").read_bytes()
    code, _, err = run_in_process(quick_match(tmp_path, "--continue", "--seed", "2"), capsys)
    assert code == 0, err
    names = sorted(p.name for p in tmp_path.glob("game-*.json"))
    assert names == [f"game-0000{i}.json" for i in range(1, 5)]
    assert all((tmp_path / name).read_bytes() == data for name, data in first.items())
    assert json.loads((tmp_path / "game-00003.json").read_text())["meta"]["game"] == 3
    assert (tmp_path / "summary-until-game-00002.json").read_bytes() == old_summary
    assert json.loads((tmp_path / "summary.json").read_text())["games"] == 2
    assert len(records_intact(tmp_path)) == 4


def test_replace_removes_only_the_old_match(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run_in_process(quick_match(tmp_path, "--deals", "3"), capsys)
    (tmp_path / "notes.txt").write_text("mine")
    code, _, err = run_in_process(quick_match(tmp_path, "--replace"), capsys)
    assert code == 0, err
    assert sorted(p.name for p in tmp_path.glob("game-*.json")) == [
        "game-00001.json",
        "game-00002.json",
    ]
    assert (tmp_path / "notes.txt").read_text() == "mine"


@pytest.mark.parametrize(
    "args,words",
    [
        (["--continue"], "--continue needs --save DIR"),
        (["--replace"], "--replace needs --save DIR"),
    ],
)
def test_continue_and_replace_need_a_folder(
    args: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run_in_process(["match", "--players", "random", "random", *args], capsys)
    assert code == 2
    one_clear_line(err, words)


def test_continue_and_replace_together_are_refused(tmp_path: Path) -> None:
    # (a child process: the usage errors above run in this one, this one from the shell)
    done = arena(*quick_match(tmp_path, "--continue", "--replace"))
    assert done.returncode == 2
    one_clear_line(done.stderr, "not allowed with argument")


def disk_full_for(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    """Writing the file called ``name`` fails as on a full disk; other files are written."""
    real = matchsave.write_atomic

    def fill_up(path: Path, data: bytes) -> None:
        if path.name == name:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real(path, data)

    monkeypatch.setattr(matchsave, "write_atomic", fill_up)


def test_a_full_disk_stops_the_match_names_the_file_and_keeps_the_summary(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    disk_full_for(monkeypatch, "game-00003.json")
    code, out, err = run_in_process(quick_match(tmp_path, "--deals", "5"), capsys)
    assert code == 4
    one_clear_line(err, "game-00003.json", "No space left on device")
    summary = json.loads(out)
    assert summary["games"] == 3 and summary["stopped"] == "save failed"
    assert json.loads((tmp_path / "summary.json").read_text()) == summary
    assert len(records_intact(tmp_path)) == 2


def test_a_summary_that_cannot_be_saved_is_still_printed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    disk_full_for(monkeypatch, "summary.json")
    code, out, err = run_in_process(quick_match(tmp_path), capsys)
    assert code == 4
    one_clear_line(err, "summary.json", "No space left on device")
    assert json.loads(out)["games"] == 2 and len(records_intact(tmp_path)) == 2


@posix_only
def test_dev_full_as_the_save_folder_is_refused(tmp_path: Path) -> None:
    link = tmp_path / "full"
    link.symlink_to("/dev/full")
    done = arena(*quick_match(link))
    assert done.returncode == 2
    one_clear_line(done.stderr, "not a folder")


@posix_only
def test_a_full_standard_output_is_one_line_and_exit_4(tmp_path: Path) -> None:
    with open("/dev/full", "w") as full:
        done = arena(*quick_match(tmp_path / "games"), stdout=full)
    assert done.returncode == 4
    one_clear_line(done.stderr, "cannot write to standard output", "No space left")
    assert (tmp_path / "games" / "summary.json").exists(), "the summary is still saved"


@posix_only
@pytest.mark.skipif(POSIX and os.geteuid() == 0, reason="root writes in any folder")
def test_an_unwritable_folder_is_refused_before_the_first_deal(tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    done = arena(*quick_match(locked))
    assert done.returncode == 2
    one_clear_line(done.stderr, "cannot write in it")


def test_a_folder_refusing_writes_is_refused_before_the_first_deal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same as the folder without write permission, for a root who may write anywhere."""

    def refuse(*args: object, **options: object) -> tuple[int, str]:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))

    monkeypatch.setattr(matchsave.tempfile, "mkstemp", refuse)
    code, out, err = run_in_process(quick_match(tmp_path / "games"), capsys)
    assert code == 2 and out == ""
    one_clear_line(err, "cannot write in it (Permission denied)")
    assert not list((tmp_path / "games").glob("game-*.json"))


@pytest.mark.parametrize("inside", ["a-file/games", "/proc/briscola-games"])
def test_a_folder_that_cannot_be_made_is_refused(inside: str, tmp_path: Path) -> None:
    if inside.startswith("/proc") and not Path("/proc/self").exists():
        pytest.skip("no /proc here")
    (tmp_path / "a-file").write_text("")
    target = inside if inside.startswith("/") else str(tmp_path / inside)
    done = arena(*quick_match(Path(target)))
    assert done.returncode == 2
    one_clear_line(done.stderr, "--save", "cannot")


# --- signals ---------------------------------------------------------------------------


@posix_only
@pytest.mark.parametrize("signame", ["SIGTERM", "SIGINT", "SIGHUP"])
def test_a_signal_saves_the_game_in_progress_and_ends_the_bots(
    signame: str, tmp_path: Path
) -> None:
    signum = getattr(signal, signame)
    saved = tmp_path / "games"
    bot = write_bot(tmp_path, "slow")
    command = [sys.executable, "-m", "briscola_qt.arena", "match", "--players", bot, "random"]
    command += ["--deals", "1000", "--time-ms", "200", "--save", str(saved), "--json"]
    match = subprocess.Popen(
        command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        deadline = time.monotonic() + 30
        while len(list(saved.glob("game-*.json"))) < 2 and time.monotonic() < deadline:
            time.sleep(0.02)
        time.sleep(0.05)  # into the next game, most likely
        match.send_signal(signum)
        out, err = match.communicate(timeout=30)
    finally:
        if match.poll() is None:
            match.kill()
    assert match.returncode == 128 + signum, err
    one_clear_line(err, f"stopped by {signame}", "the game in progress and the summary are saved")
    summary = json.loads(out)
    assert summary["stopped"] == signame and summary["games"] >= 2
    assert json.loads((saved / "summary.json").read_text()) == summary
    results = records_intact(saved)
    finished = [r for r in results if r["complete"]]
    assert len(finished) == summary["games"] and len(results) - len(finished) <= 1
    no_bot_left(tmp_path)
