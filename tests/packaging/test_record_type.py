"""The record file type every installer registers: one extension (.briscola) and one MIME
type (application/x-briscola-record), said alike by the desktop entry and shared-mime-info
(the .deb), the Inno Setup script and the macOS bundle, and the one the game saves."""

from __future__ import annotations

import re
from pathlib import Path

from briscola_qt.app.history.actions import RECORD_EXTENSION

from .conftest import ROOT, require, run

APP_ID = "io.github.briscola_qt.Briscola"
MIME = "application/x-briscola-record"
LINUX = ROOT / "packaging" / "linux"


def test_the_game_saves_the_registered_extension() -> None:
    assert RECORD_EXTENSION == ".briscola"


def test_the_desktop_entry_opens_the_record_type() -> None:
    text = (LINUX / f"{APP_ID}.desktop").read_text("utf-8")
    assert f"\nMimeType={MIME};\n" in text
    assert "\nExec=briscola-qt %f\n" in text  # the file is handed to the game
    checked = run([require("desktop-file-validate"), str(LINUX / f"{APP_ID}.desktop")])
    assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout


def test_shared_mime_info_knows_the_extension(tmp_path: Path) -> None:
    text = (LINUX / f"{APP_ID}.xml").read_text("utf-8")
    assert f'<mime-type type="{MIME}">' in text and '<glob pattern="*.briscola"/>' in text
    (tmp_path / "packages").mkdir()
    (tmp_path / "packages" / f"{APP_ID}.xml").write_text(text, "utf-8")
    done = run([require("update-mime-database"), str(tmp_path)])
    assert done.returncode == 0, done.stderr
    assert f"{MIME}:*.briscola" in (tmp_path / "globs2").read_text("utf-8")
    # The .deb installs it where shared-mime-info's trigger reads it.
    build = (ROOT / "packaging" / "build.py").read_text("utf-8")
    assert 'share / "mime" / "packages" / f"{APP_ID}.xml"' in build


def test_the_windows_installer_registers_the_extension() -> None:
    text = (ROOT / "packaging" / "windows" / "briscola-qt.iss").read_text("utf-8")
    assert "\nChangesAssociations=yes\n" in text
    assert re.search(
        r'Subkey: "Software\\Classes\\\.briscola"; .*ValueData: "Briscola\.Record"', text
    )
    assert re.search(r'Briscola\.Record\\shell\\open\\command".*briscola-qt\.exe"" ""%1"""', text)
    assert "uninsdeletekey" in text


def test_the_mac_bundle_declares_the_document_type() -> None:
    text = (ROOT / "packaging" / "briscola-qt.spec").read_text("utf-8")
    assert '"CFBundleDocumentTypes"' in text and '"UTExportedTypeDeclarations"' in text
    assert '"public.filename-extension": ["briscola"]' in text
    assert f'"public.mime-type": ["{MIME}"]' in text
