"""The rules help's section on Briscola chiamata (RULES.md, "Briscola chiamata"), in the
interface's language with the Italian players' words: the asta, the chiamante, the
socio, calling a card of one's own hand (chiamarsi in mano) and the score of a deal."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject

from ...engine.cards import Rank
from ...engine.chiamata import LOWEST_POINTS_CALL, MAX_TARGET, PLAIN_TARGET
from ...engine.chiamata_match import MATCH_DEALS
from ...engine.rules import CHIAMATA_PLAYERS, Rules, Variant
from .words import CardNames, GameWords, fill


class HelpPieces(Protocol):
    """What the section takes from the whole help (``rules.RulesText``)."""

    words: GameWords
    names: CardNames

    def paragraph(self, text: str) -> str: ...

    def entry(
        self, title: str, text: str, note: str | None = None, heading: str | None = None
    ) -> str: ...


class ChiamataRules(QObject):
    """The section's words (lupdate files ``self.tr`` under this class's name)."""

    def body(self, help_text: HelpPieces) -> list[str]:
        """Chiamata's rules, its table, variant and option as the new-game panel names
        them: the section's rich-text blocks, in order."""
        body: list[str] = []
        rules = Rules(CHIAMATA_PLAYERS, Variant.CHIAMATA)
        words = help_text.words
        deal = fill(
            self.tr(
                "Five players, each dealt %1 cards: the whole deck, no stock and no briscola "
                "turned up. The trump is chosen in the auction."
            ),
            rules.hand_size,
        )
        ranks = ", ".join(help_text.names.rank(rank) for rank in Rank)
        auction = fill(
            self.tr(
                "The auction (asta): the first player after the dealer speaks first, then each "
                "in turn. You pass, and are out of the auction, or call a rank lower than the "
                "one standing: %1. Once a 2 stands, a player may still call 2 with more points "
                "(%2 up to %3). When all but one have passed, that player is the caller "
                "(chiamante); if all pass, the deal is thrown in."
            ),
            ranks,
            LOWEST_POINTS_CALL,
            MAX_TARGET,
        )
        called = self.tr(
            "The caller names a suit: the called card is the called rank of that suit, and that "
            "suit is trump. Whoever holds it is the caller's partner (socio), a secret until the "
            "card is played. A caller may call a card of their own hand (chiamarsi in mano) and "
            "play alone against four."
        )
        scoring = fill(
            self.tr(
                "Eight tricks of five. The caller's side wins with at least %1 points (or the "
                "points called with a 2). A win scores the caller +2, the partner +1 and each "
                "defender -1; a loss the opposite; a caller alone scores 4 instead of 2. A match "
                "is %2 or %3 deals, and the highest total wins."
            ),
            PLAIN_TARGET,
            MATCH_DEALS[0],
            MATCH_DEALS[1],
        )
        table = self.tr(
            "On the table the auction is a panel with the calls you may make (keys: the rank's "
            "sign, P to pass; 1 to 4 for the suit). Each plate shows its player's last call; the "
            "called card lies on the left for the whole deal. The partner stays unknown until the "
            "called card falls; then the plates take their side's colour."
        )
        body.append(help_text.entry(words.table_choice(CHIAMATA_PLAYERS), deal))
        body.append(help_text.entry(words.variant_choice(Variant.CHIAMATA), f"{auction} {called}"))
        body.append(help_text.paragraph(scoring))
        body.append(help_text.paragraph(table))
        body.append(
            help_text.entry(
                words.option_choice("caller_leads"),
                self.tr(
                    "The caller leads the first trick, instead of the player after the dealer."
                ),
            )
        )
        return body
