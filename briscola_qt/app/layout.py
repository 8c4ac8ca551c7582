"""Where things go on the table, for a given window size and table: pure geometry.

Seats are placed counter-clockwise from the human at the bottom (seat ``human + 1`` on
the right, as play runs), the stock with the briscola on the left, the capture piles in
the corners, the trick in the middle.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QSize


@dataclass(frozen=True)
class TableLayout:
    width: float
    height: float
    players: int
    human: int
    aspect: float  # card width / height

    @property
    def card_height(self) -> float:
        by_height = self.height * (0.2 if self.players <= 3 else 0.17)
        by_width = self.width / (8.5 if self.players <= 3 else 10.5) / self.aspect
        return max(36.0, min(by_height, by_width))

    @property
    def card_width(self) -> float:
        return self.card_height * self.aspect

    @property
    def card_size(self) -> QSize:
        return QSize(round(self.card_width), round(self.card_height))

    @property
    def small_size(self) -> QSize:
        """Other players' cards, smaller when there are many of them."""
        scale = 0.78 if self.players <= 3 else 0.62
        return QSize(round(self.card_width * scale), round(self.card_height * scale))

    def relative(self, seat: int) -> int:
        return (seat - self.human) % self.players

    def angle(self, seat: int) -> float:
        """Direction of a seat from the centre, radians, screen coordinates (y down)."""
        return math.radians(90 - self.relative(seat) * 360 / self.players)

    @property
    def centre(self) -> QPointF:
        return QPointF(self.width / 2, self.height * (0.43 if self.players == 3 else 0.47))

    def hand_centre(self, seat: int) -> QPointF:
        if self.relative(seat) == 0:
            return QPointF(self.width / 2, self.height - self.card_height * 0.62)
        small = self.small_size
        a = self.angle(seat)
        rx = self.width / 2 - small.width() * 1.6
        ry = self.height * 0.47 - small.height() * 0.62
        return QPointF(self.width / 2 + rx * math.cos(a), self.height * 0.47 + ry * math.sin(a))

    def hand_positions(self, seat: int, count: int, open_hand: bool = False) -> list[QPointF]:
        centre = self.hand_centre(seat)
        own = self.relative(seat) == 0
        if own:
            step = self.card_width * 1.08
        else:
            step = self.small_size.width() * (1.04 if open_hand else 0.55)
        first = centre.x() - step * (count - 1) / 2
        return [QPointF(first + i * step, centre.y()) for i in range(count)]

    def trick_position(self, seat: int, index_in_trick: int, plays_of_seat: int = 0) -> QPointF:
        """Where the ``index_in_trick``-th card of the trick lies, towards its player."""
        a = self.angle(seat)
        centre = self.centre
        if self.players == 2:
            # Two (or, in double, four) cards side by side, nudged towards their player.
            count = 4 if plays_of_seat or index_in_trick >= 2 else 2
            spread = 1.12 if count == 2 else 0.95
            x = centre.x() + (index_in_trick - (count - 1) / 2) * self.card_width * spread
            return QPointF(x, centre.y() + math.sin(a) * self.card_height * 0.1)
        reach_x, reach_y = {3: (1.0, 0.72), 4: (1.1, 0.58), 6: (1.2, 0.8)}[self.players]
        return QPointF(
            centre.x() + math.cos(a) * self.card_width * reach_x,
            centre.y() + math.sin(a) * self.card_height * reach_y,
        )

    @property
    def stock_position(self) -> QPointF:
        if self.players == 2:
            return QPointF(self.card_height * 0.7, self.height * 0.47)
        return QPointF(self.card_height * 0.7, self.height - self.card_height * 0.75)

    @property
    def briscola_position(self) -> QPointF:
        """The turned-up briscola lies across under the stock, half showing."""
        stock = self.stock_position
        return QPointF(stock.x() + self.card_width * 0.5 + self.card_height * 0.08, stock.y())

    def pile_position(self, side_seat: int, own_side: bool) -> QPointF:
        """The capture pile of the side ``side_seat`` belongs to: bottom right for the
        human's own side (``own_side``), the top corners for the others."""
        x = self.width - self.card_height * 0.75
        if own_side:
            return QPointF(x, self.height - self.card_height * 0.75)
        if self.players == 3 and self.relative(side_seat) == 2:
            return QPointF(self.card_height * 0.75, self.card_height * 0.75)
        return QPointF(x, self.card_height * 0.75)

    def label_position(self, seat: int) -> QPointF:
        """Where a seat's name goes: beside (own hand) or above/below its cards."""
        centre = self.hand_centre(seat)
        if self.relative(seat) == 0:
            return QPointF(centre.x(), centre.y() - self.card_height * 0.5 - 14)
        below = centre.y() < self.height * 0.4
        offset = self.small_size.height() * 0.5 + 12
        return QPointF(centre.x(), centre.y() + (offset if below else -offset))
