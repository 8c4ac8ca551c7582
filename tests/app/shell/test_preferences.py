"""The settings dialog: every change shows at once and is remembered; the window takes
back its size and side panel; bad stored values fall back to the defaults."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QColor

from briscola_qt.app.base import speeds
from briscola_qt.app.base.settings import Settings
from briscola_qt.app.game.snapshot import Phase

from ..conftest import choices


def pick(combo: Any, value: object) -> None:
    index = combo.findData(value)
    assert index >= 0, value
    combo.setCurrentIndex(index)


def test_each_change_applies_at_once_and_is_remembered(qtbot: Any, window: Any) -> None:
    window.start(choices(), seed=2)
    dialog = window.show_settings()
    qtbot.addWidget(dialog)
    settings = window.settings
    assert dialog.controls["deck"].currentData() == window.art.deck_id

    pick(dialog.controls["deck"], "french")
    assert window.art.deck_id == "french" and settings.deck == "french"
    assert window.menus.deck_actions["french"].isChecked()

    pick(dialog.controls["speed"], "slow")
    assert settings.speed == "slow" and window.menus.speed_actions["slow"].isChecked()
    assert window.tempo.ms(speeds.PLAY_CARD_MS) > speeds.PLAY_CARD_MS
    pick(dialog.controls["speed"], "instant")

    pick(dialog.controls["auto_continue_ms"], 2000)
    assert (
        window.controller.auto_continue_ms == 2000 and window.menus.pause_actions[2000].isChecked()
    )

    dialog.controls["sound"].setChecked(False)
    assert window.sounds.muted and not window.menus.sound_action.isChecked() and not settings.sound

    pick(dialog.controls["pace"], "relaxed")
    assert settings.pace == "relaxed"
    pick(dialog.controls["speed"], "normal")
    assert window.controller.tempo.think_ms() > speeds.THINK_MS
    pick(dialog.controls["speed"], "instant")

    dialog.controls["ask_new_game"].setChecked(False)
    assert settings.ask_new_game is False

    again = Settings(settings.store)
    assert (again.deck, again.speed, again.auto_continue_ms, again.sound, again.pace) == (
        "french",
        "instant",
        2000,
        False,
        "relaxed",
    )


def test_an_open_dialog_shows_a_change_made_in_the_menus(qtbot: Any, window: Any) -> None:
    import shiboken6

    dialog = window.show_settings()
    window.menus.speed_actions["fast"].trigger()
    window.menus.sound_action.trigger()
    assert dialog.controls["speed"].currentData() == "fast"
    assert not dialog.controls["sound"].isChecked() and window.sounds.muted
    dialog.close()
    qtbot.waitUntil(lambda: not shiboken6.isValid(dialog))  # (deleted on close)
    window.menus.pause_actions[1000].trigger()  # no dialog is told any more
    assert window.settings.auto_continue_ms == 1000


def felt_at_corner(window: Any) -> QColor:
    image = window.view.viewport().grab().toImage()
    return image.pixelColor(12, 12)  # (inside the focus ring round the table)


def test_the_table_colour_changes_the_felt(qtbot: Any, window: Any) -> None:
    window.start(choices(), seed=2)
    dialog = window.show_settings()
    qtbot.addWidget(dialog)
    green = felt_at_corner(window)
    assert green.green() > green.red() and green.green() > green.blue()
    pick(dialog.controls["felt"], "blue")
    blue = felt_at_corner(window)
    assert blue.blue() > blue.red() and blue.blue() > blue.green()
    pick(dialog.controls["felt"], "red")
    red = felt_at_corner(window)
    assert red.red() > red.green() and red.red() > red.blue()
    assert Settings(window.settings.store).felt == "red"


def test_running_points_are_off_until_the_deal_ends_unless_asked_for(
    qtbot: Any, window: Any
) -> None:
    window.start(choices(), seed=3)
    controller = window.controller
    while not any(controller.snapshot().table.piles) or controller.phase != Phase.PLAYING:
        qtbot.waitUntil(
            lambda: controller.can_continue() or bool(controller.snapshot().legal), timeout=20000
        )
        if controller.can_continue():
            controller.continue_trick()
        else:
            controller.play_card(controller.snapshot().legal[0])
    side = next(s for s, n in enumerate(controller.snapshot().table.piles) if n)
    assert window.scene.felt_text.pile_label(side) is None, "counting is part of the game"
    dialog = window.show_settings()
    qtbot.addWidget(dialog)
    dialog.controls["running_points"].setChecked(True)
    points = controller.snapshot().table.points[side]
    assert window.scene.felt_text.pile_label(side) == f"{points} points"
    assert Settings(window.settings.store).running_points is True


def test_a_new_language_offers_a_restart(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from briscola_qt.app.shell import window as window_module

    started: list[tuple[str, list[str]]] = []
    monkeypatch.setattr(
        window_module.QProcess,
        "startDetached",
        lambda program, args: started.append((program, args)) or (True, 1),
    )
    window.start(choices(), seed=2)
    dialog = window.show_settings()
    qtbot.addWidget(dialog)
    assert dialog.restart.isHidden()
    pick(dialog.controls["language"], "it")
    assert window.settings.language == "it" and not dialog.restart.isHidden()
    dialog.restart.click()
    assert started and started[0][1][-2:] == ["-m", "briscola_qt.app.shell.main"]
    assert not window.isVisible(), "the window closed, its game saved"


def test_the_window_comes_back_as_it_was_left(qtbot: Any, settings: Settings) -> None:
    from briscola_qt.app.shell.window import MainWindow

    first = MainWindow(settings)
    qtbot.addWidget(first)
    first.show()
    first.resize(720, 520)
    # (a window this small has the panel as a drawer over the table: side_panel.py)
    first.drawer.action.trigger()
    qtbot.waitUntil(first.drawer.is_open)
    first.close()

    second = MainWindow(settings)
    qtbot.addWidget(second)
    assert second.restored
    second.show()
    assert (second.width(), second.height()) == (720, 520)
    # The drawer starts closed (the table first), and opens as before.
    assert not second.log_dock.isVisible() and not second.drawer.is_open()
    second.drawer.action.trigger()
    qtbot.waitUntil(second.drawer.is_open)


def test_stored_garbage_falls_back_to_the_defaults(settings: Settings) -> None:
    store = settings.store
    for key, value in (
        ("view/felt", "plaid"),
        ("view/pace", 7),
        ("view/running_points", "perhaps"),
        ("view/language", "klingon"),
        ("window/geometry", "not bytes"),
    ):
        store.setValue(key, value)
    assert settings.felt == "green" and settings.pace == "normal"
    assert settings.running_points is False and settings.language == "system"
    assert settings.window_geometry == b""
