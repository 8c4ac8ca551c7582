"""Exact solver for a fully known deal: alpha-beta over card points with a
transposition table.

The side of ``root_seat`` maximises the points it takes from now on, every other seat
minimises them (in three-player deals that is the paranoid assumption). Under the 60-60
tie-break the last trick decides a tie, so there a value is twice the points plus one if
the root's side takes the last trick (``split`` reads it back). Hands are bit
masks; cards that are interchangeable (same suit and points, no live card between them
in rank) are searched once. ``Solver`` works on the compact ``Sim`` of ``fast``.
"""

from __future__ import annotations

from .fast import BIT, PTS, SUIT, Sim, cards_of, playable_mask, winner_index

_EXACT, _LOWER, _UPPER = 0, 1, 2
_INF = 1000
_FEWER_POINTS = tuple(-p for p in PTS)
"""The sort key that puts the cards worth most first."""
_TWICE = tuple(2 * p for p in PTS)


class Solver:
    """Solves one fully known position (a ``Sim`` copy is taken, the original is kept)."""

    def __init__(self, sim: Sim, root_seat: int) -> None:
        table = sim.table
        self.orders = table.orders
        self.side = table.side
        self.plays = table.plays
        self.follow = table.follow
        self.root = table.side[root_seat]
        self.last_trick = table.tie_break
        """Values count the last trick (the rules' tie-break): 2 * points + took it."""
        self.pts = _TWICE if self.last_trick else PTS
        self.last_bonus = 1 if self.last_trick else 0
        self.trump = sim.trump
        self.hands = [sum(BIT[c] for c in h) for h in sim.hands]
        self.stock = list(sim.stock)  # drawn from the end
        self.sp = len(self.stock)
        self.stock_below = [0]
        """By count of cards left in the stock, the mask of those cards."""
        for card in self.stock:
            self.stock_below.append(self.stock_below[-1] | BIT[card])
        self.leader = sim.leader
        self.trick_cards = list(sim.trick_cards)
        self.trick_seats = list(sim.trick_seats)
        self.tt: dict[tuple[object, ...], tuple[int, int]] = {}
        self.nodes = 0

    def _alive(self) -> int:
        """The cards still in play: in the hands, the stock and the trick."""
        alive = self.stock_below[self.sp]
        for h in self.hands:
            alive |= h
        for c in self.trick_cards:
            alive |= BIT[c]
        return alive

    def _moves(self, seat: int) -> list[int]:
        """Legal cards of ``seat``, one per class of interchangeable cards, best first."""
        hand = playable_mask(self.hands[seat], self.trick_cards, self.follow)
        cards = cards_of(hand)
        if len(cards) > 1:
            others = self._alive() & ~hand
            kept: list[int] = []
            for c in cards:
                # c is redundant if a card of ours just above it (no live card between)
                # has the same points: both win and lose exactly the same tricks.
                for d in kept:
                    if SUIT[d] == SUIT[c] and PTS[d] == PTS[c]:
                        lo, hi = (d, c) if d < c else (c, d)
                        if not (BIT[hi] - BIT[lo + 1]) & others:  # the cards lo+1 .. hi-1
                            break
                else:
                    kept.append(c)
            cards = kept
            cards.sort(key=_FEWER_POINTS.__getitem__)
        return cards

    def value(self, alpha: int = -_INF, beta: int = _INF) -> int:
        """Points the root side takes from now on with best play by everyone."""
        self.nodes += 1
        tc = self.trick_cards
        seat = self.orders[self.leader][len(tc)]
        if not tc:
            if not self.hands[seat]:  # the deal is over: the leader took the last trick
                return self.last_bonus if self.side[self.leader] == self.root else 0
            key: tuple[object, ...] = (tuple(self.hands), self.sp, self.leader)
            hit = self.tt.get(key)
            if hit is not None:
                val, flag = hit
                if flag == _EXACT:
                    return val
                if flag == _LOWER and val >= beta:
                    return val
                if flag == _UPPER and val <= alpha:
                    return val
        else:
            key = ()
        maximise = self.side[seat] == self.root
        a0, b0 = alpha, beta
        best = -_INF if maximise else _INF
        for c in self._moves(seat):
            val = self._after(seat, c, alpha, beta)
            if maximise:
                if val > best:
                    best = val
                    if best > alpha:
                        alpha = best
            else:
                if val < best:
                    best = val
                    if best < beta:
                        beta = best
            if alpha >= beta:
                break
        if key:
            if best <= a0:
                self.tt[key] = (best, _UPPER)
            elif best >= b0:
                self.tt[key] = (best, _LOWER)
            else:
                self.tt[key] = (best, _EXACT)
        return best

    def _after(self, seat: int, c: int, alpha: int, beta: int) -> int:
        """Value after ``seat`` plays ``c`` (state restored afterwards)."""
        hands = self.hands
        hands[seat] ^= BIT[c]
        tc, ts = self.trick_cards, self.trick_seats
        tc.append(c)
        ts.append(seat)
        if len(tc) < self.plays:
            val = self.value(alpha, beta)
            tc.pop()
            ts.pop()
            hands[seat] ^= BIT[c]
            return val
        winner = ts[winner_index(tc, self.trump)]
        gain = 0
        if self.side[winner] == self.root:
            pts = self.pts
            for x in tc:
                gain += pts[x]
        leader = self.leader
        drawn: list[tuple[int, int]] = []
        if self.sp:
            for s in self.orders[winner]:
                self.sp -= 1
                card = self.stock[self.sp]
                hands[s] |= BIT[card]
                drawn.append((s, card))
        self.leader = winner
        self.trick_cards, self.trick_seats = [], []
        val = gain + self.value(alpha - gain, beta - gain)
        self.trick_cards, self.trick_seats = tc, ts
        self.leader = leader
        for s, card in reversed(drawn):
            hands[s] ^= BIT[card]
            self.sp += 1
        tc.pop()
        ts.pop()
        hands[seat] ^= BIT[c]
        return val

    def move_values(self, moves: list[int] | None = None) -> dict[int, int]:
        """Exact value of each legal move of the seat to play (all cards, no merging)."""
        seat = self.orders[self.leader][len(self.trick_cards)]
        if moves is None:
            moves = cards_of(playable_mask(self.hands[seat], self.trick_cards, self.follow))
        return {c: self._after(seat, c, -_INF, _INF) for c in moves}

    def split(self, value: int) -> tuple[int, bool]:
        """A value's points from now on, and whether the root's side takes the last
        trick (known only when the solver counts it, ``last_trick``; else False)."""
        if not self.last_trick:
            return value, False
        return value >> 1, bool(value & 1)
