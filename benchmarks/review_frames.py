"""Does the table stay smooth while the coach analyses a deal? Frame times with and without
an analysis running.

Run from the repo root:  python benchmarks/review_frames.py [--seconds 6] [--json]

A two-player deal (seed 3) is played to its end at 1280x800 (offscreen); then, for
``--seconds`` each, the table's viewport is repainted on a 60 Hz timer (as a card flight
does) with nothing else running ("idle") and while the analysis of that deal runs at the
app's default judge strength ("analysing"). For each frame: the paint time, and the gap
since the previous frame (16.7 ms when nothing delays the timer). Medians, p95 and the
worst frame, in ms.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from typing import Any

from table_speed import scratch_settings_path


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * fraction))]


def frames(app: Any, viewport: Any, seconds: float) -> dict[str, float]:
    from PySide6.QtCore import QTimer

    paint_ms: list[float] = []
    gap_ms: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        gap_ms.append((now - last[0]) * 1000)
        started = time.perf_counter()
        viewport.repaint()
        ended = time.perf_counter()
        paint_ms.append((ended - started) * 1000)
        last[0] = now

    timer = QTimer()
    timer.setInterval(16)
    timer.timeout.connect(tick)
    timer.start()
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        app.processEvents()
        time.sleep(0.001)
    timer.stop()
    gaps = gap_ms[1:]
    return {
        "frames": len(paint_ms),
        "paint_ms_median": round(statistics.median(paint_ms), 2),
        "paint_ms_p95": round(percentile(paint_ms, 0.95), 2),
        "gap_ms_median": round(statistics.median(gaps), 2),
        "gap_ms_p95": round(percentile(gaps, 0.95), 2),
        "gap_ms_worst": round(max(gaps), 2),
    }


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=6.0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from briscola_qt.app.base.prompts import QuietPrompts
    from briscola_qt.app.base.settings import GameChoices, Settings
    from briscola_qt.app.game.snapshot import Phase
    from briscola_qt.app.shell.window import MainWindow

    app = QApplication.instance() or QApplication([])
    store = QSettings(scratch_settings_path(), QSettings.Format.IniFormat)
    window = MainWindow(Settings(store), prompts=QuietPrompts())
    window.resize(1280, 800)
    window.show()
    window.settings.speed = "instant"
    window.start(GameChoices(level="beginner", players=2), seed=3)
    controller = window.controller
    while controller.phase not in (Phase.DEAL_OVER, Phase.MATCH_OVER):
        app.processEvents()
        snapshot = controller.snapshot()
        if controller.can_continue():
            controller.continue_trick()
        elif controller.phase == Phase.PLAYING and snapshot is not None and snapshot.legal:
            controller.play_card(int(snapshot.legal[-1]))
        time.sleep(0.002)
    viewport = window.view.viewport()
    result: dict[str, Any] = {"idle": frames(app, viewport, args.seconds)}
    analyst = window.analyst
    analyst.start(0)
    started = time.perf_counter()
    result["analysing"] = frames(app, viewport, args.seconds)
    result["analysis_still_running"] = analyst.running() is not None
    while analyst.running() is not None and analyst.result(0) is None:
        app.processEvents()
        time.sleep(0.01)
    result["analysis_s"] = round(time.perf_counter() - started, 1)
    analyst.stop()
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
