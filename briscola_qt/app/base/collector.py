"""Python's cyclic garbage collector run from the event loop, not wherever an allocation
happens to cross its threshold.

PySide calls into Python from inside Qt: a slot, or a check whether a class overrides a
virtual method (``QObject.disconnect`` asks about ``disconnectNotify`` while it holds a
signal-and-slot lock). An automatic collection that starts there may destroy QObjects held
in Python reference cycles, and their destructors wait for a lock of the same pool: the
process freezes for good. It was seen once in the suite (7 December 2026): a window being
made, ``QTableView.setModel`` > ``QObject::disconnect`` > a collection > ``~QObject``
waiting on the lock, with no CPU, until CI's time ran out. The same could freeze a
player's game, and a collection in one of the app's worker threads (card renders, hints)
would destroy QObjects off the main thread.

``EventLoopCollector(parent)`` turns the automatic collector off and, every
``INTERVAL_MS``, collects as Python would have: the oldest generation whose count has
passed its threshold, with the younger ones. ``stop()`` turns the automatic collector back
on, if it was on.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 500
"""How often the loop looks whether a collection is due (one costs a few milliseconds)."""


class EventLoopCollector(QObject):
    def __init__(self, parent: QObject, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self._was_on = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start(interval_ms)

    def collect_due(self) -> int:
        """Collect the generations whose counts have passed their thresholds, as Python's
        own collector would have; returns how many unreachable objects it found."""
        counts, limits = gc.get_count(), gc.get_threshold()
        due = -1
        for generation in range(3):
            if counts[generation] <= limits[generation]:
                break
            due = generation
        return gc.collect(due) if due >= 0 else 0

    def stop(self) -> None:
        """The automatic collector on again (if it was), this one idle."""
        self._timer.stop()
        if self._was_on:
            gc.enable()
