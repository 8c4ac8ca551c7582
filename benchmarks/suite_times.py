"""Where the test suite's time goes: CPU (the worker's and its children's) and wall time per
test, and how busy each xdist worker was.

Record, as a pytest plugin (every worker writes its own file):
    PYTHONPATH=benchmarks .venv/bin/python -m pytest -p suite_times
Then read:
    python benchmarks/suite_times.py [--top 25]
The records go to $SUITE_TIMES_DIR (default: suite-times in the system's temp folder); each
run starts afresh. Wall minus CPU is time a test waited (a subprocess, a timeout, a sleep).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import tempfile
import time
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

FOLDER = Path(os.environ.get("SUITE_TIMES_DIR") or Path(tempfile.gettempdir()) / "suite-times")


def _cpu() -> tuple[float, float]:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime, children.ru_utime + children.ru_stime


def pytest_configure(config: pytest.Config) -> None:
    if not hasattr(config, "workerinput"):  # the controller (or a run without xdist)
        FOLDER.mkdir(parents=True, exist_ok=True)
        for old in FOLDER.glob("*.jsonl"):
            old.unlink()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    own, children = _cpu()
    started = time.time()
    yield
    own2, children2 = _cpu()
    record = {
        "id": item.nodeid,
        "self": own2 - own,
        "child": children2 - children,
        "start": started,
        "wall": time.time() - started,
        "pid": os.getpid(),
    }
    with (FOLDER / f"{os.getpid()}.jsonl").open("a") as out:
        out.write(json.dumps(record) + "\n")


def main() -> int:
    parser = argparse.ArgumentParser(description="Summarise a recorded test run.")
    parser.add_argument("--top", type=int, default=25, help="files shown, longest first")
    args = parser.parse_args()
    rows: list[dict[str, Any]] = []
    for path in FOLDER.glob("*.jsonl"):
        rows += [json.loads(line) for line in path.read_text().splitlines()]
    if not rows:
        print(f"no records in {FOLDER}: run pytest with -p suite_times first")
        return 1
    workers: dict[int, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        workers[row["pid"]].append(row)
    first = min(row["start"] for row in rows)
    for pid, done in sorted(workers.items()):
        end = max(row["start"] + row["wall"] for row in done) - first
        busy = sum(row["wall"] for row in done)
        cpu = sum(row["self"] + row["child"] for row in done)
        print(
            f"worker {pid}: {len(done)} tests, busy {busy:.1f} s, CPU {cpu:.1f} s, "
            f"last done at {end:.1f} s"
        )
    own = sum(row["self"] for row in rows)
    child = sum(row["child"] for row in rows)
    wall = sum(row["wall"] for row in rows)
    print(
        f"all: CPU {own:.0f} s in the workers, {child:.0f} s in their children, "
        f"wall {wall:.0f} s summed over tests"
    )
    files: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0, 0.0])
    for row in rows:
        entry = files[row["id"].split("::")[0]]
        entry[0] += row["self"]
        entry[1] += row["child"]
        entry[2] += row["wall"]
        entry[3] += 1
    print(f"{'CPU':>7} {'child':>7} {'wall':>7} {'tests':>5}  file")
    for name, (cpu, child_cpu, wall_s, count) in sorted(files.items(), key=lambda f: -f[1][2])[
        : args.top
    ]:
        print(f"{cpu:7.1f} {child_cpu:7.1f} {wall_s:7.1f} {int(count):5d}  {name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
