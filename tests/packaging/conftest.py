"""Packaging tests: they build the wheel and the frozen app, so they take minutes and are
left out of the everyday run (pyproject addopts); .ci/run runs them with -m packaging -n 0."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DECKS = (
    "neapolitan",
    "piacentine",
    "siciliane",
    "brescian",
    "triestine",
    "french",
    "french-4color",
)


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


# Run inside a private mount namespace: the folder that holds the library ($1) is
# replaced by a folder of links to everything else in it ($2: the original, $3: the links).
HIDE_SCRIPT = """set -e
mount --bind "$1" "$2"
mount -t tmpfs tmpfs "$3"
cp -as "$2"/. "$3"/
rm -f "$3/$4"*
mount --bind "$3" "$1"
shift 4
exec "$@"
"""


def hiding(soname: str, scratch: Path) -> list[str]:
    """A command prefix that runs a command with the system library ``soname`` hidden
    from the dynamic loader, as on a system that lacks its package. Only that command's
    own mount namespace changes: the rest of the machine still sees the library."""
    unshare = require("unshare")
    ldconfig = shutil.which("ldconfig", path="/sbin:/usr/sbin:/usr/bin:/bin")
    if ldconfig is None:
        pytest.skip("ldconfig is not installed")
    listing = run([ldconfig, "-p"]).stdout
    found = re.search(rf"^\s*{re.escape(soname)} \(.*\) => (\S+)$", listing, re.MULTILINE)
    assert found, f"{soname} is not installed here (.ci/run installs it)"
    folder = Path(found.group(1)).resolve().parent
    keep, links = scratch / "original", scratch / "links"
    keep.mkdir()
    links.mkdir()
    namespace = [unshare, "--mount", "--propagation", "private"]
    if os.geteuid() != 0:
        namespace.append("--map-root-user")
    probe = run([*namespace, "true"])
    if probe.returncode != 0:
        message = f"cannot make a mount namespace: {probe.stderr.strip()}"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return [
        *namespace,
        "/bin/sh",
        "-c",
        HIDE_SCRIPT,
        "sh",
        str(folder),
        str(keep),
        str(links),
        soname,
    ]


@pytest.fixture(scope="session")
def x_display() -> Iterator[str]:
    """A private X server (Xvfb) for the session; its display, e.g. ":5"."""
    require("Xvfb")
    sys.path.insert(0, str(ROOT / "packaging"))
    from xvfb import private_display

    with private_display() as display:
        yield display
