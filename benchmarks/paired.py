"""Paired comparison of two variants of a player against the same opponent, on the same
games: small differences show up with far fewer games than two separate win rates need.

    python benchmarks/paired.py A1 A2 OPPONENT --deals 500 [--seed 1] [--workers 2]

Names are those of ``harness.py`` (``expert:think=0.333333,remember=0``, ``random``,
``medium``, ``bbot``, ...). Every deal is played twice with the seats swapped, by A1 and
by A2, and the opponent's random choices are reseeded for every game, so both variants
meet the same deal and the same random numbers. Players are kept across the games of a
chunk (``--workers`` x 4 chunks), so a player that learns over a match (the Expert's
memory) learns here too. Prints both win rates with each variant's thinking time per
move (median and 95th percentile, every move counted, as the arena counts them), and the
discordant games: A1 won where A2 did not, and the reverse, with the sign test's z
(|z| > 2: a real difference).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import build, check_name, play_deal

from briscola_qt.engine.rules import Rules

Game = tuple[int, int, float, int, list[float]]


def run_chunk(args: tuple[str, str, list[int]]) -> list[Game]:
    """(seed, side, score, points, seconds per move) per game: score 1 win, 0.5 draw,
    0 loss."""
    name, opponent, seeds = args
    rules = Rules(players=2)
    player = build(name, 1000 + seeds[0])
    other = build(opponent, 2000 + seeds[0])
    out: list[Game] = []
    for seed in seeds:
        for side in (0, 1):
            other.rng = random.Random(seed * 2 + side)
            seats = [player, other] if side == 0 else [other, player]
            times: list[list[float]] = [[], []]
            state = play_deal(rules, seed, seats, None, times)
            outcome = state.outcome()
            assert outcome is not None
            score = 0.5 if outcome.winner is None else float(outcome.winner == side)
            out.append((seed, side, score, outcome.points[side], times[side]))
    other.close()
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("a1")
    parser.add_argument("a2")
    parser.add_argument("opponent")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for name in (args.a1, args.a2, args.opponent):
        problem = check_name(name)
        if problem:
            parser.error(problem)
    seeds = [args.seed * 100000 + i for i in range(args.deals)]
    chunks = [seeds[i :: args.workers * 4] for i in range(args.workers * 4)]
    jobs = [(name, args.opponent, c) for name in (args.a1, args.a2) for c in chunks if c]
    t0 = time.time()
    with multiprocessing.Pool(args.workers) as pool:
        results = pool.map(run_chunk, jobs)
    half = len(results) // 2
    games: list[dict[tuple[int, int], float]] = [
        {(s, d): score for part in results[:half] for s, d, score, _, _ in part},
        {(s, d): score for part in results[half:] for s, d, score, _, _ in part},
    ]
    parts = (results[:half], results[half:])
    for name, scores, runs in zip((args.a1, args.a2), games, parts, strict=True):
        wins = sum(1 for v in scores.values() if v == 1.0)
        losses = sum(1 for v in scores.values() if v == 0.0)
        rate = wins / (wins + losses) if wins + losses else 0.0
        times = sorted(t for part in runs for game in part for t in game[4])
        med = statistics.median(times) * 1000 if times else 0.0
        p95 = times[int(0.95 * (len(times) - 1))] * 1000 if times else 0.0
        print(
            f"{name} vs {args.opponent}: W {wins} L {losses} win% {100 * rate:.2f} "
            f"ms/move med {med:.1f} p95 {p95:.1f}"
        )
    better = sum(1 for k, v in games[0].items() if v > games[1][k])
    worse = sum(1 for k, v in games[0].items() if v < games[1][k])
    z = (better - worse) / math.sqrt(better + worse) if better + worse else 0.0
    print(
        f"games {len(games[0])}: A1 better in {better}, A2 better in {worse}, "
        f"sign test z {z:+.2f} ({time.time() - t0:.0f}s)"
    )


if __name__ == "__main__":
    main()
