"""What a playout costs when the learned model chooses a seat's cards (issue 32).

    python benchmarks/model_playout_cost.py [--model expert.json]

Plays 300 positions of two-player classic deals (0-11 random cards in) out ten times
each, with the rules of thumb alone, with the seat to move playing the model's card, and
with both seats doing so; five rounds, and prints each mode's median time and its ratio
to the rules of thumb (the ``model_cost`` that keeps a move's time the same).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_qt.ai.fast import Sim, sim_from_state
from briscola_qt.ai.heuristics import keep_table
from briscola_qt.ai.learned import EXPERT_FILE, quick_style
from briscola_qt.ai.playout import playout
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState


def positions(count: int, seed: int) -> list[Sim]:
    rng = random.Random(seed)
    sims = []
    for i in range(count):
        state = GameState.deal(Rules(), 5000 + i)
        for _ in range(rng.randrange(0, 12)):
            state.push(rng.choice(state.legal_cards()))
        sims.append(sim_from_state(state))
    return sims


def run(sims: list[Sim], mode: int, name: str) -> float:
    """Seconds to play every position out ten times; mode 0 rules of thumb, 1 the seat to
    move by the model, 2 both seats by the model."""
    start = time.perf_counter()
    for sim in sims:
        keep = keep_table(sim.trump)
        quick = quick_style(sim.trump, name)
        seat = sim.to_move() if mode == 1 else 2
        for _ in range(10):
            game = sim.copy()
            if mode == 0:
                playout(game, keep)
            else:
                playout(game, keep, model_seat=seat, model=quick)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default=EXPERT_FILE)
    args = parser.parse_args()
    sims = positions(300, 3)
    for mode in (0, 1, 2):
        run(sims, mode, args.model)  # warm the tables
    times: dict[int, list[float]] = {0: [], 1: [], 2: []}
    for _ in range(5):
        for mode in (0, 1, 2):
            times[mode].append(run(sims, mode, args.model))
    base = statistics.median(times[0])
    for mode, label in ((0, "rules of thumb"), (1, "seat to move by the model"), (2, "both seats")):
        median = statistics.median(times[mode])
        print(f"{label}: ", end="")
        print(f"median {median:.3f} s, ratio {median / base:.2f}")


if __name__ == "__main__":
    main()
