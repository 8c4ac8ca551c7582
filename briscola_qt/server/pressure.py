"""How hard the server is pressed, and what it turns away when it is too hard
(docs/server.md, "When the server is overloaded").

Two measures, each with a bound set by the operator:

- **the event loop's lag**: a task asks to wake every ``SAMPLE_SECONDS`` and measures how
  late it woke. Every message of every table passes through the one loop, so its lag is
  added to every move's round trip; a lag past ``busy_lag_ms`` means the tables' moves are
  already slowed by that much.
- **the pool's queue**: the computer moves and handshakes sent to the pool of processes
  and not yet back. Past ``busy_queue`` a new one would wait behind more work than a
  player should wait for.

While either is past its bound (the lag in ``SPELL`` samples in a row, not one pause; and
for ``HOLD_SECONDS`` after the last time it was, so the server does not flap), the lobby
refuses a new table (``busy``: "the server is busy, try later"). While the pool's queue
is past its bound, a table's new connection is also told ``busy`` before its handshake is
made, so no handshake waits in a long queue (a handshake that takes longer than
``Limits.handshake_seconds`` counts as a wrong try at the code, and three replace it: a
join made slow by load must not spoil a table's code); the app asks again a moment later,
as it does when a host is answering others. Nothing is taken from a table in play: its
moves, its records and its friends' connections go on, only slower. The refusals are
counted and the log says when the server became busy and when it no longer was.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

log = logging.getLogger("briscola_server.pressure")

SAMPLE_SECONDS: Final = 0.1
"""How often the loop's lag is measured."""
HOLD_SECONDS: Final = 5.0
"""How long the server stays busy after a measure was last past its bound."""
SPELL: Final = 2
"""Samples in a row late past the bound that make the server busy. One pause alone (a
garbage collection of a few hundred ms, a slow disk's write) is no overload: counted,
each had refused every new table for ``HOLD_SECONDS``. A loop with more work than its
core can do is late sample after sample."""
BUSY_TEXT: Final = "the server is busy, try later"


@dataclass
class Pressure:
    """The loop's lag and the pool's queue, against their bounds."""

    lag_bound: float = 0.1
    """Seconds of lag past which the server is busy."""
    queue_bound: int = 32
    """Pool jobs waiting or under way past which the server is busy."""
    lag: float = 0.0
    """The last lag measured, in seconds."""
    worst_lag: float = 0.0
    """The worst lag since the last status line (the log)."""
    refused: int = 0
    """New tables and joins turned away busy (the log, tests)."""
    in_flight: Callable[[], int] = lambda: 0
    """The pool's jobs waiting or under way now."""
    hold: float = HOLD_SECONDS
    busy_since: float | None = None
    _until: float = 0.0
    _excused: float = 0.0
    _late: int = 0
    _recent: deque[float] = field(default_factory=lambda: deque(maxlen=600))

    def queue_full(self) -> bool:
        """Whether the pool holds as many jobs as it may (a join is then refused)."""
        full = self.in_flight() >= self.queue_bound
        if full:
            self._until = max(self._until, time.monotonic() + self.hold)
        return full

    def busy(self) -> bool:
        """Whether the server is too pressed for a new table now."""
        now = time.monotonic()
        self.queue_full()
        pressed = now < self._until
        if pressed and self.busy_since is None:
            self.busy_since = now
            log.warning(
                "the server is busy (loop lag %.0f ms, %d jobs in the pool): "
                "new tables and joins are refused",
                self.lag * 1000,
                self.in_flight(),
            )
        elif not pressed and self.busy_since is not None:
            log.warning(
                "the server is no longer busy (busy for %.0f s, %d refused)",
                now - self.busy_since,
                self.refused,
            )
            self.busy_since = None
        return pressed

    def excuse(self, held: float) -> None:
        """The server itself held the loop ``held`` seconds on purpose, once in a long
        while (the sweep's full garbage collection, ten minutes apart): taken off the next
        lag measured when deciding whether the server is busy. The moves it delayed are
        delayed all the same: the lag said (``lag``, ``worst_lag``, the minute's p99) is
        the whole of it, and the collector's log line says why."""
        self._excused += held

    def took(self, lag: float) -> None:
        """A lag measured (seconds); what was excused since the last is not counted
        towards busy."""
        self.lag = lag
        self.worst_lag = max(self.worst_lag, lag)
        self._recent.append(lag)
        counted, self._excused = max(0.0, lag - self._excused), 0.0
        self._late = self._late + 1 if counted > self.lag_bound else 0
        if self._late >= SPELL:
            self._until = max(self._until, time.monotonic() + self.hold)

    def recent_p99(self) -> float:
        """The 99th percentile of the last minute's lags, in seconds."""
        ordered = sorted(self._recent)
        return ordered[int(0.99 * (len(ordered) - 1))] if ordered else 0.0

    async def watch(self) -> None:
        """Measure the loop's lag for ever (a task of the server)."""
        loop = asyncio.get_running_loop()
        while True:
            asked = loop.time()
            await asyncio.sleep(SAMPLE_SECONDS)
            self.took(max(0.0, loop.time() - asked - SAMPLE_SECONDS))
            self.busy()  # (the queue looked at too; the log says when busy begins and ends)
