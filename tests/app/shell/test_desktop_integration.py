"""The app on the desktop: it names its desktop entry, --screenshot writes its throwaway
settings into the platform's cache folder, and an empty QT_QPA_PLATFORM means unset."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_the_app_names_its_desktop_entry(qapp: object, tmp_path: Path) -> None:
    from PySide6.QtGui import QGuiApplication

    from briscola_qt.app.shell import main

    assert main.main(["--self-test", str(tmp_path / "report.txt")]) == 0
    name = QGuiApplication.desktopFileName()
    assert name == "io.github.briscola_qt.Briscola"
    assert (ROOT / "packaging" / "linux" / f"{name}.desktop").is_file()


def bare(home: Path, **extra: str) -> dict[str, str]:
    keep = {k: os.environ[k] for k in ("PATH", "BRISCOLA_QT_DATA") if k in os.environ}
    return {**keep, "HOME": str(home), "PYTHONPATH": str(ROOT), **extra}


def test_screenshot_settings_go_to_the_platforms_cache_folder(tmp_path: Path) -> None:
    cache = tmp_path / "xdg-cache"
    done = subprocess.run(
        [
            sys.executable,
            "-X",
            "faulthandler",  # (a crash names its place on standard error)
            "-m",
            "briscola_qt.app.shell.main",
            "--screenshot",
            str(tmp_path / "t.png"),
            "--seed",
            "1",
        ],
        env=bare(tmp_path, XDG_CACHE_HOME=str(cache), QT_QPA_PLATFORM="offscreen"),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert (cache / "briscola-qt" / "Briscola" / "screenshot.ini").is_file()
    assert not (tmp_path / ".cache").exists()


def test_an_empty_platform_variable_means_unset(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "briscola_qt.app.shell.main", "--self-test"],
        env=bare(tmp_path, QT_QPA_PLATFORM=""),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines()[-1] == "briscola-qt self-test passed"
