"""What the table's partial repaints leave on the screen WHILE its cards fly, lift and
turn (at a speed other than Instant) is what a repaint of the whole table draws: no edge
of a card, no piece of a plate is left on the felt by a change that repainted only what
it changed. (test_plates.py holds the same at Instant, once each change has settled.)"""

from __future__ import annotations

import os
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, QTimer
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest

from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.table.cards import CardItem

from ..conftest import choices
from .test_plates import on_screen
from .test_table import TIMEOUT, ready

SMALL = 24
"""A difference of a grey level up to this is the antialiasing of an edge, drawn through
a smaller or a larger clip (on main as here), not something left on the felt."""


def difference(a: QImage, b: QImage) -> QImage:
    """|a - b| in grey levels, where it is at least 2 pixels across and down: a line of
    one pixel is the antialiased edge of a card just come, painted a frame late (on main
    as here, at 6 players), not something left behind."""
    out = a.convertToFormat(QImage.Format.Format_RGB32)
    painter = QPainter(out)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    painter.drawImage(0, 0, b)
    painter.end()
    thick = out.copy()
    painter = QPainter(thick)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Darken)
    painter.drawImage(0, -1, out)
    painter.drawImage(-1, 0, out)
    painter.end()
    return thick.convertToFormat(QImage.Format.Format_Grayscale8)


def where_they_differ(a: QImage, b: QImage) -> tuple[int, int, int, int] | None:
    """The bounding box of the pixels that differ by more than ``SMALL``, if any."""
    grey = difference(a, b)
    if max(bytes(grey.constBits())) <= SMALL:
        return None
    found = [
        (x, y)
        for y in range(grey.height())
        for x in range(grey.width())
        if grey.pixelColor(x, y).red() > SMALL
    ]
    xs, ys = [x for x, _ in found], [y for _, y in found]
    return min(xs), min(ys), max(xs), max(ys)


class Watcher:
    """Every few milliseconds of the event loop, while on: the pending changes painted as
    the loop would paint them (posted events only: no timer runs, no card moves), then
    what is on the screen against what a repaint of the whole table draws, with nothing
    run between the two.

    The plates are left out of the comparison: they read the game as it is when they are
    decided, and a whole repaint may decide them ahead of the change that tells the table
    (on main as here); a piece of a plate left where no plate is now is still seen. So is
    the button on the felt, a widget of its own shown at the end of a deal."""

    def __init__(self, window: Any, every_ms: int) -> None:
        self.window = window
        self.on = False
        self.checks = 0
        self.found: list[tuple[str, str, tuple[int, int, int, int]]] = []
        self.moment = ""
        self._timer = QTimer()
        self._timer.timeout.connect(self.check)
        self._timer.start(every_ms)

    def stop(self) -> None:
        self._timer.stop()

    def _left_out(self) -> list[QRect]:
        view = self.window.view
        rects = [
            view.mapFromScene(box).boundingRect().adjusted(-3, -3, 3, 3)
            for _words, box in self.window.scene.plates()
        ]
        if view.go_on.isVisible():
            rects.append(view.go_on.geometry().adjusted(-3, -3, 3, 3))
        return rects

    def check(self) -> None:
        if not self.on:
            return
        window, viewport = self.window, self.window.view.viewport()
        for _hop in range(4):  # (a change told, the felt decided, the scene's rects, a paint)
            QCoreApplication.sendPostedEvents()
        left_out = self._left_out()
        left = on_screen(window)
        viewport.repaint()
        drawn = on_screen(window)
        self.checks += 1
        if left == drawn:
            return
        left_out += self._left_out()
        for image in (left, drawn):
            painter = QPainter(image)
            for rect in left_out:
                painter.fillRect(rect, QColor(0, 0, 0))
            painter.end()
        box = where_they_differ(left, drawn)
        if box is not None:
            phase = window.controller.phase.name
            self.found.append((self.moment, phase, box))
            keep = os.environ.get("REPAINT_STALE_SHOTS")
            if keep:  # (to look at: what was on the screen, and what should have been)
                for image, name in ((left, "screen"), (drawn, "whole")):
                    image.save(f"{keep}/{len(self.found)}-{phase}-{name}.png")


def hover_the_hand(qtbot: Any, window: Any, watcher: Watcher) -> None:
    """The mouse over each card of the human's hand in turn, and off it: the cards lift
    and drop back."""
    view, scene = window.view, window.scene
    human = window.controller.snapshot().human
    cards = [c for c in window.controller.snapshot().hands[human] if c is not None]
    watcher.moment = "hover"
    for card in cards:
        item = scene.items_by_key[int(card)]
        QTest.mouseMove(view.viewport(), view.mapFromScene(item.scenePos()))
        qtbot.wait(60)
    QTest.mouseMove(view.viewport(), QPoint(view.viewport().width() // 2, 12))
    qtbot.wait(60)


def play_one(controller: Any, turn: int) -> None:
    if controller.can_continue():
        controller.continue_trick()
    else:
        legal = controller.snapshot().legal
        controller.play_card(legal[turn % len(legal)])


CASES = [(4, "french", 7)]
"""The players, deck and seed of each deal watched (some 4 s of CPU each: one in the
everyday run, where four players' hands are laid out narrower as the stock ends)."""
if os.environ.get("REPAINT_STALE_ALL"):  # (2, 3 and 6 players too, other decks)
    CASES += [(2, "neapolitan", 5), (3, "piacentine", 6), (6, "french", 8), (2, "siciliane", 9)]


@pytest.mark.slow
@pytest.mark.parametrize(("players", "deck", "seed"), CASES)
def test_a_deal_in_motion_leaves_the_table_as_a_whole_repaint_draws_it(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, players: int, deck: str, seed: int
) -> None:
    """At Fast, watched every few milliseconds: the deal dealt, its first two tricks
    (played, gathered, swept, the cards drawn), the hand hovered, and the last tricks
    (the last draws, the briscola taken, the hands laid out narrower, the deal's end told
    on the felt); the tricks between at Instant (the suite's time)."""
    # (the winning card's running ring is drawn where it is at each moment: held still)
    monkeypatch.setattr(CardItem, "_set_phase", lambda _self, _value: None)
    settings = window.settings
    settings.deck, settings.speed, settings.pace = deck, "fast", "brisk"
    window.resize(860, 600)
    watcher = Watcher(window, 10)
    watcher.on = True
    window.start(choices(players=players), seed=seed)
    controller, scene = window.controller, window.scene

    def settled() -> bool:
        return ready(controller) and not scene.is_animating()

    hovered = False
    for turn in range(200):
        watcher.moment = f"turn {turn}"
        qtbot.waitUntil(settled, timeout=TIMEOUT)
        snapshot = controller.snapshot()
        if controller.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER):
            break
        if not hovered and snapshot.history and snapshot.legal:
            hover_the_hand(qtbot, window, watcher)
            hovered = True
        watch = len(snapshot.history) < 2 or snapshot.table.stock_count <= 2 * players
        if watch != watcher.on:
            settings.speed = "fast" if watch else "instant"
            watcher.on = watch
        play_one(controller, turn)
    watcher.moment = "deal over"
    watcher.on = True
    qtbot.wait(300)  # (the deal's end told on the felt)
    watcher.stop()
    assert hovered
    assert watcher.checks > 40
    assert not watcher.found, watcher.found
