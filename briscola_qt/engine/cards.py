"""Cards, suits and ranks with the two-character codes of RULES.md, and their tables.

A card is an ``int`` from 0 to 39 (suit * 10 + rank), so the engine's hot paths index
plain lists; ``Card`` is an ``int`` subclass that adds the string codec and names.
Ranks are numbered by trick strength: 0 is the Ace (strongest), 9 the 2 (weakest).
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum
from typing import Final


class CardCodeError(ValueError):
    """A string that is not the code of a card, rank or suit."""


class Suit(IntEnum):
    """The four suits, in the order of their codes D C S B."""

    COINS = 0
    CUPS = 1
    SWORDS = 2
    BATONS = 3

    @property
    def code(self) -> str:
        return SUIT_CODES[self]

    @classmethod
    def parse(cls, code: str) -> Suit:
        try:
            return cls(SUIT_CODES.index(code))
        except ValueError:
            raise CardCodeError(f"unknown suit code {code!r}") from None

    def __str__(self) -> str:
        return self.code


class Rank(IntEnum):
    """The ten ranks, numbered by strength in a trick: ACE is strongest."""

    ACE = 0
    THREE = 1
    KING = 2
    QUEEN = 3
    JACK = 4
    SEVEN = 5
    SIX = 6
    FIVE = 7
    FOUR = 8
    TWO = 9

    @property
    def code(self) -> str:
        return RANK_CODES[self]

    @property
    def points(self) -> int:
        return RANK_POINTS[self]

    @classmethod
    def parse(cls, code: str) -> Rank:
        try:
            return cls(RANK_CODES.index(code))
        except ValueError:
            raise CardCodeError(f"unknown rank code {code!r}") from None

    def __str__(self) -> str:
        return self.code


SUIT_CODES: Final = ("D", "C", "S", "B")
RANK_CODES: Final = ("A", "3", "K", "Q", "J", "7", "6", "5", "4", "2")
RANK_POINTS: Final = (11, 10, 4, 3, 2, 0, 0, 0, 0, 0)


class Card(int):
    """One of the 40 cards; an ``int`` (suit * 10 + rank) with a string codec."""

    __slots__ = ()

    def __new__(cls, value: int) -> Card:
        if not 0 <= value < 40:
            raise CardCodeError(f"card number out of range: {value}")
        return _CARDS[value] if _CARDS else super().__new__(cls, value)

    @classmethod
    def of(cls, rank: Rank, suit: Suit) -> Card:
        return _CARDS[suit * 10 + rank]

    @classmethod
    def parse(cls, code: str) -> Card:
        """The card with this code, e.g. ``Card.parse("AC")``; CardCodeError otherwise."""
        card = _BY_CODE.get(code) if isinstance(code, str) else None
        if card is None:
            raise CardCodeError(f"unknown card code {code!r}")
        return card

    @property
    def suit(self) -> Suit:
        return SUIT_OF_CARD[self]

    @property
    def rank(self) -> Rank:
        return RANK_OF_CARD[self]

    @property
    def points(self) -> int:
        return POINTS[self]

    @property
    def code(self) -> str:
        return CODES[self]

    def __str__(self) -> str:
        return CODES[self]

    def __repr__(self) -> str:
        return f"Card.parse({CODES[self]!r})"

    def __reduce__(self) -> tuple[type[Card], tuple[int]]:
        return (Card, (int(self),))


CODES: Final[tuple[str, ...]] = tuple(r + s for s in SUIT_CODES for r in RANK_CODES)
POINTS: Final[tuple[int, ...]] = tuple(p for _ in SUIT_CODES for p in RANK_POINTS)
SUIT_OF: Final[tuple[int, ...]] = tuple(c // 10 for c in range(40))
RANK_OF: Final[tuple[int, ...]] = tuple(c % 10 for c in range(40))

SUIT_OF_CARD: Final[tuple[Suit, ...]] = tuple(Suit(c // 10) for c in range(40))
"""``Card.suit`` of each card number: a table, as calling an enum costs ten lookups."""
RANK_OF_CARD: Final[tuple[Rank, ...]] = tuple(Rank(c % 10) for c in range(40))

_CARDS: list[Card] = []
_CARDS.extend([int.__new__(Card, i) for i in range(40)])
_BY_CODE: Final[dict[str, Card]] = {CODES[i]: _CARDS[i] for i in range(40)}

ALL_CARDS: Final[tuple[Card, ...]] = tuple(_CARDS)
TOTAL_POINTS: Final = 120
MAJORITY: Final = TOTAL_POINTS // 2 + 1
"""More than half the card points (61): a side that has them has won a deal against
the rest of the table, whatever the rest take."""


def codes(cards: Iterable[int]) -> list[str]:
    """The codes of card numbers, in order."""
    return [CODES[c] for c in cards]


def sort_key(card: int) -> tuple[int, int]:
    """Order for showing cards: by suit, then strongest first."""
    return (SUIT_OF[card], RANK_OF[card])
