"""Costly test inputs worked out once for the whole test run, not once in each worker.

Some tests share an input that takes seconds of CPU to make: a deal judged by the coach, a
history of deals played and judged. A module's tests are handed out to all of the run's
xdist workers, so a per-process cache (``functools.cache``, a module fixture) made the same
input once in each worker. Here the first process to ask makes it, under a lock the others
wait on, and keeps it in a folder the run's processes share (made by the run's first
process, removed at its end); the others read it back. What is kept is the value itself
(pickled) or the folder of files it made, so every test sees exactly what it would have
made. Without the folder (a test run in a process of its own) or without file locks (on
Windows), each process makes its own, as before.
"""

from __future__ import annotations

import atexit
import hashlib
import os
import pickle
import shutil
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

try:
    import fcntl
except ImportError:  # (Windows: no shared folder, each process makes its own)
    fcntl = None  # type: ignore[assignment]

FOLDER_VARIABLE = "BRISCOLA_TEST_RUN_ONCE"
"""Where the run keeps what it made (set by the first process, inherited by the workers)."""

T = TypeVar("T")

_MINE: dict[str, object] = {}
"""What this process made or read already, by name."""


def make_folder() -> Callable[[], None]:
    """Make the run's folder and say where it is to the workers started after this; returns
    what removes it."""
    folder = tempfile.mkdtemp(prefix="briscola-test-once-")
    os.environ[FOLDER_VARIABLE] = folder
    return lambda: shutil.rmtree(folder, ignore_errors=True)


def _folder() -> Path | None:
    folder = os.environ.get(FOLDER_VARIABLE)
    if fcntl is None or not folder or not Path(folder).is_dir():
        return None
    return Path(folder)


@contextmanager
def _locked(folder: Path, key: str) -> Iterator[None]:
    """Held by one process of the run at a time for ``key``."""
    assert fcntl is not None
    with open(folder / f"{key}.lock", "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _key(name: str) -> str:
    return hashlib.sha1(name.encode()).hexdigest()


def value(name: str, make: Callable[[], T]) -> T:
    """``make()``, called once in the run for ``name`` (which says everything the value
    depends on); its result pickled for the run's other processes."""
    if name in _MINE:
        return _MINE[name]  # type: ignore[return-value]
    folder = _folder()
    if folder is None:
        made = make()
    else:
        key = _key(name)
        kept = folder / f"{key}.pickle"
        with _locked(folder, key):
            if kept.exists():
                made = pickle.loads(kept.read_bytes())
            else:
                made = make()
                part = folder / f"{key}.part"
                part.write_bytes(pickle.dumps(made))
                os.replace(part, kept)
    _MINE[name] = made
    return made


def files(name: str, make: Callable[[Path], None]) -> Path:
    """A folder filled by ``make(folder)`` once in the run for ``name``: the same folder for
    every process of the run (readers copy from it; nobody writes to it after ``make``)."""
    if name in _MINE:
        return _MINE[name]  # type: ignore[return-value]
    folder = _folder()
    if folder is None:
        made = Path(tempfile.mkdtemp(prefix="briscola-test-once-"))
        atexit.register(shutil.rmtree, made, True)
        make(made)
    else:
        key = _key(name)
        made = folder / key
        with _locked(folder, key):
            if not (folder / f"{key}.done").exists():
                shutil.rmtree(made, ignore_errors=True)  # (a maker that failed midway)
                made.mkdir()
                make(made)
                (folder / f"{key}.done").touch()
    _MINE[name] = made
    return made
