"""How fast the table is: start-up to the first painted table, a deck switch re-rendering
every visible card, and one frame of the scene during an animation at 1920x1080.

Run from the repo root:  python benchmarks/table_speed.py [--runs 5] [--json]
Each start-up run is a fresh process (interpreter start not counted: the clock starts at
the script's first line). Figures are medians over the runs; Qt renders offscreen.
"""

from __future__ import annotations

import time

T0 = time.perf_counter()

import argparse  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402


def startup_once() -> float:
    """In this (fresh) process: seconds from the first line to the first painted table."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEvent, QObject, QSettings
    from PySide6.QtWidgets import QApplication

    from briscola_qt.app.settings import GameChoices, Settings
    from briscola_qt.app.window import MainWindow

    app = QApplication([])
    painted: list[float] = []

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint and not painted:
                painted.append(time.perf_counter())
            return False

    store = QSettings(os.devnull, QSettings.Format.IniFormat)
    window = MainWindow(Settings(store))
    watcher = FirstPaint()
    window.view.viewport().installEventFilter(watcher)
    window.resize(1280, 800)
    window.show()
    window.start(GameChoices(level="beginner"), seed=1)
    while not painted:
        app.processEvents()
    return painted[0] - T0


def in_process_measures(runs: int) -> dict[str, float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from briscola_qt.app.prompts import QuietPrompts
    from briscola_qt.app.settings import GameChoices, Settings
    from briscola_qt.app.window import MainWindow

    app = QApplication.instance() or QApplication([])
    store = QSettings(os.devnull, QSettings.Format.IniFormat)
    window = MainWindow(Settings(store), prompts=QuietPrompts())
    window.resize(1920, 1080)
    window.show()
    window.settings.speed = "instant"
    window.start(GameChoices(level="beginner", players=4), seed=2)
    for _ in range(50):
        app.processEvents()
        time.sleep(0.005)
    viewport = window.view.viewport()
    decks = list(window.art.themes)
    switch_ms = []
    for i in range(runs * 2):
        deck = decks[(decks.index(window.art.deck_id) + 1 + i) % len(decks)]
        if deck == window.art.deck_id:
            continue
        started = time.perf_counter()
        window.settings.deck = deck
        viewport.repaint()
        switch_ms.append((time.perf_counter() - started) * 1000)
    # Frames while the deal animation runs at normal speed.
    window.settings.speed = "normal"
    window.start(GameChoices(level="beginner", players=4), seed=3)
    frame_ms = []
    deadline = time.perf_counter() + 1.5
    while time.perf_counter() < deadline:
        app.processEvents()
        started = time.perf_counter()
        viewport.repaint()
        frame_ms.append((time.perf_counter() - started) * 1000)
    frame_ms.sort()
    return {
        "deck_switch_ms_median": round(statistics.median(switch_ms), 1),
        "frame_ms_median_1920x1080": round(statistics.median(frame_ms), 2),
        "frame_ms_p95_1920x1080": round(frame_ms[int(len(frame_ms) * 0.95)], 2),
        "frames_measured": len(frame_ms),
    }


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--startup-once", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.startup_once:
        print(startup_once())
        return 0
    startups = []
    for _ in range(args.runs):
        out = subprocess.run(
            [sys.executable, __file__, "--startup-once"], capture_output=True, text=True, check=True
        )
        startups.append(float(out.stdout.strip().splitlines()[-1]))
    result = {"startup_to_first_paint_s_median": round(statistics.median(startups), 3)}
    result.update(in_process_measures(args.runs))
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
