"""``analyse`` as the app will run it: in a background thread, with progress, cancelled
when a new game starts; and its summary and JSON as documented."""

from __future__ import annotations

import json
import threading

import pytest

from briscola_qt.ai.judge import QUICK
from briscola_qt.analysis import SearchCancelledError, analyse
from briscola_qt.analysis.model import SeatSummary, accuracy_of, label_of
from briscola_qt.engine.errors import RecordError
from briscola_qt.engine.rules import Rules

from .helpers import random_record


def test_progress_counts_every_step_up_to_the_total() -> None:
    record = random_record(Rules(2), 8, plays=10)
    seen: list[tuple[int, int]] = []
    analyse(record, QUICK, progress=lambda done, total: seen.append((done, total)))
    assert {total for _, total in seen} == {11}
    assert [done for done, _ in seen] == sorted(done for done, _ in seen)
    assert seen[-1] == (11, 11)


def test_a_cancelled_analysis_stops_soon() -> None:
    record = random_record(Rules(2), 9)
    cancel = threading.Event()
    steps: list[int] = []

    def progress(done: int, total: int) -> None:
        steps.append(done)
        if done == 3:
            cancel.set()

    with pytest.raises(SearchCancelledError):
        analyse(record, QUICK, progress=progress, cancel=cancel)
    assert max(steps) <= 4


def test_a_record_that_does_not_replay_is_refused_before_any_work() -> None:
    record = random_record(Rules(2), 10)
    record.plays[3] = record.plays[2]
    with pytest.raises(RecordError, match=r"plays\[3\]"):
        analyse(record, QUICK, progress=lambda done, total: pytest.fail("work began"))


def test_the_summary_adds_up_the_seats_decisions() -> None:
    analysis = analyse(random_record(Rules(2), 13), QUICK)
    data = json.loads(analysis.to_json())
    assert data["format"] == "briscola-analysis/1" and data["strength"] == "quick"
    for seat in analysis.summary:
        mine = [d for d in analysis.decisions if d.seat == seat.seat]
        assert seat.decisions == len(mine)
        assert seat.loss.win == pytest.approx(sum(d.loss.win for d in mine))
        assert seat.labels == {
            name: sum(d.label == name for d in mine)
            for name in ("inaccuracy", "mistake", "blunder")
        }
        expected = sum(accuracy_of(d.loss.win) for d in mine) / len(mine)
        assert seat.accuracy == pytest.approx(expected)


def test_labels_and_accuracy_follow_the_documented_thresholds() -> None:
    assert [label_of(x) for x in (0.0, 0.049, 0.05, 0.099, 0.10, 0.199, 0.20, 1.0)] == [
        None,
        None,
        "inaccuracy",
        "inaccuracy",
        "mistake",
        "mistake",
        "blunder",
        "blunder",
    ]
    assert accuracy_of(0.0) == 100.0
    assert accuracy_of(0.05) == pytest.approx(80.4, abs=0.1)
    assert accuracy_of(0.20) == pytest.approx(41.9, abs=0.1)


def test_a_seat_that_lost_nothing_has_accuracy_100() -> None:
    assert SeatSummary.of(0, [], []).accuracy == 100.0
