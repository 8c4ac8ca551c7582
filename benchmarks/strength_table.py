"""Turn the JSON summaries of benchmarks/strength.sh into the Markdown strength table.

python benchmarks/strength_table.py [docs/evidence/strength/table]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_qt.arena.tournament import wilson_interval

PAIRINGS = [
    ("beginner-random", "Beginner vs random", 0.75),
    ("medium-beginner", "Medium vs Beginner", 0.60),
    ("expert-medium", "Expert vs Medium", 0.62),
    ("expert-random", "Expert vs random", 0.95),
    ("expert4-medium4", "Expert pair vs Medium pair (4 players)", 0.60),
    ("expert-bbot", "Expert vs BriscolaBot v3", 0.55),
]


def load(folder: Path, name: str) -> dict[str, Any] | None:
    """One pairing's summary; runs split over cores (NAME.1.json, NAME.2.json) are merged:
    counts add up, mean points are weighted by games, ms/move takes the worst run."""
    paths = sorted(folder.glob(f"{name}.json")) + sorted(folder.glob(f"{name}.*.json"))
    runs = [json.loads(p.read_text()) for p in paths if p.stat().st_size]
    if not runs:
        return None
    first = runs[0]["players"][0]
    games = sum(r["games"] for r in runs)
    draws = sum(r["draws"] for r in runs)
    wins = sum(r["wins"][0] for r in runs)
    points = sum(r["mean_points"][0] * r["games"] for r in runs) / games
    ms = [r["ms_per_move"].get(first, {"median": 0.0, "p95": 0.0}) for r in runs]
    return {
        "games": games,
        "draws": draws,
        "wins": wins,
        "points": points,
        "ci": wilson_interval(wins, games - draws),
        "median": max(m["median"] for m in ms),
        "p95": max(m["p95"] for m in ms),
        "runs": len(runs),
    }


def main() -> None:
    folder = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/evidence/strength/table")
    print(
        "| pairing | games | decided | win rate (95% CI) | target | mean points | "
        "ms/move median / p95 |"
    )
    print("|---|---|---|---|---|---|---|")
    for name, label, target in PAIRINGS:
        data = load(folder, name)
        if data is None:
            print(f"| {label} | not run | | | {target:.0%} | | |")
            continue
        decided = data["games"] - data["draws"]
        rate = data["wins"] / decided if decided else 0.0
        lo, hi = data["ci"]
        met = "met" if rate >= target else "not met"
        print(
            f"| {label} | {data['games']} | {decided} | {rate:.1%} ({lo:.1%}–{hi:.1%}) | "
            f"{target:.0%} ({met}) | {data['points']:.1f} | "
            f"{data['median']:.1f} / {data['p95']:.1f} |"
        )


if __name__ == "__main__":
    main()
