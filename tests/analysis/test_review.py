"""``analyse`` as the app will run it: in a background thread, with progress, cancelled
when a new game starts; and its summary and JSON as documented."""

from __future__ import annotations

import json
import threading

import pytest

from briscola_qt.ai.judge import QUICK, Judgement, Option
from briscola_qt.analysis import SearchCancelledError, analyse
from briscola_qt.analysis.model import SeatSummary, accuracy_of, deal_accuracy, label_of
from briscola_qt.analysis.review import decision_of
from briscola_qt.engine.cards import Card
from briscola_qt.engine.errors import RecordError
from briscola_qt.engine.rules import Rules

from ..history.played import CHEAP
from .helpers import random_record


def test_progress_counts_every_step_up_to_the_total() -> None:
    record = random_record(Rules(2), 8, plays=10)
    seen: list[tuple[int, int]] = []
    analyse(record, CHEAP, progress=lambda done, total: seen.append((done, total)))
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
    # The sums, not the judge's quality: the tests' cheap judge (random play still errs).
    analysis = analyse(random_record(Rules(2), 13), CHEAP)
    data = json.loads(analysis.to_json())
    assert data["format"] == "briscola-analysis/1" and data["strength"] == CHEAP.name
    assert {d.label for d in analysis.decisions} >= {"inaccuracy", "mistake", "blunder"}
    for seat in analysis.summary:
        mine = [d for d in analysis.decisions if d.seat == seat.seat]
        assert seat.decisions == len(mine)
        assert seat.loss.win == pytest.approx(sum(d.loss.win for d in mine))
        assert seat.labels == {
            name: sum(d.label == name for d in mine)
            for name in ("inaccuracy", "mistake", "blunder")
        }
        harmonic = len(mine) / sum(1 / accuracy_of(d.cost) for d in mine)
        assert seat.accuracy == pytest.approx(harmonic)


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


def judged_at(wins: tuple[float, float], points: tuple[float, float]) -> Judgement:
    """Two cards judged: the Ace of coins (best) and the Four of cups, with these values."""
    best, other = Card.parse("AD"), Card.parse("4C")
    options = (Option(best, points[0], wins[0]), Option(other, points[1], wins[1]))
    return Judgement(options, best, known=True, deals=1)


@pytest.mark.parametrize(
    ("wins", "points", "label"),
    [
        ((0.0, 0.0), (48.0, 42.0), "inaccuracy"),  # lost whatever it played: 6 points
        ((0.0, 0.0), (48.0, 37.0), "mistake"),
        ((1.0, 1.0), (90.0, 66.0), "blunder"),  # won whatever it played: 24 points
        ((0.0, 0.0), (48.0, 46.0), None),
        ((0.60, 0.58), (62.0, 55.0), None),  # undecided: the chance is what counts
        # One-sided: a Three thrown away at 4% moved the chance 2 points ("Good" before)
        ((0.04, 0.02), (40.0, 28.0), "mistake"),
        ((0.93, 0.92), (80.0, 73.0), "inaccuracy"),
        ((0.11, 0.10), (45.0, 35.0), None),  # (not one-sided: the chance counts)
        ((0.72, 0.21), (62.0, 47.0), "blunder"),
    ],
)
def test_a_play_in_a_decided_deal_is_named_for_the_points_it_cost(
    wins: tuple[float, float], points: tuple[float, float], label: str | None
) -> None:
    decision = decision_of(3, 0, Card.parse("4C"), judged_at(wins, points))
    assert decision.label == label
    assert decision.decided == (wins[0] in (0.0, 1.0))


def test_one_deal_losing_blunder_pulls_the_accuracy_down_clearly() -> None:
    perfect = [
        decision_of(i, 0, Card.parse("AD"), judged_at((0.7, 0.7), (60, 60))) for i in range(18)
    ]
    blunder = decision_of(18, 0, Card.parse("4C"), judged_at((0.72, 0.21), (62.0, 47.0)))
    summary = SeatSummary.of(0, [*perfect, blunder], [])
    assert summary.labels["blunder"] == 1
    assert summary.accuracy < 75, "a plain mean of the accuracies said 95"
    assert summary.accuracy == pytest.approx(deal_accuracy([0.0] * 18 + [0.51]))
    # Points thrown away once the deal is decided count too, on the same scale.
    wasted = decision_of(18, 0, Card.parse("4C"), judged_at((0.0, 0.0), (48.0, 28.0)))
    assert SeatSummary.of(0, [*perfect, wasted], []).accuracy == pytest.approx(93.2, abs=0.1)
