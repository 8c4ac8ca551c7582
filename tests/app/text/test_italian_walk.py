"""The whole app walked in Italian: every menu, button, tooltip, panel, table text and
dialog, and no visible text is left in English."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QAbstractListModel, QCoreApplication, QLocale, QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QLabel,
    QMenu,
    QMessageBox,
    QWidget,
)

from briscola_qt.analysis import Strength
from briscola_qt.app.base import i18n
from briscola_qt.app.base.prompts import DialogPrompts, QuietPrompts
from briscola_qt.app.game.snapshot import Phase
from briscola_qt.history import Notice, RecordFileError
from tools.i18n import update

from ..conftest import answer_with, choices

ENGLISH_WORDS = re.compile(
    r"\b(the|and|you|your|card|cards|game|deal|points|click|press|turn|trick|team|"
    r"show|sound|new|undo|settings|help|about|play|wins|won|deck|decks|stock|partner)\b",
    re.IGNORECASE,
)
"""Words an Italian screen never shows: a text with one of them was left in English."""
PROPER = ("PySide6", "Qt", "Python", "ICU", "PyInstaller", "cffi", "miniaudio", "GPL", "LGPL")


def english_sources() -> set[str]:
    """English source texts whose Italian differs (a text equal to one is untranslated)."""
    found = set()
    for message in ET.parse(update.ts_path("it")).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is not None and (translation.text or "") != source:
            found.add(source)
    return found


@pytest.fixture
def italian(qapp: Any) -> Iterator[None]:
    found = i18n.install("it")
    yield
    for translator in found:
        QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(QLocale("en"))


def plain(text: str) -> str:
    return re.sub(r"<[^>]+>", " ", text).replace("&", "").strip()


def texts_of(widget: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for everything a player reads in ``widget`` and its children."""
    for child in [widget, *widget.findChildren(QWidget)]:
        if not child.isVisibleTo(widget) and child is not widget:
            continue
        name = type(child).__name__
        if child.windowTitle():
            yield f"{name} title", child.windowTitle()
        if child.toolTip():
            yield f"{name} tooltip", child.toolTip()
        if isinstance(child, QLabel) and child.text():
            yield f"{name} text", child.text()
        if isinstance(child, QAbstractButton) and child.text():
            yield f"{name} button", child.text()
        if isinstance(child, QGroupBox) and child.title():
            yield f"{name} group", child.title()
        if isinstance(child, QComboBox):
            for i in range(child.count()):
                yield f"{name} item", child.itemText(i)
        if isinstance(child, QAbstractItemView) and child.model() is not None:
            model = child.model()
            columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount()
            for column in range(columns):
                header = model.headerData(column, Qt.Orientation.Horizontal)
                if isinstance(header, str):
                    yield f"{name} header", header
            for row in range(model.rowCount(QModelIndex())):
                value = model.index(row, 0).data()
                if isinstance(value, str):
                    yield f"{name} row", value
        for action in child.actions():
            yield from texts_of_action(action)


def texts_of_action(action: QAction) -> Iterator[tuple[str, str]]:
    for where, text in (
        ("action", action.text()),
        ("action icon text", action.iconText()),
        ("action tooltip", action.toolTip()),
    ):
        if text:
            yield where, text
    menu = action.menu()
    if isinstance(menu, QMenu):
        yield "menu", menu.title()
        for sub in menu.actions():
            yield from texts_of_action(sub)


walked = [0]
"""How many texts the walk read (the test checks it read the app, not nothing)."""


def untranslated(found: Iterator[tuple[str, str]]) -> list[tuple[str, str]]:
    sources = english_sources()
    left = []
    for where, text in found:
        walked[0] += 1
        shown = plain(text)
        if not shown:
            continue
        without_names = shown
        for name in PROPER:
            without_names = without_names.replace(name, "")
        if text in sources or shown in sources or ENGLISH_WORDS.search(without_names):
            left.append((where, shown))
    return left


def walk_table(window: Any) -> Iterator[tuple[str, str]]:
    scene = window.scene
    snapshot = window.controller.snapshot()
    for seat in range(snapshot.players):
        yield "seat plate", scene.felt_text.seat_plate(seat)
    text = scene.felt_text
    for reader in (text.prompt, text.trump_label, text.stock_label, text.next_card_label):
        text = reader()
        if text:
            yield reader.__name__, text
    for side in range(len(snapshot.table.piles)):
        for text in (scene.felt_text.pile_label(side), scene.felt_text.captured_label(side)):
            if text:
                yield "pile", text
    yield "status", window.score_label.text()


def test_every_screen_speaks_italian(qtbot: Any, settings: Any, italian: None, answer: Any) -> None:
    from briscola_qt.app.shell.dialogs import DealSummaryDialog, NewGameDialog
    from briscola_qt.app.shell.window import MainWindow

    walked[0] = 0
    settings.speed = "instant"
    window = MainWindow(settings, prompts=QuietPrompts())
    qtbot.addWidget(window)
    window.show()
    window.log_dock.show()
    window.menus.tracker_action.trigger()  # the card tracker's words too
    window.start(choices(players=4, signals=True, length="best_of_3"), seed=5)
    controller = window.controller
    left: list[tuple[str, str]] = []
    while controller.phase not in (Phase.DEAL_OVER, Phase.MATCH_OVER):
        qtbot.waitUntil(
            lambda: (
                controller.can_continue()
                or controller.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER)
                or bool(controller.snapshot().legal)
            ),
            timeout=20000,
        )
        left += untranslated(walk_table(window))
        if controller.can_continue():
            controller.continue_trick()
        elif controller.phase == Phase.PLAYING:
            controller.play_card(controller.snapshot().legal[0])
    left += untranslated(walk_table(window))
    left += untranslated(texts_of(window))
    for action in window.menuBar().actions():
        left += untranslated(texts_of_action(action))

    window.analyst.strength = Strength("walk", 0.002, 2)  # the words, not the judge
    review = window.show_review()
    qtbot.waitUntil(lambda: review.analysis is not None, timeout=20000)
    review.go_to(5)
    dialogs = [
        NewGameDialog(controller.choices, window),
        window.show_settings(),
        window.show_about(),
        DealSummaryDialog(controller.last_summary, window.art, window),
        review,
        window.history.show_history(),
        window.history.show_statistics(),
        window.history.reset_question(),
    ]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        found = texts_of(dialog)
        if dialog is dialogs[2]:  # the licences are the components' own English texts
            found = ((w, t) for w, t in found if "PlainTextEdit" not in w and "ListWidget" not in w)
        if dialog is review:  # what is painted and spoken, not in a widget's text
            found = iter([*found, ("graph", review.graph.accessibleDescription())])
            found = iter([*found, ("table", review.view.accessibleDescription())])
        if dialog is dialogs[5]:  # the history's rows, every column
            assert len(dialog.shown_rows()) == 1  # the deal just played
            found = iter([*found, *(("row", cell) for row in dialog.shown_rows() for cell in row)])
        if dialog is dialogs[6]:  # the chart, as a screen reader says it
            found = iter([*found, ("chart", dialog.chart.accessibleDescription())])
        left += [(f"{type(dialog).__name__}: {w}", t) for w, t in untranslated(found)]
        dialog.close()
    # What the history says on opening (a file moved aside, the statistics made again).
    keeper = window.history.keeper
    notices = [Notice(kind, Path("x"), 2) for kind in ("corrupt", "newer", "folder", "rebuilt")]
    left += untranslated(("notice", keeper.notice_text(n)) for n in [*notices, Notice("", None, 1)])
    # A bad record file: what is wrong in words; the detail in brackets is the engine's line,
    # as briscola-arena verify prints it (naming the card or play), and stays as it is.
    for kind in ("unreadable", "huge", "empty", "binary", "json", "record", "rules"):
        said = window.history.bad_record_text("x.json", RecordFileError(kind, "DETAIL"))
        assert said.endswith(" (DETAIL).")
        left += untranslated(iter([("bad record", said.removesuffix(" (DETAIL)."))]))
    said = window.history.bad_record_text("x.json", RecordFileError("empty", ""))
    left += untranslated(iter([("bad record, no detail", said)]))

    # The questions: leaving a game in progress, face up (asked from here on).
    window.prompts = DialogPrompts()
    seen = answer(QMessageBox, lambda box: answer_with(box, QMessageBox.ButtonRole.NoRole))
    window.menus.next_action.trigger()
    window.ask_new_game()
    assert seen, "the question was asked"
    left += [("leave question", t) for _, t in untranslated(texts_of(seen[0]))]
    seen = answer(QMessageBox, lambda box: answer_with(box, QMessageBox.ButtonRole.NoRole))
    window.menus.face_up_action.trigger()
    assert seen
    left += [("face-up question", t) for _, t in untranslated(texts_of(seen[0]))]
    seen = answer(QMessageBox, lambda box: answer_with(box, QMessageBox.ButtonRole.NoRole))
    window.history.ask_delete(["20261202-000000-000000-abcd"])
    assert seen
    left += [("delete question", t) for _, t in untranslated(texts_of(seen[0]))]
    window.prompts = QuietPrompts()
    assert not left, left
    assert walked[0] > 150, walked


def test_the_walk_finds_english_when_it_is_there(qapp: Any) -> None:
    """The check itself: English text is caught, Italian is not."""
    assert untranslated(iter([("x", "New game")]))
    assert untranslated(iter([("x", "Click to continue")]))
    assert not untranslated(iter([("x", "Nuova partita"), ("x", "Briscola: coppe")]))
