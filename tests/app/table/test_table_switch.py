"""A new match over a saved one of another table size: nothing of the old deal is left on
the table, and the game starts without a crash (issue 41: a saved three-player practice
deal and `briscola-qt --players 4 --face-up` died with a segmentation fault every time).

The saved state is the newcomer's own (tests/app/table/data/crash_home: their settings file and
save, a three-player practice deal not yet played)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from briscola_qt.app.base.paths import data_dir
from briscola_qt.app.base.prompts import QuietPrompts
from briscola_qt.app.game.snapshot import Phase
from briscola_qt.engine.rules import CHIAMATA_PLAYERS, TABLE_SIZES, variants_for

from ..conftest import choices

CRASH_HOME = Path(__file__).parent / "data" / "crash_home"
SIZES = sorted((*TABLE_SIZES, CHIAMATA_PLAYERS))


def crash_home(tmp_path: Path) -> dict[str, str]:
    """A copy of the newcomer's settings and save; the environment that points at it."""
    config = tmp_path / "config" / "briscola-qt"
    data = tmp_path / "data"
    config.mkdir(parents=True)
    data.mkdir()
    shutil.copy(CRASH_HOME / "Briscola.conf", config / "Briscola.conf")
    shutil.copy(CRASH_HOME / "save.json", data / "save.json")
    return {
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "BRISCOLA_QT_DATA": str(data),
        "HOME": str(tmp_path),
        "QT_QPA_PLATFORM": "offscreen",
    }


@pytest.mark.parametrize(
    ("players", "face_up"),
    # The crash's own command line; the smallest and the largest table, face up and not.
    # (Each is a whole process started, a second and a half of CPU: the table switch at
    # every size is tested in this process below, where a crash fails as surely.)
    [(4, True), (2, False), (6, True)],
)
def test_the_game_starts_over_the_saved_three_player_deal(
    tmp_path: Path, players: int, face_up: bool
) -> None:
    """The command line of the crash, at three table sizes, until the table is painted."""
    env = {**os.environ, **crash_home(tmp_path)}
    args = ["--players", str(players), "--exit-after-paint"]
    done = subprocess.run(
        [sys.executable, "-X", "faulthandler", "-m", "briscola_qt", *args]
        + (["--face-up"] if face_up else []),
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr


def saved_window(qtbot: Any, settings: Any) -> Any:
    """The window over the newcomer's save, as `briscola-qt` opens it."""
    from briscola_qt.app.shell.window import MainWindow

    shutil.copy(CRASH_HOME / "save.json", data_dir() / "save.json")
    settings.speed = "instant"
    window = MainWindow(settings, prompts=QuietPrompts())
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    return window


@pytest.mark.parametrize("players", SIZES)
def test_the_new_table_shows_only_its_own_deal(qtbot: Any, settings: Any, players: int) -> None:
    window = saved_window(qtbot, settings)
    window.resume_or_start(choices(players=3))
    assert window.controller.match.rules.players == 3, "the saved match is on the table"
    variant = variants_for(players)[0]
    window.start_asked(choices(players=players, variant=variant, practice=True))
    controller, scene = window.controller, window.scene
    if controller.phase == Phase.CUTTING:
        # Behind the cut panel the felt is empty: no card and no plate of the deal before.
        assert scene.items_by_key == {}
        assert controller.snapshot() is None
        assert controller.cut_deck("7")
    qtbot.waitUntil(lambda: controller.phase == Phase.PLAYING)
    snapshot = controller.snapshot()
    assert snapshot.rules.players == players
    assert len(snapshot.table.sides) == len(snapshot.hands) == players
    assert snapshot.face_up, "practice: every hand face up"
    # What the player sees: one plate per seat, each naming its player.
    window.view.viewport().grab()
    seat_names = {controller.seat_name(seat) for seat in range(players)}
    plates = [words for words, _ in scene.plates()]
    for name in seat_names:
        assert any(name in words for words in plates), (name, plates)
    # Every card of every hand is on the felt, face up, and no other deal's card.
    faces = {key for key in scene.items_by_key if isinstance(key, int)}
    in_hands = {int(card) for hand in snapshot.hands for card in hand if card is not None}
    assert in_hands <= faces
    assert faces - in_hands <= {int(c) for c in (snapshot.table.briscola,) if c is not None}
    window.controller.stop()
