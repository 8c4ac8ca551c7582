"""The review's reasons ("Better: ...") are true of the cards its table shows: every
hand is face up there, so a reason never claims a trump, a threat or a safe cash the
shown hands contradict."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pytest

from briscola_qt.app.review.steps import deal_steps, reason
from briscola_qt.app.text.hints import HintText
from briscola_qt.engine.cards import Card
from briscola_qt.engine.observation import observe
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState

from ...ai.test_hint_facts import check


def played(rules: Rules, seed: int) -> GameState:
    rng = random.Random(seed)
    state = GameState.deal(rules, seed)
    while not state.is_terminal():
        state.push(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize(
    "rules", [Rules(2, "classic"), Rules(4, "classic"), Rules(5, "chiamata")], ids=str
)
def test_every_reason_of_a_face_up_deal_holds_for_the_hands_it_shows(
    qapp: Any, rules: Rules
) -> None:
    words = HintText()
    said = 0
    for seed in range(8):
        final = played(rules, seed)
        if final.thrown_in:
            continue
        assert final.deck is not None
        steps = iter(deal_steps(final, face_up=True)[1:])
        state = GameState(rules, final.deck)
        for action in final.actions:
            if isinstance(action, Card):
                step = next(steps)
                seat = state.current_player()
                shown = observe(state, seat, face_up=True)
                for card in state.legal_cards():
                    found = reason(step, SimpleNamespace(best=card))  # type: ignore[arg-type]
                    assert found is not None
                    check(state, shown, found)
                    assert words.text(found, french=False)
                    said += 1
            state.push(action)
    assert said > 100


@pytest.mark.parametrize(
    "rules", [Rules(2, "classic"), Rules(4, "classic"), Rules(5, "chiamata")], ids=str
)
def test_a_face_down_deals_reason_uses_only_what_the_seat_could_see(
    qapp: Any, rules: Rules
) -> None:
    """ "The opponent holds no higher trump" at trick 5 of a face-down deal was true only
    of the review's open hands: a reason is built from what the seat that played could see
    during the deal, and holds in every deal of the hidden cards it could not tell apart
    (``check`` with the seat's own observation)."""
    said = 0
    for seed in range(8):
        final = played(rules, seed)
        if final.thrown_in:
            continue
        assert final.deck is not None
        steps = iter(deal_steps(final)[1:])
        state = GameState(rules, final.deck)
        for action in final.actions:
            if isinstance(action, Card):
                step = next(steps)
                seat = state.current_player()
                seen = observe(state, seat)
                assert step.view == seen
                for card in state.legal_cards():
                    found = reason(step, SimpleNamespace(best=card))  # type: ignore[arg-type]
                    assert found is not None
                    check(state, seen, found)
                    said += 1
            state.push(action)
    assert said > 100
