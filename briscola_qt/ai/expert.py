"""Expert: determinised search over hidden cards, with an exact endgame.

Each move is one ``search.Search``: it deals the hidden cards again many times,
consistently with what the seat has seen, scores every candidate card on the same deals
(playouts with the rules of thumb, the exact solver once the deal is short, the true
position once nothing is hidden) and plays the best average.

Sampled deals are weighted by how well they explain the other seats' plays
(``inference.DealWeigher``), under a mixture of opponent styles from sensible to
random. In two-player deals the same evidence says how wild the opponent has been; the
playouts then let it play a random card that often, and with nothing hidden an
expectimax (its mistakes expected, not only its best replies) replaces the solver.
Across the deals of a match (two players) the player remembers what each finished deal
showed of the opponent's style: the host tells it when a deal ends. The budget is
counted in work, so a seeded Expert repeats its moves exactly.
"""

from __future__ import annotations

import math
import random
import threading
import time
from dataclasses import dataclass

from ..engine.cards import Card, Suit
from ..engine.chiamata import Bid
from ..engine.observation import Observation
from ..engine.rules import Rules
from .base import Player
from .bidding import simulated_bid, simulated_suit
from .config import ExpertConfig, Style
from .inference import DealWeigher, wildness_of
from .levels import heuristic_values
from .search import Dealer, Evidence, Search, hidden_count

DEFAULT_CONFIG = ExpertConfig()
"""The configuration of an Expert made without one (tests widen its clock)."""
_EVERY_HAND = 1000
"""Judging a finished deal, every earlier hand the opponent may have held counts."""


@dataclass(frozen=True)
class Decision:
    """A move and how it was found."""

    card: Card
    scores: tuple[float, ...]
    """The search's value of each legal card, in ``obs.legal_cards()`` order (empty
    when only one card was legal)."""
    work: float
    samples: int
    wild: float
    """How often the search judged the opponent to play at random (two players)."""


class ExpertPlayer(Player):
    """Determinised Monte Carlo with rules-of-thumb playouts and an exact endgame.

    The player holds its ``config``, its seeded random stream and the match memory;
    each move's search state lives in its own ``Search``.
    """

    name = "expert"

    def __init__(self, seed: int | None = None, config: ExpertConfig | None = None) -> None:
        super().__init__(seed)
        self.config = config if config is not None else DEFAULT_CONFIG
        self._style_log: list[float] | None = None
        """Log-likelihood of the opponent's plays in finished deals, per style (memory)."""
        self._deal_open = False

    # --- the life cycle the host tells ----------------------------------------------

    def start_deal(self, rules: Rules, seat: int) -> None:
        self._deal_open = True

    def end_deal(self, obs: Observation) -> None:
        """Remember the opponent's style (two players): every play of the finished deal
        is judged over every hand the opponent may have held."""
        if not self._deal_open:
            return  # told twice, or never told the deal began: count it once at most
        self._deal_open = False
        if self.config.remember and obs.rules.players == 2:
            self._fold_deal(obs)

    def _fold_deal(self, obs: Observation) -> None:
        if hidden_count(obs) != 0:
            return  # the deal ended with cards we never saw: no exact evidence
        sim = Dealer(obs).deal(random.Random(0))
        if sim is None:
            return
        judge = DealWeigher(obs, self.config.sharpness, self.config.styles(), _EVERY_HAND)
        logs = judge.log_evidence(sim)
        old = self._style_log or [0.0] * len(logs)
        self._style_log = [a + b for a, b in zip(old, logs, strict=True)]

    # --- the match memory -----------------------------------------------------------

    def styles(self) -> tuple[Style, ...]:
        """The opponent styles and their priors, weighted by what the finished deals of
        the match showed (the configured priors before any)."""
        base = self.config.styles()
        posts = self._remembered_posts()
        if posts is None:
            return base
        keep = self.config.memory_keep
        return tuple(
            style._replace(prior=(1.0 - keep) * post + keep * style.prior)
            for style, post in zip(base, posts, strict=True)
        )

    def _remembered_posts(self) -> list[float] | None:
        """The styles' posterior by the finished deals' evidence (None before any)."""
        base = self.config.styles()
        logs = self._style_log
        if logs is None or len(logs) != len(base):
            return None
        top = max(logs)
        posts = [style.prior * math.exp(log - top) for style, log in zip(base, logs, strict=True)]
        total = sum(posts)
        return [post / total for post in posts]

    def evidence(self) -> Evidence:
        """What a search is told of the match so far (a snapshot: the search never reads
        the player again, so a deal ending meanwhile cannot change it)."""
        posts = self._remembered_posts()
        floor = 0.0
        if posts is not None:
            floor = wildness_of([style.floor for style in self.config.styles()], posts)
        priors = tuple(style.prior for style in self.styles())
        return Evidence(priors, floor, self._style_log is not None)

    # --- chiamata's auction ------------------------------------------------------------

    def choose_bid(
        self,
        obs: Observation,
        time_budget: float | None = None,
        cancel: threading.Event | None = None,
    ) -> Bid:
        """Call the next rank when simulated deals make that contract likely."""
        return simulated_bid(obs, self.rng, self._bid_budget(obs, time_budget))

    def choose_suit(self, obs: Observation, time_budget: float | None = None) -> Suit:
        return simulated_suit(obs, self.rng, self._bid_budget(obs, time_budget))

    def _bid_budget(self, obs: Observation, time_budget: float | None) -> float:
        budget = self.config.budget(obs.rules.players)
        return budget if time_budget is None else min(budget, time_budget)

    # --- moves ----------------------------------------------------------------------

    def choose_card(
        self,
        obs: Observation,
        time_budget: float | None = None,
        cancel: threading.Event | None = None,
    ) -> Card:
        return self.decide(obs, time_budget, cancel).card

    def decide(
        self,
        obs: Observation,
        time_budget: float | None = None,
        cancel: threading.Event | None = None,
    ) -> Decision:
        """The move for ``obs`` with its scores and the work spent; SearchCancelledError if
        ``cancel`` is set before the search ends."""
        legal = obs.legal_cards()
        if len(legal) == 1:
            return Decision(legal[0], (), 0.0, 0, 0.0)
        config = self.config
        start = time.perf_counter()
        budget = config.budget(obs.rules.players)
        if time_budget is not None:
            budget = min(budget, time_budget)
        deadline = start + max(0.1, budget * config.clock_factor)
        floor = config.sample_floor(budget)
        search = Search(obs, config, self.rng, self.evidence(), cancel)
        scores = search.values([int(c) for c in legal], budget * 0.85, deadline, floor)
        tie_break = heuristic_values(obs, memory=True)
        best = max(range(len(legal)), key=lambda i: (scores[i], tie_break[i]))
        if obs.rules.auction:
            best = _kept_secret(obs, legal, scores, tie_break, best)
        return Decision(legal[best], tuple(scores), search.work, search.samples, search.wild)


REVEAL_MARGIN = 0.05
"""Chiamata: the utility a partner gives up to keep the called card, and so its secret."""


def _kept_secret(
    obs: Observation, legal: list[Card], scores: list[float], tie_break: list[float], best: int
) -> int:
    """Chiamata: the partner (not a lone caller) plays another card than the called one
    when that is nearly as good: the search's deals let every seat know the partnership,
    so they cannot see what revealing it costs (the defenders then play against it)."""
    if obs.called is None or obs.partner != obs.seat or obs.seat == obs.caller:
        return best
    if legal[best] != obs.called:
        return best
    others = [i for i in range(len(legal)) if i != best]
    if not others:
        return best
    second = max(others, key=lambda i: (scores[i], tie_break[i]))
    return second if scores[best] - scores[second] < REVEAL_MARGIN else best
