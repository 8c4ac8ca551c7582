"""What the felt says and shows of Briscola chiamata: each seat's plate (its last call
during the auction, the caller and the partner once known), the plates' colours by
side, and the labels by the called card (the call, and the partner as the human knows
it: "You are the partner" from the start to the human who holds the called card).

``felt_text.FeltText`` and ``felt.side_colour`` ask here when the snapshot is of a
chiamata deal; the words are ``text.chiamata.ChiamataWords``.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtGui import QColor

from ...engine.cards import SUIT_OF
from ..game.chiamata import ChiamataView
from ..game.snapshot import TableSnapshot
from ..text.chiamata import ChiamataWords
from ..text.words import CardNames, FeltWords, TableSeats
from .card_layout import PLATE
from .layout import TableLayout


class FeltText(Protocol):
    """What chiamata's plates and labels take from the felt's words (``felt_text.FeltText``)."""

    words: FeltWords
    card_names: CardNames
    seats: TableSeats
    layout: TableLayout | None
    french: bool
    chiamata_words: ChiamataWords

    def suit_name(self, suit: int) -> str: ...

    def plate_width(self, text: str, marked: bool = False, chip: bool = False) -> float: ...


OWN_SIDE = QColor(36, 92, 168, 230)
"""The plates of the human's side once the sides are known (blue, as a team game's)."""
OTHER_SIDE = QColor(160, 48, 44, 230)
"""The other side's (red): the defenders to the caller and partner, and the reverse."""
NEUTRAL = QColor(0, 0, 0, 130)


def words_of(text: FeltText) -> ChiamataWords:
    return text.chiamata_words


def plate_choices(text: FeltText, view: ChiamataView, seat: int, human: int) -> list[str]:
    """The words for ``seat``'s plate, longest first (the table says the longest that
    fits): during the auction its last call, then the caller's call and the partner
    once the human knows it."""
    words = words_of(text)
    name = text.seats.seat_name(seat)
    if view.bidding:
        said = view.last_call(seat)
        if said is None:
            return [name]
        # (the call in words where they fit: a newcomer did not read "N" as the Knight)
        spoken = words.call(said, text.french)
        return [words.plate(name, spoken), words.plate(name, words.short_call(said)), name]
    if view.caller is None:
        return [name]
    choices = [name]
    if seat == view.caller:
        calls = [""]
        if view.standing is not None:
            calls = [words.call(view.standing, text.french), words.short_call(view.standing)]
        for call in reversed(calls):
            plate = words.you_call(call) if seat == human else words.caller(name, call)
            choices.insert(0, plate)
        if view.partner == seat:
            choices.insert(0, words.alone_plate(choices[0]))
    elif seat == view.partner:
        # ("partner" alone is the human's own partner; a defender is told whose it is, or
        # only the name and the side's colour: in Italian "in squadra" alone reads as theirs)
        if view.side_of(human) == 0:
            choices.insert(0, words.partner_plate(name))
        else:
            choices.insert(0, words.callers_partner_plate(name))
    return choices


def colour(snapshot: TableSnapshot, seat: int) -> QColor:
    """A plate's colour: by side once the human knows the sides, the human's own side
    blue as in a team game (a defender saw the caller's side in blue: playtest), else
    neutral."""
    view = snapshot.chiamata
    side = view.side_of(seat) if view is not None else None
    if view is None or side is None:
        return NEUTRAL
    return OWN_SIDE if side == view.side_of(snapshot.human) else OTHER_SIDE


def called_label(text: FeltText, view: ChiamataView) -> tuple[str, bool]:
    """The label under the called card, naming the trump as every game does ("Called:
    Ace of cups · Briscola: cups"), or the auction's while it lasts; and whether the
    suit's mark goes beside it. Where the whole does not fit, the trump is said first."""
    words = words_of(text)
    if view.called is None:
        return words.auction_label(), False
    name = text.card_names.card(int(view.called), french=text.french)
    trump = text.words.trump(text.suit_name(SUIT_OF[view.called]))
    said = [
        f"{words.called_label(name)} · {trump}",
        f"{name} · {trump}",
        trump,
        text.words.short_trump(),
    ]
    layout = text.layout
    if layout is None:
        return said[0], True
    room = layout.stock_label_room(layout.trump_label_y)
    return next((s for s in said if text.plate_width(s, True) <= room), said[-1]), True


def partner_label(text: FeltText, view: ChiamataView, human: int) -> str | None:
    """Over the called card: the partner as the human knows it; in a shorter form where
    the whole would run over the hand on the left, or nothing where no form fits."""
    if view.called is None or view.caller is None:
        return None
    words = words_of(text)
    if view.partner is None:
        said = [words.partner_unknown(), words.short_partner_unknown()]
    elif view.partner == human:
        alone = human == view.caller
        said = (
            [words.you_play_alone(), words.short_alone()]
            if alone
            else [words.you_are_partner(), words.short_you_partner()]
        )
    elif view.partner == view.caller:
        said = [words.alone_plate(text.seats.seat_name(view.caller)), words.short_alone()]
    else:
        said = [words.partner_is(text.seats.seat_name(view.partner))]
    layout = text.layout
    if layout is None:
        return said[0]
    small = layout.small_size.height()
    room = layout.stock_label_room(layout.stock_position.y() - small / 2 - PLATE / 2 - 2)
    return next((s for s in said if text.plate_width(s) <= room), None)
