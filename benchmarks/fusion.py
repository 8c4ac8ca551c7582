"""What strategy fusion costs the Expert (issue 47, step 1): at each of the Expert's
two-player decisions, the same sampled deals are scored three ways, and the report says
how often their choices differ.

    nice -n 19 python benchmarks/fusion.py --deals 20 --worlds 200

- **PIMC-1**, the Expert's way: each card, then a playout with the rules of thumb for both
  seats (the Expert's playouts while more than ``exact_cards`` remain).
- **PIMC-2**: each card, the opponent's answer by the rules of thumb, then at our next turn
  the best of our cards *in each deal*, as if we knew it: fused, for our next choice may
  differ between deals we could not tell apart.
- **IS-2**: the same, but at our next turn one card for every deal that looks the same
  to us then (the same cards of the opponent seen, the same hand): the choice a player
  without the hidden cards must make, the first level of an information-set search.

Each deal is weighted as the Expert weighs it (``DealWeigher``: how well it explains the
opponent's plays). The difference between PIMC-2 and IS-2 is strategy fusion at the first
level of the tree; the report gives the share of decisions where their cards differ, the
share where IS-2's card differs from PIMC-1's (the Expert's own search on these deals),
and what the fused choice loses by IS-2's own measure. The games are the Expert (seat 0,
its choices as it makes them) against Medium, from the fair shuffle of fixed seeds, so
a run repeats.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import threading
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_qt.ai.config import ExpertConfig
from briscola_qt.ai.expert import ExpertPlayer
from briscola_qt.ai.fast import Sim, trump_code
from briscola_qt.ai.heuristics import keep_table
from briscola_qt.ai.host import play_deal
from briscola_qt.ai.inference import DealWeigher
from briscola_qt.ai.playout import playout, policy_card
from briscola_qt.ai.registry import make_player
from briscola_qt.ai.search import Dealer, hidden_count, margin_utility
from briscola_qt.engine import fair
from briscola_qt.engine.cards import Card
from briscola_qt.engine.observation import Observation
from briscola_qt.engine.outcome import side_result
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState


@dataclass(frozen=True)
class Scored:
    """One decision scored three ways: each legal card's value by each."""

    legal: tuple[int, ...]
    pimc1: tuple[float, ...]
    pimc2: tuple[float, ...]
    is2: tuple[float, ...]
    worlds: int
    looks: float
    """Sampled deals per information set at our next turn (a mean over the first cards):
    with one a set, IS-2 is PIMC-2 and sees no fusion, so the measure is a lower bound
    that grows with the deals sampled."""
    left: int
    """Cards still to play, in hands and stock."""


def utility(sim: Sim, side: int, config: ExpertConfig) -> float:
    """The Expert's utility of a finished deal for ``side`` (two players)."""
    win = side_result(sim.points, side, sim.last_trick_side(), sim.table.tie_break)
    return margin_utility(win, sim.points[side], config.points_weight, config.margin_clip)


def played_out(sim: Sim, keep: list[float], side: int, config: ExpertConfig) -> float:
    game = sim.copy()
    playout(game, keep)
    return utility(game, side, config)


def next_turn(sim: Sim, seat: int, keep: list[float]) -> tuple[Sim, tuple[int, ...]]:
    """``sim`` played on by the rules of thumb until ``seat`` is to move or the deal is
    over, and the cards the others played meanwhile (what ``seat`` sees of them)."""
    game = sim.copy()
    seen: list[int] = []
    while not game.done() and game.to_move() != seat:
        card = policy_card(game, keep)
        seen.append(card)
        game.play(card)
    return game, tuple(seen)


def score(obs: Observation, worlds: int, config: ExpertConfig, rng: random.Random) -> Scored | None:
    """The three scorings of ``obs``'s legal cards on the same ``worlds`` sampled deals
    (None when fewer than two cards are legal or nothing is hidden)."""
    legal = [int(c) for c in obs.legal_cards()]
    if len(legal) < 2 or hidden_count(obs) == 0:
        return None
    seat, side = obs.seat, obs.rules.side_of(obs.seat)
    keep = keep_table(trump_code(obs.trump))
    dealer = Dealer(obs)
    weigher = DealWeigher(obs, config.sharpness, config.styles(learned=True))
    sampled: list[tuple[Sim, float]] = []
    for _ in range(worlds * 20):
        if len(sampled) >= worlds:
            break
        sim = dealer.deal(rng)
        if sim is None:
            break
        weight = weigher.weight(sim)
        if weight > 0.0:
            sampled.append((sim, weight))
    if not sampled:
        return None
    total = sum(weight for _, weight in sampled)
    pimc1 = [0.0] * len(legal)
    pimc2 = [0.0] * len(legal)
    # IS-2: per first card, per what we see at our next turn, per our next card: the sum
    # of weighted utilities of the deals that look that way.
    groups: list[dict[tuple[object, ...], dict[int, float]]] = [{} for _ in legal]
    ended: list[float] = [0.0] * len(legal)  # (deals over before our next turn)
    reached = [0] * len(legal)  # (deals that come to our next turn)
    for sim, weight in sampled:
        for i, card in enumerate(legal):
            after = sim.copy()
            after.play(card)
            pimc1[i] += weight * played_out(after, keep, side, config)
            game, seen = next_turn(after, seat, keep)
            if game.done():
                value = utility(game, side, config)
                pimc2[i] += weight * value
                ended[i] += weight * value
                continue
            values = {}
            for second in game.legal(seat):
                last = game.copy()
                last.play(second)
                values[second] = played_out(last, keep, side, config)
            pimc2[i] += weight * max(values.values())
            reached[i] += 1
            looks = (seen, tuple(sorted(game.hands[seat])), tuple(game.trick_cards))
            row = groups[i].setdefault(looks, defaultdict(float))
            for second, value in values.items():
                row[second] += weight * value
    is2 = [
        ended[i] + sum(max(row.values()) for row in groups[i].values()) for i in range(len(legal))
    ]
    left = sum(obs.hand_sizes) + obs.stock_count
    per_set = [reached[i] / len(groups[i]) for i in range(len(legal)) if groups[i]]
    return Scored(
        tuple(legal),
        tuple(v / total for v in pimc1),
        tuple(v / total for v in pimc2),
        tuple(v / total for v in is2),
        len(sampled),
        statistics.mean(per_set) if per_set else 0.0,
        left,
    )


class Measured(ExpertPlayer):
    """The Expert, its decisions scored three ways as it makes them."""

    def __init__(self, seed: int, worlds: int, found: list[tuple[Scored, int]]) -> None:
        super().__init__(seed)
        self.worlds = worlds
        self.found = found
        self.scoring = random.Random(seed * 7919 + 1)

    def choose_card(
        self,
        obs: Observation,
        time_budget: float | None = None,
        cancel: threading.Event | None = None,
    ) -> Card:
        card = super().choose_card(obs, time_budget, cancel)
        left = obs.stock_count + sum(obs.hand_sizes)
        if left > self.config.exact_cards:  # (the Expert plays out, not solves, here)
            scored = score(obs, self.worlds, self.config, self.scoring)
            if scored is not None:
                self.found.append((scored, int(card)))
        return card


def best(values: tuple[float, ...]) -> int:
    return max(range(len(values)), key=values.__getitem__)


def report(found: list[tuple[Scored, int]], seconds: float) -> dict[str, object]:
    n = len(found)
    fused = [s for s, _ in found if best(s.pimc2) != best(s.is2)]
    is_vs_pimc1 = sum(best(s.pimc1) != best(s.is2) for s, _ in found)
    is_vs_expert = sum(s.legal[best(s.is2)] != played for s, played in found)
    loss = [s.is2[best(s.is2)] - s.is2[best(s.pimc2)] for s in fused]
    return {
        "decisions": n,
        "pimc2_differs_from_is2": len(fused),
        "share_fused": round(len(fused) / n, 4) if n else None,
        "is2_differs_from_pimc1": is_vs_pimc1,
        "is2_differs_from_expert_played": is_vs_expert,
        "fused_choice_loses_by_is2": {
            "mean": round(statistics.mean(loss), 4) if loss else 0.0,
            "median": round(statistics.median(loss), 4) if loss else 0.0,
            "max": round(max(loss), 4) if loss else 0.0,
        },
        "mean_worlds": round(statistics.mean(s.worlds for s, _ in found), 1) if n else 0,
        "mean_worlds_per_information_set": (
            round(statistics.mean(s.looks for s, _ in found), 2) if n else 0
        ),
        "seconds": round(seconds, 1),
    }


def main() -> None:
    parse = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parse.add_argument("--deals", type=int, default=10, help="deals played (default 10)")
    parse.add_argument("--worlds", type=int, default=200, help="deals sampled a decision")
    parse.add_argument("--first", type=int, default=0, help="the first deal's seed")
    args = parse.parse_args()
    found: list[tuple[Scored, int]] = []
    rules = Rules(2)
    started = time.perf_counter()
    for deal in range(args.first, args.first + args.deals):
        shuffle = fair.Shuffle(deal.to_bytes(4, "big") * 8, "fusion")
        state = GameState(rules, shuffle.deck(rules))
        players = [Measured(deal, args.worlds, found), make_player("medium", deal)]
        play_deal(state, players)
    print(json.dumps(report(found, time.perf_counter() - started), indent=2))


if __name__ == "__main__":
    main()
