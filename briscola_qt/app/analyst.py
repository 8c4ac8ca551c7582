"""The review's analyses, worked out off the GUI thread and kept with their deals.

``Analyst.start(deal)`` asks the judge (``briscola_qt.analysis.analyse``) about one
finished deal of the match in a worker thread; progress and the result come back as
signals. One analysis runs at a time; a new game, a new deal or the window closing calls
it off. A finished analysis is kept by its deal's number in the match, so a review opens
at once the second time; a new match forgets them.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QThreadPool, Signal

from ..analysis import DEFAULT, Analysis, SearchCancelledError, Strength, analyse
from ..engine.errors import RecordError
from ..engine.match import Match
from ..engine.record import Record, record_of
from .controller import GameController

WORK_SLICE_S = 0.003
PAUSE_S = 0.002
"""The analysis works WORK_SLICE_S at a time, then leaves PAUSE_S to the table."""


class GentleCancel(threading.Event):
    """A cancel flag that the judge's search reads often, and that makes the reading
    thread pause a moment after each slice of work: the analysis shares the interpreter
    with the table (one thread runs Python at a time), so the table's frames find it free.
    """

    def __init__(self, work_s: float = WORK_SLICE_S, pause_s: float = PAUSE_S) -> None:
        super().__init__()
        self.work_s = work_s
        self.pause_s = pause_s
        self._since = time.perf_counter()

    def is_set(self) -> bool:
        now = time.perf_counter()
        if now - self._since >= self.work_s:
            time.sleep(self.pause_s)  # (releases the interpreter to the GUI thread)
            self._since = time.perf_counter()
        return super().is_set()


class _Relay(QObject):
    progressed = Signal(int, int, int, int)  # job, deal, steps done, steps in all
    analysed = Signal(int, int, object)  # job, deal, Analysis
    failed = Signal(int, int, str)  # job, deal, why


def _analysis_job(
    relay: _Relay,
    job: int,
    deal: int,
    record: Record,
    strength: Strength,
    cancel: GentleCancel,
) -> Callable[[], None]:
    """The analysis of one deal, to run in a worker thread (a plain callable, as the
    controller's thinking jobs: PySide keeps no reference to it once it has run)."""

    def work() -> None:
        def progress(done: int, total: int) -> None:
            relay.progressed.emit(job, deal, done, total)

        try:
            found = analyse(record, strength, progress=progress, cancel=cancel)
        except SearchCancelledError:
            return  # called off: nobody waits for it
        except RecordError as error:
            relay.failed.emit(job, deal, str(error))
            return
        relay.analysed.emit(job, deal, found)

    return work


class Analyst(QObject):
    """Analyses of the match's finished deals, one at a time, kept by deal number."""

    progressed = Signal(int, int, int)
    """The deal being analysed, steps done, steps in all."""
    analysed = Signal(int, object)
    """A deal's number and its ``Analysis``."""
    stopped = Signal(int, str)
    """A deal's analysis ended without a result: called off (""), or why it failed."""

    def __init__(
        self,
        controller: GameController,
        strength: Strength = DEFAULT,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.strength = strength
        """How hard the judge looks (the app's default; the tests a cheaper one)."""
        self._kept: dict[int, Analysis] = {}
        self._match: Match | None = None
        """The match whose deals ``_kept`` holds."""
        self._job = 0
        self._running: int | None = None
        """The deal being analysed."""
        self._cancel = threading.Event()
        self._relay = _Relay(self)
        self._relay.progressed.connect(self._on_progressed)
        self._relay.analysed.connect(self._on_analysed)
        self._relay.failed.connect(self._on_failed)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        controller.dealStarted.connect(self._on_deal_started)

    def result(self, deal: int) -> Analysis | None:
        """The analysis of deal ``deal`` of the match on the table, if it is done."""
        self._forget_other_matches()
        return self._kept.get(deal)

    def running(self) -> int | None:
        """The deal being analysed now, if any."""
        return self._running

    def start(self, deal: int) -> bool:
        """Analyse finished deal ``deal`` in the background (nothing if it is done or
        under way); False if the match has no such finished deal."""
        self._forget_other_matches()
        record = self.record(deal)
        if record is None:
            return False
        if deal in self._kept or self._running == deal:
            return True
        self.cancel()
        self._job += 1
        self._running = deal
        self._cancel = GentleCancel()
        self._pool.start(
            _analysis_job(self._relay, self._job, deal, record, self.strength, self._cancel)
        )
        return True

    def record(self, deal: int) -> Record | None:
        """The record of finished deal ``deal`` of the match, None if there is none."""
        finished = self.controller.finished
        return record_of(finished[deal]) if 0 <= deal < len(finished) else None

    def cancel(self) -> None:
        """Call off the analysis under way (its result will be ignored)."""
        self._cancel.set()
        if self._running is not None:
            deal, self._running = self._running, None
            self.stopped.emit(deal, "")

    def stop(self) -> None:
        """Call off the analysis and wait for the worker (the window is closing)."""
        self.cancel()
        self._pool.waitForDone(2000)

    def _forget_other_matches(self) -> None:
        if self.controller.match is not self._match:
            self.cancel()
            self._kept.clear()
            self._match = self.controller.match

    def _on_deal_started(self) -> None:
        self.cancel()
        self._forget_other_matches()

    def _on_progressed(self, job: int, deal: int, done: int, total: int) -> None:
        if job == self._job and self._running == deal:
            self.progressed.emit(deal, done, total)

    def _on_analysed(self, job: int, deal: int, found: Analysis) -> None:
        if job != self._job or self._running != deal:
            return
        self._running = None
        self._kept[deal] = found
        self.analysed.emit(deal, found)

    def _on_failed(self, job: int, deal: int, why: str) -> None:
        if job == self._job and self._running == deal:
            self._running = None
            self.stopped.emit(deal, why)
