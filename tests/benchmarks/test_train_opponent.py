"""The opponent model's training data (``tools/train_opponent.py``): every choice of the
seat that is not the Expert, with the features the game scores it by."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from briscola_qt.ai.learned import features, situation_of
from briscola_qt.ai.registry import make_player
from briscola_qt.engine.observation import observe
from briscola_qt.engine.record import record_of
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState
from tools.train_opponent import decisions


def _record(
    tmp_path: Path, seed: int, expert_seat: int, expert: str = "expert"
) -> tuple[Path, GameState]:
    """A finished deal of ``medium`` (named ``expert`` at ``expert_seat``) and ``random``."""
    state = GameState.deal(Rules(2), seed)
    players = [make_player("medium", seed), make_player("random", seed)]
    if expert_seat == 1:
        players.reverse()
    while not state.is_terminal():
        seat = state.current_player()
        state.push(players[seat].choose_card(observe(state, seat)))
    names = [expert, "cmd:bot"] if expert_seat == 0 else ["cmd:bot", expert]
    path = tmp_path / f"game-{seed:05d}.json"
    path.write_text(record_of(state, {"players": names, "seed": 7}).to_json(), encoding="utf-8")
    return path, state


@pytest.mark.parametrize(
    ("name", "own"), [("expert", False), ("expert:think=0.3", False), ("expert:think=0.3", True)]
)
def test_every_choice_of_the_seat_fitted_is_taken_with_its_features(
    tmp_path: Path, name: str, own: bool
) -> None:
    """The other seat's choices, or with ``own`` (``--expert``) the Expert's, options and all."""
    for expert_seat in (0, 1):
        path, finished = _record(tmp_path, 40 + expert_seat, expert_seat, name)
        found = decisions(path, 0.6, own)
        other = expert_seat if own else 1 - expert_seat
        replay = GameState(finished.rules, finished.deck or ())
        expected = []
        for card in finished.plays:
            if replay.current_player() == other and len(replay.hand(other)) > 1:
                obs = observe(replay, other)
                hand = [int(c) for c in obs.hand]
                where = situation_of(obs)
                expected.append(([features(c, where) for c in hand], hand.index(int(card))))
            replay.push(card)
        assert len(expected) == 19  # 20 cards, the last one forced
        assert [(rows, played) for rows, played, _ in found] == expected
        for _, played, thumb in found:
            assert abs(sum(thumb) - 1.0) < 1e-9 and 0 <= played < len(thumb)


def test_a_record_without_one_expert_gives_nothing(tmp_path: Path) -> None:
    path, _ = _record(tmp_path, 50, 0)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["meta"]["players"] = ["medium", "cmd:bot"]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert decisions(path, 0.6) == []
