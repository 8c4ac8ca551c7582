"""Every visible word of the game that is not a widget's own label, in one place: card
names as the deck in use says them, the game in a few words, the felt's texts, hints.

Each class is a ``QObject`` so that ``tr()`` files its strings under the class's name
(the translations' context); ``fill`` puts values into a translated template.
"""

from __future__ import annotations

import re
from typing import Protocol

from PySide6.QtCore import QObject

from ...decks import COURTS, DeckTheme
from ...engine.cards import RANK_CODES, RANK_OF, SUIT_OF
from ...engine.match import BaseMatch, DrawHandling, MatchLength, MatchRules
from ...engine.rules import CHIAMATA_PLAYERS, Rules, Variant
from ...engine.state import Refusal

_PLACEHOLDER = re.compile(r"%(\d)")


class TableSeats(Protocol):
    """Who sits where, in the interface's words (the controller says it)."""

    def seat_name(self, seat: int) -> str: ...

    def side_name(self, side: int) -> str: ...

    def match_side_names(self) -> tuple[str, ...]: ...


TABLE_ORDER = (2, 4, 3, 6, 5)
"""The tables in the order the new-game panel and the rules help list them."""


def fill(template: str, *values: object) -> str:
    """``template`` (a translated string) with %1, %2, ... replaced by ``values`` in one
    pass, so a value that itself holds "%2" is never filled in again."""
    return _PLACEHOLDER.sub(lambda m: str(values[int(m.group(1)) - 1]), template)


class CardNames(QObject):
    """Card names in words, as the deck in use calls them, in the interface's language.

    The deck decides: its suit family (Italian or French suit names) and its manifest's
    court names (an Italian deck's horseman is the Knight, Cavallo; only a French deck has
    a Queen). A deck that names no courts gets its family's usual names. A caller without a
    deck may pass ``french`` to choose the family.
    """

    def __init__(
        self, parent: QObject | None = None, deck: DeckTheme | None = None, language: str = "en"
    ) -> None:
        super().__init__(parent)
        self.deck = deck
        self.language = language
        # Card names as said so far (the table names each card at every change). The
        # interface's language is set once per run: a new one needs a restart.
        self._said: dict[tuple[int, bool | None], str] = {}
        self._letters: dict[str, str] | None = None

    def set_deck(self, deck: DeckTheme | None, language: str | None = None) -> None:
        self.deck = deck
        if language is not None:
            self.language = language
        self._said.clear()
        self._letters = None

    def rank_letter(self, rank: int) -> str:
        """One sign for rank ``rank`` where space is short (the auction's buttons, partner
        signals): its code for the Ace and the numbers, a court's initial in the deck's
        words (R, C, F for Re, Cavallo, Fante); where two courts' names begin alike (King
        and Knight) what the deck prints on them (10, 9, 8 on numbered Italian cards: a
        newcomer did not read "N" as the Knight), else K, N, J: the Knight's N as in chess
        (its record code Q read as a Queen, which an Italian deck has not); K, N, J too where
        the printed signs would end in a number card's key (11, 12, 13 on Triestine cards)."""
        code = RANK_CODES[rank]
        if code not in COURTS:
            return code
        if self._letters is None:
            initials = {RANK_CODES[r]: self.rank(r)[:1].upper() for r in range(10)}
            courts = [initials[c] for c in COURTS]
            distinct = len(set(courts)) == len(COURTS) and all(i.isalpha() for i in courts)
            printed = dict(self.deck.court_signs) if self.deck is not None else {}
            # a sign whose key is a number card's (13, 12 on Triestine cards: 3, 2) won't do
            taken = set(RANK_CODES) - set(COURTS)
            if any(sign[-1:] in taken for sign in printed.values()):
                printed = {}
            fallback = printed or {"K": "K", "Q": "N", "J": "J"}
            self._letters = {c: initials[c] if distinct else fallback.get(c, c) for c in COURTS}
        return self._letters[code]

    def rank_key(self, rank: int) -> str:
        """The key that names rank ``rank``: its sign's last character ("10": 0, the key
        typing "10" ends with)."""
        return self.rank_letter(rank)[-1:]

    def _french(self, french: bool | None) -> bool:
        if french is not None:
            return french
        return self.deck is not None and self.deck.french

    def rank(self, rank: int, french: bool | None = None) -> str:
        """The name of rank ``rank`` (0 the Ace .. 9 the Two, by strength)."""
        is_french = self._french(french)
        code = RANK_CODES[rank]
        deck = self.deck
        if code in COURTS and deck is not None and deck.french == is_french:
            own = deck.court_name(code, self.language)
            if own is not None:
                return own
        # (one tr() per name: a table of all ten was built for every card named)
        match rank:
            case 0:
                return self.tr("Ace")
            case 1:
                return self.tr("Three")
            case 2:
                return self.tr("King")
            case 3:
                return self.tr("Queen") if is_french else self.tr("Knight")
            case 4:
                return self.tr("Jack")
            case 5:
                return self.tr("Seven")
            case 6:
                return self.tr("Six")
            case 7:
                return self.tr("Five")
            case 8:
                return self.tr("Four")
            case _:
                return self.tr("Two")

    def suit(self, suit: int, french: bool | None = None) -> str:
        if self._french(french):
            match suit:
                case 0:
                    return self.tr("diamonds")
                case 1:
                    return self.tr("hearts")
                case 2:
                    return self.tr("spades")
                case _:
                    return self.tr("clubs")
        match suit:
            case 0:
                return self.tr("coins")
            case 1:
                return self.tr("cups")
            case 2:
                return self.tr("swords")
            case _:
                return self.tr("batons")

    def card(self, card: int, french: bool | None = None) -> str:
        """E.g. "Knight of cups" for an Italian deck, "Queen of hearts" for a French one."""
        said = self._said.get((card, french))
        if said is None:
            said = fill(
                self.tr("%1 of %2"),
                self.rank(RANK_OF[card], french),
                self.suit(SUIT_OF[card], french),
            )
            self._said[(card, french)] = said
        return said

    def the_card(self, card: int, french: bool | None = None) -> str:
        """The card's name with its definite article, as a sentence names it: "the Knight
        of cups"; in Italian the article follows the name ("l'Asso", "lo Scartino", "la
        Donna", "il Tre"), which no one template can say for every card."""
        name = self.card(card, french)
        if self.language.startswith("it"):
            return italian_article(name) + name
        return fill(self.tr("the %1"), name)


ITALIAN_FEMININE = frozenset({"donna", "regina", "dama"})


def italian_article(name: str) -> str:
    """The Italian definite article (with its space) before ``name``, a card's name."""
    first = name.split()[0].lower() if name.split() else ""
    if not first:
        return ""
    if first[0] in "aeiouàèéìòù":
        return "l'"
    if first in ITALIAN_FEMININE:
        return "la "
    impure_s = first[0] == "s" and len(first) > 1 and first[1] not in "aeiou"
    if impure_s or first[0] in "zxy" or first.startswith(("gn", "ps", "pn")):
        return "lo "
    return "il "


def signed(score: int) -> str:
    """A score with a true minus sign ("−4")."""
    return f"−{-score}" if score < 0 else str(score)


def score_list(
    names: tuple[str, ...] | list[str], scores: tuple[int, ...] | list[int], chiamata: bool
) -> str:
    """Each name with its match score: "You 0 – Lucia 1"; in chiamata, whose scores go
    below 0, "You −4 · Lucia 3" (a dash between them read as a minus)."""
    if chiamata:
        return " · ".join(f"{n} {signed(s)}" for n, s in zip(names, scores, strict=True))
    return " – ".join(f"{n} {s}" for n, s in zip(names, scores, strict=True))


class MatchWords(QObject):
    """The end of a match where no one side won it alone: who shares the top, and where
    the player finished ("The match is drawn" was said while the player came last)."""

    def shared(
        self, names: tuple[str, ...], scores: tuple[int, ...], leaders: tuple[int, ...], full: bool
    ) -> str:
        """``leaders`` (match sides, 0 the player's) share the match: "Lucia and Giulia
        share the match, 3 each", and on a line of its own where ``full``, "You finished
        fifth with −7" (in one line it made the summary wider than a small window); "You
        share the match with Lucia, 3 each"; where every side is level, "The match is
        drawn"."""
        if len(leaders) == len(scores):
            return self.tr("The match is drawn")
        best = signed(scores[leaders[0]])
        if 0 in leaders:
            others = self.names([names[side] for side in leaders if side != 0])
            return fill(self.tr("You share the match with %1, %2 each"), others, best)
        said = fill(
            self.tr("%1 share the match, %2 each"), self.names([names[s] for s in leaders]), best
        )
        if not full:
            return said
        place = 1 + sum(score > scores[0] for score in scores)
        finished = fill(self.tr("You finished %1 with %2"), self.place(place), signed(scores[0]))
        return f"{said}\n{finished}"

    def names(self, names: list[str]) -> str:
        """Names in a list: "Lucia", "Lucia and Giulia", "Lucia, Giulia and Marco"."""
        if len(names) == 1:
            return names[0]
        return fill(self.tr("%1 and %2"), ", ".join(names[:-1]), names[-1])

    def place(self, place: int) -> str:
        """A place in the final order (2nd to 5th; never 1st: the leaders are named)."""
        return {
            2: self.tr("second", "a place at the end of a match"),
            3: self.tr("third", "a place at the end of a match"),
            4: self.tr("fourth", "a place at the end of a match"),
        }.get(place) or self.tr("fifth", "a place at the end of a match")


class GameWords(QObject):
    """The game being played in a few words, e.g. "2 players · Classic · best of three"."""

    _title: tuple[tuple[Rules, MatchRules], str] | None = None

    def window_title(self, match: BaseMatch | None) -> str:
        """The main window's title: the game's name, and the match being played (the
        last match's title is kept: the window asks at every change of the table, and
        saying the match again was a tenth of its work there)."""
        if match is None:
            return self.tr("Briscola")
        key = (match.rules, match.match_rules)
        said = self._title
        if said is None or said[0] != key:
            about = self.describe(match.rules, match.match_rules)
            said = (key, fill(self.tr("%1 — %2"), self.tr("Briscola"), about))
            self._title = said
        return said[1]

    def describe(self, rules: Rules, match_rules: MatchRules) -> str:
        """The match in a few words: the deal's rules, then the match's."""
        parts = [self.describe_deal(rules)]
        if rules.auction:  # (a chiamata match is counted in deals, not by these rules)
            return parts[0]
        if match_rules.length == MatchLength.SINGLE:
            parts.append(self.tr("one deal"))
        else:
            if match_rules.length == MatchLength.BEST_OF_3:
                parts.append(self.tr("best of three"))
            else:
                wins = fill(self.tr("first to %1 wins"), match_rules.target)
                parts.append(wins)
            if match_rules.draws == DrawHandling.REPLAY:
                parts.append(self.tr("drawn deals replayed"))
            if match_rules.margin:
                parts.append(self.tr("bigger wins score more"))
        return " · ".join(parts)

    def describe_deal(self, rules: Rules) -> str:
        """A deal's table, variant and options in a few words (``describe`` without the
        match's length)."""
        tables = {
            2: self.tr("2 players"),
            3: self.tr("3 players"),
            4: self.tr("2 against 2"),
            5: self.tr("5 players"),
            6: self.tr("3 against 3"),
        }
        variants = {
            Variant.CLASSIC: self.tr("Classic"),
            Variant.SCOPERTA: self.tr("Scoperta"),
            Variant.BRISCOLONE: self.tr("Briscolone"),
            Variant.DOUBLE: self.tr("Double"),
            Variant.CHIAMATA: self.tr("Chiamata"),
        }
        parts = [tables[rules.players], variants[rules.variant]]
        if rules.auction:
            if rules.caller_leads:
                parts.append(self.tr("the caller leads"))
            return " · ".join(parts)
        if rules.signals:
            parts.append(self.tr("partner signals"))
        if rules.two_swap:
            parts.append(self.tr("2 of trump swap"))
        if rules.tie_break_last_trick:
            parts.append(self.tr("60–60 to the last trick"))
        return " · ".join(parts)

    # The new-game panel's words, which the rules help repeats so a player finds them there.

    def table_choice(self, players: int) -> str:
        return {
            2: self.tr("One against one"),
            4: self.tr("Two against two"),
            3: self.tr("Three players, each for themselves"),
            6: self.tr("Six players, three against three"),
            5: self.tr("Five players: Briscola chiamata"),
        }[players]

    def table_name(self, players: int) -> str:
        """A table as the New game panel names it, where the variant is said beside it (the
        history, the statistics): Briscola chiamata's table is "Five players"."""
        if players == CHIAMATA_PLAYERS:
            return self.tr("Five players")
        return self.table_choice(players)

    def variant_choice(self, variant: Variant) -> str:
        return {
            Variant.CLASSIC: self.tr("Classic"),
            Variant.SCOPERTA: self.tr("Scoperta (open hands)"),
            Variant.BRISCOLONE: self.tr("Briscolone (five cards, no trump, follow suit)"),
            Variant.DOUBLE: self.tr("Double (two cards each per trick)"),
            Variant.CHIAMATA: self.tr("Chiamata (an auction, a hidden partner)"),
        }[variant]

    def option_choice(self, option: str) -> str:
        """A deal option of the engine (``OPTIONS``), or ``margin`` (a match option)."""
        return {
            "signals": self.tr("Partner signals"),
            "two_swap": self.tr("The 2 of trump may be swapped for the briscola"),
            "tie_break_last_trick": self.tr("A 60–60 deal goes to the winner of the last trick"),
            "margin": self.tr("Bigger wins score more (91+: 2, all 120: 3)"),
            "caller_leads": self.tr("The caller leads the first trick"),
        }[option]

    def length_choice(self, length: MatchLength) -> str:
        return {
            MatchLength.SINGLE: self.tr("One deal"),
            MatchLength.BEST_OF_3: self.tr("Best of three"),
            MatchLength.FIRST_TO: self.tr("First to…"),
        }[length]

    def draws_choice(self, draws: DrawHandling) -> str:
        return {
            DrawHandling.COUNT: self.tr("Count for nobody"),
            DrawHandling.REPLAY: self.tr("Are replayed"),
        }[draws]


def keys_text(words: FeltWords, indexes: list[int], count: int) -> str:
    """The number keys that play the cards at ``indexes`` (of a hand of ``count``)."""
    keys = [str(i + 1) for i in indexes]
    if len(keys) == count and count > 2 and indexes == list(range(count)):
        return f"1–{count}"
    if len(keys) == 1:
        return keys[0]
    return words.either(", ".join(keys[:-1]), keys[-1])


class FeltWords(QObject):
    """The translated texts of the felt."""

    def prompt(self, keys: str) -> str:
        return fill(self.tr("Your turn: click a card, or press %1"), keys)

    def either(self, first: str, last: str) -> str:
        """Two choices in words, e.g. 1 or 2 (here in the class, so that lupdate and tr()
        agree on the context: it was left in English in Italian, filed under another)."""
        return fill(self.tr("%1 or %2"), first, last)

    def short_prompt(self) -> str:
        """The prompt where the whole one does not fit (a small window at six players)."""
        return self.tr("Your turn")

    def continue_prompt(self) -> str:
        return self.tr("Click or press Space to continue")

    def short_continue_prompt(self) -> str:
        return self.tr("Click to continue")

    def thinking(self, name: str) -> str:
        return fill(self.tr("%1 is thinking…"), name)

    def partner(self, name: str) -> str:
        return fill(self.tr("%1 · partner"), name)

    def trump(self, suit_name: str) -> str:
        return fill(self.tr("Briscola: %1"), suit_name)

    def no_trump(self) -> str:
        return self.tr("No briscola · follow suit")

    def short_no_trump(self) -> str:
        """``no_trump`` where the table is too narrow for all of it."""
        return self.tr("No briscola")

    def next_card(self) -> str:
        return self.tr("Next card")

    def next_card_and_stock(self, count: int) -> str:
        return fill(self.tr("Next card · %1 in the stock"), count)

    def next_card_and_count(self, count: int) -> str:
        return fill(self.tr("Next card · %1"), count)

    def short_next_card_and_count(self, count: int) -> str:
        """``next_card_and_count`` over a narrow stock card."""
        return fill(self.tr("Next · %1"), count)

    def short_next_card(self) -> str:
        """``next_card`` over a narrow stock card."""
        return self.tr("Next")

    def stock(self, count: int) -> str:
        return fill(self.tr("Stock: %1"), count)

    def points(self, points: int) -> str:
        return fill(self.tr("%1 points"), points)

    def rings(self) -> str:
        """What the rings round a finished trick's cards mean (the table's tooltip then,
        and the rules help)."""
        return self.tr(
            "Once a trick is complete, a golden ring marks the card led and a moving blue and "
            "black ring the card that takes the trick."
        )

    def trick_card(self, name: str | None) -> str:
        """Whose a card of the trick is (its tooltip; ``None``: the player's own)."""
        return self.tr("Your card") if name is None else fill(self.tr("Played by %1"), name)

    def card_led(self) -> str:
        return self.tr("The card led (golden ring)")

    def card_taking(self) -> str:
        return self.tr("It takes the trick (blue and black ring)")

    def pile(self, name: str, points: int) -> str:
        """A team's pile with its points ("Opponents · 23 points")."""
        return fill(self.tr("%1 · %2 points"), name, points)

    def captured(self, name: str, cards: int, points: int) -> str:
        return fill(self.tr("%1: %2 cards, %3 points"), name, cards, points)

    def last_trick(self, winner: str) -> str:
        return fill(self.tr("Last trick, won by %1 · click or press a key to close"), winner)

    def best_of_three(self, deal: int, scores: str) -> str:
        return fill(self.tr("Deal %1 · best of three · %2"), deal, scores)

    def first_to(self, deal: int, target: int, margin: bool, scores: str) -> str:
        template = (
            self.tr("Deal %1 · first to %2 points · %3")
            if margin
            else self.tr("Deal %1 · first to %2 · %3")
        )
        return fill(template, deal, target, scores)

    def deal_of(self, deal: int, deals: int, scores: str) -> str:
        """A match of so many deals (Briscola chiamata): "Deal 3 of 5 · You −4 · ..."."""
        return fill(self.tr("Deal %1 of %2 · %3"), deal, deals, scores)

    def one_deal(self, scores: str) -> str:
        return fill(self.tr("One deal · %1"), scores)

    def points_so_far(self, scores: str) -> str:
        """The practice table's scoreboard: each side's card points so far in the deal."""
        return fill(self.tr("Points so far · %1"), scores)

    def short_scoreboard(self, deal: int, scores: str) -> str:
        """The scoreboard where the table is too narrow for the names ("Deal 2 · 0–1")."""
        return fill(self.tr("Deal %1 · %2"), deal, scores)

    def last_trick_yours(self) -> str:
        """``last_trick`` when the human took it ("won by You" had a capital mid-sentence)."""
        return self.tr("Last trick, won by you · click or press a key to close")

    def short_trump(self) -> str:
        """``trump`` where the table is too narrow: the word alone, the suit's mark beside
        it (the suit name alone did not read as trump)."""
        return self.tr("Briscola")

    def refusal(self, reason: Refusal, suit_name: str) -> str:
        if reason == Refusal.FOLLOW_SUIT:
            return fill(self.tr("You must follow suit: %1"), suit_name)
        return self.tr("That card is not in your hand")

    def chosen_ahead(self, card: str) -> tuple[str, str]:
        """Over the hand, when a card is chosen before the player's turn (it rose and
        nothing said why: a newcomer's playtest): the words, and their short form."""
        return (
            fill(self.tr("At your turn: %1 (choose it again to cancel)"), card),
            fill(self.tr("At your turn: %1"), card),
        )

    def dealer_mark(self) -> str:
        """The letter on the dealer's plate (Italian: M, the mazziere)."""
        return self.tr("D", "the mark of the dealer on a name plate")

    def hint_short(self, card: str) -> str:
        """A hint in a few words, where its sentence does not fit beside the hand."""
        return fill(self.tr("Hint: %1"), card)

    def you_deal(self) -> str:
        """Beside the human's hand, with the dealer's mark, when the human dealt."""
        return self.tr("You deal", "beside the player's hand, with the dealer's mark")

    def dealer_explained(self) -> str:
        """What the dealer's mark means (the rules help)."""
        return fill(
            self.tr(
                "The chip with a %1 on a name plate marks who dealt this deal; the player to "
                "the right of the dealer leads the first trick."
            ),
            self.dealer_mark(),
        )

    def face_up(self) -> str:
        return self.tr("Face up: every hand is shown")

    def signal(self, trumps: str, aces_threes: int) -> str:
        return fill(self.tr("Trumps: %1 · side Aces/Threes: %2"), trumps, aces_threes)
