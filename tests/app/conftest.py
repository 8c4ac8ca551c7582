"""App test fixtures: settings in a temporary folder, instant animations, a main window."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from briscola_qt.app import speeds
from briscola_qt.app.settings import GameChoices, Settings


@pytest.fixture(autouse=True)
def instant_speed() -> Iterator[None]:
    speeds.set_speed("instant")
    yield
    speeds.set_speed("normal")


@pytest.fixture
def settings(qapp: object, tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def window(qtbot: object, settings: Settings) -> Iterator[object]:
    from briscola_qt.app.window import MainWindow

    settings.speed = "instant"  # the window applies the stored speed
    win = MainWindow(settings)
    win.show_dialogs = False
    qtbot.addWidget(win)  # type: ignore[attr-defined]
    win.resize(1100, 760)
    win.show()
    yield win
    win.controller._cancel()


def choices(**overrides: object) -> GameChoices:
    base = {"level": "beginner", "players": 2}
    base.update(overrides)
    return GameChoices(**base)  # type: ignore[arg-type]
