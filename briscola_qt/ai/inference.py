"""Inference of hidden hands from the plays other seats made.

A sampled deal puts particular cards in each hidden hand. If, with those cards, a
sensible player would hardly have made the plays we saw (kept a trump back while an
Ace went by, say), the deal is less likely. ``DealWeigher`` gives each sampled deal a
weight: for every recent play of a hidden seat, the chance of that card from the hand
it may have held, under a mixture of styles (the soft rules of thumb with some share of
random plays, from a sensible player's 20% to a random player's 100%, and, with two
players, the model learned from BriscolaBot's plays, ``learned.py``), so that no
opponent style is ruled out and a random opponent's plays soon say little. The same
evidence gives ``wildness``: how often the seat seems to play at random. Only plays
whose possible hands are few are judged (the latest ones, and every one once the stock
is gone), which keeps it fast.
"""

from __future__ import annotations

import math
from itertools import combinations
from typing import Final

from ..engine.cards import Card
from ..engine.observation import Observation
from .bidding import call_strength_needed, suit_strength
from .config import SENSIBLE_FLOOR, Style
from .fast import BIT, PTS, Sim, Table, playable, trump_code
from .heuristics import card_values, keep_table, top_trumps_kept
from .learned import LearnedStyle, Situation, learned_style
from .levels import knowledge_table, table_for

_MAX_HANDS = 10
CALL_SCALE: Final = 1.0
"""Chiamata: how sharply a sampled deal's weight follows whether the caller's hand there
(with the cards it has played) is strong enough in the called suit for its call, by
Medium's count (``bidding.suit_strength`` against ``call_strength_needed``): a hand short
of it by ``CALL_SCALE`` weighs 1/(1+e) as much as one that just makes it. Judged on the
first choice of play of every seat but the caller (``benchmarks/caller_hands.py``), the
search's win estimates scored against the deals' results went from a Brier score of 0.467
to 0.334 (232 positions, deals bid by Medium) and from 0.497 to 0.348 (156 positions, bid
by the Expert, which bids otherwise)."""
ALONE_PRIOR: Final = 0.2
"""Chiamata: how likely, against a partner, a hidden called card is in the caller's own
hand. Callers name a card they do not hold unless they must (ours only when they hold
that rank in every suit); with 0.2 the Expert's likeliest partner at trick 4 was right in
364 of 572 guesses (64%), with 1.0 in 264 (46%) (``benchmarks/partner_inference.py
--deals 200 --samples 100 --seed 2``, five Medium players)."""
"""Judge a play only when at most this many earlier hands are possible."""


def wildness_of(floors: list[float], posts: list[float]) -> float:
    """Wildness (0 sensible, 1 random) of styles with these chances of a random play,
    weighted by ``posts``: the mean chance, scaled from the least to 1."""
    total = sum(posts)
    if total <= 0.0:
        return 0.0
    low = min(floors)
    if low >= 1.0:
        return 1.0
    mean_floor = sum(p * f for p, f in zip(posts, floors, strict=True)) / total
    return max(0.0, min(1.0, (mean_floor - low) / (1.0 - low)))


class _Play:
    """One play by a hidden seat, with what that seat knew when it made it."""

    __slots__ = (
        "card",
        "chances",
        "gone",
        "held",
        "later",
        "scores",
        "seat",
        "sizes",
        "trick_cards",
        "trick_seats",
        "where",
    )

    def __init__(
        self,
        seat: int,
        card: int,
        trick_cards: list[int],
        trick_seats: list[int],
        gone: int,
        held: int,
        sizes: list[int],
        where: Situation,
    ) -> None:
        self.seat = seat
        self.card = card
        self.trick_cards = trick_cards
        self.trick_seats = trick_seats
        self.gone = gone
        self.held = held  # how many other cards the seat held beside the one it played
        self.sizes = sizes
        self.later: list[int] = []  # the seat's plays after this one
        self.where = where  # what the seat knew, for the learned model
        self.scores: dict[int, float] = {}  # per card, e^(learned score)
        self.chances: dict[tuple[object, ...], tuple[float, float, float]] = {}
        """``DealWeigher._hand_chances`` by the other cards held, in order (and the table)."""


def _hands_possible(play: _Play, hand_now: int) -> int:
    pool = len(play.later) + hand_now
    return math.comb(pool, play.held) if play.held <= pool else 1


class DealWeigher:
    """Weights sampled deals by how well they explain the hidden seats' plays."""

    def __init__(
        self,
        obs: Observation,
        sharpness: float = 0.3,
        styles: tuple[Style, ...] = (Style(SENSIBLE_FLOOR, 1.0),),
        max_hands: int = _MAX_HANDS,
    ) -> None:
        self.table = table_for(obs.rules)
        self.trump = trump_code(obs.trump)
        self.keep = keep_table(self.trump)
        self.sharpness = sharpness
        self.styles = styles
        """The opponent styles (chance of a random play, prior weight, learned)."""
        self.learned: LearnedStyle | None = None
        if any(style.learned for style in styles):
            if obs.rules.players != 2:
                raise ValueError("the learned opponent style is for two players")
            self.learned = learned_style()
        self.follow = obs.rules.follow_suit
        self.rules = obs.rules
        self.by_deal = obs.rules.auction and obs.called is not None and obs.caller is not None
        """Chiamata: each play is judged with the sides its player knew, in the deal at
        hand (the holder of the called card knows it is the partner; the others learn it
        when the card falls)."""
        self.called = int(obs.called) if obs.called is not None else -1
        self.caller = obs.caller if obs.caller is not None else -1
        self.known_partner = obs.partner
        self.call_need = 0.0
        """Chiamata: the trump strength (``bidding.suit_strength``) a caller needs for the
        contract called; 0 for a seat that needs no guess (the caller itself)."""
        self.caller_played: list[Card] = []
        if self.by_deal and obs.seat != self.caller:
            bid = obs.auction_state().standing
            assert bid is not None and bid.rank is not None
            self.call_need = call_strength_needed(bid.rank, bid.target)
            for trick in (*(t.plays for t in obs.history), obs.trick):
                self.caller_played += [c for s, c in trick if s == self.caller]
        self.max_hands = max_hands
        rules = obs.rules
        hidden = {s for s in range(rules.players) if s != obs.seat and s not in obs.visible}
        sizes = [rules.hand_size] * rules.players
        stock = rules.deck_size - rules.players * rules.hand_size
        gone = 0
        points = [0] * rules.players
        plays: list[_Play] = []
        tricks = [(t.plays, t.winner) for t in obs.history]
        tricks.append((obs.trick, -1))
        for trick_plays, winner in tricks:
            tc: list[int] = []
            ts: list[int] = []
            for seat, card in trick_plays:
                if seat in hidden:
                    held = sizes[seat] - 1
                    led = tc[0] if tc else -1
                    theirs = max((p for s, p in enumerate(points) if s != seat), default=0)
                    where = Situation(led, self.trump, gone, points[seat], theirs, stock)
                    seen = _Play(
                        seat, int(card), list(tc), list(ts), gone, held, list(sizes), where
                    )
                    plays.append(seen)
                for earlier in plays:
                    if earlier.seat == seat and earlier is not plays[-1]:
                        earlier.later.append(int(card))
                sizes[seat] -= 1
                tc.append(int(card))
                ts.append(seat)
                gone |= BIT[card]
            if winner >= 0:
                points[winner] += sum(PTS[c] for c in tc)
            if winner >= 0 and stock > 0:
                for s in self.table.orders[winner]:
                    sizes[s] += 1
                    stock -= 1
        now = obs.hand_sizes
        self.plays = [p for p in plays if _hands_possible(p, now[p.seat]) <= max_hands]
        self.cache: dict[tuple[int, ...], tuple[float, float, float]] = {}

    def weight(self, sim: Sim) -> float:
        """Relative likelihood of the hidden hands in ``sim`` given the plays seen.

        The opponent is a mixture of styles, each a chance ``floor`` of playing any
        legal card at random and otherwise following the soft rules of thumb. Each
        style's likelihood multiplies over the plays, and the styles add up by their
        prior weights, so a seat whose plays the rules of thumb explain badly in every
        deal (a random player, say) soon counts as the uniform style, and its plays then
        hardly tell one deal from another. In chiamata a deal in which the caller called
        its own card counts ``ALONE_PRIOR`` as much: callers seldom play alone; and the
        call itself is evidence (``CALL_SCALE``): a deal in which the caller's hand is too
        weak in the called suit for its call weighs less.
        """
        weight = self.combine(self.likelihoods(sim))
        if self.by_deal and self.known_partner is None and self.called in sim.hands[self.caller]:
            weight *= ALONE_PRIOR
        if self.call_need:
            dealt = [Card(c) for c in sim.hands[self.caller]] + self.caller_played
            short = self.call_need - suit_strength(dealt, Card(self.called).suit)
            weight /= 1.0 + math.exp(short / CALL_SCALE)
        return weight

    def combine(self, likelihoods: list[float]) -> float:
        """The weight of a deal from its likelihood under each style."""
        return sum(style.prior * like for style, like in zip(self.styles, likelihoods, strict=True))

    def wildness(self, likelihoods: list[list[float]], priors: list[float] | None = None) -> float:
        """How often, by the evidence, the seat plays a card the rules of thumb would not
        pick: 0 for the sensible style, 1 for the random one, from the styles' likelihoods
        on deals sampled without weights (their means estimate each style's evidence),
        under the styles' priors or the ``priors`` given."""
        if not likelihoods or not self.plays:
            return 0.0
        count = len(likelihoods)
        if priors is None:
            priors = [style.prior for style in self.styles]
        return self.style_wildness(
            [prior * sum(row[i] for row in likelihoods) / count for i, prior in enumerate(priors)]
        )

    def style_wildness(self, posts: list[float]) -> float:
        """Wildness (0 sensible, 1 random) of the styles weighted by ``posts``; with the
        priors themselves, what is expected of the seat before it has played."""
        return wildness_of([style.floor for style in self.styles], posts)

    def likelihoods(self, sim: Sim) -> list[float]:
        """The chance of the plays seen under each style, if ``sim`` holds the true hands."""
        products = [1.0] * len(self.styles)
        for play in self.plays:
            mask = 0
            for c in sim.hands[play.seat]:
                mask |= BIT[c]
            for c in play.later:
                mask |= BIT[c]
            table = self._table(sim, play) if self.by_deal else self.table
            key = (id(play), mask, id(table)) if self.by_deal else (id(play), mask)
            parts = self.cache.get(key)
            if parts is None:
                parts = self._chance(play, sim.hands[play.seat], table)
                self.cache[key] = parts
            uniform, model, learned = parts
            for i, (floor, _, by_model) in enumerate(self.styles):
                chance = learned if by_model else model
                products[i] *= floor * uniform + (1.0 - floor) * chance
        return products

    def log_evidence(self, sim: Sim) -> list[float]:
        """Log-likelihood of the plays seen under each style, if ``sim`` holds the true
        hands: what a finished deal tells about the seat's style, to carry into the next."""
        logs = [0.0] * len(self.styles)
        for play in self.plays:
            table = self._table(sim, play) if self.by_deal else self.table
            uniform, model, learned = self._chance(play, sim.hands[play.seat], table)
            for i, (floor, _, by_model) in enumerate(self.styles):
                chance = floor * uniform + (1.0 - floor) * (learned if by_model else model)
                if chance > 0.0:
                    logs[i] += math.log(chance)
        return logs

    def _table(self, sim: Sim, play: _Play) -> Table:
        """Chiamata: the sides as the seat of ``play`` knew them when it played, if
        ``sim`` holds the true hands."""
        partner = self.known_partner
        if partner is None:
            partner = next(s for s, hand in enumerate(sim.hands) if self.called in hand)
        knew = partner if play.seat == partner or play.gone & BIT[self.called] else None
        return knowledge_table(self.rules, play.seat, self.caller, knew)

    def _chance(self, play: _Play, hand_now: list[int], table: Table) -> tuple[float, float, float]:
        """Means over the hands the seat may have held of the chance of its play, for a
        uniformly random player, for the soft rules of thumb and for the learned model
        (the rules of thumb's chance again if there is none)."""
        pool = list(play.later) + list(hand_now)
        if play.held > len(pool):
            return 1.0, 1.0, 1.0
        uniform = 0.0
        model = 0.0
        learned = 0.0
        count = 0
        # Sampled deals share many of the hands a seat may have held (in the same order):
        # each one's chances are worked out once per play.
        chances = play.chances
        by_deal = self.by_deal
        for others in combinations(pool, play.held):
            count += 1
            if count > 3 * self.max_hands:
                break
            key = (others, table) if by_deal else others
            found = chances.get(key)
            if found is None:
                found = chances[key] = self._hand_chances(play, [play.card, *others], table)
            uniform += found[0]
            model += found[1]
            learned += found[2]
        return (uniform / count, model / count, learned / count) if count else (1.0, 1.0, 1.0)

    def _hand_chances(
        self, play: _Play, hand: list[int], table: Table
    ) -> tuple[float, float, float]:
        """The chance of the play from ``hand`` for each of ``_chance``'s players."""
        u, m = self._play_chance(play, hand, table)
        return u, m, self._learned_chance(play, hand) if self.learned else m

    def _learned_chance(self, play: _Play, hand: list[int]) -> float:
        """The learned model's chance of the play from ``hand``."""
        assert self.learned is not None
        legal = playable(hand, play.trick_cards, self.follow)
        if play.card not in legal:
            return 0.0
        scores = play.scores
        total = 0.0
        for c in legal:
            e = scores.get(c)
            if e is None:
                e = scores[c] = math.exp(max(-60.0, min(60.0, self.learned.score(c, play.where))))
            total += e
        return scores[play.card] / total

    def _play_chance(self, play: _Play, hand: list[int], table: Table) -> tuple[float, float]:
        legal = playable(hand, play.trick_cards, self.follow)
        if play.card not in legal:
            return 0.0, 0.0  # this hand would have had to follow suit
        if len(legal) == 1:
            return 1.0, 1.0
        values = card_values(
            table,
            play.seat,
            hand,
            legal,
            play.trick_cards,
            play.trick_seats,
            self.trump,
            play.gone,
            self.keep,
            play.sizes,
        )
        if self.by_deal:  # chiamata: the top trumps decide the partnership, keep them
            values = top_trumps_kept(legal, values, self.trump, play.trick_cards)
        top = max(values)
        k = self.sharpness
        exps = [math.exp(k * (v - top)) for v in values]
        return 1.0 / len(legal), exps[legal.index(play.card)] / sum(exps)
