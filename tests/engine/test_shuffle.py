"""The engine's shuffle is ``random.Random.shuffle`` exactly, so a seed still names the
deal it always named: the same order for every seed and deck size, and the generator
left where ``Random.shuffle`` leaves it."""

from __future__ import annotations

import random

from briscola_qt.engine import GameState, Rules
from briscola_qt.engine.shuffle import shuffle


def test_the_shuffle_is_random_shuffle_step_for_step() -> None:
    for seed in range(1500):
        for size in (40, 39, 36, 33, 17, 3, 2, 1, 0):
            ours, theirs = random.Random(seed), random.Random(seed)
            deck, expected = list(range(size)), list(range(size))
            shuffle(deck, ours)
            theirs.shuffle(expected)
            assert deck == expected, (seed, size)
            assert ours.getstate() == theirs.getstate(), (seed, size)


def test_a_seeded_deal_is_the_deck_random_shuffle_makes() -> None:
    for players in (2, 3, 4, 6):
        rules = Rules(players=players)
        for seed in range(50):
            rng = random.Random(seed)
            expected = rules.full_deck()
            if players == 3:
                expected.remove(rng.choice([c for c in expected if c.rank.code == "2"]))
            rng.shuffle(expected)
            state = GameState.deal(rules, seed)
            assert state.deck == tuple(expected)


class Counting(random.Random):
    """A generator of its own: its shuffle is its own business."""

    shuffles = 0

    def shuffle(self, x: list[object]) -> None:  # type: ignore[override]
        Counting.shuffles += 1
        x.reverse()


def test_a_generator_of_another_kind_shuffles_its_own_way() -> None:
    deck = list(range(40))
    shuffle(deck, Counting(1))
    assert deck == list(range(39, -1, -1)) and Counting.shuffles == 1
