"""``briscola-qt``: start the game, or render a seeded table to a PNG (``--screenshot``)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..assets import app_icon_path, translations_dir
from ..engine.errors import RulesError
from ..engine.rules import TABLE_SIZES, VARIANTS
from .settings import LANGUAGES, LEVELS, deck_ids


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="briscola-qt", description="Briscola, the Italian card game."
    )
    parser.add_argument("--deck", choices=deck_ids(), help="the cards to play with")
    parser.add_argument("--players", type=int, choices=TABLE_SIZES, help="table size")
    parser.add_argument("--level", choices=LEVELS, help="the computer players' level")
    parser.add_argument("--variant", choices=VARIANTS, help="rules variant")
    parser.add_argument("--face-up", action="store_true", help="show every hand (practice)")
    parser.add_argument("--seed", type=int, help="deal a reproducible game")
    parser.add_argument("--lang", choices=LANGUAGES, help="language of the interface")
    parser.add_argument("--screenshot", metavar="FILE", help="render the table to a PNG and exit")
    parser.add_argument("--size", default="1280x800", help="window size for --screenshot, WxH")
    parser.add_argument(
        "--moves", type=int, default=0, help="with --screenshot: play this many cards first"
    )
    args = parser.parse_args(argv)
    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
        if width < 200 or height < 150:
            raise ValueError
    except ValueError:
        parser.error(f"--size must look like 1280x800, not {args.size!r}")
    args.width, args.height = width, height
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.screenshot:
        # Render without a screen.
        import os

        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QLocale, QSettings, QTranslator
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setOrganizationName("briscola-qt")
    QCoreApplication.setApplicationName("Briscola")
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    icon = app_icon_path()
    if icon.exists():
        app.setWindowIcon(QIcon(str(icon)))

    from dataclasses import replace

    from . import speeds
    from .settings import Settings
    from .window import MainWindow

    if args.screenshot:
        store = QSettings(
            str(Path.home() / ".cache" / "briscola-qt-screenshot.ini"), QSettings.Format.IniFormat
        )
        store.clear()
        settings = Settings(store)
    else:
        settings = Settings()
    if args.lang:
        settings.language = args.lang
    language = settings.language
    translator = QTranslator()
    qm = translations_dir() / f"briscola_{language}.qm"
    if language != "en" and qm.exists() and translator.load(str(qm)):
        app.installTranslator(translator)
    QLocale.setDefault(QLocale(language))
    if args.deck:
        settings.deck = args.deck
    if args.face_up:
        settings.face_up = True
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
    try:
        choices.rules()
    except RulesError as error:
        print(f"briscola-qt: {error}", file=sys.stderr)
        return 2
    if args.screenshot:
        settings.speed = "instant"
    window = MainWindow(settings)
    if args.screenshot:
        speeds.set_speed("instant")
        window.show_dialogs = False
        window.resize(args.width, args.height)
        window.show()
        window.start(choices, seed=args.seed if args.seed is not None else 1)
        _settle(app)
        for _ in range(args.moves):
            _play_one(window)
        _settle(app)
        image = window.grab()
        if not image.save(args.screenshot):
            print(f"briscola-qt: cannot write {args.screenshot}", file=sys.stderr)
            return 2
        return 0
    window.resize(1280, 800)
    window.show()
    window.start(choices, seed=args.seed)
    return app.exec()


def _settle(app: object, rounds: int = 60) -> None:
    import time

    from PySide6.QtWidgets import QApplication

    for _ in range(rounds):
        QApplication.processEvents()
        time.sleep(0.01)


def _play_one(window: object) -> None:
    """Advance the seeded screenshot game by one human card (or a trick collection)."""
    from .controller import Phase
    from .window import MainWindow

    assert isinstance(window, MainWindow)
    controller = window.controller
    for _ in range(300):
        _settle(None, 3)
        if controller.phase == Phase.TRICK_DONE:
            controller.continue_trick()
            continue
        snapshot = controller.snapshot()
        if snapshot and snapshot.legal:
            controller.play_card(snapshot.legal[0])
            return


if __name__ == "__main__":
    sys.exit(main())
