"""Card-by-card judgement shared by the levels: what a card is worth to play now.

``card_values`` scores each legal card for the seat to move from the trick on the table,
the trump suit and the cards the seat knows are out of play (``gone``). It estimates
how likely the trick ends on the seat's side, how many points ride on it and what the
card would have been worth kept (trumps above all). Beginner and Medium play from these
scores; Expert uses them as its playout policy and opponent model, so it is kept fast.
"""

from __future__ import annotations

from functools import cache
from typing import Final

from ..engine.cards import Rank
from .fast import BIT, PTS, RANK, SUIT, Table, beaters

# What keeping a trump is worth (by rank: A 3 K Q J 7 6 5 4 2), in card points.
TRUMP_KEEP: Final = (10.0, 9.0, 6.0, 5.5, 5.0, 4.0, 3.8, 3.6, 3.4, 3.2)
# Beginners spend trumps too freely and fear nothing.
NAIVE_TRUMP_KEEP: Final = (3.0, 3.0, 2.0, 2.0, 2.0, 1.0, 1.0, 1.0, 1.0, 1.0)
_RANK_KEEP: Final = tuple(0.05 * (9 - r) for r in range(10))


def keep_table(trump: int, trump_keep: tuple[float, ...] = TRUMP_KEEP) -> list[float]:
    """Per card, what holding it on is worth (a trump, or a strong plain card)."""
    return [trump_keep[RANK[c]] if SUIT[c] == trump else _RANK_KEEP[RANK[c]] for c in range(40)]


def safety(card: int, trump: int, outside: int, unknown: int, opp_cards: int) -> float:
    """Chance that ``card``, now winning, survives ``opp_cards`` unseen opposing cards.

    ``outside`` is the mask of cards that may be in opposing hands; ``unknown`` how
    many cards those opposing hands and the stock hold together.
    """
    return survival((beaters(trump)[card] & outside).bit_count(), unknown, opp_cards)


def survival(threats: int, unknown: int, opp_cards: int) -> float:
    """``safety`` from the count of ``threats`` (cards that would take the trick) among
    the ``unknown`` cards, of which the opponents hold ``opp_cards``."""
    if threats == 0:
        return 1.0
    if unknown <= 0:
        return 0.5
    p_none = 1.0
    free = unknown
    for _ in range(opp_cards):
        if free <= 0:
            break
        p_none *= max(0.0, 1.0 - threats / free)
        free -= 1
    # A threat held is not always used: give it a little benefit of the doubt.
    return p_none + (1.0 - p_none) * 0.1


@cache
def survival_rows(opp_cards: int) -> tuple[tuple[float, ...], ...]:
    """``survival`` by ``[unknown][threats]``, computed once per count of opposing cards
    (the same numbers, looked up in the inner loops)."""
    return tuple(tuple(survival(k, u, opp_cards) for k in range(41)) for u in range(41))


def card_values(
    table: Table,
    seat: int,
    hand: list[int],
    legal: list[int],
    tc: list[int],
    ts: list[int],
    trump: int,
    gone: int,
    keep: list[float],
    hand_sizes: list[int] | None = None,
) -> list[float]:
    """A score per card of ``legal`` (higher is better) for ``seat`` to play now.

    ``gone`` is the mask of cards the seat knows are out of play; its own hand is
    added here. ``hand_sizes`` (optional) gives each seat's cards, for the risk.
    """
    side = table.side
    me = side[seat]
    order = table.orders[ts[0] if ts else seat]
    pos = len(tc)
    after = order[pos + 1 :]
    opp_after = 0
    mate_after = False
    for s in after:
        if side[s] != me:
            opp_after += 1
        elif s != seat:
            mate_after = True
    mine = gone
    for c in hand:
        mine |= BIT[c]
    outside = ~mine & ((1 << 40) - 1)
    unknown = outside.bit_count()
    per_opp = hand_sizes[after[0]] if hand_sizes and after else 3
    beat = beaters(trump)
    base = 0
    best = -1
    best_seat = -1
    for i, c in enumerate(tc):
        base += PTS[c]
        if best < 0 or BIT[c] & beat[best]:
            best = c
            best_seat = ts[i]
    values: list[float] = []
    for c in legal:
        pts = float(base + PTS[c])
        if best < 0 or BIT[c] & beat[best]:
            win_card, win_seat = c, seat
        else:
            win_card, win_seat = best, best_seat
        if side[win_seat] == me:
            if opp_after == 0:
                sure = 1.0
            else:
                threats = (beat[win_card] & outside).bit_count()
                sure = survival_rows(opp_after * per_opp)[unknown][threats]
                if mate_after:
                    sure += (1.0 - sure) * 0.3
            v = pts * (2.0 * sure - 1.0)
        else:
            v = -pts * (0.6 if mate_after else 1.0)
        values.append(v - keep[c])
    return values


def best_index(values: list[float]) -> int:
    best = 0
    for i in range(1, len(values)):
        if values[i] > values[best]:
            best = i
    return best


def top_trumps_kept(
    legal: list[int], values: list[float], trump: int, trick_cards: list[int]
) -> list[float]:
    """``values`` without the own points of the trump Ace, and of the trump Three on a
    trick worth nothing: those points are banked whenever the card is played (the Ace
    always wins), so they are no reason to spend a top trump now (it answered a worthless
    lead with the Ace of trump: the rules of thumb counted its 11 points as won)."""
    trick_points = sum(PTS[c] for c in trick_cards)
    adjusted = list(values)
    for i, card in enumerate(legal):
        if SUIT[card] != trump:
            continue
        rank = RANK[card]
        if rank == Rank.ACE or (rank == Rank.THREE and trick_cards and not trick_points):
            adjusted[i] -= PTS[card]
    return adjusted
