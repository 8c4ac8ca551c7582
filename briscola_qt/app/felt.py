"""The words and marks drawn on the felt: name plates, the briscola's label with a suit
mark, the prompt, notices. The texts are made here (translated) so that the scene draws
and the tests read the same strings."""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QMarginsF, QObject, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)

from ..engine.cards import Suit
from ..engine.state import Refusal

TEAM_COLOURS = (QColor(36, 92, 168, 230), QColor(160, 48, 44, 230))
"""The human's side, then the other side: plates and pile labels of team games."""
NEUTRAL = QColor(0, 0, 0, 130)
TO_PLAY = QColor(214, 156, 24, 245)
"""The plate of the seat to play, or thinking."""
NOTICE = QColor(150, 30, 30, 240)
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


def badge_width(painter: QPainter, text: str, marked: bool = False) -> float:
    """How wide ``badge`` draws ``text`` with the painter's font (``marked``: with a mark)."""
    metrics = painter.fontMetrics()
    mark_w = metrics.height() + 2 if marked else 0.0
    return metrics.horizontalAdvance(text) + 18 + (mark_w + 4 if marked else 0)


PLATE_PAD = 2
"""Room round a plate's pixmap for its border's width."""
MAX_PLATES = 64
"""Plates kept as pixmaps, the least recently used dropped first: a table shows about a
dozen at a time, and a few more (the stock count, the lit seat) change as a deal goes."""
_plates: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()


def badge(
    painter: QPainter,
    anchor: QPointF,
    text: str,
    colour: QColor,
    *,
    beside: bool = False,
    left: bool = False,
    border: QColor | None = None,
    mark: tuple[int, str, bool] | None = None,
) -> QRectF:
    """A rounded plate with ``text``, centred on ``anchor`` (``beside``/``left``: its left
    edge on it, middle or top left); ``mark`` (suit, deck id, French suits) draws a suit
    mark before the text.

    Each plate is drawn once into a pixmap and stamped after that: the table paints its
    plates at every frame of a card's flight, and filling a translucent rounded shape
    costs some twenty times more than copying the same pixels (a plate 140 x 26: 48 us
    against 2 us)."""
    h = painter.fontMetrics().height() + 8
    w = badge_width(painter, text, mark is not None)
    if beside or left:
        box = QRectF(anchor.x(), anchor.y() - h / 2, w, h)
    else:
        box = QRectF(anchor.x() - w / 2, anchor.y() - h / 2, w, h)
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    dpi = device.logicalDpiX() if device is not None else 96
    border_rgba = None if border is None else border.rgba()
    key = (text, colour.rgba(), border_rgba, mark, painter.font().key(), w, h, ratio, dpi)
    pixmap = _plates.get(key)
    if pixmap is None:
        pixmap = _draw_plate(painter.font(), QSizeF(w, h), text, colour, border, mark, ratio, dpi)
        _plates[key] = pixmap
        if len(_plates) > MAX_PLATES:
            _plates.popitem(last=False)
    else:
        _plates.move_to_end(key)
    painter.drawPixmap(QPointF(box.left() - PLATE_PAD, box.top() - PLATE_PAD), pixmap)
    return box


def _draw_plate(
    font: QFont,
    size: QSizeF,
    text: str,
    colour: QColor,
    border: QColor | None,
    mark: tuple[int, str, bool] | None,
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
    if mark is not None:
        mark_w = h - 6
        mark_rect = QRectF(box.left() + 6, box.top() + 3, mark_w, mark_w)
        paint_suit_mark(painter, mark_rect, mark[0], mark[1], mark[2])
        text_box.setLeft(mark_rect.right() + 2)
    painter.setPen(QColor(255, 255, 255))
    painter.drawText(text_box, Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    return QPixmap.fromImage(image)


def keys_text(words: FeltWords, indexes: list[int], count: int) -> str:
    """The number keys that play the cards at ``indexes`` (of a hand of ``count``)."""
    keys = [str(i + 1) for i in indexes]
    if len(keys) == count and count > 2 and indexes == list(range(count)):
        return f"1–{count}"
    if len(keys) == 1:
        return keys[0]
    return words.either(", ".join(keys[:-1]), keys[-1])


class FeltWords(QObject):
    """The translated texts of the felt."""

    def prompt(self, keys: str) -> str:
        return self.tr("Your turn: click a card, or press %1").replace("%1", keys)

    def either(self, first: str, last: str) -> str:
        """Two choices in words, e.g. 1 or 2 (here in the class, so that lupdate and tr()
        agree on the context: it was left in English in Italian, filed under another)."""
        return self.tr("%1 or %2").replace("%1", first).replace("%2", last)

    def short_prompt(self) -> str:
        """The prompt where the whole one does not fit (a small window at six players)."""
        return self.tr("Your turn")

    def continue_prompt(self) -> str:
        return self.tr("Click or press Space to continue")

    def short_continue_prompt(self) -> str:
        return self.tr("Click to continue")

    def thinking(self, name: str) -> str:
        return self.tr("%1 is thinking…").replace("%1", name)

    def partner(self, name: str) -> str:
        return self.tr("%1 · partner").replace("%1", name)

    def trump(self, suit_name: str) -> str:
        return self.tr("Briscola: %1").replace("%1", suit_name)

    def no_trump(self) -> str:
        return self.tr("No briscola · follow suit")

    def short_no_trump(self) -> str:
        """``no_trump`` where the table is too narrow for all of it."""
        return self.tr("No briscola")

    def next_card(self) -> str:
        return self.tr("Next card")

    def stock(self, count: int) -> str:
        return self.tr("Stock: %1").replace("%1", str(count))

    def points(self, points: int) -> str:
        return self.tr("%1 points").replace("%1", str(points))

    def captured(self, name: str, cards: int, points: int) -> str:
        return (
            self.tr("%1: %2 cards, %3 points")
            .replace("%1", name)
            .replace("%2", str(cards))
            .replace("%3", str(points))
        )

    def last_trick(self, winner: str) -> str:
        return self.tr("Last trick, won by %1 · click or press a key to close").replace(
            "%1", winner
        )

    def refusal(self, reason: Refusal, suit_name: str) -> str:
        if reason == Refusal.FOLLOW_SUIT:
            return self.tr("You must follow suit: %1").replace("%1", suit_name)
        return self.tr("That card is not in your hand")

    def face_up(self) -> str:
        return self.tr("Face up: every hand is shown")

    def signal(self, trumps: str, aces_threes: int) -> str:
        return (
            self.tr("Trumps: %1 · side Aces/Threes: %2")
            .replace("%1", trumps)
            .replace("%2", str(aces_threes))
        )
