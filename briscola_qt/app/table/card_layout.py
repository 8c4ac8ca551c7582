"""Where things go on the table, for a given window size and table: pure geometry.

Seats are placed counter-clockwise from the human at the bottom (seat ``human + 1`` on
the right, as play runs). The card size is the largest at which the whole table fits the
window, as in KPat: the table is measured in card widths and heights plus a few fixed
pixels for the name plates, and the card size follows from the window's size.

Rows, top to bottom: the seat opposite (its plate beside it), the middle band (the trick,
the stock with the briscola on the left, the side seats' hands in columns beside the
trick), the human's plate and hand. The capture piles lie in the corners on the right
(and, in three players, top left for the seat on the left).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

from PySide6.QtCore import QPointF, QRectF, QSize

MARGIN = 8.0
"""Pixels between the table's edge and anything on it."""
PLATE = 28.0
"""Pixels a row of name plates takes (a badge and its spacing)."""
MIN_CARD_PX = 62.0
"""No card is drawn narrower than this while the main cards are wider..."""
MIN_TRICK_PX = 54.0
"""... but the trick's at four and six players, in two rows of whole cards: a little less
in the smallest windows, where the human's cards would pay for it."""
GAP = 0.1
"""Space between rows, in card heights."""
LIFT = 0.1
"""How far a card of the human's hand rises under the mouse or the keyboard, in card
heights: the room kept above the hand, under the prompt (cards.CardItem raises by it)."""
STEP = 1.06
"""Distance between neighbouring cards that must not overlap, in card widths."""
HIDDEN_STEP = 0.3
"""Distance between face-down cards of another seat, in their widths."""
OPEN_STEP = 0.36
"""Distance between face-up cards of a side seat, at least: the corner index stays readable."""
OPEN_STEP_MAX = 0.6
"""... and at most, where the table has room: the suits and faces can be read too."""
TRICK_SCALE = 0.84
"""Four and six players: the trick's cards, this much of the human's, lie in two rows with
every card whole (a newcomer could not read half-covered cards)."""
TRICK_GAP = 0.06
"""Between the rows of a two-row trick, in its cards' heights."""
DOUBLE_NUDGE = 0.12
"""Double: each trick card lies this many card heights towards its player, its owner's
name beside it (two cards each, play order left to right)."""
TAG = 30.0
"""Pixels a trick card's owner tag takes (double), with its spacing."""
FIVE = 5
"""Briscola chiamata's table: two hands in the top row (each with its pile on its left and
its plate on its right), one hand on each side, the trick in two rows (three cards under
two), the called card where the stock lies at other tables, no stock."""


@dataclass(frozen=True)
class CardLayout:
    """The cards' geometry: their sizes, the seats and hands, the trick, the stock,
    the piles and the cards shown at the end of a deal (``TableLayout`` adds the plates
    and labels)."""

    width: float
    height: float
    players: int
    human: int
    aspect: float  # card width / height
    hand_size: int = 3
    """The most cards a hand holds in this variant (five in briscolone, four in double)."""
    plays_per_trick: int = 0
    """Cards in a trick (four in double); 0: one per player."""

    # --- sizes ------------------------------------------------------------------------

    @property
    def trick_cards(self) -> int:
        return self.plays_per_trick or self.players

    @property
    def tagged_trick(self) -> bool:
        """Each trick card has its owner's name beside it (double: two cards a player)."""
        return self.trick_cards > self.players

    @property
    def _base_small(self) -> float:
        return 0.75 if self.players <= 3 else 0.8

    def _rows(self, small: float, trick: float) -> float:
        """The table's height in card heights (plates and margins aside)."""
        band = 1.0 + (0.2 if self.players == 3 else 0.0)
        if self.players >= 4:
            band = trick * (2 + TRICK_GAP)
        elif self.tagged_trick:
            band = 1.0 + 2 * DOUBLE_NUDGE
        return small + GAP + band + GAP + LIFT + 1.0

    @property
    def _fixed_rows(self) -> float:
        """Pixels of the table's height that are not in card heights: margins, the
        human's plate, the owner tags of a double trick."""
        return PLATE + 2 * MARGIN + (2 * TAG if self.tagged_trick else 0.0)

    def _columns(self, small: float, trick: float) -> float:
        """Half the table's width in card widths (margins aside): the widest row."""
        hand = (self.hand_size - 1) * STEP + 1.0
        stock = small * 2.1  # (five: the called card and the left-hand seat's pile)
        pile = small + 0.2
        bottom = hand / 2 + 0.2 + max(pile, stock if self.players >= 4 else 0.0)
        if self.players <= 3:
            half_trick = self.trick_cards * STEP / 2 if self.players == 2 else 1.56
            middle = half_trick + 0.3 + stock
            return max(bottom, middle)
        side = small * (1.0 + (self.hand_size - 1) * OPEN_STEP)
        middle = (STEP + 0.5) * trick + 0.15 + side + 0.15 + stock
        return max(bottom, middle)

    @cached_property
    def _sizes(self) -> tuple[float, float, float]:
        """Card height, the scale of the smaller cards (other hands, stock, piles) and of
        the trick's cards."""
        small = self._base_small
        trick = TRICK_SCALE if self.players >= 4 else 1.0
        height = 36.0
        for _ in range(4):
            by_height = (self.height - self._fixed_rows) / self._rows(small, trick)
            by_width = (self.width / 2 - MARGIN) / self._columns(small, trick) / self.aspect
            height = max(36.0, min(by_height, by_width))
            needed = min(1.0, MIN_CARD_PX / (height * self.aspect))
            trick_needed = min(1.0, MIN_TRICK_PX / (height * self.aspect))
            if needed <= small + 1e-6 and trick_needed <= trick + 1e-6:
                break
            small, trick = max(small, needed), max(trick, trick_needed)
        return height, small, trick

    @property
    def trick_scale(self) -> float:
        """The trick's cards' size, of the human's cards'."""
        return self._sizes[2]

    @cached_property
    def _middle_slack(self) -> float:
        """Pixels of half the table's width that the middle row (trick, side hands, stock)
        leaves free at four and six players."""
        w = self.card_width
        return max(
            0.0, (self.width / 2 - MARGIN) - w * self._columns(self.small_scale, self.trick_scale)
        )

    @cached_property
    def open_step(self) -> float:
        """Distance between face-up cards of a side seat, in their widths: wider than
        OPEN_STEP (the corner index alone) where the table has room, up to OPEN_STEP_MAX."""
        if self.players < 4 or self.hand_size < 2:
            return OPEN_STEP
        grow = self._middle_slack / ((self.hand_size - 1) * self.small_scale * self.card_width)
        return min(OPEN_STEP_MAX, OPEN_STEP + grow)

    @property
    def card_height(self) -> float:
        return self._sizes[0]

    @cached_property
    def card_width(self) -> float:
        return self.card_height * self.aspect

    @cached_property
    def small_scale(self) -> float:
        return self._sizes[1]

    @cached_property
    def card_size(self) -> QSize:
        return QSize(round(self.card_width), round(self.card_height))

    @cached_property
    def trick_size(self) -> QSize:
        """The cards of the trick in the middle."""
        scale = self.trick_scale
        return QSize(round(self.card_width * scale), round(self.card_height * scale))

    @cached_property
    def small_size(self) -> QSize:
        """Other players' cards, the stock and the piles."""
        scale = self.small_scale
        return QSize(round(self.card_width * scale), round(self.card_height * scale))

    # --- seats ------------------------------------------------------------------------

    def relative(self, seat: int) -> int:
        return (seat - self.human) % self.players

    def angle(self, seat: int) -> float:
        """Direction of a seat from the centre, radians, screen coordinates (y down)."""
        return math.radians(90 - self.relative(seat) * 360 / self.players)

    @cached_property
    def _band(self) -> tuple[float, float]:
        """Top and bottom of the middle band (between the top hand and the human's plate)."""
        h = self.card_height
        top = MARGIN + self.small_scale * h + GAP * h
        bottom = self.height - MARGIN - h - LIFT * h - PLATE - GAP * h
        return top, bottom

    @cached_property
    def centre(self) -> QPointF:
        top, bottom = self._band
        return QPointF(self.width / 2, (top + bottom) / 2)

    def _side_width(self, count: int, open_hand: bool) -> float:
        step = self.open_step if open_hand else HIDDEN_STEP
        return self.small_size.width() * (1.0 + max(0, count - 1) * step)

    def _side_x(self, right: bool) -> float:
        """Centre of the column of side hands (four and six players)."""
        w = self.card_width
        side = self._side_width(self.hand_size, True)
        offset = (STEP + 0.5) * self.trick_scale * w + 0.15 * w + side / 2
        # What the wider fans leave of the room: half of it between the hands and the trick.
        fans = (self.open_step - OPEN_STEP) * (self.hand_size - 1) * self.small_size.width()
        offset += max(0.0, self._middle_slack - fans) / 2
        return self.width / 2 + (offset if right else -offset)

    def is_top(self, seat: int) -> bool:
        """The seat's hand lies in the top row (its plate goes beside it)."""
        rel = self.relative(seat)
        if self.players <= 3:
            return rel != 0
        if self.players == FIVE:
            return rel in (2, 3)
        return rel == self.players // 2

    def _top_of_five(self, rel: int) -> QPointF:
        """Five players: the centre of a top hand, each in its half of the table after
        its pile (the plate follows the hand)."""
        small = self.small_size
        half = (self.width - 2 * MARGIN) / 2
        left = MARGIN + (half if rel == 2 else 0.0) + small.width() + 6
        hand = self._top_hand_width()
        return QPointF(left + hand / 2, MARGIN + small.height() / 2)

    def _top_hand_width(self) -> float:
        return self.small_size.width() * (1.0 + (self.hand_size - 1) * HIDDEN_STEP)

    def hand_centre(self, seat: int) -> QPointF:
        rel = self.relative(seat)
        h, small = self.card_height, self.small_size
        if rel == 0:
            return QPointF(self.width / 2, self.height - MARGIN - h / 2)
        top_y = MARGIN + small.height() / 2
        if self.players == 2:
            return QPointF(self.width / 2, top_y)
        if self.players == 3:
            return QPointF(self.width * (0.7 if rel == 1 else 0.3), top_y)
        if self.players == FIVE:
            if rel in (2, 3):
                return self._top_of_five(rel)
            return QPointF(self._side_x(rel == 1), self.centre.y() - PLATE / 2)
        if rel == self.players // 2:
            return QPointF(self.width / 2, top_y)
        right = rel < self.players // 2
        cy = self.centre.y()
        if self.players == 4:
            return QPointF(self._side_x(right), cy - PLATE / 2)
        # Six: the seat nearer the human sits lower.
        lower = rel in (1, 5)
        shift = small.height() * 0.5 + PLATE * 0.5 + 2
        return QPointF(self._side_x(right), cy + (shift if lower else -shift - 4))

    @cached_property
    def _centres(self) -> dict[int, tuple[float, float]]:
        """Each seat's hand centre as worked out once (``hand_positions`` asks for every
        hand at every change of the table)."""
        return {}

    def hand_positions(self, seat: int, count: int, open_hand: bool = False) -> list[QPointF]:
        centre = self._centres.get(seat)
        if centre is None:
            at = self.hand_centre(seat)
            centre = self._centres[seat] = (at.x(), at.y())
        x, y = centre
        rel = self.relative(seat)
        if rel == 0:
            step = self.card_width * STEP
        elif self.is_top(seat) and self.players == FIVE:
            # Two hands of eight share the top row with their piles and plates.
            step = self.small_size.width() * (OPEN_STEP if open_hand else HIDDEN_STEP)
        elif self.is_top(seat):
            step = self.small_size.width() * (STEP if open_hand else 0.55)
        else:
            step = self.small_size.width() * (self.open_step if open_hand else HIDDEN_STEP)
        first = x - step * (count - 1) / 2
        return [QPointF(first + i * step, y) for i in range(count)]

    def hand_rect_width(self, seat: int, count: int, open_hand: bool = False) -> float:
        """The width the seat's hand covers."""
        positions = self.hand_positions(seat, count, open_hand)
        size = self.card_size if self.relative(seat) == 0 else self.small_size
        if not positions:
            return 0.0
        return positions[-1].x() - positions[0].x() + size.width()

    # --- the trick ----------------------------------------------------------------------

    def trick_position(self, seat: int, index_in_trick: int) -> QPointF:
        """Where the ``index_in_trick``-th card of the trick lies, towards its player; no
        card of a trick covers another (tests/app/table/test_trick_visible.py)."""
        w, h = self.card_width, self.card_height
        c = self.centre
        rel = self.relative(seat)
        if self.players == 2:
            # Side by side in play order (four in double), nudged towards their player.
            count = self.trick_cards
            x = c.x() + (index_in_trick - (count - 1) / 2) * w * STEP
            nudge = DOUBLE_NUDGE if self.tagged_trick else 0.06
            return QPointF(x, c.y() + (nudge if rel == 0 else -nudge) * h)
        if self.players == 3:
            dx = {0: 0.0, 1: STEP, 2: -STEP}[rel] * w
            return QPointF(c.x() + dx, c.y() + (0.1 if rel == 0 else -0.1) * h)
        # Four and six: two rows of whole cards, each in its player's direction (four:
        # a cross, the side seats' cards level with the middle).
        size = self.trick_size
        column_step = size.width() * STEP
        row = size.height() * (1 + TRICK_GAP) / 2
        if self.players == 4:
            column = {0: 0, 1: 1, 2: 0, 3: -1}[rel]
            y = {0: row, 1: 0.0, 2: -row, 3: 0.0}[rel]
            return QPointF(c.x() + column * column_step, c.y() + y)
        if self.players == FIVE:
            # Three under two: the human and the side seats below, the top seats above.
            half_column = {0: 0, 1: 2, 2: 1, 3: -1, 4: -2}[rel]
            y = row if rel in (0, 1, 4) else -row
            return QPointF(c.x() + half_column * column_step / 2, c.y() + y)
        column = {0: 0, 1: 1, 2: 1, 3: 0, 4: -1, 5: -1}[rel]
        y = row if rel in (0, 1, 5) else -row
        return QPointF(c.x() + column * column_step, c.y() + y)

    def trick_tag_position(self, seat: int, index_in_trick: int) -> QPointF:
        """Double: the middle of the tag naming the owner of a trick card, on its
        player's side of it (under the human's cards, over the other's)."""
        at = self.trick_position(seat, index_in_trick)
        offset = self.card_height / 2 + TAG / 2
        return QPointF(at.x(), at.y() + (offset if self.relative(seat) == 0 else -offset))

    @cached_property
    def trick_extent(self) -> QRectF:
        """The part of the table the trick's cards may cover, whoever plays them."""
        size = self.trick_size
        w, h = size.width(), size.height()
        extent = QRectF()
        for seat in range(self.players):
            for index in range(self.trick_cards):
                at = self.trick_position(seat, index)
                extent = extent.united(QRectF(at.x() - w / 2, at.y() - h / 2, w, h))
        return extent

    def trick_z(self, seat: int, index_in_trick: int) -> float:
        """Stacking of a trick card: later cards on earlier ones (they do not overlap; a
        card flying in passes over those already there). Once the trick is won, its
        winning card goes on top: ``TRICK_WINNER_Z``."""
        return 40 + index_in_trick

    # --- stock, briscola, piles ----------------------------------------------------------

    @cached_property
    def stock_position(self) -> QPointF:
        small = self.small_size
        return QPointF(MARGIN + small.width() / 2 + 2, self.centre.y())

    @cached_property
    def briscola_position(self) -> QPointF:
        """The turned-up briscola lies upright beside the stock, wholly readable."""
        small = self.small_size
        return QPointF(self.stock_position.x() + small.width() * 1.1, self.centre.y())

    @property
    def stock_group_left(self) -> float:
        return MARGIN

    def pile_position(self, side_seat: int, own_side: bool) -> QPointF:
        """The capture pile of the side ``side_seat`` belongs to: bottom right for the
        human's own side (``own_side``), the top corners for the others."""
        small = self.small_size
        x = self.width - MARGIN - small.width() / 2 - 6
        if own_side:
            return QPointF(x, self.height - MARGIN - small.height() / 2 - 6)
        y = MARGIN + small.height() / 2
        rel = self.relative(side_seat)
        if self.players == FIVE and rel in (2, 3):
            top = self._top_of_five(rel)
            return QPointF(top.x() - self._top_hand_width() / 2 - 6 - small.width() / 2, y)
        if self.players == FIVE:
            # Beside the called card on the left (as the briscola lies by the stock), or
            # level with it on the right.
            x = self.briscola_position.x()
            return QPointF(x if rel == 4 else self.width - x, self.centre.y())
        if self.players == 3 and self.relative(side_seat) == 2:
            return QPointF(MARGIN + small.width() / 2, y)
        return QPointF(x, y)

    # --- the end of a deal ----------------------------------------------------------------

    def captured_positions(self, row: int, rows: int, count: int) -> list[QPointF]:
        """Where the ``count`` captured cards of the ``row``-th side lie after a deal: a
        fan across the table, one row per side under its plate, the human's side last."""
        small = self.captured_size(rows)
        block = (self.height - 2 * MARGIN) / max(1, rows)
        y = MARGIN + block * row + PLATE + small.height() / 2 + 4
        left = MARGIN + small.width() / 2
        span = self.width - 2 * MARGIN - small.width()
        step = min(small.width() * 0.62, span / max(1, count - 1))
        first = left + (span - step * (count - 1)) / 2
        return [QPointF(first + i * step, y) for i in range(count)]

    def captured_label_position(self, row: int, rows: int) -> QPointF:
        block = (self.height - 2 * MARGIN) / max(1, rows)
        return QPointF(MARGIN, MARGIN + block * row + PLATE / 2)

    def captured_size(self, rows: int) -> QSize:
        """The captured cards' size: the small size, or less if the rows need it."""
        small = self.small_size
        block = (self.height - 2 * MARGIN) / max(1, rows) - PLATE - 8
        if block >= small.height():
            return small
        scale = max(0.3, block / small.height())
        return QSize(round(small.width() * scale), round(small.height() * scale))
