"""Observations show a seat exactly what it may know; sampled states agree with them."""

from __future__ import annotations

import random

import pytest

from briscola_qt.engine import GameState, Rules
from briscola_qt.engine.observation import observe, sample_state

from .helpers import deal_with


def test_classic_observation_hides_the_other_hand_and_the_stock() -> None:
    state = GameState.deal(Rules(), seed=1)
    obs = observe(state, 0)
    assert obs.hand == tuple(state.hand(0))
    assert obs.visible == {} and obs.signals == {} and obs.stock_top is None
    assert obs.briscola == state.briscola and obs.stock_count == 34
    assert obs.hand_sizes == (3, 3)


def test_face_up_practice_view_shows_other_hands() -> None:
    state = GameState.deal(Rules(players=4), seed=2)
    obs = observe(state, 1, face_up=True)
    assert set(obs.visible) == {0, 2, 3}
    assert obs.visible[2] == tuple(state.hand(2))


def test_scoperta_shows_both_hands_and_the_top_stock_card() -> None:
    state = GameState.deal(Rules(variant="scoperta"), seed=3)
    obs = observe(state, 1)
    assert obs.visible == {0: tuple(state.hand(0))}
    assert obs.stock_top == state.stock[0]


def test_signals_show_partner_trump_honours_and_side_aces_and_threes() -> None:
    rules = Rules(players=4, signals=True)
    # Trump coins. Seat 2 (seat 0's partner) holds AD, 3C, 5S; seat 3 holds no trump.
    state = deal_with(
        [["4B", "5B", "6B"], ["7B", "JB", "QB"], ["AD", "3C", "5S"], ["KC", "7C", "2S"]],
        "2D",
        rules,
    )
    sig = observe(state, 0).signals
    assert set(sig) == {2}
    assert [r.code for r in sig[2].trumps] == ["A"]
    assert sig[2].aces_threes == 1 and sig[2].no_trump is False
    opponents = observe(state, 1).signals
    assert set(opponents) == {3}
    assert opponents[3].trumps == () and opponents[3].no_trump is True
    assert observe(state, 0, face_up=False).visible == {}


def test_no_signals_without_the_option() -> None:
    state = GameState.deal(Rules(players=4), seed=4)
    assert observe(state, 0).signals == {}


CONFIGS = [
    Rules(),
    Rules(players=3),
    Rules(players=4, signals=True),
    Rules(players=6, signals=True),
    Rules(variant="briscolone"),
    Rules(players=4, variant="briscolone"),
    Rules(variant="double"),
    Rules(variant="scoperta", two_swap=True),
    Rules(two_swap=True),
    Rules(5, "chiamata"),
]


@pytest.mark.parametrize("rules", CONFIGS, ids=str)
def test_sampled_states_are_consistent_with_the_observation(rules: Rules) -> None:
    rng = random.Random(f"sample:{rules}")
    for _ in range(40):
        state = GameState.deal(rules, rng)
        while not state.is_terminal():
            if not state.swap_pending:
                seat = state.current_player()
                obs = observe(state, seat)
                sampled = sample_state(obs, rng)
                assert observe(sampled, seat) == obs
                cards = [c for s in range(rules.players) for c in sampled.hand(s)]
                cards += sampled.stock + sampled.plays
                assert len(cards) == len(set(cards)) == rules.deck_size
            state.push(rng.choice(state.legal_actions()))


def test_sampling_varies_the_hidden_cards() -> None:
    state = GameState.deal(Rules(), seed=9)
    obs = observe(state, 0)
    rng = random.Random(1)
    seen = {tuple(sample_state(obs, rng).hand(1)) for _ in range(50)}
    assert len(seen) > 40


def test_briscolone_sampling_respects_shown_voids() -> None:
    rules = Rules(variant="briscolone")
    rng = random.Random(11)
    checked = 0
    for _ in range(300):
        state = GameState.deal(rules, rng)
        while not state.is_terminal():
            trick = state.trick
            if len(trick) == 0 and state.history:
                last = state.history[-1]
                lead_suit = last.plays[0][1] // 10
                follower, card = last.plays[1]
                if card // 10 != lead_suit and len(state.history) > rules.draw_rounds:
                    # A void shown once nothing is drawn any more lasts to the end.
                    obs = observe(state, 1 - follower)
                    for _ in range(5):
                        hand = sample_state(obs, rng).hand(follower)
                        assert all(c // 10 != lead_suit for c in hand)
                    checked += 1
            state.push(rng.choice(state.legal_actions()))
    assert checked > 20
