"""The Italian translation: every visible string of the app has one, placeholders survive,
and the built .qm is installed by --lang it."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QTranslator

from briscola_qt.assets import translations_dir
from tools.i18n.it import IT

ROOT = Path(__file__).resolve().parents[2]


def tr_strings() -> set[str]:
    """Every literal passed to self.tr(...) in the app."""
    found: set[str] = set()
    for path in (ROOT / "briscola_qt" / "app").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "tr"
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                found.add(node.args[0].value)
    return found


def test_every_visible_string_has_an_italian_translation() -> None:
    strings = tr_strings()
    assert len(strings) > 80
    missing = sorted(s for s in strings if s not in IT)
    assert not missing, (
        f"add these to tools/i18n/it.py and run python -m tools.i18n.update: {missing}"
    )


def test_placeholders_survive_translation() -> None:
    for source, italian in IT.items():
        assert sorted(re.findall(r"%\d", source)) == sorted(re.findall(r"%\d", italian)), source


def test_the_ts_file_is_complete_and_in_step() -> None:
    tree = ET.parse(ROOT / "i18n" / "briscola_it.ts")
    sources = set()
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        assert translation is not None and translation.get("type") is None, message.findtext(
            "source"
        )
        sources.add(message.findtext("source"))
    assert sources == tr_strings(), "run python -m tools.i18n.update"


def test_window_speaks_italian(qtbot: Any, settings: Any) -> None:
    translator = QTranslator()
    assert translator.load(str(translations_dir() / "briscola_it.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        from briscola_qt.app.window import MainWindow

        window = MainWindow(settings)
        qtbot.addWidget(window)
        titles = [action.text() for action in window.menuBar().actions()]
        assert titles == ["&Partita", "&Vista", "&Aiuto"]
        assert window.new_action.text() == "&Nuova partita…"
    finally:
        QCoreApplication.removeTranslator(translator)


def test_the_system_language_is_followed_when_we_speak_it() -> None:
    from PySide6.QtCore import QLocale

    from briscola_qt.app.i18n import resolve

    assert resolve("system", QLocale("it_IT")) == "it"
    assert resolve("system", QLocale("it_CH")) == "it"
    assert resolve("system", QLocale("de_DE")) == "en", "a language we do not speak: English"
    assert resolve("en", QLocale("it_IT")) == "en", "the player's own choice wins"


def test_qts_own_buttons_speak_italian_too(qapp: Any) -> None:
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QDialogButtonBox

    from briscola_qt.app import i18n

    found = i18n.install("it")
    try:
        assert len(found) == 2, "ours and Qt's own"
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Cancel | QDialogButtonBox.StandardButton.Yes
        )
        texts = {b.text().replace("&", "") for b in box.buttons()}
        assert texts == {"Annulla", "Sì"}, texts
        box.deleteLater()
    finally:
        for translator in found:
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(QLocale("en"))
