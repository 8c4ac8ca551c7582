"""A deliberately naive Briscola, written with lists of strings, to measure against.

It exists only so ``benchmarks/bench.py`` can time the engine's fast path side by side
with the straightforward way of writing random two-player deals.
"""

import random

RANKS = ["A", "3", "K", "Q", "J", "7", "6", "5", "4", "2"]
SUITS = ["D", "C", "S", "B"]
POINTS = {"A": 11, "3": 10, "K": 4, "Q": 3, "J": 2, "7": 0, "6": 0, "5": 0, "4": 0, "2": 0}


def beats(second: str, first: str, trump: str) -> bool:
    """Does ``second`` beat ``first``, which was played before it?"""
    if second[1] == first[1]:
        return RANKS.index(second[0]) < RANKS.index(first[0])
    return second[1] == trump


def naive_deal(rng: random.Random) -> int:
    deck = [r + s for s in SUITS for r in RANKS]
    rng.shuffle(deck)
    hands = [deck[0:3], deck[3:6]]
    briscola = deck[6]
    stock = [*deck[7:], briscola]
    trump = briscola[1]
    leader = 0
    points = [0, 0]
    while hands[0] or hands[1]:
        first = rng.choice(hands[leader])
        hands[leader].remove(first)
        other = 1 - leader
        second = rng.choice(hands[other])
        hands[other].remove(second)
        winner = other if beats(second, first, trump) else leader
        points[winner] += POINTS[first[0]] + POINTS[second[0]]
        leader = winner
        if stock:
            hands[winner].append(stock.pop(0))
            hands[1 - winner].append(stock.pop(0))
    return points[0]


def naive_deals(count: int, seed: int | None = None) -> list[int]:
    rng = random.Random(seed)
    return [naive_deal(rng) for _ in range(count)]
