"""The network figures' script (benchmarks/net_figures.py) measures on loopback and says
what it measured."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "net_figures.py"


def test_the_figures_script_measures_handshakes_round_trips_and_bytes() -> None:
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--handshakes", "3", "--deals", "1", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    figures = json.loads(done.stdout)
    assert figures["handshake"]["count"] == 3
    assert 0 < figures["handshake"]["median_ms"] < 5000
    # One deal of two players: 20 cards of the friend's own.
    assert figures["move_round_trip"]["count"] == 20
    for sizes in figures["bytes_per_deal"].values():
        assert 2_000 < sizes["median_bytes"] < 200_000


def test_the_figures_script_refuses_nothing_to_measure() -> None:
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--deals", "0"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2 and "at least 1" in done.stderr
