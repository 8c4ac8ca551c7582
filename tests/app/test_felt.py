"""What the felt shows, measured and read as a player sees it (issue 17): card sizes in
view pixels at two window sizes and every table size, the briscola said in words, partners,
the seat to play, refused clicks that say why, the captured cards after a deal, the last
trick and the keys."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from briscola_qt.app.cards import CardItem
from briscola_qt.app.controller import Phase
from briscola_qt.engine.cards import CODES

from .conftest import choices
from .test_table import TIMEOUT, click_card, ready


def visible_card_widths(window: Any) -> dict[str, float]:
    """Every card on the table (by code and place) with its width in view pixels."""
    view = window.view
    widths: dict[str, float] = {}
    for item in window.scene.items():
        if not isinstance(item, CardItem) or not item.isVisible():
            continue
        w, h = item.card_size.width(), item.card_size.height()
        rect = view.mapFromScene(item.mapToScene(QRectF(-w / 2, -h / 2, w, h))).boundingRect()
        assert view.viewport().rect().contains(rect), f"{item.code} is off the table"
        widths[f"{item.code}@{item.pos().x():.0f},{item.pos().y():.0f}"] = rect.width()
    return widths


def play_to_a_full_table(qtbot: Any, window: Any) -> None:
    """Play until a trick is complete on the table after one has been gathered: hands,
    trick, stock, briscola and a pile are all on the felt."""
    controller = window.controller
    while True:
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        if controller.phase == Phase.TRICK_DONE:
            if len(controller.state.history) >= 2:
                return
            controller.continue_trick()
        else:
            click_card(qtbot, window, controller.snapshot().legal[0])


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_cards_scale_with_the_window(qtbot: Any, window: Any, players: int) -> None:
    window.set_deck("brescian")  # the narrowest cards
    window.start(choices(players=players), seed=5)
    play_to_a_full_table(qtbot, window)
    controller = window.controller
    own = {CODES[c] for c in controller.snapshot().hands[controller.human]}
    window.resize(800, 560)
    qtbot.wait(20)
    small = visible_card_widths(window)
    # Hands (the human's and the others'), the trick, stock, briscola and two piles.
    assert len(small) >= players * 2 + players + 2
    assert min(small.values()) >= 60, small
    window.resize(1280, 800)
    qtbot.wait(20)
    big = visible_card_widths(window)
    own_widths = [width for key, width in big.items() if key.split("@")[0] in own]
    assert len(own_widths) == len(own)
    if players == 2:
        assert min(own_widths) >= 120, own_widths
    assert min(big.values()) > min(small.values()), "a bigger window, bigger cards"
