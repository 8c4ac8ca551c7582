"""The plates on the felt: rounded plates of words (a suit mark before them, the dealer's
chip after them), each drawn once into a pixmap and stamped after that, and the widths of
their words, each measured once per font and resolution. ``felt.FeltPainter`` decides
which plates the table shows and where."""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QImage,
    QPaintDevice,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)

from ...engine.cards import Suit

FRENCH_MARKS = ("♦", "♥", "♠", "♣")


def mark_colour(suit: int, deck_id: str, french: bool) -> QColor:
    """The suit's colour as the deck prints it (``french``: the deck has French suits)."""
    if deck_id == "french-4color":
        return (QColor(30, 90, 200), QColor(200, 30, 40), QColor(20, 20, 20), QColor(20, 130, 60))[
            suit
        ]
    if french:
        return QColor(200, 30, 40) if suit in (Suit.COINS, Suit.CUPS) else QColor(20, 20, 20)
    return (QColor(226, 170, 30), QColor(196, 48, 44), QColor(48, 96, 180), QColor(40, 130, 60))[
        suit
    ]


def paint_suit_mark(painter: QPainter, rect: QRectF, suit: int, deck_id: str, french: bool) -> None:
    """A small mark of ``suit`` in ``rect`` on a light disc: the French pip, or a drawn coin,
    cup, sword or baton for the Italian decks."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(250, 244, 226))
    painter.drawEllipse(rect)
    colour = mark_colour(suit, deck_id, french)
    inner = rect.adjusted(rect.width() * 0.18, rect.height() * 0.18, -rect.width() * 0.18, 0)
    inner.setHeight(rect.height() * 0.64)
    if french:
        font = QFont(painter.font())
        font.setPixelSize(max(6, round(rect.height() * 0.78)))
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, FRENCH_MARKS[suit])
        painter.restore()
        return
    outline = QPen(QColor(40, 28, 20), max(1.0, rect.width() * 0.06))
    painter.setPen(outline)
    painter.setBrush(colour)
    c = inner.center()
    r = inner.width() / 2
    if suit == Suit.COINS:
        painter.drawEllipse(c, r, r)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(c, r * 0.55, r * 0.55)
    elif suit == Suit.CUPS:
        bowl = QPainterPath()
        bowl.moveTo(c.x() - r, c.y() - r * 0.8)
        bowl.lineTo(c.x() + r, c.y() - r * 0.8)
        bowl.quadTo(c.x() + r, c.y() + r * 0.35, c.x(), c.y() + r * 0.35)
        bowl.quadTo(c.x() - r, c.y() + r * 0.35, c.x() - r, c.y() - r * 0.8)
        painter.drawPath(bowl)
        painter.drawRect(QRectF(c.x() - r * 0.12, c.y() + r * 0.35, r * 0.24, r * 0.45))
        painter.drawRect(QRectF(c.x() - r * 0.55, c.y() + r * 0.8, r * 1.1, r * 0.22))
    elif suit == Suit.SWORDS:
        blade = QPolygonF(
            [
                QPointF(c.x(), c.y() - r * 1.05),
                QPointF(c.x() + r * 0.2, c.y() - r * 0.7),
                QPointF(c.x() + r * 0.2, c.y() + r * 0.5),
                QPointF(c.x() - r * 0.2, c.y() + r * 0.5),
                QPointF(c.x() - r * 0.2, c.y() - r * 0.7),
            ]
        )
        painter.drawPolygon(blade)
        painter.setBrush(QColor(150, 40, 30))
        painter.drawRect(QRectF(c.x() - r * 0.7, c.y() + r * 0.5, r * 1.4, r * 0.22))
        painter.drawRect(QRectF(c.x() - r * 0.12, c.y() + r * 0.72, r * 0.24, r * 0.35))
    else:
        painter.save()
        painter.translate(c)
        painter.rotate(-35)
        painter.drawRoundedRect(QRectF(-r * 0.26, -r * 1.1, r * 0.52, r * 2.2), r * 0.24, r * 0.24)
        painter.restore()
    painter.restore()


def halves(text: str) -> list[str]:
    """``text`` in two lines cut at the space nearest its middle (one line if it has no
    space)."""
    spaces = [i for i, c in enumerate(text) if c == " "]
    if not spaces:
        return [text]
    cut = min(spaces, key=lambda i: abs(i - len(text) / 2))
    return [text[:cut], text[cut + 1 :]]


PLATE_PAD = 2
"""Room round a plate's pixmap for its border's width."""
MAX_PLATES = 64
"""Plates kept as pixmaps, the least recently used dropped first: a table shows about a
dozen at a time, and a few more (the stock count, the lit seat) change as a deal goes."""
_plates: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()


MAX_WIDTHS = 2048
"""Widths of words kept (by font, resolution and words), the least recently used dropped
first: a table says some thirty different things a deal."""
_widths: OrderedDict[tuple[object, ...], int] = OrderedDict()


class PlateMeasure:
    """The font the plates are written in, as the device they are painted on resolves it
    (``QFont(font, device)``, or the font of a painter on it): their height, the widths
    of their words, and what their pixmaps are drawn at. A word is laid out once per
    font and resolution, not at every change of the table: measuring the plates' words
    again was most of the time spent deciding them."""

    def __init__(self, font: QFont, ratio: float, dpi: tuple[int, int]) -> None:
        self.font = font
        self.ratio = ratio
        """The device's pixel ratio: plates are drawn at its pixels."""
        self.dpi = dpi
        """The device's logical resolution (x, y): fonts in points are sized by it."""
        self.font_key = font.key()
        self._metrics = QFontMetrics(font)
        self.height = self._metrics.height()

    @classmethod
    def of_device(cls, font: QFont, device: QPaintDevice | None) -> PlateMeasure:
        """``font`` as it is on ``device`` (it should be resolved there already)."""
        if device is None:
            return cls(font, 1.0, (96, 96))
        dpi = (device.logicalDpiX(), device.logicalDpiY())
        return cls(font, device.devicePixelRatioF(), dpi)

    @classmethod
    def of_painter(cls, painter: QPainter) -> PlateMeasure:
        """The painter's font on the painter's device (what ``painter.fontMetrics`` uses)."""
        return cls.of_device(painter.font(), painter.device())

    def advance(self, text: str) -> int:
        """``text``'s width in this font (``QFontMetrics.horizontalAdvance``)."""
        key = (self.font_key, self.dpi, text)
        width = _widths.get(key)
        if width is None:
            width = _widths[key] = self._metrics.horizontalAdvance(text)
            if len(_widths) > MAX_WIDTHS:
                _widths.popitem(last=False)
        return width


def badge_width(pen: PlateMeasure, text: str, marked: bool = False, chip: bool = False) -> float:
    """How wide ``plate`` draws ``text`` in ``pen``'s font (``marked``: with a mark;
    ``chip``: with a chip at its end)."""
    if chip and not text and not marked:
        return pen.height + 8  # (the chip alone: a round plate)
    mark_w = pen.height + 2 if marked else 0.0
    chip_w = pen.height + 4 if chip else 0.0
    return pen.advance(text) + 18 + (mark_w + 4 if marked else 0) + chip_w


def plate(
    pen: PlateMeasure,
    anchor: QPointF,
    text: str,
    colour: QColor,
    *,
    beside: bool = False,
    left: bool = False,
    border: QColor | None = None,
    mark: tuple[int, str, bool] | None = None,
    chip: str | None = None,
) -> tuple[QRectF, QPointF, QPixmap]:
    """A rounded plate with ``text`` in ``pen``'s font, centred on ``anchor``
    (``beside``/``left``: its left edge on it, middle or top left); ``mark`` (suit, deck
    id, French suits) draws a suit mark before the text, ``chip`` a light disc with that
    letter after it (the dealer's).

    Each plate is drawn once into a pixmap and stamped after that: the table paints its
    plates at every frame of a card's flight, and filling a translucent rounded shape
    costs some twenty times more than copying the same pixels (a plate 140 x 26: 48 us
    against 2 us). Returns the plate's box, and the pixmap to stamp and where."""
    h = pen.height + 8
    w = badge_width(pen, text, mark is not None, chip is not None)
    if beside or left:
        box = QRectF(anchor.x(), anchor.y() - h / 2, w, h)
    else:
        box = QRectF(anchor.x() - w / 2, anchor.y() - h / 2, w, h)
    ratio, dpi = pen.ratio, pen.dpi[0]
    border_rgba = None if border is None else border.rgba()
    key = (text, colour.rgba(), border_rgba, mark, chip, pen.font_key, w, h, ratio, dpi)
    pixmap = _plates.get(key)
    if pixmap is None:
        pixmap = _draw_plate(pen.font, QSizeF(w, h), text, colour, border, (mark, chip), ratio, dpi)
        _plates[key] = pixmap
        if len(_plates) > MAX_PLATES:
            _plates.popitem(last=False)
    else:
        _plates.move_to_end(key)
    at = QPointF(box.left() - PLATE_PAD, box.top() - PLATE_PAD)
    return box, at, pixmap


def badge(
    painter: QPainter, anchor: QPointF, text: str, colour: QColor, **options: object
) -> tuple[QRectF, QPointF, QPixmap]:
    """``plate`` in the painter's font, stamped with ``painter``."""
    box, at, pixmap = plate(
        PlateMeasure.of_painter(painter),
        anchor,
        text,
        colour,
        **options,  # type: ignore[arg-type]
    )
    painter.drawPixmap(at, pixmap)
    return box, at, pixmap


def _draw_plate(
    font: QFont,
    size: QSizeF,
    text: str,
    colour: QColor,
    border: QColor | None,
    marks: tuple[tuple[int, str, bool] | None, str | None],
    ratio: float,
    dpi: int,
) -> QPixmap:
    """The plate ``badge`` stamps: ``size`` logical pixels and a margin of PLATE_PAD, at
    the device's pixel ratio and resolution (so that the font has the same size)."""
    outer = size.grownBy(QMarginsF(PLATE_PAD, PLATE_PAD, PLATE_PAD, PLATE_PAD))
    image = QImage(
        math.ceil(outer.width() * ratio),
        math.ceil(outer.height() * ratio),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(ratio)
    dots_per_metre = round(dpi / 0.0254)
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setFont(font)
    box = QRectF(QPointF(PLATE_PAD, PLATE_PAD), size)
    h = box.height()
    path = QPainterPath()
    path.addRoundedRect(box, h / 2, h / 2)
    painter.fillPath(path, QBrush(colour))
    if border is not None:
        painter.setPen(QPen(border, 2.5))
        painter.drawPath(path)
    text_box = QRectF(box)
    mark, chip = marks
    if chip is not None:
        disc = QRectF(box.right() - h + 3, box.top() + 3, h - 6, h - 6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(250, 244, 226))
        painter.drawEllipse(disc)
        bold = QFont(font)
        bold.setBold(True)
        painter.setFont(bold)
        painter.setPen(QColor(40, 28, 20))
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, chip)
        painter.setFont(font)
        text_box.setRight(disc.left() - 2)
    if mark is not None:
        mark_w = h - 6
        mark_rect = QRectF(box.left() + 6, box.top() + 3, mark_w, mark_w)
        paint_suit_mark(painter, mark_rect, mark[0], mark[1], mark[2])
        text_box.setLeft(mark_rect.right() + 2)
    painter.setPen(QColor(255, 255, 255))
    painter.drawText(text_box, Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    return QPixmap.fromImage(image)
