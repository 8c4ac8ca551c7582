"""``briscola-qt --self-test``: does this installation have what the game needs?

Run by the installers' smoke tests on every system (and by anyone whose game will not
start): the platform plugin of this system, the SVG image and icon plugins, every bundled
deck drawing a card that is not blank, the translations, and the sounds when there are
any. Each check gives one line; the first failure is the reason the command exits 1.
"""

from __future__ import annotations

import contextlib
import os
import sys
import wave
from collections.abc import Callable, Iterator
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QRectF,
    Qt,
    QTranslator,
    qInstallMessageHandler,
)
from PySide6.QtGui import QIcon, QImage, QImageReader, QPainter
from PySide6.QtSvg import QSvgRenderer

from ..assets import ACTION_ICONS, action_icon_path, app_icon_path, assets_dir, translations_dir
from ..decks import scan_decks
from .i18n import LANGUAGES, qt_translations_dir

# The card every deck must draw, and the size it is drawn at.
PROBE_CARD = "AD"
PROBE_WIDTH, PROBE_HEIGHT = 60, 100

NATIVE_PLATFORM = {"linux": "qxcb", "win32": "qwindows", "darwin": "qcocoa"}


class SelfTestError(Exception):
    """One thing this installation lacks."""


def run(out: Callable[[str], None] = print) -> int:
    """Run every check, print one line each, return the exit code (0 all well, 1 not)."""
    # Qt's own warnings about a broken file would repeat what the failing check says.
    previous = qInstallMessageHandler(lambda *_: None)
    try:
        for name, check in CHECKS:
            try:
                detail = check()
            except SelfTestError as err:
                out(f"briscola-qt self-test failed: {name}: {err}")
                return 1
            out(f"ok  {name}: {detail}")
    finally:
        qInstallMessageHandler(previous)
    out("briscola-qt self-test passed")
    return 0


def run_to(report: str) -> int:
    """Run the checks, the report on standard output ("-") or in the file ``report`` (a
    windowed Windows program has no standard output). Exit code 2 if it cannot be written."""
    lines: list[str] = []
    code = run(lines.append)
    text = "".join(f"{line}\n" for line in lines)
    try:
        if report == "-":
            sys.stdout.write(text)
            sys.stdout.flush()
        else:
            Path(report).write_text(text, encoding="utf-8")
    except OSError as err:
        if report == "-":
            _silence_stdout()
        where = "" if report == "-" else f" {report}"
        print(
            f"briscola-qt: cannot write the self-test report{where}: {err.strerror}",
            file=sys.stderr,
        )
        return 2
    return code


def _silence_stdout() -> None:
    """Point standard output at the null device, so Python's own flush at exit is quiet."""
    with contextlib.suppress(OSError, ValueError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def _platform() -> str:
    prefix = next((v for k, v in NATIVE_PLATFORM.items() if sys.platform.startswith(k)), None)
    if prefix is None:
        return f"no native plugin expected on {sys.platform}"
    # Where this Qt looks for plugins: its own folder and any QT_PLUGIN_PATH or bundle path.
    folders = [QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)]
    folders += QCoreApplication.libraryPaths()
    for folder in dict.fromkeys(Path(f) / "platforms" for f in folders):
        found = sorted(p.name for p in folder.glob(f"*{prefix}*"))
        if found:
            return ", ".join(found)
    raise SelfTestError(f"no {prefix} platform plugin in {folders[0]}/platforms")


def _svg() -> str:
    formats = {bytes(f.data()).decode() for f in QImageReader.supportedImageFormats()}
    if "svg" not in formats:
        raise SelfTestError("the SVG image plugin is missing")
    icon = QIcon(str(app_icon_path()))
    if icon.isNull() or icon.pixmap(32, 32).isNull():
        raise SelfTestError(f"the app icon {app_icon_path()} does not render")
    for name in ACTION_ICONS:
        path = action_icon_path(name)
        if not path.is_file() or len(set(_colours(_draw(path)))) < 4:
            raise SelfTestError(f"the toolbar icon {path} is missing or draws blank")
    return f"image and icon plugins, app icon, {len(ACTION_ICONS)} toolbar icons"


def _draw(path: Path) -> QImage:
    image = QImage(PROBE_WIDTH, PROBE_HEIGHT, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    if path.suffix.lower() == ".svg":
        renderer = QSvgRenderer(str(path))
        if not renderer.isValid():
            raise SelfTestError(f"{path} is not a valid SVG image")
        painter = QPainter(image)
        renderer.render(painter, QRectF(0, 0, PROBE_WIDTH, PROBE_HEIGHT))
        painter.end()
        return image
    loaded = QImage(str(path))
    if loaded.isNull():
        raise SelfTestError(f"{path} cannot be read")
    return loaded


def _colours(image: QImage) -> Iterator[int]:
    step = 3
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            yield image.pixel(x, y)


def _decks() -> str:
    scan = scan_decks()
    if scan.problems:
        raise SelfTestError(scan.problems[0])
    themes = scan.themes
    if not themes:
        raise SelfTestError(f"no card deck in {assets_dir() / 'decks'}")
    for theme in themes:
        for path in (theme.face_path(PROBE_CARD), theme.back_path):
            colours = set(_colours(_draw(path)))
            # A drawn card has paper, ink and at least a few more shades.
            if len(colours) < 4:
                raise SelfTestError(f"deck {theme.id}: {path.name} draws blank")
    return ", ".join(theme.id for theme in themes)


def _translations() -> str:
    loaded = []
    for language in LANGUAGES:
        files = [translations_dir() / f"briscola_{language}.qm"]
        if language != "en":  # English is the source: ours holds its plural forms only
            files.append(qt_translations_dir() / f"qtbase_{language}.qm")
        for qm in files:
            translator = QTranslator()
            if not translator.load(str(qm)) or translator.isEmpty():
                raise SelfTestError(f"cannot load {qm}")
        loaded.append(language if language == "en" else f"{language} (with Qt's own)")
    return ", ".join(loaded)


def _sounds() -> str:
    folder = assets_dir() / "sounds"
    files = sorted(folder.glob("*.wav")) if folder.is_dir() else []
    if not files:
        return "none bundled"
    for path in files:
        try:
            with wave.open(str(path), "rb") as sound:
                if sound.getnframes() == 0:
                    raise SelfTestError(f"{path} is empty")
        except (OSError, EOFError, wave.Error) as err:
            raise SelfTestError(f"{path}: {err}") from None
    try:
        import miniaudio  # noqa: F401  (the player; the device opens only when a sound plays)
    except ImportError as err:
        raise SelfTestError(f"cannot load the sound player: {err}") from None
    return f"{len(files)} files, miniaudio player"


CHECKS: tuple[tuple[str, Callable[[], str]], ...] = (
    ("platform plugin", _platform),
    ("svg", _svg),
    ("decks", _decks),
    ("translations", _translations),
    ("sounds", _sounds),
)
