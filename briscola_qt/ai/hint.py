"""Hints for the coach: the card a level would play, with a short reason in words."""

from __future__ import annotations

from ..engine.cards import POINTS, RANK_OF, SUIT_OF, Card
from ..engine.observation import Observation
from ..engine.state import trick_winner_index
from .registry import make_player

_RANK_NAMES = ("Ace", "Three", "King", "Queen", "Jack", "7", "6", "5", "4", "2")
_SUIT_NAMES = ("coins", "cups", "swords", "batons")
HINT_BUDGET = 0.2
"""Seconds a hint may think (Expert); the lower levels answer at once."""


def card_name(card: int) -> str:
    return f"the {_RANK_NAMES[RANK_OF[card]]} of {_SUIT_NAMES[SUIT_OF[card]]}"


def _points(n: int) -> str:
    return "1 point" if n == 1 else f"{n} points"


def hint(obs: Observation, level: str = "expert") -> tuple[Card, str]:
    """The card ``level`` would play now and why, e.g. ("3D", "capture the Ace ...").

    Pure: the same observation and level always give the same hint.
    """
    player = make_player(level, seed=0)
    card = player.choose_card(obs, HINT_BUDGET)
    return card, reason(obs, card)


def reason(obs: Observation, card: int) -> str:
    """A short human-readable reason for playing ``card`` now."""
    trump = obs.trump
    name = card_name(card)
    is_trump = SUIT_OF[card] == trump
    if not obs.trick:
        if is_trump:
            return f"lead {name}: a trump lead draws out the opponents' trumps"
        if POINTS[card] == 0:
            return f"lead {name}: it gives nothing away"
        return f"lead {name}: a safe moment to cash its {_points(POINTS[card])}"
    cards = [int(c) for _, c in obs.trick]
    seats = [s for s, _ in obs.trick]
    rules = obs.rules
    side = rules.side_of(obs.seat)
    on_table = sum(POINTS[c] for c in cards)
    before = seats[trick_winner_index(cards, trump)]
    winner_index = trick_winner_index([*cards, card], trump)
    total = on_table + POINTS[card]
    if winner_index == len(cards):
        top = max(cards, key=lambda c: (POINTS[c], -RANK_OF[c]))
        if is_trump and SUIT_OF[cards[0]] != trump and POINTS[top] > 0:
            low = "a low trump" if POINTS[card] == 0 else name
            return f"capture {card_name(top)} with {low}: {_points(total)}"
        if total == 0:
            return f"take the trick with {name}: it costs nothing and you lead next"
        return f"take the trick with {name}: {_points(total)}"
    if rules.side_of(before) == side and before != obs.seat:
        if POINTS[card] > 0:
            return f"load {name} on your partner's trick: {_points(POINTS[card])}"
        return f"let your partner's trick stand; keep your strong cards with {name}"
    if POINTS[card] == 0:
        return f"throw away {name}: it is worth nothing"
    return f"give up the trick with {name}, the cheapest card you can spare"
