"""``wild_next``: against a random opponent, each playout chooses our next card by deals
dealt again from what we would know then."""

from __future__ import annotations

import random
import time

from briscola_qt.ai.expert import ExpertPlayer
from briscola_qt.ai.fast import sim_from_state
from briscola_qt.ai.heuristics import keep_table
from briscola_qt.ai.playout import policy_card
from briscola_qt.engine.observation import observe
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState


def _position(seed: int, plays: int) -> GameState:
    state = GameState.deal(Rules(2), seed)
    rng = random.Random(seed)
    for _ in range(plays):
        state.push(rng.choice(state.legal_actions()))
    return state


def test_the_next_card_is_ours_and_by_default_the_rules_of_thumb() -> None:
    player = ExpertPlayer(1)
    player._wild = 1.0
    player._clip = 20
    for seed in range(30):
        state = _position(seed, 2 * (seed % 8))
        seat = state.current_player()
        sim = sim_from_state(state)
        keep = keep_table(sim.trump)
        game = sim.copy()
        game.play(game.hands[seat][0])
        expected = None
        # Replay the opponent's cards as _play_next will, to know our hand there.
        probe = game.copy()
        rng = random.Random(seed)
        while not probe.done() and probe.to_move() != seat:
            hand = probe.hands[1 - seat]
            if rng.random() < 1.0:
                probe.play(hand[int(rng.random() * len(hand))])
        if not probe.done():
            expected = policy_card(probe, keep)
        player.wild_next, player.wild_next_z = 6, 1e9  # never clear enough: rules of thumb
        player.work = 0
        player._play_next(game, seat, seat, keep, random.Random(seed))
        if expected is None:
            continue
        assert expected not in game.hands[seat] and game.gone >> expected & 1
        assert sum(game.gone >> c & 1 for c in probe.hands[seat]) == 1  # one card of ours
        legal = len(probe.legal(seat))
        left = len(probe.stock) + sum(len(h) for h in probe.hands)
        assert player.work == (6 * legal * left if legal > 1 else 0)


def test_it_acts_only_against_a_random_opponent() -> None:
    state = _position(4, 6)
    obs = observe(state, state.current_player())
    legal = [int(c) for c in obs.legal_cards()]

    def values(wild: float, next_deals: int) -> list[float]:
        player = ExpertPlayer(5)
        player.wild = wild
        player.adapt = False
        player.wild_next = next_deals
        return player.search(obs, legal, 0.01, time.perf_counter() + 60.0, 24)

    assert values(0.0, 6) == values(0.0, 0)  # a sensible opponent: nothing changes
    assert values(1.0, 6) != values(1.0, 0)
