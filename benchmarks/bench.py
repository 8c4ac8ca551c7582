"""Random self-play speed of two-player classic deals: the engine-level fast path of
``fast_deals.py`` against the deliberately naive ``naive_reference.py`` (and, with
``--full``, the rules engine's ``GameState``: deal, legal actions, push, to the end).

    python benchmarks/bench.py [--deals 20000] [--rounds 5] [--full] [--before COMMIT] [--json]

Rounds are interleaved (fast path, naive loop, GameState, then again), so every path
sees the same machine load; it prints the medians and each one's ratio to the naive
loop, one core. ``--full`` also times the same loop around an engine that does nothing
(it shuffles as ``GameState.deal`` does, hands out three cards and counts 40 pushes): the
most any ``GameState`` could reach in that loop, as the shuffle, ``rng.choice`` and the
calls cost that much. ``--before COMMIT`` (with ``--full``) times the engine as it was
at a commit of this repository too, in the same rounds: before and after in one run.

Issue 42 part 4, before and after in one run (5 December 2026, load average 2.7):

    nice -n 10 .venv/bin/python benchmarks/bench.py --deals 5000 --rounds 7 --full --before e5de2b7

gave ``GameState`` of 1ef06f7 1.02 of the naive loop (39,223 against 38,433 deals/s), the
engine of e5de2b7 0.39, the engine that does nothing 1.58 (``--before deddb94``, the engine
of c1835c7: 1.02 against 0.79; five runs in all, 1.00 to 1.02). ``benchmarks/README.md``
and ``README.md`` ("Speed") say more.
"""

from __future__ import annotations

import argparse
import importlib
import io
import json
import random
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from fast_deals import random_deals
from naive_reference import naive_deals

from briscola_qt.engine.cards import Card
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.shuffle import shuffle
from briscola_qt.engine.state import GameState


def _rate(run: Callable[[int, int], object], deals: int, seed: int) -> float:
    started = time.perf_counter()
    run(deals, seed)
    return deals / (time.perf_counter() - started)


def state_deals(
    count: int, seed: int, engine: Any = GameState, rules_type: Callable[[], Any] = Rules
) -> None:
    """``count`` random deals through the rules engine, as ``verify``, records, the
    arena and the tests use it: every check, the undo log, the tricks' history
    (``engine`` and ``rules_type``: another engine's ``GameState`` and ``Rules``)."""
    rng = random.Random(seed)
    rules = rules_type()
    for _ in range(count):
        state = engine.deal(rules, rng)
        while not state.is_terminal():
            state.push(rng.choice(state.legal_actions()))


class EmptyEngine:
    """The calls of ``GameState`` that ``state_deals`` makes, doing nothing else."""

    def __init__(self, hand: list[Card]) -> None:
        self.hand = hand
        self.left = 40

    @classmethod
    def deal(cls, rules: Rules, rng: random.Random) -> EmptyEngine:
        deck = rules.full_deck()
        shuffle(deck, rng)  # GameState.deal's shuffle (Random.shuffle's result, quicker)
        return cls(deck[:3])

    def is_terminal(self) -> bool:
        return self.left == 0

    def legal_actions(self) -> list[Card]:
        return list(self.hand)

    def push(self, action: object) -> None:
        self.left -= 1


def empty_engine_deals(count: int, seed: int) -> None:
    state_deals(count, seed, EmptyEngine)


class CommitError(Exception):
    """A commit whose engine cannot be read."""


@contextmanager
def engine_at(commit: str) -> Iterator[Callable[[int, int], None]]:
    """``state_deals`` with the rules engine as it was at ``commit`` (``git archive`` of
    ``briscola_qt/engine`` into a temporary folder, imported under a name of its own)."""
    root = Path(__file__).resolve().parents[1]
    try:
        archive = subprocess.run(
            ["git", "-C", str(root), "archive", commit, "briscola_qt/engine"],
            capture_output=True,
            check=True,
            timeout=60,
        ).stdout
    except (OSError, subprocess.SubprocessError) as error:
        detail = getattr(error, "stderr", None) or str(error).encode()
        raise CommitError(f"no engine at {commit!r}: {detail.decode().strip()}") from None
    folder = Path(tempfile.mkdtemp(prefix="bench-engine-"))
    name = "engine_before"
    try:
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(folder, filter="data")
        (folder / "briscola_qt" / "engine").rename(folder / name)
        sys.path.insert(0, str(folder))
        try:
            state = importlib.import_module(f"{name}.state")
            rules = importlib.import_module(f"{name}.rules")
        finally:
            sys.path.remove(str(folder))

        def before_deals(count: int, seed: int) -> None:
            state_deals(count, seed, state.GameState, rules.Rules)

        yield before_deals
    finally:
        for module in [m for m in sys.modules if m == name or m.startswith(name + ".")]:
            del sys.modules[module]
        shutil.rmtree(folder, ignore_errors=True)


def bench(
    deals: int, rounds: int, full: bool, before: Callable[[int, int], None] | None = None
) -> dict[str, Any]:
    fast_rates, naive_rates, state_rates, empty_rates, before_rates = [], [], [], [], []
    for r in range(rounds):
        fast_rates.append(_rate(random_deals, deals, r))
        naive_rates.append(_rate(naive_deals, deals, r))
        if full:
            state_rates.append(_rate(state_deals, deals, r))
            empty_rates.append(_rate(empty_engine_deals, deals, r))
        if before is not None:
            before_rates.append(_rate(before, deals, r))
    result: dict[str, Any] = {
        "deals_per_s": round(statistics.median(fast_rates)),
        "naive_deals_per_s": round(statistics.median(naive_rates)),
        "ratio": round(statistics.median(fast_rates) / statistics.median(naive_rates), 2),
        "rounds": rounds,
        "deals": deals,
    }
    if state_rates:
        result["gamestate_deals_per_s"] = round(statistics.median(state_rates))
        result["gamestate_ratio"] = round(
            statistics.median(state_rates) / statistics.median(naive_rates), 2
        )
        result["empty_engine_deals_per_s"] = round(statistics.median(empty_rates))
        result["empty_engine_ratio"] = round(
            statistics.median(empty_rates) / statistics.median(naive_rates), 2
        )
    if before_rates:
        result["before_deals_per_s"] = round(statistics.median(before_rates))
        result["before_ratio"] = round(
            statistics.median(before_rates) / statistics.median(naive_rates), 2
        )
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--full", action="store_true", help="also time the full GameState")
    parser.add_argument(
        "--before",
        metavar="COMMIT",
        help="with --full, also time GameState as it was at COMMIT, in the same rounds",
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.deals < 1 or args.rounds < 1:
        parser.error("--deals and --rounds must be at least 1")
    if args.before is not None and not args.full:
        parser.error("--before needs --full (the engine now, beside the engine then)")
    if args.before is None:
        result = bench(args.deals, args.rounds, args.full)
    else:
        try:
            with engine_at(args.before) as before:
                result = bench(args.deals, args.rounds, args.full, before)
        except CommitError as error:
            parser.error(str(error))
    if args.json:
        print(json.dumps(result))
        return 0
    print(
        f"fast path: {result['deals_per_s']} deals/s; naive reference: "
        f"{result['naive_deals_per_s']} deals/s; ratio {result['ratio']} "
        f"(median of {args.rounds} rounds of {args.deals} deals, one core)"
    )
    if "gamestate_deals_per_s" in result:
        print(
            f"GameState (deal, legal_actions, push): {result['gamestate_deals_per_s']} "
            f"deals/s; ratio to the naive loop {result['gamestate_ratio']}"
        )
        print(
            f"the same loop around an engine that does nothing: "
            f"{result['empty_engine_deals_per_s']} deals/s; ratio {result['empty_engine_ratio']}"
        )
    if "before_deals_per_s" in result:
        print(
            f"GameState at {args.before}: {result['before_deals_per_s']} deals/s; "
            f"ratio to the naive loop {result['before_ratio']}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
