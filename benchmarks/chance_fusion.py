"""Issue 47: what solving each order of the stock as if it were known costs the Expert
where it solves (its exact zone), measured with the opponent's hand known:

    nice -n 10 python benchmarks/chance_fusion.py --deals 300 --max-left 12

In its exact zone (cards still in the stock, at most 14 left) the Expert samples deals and
solves each exactly, every card of it known, the order of the stock included; a card's
value is the mean of its solved values. That is determinised search over the draws: in
each sampled order both players play as if they knew which cards come next (strategy
fusion over chance). With the opponent's hand shown, as the harness's ``zonepeek-`` player
has it, the only hidden thing left is that order, so the right value of a card is an
expectimax: the draws are chance nodes, every order of the unseen stock equally likely,
and each player chooses knowing only the draws made so far.

For two-player classic positions in the zone (deals of Medium against Medium from fair
shuffles of fixed seeds, every decision with two cards or more to choose from), the report
gives how often the card with the best mean over every order of the stock (PIMC with
unlimited samples) and over 24 sampled orders (the Expert's floor in its zone) is not the
expectimax's best card, and what that choice costs in the expectimax's terms: the
Expert's utility (the result, 1 won, 0.5 drawn, 0 lost, plus 0.25 times the points margin
over 60, counted up to 20 points), and the chance to win.

The game model here is the engine's two-player rules without follow suit or tie-break
(the trick's winner draws first, the briscola comes last); ``tests/benchmarks/
test_chance_fusion.py`` checks its solve of known orders against the Expert's solver.
"""

from __future__ import annotations

import argparse
import functools
import itertools
import json
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.fusion_properties import medium_decisions
from briscola_qt.engine.cards import POINTS
from briscola_qt.engine.state import GameState, trick_winner_index

WEIGHT, CLIP = 0.25, 20
"""The Expert's utility in two-player deals (``ExpertConfig.points_weight``, ``margin_clip``)."""
SAMPLED_ORDERS = 24
"""The Expert's floor of sampled deals a decision in its exact zone."""


@dataclass(frozen=True)
class Position:
    """A two-player position with every hand known and the stock's order hidden."""

    hands: tuple[frozenset[int], frozenset[int]]
    unseen: frozenset[int]
    """The stock above the briscola, in an order nobody knows."""
    briscola: int | None
    """Drawn last (None once drawn)."""
    trump: int
    trick: tuple[int, ...]
    """The cards of the trick so far, the leader's first."""
    leader: int
    points: tuple[int, int]
    us: int
    """The seat whose values are worked out (the seat to play at the root)."""


def utility(mine: int) -> float:
    result = 1.0 if mine > 60 else 0.5 if mine == 60 else 0.0
    return result + WEIGHT * max(-CLIP, min(CLIP, mine - 60)) / CLIP


def win(mine: int) -> float:
    return 1.0 if mine > 60 else 0.5 if mine == 60 else 0.0


class Game:
    """Values of a position by minimax over the players' cards, the draws either known
    (one order of the stock) or chance nodes (every order equally likely); ``score`` turns
    our final points into the value maximised. Positions are memoised."""

    def __init__(self, trump: int, us: int, score: Callable[[int], float]) -> None:
        self.trump, self.us, self.score = trump, us, score
        self.value = functools.cache(self._value)

    # A stock is a tuple: ("known", next cards in order..., briscola) or
    # ("chance", briscola or -1, unseen cards sorted...).

    def _draws(self, stock: tuple[int, ...]) -> list[tuple[float, int, int, tuple[int, ...]]]:
        if stock[0] == 0:  # known order
            cards = stock[1:]
            if not cards:
                return []
            return [(1.0, cards[0], cards[1], (0, *cards[2:]))]
        briscola, unseen = stock[1], stock[2:]
        if briscola < 0 and not unseen:
            return []
        if len(unseen) == 1:
            return [(1.0, unseen[0], briscola, (1, -1))]
        share = 1.0 / (len(unseen) * (len(unseen) - 1))
        out = []
        for a, b in itertools.permutations(unseen, 2):
            rest = tuple(c for c in unseen if c != a and c != b)
            out.append((share, a, b, (1, briscola, *rest)))
        return out

    def _value(
        self,
        hand0: frozenset[int],
        hand1: frozenset[int],
        stock: tuple[int, ...],
        trick: tuple[int, ...],
        leader: int,
        mine: int,
    ) -> float:
        """The value for ``us``, ``mine`` being our points so far."""
        hands = (hand0, hand1)
        if len(trick) == 2:
            index = trick_winner_index(trick, self.trump)
            winner = (leader + index) % 2
            taken = POINTS[trick[0]] + POINTS[trick[1]]
            mine += taken if winner == self.us else 0
            draws = self._draws(stock)
            if not draws:
                if not hand0 and not hand1:
                    return self.score(mine)
                return self.value(hand0, hand1, stock, (), winner, mine)
            total = 0.0
            for p, first, second, after in draws:
                new = [set(hand0), set(hand1)]
                new[winner].add(first)
                new[1 - winner].add(second)
                total += p * self.value(
                    frozenset(new[0]), frozenset(new[1]), after, (), winner, mine
                )
            return total
        seat = (leader + len(trick)) % 2
        values = []
        for card in hands[seat]:
            rest = hands[seat] - {card}
            new = (rest, hand1) if seat == 0 else (hand0, rest)
            values.append(self.value(new[0], new[1], stock, (*trick, card), leader, mine))
        return max(values) if seat == self.us else min(values)

    def card_values(self, position: Position, stock: tuple[int, ...]) -> dict[int, float]:
        """The value of each card of the seat to play (``us``) at ``position``."""
        seat = (position.leader + len(position.trick)) % 2
        assert seat == self.us
        hand0, hand1 = position.hands
        values = {}
        for card in sorted(position.hands[seat]):
            rest = position.hands[seat] - {card}
            new = (rest, hand1) if seat == 0 else (hand0, rest)
            values[card] = self.value(
                new[0],
                new[1],
                stock,
                (*position.trick, card),
                position.leader,
                position.points[self.us],
            )
        return values


def known_stock(order: tuple[int, ...], briscola: int | None) -> tuple[int, ...]:
    return (0, *order, *([briscola] if briscola is not None else []))


def chance_stock(position: Position) -> tuple[int, ...]:
    briscola = position.briscola if position.briscola is not None else -1
    return (1, briscola, *sorted(position.unseen))


def position_of(state: GameState) -> Position:
    seat = state.current_player()
    stock = [int(c) for c in state.stock]  # next first, the briscola last
    briscola = int(state.briscola) if state.briscola is not None and stock else None
    unseen = frozenset(stock[:-1] if briscola is not None else stock)
    return Position(
        hands=(frozenset(int(c) for c in state.hand(0)), frozenset(int(c) for c in state.hand(1))),
        unseen=unseen,
        briscola=briscola,
        trump=int(state.trump),
        trick=tuple(int(c) for _, c in state.trick),
        leader=state.leader,
        points=tuple(state.table().points),  # type: ignore[arg-type]
        us=seat,
    )


def pimc_values(
    position: Position, score: Callable[[int], float], orders: list[tuple[int, ...]]
) -> dict[int, float]:
    """Each card's mean over ``orders`` of its value with that order known to both."""
    game = Game(position.trump, position.us, score)
    sums: dict[int, float] = {}
    for order in orders:
        for card, v in game.card_values(position, known_stock(order, position.briscola)).items():
            sums[card] = sums.get(card, 0.0) + v
    return {card: total / len(orders) for card, total in sums.items()}


def measure_position(position: Position, rng: random.Random) -> dict[str, float]:
    unseen = sorted(position.unseen)
    every = list(itertools.permutations(unseen))
    sampled = [tuple(rng.sample(unseen, len(unseen))) for _ in range(SAMPLED_ORDERS)]
    out: dict[str, float] = {}
    for name, score in (("utility", utility), ("win", win)):
        exact = Game(position.trump, position.us, score).card_values(
            position, chance_stock(position)
        )
        best = max(exact.values())
        for label, orders in (("all", every), ("24", sampled)):
            pimc = pimc_values(position, score, orders)
            chosen = max(pimc, key=lambda c: (pimc[c], -c))
            out[f"{name}_{label}_loss"] = best - exact[chosen]
    # (how the choice is made: by the utility, as the Expert chooses)
    return out


def positions(deals: int, first: int, max_left: int) -> Iterator[tuple[int, Position]]:
    """Decisions of Medium against Medium in the zone: cards in the stock, at most
    ``max_left`` in hands and stock, two legal cards or more."""
    for deal, state, obs in medium_decisions(deals, first, "chance-fusion"):
        left = sum(obs.hand_sizes) + obs.stock_count
        if obs.stock_count > 0 and left <= max_left and len(obs.hand) >= 2:
            yield deal, position_of(state)


def measure(deals: int, first: int, max_left: int) -> dict[str, object]:
    rows: list[dict[str, float]] = []
    started = time.process_time()
    for deal, position in positions(deals, first, max_left):
        rows.append(measure_position(position, random.Random(f"orders {deal} {len(rows)}")))
    report: dict[str, object] = {
        "deals": deals,
        "first_seed": first,
        "max_left": max_left,
        "decisions": len(rows),
        "cpu_s": round(time.process_time() - started, 1),
    }
    for key in rows[0] if rows else []:
        losses = [row[key] for row in rows]
        report[key] = {
            "differs": round(sum(1 for x in losses if x > 1e-9) / len(losses), 4),
            "mean_loss": round(statistics.fmean(losses), 5),
        }
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--first", type=int, default=0, help="the first deal's seed")
    parser.add_argument(
        "--max-left",
        type=int,
        default=12,
        help="cards left in hands and stock at most (14 is the Expert's zone; 12 keeps the "
        "expectimax to seconds a decision)",
    )
    args = parser.parse_args()
    print(json.dumps(measure(args.deals, args.first, args.max_left), indent=1))


if __name__ == "__main__":
    main()
