"""The coach at the table: a hint raises the judge's best card and says why, in the
player's words; it never comes after the game moved on; the deal is marked as helped."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from briscola_qt.ai.hint import hint
from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.table.cards import Outline
from briscola_qt.app.text.hints import HintText

from ..conftest import choices
from ..table.test_table import TIMEOUT, click_table, ready


def your_turn(qtbot: Any, window: Any) -> None:
    controller = window.controller
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    while not controller.snapshot().legal:
        if controller.phase == Phase.TRICK_DONE:
            click_table(qtbot, window)
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)


def test_h_raises_the_judges_card_and_says_why(qtbot: Any, window: Any) -> None:
    window.start(choices(players=2), seed=5)
    controller, scene = window.controller, window.scene
    your_turn(qtbot, window)
    assert window.menus.hint_action.isEnabled() and not window.coach.hints_used
    expected = hint(controller.human_observation())
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: scene.notice() is not None, timeout=TIMEOUT)
    assert scene.pointed_card() == int(expected.card)
    assert expected.card in controller.snapshot().legal
    item = scene.items_by_key[int(expected.card)]
    assert item.outline == Outline.FOCUS, "the hinted card is raised like a pointed one"
    words = HintText()
    words.names.set_deck(window.art.theme)
    assert scene.notice() == words.text(expected, window.art.theme.french)
    assert window.statusBar().currentMessage() == scene.notice()
    assert window.coach.hints_used, "the deal is marked as played with hints"
    # The card played takes the hint away; a new deal is unhelped again.
    controller.play_card(scene.pointed_card())
    assert scene.notice() is None


def test_a_hint_that_comes_after_the_card_is_played_is_dropped(qtbot: Any, window: Any) -> None:
    window.start(choices(players=4), seed=2)
    controller, scene = window.controller, window.scene
    your_turn(qtbot, window)
    assert window.ask_hint()
    assert not window.menus.hint_action.isEnabled(), "one hint at a time"
    controller.play_card(controller.snapshot().legal[0])
    qtbot.waitUntil(lambda: not window.coach.is_busy(), timeout=TIMEOUT)
    qtbot.wait(300)
    assert scene.notice() is None


def test_no_hint_when_it_is_not_your_turn(qtbot: Any, window: Any) -> None:
    window.start(choices(players=2), seed=5)
    controller = window.controller
    your_turn(qtbot, window)
    controller.play_card(controller.snapshot().legal[0])
    assert not controller.snapshot().legal, "the opponent's turn, or the trick to gather"
    assert not window.menus.hint_action.isEnabled()
    assert not window.ask_hint()


def test_in_practice_the_hint_leaves_the_status_bar_with_the_play_it_described(
    qtbot: Any, window: Any
) -> None:
    window.start(choices(players=2, practice=True), seed=5)
    controller, scene, bar = window.controller, window.scene, window.statusBar()
    for _ in range(3):  # (a hint at every turn, each gone with its play)
        your_turn(qtbot, window)
        qtbot.waitUntil(lambda: scene.notice() is not None, timeout=TIMEOUT)
        said = bar.currentMessage()
        assert said == scene.notice()
        controller.play_card(scene.pointed_card())
        assert bar.currentMessage() != said, "the hint went with the card it named"
        assert bar.currentMessage() == ""
