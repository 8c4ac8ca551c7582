#!/usr/bin/env python3
"""Summarise issue 32 part 1: Expert of 1a0171a (old) vs 8eb58ff (new), each against
BriscolaBot v3 on the same duplicate deals (seeds 1001..1020, 100 deals = 200 games each).

Reads results/{old,new}.SEED.json (briscola-arena match --json) and the per-game
records results/{old,new}.SEED.games/game-NNNNN.json (--save), only for seeds where
BOTH old and new are complete (paired chunks).

    python benchmarks/issue32_part1.py RESULTS_DIR   (prints Markdown)

RESULTS_DIR holds what /work/strength32/run_chunks.sh wrote: each chunk's JSON summary
(copied to benchmarks/results/issue32/) and its saved game records (not kept in the
repository: 32 MB; the commands in docs/strength.md make them again).
"""

from __future__ import annotations

import json
import math
import statistics
import sys
from pathlib import Path

from briscola_qt.arena.tournament import wilson_interval as wilson

TREES = ("old", "new")


def load_games(folder: Path) -> dict[tuple[int, int, int], dict]:
    """(seed, deal, rotation) -> {'win': 1/0/None(draw), 'points': expert's, 'plays': [...]}."""
    games = {}
    for path in sorted(folder.glob("game-*.json")):
        rec = json.loads(path.read_text())
        meta = rec["meta"]
        seat = meta["players"].index("expert")
        winner = rec["result"]["winner"]
        win = None if winner is None else int(winner == seat)
        games[(meta["seed"], meta["deal"], meta["rotation"])] = {
            "win": win,
            "points": rec["result"]["points"][seat],
            "plays": rec["plays"],
        }
    return games


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    results = Path(args[0]) if args else Path(__file__).resolve().parent / "results"
    seeds = sorted(
        int(p.name.split(".")[1])
        for p in results.glob("old.*.json")
        if (results / f"new.{p.name.split('.')[1]}.json").exists()
    )
    if not seeds:
        print("no complete pair of chunks yet")
        return
    summ = {
        t: {s: json.loads((results / f"{t}.{s}.json").read_text()) for s in seeds} for t in TREES
    }
    games = {t: {} for t in TREES}
    for t in TREES:
        for s in seeds:
            games[t].update(load_games(results / f"{t}.{s}.games"))

    out = []
    w = out.append
    w(f"complete chunk pairs: {len(seeds)} (seeds {', '.join(map(str, seeds))})")
    w("")
    w(
        "| commit | games | won-lost (draws) | % of decided | Wilson 95% | mean points | "
        "Expert ms/move: median of chunk medians (range) | worst chunk p95 | bot errors |"
    )
    w("|---|---|---|---|---|---|---|---|---|")
    for t in TREES:
        g = sum(summ[t][s]["games"] for s in seeds)
        won = sum(summ[t][s]["wins"][0] for s in seeds)
        lost = sum(summ[t][s]["wins"][1] for s in seeds)
        draws = sum(summ[t][s]["draws"] for s in seeds)
        pts = sum(summ[t][s]["mean_points"][0] * summ[t][s]["games"] for s in seeds) / g
        meds = [summ[t][s]["ms_per_move"]["expert"]["median"] for s in seeds]
        p95 = max(summ[t][s]["ms_per_move"]["expert"]["p95"] for s in seeds)
        errs = sum(summ[t][s].get("bot_errors", 0) for s in seeds)
        lo, hi = wilson(won, won + lost)
        # cross-check the records against the arena's own counts
        rec = [v["win"] for k, v in games[t].items() if k[0] in seeds]
        assert len(rec) == g and rec.count(1) == won and rec.count(0) == lost, (t, len(rec), g)
        name = {"old": "old 1a0171a", "new": "new 8eb58ff"}[t]
        w(
            f"| {name} | {g} | {won}-{lost} ({draws}) | {100 * won / (won + lost):.1f}% | "
            f"{100 * lo:.1f}%-{100 * hi:.1f}% | {pts:.2f} | {statistics.median(meds):.1f} "
            f"({min(meds):.1f}-{max(meds):.1f}) | {p95:.1f} | {errs} |"
        )
    w("")

    # Paired comparison on identical games (same seed, deal, seat).
    keys = sorted(set(games["old"]) & set(games["new"]))
    old_only = sum(1 for k in keys if games["old"][k]["win"] == 1 and games["new"][k]["win"] != 1)
    new_only = sum(1 for k in keys if games["new"][k]["win"] == 1 and games["old"][k]["win"] != 1)
    both = sum(1 for k in keys if games["old"][k]["win"] == 1 and games["new"][k]["win"] == 1)
    neither = len(keys) - old_only - new_only - both
    same_plays = sum(1 for k in keys if games["old"][k]["plays"] == games["new"][k]["plays"])
    z = (old_only - new_only) / math.sqrt(old_only + new_only) if old_only + new_only else 0.0
    w(
        f"paired games (same seed, deal, seat): {len(keys)}; Expert won in both {both}, "
        f"in neither {neither}; identical move sequences {same_plays}"
    )
    w(
        f"old won and new did not: {old_only}; new won and old did not: {new_only}; "
        f"sign-test z = {z:+.2f} (positive: old stronger)"
    )

    # Per deal (both seatings): Expert's wins out of 2, compared.
    deals = sorted({(k[0], k[1]) for k in keys})
    better_old = better_new = 0
    for d in deals:
        o = sum(games["old"].get((*d, r), {}).get("win") == 1 for r in (0, 1))
        n = sum(games["new"].get((*d, r), {}).get("win") == 1 for r in (0, 1))
        better_old += o > n
        better_new += n > o
    zd = (
        (better_old - better_new) / math.sqrt(better_old + better_new)
        if better_old + better_new
        else 0.0
    )
    w(
        f"per deal (both seatings, wins out of 2): old more {better_old}, new more {better_new}, "
        f"equal {len(deals) - better_old - better_new}; sign-test z = {zd:+.2f}"
    )
    w("")
    w(
        "| seed | old W-L (D) | new W-L (D) | old ms med/p95 | new ms med/p95"
        " | old-only / new-only wins | identical move sequences |"
    )
    w("|---|---|---|---|---|---|---|")
    for s in seeds:
        o, n = summ["old"][s], summ["new"][s]
        ks = [k for k in keys if k[0] == s]
        a = sum(1 for k in ks if games["old"][k]["win"] == 1 and games["new"][k]["win"] != 1)
        b = sum(1 for k in ks if games["new"][k]["win"] == 1 and games["old"][k]["win"] != 1)
        same = sum(1 for k in ks if games["old"][k]["plays"] == games["new"][k]["plays"])
        om, nm = o["ms_per_move"]["expert"], n["ms_per_move"]["expert"]
        w(
            f"| {s} | {o['wins'][0]}-{o['wins'][1]} ({o['draws']}) "
            f"| {n['wins'][0]}-{n['wins'][1]} ({n['draws']}) "
            f"| {om['median']:.0f}/{om['p95']:.0f} | {nm['median']:.0f}/{nm['p95']:.0f} "
            f"| {a} / {b} | {same} |"
        )
    print("\n".join(out))


if __name__ == "__main__":
    main()
