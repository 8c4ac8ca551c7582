"""The wheel carries everything: installed (not editable) into a fresh venv, the game and
the arena run from any folder and every deck renders."""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

import pytest

from .conftest import DECKS, ROOT, check_picture, hiding, minimal_env, run

pytestmark = [pytest.mark.packaging, pytest.mark.slow]


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv outside the checkout with the wheel installed; returns its bin folder."""
    base = tmp_path_factory.mktemp("wheel")
    built = run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(base), str(ROOT)],
        timeout=300,
    )
    assert built.returncode == 0, built.stderr
    (wheel,) = base.glob("briscola_qt-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    for deck in DECKS:
        assert f"briscola_qt/_assets/decks/{deck}/deck.json" in names
    assert "briscola_qt/_assets/i18n/briscola_it.qm" in names
    assert "briscola_qt/_assets/icons/briscola-qt.svg" in names
    assert "briscola_qt/_assets/icons/actions/undo.svg" in names  # the toolbar's icons
    venv = base / "venv"
    made = run([sys.executable, "-m", "venv", str(venv)])
    assert made.returncode == 0, made.stderr
    bin_dir = venv / ("Scripts" if sys.platform == "win32" else "bin")
    pip = run([str(bin_dir / "python"), "-m", "pip", "install", "-q", str(wheel)], timeout=600)
    assert pip.returncode == 0, pip.stderr
    return bin_dir


def test_every_deck_renders_from_the_installed_wheel(
    qapp: object, installed: Path, tmp_path: Path
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    for deck in DECKS:
        out = elsewhere / f"{deck}.png"
        done = run(
            [
                str(installed / "briscola-qt"),
                "--screenshot",
                str(out),
                "--deck",
                deck,
                "--seed",
                "3",
                "--moves",
                "2",
                "--size",
                "900x600",
            ],
            cwd=elsewhere,
            env=minimal_env(tmp_path),
        )
        assert done.returncode == 0, done.stderr
        check_picture(out)


def test_the_installed_self_test_and_arena_run_from_any_folder(
    qapp: object, installed: Path, tmp_path: Path
) -> None:
    done = run(
        [str(installed / "briscola-qt"), "--self-test"], cwd=tmp_path, env=minimal_env(tmp_path)
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "briscola-qt self-test passed" in done.stdout
    match = run(
        [
            str(installed / "briscola-arena"),
            "match",
            "--players",
            "random",
            "random",
            "--deals",
            "2",
            "--seed",
            "1",
        ],
        cwd=tmp_path,
        env=minimal_env(tmp_path),
    )
    assert match.returncode == 0, match.stderr
    assert "random" in match.stdout


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's dynamic loader")
def test_the_self_test_names_a_missing_system_library(
    installed: Path, tmp_path: Path, x_display: str
) -> None:
    """Without libxcb-cursor0 (which Qt's X11 plugin needs), the game aborts at start:
    the self-test must fail too, and name the library."""
    hidden = hiding("libxcb-cursor.so.0", tmp_path)
    game = run(
        [*hidden, str(installed / "briscola-qt"), "--exit-after-paint"],
        env=minimal_env(tmp_path, QT_QPA_PLATFORM="xcb", DISPLAY=x_display),
        cwd=tmp_path,
    )
    assert game.returncode != 0, "the game starts without libxcb-cursor: the test hides nothing"
    done = run(
        [*hidden, str(installed / "briscola-qt"), "--self-test"],
        env=minimal_env(tmp_path),
        cwd=tmp_path,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    assert done.stdout.splitlines()[-1].startswith(
        "briscola-qt self-test failed: platform plugin: the xcb platform plugin needs"
        " libxcb-cursor.so.0"
    ), done.stdout
