"""The Piacentine deck's own features: its courts are double-ended (a player sees the same
card either way up, as on the real packs since about 1950), where the Neapolitan courts are
single full-length figures."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage, QTransform

from briscola_qt.assets import decks_dir
from briscola_qt.decks import load_deck

from .test_deck_art import render

COURTS = [rank + suit for suit in "DCSB" for rank in "JQK"]


def upside_down_difference(image: QImage) -> float:
    """Mean difference (0-255) of each pixel from its partner under a half turn."""
    turned = image.transformed(QTransform().rotate(180))
    width, height = image.width(), image.height()
    total = 0
    for y in range(0, height, 2):
        for x in range(0, width, 2):
            a, b = image.pixelColor(x, y), turned.pixelColor(x, y)
            total += abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())
    return total / (3 * ((width + 1) // 2) * ((height + 1) // 2))


@pytest.mark.parametrize("code", COURTS)
def test_piacentine_courts_read_the_same_either_way_up(qapp: object, code: str) -> None:
    deck = load_deck(decks_dir() / "piacentine")
    image = render(deck.face_path(code), 90)
    assert upside_down_difference(image) < 2.0, code


def test_neapolitan_courts_are_full_figures_not_mirrored(qapp: object) -> None:
    deck = load_deck(decks_dir() / "neapolitan")
    for code in ("JD", "QC", "KS"):
        assert upside_down_difference(render(deck.face_path(code), 90)) > 10.0, code
