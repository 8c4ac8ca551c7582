"""How far are the Expert's late moves against a random player from the best ones?

    python benchmarks/belief_gap.py [--player expert:think=0.333333] [--deals 60]
                                    [--first 700] [--stock 6]

Plays the player against random (each deal twice, seats swapped, the random player
reseeded per game; one player kept over the run, so its memory learns) and, at each of
its moves with at most ``--stock`` cards left to draw once it judges the opponent at
least ``BELIEF_WILD`` wild, asks ``BeliefSearch`` (exact against a random opponent)
for the value of every card: per stock count, the moves seen, how many were not the
best, and the utility lost per move. Eight cards to
draw take about 9 s and 0.4 GB per move.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from belief import BeliefSearch
from harness import build, play_deal

from briscola_qt.ai.expert import ExpertPlayer
from briscola_qt.engine.cards import Card
from briscola_qt.engine.observation import Observation
from briscola_qt.engine.rules import Rules

BELIEF_WILD = 0.9
"""Moves are measured once the Expert judges the opponent at least this wild."""


def exact_values(obs: Observation, weight: float, clip: int) -> list[float]:
    assert obs.briscola is not None
    side = obs.rules.side_of(obs.seat)
    known = obs.known_cards()
    unseen = sum(1 << c for c in range(40) if c not in known)
    led = int(obs.trick[0][1]) if obs.trick else -1
    search = BeliefSearch(obs.trump, int(obs.briscola), weight, clip)
    return search.move_values(
        [int(c) for c in obs.hand],
        unseen,
        obs.hand_sizes[1 - obs.seat],
        obs.stock_count,
        led,
        obs.points[side],
        obs.points[1 - side],
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--player", default="expert:think=0.333333")
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--first", type=int, default=700)
    parser.add_argument("--stock", type=int, default=6)
    args = parser.parse_args()
    player = build(args.player, 5)
    if not isinstance(player, ExpertPlayer):
        parser.error("the player must be an Expert (it judges the opponent's wildness)")
    gaps: dict[int, list[float]] = {}
    decide = player.decide
    config = player.config

    def measured(obs: Observation, budget: float | None = None, cancel: object = None) -> Card:
        decision = decide(obs, budget)
        card = decision.card
        if 0 < obs.stock_count <= args.stock and decision.wild >= BELIEF_WILD:
            values = exact_values(obs, config.points_weight, config.margin_clip)
            chosen = values[list(obs.hand).index(card)]
            gaps.setdefault(obs.stock_count, []).append(max(values) - chosen)
        return card

    player.choose_card = measured  # type: ignore[method-assign]
    other = build("random", 6)
    rules = Rules(players=2)
    for index in range(args.deals):
        deal = args.first + index
        for side in (0, 1):
            other.rng = random.Random(index * 2 + side)
            seats = [player, other] if side == 0 else [other, player]
            play_deal(rules, deal, seats, None, [[], []])
    print("| cards left to draw | moves | moves not the best | utility lost per move |")
    print("|---|---|---|---|")
    for stock in sorted(gaps):
        row = gaps[stock]
        worse = sum(gap > 1e-9 for gap in row)
        print(f"| {stock} | {len(row)} | {worse} | {sum(row) / len(row):.4f} |")


if __name__ == "__main__":
    main()
