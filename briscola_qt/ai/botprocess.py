"""A child program on two pipes, with everything it can do bounded (the bot host's bottom half).

``BotProcess`` starts a program in its own process group (a session on POSIX), reads its
output in bounded chunks into a bounded queue of lines, writes to it from a thread with a
deadline, and ends the whole group on every exit path, so a bot that floods, writes one
endless line, never reads, forks or hangs cannot block the host, grow its memory or
outlive it. Failures are ``BotError``s with a ``kind`` (see ``KINDS``) and one clear line.
"""

from __future__ import annotations

import atexit
import contextlib
import os
import queue
import signal
import subprocess
import sys
import threading
import time
import weakref
from collections import deque
from dataclasses import dataclass
from typing import Final

MAX_LINE_BYTES: Final = 64 * 1024
"""The longest line a bot may write; a move answer is a few dozen bytes."""
MAX_QUEUED_LINES: Final = 64
"""Lines a bot may write ahead of the host before it counts as a flood."""
READ_CHUNK: Final = 64 * 1024
ECHO_CHARS: Final = 80
"""How much of a bot's bad output an error message quotes."""

KINDS: Final = {
    "start": "cannot start",
    "hello": "bad hello",
    "illegal": "illegal card",
    "bad-json": "bad JSON",
    "not-utf8": "not UTF-8",
    "bad-answer": "bad answer",
    "timeout": "timeout",
    "write-timeout": "does not read",
    "crash": "crash",
    "closed": "closed output",
    "unasked": "unasked-for answer",
    "too-long": "line too long",
    "flood": "flood",
}
"""Every kind of bot failure, with the words a report uses for it."""


class BotError(Exception):
    """An external bot failed: ``kind`` is one of ``KINDS``, ``detail`` one clear line."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(kind, detail)  # both, so the error survives pickling
        self.kind = kind
        self.detail = detail

    @property
    def label(self) -> str:
        return KINDS.get(self.kind, self.kind)

    def __str__(self) -> str:
        return f"{self.label}: {self.detail}"


def echo(text: str | bytes) -> str:
    """``text`` quoted for an error message, cut to ``ECHO_CHARS`` characters."""
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    text = text.strip()
    cut = text[:ECHO_CHARS]
    more = f"... ({len(text):,} characters)" if len(text) > ECHO_CHARS else ""
    return f"{cut!r}{more}"


def exit_description(code: int | None) -> str:
    """How a process ended, as a person reads it: "exit code 7", "killed by SIGKILL"."""
    if code is None:
        return "still running"
    if code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exit code {code}"


@dataclass(frozen=True)
class _End:
    """What ends the queue of lines: the bot's output closed, or a bound was crossed."""

    kind: str  # "eof", "too-long", "flood", "closed"
    detail: str = ""


class LineQueue:
    """Lines from a bot, at most ``MAX_QUEUED_LINES`` of them, then an end marker."""

    def __init__(self) -> None:
        self._lines: deque[bytes] = deque()
        self._end: _End | None = None
        self._ready = threading.Condition()

    def put(self, line: bytes) -> bool:
        """Queue one line; False (and the queue ends in a flood) when it is full."""
        with self._ready:
            if len(self._lines) >= MAX_QUEUED_LINES:
                self._end = _End("flood", f"wrote more than {MAX_QUEUED_LINES} lines unasked")
                self._ready.notify_all()
                return False
            self._lines.append(line)
            self._ready.notify_all()
            return True

    def end(self, marker: _End) -> None:
        with self._ready:
            if self._end is None:
                self._end = marker
            self._ready.notify_all()

    def _wait_locked(self, timeout_s: float) -> bool:
        """Wait (holding the lock) up to ``timeout_s`` for a line or the end; is one there?"""
        deadline = time.monotonic() + timeout_s
        while not self._lines and self._end is None:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return False
            self._ready.wait(remaining)
        return True

    def get(self, timeout_s: float) -> bytes | _End | None:
        """The next line, the end marker once the lines are used up, or None on time-out."""
        with self._ready:
            if not self._wait_locked(timeout_s):
                return None
            # Lines come in the order they were written, the answer to hello included
            # however slow the host is to read it; a flood is reported by the next
            # check for unasked-for lines (pending), before any further request.
            return self._lines.popleft() if self._lines else self._end

    def wait(self, timeout_s: float) -> None:
        """Wait up to ``timeout_s`` for a line or the end, without taking it."""
        with self._ready:
            self._wait_locked(timeout_s)

    def pending(self) -> bytes | _End | None:
        """A line (or a bound crossed) that is waiting now, without taking it; else None."""
        with self._ready:
            if self._end is not None and self._end.kind != "eof":
                return self._end
            return self._lines[0] if self._lines else None


def _read_lines(stream: int, lines: LineQueue) -> None:
    """Split the bot's output into lines, holding at most one line plus one chunk; the
    thread owns ``stream`` and closes it when done."""
    partial = bytearray()
    try:
        while chunk := os.read(stream, READ_CHUNK):
            partial += chunk
            too_long = False
            while (newline := partial.find(b"\n")) >= 0:
                line = bytes(partial[:newline])
                del partial[: newline + 1]
                if len(line) > MAX_LINE_BYTES:
                    too_long = True
                    break
                if line.strip() and not lines.put(line):
                    return
            if too_long or len(partial) > MAX_LINE_BYTES:
                lines.end(_End("too-long", f"wrote a line longer than {MAX_LINE_BYTES:,} bytes"))
                return
        if partial.strip():
            lines.put(bytes(partial))
        lines.end(_End("eof"))
    except OSError as error:
        lines.end(_End("closed", f"its output could not be read ({error.strerror})"))
    finally:
        with contextlib.suppress(OSError):
            os.close(stream)


class _Writer:
    """Writes to the bot's input from a thread, so a bot that never reads cannot block us.

    The thread owns ``stream`` and closes it after the last job: closing it from another
    thread while a write is stuck could let a later write land in a reused descriptor.
    """

    def __init__(self, stream: int) -> None:
        self._stream = stream
        self._jobs: queue.Queue[tuple[bytes, threading.Event, list[OSError]] | None]
        self._jobs = queue.Queue()
        self._stuck = False
        threading.Thread(target=self._run, daemon=True, name="bot-writer").start()

    def _run(self) -> None:
        try:
            while (job := self._jobs.get()) is not None:
                data, done, failed = job
                try:
                    view = memoryview(data)
                    while view:
                        view = view[os.write(self._stream, view) :]
                except OSError as error:
                    failed.append(error)
                done.set()
        finally:
            with contextlib.suppress(OSError):
                os.close(self._stream)

    def write(self, data: bytes, timeout_s: float) -> None:
        """Write ``data`` within ``timeout_s``; OSError, or TimeoutError if the bot stalls."""
        if self._stuck:
            raise TimeoutError("an earlier write to it has not finished")
        done, failed = threading.Event(), list[OSError]()
        self._jobs.put((data, done, failed))
        if not done.wait(timeout_s):
            self._stuck = True
            raise TimeoutError(f"did not read its input within {timeout_s * 1000:.0f} ms")
        if failed:
            raise failed[0]

    def stop(self) -> None:
        """Close the bot's input once what is queued is written (or has failed)."""
        self._jobs.put(None)


_LIVE: weakref.WeakSet[BotProcess] = weakref.WeakSet()


class BotProcess:
    """One running bot program; ``end()`` removes it and everything it started."""

    def __init__(self, argv: list[str]) -> None:
        # Its own group (a session on POSIX), so one kill ends it and all its children.
        if sys.platform == "win32":
            flags, new_session = subprocess.CREATE_NEW_PROCESS_GROUP, False
        else:
            flags, new_session = 0, True
        self.process: subprocess.Popen[bytes] = subprocess.Popen(
            argv,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            bufsize=0,
            creationflags=flags,
            start_new_session=new_session,
        )
        assert self.process.stdin is not None and self.process.stdout is not None
        _LIVE.add(self)
        # The threads own copies of the pipes, so Popen never closes a descriptor under them.
        stdin, stdout = os.dup(self.process.stdin.fileno()), os.dup(self.process.stdout.fileno())
        self.process.stdin.close()
        self.process.stdout.close()
        self.process.stdin = self.process.stdout = None
        self.lines = LineQueue()
        self._writer = _Writer(stdin)
        threading.Thread(
            target=_read_lines, args=(stdout, self.lines), daemon=True, name="bot-reader"
        ).start()
        self.ended = False

    def write(self, data: bytes, timeout_s: float) -> None:
        self._writer.write(data, timeout_s)

    def exit_code(self, wait_s: float = 0.0) -> int | None:
        """The exit code (negative: the signal), waiting up to ``wait_s`` for it."""
        try:
            return self.process.wait(wait_s) if wait_s > 0 else self.process.poll()
        except subprocess.TimeoutExpired:
            return None

    def end(self, polite: bytes | None = None, wait_s: float = 1.0) -> None:
        """Send ``polite`` (a quit message) if given, wait up to ``wait_s`` for the bot to
        exit, then kill its whole process group: nothing it started survives."""
        if self.ended:
            return
        self.ended = True
        if polite is not None and self.process.poll() is None:
            with contextlib.suppress(OSError, TimeoutError):
                self._writer.write(polite, min(wait_s, 0.5))
        self._writer.stop()
        if polite is not None:
            self.exit_code(wait_s)
        self._kill_group()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(5)
        _LIVE.discard(self)

    def _kill_group(self) -> None:
        if sys.platform != "win32":
            # The group outlives its leader while any child is in it; its id is not reused.
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(self.process.pid, signal.SIGKILL)
        else:
            if self.process.poll() is None:
                with contextlib.suppress(OSError, subprocess.SubprocessError):
                    subprocess.run(
                        ["taskkill", "/T", "/F", "/PID", str(self.process.pid)],
                        capture_output=True,
                        timeout=10,
                    )
            with contextlib.suppress(OSError):
                self.process.kill()


def end_all_bots() -> None:
    """End every bot still running (the host is exiting, however it got there)."""
    for bot in list(_LIVE):
        with contextlib.suppress(Exception):
            bot.end(wait_s=0.0)


atexit.register(end_all_bots)

__all__ = [
    "ECHO_CHARS",
    "KINDS",
    "MAX_LINE_BYTES",
    "MAX_QUEUED_LINES",
    "BotError",
    "BotProcess",
    "LineQueue",
    "echo",
    "end_all_bots",
    "exit_description",
]
