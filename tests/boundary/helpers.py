"""Shared by the boundary probes: run the arena, check its one clear line, misbehaving bots."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from briscola_qt import arena as arena_module
from briscola_qt.engine import GameState, Rules
from briscola_qt.engine.record import record_of

ROOT = Path(__file__).resolve().parents[2]
POSIX = os.name == "posix"


def arena(
    *args: str, stdin: str | bytes | None = None, timeout: float = 60, **options: Any
) -> subprocess.CompletedProcess[str]:
    """``briscola-arena ARGS`` as a child process, from this checkout, under a time limit."""
    data = stdin.encode() if isinstance(stdin, str) else stdin
    streams = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE, **options}
    if data is not None:
        streams["input"] = data
    done = subprocess.run(
        [sys.executable, "-m", "briscola_qt.arena", *args], timeout=timeout, cwd=ROOT, **streams
    )
    out = done.stdout.decode("utf-8", "replace") if done.stdout is not None else ""
    return subprocess.CompletedProcess(
        done.args, done.returncode, out, done.stderr.decode("utf-8", "replace")
    )


def run_in_process(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """``briscola-arena ARGS`` in this process (no interpreter to start): its exit code,
    standard output and standard error. A usage error exits, as on the command line."""
    try:
        code = arena_module.main(args)
    except SystemExit as stop:
        code = stop.code if isinstance(stop.code, int) else 1
    out, err = capsys.readouterr()
    return code, out, err


def one_clear_line(stderr: str, *fragments: str) -> str:
    """The single line on standard error, which names what was wrong; no traceback."""
    assert "Traceback" not in stderr, stderr
    lines = stderr.strip().splitlines()
    assert len(lines) == 1, stderr
    assert lines[0].startswith("briscola-arena"), stderr
    assert len(lines[0]) < 400, f"an error line of {len(lines[0])} characters"
    for fragment in fragments:
        assert fragment in lines[0], (fragment, lines[0])
    return lines[0]


def finished_record(seed: int = 1, rules: Rules | None = None) -> dict[str, Any]:
    rng = random.Random(seed)
    state = GameState.deal(rules or Rules(), rng)
    while not state.is_terminal():
        state.push(rng.choice(state.legal_actions()))
    return record_of(state).to_dict()


def alive(pid: int) -> bool:
    """Is process ``pid`` still running (a zombie waiting to be reaped is not)?"""
    stat = Path(f"/proc/{pid}/stat")
    if Path("/proc/self/stat").exists():
        try:
            return stat.read_text().rsplit(")", 1)[1].split()[0] != "Z"
        except (OSError, IndexError):
            return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def pids_in(folder: Path) -> list[int]:
    """The pids the test bots wrote, one file each."""
    return [int(p.read_text()) for p in folder.glob("*.pid") if p.read_text().strip()]


def verify_json(path: Path) -> dict[str, Any]:
    from briscola_qt.engine.record import verify

    result: dict[str, Any] = verify(path.read_text("utf-8"))
    return result
