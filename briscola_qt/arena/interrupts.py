"""SIGINT, SIGTERM and SIGHUP during a match: stop cleanly instead of dying mid-write.

``catching()`` turns those signals into an ``Interrupted`` exception raised in the main
thread, so ``finally`` blocks save the game in progress and end the bots; ``deferred()``
holds a signal back while a file is being written, then raises it. Only the first signal
is raised: the clean-up that follows is not interrupted again.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Iterator
from types import FrameType
from typing import Final

SIGNALS: Final = tuple(
    getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)
)


class Interrupted(BaseException):
    """A stop signal arrived; ``exit_code`` is 128 plus its number, as shells report it."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum

    @property
    def name(self) -> str:
        return signal.Signals(self.signum).name

    @property
    def exit_code(self) -> int:
        return 128 + self.signum


class _State:
    holding = 0
    pending: int | None = None
    fired = False


_state = _State()


def _handler(signum: int, frame: FrameType | None) -> None:
    if _state.fired:
        return  # already stopping: let the clean-up finish
    if _state.holding:
        _state.pending = signum
        return
    _state.fired = True
    raise Interrupted(signum)


@contextlib.contextmanager
def catching() -> Iterator[None]:
    """Within the block, a stop signal raises ``Interrupted`` (main thread only)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    _state.holding, _state.pending, _state.fired = 0, None, False
    previous = {signum: signal.signal(signum, _handler) for signum in SIGNALS}
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)


@contextlib.contextmanager
def deferred() -> Iterator[None]:
    """A stop signal arriving within the block is raised when the block ends."""
    _state.holding += 1
    try:
        yield
    finally:
        _state.holding -= 1
    if not _state.holding and _state.pending is not None and not _state.fired:
        signum, _state.pending = _state.pending, None
        _state.fired = True
        raise Interrupted(signum)
