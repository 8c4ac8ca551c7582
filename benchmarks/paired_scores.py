"""A player's deal scores in two saved matches of the same deals, paired deal by deal.

    python benchmarks/paired_scores.py BEFORE_DIR AFTER_DIR [--player medium]

Each folder is an arena match saved with ``--save`` (``briscola-arena match --duplicate
--seed S ...``, the same ``--deals`` and seed, so game N is the same deal and seats in
both). Every game is replayed; ``--player``'s score in it (summed over its seats, by the
engine's outcome) is paired with its score in the other match's game of the same number.
Prints both means per game and the mean difference with its 95% interval (games of one
duplicate deal summed, since they share the cards).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_qt.engine.record import loads, replay


def scores(folder: Path, player: str) -> dict[int, tuple[int, float]]:
    """Game number: (deal number, ``player``'s score in it)."""
    found: dict[int, tuple[int, float]] = {}
    for path in sorted(folder.glob("game-*.json")):
        text = path.read_text()
        meta = json.loads(text)["meta"]
        outcome = replay(loads(text)).outcome()
        assert outcome is not None and outcome.scores is not None
        mine = sum(
            s for s, name in zip(outcome.scores, meta["players"], strict=True) if name == player
        )
        found[int(meta["game"])] = (int(meta["deal"]), float(mine))
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("--player", default="medium")
    args = parser.parse_args()
    before, after = scores(args.before, args.player), scores(args.after, args.player)
    games = sorted(set(before) & set(after))
    by_deal: dict[int, float] = defaultdict(float)
    for game in games:
        assert before[game][0] == after[game][0], f"game {game} is another deal"
        by_deal[before[game][0]] += after[game][1] - before[game][1]
    per_game = len(games) / len(by_deal)
    diffs = [d / per_game for d in by_deal.values()]
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    print(f"{args.player}: {len(games)} games, {len(by_deal)} deals")
    print(f"  before {statistics.fmean(before[g][1] for g in games):+.3f} a game")
    print(f"  after  {statistics.fmean(after[g][1] for g in games):+.3f} a game")
    print(
        f"  after - before {mean:+.3f} a game,"
        f" 95% interval {mean - half:+.3f} to {mean + half:+.3f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
