"""The coach's reason speaks of what the player sees: with the hands face up in practice
it never says a trump lead draws out trumps the opponent's open hand does not hold."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from briscola_qt.engine.cards import SUIT_OF

from ..conftest import choices
from ..table.test_table import TIMEOUT
from .test_coach import your_turn


def test_a_face_up_practice_hint_reads_the_open_hand(qtbot: Any, window: Any) -> None:
    controller = window.controller
    controller.set_face_up(True)
    # Seed 7: the judge leads the Five of batons (trump), Lucia's open hand holds none.
    window.start(choices(players=2, practice=True), seed=7)
    your_turn(qtbot, window)
    qtbot.waitUntil(lambda: window.scene.notice() is not None, timeout=TIMEOUT)
    state = controller.state
    trump = state.trump
    assert controller.face_up and state.trick == []
    assert not [c for c in state.hand(1 - controller.human) if SUIT_OF[c] == trump]
    assert SUIT_OF[window.scene.pointed_card()] == trump, "the coach leads a trump"
    # The status bar says the whole sentence (the felt may have room for the card alone).
    said = window.statusBar().currentMessage()
    assert said == window.scene.notice()
    assert "draws out" not in said, said
    assert said.endswith(": the opponent holds no higher trump, so cannot take it"), said


def test_a_long_hint_on_a_small_table_stays_whole_on_the_felt(
    qtbot: Any, open_window: Any, italian_ui: None
) -> None:
    # The Italian reason is too wide for the felt of a small window beside the drawer: it
    # was drawn over the human's plate anyway, cut at both edges.
    window = open_window("it", "neapolitan")
    window.show()
    window.controller.set_face_up(True)
    window.resize(1280, 800)
    window.start(choices(players=2, practice=True), seed=7)
    your_turn(qtbot, window)
    qtbot.waitUntil(lambda: window.scene.notice() is not None, timeout=TIMEOUT)
    said = window.scene.notice()
    window.resize(800, 560)
    qtbot.waitUntil(lambda: window.width() == 800)
    qtbot.wait(200)  # (the felt laid out again at its new size)
    window.view.viewport().grab()
    shown = window.view.viewport().rect()
    if window.drawer.is_open():
        shown.setRight(window.drawer.drawer.x() - window.view.x())
    head, _, rest = said.partition(": ")
    hints = [
        (words, rect)
        for words, rect in window.scene.plates()
        if words == said
        or words == head + ":"
        or words in rest
        or words.startswith("Suggerimento:")
    ]
    assert hints, [words for words, _ in window.scene.plates()]
    for words, rect in hints:
        on_screen = window.view.mapFromScene(rect).boundingRect()
        assert on_screen.left() >= 0 and on_screen.right() <= shown.right(), (on_screen, words)
    # The whole reason on the felt, in two plates where one is too wide (the status bar
    # cut it short at 800 pixels), the card's plate over the reason's.
    said_on_felt = [words for words, _ in hints]
    assert " ".join(reversed(said_on_felt)) == said, said_on_felt
    for (_, lower), (_, upper) in pairwise(hints):
        assert upper.bottom() < lower.top(), "read from the top plate down"
    assert window.statusBar().currentMessage() == said, "the whole reason in the status bar"
