"""The table's sounds: what a deal plays, the Sound switch remembered, no device no fuss."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings

from briscola_qt.app.base.settings import Settings

from ..conftest import HeardSounds, choices, resume_near_end
from .test_table import play_deal_by_clicking


def test_a_deal_sounds_like_a_deal(qtbot: Any, window: Any, heard: HeardSounds) -> None:
    window.start(choices(), seed=11)
    play_deal_by_clicking(qtbot, window)
    names = heard.names
    assert names[0] == "shuffle"
    assert names.count("card") == 40
    assert names.count("trick") == 20
    summary = window.controller.last_summary
    won = summary.outcome.winner == summary.human_side
    assert names[-1] == ("deal-won" if won else "deal-lost")


def test_mute_is_at_once_and_survives_a_restart(
    qtbot: Any, window: Any, heard: HeardSounds, tmp_path: Path
) -> None:
    from briscola_qt.app.shell.window import MainWindow

    assert window.menus.sound_action.isChecked()
    window.menus.sound_action.trigger()
    assert not window.menus.sound_action.isChecked() and window.sounds.muted
    window.start(choices(), seed=3)
    resume_near_end(window)  # (its last tricks and its end, muted)
    play_deal_by_clicking(qtbot, window)
    assert heard.names == []
    window.close()
    # The same settings file, read again as at the next start.
    again = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    assert again.sound is False
    second = MainWindow(again)
    qtbot.addWidget(second)
    assert not second.menus.sound_action.isChecked() and second.sounds.muted
    second.settings.sound = True
    assert Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)).sound


def test_no_audio_device_and_the_game_plays_on(qtbot: Any, window: Any, heard: HeardSounds) -> None:
    heard.available = False
    window.start(choices(), seed=5)
    resume_near_end(window)  # (its last tricks and its end, without a device)
    play_deal_by_clicking(qtbot, window)
    assert not window.sounds.available
    assert window.controller.last_summary is not None


def test_with_no_sound_device_the_sound_control_says_so(
    qtbot: Any, window: Any, heard: Any
) -> None:
    heard.available = False
    window.start(choices(), seed=3)
    controller = window.controller
    qtbot.waitUntil(lambda: bool(controller.snapshot() and controller.snapshot().legal))
    controller.play_card(controller.snapshot().legal[0])
    qtbot.waitUntil(lambda: not window.menus.sound_action.isEnabled(), timeout=20000)
    assert window.menus.sound_action.toolTip() == "No sound device found"
    assert window.menus.sound_action.iconText() == "No sound"
    assert window.settings.sound, "the player's choice is kept for when a device is there"
    # The settings' Sound box says so too (it stood ticked beside "No sound": playtest).
    dialog = window.show_settings()
    box = dialog.controls["sound"]
    assert not box.isEnabled() and box.text() == "Sound (no sound device found)"
    dialog.close()
