"""Card pictures rendered once for the whole test run, not once per worker and window size.

The tests' windows draw the same cards at the same sizes in each of the run's workers, and
a worker's own renders (``cardart._rendered``) are pushed out as its tests resize windows:
rendering the decks' SVG files was some 7% of the app tests' CPU. Here each picture the app
draws (``cardart.draw_art``: a file at a pixel size) is kept in a folder the run's workers
share, by the file's path, time and size and the pixel size, and read back from there the
next time any worker draws it. What is kept is the renderer's own output, pixel for pixel
(the raw premultiplied ARGB the renderer drew into), so the app draws exactly what it would
have drawn; a file that cannot be drawn is never kept, and a file changed on disk is a new
key. The folder is made by the run's first process (``make_folder``) and removed at its end.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

FOLDER_VARIABLE = "BRISCOLA_TEST_RENDERS"
"""Where the run keeps the pictures (set by the first process, inherited by the workers)."""

Draw = Callable[[Path, int, int, object], "QImage | None"]


def make_folder() -> Callable[[], None]:
    """Make the run's folder and say where it is to the workers started after this; returns
    what removes it."""
    folder = tempfile.mkdtemp(prefix="briscola-test-renders-")
    os.environ[FOLDER_VARIABLE] = folder
    return lambda: shutil.rmtree(folder, ignore_errors=True)


def _name(path: Path, width: int, height: int) -> str | None:
    try:
        stat = path.stat()
    except OSError:
        return None
    key = f"{path.resolve()}|{stat.st_mtime_ns}|{stat.st_size}|{width}x{height}"
    return hashlib.sha1(key.encode()).hexdigest()


def shared(draw: Draw, folder: Path) -> Draw:
    """``draw`` with its pictures kept in ``folder`` and read back from it."""
    from PySide6.QtGui import QImage

    premultiplied = QImage.Format.Format_ARGB32_Premultiplied

    def draw_shared(path: Path, width: int, height: int, renderer: object) -> QImage | None:
        name = _name(path, width, height)
        if name is None:
            return draw(path, width, height, renderer)
        kept = folder / name
        try:
            data = kept.read_bytes()
        except OSError:
            data = b""
        if len(data) == width * height * 4:
            return QImage(data, width, height, width * 4, premultiplied).copy()
        image = draw(path, width, height, renderer)
        if (
            image is not None
            and image.format() == premultiplied
            and image.bytesPerLine() == width * 4
        ):
            # (another worker or thread may be writing the same picture: each writes a name
            # of its own and renames it, so no reader sees half a picture)
            part = folder / f"{name}.{os.getpid()}.{threading.get_ident()}.part"
            part.write_bytes(bytes(image.constBits()))
            os.replace(part, kept)
        return image

    return draw_shared


def installed(module: object) -> Iterator[None]:
    """While iterated: ``module.draw_art`` (cardart's) reads and keeps its pictures in the
    run's folder. (Nothing changes when no folder was made, as when this file's tests run
    the app in a process of their own.)"""
    folder = os.environ.get(FOLDER_VARIABLE)
    if not folder or not Path(folder).is_dir():
        yield
        return
    original = module.draw_art  # type: ignore[attr-defined]
    module.draw_art = shared(original, Path(folder))  # type: ignore[attr-defined]
    try:
        yield
    finally:
        module.draw_art = original  # type: ignore[attr-defined]
