"""CPU of the coach's review of one deal (``analyse``, luck included) at every table, in
two checkouts interleaved, and a check that they give the very same analyses.

    python benchmarks/analysis_speed.py time OLD NEW [--rounds 5] [--strength test] [--deals 2]
    python benchmarks/analysis_speed.py same OLD NEW [--quick]

Each checkout runs in a child process with ``PYTHONPATH`` set to it (so the code timed is
that tree's, whatever the venv has installed), the children taking turns round by round so
that a burst of load on the shared machine falls on both.

- ``time``: for each table (two, four and six players classic, chiamata) the CPU seconds
  (``time.process_time``) of ``analyse`` on fixed random-play deals, after one untimed
  review at that table (the per-process deal means, ``luck._deal_mean``, are not timed).
  Prints the median per deal of each checkout over the rounds and NEW's ratio to OLD.
  ``--strength``: ``test`` (the tests' ``Strength("test", 0.002, 2)``), ``test5`` (its
  ``scaled(5)``), ``quick`` (the judge tests' ``QUICK``) or ``default``.
- ``same``: ``analyse(...).to_dict()`` of deals at every table size and variant (options
  on and off, finished and unfinished, three strengths), and the simulator deals the
  search's dealer makes from seeded random streams (every field, and the stream's state
  after), written by each checkout as JSON (floats as ``repr``, so bit for bit) and
  compared. Prints the first difference, or how many results agreed.

Speed work on the analysis must leave ``same`` silent: a changed random stream would change
the Expert's recorded moves too (``tests/ai/test_same_moves.py``).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from typing import Any

TABLES: dict[str, tuple[int, str]] = {
    "2p": (2, "classic"),
    "4p": (4, "classic"),
    "6p": (6, "classic"),
    "chiamata": (5, "chiamata"),
}


def random_deal(rules: Any, seed: int, plays: int | None = None) -> Any:
    """A deal played with seeded random legal actions (calls, swaps and cards), to the
    end or for ``plays`` cards; chiamata's thrown-in auctions are skipped."""
    from briscola_qt.engine.record import record_of
    from briscola_qt.engine.state import GameState

    while True:
        rng = random.Random(seed)
        state = GameState.deal(rules, rng)
        while not state.is_terminal() and (plays is None or len(state.plays) < plays):
            state.push(rng.choice(state.legal_actions()))
        if not state.thrown_in:
            return record_of(state)
        seed += 1000


def strength_of(name: str) -> Any:
    from briscola_qt.ai.judge import DEFAULT, QUICK, Strength

    test = Strength("test", 0.002, 2)
    return {"test": test, "test5": test.scaled(5), "quick": QUICK, "default": DEFAULT}[name]


def child_time(strength: str, count: int) -> dict[str, list[float]]:
    """CPU seconds of each of ``count`` timed reviews, by table."""
    from briscola_qt.analysis import analyse
    from briscola_qt.engine.rules import Rules

    out: dict[str, list[float]] = {}
    for name, (players, variant) in TABLES.items():
        rules = Rules(players, variant)
        deals = [random_deal(rules, 10 + i) for i in range(count + 1)]
        analyse(deals[0], strength_of(strength))  # the deal means, cached per process
        out[name] = []
        for record in deals[1:]:
            started = time.process_time()
            analyse(record, strength_of(strength))
            out[name].append(time.process_time() - started)
    return out


SAME_TABLES: list[dict[str, Any]] = [
    {"players": 2},
    {"players": 2, "variant": "double"},
    {"players": 2, "variant": "briscolone"},
    {"players": 2, "variant": "scoperta", "two_swap": True},
    {"players": 2, "two_swap": True, "tie_break_last_trick": True},
    {"players": 3},
    {"players": 3, "variant": "scoperta"},
    {"players": 3, "variant": "briscolone"},
    {"players": 4},
    {"players": 4, "signals": True, "two_swap": True},
    {"players": 4, "variant": "briscolone", "signals": True},
    {"players": 4, "variant": "scoperta"},
    {"players": 6},
    {"players": 6, "signals": True, "tie_break_last_trick": True},
    {"players": 6, "variant": "briscolone"},
    {"players": 5, "variant": "chiamata"},
    {"players": 5, "variant": "chiamata", "caller_leads": True},
]


def child_same(quick: bool) -> list[Any]:
    """The results ``same`` compares, in a fixed order."""
    from briscola_qt.ai.search import Dealer
    from briscola_qt.analysis import analyse
    from briscola_qt.engine.observation import SamplingError, observe, sample_state
    from briscola_qt.engine.rules import Rules
    from briscola_qt.engine.state import GameState

    out: list[Any] = []
    for number, table in enumerate(SAME_TABLES):
        rules = Rules.from_dict({"variant": "classic", **table})
        for seed in (1, 2) if quick else (1, 2, 3):
            # Simulator deals: every seat's view at every point of a random deal.
            rng = random.Random(seed)
            state = GameState.deal(rules, rng)
            while not state.is_terminal():
                if state.rules.auction and state.bidding:
                    state.push(rng.choice(state.legal_actions()))
                    continue
                for seat in range(rules.players):
                    view = observe(state, seat)
                    deals = random.Random(f"{seed} {seat} {len(state.plays)}")
                    dealer = Dealer(view)
                    sims = [dealer.deal(deals) for _ in range(3)]
                    out.append([sim_fields(s) for s in sims] + [deals.random()])
                    try:
                        sampled = sample_state(view, deals)
                        out.append([repr(sampled.key()), deals.random()])
                    except SamplingError:
                        out.append("no deal")
                state.push(rng.choice(state.legal_actions()))
        strengths = ["test"] if quick else ["test", "test5"]
        for strength in strengths:
            for seed in (1, 2):
                plays = None if seed == 1 else 7 + number % 9
                record = random_deal(rules, 100 * seed + number, plays)
                out.append(analyse(record, strength_of(strength)).to_dict())
    if not quick:
        for table in ({"players": 2}, {"players": 4}):
            rules = Rules.from_dict({"variant": "classic", **table})
            out.append(analyse(random_deal(rules, 5), strength_of("default")).to_dict())
    return out


def sim_fields(sim: Any) -> Any:
    if sim is None:
        return None
    return [
        sim.hands,
        sim.stock,
        sim.trump,
        sim.leader,
        sim.trick_cards,
        sim.trick_seats,
        sim.points,
        sim.gone,
        list(sim.table.side),
        sim.table.nsides,
    ]


def run_child(checkout: str, *args: str) -> Any:
    env = dict(os.environ, PYTHONPATH=os.path.abspath(checkout))
    done = subprocess.run(
        [sys.executable, os.path.abspath(__file__), "child", *args],
        env=env,
        check=True,
        capture_output=True,
        text=True,
    )
    return json.loads(done.stdout)


def first_difference(a: Any, b: Any, where: str = "") -> str | None:
    if type(a) is not type(b):
        return f"{where}: {a!r} != {b!r}"
    if isinstance(a, dict):
        if a.keys() != b.keys():
            return f"{where}: keys {sorted(a)} != {sorted(b)}"
        for key in a:
            found = first_difference(a[key], b[key], f"{where}.{key}")
            if found:
                return found
        return None
    if isinstance(a, list):
        if len(a) != len(b):
            return f"{where}: {len(a)} items != {len(b)}"
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            found = first_difference(x, y, f"{where}[{i}]")
            if found:
                return found
        return None
    return None if a == b else f"{where}: {a!r} != {b!r}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=("time", "same", "child"))
    parser.add_argument("checkouts", nargs="*")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--strength", default="test", choices=("test", "test5", "quick", "default"))
    parser.add_argument("--deals", type=int, default=2, help="time: deals timed per table")
    parser.add_argument("--quick", action="store_true", help="same: fewer deals (a minute)")
    parser.add_argument("--task", default="")
    args = parser.parse_args()
    if args.mode == "child":
        kind, _, value = args.task.partition(":")
        if kind == "time":
            strength, _, count = value.partition(":")
            result: Any = child_time(strength, int(count))
        else:
            result = child_same(value == "quick")
        print(json.dumps(result))
        return 0
    old, new = args.checkouts
    if args.mode == "same":
        task = "same:quick" if args.quick else "same:full"
        first, second = (run_child(c, "--task", task) for c in (old, new))
        # JSON keeps a float's repr, so equal texts are equal bits.
        found = first_difference(json.loads(json.dumps(first)), json.loads(json.dumps(second)))
        print(found or f"same: {len(first)} results agree")
        return 1 if found else 0
    times: dict[str, dict[str, list[float]]] = {old: {}, new: {}}
    for _ in range(args.rounds):
        for checkout in (old, new):
            task = f"time:{args.strength}:{args.deals}"
            for table, seconds in run_child(checkout, "--task", task).items():
                times[checkout].setdefault(table, []).extend(seconds)
    for table in TABLES:
        before = statistics.median(times[old][table])
        after = statistics.median(times[new][table])
        print(
            f"{table:9} {args.strength}: {before:.3f} s -> {after:.3f} s CPU per deal "
            f"(median of {len(times[new][table])}), ratio {after / before:.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
