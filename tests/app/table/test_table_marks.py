"""Whose is what on the felt (issue 28): the dealer's mark on the dealer's plate, and in
double each trick card's owner said once, beside the card, as the painted plates show."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF

from briscola_qt.app.table.card_layout import MARGIN, PLATE, TAG
from briscola_qt.app.table.felt_text import FeltText
from briscola_qt.app.table.layout import TableLayout

from ..conftest import choices, resume_near_end
from .test_layout import ASPECTS
from .test_table import TIMEOUT, play_deal_by_clicking
from .test_trick_visible import (
    VIEWPORTS,
    fixed_cards,
    play_to_a_full_trick,
    scene_rect,
    table_picture,
)


def test_the_dealer_has_a_mark_on_its_plate(qtbot: Any, window: Any) -> None:
    for deal in range(2):
        window.start(choices(players=4, length="best_of_3"), seed=21 + deal)
        play_to_a_full_trick(qtbot, window)
        snapshot = window.controller.snapshot()
        text: FeltText = window.scene.felt_text
        # The dealer plays last in the first trick (seat 0, on its right, leads).
        first_trick = snapshot.history[0]
        dealer = first_trick.plays[-1][0]
        marks = {seat: text.dealer_chip(seat) for seat in range(4)}
        human = snapshot.human
        assert marks == {seat: ("D" if seat == dealer != human else None) for seat in range(4)}
        # The mark takes room on the plate as painted: it is wider than its words.
        _cards, plates = table_picture(window)
        name = text.seat_plate(dealer)
        (box,) = [box for words, box in plates if words == name]
        assert box.width() > text.plate_width(name) + 8
    # The rules help says what the mark means.
    assert text.words.dealer_explained() in window.show_rules().text.html()
    assert text.words.dealer_explained().startswith("The chip with a D on a name plate")


def test_when_you_deal_the_mark_has_a_plate_of_its_own_not_your_prompt(
    qtbot: Any, window: Any
) -> None:
    window.start(choices(players=2, length="best_of_3"), seed=6)
    resume_near_end(window)  # (the first deal only leads to the second)
    play_deal_by_clicking(qtbot, window)
    window.controller.next_deal()  # (the dealer alternates: the human deals the second)
    controller = window.controller
    qtbot.waitUntil(lambda: bool(controller.snapshot().legal), timeout=TIMEOUT)
    snapshot = controller.snapshot()
    assert snapshot.rules.dealer == snapshot.human
    text: FeltText = window.scene.felt_text
    cards, plates = table_picture(window)
    prompt = text.prompt()
    assert prompt is not None and prompt.startswith("Your turn")
    (prompt_box,) = [box for words, box in plates if words == prompt]
    assert prompt_box.width() <= text.plate_width(prompt) + 1, "no chip in the prompt"
    (dealer_box,) = [box for words, box in plates if words == "You deal"]
    assert dealer_box.width() > text.plate_width("You deal") + 8, "with the dealer's chip"
    for _key, _z, rect in cards:
        assert not dealer_box.intersects(rect), rect
    assert not dealer_box.intersects(prompt_box)
    # Beside the hand, level with it: it reads as the player's.
    own = [rect for key, _z, rect in cards if key in {int(c) for c in snapshot.own_cards()}]
    assert own[0].top() <= dealer_box.center().y() <= own[0].bottom()


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", VIEWPORTS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_your_dealer_plate_covers_no_card_at_any_size(players: int, size: tuple[int, int]) -> None:
    hand = 8 if players == 5 else 3  # (chiamata: every card dealt)
    for aspect in ASPECTS.values():
        layout = TableLayout(*size, players, 0, aspect, hand_size=hand)
        # The words and chip (wider than "You deal" or its Italian), or the chip alone.
        placed = [
            (width, at)
            for width in (150.0, PLATE)
            if (at := layout.own_dealer_position(width, hand)) is not None
        ]
        assert placed, (aspect, "no room even for the chip")
        width, at = placed[0]
        plate = QRectF(at.x(), at.y() - PLATE / 2, width, PLATE)
        assert plate.left() >= MARGIN and plate.right() <= size[0] - MARGIN, (aspect, plate)
        for rect in [*fixed_cards(layout, hand), layout.trick_extent]:
            assert not plate.intersects(rect), (aspect, plate, rect)


def tags_beside(card: QRectF, plates: list[tuple[str, QRectF]]) -> list[str]:
    """The plates that touch ``card`` from above or below, level with it."""
    near = card.adjusted(0, -TAG, 0, TAG)
    return [
        words
        for words, box in plates
        if near.intersects(box) and card.left() <= box.center().x() <= card.right()
    ]


def test_in_double_each_trick_card_says_whose_it_is_once(qtbot: Any, window: Any) -> None:
    window.start(choices(players=2, variant="double"), seed=4)
    play_to_a_full_trick(qtbot, window)
    controller = window.controller
    snapshot = controller.snapshot()
    assert len(snapshot.table.trick) == 4
    _cards, plates = table_picture(window)
    for seat, card in snapshot.table.trick:
        rect = scene_rect(window.scene.items_by_key[int(card)])
        assert tags_beside(rect, plates) == [controller.seat_name(seat)], (card, plates)
        # ... on its player's side: under the human's cards, over the other's.
        (box,) = [box for words, box in plates if box.intersects(rect.adjusted(0, -TAG, 0, TAG))]
        below = box.top() >= rect.bottom()
        assert below == (seat == snapshot.human)
    # At two players (one card each) the place says it alone: no tags.
    window.start(choices(players=2), seed=4)
    play_to_a_full_trick(qtbot, window)
    assert window.scene.felt_text.trick_tags() == []
