"""An external bot seated as a ``Player``: asked for cards, ended on a failure and started
afresh when the next deal starts, as the host tells it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from briscola_qt.ai.external import BotError, ExternalPlayer
from briscola_qt.engine import GameState, Rules
from briscola_qt.engine.observation import Observation, observe

BOT = f"{sys.executable} {Path(__file__).parents[1] / 'cli' / 'scripted_bot.py'}"


def first_observation() -> Observation:
    state = GameState.deal(Rules(), 3)
    return observe(state, state.current_player())


def test_an_external_player_plays_the_bots_card_under_the_bots_name() -> None:
    player = ExternalPlayer(f"{BOT} good", 300)
    obs = first_observation()
    try:
        assert player.name == "scripted-good"
        assert player.wants_swap(obs)
        assert player.choose_card(obs) == obs.hand[0]
    finally:
        player.close()
    assert not player.bot.started


def test_a_bot_that_failed_is_ended_and_started_afresh_for_the_next_deal(tmp_path: Path) -> None:
    player = ExternalPlayer(f"{BOT} illegal 1 {tmp_path / 'once'}", 300)
    obs = first_observation()
    try:
        player.start_deal(obs.rules, obs.seat)
        with pytest.raises(BotError) as failure:
            player.choose_card(obs)
        assert failure.value.kind == "illegal"
        assert not player.bot.started, "even an illegal card may be a stale answer: ended"
        player.start_deal(obs.rules, obs.seat)
        assert player.bot.started
        assert player.choose_card(obs) == obs.hand[0]
    finally:
        player.close()
