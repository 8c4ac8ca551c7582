"""Hints for the coach: the card to play, with the reason as a code.

The Expert's hint is the judge's best card (``judge.py``: the Expert's search on the
player's own view, seeded from the position), so a hint and the review of the same
position never disagree at the same strength; the hint carries that judgement (every
card's points and win chance). A ``Hint`` names the card, a ``Reason`` and its parameters
(the card captured, the points at stake): the worded "why" beside the judged card, which
the app turns into words in the player's language (``app/words.py``), so no sentence is
written here.
"""

from __future__ import annotations

import dataclasses
import threading
from dataclasses import dataclass
from enum import StrEnum

from ..engine.cards import POINTS, RANK_OF, SUIT_OF, Card
from ..engine.observation import Observation
from ..engine.state import trick_winner_index
from .judge import DEFAULT, Judgement, Strength, judge
from .registry import make_player

HINT_BUDGET = 0.2
"""Seconds a lower level's hint may think (they answer at once; the Expert's hint is the
judge at its default strength)."""


class Reason(StrEnum):
    """Why a card is the one to play."""

    LEAD_TRUMP = "lead_trump"
    """Lead a trump: it draws out the opponents' trumps."""
    LEAD_NOTHING = "lead_nothing"
    """Lead a card worth nothing: it gives nothing away."""
    LEAD_CASH = "lead_cash"
    """Lead a card with points: a safe moment to cash them (``points``)."""
    CAPTURE_LOW_TRUMP = "capture_low_trump"
    """Take a plain card with points (``target``) by a trump worth nothing."""
    CAPTURE = "capture"
    """Take a plain card with points (``target``) by a trump with points of its own."""
    TAKE_FREE = "take_free"
    """Take a trick of no points: it costs nothing and you lead next."""
    TAKE = "take"
    """Take the trick and its ``points``."""
    LOAD_PARTNER = "load_partner"
    """Put points (``points``) on a trick the partner is winning."""
    LET_PARTNER = "let_partner"
    """Let the partner's trick stand with a card worth nothing."""
    THROW = "throw"
    """Give up the trick with a card worth nothing."""
    GIVE_UP = "give_up"
    """Give up the trick with the cheapest card that can be spared."""


@dataclass(frozen=True)
class Hint:
    """The card to play and why; ``points`` is what the reason counts (the trick's, or
    the card's own), ``target`` the card a capture takes."""

    card: Card
    reason: Reason
    points: int = 0
    target: Card | None = None
    judgement: Judgement | None = None
    """The Expert's hint: the judge's values of every legal card (None for other levels)."""


def hint(
    obs: Observation,
    level: str = "expert",
    strength: Strength = DEFAULT,
    cancel: threading.Event | None = None,
) -> Hint:
    """The card ``level`` would play now and why; for the Expert, the judge's best card
    at ``strength`` with its judgement (SearchCancelledError if ``cancel`` is set).

    Pure: the same observation and level always give the same hint.
    """
    if level == "expert":
        judged = judge(obs, strength, cancel=cancel)
        assert isinstance(judged.best, Card)  # a card decision's options are cards
        return dataclasses.replace(explain(obs, judged.best), judgement=judged)
    player = make_player(level, seed=0)
    return explain(obs, player.choose_card(obs, HINT_BUDGET))


def explain(obs: Observation, card: Card) -> Hint:
    """Why playing ``card`` now makes sense."""
    trump = obs.trump
    own = POINTS[card]
    is_trump = SUIT_OF[card] == trump
    if not obs.trick:
        if is_trump:
            return Hint(card, Reason.LEAD_TRUMP)
        if own == 0:
            return Hint(card, Reason.LEAD_NOTHING)
        return Hint(card, Reason.LEAD_CASH, own)
    cards = [int(c) for _, c in obs.trick]
    seats = [s for s, _ in obs.trick]
    rules = obs.rules
    total = sum(POINTS[c] for c in cards) + own
    before = seats[trick_winner_index(cards, trump)]
    if trick_winner_index([*cards, card], trump) == len(cards):
        top = max(cards, key=lambda c: (POINTS[c], -RANK_OF[c]))
        if is_trump and SUIT_OF[cards[0]] != trump and POINTS[top] > 0:
            reason = Reason.CAPTURE_LOW_TRUMP if own == 0 else Reason.CAPTURE
            return Hint(card, reason, total, Card(top))
        if total == 0:
            return Hint(card, Reason.TAKE_FREE)
        return Hint(card, Reason.TAKE, total)
    if rules.side_of(before) == rules.side_of(obs.seat) and before != obs.seat:
        if own > 0:
            return Hint(card, Reason.LOAD_PARTNER, own)
        return Hint(card, Reason.LET_PARTNER)
    if own == 0:
        return Hint(card, Reason.THROW)
    return Hint(card, Reason.GIVE_UP, own)
