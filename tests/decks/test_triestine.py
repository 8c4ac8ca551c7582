"""The Triestine deck's own features: its double-ended courts carry their name across the middle
("FANTE DI COPPE", "CAVAL. DI SPADE", "RE DI DANARI", as the old packs print them), and its
corners number the courts 11, 12, 13 where the other Italian decks print 8, 9, 10."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from briscola_qt.assets import decks_dir
from briscola_qt.decks import load_deck
from tools.decks.glyphs import lettering_width

from .test_deck_art import render
from .test_piacentine import upside_down_difference

WIDTH = 200
"""Rendered at the drawing's own size: 200 x 370, one pixel a unit."""
BAND = (172, 198)
"""The rows of the name band across the middle of a 370-unit card."""
COURT_WORDS = {"J": "FANTE", "Q": "CAVAL.", "K": "RE"}
SUIT_WORDS = {"D": "DANARI", "C": "COPPE", "S": "SPADE", "B": "BASTONI"}
COURTS = [rank + suit for suit in "DCSB" for rank in "JQK"]


def card(code: str) -> QImage:
    return render(load_deck(decks_dir() / "triestine").face_path(code), WIDTH)


def ink_columns(image: QImage, rows: range, columns: range, below: int = 90) -> list[int]:
    """The columns in which some pixel of `rows` is darker than `below` (ink on paper)."""
    return [x for x in columns if any(image.pixelColor(x, y).lightness() < below for y in rows)]


@pytest.mark.parametrize("code", COURTS)
def test_the_courts_are_named_across_the_middle(qapp: object, code: str) -> None:
    image = card(code)
    name = f"{COURT_WORDS[code[0]]} DI {SUIT_WORDS[code[1]]}"
    # The band is paper, and the figures stop at it: its rows are light but for the letters.
    rows = range(BAND[0] + 4, BAND[1] - 4)
    inked = ink_columns(image, rows, range(12, WIDTH - 12))
    assert inked, f"{code}: no name across the middle"
    light = sum(image.pixelColor(x, 185).lightness() > 200 for x in range(12, WIDTH - 12))
    assert light > 0.6 * (WIDTH - 24), f"{code}: the band is not plain paper"
    # The letters span the width of the card's name, centred: a longer name, a wider label.
    span = inked[-1] - inked[0]
    assert abs(span - lettering_width(name, 12.0)) < 4, (code, span)
    assert abs((inked[0] + inked[-1]) / 2 - WIDTH / 2) < 3, code


def test_every_court_has_its_own_name(qapp: object) -> None:
    bands = {}
    for code in COURTS:
        image = card(code)
        bands[code] = image.copy(12, BAND[0], WIDTH - 24, BAND[1] - BAND[0])
    assert len({bytes(band.constBits()) for band in bands.values()}) == len(COURTS)


@pytest.mark.parametrize("code", ["JD", "QC", "KS", "KB"])
def test_the_courts_read_the_same_either_way_up_but_for_the_name(qapp: object, code: str) -> None:
    image = card(code)
    # Paint the band out of both halves' comparison: the name reads one way only.
    for y in range(BAND[0], BAND[1] + 1):
        for x in range(WIDTH):
            image.setPixelColor(x, y, image.pixelColor(0, 0))
    assert upside_down_difference(image) < 2.5, code


def test_the_corners_number_the_courts_11_12_13(qapp: object) -> None:
    """Two figures in a court's corner, one in a number card's: the corner index of the King
    ('13') is about twice as wide as the Three's ('3'), the Jack's ('11') wider than the Ace's."""

    def corner_width(code: str) -> int:
        image = card(code)
        inked = ink_columns(image, range(16, 46), range(12, 58), below=200)
        return inked[-1] - inked[0] if inked else 0

    assert corner_width("KD") > 1.6 * corner_width("3D")
    assert corner_width("QC") > 1.6 * corner_width("2C")
    assert corner_width("JS") > 1.6 * corner_width("AS")
