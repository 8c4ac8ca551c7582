"""The table at one step of a review: every seat's hand face up, the trick in the middle,
the stock's size and the briscola (the stock's order stays hidden), painted with the
deck's art at whatever size the dialog leaves it."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..engine.cards import CODES, Card
from ..engine.table import TableState
from .cardart import CardArt
from .review_words import ReviewWords

MAX_CARD_HEIGHT = 110
NAME_WIDTH = 96
HANDS_SHARE = 0.62
"""Of the view's width, what the hands may take; the trick and the stock the rest."""


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
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(360, 180)
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
        lines.append(self.words.stock(table.stock_count))
        if table.trump_card is not None:
            lines.append(self.words.briscola(table.trump_card))
        return "\n".join(lines)

    def _columns(self) -> tuple[int, int]:
        """Columns and rows of hands: two columns at a table of four or six."""
        seats = len(self.table.hands) if self.table is not None else 2
        columns = 2 if seats >= 4 else 1
        return columns, -(-seats // columns)

    def _name_width(self) -> int:
        metrics = self.fontMetrics()
        widest = max((metrics.horizontalAdvance(name) for name in self.names), default=40)
        return min(NAME_WIDTH, widest + 14)

    def card_height(self) -> int:
        """Cards as big as the rows of hands allow, in steps of 4 pixels (few sizes to
        render and cache as the dialog is resized)."""
        columns, rows = self._columns()
        fit = (self.height() - 8) / rows - 6
        column = self.width() * HANDS_SHARE / columns
        wide = (column - self._name_width() - 8) / self.hand_size - 6
        height = min(MAX_CARD_HEIGHT, fit, wide / self.art.aspect)
        return max(24, int(height) // 4 * 4)

    def paintEvent(self, event: QPaintEvent) -> None:
        table = self.table
        if table is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        height = self.card_height()
        size = QSize(round(height * self.art.aspect), height)
        step = size.width() + 6
        columns, rows = self._columns()
        name_width = self._name_width()
        column_width = name_width + self.hand_size * step + 8
        row = (self.height() - 8) / rows
        font = QFont(self.font())
        text_colour = palette.text().color()
        for seat, hand in enumerate(table.hands):
            left = column_width * (seat // rows)
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
                painter.drawPixmap(round(left + name_width + i * step), round(card_top), pixmap)
        self._paint_middle(painter, table, size, columns * column_width + 16)
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
        for i, (seat, card) in enumerate(table.trick):
            x = left + (i % across) * (shown.width() + gap)
            y = trick_top + (i // across) * (shown.height() + line + 6)
            painter.drawPixmap(round(x), round(y), self.art.pixmap(CODES[card], shown))
            if card == self.played:
                painter.setPen(QPen(palette.highlight().color(), 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(
                    QRectF(x - 2, y - 2, shown.width() + 4, shown.height() + 4), 4, 4
                )
                painter.setPen(palette.text().color())
            name = metrics.elidedText(
                self.names[seat], Qt.TextElideMode.ElideRight, shown.width() + gap
            )
            painter.drawText(
                QRectF(x - gap / 2, y + shown.height() + 2, shown.width() + gap, line),
                Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextSingleLine,
                name,
            )
        bottom: float = trick_top + rows * (shown.height() + line + 6) + 6
        wrap = Qt.TextFlag.TextWordWrap
        texts = [self.words.stock(table.stock_count)]
        if table.trump_card is not None:
            texts.append(self.words.briscola(table.trump_card))
        for text in texts:
            box = painter.boundingRect(QRectF(left, bottom, width, 4 * line), wrap, text)
            painter.drawText(box, wrap, text)
            bottom = box.bottom() + 2
        if table.trump_card is None:
            return
        small = QSize(round(size.width() * 0.8), round(size.height() * 0.8))
        room = self.height() - (bottom + 8)
        if table.briscola is not None and room >= small.height() * 0.6:
            if room < small.height():
                small = QSize(round(room * self.art.aspect), round(room))
            pixmap = self.art.pixmap(CODES[table.briscola], small)
            painter.drawPixmap(round(left), round(bottom + 4), pixmap)
