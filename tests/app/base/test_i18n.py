"""The Italian translation: every visible string of the app has one, placeholders survive,
and the built .qm is installed by --lang it."""

from __future__ import annotations

import ast
import re
import shutil
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from briscola_qt.assets import translations_dir
from tools.i18n import update

ROOT = Path(__file__).resolve().parents[3]


def messages(ts: Path) -> list[tuple[str, tuple[str, ...]]]:
    """Each message of a .ts file: its source text and its translation (or plural forms)."""
    found = []
    for message in ET.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        forms = [] if translation is None else list(translation.iter("numerusform"))
        texts = [f.text or "" for f in forms] or [
            "" if translation is None else translation.text or ""
        ]
        found.append((message.findtext("source") or "", tuple(texts)))
    return sorted(found)


def tr_strings() -> set[str]:
    """Every literal passed to self.tr(...) in the app."""
    found: set[str] = set()
    for path in (ROOT / "briscola_qt" / "app").rglob("*.py"):
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


def test_every_visible_string_has_a_finished_translation_in_step(tmp_path: Path) -> None:
    """The committed .ts files hold every tr() string of the app, each translated, and
    nothing else: lupdate over the code changes nothing."""
    for language, options in update.LANGUAGES.items():
        committed = update.ts_path(language)
        fresh = tmp_path / committed.name
        shutil.copy(committed, fresh)
        update.lupdate(fresh, options)
        assert messages(fresh) == messages(committed), (
            f"run python -m tools.i18n.update, then translate i18n/{committed.name}"
        )
        assert update.unfinished(fresh) == [], f"translate these in {committed.name}"
    italian = {source for source, _ in messages(update.ts_path("it"))}
    assert len(italian) > 200 and tr_strings() <= italian


def test_the_built_qm_files_are_fresh(qapp: Any, tmp_path: Path) -> None:
    """Each committed .qm translates every message as one built now from its .ts would
    (compared by what they say, so another lrelease version's bytes do not matter)."""
    for language in update.LANGUAGES:
        ts = update.ts_path(language)
        fresh = tmp_path / f"{language}.qm"
        update.lrelease(ts, fresh)
        committed, built = QTranslator(), QTranslator()
        assert committed.load(str(update.qm_path(language))) and built.load(str(fresh))
        for context in ET.parse(ts).getroot().iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                source = message.findtext("source") or ""
                for n in (1, 3):
                    assert committed.translate(name, source, None, n) == built.translate(
                        name, source, None, n
                    ), f"{language}: {source!r}: run python -m tools.i18n.update"


def test_placeholders_survive_translation() -> None:
    for source, translations in messages(update.ts_path("it")):
        for italian in translations:
            assert sorted(re.findall(r"%\d|%n", source)) == sorted(
                re.findall(r"%\d|%n", italian)
            ), source


def test_plurals_follow_the_number(qapp: Any) -> None:
    from briscola_qt.app.base import i18n

    source = "%n deck(s) could not be used: see View > Cards."
    for language, one, many in (
        ("en", "1 deck could not", "3 decks could not"),
        ("it", "1 mazzo non si può", "3 mazzi non si possono"),
    ):
        found = i18n.install(language)
        try:
            assert QCoreApplication.translate("DeckNotices", source, "", 1).startswith(one)
            assert QCoreApplication.translate("DeckNotices", source, "", 3).startswith(many)
        finally:
            for translator in found:
                QCoreApplication.removeTranslator(translator)


def test_window_speaks_italian(qtbot: Any, settings: Any) -> None:
    translator = QTranslator()
    assert translator.load(str(translations_dir() / "briscola_it.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        from briscola_qt.app.shell.window import MainWindow

        window = MainWindow(settings)
        qtbot.addWidget(window)
        titles = [action.text() for action in window.menuBar().actions()]
        assert titles == ["&File", "&Partita", "&Vista", "&Aiuto"]
        assert window.menus.new_action.text() == "&Nuova partita…"
        # The turn prompt with two cards to choose from (it once said "premi 1 or 2").
        from briscola_qt.app.text.words import keys_text

        words = window.scene.felt_text.words
        assert words.prompt(keys_text(words, [0, 1], 2)).endswith("premi 1 o 2")
    finally:
        QCoreApplication.removeTranslator(translator)


def test_the_system_language_is_followed_when_we_speak_it() -> None:
    from PySide6.QtCore import QLocale

    from briscola_qt.app.base.i18n import resolve

    assert resolve("system", QLocale("it_IT")) == "it"
    assert resolve("system", QLocale("it_CH")) == "it"
    assert resolve("system", QLocale("de_DE")) == "en", "a language we do not speak: English"
    assert resolve("en", QLocale("it_IT")) == "en", "the player's own choice wins"


def test_qts_own_buttons_speak_italian_too(qapp: Any) -> None:
    from PySide6.QtCore import QLocale
    from PySide6.QtWidgets import QDialogButtonBox

    from briscola_qt.app.base import i18n

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


@pytest.mark.slow
def test_every_self_tr_is_inside_its_own_class() -> None:
    """tr() looks a text up under the class it is called on; lupdate files it under the
    class it is written in. A tr() called on another object ("words.tr(...)" in a function)
    was filed under a context of its own and stayed English in Italian ("premi 1 or 2")."""
    strays = []
    for path in (ROOT / "briscola_qt" / "app").rglob("*.py"):
        tree = ast.parse(path.read_text("utf-8"))
        in_classes = {
            id(node)
            for cls in ast.walk(tree)
            if isinstance(cls, ast.ClassDef)
            for node in ast.walk(cls)
        }
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "tr"
                and not (
                    isinstance(node.func.value, ast.Name)
                    and node.func.value.id == "self"
                    and id(node) in in_classes
                )
            ):
                strays.append(f"{path.name}:{node.lineno}")
    assert not strays, strays
    contexts = {n.text for n in ET.parse(update.ts_path("it")).getroot().iter("name")}
    classes = {
        node.name
        for path in (ROOT / "briscola_qt").rglob("*.py")
        for node in ast.walk(ast.parse(path.read_text("utf-8")))
        if isinstance(node, ast.ClassDef)
    }
    assert contexts - classes <= {"main"}, contexts - classes  # (main.py's translate())


def test_a_string_moved_to_another_class_keeps_its_translation(tmp_path: Path) -> None:
    # (issue 42 moved the menus out of MainWindow: 40 strings changed context)
    ts = tmp_path / "x.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="it_IT">'
        "<context><name>MainWindow</name>"
        "<message><source>&amp;Quit</source><translation>&amp;Esci</translation></message>"
        "<message><source>Twice</source><translation>Due volte</translation></message>"
        "</context><context><name>Other</name>"
        "<message><source>Twice</source><translation>Doppio</translation></message>"
        "</context></TS>",
        encoding="utf-8",
    )
    before = update.finished_translations(ts)
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?><TS version="2.1" language="it_IT">'
        "<context><name>GameMenus</name>"
        '<message><source>&amp;Quit</source><translation type="unfinished"/></message>'
        '<message><source>Twice</source><translation type="unfinished"/></message>'
        '<message><source>New</source><translation type="unfinished"/></message>'
        "</context></TS>",
        encoding="utf-8",
    )
    assert update.carry_moved(ts, before) == 1
    # Only the one whose translation was certain; two translations before: left to a person.
    assert update.unfinished(ts) == ["Twice", "New"]
    carried = next(ET.parse(ts).getroot().iter("message"))
    assert carried.findtext("translation") == "&Esci"
