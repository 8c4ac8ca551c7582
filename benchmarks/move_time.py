"""Thinking time per move of Expert variants on the same positions, interleaved.

    python benchmarks/move_time.py VARIANT... --games FOLDER [--positions 300] [--seed 1]

Takes the Expert's decisions from the two-player records (``game-*.json``,
briscola-record/1) in FOLDER, picks ``--positions`` of them at random, and times
``decide`` for every variant (``expert``, ``expert:learned_prior=0``, ...) on each
position in turn, each with a fresh player of the same seed, so every variant meets the
same positions and, position by position, the same machine load. Prints each variant's
median, 95th percentile and mean in ms, and the median of the per-position ratio to the
first variant, with the mean work (the search's own budget unit, the same on any
machine). Moves with one legal card are left out (they take no thought).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_qt.ai.expert import ExpertPlayer
from briscola_qt.ai.registry import make_player
from briscola_qt.engine.observation import Observation, observe
from briscola_qt.engine.record import loads
from briscola_qt.engine.state import GameState


def expert_decisions(folder: Path) -> list[tuple[Observation, set[int]]]:
    """The Expert's observations at its decisions with two cards or more, each with the
    opponent's true hand."""
    out: list[tuple[Observation, set[int]]] = []
    for path in sorted(folder.glob("game-*.json")):
        record = loads(path.read_text(encoding="utf-8"))
        names = [str(name).partition(":")[0] for name in record.meta.get("players", [])]
        if record.rules.players != 2 or "expert" not in names:
            continue
        seat = names.index("expert")  # the Expert at any options (expert:think=0.2)
        state = GameState(record.rules, record.deck)
        for card in record.plays:
            if state.current_player() == seat and len(state.legal_cards()) > 1:
                hidden = {int(c) for c in state.hand(1 - seat)}
                out.append((observe(state, seat), hidden))
            state.push(card)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("variants", nargs="+")
    parser.add_argument("--games", type=Path, required=True)
    parser.add_argument("--positions", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    found = [obs for obs, _ in expert_decisions(args.games)]
    if not found:
        parser.error(f"no two-player Expert decisions in {args.games}")
    rng = random.Random(args.seed)
    chosen = rng.sample(found, min(args.positions, len(found)))
    times: list[list[float]] = [[] for _ in args.variants]
    work: list[list[float]] = [[] for _ in args.variants]
    for i, obs in enumerate(chosen):
        for v, name in enumerate(args.variants):
            player = make_player(name, args.seed * 1000 + i)
            if not isinstance(player, ExpertPlayer):
                parser.error(f"{name} is not an Expert")
            started = time.perf_counter()
            decision = player.decide(obs)
            times[v].append((time.perf_counter() - started) * 1000)
            work[v].append(decision.work)
    for name, row, spent in zip(args.variants, times, work, strict=True):
        ordered = sorted(row)
        ratio = statistics.median(t / b for t, b in zip(row, times[0], strict=True))
        print(
            f"{name}: {len(row)} positions, ms/move median {statistics.median(row):.1f} "
            f"p95 {ordered[int(0.95 * (len(ordered) - 1))]:.1f} mean {statistics.mean(row):.1f}"
            f", median ratio to {args.variants[0]} {ratio:.3f}, "
            f"mean work {statistics.mean(spent):.0f}"
        )


if __name__ == "__main__":
    main()
