"""The interface every computer player implements, and the uniformly random player.

A host tells a player its life cycle, in the spirit of OpenSpiel bots'
``restart``/``inform_action``: ``start_deal`` when a deal begins, ``take_back`` when
cards are taken back (an undo), ``end_deal`` with the seat's last view once the deal is
over (a deal counts once, and only one that ``start_deal`` began), and ``close`` when it
is done with the player. ``host.py`` says it once, for every host. A player never
guesses these from the cards it sees.
"""

from __future__ import annotations

import random
import threading
from abc import ABC, abstractmethod

from ..engine.cards import Card, Suit
from ..engine.chiamata import Bid
from ..engine.observation import Observation
from ..engine.rules import Rules
from .bidding import count_bid, counted_suit


class Player(ABC):
    """A computer player: given what its seat may know, it picks a card.

    A player is seeded at construction; the same seed and the same observations give
    the same moves. ``time_budget`` (seconds) bounds its thinking for one move, and a
    search stops soon after ``cancel`` is set (raising ``SearchCancelledError``).
    """

    name: str = "player"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    @abstractmethod
    def choose_card(
        self,
        obs: Observation,
        time_budget: float | None = None,
        cancel: threading.Event | None = None,
    ) -> Card:
        """The card to play; must be one of ``obs.legal_cards()``."""

    def reseed(self, key: str) -> None:
        """Start the random stream afresh from ``key``: a host that must replay or resume a
        game (the app's saved game) reseeds before each move, so a move depends only on
        the key and what the player was told, not on how many moves came before."""
        self.rng.seed(key)

    def start_deal(self, rules: Rules, seat: int) -> None:  # noqa: B027 (optional hook)
        """A deal under ``rules`` begins, with this player at ``seat``."""

    def take_back(self) -> None:  # noqa: B027 (an optional hook, not abstract)
        """The game went back to an earlier position of the same deal (an undo)."""

    def end_deal(self, obs: Observation) -> None:  # noqa: B027 (an optional hook)
        """The deal is over; ``obs`` is this player's seat's view of it at the end."""

    def close(self) -> None:  # noqa: B027 (an optional hook)
        """The host is done with this player (an external bot's program is ended)."""

    def wants_swap(self, obs: Observation) -> bool:
        """With the two-of-trump swap option: exchange the 2 for the briscola?"""
        return True

    def choose_bid(
        self,
        obs: Observation,
        time_budget: float | None = None,
        cancel: threading.Event | None = None,
    ) -> Bid:
        """Chiamata's auction: pass or call; one of ``obs.auction_state().legal_bids()``.
        A player that says nothing better calls by the Beginner's count of high cards."""
        return count_bid(obs)

    def choose_suit(self, obs: Observation, time_budget: float | None = None) -> Suit:
        """Chiamata: the caller names the called card's suit (and so trump)."""
        return counted_suit(obs)


class RandomPlayer(Player):
    """Plays a uniformly random legal card."""

    name = "random"

    def choose_card(
        self,
        obs: Observation,
        time_budget: float | None = None,
        cancel: threading.Event | None = None,
    ) -> Card:
        return self.rng.choice(obs.legal_cards())

    def choose_bid(
        self,
        obs: Observation,
        time_budget: float | None = None,
        cancel: threading.Event | None = None,
    ) -> Bid:
        return self.rng.choice(obs.auction_state().legal_bids())

    def choose_suit(self, obs: Observation, time_budget: float | None = None) -> Suit:
        return self.rng.choice(list(Suit))
