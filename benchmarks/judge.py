"""Speed and quality of the judge (issue 27): the review of a deal, the hint, and how
close the default judge comes to one with ten times its budget.

    python benchmarks/judge.py [--deals 3] [--quality-deals 8] [--luck-deals 4] [--json]
        [--skip-quality] [--luck-only]

- ``time``: ``analyse`` (every decision of both or all seats, luck included) of finished
  deals, two-player classic and four players, at the default and the quick strength;
  medians of wall-clock and CPU seconds per deal.
- ``quality``: every decision of two-player classic deals judged at the default strength
  and at ten times its budget: how often the best cards agree where the choice matters
  (the ten-times judge rates its best at least 0.02 win chance above its second best),
  and the median gap between the two judges' win-chance loss of the card played (over
  all decisions, and over those where either judge saw a loss); the quick judge likewise.
- ``luck``: each seat's luck over two-player deals at the default strength against the
  luck with ten times the outlook deals: the median and largest gaps.
- ``hint``: ``hint()`` on every decision position of the timed two-player deals: median
  and 95th-percentile seconds.

The deals are Medium against Beginner (seeded; fast to play and with mistakes to find).
One process, one core; wall-clock figures carry the machine's load, so the CPU seconds
are printed beside them.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_qt.ai.hint import hint
from briscola_qt.ai.judge import DEFAULT, QUICK, Strength, judge
from briscola_qt.ai.registry import make_player
from briscola_qt.analysis import analyse
from briscola_qt.analysis.luck import deal_luck, draw_luck
from briscola_qt.engine.cards import Card
from briscola_qt.engine.observation import Observation, observe
from briscola_qt.engine.record import Record, record_of
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState

CHOICE_MATTERS = 0.02
"""The ten-times judge's gap between its best and second-best card (win chance) above
which a decision counts for the agreement figure."""


def finished_deal(rules: Rules, seed: int) -> Record:
    """A deal Medium (even seats) and Beginner (odd seats) play to the end."""
    state = GameState.deal(rules, seed)
    players = [make_player("medium" if s % 2 == 0 else "beginner", seed + s) for s in range(4)]
    while not state.is_terminal():
        seat = state.current_player()
        state.push(players[seat % len(players)].choose_card(observe(state, seat)))
    return record_of(state)


def decisions_of(record: Record) -> list[tuple[Observation, int]]:
    """Each decision's view (more than one legal card) and the card played there."""
    state = GameState(record.rules, record.deck)
    out = []
    for card in record.plays:
        view = observe(state, state.current_player())
        if len(view.legal_cards()) > 1:
            out.append((view, int(card)))
        state.push(card)
    return out


def timed(run: Any) -> tuple[float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    run()
    return time.perf_counter() - wall, time.process_time() - cpu


def time_analysis(deals: int) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for players in (2, 4):
        records = [finished_deal(Rules(players), 100 + i) for i in range(deals)]
        for strength in (DEFAULT, QUICK):
            times = [timed(lambda r=r, s=strength: analyse(r, s)) for r in records]
            decisions = [len(decisions_of(r)) for r in records]
            out[f"{players}p {strength.name}"] = {
                "wall_s": round(statistics.median(w for w, _ in times), 2),
                "cpu_s": round(statistics.median(c for _, c in times), 2),
                "max_wall_s": round(max(w for w, _ in times), 2),
                "deals": len(times),
                "decisions_per_deal": statistics.median(decisions),
            }
    return out


def quality(deals: int, factor: float = 10.0) -> dict[str, Any]:
    """The default and the quick judge against the default with ``factor`` times its
    budget, on every decision of ``deals`` two-player deals."""
    strong: Strength = DEFAULT.scaled(factor)
    tested = (DEFAULT, QUICK)
    agree = dict.fromkeys(tested, 0)
    gaps: dict[Strength, list[float]] = {s: [] for s in tested}
    lossy: dict[Strength, list[float]] = {s: [] for s in tested}
    counted = 0
    for i in range(deals):
        for view, played in decisions_of(finished_deal(Rules(2), 200 + i)):
            theirs = judge(view, strong)
            wins = sorted((o.win for o in theirs.options), reverse=True)
            matters = theirs.option(theirs.best).win - wins[1] >= CHOICE_MATTERS - 1e-12
            counted += matters
            theirs_lost = theirs.loss(Card(played)).win
            for strength in tested:
                ours = judge(view, strength)
                agree[strength] += matters and ours.best == theirs.best
                ours_lost = ours.loss(Card(played)).win
                gaps[strength].append(abs(ours_lost - theirs_lost))
                if ours_lost > 0.0 or theirs_lost > 0.0:
                    lossy[strength].append(gaps[strength][-1])
    out: dict[str, Any] = {"against": strong.name, "choice_matters": counted}
    for strength in tested:
        out[strength.name] = {
            "decisions": len(gaps[strength]),
            "best_agrees": round(agree[strength] / counted, 3) if counted else None,
            "median_loss_gap_win": round(statistics.median(gaps[strength]), 4),
            "p90_loss_gap_win": round(statistics.quantiles(gaps[strength], n=10)[-1], 4),
            "with_a_loss": len(lossy[strength]),
            "median_loss_gap_win_with_a_loss": round(statistics.median(lossy[strength]), 4),
        }
    return out


def luck_noise(deals: int, factor: float = 10.0) -> dict[str, Any]:
    """How far each seat's luck over a deal at the default strength lies from the luck
    with ``factor`` times the outlook deals (two players)."""
    gaps_win: list[float] = []
    gaps_points: list[float] = []
    for i in range(deals):
        record = finished_deal(Rules(2), 300 + i)
        ours, theirs = (seat_luck(record, s) for s in (DEFAULT, DEFAULT.scaled(factor)))
        for (points, win), (strong_points, strong_win) in zip(ours, theirs, strict=True):
            gaps_win.append(abs(win - strong_win))
            gaps_points.append(abs(points - strong_points))
    return {
        "seat_deals": len(gaps_win),
        "median_gap_win": round(statistics.median(gaps_win), 3),
        "max_gap_win": round(max(gaps_win), 3),
        "median_gap_points": round(statistics.median(gaps_points), 2),
        "max_gap_points": round(max(gaps_points), 2),
    }


def seat_luck(record: Record, strength: Strength) -> list[tuple[float, float]]:
    """Each seat's luck over the deal (points, win), as ``analyse`` adds it up."""
    state = GameState(record.rules, record.deck)
    events = [deal_luck(record, seat, strength) for seat in range(record.rules.players)]
    for play, card in enumerate(record.plays):
        before = state.clone()
        state.push(card)
        for seat in dict.fromkeys(s for s, _ in state.last_draw()):
            event = draw_luck(record, play, before, state, seat, strength)
            if event is not None:
                events.append(event)
    return [
        (sum(e.points for e in events if e.seat == s), sum(e.win for e in events if e.seat == s))
        for s in range(record.rules.players)
    ]


def hint_latency(deals: int) -> dict[str, Any]:
    seconds = []
    for i in range(deals):
        for view, _ in decisions_of(finished_deal(Rules(2), 100 + i)):
            started = time.perf_counter()
            hint(view)
            seconds.append(time.perf_counter() - started)
    return {
        "median_s": round(statistics.median(seconds), 3),
        "p95_s": round(statistics.quantiles(seconds, n=20)[-1], 3),
        "hints": len(seconds),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3, help="deals timed per table size")
    parser.add_argument("--quality-deals", type=int, default=8)
    parser.add_argument("--luck-deals", type=int, default=4)
    parser.add_argument("--skip-quality", action="store_true")
    parser.add_argument(
        "--luck-only", action="store_true", help="only the luck figure (--luck-deals deals)"
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.luck_only:
        result: dict[str, Any] = {"luck": luck_noise(args.luck_deals)}
    else:
        result = {"time": time_analysis(args.deals), "hint": hint_latency(args.deals)}
    if not args.skip_quality and not args.luck_only:
        result["quality"] = quality(args.quality_deals)
        result["luck"] = luck_noise(args.luck_deals)
    if args.json:
        print(json.dumps(result))
    else:
        for name, figures in result.items():
            print(f"{name}: {json.dumps(figures)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
