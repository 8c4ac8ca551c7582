"""briscola-qt --screenshot renders a seeded table to a PNG and exits; bad options fail cleanly."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage


def run(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", "briscola_qt.app.main", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )


def test_screenshot_writes_a_png_of_the_requested_size(qapp: object, tmp_path: Path) -> None:
    out = tmp_path / "table.png"
    done = run(
        "--screenshot",
        str(out),
        "--size",
        "900x600",
        "--seed",
        "4",
        "--deck",
        "french",
        "--players",
        "4",
        "--face-up",
        "--moves",
        "2",
        home=tmp_path,
    )
    assert done.returncode == 0, done.stderr
    # Qt's offscreen notice about size hints is not the player's business.
    assert "propagateSizeHints" not in done.stderr
    image = QImage(str(out))
    assert not image.isNull()
    assert (image.width(), image.height()) == (900, 600)
    # The felt is green and cards are drawn on it: many distinct colours.
    colours = {image.pixel(x, y) for x in range(0, 900, 15) for y in range(0, 600, 15)}
    assert len(colours) > 50


def test_bad_options_are_one_clear_line(tmp_path: Path) -> None:
    for args in (["--size", "huge"], ["--deck", "tarot"], ["--players", "5"]):
        done = run("--screenshot", str(tmp_path / "x.png"), *args, home=tmp_path)
        assert done.returncode == 2
        assert "Traceback" not in done.stderr
    done = run(
        "--screenshot",
        str(tmp_path / "x.png"),
        "--variant",
        "double",
        "--players",
        "4",
        home=tmp_path,
    )
    assert done.returncode == 2 and "two players" in done.stderr
