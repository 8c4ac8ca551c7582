"""Packaging tests: they build the wheel and the frozen app, so they take minutes and are
left out of the everyday run (pyproject addopts); .ci/run runs them with -m packaging -n 0."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DECKS = ("neapolitan", "brescian", "french", "french-4color")


def require(tool: str) -> str:
    """The path of a tool these tests need; in CI a missing tool fails, elsewhere it skips."""
    found = shutil.which(tool)
    if found:
        return found
    message = f"{tool} is not installed (.ci/run installs it)"
    if os.environ.get("CI"):
        pytest.fail(message)
    pytest.skip(message)


def minimal_env(home: Path, **extra: str) -> dict[str, str]:
    """A bare environment (`env -i PATH=/usr/bin:/bin HOME=... QT_QPA_PLATFORM=offscreen`):
    no Python paths, no locale, nothing from the checkout."""
    return {
        "PATH": "/usr/bin:/bin",
        "HOME": str(home),
        "QT_QPA_PLATFORM": "offscreen",
        **extra,
    }


def run(
    command: list[str], timeout: float = 120, **kwargs: object
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(  # type: ignore[call-overload, no-any-return]
        command, capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL, **kwargs
    )


def check_picture(path: Path) -> None:
    """The PNG exists and shows a table: a felt with cards on it (many colours)."""
    from PySide6.QtGui import QImage

    image = QImage(str(path))
    assert not image.isNull(), f"{path} is not a PNG"
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 12) for y in range(0, image.height(), 12)
    }
    assert len(colours) > 50, f"{path} shows almost nothing"


@pytest.fixture(scope="session")
def python() -> str:
    return sys.executable
