"""The painting of the felt: its cloth, and the words and marks on it (name plates, the
briscola's label with a suit mark, the prompt, notices, partner signals). What the words
say is decided in ``felt_text``; the scene draws and the tests read the same strings."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QPaintDevice, QPainter, QPixmap, QRadialGradient
from PySide6.QtWidgets import QWidget

from ...engine.cards import SUIT_OF
from ...engine.state import PartnerSignal
from ..game.snapshot import TableSnapshot
from . import chiamata_felt
from .card_layout import MARGIN, PLATE
from .felt_text import FeltText, plate_font
from .layout import TableLayout
from .plates import PlateMeasure, badge_width, halves, plate

TEAM_COLOURS = (QColor(36, 92, 168, 230), QColor(160, 48, 44, 230))
"""The human's side, then the other side: plates and pile labels of team games."""
NEUTRAL = QColor(0, 0, 0, 130)
TO_PLAY = QColor(214, 156, 24, 245)
"""The plate of the seat to play, or thinking."""
NOTICE = QColor(150, 30, 30, 240)
HINT = QColor(24, 84, 140, 240)
"""The coach's hint over the hand: a calm blue, not a refusal's red."""
TableSays = tuple[str | None, str | None, bool, str | None]
"""What the table says besides its snapshot: a notice, the last trick's caption, whether
the notice is a hint, and its short form."""
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
        """Everything the plates were last decided from (see ``paint``)."""
        self.decisions = 0
        """How many times the plates were decided (the table follows a decision made in a
        painting with ``decide``, which says what to paint again)."""
        self._decided: list[tuple[QRectF, QPointF, QPixmap]] = []
        """The plates as ``decide`` last saw them: the felt the view was last told of."""

    def _badge(
        self, pen: PlateMeasure, anchor: QPointF, text: str, colour: QColor, **options: Any
    ) -> QRectF:
        box, at, pixmap = plate(pen, anchor, text, colour, **options)
        self.boxes.append((text, box))
        self._stamps.append((QRectF(at, pixmap.deviceIndependentSize()), at, pixmap))
        return box

    def _stale(self, device: QPaintDevice | None, words: TableSays) -> tuple[object, ...] | None:
        """What the plates are decided from, if it is not what they were last decided
        from (None: the plates decided last are right). The same inputs give the same
        plates (the objects themselves, not their ids: an id is reused once its object is
        gone); ``words``: a notice, a caption, whether the notice is a hint, its short form."""
        text = self.text
        place = (device.devicePixelRatioF(), device.logicalDpiX()) if device else None
        said = (
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
            words,
            place,
        )
        return None if said == self._said and text.snapshot is not None else said

    def paint(self, painter: QPainter, words: TableSays, exposed: QRectF | None = None) -> None:
        """Everything written on the felt, with ``words`` (see ``_stale``): the notice over
        the human's plate or beside their hand, clear of the trick (a coach's hint in its
        own colour, not a refusal's red; its short form where the whole does not fit),
        the caption over the trick.

        The plates are decided once per change of what they depend on (``decide``, by
        the table before it paints, or here), and stamped where they meet the
        ``exposed`` part: deciding them at every frame of a card's flight over a still
        table was most of the felt's time in a frame."""
        said = self._stale(painter.device(), words)
        if said is not None:
            layout = self.text.layout
            if layout is not None:
                painter.setRenderHint(QPainter.RenderHint.Antialiasing)
                painter.setFont(plate_font(layout))
            self._decide(said, words, PlateMeasure.of_painter(painter))
        for box, at, pixmap in self._stamps:
            if exposed is None or box.intersects(exposed):
                painter.drawPixmap(at, pixmap)

    def decide(self, viewport: QWidget, words: TableSays) -> list[QRectF]:
        """Decide the plates for painting on ``viewport`` (if what they depend on changed
        since they were last decided), and say where the felt now differs from what was
        decided here last: the places of the plates gone, come or changed. Only those
        need painting again (with the cards that moved), not the whole table."""
        said = self._stale(viewport, words)
        if said is not None:
            layout = self.text.layout
            font = viewport.font() if layout is None else plate_font(layout)
            # (as a painter on the viewport has it: unset details from the widget's font)
            resolved = QFont(font.resolve(viewport.font()), viewport)
            self._decide(said, words, PlateMeasure.of_device(resolved, viewport))
        before, self._decided = self._decided, list(self._stamps)
        if [(at, p.cacheKey()) for _, at, p in before] == [
            (at, p.cacheKey()) for _, at, p in self._decided
        ]:
            return []
        old = {(at.x(), at.y(), p.cacheKey()): box for box, at, p in before}
        new = {(at.x(), at.y(), p.cacheKey()): box for box, at, p in self._decided}
        changed = [box for key, box in old.items() if key not in new]
        changed += [box for key, box in new.items() if key not in old]
        return changed or [*old.values(), *new.values()]  # (the same plates, in another order)

    def _decide(self, said: tuple[object, ...], says: TableSays, pen: PlateMeasure) -> None:
        """The plates and where they go, for the inputs ``said``, measured with ``pen``."""
        self._said = said
        self._stamps = []
        self.decisions += 1
        text = self.text
        snapshot, layout = text.snapshot, text.layout
        self.boxes = []
        if snapshot is None or layout is None:
            return
        if snapshot.captured:
            self._captured(pen, layout, snapshot)
            return
        scoreboard = text.scoreboard_place()
        if scoreboard:
            board, at = scoreboard
            self._badge(pen, at, board, QColor(0, 0, 0, 150), left=True)
        taken: list[QRectF] = []
        own_box: list[QRectF] = []
        for seat in range(snapshot.players):
            box, moved = self._seat_plate(pen, layout, snapshot, seat)
            if moved:
                taken.append(box)
            if seat == snapshot.human:
                own_box.append(box)
        own_dealer = text.own_dealer_plate(taken)
        if own_dealer:
            plate_words, chip, at = own_dealer
            taken.append(self._badge(pen, at, plate_words, NEUTRAL, left=True, chip=chip))
        for index, (seat, tag) in enumerate(text.trick_tags()):  # (none but in double)
            colour = side_colour(snapshot, snapshot.table.sides[seat])
            self._badge(pen, layout.trick_tag_position(seat, index), tag, colour)
        self._stock_labels(pen, layout, snapshot)
        self._piles(pen, layout, snapshot)
        if snapshot.face_up:
            bottom_left = QPointF(MARGIN, layout.height - MARGIN - PLATE / 2)
            self._badge(pen, bottom_left, text.words.face_up(), QColor(190, 60, 40, 230), left=True)
        for seat, signal in snapshot.signals.items():
            self._signal(pen, layout, seat, signal)
        notice, caption, hint, short = says
        if notice:
            self._notice(pen, layout, snapshot, (notice, short), hint, taken, own_box)
        if caption:
            top = layout.trick_extent.top() - PLATE / 2 - 2
            self._badge(pen, QPointF(layout.width / 2, max(PLATE, top)), caption, NEUTRAL)

    def _notice(
        self,
        pen: PlateMeasure,
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
            width = max(badge_width(pen, line) for line in lines)
            # (two plates keep clear of the trick's cards, not of all the room it may take)
            cards = trick if len(lines) > 1 else None
            clear = taken + own_box if len(lines) > 1 else taken  # (stacked up to it)
            place = layout.notice_position(width, count, clear, len(lines), cards)
            if place is not None:
                at, beside = place
                for line in reversed(lines):  # (from the lowest plate up)
                    self._badge(pen, at, line, colour, border=border, left=beside)
                    at = QPointF(at.x(), at.y() - PLATE - 2)
                return
        own_plate = layout.label_position(snapshot.human)
        at = QPointF(own_plate.x(), own_plate.y() - PLATE - 4)
        # The fewest words: a whole sentence wider than the felt was cut at both edges.
        fewest = min((w for w in said if w), key=lambda w: badge_width(pen, w))
        self._badge(pen, at, fewest, colour, border=border)

    def _seat_plate(
        self, pen: PlateMeasure, layout: TableLayout, snapshot: TableSnapshot, seat: int
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
        width = badge_width(pen, words, chip=chip is not None)
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
                box = self._badge(pen, aside, words, colour, left=True, border=border, chip=chip)
                return box, True
        box = self._badge(pen, at, words, colour, beside=beside, border=border, chip=chip)
        return box, False

    def _stock_labels(
        self, pen: PlateMeasure, layout: TableLayout, snapshot: TableSnapshot
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
            self._badge(pen, at, next_text, QColor(60, 60, 60, 230), left=True)
        elif stock_text:
            self._badge(pen, above, stock_text, NEUTRAL, left=True)
        trump = self.text.trump_label()
        if trump is not None:  # ("": the suit's mark alone)
            below = self.text.trump_label_place()
            mark = None
            trump_card = snapshot.table.trump_card
            if trump_card is not None:
                mark = (SUIT_OF[trump_card], *self.deck)
            # (under a side plate lowered off the trick, at four players in a small window)
            width = badge_width(pen, trump, marked=mark is not None)
            below = self._clear_of_plates(below, width, layout, left=True)
            self._badge(pen, below, trump, QColor(20, 20, 20, 200), left=True, mark=mark)

    def _piles(self, pen: PlateMeasure, layout: TableLayout, snapshot: TableSnapshot) -> None:
        sides = snapshot.table.sides
        for side in range(len(snapshot.table.piles)):
            label = self.text.pile_label(side)
            if label is None:
                continue
            seat = sides.index(side)
            own = sides[seat] == sides[snapshot.human]
            at, beside = layout.pile_label_position(seat, own)
            if not beside:  # (centred on a pile by the edge: kept on the table, whole)
                width = badge_width(pen, label)
                right = layout.width - MARGIN - width / 2
                at = QPointF(max(MARGIN + width / 2, min(at.x(), right)), at.y())
                at = self._clear_of_plates(at, width, layout)
            self._badge(pen, at, label, side_colour(snapshot, side), beside=beside)

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

    def _captured(self, pen: PlateMeasure, layout: TableLayout, snapshot: TableSnapshot) -> None:
        rows = captured_rows(snapshot)
        for row, side in enumerate(rows):
            words = self.text.captured_label(side)
            if words:
                at = layout.captured_label_position(row, len(rows))
                self._badge(pen, at, words, side_colour(snapshot, side), left=True)

    def _signal(
        self, pen: PlateMeasure, layout: TableLayout, seat: int, signal: PartnerSignal
    ) -> None:
        names = self.text.card_names
        trumps = (
            " ".join(names.rank_letter(r) for r in signal.trumps) if not signal.no_trump else "X"
        )
        words = self.text.words.signal(trumps or "–", signal.aces_threes)
        width = badge_width(pen, words)
        at = layout.plate_clear_of_trick(seat, layout.signal_position(seat, width), width)
        colour = QColor(30, 60, 140, 220)
        self._badge(pen, at, words, colour, beside=layout.label_beside(seat))


def captured_rows(snapshot: TableSnapshot) -> list[int]:
    """The sides in the rows of the end of a deal: the others first, the human's last."""
    own = snapshot.table.sides[snapshot.human]
    others = [side for side in range(len(snapshot.captured)) if side != own]
    return [*others, own]
