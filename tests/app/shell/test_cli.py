"""briscola-qt (run as `python -m briscola_qt`) --screenshot renders a seeded table to a PNG
and exits; bad options fail cleanly."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from briscola_qt.app.shell.main import parse_args


def run(*args: str, home: Path, **extra_env: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home), **extra_env}
    return subprocess.run(
        [sys.executable, "-X", "faulthandler", "-m", "briscola_qt", *args],
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


def test_bad_options_are_one_clear_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # The options the parser refuses: exit status 2 and one line, read here, where the
    # parser is the one the command runs (a process started for each was a second of CPU).
    for args in (
        ["--size", "huge"],
        ["--size", "99999x99999"],
        ["--size", "100x100"],
        ["--moves", "-3"],
        ["--deck", "tarot"],
        ["--players", "7"],
    ):
        with pytest.raises(SystemExit) as refused:
            parse_args(["--screenshot", str(tmp_path / "x.png"), *args])
        assert refused.value.code == 2
        said = capsys.readouterr().err
        assert said.splitlines()[-1].startswith("briscola-qt: error: "), said
        assert "Traceback" not in said
    # The rules refused once the options are read, by the command itself.
    done = run(
        "--screenshot",
        str(tmp_path / "x.png"),
        "--players",
        "5",
        "--variant",
        "classic",
        home=tmp_path,
    )
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


def test_the_help_lists_the_table_sizes_in_order(capsys: pytest.CaptureFixture[str]) -> None:
    """It read "--players {2,3,4,6,5}" (a newcomer's playtest)."""
    with pytest.raises(SystemExit):
        parse_args(["--help"])
    assert "--players {2,3,4,5,6}" in capsys.readouterr().out


def test_no_usable_deck_is_one_line(tmp_path: Path) -> None:
    done = run(
        "--screenshot",
        str(tmp_path / "x.png"),
        home=tmp_path,
        BRISCOLA_QT_ASSETS=str(tmp_path / "nonexistent"),
    )
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        f"briscola-qt: no card deck found in {tmp_path / 'nonexistent' / 'decks'};"
        " reinstall the game (or unset BRISCOLA_QT_ASSETS)"
    ]


def test_a_broken_deck_is_named_and_the_game_goes_on(qapp: object, tmp_path: Path) -> None:
    import shutil

    from briscola_qt import assets

    copy = tmp_path / "assets"
    shutil.copytree(assets.assets_dir(), copy)
    (copy / "decks" / "french" / "deck.json").write_text("9" * 5000, encoding="utf-8")
    out = tmp_path / "table.png"
    done = run("--screenshot", str(out), "--seed", "2", home=tmp_path, BRISCOLA_QT_ASSETS=str(copy))
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert (
        f"briscola-qt: skipped a broken card deck: {copy / 'decks' / 'french' / 'deck.json'}:"
        " cannot read manifest: a number of 5,000 characters (at most 20)"
    ) in done.stderr.splitlines()
    assert out.is_file()


def test_moves_past_the_end_of_the_deal_stop_there(qapp: object, tmp_path: Path) -> None:
    """--moves 1000 asks for more cards than a deal has: the picture shows the deal's end
    (it once played on for hours)."""
    out = tmp_path / "end.png"
    done = run("--screenshot", str(out), "--moves", "1000", "--seed", "5", home=tmp_path)
    assert done.returncode == 0, done.stderr
    assert not QImage(str(out)).isNull()


def test_a_players_own_deck_can_be_played(qapp: object, tmp_path: Path) -> None:
    import json
    import shutil

    from briscola_qt import assets

    data = tmp_path / "data"
    mine = data / "decks" / "mine"
    shutil.copytree(assets.decks_dir() / "brescian", mine)
    manifest = json.loads((mine / "deck.json").read_text(encoding="utf-8"))
    manifest.update(id="mine", names={"en": "Mine", "it": "Mie"})
    (mine / "deck.json").write_text(json.dumps(manifest), encoding="utf-8")
    out = tmp_path / "mine.png"
    done = run(
        "--screenshot", str(out), "--deck", "mine", home=tmp_path, BRISCOLA_QT_DATA=str(data)
    )
    assert done.returncode == 0, done.stderr
    assert not QImage(str(out)).isNull()


@pytest.mark.slow
def test_a_second_window_is_refused_while_one_is_open(qapp: object, tmp_path: Path) -> None:
    from PySide6.QtCore import QLockFile

    data = tmp_path / "data"
    data.mkdir()
    held = QLockFile(str(data / "briscola.lock"))
    assert held.tryLock(0), "this test holds the lock as the first window would"
    try:
        done = run("--exit-after-paint", home=tmp_path, BRISCOLA_QT_DATA=str(data))
    finally:
        held.unlock()
    assert done.returncode == 1
    assert done.stderr.strip() == (
        "briscola-qt: Briscola is already open: look for its window"
        " (two would share one saved game)."
    )
    again = run("--exit-after-paint", home=tmp_path, BRISCOLA_QT_DATA=str(data))
    assert again.returncode == 0, again.stderr


def test_command_line_choices_are_for_that_run_only(tmp_path: Path) -> None:
    config = tmp_path / "config"
    done = run(
        "--exit-after-paint",
        "--deck",
        "french",
        "--face-up",
        "--lang",
        "it",
        home=tmp_path,
        XDG_CONFIG_HOME=str(config),
        BRISCOLA_QT_DATA=str(tmp_path / "data"),
    )
    assert done.returncode == 0, done.stderr
    (stored,) = config.rglob("*.conf")  # the window keeps its geometry there
    text = stored.read_text()
    assert "french" not in text and "face_up" not in text and "language" not in text, text
