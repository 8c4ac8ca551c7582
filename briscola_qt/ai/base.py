"""The interface every computer player implements, and the uniformly random player."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod

from ..engine.cards import Card
from ..engine.observation import Observation


class Player(ABC):
    """A computer player: given what its seat may know, it picks a card.

    A player is seeded at construction; the same seed and the same observations give
    the same moves. ``time_budget`` (seconds) bounds its thinking for one move.
    """

    name: str = "player"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    @abstractmethod
    def choose_card(self, obs: Observation, time_budget: float | None = None) -> Card:
        """The card to play; must be one of ``obs.legal_cards()``."""

    def take_back(self) -> None:  # noqa: B027 (an optional hook, not abstract)
        """The game went back to an earlier position of the same deal (an undo): nothing
        the player saw of the abandoned line may count as a finished deal."""

    def wants_swap(self, obs: Observation) -> bool:
        """With the two-of-trump swap option: exchange the 2 for the briscola?"""
        return True


class RandomPlayer(Player):
    """Plays a uniformly random legal card."""

    name = "random"

    def choose_card(self, obs: Observation, time_budget: float | None = None) -> Card:
        return self.rng.choice(obs.legal_cards())
