"""Turn the JSON summaries of benchmarks/strength.sh into the Markdown strength table.

    python benchmarks/strength_table.py [benchmarks/results]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

PAIRINGS = [
    ("beginner-random", "Beginner vs random", 0.75),
    ("medium-beginner", "Medium vs Beginner", 0.60),
    ("expert-medium", "Expert vs Medium", 0.62),
    ("expert-random", "Expert vs random", 0.95),
    ("expert4-medium4", "Expert pair vs Medium pair (4 players)", 0.60),
    ("expert-bbot", "Expert vs BriscolaBot v3", 0.55),
]


def main() -> None:
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "benchmarks/results")
    print(
        "| pairing | games | decided | win rate (95% CI) | target | mean points | "
        "ms/move median / p95 |"
    )
    print("|---|---|---|---|---|---|---|")
    for name, label, target in PAIRINGS:
        path = folder / f"{name}.json"
        if not path.exists():
            print(f"| {label} | not run | | | {target:.0%} | | |")
            continue
        data = json.loads(path.read_text())
        decided = data["games"] - data["draws"]
        wins = data["wins"][0]
        rate = wins / decided if decided else 0.0
        lo, hi = data["win_rate_ci95"][0]
        first = data["players"][0]
        ms = data["ms_per_move"].get(first, {"median": 0.0, "p95": 0.0})
        met = "met" if rate >= target else "not met"
        print(
            f"| {label} | {data['games']} | {decided} | {rate:.1%} ({lo:.1%}–{hi:.1%}) | "
            f"{target:.0%} ({met}) | {data['mean_points'][0]:.1f} | "
            f"{ms['median']:.1f} / {ms['p95']:.1f} |"
        )


if __name__ == "__main__":
    main()
