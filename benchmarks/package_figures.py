"""The installers' figures: sizes of what packaging/build.py made, and start-up time from
launch to the first painted table, frozen app against the same start from source,
interleaved in one run.

    python packaging/build.py
    python benchmarks/package_figures.py [--runs 9] [--dist dist] [--platform offscreen|xcb]

With --platform xcb it starts a private Xvfb (a real X window); the default renders
offscreen. Each start runs `briscola-qt --exit-after-paint` with a fresh HOME, so both
read the same default settings.
"""

from __future__ import annotations

import argparse
import os
import shutil
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


def timed_start(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{command[0]} failed: {done.stderr.strip()[-500:]}")
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
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

    source = [sys.executable, "-m", "briscola_qt.app.main"]
    display = None
    env = dict(os.environ, QT_QPA_PLATFORM=args.platform)
    if args.platform == "xcb":
        xvfb = shutil.which("Xvfb")
        if not xvfb:
            print("package_figures.py: --platform xcb needs Xvfb", file=sys.stderr)
            return 2
        display = subprocess.Popen([xvfb, ":93", "-screen", "0", "1400x900x24", "-nolisten", "tcp"])
        time.sleep(1.0)
        env["DISPLAY"] = ":93"
    times: dict[str, list[float]] = {"frozen": [], "source": []}
    try:
        for _ in range(args.runs):
            for name, command in (("frozen", [str(frozen)]), ("source", source)):
                with tempfile.TemporaryDirectory() as home:
                    run_env = dict(env, HOME=home)
                    times[name].append(timed_start([*command, "--exit-after-paint"], run_env))
    finally:
        if display:
            display.terminate()
    frozen_median = statistics.median(times["frozen"])
    source_median = statistics.median(times["source"])
    print(
        f"Start-up to the first painted table ({args.platform}, {args.runs} runs each, interleaved)"
    )
    for name in ("frozen", "source"):
        values = " ".join(f"{t:.2f}" for t in times[name])
        print(f"  {name:7} median {statistics.median(times[name]):.2f} s   ({values})")
    print(f"  frozen / source: {frozen_median / source_median:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
