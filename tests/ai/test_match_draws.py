"""``match_draws``: in a match a drawn deal counts for nobody, so the Expert values it at
what a new deal is worth by the match so far, not at half a win."""

from __future__ import annotations

import random

from briscola_qt.ai.belief import BeliefSearch
from briscola_qt.ai.expert import ExpertPlayer, _expectimax, utility
from briscola_qt.ai.fast import sim_from_state
from briscola_qt.engine.observation import observe
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState


def test_a_draw_is_worth_the_value_given() -> None:
    assert utility([60, 60], 0, 0.25, 20) == 0.5
    assert utility([60, 60], 1, 0.25, 20, 0.9) == 0.9
    assert utility([61, 59], 0, 0.25, 20, 0.9) == 1.0 + 0.25 / 20  # a win is still more
    assert utility([59, 61], 0, 0.25, 20, 0.9) == -0.25 / 20
    search = BeliefSearch(0, 9, 0.25, 20, 0.8)
    assert search.utility(60, 60) == 0.8 and BeliefSearch(0, 9, 0.25).utility(60, 60) == 0.5


def test_the_draw_value_follows_the_match_record() -> None:
    player = ExpertPlayer(1)
    assert not player.match_draws and player.draw_value() == 0.5  # off: half a win
    player.match_draws = True
    assert player.draw_value() == 0.5  # nothing decided yet
    player._record = (9, 1)
    assert player.draw_value() == 10 / 12
    player._record = (1, 3)
    assert player.draw_value() == 2 / 6


def _random_deal(rules: Rules, seed: int, expert: ExpertPlayer, seat: int) -> GameState:
    """A deal played at random by both seats, shown to ``expert`` at ``seat`` as a host
    shows it (every move of that seat, forced ones too)."""
    state = GameState.deal(rules, seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        mover = state.current_player()
        if mover == seat:
            expert._track_deal(observe(state, seat))
        state.push(rng.choice(state.legal_actions()))
    return state


def test_the_match_record_counts_every_finished_deal() -> None:
    rules = Rules(2)
    expert = ExpertPlayer(1)
    expert.match_draws = True
    wins = losses = 0
    for deal in range(30):
        seat = deal % 2
        state = _random_deal(rules, 900 + deal, expert, seat)
        # The deals before are counted, this one only when the next starts.
        assert expert._record == (wins, losses)
        outcome = state.outcome()
        assert outcome is not None
        if outcome.winner is not None:
            wins += outcome.winner == seat
            losses += outcome.winner != seat
    expert._track_deal(observe(GameState.deal(rules, 1), 0))
    assert expert._record == (wins, losses) and 0 < wins < 30 and 0 < losses < 30
    assert expert.draw_value() == (wins + 1) / (wins + losses + 2)


def test_a_deal_taken_back_is_not_counted() -> None:
    rules = Rules(2)
    expert = ExpertPlayer(1)
    _random_deal(rules, 950, expert, 0)
    expert.take_back()  # the app's undo at the very end: the line is forgotten
    expert._track_deal(observe(GameState.deal(rules, 951), 0))
    assert expert._record == (0, 0)


def test_the_search_values_a_draw_by_the_record() -> None:
    """Every way a search values an ended deal gives a draw the move's draw value, and
    each move sets it from the record (two players only)."""
    rules = Rules(2)
    drawn = None
    for seed in range(400):
        state = GameState.deal(rules, seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            state.push(rng.choice(state.legal_actions()))
        outcome = state.outcome()
        assert outcome is not None
        if outcome.winner is None:
            drawn = state
            break
    assert drawn is not None
    sim = sim_from_state(drawn)
    assert sim.done() and sim.pts == [60, 60]
    assert _expectimax(sim, 0, 1.0, None, 0.25, 20, 0.85) == 0.85
    player = ExpertPlayer(2)
    player.match_draws = True
    player._record = (6, 0)
    state = GameState.deal(rules, 3)
    player.choose_card(observe(state, 0), 0.01)
    assert player._draw == 7 / 8
    assert player._exact_utility(sim, 1, 60, 120) == 7 / 8
    assert player._tail_utility(sim, 0, 0, [0]) == 7 / 8
    four = GameState.deal(Rules(4), 3)
    player.choose_card(observe(four, 0), 0.01)
    assert player._draw == 0.5  # more players: a draw is half a win
