"""The server's garbage collector (briscola_qt/server/collector.py): set once it has
started, and a collection that holds the tables is logged."""

from __future__ import annotations

import asyncio
import gc
import json
import logging
import subprocess
import sys
import time
import weakref
from pathlib import Path

import pytest

from briscola_qt.engine.rules import Rules
from briscola_qt.server import collector

from ..net.tables import run
from .serving import lobby, open_club, play_turns, seat


def test_tune_freezes_what_the_start_made_and_waits_longer_between_collections() -> None:
    # (in a process of its own: frozen objects and thresholds are the whole process's)
    script = (
        "import gc, json; from briscola_qt.server import collector;"
        " before = gc.get_threshold(); collector.tune(); collector.tune();"
        " print(json.dumps([before, gc.get_threshold(), gc.get_freeze_count(),"
        " gc.callbacks.count(collector._timed)]))"
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60
    )
    before, after, frozen, callbacks = json.loads(out.stdout)
    assert after == [collector.YOUNG, before[1], before[2]]
    assert frozen > 1000  # (the modules imported: out of the collector's sight)
    assert callbacks == 1  # (tuned twice, told once)


def test_a_long_collection_is_logged_and_a_short_one_is_not(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    clock = iter([10.0, 10.25, 20.0, 20.01])
    monkeypatch.setattr(collector.time, "perf_counter", lambda: next(clock))
    with caplog.at_level(logging.INFO, logger="briscola_server.collector"):
        for _ in range(2):
            collector._timed("start", {"generation": 2, "collected": 0})
            collector._timed("stop", {"generation": 2, "collected": 3})
    assert [r.getMessage() for r in caplog.records] == [
        "a garbage collection (generation 2) held the tables 250 ms, 3 objects freed"
    ]


def test_the_sweep_makes_a_full_collection_every_so_often_once_tuned(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    made: list[int] = []
    monkeypatch.setattr(collector.gc, "collect", lambda generation=2: made.append(generation))
    clock = [1000.0]
    monkeypatch.setattr(collector.time, "monotonic", lambda: clock[0])
    monkeypatch.setattr(collector, "_last_full", 0.0)
    collector.sweep()
    assert made == []  # (not tuned: Python's own thresholds collect)
    monkeypatch.setattr(collector, "_last_full", 1000.0)
    for step in (1.0, collector.FULL_SECONDS - 2, 1.0, 30.0, collector.FULL_SECONDS):
        clock[0] += step
        collector.sweep()
    assert made == [2, 2]  # (at 600 s, and 600 s after that)


def test_the_sweep_says_how_long_its_full_collection_held_the_tables(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(collector.gc, "collect", lambda generation=2: 0)
    monkeypatch.setattr(collector.time, "monotonic", lambda: 5000.0)
    ticks = iter([7.0, 7.75])
    monkeypatch.setattr(collector.time, "perf_counter", lambda: next(ticks))
    monkeypatch.setattr(collector, "_last_full", 5000.0 - collector.FULL_SECONDS)
    assert collector.sweep() == 0.75
    assert collector.sweep() == 0.0  # (none made: the last was just now)


@pytest.mark.parametrize("excused", [True, False])
def test_the_sweep_s_own_full_collection_does_not_make_the_server_busy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, excused: bool
) -> None:
    """A full collection made on purpose every ten minutes held a 2,000-table server's loop
    about a second, and refused every new table for the five seconds after (7,200 refused
    in a half-hour soak): the club takes that pause off its measure of the loop's lag. Here
    it holds the loop 800 ms, and what it held back holds it 250 ms more just after (the
    next sample late too: two in a row make the server busy). Unsaid (``excused=False``),
    the same pause makes the server busy."""
    made: list[float] = []

    def collected() -> float:
        if made:
            return 0.0
        time.sleep(0.8)
        asyncio.get_running_loop().call_later(0.05, time.sleep, 0.25)
        made.append(0.8)
        return 0.8 if excused else 0.0

    monkeypatch.setattr(collector, "sweep", collected)

    async def scenario() -> tuple[bool, float]:
        club, _ = await open_club(tmp_path, busy_lag_ms=100)
        try:
            async with asyncio.timeout(10):
                while not made:
                    await asyncio.sleep(0.02)
            await asyncio.sleep(0.5)  # (the lag's next samples taken)
            return club.pressure.busy(), club.pressure.worst_lag
        finally:
            await club.stop()

    busy, worst = run(scenario(), 60)
    assert busy is not excused
    # (the pause began within a sample's 100 ms: that sample is 0.7 to 0.8 s late, and the
    # status line's worst lag says it, excused or not)
    assert worst > 0.5


def test_a_closed_table_is_freed_by_its_reference_counts(tmp_path: Path) -> None:
    """No cycle keeps a table once closed: with the collector off, it is gone as soon as
    nothing refers to it (it was some 250 objects in cycles, freed only by a full
    collection, which a tuned server makes rarely)."""

    async def scenario() -> tuple[bool, bool]:
        club, server = await open_club(tmp_path, over_seconds=0.1, idle_seconds=3600)
        gc.disable()
        try:
            hall = await lobby(server)
            created = await hall.create(Rules(2), ["friend", "random"])
            other = await hall.create(Rules(2), ["friend", "random"])  # (stays open)
            await hall.close()
            table = weakref.ref(club.tables[created["table"]])
            anna = seat(server, created, "Anna")
            await anna.connect()
            await play_turns(anna)
            await anna.close()
            async with asyncio.timeout(10):
                while created["table"] in club.tables:
                    await asyncio.sleep(0.02)
            await asyncio.sleep(0.3)  # (the sweep moves on to the other table)
            return table() is None, other["table"] in club.tables
        finally:
            gc.enable()
            await club.stop()

    assert run(scenario(), 60) == (True, True)
