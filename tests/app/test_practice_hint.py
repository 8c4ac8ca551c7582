"""Practice at the table: the coach's hint is on the felt from the first turn of a deal
started as the New game panel starts it (a fair deal, cut by the player), and stays there
for as long as the player thinks."""

from __future__ import annotations

from typing import Any

import pytest

from briscola_qt.app import speeds
from briscola_qt.app.controller import Phase

from .conftest import choices
from .test_coach import your_turn
from .test_table import TIMEOUT


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
