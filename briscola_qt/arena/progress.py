"""Progress bars for the arena's long commands (``analyze``, ``match``): tqdm (the
optional ``arena`` extra), on standard error, and only when standard error is a terminal,
so a pipe or a log file never receives one."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager


@contextmanager
def progress_bar(total: int, unit: str, description: str) -> Iterator[Callable[[int], None]]:
    """A function to call with the count done so far (out of ``total``)."""
    stream = sys.stderr
    if stream is None or not stream.isatty():
        yield lambda done: None
        return
    try:
        from tqdm import tqdm  # only a terminal pays for the import
    except ImportError:  # (the optional "arena" extra: without it, no bar)
        yield lambda done: None
        return

    with tqdm(total=total, unit=unit, desc=description, file=stream, leave=False) as bar:

        def update(done: int) -> None:
            if done > bar.n:
                bar.update(done - bar.n)

        yield update
