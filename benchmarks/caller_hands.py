"""What a chiamata call says of the caller's hand, and whether the search listens.

    python benchmarks/caller_hands.py [--deals 150] [--bidder medium] [--work 0.05]

Part 1: in ``--deals`` deals bid by five copies of ``--bidder``, the share of the called
suit's cards above the called rank that the caller holds (a card dealt at random would be
in its hand some 25% of the time).

Part 2: the same deals played out by five Medium players. At its first choice of play,
every seat that is not the caller (the partner and the defenders: none of them sees the
caller's hand) is judged with ``--work`` per decision twice, with the call weighed as
evidence of the caller's hand (``inference.CALL_SCALE``) and without; the search's
estimate of its side's win is scored against the deal's result: the Brier score (lower is
better) and the mean error of its side's points, paired on the same positions and seeds.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_qt.ai import inference
from briscola_qt.ai.host import call_choice, choose_card
from briscola_qt.ai.judge import Strength, judge
from briscola_qt.ai.registry import make_player
from briscola_qt.engine.cards import Card, Rank
from briscola_qt.engine.observation import observe
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState


def bid(state: GameState, level: str, seed: int) -> None:
    players = [make_player(level, seed=seed * 10 + i) for i in range(5)]
    while state.bidding:
        seat = state.current_player()
        state.push(call_choice(players[seat], observe(state, seat), 0.3))


def _nothing(rank: Rank, target: int) -> float:
    return 0.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=150)
    parser.add_argument("--bidder", default="medium")
    parser.add_argument("--work", type=float, default=0.05)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--verbose", action="store_true", help="print every position")
    args = parser.parse_args()
    rules = Rules(5, "chiamata")
    strength = Strength("bench", args.work, 8)
    held = higher_total = 0
    variants = ("without", "with the call")
    needed = inference.call_strength_needed
    errors: dict[str, list[float]] = {name: [] for name in variants}
    briers: dict[str, list[float]] = {name: [] for name in variants}
    played = 0
    for seed in range(args.first_seed, args.first_seed + args.deals):
        state = GameState.deal(rules, random.Random(seed))
        bid(state, args.bidder, seed)
        if state.thrown_in or state.called is None:
            continue
        played += 1
        caller, called = state.caller, state.called
        assert caller is not None
        hand = set(state.hand(caller))
        for rank in range(called.rank):
            higher_total += 1
            held += Card.of(Rank(rank), called.suit) in hand
        # Play the deal out with Medium players, keeping each non-caller's first view.
        players = [make_player("medium", seed=seed * 10 + i) for i in range(5)]
        views = {}
        while not state.is_terminal():
            seat = state.current_player()
            view = observe(state, seat)
            if seat != caller and seat not in views and len(view.legal_cards()) > 1:
                views[seat] = view
            state.push(choose_card(players[seat], view))
        outcome = state.outcome()
        assert outcome is not None
        sides = state.deal_sides()
        for seat, view in views.items():
            side = sides[seat]
            won = 1.0 if outcome.winner == side else 0.0
            for name in variants:
                # Without: no strength is asked of the caller's hand (the weight stays 1).
                inference.call_strength_needed = needed if name != "without" else _nothing
                judged = judge(view, strength, seed=seed * 100 + seat)
                if args.verbose:
                    print(
                        seed,
                        seat,
                        side,
                        round(judged.option(judged.best).points, 1),
                        round(judged.option(judged.best).win, 2),
                        outcome.points[side],
                    )
                option = judged.option(judged.best)
                briers[name].append((option.win - won) ** 2)
                errors[name].append(abs(option.points - outcome.points[side]))
    print(f"{played} deals bid by {args.bidder} (seeds {args.first_seed}..)")
    share = held / higher_total if higher_total else 0.0
    print(f"caller holds {held} of {higher_total} cards above the called one ({share:.1%})")
    for name in briers:
        brier, error = statistics.fmean(briers[name]), statistics.fmean(errors[name])
        print(
            f"{name:>14}: {len(briers[name])} positions, Brier {brier:.4f},"
            f" mean points error {error:.2f}"
        )
    diffs = [a - b for a, b in zip(briers["with the call"], briers["without"], strict=True)]
    if len(diffs) > 1:
        mean, sd = statistics.fmean(diffs), statistics.stdev(diffs)
        print(f"Brier, with the call - without: {mean:+.4f} +- {sd / len(diffs) ** 0.5:.4f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
