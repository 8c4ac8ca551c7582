"""The review's analyses, worked out in a child process and kept with their deals.

``Analyst.start(deal)`` asks the judge (``briscola_qt.analysis.analyse``) about one
finished deal of the match in a child process (``analysis.child``), so the judge never
takes the interpreter from the table; a timer collects its progress and result, given on
as signals. One analysis runs at a time; a new game, a new deal or the window closing ends
it. A finished analysis is kept by its deal's number in the match and on disk (by its
record, ``analysis.kept``), so a review opens at once the second time, in a later run too.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QObject, QTimer, Signal

from ...analysis import DEFAULT, Analysis, Strength
from ...analysis.child import ChildAnalysis, Failed, Finished, Progressed
from ...analysis.kept import KeptAnalyses
from ...engine.match import BaseMatch
from ...engine.record import Record, record_of
from ..game.controller import GameController
from ..text.words import fill

POLL_MS: Final = 50
"""How often the table looks for what the analysis said."""


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
        strength: Strength | None = None,
        kept: KeptAnalyses | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.strength = DEFAULT if strength is None else strength
        """How hard the judge looks (the app's default; the tests a cheaper one)."""
        self.kept = kept
        """The analyses kept on disk (from earlier runs too), if any."""
        self._judging: Record | None = None
        """The record being analysed."""
        self._kept: dict[int, Analysis] = {}
        self._match: BaseMatch | None = None
        """The match whose deals ``_kept`` holds."""
        self._running: int | None = None
        """The deal being analysed."""
        self._child: ChildAnalysis | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._collect)
        controller.dealStarted.connect(self._on_deal_started)

    def result(self, deal: int) -> Analysis | None:
        """The analysis of deal ``deal`` of the match on the table, if it is done (in this
        run, or kept on disk from before)."""
        self._forget_other_matches()
        found = self._kept.get(deal)
        record = self.record(deal) if found is None and self.kept is not None else None
        if record is not None and self.kept is not None:
            found = self.kept.get(record, self.strength.name)
            if found is not None:
                self._kept[deal] = found
        return found

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
        child = ChildAnalysis(record, self.strength)
        try:
            child.start()
        except OSError as error:
            self.stopped.emit(deal, str(error))
            return True
        self._child, self._running, self._judging = child, deal, record
        self._timer.start()
        return True

    def record(self, deal: int) -> Record | None:
        """The record of finished deal ``deal`` of the match, None if there is none."""
        finished = self.controller.finished
        return record_of(finished[deal]) if 0 <= deal < len(finished) else None

    def cancel(self) -> None:
        """Call off the analysis under way (its child process is ended)."""
        self._end_child()
        if self._running is not None:
            deal, self._running = self._running, None
            self.stopped.emit(deal, "")

    def stop(self) -> None:
        """Call off the analysis (the window is closing)."""
        self.cancel()

    def _end_child(self) -> None:
        self._timer.stop()
        if self._child is not None:
            self._child.stop()
            self._child = None

    def _forget_other_matches(self) -> None:
        if self.controller.match is not self._match:
            self.cancel()
            self._kept.clear()
            self._match = self.controller.match

    def _on_deal_started(self) -> None:
        self.cancel()
        self._forget_other_matches()

    def _why(self, failed: Failed) -> str:
        if failed.exit_code is None:
            return failed.why
        return fill(
            self.tr("the analysis stopped unexpectedly (exit code %1)"), str(failed.exit_code)
        )

    def _collect(self) -> None:
        """Pass on what the child said since the last look."""
        deal = self._running
        if self._child is None or deal is None:
            self._timer.stop()
            return
        for message in self._child.poll():
            if isinstance(message, Progressed):
                self.progressed.emit(deal, message.done, message.total)
            elif isinstance(message, Finished):
                self._end_child()
                self._running = None
                self._kept[deal] = message.analysis
                if self.kept is not None and self._judging is not None:
                    self.kept.put(self._judging, message.analysis)
                self.analysed.emit(deal, message.analysis)
            elif isinstance(message, Failed):
                self._end_child()
                self._running = None
                self.stopped.emit(deal, self._why(message))
