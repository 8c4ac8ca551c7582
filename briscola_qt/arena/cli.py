"""``briscola-arena``: the headless command line (verify, verify-deal, analyze, match,
serve-bot).

Bad input never ends in a traceback or a hang: every problem is one line on standard
error and one of the exit codes in ``EXIT_CODES``.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import functools
import json
import os
import sys
from pathlib import Path
from typing import Any, Final, NoReturn

from ..ai.botprocess import echo
from ..ai.external import BotError
from ..ai.registry import PLAYER_NAMES, UnknownPlayerError, make_player
from ..analysis import DEFAULT, QUICK, analyse
from ..analysis.words import analysis_text
from ..engine import fair
from ..engine.cards import codes
from ..engine.errors import RecordError, RulesError
from ..engine.record import RECORD_LIMITS, loads, replay, verify
from ..engine.rules import VARIANTS, Rules
from . import interrupts
from .matchsave import MatchFolder, MatchFolderError, Reuse
from .progress import progress_bar
from .readin import InputError, bounded_lines, read_bounded
from .servebot import REQUEST_LIMITS, BotHost
from .tournament import MatchStoppedError, Tournament

EXIT_BAD_INPUT: Final = 2
EXIT_STOPPED: Final = 3
EXIT_CANNOT_WRITE: Final = 4
EXIT_CTRL_C: Final = 130
"""Ctrl+C (SIGINT) in a command that is not a match: ``main`` ends it with this code."""
EXIT_CODES: Final = f"""exit codes:
  0        done
  {EXIT_BAD_INPUT}        bad input: a usage error, a bad record, a bot that cannot start, a
           --save folder that cannot be used or already holds a match
  {EXIT_STOPPED}        match stopped on a bot error (--on-bot-error stop)
  {EXIT_CANNOT_WRITE}        a file or standard output could not be written (disk full, ...)
  128+N    stopped by signal N (130 SIGINT, 143 SIGTERM, 129 SIGHUP): the game in progress
           and the summary are saved first"""
"""The exit codes of ``match``, and of the command line as a whole."""


def exit_codes(done: str, bad_input: str) -> str:
    """The exit codes a command other than ``match`` can return (its --help's epilog): no
    bot, no match folder, no signal handler but Ctrl+C's."""
    return f"""exit codes:
  0        {done}
  {EXIT_BAD_INPUT}        {bad_input}
  {EXIT_CANNOT_WRITE}        standard output could not be written (disk full, ...)
  {EXIT_CTRL_C}      stopped by Ctrl+C (SIGINT)"""


VERIFY_EXIT_CODES: Final = exit_codes(
    "the record is valid; its result is printed", "bad input: a usage error or a bad record"
)
VERIFY_DEAL_EXIT_CODES: Final = exit_codes(
    "every check passed",
    "a check failed, or bad input: a usage error, a seed or commitment that is not 64\n"
    "           hex digits, an empty cut, a bad record",
)
ANALYZE_EXIT_CODES: Final = exit_codes(
    "done: the analysis is printed", "bad input: a usage error or a bad record"
)
SERVE_BOT_EXIT_CODES: Final = exit_codes(
    "standard input ended, or the host sent quit",
    "bad input: a usage error, an unknown level, standard input closed",
)

MAX_TIME_MS: Final = 600_000
MAX_DEALS: Final = 1_000_000


MAX_ERROR_LINE: Final = 400


def fail(message: str, code: int = EXIT_BAD_INPUT) -> int:
    """One line on standard error, however long or many-lined ``message`` is; ``code``."""
    line = " ".join(message.split())
    if len(line) > MAX_ERROR_LINE:
        line = line[:MAX_ERROR_LINE] + "..."
    print(f"briscola-arena: {line}", file=sys.stderr, flush=True)
    return code


def write_out(text: str) -> None:
    """Print ``text`` to standard output now; OSError if it cannot be written."""
    if sys.stdout is None:  # Python's view of a closed descriptor 1 (``>&-``)
        raise OSError(errno.EBADF, "standard output is closed")
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except OSError:
        # What is still buffered would fail again at exit, with a traceback-like warning.
        with contextlib.suppress(OSError):
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        raise


def output_failed(error: OSError) -> int:
    return fail(f"cannot write to standard output: {error.strerror or error}", EXIT_CANNOT_WRITE)


# --- verify ------------------------------------------------------------------------


def read_record_text(args: argparse.Namespace) -> str:
    """The text of the record ``args.file`` names (``-``: standard input), read within
    the size and time limits; InputError or RecordError (empty, not UTF-8) if it cannot
    be."""
    data = read_bounded(args.file, RECORD_LIMITS.max_bytes, args.read_timeout)
    where = "standard input" if args.file == "-" else args.file
    if not data.strip():
        raise RecordError(f"{where} is empty")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise RecordError(f"{where} is not UTF-8 text (byte {error.start})") from None


def cmd_verify(args: argparse.Namespace) -> int:
    try:
        result = verify(read_record_text(args))
    except InputError as error:
        return fail(str(error))
    except RecordError as error:
        return fail(f"bad record: {error}")
    try:
        write_out(json.dumps(result) + "\n")
    except OSError as error:
        return output_failed(error)
    return 0


# --- verify-deal ---------------------------------------------------------------------


def cmd_verify_deal(args: argparse.Namespace) -> int:
    """Check a fair shuffle (docs/fair-shuffle.md): one line per check, exit 2 if any failed."""
    try:
        seed = fair.parse_hex(args.seed, "seed")
        commitment = fair.parse_hex(args.commitment, "commitment")
        # Version 2: CUT is every player's cut, a JSON list of [seat, "cut"] pairs.
        cuts = fair.parse_cuts(args.cut) if args.shuffle == 2 else None
        if cuts is None:
            fair.normal_cut(args.cut)
    except fair.ShuffleError as error:
        return fail(str(error))
    checks = [fair.check_commitment(seed, commitment)]
    lines = []
    if args.file is None:
        cards = fair.shuffled_cards(seed, args.cut) if cuts is None else None
        deck = codes(cards if cards is not None else fair.shuffled_cards_2(seed, cuts or ()))
        source = "seed and cut" if cuts is None else "seed and cuts"
        lines.append(f"deck: not checked (no record); {source} deal {' '.join(deck)}")
    else:
        try:
            record = loads(read_record_text(args))
        except InputError as error:
            return fail(str(error))
        except RecordError as error:
            return fail(f"bad record: {error}")
        if cuts is None:
            checks.append(fair.check_deck(record.rules, record.deck, seed, args.cut))
        else:
            checks.append(fair.check_deck_2(record.rules, record.deck, seed, cuts))
    try:
        write_out("".join(f"{line}\n" for line in [*(c.line() for c in checks), *lines]))
    except OSError as error:
        return output_failed(error)
    return 0 if all(c.ok for c in checks) else EXIT_BAD_INPUT


# --- analyze -----------------------------------------------------------------------


def cmd_analyze(args: argparse.Namespace) -> int:
    try:
        record = loads(read_record_text(args))
        replay(record)
    except InputError as error:
        return fail(str(error))
    except RecordError as error:
        return fail(f"bad record: {error}")
    strength = QUICK if args.quick else DEFAULT
    with progress_bar(len(record.plays) + 1, "play", "analysing") as show:
        analysis = analyse(record, strength, progress=lambda done, _: show(done))
    try:
        write_out(analysis.to_json() + "\n" if args.json else analysis_text(analysis))
    except OSError as error:
        return output_failed(error)
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
            caller_leads=args.caller_leads,
        )
    except RulesError as error:
        return fail(str(error))
    for spec in players:
        if not spec.startswith("cmd:"):
            try:
                make_player(spec)
            except UnknownPlayerError as error:
                return fail(str(error))
    reuse: Reuse = "continue" if args.continue_ else "replace" if args.replace else "refuse"
    if reuse != "refuse" and not args.save:
        return fail(f"--{reuse} needs --save DIR")
    with interrupts.catching():
        try:
            return play_match(args, rules, reuse)
        except interrupts.Interrupted as signal:  # before the match began: nothing to save
            return fail(f"stopped by {signal.name} before the first deal", signal.exit_code)


def play_match(args: argparse.Namespace, rules: Rules, reuse: Reuse) -> int:
    try:
        folder = MatchFolder.open(Path(args.save), reuse) if args.save else None
        tournament = Tournament(
            specs=args.players,
            rules=rules,
            deals=args.deals,
            seed=args.seed,
            duplicate=args.duplicate,
            time_ms=args.time_ms,
            folder=folder,
            on_bot_error=args.on_bot_error,
        )
    except BotError as error:
        return fail(error.detail)  # it names the seat, the command and what went wrong
    except (UnknownPlayerError, MatchFolderError) as error:
        return fail(str(error))
    code = 0
    games = args.deals * tournament.rotations
    try:
        with progress_bar(games, "game", "playing") as show:
            tournament.on_game = lambda: show(tournament.stats.games)
            tournament.run()
    except MatchStoppedError as error:
        print(f"briscola-arena: match stopped: {error}", file=sys.stderr)
        tournament.stats.stopped = "bot error"
        code = EXIT_STOPPED
    except MatchFolderError as error:
        print(f"briscola-arena: {error}; match stopped", file=sys.stderr)
        tournament.stats.stopped = "save failed"
        code = EXIT_CANNOT_WRITE
    except interrupts.Interrupted as signal:
        played = tournament.stats.games
        print(
            f"briscola-arena: stopped by {signal.name} after {played} games; "
            "the game in progress and the summary are saved",
            file=sys.stderr,
        )
        tournament.stats.stopped = signal.name
        code = signal.exit_code
    return report(args, tournament, folder, code)


def report(
    args: argparse.Namespace, tournament: Tournament, folder: MatchFolder | None, code: int
) -> int:
    """The summary on standard output and in the save folder; the exit code to end with."""
    summary = tournament.stats.to_dict(tournament.seats)
    with interrupts.deferred():
        if folder is not None:
            try:
                folder.write_summary(summary)
            except MatchFolderError as error:
                print(f"briscola-arena: {error}", file=sys.stderr)
                code = code or EXIT_CANNOT_WRITE
        try:
            write_out(json.dumps(summary) + "\n" if args.json else summary_text(summary))
        except OSError as error:
            output_failed(error)
            code = code or EXIT_CANNOT_WRITE
    return code


def summary_text(summary: dict[str, Any]) -> str:
    decided = summary["games"] - summary["draws"]
    lines = [f"{summary['games']} games, {summary['draws']} draws, {decided} decided"]
    for i, name in enumerate(summary["players"]):
        lo, hi = summary["win_rate_ci95"][i]
        wins = summary["wins"][i]
        rate = wins / decided if decided else 0.0
        lines.append(
            f"  {i}: {name:<24} wins {wins:>6}  {rate:6.1%} [{lo:.1%}, {hi:.1%}]"
            f"  mean points {summary['mean_points'][i]:.1f}"
        )
    for name, ms in summary["ms_per_move"].items():
        lines.append(f"  {name}: {ms['median']:.2f} ms per move (median), {ms['p95']:.2f} ms p95")
    if "contracts" in summary:
        lines.extend(chiamata_text(summary))
    return "\n".join(lines) + "\n"


def chiamata_text(summary: dict[str, Any]) -> list[str]:
    """Chiamata's part of the summary: scores, thrown-in deals, contracts, time per call."""
    lines = [f"  deals thrown in: {summary['thrown_in']}"]
    for i, name in enumerate(summary["players"]):
        mean, total = summary["mean_score"][i], summary["total_score"][i]
        lines.append(f"  {i}: {name:<24} mean score per deal {mean:+.3f}, total {total:+d}")
    for call, tally in summary["contracts"].items():
        lines.append(f"  call {call:<6} {tally['deals']:>6} deals, made {tally['rate']:.1%}")
    for name, ms in summary["ms_per_bid"].items():
        lines.append(f"  {name}: {ms['median']:.2f} ms per call (median), {ms['p95']:.2f} ms p95")
    return lines


# --- serve-bot ---------------------------------------------------------------------


def cmd_serve_bot(args: argparse.Namespace) -> int:
    try:
        player = make_player(args.level, args.seed)
    except UnknownPlayerError as error:
        return fail(str(error))
    if sys.stdin is None:
        return fail("standard input is closed")
    host = BotHost(player)
    try:
        for line in bounded_lines(sys.stdin.fileno(), REQUEST_LIMITS.max_bytes):
            if line is not None and not line.strip():
                continue
            answer = host.answer(line)
            if answer is None:
                break
            write_out(json.dumps(answer) + "\n")
    except OSError as error:
        return output_failed(error)
    finally:
        host.close()
    return 0


# --- the command line --------------------------------------------------------------


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line (not the usage block and then the error)."""

    def error(self, message: str) -> NoReturn:
        if len(message) > 300:  # argparse quotes a bad value whole
            message = message[:300] + "..."
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: {message} (see {self.prog} --help)\n")


def in_range(kind: type[int] | type[float], low: float, high: float, what: str) -> Any:
    """An argparse type: a number of ``kind`` from ``low`` to ``high`` (``what`` it counts)."""

    def parse(text: str) -> float:
        try:
            value = kind(text) if len(text) < 40 else None  # no 4,300-digit ValueError
        except ValueError:
            value = None
        if value is None or not low <= value <= high:
            shown = f"{low:,} to {high:,}" if kind is int else f"{low:g} to {high:g}"
            raise argparse.ArgumentTypeError(f"must be {what} from {shown}, not {echo(text)}")
        return value

    return parse


def record_arguments(p: argparse.ArgumentParser, optional: bool = False) -> None:
    """The record file and its read timeout, as ``verify`` and ``analyze`` take them
    (``verify-deal``: the file may be left out)."""
    p.add_argument(
        "file",
        nargs="?" if optional else None,
        help="a briscola-record/1 JSON file, or - for standard input",
    )
    p.add_argument(
        "--read-timeout",
        type=in_range(float, 0.01, 3600, "seconds"),
        default=10.0,
        metavar="S",
        help="give up if the record has not been read within S seconds (default 10)",
    )


@functools.cache
def build_parser() -> argparse.ArgumentParser:
    """The command line, built once a process: parsing leaves it as it was, and a process
    that runs ``main`` many times (the tests, some 600) paid 3 ms a build, most of it
    argparse looking up its own messages' translations."""
    parser = _Parser(
        prog="briscola-arena",
        description="Briscola without a window: records, matches, bots.",
        epilog=EXIT_CODES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", required=True)
    shared: dict[str, Any] = {"formatter_class": parser.formatter_class}

    p = sub.add_parser(
        "verify",
        help="replay a game record and print its result",
        epilog=VERIFY_EXIT_CODES,
        **shared,
    )
    record_arguments(p)
    p.set_defaults(run=cmd_verify)

    p = sub.add_parser(
        "verify-deal",
        help="check a deal's fair shuffle: its commitment and, given its record, its deck",
        description="Check that COMMITMENT is the SHA-256 of SEED and, given the deal's "
        "record, that its deck is the one SEED and CUT derive (docs/fair-shuffle.md). One "
        "line per check; exit status 2 if one failed.",
        epilog=VERIFY_DEAL_EXIT_CODES,
        **shared,
    )
    p.add_argument("seed", help="the deal's seed, revealed after the deal (64 hex digits)")
    p.add_argument(
        "cut",
        help="the player's cut, as typed (--shuffle 2: every player's cut, as the JSON list "
        '[[SEAT, "CUT"], ...])',
    )
    p.add_argument("commitment", help="the commitment shown before the cut (64 hex digits)")
    record_arguments(p, optional=True)
    p.add_argument(
        "--shuffle",
        type=int,
        choices=(1, 2),
        default=1,
        help="the shuffle's version: 1, one player's cut (default); 2, a cut from every "
        "player at a table of friends",
    )
    p.set_defaults(run=cmd_verify_deal)

    p = sub.add_parser(
        "analyze",
        help="judge every decision of a game record and the luck of the draws",
        description="Judge every decision of every seat from that seat's own view with the "
        "Expert's search, and the luck of every draw (docs/analysis-format.md).",
        epilog=ANALYZE_EXIT_CODES,
        **shared,
    )
    record_arguments(p)
    p.add_argument("--json", action="store_true", help="print one briscola-analysis/1 document")
    p.add_argument("--quick", action="store_true", help="a quicker, rougher judge")
    p.set_defaults(run=cmd_analyze)

    p = sub.add_parser(
        "match",
        help="play deals between players and print statistics",
        epilog=EXIT_CODES,
        **shared,
    )
    p.add_argument(
        "--players",
        nargs="+",
        required=True,
        help=f"one per seat: {', '.join(PLAYER_NAMES)} (expert:think=0.5,... sets Expert "
        "options, see briscola_qt/ai/config.py) or cmd:<bot command line>",
    )
    p.add_argument("--deals", type=in_range(int, 1, MAX_DEALS, "a whole number"), default=100)
    p.add_argument("--seed", type=in_range(int, 0, 2**63 - 1, "a whole number"), default=1)
    p.add_argument("--duplicate", action="store_true", help="replay each deal, seats rotated")
    p.add_argument("--variant", choices=VARIANTS, default="classic")
    p.add_argument("--signals", action="store_true", help="partner signals (team games)")
    p.add_argument("--two-swap", action="store_true", help="allow the two-of-trump swap")
    p.add_argument("--tie-break", action="store_true", help="60-60 goes to the last trick")
    p.add_argument(
        "--caller-leads", action="store_true", help="chiamata: the caller leads the first trick"
    )
    p.add_argument(
        "--time-ms",
        type=in_range(int, 1, MAX_TIME_MS, "milliseconds"),
        default=1000,
        help="thinking time per move, 1 to 600000 (a bot gets 500 ms more)",
    )
    p.add_argument(
        "--save",
        metavar="DIR",
        help="save every game as a record in DIR, and the summary as DIR/summary.json; "
        "a DIR that holds another match is refused",
    )
    again = p.add_mutually_exclusive_group()
    again.add_argument(
        "--continue",
        dest="continue_",
        action="store_true",
        help="add to the match in --save DIR: number new games after its last "
        "(its summary.json is kept as summary-until-game-N.json)",
    )
    again.add_argument(
        "--replace",
        action="store_true",
        help="remove the records and summary of the match in --save DIR first",
    )
    p.add_argument(
        "--on-bot-error",
        choices=("fallback", "stop"),
        default="fallback",
        help="when an external bot misbehaves: end it and play random legal cards for it to "
        "the end of that deal (it is started afresh for the next), or stop the match",
    )
    p.add_argument("--json", action="store_true")
    p.set_defaults(run=cmd_match)

    p = sub.add_parser(
        "serve-bot",
        help="serve a built-in player over briscola-bot/1",
        epilog=SERVE_BOT_EXIT_CODES,
        **shared,
    )
    p.add_argument("level", help=", ".join(PLAYER_NAMES))
    p.add_argument("--seed", type=in_range(int, 0, 2**63 - 1, "a whole number"), default=None)
    p.set_defaults(run=cmd_serve_bot)

    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        code: int = args.run(args)
    except KeyboardInterrupt:
        return EXIT_CTRL_C
    return code
