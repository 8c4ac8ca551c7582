"""Where the felt's words and marks go, for a given window size and table: each seat's name
plate, the human's prompt, the dealer's chip, the notices over the hand, the labels by the
stock and the briscola, the scoreboards and the piles' labels, each clear of the cards
(``card_layout.CardLayout`` places those). Pure geometry."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from PySide6.QtCore import QPointF, QRectF

from .card_layout import FIVE, LIFT, MARGIN, PLATE, CardLayout


@dataclass(frozen=True)
class TableLayout(CardLayout):
    """The whole table's geometry: the cards' and, over them, the words'."""

    def plate_clear_of_trick(self, seat: int, anchor: QPointF, width: float) -> QPointF:
        """Where a plate ``width`` wide, centred on ``anchor`` under a side seat's hand,
        goes so as to leave the trick uncovered: moved outwards (away from the middle of
        the table) just enough, as far as the edge of the table (or the stock and the
        briscola, beside the left hands) allows, or inwards off the stock and the briscola;
        where that is not enough (a long name in a small window), lower as well, under the
        trick cards it would touch, if there is room there."""
        if self.relative(seat) == 0 or self.is_top(seat):
            return anchor
        trick, half = self.trick_extent, width / 2
        level = trick.top() - PLATE / 2 < anchor.y() < trick.bottom() + PLATE / 2
        x = anchor.x()
        if x < self.centre.x():
            # Not over the stock and the briscola either, where they are level with it:
            # moved inwards off them where the trick leaves room (a long name under the
            # left hand lay 0.6 px on the briscola at 1100x731 and was cut short for it).
            small = self.small_size
            floor = MARGIN
            if abs(anchor.y() - self.stock_position.y()) < small.height() / 2 + PLATE / 2:
                floor = self.briscola_position.x() + small.width() / 2 + 4
            ceiling = trick.left() - 4 - half if level else self.centre.x()
            if x > ceiling:
                x = max(floor + half, ceiling)
            elif x - half < floor:
                x = min(floor + half, ceiling)
        elif level:
            x = min(self.width - MARGIN - half, max(x, trick.right() + 4 + half))
        beside = QPointF(x, anchor.y())
        if not level:
            return beside
        return self._under_the_trick(beside, width) or beside

    def trick_places(self) -> tuple[QRectF, ...]:
        """Every place a card of the trick may lie, whoever plays it."""
        return self._trick_places

    @cached_property
    def _trick_places(self) -> tuple[QRectF, ...]:
        # (worked out once per layout: each plate's check looked at them all, some 200,000
        # times in the chiamata table's tests, a sixteenth of their time)
        w, h = self.trick_size.width(), self.trick_size.height()
        return tuple(
            QRectF(at.x() - w / 2, at.y() - h / 2, w, h)
            for at in (
                self.trick_position(seat, index)
                for seat in range(self.players)
                for index in range(self.trick_cards)
            )
        )

    def _own_hand_room(self) -> QRectF:
        """The human's hand, a card raised."""
        positions = self.hand_positions(self.human, self.hand_size)
        w, h = self.card_width, self.card_height
        return QRectF(
            positions[0].x() - w / 2,
            positions[0].y() - h / 2 - LIFT * h,
            positions[-1].x() - positions[0].x() + w,
            h + LIFT * h,
        )

    def _under_the_trick(self, at: QPointF, width: float) -> QPointF | None:
        """A plate ``width`` wide centred on ``at``, moved down just under the trick
        cards it touches: None if it touches none, or if there it would reach the human's
        hand or their plate, the stock or the table's edge."""
        y = at.y()
        for _ in range(self.players):
            plate = QRectF(at.x() - width / 2, y - PLATE / 2, width, PLATE)
            touched = [card for card in self.trick_places() if card.intersects(plate)]
            if not touched:
                break
            y = max(card.bottom() for card in touched) + PLATE / 2 + 2
        else:
            return None
        if y == at.y():
            return None
        plate = QRectF(at.x() - width / 2, y - PLATE / 2, width, PLATE)
        own_plate = self.label_position(self.human)
        own_row = QRectF(MARGIN, own_plate.y() - PLATE / 2, self.width - 2 * MARGIN, PLATE)
        blocked = [self._own_hand_room(), own_row, self.stock_group]
        small = self.small_size
        half_hand = self._side_width(self.hand_size, True) / 2  # (face up: the widest)
        for seat in range(self.players):  # (every side hand, and its plate under it)
            if self.relative(seat) == 0 or self.is_top(seat):
                continue
            centre = self.hand_centre(seat)
            top = centre.y() - small.height() / 2
            if top > at.y():
                blocked.append(
                    QRectF(centre.x() - half_hand, top, 2 * half_hand, small.height() + PLATE)
                )
        if plate.bottom() > self.height - MARGIN or any(plate.intersects(b) for b in blocked):
            return None
        return QPointF(at.x(), y)

    def plate_is_clear(self, seat: int, anchor: QPointF, width: float) -> bool:
        """A side seat's plate ``width`` wide, centred on ``anchor`` (where
        ``plate_clear_of_trick`` put it), covers neither a trick card, the stock and the
        briscola nor the human's hand (raised or not), and lies on the table. (In a
        narrow table there may be no such place for a long plate: the scene then writes
        less on it.)"""
        if self.relative(seat) == 0 or self.is_top(seat):
            return True
        plate = QRectF(anchor.x() - width / 2, anchor.y() - PLATE / 2, width, PLATE)
        if plate.left() < MARGIN - 0.5 or plate.right() > self.width - MARGIN + 0.5:
            return False
        obstacles = (*self.trick_places(), self.stock_group, self._own_hand_room())
        return not any(plate.intersects(obstacle) for obstacle in obstacles)

    TRICK_WINNER_Z = 60.0
    """The winning card of a finished trick lies on all the others, whole."""

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
        self,
        width: float,
        count: int,
        taken: list[QRectF],
        lines: int = 1,
        trick: list[tuple[int, int]] | None = None,
    ) -> tuple[QPointF, bool] | None:
        """Where a notice ``width`` wide goes so as to cover no trick card, side hand,
        stock or pile, nor a plate of ``taken``: centred over the human's plate, else
        beside their hand of ``count`` cards, level with its top (its left end: True);
        None where it fits nowhere. ``lines``: plates stacked upwards from there, each
        ``PLATE + 2`` above the one before (a long hint in two). ``trick``: the cards on
        the table (seat, index), which alone it must not cover, where the whole room the
        trick may take is asked too much (the human's turn: their card is not there yet)."""
        own = self.label_position(self.human)
        above = QPointF(own.x(), own.y() - PLATE - 4)
        size = self.trick_size
        cards = (
            [self.trick_extent]
            if trick is None
            else [
                QRectF(
                    at.x() - size.width() / 2,
                    at.y() - size.height() / 2,
                    size.width(),
                    size.height(),
                )
                for at in (self.trick_position(seat, index) for seat, index in trick)
            ]
        )
        blocked = [*cards, *self._obstacles(), *taken]
        tall = lines * PLATE + (lines - 1) * 2
        plate = QRectF(above.x() - width / 2, above.y() + PLATE / 2 - tall, width, tall)
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
            plate = QRectF(at.x(), y + PLATE / 2 - tall, width, tall)
            inside = plate.left() >= MARGIN and plate.right() <= self.width - MARGIN
            inside = inside and plate.top() >= MARGIN
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
