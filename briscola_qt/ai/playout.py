"""Playouts: finish a determinised deal with every seat following the rules of thumb.

``playout`` is the inner loop of Expert's search. Two-player deals without suit
following (classic, scoperta) take ``_playout_two``, which makes exactly the choices of
the general path (``card_values`` through ``policy_card``) with the arithmetic inlined
and the per-trump tables computed once; ``tests/ai/test_playout.py`` holds the two to
the same results.
"""

from __future__ import annotations

from functools import cache
from random import Random
from typing import Final

from .fast import ALL_MASK, BIT, HIGHER_MASK, PTS, RANK, SUIT, SUIT_MASK, Sim, winner_index
from .heuristics import card_values


def policy_card(sim: Sim, keep: list[float]) -> int:
    """The rules-of-thumb card for the seat to move, knowing its hand and the played cards."""
    table = sim.table
    tc = sim.tc
    seat = table.orders[sim.leader][len(tc)]
    hand = sim.hands[seat]
    legal = sim.legal(seat)
    if len(legal) == 1:
        return legal[0]
    sizes = [len(h) for h in sim.hands]
    values = card_values(table, seat, hand, legal, tc, sim.ts, sim.trump, sim.gone, keep, sizes)
    best = 0
    for i in range(1, len(values)):
        if values[i] > values[best]:
            best = i
    return legal[best]


WILD_POLICY: Final = 0.5
"""With ``exploit``, the other seat plays against the wild seat's random cards once it
is judged this wild or more."""
WILD_KEEP_BOOST: Final = 0.5
"""...holding its trumps this much harder (by ``wild``): a random player throws points."""

_POINT_MASKS: Final = tuple(
    (points, sum(BIT[c] for c in range(40) if PTS[c] == points)) for points in (11, 10, 4, 3, 2)
)


def _points_in(mask: int) -> int:
    total = 0
    for points, cards in _POINT_MASKS:
        total += points * (mask & cards).bit_count()
    return total


def playout(
    sim: Sim,
    keep: list[float],
    wild_seat: int = -1,
    wild: float = 0.0,
    rng: Random | None = None,
    exploit: bool = False,
    stop: int = -1,
) -> None:
    """Play ``sim`` to the end in place (two seats: or until a trick starts with at most
    ``stop`` cards left to draw).

    With ``wild`` > 0 (two-player deals), ``wild_seat`` plays a random card that often
    instead of the rules-of-thumb one, drawing from ``rng``: a model of an opponent who
    has been playing unpredictably. With ``exploit`` too, and ``wild`` at least
    ``WILD_POLICY``, the other seat plays for that: it leads what a random answer is
    expected to pay (the random share of the opponent's answers, the rest judged as
    usual) and holds its trumps harder.
    """
    table = sim.table
    if table.n == 2 and table.plays == 2 and not table.follow:
        _playout_two(sim, keep, wild_seat if rng is not None else -1, wild, rng, exploit, stop)
        return
    if table.plays == table.n and not table.follow:
        _playout_many(sim, keep)
        return
    playout_general(sim, keep)


def playout_general(sim: Sim, keep: list[float]) -> None:
    """Play ``sim`` to the end in place, one ``policy_card`` at a time (any table)."""
    hands = sim.hands
    while sim.tc or any(hands):
        sim.play(policy_card(sim, keep))


def playout_until(sim: Sim, keep: list[float], stock_left: int) -> None:
    """Play ``sim`` in place until a trick starts with at most ``stock_left`` cards to draw."""
    hands = sim.hands
    while sim.tc or (len(sim.stock) > stock_left and any(hands)):
        sim.play(policy_card(sim, keep))


@cache
def _threats(trump: int) -> tuple[int, ...]:
    """Per card, the cards that would take a trick it leads (higher of its suit, trumps)."""
    out = []
    for c in range(40):
        mask = HIGHER_MASK[c]
        if SUIT[c] != trump and trump >= 0:
            mask |= SUIT_MASK[trump]
        out.append(mask)
    return tuple(out)


@cache
def _lead_factors(opp_cards: int) -> tuple[tuple[float, ...], ...]:
    """``2 * safety - 1`` by ``[unknown][threats]``: what a lead's points count for."""
    return tuple(tuple(2.0 * sure - 1.0 for sure in row) for row in _safety_rows(opp_cards))


def _playout_two(
    sim: Sim,
    keep: list[float],
    wild_seat: int = -1,
    wild: float = 0.0,
    rng: Random | None = None,
    exploit: bool = False,
    stop: int = -1,
) -> None:
    """``playout_general`` for two seats, no suit to follow, two cards a trick (and, for
    ``wild_seat``, a random card with chance ``wild``; see ``playout`` for ``exploit``
    and ``stop``)."""
    chance = rng.random if rng is not None else None
    sharp = -1
    my_keep = keep
    if exploit and chance is not None and wild_seat >= 0 and wild >= WILD_POLICY:
        sharp = 1 - wild_seat
        boost = 1.0 + WILD_KEEP_BOOST * wild
        my_keep = [k * boost for k in keep]
    trump = sim.trump
    threats = _threats(trump)
    hands = sim.hands
    stock = sim.stock
    pts = sim.pts
    side = sim.table.side
    gone = sim.gone
    leader = sim.leader
    tc = sim.tc
    lead = tc[0] if tc else -1
    while True:
        follower = 1 - leader
        if lead < 0:
            hand = hands[leader]
            if not hand or len(stock) <= stop:
                break
            if len(hand) == 1:
                lead = hand[0]
            elif leader == wild_seat and chance is not None and chance() < wild:
                lead = hand[int(chance() * len(hand))]
            else:
                mine = gone
                for c in hand:
                    mine |= BIT[c]
                outside = ~mine & ALL_MASK
                factor = _lead_factors(len(hands[follower]))[outside.bit_count()]
                lead = -1
                best = 0.0
                if leader == sharp:
                    # A random answer is any card the opponent may hold (not the
                    # briscola still face up under the stock): expect its points too.
                    free = outside & ~BIT[stock[0]] if stock else outside
                    unknown = free.bit_count() or 1
                    free_points = _points_in(free)
                    for c in hand:
                        beat = threats[c] & free
                        k = beat.bit_count()
                        randomly = (
                            PTS[c] * (unknown - 2 * k) + free_points - 2 * _points_in(beat)
                        ) / unknown
                        sensibly = float(PTS[c]) * factor[(threats[c] & outside).bit_count()]
                        v = wild * randomly + (1.0 - wild) * sensibly - my_keep[c]
                        if lead < 0 or v > best:
                            best, lead = v, c
                else:
                    for c in hand:
                        v = float(PTS[c]) * factor[(threats[c] & outside).bit_count()] - keep[c]
                        if lead < 0 or v > best:
                            best, lead = v, c
            hand.remove(lead)
            gone |= BIT[lead]
        # The follower answers: take the trick (+points) or give it (-points), minus keep.
        hand = hands[follower]
        lead_suit = SUIT[lead]
        lead_rank = RANK[lead]
        lead_trump = lead_suit == trump
        base = PTS[lead]
        reply = -1
        best = 0.0
        if follower == wild_seat and chance is not None and chance() < wild:
            reply = hand[int(chance() * len(hand))]
            hand = []
        held = my_keep if follower == sharp else keep
        for c in hand:
            p = float(base + PTS[c])
            s = SUIT[c]
            if (s == lead_suit and RANK[c] < lead_rank) or (s == trump and not lead_trump):
                v = p - held[c]
            else:
                v = -p - held[c]
            if reply < 0 or v > best:
                best, reply = v, c
        hands[follower].remove(reply)
        gone |= BIT[reply]
        s = SUIT[reply]
        if (s == lead_suit and RANK[reply] < lead_rank) or (s == trump and not lead_trump):
            winner = follower
        else:
            winner = leader
        pts[side[winner]] += base + PTS[reply]
        leader = winner
        lead = -1
        if stock:
            hands[winner].append(stock.pop())
            hands[1 - winner].append(stock.pop())
    sim.gone = gone
    sim.leader = leader
    sim.tc = []
    sim.ts = []


def _safety(k: int, unknown: int, opp_cards: int) -> float:
    """``heuristics.safety`` from the count of threats still outside."""
    if k == 0:
        return 1.0
    if unknown <= 0:
        return 0.5
    p_none = 1.0
    free = unknown
    for _ in range(opp_cards):
        if free <= 0:
            break
        p_none *= max(0.0, 1.0 - k / free)
        free -= 1
    return p_none + (1.0 - p_none) * 0.1


@cache
def _safety_rows(opp_cards: int) -> tuple[tuple[float, ...], ...]:
    """``_safety_rows(opp_cards)[unknown][threats]``, computed once per count."""
    return tuple(tuple(_safety(k, u, opp_cards) for k in range(41)) for u in range(41))


def _playout_many(sim: Sim, keep: list[float]) -> None:
    """``playout_general`` for three or more seats (teams or not), no suit to follow."""
    table = sim.table
    trump = sim.trump
    threats = _threats(trump)
    hands = sim.hands
    stock = sim.stock
    pts = sim.pts
    side = table.side
    orders = table.orders
    plays = table.plays
    gone = sim.gone
    leader = sim.leader
    tc = list(sim.tc)
    ts = list(sim.ts)
    while tc or any(hands):
        order = orders[leader]
        for pos in range(len(tc), plays):
            seat = order[pos]
            hand = hands[seat]
            if len(hand) == 1:
                card = hand[0]
            else:
                me = side[seat]
                opp_after = 0
                mate_after = False
                for s in order[pos + 1 :]:
                    if side[s] != me:
                        opp_after += 1
                    else:
                        mate_after = True
                base = 0
                best = -1
                best_seat = -1
                for i, c in enumerate(tc):
                    base += PTS[c]
                    if (
                        best < 0
                        or (SUIT[c] == SUIT[best] and RANK[c] < RANK[best])
                        or (SUIT[c] == trump and SUIT[best] != trump)
                    ):
                        best = c
                        best_seat = ts[i]
                if opp_after:
                    mine = gone
                    for c in hand:
                        mine |= BIT[c]
                    outside = ~mine & ALL_MASK
                    per_opp = len(hands[order[pos + 1]]) if pos + 1 < plays else 3
                    rows = _safety_rows(opp_after * per_opp)[outside.bit_count()]
                lose = 0.6 if mate_after else 1.0
                card = -1
                top = 0.0
                for c in hand:
                    p = float(base + PTS[c])
                    if (
                        best < 0
                        or (SUIT[c] == SUIT[best] and RANK[c] < RANK[best])
                        or (SUIT[c] == trump and SUIT[best] != trump)
                    ):
                        win_card, win_seat = c, seat
                    else:
                        win_card, win_seat = best, best_seat
                    if side[win_seat] == me:
                        if opp_after == 0:
                            sure = 1.0
                        else:
                            sure = rows[(threats[win_card] & outside).bit_count()]
                            if mate_after:
                                sure += (1.0 - sure) * 0.3
                        v = p * (2.0 * sure - 1.0) - keep[c]
                    else:
                        v = -p * lose - keep[c]
                    if card < 0 or v > top:
                        top, card = v, c
            hand.remove(card)
            tc.append(card)
            ts.append(seat)
            gone |= BIT[card]
        winner = ts[winner_index(tc, trump)]
        total = 0
        for c in tc:
            total += PTS[c]
        pts[side[winner]] += total
        leader = winner
        tc = []
        ts = []
        if stock:
            for s in orders[winner]:
                hands[s].append(stock.pop())
    sim.gone = gone
    sim.leader = leader
    sim.tc = tc
    sim.ts = ts
