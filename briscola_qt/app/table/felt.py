"""The painting of the felt: its cloth, and the words and marks on it (name plates, the
briscola's label with a suit mark, the prompt, notices, partner signals). What the words
say is decided in ``felt_text``; the scene draws and the tests read the same strings."""

from __future__ import annotations

import math
from collections import OrderedDict
from typing import Any

from PySide6.QtCore import QMarginsF, QPointF, QRect, QRectF, QSizeF, Qt
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
    QRadialGradient,
)

from ...engine.cards import SUIT_OF, Suit
from ...engine.state import PartnerSignal
from ..game.snapshot import TableSnapshot
from . import chiamata_felt
from .card_layout import MARGIN, PLATE
from .felt_text import FeltText, plate_font
from .layout import TableLayout

TEAM_COLOURS = (QColor(36, 92, 168, 230), QColor(160, 48, 44, 230))
"""The human's side, then the other side: plates and pile labels of team games."""
NEUTRAL = QColor(0, 0, 0, 130)
TO_PLAY = QColor(214, 156, 24, 245)
"""The plate of the seat to play, or thinking."""
NOTICE = QColor(150, 30, 30, 240)
HINT = QColor(24, 84, 140, 240)
"""The coach's hint over the hand: a calm blue, not a refusal's red."""
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


def badge_width(painter: QPainter, text: str, marked: bool = False, chip: bool = False) -> float:
    """How wide ``badge`` draws ``text`` with the painter's font (``marked``: with a mark;
    ``chip``: with a chip at its end)."""
    metrics = painter.fontMetrics()
    if chip and not text and not marked:
        return metrics.height() + 8  # (the chip alone: a round plate)
    mark_w = metrics.height() + 2 if marked else 0.0
    chip_w = metrics.height() + 4 if chip else 0.0
    return metrics.horizontalAdvance(text) + 18 + (mark_w + 4 if marked else 0) + chip_w


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
    chip: str | None = None,
) -> tuple[QRectF, QPointF, QPixmap]:
    """A rounded plate with ``text``, centred on ``anchor`` (``beside``/``left``: its left
    edge on it, middle or top left); ``mark`` (suit, deck id, French suits) draws a suit
    mark before the text, ``chip`` a light disc with that letter after it (the dealer's).

    Each plate is drawn once into a pixmap and stamped after that: the table paints its
    plates at every frame of a card's flight, and filling a translucent rounded shape
    costs some twenty times more than copying the same pixels (a plate 140 x 26: 48 us
    against 2 us). Returns the plate's box, and the pixmap stamped and where."""
    h = painter.fontMetrics().height() + 8
    w = badge_width(painter, text, mark is not None, chip is not None)
    if beside or left:
        box = QRectF(anchor.x(), anchor.y() - h / 2, w, h)
    else:
        box = QRectF(anchor.x() - w / 2, anchor.y() - h / 2, w, h)
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    dpi = device.logicalDpiX() if device is not None else 96
    border_rgba = None if border is None else border.rgba()
    key = (text, colour.rgba(), border_rgba, mark, chip, painter.font().key(), w, h, ratio, dpi)
    pixmap = _plates.get(key)
    if pixmap is None:
        pixmap = _draw_plate(
            painter.font(), QSizeF(w, h), text, colour, border, (mark, chip), ratio, dpi
        )
        _plates[key] = pixmap
        if len(_plates) > MAX_PLATES:
            _plates.popitem(last=False)
    else:
        _plates.move_to_end(key)
    at = QPointF(box.left() - PLATE_PAD, box.top() - PLATE_PAD)
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


FELT_COLOURS = {
    "green": (QColor(38, 120, 78), QColor(14, 62, 40)),
    "blue": (QColor(40, 92, 150), QColor(14, 38, 78)),
    "red": (QColor(150, 44, 54), QColor(72, 16, 24)),
    "walnut": (QColor(128, 84, 48), QColor(60, 36, 20)),
}
"""Each table colour of the settings: the felt's centre and its edge."""


def paint_felt(painter: QPainter, rect: QRectF | QRect, table: QRectF, felt: str) -> None:
    """The cloth of colour ``felt`` under the part ``rect`` of a ``table``."""
    gradient = QRadialGradient(table.center(), max(table.width(), table.height()) * 0.75)
    centre, edge = FELT_COLOURS.get(felt, FELT_COLOURS["green"])
    gradient.setColorAt(0.0, centre)
    gradient.setColorAt(1.0, edge)
    painter.fillRect(rect, QBrush(gradient))


def side_colour(snapshot: TableSnapshot, side: int) -> QColor:
    """The colour of a side's plates: the human's team, the other team, or neutral."""
    if snapshot.chiamata is not None:
        return chiamata_felt.colour(snapshot, snapshot.table.sides.index(side))
    if not snapshot.rules.team_game:
        return NEUTRAL
    return TEAM_COLOURS[0 if side == snapshot.table.sides[snapshot.human] else 1]


class FeltPainter:
    """Paints what ``FeltText`` says, where the layout puts it: plates, labels, signals,
    the face-up badge, a notice and a caption."""

    def __init__(self, text: FeltText) -> None:
        self.text = text
        self.deck: tuple[str, bool] = ("", False)
        """The deck in use (its id, French suits): the briscola's label has its mark."""
        self.boxes: list[tuple[str, QRectF]] = []
        """Each plate of the last painting, its words and its place on the table (what a
        player sees over the cards: the tests read how much of each card shows)."""
        self.generation = 0
        """Raised by the table whenever what it says may have changed (its ``update``)."""
        self._stamps: list[tuple[QRectF, QPointF, QPixmap]] = []
        """The plates of the last painting as stamped: (box, where, pixmap)."""
        self._said: tuple[object, ...] | None = None
        """Everything the last painting was decided from (see ``paint``)."""

    def _badge(
        self, painter: QPainter, anchor: QPointF, text: str, colour: QColor, **options: Any
    ) -> QRectF:
        box, at, pixmap = badge(painter, anchor, text, colour, **options)
        self.boxes.append((text, box))
        self._stamps.append((QRectF(at, pixmap.deviceIndependentSize()), at, pixmap))
        return box

    def _inputs(
        self,
        painter: QPainter,
        notice: str | None,
        caption: str | None,
        hint: bool,
        short: str | None,
    ) -> tuple[object, ...]:
        """What the plates are decided from: the same inputs give the same plates (the
        objects themselves, not their ids: an id is reused once its object is gone)."""
        text = self.text
        device = painter.device()
        place = (device.devicePixelRatioF(), device.logicalDpiX()) if device else None
        return (
            self.generation,
            text.snapshot,
            text.layout,
            text.thinking,
            text.running_points,
            text.points_scoreboard,
            text.french,
            text.words,
            text.covered,
            self.deck,
            notice,
            caption,
            hint,
            short,
            place,
        )

    def paint(
        self,
        painter: QPainter,
        notice: str | None,
        caption: str | None,
        hint: bool = False,
        short: str | None = None,
        exposed: QRectF | None = None,
    ) -> None:
        """Everything written on the felt; ``notice`` over the human's plate or beside
        their hand, clear of the trick (a coach's ``hint`` in its own colour, not a
        refusal's red; ``short``, its few words where the whole does not fit),
        ``caption`` over the trick.

        While nothing it depends on has changed (a card flying over a still table), the
        last painting's plates are stamped again where they meet the ``exposed`` part,
        not decided again: deciding them was most of the felt's time in a frame."""
        said = self._inputs(painter, notice, caption, hint, short)
        if said == self._said and self.text.snapshot is not None:
            for box, at, pixmap in self._stamps:
                if exposed is None or box.intersects(exposed):
                    painter.drawPixmap(at, pixmap)
            return
        self._said = said
        self._stamps = []
        text = self.text
        snapshot, layout = text.snapshot, text.layout
        self.boxes = []
        if snapshot is None or layout is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(plate_font(layout))
        if snapshot.captured:
            self._captured(painter, layout, snapshot)
            return
        scoreboard = text.scoreboard_place()
        if scoreboard:
            board, at = scoreboard
            self._badge(painter, at, board, QColor(0, 0, 0, 150), left=True)
        taken: list[QRectF] = []
        own_box: list[QRectF] = []
        for seat in range(snapshot.players):
            box, moved = self._seat_plate(painter, layout, snapshot, seat)
            if moved:
                taken.append(box)
            if seat == snapshot.human:
                own_box.append(box)
        own_dealer = text.own_dealer_plate(taken)
        if own_dealer:
            words, chip, at = own_dealer
            taken.append(self._badge(painter, at, words, NEUTRAL, left=True, chip=chip))
        for index, (seat, tag) in enumerate(text.trick_tags()):  # (none but in double)
            colour = side_colour(snapshot, snapshot.table.sides[seat])
            self._badge(painter, layout.trick_tag_position(seat, index), tag, colour)
        self._stock_labels(painter, layout, snapshot)
        self._piles(painter, layout, snapshot)
        if snapshot.face_up:
            bottom_left = QPointF(MARGIN, layout.height - MARGIN - PLATE / 2)
            self._badge(
                painter, bottom_left, text.words.face_up(), QColor(190, 60, 40, 230), left=True
            )
        for seat, signal in snapshot.signals.items():
            self._signal(painter, layout, seat, signal)
        if notice:
            self._notice(painter, layout, snapshot, (notice, short), hint, taken, own_box)
        if caption:
            top = layout.trick_extent.top() - PLATE / 2 - 2
            self._badge(painter, QPointF(layout.width / 2, max(PLATE, top)), caption, NEUTRAL)

    def _notice(
        self,
        painter: QPainter,
        layout: TableLayout,
        snapshot: TableSnapshot,
        said: tuple[str, str | None],
        hint: bool,
        taken: list[QRectF],
        own_box: list[QRectF],
    ) -> None:
        """A notice or hint where it covers no card of the trick (at six players the
        place over the human's plate lay on its second row): over the plate, else beside
        the hand; a hint too long for one plate in two or three, cut after its card (at
        800x560 the reason was left to the status bar, which cut it short); in its few
        words if need be; over the plate as a last resort."""
        colour, border = (HINT, QColor(170, 220, 255)) if hint else (NOTICE, QColor(255, 220, 120))
        count = len(snapshot.hands[snapshot.human])
        whole, short = said
        forms = [[whole]]
        head, colon, rest = whole.partition(": ")
        if hint and colon and rest:
            forms.append([head + ":", rest])
            forms.append([head + ":", *halves(rest)])
        forms.append([short or ""])
        trick = [(seat, index) for index, (seat, _) in enumerate(snapshot.table.trick)]
        for lines in forms:
            if not all(lines):
                continue
            width = max(badge_width(painter, line) for line in lines)
            # (two plates keep clear of the trick's cards, not of all the room it may take)
            cards = trick if len(lines) > 1 else None
            clear = taken + own_box if len(lines) > 1 else taken  # (stacked up to it)
            place = layout.notice_position(width, count, clear, len(lines), cards)
            if place is not None:
                at, beside = place
                for line in reversed(lines):  # (from the lowest plate up)
                    self._badge(painter, at, line, colour, border=border, left=beside)
                    at = QPointF(at.x(), at.y() - PLATE - 2)
                return
        own_plate = layout.label_position(snapshot.human)
        at = QPointF(own_plate.x(), own_plate.y() - PLATE - 4)
        # The fewest words: a whole sentence wider than the felt was cut at both edges.
        fewest = min((w for w in said if w), key=lambda w: badge_width(painter, w))
        self._badge(painter, at, fewest, colour, border=border)

    def _seat_plate(
        self, painter: QPainter, layout: TableLayout, snapshot: TableSnapshot, seat: int
    ) -> tuple[QRectF, bool]:
        """A seat's plate; its box, and whether it was moved beside the human's hand (from
        under a panel over the table: ``FeltText.covered``)."""
        colour = side_colour(snapshot, snapshot.table.sides[seat])
        border = None
        if self.text.is_seat_to_play(seat):
            # Lit: gold, ringed in the team's colour (white outside team games).
            border = QColor(255, 255, 255) if colour == NEUTRAL else colour.lighter(150)
            colour = TO_PLAY
        hand = snapshot.hands[seat]
        at = layout.label_position(seat, len(hand), any(c is not None for c in hand))
        words, chip = self.text.seat_plate(seat), self.text.dealer_chip(seat)
        width = badge_width(painter, words, chip=chip is not None)
        at = layout.plate_clear_of_trick(seat, at, width)
        beside = layout.label_beside(seat)
        covered = self.text.covered
        if seat == snapshot.human and covered is not None:
            box = QRectF(at.x() - width / 2, at.y() - PLATE / 2, width, PLATE)
            aside = (
                layout.own_dealer_position(width, len(hand)) if box.intersects(covered) else None
            )
            if aside is not None and not covered.intersects(
                QRectF(aside.x(), aside.y() - PLATE / 2, width, PLATE)
            ):
                box = self._badge(
                    painter, aside, words, colour, left=True, border=border, chip=chip
                )
                return box, True
        box = self._badge(painter, at, words, colour, beside=beside, border=border, chip=chip)
        return box, False

    def _stock_labels(
        self, painter: QPainter, layout: TableLayout, snapshot: TableSnapshot
    ) -> None:
        left = layout.stock_group_left
        stock_text = self.text.stock_label()
        above = QPointF(left, layout.stock_label_y)
        count = snapshot.table.stock_count
        next_place = self.text.next_card_place()
        if next_place and count:
            # Scoperta: the face-up card is named, with the count (off the card's pips).
            next_text, start = next_place
            at = QPointF(start, layout.stock_label_y)
            self._badge(painter, at, next_text, QColor(60, 60, 60, 230), left=True)
        elif stock_text:
            self._badge(painter, above, stock_text, NEUTRAL, left=True)
        trump = self.text.trump_label()
        if trump is not None:  # ("": the suit's mark alone)
            below = self.text.trump_label_place()
            mark = None
            trump_card = snapshot.table.trump_card
            if trump_card is not None:
                mark = (SUIT_OF[trump_card], *self.deck)
            # (under a side plate lowered off the trick, at four players in a small window)
            width = badge_width(painter, trump, marked=mark is not None)
            below = self._clear_of_plates(below, width, layout, left=True)
            self._badge(painter, below, trump, QColor(20, 20, 20, 200), left=True, mark=mark)

    def _piles(self, painter: QPainter, layout: TableLayout, snapshot: TableSnapshot) -> None:
        sides = snapshot.table.sides
        for side in range(len(snapshot.table.piles)):
            label = self.text.pile_label(side)
            if label is None:
                continue
            seat = sides.index(side)
            own = sides[seat] == sides[snapshot.human]
            at, beside = layout.pile_label_position(seat, own)
            if not beside:  # (centred on a pile by the edge: kept on the table, whole)
                width = badge_width(painter, label)
                right = layout.width - MARGIN - width / 2
                at = QPointF(max(MARGIN + width / 2, min(at.x(), right)), at.y())
                at = self._clear_of_plates(at, width, layout)
            self._badge(painter, at, label, side_colour(snapshot, side), beside=beside)

    def _clear_of_plates(
        self, at: QPointF, width: float, layout: TableLayout, left: bool = False
    ) -> QPointF:
        """A plate centred on ``at`` (``left``: starting at it), moved down below any plate
        already on the felt that it would lie on (a pile's points lay over the called
        card's name: playtest)."""
        for _ in range(3):
            start = at.x() if left else at.x() - width / 2
            box = QRectF(start, at.y() - PLATE / 2, width, PLATE)
            hit = [b for _words, b in self.boxes if b.intersects(box)]
            if not hit:
                break
            lower = QPointF(at.x(), max(b.bottom() for b in hit) + PLATE / 2 + 2)
            if lower.y() + PLATE / 2 > layout.height - MARGIN:
                break
            at = lower
        return at

    def _captured(self, painter: QPainter, layout: TableLayout, snapshot: TableSnapshot) -> None:
        rows = captured_rows(snapshot)
        for row, side in enumerate(rows):
            words = self.text.captured_label(side)
            if words:
                at = layout.captured_label_position(row, len(rows))
                self._badge(painter, at, words, side_colour(snapshot, side), left=True)

    def _signal(
        self, painter: QPainter, layout: TableLayout, seat: int, signal: PartnerSignal
    ) -> None:
        names = self.text.card_names
        trumps = (
            " ".join(names.rank_letter(r) for r in signal.trumps) if not signal.no_trump else "X"
        )
        words = self.text.words.signal(trumps or "–", signal.aces_threes)
        width = badge_width(painter, words)
        at = layout.plate_clear_of_trick(seat, layout.signal_position(seat, width), width)
        colour = QColor(30, 60, 140, 220)
        self._badge(painter, at, words, colour, beside=layout.label_beside(seat))


def captured_rows(snapshot: TableSnapshot) -> list[int]:
    """The sides in the rows of the end of a deal: the others first, the human's last."""
    own = snapshot.table.sides[snapshot.human]
    others = [side for side in range(len(snapshot.captured)) if side != own]
    return [*others, own]
