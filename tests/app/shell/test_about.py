"""The About box: version, licence, log folder, and the licence of every bundled part."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path
from typing import Any

from briscola_qt import __version__
from briscola_qt.app.base.paths import log_dir
from briscola_qt.assets import licenses_dir

ROOT = Path(__file__).resolve().parents[3]


def test_about_names_the_version_licence_and_log(qtbot: Any, window: Any) -> None:
    dialog = window.show_about()
    qtbot.addWidget(dialog)
    assert __version__ in dialog.heading.text()
    assert "GNU General Public License, version 3 or later" in dialog.heading.text()
    assert "drawn and made by the briscola-qt project" in dialog.heading.text()
    assert str(log_dir()) in dialog.log_label.text()


def test_every_bundled_dependency_has_its_licence_text(qtbot: Any, window: Any) -> None:
    dialog = window.show_about()
    qtbot.addWidget(dialog)
    rows = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    runtime = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    expected = {
        "PySide6-Essentials": "PySide6",
        "miniaudio": "miniaudio",
        "websockets": "websockets",
        "spake2": "spake2",
        "cryptography": "cryptography",
        "zeroconf": "zeroconf",
    }
    for requirement in runtime:
        name = requirement.split(">")[0].split("<")[0].split("=")[0].strip()
        assert any(expected[name] in row for row in rows), (name, rows)
    for wanted in ("Python", "ICU", "cffi", "LGPL-3.0-only"):
        assert any(wanted in row for row in rows), wanted
    assert "ICU — Unicode-3.0" in rows  # no version known: no gap where it would be
    assert not any("  " in row for row in rows), rows
    # Only the frozen app carries PyInstaller's bootloader.
    assert not any("PyInstaller" in row for row in rows)
    for row in range(dialog.list.count()):
        dialog.list.setCurrentRow(row)
        text = dialog.text.toPlainText()
        assert len(text) > 500 and "cannot be read" not in text, rows[row]
    dialog.list.setCurrentRow(0)
    assert "GNU GENERAL PUBLIC LICENSE" in dialog.text.toPlainText()


def test_the_shipped_licence_is_the_projects() -> None:
    assert (licenses_dir() / "GPL-3.0.txt").read_bytes() == (ROOT / "LICENSE").read_bytes()


def test_the_frozen_app_lists_the_pyinstaller_bootloader(
    qtbot: Any, window: Any, monkeypatch: Any
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    dialog = window.show_about()
    qtbot.addWidget(dialog)
    rows = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert any(row.startswith("PyInstaller bootloader 6.") for row in rows), rows
