"""Hints for the coach: the card to play, with the reason as data.

The Expert's hint is the judge's best card (``judge.py``: the Expert's search on the
player's own view, seeded from the position), so a hint and the review of the same
position never disagree at the same strength; the hint carries that judgement (every
card's points and win chance). A ``Hint`` names the card, a ``Reason`` (the kind of why)
and the facts it states (the points at stake, the card captured, how many opponents): the
app makes the words from that data in the player's language (``app/text/words.py``), so no
sentence is written here, and a test checks every fact against the position.

A reason speaks of what the player can see (``seen``: the hands shown face up in practice
or an open-hands variant), never of what the judge assumed: "draws out the opponents'
trumps" only while an opponent may hold one.
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from ..engine.cards import ALL_CARDS, POINTS, RANK_OF, SUIT_OF, Card
from ..engine.observation import Observation
from ..engine.state import trick_winner_index
from .judge import DEFAULT, Judgement, Strength, judge
from .registry import make_player

HINT_BUDGET = 0.2
"""Seconds a lower level's hint may think (they answer at once; the Expert's hint is the
judge at its default strength)."""


class Reason(StrEnum):
    """Why a card is the one to play: each kind states the facts in its docstring."""

    LEAD_TRUMP = "lead_trump"
    """Lead a trump: it draws out the opponents' trumps (an opponent may hold a higher
    one; ``opponents`` counts the seats that are or may be opponents)."""
    LEAD_TRUMP_UNBEATEN = "lead_trump_unbeaten"
    """Lead a trump: no opponent holds a higher trump, so none can take it
    (``opponents``)."""
    LEAD_NOTHING = "lead_nothing"
    """Lead a card worth nothing (not a trump): it gives nothing away."""
    LEAD_CASH = "lead_cash"
    """Lead a card with ``points`` that no opponent can beat: a safe moment to cash them."""
    LEAD_LEAST = "lead_least"
    """Lead a card with ``points`` an opponent may beat, the fewest of the hand's plain
    cards (no card but a trump risks less)."""
    LEAD_RISK = "lead_risk"
    """Lead a card with ``points`` an opponent may beat, more than the hand's cheapest plain
    card (no rule of thumb names a reason: the words say only that)."""
    CAPTURE_LOW_TRUMP = "capture_low_trump"
    """Take an opponent's plain card with points (``target``) by a trump worth nothing;
    ``points``: the trick's with the trump."""
    CAPTURE = "capture"
    """Take an opponent's plain card with points (``target``) by a trump with points of its
    own."""
    TAKE_FREE = "take_free"
    """Take a trick of no points that no later card can take back: you lead next."""
    TAKE_LAST = "take_last"
    """Take the last trick, of no points, that no later card can take back (no next trick
    to lead: "you lead next" was said of it)."""
    TAKE_FREE_FOR_NOW = "take_free_for_now"
    """Take a trick of no points for now (a later card may still take it)."""
    TAKE = "take"
    """Take the trick from an opponent, and its ``points`` (the card's own included)."""
    OVER_PARTNER_SAFE = "over_partner_safe"
    """Play over a known partner's winning card: an opponent still to play may beat the
    partner's card, and none can beat this one (``points``: the trick's with the card)."""
    OVER_PARTNER_LEAD = "over_partner_lead"
    """Play over a known partner's winning card that no seat still to play can beat: the
    side keeps the trick (``points``) and the seat leads the next one."""
    OVER_PARTNER = "over_partner"
    """Play over a known partner's winning card (``points``: the trick's with the card)."""
    LOAD_PARTNER = "load_partner"
    """Put points (``points``) on a trick a known partner is winning."""
    LET_PARTNER = "let_partner"
    """Let the partner's trick stand with a card worth nothing, keeping stronger cards
    (a card with points, or a trump)."""
    LET_PARTNER_PLAIN = "let_partner_plain"
    """Let the partner's trick stand with a card worth nothing (no stronger card kept)."""
    LOAD_OWN = "load_own"
    """Put points (``points``) on a trick the seat's own earlier card is winning (Double)."""
    LET_OWN = "let_own"
    """Let the seat's own earlier card hold the trick, with a card worth nothing (Double)."""
    LOAD_FOR_PARTNER = "load_for_partner"
    """Put ``points`` on a trick an opponent is winning that a partner still to play may
    take (not giving it up: a partner after the seat may hold a card that beats it)."""
    THROW = "throw"
    """Give up the trick with a card worth nothing."""
    GIVE_UP = "give_up"
    """Give up the trick with ``points``, the fewest of the cards that may be played and
    give it up (no partner still to play may take it)."""
    GIVE_UP_KEEP_TRUMPS = "give_up_keep_trumps"
    """Give up the trick with a plain card with ``points`` where every cheaper card that
    would give it up too is a trump: the trumps are kept."""
    GIVE_UP_KEEP = "give_up_keep"
    """Give up the trick with ``points`` while a cheaper plain card would give it up too (no
    rule of thumb names a reason: the words say only that)."""


@dataclass(frozen=True)
class Hint:
    """The card to play and why: the reason's kind and its facts. ``points`` is what the
    reason counts (the trick's, or the card's own), ``target`` the card a capture takes,
    ``opponents`` how many seats are or may be the player's opponents (the words' number)."""

    card: Card
    reason: Reason
    points: int = 0
    target: Card | None = None
    opponents: int = 0
    judgement: Judgement | None = None
    """The Expert's hint: the judge's values of every legal card (None for other levels)."""


def hint(
    obs: Observation,
    level: str = "expert",
    strength: Strength = DEFAULT,
    cancel: threading.Event | None = None,
    seen: Observation | None = None,
) -> Hint:
    """The card ``level`` would play now and why; for the Expert, the judge's best card
    at ``strength`` with its judgement (SearchCancelledError if ``cancel`` is set).

    The card is judged from ``obs`` (the seat's view by the rules); the reason from
    ``seen``, what the player sees (more, with the hands face up), by default ``obs``.
    Pure: the same observations and level always give the same hint.
    """
    view = obs if seen is None else seen
    if level == "expert":
        judged = judge(obs, strength, cancel=cancel)
        assert isinstance(judged.best, Card)  # a card decision's options are cards
        return dataclasses.replace(explain(view, judged.best), judgement=judged)
    player = make_player(level, seed=0)
    return explain(view, player.choose_card(obs, HINT_BUDGET))


def opponents(obs: Observation) -> tuple[int, ...]:
    """The seats that are, or for all ``obs`` shows may be, on another side than its seat
    (Briscola chiamata: every other seat while the caller's partner is unknown, which a
    hand shown face up with the called card tells)."""
    rules = obs.rules
    others = [s for s in range(rules.players) if s != obs.seat]
    if not rules.auction:
        return tuple(s for s in others if rules.side_of(s) != rules.side_of(obs.seat))
    caller, partner = obs.caller, obs.partner
    if partner is None and obs.called is not None:
        partner = next((s for s, hand in obs.visible.items() if obs.called in hand), None)
    if caller is None or partner is None:
        return tuple(others)
    callers = {caller, partner}
    return tuple(s for s in others if (s in callers) != (obs.seat in callers))


def may_hold(obs: Observation, seat: int) -> frozenset[int]:
    """The cards ``seat`` may hold for all ``obs`` shows: its hand if shown, else every
    card whose place is unknown (and the briscola it swapped for, if not yet played)."""
    if obs.hand_sizes[seat] == 0:
        return frozenset()
    if seat in obs.visible:
        return frozenset(obs.visible[seat])
    unknown = set(ALL_CARDS) - obs.known_cards()
    taken = obs.swapped_briscola
    if seat == obs.swapped and taken is not None and taken not in obs.played_cards():
        unknown.add(taken)
    return frozenset(unknown)


def _later_seats(obs: Observation) -> list[int]:
    """The other seats still to play to the trick after this seat's card."""
    order = obs.rules.play_order(obs.leader)
    return [s for s in order[len(obs.trick) + 1 :] if s != obs.seat]


def can_be_beaten(obs: Observation, cards: list[int], seats: Iterable[int]) -> bool:
    """A card ``seats`` may hold would take the trick ``cards`` (the seat's own card last)."""
    trump = obs.trump
    for seat in seats:
        for other in may_hold(obs, seat):
            if trick_winner_index([*cards, other], trump) == len(cards):
                return True
    return False


def explain(obs: Observation, card: Card) -> Hint:
    """Why playing ``card`` now makes sense, in facts ``obs`` shows."""
    trump = obs.trump
    own = POINTS[card]
    is_trump = SUIT_OF[card] == trump
    rivals = opponents(obs)
    later = _later_seats(obs)
    if not obs.trick:
        later_rivals = [s for s in later if s in rivals]
        if is_trump:
            if can_be_beaten(obs, [card], later_rivals):  # (only a higher trump can)
                return Hint(card, Reason.LEAD_TRUMP, opponents=len(rivals))
            return Hint(card, Reason.LEAD_TRUMP_UNBEATEN, opponents=len(rivals))
        if own == 0:
            return Hint(card, Reason.LEAD_NOTHING)
        if not can_be_beaten(obs, [card], later_rivals):
            return Hint(card, Reason.LEAD_CASH, own)
        plain = [POINTS[c] for c in obs.hand if SUIT_OF[c] != trump]
        reason = Reason.LEAD_LEAST if own <= min(plain) else Reason.LEAD_RISK
        return Hint(card, reason, own)
    cards = [int(c) for _, c in obs.trick]
    seats = [s for s, _ in obs.trick]
    total = sum(POINTS[c] for c in cards) + own
    before = seats[trick_winner_index(cards, trump)]
    partner_winning = before != obs.seat and before not in rivals
    if trick_winner_index([*cards, card], trump) == len(cards):
        if partner_winning:  # (never "capture" or "take" what the partner is winning)
            return _over_partner(obs, card, total, rivals)
        theirs = [c for s, c in zip(seats, cards, strict=True) if s in rivals]
        top = max(theirs, key=lambda c: (POINTS[c], -RANK_OF[c]), default=None)
        if is_trump and SUIT_OF[cards[0]] != trump and top is not None and POINTS[top] > 0:
            reason = Reason.CAPTURE_LOW_TRUMP if own == 0 else Reason.CAPTURE
            return Hint(card, reason, total, Card(top))
        if total == 0:
            if can_be_beaten(obs, [*cards, card], later):
                return Hint(card, Reason.TAKE_FREE_FOR_NOW)
            if len(obs.hand) == 1 and obs.stock_count == 0:
                return Hint(card, Reason.TAKE_LAST)
            return Hint(card, Reason.TAKE_FREE)
        return Hint(card, Reason.TAKE, total)
    if before == obs.seat:
        return Hint(card, Reason.LOAD_OWN, own) if own > 0 else Hint(card, Reason.LET_OWN)
    if partner_winning:
        if own > 0:
            return Hint(card, Reason.LOAD_PARTNER, own)
        kept = [c for c in obs.hand if c != card and (POINTS[c] > 0 or SUIT_OF[c] == trump)]
        return Hint(card, Reason.LET_PARTNER if kept else Reason.LET_PARTNER_PLAIN)
    helpers = [s for s in later if s not in rivals]
    if own > 0 and can_be_beaten(obs, [*cards, card], helpers):
        return Hint(card, Reason.LOAD_FOR_PARTNER, own)
    if own == 0:
        return Hint(card, Reason.THROW)
    # The cards that would give the trick up too: a trump that would take it is not one.
    spare = [
        c for c in obs.legal_cards() if trick_winner_index([*cards, int(c)], trump) != len(cards)
    ]
    cheaper = [c for c in spare if POINTS[c] < own]
    if not cheaper:
        return Hint(card, Reason.GIVE_UP, own)
    if not is_trump and all(SUIT_OF[c] == trump for c in cheaper):
        return Hint(card, Reason.GIVE_UP_KEEP_TRUMPS, own)
    return Hint(card, Reason.GIVE_UP_KEEP, own)


def _over_partner(obs: Observation, card: Card, total: int, rivals: tuple[int, ...]) -> Hint:
    """Why ``card`` goes over the partner's winning card: it is safe where the partner's
    is not, or nobody after can take it (the seat leads the next trick), or no more than
    that."""
    cards = [int(c) for _, c in obs.trick]
    later = _later_seats(obs)
    later_rivals = [s for s in later if s in rivals]
    if can_be_beaten(obs, cards, later_rivals) and not can_be_beaten(
        obs, [*cards, card], later_rivals
    ):
        return Hint(card, Reason.OVER_PARTNER_SAFE, total)
    last_trick = len(obs.hand) == 1 and obs.stock_count == 0
    if not last_trick and not can_be_beaten(obs, [*cards, card], later):
        return Hint(card, Reason.OVER_PARTNER_LEAD, total)
    return Hint(card, Reason.OVER_PARTNER, total)
