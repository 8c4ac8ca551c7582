"""Each command's --help lists the exit codes it can return, and only those: every code
listed is reached by running the command, and every way the command can end is listed."""

from __future__ import annotations

import errno
import io
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from briscola_qt.arena import cli
from briscola_qt.engine import Rules, fair
from briscola_qt.engine.fair import Shuffle

from ..analysis.helpers import random_record
from ..boundary.helpers import finished_record, run_in_process

SEED = bytes(range(32))
CUT = "42"


class FullDisk(io.StringIO):
    """Standard output on a full disk."""

    def write(self, text: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")


class Stdin:
    """A standard input the command only asks the descriptor of."""

    def fileno(self) -> int:
        return 0


def listed_codes(command: str, capsys: pytest.CaptureFixture[str]) -> set[int]:
    """The exit codes ``briscola-arena COMMAND --help`` lists."""
    code, out, _ = run_in_process([command, "--help"], capsys)
    assert code == 0
    epilog = out.split("exit codes:\n", 1)[1]
    return {int(code) for code in re.findall(r"^  (\d+) ", epilog, re.MULTILINE)}


def interrupted(*_: Any, **__: Any) -> Any:
    raise KeyboardInterrupt


def ended_with(
    args: list[str],
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    *patches: tuple[object, str, Any],
) -> int:
    """The exit code of ``briscola-arena ARGS`` with ``patches`` (object, name, value) in
    place for the run only."""
    with monkeypatch.context() as patched:
        for target, name, value in patches:
            patched.setattr(target, name, value)
        code, _, _ = run_in_process(args, capsys)
    return code


Case = Callable[[Path, pytest.CaptureFixture[str], pytest.MonkeyPatch], set[int]]


def verify_exits(tmp: Path, capsys: Any, monkeypatch: pytest.MonkeyPatch) -> set[int]:
    good = tmp / "good.json"
    good.write_text(json.dumps(finished_record()), encoding="utf-8")
    bad = tmp / "bad.json"
    bad.write_text("{", encoding="utf-8")
    return {
        ended_with(["verify", str(good)], capsys, monkeypatch),
        ended_with(["verify", str(bad)], capsys, monkeypatch),
        ended_with(["verify", "--nonsense"], capsys, monkeypatch),
        ended_with(["verify", str(good)], capsys, monkeypatch, (cli.sys, "stdout", FullDisk())),
        ended_with(["verify", str(good)], capsys, monkeypatch, (cli, "verify", interrupted)),
    }


def verify_deal_exits(tmp: Path, capsys: Any, monkeypatch: pytest.MonkeyPatch) -> set[int]:
    commitment = Shuffle(SEED, CUT).commitment
    ok = ["verify-deal", SEED.hex(), CUT, commitment]
    return {
        ended_with(ok, capsys, monkeypatch),
        ended_with(["verify-deal", SEED.hex(), "43", "0" * 64], capsys, monkeypatch),
        ended_with(["verify-deal", "xyz", CUT, commitment], capsys, monkeypatch),
        ended_with(ok, capsys, monkeypatch, (cli.sys, "stdout", FullDisk())),
        ended_with(ok, capsys, monkeypatch, (fair, "check_commitment", interrupted)),
    }


def analyze_exits(tmp: Path, capsys: Any, monkeypatch: pytest.MonkeyPatch) -> set[int]:
    good = tmp / "short.json"
    good.write_text(random_record(Rules(2), 2, plays=4).to_json(), encoding="utf-8")
    ok = ["analyze", "--quick", str(good)]
    return {
        ended_with(ok, capsys, monkeypatch),
        ended_with(["analyze", str(tmp / "missing.json")], capsys, monkeypatch),
        ended_with(ok, capsys, monkeypatch, (cli.sys, "stdout", FullDisk())),
        ended_with(ok, capsys, monkeypatch, (cli, "analyse", interrupted)),
    }


def serve_bot_exits(tmp: Path, capsys: Any, monkeypatch: pytest.MonkeyPatch) -> set[int]:
    hello = [json.dumps({"type": "hello"})]
    stdin = (cli.sys, "stdin", Stdin())
    return {
        ended_with(
            ["serve-bot", "random"],
            capsys,
            monkeypatch,
            stdin,
            (cli, "bounded_lines", lambda *_: iter([])),
        ),
        ended_with(["serve-bot", "nobody"], capsys, monkeypatch),
        ended_with(["serve-bot", "random"], capsys, monkeypatch, (cli.sys, "stdin", None)),
        ended_with(
            ["serve-bot", "random"],
            capsys,
            monkeypatch,
            stdin,
            (cli, "bounded_lines", lambda *_: iter(hello)),
            (cli.sys, "stdout", FullDisk()),
        ),
        ended_with(
            ["serve-bot", "random"], capsys, monkeypatch, stdin, (cli, "bounded_lines", interrupted)
        ),
    }


CASES: dict[str, Case] = {
    "verify": verify_exits,
    "verify-deal": verify_deal_exits,
    "analyze": analyze_exits,
    "serve-bot": serve_bot_exits,
}


@pytest.mark.parametrize("command", CASES)
def test_help_lists_exactly_the_exit_codes_the_command_returns(
    command: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert listed_codes(command, capsys) == CASES[command](tmp_path, capsys, monkeypatch)
