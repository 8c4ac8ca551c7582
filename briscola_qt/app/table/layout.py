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
class TableLayout:
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

    def hand_positions(self, seat: int, count: int, open_hand: bool = False) -> list[QPointF]:
        centre = self.hand_centre(seat)
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
        first = centre.x() - step * (count - 1) / 2
        return [QPointF(first + i * step, centre.y()) for i in range(count)]

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

    def plate_clear_of_trick(self, seat: int, anchor: QPointF, width: float) -> QPointF:
        """Where a plate ``width`` wide, centred on ``anchor`` under a side seat's hand,
        goes so as to leave the trick uncovered: moved outwards (away from the middle of
        the table) just enough, as far as the edge of the table (or the stock and the
        briscola, beside the left hands) allows."""
        if self.relative(seat) == 0 or self.is_top(seat):
            return anchor
        trick, half = self.trick_extent, width / 2
        if not trick.top() - PLATE / 2 < anchor.y() < trick.bottom() + PLATE / 2:
            return anchor
        x = anchor.x()
        if x < self.centre.x():
            # Not over the stock and the briscola either, where they are level with it.
            small = self.small_size
            floor = MARGIN
            if abs(anchor.y() - self.stock_position.y()) < small.height() / 2 + PLATE / 2:
                floor = self.briscola_position.x() + small.width() / 2 + 4
            x = min(x, max(floor + half, trick.left() - 4 - half))
        else:
            x = min(self.width - MARGIN - half, max(x, trick.right() + 4 + half))
        return QPointF(x, anchor.y())

    def plate_is_clear(self, seat: int, anchor: QPointF, width: float) -> bool:
        """A side seat's plate ``width`` wide, centred on ``anchor`` (where
        ``plate_clear_of_trick`` put it), covers neither the trick, the stock and the
        briscola nor the human's hand (raised or not), and lies on the table. (In a
        narrow table there may be no such place for a long plate: the scene then writes
        less on it.)"""
        if self.relative(seat) == 0 or self.is_top(seat):
            return True
        plate = QRectF(anchor.x() - width / 2, anchor.y() - PLATE / 2, width, PLATE)
        if plate.left() < MARGIN - 0.5 or plate.right() > self.width - MARGIN + 0.5:
            return False
        stock_group = self.stock_group
        positions = self.hand_positions(self.human, self.hand_size)
        w, h = self.card_width, self.card_height
        own_hand = QRectF(
            positions[0].x() - w / 2,
            positions[0].y() - h / 2 - LIFT * h,
            positions[-1].x() - positions[0].x() + w,
            h + LIFT * h,
        )
        return not any(
            plate.intersects(obstacle) for obstacle in (self.trick_extent, stock_group, own_hand)
        )

    TRICK_WINNER_Z = 60.0
    """The winning card of a finished trick lies on all the others, whole."""

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

    # --- plates -----------------------------------------------------------------------

    def label_position(self, seat: int, count: int = 0, open_hand: bool = False) -> QPointF:
        """Where a seat's plate goes: above the human's hand, beside a hand of ``count``
        cards in the top row (the left end of the plate, see ``label_beside``), below a
        side hand."""
        centre = self.hand_centre(seat)
        h = self.card_height
        if self.relative(seat) == 0:
            return QPointF(centre.x(), centre.y() - h / 2 - LIFT * h - PLATE / 2)
        small = self.small_size
        if self.is_top(seat):
            half = self.hand_rect_width(seat, max(1, count or self.hand_size), open_hand) / 2
            return QPointF(centre.x() + half + 10, centre.y())
        return QPointF(centre.x(), centre.y() + small.height() / 2 + PLATE / 2)

    def own_plate_room(self) -> float:
        """How wide the human's plate (their prompt) may be, centred above their hand, so
        as to cover no side seat's hand or plate level with it (at four and six players,
        in a small window, those hands reach down beside it)."""
        at = self.label_position(self.human)
        room = self.width - 2 * MARGIN
        small = self.small_size
        half_hand = self._side_width(self.hand_size, True) / 2  # (face up: the widest)
        for seat in range(self.players):
            if self.relative(seat) == 0 or self.is_top(seat):
                continue
            centre = self.hand_centre(seat)
            top = centre.y() - small.height() / 2
            bottom = centre.y() + small.height() / 2 + PLATE  # the hand and its plate
            if bottom <= at.y() - PLATE / 2 or top >= at.y() + PLATE / 2:
                continue
            room = min(room, 2 * (abs(centre.x() - at.x()) - half_hand - 4))
        return room

    @property
    def stock_group(self) -> QRectF:
        """The stock and the briscola beside it."""
        small = self.small_size
        return QRectF(
            MARGIN,
            self.stock_position.y() - small.height() / 2,
            self.briscola_position.x() + small.width() / 2 - MARGIN,
            small.height(),
        )

    def own_dealer_position(
        self, width: float, count: int, taken: list[QRectF] | None = None
    ) -> QPointF | None:
        """Where the plate saying that the human dealt, ``width`` wide, starts (its left
        end, middle): left of their hand of ``count`` cards, else right of it, clear of the
        side hands and plates, the stock, the piles, the face-up notice and the plates of
        ``taken`` (None: no room for it there). The human's own plate goes there too when
        a panel lies over its place (``felt.FeltPainter``)."""
        positions = self.hand_positions(self.human, max(1, count))
        w = self.card_width
        left_end, right_end = positions[0].x() - w / 2, positions[-1].x() + w / 2
        y = positions[0].y()
        places = [QPointF(left_end - 10 - width, y), QPointF(right_end + 10, y)]
        for at in places:
            plate = QRectF(at.x(), y - PLATE / 2, width, PLATE)
            inside = plate.left() >= MARGIN and plate.right() <= self.width - MARGIN
            blocked = [*self._obstacles(), *(taken or [])]
            if inside and not any(plate.intersects(o) for o in blocked):
                return at
        return None

    def notice_position(
        self, width: float, count: int, taken: list[QRectF]
    ) -> tuple[QPointF, bool] | None:
        """Where a notice ``width`` wide goes so as to cover no trick card, side hand,
        stock or pile, nor a plate of ``taken``: centred over the human's plate, else
        beside their hand of ``count`` cards, level with its top (its left end: True);
        None where it fits nowhere."""
        own = self.label_position(self.human)
        above = QPointF(own.x(), own.y() - PLATE - 4)
        blocked = [self.trick_extent, *self._obstacles(), *taken]
        plate = QRectF(above.x() - width / 2, above.y() - PLATE / 2, width, PLATE)
        inside = plate.left() >= MARGIN and plate.right() <= self.width - MARGIN
        if inside and not any(plate.intersects(b) for b in blocked):
            return above, False
        positions = self.hand_positions(self.human, max(1, count))
        w, h = self.card_width, self.card_height
        y = positions[0].y() - h / 2 + PLATE / 2
        for at in (
            QPointF(positions[0].x() - w / 2 - 10 - width, y),
            QPointF(positions[-1].x() + w / 2 + 10, y),
        ):
            plate = QRectF(at.x(), y - PLATE / 2, width, PLATE)
            inside = plate.left() >= MARGIN and plate.right() <= self.width - MARGIN
            if inside and not any(plate.intersects(b) for b in blocked):
                return at, True
        return None

    def _obstacles(self) -> list[QRectF]:
        """What a plate beside the human's hand must not cover: the side hands (face up,
        their widest) and their plates, the stock, the piles and the notice in the bottom
        left corner."""
        small = self.small_size
        rects = []
        half_hand = self._side_width(self.hand_size, True) / 2
        for seat in range(self.players):
            if self.relative(seat) == 0 or self.is_top(seat):
                continue
            centre = self.hand_centre(seat)
            top = centre.y() - small.height() / 2
            rects.append(QRectF(centre.x() - half_hand, top, 2 * half_hand, small.height() + PLATE))
        rects.append(self.stock_group)
        pile = self.pile_position(self.human, True)
        rects.append(
            QRectF(
                pile.x() - small.width() / 2,
                pile.y() - small.height() / 2 - PLATE - 4,
                small.width(),
                small.height() + PLATE + 4,
            )
        )
        rects.append(QRectF(0, self.height - MARGIN - PLATE, self.width / 2, PLATE + MARGIN))
        return rects

    @property
    def trump_label_y(self) -> float:
        """The middle of the briscola's label, under the stock."""
        return self.stock_position.y() + self.small_size.height() / 2 + PLATE / 2 + 2

    @property
    def stock_label_y(self) -> float:
        """The middle of the label over the stock."""
        return self.stock_position.y() - self.small_size.height() / 2 - PLATE / 2 - 2

    def stock_label_room(self, y: float) -> float:
        """How wide a label drawn from the table's left edge at height ``y`` (beside the
        stock) may be, so as to cover no hand on the left, nor its plate (at four and six
        players, in a narrow table, those hands come close)."""
        room = self.width / 2 - MARGIN
        small = self.small_size
        half_hand = self._side_width(self.hand_size, True) / 2
        for seat in range(self.players):
            if self.relative(seat) == 0 or self.is_top(seat):
                continue
            centre = self.hand_centre(seat)
            if centre.x() > self.centre.x():
                continue
            top = centre.y() - small.height() / 2
            bottom = centre.y() + small.height() / 2 + PLATE
            if bottom <= y - PLATE / 2 or top >= y + PLATE / 2:
                continue
            room = min(room, centre.x() - half_hand - 4 - MARGIN)
        trick = self.trick_extent  # (a double trick, in the smallest tables, comes close)
        if trick.top() < y + PLATE / 2 and trick.bottom() > y - PLATE / 2:
            room = min(room, trick.left() - 4 - MARGIN)
        return room

    def scoreboard_room(self, open_hands: bool) -> float:
        """How wide the match's scoreboard, in the top left corner, may be: up to the
        nearest hand of the top row (as wide as it may be, open if ``open_hands``: open, a
        top hand spreads wider than a side hand, and the plate lay over its first card),
        and clear of the side hands on the left."""
        room = self.stock_label_room(MARGIN + PLATE / 2)
        for seat in range(self.players):
            if self.relative(seat) != 0 and self.is_top(seat):
                half_hand = self.hand_rect_width(seat, self.hand_size, open_hands) / 2
                room = min(room, self.hand_centre(seat).x() - half_hand - 8 - MARGIN)
        return room

    def scoreboard_places(self, open_hands: bool) -> list[tuple[QPointF, float]]:
        """Where the scoreboard may lie (its left end's middle) and how wide it may be
        there: the top left corner, then the left edge under the top row, above the
        stock's label (at five players the top row leaves the corner no room)."""
        places = [(QPointF(MARGIN, MARGIN + PLATE / 2), self.scoreboard_room(open_hands))]
        top = [self.hand_centre(s).y() for s in range(self.players) if self.is_top(s)]
        if top:
            y = max(top) + self.small_size.height() / 2 + 6 + PLATE / 2
            if y + PLATE / 2 + 2 <= self.stock_label_y - PLATE / 2:
                places.append((QPointF(MARGIN, y), self.stock_label_room(y)))
        return places

    def signal_position(self, seat: int, width: float) -> QPointF:
        """Where a seat's partner signal, ``width`` wide, goes: under its name plate; at six
        players, where another hand lies just below the upper side hands, above the hand
        instead, moved outwards off the top hand if need be (if there is room)."""
        at = self.label_position(seat)
        below = QPointF(at.x(), at.y() + PLATE)
        rel = self.relative(seat)
        if self.players != 6 or rel not in (2, 4):
            return below
        small, half = self.small_size, width / 2
        centre = self.hand_centre(seat)
        x, y = centre.x(), centre.y() - small.height() / 2 - PLATE / 2
        top = self.hand_centre((self.human + 3) % 6)
        top_half = self.hand_rect_width((self.human + 3) % 6, self.hand_size) / 2
        if y - PLATE / 2 < top.y() + small.height() / 2:  # level with the top hand
            if x > top.x():
                x = max(x, top.x() + top_half + 4 + half)
            else:
                x = min(x, top.x() - top_half - 4 - half)
        if x - half < MARGIN or x + half > self.width - MARGIN:
            return below
        return QPointF(x, y)

    def label_beside(self, seat: int) -> bool:
        """The plate is drawn from ``label_position`` rightwards, beside the hand."""
        return self.relative(seat) != 0 and self.is_top(seat)

    def pile_label_position(self, side_seat: int, own_side: bool) -> tuple[QPointF, bool]:
        """Where a pile's label goes, and whether it is drawn beside the pile (rightwards):
        above the bottom pile, below the top right one, beside the top left one."""
        pile = self.pile_position(side_seat, own_side)
        half = self.small_size.height() / 2 + PLATE / 2 + 4
        if own_side:
            return QPointF(pile.x(), pile.y() - half), False
        if pile.x() < self.width / 2 and self.players != FIVE:
            return QPointF(pile.x() + self.small_size.width() / 2 + 10, pile.y()), True
        return QPointF(pile.x(), pile.y() + half), False

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
