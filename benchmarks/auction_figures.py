"""How a level bids in Briscola chiamata: its auctions' figures at a table of five copies.

    nice -n 10 python benchmarks/auction_figures.py --level medium --deals 500 --seed 1
    nice -n 10 python benchmarks/auction_figures.py --level expert --deals 500 --play 60

Deals ``--deals`` deals (deal ``i`` shuffled by ``random.Random(seed * 100_000 + i)``),
each bid by five copies of ``--level`` (seat ``s`` seeded ``seed * 1000 + i * 10 + s``),
and plays the first ``--play`` of them out (all by default) to see whether the caller's
side reaches its target. Prints the calls per auction (every call but a pass), points
calls per auction, deals thrown in, the winning calls by rank with how many of each
were made, and the time per call or suit named. Seeded and in one process: the same
arguments give the same figures (the Expert's, whose search stops on the clock, nearly).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_qt.ai.host import call_choice, choose_card
from briscola_qt.ai.registry import make_player
from briscola_qt.engine.cards import Rank
from briscola_qt.engine.chiamata import PLAIN_TARGET
from briscola_qt.engine.observation import observe
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState

RANKS = [rank.code for rank in Rank]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="medium")
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--play", type=int, default=-1, help="deals played out (all: -1)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=None, help="host's seconds a decision")
    args = parser.parse_args()
    rules = Rules(5, "chiamata")
    calls = points_calls = thrown = 0
    won_by: Counter[str] = Counter()
    made_by: Counter[str] = Counter()
    played_by: Counter[str] = Counter()
    targets: list[int] = []
    bid_ms: list[float] = []
    started = time.perf_counter()
    for i in range(args.deals):
        state = GameState.deal(rules, random.Random(args.seed * 100_000 + i))
        players = [make_player(args.level, seed=args.seed * 1000 + i * 10 + s) for s in range(5)]
        for seat, player in enumerate(players):
            player.start_deal(rules, seat)
        while state.bidding:
            seat = state.current_player()
            clock = time.perf_counter()
            action = call_choice(players[seat], observe(state, seat), args.budget)
            bid_ms.append((time.perf_counter() - clock) * 1000)
            state.push(action)
        bids = [b for b in state.auction if not b.is_pass]
        calls += len(bids)
        points_calls += sum(1 for b in bids if b.target != PLAIN_TARGET)
        if state.thrown_in:
            thrown += 1
            continue
        winning = bids[-1]
        assert winning is not None and winning.rank is not None
        name = "2:pts" if winning.target != PLAIN_TARGET else RANKS[int(winning.rank)]
        if winning.target != PLAIN_TARGET:
            targets.append(winning.target)
        won_by[name] += 1
        if args.play >= 0 and i >= args.play:
            continue
        while not state.is_terminal():
            seat = state.current_player()
            state.push(choose_card(players[seat], observe(state, seat), args.budget))
        outcome = state.outcome()
        assert outcome is not None
        played_by[name] += 1
        made_by[name] += outcome.winner == 0
    n = args.deals
    print(f"{args.level}: {n} deals, seed {args.seed}, {time.perf_counter() - started:.0f} s")
    print(f"calls per auction {calls / n:.2f}, points calls per auction {points_calls / n:.3f}")
    print(f"thrown in {thrown} ({thrown / n:.1%})")
    played, made = sum(played_by.values()), sum(made_by.values())
    share = f" ({made / played:.1%})" if played else ""
    print(f"contracts made {made} of {played} played{share}")
    print("winning call: auctions won, made of played")
    for name in [*RANKS, "2:pts"]:
        if won_by[name]:
            print(f"  {name:>5}: {won_by[name]:4d}  {made_by[name]} of {played_by[name]}")
    if targets:
        print(f"points targets won: mean {statistics.fmean(targets):.1f}, max {max(targets)}")
    ms = sorted(bid_ms)
    print(f"ms per call or suit: median {ms[len(ms) // 2]:.2f}, p95 {ms[int(len(ms) * 0.95)]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
