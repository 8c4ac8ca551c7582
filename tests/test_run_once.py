"""What the run makes once for all its processes (tests/run_once.py) is made once, read back
as it was made, and made again by the next process to ask when its maker failed."""

from __future__ import annotations

from pathlib import Path

import pytest

from . import run_once


@pytest.fixture
def run_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A run's folder of its own, and this process as if it had made nothing yet."""
    monkeypatch.setenv(run_once.FOLDER_VARIABLE, str(tmp_path))
    monkeypatch.setattr(run_once, "_MINE", {})
    return tmp_path


def another_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """Forget what this process made, as another worker of the run would not know it."""
    monkeypatch.setattr(run_once, "_MINE", {})


def test_a_value_is_made_once_and_read_back_by_the_other_processes(
    run_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[str] = []

    def make(tag: str) -> dict[str, object]:
        calls.append(tag)
        return {"made by": tag, "cards": [1, 2, 3]}

    first = run_once.value("a judged deal", lambda: make("first"))
    assert run_once.value("a judged deal", lambda: make("again")) is first
    another_process(monkeypatch)
    read = run_once.value("a judged deal", lambda: make("second"))
    assert read == {"made by": "first", "cards": [1, 2, 3]} and read is not first
    assert calls == ["first"]
    # (another name is another value)
    assert run_once.value("another deal", lambda: make("third"))["made by"] == "third"


def test_a_maker_that_fails_leaves_nothing_and_the_next_asker_makes_it(
    run_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def fail() -> int:
        raise RuntimeError("the judge stopped")

    with pytest.raises(RuntimeError):
        run_once.value("a deal", fail)
    another_process(monkeypatch)
    assert run_once.value("a deal", lambda: 7) == 7

    def half(folder: Path) -> None:
        (folder / "part").write_text("half")
        raise RuntimeError("the disk is full")

    with pytest.raises(RuntimeError):
        run_once.files("a history", half)
    another_process(monkeypatch)
    made = run_once.files("a history", lambda folder: (folder / "whole").write_text("whole"))
    assert sorted(p.name for p in made.iterdir()) == ["whole"]


def test_a_folder_is_filled_once_and_shared(
    run_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fills: list[Path] = []

    def fill(folder: Path) -> None:
        fills.append(folder)
        (folder / "history").write_text("three deals")

    made = run_once.files("a history", fill)
    another_process(monkeypatch)
    assert run_once.files("a history", fill) == made
    assert fills == [made] and (made / "history").read_text() == "three deals"
    assert made.parent == run_folder


def test_without_the_runs_folder_each_process_makes_its_own(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv(run_once.FOLDER_VARIABLE, raising=False)
    monkeypatch.setattr(run_once, "_MINE", {})
    calls: list[int] = []
    run_once.value("a deal", lambda: calls.append(1))
    another_process(monkeypatch)
    run_once.value("a deal", lambda: calls.append(2))
    assert calls == [1, 2]
