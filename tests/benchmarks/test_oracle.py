"""The inference oracle (``benchmarks/oracle.py``): its shortened forward pass picks the
yardstick's own card, and its weights favour the deals that hold the cards BriscolaBot
would have played from. Needs numpy and the yardstick's weights (not in CI)."""

from __future__ import annotations

import random

import pytest

from briscola_qt.ai.inference import DealWeigher
from briscola_qt.engine.observation import observe
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState

np = pytest.importorskip("numpy")
oracle = pytest.importorskip("benchmarks.oracle")
if not oracle.WEIGHTS.exists():
    pytest.skip("the yardstick's weights are not on this machine", allow_module_level=True)


def _full_pass(w: dict, enc: list[int], before, briscola, led, hand, mine, theirs) -> int:  # type: ignore[no-untyped-def]
    """The yardstick's forward pass as ``briscolabot.py`` runs it."""
    o = np.zeros((4, 40), np.float32)
    for c in before:
        o[0, enc[c]] = 1
    o[1, enc[briscola]] = 1
    if led >= 0:
        o[2, enc[led]] = 1
    for c in hand:
        o[3, enc[c]] = 1
    x = np.concatenate([o.ravel(), [mine / 120, theirs / 120]]).astype(np.float32)
    h = x
    for layer in ("actor.0", "actor.2"):
        h = w[layer + ".weight"] @ h + w[layer + ".bias"]
        h = h * np.tanh(np.logaddexp(0, h))
    logits = w["actor.4.weight"] @ h + w["actor.4.bias"]
    return max(hand, key=lambda c: logits[enc[c]])


def test_the_short_pass_plays_the_yardsticks_card() -> None:
    policy = oracle.PolicyOracle()
    w = np.load(oracle.WEIGHTS)
    rng = random.Random(3)
    for _ in range(500):
        cards = list(range(40))
        rng.shuffle(cards)
        n = rng.randrange(0, 30)
        led = cards[n + 1] if rng.random() < 0.5 else -1
        hand = cards[n + 2 : n + 2 + rng.choice((2, 3))]
        args = (cards[:n], cards[n], led, hand, rng.randrange(60), rng.randrange(60))
        assert policy.choice(*args) == _full_pass(w, policy.enc, *args)


def test_each_judged_play_is_rebuilt_as_the_policy_saw_it() -> None:
    """Seat 1 plays by BriscolaBot's policy; at seat 0's later view, the oracle judges
    each of those plays from the hand seat 1 truly held as the policy's own choice (the
    cards gone, the card led and the scores rebuilt as the policy saw them), and so weighs
    the true hand above the floor."""
    policy = oracle.shared_oracle()
    checked = 0
    for seed in range(8):
        rng = random.Random(seed)
        state = GameState.deal(Rules(2), seed)
        held: dict[int, list[int]] = {}
        while len(state.history) < 8:
            seat = state.current_player()
            if seat == 0:
                state.push(rng.choice(state.legal_cards()))
                continue
            before = [int(c) for t in state.history for c in t.cards]
            led = int(state.trick[0][1]) if state.trick else -1
            hand = [int(c) for c in state.hand(1)]
            assert state.briscola is not None
            points = state.points
            card = policy.choice(before, int(state.briscola), led, hand, points[1], points[0])
            held[card] = hand
            state.push(card)
        obs = observe(state, 0)
        truth = [int(c) for c in state.hand(1)]
        for play in DealWeigher(obs, max_hands=10**9).plays:
            if len(play.later) + len(truth) > oracle.POOL:
                continue
            cache: dict = {}
            weight = oracle.oracle_weight(policy, obs, [play], truth, cache)
            others = tuple(sorted(set(held[play.card]) - {play.card}))
            assert cache[(0, others)] is True
            assert weight > oracle.FLOOR
            checked += 1
    assert checked >= 8
