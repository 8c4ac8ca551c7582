"""Table geometry: at every table size and window size, everything stays on screen and
the human's cards never overlap one another."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF

from briscola_qt.app.layout import TableLayout

SIZES = [(480, 360), (800, 560), (1280, 800), (1920, 1080)]


def card_rect(centre: QPointF, width: float, height: float) -> QRectF:
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


@pytest.mark.parametrize("players", [2, 3, 4, 6])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("aspect", [0.55, 0.69])
def test_everything_is_on_screen(players: int, size: tuple[int, int], aspect: float) -> None:
    screen = QRectF(0, 0, *size)
    for human in range(players):
        layout = TableLayout(size[0], size[1], players, human, aspect)
        big = layout.card_size
        small = layout.small_size
        rects = []
        for seat in range(players):
            own = seat == human
            w, h = (big.width(), big.height()) if own else (small.width(), small.height())
            for pos in layout.hand_positions(seat, 5 if players == 2 else 3, open_hand=True):
                rects.append(card_rect(pos, w, h))
            for own_side in (True, False):
                pile = layout.pile_position(seat, own_side)
                rects.append(card_rect(pile, small.width(), small.height()))
            for index in range(2):
                rects.append(card_rect(layout.trick_position(seat, index), w, h))
        rects.append(card_rect(layout.stock_position, big.width(), big.height()))
        for rect in rects:
            assert screen.contains(rect), (players, size, rect)


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_own_cards_do_not_overlap(players: int) -> None:
    for size in SIZES:
        layout = TableLayout(size[0], size[1], players, 0, 0.6)
        positions = layout.hand_positions(0, 5 if players == 2 else 3)
        for left, right in itertools.pairwise(positions):
            assert right.x() - left.x() >= layout.card_width


def test_seats_run_counter_clockwise_from_the_bottom() -> None:
    layout = TableLayout(1280, 800, 4, human=1, aspect=0.6)
    bottom, right, top, left = (layout.hand_centre(s) for s in (1, 2, 3, 0))
    assert bottom.y() > right.y() > top.y()
    assert right.x() > bottom.x() > left.x()
    assert abs(top.x() - bottom.x()) < 1
