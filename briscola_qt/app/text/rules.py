"""The words of the rules help: the game as this app plays it, in sections, as rich text.

Numbers, card names and the lists of tables, variants, options and match lengths come from
the engine, the deck in use and the new-game panel's own words, so the help cannot fall out
of step with the game: a variant or an option without an explanation fails here (KeyError)
and in the tests. Cards are drawn from ``card:CODE`` images the help window supplies.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence

from ...engine.cards import CODES, RANK_POINTS, Card, Rank, Suit
from ...engine.match import DrawHandling, MatchLength, MatchRules, margin_score
from ...engine.rules import (
    MAX_HAND_SIZE,
    OPTIONS,
    TABLE_SIZES,
    TABLE_VARIANTS,
    Rules,
    Variant,
    options_for,
    variants_for,
)
from .chiamata import ChiamataWords
from .chiamata_rules import ChiamataRules
from .words import TABLE_ORDER, CardNames, FeltWords, GameWords, fill

SAMPLE_SUIT = Suit.CUPS
"""The suit whose cards illustrate the ranks (cups, or hearts in a French deck)."""
CARD_HEIGHT = 84
"""The cards' height in the help, in logical pixels."""


def card_url(card: Card) -> str:
    return f"card:{CODES[card]}"


@dataclass
class Section:
    anchor: str
    title: str
    body: list[str] = field(default_factory=list)
    """Rich-text blocks, in order."""


class RulesText(QObject):
    """The sections of the help; ``entries`` holds each named choice and its explanation."""

    def __init__(
        self,
        names: CardNames,
        actions: Sequence[QAction] = (),
        card_width: int = 54,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.names = names
        self.actions = list(actions)
        self.card_width = card_width
        self.words = GameWords(self)
        self.felt = FeltWords(self)
        self.entries: dict[str, str] = {}
        """Each table, variant, option, match length and draw rule by the panel's name for
        it, with the help's explanation (plain text)."""

    # --- the pieces --------------------------------------------------------------

    def paragraph(self, text: str) -> str:
        return f"<p>{html.escape(text)}</p>"

    def entry(
        self, title: str, text: str, note: str | None = None, heading: str | None = None
    ) -> str:
        """A choice ``title`` explained; ``heading`` is shown instead of it, if given."""
        self.entries[title] = text if note is None else f"{text} {note}"
        out = f"<h3>{html.escape(heading or title)}</h3>{self.paragraph(text)}"
        return out + (f"<p><i>{html.escape(note)}</i></p>" if note else "")

    def _img(self, card: Card) -> str:
        return (
            f'<img src="{card_url(card)}" width="{self.card_width}" height="{CARD_HEIGHT}"'
            f' alt="{html.escape(self.names.card(card))}">'
        )

    def _list(self, items: Sequence[str]) -> str:
        return fill(self.tr("%1 and %2"), ", ".join(items[:-1]), items[-1])

    @staticmethod
    def _deck_points() -> int:
        return sum(RANK_POINTS) * len(Suit)

    # --- the sections ------------------------------------------------------------

    def sections(self) -> list[Section]:
        self.entries.clear()
        return [
            self._cards(),
            self._deal(),
            self._tables(),
            Section("chiamata", self.tr("Briscola chiamata"), ChiamataRules(self).body(self)),
            self._signals(),
            self._variants(),
            self._options(),
            self._matches(),
            self._keys(),
        ]

    def html(self) -> str:
        sections = self.sections()
        contents = "".join(
            f'<li><a href="#{s.anchor}">{html.escape(s.title)}</a></li>' for s in sections
        )
        # Outside the f-strings: lupdate does not read tr() inside them.
        title, contents_title = self.tr("How to play Briscola"), self.tr("Contents")
        parts = [f"<h1>{html.escape(title)}</h1>"]
        parts.append(f"<p><b>{html.escape(contents_title)}</b></p><ol>{contents}</ol>")
        for s in sections:
            parts.append(f'<h2><a name="{s.anchor}"></a>{html.escape(s.title)}</h2>')
            parts.extend(s.body)
        return "".join(parts)

    def _cards(self) -> Section:
        section = Section("cards", self.tr("The cards"))
        suits = [self.names.suit(suit) for suit in Suit]
        section.body.append(
            self.paragraph(
                fill(
                    self.tr("A deck of %1 cards in four suits of ten: %2."),
                    len(CODES),
                    self._list(suits),
                )
            )
        )
        aces = "".join(
            f'<td align="center">{self._img(Card.of(Rank.ACE, suit))}<br>'
            f"{html.escape(self.names.suit(suit))}</td>"
            for suit in Suit
        )
        section.body.append(f'<table cellspacing="8"><tr>{aces}</tr></table>')
        section.body.append(
            self.paragraph(
                self.tr(
                    "The cards below rank from the strongest to the weakest; the same holds "
                    "in every suit. Mind the Three: it beats the King and every figure."
                )
            )
        )
        # One column a rank, strongest first: the cards read like a hand laid out.
        ranks = list(Rank)
        rows = [
            (self.tr("Card"), [self._img(Card.of(r, SAMPLE_SUIT)) for r in ranks]),
            (self.tr("Name"), [html.escape(self.names.rank(r)) for r in ranks]),
            (self.tr("Strength"), [str(r + 1) for r in ranks]),
            (self.tr("Points"), [str(RANK_POINTS[r]) for r in ranks]),
        ]
        body = "".join(
            f'<tr><th align="left" nowrap>{html.escape(title)}</th>'
            + "".join(f'<td align="center">{cell}</td>' for cell in cells)
            + "</tr>"
            for title, cells in rows
        )
        section.body.append(
            '<table border="1" cellspacing="0" cellpadding="3" style="border-collapse: collapse">'
            f"{body}</table>"
        )
        section.body.append(
            self.paragraph(
                fill(
                    self.tr(
                        "The deck holds %1 points. The Aces and Threes are the carichi, the cards "
                        "that weigh; the cards worth nothing are the lisci."
                    ),
                    self._deck_points(),
                )
            )
        )
        return section

    def _deal(self) -> Section:
        section = Section("deal", self.tr("A deal"))
        rules = Rules()
        total = self._deck_points()
        dealt = self.tr(
            "The cards are shuffled and each player is dealt %1, one at a time. The next "
            "card is turned face up: the briscola. Its suit is trump (briscola too) for the "
            "whole deal. It lies face up at the foot of the stock, the mazzo (on this table, "
            "beside it), and is the last card drawn."
        )
        texts = (
            fill(dealt, rules.hand_size),
            self.tr(
                "The player after the dealer leads the first trick, and play goes round the "
                "table counter-clockwise, as in Italy. You may play any card: in the classic "
                "game there is no need to follow suit, to beat or to trump, not even when the "
                "stock is gone."
            ),
            self.tr(
                "The trick goes to the highest trump played; with no trump in it, to the "
                "highest card of the suit led. A card of another suit never takes it."
            ),
            self.tr(
                "The winner takes the cards (a presa), draws first from the stock, the others "
                "draw after in playing order, and the winner leads the next trick. Once the "
                "stock and the briscola are drawn, the hands are played out."
            ),
            fill(
                self.tr(
                    "At the end each side counts the points of its prese: %1 or more of the %2 "
                    "wins the deal, and %3 all is a draw. The deal passes to the next dealer."
                ),
                total // 2 + 1,
                total,
                total // 2,
            ),
        )
        section.body.extend(self.paragraph(text) for text in texts)
        section.body.append(self.paragraph(self.felt.rings()))
        section.body.append(self.paragraph(self.felt.dealer_explained()))
        return section

    def _table_text(self, players: int) -> str:
        rules = Rules(players)
        cards, tricks = str(rules.deck_size), str(rules.tricks)
        win = str(self._deck_points() // 2 + 1)
        if players == 2:
            text = self.tr("You face one opponent: %1 cards, %2 tricks of two cards.")
        elif players == 3:
            text = self.tr(
                "One 2, chosen at random, is put aside before the deal: %1 cards, %2 tricks "
                "of three. Each plays for themselves; the highest total wins the deal, and a "
                "tie for the highest is a draw."
            )
        elif players == 4:
            text = self.tr(
                "Two teams of two; partners sit opposite each other, so an opponent plays "
                "between you and your partner. Partners put their prese together and %3 "
                "points win. %1 cards, %2 tricks of four."
            )
        else:
            text = self.tr(
                "The four 2s are put aside: %1 cards, %2 tricks of six. Two teams of three "
                "sit alternately, so your partners are the second and the fourth player after "
                "you. Each team counts its prese together and %3 points win."
            )
        return fill(text, cards, tricks, win)

    def _tables(self) -> Section:
        section = Section("tables", self.tr("Two, three, four and six players"))
        tables = [n for n in TABLE_ORDER if n in TABLE_SIZES]  # (chiamata: its own section)
        assert sorted(tables) == sorted(TABLE_SIZES)  # every table the engine knows
        section.body.extend(
            self.entry(self.words.table_choice(n), self._table_text(n)) for n in tables
        )
        return section

    def _signals(self) -> Section:
        section = Section("signals", self.tr("Partner signals"))
        shown = (Rank.ACE, Rank.THREE, Rank.KING, Rank.QUEEN, Rank.JACK)
        letter = self.names.rank_letter
        letters = ", ".join(f"{letter(r)} = {self.names.rank(r)}" for r in shown)
        example = self.felt.signal(f"{letter(Rank.ACE)} {letter(Rank.KING)}", 1)
        texts = (
            self.tr(
                "With partner signals on, in a team game you see under your partner's name "
                "which of the five top trumps they hold and how many Aces and Threes of the "
                "other suits. An X means they hold no trump at all, a dash that they hold "
                "trumps but none of those five. The opponents see the same of each other; "
                "without signals every hand stays private."
            ),
            fill(self.tr("The signs stand for the cards: %1."), letters),
            fill(
                self.tr(
                    "For example “%1”: your partner holds the Ace and the King of trump and one "
                    "Ace or Three of another suit. The signal changes as their hand does."
                ),
                example,
            ),
        )
        section.body.extend(self.paragraph(text) for text in texts)
        return section

    def _variant_text(self, variant: Variant) -> str:
        size = str(Rules(2, variant).hand_size)
        return {
            Variant.CLASSIC: self.tr(
                "The game described above: a briscola turned up, any card may be played."
            ),
            Variant.SCOPERTA: self.tr(
                "Every hand is played face up, and so is the top card of the stock, so you "
                "see what the next draw brings. Everything else is as in the classic game: "
                "a game of reckoning rather than memory."
            ),
            Variant.BRISCOLONE: fill(
                self.tr(
                    "%1 cards each and no briscola: there is no trump suit. You must follow the "
                    "suit led when you can, and the highest card of the suit led takes the trick."
                ),
                size,
            ),
            Variant.DOUBLE: fill(
                self.tr(
                    "%1 cards each. A trick has four cards: the leader, the opponent, the leader "
                    "again, the opponent again. The highest trump of the four wins, else the "
                    "highest card of the first card's suit. The winner draws first and the two "
                    "draw in turn until each holds %1 again."
                ),
                size,
            ),
        }[variant]

    def _only_at(self, tables: Sequence[int]) -> str | None:
        """The note for a choice some tables do not have (None when all have it)."""
        if len(tables) == len(TABLE_SIZES):
            return None
        listed = [self.words.table_choice(n) for n in TABLE_ORDER if n in tables]
        return fill(self.tr("Only at these tables: %1."), "; ".join(listed))

    def _variants(self) -> Section:
        section = Section("variants", self.tr("Variants"))
        for variant in TABLE_VARIANTS:
            tables = [n for n in TABLE_SIZES if variant in variants_for(n)]
            section.body.append(
                self.entry(
                    self.words.variant_choice(variant),
                    self._variant_text(variant),
                    self._only_at(tables),
                )
            )
        return section

    def _option_text(self, option: str) -> str:
        return {
            "signals": self.tr(
                "Each player's partner sees part of their hand, as told under Partner signals."
            ),
            "two_swap": self.tr(
                "Before the first card is led, whoever holds the 2 of the trump suit may "
                "exchange it once for the briscola turned up. When it is you, you are asked."
            ),
            "tie_break_last_trick": self.tr(
                "A deal that ends level on points goes to the tied side that took the last "
                "trick instead of being a draw."
            ),
        }[option]

    def _option_note(self, option: str) -> str | None:
        tables = [
            n for n in TABLE_SIZES if any(option in options_for(n, v) for v in TABLE_VARIANTS)
        ]
        note = self._only_at(tables)
        without = [
            v for v in TABLE_VARIANTS if not any(option in options_for(n, v) for n in tables)
        ]
        if without:
            named = "; ".join(self.words.variant_choice(v) for v in without)
            more = fill(self.tr("Not in: %1."), named)
            note = more if note is None else f"{note} {more}"
        return note

    def _options(self) -> Section:
        section = Section("options", self.tr("Options"))
        section.body.extend(
            self.entry(self.words.option_choice(o), self._option_text(o), self._option_note(o))
            for o in OPTIONS
        )
        return section

    def _length_text(self, length: MatchLength) -> str:
        return {
            MatchLength.SINGLE: self.tr(
                "A single deal decides: whoever wins it wins the game, and a drawn deal is a "
                "drawn game unless drawn deals are replayed."
            ),
            MatchLength.BEST_OF_3: fill(
                self.tr("At most three deals: the first to win %1 of them wins the match."),
                MatchRules(length).wins_needed,
            ),
            MatchLength.FIRST_TO: self.tr(
                "The first to win the number of deals you choose wins the match."
            ),
        }[length]

    def _draws_text(self, draws: DrawHandling) -> str:
        return {
            DrawHandling.COUNT: self.tr(
                "A drawn deal scores for nobody but is one of the deals played, so a best of "
                "three may end level: a drawn match."
            ),
            DrawHandling.REPLAY: self.tr(
                "A drawn deal is played again and does not count towards the match's length."
            ),
        }[draws]

    def _margin_text(self) -> str:
        total = self._deck_points()
        steps = [
            p for p in range(total // 2 + 2, total + 1) if margin_score(p) > margin_score(p - 1)
        ]
        big, all_points = steps[0], steps[-1]
        return fill(
            self.tr(
                "A deal won with %1 points or more scores %2 instead of 1, and a deal won with "
                "all %3 points scores %4; the match goes to whoever first has the points "
                "needed."
            ),
            big,
            margin_score(big),
            all_points,
            margin_score(all_points),
        )

    def _matches(self) -> Section:
        section = Section("matches", self.tr("Matches and scoring"))
        section.body.append(
            self.paragraph(
                self.tr(
                    "A match is a run of deals between the same players; the dealer changes "
                    "every deal. The match score counts the deals each side has won."
                )
            )
        )
        section.body.extend(
            self.entry(self.words.length_choice(m), self._length_text(m)) for m in MatchLength
        )
        drawn = self.tr("Drawn deals")
        for draws in DrawHandling:
            choice = self.words.draws_choice(draws)
            heading = fill(self.tr("%1: %2"), drawn, choice)
            section.body.append(self.entry(choice, self._draws_text(draws), heading=heading))
        section.body.append(self.entry(self.words.option_choice("margin"), self._margin_text()))
        return section

    def _keys(self) -> Section:
        section = Section("keys", self.tr("Playing with the keyboard"))
        rows = [
            (
                fill(self.tr("1 to %1"), MAX_HAND_SIZE),
                self.tr("Play the card in that place of your hand"),
            ),
            (self.tr("Left, Right"), self.tr("Choose a card of your hand")),
            (self.tr("Enter or Space"), self.tr("Play the chosen card, or go on after a trick")),
            *ChiamataWords(self.names, self).key_rows(),  # (the auction panel's own keys)
        ]
        for action in self.actions:
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            if keys:
                rows.append((keys, action.text().replace("&", "")))
        cells = "".join(
            f"<tr><td><b>{html.escape(k)}</b></td><td>{html.escape(t)}</td></tr>" for k, t in rows
        )
        section.body.append(f'<table cellspacing="0" cellpadding="3">{cells}</table>')
        return section
