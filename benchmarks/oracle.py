"""BriscolaBot's own policy as an inference oracle: a bound, not a player for the game.

The yardstick's published weights (``../shared/yardsticks/briscolabot-v3.npz``; numpy
needed) say exactly which card BriscolaBot plays from any hand. Weighing the Expert's
sampled deals by that policy is the best any model of its play could do, so what it
gives (in placed cards, ``hand_inference.py --oracle``; in games, the ``oracle-`` prefix
of ``harness.py`` and ``paired.py``) bounds what the inference can still gain against it.

- ``PolicyOracle.choice``: BriscolaBot's card (argmax) for a judged play and a hand.
- ``oracle_weight``: the chance of the opponent's plays, by that policy, if it holds a
  given hand now: each judged play counts the share of the hands the seat may have held
  from which the policy plays that card, with a floor; plays made from more than
  ``max_pool`` possible cards are not judged.
- ``OracleExpert``: the default Expert whose searches weigh their deals by
  ``oracle_weight`` (floor 0.05, plays from up to 6 cards, as ``hand_inference.py``'s
  row); the wildness is judged as before.
"""

from __future__ import annotations

import threading
from itertools import combinations
from pathlib import Path
from typing import Any

from briscola_qt.ai import search
from briscola_qt.ai.expert import Decision, ExpertPlayer
from briscola_qt.ai.fast import Sim
from briscola_qt.ai.inference import DealWeigher, _Play
from briscola_qt.engine.cards import Card
from briscola_qt.engine.observation import Observation

WEIGHTS = Path("/work/shared/yardsticks/briscolabot-v3.npz")
FLOOR = 0.05
POOL = 6


class PolicyOracle:
    """BriscolaBot v3's choice (the yardstick's forward pass, argmax) for a judged play.

    The first layer is linear in the one-hot input, so the part of it that the play fixes
    (cards gone, briscola, card led, scores) is summed once per play and each hand adds
    its cards' columns; only the hand's own logits are computed."""

    def __init__(self, path: Path = WEIGHTS) -> None:
        import numpy as np  # only these measurements need it

        self.np = np
        w = np.load(path)
        self.w0 = w["actor.0.weight"].astype(np.float64)
        self.b0 = w["actor.0.bias"].astype(np.float64)
        self.w2 = w["actor.2.weight"].astype(np.float64)
        self.b2 = w["actor.2.bias"].astype(np.float64)
        self.w4 = w["actor.4.weight"].astype(np.float64)
        self.b4 = w["actor.4.bias"].astype(np.float64)
        ranks = {r: i for i, r in enumerate("A234567JQK")}
        suits = {s: i for i, s in enumerate("BCDS")}
        self.enc = [suits[str(Card(c))[1]] * 10 + ranks[str(Card(c))[0]] for c in range(40)]
        self._bases: dict[tuple[Any, ...], Any] = {}

    def base(self, before: list[int], briscola: int, led: int, mine: int, theirs: int) -> Any:
        """The first layer's pre-activation for everything but the hand."""
        enc, w0 = self.enc, self.w0
        pre = self.b0 + w0[:, 160] * (mine / 120) + w0[:, 161] * (theirs / 120)
        pre = pre + w0[:, 40 + enc[briscola]]
        if led >= 0:
            pre = pre + w0[:, 80 + enc[led]]
        if before:
            pre = pre + w0[:, [enc[c] for c in before]].sum(axis=1)
        return pre

    def choice_from(self, base: Any, hand: list[int]) -> int:
        """The policy's card from ``hand`` given a play's ``base``."""
        np, enc = self.np, self.enc
        rows = [enc[c] for c in hand]
        h = base + self.w0[:, [120 + r for r in rows]].sum(axis=1)
        h = h * np.tanh(np.logaddexp(0, h))  # mish
        h = self.w2 @ h + self.b2
        h = h * np.tanh(np.logaddexp(0, h))
        logits = self.w4[rows] @ h + self.b4[rows]
        return hand[int(np.argmax(logits))]

    def choice(
        self, before: list[int], briscola: int, led: int, hand: list[int], mine: int, theirs: int
    ) -> int:
        return self.choice_from(self.base(before, briscola, led, mine, theirs), hand)


def oracle_weight(
    oracle: PolicyOracle,
    obs: Observation,
    plays: list[_Play],
    hand_now: list[int],
    cache: dict[tuple[int, tuple[int, ...]], bool],
    floor: float = FLOOR,
    max_pool: int = POOL,
    bases: dict[int, Any] | None = None,
) -> float:
    """The chance of the opponent's plays by BriscolaBot's policy if it holds ``hand_now``."""
    assert obs.briscola is not None  # two-player classic: the turned card stays known
    briscola = int(obs.briscola)
    if bases is None:
        bases = {}
    weight = 1.0
    for i, play in enumerate(plays):
        pool = sorted(play.later + hand_now)
        if len(pool) > max_pool or play.held > len(pool):
            continue
        hands = list(combinations(pool, play.held))
        agree = 0
        for others in hands:
            key = (i, others)
            if key not in cache:
                base = bases.get(i)
                if base is None:
                    where = play.where
                    led = play.trick_cards[0] if play.trick_cards else -1
                    on_table = {*play.trick_cards}
                    before = [c for c in range(40) if play.gone >> c & 1 and c not in on_table]
                    base = oracle.base(before, briscola, led, where.mine, where.theirs)
                    bases[i] = base
                cache[key] = oracle.choice_from(base, [play.card, *others]) == play.card
            agree += cache[key]
        weight *= floor + (1.0 - floor) * agree / len(hands)
    return weight


_ORACLE: PolicyOracle | None = None


def shared_oracle() -> PolicyOracle:
    global _ORACLE
    if _ORACLE is None:
        _ORACLE = PolicyOracle()
    return _ORACLE


class OracleWeigher(DealWeigher):
    """``DealWeigher`` whose deal weights are BriscolaBot's policy's (``oracle_weight``);
    the styles' likelihoods, and so the judged wildness, are the ordinary ones."""

    def __init__(self, obs: Observation, *args: Any, **kwargs: Any) -> None:
        super().__init__(obs, *args, **kwargs)
        self.obs = obs
        self.oracle = shared_oracle()
        self.opp = 1 - obs.seat
        self.oracle_plays = DealWeigher(obs, max_hands=10**9).plays
        self.oracle_cache: dict[tuple[int, tuple[int, ...]], bool] = {}
        self.oracle_bases: dict[int, Any] = {}
        self._last: Sim | None = None

    def _oracle(self, sim: Sim) -> float:
        return oracle_weight(
            self.oracle,
            self.obs,
            self.oracle_plays,
            list(sim.hands[self.opp]),
            self.oracle_cache,
            bases=self.oracle_bases,
        )

    def weight(self, sim: Sim) -> float:
        return self._oracle(sim)

    def likelihoods(self, sim: Sim) -> list[float]:
        self._last = sim
        return super().likelihoods(sim)

    def combine(self, likelihoods: list[float]) -> float:
        # The search combines the likelihoods of the deal it has just judged.
        assert self._last is not None
        return self._oracle(self._last)


_SWAP = threading.Lock()


class OracleExpert(ExpertPlayer):
    """The default Expert, its searches weighing deals by BriscolaBot's policy (two-player
    classic against BriscolaBot only: a measurement of the inference's ceiling)."""

    def decide(
        self,
        obs: Observation,
        time_budget: float | None = None,
        cancel: threading.Event | None = None,
    ) -> Decision:
        with _SWAP:
            search.DealWeigher = OracleWeigher  # type: ignore[misc]
            try:
                return super().decide(obs, time_budget, cancel)
            finally:
                search.DealWeigher = DealWeigher  # type: ignore[misc]
