"""The rules of one deal: table size, variant and options, and what follows from them.

``Rules`` is the ``rules`` object of a game record (RECORD-FORMAT.md): it validates
itself, reads and writes its JSON form, and answers the questions the game state asks
(hand size, who plays next in a trick, which side a seat is on, which cards are dealt).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum
from functools import cached_property
from typing import Any, Final

from .cards import ALL_CARDS, RANK_OF, Card, Rank
from .errors import RulesError


class Variant(StrEnum):
    """The variants of RULES.md; the value is the record's ``variant`` string."""

    CLASSIC = "classic"
    SCOPERTA = "scoperta"
    BRISCOLONE = "briscolone"
    DOUBLE = "double"
    CHIAMATA = "chiamata"

    @property
    def has_trump(self) -> bool:
        """A briscola is turned up: in every variant but briscolone and chiamata (where
        the auction's winner names trump)."""
        return self not in (Variant.BRISCOLONE, Variant.CHIAMATA)


VARIANTS: Final = tuple(v.value for v in Variant)
"""The variants' names, as plain strings (command-line choices, messages)."""
TABLE_SIZES: Final = (2, 3, 4, 6)
"""The tables of the game with a stock and a turned-up briscola."""
CHIAMATA_PLAYERS: Final = 5
"""Briscola chiamata's table: five players, every card dealt."""
MAX_HAND_SIZE: Final = 8
"""The most cards a hand holds: chiamata's eight (the table's keys 1 to 8 play them)."""
TABLE_VARIANTS: Final = tuple(v for v in Variant if v != Variant.CHIAMATA)
"""The variants played at ``TABLE_SIZES``."""
TEAM_SIZES: Final = (4, 6)
OPTIONS: Final = ("signals", "tie_break_last_trick", "two_swap")
"""The options a deal at ``TABLE_SIZES`` may have, by their record names (new-game panel,
rules help)."""
CHIAMATA_OPTIONS: Final = ("caller_leads",)
"""Briscola chiamata's options: the caller leads the first trick instead of seat 0."""
_OPTION_NAMES: Final = OPTIONS + CHIAMATA_OPTIONS
_OPTION_NEEDS: Final = {
    "signals": "partner signals need a team game (4 or 6 players)",
    "two_swap": "the two-of-trump swap needs a briscola turned up (not briscolone or chiamata)",
    "tie_break_last_trick": "the 60-60 tie-break has no place in chiamata (a target decides)",
    "caller_leads": "caller_leads is an option of briscola chiamata",
}


def variants_for(players: int) -> tuple[Variant, ...]:
    """The variants a table of ``players`` may play: double is for two players,
    chiamata is the five-player game and the only one of five players."""
    if players == CHIAMATA_PLAYERS:
        return (Variant.CHIAMATA,)
    return tuple(v for v in TABLE_VARIANTS if v != Variant.DOUBLE or players == 2)


def options_for(players: int, variant: Variant | str) -> tuple[str, ...]:
    """The options that mean something at this table in this variant: partner
    signals need teams, the two-of-trump swap a turned-up briscola; chiamata has
    its own."""
    if Variant(variant) == Variant.CHIAMATA:
        return CHIAMATA_OPTIONS
    return tuple(
        name
        for name in OPTIONS
        if (name != "signals" or players in TEAM_SIZES)
        and (name != "two_swap" or Variant(variant).has_trump)
    )


@dataclass(frozen=True)
class Rules:
    """Table size, variant and options of a deal.

    ``variant`` may be given as its string (``Rules(2, "classic")``); it is kept as a
    ``Variant``, which compares equal to that string.
    """

    players: int = 2
    variant: Variant = Variant.CLASSIC
    signals: bool = False
    tie_break_last_trick: bool = False
    two_swap: bool = False
    caller_leads: bool = False

    def __post_init__(self) -> None:
        sizes = (*TABLE_SIZES, CHIAMATA_PLAYERS)
        if type(self.players) is not int or self.players not in sizes:
            raise RulesError(f"players must be one of 2, 3, 4, 5, 6, not {self.players!r}")
        if not isinstance(self.variant, str) or self.variant not in VARIANTS:
            raise RulesError(f"unknown variant {self.variant!r} (known: {', '.join(VARIANTS)})")
        object.__setattr__(self, "variant", Variant(self.variant))
        for name in _OPTION_NAMES:
            if type(getattr(self, name)) is not bool:
                raise RulesError(f"option {name} must be true or false")
        if self.variant not in variants_for(self.players):
            if self.variant == Variant.DOUBLE:
                raise RulesError("the double variant is for two players")
            raise RulesError("briscola chiamata is the game of five players, and the only one")
        allowed = options_for(self.players, self.variant)
        for name, why in _OPTION_NEEDS.items():
            if getattr(self, name) and name not in allowed:
                raise RulesError(why)

    @classmethod
    def normalised(
        cls,
        players: int,
        variant: Variant,
        *,
        signals: bool = False,
        tie_break_last_trick: bool = False,
        two_swap: bool = False,
        caller_leads: bool = False,
    ) -> Rules:
        """The rules of options chosen one by one (a new-game panel, settings): an
        option that means nothing at this table in this variant is left out. RulesError
        if the table and the variant do not go together."""
        allowed = options_for(players, variant)
        return cls(
            players,
            variant,
            signals=signals and "signals" in allowed,
            tie_break_last_trick=tie_break_last_trick and "tie_break_last_trick" in allowed,
            two_swap=two_swap and "two_swap" in allowed,
            caller_leads=caller_leads and "caller_leads" in allowed,
        )

    # --- what follows from the rules -------------------------------------------------
    # (Cached: the rules are frozen, and the game state asks some of these on every move.)

    @cached_property
    def has_trump(self) -> bool:
        return self.variant.has_trump

    @cached_property
    def auction(self) -> bool:
        """Chiamata: an auction before play names the trump and the caller's partner."""
        return self.variant == Variant.CHIAMATA

    @cached_property
    def follow_suit(self) -> bool:
        return self.variant == Variant.BRISCOLONE

    @cached_property
    def open_hands(self) -> bool:
        """Scoperta: every hand and the top stock card are face up."""
        return self.variant == Variant.SCOPERTA

    def stock_top_face_up(self, stock_count: int) -> bool:
        """Scoperta shows the next card to draw, unless it is the briscola (face up anyway)."""
        return self.open_hands and stock_count > 1

    @cached_property
    def hand_size(self) -> int:
        return {Variant.BRISCOLONE: 5, Variant.DOUBLE: 4, Variant.CHIAMATA: 8}.get(self.variant, 3)

    @cached_property
    def plays_per_trick(self) -> int:
        return 4 if self.variant == Variant.DOUBLE else self.players

    @property
    def dealer(self) -> int:
        """The seat that deals: the last in play order (seat 0, on its right, leads the
        first trick; RULES.md)."""
        return self.players - 1

    @cached_property
    def team_game(self) -> bool:
        return self.players in TEAM_SIZES

    @cached_property
    def sides(self) -> int:
        """How many capture piles a deal has: two teams in team games, else one per seat
        (in chiamata too: the partnership is hidden, so each seat keeps its tricks)."""
        return 2 if self.team_game else self.players

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.team_game else seat

    @cached_property
    def seat_sides(self) -> tuple[int, ...]:
        """The side of each seat, in seat order."""
        return tuple(self.side_of(seat) for seat in range(self.players))

    def seats_of(self, side: int) -> list[int]:
        return [s for s in range(self.players) if self.side_of(s) == side]

    def play_order(self, leader: int) -> tuple[int, ...]:
        """The seats that play a trick, in order, when ``leader`` leads."""
        if self.variant == Variant.DOUBLE:
            other = 1 - leader
            return (leader, other, leader, other)
        n = self.players
        return tuple((leader + i) % n for i in range(n))

    @cached_property
    def play_orders(self) -> tuple[tuple[int, ...], ...]:
        """``play_order`` of each leader, in seat order."""
        return tuple(self.play_order(seat) for seat in range(self.players))

    @cached_property
    def deck_size(self) -> int:
        return {3: 39, 6: 36}.get(self.players, 40)

    @cached_property
    def tricks(self) -> int:
        return self.deck_size // self.plays_per_trick

    @cached_property
    def draw_rounds(self) -> int:
        """How many tricks are followed by drawing: the stock (briscola included)
        divided among the plays of a trick."""
        return (self.deck_size - self.players * self.hand_size) // self.plays_per_trick

    def full_deck(self) -> list[Card]:
        """The cards this table plays with; for three players all four 2s (one is removed)."""
        if self.players == 6:
            return [c for c in ALL_CARDS if RANK_OF[c] != Rank.TWO]
        return list(ALL_CARDS)

    def check_deck(self, deck: list[Card]) -> None:
        """Raise RulesError unless ``deck`` holds exactly the cards of this table."""
        seen: set[int] = set()
        for i, card in enumerate(deck):
            if card in seen:
                raise RulesError(f"card {card} appears twice (deck index {i})")
            seen.add(card)
        if self.players == 6:
            for i, card in enumerate(deck):
                if RANK_OF[card] == Rank.TWO:
                    raise RulesError(f"six-player decks have no 2s: {card} (deck index {i})")
        if len(deck) != self.deck_size:
            missing = [str(c) for c in self.full_deck() if c not in seen]
            detail = f"; missing {' '.join(missing)}" if len(missing) <= 4 else ""
            raise RulesError(f"the deck must hold {self.deck_size} cards, not {len(deck)}{detail}")
        if self.players == 3:
            missing_card = next(c for c in ALL_CARDS if c not in seen)
            if RANK_OF[missing_card] != Rank.TWO:
                raise RulesError(f"a three-player deck leaves out a 2, not {missing_card}")

    # --- JSON ------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"players": self.players, "variant": self.variant.value}
        for name in _OPTION_NAMES:
            if getattr(self, name):
                out[name] = True
        return out

    @classmethod
    def from_dict(cls, data: object) -> Rules:
        if not isinstance(data, dict):
            raise RulesError("rules must be a JSON object")
        known = {f.name for f in fields(cls)}
        for key in data:
            if key not in known:
                raise RulesError(f"unknown rules option {key!r}")
        if "players" not in data or "variant" not in data:
            raise RulesError("rules need 'players' and 'variant'")
        return cls(**data)
