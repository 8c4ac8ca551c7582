"""Reading what the command line is given (a record file, standard input) within limits.

``read_bounded`` reads a whole file or standard input, at most ``max_bytes`` of it and
within ``timeout_s`` (a FIFO nobody writes to, or a pipe that never closes, would
otherwise hang the program); ``bounded_lines`` splits a stream into lines of at most
``max_bytes`` each without ever holding more. Problems are ``InputError``s, one line each.
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Iterator
from typing import Final

CHUNK: Final = 64 * 1024


class InputError(Exception):
    """Input that cannot be read: closed, missing, a folder, too big or too slow."""


def _name(source: str) -> str:
    return "standard input" if source == "-" else source


def _read_all(stream: int, source: str, max_bytes: int) -> bytes:
    data = bytearray()
    while chunk := os.read(stream, CHUNK):
        data += chunk
        if len(data) > max_bytes:
            raise InputError(f"{_name(source)}: more than {max_bytes:,} bytes")
    return bytes(data)


def _stdin_descriptor() -> int:
    if sys.stdin is None:  # Python's view of a closed descriptor 0 (``<&-``)
        raise InputError("standard input is closed")
    try:
        return sys.stdin.fileno()
    except (OSError, ValueError):
        raise InputError("standard input is closed") from None


def read_bounded(source: str, max_bytes: int, timeout_s: float) -> bytes:
    """The bytes of file ``source`` (``-``: standard input); InputError on any problem."""
    stream = _stdin_descriptor() if source == "-" else None
    done: list[bytes] = []
    failed: list[InputError] = []

    def read() -> None:
        try:
            if stream is not None:
                done.append(_read_all(stream, source, max_bytes))
                return
            # Opening a FIFO waits for a writer: that wait is inside the time limit too.
            with open(source, "rb") as handle:
                done.append(_read_all(handle.fileno(), source, max_bytes))
        except InputError as error:
            failed.append(error)
        except OSError as error:
            failed.append(InputError(f"cannot read {_name(source)}: {error.strerror or error}"))

    # A thread, not select(): it bounds the open() of a FIFO as well, on every system.
    reader = threading.Thread(target=read, daemon=True, name="input-reader")
    reader.start()
    reader.join(timeout_s)
    if reader.is_alive():
        raise InputError(f"{_name(source)}: nothing to read within {timeout_s:g} s")
    if failed:
        raise failed[0]
    return done[0]


def bounded_lines(stream: int, max_bytes: int) -> Iterator[bytes | None]:
    """The lines of ``stream`` (without their newline); None in place of a line longer than
    ``max_bytes``, whose bytes are skipped up to the next newline without being kept."""
    partial = bytearray()
    skipping = False
    while chunk := os.read(stream, CHUNK):
        partial += chunk
        while (newline := partial.find(b"\n")) >= 0:
            line = bytes(partial[:newline])
            del partial[: newline + 1]
            if skipping:
                skipping = False
                continue
            yield None if len(line) > max_bytes else line
        if len(partial) > max_bytes:
            if not skipping:
                yield None
            skipping = True
            partial.clear()
    if partial and not skipping:
        yield None if len(partial) > max_bytes else bytes(partial)
