"""The opponent model's training data (``tools/train_opponent.py``): every choice of the
seat that is not the Expert, with the features the game scores it by."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from briscola_qt.ai.learned import FEATURES, features, situation_of
from briscola_qt.ai.registry import make_player
from briscola_qt.engine.observation import observe
from briscola_qt.engine.record import record_of
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState
from tools.train_opponent import decisions, main


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


@pytest.mark.parametrize("name", ["expert", "expert:think=0.3"])
def test_every_choice_of_the_other_seat_is_taken_with_its_features(
    tmp_path: Path, name: str
) -> None:
    """The seat that is not the Expert's, however the Expert's options name it."""
    for expert_seat in (0, 1):
        path, finished = _record(tmp_path, 40 + expert_seat, expert_seat, name)
        found = decisions(path, 0.6)
        other = 1 - expert_seat
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


def test_every_kth_deal_of_a_match_is_held_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("numpy")
    counts = []
    for deal in range(6):
        path, _ = _record(tmp_path, 60 + deal, deal % 2)
        data = json.loads(path.read_text(encoding="utf-8"))
        data["meta"]["deal"] = deal
        path.write_text(json.dumps(data), encoding="utf-8")
        counts.append(len(decisions(path, 0.6)))
    bad, _ = _record(tmp_path, 70, 0)
    data = json.loads(bad.read_text(encoding="utf-8"))
    data["meta"]["deal"] = "seven"
    bad.write_text(json.dumps(data), encoding="utf-8")
    out = tmp_path / "model.json"
    args = [str(tmp_path), "--hold-out", "", "--hold-out-every", "3", "--steps", "5"]
    assert main([*args, "--out", str(out)]) == 0
    held = counts[2] + counts[5]
    fitted = sum(counts) - held
    printed = capsys.readouterr()
    assert f"{fitted} decisions fitted, {held} held out" in printed.out
    assert f"skipped {bad}" in printed.err
    assert len(json.loads(out.read_text(encoding="utf-8"))["weights"]) == len(FEATURES)
