"""The judge's benchmark (benchmarks/judge.py) measures what issue 27 asks: finished
deals, and every decision of them (more than one legal card)."""

from __future__ import annotations

from benchmarks.judge import decisions_of, finished_deal
from briscola_qt.engine import Rules


def test_the_benchmark_deals_are_finished_and_their_decisions_real() -> None:
    for players in (2, 4):
        record = finished_deal(Rules(players), 100)
        assert len(record.plays) == 40 and record.result is not None
        decisions = decisions_of(record)
        assert 30 <= len(decisions) < 40  # the last trick's cards are forced
        assert all(len(view.legal_cards()) > 1 for view, _ in decisions)
