"""In-process duplicate matches between players, for quick strength measurements.

    python benchmarks/harness.py expert medium --deals 500 [--players 2] [--variant classic]
        [--budget 0.3] [--workers 2] [--seed 1]

A player name is a built-in level (``make_player``, with ``:attr=value,...`` to set
attributes, and a ``peek-`` prefix to show it the other hands as an oracle) or ``bbot``
for BriscolaBot v3 run as a subprocess over briscola-bot/1. Each deal is played twice
with the seats swapped.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_qt.ai.base import Player
from briscola_qt.ai.registry import make_player
from briscola_qt.engine.cards import CODES, Card
from briscola_qt.engine.observation import Observation, observe
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import KEEP, SWAP, GameState

BBOT = Path("/work/shared/yardsticks/briscolabot.py")


class ProtocolBot(Player):
    """An external bot speaking briscola-bot/1 over a pipe."""

    name = "bbot"

    def __init__(self, command: list[str]) -> None:
        super().__init__(0)
        self.proc = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        self._ask({"type": "hello", "protocol": "briscola-bot/1"})

    def _ask(self, req: dict[str, object]) -> dict[str, object]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(json.dumps(req) + "\n")
        self.proc.stdin.flush()
        reply: dict[str, object] = json.loads(self.proc.stdout.readline())
        return reply

    def choose_card(self, obs: Observation, time_budget: float | None = None) -> Card:
        req = {
            "type": "move",
            "rules": obs.rules.to_dict(),
            "seat": obs.seat,
            "briscola": CODES[obs.briscola] if obs.briscola is not None else None,
            "hand": [CODES[c] for c in obs.hand],
            "stock": obs.stock_count,
            "history": [[[s, CODES[c]] for s, c in t.plays] for t in obs.history],
            "trick": [[s, CODES[c]] for s, c in obs.trick],
            "points": list(obs.points),
            "time_ms": 1000,
        }
        reply = self._ask(req)
        return Card.parse(str(reply["card"]))

    def close(self) -> None:
        try:
            self._ask_quit()
        finally:
            self.proc.wait(timeout=5)

    def _ask_quit(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps({"type": "quit"}) + "\n")
        self.proc.stdin.flush()


PEEKING: set[int] = set()
"""ids of players built as ``peek-...``: they are shown every hand (an oracle, for a ceiling)."""


def build(name: str, seed: int) -> Player:
    """A player by name; ``level:attr=value,attr=value`` sets attributes for experiments,
    and a ``peek-`` prefix shows it the other hands (never the stock)."""
    if name == "bbot":
        return ProtocolBot([sys.executable, str(BBOT)])
    peek = name.startswith("peek-")
    level, _, options = name.removeprefix("peek-").partition(":")
    player = make_player(level, seed)
    for option in filter(None, options.split(",")):
        attr, _, value = option.partition("=")
        setattr(player, attr, type(getattr(player, attr))(float(value)))
    if peek:
        PEEKING.add(id(player))
    return player


def play_deal(
    rules: Rules, seed: int, players: list[Player], budget: float | None, times: list[list[float]]
) -> GameState:
    """Play one deal; ``players[seat]``; record think times per seat."""
    state = GameState.deal(rules, seed)
    while not state.is_terminal():
        seat = state.current_player()
        obs = observe(state, seat, face_up=id(players[seat]) in PEEKING)
        if state.swap_pending:
            state.push(SWAP if players[seat].wants_swap(obs) else KEEP)
            continue
        t0 = time.perf_counter()
        card = players[seat].choose_card(obs, budget)
        times[seat].append(time.perf_counter() - t0)
        state.push(card)
    return state


def run_chunk(args: tuple[str, str, int, str, list[int], float | None]) -> dict[str, object]:
    a_name, b_name, n, variant, seeds, budget = args
    rules = Rules(players=n, variant=variant)
    a = build(a_name, 1000 + seeds[0])
    b = build(b_name, 2000 + seeds[0])
    wins = losses = draws = 0
    points: list[int] = []
    a_times: list[float] = []
    for seed in seeds:
        for a_side in (0, 1):
            seats = [a if rules.side_of(s) == a_side else b for s in range(n)]
            times: list[list[float]] = [[] for _ in range(n)]
            state = play_deal(rules, seed, seats, budget, times)
            outcome = state.outcome()
            assert outcome is not None
            for s in range(n):
                if rules.side_of(s) == a_side:
                    a_times.extend(times[s])
            points.append(outcome.points[a_side])
            if outcome.winner is None:
                draws += 1
            elif outcome.winner == a_side:
                wins += 1
            else:
                losses += 1
    for p in (a, b):
        if isinstance(p, ProtocolBot):
            p.close()
    return {"wins": wins, "losses": losses, "draws": draws, "points": points, "times": a_times}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--budget", type=float, default=None)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    seeds = [args.seed * 100000 + i for i in range(args.deals)]
    chunks = [seeds[i :: args.workers * 4] for i in range(args.workers * 4)]
    jobs = [(args.a, args.b, args.players, args.variant, c, args.budget) for c in chunks if c]
    t0 = time.time()
    with multiprocessing.Pool(args.workers) as pool:
        results = pool.map(run_chunk, jobs)
    wins = sum(int(r["wins"]) for r in results)  # type: ignore[call-overload]
    losses = sum(int(r["losses"]) for r in results)  # type: ignore[call-overload]
    draws = sum(int(r["draws"]) for r in results)  # type: ignore[call-overload]
    points = [p for r in results for p in r["points"]]  # type: ignore[attr-defined]
    times = sorted(t for r in results for t in r["times"])  # type: ignore[attr-defined]
    decided = wins + losses
    rate = wins / decided if decided else 0.0
    half = 1.96 * math.sqrt(rate * (1 - rate) / decided) if decided else 0.0
    med = statistics.median(times) * 1000 if times else 0.0
    p95 = times[int(0.95 * (len(times) - 1))] * 1000 if times else 0.0
    print(
        f"{args.a} vs {args.b} {args.players}p {args.variant}: games {2 * args.deals} "
        f"W {wins} L {losses} D {draws} win% {100 * rate:.1f} ± {100 * half:.1f} "
        f"mean pts {statistics.mean(points):.1f} ms/move med {med:.1f} p95 {p95:.1f} "
        f"({time.time() - t0:.0f}s)"
    )


if __name__ == "__main__":
    main()
