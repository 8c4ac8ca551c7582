"""The plates on the felt and the focus ring round the table are drawn once and stamped
after that: what is stamped is what would be drawn, each look has its own plate, the
kept plates stay bounded, and the ring is there however the table is repainted."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QPainter

from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.table import plates
from briscola_qt.app.table.cards import CardItem
from briscola_qt.app.table.felt import NEUTRAL, TO_PLAY
from briscola_qt.app.table.plates import MAX_PLATES, badge

from ..conftest import choices
from .test_table import TIMEOUT, ready


def plate_image(
    text: str,
    colour: QColor,
    ratio: float = 1.0,
    point_size: float = 10.0,
    **options: Any,
) -> QImage:
    """``badge`` drawn on a plain felt-coloured image of 240 x 60 logical pixels."""
    image = QImage(round(240 * ratio), round(60 * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor(20, 100, 40))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont()
    font.setPointSizeF(point_size)
    painter.setFont(font)
    badge(painter, QPointF(120, 30), text, colour, **options)
    painter.end()
    return image


def test_a_stamped_plate_is_the_plate_drawn_afresh(qapp: Any) -> None:
    for ratio in (1.0, 2.0):
        plates._plates.clear()
        first = plate_image("Stock: 28", NEUTRAL, ratio)
        assert len(plates._plates) == 1
        again = plate_image("Stock: 28", NEUTRAL, ratio)
        assert len(plates._plates) == 1, "the second plate was stamped, not drawn"
        assert again == first
        # (at twice the pixel ratio the plate is drawn at twice the pixels, not scaled up)
        assert first.size().width() == round(240 * ratio)
    lit = plate_image("Stock: 28", TO_PLAY, border=QColor(255, 255, 255))
    assert lit != plate_image("Stock: 28", NEUTRAL)
    assert plate_image("Stock: 27", NEUTRAL) != plate_image("Stock: 28", NEUTRAL)
    assert plate_image("Stock: 28", NEUTRAL, point_size=12) != plate_image("Stock: 28", NEUTRAL)
    marked = plate_image("Briscola: cups", NEUTRAL, mark=(1, "neapolitan", False))
    french = plate_image("Briscola: cups", NEUTRAL, mark=(1, "french", True))
    assert marked != french != plate_image("Briscola: cups", NEUTRAL)


def test_the_kept_plates_stay_bounded_and_the_newest_is_right(qapp: Any) -> None:
    plates._plates.clear()
    for count in range(3 * MAX_PLATES):
        newest = plate_image(f"Stock: {count}", NEUTRAL)
    assert len(plates._plates) == MAX_PLATES
    plates._plates.clear()
    assert plate_image(f"Stock: {count}", NEUTRAL) == newest


def ring_pixels(image: QImage) -> list[QColor]:
    """The colours 3 pixels in from the middle of each edge: the ring's bright line."""
    w, h = image.width(), image.height()
    return [
        image.pixelColor(x, y)
        for x, y in ((w // 2, 3), (w // 2, h - 4), (3, h // 2), (w - 4, h // 2))
    ]


def is_ring(colour: QColor) -> bool:
    return colour.red() > 200 and colour.green() > 200 and colour.blue() < 160


def on_screen(window: Any) -> QImage:
    """The table as it is on the screen now (what the repaints left there), not a fresh
    drawing of it."""
    viewport = window.view.viewport()
    top = viewport.mapTo(window, QPoint(0, 0))
    shot = window.screen().grabWindow(
        window.winId(), top.x(), top.y(), viewport.width(), viewport.height()
    )
    return shot.toImage()


def test_the_focus_ring_is_whole_after_any_repaint(qtbot: Any, window: Any) -> None:
    window.start(choices(), seed=4)
    controller = window.controller
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    view, scene = window.view, window.scene
    view.setFocus()
    qtbot.waitUntil(view.hasFocus, timeout=TIMEOUT)
    scene.focus_index = -1  # (no card pointed at: the ring shows where the focus is)
    scene.refresh(animate=False)
    assert scene.pointed_card() is None
    viewport = view.viewport()
    for size in ((900, 640), (1240, 800)):
        window.resize(*size)
        qtbot.waitUntil(lambda: scene.sceneRect().width() == viewport.width(), timeout=TIMEOUT)
        viewport.repaint()
        shown = on_screen(window)
        assert all(is_ring(c) for c in ring_pixels(shown)), ring_pixels(shown)
        # A repaint of the middle only (a card in flight) leaves the ring as it was; one
        # reaching an edge draws that part again, the same.
        viewport.repaint(QRect(viewport.width() // 3, viewport.height() // 3, 200, 150))
        viewport.repaint(QRect(0, 0, 120, viewport.height()))
        viewport.repaint(QRect(0, viewport.height() - 30, viewport.width(), 30))
        assert on_screen(window) == shown
    view.clearFocus()
    qtbot.waitUntil(lambda: not view.hasFocus(), timeout=TIMEOUT)
    viewport.repaint()
    assert not any(is_ring(c) for c in ring_pixels(on_screen(window)))


def test_no_focus_ring_while_the_cut_panel_has_the_keys(qtbot: Any, window: Any) -> None:
    """The cut panel's field takes the keys as the table's focus proxy, so the view said it
    had the focus: the ring was drawn in whatever parts of the felt were repainted, its
    edges in pieces around the panel (a newcomer's playtest). It shows once the table has
    the keys again."""
    window.start(choices())  # (no seed: the deck waits for its cut)
    panel, view = window.fair_table.panel, window.view
    qtbot.waitUntil(lambda: panel.edit.hasFocus(), timeout=TIMEOUT)
    viewport = view.viewport()
    viewport.repaint()
    # (dimmed under the panel: the felt is dark green there, the ring had been olive)
    assert not any(c.red() > 100 for c in ring_pixels(on_screen(window)))
    qtbot.keyClick(panel.edit, Qt.Key.Key_Return)  # (the cut offered)
    qtbot.waitUntil(lambda: not panel.isVisible() and view.hasFocus(), timeout=TIMEOUT)
    window.scene.focus_index = -1  # (no card pointed at: the ring shows where the focus is)
    window.scene.refresh(animate=False)
    viewport.repaint()
    assert all(is_ring(c) for c in ring_pixels(on_screen(window)))


@pytest.mark.parametrize("players", [2, 4])
def test_what_the_changes_repaint_leaves_the_table_as_a_whole_repaint_draws_it(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, players: int
) -> None:
    """A change of the table repaints only what it changed (the cards that moved, the
    plates whose words or places changed, the ring's band): what those repaints leave
    on the screen is, at every turn of a deal, what a repaint of the whole table draws
    (a hand laid out narrower once left the edges of its old cards on the felt, and a
    card that shrank on its way to the trick the edges of its place in the hand)."""
    # (the winning card's running ring is drawn where it is at each moment: held still)
    monkeypatch.setattr(CardItem, "_set_phase", lambda _self, _value: None)
    window.start(choices(players=players), seed=5)
    controller, scene, viewport = window.controller, window.scene, window.view.viewport()
    window.view.setFocus()
    checked = 0
    for turn in range(60):
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        if controller.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER):
            break
        qtbot.wait(30)  # (the changes told, their parts painted)
        left = on_screen(window)
        viewport.repaint()
        assert on_screen(window) == left, (turn, controller.phase)
        checked += 1
        if controller.can_continue():
            controller.continue_trick()
        else:
            legal = controller.snapshot().legal
            controller.play_card(legal[turn % len(legal)])
    assert checked > 10
    assert scene.plates()


def test_the_plates_decided_ahead_of_a_painting_are_those_a_painting_decides(
    qtbot: Any, window: Any
) -> None:
    """The table decides its plates once a change is told, measured in the view's font
    (``FeltPainter.decide``); a painting then stamps them. Decided in the painting itself
    (with the painter's font on the same device), they are the same plates, in the same
    places."""
    window.start(choices(players=4), seed=2)
    qtbot.waitUntil(lambda: ready(window.controller), timeout=TIMEOUT)
    scene, viewport = window.scene, window.view.viewport()
    felt = scene._painter
    scene.update()
    qtbot.waitUntil(lambda: not scene._felt_due, timeout=TIMEOUT)
    ahead, decisions = scene.plates(), felt.decisions
    assert ahead
    viewport.repaint()
    assert felt.decisions == decisions, "the painting stamped the plates decided ahead"
    felt.generation += 1  # (decided again, now in the painting)
    viewport.repaint()
    assert felt.decisions == decisions + 1
    assert scene.plates() == ahead


def test_a_words_width_is_measured_once_per_font_and_words(qapp: Any) -> None:
    """The widths of the plates' words are kept by font (its size too), resolution and
    words: another size, another resolution or other words (another language) are
    measured anew, and each width is the font's own."""
    image = QImage(10, 10, QImage.Format.Format_ARGB32_Premultiplied)
    small, large = QFont(), QFont()
    small.setPointSizeF(9.0)
    large.setPointSizeF(13.0)
    plates._widths.clear()
    measures = [plates.PlateMeasure.of_device(QFont(f, image), image) for f in (small, large)]
    for words in ("Stock: 28", "Mazzo: 28"):
        for pen in measures:
            assert pen.advance(words) == QFontMetrics(pen.font).horizontalAdvance(words)
    assert len(plates._widths) == 4
    assert measures[0].advance("Stock: 28") < measures[1].advance("Stock: 28")
    image.setDotsPerMeterX(image.dotsPerMeterX() * 2)
    image.setDotsPerMeterY(image.dotsPerMeterY() * 2)
    sharper = plates.PlateMeasure.of_device(QFont(small, image), image)
    assert sharper.advance("Stock: 28") == QFontMetrics(sharper.font).horizontalAdvance("Stock: 28")
    assert sharper.advance("Stock: 28") > measures[0].advance("Stock: 28")
    assert len(plates._widths) == 5
    for count in range(2 * plates.MAX_WIDTHS):
        measures[0].advance(f"Stock: {count}")
    assert len(plates._widths) == plates.MAX_WIDTHS
