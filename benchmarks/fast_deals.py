"""A fast path for the speed benchmark: whole two-player classic deals played at random
on plain ints, timed against the naive reference and the full ``GameState`` (undo,
records, observations). Only ``bench.py`` uses it, so it is not in the installed package.

Dealing is lazy: each card dealt or drawn is taken uniformly from the cards not yet
placed, which gives the same distribution as shuffling the deck first.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_qt.engine.cards import POINTS, RANK_OF, SUIT_OF

# Cards in each hand before trick 1..20: three while the stock lasts, then 2 and 1.
_SIZES = (3,) * 18 + (2, 1)


def random_deals(count: int, seed: int | None = None) -> list[int]:
    """Play ``count`` random classic two-player deals; seat 0's points in each."""
    rng = random.Random(seed)
    rand = rng.random
    suit_of, rank_of, points_of = SUIT_OF, RANK_OF, POINTS
    everything = list(range(40))
    results: list[int] = []
    append = results.append
    for _ in range(count):
        unseen = everything[:]  # cards not yet dealt, in no particular order
        take = unseen.pop
        lead = [take(int(rand() * 40)), take(int(rand() * 39)), take(int(rand() * 38))]
        follow = [take(int(rand() * 37)), take(int(rand() * 36)), take(int(rand() * 35))]
        briscola = take(int(rand() * 34))
        trump = suit_of[briscola]
        left = 33  # hidden stock cards; the briscola is drawn after them
        seat0_leads = True
        # ``lead`` is the hand of whoever leads this trick; swapped when the follower wins.
        score = 0
        for size in _SIZES:
            a = lead.pop(int(rand() * size))
            b = follow.pop(int(rand() * size))
            sa = suit_of[a]
            sb = suit_of[b]
            if (rank_of[a] < rank_of[b]) if sa == sb else (sb != trump):
                if seat0_leads:
                    score += points_of[a] + points_of[b]
            else:
                lead, follow = follow, lead
                seat0_leads = not seat0_leads
                if seat0_leads:
                    score += points_of[a] + points_of[b]
            if left > 1:
                lead.append(take(int(rand() * left)))
                follow.append(take(int(rand() * (left - 1))))
                left -= 2
            elif left == 1:
                lead.append(take())
                follow.append(briscola)
                left = -1
        append(score)
    return results
