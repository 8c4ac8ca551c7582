"""``briscola-arena verify`` against a generated corpus of bad records and bad inputs.

Every field with every wrong type, every missing field, truncations, byte flips, random
bytes, huge and deep values, empty input, a folder, a FIFO nobody writes to, closed or
full standard streams: each ends in exit code 2 (4 when the output cannot be written)
and one line on standard error naming what is wrong, or, when the change does not
matter, in the record's true result. Nothing hangs, nothing prints a traceback.
"""

from __future__ import annotations

import copy
import json
import os
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from briscola_qt import arena as arena_module

from .helpers import POSIX, arena, finished_record, one_clear_line

GOOD = finished_record(7)
GOOD_TEXT = json.dumps(GOOD)
GOOD_RESULT = {**GOOD["result"], "tricks": 20, "complete": True}

WRONG_VALUES: list[Any] = [
    None,
    True,
    0,
    -1,
    7,
    1.5,
    10**30,
    "",
    "x",
    "AC",
    "0",
    [],
    [None],
    [[]],
    ["AC", "AC"],
    {},
    {"a": 1},
]

# (path into the record, where the message must point)
FIELDS: list[tuple[tuple[Any, ...], str]] = [
    (("format",), "format"),
    (("rules",), "rules"),
    (("rules", "players"), "rules"),
    (("rules", "variant"), "rules"),
    (("rules", "two_swap"), "rules"),
    (("rules", "signals"), "rules"),
    (("rules", "tie_break_last_trick"), "rules"),
    (("deck",), "deck"),
    (("deck", 0), "deck"),
    (("deck", 39), "deck"),
    (("plays",), "plays"),
    (("plays", 0), "plays"),
    (("plays", 39), "plays"),
    (("swap",), "swap"),
    (("result",), "result"),
    (("result", "points"), "result"),
    (("result", "points", 0), "result"),
    (("result", "winner"), "result"),
    (("meta",), "meta"),
]


def with_value(path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    record = copy.deepcopy(GOOD)
    target = record
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return record


def without(path: tuple[Any, ...]) -> dict[str, Any]:
    record = copy.deepcopy(GOOD)
    target = record
    for key in path[:-1]:
        target = target[key]
    del target[path[-1]]
    return record


def verify_in_process(
    data: bytes, folder: Path, capsys: pytest.CaptureFixture[str]
) -> tuple[int, str, str]:
    path = folder / "record.json"
    path.write_bytes(data)
    code = arena_module.main(["verify", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


def check(code: int, out: str, err: str, where: str = "") -> None:
    """Either the record's true result (the change did not matter) or one clear line that
    points at ``where`` (or at the result, which fewer plays leave unfinished)."""
    if code == 0:
        assert json.loads(out) == GOOD_RESULT and err == ""
        return
    assert code == 2 and out == "", (code, out, err)
    line = one_clear_line(err, "bad record")
    assert where in line or (where == "plays" and "result: " in line), line


CORPUS = [(path, where, value) for path, where in FIELDS for value in WRONG_VALUES]


@pytest.mark.parametrize("path,where,value", CORPUS, ids=lambda v: json.dumps(v)[:20])
def test_every_field_with_every_wrong_type(
    path: tuple[Any, ...],
    where: str,
    value: Any,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    data = json.dumps(with_value(path, value)).encode()
    check(*verify_in_process(data, tmp_path, capsys), where)


PRESENT = [
    (path, where)
    for path, where in FIELDS
    if path[-1]
    in (
        "format",
        "rules",
        "deck",
        "plays",
        "swap",
        "result",
        "points",
        "winner",
        "players",
        "variant",
        0,
        39,
    )
]


@pytest.mark.parametrize("path,where", PRESENT, ids=lambda v: json.dumps(v)[:20])
def test_every_field_missing(
    path: tuple[Any, ...], where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = verify_in_process(json.dumps(without(path)).encode(), tmp_path, capsys)
    if code == 0 and path[0] == "result":  # a record need not give its result
        assert json.loads(out)["points"] == GOOD_RESULT["points"]
        return
    check(code, out, err, where)


def test_a_winner_of_the_wrong_type_is_called_a_wrong_type(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = with_value(("result", "winner"), str(GOOD["result"]["winner"]))
    code, _, err = verify_in_process(json.dumps(record).encode(), tmp_path, capsys)
    assert code == 2
    one_clear_line(err, 'winner must be a side number or null, not "')
    assert "but the replay gives" not in err


@pytest.mark.parametrize("offset", range(0, len(GOOD_TEXT), 23))
def test_a_truncated_record(
    offset: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = verify_in_process(GOOD_TEXT[:offset].encode(), tmp_path, capsys)
    assert code == 2 and out == ""
    one_clear_line(err, "bad record")


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.binary(max_size=300))
def test_random_bytes(data: bytes, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = verify_in_process(data, tmp_path, capsys)
    assert code == 2 and out == ""
    one_clear_line(err, "bad record")


@settings(
    max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(position=st.integers(0, len(GOOD_TEXT) - 1), byte=st.integers(0, 255))
def test_one_byte_changed(
    position: int, byte: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = bytearray(GOOD_TEXT.encode())
    data[position] = byte
    code, out, err = verify_in_process(bytes(data), tmp_path, capsys)
    if code == 0:  # e.g. a space changed into another space
        assert json.loads(out)["tricks"] == 20
        return
    assert code == 2 and out == ""
    one_clear_line(err, "bad record")


HUGE: dict[str, tuple[bytes, str]] = {
    "deep meta": (
        json.dumps({**GOOD, "meta": json.loads("[" * 20 + "]" * 20)}).encode(),
        "nested more than 16 levels deep",
    ),
    "very deep": (b'{"meta": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", "nested more than"),
    "unclosed deep": (b"[" * 100_000, "nested more than"),
    "long number": (b"9" * 5000, "a number of 5,000 characters"),
    "long number in meta": (
        GOOD_TEXT[:-1].encode() + b', "meta": {"n": ' + b"1" * 5000 + b"}}",
        "a number of 5,000 characters",
    ),
    "huge float": (GOOD_TEXT[:-1].encode() + b', "meta": {"n": 1e400}}', "too large"),
    "NaN": (GOOD_TEXT[:-1].encode() + b', "meta": {"n": NaN}}', "NaN is not a JSON number"),
    "Infinity": (b"-Infinity", "Infinity is not a JSON number"),
    "two megabytes": (b" " * 2_000_000 + GOOD_TEXT.encode(), "more than 1,000,000 bytes"),
    "a huge bad card": (
        json.dumps(with_value(("deck", 3), "Z" * 900_000)).encode(),
        "deck[3]: unknown card code",
    ),
    "a huge bad variant": (
        json.dumps(with_value(("rules", "variant"), "Z" * 900_000)).encode(),
        "rules",
    ),
    "a huge bad format": (json.dumps(with_value(("format",), "Z" * 900_000)).encode(), "format"),
    "a huge bad option": (json.dumps(with_value(("rules", "Z" * 900_000), 1)).encode(), "rules"),
    "a huge unknown key": (json.dumps({**GOOD, "Z" * 900_000: 1}).encode(), "unknown key"),
    "a huge bad winner": (
        json.dumps(with_value(("result", "winner"), "Z" * 900_000)).encode(),
        "winner must be",
    ),
    "not UTF-8": (b"\xff\xfe" + GOOD_TEXT.encode("utf-16-le"), "not UTF-8 text (byte 0)"),
    "empty": (b"", "is empty"),
    "blank": (b" \n\t\n", "is empty"),
    "null": (b"null", "a record must be a JSON object"),
    "a list": (b"[]", "a record must be a JSON object"),
    "unknown key": (json.dumps({**GOOD, "extra": 1}).encode(), "unknown key 'extra'"),
}


@pytest.mark.parametrize("name", sorted(HUGE))
def test_huge_deep_and_strange_input(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data, words = HUGE[name]
    code, out, err = verify_in_process(data, tmp_path, capsys)
    assert code == 2 and out == ""
    line = one_clear_line(err, words)
    assert len(line) < 300


def test_a_folder_and_a_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert arena_module.main(["verify", str(tmp_path)]) == 2
    one_clear_line(capsys.readouterr().err, f"cannot read {tmp_path}")
    assert arena_module.main(["verify", str(tmp_path / "nothing.json")]) == 2
    one_clear_line(capsys.readouterr().err, "cannot read", "No such file")


# --- standard streams and FIFOs (as a child process) -----------------------------------


def test_a_good_record_from_standard_input() -> None:
    done = arena("verify", "-", stdin=GOOD_TEXT)
    assert done.returncode == 0 and json.loads(done.stdout) == GOOD_RESULT


def test_a_long_number_on_standard_input() -> None:
    done = arena("verify", "-", stdin="9" * 5000 + "\n")
    assert done.returncode == 2
    one_clear_line(done.stderr, "a number of 5,000 characters")


posix_only = pytest.mark.skipif(not POSIX, reason="closed descriptors, FIFOs, /dev/full: POSIX")


@posix_only
def test_standard_input_closed() -> None:
    done = arena("verify", "-", stdin=None, pass_fds=(), preexec_fn=lambda: os.close(0))
    assert done.returncode == 2
    one_clear_line(done.stderr, "standard input is closed")


@posix_only
def test_standard_output_full(tmp_path: Path) -> None:
    path = tmp_path / "good.json"
    path.write_text(GOOD_TEXT)
    with open("/dev/full", "w") as full:
        done = arena("verify", str(path), stdout=full)
    assert done.returncode == 4
    one_clear_line(done.stderr, "cannot write to standard output", "No space left on device")


@posix_only
def test_standard_output_closed(tmp_path: Path) -> None:
    path = tmp_path / "good.json"
    path.write_text(GOOD_TEXT)
    done = arena("verify", str(path), stdout=None, preexec_fn=lambda: os.close(1))
    assert done.returncode == 4
    one_clear_line(done.stderr, "cannot write to standard output: standard output is closed")


@posix_only
def test_a_fifo_nobody_writes_to_times_out(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    started = time.monotonic()
    done = arena("verify", str(fifo), "--read-timeout", "0.3", timeout=20)
    assert done.returncode == 2 and time.monotonic() - started < 10
    one_clear_line(done.stderr, "nothing to read within 0.3 s")


@posix_only
def test_a_fifo_that_is_written_is_read(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)

    def write() -> None:
        with open(fifo, "w") as out:
            out.write(GOOD_TEXT)

    writer = threading.Thread(target=write, daemon=True)
    writer.start()
    done = arena("verify", str(fifo), timeout=20)
    writer.join(5)
    assert done.returncode == 0 and json.loads(done.stdout) == GOOD_RESULT


@pytest.mark.parametrize("value", ["0", "-1", "1e9", "soon", "nan"])
def test_a_read_timeout_out_of_range(value: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        arena_module.main(["verify", "-", "--read-timeout", value])
    assert stopped.value.code == 2
    one_clear_line(capsys.readouterr().err, "--read-timeout")
