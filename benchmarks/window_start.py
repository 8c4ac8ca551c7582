"""What a new main window costs: built, resized, shown, its first paint processed, closed.

The fixed cost a thousand app tests pay (their ``window`` fixture builds one each, in a new
data folder) and a player pays at every start. N windows are made one after another in one
process, as a test worker makes them: each with its own settings file and data folder (so
the history's database is new each time, as in a test), the speed "instant", cards not
rendered ahead and no sound device (as tests/app/conftest.py has it), 1100x760. The first
window is a warm-up (imports, fonts) and is not counted. Prints the median milliseconds of
each phase (wall) and of the whole (wall and CPU), and the CPU seconds of the counted
windows.

    python benchmarks/window_start.py                       # 40 windows
    python benchmarks/window_start.py --windows 60 --json
    python benchmarks/window_start.py --compare /work/main --rounds 5   # that tree vs this

``--compare TREE`` runs this script in child processes, alternately with ``TREE``'s
package and this checkout's first on PYTHONPATH, ``--rounds`` times each, and prints the
median of each side's medians: before and after in one session.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent.parent
PHASES = ("build", "show", "paint", "close")


def measure(windows: int) -> dict[str, Any]:
    """In this process: the median ms of each phase and of the whole, over ``windows``."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEvent, QObject, QSettings
    from PySide6.QtWidgets import QApplication

    from briscola_qt.app.base.paths import ENV_VAR
    from briscola_qt.app.base.prompts import QuietPrompts
    from briscola_qt.app.base.settings import Settings
    from briscola_qt.app.table import cardart, sound

    cardart.CardArt.warm = lambda *_args, **_kw: 0  # type: ignore[method-assign]
    sound.open_device = lambda _source: None  # type: ignore[assignment]
    from briscola_qt.app.shell.window import MainWindow

    app = QApplication.instance() or QApplication([])

    class FirstPaint(QObject):
        painted = False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                self.painted = True
            return False

    wall: dict[str, list[float]] = {name: [] for name in (*PHASES, "whole")}
    cpu: dict[str, list[float]] = {name: [] for name in (*PHASES, "whole")}
    with tempfile.TemporaryDirectory() as folder:
        for number in range(windows + 1):
            place = Path(folder) / str(number)
            place.mkdir()
            os.environ[ENV_VAR] = str(place / "data")
            ini = QSettings(str(place / "settings.ini"), QSettings.Format.IniFormat)
            settings = Settings(ini)
            settings.speed = "instant"
            marks = [(time.perf_counter(), time.process_time())]
            window = MainWindow(settings, prompts=QuietPrompts())
            marks.append((time.perf_counter(), time.process_time()))
            window.resize(1100, 760)
            window.show()
            marks.append((time.perf_counter(), time.process_time()))
            watcher = FirstPaint()
            window.view.viewport().installEventFilter(watcher)
            while not watcher.painted:
                app.processEvents()
            marks.append((time.perf_counter(), time.process_time()))
            window.controller.stop()
            window.close()
            window.deleteLater()
            app.processEvents()
            marks.append((time.perf_counter(), time.process_time()))
            if number == 0:
                continue  # the warm-up
            for name, start, end in zip(
                (*PHASES, "whole"), (*marks[:4], marks[0]), (*marks[1:], marks[4]), strict=True
            ):
                wall[name].append((end[0] - start[0]) * 1000)
                cpu[name].append((end[1] - start[1]) * 1000)
    result: dict[str, Any] = {f"{k}_cpu_ms": round(statistics.median(v), 2) for k, v in cpu.items()}
    result.update({f"{k}_wall_ms": round(statistics.median(v), 2) for k, v in wall.items()})
    result["cpu_s"] = round(sum(cpu["whole"]) / 1000, 3)
    result["windows"] = windows
    return result


def compare(tree: Path, windows: int, rounds: int) -> dict[str, dict[str, float]]:
    """``tree``'s package against this checkout's, in alternate child processes."""
    sides = {"before": tree.resolve(), "after": HERE}
    runs: dict[str, list[dict[str, Any]]] = {side: [] for side in sides}
    for _ in range(rounds):
        for side, root in sides.items():
            env = dict(os.environ, PYTHONPATH=str(root))
            command = [sys.executable, __file__, "--windows", str(windows), "--json"]
            out = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
            runs[side].append(json.loads(out.stdout.strip().splitlines()[-1]))
    return {
        side: {key: round(statistics.median(r[key] for r in found), 2) for key in found[0]}
        for side, found in runs.items()
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--windows", type=int, default=40, help="windows counted (40)")
    parser.add_argument("--json", action="store_true", help="one line of JSON")
    parser.add_argument("--compare", type=Path, help="a tree to compare with, before/after")
    parser.add_argument("--rounds", type=int, default=5, help="with --compare: runs a side")
    args = parser.parse_args()
    if args.compare is not None:
        both = compare(args.compare, args.windows, args.rounds)
        if args.json:
            print(json.dumps(both))
            return
        for side, figures in both.items():
            print(side, " ".join(f"{key}={value}" for key, value in figures.items()))
        ratio = both["after"]["whole_cpu_ms"] / both["before"]["whole_cpu_ms"]
        print(f"after/before (whole CPU): {ratio:.2f}")
        return
    figures = measure(args.windows)
    if args.json:
        print(json.dumps(figures))
    else:
        print(" ".join(f"{key}={value}" for key, value in figures.items()))


if __name__ == "__main__":
    main()
