"""Python's garbage collector, set for a server that holds thousands of tables
(docs/server.md, "The garbage collector").

Every object the collector tracks is looked at again by each full collection, and a
thousand tables are some 560,000 of them: with Python's own thresholds a full collection
came every 20 to 45 s while tables were being opened and held the event loop (every
table's moves) for up to half a second at a time, 9 times in a 1,000-table run, and the
younger collections held it 10 to 24 ms, 54 times; none of those made while the tables
were being opened found anything to free. So:

- what the server made before its first table (the modules, the tables opened again from
  their records) is moved out of the collector's sight (``gc.freeze``);
- a young collection waits for ``YOUNG`` new objects, not 700, so the collections, each
  about as long as before, come a few dozen times less often;
- a full collection is made every ``FULL_SECONDS`` (``sweep``, from the server's sweep):
  the thresholds above leave the full ones to come only after millions of new objects,
  and what a closed table leaves in cycles (a few dozen objects of its connections') would
  pile up until then;
- a collection that still holds the loop longer than ``SLOW_MS`` is logged.

A closed table itself is freed by its reference counts (``ServedTable.close`` lets go of
the methods it and its door kept of it, and a friend's sender task is let go of when the
friend leaves): a table used to be some 250 objects in cycles once closed.
"""

from __future__ import annotations

import gc
import logging
import time
from typing import Any, Final

log = logging.getLogger("briscola_server.collector")

YOUNG: Final = 50_000
"""New objects (allocations less deallocations) between two young collections."""
SLOW_MS: Final = 100.0
"""A collection at least this long is logged."""
FULL_SECONDS: Final = 600.0
"""Seconds between two full collections made by ``sweep``."""

_started = 0.0
_last_full = 0.0


def _timed(phase: str, info: dict[str, Any]) -> None:
    global _started
    if phase == "start":
        _started = time.perf_counter()
        return
    held = (time.perf_counter() - _started) * 1000
    if held >= SLOW_MS:
        log.info(
            "a garbage collection (generation %d) held the tables %.0f ms, %d objects freed",
            info["generation"],
            held,
            info["collected"],
        )


def tune() -> None:
    """Set the collector for serving (once, when the server has started)."""
    global _last_full
    gc.collect()
    gc.freeze()
    _last_full = time.monotonic()
    _, middle, old = gc.get_threshold()
    gc.set_threshold(YOUNG, middle, old)
    if _timed not in gc.callbacks:
        gc.callbacks.append(_timed)


def sweep() -> float:
    """A full collection if the last was ``FULL_SECONDS`` ago or more (once ``tune`` has
    set the collector: else Python's own thresholds make them); the seconds it held the
    tables (0 when none was made)."""
    global _last_full
    now = time.monotonic()
    if not _last_full or now - _last_full < FULL_SECONDS:
        return 0.0
    _last_full = now
    started = time.perf_counter()
    gc.collect()
    return time.perf_counter() - started
