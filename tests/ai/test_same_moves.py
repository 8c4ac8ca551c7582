"""The Expert plays as recorded, move for move.

``data/expert_positions.json`` holds 35 positions (two-player classic, scoperta and
double, three players, four with signals, four in briscolone), each a deal seed and the
cards played so far, with the card the default Expert (seed 11) chose there and the work
it spent, recorded at commit 59f366a, before the experiment switches were removed.
``data/expert_match.json`` holds five deals an Expert (seed 3, think 0.1) played against
Random (seed 4) at that commit, its match memory in use, and the style evidence it had
gathered after four of them. Both were rerecorded on purpose when the learned opponent
style became the default (issue 32, ``docs/strength.md``): four two-player positions
changed their work and none its card, the other 31 are as at 59f366a; the match's deals
differ from the first and its evidence has four styles.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from briscola_qt.ai import expert as expert_module
from briscola_qt.ai.expert import ExpertPlayer
from briscola_qt.ai.registry import make_player
from briscola_qt.engine.cards import Card
from briscola_qt.engine.observation import observe
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState

DATA = Path(__file__).parent / "data"
POSITIONS: list[dict[str, Any]] = json.loads((DATA / "expert_positions.json").read_text())


def test_the_check_covers_enough_positions() -> None:
    assert len(POSITIONS) >= 30
    assert {entry["rules"]["players"] for entry in POSITIONS} == {2, 3, 4}
    assert sum(entry["work"] > 0 for entry in POSITIONS) >= 25  # searched, not solved


@pytest.mark.parametrize("entry", POSITIONS, ids=lambda e: f"{e['rules']['players']}p-{e['seed']}")
def test_expert_plays_the_recorded_card_with_the_recorded_work(entry: dict[str, Any]) -> None:
    rules = Rules.from_dict(entry["rules"])
    state = GameState.deal(rules, entry["seed"])
    for code in entry["plays"]:
        state.push(Card.parse(code))
    decision = ExpertPlayer(11).decide(observe(state, state.current_player()))
    assert (str(decision.card), decision.work) == (entry["card"], entry["work"])


@pytest.mark.slow
def test_a_told_match_memory_plays_the_recorded_deals() -> None:
    recorded = json.loads((DATA / "expert_match.json").read_text())
    rules = Rules(2)
    # The conftest's wide clock, so a loaded machine cannot cut a move short.
    expert = ExpertPlayer(3, dataclasses.replace(expert_module.DEFAULT_CONFIG, think=0.1))
    other = make_player("random", 4)
    for deal, plays in enumerate(recorded["deals"]):
        state = GameState.deal(rules, 700 + deal)
        seats = [expert, other] if deal % 2 == 0 else [other, expert]
        for seat, player in enumerate(seats):
            player.start_deal(rules, seat)
        while not state.is_terminal():
            seat = state.current_player()
            state.push(seats[seat].choose_card(observe(state, seat)))
        for seat, player in enumerate(seats):
            player.end_deal(observe(state, seat))
        assert [str(card) for card in state.plays] == plays, f"deal {deal}"
        if deal == 3:
            assert expert._style_log == recorded["style_log"]
