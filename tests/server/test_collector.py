"""The server's garbage collector (briscola_qt/server/collector.py): set once it has
started, and a collection that holds the tables is logged."""

from __future__ import annotations

import json
import logging
import subprocess
import sys

import pytest

from briscola_qt.server import collector


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
