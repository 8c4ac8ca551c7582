"""Every deal is dealt from the stock at every speed but Instant, the first of a match
too (issue 41: the Enter that cut the deck reached the table under the cut panel, which
took it as "land every flying card", so full hands appeared at once even at Slow)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from briscola_qt.app.base.prompts import QuietPrompts
from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.table.places import HiddenCard

from ..conftest import choices


def dealt_in_flight(window: Any) -> list[Any]:
    """The cards of the hands (face up or down) still on their way from the stock."""
    return [
        item
        for key, item in window.scene.items_by_key.items()
        if item.is_moving() and isinstance(key, int | HiddenCard)
    ]


@pytest.mark.parametrize("speed", ["slow", "normal", "fast"])
def test_the_deal_cut_with_enter_is_dealt_from_the_stock(
    qtbot: Any, window: Any, speed: str
) -> None:
    window.settings.speed = speed
    window.settings.quick_cut = False
    window.start(choices(players=2))
    controller, panel = window.controller, window.fair_table.panel
    assert controller.phase == Phase.CUTTING and panel.isVisible()
    qtbot.keyClick(panel.edit, Qt.Key.Key_Return)
    assert controller.phase == Phase.DEALING
    hands = sum(len(hand) for hand in controller.snapshot().hands)
    assert len(dealt_in_flight(window)) >= hands, "the hands fly in from the stock"
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=10000)
    qtbot.waitUntil(lambda: controller.phase == Phase.PLAYING, timeout=10000)


def test_a_deal_made_before_the_table_has_its_size_is_dealt_when_it_gets_it(
    qtbot: Any, settings: Any
) -> None:
    """The game starting with the window (Always keep the random cut): the deal is made
    before the window is shown and laid out."""
    from briscola_qt.app.shell.window import MainWindow

    settings.speed = "normal"
    settings.quick_cut = True
    window = MainWindow(settings, prompts=QuietPrompts())
    qtbot.addWidget(window)
    window.start(choices(players=4))
    assert window.controller.phase == Phase.DEALING
    window.resize(1000, 700)
    window.show()
    qtbot.waitExposed(window)
    assert dealt_in_flight(window), "the first deal flies in from the stock"
    qtbot.waitUntil(lambda: not window.scene.is_animating(), timeout=10000)
    window.controller.stop()
