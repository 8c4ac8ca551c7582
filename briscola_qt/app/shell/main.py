"""``briscola-qt``: read the command line, then start the game, its self-test (``selftest``)
or a picture of a seeded table (``screenshot``)."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from ...assets import app_icon_path
from ...engine.errors import RulesError
from ...engine.rules import CHIAMATA_PLAYERS, TABLE_SIZES, Variant, variants_for
from ..base.settings import LANGUAGE_CHOICES, LEVELS, deck_ids

# The smallest window the table lays out in, and the largest picture --screenshot draws.
MIN_SIZE = (200, 150)
MAX_SIDE = 8192
DESKTOP_FILE_NAME = "io.github.briscola_qt.Briscola"
"""The application id: the desktop entry's and the icon's name (packaging/linux/)."""


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="briscola-qt", description="Briscola, the Italian card game."
    )
    parser.add_argument(
        "record", nargs="?", help="a game record (.briscola or .json) to replay and review"
    )
    parser.add_argument("--deck", choices=deck_ids(), help="the cards to play with")
    parser.add_argument(
        "--players", type=int, choices=sorted({*TABLE_SIZES, CHIAMATA_PLAYERS}), help="table size"
    )
    parser.add_argument("--level", choices=LEVELS, help="the computer players' level")
    parser.add_argument(
        "--variant", choices=[v.value for v in Variant], help="rules variant (chiamata: 5 players)"
    )
    parser.add_argument("--face-up", action="store_true", help="show every hand (practice)")
    parser.add_argument("--seed", type=int, help="deal a reproducible game")
    parser.add_argument(
        "--lang", choices=LANGUAGE_CHOICES, help="language of the interface (default: the system's)"
    )
    parser.add_argument("--screenshot", metavar="FILE", help="render the table to a PNG and exit")
    parser.add_argument("--size", default="1280x800", help="window size for --screenshot, WxH")
    parser.add_argument(
        "--moves", type=int, default=0, help="with --screenshot: play this many cards first"
    )
    parser.add_argument(
        "--self-test",
        nargs="?",
        const="-",
        metavar="REPORT",
        help="check that this installation can draw every deck, then exit (0: all well);"
        " the report goes to standard output, or to the file REPORT",
    )
    parser.add_argument(
        "--exit-after-paint",
        action="store_true",
        help="start as usual and exit once the table is first painted (times start-up)",
    )
    args = parser.parse_args(argv)
    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        parser.error(f"--size must look like 1280x800, not {args.size!r}")
    if not (MIN_SIZE[0] <= width <= MAX_SIDE and MIN_SIZE[1] <= height <= MAX_SIDE):
        parser.error(
            f"--size {args.size}: from {MIN_SIZE[0]}x{MIN_SIZE[1]} to {MAX_SIDE}x{MAX_SIDE} pixels"
        )
    if args.moves < 0:
        parser.error(f"--moves must be 0 or more, not {args.moves}")
    args.width, args.height = width, height
    return args


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtCore import QCoreApplication

    from ...decks import set_user_folder
    from ..base.paths import user_decks_dir

    # Named first: the data folder (the player's decks, the log, the save) follows the name.
    QCoreApplication.setOrganizationName("briscola-qt")
    QCoreApplication.setApplicationName("Briscola")
    set_user_folder(user_decks_dir())
    args = parse_args(argv)
    if not args.self_test and not _decks_usable():
        return 2
    if args.screenshot or args.self_test:
        # Render without a screen.
        import os

        # (set but empty is unset to Qt, and must be here too: it aborted the self-test)
        if not os.environ.get("QT_QPA_PLATFORM", "").strip():
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    _quiet_offscreen_notice()

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    # Python's cyclic collections from the event loop only (base/collector.py says why).
    from ..base.collector import EventLoopCollector

    EventLoopCollector(app)
    # Wayland desktops match the window to its desktop entry and icon by this name.
    app.setDesktopFileName(DESKTOP_FILE_NAME)
    icon = app_icon_path()
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))
    if args.self_test:
        from . import selftest

        return selftest.run_to(args.self_test)

    from dataclasses import replace

    from ..base import i18n
    from ..base.settings import Settings
    from . import screenshot
    from .window import MainWindow

    settings = screenshot.blank_settings() if args.screenshot else Settings()
    # For this run only: the stored preferences stay the player's.
    settings.for_this_run(deck=args.deck, face_up=args.face_up or None, language=args.lang)
    kept_translators = i18n.install(settings.interface_language)  # noqa: F841 (kept alive)
    choices = settings.choices()
    overrides = {
        key: value
        for key, value in (
            ("players", args.players),
            ("level", args.level),
            ("variant", args.variant),
        )
        if value is not None
    }
    choices = replace(choices, **overrides)
    if args.variant is None and choices.variant not in variants_for(choices.players):
        # (a table named alone plays its first variant: five players, chiamata)
        choices = replace(choices, variant=variants_for(choices.players)[0])
    try:
        choices.rules()
    except RulesError as error:
        print(f"briscola-qt: {error}", file=sys.stderr)
        return 2
    if args.screenshot:
        size = (args.width, args.height)
        return screenshot.render(args.screenshot, settings, choices, args.seed, args.moves, size)
    window = MainWindow(settings)
    from ..base.paths import log_dir
    from .crash import CrashReporter, start_log

    lock = _one_instance(args.record)
    if isinstance(lock, int):
        return lock  # another window has the game
    if lock is not None:
        from ..base.paths import data_dir
        from .instance import ForwardWatch

        watch = ForwardWatch(data_dir(), window)
        watch.wanted.connect(window.come_forward)
        watch.recordWanted.connect(window.history.open_path)

    reporter = CrashReporter(window, start_log(log_dir()))
    if not window.restored:
        window.fit_first_size()
    if args.exit_after_paint:
        _exit_after_first_paint(window.view.viewport())
    window.show()
    if args.seed is None and not overrides:
        window.resume_or_start(choices)
    else:  # the command line asks for a game of its own (asking over a saved match)
        window.start_asked(choices, seed=args.seed)
    if args.record:  # (a bad file is said in a message; the game goes on)
        window.history.open_record(Path(args.record))
    from .deck_chooser import ask_first_cards

    # Once, on the first start, over the table: "Which cards do you play with?" (not in a
    # run that only checks the first paint)
    if not args.exit_after_paint:
        ask_first_cards(settings, window.art.themes, window.prompts, window)
        window.hosted_resume.offer()  # (a match this player hosted, kept when the app stopped)
    try:
        return app.exec()
    finally:
        reporter.uninstall()


def _one_instance(record: str | None = None) -> object | int | None:
    """Hold the data folder's lock for the life of the game (the returned lock), so that
    two windows never write one saved game; None where there is nothing to lock (play on
    without); if another window holds it, that window is asked to come to the front and
    the exit code is returned: 0 if it came, 1 (after saying so) if it did not. A lock
    left by a game that crashed is taken over (QLockFile checks its process)."""
    from PySide6.QtCore import QCoreApplication, QLockFile
    from PySide6.QtWidgets import QMessageBox

    from ..base.paths import data_dir

    folder = data_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None  # nowhere to save either: nothing for two windows to fight over
    lock = QLockFile(str(folder / "briscola.lock"))
    if lock.tryLock(200):
        return lock
    if lock.error() != QLockFile.LockError.LockFailedError:
        return None  # the folder refuses a lock file: play on, as without a save
    from .instance import ask_to_come_forward

    # A record to open goes to the open window (a double-click on a record file).
    if ask_to_come_forward(folder, record=Path(record) if record else None):
        said = QCoreApplication.translate(
            "main", "Briscola is already open: its window was brought to the front."
        )
        print(f"briscola-qt: {said}", file=sys.stderr)
        return 0
    message = QCoreApplication.translate(
        "main",
        "Briscola is already open: look for its window (two would share one saved game).",
    )
    print(f"briscola-qt: {message}", file=sys.stderr)
    if os.environ.get("QT_QPA_PLATFORM") != "offscreen":
        QMessageBox.information(None, QCoreApplication.translate("main", "Briscola"), message)
    return 1


def _decks_usable() -> bool:
    """Say which decks are skipped and why; False (after saying so) when none is left."""
    from ...assets import decks_dir
    from ...decks import scan_decks

    scan = scan_decks()
    for problem in scan.problems:
        print(f"briscola-qt: skipped a broken card deck: {problem}", file=sys.stderr)
    if not scan.themes:
        print(
            f"briscola-qt: no card deck found in {decks_dir()}; reinstall the game"
            " (or unset BRISCOLA_QT_ASSETS)",
            file=sys.stderr,
        )
        return False
    return True


def _quiet_offscreen_notice() -> None:
    """Qt's offscreen platform says "does not support propagateSizeHints()" on every window
    shown; --screenshot and --self-test would print it to every caller. Other messages pass."""
    import os

    if os.environ.get("QT_QPA_PLATFORM") != "offscreen":
        return
    from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

    def handler(mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if "propagateSizeHints" in message:
            return
        if previous is not None:
            previous(mode, context, message)
        else:
            print(message, file=sys.stderr)

    previous = qInstallMessageHandler(handler)


def _exit_after_first_paint(widget: object) -> None:
    """Quit the event loop as soon as ``widget`` has been painted once."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                watched.removeEventFilter(self)
                QTimer.singleShot(0, QApplication.quit)
            return False

    assert isinstance(widget, QObject)
    widget.installEventFilter(FirstPaint(widget))


if __name__ == "__main__":
    sys.exit(main())
