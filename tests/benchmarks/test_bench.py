"""The speed benchmark (benchmarks/bench.py) times real Briscola: its fast path and its
naive reference score random deals like the full engine, and neither ships in the
installed package."""

from __future__ import annotations

import importlib.util
import json
import random
import statistics
import subprocess
import sys
from pathlib import Path

import pytest

from benchmarks.fast_deals import random_deals
from benchmarks.naive_reference import naive_deals
from briscola_qt.engine import GameState, Rules

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "bench.py"


def engine_random_deals(count: int, seed: int) -> list[int]:
    rng = random.Random(seed)
    scores = []
    for _ in range(count):
        state = GameState.deal(Rules(), rng)
        while not state.is_terminal():
            state.push(rng.choice(state.legal_actions()))
        scores.append(state.points[0])
    return scores


def test_fast_path_scores_are_whole_deals() -> None:
    scores = random_deals(2000, seed=1)
    assert all(0 <= s <= 120 for s in scores)
    assert random_deals(50, seed=3) == random_deals(50, seed=3)


def test_fast_naive_and_full_engine_agree_in_distribution() -> None:
    # Seat 0 leads first; under random play its mean is the same in all three.
    n = 6000
    fast = random_deals(n, seed=2)
    naive = naive_deals(n, seed=2)
    full = engine_random_deals(n // 3, seed=2)
    sd = statistics.pstdev(fast)
    for other, size in ((naive, n), (full, n // 3)):
        difference = abs(statistics.fmean(fast) - statistics.fmean(other))
        assert difference < 4 * sd * (1 / n + 1 / size) ** 0.5

    # Win rates agree too (a wrong trick rule would shift them).
    def rate(xs: list[int]) -> float:
        return sum(1 for x in xs if x > 60) / len(xs)

    assert abs(rate(fast) - rate(full)) < 0.05


def test_bench_prints_deals_per_second() -> None:
    done = subprocess.run(
        [sys.executable, str(BENCH), "--deals", "300", "--rounds", "1", "--full", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    result = json.loads(done.stdout)
    assert result["deals_per_s"] > 0 and result["naive_deals_per_s"] > 0 and result["ratio"] > 0
    assert result["gamestate_deals_per_s"] > 0 and result["gamestate_ratio"] > 0
    assert result["empty_engine_deals_per_s"] > 0 and result["empty_engine_ratio"] > 0


def test_the_benchmark_code_is_not_in_the_package() -> None:
    for name in ("briscola_qt.naive_reference", "briscola_qt.engine.fast", "briscola_qt.ai.belief"):
        assert importlib.util.find_spec(name) is None, name


def test_bench_times_the_engine_of_another_commit_beside_this_one() -> None:
    root = BENCH.parents[1]
    head = subprocess.run(
        ["git", "-C", str(root), "rev-parse", "--short", "HEAD"], capture_output=True, text=True
    )
    if head.returncode != 0:
        pytest.skip("not a git checkout")
    timed = ["--deals", "200", "--rounds", "1", "--full", "--json"]
    done = subprocess.run(
        [sys.executable, str(BENCH), *timed, "--before", head.stdout.strip()],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    result = json.loads(done.stdout)
    assert result["before_deals_per_s"] > 0 and result["before_ratio"] > 0
    assert result["gamestate_deals_per_s"] > 0

    refused = subprocess.run(
        [sys.executable, str(BENCH), "--full", "--before", "no-such-commit"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert refused.returncode == 2 and "Traceback" not in refused.stderr
    assert "no engine at 'no-such-commit'" in refused.stderr
