"""The installers' figures: sizes of what packaging/build.py made, and start-up time and
peak memory from launch to the first painted table, frozen app against the same start from
source, in pairs interleaved in one run.

    python packaging/build.py
    python benchmarks/package_figures.py [--runs 10] [--dist dist] [--platform offscreen|xcb]

With --platform xcb it starts a private Xvfb (a real X window); the default renders
offscreen. Each start runs `briscola-qt --exit-after-paint` with a fresh HOME, so both
read the same default settings. Times are wall-clock: on a loaded machine both slow down,
and the ratio is what to read.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def megabytes(path: Path) -> float:
    if path.is_dir():
        files = [p for p in path.rglob("*") if p.is_file() and not p.is_symlink()]
        return sum(p.stat().st_size for p in files) / 1e6
    return path.stat().st_size / 1e6


def timed_start(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Seconds to the first painted table and exit, and the peak memory (MB) on the way."""
    start = time.perf_counter()
    with tempfile.TemporaryFile() as said:
        child = subprocess.Popen(
            command, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=said
        )
        deadline = start + 120
        while True:
            pid, status, usage = os.wait4(child.pid, os.WNOHANG)
            if pid:
                break
            if time.perf_counter() > deadline:
                child.kill()
                child.wait()
                raise SystemExit(f"{command[0]} did not paint within 120 s")
            time.sleep(0.002)
        elapsed = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
        if child.returncode != 0:
            said.seek(0)
            complaint = said.read().decode(errors="replace").strip()[-500:]
            raise SystemExit(f"{command[0]} failed: {complaint}")
    return elapsed, usage.ru_maxrss / 1024


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--platform", choices=("offscreen", "xcb"), default="offscreen")
    args = parser.parse_args()
    dist = args.dist.resolve()
    frozen = (
        dist / "briscola-qt" / ("briscola-qt.exe" if sys.platform == "win32" else "briscola-qt")
    )
    if not frozen.exists():
        print(
            f"package_figures.py: no frozen app at {frozen}: run packaging/build.py",
            file=sys.stderr,
        )
        return 2

    print("Sizes")
    for path in [dist / "briscola-qt", *sorted(dist.glob("*.tar.gz")), *sorted(dist.glob("*.deb"))]:
        print(f"  {path.name:40} {megabytes(path):7.1f} MB")

    source = [sys.executable, "-m", "briscola_qt.app.shell.main"]
    env = dict(os.environ, QT_QPA_PLATFORM=args.platform)
    times: dict[str, list[float]] = {"frozen": [], "source": []}
    memory: dict[str, list[float]] = {"frozen": [], "source": []}
    with contextlib.ExitStack() as stack:
        if args.platform == "xcb":
            sys.path.insert(0, str(ROOT / "packaging"))
            from xvfb import DisplayError, private_display

            try:
                env["DISPLAY"] = stack.enter_context(private_display("1400x900x24"))
            except DisplayError as err:
                print(f"package_figures.py: --platform xcb: {err}", file=sys.stderr)
                return 2
        for _ in range(args.runs):
            for name, command in (("frozen", [str(frozen)]), ("source", source)):
                with tempfile.TemporaryDirectory() as home:
                    run_env = dict(env, HOME=home)
                    seconds, megabytes_used = timed_start([*command, "--exit-after-paint"], run_env)
                    times[name].append(seconds)
                    memory[name].append(megabytes_used)
    frozen_median = statistics.median(times["frozen"])
    source_median = statistics.median(times["source"])
    print(
        f"Start-up to the first painted table ({args.platform}, {args.runs} runs each, interleaved)"
    )
    for name in ("frozen", "source"):
        values = " ".join(f"{t:.2f}" for t in times[name])
        print(f"  {name:7} median {statistics.median(times[name]):.2f} s   ({values})")
    print(f"  frozen / source: {frozen_median / source_median:.2f}x")
    print("Peak memory (resident set) on the way to the first painted table")
    for name in ("frozen", "source"):
        print(f"  {name:7} median {statistics.median(memory[name]):.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
