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

from .fast import ALL_MASK, BIT, PTS, Sim, Table, beaters
from .heuristics import card_values, survival_rows


def policy_card(sim: Sim, keep: list[float]) -> int:
    """The rules-of-thumb card for the seat to move, knowing its hand and the played cards."""
    table = sim.table
    tc = sim.trick_cards
    seat = table.orders[sim.leader][len(tc)]
    hand = sim.hands[seat]
    legal = sim.legal(seat)
    if len(legal) == 1:
        return legal[0]
    sizes = [len(h) for h in sim.hands]
    values = card_values(
        table, seat, hand, legal, tc, sim.trick_seats, sim.trump, sim.gone, keep, sizes
    )
    best = 0
    for i in range(1, len(values)):
        if values[i] > values[best]:
            best = i
    return legal[best]


def playout(
    sim: Sim,
    keep: list[float],
    wild_seat: int = -1,
    wild: float = 0.0,
    rng: Random | None = None,
) -> None:
    """Play ``sim`` to the end in place.

    With ``wild`` > 0 (two-player deals), ``wild_seat`` plays a random card that often
    instead of the rules-of-thumb one, drawing from ``rng``: a model of an opponent who
    has been playing unpredictably.
    """
    table = sim.table
    if table.n == 2 and table.plays == 2 and not table.follow:
        _playout_two(sim, keep, wild_seat if rng is not None else -1, wild, rng)
        return
    if table.plays == table.n and not table.follow:
        _playout_many(sim, keep)
        return
    playout_general(sim, keep)


def playout_general(sim: Sim, keep: list[float]) -> None:
    """Play ``sim`` to the end in place, one ``policy_card`` at a time (any table)."""
    hands = sim.hands
    while sim.trick_cards or any(hands):
        sim.play(policy_card(sim, keep))


@cache
def _lead_factors(opp_cards: int) -> tuple[tuple[float, ...], ...]:
    """``2 * safety - 1`` by ``[unknown][threats]``: what a lead's points count for."""
    return tuple(tuple(2.0 * sure - 1.0 for sure in row) for row in survival_rows(opp_cards))


FLOAT_POINTS: Final = tuple(float(p) for p in PTS)
"""Each card's points as a float (the lead's value multiplies them)."""
FLOATS: Final = tuple(float(p) for p in range(121))
"""The points a trick can hold, as floats."""


@cache
def _reply_points(trump: int) -> tuple[tuple[float, ...], ...]:
    """By lead and reply, the trick's points as a float, negative when the reply does not
    take the trick: the two-player follower's value of a reply before its keep (the very
    floats ``_playout_two`` would work out each time)."""
    threats = beaters(trump)
    rows = []
    for lead in range(40):
        row = []
        for c in range(40):
            p = float(PTS[lead] + PTS[c])
            row.append(p if BIT[c] & threats[lead] else -p)
        rows.append(tuple(row))
    return tuple(rows)


def _playout_two(
    sim: Sim,
    keep: list[float],
    wild_seat: int = -1,
    wild: float = 0.0,
    rng: Random | None = None,
) -> None:
    """``playout_general`` for two seats, no suit to follow, two cards a trick (and, for
    ``wild_seat``, a random card with chance ``wild``)."""
    chance = rng.random if rng is not None else None
    trump = sim.trump
    threats = beaters(trump)
    replies = _reply_points(trump)
    fpts = FLOAT_POINTS
    factors = [_lead_factors(size) for size in range(4)]
    hands = sim.hands
    stock = sim.stock
    pts = sim.points
    side = sim.table.side
    gone = sim.gone
    leader = sim.leader
    tc = sim.trick_cards
    lead = tc[0] if tc else -1
    while True:
        follower = 1 - leader
        if lead < 0:
            hand = hands[leader]
            if not hand:
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
                factor = factors[len(hands[follower])][outside.bit_count()]
                lead = -1
                best = 0.0
                for c in hand:
                    p = fpts[c]
                    # A card without points: 0.0 times its factor, less its keep, is
                    # -keep (or 0.0 where that is -0.0, which compares alike).
                    v = p * factor[(threats[c] & outside).bit_count()] - keep[c] if p else -keep[c]
                    if lead < 0 or v > best:
                        best, lead = v, c
            hand.remove(lead)
            gone |= BIT[lead]
        # The follower answers: take the trick (+points) or give it (-points), minus keep.
        hand = hands[follower]
        if follower == wild_seat and chance is not None and chance() < wild:
            reply = hand[int(chance() * len(hand))]
        else:
            row = replies[lead]
            reply = -1
            best = 0.0
            for c in hand:
                v = row[c] - keep[c]
                if reply < 0 or v > best:
                    best, reply = v, c
        hand.remove(reply)
        gone |= BIT[reply]
        winner = follower if BIT[reply] & threats[lead] else leader
        pts[side[winner]] += PTS[lead] + PTS[reply]
        leader = winner
        lead = -1
        if stock:
            hands[winner].append(stock.pop())
            hands[1 - winner].append(stock.pop())
    sim.gone = gone
    sim.leader = leader
    sim.trick_cards = []
    sim.trick_seats = []


_AFTER: dict[tuple[object, ...], tuple[tuple[tuple[int, bool], ...], ...]] = {}
"""``_seats_after`` by the table's play orders and sides."""


def _seats_after(table: Table) -> tuple[tuple[tuple[int, bool], ...], ...]:
    """By leader and place in the trick: how many opponents of the seat playing there
    play after it, and whether a partner does."""
    key = (table.orders, table.side)
    found = _AFTER.get(key)
    if found is None:
        side = table.side
        rows = []
        for order in table.orders:
            row = []
            for pos, seat in enumerate(order):
                later = order[pos + 1 :]
                row.append(
                    (
                        sum(1 for s in later if side[s] != side[seat]),
                        any(side[s] == side[seat] for s in later),
                    )
                )
            rows.append(tuple(row))
        found = _AFTER[key] = tuple(rows)
    return found


def _playout_many(sim: Sim, keep: list[float]) -> None:
    """``playout_general`` for three or more seats (teams or not), no suit to follow.

    The trick's points and the card winning it are kept up to date as cards fall (the
    winner the engine's rule, as ``beaters`` tables it); a card that does not take the
    trick leaves it to that card, whose chance of holding is worked out once for all of
    them. The values are the very floats of the card-by-card rules of thumb."""
    table = sim.table
    trump = sim.trump
    threats = beaters(trump)
    hands = sim.hands
    stock = sim.stock
    pts = sim.points
    side = table.side
    orders = table.orders
    plays = table.plays
    seats_after = _seats_after(table)
    gone = sim.gone
    leader = sim.leader
    tc = list(sim.trick_cards)
    ts = list(sim.trick_seats)
    base = 0
    best = -1
    best_seat = -1
    for i, c in enumerate(tc):
        base += PTS[c]
        if best < 0 or BIT[c] & threats[best]:
            best = c
            best_seat = ts[i]
    while tc or any(hands):
        order = orders[leader]
        after = seats_after[leader]
        for pos in range(len(tc), plays):
            seat = order[pos]
            hand = hands[seat]
            if len(hand) == 1:
                card = hand[0]
            else:
                me = side[seat]
                opp_after, mate_after = after[pos]
                if opp_after:
                    mine = gone
                    for c in hand:
                        mine |= BIT[c]
                    outside = ~mine & ALL_MASK
                    per_opp = len(hands[order[pos + 1]]) if pos + 1 < plays else 3
                    rows = survival_rows(opp_after * per_opp)[outside.bit_count()]
                lose = 0.6 if mate_after else 1.0
                beat = ALL_MASK  # with no card down, every card takes the trick
                ours = False
                held = 0.0
                if best >= 0:
                    beat = threats[best]
                    ours = side[best_seat] == me
                    if ours:
                        sure = 1.0 if opp_after == 0 else rows[(beat & outside).bit_count()]
                        if opp_after and mate_after:
                            sure += (1.0 - sure) * 0.3
                        held = 2.0 * sure - 1.0
                card = -1
                top = 0.0
                for c in hand:
                    p = FLOATS[base + PTS[c]]
                    if BIT[c] & beat:  # c takes the trick, for its seat's side
                        if opp_after == 0:
                            sure = 1.0
                        else:
                            sure = rows[(threats[c] & outside).bit_count()]
                            if mate_after:
                                sure += (1.0 - sure) * 0.3
                        v = p * (2.0 * sure - 1.0) - keep[c]
                    elif ours:
                        v = p * held - keep[c]
                    else:
                        v = -p * lose - keep[c]
                    if card < 0 or v > top:
                        top, card = v, c
            hand.remove(card)
            tc.append(card)
            ts.append(seat)
            gone |= BIT[card]
            base += PTS[card]
            if best < 0 or BIT[card] & threats[best]:
                best = card
                best_seat = seat
        pts[side[best_seat]] += base
        leader = best_seat
        tc = []
        ts = []
        base = 0
        best = -1
        if stock:
            for s in orders[leader]:
                hands[s].append(stock.pop())
    sim.gone = gone
    sim.leader = leader
    sim.trick_cards = tc
    sim.trick_seats = ts
