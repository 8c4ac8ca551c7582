"""The computer players' thinking time (issue 28): quick when forced, slower when the
choice is close, bounded, scaled by the speed and pace settings, nothing at "instant",
and never a change to the card played."""

from __future__ import annotations

import random
from typing import Any

import pytest

from briscola_qt.app.base import speeds
from briscola_qt.app.base.speeds import Tempo
from briscola_qt.app.game import think_time
from briscola_qt.app.game.controller import GameController
from briscola_qt.app.game.snapshot import Phase
from briscola_qt.engine.cards import Card
from briscola_qt.engine.observation import observe
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState

from ..conftest import choices


def observations(count: int) -> list[Any]:
    """Observations of the seat to play at random points of random deals."""
    rng = random.Random(5)
    found = []
    for players in (2, 4):
        for _ in range(count):
            state = GameState.deal(Rules(players=players), rng.randrange(10**6))
            for _ in range(rng.randrange(4 * players)):
                if state.is_terminal():
                    break
                if state.swap_pending:
                    state.push(state.legal_actions()[0])
                    continue
                state.push(rng.choice(state.legal_cards()))
            if not state.is_terminal() and not state.swap_pending:
                found.append(observe(state, state.current_player()))
    return found


def test_a_forced_card_is_quick_and_a_close_choice_slower() -> None:
    tempo = Tempo("normal", "normal")
    usual = tempo.think_ms()
    state = GameState.deal(Rules(players=2), 4)
    while len(state.hand(state.current_player())) > 1 or state.swap_pending:
        state.push(state.legal_actions()[0] if state.swap_pending else state.legal_cards()[0])
    forced = observe(state, state.current_player())
    assert think_time.difficulty(forced) == 0.0
    quick = think_time.think_ms(tempo, forced, "k")
    assert quick <= usual * think_time.FORCED * (1 + think_time.JITTER) + 1
    # Three cards, an Ace on the table: much at stake.
    hard = [o for o in observations(40) if len(o.legal_cards()) == 3 and o.trick]
    hard = [o for o in hard if any(c.points >= 10 for _, c in o.trick)]
    assert hard, "no such position among the samples"
    for obs in hard:
        assert think_time.think_ms(tempo, obs, "k") > 2 * quick


@pytest.mark.parametrize("speed", list(speeds.SPEEDS))
@pytest.mark.parametrize("pace", list(speeds.PACES))
def test_thinking_is_bounded_and_follows_the_settings(speed: str, pace: str) -> None:
    tempo = Tempo(speed, pace)
    usual = round(speeds.THINK_MS * speeds.SPEEDS[speed] * speeds.PACES[pace])
    for index, obs in enumerate(observations(15)):
        ms = think_time.think_ms(tempo, obs, f"move {index}")
        assert ms == think_time.think_ms(tempo, obs, f"move {index}"), "the same move, alike"
        if speed == "instant":
            assert ms == 0, "the fastest setting never waits (as before)"
            continue
        low = usual * think_time.FORCED * (1 - think_time.JITTER)
        assert low - 1 <= ms <= think_time.longest_ms(tempo)
    assert think_time.longest_ms(tempo) == round(usual * think_time.LONGEST)


def play_through(qtbot: Any, speed: str) -> list[int]:
    """One deal played by the controller alone (the human's first legal card each
    turn): every card played, in order."""
    controller = GameController(tempo=Tempo(speed, "brisk"))
    controller.new_match(choices(), seed=21)
    while controller.phase not in (Phase.DEAL_OVER, Phase.MATCH_OVER):
        qtbot.waitUntil(
            lambda: (
                controller.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER)
                or controller.phase == Phase.TRICK_DONE
                or bool(controller.snapshot() and controller.snapshot().legal)
            ),
            timeout=20000,
        )
        if controller.phase == Phase.TRICK_DONE:
            controller.continue_trick()
        elif controller.phase == Phase.PLAYING:
            controller.play_card(controller.snapshot().legal[0])
        qtbot.wait(1)
    assert controller.state is not None
    played = [int(action) for action in controller.state.actions if isinstance(action, Card)]
    controller.stop()
    return played


@pytest.mark.slow
def test_the_thinking_time_never_changes_the_card_played(qtbot: Any) -> None:
    assert play_through(qtbot, "fast") == play_through(qtbot, "instant")
