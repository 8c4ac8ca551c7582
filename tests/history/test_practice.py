"""Practice's core: the positions chosen from a history played by computer players (the
player's own costliest cards, set as they stood) and the schedule that brings them back
(solved later, missed sooner), kept in its own file beside the statistics."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from briscola_qt.analysis.model import is_one_sided
from briscola_qt.engine.observation import observe
from briscola_qt.history.practice import (
    Position,
    find_positions,
    state_before,
    turns_of,
    worth_practising,
)
from briscola_qt.history.schedule import BOX_WAITS_S, DAY_S, RETRY_S, Schedule

from .played import CHEAP, played_history

NOW = 1_800_000_000.0


@pytest.fixture(scope="module", params=[(2, 0), (4, 1)], ids=["two", "four"])
def history(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple:
    players, seat = request.param
    data = tmp_path_factory.mktemp(f"practice{players}")
    store, kept = played_history(data, players, deals=3, seat=seat)
    yield store, kept, seat, data
    store.close()


def test_positions_are_the_players_costliest_cards(history: tuple) -> None:
    store, kept, seat, _data = history
    positions = find_positions(store, kept, CHEAP.name)
    assert len(positions) >= 3  # (Beginners give the coach plenty to find)
    ranks = [p.rank() for p in positions]
    assert ranks == sorted(ranks, reverse=True)  # worst first
    for position in positions:
        assert position.seat == seat
        record = store.record(position.deal_id)
        analysis = kept.get(record, CHEAP.name)
        assert analysis is not None
        (decision,) = [d for d in analysis.decisions if d.play == position.play]
        assert worth_practising(decision)
        assert position.played == record.plays[position.play]
        # The review's own label and cost: 5 or more percentage points of win chance, or
        # in a one-sided deal 5 or more card points.
        assert decision.label is not None
        # (the kept options and loss are rounded apart: 4 decimals of win chance)
        assert position.cost() == pytest.approx(decision.cost, abs=1e-3)
        assert decision.cost >= 0.05
        lost = position.lost
        one_sided = is_one_sided(position.win_of(position.best))
        assert max(lost.win * 100, lost.points if one_sided else 0) >= 5 - 0.02
    # Every decision of the player's that lost as much is among them, no other seat's.
    judged = 0
    for facts in store.deals():
        analysis = kept.get(store.record(facts.id), CHEAP.name)
        assert analysis is not None
        judged += sum(d.seat == seat and worth_practising(d) for d in analysis.decisions)
    assert judged == len(positions)


def test_a_one_sided_deals_points_rank_as_the_review_counts_them(history: tuple) -> None:
    store, kept, _seat, _data = history
    positions = find_positions(store, kept, CHEAP.name)
    costs = [p.cost() for p in positions]
    assert costs == sorted(costs, reverse=True)
    for p in positions:
        one_sided = is_one_sided(p.win_of(p.best))
        scale = p.lost.points / 100 if one_sided else p.lost.win
        assert p.cost() == pytest.approx(min(1.0, max(p.lost.win, scale)))


def test_a_position_is_the_table_as_the_player_saw_it(history: tuple) -> None:
    store, kept, seat, _data = history
    for position in find_positions(store, kept, CHEAP.name):
        state = position.state()
        assert state.current_player() == seat
        assert len(state.plays) == position.play
        view = observe(state, seat)
        legal = view.legal_cards()
        assert position.played in legal and position.best in legal
        assert {o.card for o in position.options} == set(legal)
        assert position.trick == len(state.history) + 1


def test_a_players_turns_are_every_card_of_their_seat(history: tuple) -> None:
    store, kept, seat, _data = history
    positions = find_positions(store, kept, CHEAP.name)
    for facts in store.deals():
        record = store.record(facts.id)
        turns = turns_of(record, seat)
        assert len(turns) == len(record.plays) // record.rules.players
        assert all(state_before(record, play).current_player() == seat for play in turns)
        assert {p.play for p in positions if p.deal_id == facts.id} <= set(turns)


def test_the_best_card_solves_and_a_worse_one_costs(history: tuple) -> None:
    store, kept, _seat, _data = history
    position = find_positions(store, kept, CHEAP.name)[0]
    assert position.solves(position.best)
    assert not position.solves(position.played)
    assert position.loss(position.best).win == 0 == position.loss(position.best).points
    assert position.loss(position.played) == position.lost


def positions_of(history: tuple) -> list[Position]:
    store, kept, _seat, _data = history
    return find_positions(store, kept, CHEAP.name)


def test_new_positions_are_due_at_once_costliest_first(history: tuple, tmp_path: Path) -> None:
    positions = positions_of(history)
    schedule = Schedule(tmp_path / "practice.json").load()
    assert schedule.due(positions, NOW) == positions


def test_solved_comes_back_later_and_missed_sooner(history: tuple, tmp_path: Path) -> None:
    first, second = positions_of(history)[:2]
    schedule = Schedule(tmp_path / "practice.json").load()
    solved = schedule.answer(first.key, True, NOW)
    missed = schedule.answer(second.key, False, NOW)
    assert solved.due == NOW + DAY_S and solved.box == 1
    assert missed.due == NOW + RETRY_S and missed.box == 0
    due = schedule.due(positions_of(history), NOW)
    assert first not in due and second not in due
    # The missed one is back within the sitting, the solved one only the next day.
    soon = schedule.due(positions_of(history), NOW + RETRY_S)
    assert second in soon and first not in soon
    assert first in schedule.due(positions_of(history), NOW + DAY_S)
    # Solved again, it waits longer; missed after that, it starts again.
    again = schedule.answer(first.key, True, NOW + DAY_S)
    assert again.box == 2 and again.due == NOW + DAY_S + BOX_WAITS_S[1]
    lapse = schedule.answer(first.key, False, NOW + 5 * DAY_S)
    assert lapse.box == 0 and lapse.due == NOW + 5 * DAY_S + RETRY_S
    assert (lapse.solved, lapse.missed) == (2, 1)


def test_the_schedule_is_kept_beside_and_survives_a_rebuild(history: tuple) -> None:
    store, kept, _seat, data = history
    path = data / "practice.json"
    path.unlink(missing_ok=True)
    first = positions_of(history)[0]
    schedule = Schedule(path).load()
    schedule.answer(first.key, True, NOW)
    schedule.save()
    store.rebuild()  # (the statistics made again from the records)
    again = Schedule(path).load()
    assert again.problem is None
    assert again.repetition(first.key) == schedule.repetition(first.key)
    assert positions_of(history) == find_positions(store, kept, CHEAP.name)
    assert json.loads(path.read_text())["format"] == "briscola-practice/1"
    path.unlink()


def test_a_deleted_deal_is_forgotten_on_the_next_write(tmp_path: Path) -> None:
    schedule = Schedule(tmp_path / "practice.json")
    schedule.answer("20261202-035012-123456-a1b2:4", True, NOW)
    schedule.answer("20261202-035012-123456-ffff:7", False, NOW)
    schedule.save(keep={"20261202-035012-123456-a1b2:4"})
    assert list(Schedule(schedule.path).load().repetitions) == ["20261202-035012-123456-a1b2:4"]


@pytest.mark.parametrize(
    "text",
    [
        b"not json",
        b'{"format": "other"}',
        b'{"format": "briscola-practice/1", "positions": {"x": {}}}',
        b'{"format": "briscola-practice/1", "positions": {"20261202-035012-123456-a1b2:4":'
        b' {"box": -1, "due": 0, "solved": 0, "missed": 0}}}',
    ],
)
def test_a_bad_schedule_is_moved_aside_and_practice_starts_again(
    tmp_path: Path, text: bytes
) -> None:
    path = tmp_path / "practice.json"
    path.write_bytes(text)
    schedule = Schedule(path).load()
    assert schedule.problem and schedule.repetitions == {}
    assert schedule.moved is not None and schedule.moved.read_bytes() == text
    assert not path.exists()
