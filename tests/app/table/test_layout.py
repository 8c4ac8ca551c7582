"""Table geometry: at every table size and window size, everything stays on screen and
the human's cards never overlap one another."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF

from briscola_qt.app.table.layout import TableLayout

SIZES = [(480, 360), (800, 560), (1280, 800), (1920, 1080)]


def card_rect(centre: QPointF, width: float, height: float) -> QRectF:
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


HAND = {2: 5, 5: 8}
"""The hand size tried at each table (three elsewhere): briscolone's five, chiamata's eight."""


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("aspect", [0.55, 0.69])
def test_everything_is_on_screen(players: int, size: tuple[int, int], aspect: float) -> None:
    screen = QRectF(0, 0, *size)
    hand = HAND.get(players, 3)
    for human in range(players):
        layout = TableLayout(size[0], size[1], players, human, aspect, hand_size=hand)
        big = layout.card_size
        small = layout.small_size
        rects = []
        for seat in range(players):
            own = seat == human
            w, h = (big.width(), big.height()) if own else (small.width(), small.height())
            for pos in layout.hand_positions(seat, hand, open_hand=True):
                rects.append(card_rect(pos, w, h))
            for own_side in (True, False):
                pile = layout.pile_position(seat, own_side)
                rects.append(card_rect(pile, small.width(), small.height()))
            for index in range(2):
                rects.append(
                    card_rect(layout.trick_position(seat, index), big.width(), big.height())
                )
        rects.append(card_rect(layout.stock_position, small.width(), small.height()))
        rects.append(card_rect(layout.briscola_position, small.width(), small.height()))
        for rect in rects:
            assert screen.contains(rect), (players, size, rect)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_own_cards_do_not_overlap(players: int) -> None:
    hand = HAND.get(players, 3)
    for size in SIZES:
        layout = TableLayout(size[0], size[1], players, 0, 0.6, hand_size=hand)
        positions = layout.hand_positions(0, hand)
        for left, right in itertools.pairwise(positions):
            assert right.x() - left.x() >= layout.card_width


def test_seats_run_counter_clockwise_from_the_bottom() -> None:
    layout = TableLayout(1280, 800, 4, human=1, aspect=0.6)
    bottom, right, top, left = (layout.hand_centre(s) for s in (1, 2, 3, 0))
    assert bottom.y() > right.y() > top.y()
    assert right.x() > bottom.x() > left.x()
    assert abs(top.x() - bottom.x()) < 1


ASPECTS = {
    "brescian": 0.5556,
    "piacentine": 0.5556,
    "neapolitan": 0.625,
    "siciliane": 0.625,
    "triestine": 0.5405,
    "french": 0.7143,
}
# The table's share of a 1280x800 and an 800x560 window: without and with a toolbar.
VIEWPORTS = {(1280, 800): [(1280, 759), (1280, 720)], (800, 560): [(800, 519), (800, 480)]}


@pytest.mark.parametrize("players", [2, 3, 4, 6])
@pytest.mark.parametrize("deck", list(ASPECTS))
@pytest.mark.parametrize("hand_size", [3, 5])
def test_cards_are_big_enough_for_the_window(players: int, deck: str, hand_size: int) -> None:
    for window, viewports in VIEWPORTS.items():
        for width, height in viewports:
            layout = TableLayout(width, height, players, 0, ASPECTS[deck], hand_size=hand_size)
            # (the narrow Brescian cards, under two whole rows of a trick: 56 x 100)
            small = layout.small_size
            assert small.width() >= 60 or small.height() >= 100, (window, width, height)
            assert layout.card_size.width() >= layout.small_size.width()
            if window == (1280, 800) and players == 2:
                assert layout.card_size.width() >= 120, (width, height)


@pytest.mark.parametrize("aspect", list(ASPECTS.values()))
def test_the_double_trick_shows_every_index(aspect: float) -> None:
    """Four cards in a trick: no card covers the top-left corner (the index) of another."""
    for width, height in [(800, 480), (1280, 759)]:
        layout = TableLayout(width, height, 2, 0, aspect, hand_size=4, plays_per_trick=4)
        w, h = layout.card_width, layout.card_height
        seats = [0, 1, 0, 1]
        cards = [
            (layout.trick_z(seat, i), card_rect(layout.trick_position(seat, i), w, h))
            for i, seat in enumerate(seats)
        ]
        for z, rect in cards:
            index = QRectF(rect.left(), rect.top(), w * 0.25, h * 0.22)
            for other_z, other in cards:
                if other_z > z:
                    assert not other.intersects(index)
        assert QRectF(0, 0, width, height).contains(cards[0][1].united(cards[-1][1]))


@pytest.mark.parametrize(("players", "size"), [(6, (518, 490)), (4, (518, 490)), (6, (1100, 700))])
def test_side_plates_leave_the_trick_uncovered(players: int, size: tuple[int, int]) -> None:
    layout = TableLayout(size[0], size[1], players, 0, 0.6)
    trick = layout.trick_extent
    moved = 0
    for seat in range(players):
        if layout.relative(seat) == 0 or layout.is_top(seat):
            continue
        at = layout.label_position(seat)
        for width in (60.0, 110.0, 150.0):
            placed = layout.plate_clear_of_trick(seat, at, width)
            plate = QRectF(placed.x() - width / 2, placed.y() - 10, width, 20)
            if placed.y() != at.y():
                # Lowered just under the trick's cards, where moving out was not enough.
                assert at.y() < placed.y() < at.y() + layout.trick_size.height(), (seat, width)
                assert not any(plate.intersects(card) for card in layout.trick_places())
                moved += 1
                continue
            assert plate.left() >= 0 and plate.right() <= size[0]
            if plate.intersects(trick):
                # Stopped short only by the stock and the briscola, beside the left hands.
                small = layout.small_size
                briscola_right = layout.briscola_position.x() + small.width() / 2
                assert placed.x() < layout.centre.x(), (seat, width, plate, trick)
                assert placed == at or abs(plate.left() - (briscola_right + 4)) < 0.5, plate
            moved += placed != at
            # Never moved towards the middle of the table but off the stock and the
            # briscola: then just clear of them, or as near as the trick lets it go.
            if abs(placed.x() - layout.centre.x()) < abs(at.x() - layout.centre.x()):
                small = layout.small_size
                briscola_right = layout.briscola_position.x() + small.width() / 2
                assert at.x() - width / 2 < briscola_right + 4, (seat, width, at)
                off_stock = abs(plate.left() - (briscola_right + 4)) < 0.5
                assert off_stock or abs(plate.right() - (trick.left() - 4)) < 0.5, plate
    if size[0] < 600:
        assert moved, "the small table needed no move: the test proves nothing"


@pytest.mark.parametrize("players", [2, 3, 4, 6])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_raised_card_stays_below_the_prompt(
    qapp: object, players: int, size: tuple[int, int]
) -> None:
    """The card the mouse or the keyboard points at rises by LIFT, into the room the
    layout keeps for it under the prompt ('Your turn: ...'), never under the prompt."""
    from PySide6.QtCore import QSize

    from briscola_qt.app.base.speeds import Tempo
    from briscola_qt.app.table.card_layout import LIFT, PLATE
    from briscola_qt.app.table.cardart import CardArt
    from briscola_qt.app.table.cards import CardItem

    layout = TableLayout(size[0], size[1], players, 0, 0.6)
    h = layout.card_height
    prompt_bottom = layout.label_position(0).y() + PLATE / 2
    for pos in layout.hand_positions(0, 5 if players == 2 else 3):
        assert pos.y() - h / 2 - LIFT * h >= prompt_bottom - 0.5
    card_size = QSize(round(layout.card_width), round(h))
    item = CardItem(CardArt("neapolitan"), "AD", card_size, Tempo("instant"))
    item.set_raised(True)  # (at once)
    assert item.lift == pytest.approx(round(h) * LIFT)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_at_six_a_partners_signal_lies_over_no_hand(size: tuple[int, int]) -> None:
    """At six players the upper side hands have another hand just below their name plate:
    a partner's signal goes above its hand, clear of every hand."""
    from briscola_qt.app.table.card_layout import PLATE

    layout = TableLayout(size[0], size[1], 6, 0, 0.6)
    small, big = layout.small_size, layout.card_size
    hands = [
        card_rect(
            pos, *((big.width(), big.height()) if seat == 0 else (small.width(), small.height()))
        )
        for seat in range(6)
        for pos in layout.hand_positions(seat, 3)
    ]
    for partner in (2, 4):
        at = layout.signal_position(partner, 140)
        plate = QRectF(at.x() - 70, at.y() - (PLATE - 6) / 2, 140, PLATE - 6)
        if at.y() > layout.hand_centre(partner).y():
            assert size[0] < 600, "under the name plate only where there is no room above"
            continue
        assert not any(plate.intersects(hand) for hand in hands), (partner, plate)
        assert plate.left() >= 0 and plate.right() <= size[0]


@pytest.mark.parametrize("players", [2, 3, 4, 6])
@pytest.mark.parametrize("size", [*SIZES, (640, 480)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_room_for_the_prompt_reaches_no_side_hand(players: int, size: tuple[int, int]) -> None:
    for hand_size in (3, 5):
        layout = TableLayout(*size, players, 0, 0.6, hand_size=hand_size)
        room = layout.own_plate_room()
        at = layout.label_position(0)
        plate = QRectF(at.x() - room / 2, at.y() - 13, room, 26)
        small = layout.small_size
        for seat in range(1, players):
            if layout.is_top(seat):
                continue
            for pos in layout.hand_positions(seat, hand_size, open_hand=True):
                card = card_rect(pos, small.width(), small.height())
                assert not plate.intersects(card), (seat, hand_size, room)
        # Where nothing lies beside it, the plate may be as wide as the table.
        if players <= 3:
            assert room == size[0] - 16
    # The table of a 1280x800 window leaves room for the whole prompt (some 280 pixels
    # in English, 345 in Italian).
    assert TableLayout(1280, 720, players, 0, 0.6).own_plate_room() > 345


@pytest.mark.parametrize("deck", list(ASPECTS))
def test_chiamata_cards_are_big_enough_for_the_window(deck: str) -> None:
    """Five hands of eight share the table: in an 800x560 window every card is about 52
    pixels wide (the human's eight fill the width), in a 1280x800 one the human's 98+."""
    for width, height in VIEWPORTS[(800, 560)]:
        layout = TableLayout(width, height, 5, 0, ASPECTS[deck], hand_size=8)
        assert layout.small_size.width() >= 50 and layout.small_size.height() >= 70
        assert layout.trick_size.width() >= 50
    for width, height in VIEWPORTS[(1280, 800)]:
        layout = TableLayout(width, height, 5, 0, ASPECTS[deck], hand_size=8)
        assert layout.card_size.width() >= 95 and layout.small_size.width() >= 75
