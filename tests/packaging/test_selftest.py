"""`briscola-qt --self-test` passes on a whole installation and names what a broken one lacks."""

from __future__ import annotations

import functools
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from briscola_qt import assets
from briscola_qt.app.shell import selftest

from .conftest import DECKS, require


@pytest.fixture(autouse=True)
def _no_display(monkeypatch: pytest.MonkeyPatch) -> None:
    """The self-test opens a window where a display is available: not in these tests."""
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE", "XDG_RUNTIME_DIR"):
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def broken_assets(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the bundled assets, pointed at by BRISCOLA_QT_ASSETS, to be broken."""
    copy = tmp_path / "assets"
    shutil.copytree(assets.assets_dir(), copy)
    monkeypatch.setenv(assets.ENV_VAR, str(copy))
    return copy


def run() -> tuple[int, list[str]]:
    lines: list[str] = []
    code = selftest.run(lines.append)
    return code, lines


@functools.cache
def run_whole() -> tuple[int, list[str]]:
    """``run`` on the bundled, unbroken installation without a display: the same for every
    test that reads it, so made once (a second of CPU, most of it the platform check's
    child process)."""
    return run()


def test_the_installation_passes(qapp: object) -> None:
    code, lines = run_whole()
    assert code == 0, lines
    assert lines[-1] == "briscola-qt self-test passed"
    decks = next(line for line in lines if line.startswith("ok  decks:"))
    for deck in DECKS:
        assert deck in decks


def test_a_blank_card_fails_naming_deck_and_file(qapp: object, broken_assets: Path) -> None:
    blank = '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="100"></svg>'
    (broken_assets / "decks" / "brescian" / "AD.svg").write_text(blank, encoding="utf-8")
    code, lines = run()
    assert code == 1
    assert lines[-1] == "briscola-qt self-test failed: decks: deck brescian: AD.svg draws blank"


def test_a_corrupt_card_fails(qapp: object, broken_assets: Path) -> None:
    (broken_assets / "decks" / "french" / "AD.svg").write_bytes(b"\x00garbage")
    code, lines = run()
    assert code == 1
    assert "is not a valid SVG image" in lines[-1]


def test_a_missing_toolbar_icon_fails(qapp: object, broken_assets: Path) -> None:
    (broken_assets / "icons" / "actions" / "face-up.svg").unlink()
    code, lines = run()
    assert code == 1
    assert lines[-1].startswith("briscola-qt self-test failed: svg: the toolbar icon")
    assert lines[-1].endswith("face-up.svg is missing or draws blank")


def test_missing_translations_fail(qapp: object, broken_assets: Path) -> None:
    (broken_assets / "i18n" / "briscola_it.qm").unlink()
    code, lines = run()
    assert code == 1
    assert lines[-1].startswith("briscola-qt self-test failed: translations: cannot load")


def test_no_decks_fail(qapp: object, broken_assets: Path) -> None:
    shutil.rmtree(broken_assets / "decks")
    code, lines = run()
    assert code == 1
    assert lines[-1].startswith("briscola-qt self-test failed: decks: no card deck in")


def test_a_broken_sound_fails(qapp: object, broken_assets: Path) -> None:
    sounds = broken_assets / "sounds"
    sounds.mkdir(exist_ok=True)
    (sounds / "card.wav").write_bytes(b"RIFF\x00\x00")
    code, lines = run()
    assert code == 1
    assert "sounds:" in lines[-1]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 and Wayland")
@pytest.mark.parametrize(
    ("variables", "expected"),
    [
        ({"QT_QPA_PLATFORM": "offscreen"}, ["xcb"]),  # the self-test's own, not the game's
        ({"QT_QPA_PLATFORM": ""}, ["xcb"]),  # empty is unset, as Qt reads it
        ({"QT_QPA_PLATFORM": "wayland;xcb"}, ["wayland", "xcb"]),
        ({"QT_QPA_PLATFORM": "xcb:nograb"}, ["xcb"]),
        ({"XDG_SESSION_TYPE": "wayland"}, ["wayland", "xcb"]),
        ({"WAYLAND_DISPLAY": "wayland-0"}, ["wayland", "xcb"]),
        ({"WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"}, ["xcb"]),  # X11 with a nested one
    ],
)
def test_the_platform_a_start_would_use(
    monkeypatch: pytest.MonkeyPatch, variables: dict[str, str], expected: list[str]
) -> None:
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    assert selftest.platforms_to_try() == expected


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF and patchelf")
def test_a_plugin_that_needs_a_missing_library_fails_naming_it(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A copy of the offscreen plugin that also needs a library no system has: the
    self-test loads it as Qt would, and names the library the loader cannot find."""
    from PySide6.QtCore import QCoreApplication, QLibraryInfo

    plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    (original,) = (plugins / "platforms").glob("libqoffscreen.so")
    folder = tmp_path / "plugins" / "platforms"
    folder.mkdir(parents=True)
    broken = folder / "libqbriscolatest.so"
    shutil.copy(original, broken)
    patchelf = require("patchelf")
    subprocess.run([patchelf, "--add-needed", "libbriscola-nowhere.so.7", str(broken)], check=True)
    monkeypatch.setenv("QT_QPA_PLATFORM", "briscolatest")
    QCoreApplication.addLibraryPath(str(folder.parent))
    try:
        code, lines = run()
    finally:
        QCoreApplication.removeLibraryPath(str(folder.parent))
    assert code == 1
    assert lines[-1] == (
        "briscola-qt self-test failed: platform plugin: the briscolatest platform plugin needs"
        " libbriscola-nowhere.so.7, which this system lacks: install the package that provides"
        " it (libqbriscolatest.so)"
    )


def test_without_a_display_no_window_opens(qapp: object) -> None:
    code, lines = run_whole()
    assert code == 0
    assert "ok  window: no display here: not opened" in lines


def test_the_report_goes_to_a_file(qapp: object, tmp_path: Path) -> None:
    report = tmp_path / "report.txt"
    assert selftest.run_to(str(report)) == 0
    assert report.read_text(encoding="utf-8").splitlines()[-1] == "briscola-qt self-test passed"


def test_an_unwritable_report_is_exit_code_2(
    qapp: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert selftest.run_to(str(tmp_path / "missing" / "report.txt")) == 2
    assert "cannot write the self-test report" in capsys.readouterr().err


def test_the_version_is_the_same_everywhere() -> None:
    import tomllib

    import briscola_qt

    pyproject = Path(__file__).resolve().parents[2] / "pyproject.toml"
    version = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"]
    assert briscola_qt.__version__ == version
