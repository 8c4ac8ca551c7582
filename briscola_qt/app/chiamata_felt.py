"""What the felt says and shows of Briscola chiamata: each seat's plate (its last call
during the auction, the caller and the partner once known), the plates' colours by
side, and the labels by the called card (the call, and the partner as the human knows
it: "You are the partner" from the start to the human who holds the called card).

``felt_text.FeltText`` and ``felt.side_colour`` ask here when the snapshot is of a
chiamata deal; the words are ``chiamata_words.ChiamataWords``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QColor

from .chiamata_play import ChiamataView
from .chiamata_words import ChiamataWords
from .controller import TableSnapshot

if TYPE_CHECKING:
    from .felt_text import FeltText

CALLER_SIDE = QColor(36, 92, 168, 230)
"""The caller's side's plates once the human knows it (blue, as the human's team)."""
DEFENDERS = QColor(160, 48, 44, 230)
NEUTRAL = QColor(0, 0, 0, 130)


def words_of(text: FeltText) -> ChiamataWords:
    words = getattr(text, "_chiamata_words", None)
    if not isinstance(words, ChiamataWords):
        words = ChiamataWords(text.card_names)
        text._chiamata_words = words  # type: ignore[attr-defined]
    return words


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
        return [words.plate(name, words.short_call(said)), name]
    if view.caller is None:
        return [name]
    choices = [name]
    if seat == view.caller:
        call = words.short_call(view.standing) if view.standing is not None else ""
        plate = words.you_call(call) if seat == human else words.caller(name, call)
        choices.insert(0, plate)
        if view.partner == seat:
            choices.insert(0, words.alone_plate(plate))
    elif seat == view.partner:
        choices.insert(0, text.words.partner(name))
    return choices


def colour(snapshot: TableSnapshot, seat: int) -> QColor:
    """A plate's colour: by side once the human knows the sides, else neutral."""
    view = snapshot.chiamata
    side = view.side_of(seat) if view is not None else None
    if side is None:
        return NEUTRAL
    return CALLER_SIDE if side == 0 else DEFENDERS


def called_label(text: FeltText, view: ChiamataView) -> tuple[str, bool]:
    """The label under the called card ("Called: Ace of cups"), or the auction's while
    it lasts; and whether the suit's mark goes beside it."""
    words = words_of(text)
    if view.called is None:
        return words.auction_label(), False
    name = text.card_names.card(int(view.called), french=text.french)
    return words.called_label(name), True


def partner_label(text: FeltText, view: ChiamataView, human: int) -> str | None:
    """Over the called card: the partner as the human knows it."""
    if view.called is None or view.caller is None:
        return None
    words = words_of(text)
    if view.partner is None:
        return words.partner_unknown()
    if view.partner == human:
        return words.you_play_alone() if human == view.caller else words.you_are_partner()
    if view.partner == view.caller:
        return words.alone_plate(text.seats.seat_name(view.caller))
    return words.partner_is(text.seats.seat_name(view.partner))
