"""Append-only records, one file per table: a line per event, each with its checksum.

A line is ``CRC32 JSON`` (8 hex digits, a space, the event's compact JSON, a newline).
Each line is written with one ``write`` to a file opened for appending before anyone is
told what it records, so a server killed with SIGKILL has handed every line to the kernel
that a player saw the effect of. ``Syncer`` fsyncs the files written to: every
``fsync_seconds`` (a power cut may lose that long's moves) or, at 0, each line before it
is told. Reading back, a last line cut short (the process killed mid-write) is dropped and
cut off the file; a bad line before the last means the file is damaged (``JournalError``).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import zlib
from pathlib import Path
from typing import Any, Final

from ..engine import bounded_json

MAX_LINE: Final = 60_000
"""The longest line, in bytes (the table's opening line, about 1 KB, is the longest)."""
MAX_FILE: Final = 32_000_000
"""The longest record read back, in bytes (a match of 100 deals is under 500 KB)."""
_LIMITS: Final = bounded_json.Limits(max_bytes=MAX_LINE, max_depth=10, max_number_chars=24)

log = logging.getLogger("briscola_server.journal")


class JournalError(ValueError):
    """A record that cannot be read back; the message says where and why."""


def line_of(event: dict[str, Any]) -> bytes:
    """``event`` as one line of a record."""
    data = json.dumps(event, separators=(",", ":"), ensure_ascii=False).encode()
    if len(data) > MAX_LINE:
        raise ValueError(f"an event of {len(data)} bytes is over the limit")
    return b"%08x %s\n" % (zlib.crc32(data), data)


def _event(line: bytes) -> dict[str, Any] | None:
    """The event a whole line holds, or None if its checksum or JSON does not hold."""
    if len(line) < 10 or line[8:9] != b" ":
        return None
    data = line[9:]
    try:
        if int(line[:8], 16) != zlib.crc32(data):
            return None
        event = bounded_json.loads(data, _LIMITS)
    except (ValueError, bounded_json.BoundedJSONError):
        return None
    if not isinstance(event, dict) or not isinstance(event.get("event"), str):
        return None
    return event


def read_events(raw: bytes, name: str = "record") -> tuple[list[dict[str, Any]], int]:
    """The events of a record's bytes, and how many bytes hold them: a last line cut short
    or failing its checksum is left out (the caller cuts it off); JournalError for a bad
    line before the last."""
    events: list[dict[str, Any]] = []
    good = 0
    lines = raw.split(b"\n")
    for number, line in enumerate(lines[:-1], 1):
        event = _event(line)
        if event is None:
            if number < len(lines) - 1:
                raise JournalError(f"{name}: line {number} is damaged (checksum or JSON)")
            return events, good  # (the last whole line, torn: written in part)
        events.append(event)
        good += len(line) + 1
    return events, good  # (a last line without its newline was cut short)


class Journal:
    """One table's record: appends lines, and can be read back and closed."""

    def __init__(self, path: Path, syncer: Syncer) -> None:
        self.path = path
        self.syncer = syncer
        self.good = 0
        self.torn = 0
        """Bytes of a last line written in part, found by ``read``."""

    def append(self, *events: dict[str, Any]) -> None:
        """Write ``events`` at the record's end (one write); OSError if the disk refuses."""
        data = b"".join(line_of(event) for event in events)
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
        try:
            written = os.write(fd, data)
            if written != len(data):  # (a full disk part-way: the reader drops the torn line)
                raise OSError(f"wrote {written} of {len(data)} bytes")
            if self.syncer.interval == 0:
                os.fsync(fd)
        finally:
            os.close(fd)
        if self.syncer.interval > 0:
            self.syncer.dirty.add(self.path)

    def read(self) -> list[dict[str, Any]]:
        """The record's events, a torn last line left out (``torn`` says how many bytes;
        ``cut_torn`` cuts them off once the record is known good). JournalError."""
        try:
            size = self.path.stat().st_size
            if size > MAX_FILE:
                raise JournalError(f"{self.path.name}: {size} bytes, over {MAX_FILE}")
            raw = self.path.read_bytes()
        except OSError as error:
            raise JournalError(f"{self.path.name}: {error}") from None
        events, good = read_events(raw, self.path.name)
        self.good, self.torn = good, len(raw) - good
        return events

    def cut_torn(self) -> None:
        """Cut off the torn last line ``read`` found, so the next line starts clean."""
        if self.torn:
            log.warning(
                "%s: the last %d bytes were written in part (killed mid-write): cut off",
                self.path.name,
                self.torn,
            )
            with open(self.path, "r+b") as file:
                file.truncate(self.good)
                os.fsync(file.fileno())
            self.torn = 0

    def move_to(self, folder: Path) -> Path:
        """Set the record aside in ``folder`` (closed or damaged tables); its new path."""
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / self.path.name
        os.replace(self.path, target)
        self.syncer.dirty.discard(self.path)
        sync_folder(folder)
        sync_folder(self.path.parent)
        self.path = target
        return target


def sync_folder(folder: Path) -> None:
    """fsync a folder, so a file made or renamed in it stays (where the system allows)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


class Syncer:
    """fsyncs the records written to since the last time, every ``interval`` seconds, in
    a worker thread (an fsync takes milliseconds the event loop should not wait)."""

    def __init__(self, interval: float) -> None:
        self.interval = interval
        self.dirty: set[Path] = set()
        self.synced = 0
        """Records fsync'd so far (tests, the log)."""

    async def run(self) -> None:
        if self.interval == 0:
            return
        while True:
            await asyncio.sleep(self.interval)
            await self.flush()

    async def flush(self) -> None:
        paths, self.dirty = self.dirty, set()
        if paths:
            self.synced += await asyncio.to_thread(_fsync_all, paths)


def _fsync_all(paths: set[Path]) -> int:
    done = 0
    for path in paths:
        try:
            fd = os.open(path, os.O_RDONLY)
        except OSError:
            continue  # (closed and set aside meanwhile: synced as it moved)
        try:
            os.fsync(fd)
            done += 1
        except OSError as error:
            log.error("%s: fsync failed: %s", path.name, error)
        finally:
            os.close(fd)
    return done
