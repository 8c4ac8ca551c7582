"""The table at one step of a review: every seat's hand face up, the trick in the middle,
the stock's size and the briscola (the stock's order stays hidden), painted with the
deck's art at whatever size the dialog leaves it."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...engine.cards import CODES, Card
from ...engine.table import TableState
from ..base.paint_guard import guarded
from ..table.cardart import CardArt
from .words import ReviewWords

MAX_CARD_HEIGHT = 110
MIN_HEIGHT = 140
"""The least height the table is given: at 800x560 with four players' summaries (and
longer Italian words) a minimum of 180 overran the verdict under it, cards over text."""
NAME_WIDTH = 96
HANDS_SHARE = 0.62
"""Of the view's width, what the hands may take; the trick and the stock the rest."""
GAP = 6
"""Between cards of a hand laid side by side."""
MIN_SPREAD = 0.42
"""Of a card's width, the least of it a hand shows when its cards overlap: the index
corner and more."""


@dataclass(frozen=True)
class HandsLayout:
    columns: int
    rows: int
    card_height: int
    step: float
    """From one card of a hand to the next."""
    column_width: float


class StepView(QWidget):
    """One step's table; its accessible description lists what it shows."""

    def __init__(
        self,
        art: CardArt,
        words: ReviewWords,
        names: tuple[str, ...],
        human: int,
        hand_size: int,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.hand_size = hand_size
        """Cards in a full hand: the room every hand is given at every step."""
        self.art = art
        self.words = words
        self.names = names
        self.human = human
        self.table: TableState | None = None
        self.played: Card | None = None
        """The card that led to this step, outlined in the trick."""
        self.deal_lines: list[str] | None = None
        """What the deal shows beside the trick instead of the stock and the briscola
        (Briscola chiamata: the auction, the called card, the partner)."""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(360, MIN_HEIGHT)
        self.setAccessibleName(words.on_table())

    def sizeHint(self) -> QSize:
        return QSize(640, 380)

    def show_step(self, table: TableState, played: Card | None) -> None:
        self.table = table
        self.played = played
        self.setAccessibleDescription(self.describe())
        self.update()

    def describe(self) -> str:
        """The step in words: each hand, the trick, the stock and the briscola."""
        table = self.table
        if table is None:
            return ""
        names = self.words.names
        lines = [
            self.words.hand_of(
                self.names[seat], ", ".join(names.card(c) for c in hand) or self.words.empty()
            )
            for seat, hand in enumerate(table.hands)
        ]
        trick = ", ".join(f"{self.names[s]} {names.card(c)}" for s, c in table.trick)
        lines.append(self.words.hand_of(self.words.on_table(), trick or self.words.empty()))
        lines.extend(self._middle_texts(table))
        return "\n".join(lines)

    def _middle_texts(self, table: TableState) -> list[str]:
        """The lines under the trick: the stock and the briscola, or the deal's own."""
        if self.deal_lines is not None:
            return list(self.deal_lines)
        texts = [self.words.stock(table.stock_count)]
        if table.trump_card is not None:
            texts.append(self.words.briscola(table.trump_card))
        return texts

    def _name_width(self) -> int:
        metrics = self.fontMetrics()
        widest = max((metrics.horizontalAdvance(name) for name in self.names), default=40)
        return min(NAME_WIDTH, widest + 14)

    def hands_layout(self) -> HandsLayout:
        """The hands as big as the view allows: in one column or, at a table of four or
        six, two, whichever gives bigger cards; a hand's cards side by side, or overlapping
        (each still showing its index corner) where a row is short. Heights go in steps
        of 4 pixels (few sizes to render and cache as the dialog is resized)."""
        seats = len(self.table.hands) if self.table is not None else 2
        name_width = self._name_width()
        best: HandsLayout | None = None
        for columns in (1, 2) if seats >= 4 else (1,):
            rows = -(-seats // columns)
            fit = (self.height() - 8) / rows - 6
            room = self.width() * HANDS_SHARE / columns - name_width - 8
            apart = room / self.hand_size - GAP
            overlapped = room / (1 + MIN_SPREAD * (self.hand_size - 1))
            height = min(MAX_CARD_HEIGHT, fit, max(apart, overlapped) / self.art.aspect)
            height = max(24, int(height) // 4 * 4)
            width = round(height * self.art.aspect)
            step = float(width + GAP)
            if self.hand_size > 1 and self.hand_size * step - GAP > room:
                step = max(width * MIN_SPREAD, (room - width) / (self.hand_size - 1))
            found = HandsLayout(columns, rows, height, step, name_width + room + 8)
            if best is None or found.card_height > best.card_height:
                best = found
        assert best is not None
        return best

    def card_height(self) -> int:
        return self.hands_layout().card_height

    @guarded
    def paintEvent(self, event: QPaintEvent) -> None:
        table = self.table
        if table is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        hands = self.hands_layout()
        height = hands.card_height
        size = QSize(round(height * self.art.aspect), height)
        name_width = self._name_width()
        rows = hands.rows
        row = (self.height() - 8) / rows
        font = QFont(self.font())
        text_colour = palette.text().color()
        for seat, hand in enumerate(table.hands):
            left = hands.column_width * (seat // rows)
            top = 4 + row * (seat % rows)
            font.setBold(seat == self.human)
            painter.setFont(font)
            painter.setPen(text_colour)
            painter.drawText(
                QRectF(left, top, name_width - 6, row),
                Qt.AlignmentFlag.AlignRight
                | Qt.AlignmentFlag.AlignVCenter
                | Qt.TextFlag.TextWordWrap,
                self.names[seat],
            )
            card_top = top + (row - height) / 2
            for i, card in enumerate(hand):
                pixmap = self.art.pixmap(CODES[card], size)
                x = round(left + name_width + i * hands.step)
                painter.drawPixmap(x, round(card_top), pixmap)
        self._paint_middle(painter, table, size, hands.columns * hands.column_width + 16)
        painter.end()

    def _paint_middle(self, painter: QPainter, table: TableState, size: QSize, left: float) -> None:
        """The trick (each card under its player's name), then the stock and briscola,
        from ``left`` on."""
        palette = self.palette()
        width = self.width() - left - 4
        font = QFont(self.font())
        painter.setFont(font)
        painter.setPen(palette.text().color())
        line = painter.fontMetrics().height()
        painter.drawText(QRectF(left, 4, width, line), self.words.on_table())
        trick_top = 8 + line
        gap = 6
        # The trick's cards as big as a full trick allows (the same size at every step),
        # in two rows at a big table.
        count = max(len(table.hands), len(table.trick))
        across = count if count <= 4 else -(-count // 2)
        rows = -(-count // across)
        tall = min(MAX_CARD_HEIGHT, (self.height() - 3 * line - 30) * 0.6 / rows - line)
        card_w = min(tall * self.art.aspect, (width - gap * (across - 1)) / across)
        card_w = max(16, int(card_w) // 4 * 4)
        shown = QSize(card_w, round(card_w / self.art.aspect))
        metrics = painter.fontMetrics()
        # Cards spread over the room there is, so that their players' names fit under them
        # (at 800x560 they were cut to "M…" under cards laid edge to edge).
        widest = max((metrics.horizontalAdvance(self.names[s]) for s, _ in table.trick), default=0)
        pitch = max(shown.width() + gap, min(width / across, widest + gap))
        for i, (seat, card) in enumerate(table.trick):
            x = left + (i % across) * pitch + (pitch - gap - shown.width()) / 2
            y = trick_top + (i // across) * (shown.height() + line + 6)
            painter.drawPixmap(round(x), round(y), self.art.pixmap(CODES[card], shown))
            if card == self.played:
                painter.setPen(QPen(palette.highlight().color(), 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(
                    QRectF(x - 2, y - 2, shown.width() + 4, shown.height() + 4), 4, 4
                )
                painter.setPen(palette.text().color())
            name = metrics.elidedText(self.names[seat], Qt.TextElideMode.ElideRight, round(pitch))
            middle = x + shown.width() / 2
            painter.drawText(
                QRectF(middle - pitch / 2, y + shown.height() + 2, pitch, line),
                Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextSingleLine,
                name,
            )
        bottom: float = trick_top + rows * (shown.height() + line + 6) + 6
        wrap = Qt.TextFlag.TextWordWrap
        for text in self._middle_texts(table):
            box = painter.boundingRect(QRectF(left, bottom, width, 4 * line), wrap, text)
            painter.drawText(box, wrap, text)
            bottom = box.bottom() + 2
        if table.trump_card is None or self.deal_lines is not None:
            return
        small = QSize(round(size.width() * 0.8), round(size.height() * 0.8))
        room = self.height() - (bottom + 8)
        if table.briscola is not None and room >= small.height() * 0.6:
            if room < small.height():
                small = QSize(round(room * self.art.aspect), round(room))
            pixmap = self.art.pixmap(CODES[table.briscola], small)
            painter.drawPixmap(round(left), round(bottom + 4), pixmap)
