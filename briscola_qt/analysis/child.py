"""An analysis in a child process, so that the judge's hours of Python never share an
interpreter with the table: the table keeps its frames while a deal is judged, and calling
the analysis off ends the process at once.

``ChildAnalysis.start(record, strength)`` starts a fresh interpreter (multiprocessing's
"spawn", the same on Linux, Windows and macOS, and in the frozen app, whose entry point
calls ``multiprocessing.freeze_support()``); ``poll()`` returns what the child has said
since the last call, without waiting: ``Progressed``, then ``Finished`` or ``Failed``. No
Qt here: the app polls it from a timer, a test or the self-test in a loop.
"""

from __future__ import annotations

import multiprocessing
import queue
from dataclasses import dataclass
from multiprocessing.process import BaseProcess
from typing import Any, Final

from ..ai.judge import Strength
from ..engine.errors import RecordError
from ..engine.record import Record
from .model import Analysis
from .review import analyse

END_WAIT_S: Final = 2.0
"""How long ``stop`` waits for the ended child to be reaped."""


@dataclass(frozen=True)
class Progressed:
    done: int
    total: int


@dataclass(frozen=True)
class Finished:
    analysis: Analysis


@dataclass(frozen=True)
class Failed:
    why: str
    """In the judge's words (a bad record), or how the child ended without an answer."""
    exit_code: int | None = None
    """How the child ended when it ended without an answer (None: it gave its reason)."""


Message = Progressed | Finished | Failed


def _child_main(record: Record, strength: Strength, out: Any) -> None:
    """The child's whole life: analyse, saying progress on the way, then the result."""
    try:
        found = analyse(record, strength, progress=lambda d, t: out.put(Progressed(d, t)))
    except RecordError as error:
        out.put(Failed(str(error)))
        return
    out.put(Finished(found))


class ChildAnalysis:
    """One analysis in one child process."""

    def __init__(self, record: Record, strength: Strength) -> None:
        context = multiprocessing.get_context("spawn")
        self._queue: Any = context.Queue()
        self._process: BaseProcess = context.Process(
            target=_child_main,
            args=(record, strength, self._queue),
            name="briscola-analysis",
            daemon=True,
        )
        self._over = False

    def start(self) -> None:
        """Start the child (OSError if the system cannot start a process)."""
        self._process.start()

    def poll(self) -> list[Message]:
        """What the child said since the last call; a ``Failed`` if it ended silently
        (killed, crashed, out of memory). Empty once a final message was given."""
        if self._over:
            return []
        alive = self._process.is_alive()
        # An ended child may have put its last words in the queue just before it ended.
        said = self._drain(wait_s=0.0 if alive else 0.5)
        if said and isinstance(said[-1], Finished | Failed):
            self.stop()
        elif not alive:
            code = self._process.exitcode
            said.append(Failed(f"the analysis stopped unexpectedly (exit code {code})", code))
            self.stop()
        return said

    def _drain(self, wait_s: float) -> list[Message]:
        said: list[Message] = []
        while True:
            try:
                message = self._queue.get(timeout=wait_s) if wait_s else self._queue.get_nowait()
            except queue.Empty:
                return said
            said.append(message)
            if isinstance(message, Finished | Failed):
                return said

    def stop(self) -> None:
        """End the child now (it may be mid-search) and reap it."""
        self._over = True
        if self._process.is_alive():
            self._process.kill()
        if self._process.pid is not None:
            self._process.join(END_WAIT_S)
        self._queue.close()
        self._queue.cancel_join_thread()
