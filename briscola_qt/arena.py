"""``briscola-arena``: the headless command line (verify, match, serve-bot).

Bad input never ends in a traceback: every problem is one line on standard error and
exit code 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from .ai.base import Player
from .ai.external import BotError
from .ai.protocol import PROTOCOL, ProtocolError, observation_from_request
from .ai.registry import PLAYER_NAMES, UnknownPlayerError, make_player
from .engine.errors import RecordError, RulesError
from .engine.observation import Observation
from .engine.record import verify
from .engine.rules import VARIANTS, Rules
from .tournament import MatchStoppedError, Tournament


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
        if not spec.startswith("cmd:"):
            try:
                make_player(spec)
            except UnknownPlayerError as error:
                return fail(str(error))
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
    host = BotHost(player)
    out = sys.stdout
    try:
        for line in sys.stdin:
            if not line.strip():
                continue
            answer = host.answer(line)
            if answer is None:
                break
            out.write(json.dumps(answer) + "\n")
            out.flush()
    finally:
        host.close()
    return 0


class BotHost:
    """Serves one player over ``briscola-bot/1`` and tells it its life cycle.

    The protocol sends only move requests, so the host sees a new deal when a request
    does not continue the one before (other rules or seat, or plays that are not the
    earlier ones and more); it then tells the player the earlier deal ended, with the
    last view it had of it, and that a new one starts.
    """

    def __init__(self, player: Player) -> None:
        self.player = player
        self.last: Observation | None = None

    def answer(self, line: str) -> dict[str, Any] | None:
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
            name = f"briscola-qt {self.player.name}"
            return {"type": "hello", "name": name, "protocol": PROTOCOL}
        if kind == "move":
            try:
                obs = observation_from_request(request)
            except ProtocolError as error:
                return {"type": "error", "message": str(error)}
            self._follow(obs)
            time_ms = request.get("time_ms")
            budget = time_ms / 1000 if isinstance(time_ms, int | float) and time_ms > 0 else None
            return {"type": "move", "card": str(self.player.choose_card(obs, budget))}
        return {"type": "error", "message": f"unknown request type {kind!r}"}

    def _follow(self, obs: Observation) -> None:
        last = self.last
        if last is None or not _continues(last, obs):
            self.close()
            self.player.start_deal(obs.rules, obs.seat)
        self.last = obs

    def close(self) -> None:
        """The deal being served is over (a new one began, or the host stops)."""
        if self.last is not None:
            self.player.end_deal(self.last)
            self.last = None


def _plays(obs: Observation) -> list[tuple[int, int]]:
    return [(s, int(c)) for t in obs.history for s, c in t.plays] + [
        (s, int(c)) for s, c in obs.trick
    ]


def _continues(last: Observation, obs: Observation) -> bool:
    """Is ``obs`` a later position of the deal ``last`` was taken from?"""
    if obs.rules != last.rules or obs.seat != last.seat:
        return False
    before, now = _plays(last), _plays(obs)
    return len(now) > len(before) and now[: len(before)] == before


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
        help=f"one per seat: {', '.join(PLAYER_NAMES)} (expert:think=0.5,... sets Expert "
        "options, see briscola_qt/ai/config.py) or cmd:<bot command line>",
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
