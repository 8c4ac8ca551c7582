"""The pure-Python rules engine: cards, rules and variants, game state, matches, records.

Nothing here imports Qt; the app and the computer players stand on this package.
"""

from .cards import ALL_CARDS, Card, CardCodeError, Rank, Suit
from .chiamata import PASS, Bid, SuitCall
from .chiamata_match import ChiamataMatch
from .errors import IllegalMoveError, RecordError, RulesError
from .match import DrawHandling, MatchLength, MatchRules
from .outcome import Outcome
from .rules import Rules, Variant
from .state import (
    KEEP,
    SWAP,
    TERMINAL,
    Action,
    GameState,
    PartnerSignal,
    Refusal,
    Refused,
    SwapChoice,
    Trick,
    refusal,
    suit_to_follow,
    trick_winner_index,
)
from .table import TableState

__all__ = [
    "ALL_CARDS",
    "KEEP",
    "PASS",
    "SWAP",
    "TERMINAL",
    "Action",
    "Bid",
    "Card",
    "CardCodeError",
    "ChiamataMatch",
    "DrawHandling",
    "GameState",
    "IllegalMoveError",
    "MatchLength",
    "MatchRules",
    "Outcome",
    "PartnerSignal",
    "Rank",
    "RecordError",
    "Refusal",
    "Refused",
    "Rules",
    "RulesError",
    "Suit",
    "SuitCall",
    "SwapChoice",
    "TableState",
    "Trick",
    "Variant",
    "refusal",
    "suit_to_follow",
    "trick_winner_index",
]
