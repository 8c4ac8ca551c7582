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

_STEPS: Final = tuple(
    tuple(((i + 1).bit_length(), i + 1, i) for i in range(size - 1, 0, -1)) for size in range(64)
)
"""For each deck size, Fisher-Yates' steps: (bits to draw, how many places to choose
from, place to fill), from the last place down, as ``Random.shuffle`` takes them."""


def shuffle(deck: list[Any], rng: random.Random) -> None:
    """Shuffle ``deck`` in place as ``rng.shuffle(deck)`` would."""
    if type(rng) is not random.Random or len(deck) >= len(_STEPS):
        # A subclass may draw its numbers its own way: let it shuffle.
        rng.shuffle(deck)
        return
    getrandbits = rng.getrandbits
    for bits, places, i in _STEPS[len(deck)]:
        j = getrandbits(bits)
        while j >= places:  # Random._randbelow's rejection: draw again until below places
            j = getrandbits(bits)
        deck[i], deck[j] = deck[j], deck[i]
