"""``briscola-arena``: the headless command line (verify, match, serve-bot, bench).

Bad input never ends in a traceback: every problem is one line on standard error and
exit code 2.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .ai.external import BotError
from .ai.protocol import PROTOCOL, ProtocolError, observation_from_request
from .ai.registry import PLAYER_NAMES, UnknownPlayerError, make_player
from .engine import fast
from .engine.errors import RecordError, RulesError
from .engine.record import verify
from .engine.rules import VARIANTS, Rules
from .engine.state import GameState
from .naive_reference import naive_deals
from .tournament import MatchStoppedError, Tournament


class UsageError(Exception):
    """A problem with what the user asked for; printed as one line, exit 2."""


def fail(message: str) -> int:
    print(f"briscola-arena: {message}", file=sys.stderr)
    return 2


# --- verify ------------------------------------------------------------------------


def cmd_verify(args: argparse.Namespace) -> int:
    try:
        text = sys.stdin.read() if args.file == "-" else Path(args.file).read_text("utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return fail(f"cannot read {args.file}: {error}")
    try:
        result = verify(text)
    except RecordError as error:
        return fail(f"bad record: {error}")
    print(json.dumps(result))
    return 0


# --- match -------------------------------------------------------------------------


def cmd_match(args: argparse.Namespace) -> int:
    players = args.players
    try:
        rules = Rules(
            players=len(players),
            variant=args.variant,
            signals=args.signals,
            tie_break_last_trick=args.tie_break,
            two_swap=args.two_swap,
        )
    except RulesError as error:
        return fail(str(error))
    for spec in players:
        if not spec.startswith("cmd:") and spec not in PLAYER_NAMES:
            return fail(f"unknown player {spec!r} (built-in: {', '.join(PLAYER_NAMES)})")
    if args.deals < 1:
        return fail("--deals must be at least 1")
    try:
        tournament = Tournament(
            specs=players,
            rules=rules,
            deals=args.deals,
            seed=args.seed,
            duplicate=args.duplicate,
            time_ms=args.time_ms,
            save_dir=Path(args.save) if args.save else None,
            on_bot_error=args.on_bot_error,
        )
        stats = tournament.run()
        code = 0
    except (BotError, UnknownPlayerError, OSError) as error:
        return fail(str(error))
    except MatchStoppedError as error:
        print(f"briscola-arena: match stopped: {error}", file=sys.stderr)
        stats = tournament.stats
        code = 3
    summary = stats.to_dict(tournament.seats)
    if args.json:
        print(json.dumps(summary))
    else:
        print_summary(summary)
    return code


def print_summary(summary: dict[str, Any]) -> None:
    decided = summary["games"] - summary["draws"]
    print(f"{summary['games']} games, {summary['draws']} draws, {decided} decided")
    for i, name in enumerate(summary["players"]):
        lo, hi = summary["win_rate_ci95"][i]
        wins = summary["wins"][i]
        rate = wins / decided if decided else 0.0
        print(
            f"  {i}: {name:<24} wins {wins:>6}  {rate:6.1%} [{lo:.1%}, {hi:.1%}]"
            f"  mean points {summary['mean_points'][i]:.1f}"
        )
    for name, ms in summary["ms_per_move"].items():
        print(f"  {name}: {ms['median']:.2f} ms per move (median), {ms['p95']:.2f} ms p95")


# --- serve-bot ---------------------------------------------------------------------


def cmd_serve_bot(args: argparse.Namespace) -> int:
    try:
        player = make_player(args.level, args.seed)
    except UnknownPlayerError as error:
        return fail(str(error))
    out = sys.stdout
    for line in sys.stdin:
        if not line.strip():
            continue
        answer = serve_one(player, line)
        if answer is None:
            break
        out.write(json.dumps(answer) + "\n")
        out.flush()
    return 0


def serve_one(player: Any, line: str) -> dict[str, Any] | None:
    """The answer to one protocol line; None for quit."""
    try:
        request = json.loads(line)
    except json.JSONDecodeError:
        return {"type": "error", "message": "not valid JSON"}
    if not isinstance(request, dict):
        return {"type": "error", "message": "a request must be a JSON object"}
    kind = request.get("type")
    if kind == "quit":
        return None
    if kind == "hello":
        return {"type": "hello", "name": f"briscola-qt {player.name}", "protocol": PROTOCOL}
    if kind == "move":
        try:
            obs = observation_from_request(request)
        except ProtocolError as error:
            return {"type": "error", "message": str(error)}
        time_ms = request.get("time_ms")
        budget = time_ms / 1000 if isinstance(time_ms, int | float) and time_ms > 0 else None
        return {"type": "move", "card": str(player.choose_card(obs, budget))}
    return {"type": "error", "message": f"unknown request type {kind!r}"}


# --- bench -------------------------------------------------------------------------


def cmd_bench(args: argparse.Namespace) -> int:
    if args.deals < 1 or args.rounds < 1:
        return fail("--deals and --rounds must be at least 1")
    fast_rates, naive_rates, state_rates = [], [], []
    n = max(1, args.deals // 10)
    for r in range(args.rounds):
        # Interleaved, so both see the same machine load.
        fast_rates.append(_rate(fast.random_deals, args.deals, r))
        naive_rates.append(_rate(naive_deals, args.deals, r))
        if args.full:
            state_rates.append(_rate(_state_deals, n, r))
    result: dict[str, Any] = {
        "deals_per_s": round(statistics.median(fast_rates)),
        "naive_deals_per_s": round(statistics.median(naive_rates)),
        "ratio": round(statistics.median(fast_rates) / statistics.median(naive_rates), 2),
        "rounds": args.rounds,
        "deals": args.deals,
    }
    if state_rates:
        result["gamestate_deals_per_s"] = round(statistics.median(state_rates))
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"fast path: {result['deals_per_s']} deals/s; naive reference: "
            f"{result['naive_deals_per_s']} deals/s; ratio {result['ratio']} "
            f"(median of {args.rounds} rounds of {args.deals} deals, one core)"
        )
        if state_rates:
            print(f"full GameState with undo log: {result['gamestate_deals_per_s']} deals/s")
    return 0


def _rate(run: Callable[[int, int], object], deals: int, seed: int) -> float:
    started = time.perf_counter()
    run(deals, seed)
    return deals / (time.perf_counter() - started)


def _state_deals(count: int, seed: int) -> None:
    rng = random.Random(seed)
    rules = Rules()
    for _ in range(count):
        state = GameState.deal(rules, rng)
        while not state.is_terminal():
            state.push(rng.choice(state.legal_actions()))


# --- the command line --------------------------------------------------------------


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="briscola-arena", description="Briscola without a window: records, matches, bots."
    )
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("verify", help="replay a game record and print its result")
    p.add_argument("file", help="a briscola-record/1 JSON file, or - for standard input")
    p.set_defaults(run=cmd_verify)

    p = sub.add_parser("match", help="play deals between players and print statistics")
    p.add_argument(
        "--players",
        nargs="+",
        required=True,
        help=f"one per seat: {', '.join(PLAYER_NAMES)} or cmd:<bot command line>",
    )
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--duplicate", action="store_true", help="replay each deal, seats rotated")
    p.add_argument("--variant", choices=VARIANTS, default="classic")
    p.add_argument("--signals", action="store_true", help="partner signals (team games)")
    p.add_argument("--two-swap", action="store_true", help="allow the two-of-trump swap")
    p.add_argument("--tie-break", action="store_true", help="60-60 goes to the last trick")
    p.add_argument("--time-ms", type=int, default=1000, help="thinking time per move")
    p.add_argument("--save", metavar="DIR", help="save every game as a record in DIR")
    p.add_argument(
        "--on-bot-error",
        choices=("fallback", "stop"),
        default="fallback",
        help="when an external bot misbehaves: play a random legal card for it, or stop",
    )
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_match)

    p = sub.add_parser("serve-bot", help="serve a built-in player over briscola-bot/1")
    p.add_argument("level", help=", ".join(PLAYER_NAMES))
    p.add_argument("--seed", type=int, default=None)
    p.set_defaults(run=cmd_serve_bot)

    p = sub.add_parser("bench", help="random self-play speed of two-player deals")
    p.add_argument("--deals", type=int, default=20000)
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--full", action="store_true", help="also time the full GameState")
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_bench)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        code: int = args.run(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    return code


if __name__ == "__main__":
    sys.exit(main())
