"""Briscola chiamata's words at the table, in the interface's language: the calls, the
plates, the called card's label, the reveal and the deal's summary (the Italian players'
words in Italian: chiamante, socio, asta, chiamarsi in mano)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt

from ...engine.cards import Rank, Suit
from ...engine.chiamata import Bid
from ..game.chiamata import ChiamataView
from .words import CardNames, fill

PASS_SIGN = "P"
"""The auction's key to pass (Pass, Passo)."""


def call_sign(card_names: CardNames, rank: Rank) -> str:
    """The sign on the call button of ``rank``, as the deck prints the rank."""
    return card_names.rank_letter(int(rank))


def call_key(card_names: CardNames, rank: Rank) -> str:
    """The key that calls ``rank`` in the auction: its sign's last character (0 for 10)."""
    return card_names.rank_key(int(rank))


def call_signs(card_names: CardNames) -> dict[str, Rank]:
    """Each call's key in the auction, strongest rank first."""
    return {call_key(card_names, rank): rank for rank in Rank}


def suit_of_key(key: int) -> Suit | None:
    """The suit that key ``key`` names once the auction is won (1 to 4, in the suits'
    order), or None."""
    index = key - Qt.Key.Key_1
    return Suit(index) if 0 <= index < len(Suit) else None


class ChiamataWords(QObject):
    """The words of the auction and the hidden partnership."""

    def __init__(self, card_names: CardNames, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.card_names = card_names

    # --- calls ---------------------------------------------------------------------

    def call(self, bid: Bid, french: bool = False) -> str:
        """A call as a player says it: "Pass", "Three", "Two for 70"."""
        if bid.rank is None:
            return self.tr("Pass")
        rank = self.card_names.rank(int(bid.rank), french=french)
        sign = call_sign(self.card_names, bid.rank)
        if bid.rank in (Rank.KING, Rank.QUEEN, Rank.JACK) and sign.isdigit():
            # (the deck prints its courts 10, 9, 8, as the buttons read: "King (10)")
            rank = fill(self.tr("%1 (%2)"), rank, sign)
        if bid.is_points_call:
            return fill(self.tr("%1 for %2"), rank, bid.target)
        return rank

    def short_call(self, bid: Bid) -> str:
        """A call in a few signs, for a plate: "pass", "3", "2:70"."""
        if bid.rank is None:
            return self.tr("pass")
        letter = self.card_names.rank_letter(int(bid.rank))
        return f"{letter}:{bid.target}" if bid.is_points_call else letter

    def plate(self, name: str, said: str) -> str:
        return fill(self.tr("%1: %2"), name, said)

    def caller(self, name: str, call: str) -> str:
        return fill(self.tr("%1 calls %2"), name, call)

    def you_call(self, call: str) -> str:
        return fill(self.tr("You call %1"), call)

    def partner_plate(self, name: str) -> str:
        """The partner's plate once known (in Italian the socio, not a team's compagno)."""
        return fill(self.tr("%1 · partner"), name)

    def callers_partner_plate(self, name: str) -> str:
        """The partner's plate as a defender sees it: the caller's partner, not theirs."""
        return fill(self.tr("%1 · caller's partner"), name)

    def alone_plate(self, name: str) -> str:
        return fill(self.tr("%1 · alone"), name)

    # --- the called card and the partnership ---------------------------------------

    def called_label(self, card: str) -> str:
        return fill(self.tr("Called: %1"), card)

    def auction_label(self) -> str:
        return self.tr("Auction")

    def you_are_partner(self) -> str:
        return self.tr("You are the partner")

    def you_play_alone(self) -> str:
        return self.tr("You play alone")

    def partner_unknown(self) -> str:
        return self.tr("Partner: unknown")

    def short_partner_unknown(self) -> str:
        return self.tr("Partner?")

    def short_you_partner(self) -> str:
        return self.tr("Partner: you")

    def short_alone(self) -> str:
        return self.tr("Alone")

    def partner_is(self, name: str) -> str:
        return fill(self.tr("Partner: %1"), name)

    def reveal(self, partner: str, caller: str) -> str:
        return fill(self.tr("%1 is %2's partner!"), partner, caller)

    def reveal_your_partner(self, partner: str) -> str:
        """The reveal to the caller ("Lucia is You's partner!" put the player's name in)."""
        return fill(self.tr("%1 is your partner!"), partner)

    def reveal_you(self, caller: str) -> str:
        return fill(self.tr("You are %1's partner!"), caller)

    def reveal_alone(self, caller: str) -> str:
        return fill(self.tr("%1 called a card of their own: alone!"), caller)

    def reveal_you_alone(self) -> str:
        return self.tr("You called your own card: you play alone!")

    def narrate(self, view: ChiamataView, human: int, seat_name: Callable[[int], str]) -> list[str]:
        """The auction and the partnership for a screen reader, a sentence a line."""
        said = " · ".join(self.plate(seat_name(seat), self.call(bid)) for seat, bid in view.calls)
        lines = [self.plate(self.auction_label(), said or self.nobody_spoke())]
        if view.called is not None and view.caller is not None:
            lines.append(self.called_label(self.card_names.card(int(view.called))))
            if view.partner is None:
                lines.append(self.partner_unknown())
            elif view.partner == human:
                alone = human == view.caller
                lines.append(self.you_play_alone() if alone else self.you_are_partner())
            elif view.partner == view.caller:
                lines.append(self.alone_plate(seat_name(view.caller)))
            else:
                lines.append(self.partner_is(seat_name(view.partner)))
        return lines

    # --- the auction panel ---------------------------------------------------------

    def panel_title(self) -> str:
        return self.tr("Auction")

    def your_call(self, standing: str | None) -> str:
        if standing is None:
            return self.tr("Your call: call a rank, or pass.")
        return fill(self.tr("Your call: lower than %1, or pass."), standing)

    def your_points_call(self, standing: int) -> str:
        """The 2 stands, for ``standing`` points: a call is the 2 for more points."""
        return fill(self.tr("Your call: the 2 for more than %1 points, or pass."), standing)

    def points_keys_hint(self) -> str:
        return self.tr("Keys: Enter calls the points in the box, P passes.")

    def suit_alone(self, suit: str) -> str:
        """A suit whose called card the player holds: naming it is playing alone."""
        return fill(self.tr("%1 (alone)"), suit)

    def alone_warning(self) -> str:
        return self.tr(
            "You hold this card: calling it, you play alone against four (4 points if you "
            "win, -4 if you lose)."
        )

    def name_suit(self, rank: str) -> str:
        return fill(self.tr("You won the auction: choose the suit of the %1 you call."), rank)

    def call_two_for(self) -> str:
        return self.tr("Call 2 for")

    def points_box(self) -> str:
        return self.tr("Points the 2 must take")

    def keys_hint(self) -> str:
        return self.tr("Keys: the rank's sign to call it, P to pass.")

    def suit_keys_hint(self) -> str:
        return self.tr("Keys: 1 to 4 for the suits.")

    def key_rows(self) -> list[tuple[str, str]]:
        """The auction's keys (as ``AuctionPanel.key_call`` answers them) and what each
        does, for the keys table of the help."""
        names = self.card_names
        keys = call_signs(names)
        signs = ", ".join(keys)
        meaning = self.tr("In the auction: call the rank of that sign")
        for key, rank in keys.items():
            if key != call_sign(names, rank):  # (a numbered deck's 10: its last figure)
                meaning = fill(
                    self.tr("%1 (%2 calls the %3)"), meaning, key, call_sign(names, rank)
                )
        suits = ", ".join(f"{int(s) + 1} {self.card_names.suit(int(s))}" for s in Suit)
        return [
            (signs, meaning),
            (PASS_SIGN, self.tr("In the auction: pass")),
            (
                self.tr("Enter"),
                self.tr("In the auction, once a 2 is called: call the points in the box"),
            ),
            (
                ", ".join(str(int(s) + 1) for s in Suit),
                fill(self.tr("Having won the auction: the suit of the card you call (%1)"), suits),
            ),
        ]

    def nobody_spoke(self) -> str:
        return self.tr("nobody has called yet")

    # --- the deal's summary --------------------------------------------------------

    def thrown_in_headline(self) -> str:
        return self.tr("Everybody passed: the deal is thrown in")

    def your_side_wins(self) -> str:
        return self.tr("Your side wins the deal: %1 points to %2")

    def caller_side_wins(self) -> str:
        return self.tr("The caller's side wins the deal: %1 points to %2")

    def defenders_win(self) -> str:
        return self.tr("The defenders win the deal: %1 points to %2")

    def you_defenders_win(self) -> str:
        return self.tr("You and the defenders win the deal: %1 points to %2")

    def thrown_in(self) -> str:
        return self.tr("Everybody passed: the deal is thrown in and scores nothing.")

    def summary_call(self, caller: str, card: str, target: int | None) -> str:
        """ "Paolo called the King of swords." (with a points call: "... for 63 points.")"""
        if target is None:
            return fill(self.tr("%1 called %2."), caller, card)
        return fill(self.tr("%1 called %2 for %3 points."), caller, card, target)

    def summary_you_call(self, card: str, target: int | None) -> str:
        if target is None:
            return fill(self.tr("You called %1."), card)
        return fill(self.tr("You called %1 for %2 points."), card, target)

    def summary_partner(self, partner: str) -> str:
        return fill(self.tr("The partner was %1."), partner)

    def summary_you_partner(self) -> str:
        return self.tr("You were the partner.")

    def summary_alone(self) -> str:
        return self.tr("The caller held the called card and played alone.")

    def summary_you_alone(self) -> str:
        return self.tr("You held the called card and played alone.")

    def summary_sides(self, ours: int, theirs: int, target: int) -> str:
        return fill(
            self.tr("Caller's side %1 points, defenders %2 (the call needed %3)."),
            ours,
            theirs,
            target,
        )

    def summary_made(self) -> str:
        return self.tr("The caller's side made it.")

    def summary_failed(self) -> str:
        return self.tr("The defenders beat the call.")

    def deal_score(self) -> str:
        return self.tr("deal %1")

    def match_score(self) -> str:
        return self.tr("match %1")

    def role(self, kind: str) -> str:
        return {
            "caller": self.tr("Caller"),
            "partner": self.tr("Partner"),
            "alone": self.tr("Caller, alone"),
            "defender": self.tr("Defender"),
            "none": "–",
        }[kind]
