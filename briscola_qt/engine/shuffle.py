"""The deck's shuffle: ``random.Random.shuffle``'s exact result at half its cost.

A seeded deal must stay the deal it always was (records, tests and the documents'
evidence name deals by seed), so this is the standard library's Fisher-Yates shuffle
step for step: the same ``getrandbits`` calls in the same order, the same rejections,
the same swaps, leaving the generator in the same state. It saves the method call per
card that ``Random._randbelow`` costs (issue 42 part 4: the shuffle was a third of a
random deal's time). ``tests/engine/test_shuffle.py`` holds it to ``Random.shuffle``.
"""

from __future__ import annotations

import random
from typing import Any, Final

_BIT_LENGTH: Final = tuple(n.bit_length() for n in range(64))


def shuffle(deck: list[Any], rng: random.Random) -> None:
    """Shuffle ``deck`` in place as ``rng.shuffle(deck)`` would."""
    if type(rng) is not random.Random or len(deck) >= len(_BIT_LENGTH):
        # A subclass may draw its numbers its own way: let it shuffle.
        rng.shuffle(deck)
        return
    getrandbits = rng.getrandbits
    for i in range(len(deck) - 1, 0, -1):
        n = i + 1
        k = _BIT_LENGTH[n]
        j = getrandbits(k)
        while j >= n:  # Random._randbelow's rejection: draw again until below n
            j = getrandbits(k)
        deck[i], deck[j] = deck[j], deck[i]
