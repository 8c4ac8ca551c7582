"""Briscola chiamata's auction for computer players: whether to call, what, and which suit.

In the auction a player calls the strongest rank still legal that it judges a good
contract (a strong hand in one suit may go down to a low rank of it), or, once a 2
stands, the next points target; otherwise it passes. The levels differ in how they judge
a contract: Beginner counts high cards and calls only the next rank (``count_bid``);
Expert plays each contract out on sampled deals with its own playouts (``ContractJudge``);
Medium counts the strength of its hand with each suit as trump (``suit_strength``) to pick
a few contracts worth a look and asks the Expert's judge of those, on far fewer deals
(``judged_bid``), so it contests the auction as a club player does.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..engine.cards import ALL_CARDS, Card, Rank, Suit
from ..engine.chiamata import PASS, PLAIN_TARGET, Bid
from ..engine.observation import Observation
from ..engine.outcome import contract_made
from .fast import Sim, partnership_table
from .heuristics import keep_table
from .playout import playout

# Beginner: a call is worth making with at least this many high cards (Aces and Threes
# one each, Kings half, length in the longest suit beyond three half a card each)...
_COUNT_FLOOR: Final = 2.0
# ... and each further high card lets it call this many ranks lower.
_RANKS_PER_COUNT: Final = 2.5

# Medium: the value of a trump by rank, and of a side Ace or Three, in "tricks' worth".
_TRUMP_VALUE: Final = (3.0, 2.6, 1.7, 1.4, 1.2, 0.9, 0.8, 0.8, 0.8, 0.8)
_SIDE_ACE: Final = 1.1
_SIDE_THREE: Final = 0.6
_NEEDED: Final = 6.0
"""The strength a plain call of an Ace needs; each rank lower asks ``_PER_RANK`` more."""
_PER_RANK: Final = 0.45
_PER_POINT: Final = 0.12
"""Medium: the strength each point of a points call above the plain target asks."""

CONTRACT_CHANCE: Final = 0.5
"""Expert calls a contract its simulations make at least this often."""
_SAMPLES_PER_SUIT: Final = 24
_CONFIRM_SAMPLES: Final = 64
MEDIUM_CHANCE: Final = 0.55
"""Medium calls a contract the Expert's judge makes at least this often on
``_MEDIUM_SAMPLES`` deals: a little more than the Expert asks, as it does not confirm its
pick on fresh deals (docs/strength.md, "Chiamata bidding", for the settings measured)."""
_MEDIUM_SAMPLES: Final = 20
_MEDIUM_SLACK: Final = 3.0
"""Medium plays out only calls its count (``suit_strength``) finds at most this short of
``call_strength_needed``."""
_MEDIUM_LOOKS: Final = 3
"""Medium plays out at most this many calls, those its count likes best."""
_BID_BUDGET_S: Final = 1.0
"""Expert's thinking time for a call or a suit when the host sets none."""


def next_call(obs: Observation) -> Bid | None:
    """The call that just beats the standing one (the strongest rank still legal, or the
    next points target once a 2 stands); None if nothing may be called."""
    legal = obs.auction_state().legal_bids()
    return legal[1] if len(legal) > 1 else None


def candidate_calls(obs: Observation) -> list[Bid]:
    """The calls a player weighs, strongest first: every legal rank, or once a 2 stands
    only the next points target (a player raises the target one point at a time)."""
    call = next_call(obs)
    if call is None:
        return []
    if call.is_points_call:
        return [call]
    return [bid for bid in obs.auction_state().legal_bids() if bid.rank is not None]


def high_card_count(hand: Sequence[Card]) -> float:
    """Beginner's count: Aces and Threes one each, Kings half, and half a card for each
    card of the longest suit beyond three."""
    count = sum(1.0 if c.rank <= Rank.THREE else 0.5 if c.rank == Rank.KING else 0 for c in hand)
    longest = max(sum(1 for c in hand if c.suit == s) for s in Suit)
    return count + 0.5 * max(0, longest - 3)


def count_bid(obs: Observation) -> Bid:
    """Beginner: call the next rank while the high-card count reaches that deep; never a
    points target."""
    call = next_call(obs)
    if call is None or call.is_points_call or call.rank is None:
        return PASS
    count = high_card_count(obs.hand)
    if count < _COUNT_FLOOR:
        return PASS
    deepest = (count - _COUNT_FLOOR) * _RANKS_PER_COUNT + Rank.KING
    return call if call.rank <= deepest else PASS


def suit_strength(hand: Sequence[Card], suit: Suit) -> float:
    """Medium's count of ``hand`` with ``suit`` as trump: each trump by its rank, side
    Aces, and side Threes (worth more beside their Ace)."""
    strength = 0.0
    for card in hand:
        if card.suit == suit:
            strength += _TRUMP_VALUE[card.rank]
        elif card.rank == Rank.ACE:
            strength += _SIDE_ACE
        elif card.rank == Rank.THREE:
            with_ace = Card.of(Rank.ACE, card.suit) in hand
            strength += _SIDE_ACE if with_ace else _SIDE_THREE
    return strength


def best_suit(hand: Sequence[Card], rank: Rank) -> Suit:
    """The suit to call ``rank`` in: the strongest trump suit for the hand among those
    whose card of ``rank`` another seat holds (so a partner helps); the strongest of all
    if the hand holds ``rank`` in every suit (then it plays alone)."""
    suits = [s for s in Suit if Card.of(rank, s) not in hand] or list(Suit)
    return max(suits, key=lambda s: (suit_strength(hand, s), -int(s)))


def call_strength_needed(rank: Rank, target: int) -> float:
    """The trump strength (``suit_strength``) a call of ``rank`` for ``target`` points asks
    of the caller's hand by Medium's count: Medium plays out only the calls near it, and
    the Expert's search reads a caller's hand by it."""
    return _NEEDED + _PER_RANK * int(rank) + _PER_POINT * (target - PLAIN_TARGET)


@dataclass(frozen=True)
class ContractChance:
    """How often a contract is made on the simulated deals, with its best suit."""

    suit: Suit
    chance: float
    samples: int


class ContractJudge:
    """Expert's bidding: a contract (a rank and a target, by this seat as caller) is
    played out on sampled deals of the unseen cards with the Expert's playouts, every
    seat knowing the partnership; its chance is how often the caller's side makes it."""

    def __init__(self, obs: Observation, rng: random.Random) -> None:
        self.obs = obs
        self.rng = rng
        self.mine = [int(c) for c in obs.hand]
        held = set(self.mine)
        self.unseen = [int(c) for c in ALL_CARDS if c not in held]

    def chance(self, rank: Rank, target: int, deadline: float) -> ContractChance:
        """The best suit to call ``rank`` in and how often the contract is made."""
        best: ContractChance | None = None
        for suit in Suit:
            made, samples = self._play(Card.of(rank, suit), target, deadline)
            rate = made / samples if samples else 0.0
            found = ContractChance(suit, rate, samples)
            if best is None or found.chance > best.chance:
                best = found
        assert best is not None
        return best

    def confirm(self, called: Card, target: int, samples: int = _CONFIRM_SAMPLES) -> float:
        """How often the contract of ``called`` is made on ``samples`` fresh deals: the
        best of many noisy estimates is too good by chance, so a choice is judged again."""
        made, played = self._play(called, target, deadline=0.0, count=samples)
        return made / played

    def _play(self, called: Card, target: int, deadline: float, count: int = 0) -> tuple[int, int]:
        obs, rng = self.obs, self.rng
        rules = obs.rules
        seat, n = obs.seat, rules.players
        leader = seat if rules.caller_leads else 0
        keep = keep_table(int(called.suit))
        made = samples = 0
        for _ in range(count or _SAMPLES_PER_SUIT):
            if not count and samples >= 8 and time.perf_counter() > deadline:
                break
            pool = list(self.unseen)
            rng.shuffle(pool)
            hands: list[list[int]] = []
            others = iter(range(0, len(pool), rules.hand_size))
            for s in range(n):
                if s == seat:
                    hands.append(list(self.mine))
                else:
                    start = next(others)
                    hands.append(pool[start : start + rules.hand_size])
            partner = next(s for s in range(n) if int(called) in hands[s])
            table = partnership_table(rules, seat, partner)
            sim = Sim(table, hands, [], int(called.suit), leader, [], [], [0, 0], 0)
            playout(sim, keep)
            samples += 1
            made += contract_made(sim.points[0], target)
        return made, samples


def judged_bid(obs: Observation, rng: random.Random) -> Bid:
    """Medium: the count proposes, the Expert's judge disposes. Of the legal ranks (or the
    next points target), the ``_MEDIUM_LOOKS`` contracts its count likes best (each in the
    suit the count likes best for it, and none the count finds more than ``_MEDIUM_SLACK``
    short) are played out on ``_MEDIUM_SAMPLES`` sampled deals; it calls the strongest of
    them made at least ``MEDIUM_CHANCE`` of the time, and passes if none is. A weak hand
    passes at once, a strong one costs a few milliseconds."""
    hand = obs.hand
    margins: list[tuple[float, int, Bid, Suit]] = []
    for order, call in enumerate(candidate_calls(obs)):
        assert call.rank is not None
        suit = best_suit(hand, call.rank)
        margin = suit_strength(hand, suit) - call_strength_needed(call.rank, call.target)
        if margin >= -_MEDIUM_SLACK:
            margins.append((margin, order, call, suit))
    looks = sorted(margins, key=lambda m: -m[0])[:_MEDIUM_LOOKS]
    judge = ContractJudge(obs, rng)
    for _, _, call, suit in sorted(looks, key=lambda m: m[1]):
        assert call.rank is not None
        if judge.confirm(Card.of(call.rank, suit), call.target, _MEDIUM_SAMPLES) >= MEDIUM_CHANCE:
            return call
    return PASS


def simulated_bid(obs: Observation, rng: random.Random, budget: float | None) -> Bid:
    """Expert: of the legal ranks (or the next points target), the contract the
    simulations make most often, if at least ``CONTRACT_CHANCE`` of the time (a low rank
    of a long strong suit is often safer than the next rank, and leaves the others less
    room to call); pass otherwise. Ranks are judged strongest first until the time is up."""
    deadline = time.perf_counter() + (budget if budget is not None else _BID_BUDGET_S)
    judge = ContractJudge(obs, rng)
    best: tuple[Bid, Suit] | None = None
    best_chance = CONTRACT_CHANCE
    for call in candidate_calls(obs):
        assert call.rank is not None
        found = judge.chance(call.rank, call.target, deadline)
        if found.chance > best_chance or (found.chance == best_chance and best is None):
            best, best_chance = (call, found.suit), found.chance
        if time.perf_counter() > deadline:
            break
    if best is None:
        return PASS
    call, suit = best
    assert call.rank is not None
    return call if judge.confirm(Card.of(call.rank, suit), call.target) >= CONTRACT_CHANCE else PASS


def simulated_suit(obs: Observation, rng: random.Random, budget: float | None) -> Suit:
    """Expert: the suit whose called card makes the won contract most often."""
    bid = obs.auction_state().standing
    assert bid is not None and bid.rank is not None, "a suit is named after a call"
    deadline = time.perf_counter() + (budget if budget is not None else _BID_BUDGET_S)
    return ContractJudge(obs, rng).chance(bid.rank, bid.target, deadline).suit


def counted_suit(obs: Observation) -> Suit:
    """Beginner and Medium: the strongest suit for the hand whose called card another
    seat holds."""
    bid = obs.auction_state().standing
    assert bid is not None and bid.rank is not None, "a suit is named after a call"
    return best_suit(obs.hand, bid.rank)


__all__ = [
    "CONTRACT_CHANCE",
    "ContractChance",
    "ContractJudge",
    "best_suit",
    "count_bid",
    "counted_suit",
    "high_card_count",
    "judged_bid",
    "next_call",
    "simulated_bid",
    "simulated_suit",
    "suit_strength",
]
