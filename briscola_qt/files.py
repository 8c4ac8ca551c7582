"""Files the program writes for keeps (saved games, records): written whole or not at all.

`write_atomic` writes to a temporary file beside the target, flushes it to the disk and
renames it over the target, so a crash, a kill or a power cut mid-write leaves either the
old file or the new one, never half of one. `move_aside` keeps a file that could not be
read under a new name instead of deleting it.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path


def write_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` by ``data`` atomically; OSError (the old file intact) on failure."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    # The rename itself reaches the disk once the folder is synced (POSIX; Windows has no
    # directory handles to sync and makes the rename durable itself).
    if os.name == "posix":
        with contextlib.suppress(OSError):
            folder = os.open(path.parent, os.O_RDONLY)
            try:
                os.fsync(folder)
            finally:
                os.close(folder)


def move_aside(path: Path, why: str = "broken") -> Path:
    """Rename ``path`` to ``NAME.WHY-YYYYMMDD-HHMMSS`` (with a counter if taken); return it."""
    stamp = time.strftime("%Y%m%d-%H%M%S")

    def numbered(counter: int) -> Path:
        suffix = "" if counter == 1 else f"-{counter}"
        return path.with_name(f"{path.name}.{why}-{stamp}{suffix}")

    # The first free number, found by doubling then halving (the numbers are taken in
    # order, so a few looks suffice even after thousands in one second); the name used
    # is always one seen free.
    taken, free = 1, 1
    if numbered(1).exists():
        free = 2
        while numbered(free).exists():
            taken, free = free, free * 2
        while free - taken > 1:
            middle = (taken + free) // 2
            if numbered(middle).exists():
                taken = middle
            else:
                free = middle
    target = numbered(free)
    os.replace(path, target)
    return target
