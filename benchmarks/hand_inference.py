"""How well the Expert's weighted deals place the opponent's hidden cards, by style mix.

    python benchmarks/hand_inference.py VARIANT... --games FOLDER [--positions 400]
        [--samples 200] [--seed 1] [--max-hands 10]

At the Expert's decisions in the two-player records of FOLDER (``game-*.json``), where
the opponent has played at least once this deal, deals the hidden cards ``--samples``
times as the search does (``search.Dealer``), weighs each with every variant's
``DealWeigher`` (its opponent styles and sharpness, e.g. ``expert`` and
``expert:learned_prior=0``), and scores the weights against the opponent's true hand:
the weighted mean number of its cards the deals place right (against the unweighted
mean, the prior), and the log-loss of each unseen card's weighted chance of being in
that hand. The same deals for every variant; higher right and lower log-loss is better.
``--max-hands`` is the weigher's limit on the hands a judged play may have been made
from (the search's is 10; more judges older plays too).

``--oracle NPZ`` adds a row that no player can have: the deals weighed by BriscolaBot's
own policy (the yardstick's weights, ``../shared/yardsticks/briscolabot-v3.npz``; needs
numpy), each judged play's chance the share of the hands the seat may have held from
which that policy plays the card, with a floor of ``--oracle-floor``; plays made from
more than ``--oracle-pool`` possible cards are not judged. Against records of
BriscolaBot's games it bounds what any model of its play could tell of its hand.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from move_time import expert_decisions
from oracle import PolicyOracle, oracle_weight

from briscola_qt.ai.config import parse_options
from briscola_qt.ai.inference import DealWeigher
from briscola_qt.ai.search import Dealer, hidden_count
from briscola_qt.engine.observation import Observation


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("variants", nargs="+")
    parser.add_argument("--games", type=Path, required=True)
    parser.add_argument("--positions", type=int, default=400)
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-hands", type=int, default=10, help="the weigher's max_hands")
    parser.add_argument("--oracle", type=Path, help="BriscolaBot's weights (.npz): add its row")
    parser.add_argument("--oracle-floor", type=float, default=0.05)
    parser.add_argument("--oracle-pool", type=int, default=6)
    args = parser.parse_args()
    configs = []
    for name in args.variants:
        level, _, options = name.partition(":")
        if level != "expert":
            parser.error(f"{name} is not an Expert")
        configs.append(parse_options(options))

    def judged(obs: Observation) -> bool:
        return hidden_count(obs) > 0 and any(s != obs.seat for t in obs.history for s, _ in t.plays)

    found = [(obs, hand) for obs, hand in expert_decisions(args.games) if judged(obs)]
    rng = random.Random(args.seed)
    chosen = rng.sample(found, min(args.positions, len(found)))
    oracle = PolicyOracle(args.oracle) if args.oracle else None
    names = [*args.variants, *(["BriscolaBot's own policy (oracle)"] if oracle else [])]
    right: list[list[float]] = [[] for _ in names]
    prior_right: list[float] = []
    losses: list[list[float]] = [[] for _ in names]
    for obs, truth in chosen:
        dealer = Dealer(obs)
        deals = [d for d in (dealer.deal(rng) for _ in range(args.samples)) if d is not None]
        opp = 1 - obs.seat
        unseen = sorted({c for d in deals for c in d.hands[opp]} | truth)
        prior_right.append(statistics.mean(len(truth & set(d.hands[opp])) for d in deals))
        rows = []
        for config in configs:
            weigher = DealWeigher(obs, config.sharpness, config.styles(), args.max_hands)
            rows.append([(weigher.weight(d), d.hands[opp]) for d in deals])
        if oracle is not None:
            # every play the weigher reconstructs, whatever its age (the pool limits them)
            plays = DealWeigher(obs, max_hands=10**9).plays
            cache: dict[tuple[int, tuple[int, ...]], bool] = {}
            rows.append(
                [
                    (
                        oracle_weight(
                            oracle,
                            obs,
                            plays,
                            list(d.hands[opp]),
                            cache,
                            args.oracle_floor,
                            args.oracle_pool,
                        ),
                        d.hands[opp],
                    )
                    for d in deals
                ]
            )
        for v, weighed in enumerate(rows):
            total = sum(w for w, _ in weighed) or 1.0
            right[v].append(sum(w * len(truth & set(hand)) for w, hand in weighed) / total)
            loss = 0.0
            for card in unseen:
                chance = sum(w for w, hand in weighed if card in hand) / total
                chance = min(max(chance, 1e-3), 1 - 1e-3)
                loss -= math.log(chance if card in truth else 1.0 - chance)
            losses[v].append(loss / len(unseen))
    print(
        f"{len(chosen)} positions, {args.samples} deals each; unweighted deals place "
        f"{statistics.mean(prior_right):.3f} of the opponent's cards right"
    )
    for name, placed, lost in zip(names, right, losses, strict=True):
        print(
            f"{name}: cards placed right {statistics.mean(placed):.3f}, "
            f"log-loss per unseen card {statistics.mean(lost):.4f}"
        )


if __name__ == "__main__":
    main()
