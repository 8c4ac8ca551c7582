"""The Sicilian deck's own feature: its courts stand on a base whose colour tells the rank
(red under every Fante, yellow under every Cavallo, green under every Re), where the
Neapolitan bases tell the suit."""

from __future__ import annotations

import pytest

from briscola_qt.assets import decks_dir
from briscola_qt.decks import load_deck

from .test_deck_art import render

BASES = {"J": (0xC9, 0x30, 0x2A), "Q": (0xF3, 0xC2, 0x1C), "K": (0x2E, 0x8A, 0x3E)}


def base_colour(deck: str, code: str) -> tuple[int, int, int]:
    """The colour of the ground strip under the figure, at its left end (200 x 320 card)."""
    image = render(load_deck(decks_dir() / deck).face_path(code), 200)
    colour = image.pixelColor(20, 278)
    return colour.red(), colour.green(), colour.blue()


@pytest.mark.parametrize("rank", "JQK")
def test_sicilian_bases_tell_the_rank_in_every_suit(qapp: object, rank: str) -> None:
    for suit in "DCSB":
        got = base_colour("siciliane", rank + suit)
        assert max(abs(a - b) for a, b in zip(got, BASES[rank], strict=True)) <= 3, (suit, got)


def test_neapolitan_bases_tell_the_suit_instead(qapp: object) -> None:
    assert len({base_colour("neapolitan", rank + "D") for rank in "JQK"}) == 1
    assert len({base_colour("neapolitan", "J" + suit) for suit in "DCSB"}) == 4
