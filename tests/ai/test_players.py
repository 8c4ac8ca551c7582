"""Players see only their observation, are reproducible, and the hint explains a move."""

from __future__ import annotations

import random
import threading
import time

import pytest

from briscola_qt.ai.config import ExpertConfig
from briscola_qt.ai.expert import ExpertPlayer
from briscola_qt.ai.hint import Reason, explain, hint
from briscola_qt.ai.registry import PLAYER_NAMES, make_player
from briscola_qt.ai.search import SearchCancelledError
from briscola_qt.engine.observation import observe, sample_state
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState

LEVELS = ("beginner", "medium", "expert")


def midgame(rules: Rules, seed: int, plays: int) -> GameState:
    rng = random.Random(seed)
    state = GameState.deal(rules, seed)
    for _ in range(plays):
        state.push(rng.choice(state.legal_actions()))
    return state


def test_levels_are_registered() -> None:
    for level in LEVELS:
        assert level in PLAYER_NAMES


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(
    "rules", [Rules(2, "classic"), Rules(4, "classic", signals=True), Rules(3, "briscolone")]
)
def test_hidden_cards_do_not_change_the_move(level: str, rules: Rules) -> None:
    for seed in range(8):
        state = midgame(rules, seed, plays=5 + seed)
        seat = state.current_player()
        obs = observe(state, seat)
        # Another deal the seat cannot tell apart: hidden hands and stock dealt again.
        other = sample_state(obs, random.Random(seed + 99))
        assert other.key() != state.key() or other.stock_count <= 1
        other_obs = observe(other, seat)
        first = make_player(level, 7).choose_card(obs, 0.01)
        second = make_player(level, 7).choose_card(other_obs, 0.01)
        assert first == second


@pytest.mark.parametrize("level", LEVELS)
def test_seeded_player_is_reproducible(level: str) -> None:
    state = midgame(Rules(2, "classic"), 3, plays=6)
    obs = observe(state, state.current_player())
    moves = {make_player(level, 5).choose_card(obs, 0.01) for _ in range(3)}
    assert len(moves) == 1


@pytest.mark.parametrize("level", LEVELS)
def test_hint_gives_a_legal_card_and_a_reason(level: str) -> None:
    for seed in range(6):
        state = midgame(Rules(2, "classic"), seed, plays=seed * 3)
        obs = observe(state, state.current_player())
        found = hint(obs, level)
        assert found.card in obs.legal_cards()
        assert found.reason in Reason
        assert found == hint(obs, level)  # pure


def test_hint_names_a_trump_capture() -> None:
    rules = Rules(2, "classic")
    for seed in range(200):
        state = midgame(rules, seed, plays=1)
        obs = observe(state, 1)
        found = hint(obs, "medium")
        if found.reason in (Reason.CAPTURE, Reason.CAPTURE_LOW_TRUMP):
            led = obs.trick[0][1]
            assert found.target == led and found.card // 10 == obs.trump != led // 10
            assert found.points == led.points + found.card.points > 0
            return
    pytest.fail("no trump capture among 200 deals")


def test_every_reason_is_reached() -> None:
    """Each reason code comes out of some real position (two and four players, the
    double variant; hidden hands and face up; one in three at the last trick)."""
    seen = set()
    for rules in (Rules(2, "classic"), Rules(4, "classic"), Rules(2, "double")):
        for seed in range(150):
            plays = seed % 30 if seed % 3 else rules.deck_size - 1 - seed % rules.plays_per_trick
            state = midgame(rules, seed, plays=plays)
            for face_up in (False, True):
                obs = observe(state, state.current_player(), face_up=face_up)
                for card in obs.legal_cards():
                    seen.add(explain(obs, card).reason)
    assert seen == set(Reason)


def test_expert_solves_a_position_with_nothing_hidden() -> None:
    # Stock empty: the Expert's choice is exact and must not depend on its seed.
    rules = Rules(2, "classic")
    state = midgame(rules, 11, plays=34)
    obs = observe(state, state.current_player())
    moves = {make_player("expert", s).choose_card(obs, 0.05) for s in range(4)}
    assert len(moves) == 1


def test_the_clock_is_a_safety_net() -> None:
    """However much work a move is allowed, it stops at the clock's limit."""
    state = midgame(Rules(2, "classic"), 4, plays=4)
    obs = observe(state, state.current_player())
    # 15 s of work, and the clock's floor: 0.1 s.
    player = ExpertPlayer(3, ExpertConfig(think=50.0, clock_factor=0.0))
    started = time.perf_counter()
    decision = player.decide(obs)
    assert time.perf_counter() - started < 5.0
    assert 0 < decision.work < 15 * 700_000 / 20


def test_a_cancelled_search_stops_at_once() -> None:
    """An undo or a new game sets the flag; the search gives up instead of finishing."""
    state = midgame(Rules(2, "classic"), 4, plays=4)
    obs = observe(state, state.current_player())
    player = ExpertPlayer(3, ExpertConfig(think=50.0, clock_factor=1000.0))  # 15 s
    cancel = threading.Event()
    threading.Timer(0.2, cancel.set).start()
    started = time.perf_counter()
    with pytest.raises(SearchCancelledError):
        player.choose_card(obs, cancel=cancel)
    assert time.perf_counter() - started < 2.0
    # A flag set before the search begins: nothing is searched.
    with pytest.raises(SearchCancelledError):
        player.choose_card(obs, cancel=cancel)


def test_one_players_searches_share_nothing_but_the_random_stream() -> None:
    """A move's search state lives in its own ``Search``: what one call searched does
    not leak into the next, whose answer is that of a fresh player holding the same
    random stream (the seeded stream is what makes a seeded player's match repeat)."""
    rules = Rules(2, "classic")
    one, two = midgame(rules, 5, plays=6), midgame(rules, 6, plays=9)
    config = ExpertConfig(think=0.1, clock_factor=1000.0)
    shared = ExpertPlayer(8, config)
    first = shared.decide(observe(one, one.current_player()))
    stream = shared.rng.getstate()
    second = shared.decide(observe(two, two.current_player()))
    fresh = ExpertPlayer(0, config)
    fresh.rng.setstate(stream)
    assert fresh.decide(observe(two, two.current_player())) == second
    assert ExpertPlayer(8, config).decide(observe(one, one.current_player())) == first


def test_medium_answers_a_worthless_lead_without_its_ace_of_trump() -> None:
    """Match seed 814673593, deal 1, briscola the Four of swords: the lead was the Four of
    cups and Medium, holding the Five of coins, the Five of batons and the Ace of swords,
    took the trick with the Ace of trump."""
    from briscola_qt.engine.match import Match, MatchRules

    state = Match(Rules(), MatchRules(length="best_of_3"), seed=814673593).deal()
    assert [str(c) for c in state.hand(1)] == ["5D", "5B", "AS"]
    state.push(state.hand(0)[0])
    assert str(make_player("medium", 1).choose_card(observe(state, 1))) != "AS"


@pytest.mark.parametrize("players", [2, 4])
def test_medium_keeps_its_top_trumps_off_worthless_tricks(players: int) -> None:
    """Whenever the trick so far holds no points and Medium may play a card that is not
    a trump, it does not spend the Ace or the Three of trump on it."""
    rng = random.Random(players)
    checked = 0
    for seed in range(3000):
        state = GameState.deal(Rules(players), seed)
        for _ in range(rng.randrange(0, 4 * players)):
            if state.is_terminal() or state.swap_pending:
                break
            state.push(rng.choice(state.legal_cards()))
        if state.is_terminal() or not state.trick or any(c.points for _, c in state.trick):
            continue
        seat = state.current_player()
        legal = state.legal_cards()
        top = [c for c in legal if c.suit == state.trump and c.points >= 10]
        if not top or all(c.suit == state.trump for c in legal):
            continue
        checked += 1
        played = make_player("medium", seed).choose_card(observe(state, seat))
        assert played not in top, (seed, state)
    assert checked >= 30
