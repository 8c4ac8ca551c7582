"""The plates on the felt and the focus ring round the table are drawn once and stamped
after that: what is stamped is what would be drawn, each look has its own plate, the
kept plates stay bounded, and the ring is there however the table is repainted."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRect
from PySide6.QtGui import QColor, QFont, QImage, QPainter

from briscola_qt.app.table import felt
from briscola_qt.app.table.felt import MAX_PLATES, NEUTRAL, TO_PLAY, badge

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
        felt._plates.clear()
        first = plate_image("Stock: 28", NEUTRAL, ratio)
        assert len(felt._plates) == 1
        again = plate_image("Stock: 28", NEUTRAL, ratio)
        assert len(felt._plates) == 1, "the second plate was stamped, not drawn"
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
    felt._plates.clear()
    for count in range(3 * MAX_PLATES):
        newest = plate_image(f"Stock: {count}", NEUTRAL)
    assert len(felt._plates) == MAX_PLATES
    felt._plates.clear()
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
