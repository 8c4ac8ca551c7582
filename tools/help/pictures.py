"""Make the help's pictures of the app (assets/help/LANGUAGE/*.png) from the real windows:
a deal played badly on purpose against the Beginner, its review's graph, the fair
shuffle's report in the deal's summary, and practice setting one of its costly plays again.
Run again when those windows change:

    python -m tools.help.pictures            # English and Italian
    python -m tools.help.pictures it

Headless (offscreen); the game's data and settings go to a temporary folder.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["BRISCOLA_QT_DATA"] = tempfile.mkdtemp(prefix="briscola-help-")

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import QApplication, QWidget

ROOT = Path(__file__).resolve().parents[2]
GRAPH_SIZE = (640, 190)
REPORT_WIDTH = 560
PRACTICE_SIZE = (680, 520)


def wait(until: object, seconds: float = 120) -> None:
    end = time.monotonic() + seconds
    while not until():  # type: ignore[operator]
        QCoreApplication.processEvents()
        if time.monotonic() > end:
            raise TimeoutError("the window did not get there in time")
        time.sleep(0.005)


def save(widget: QWidget, language: str, name: str) -> None:
    folder = ROOT / "assets" / "help" / language
    folder.mkdir(parents=True, exist_ok=True)
    widget.grab().save(str(folder / name), "PNG", 0)  # (0: the most compressed)
    print(folder / name)


def pictures(language: str) -> None:
    from briscola_qt.app.base import i18n
    from briscola_qt.app.base.prompts import QuietPrompts
    from briscola_qt.app.base.settings import GameChoices, Settings
    from briscola_qt.app.game.snapshot import Phase
    from briscola_qt.app.history.fair_table import ShuffleReport
    from briscola_qt.app.shell.window import MainWindow

    found = i18n.install(language)
    folder = tempfile.mkdtemp(prefix="briscola-help-settings-")
    settings = Settings(QSettings(f"{folder}/settings.ini", QSettings.Format.IniFormat))
    settings.language = language
    settings.speed = "instant"
    window = MainWindow(settings, prompts=QuietPrompts())
    window.resize(1280, 800)
    window.show()
    controller = window.controller
    window.start(GameChoices(level="beginner", players=2))
    wait(lambda: window.fair_table.panel.isVisible())
    window.fair_table.cut("Lucia 7")
    while controller.phase not in (Phase.DEAL_OVER, Phase.MATCH_OVER):
        wait(
            lambda: (
                controller.can_continue()
                or controller.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER)
                or bool(controller.snapshot() and controller.snapshot().legal)
            )
        )
        if controller.phase == Phase.TRICK_DONE:
            controller.continue_trick()
        elif controller.phase == Phase.PLAYING:
            controller.play_card(controller.snapshot().legal[-1])  # (not the best, often)
    summary = window.show_summary()
    assert summary is not None
    report = summary.findChild(ShuffleReport)
    assert report is not None
    report.more.setChecked(True)
    report.setFixedWidth(REPORT_WIDTH)
    wait(lambda: report.isVisible())
    QCoreApplication.processEvents()
    save(report, language, "shuffle-report.png")
    summary.close()
    review = window.deal_end.show_review()
    assert review is not None
    wait(lambda: review.analysis is not None, 300)
    review.graph.setFixedSize(*GRAPH_SIZE)
    QCoreApplication.processEvents()
    save(review.graph, language, "review-graph.png")
    review.close()
    practice = window.practice.show_practice()
    assert practice is not None
    practice.setFixedSize(*PRACTICE_SIZE)
    practice.show()
    wait(lambda: practice.position is not None and practice.isVisible())
    for _ in range(50):  # (the table settles its cards)
        QCoreApplication.processEvents()
        time.sleep(0.01)
    save(practice, language, "practice.png")
    practice.close()
    window.controller.stop()
    window.close()
    for translator in found:
        QCoreApplication.removeTranslator(translator)


def main() -> int:
    QApplication.setAttribute(Qt.ApplicationAttribute.AA_ShareOpenGLContexts)
    app = QApplication(sys.argv[:1])
    for language in sys.argv[1:] or ["en", "it"]:
        pictures(language)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
