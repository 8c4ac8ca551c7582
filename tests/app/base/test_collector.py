"""Python's cyclic collections are made from the event loop, not inside Qt's calls
(briscola_qt/app/base/collector.py)."""

from __future__ import annotations

import gc
import weakref
from typing import Any

from briscola_qt.app.base.collector import EventLoopCollector


class _Node:
    def __init__(self) -> None:
        self.me = self  # (a cycle: only the cyclic collector frees it)


def test_cycles_are_freed_by_the_event_loop_and_the_automatic_collector_comes_back(
    qtbot: Any, qapp: Any
) -> None:
    suite_s = gc.isenabled()  # (the app tests' own collector has it off: set aside here)
    gc.enable()
    collector = EventLoopCollector(qapp, interval_ms=10)
    try:
        assert not gc.isenabled()
        # More cycles left behind than Python's own collector lets pile up before it
        # collects: none is freed until the event loop runs.
        nodes = [_Node() for _ in range(3 * gc.get_threshold()[0])]
        gone = weakref.ref(nodes[0])
        del nodes
        assert gone() is not None
        qtbot.waitUntil(lambda: gone() is None, timeout=5000)
    finally:
        collector.stop()
    assert gc.isenabled()
    if not suite_s:
        gc.disable()


def test_a_collection_is_made_only_when_one_is_due(qapp: Any) -> None:
    collector = EventLoopCollector(qapp, interval_ms=60_000)
    try:
        gc.collect()
        assert collector.collect_due() == 0  # (nothing allocated since: nothing due)
        nodes = [_Node() for _ in range(gc.get_threshold()[0] + 1)]
        del nodes
        assert collector.collect_due() >= gc.get_threshold()[0] + 1
    finally:
        collector.stop()
