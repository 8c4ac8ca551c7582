"""``briscola-qt --self-test``: does this installation have what the game needs?

Run by the installers' smoke tests on every system (and by anyone whose game will not
start): the platform plugin a start would use, loaded with every system library it needs
(the one missing is named), the SVG image and icon plugins, every bundled deck drawing a
card that is not blank, the translations, the sounds when there are any, and, where a
display is available, a window on it that paints a card. The checks draw offscreen; the
window opens in a second run of the self-test on the display's platform when this one is
offscreen. Each check gives one line; the first failure is the reason the command exits 1.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import subprocess
import sys
import time
import wave
from collections.abc import Callable, Iterator
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibrary,
    QLibraryInfo,
    QRectF,
    Qt,
    QTranslator,
    qInstallMessageHandler,
)
from PySide6.QtGui import QGuiApplication, QIcon, QImage, QImageReader, QPainter, QPaintEvent
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QWidget

from ...assets import ACTION_ICONS, action_icon_path, app_icon_path, assets_dir, translations_dir
from ...decks import scan_decks
from ..base.i18n import LANGUAGES, qt_translations_dir
from ..base.paint_guard import guarded

# The card every deck must draw, and the size it is drawn at.
PROBE_CARD = "AD"
PROBE_WIDTH, PROBE_HEIGHT = 60, 100

# The platform plugin a start uses where QT_QPA_PLATFORM names none (Qt's own default).
NATIVE_PLATFORM = {"linux": "xcb", "win32": "windows", "darwin": "cocoa"}
# Platforms that draw without a screen: the self-test's own, never the game's.
HEADLESS = ("offscreen", "minimal")
# How long the coach's child process may take to start and judge a short deal.
COACH_TIMEOUT_S = 60.0
# How long the window on the display may take to open and paint, in a second run.
WINDOW_TIMEOUT_S = 60.0


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


def platforms_to_try() -> list[str]:
    """The platform plugins a start of the game would try, in Qt's order: those that
    QT_QPA_PLATFORM names (empty means unset, as Qt reads it), else a Wayland session's
    own before X11, else the system's native one. A headless platform in QT_QPA_PLATFORM
    counts as unset: the self-test itself draws offscreen, a game never does."""
    native = next((v for k, v in NATIVE_PLATFORM.items() if sys.platform.startswith(k)), None)
    named = [entry.split(":", 1)[0].strip() for entry in _env("QT_QPA_PLATFORM").split(";")]
    named = [name for name in named if name and name not in HEADLESS]
    if named:
        return list(dict.fromkeys(named))
    if native == "xcb" and (
        _env("XDG_SESSION_TYPE") == "wayland" or (_env("WAYLAND_DISPLAY") and not _env("DISPLAY"))
    ):
        return ["wayland", "xcb"]
    return [native] if native else []


def _env(name: str) -> str:
    return os.environ.get(name, "").strip()


def _plugin_file(platform: str) -> Path | None:
    """The platform plugin's file where this Qt looks: its own folder, QT_PLUGIN_PATH and
    the bundle's."""
    folders = [QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)]
    folders += QCoreApplication.libraryPaths()
    for folder in dict.fromkeys(Path(f) / "platforms" for f in folders):
        found = sorted(folder.glob(f"*q{platform}*"))
        exact = [p for p in found if p.name.split(".")[0] in (f"libq{platform}", f"q{platform}")]
        if exact or found:
            return (exact or found)[0]
    return None


def _platform() -> str:
    """Load the plugin a start would use, as Qt does: the dynamic loader then finds every
    library it needs, the system's included, or says which one it cannot."""
    platforms = platforms_to_try()
    if not platforms:
        return f"no native plugin expected on {sys.platform}"
    failures = []
    for platform in platforms:
        plugin = _plugin_file(platform)
        if plugin is None:
            plugins = QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath)
            failures.append(f"no {platform} platform plugin in {plugins}/platforms")
            continue
        library = QLibrary(str(plugin))
        if library.load():
            return f"{plugin.name} loads with the libraries it needs"
        failures.append(_load_failure(platform, plugin, library.errorString()))
    # Qt falls back to the next platform named; the start fails only when none loads.
    raise SelfTestError(failures[0])


def _load_failure(platform: str, plugin: Path, error: str) -> str:
    """What the loader's message means to a player: the missing library, by name."""
    missing = re.search(r"([^\s:()]+): cannot open shared object file", error)
    if missing:
        return (
            f"the {platform} platform plugin needs {missing.group(1)}, which this system"
            f" lacks: install the package that provides it ({plugin.name})"
        )
    return f"the {platform} platform plugin {plugin} cannot be loaded: {error}"


def _coach() -> str:
    """The coach's analysis starts its child process (the frozen app started again) and
    judges a short deal in it."""
    import random

    from ...analysis import Strength
    from ...analysis.child import ChildAnalysis, Failed, Finished
    from ...engine.record import record_of
    from ...engine.rules import Rules
    from ...engine.state import GameState

    rules = Rules()
    deck = rules.full_deck()
    random.Random(1).shuffle(deck)
    state = GameState(rules, deck)
    while not state.is_terminal():
        state.push(state.legal_cards()[0])
    started = time.monotonic()
    child = ChildAnalysis(record_of(state), Strength("self-test", 0.001, 1))
    try:
        child.start()
    except OSError as error:
        raise SelfTestError(f"cannot start its process: {error}") from error
    try:
        while time.monotonic() - started < COACH_TIMEOUT_S:
            for message in child.poll():
                if isinstance(message, Failed):
                    raise SelfTestError(message.why)
                if isinstance(message, Finished):
                    judged = len(message.analysis.decisions)
                    took = time.monotonic() - started
                    return f"a deal judged in a child process ({judged} decisions, {took:.1f} s)"
            time.sleep(0.05)
    finally:
        child.stop()
    raise SelfTestError(f"no answer from its child process in {COACH_TIMEOUT_S:.0f} s")


def _history() -> str:
    """The player's history and statistics need SQLite, the fair shuffle SHA-256 and HMAC,
    and the window every module of the app (a frozen app may lack one)."""
    import sqlite3

    from ...engine import fair
    from ...engine.rules import Rules

    with contextlib.closing(sqlite3.connect(":memory:")) as db:
        version = db.execute("select sqlite_version()").fetchone()[0]
    seed = bytes(range(32))
    deck = fair.deck_for(Rules(), seed, "self-test")
    if sorted(deck) != sorted(Rules().full_deck()) or len(fair.commitment_of(seed)) != 64:
        raise SelfTestError("the fair shuffle does not deal the whole deck")
    return f"SQLite {version}, the fair shuffle, every module of the window"


def _window() -> str:
    """Where a display is available, open a window on it and paint a card."""
    platform = QGuiApplication.platformName()
    if platform not in HEADLESS:
        return _paint_a_card_in_a_window(platform)
    platforms = platforms_to_try()
    if not any(p in ("xcb", "wayland") for p in platforms):
        return "not opened: checked on X11 and Wayland (the game's own start is the test here)"
    on_display = next((p for p in platforms if _display_for(p)), None)
    if on_display is None:
        return "no display here: not opened"
    return _window_in_a_second_run(on_display)


def _display_for(platform: str) -> str:
    """The display a platform would connect to, "" if none is set."""
    if platform == "xcb":
        return _env("DISPLAY")
    if platform.startswith("wayland"):
        return _env("WAYLAND_DISPLAY") or ("wayland-0" if _env("XDG_RUNTIME_DIR") else "")
    return ""


class _CardWindow(QWidget):
    """A window that paints one card, and notes that it did."""

    def __init__(self, card: QImage) -> None:
        super().__init__()
        self.card = card
        self.painted = False
        self.setWindowTitle("briscola-qt self-test")
        self.resize(card.width() + 20, card.height() + 20)

    @guarded
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), Qt.GlobalColor.darkGreen)
        painter.drawImage(10, 10, self.card)
        painter.end()
        self.painted = True


def _paint_a_card_in_a_window(platform: str) -> str:
    themes = scan_decks().themes
    if not themes:
        raise SelfTestError(f"no card deck in {assets_dir() / 'decks'}")
    window = _CardWindow(_draw(themes[0].face_path(PROBE_CARD)))
    window.show()
    deadline = time.monotonic() + 10.0
    while not (window.painted and window.windowHandle().isExposed()):
        if time.monotonic() > deadline:
            window.close()
            raise SelfTestError(f"a window on {platform} was never shown and painted")
        QCoreApplication.processEvents()
        time.sleep(0.01)
    # Read the card back from the screen where the platform allows it (X11 does); a
    # compositor may show it a moment after the paint.
    while True:
        shown = window.screen().grabWindow(window.winId()).toImage()
        if shown.isNull() or len(set(_colours(shown))) >= 4:
            break
        if time.monotonic() > deadline:
            window.close()
            raise SelfTestError(f"the window on {platform} shows no card")
        QCoreApplication.processEvents()
        time.sleep(0.05)
    window.close()
    return f"{platform}: a card painted in a window on {_display_for(platform) or 'the screen'}"


def _self_command() -> list[str]:
    """This program's self-test, started again: the frozen app, or the module from source."""
    if getattr(sys, "frozen", False):
        return [sys.executable, "--self-test", "-"]
    return [sys.executable, "-m", "briscola_qt.app.shell.main", "--self-test", "-"]


def _window_in_a_second_run(platform: str) -> str:
    """This run draws offscreen; a second one on the display's platform opens the window
    (and would abort where the game would). Its whole process group ends with it."""
    env = dict(os.environ, QT_QPA_PLATFORM=platform)
    try:
        child = subprocess.Popen(
            _self_command(),
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            errors="replace",
            start_new_session=True,
        )
    except OSError as err:
        raise SelfTestError(f"cannot start a second self-test on {platform}: {err}") from None
    try:
        out, said = child.communicate(timeout=WINDOW_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        _end_group(child)
        raise SelfTestError(
            f"a window on {platform} did not open within {WINDOW_TIMEOUT_S:.0f} s"
        ) from None
    except BaseException:
        _end_group(child)
        raise
    lines = out[-20_000:].splitlines()
    window = next((line for line in lines if line.startswith("ok  window: ")), None)
    if child.returncode == 0 and window:
        return window.removeprefix("ok  window: ")
    # Qt's platform messages come first and say why (no display, a missing library).
    complaints = [line for line in said[-20_000:].splitlines() if line.strip()]
    failed = next((line for line in lines if "self-test failed" in line), None)
    qpa = next((line for line in complaints if line.startswith("qt.qpa")), None)
    reason = failed or qpa or (complaints[-1] if complaints else f"exit {child.returncode}")
    raise SelfTestError(f"the game cannot open a window on {platform}: {reason.strip()}")


def _end_group(child: subprocess.Popen[str]) -> None:
    """End the second run and anything it started (POSIX: its process group)."""
    with contextlib.suppress(OSError):
        if os.name == "posix":
            os.killpg(child.pid, signal.SIGKILL)
        else:
            child.kill()
    with contextlib.suppress(subprocess.TimeoutExpired):
        child.wait(timeout=5)


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


def _network() -> str:
    """Play with friends' compiled parts load (no socket is opened: ``--net-check`` opens a
    table on the loopback, packaging/README.md)."""
    from ...net.loopback import compiled_parts

    try:
        return "; ".join(compiled_parts())
    except (ImportError, AssertionError) as err:
        raise SelfTestError(f"cannot load the network's parts: {err}") from None


CHECKS: tuple[tuple[str, Callable[[], str]], ...] = (
    ("platform plugin", _platform),
    ("svg", _svg),
    ("decks", _decks),
    ("translations", _translations),
    ("sounds", _sounds),
    ("coach", _coach),
    ("history", _history),
    ("network", _network),
    ("window", _window),
)
