"""Practice at the table: the coach's hint is on the felt from the first turn of a deal
started as the New game panel starts it (a fair deal, cut by the player), and stays there
for as long as the player thinks."""

from __future__ import annotations

from typing import Any

import pytest

from briscola_qt.app.base import speeds
from briscola_qt.app.game.snapshot import Phase

from ..conftest import choices
from ..table.test_table import TIMEOUT
from .test_coach import your_turn


def hint_plates(window: Any) -> list[str]:
    """The words of the hint's plate on the felt (none if it is not there)."""
    window.view.viewport().grab()
    notice = window.scene.notice()
    return [words for words, _ in window.scene.plates() if notice is not None and words == notice]


def test_practice_shows_the_hint_all_the_first_turn_after_the_cut(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A slow reader: any time limit on the hint is over before they play (it was 10 s).
    monkeypatch.setattr(speeds, "HINT_MS", 50, raising=False)
    window.start(choices(players=4, practice=True))  # no seed: fair, the deck waits
    controller, bar = window.controller, window.statusBar()
    qtbot.waitUntil(lambda: window.fair_table.panel.isVisible(), timeout=TIMEOUT)
    assert controller.phase == Phase.CUTTING
    assert window.fair_table.cut("7")
    your_turn(qtbot, window)
    assert window.coach.is_busy() or window.scene.notice() is not None
    if window.coach.is_busy():  # the search of a deal's first turn is the longest
        assert bar.currentMessage() == "Looking for the best card…"
    qtbot.waitUntil(lambda: window.scene.notice() is not None, timeout=TIMEOUT)
    qtbot.wait(300)  # the player thinks it over
    assert hint_plates(window), [words for words, _ in window.scene.plates()]
    assert bar.currentMessage() == window.scene.notice()


def test_a_resize_during_a_practice_turn_keeps_the_hint_and_the_tracker_in_sight(
    qtbot: Any, window: Any
) -> None:
    window.resize(1280, 800)
    window.log_dock.hide()  # (as in the playtest: the tracker alone beside the table)
    window.start(choices(players=4, practice=True), seed=3)
    qtbot.waitUntil(lambda: window.width() == 1280)
    tracker = window.tracker.panel
    qtbot.waitUntil(lambda: window.tracker.isVisible() and tracker.isVisible())
    your_turn(qtbot, window)
    qtbot.waitUntil(lambda: window.scene.notice() is not None, timeout=TIMEOUT)
    said = window.scene.notice()
    window.resize(800, 560)
    qtbot.waitUntil(lambda: window.width() == 800)
    qtbot.wait(200)  # (the felt laid out again at its new size)
    assert window.scene.notice() == said
    assert hint_plates(window), [words for words, _ in window.scene.plates()]
    assert window.statusBar().currentMessage() == said
    # The tracker the player had beside the table is still in sight, whole (in the drawer,
    # opened for it), and the felt is laid out beside the drawer: the hint not under it.
    qtbot.waitUntil(lambda: tracker.isVisible() and window.drawer.is_open())
    qtbot.waitUntil(lambda: tracker.visibleRegion().boundingRect() == tracker.rect())
    assert window.menus.tracker_action.isChecked()
    drawer_left = window.drawer.drawer.x()
    for words, rect in window.scene.plates():
        if words == said:
            on_screen = window.view.mapFromScene(rect).boundingRect()
            assert on_screen.left() >= 0 and on_screen.right() < drawer_left, (on_screen, words)
    assert window.view.hasFocus(), "the keys still play the cards"
