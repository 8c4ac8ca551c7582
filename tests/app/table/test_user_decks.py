"""The player's own decks in the app: one that is valid is played with, broken ones are
listed with the reason, a chosen deck that was removed falls back and is said once."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from briscola_qt import assets, decks
from briscola_qt.app.base.paths import user_decks_dir
from briscola_qt.app.base.prompts import QuietPrompts
from briscola_qt.app.base.settings import Settings

from ..conftest import choices


@pytest.fixture
def own_decks() -> Iterator[Path]:
    folder = user_decks_dir()
    folder.mkdir(parents=True, exist_ok=True)
    decks.set_user_folder(folder)
    yield folder
    decks.set_user_folder(None)


def open_window(qtbot: Any, settings: Settings) -> Any:
    from briscola_qt.app.shell.window import MainWindow

    settings.speed = "instant"
    window = MainWindow(settings, prompts=QuietPrompts())
    qtbot.addWidget(window)
    window.show()
    return window


def add_deck(folder: Path, deck_id: str, base: str = "french") -> Path:
    target = folder / deck_id
    shutil.copytree(assets.decks_dir() / base, target)
    manifest = target / "deck.json"
    data = json.loads(manifest.read_text("utf-8"))
    data["id"] = deck_id
    data["names"] = {"en": "My own", "it": "Le mie"}
    manifest.write_text(json.dumps(data), "utf-8")
    return target


def test_a_valid_deck_of_ones_own_is_played_with(
    qtbot: Any, settings: Settings, own_decks: Path
) -> None:
    add_deck(own_decks, "mine")
    window = open_window(qtbot, settings)
    assert window.menus.deck_actions["mine"].text() == "My own"
    window.menus.deck_actions["mine"].trigger()
    window.start(choices(), seed=1)
    assert window.art.deck_id == "mine" and settings.deck == "mine"
    assert not window.menus.deck_problems_action.isVisible()
    assert window.decks.open_folder() == own_decks


@pytest.mark.parametrize(
    ("breakage", "reason"),
    [
        (lambda d: (d / "deck.json").write_text("{", "utf-8"), "deck.json"),
        (lambda d: (d / "AD.svg").unlink(), "AD.svg"),
        (lambda d: (d / "deck.json").unlink(), "no deck manifest"),
        (lambda d: (d / "deck.json").write_text('{"format": 1}', "utf-8"), "'id'"),
    ],
)
def test_a_broken_deck_is_listed_with_the_reason_and_skipped(
    qtbot: Any, settings: Settings, own_decks: Path, breakage: Any, reason: str
) -> None:
    breakage(add_deck(own_decks, "broken"))
    window = open_window(qtbot, settings)
    assert "broken" not in window.menus.deck_actions
    assert window.menus.deck_problems_action.isVisible()
    text = window.decks.problems_text()
    assert str(own_decks / "broken") in text and reason in text, text
    qtbot.waitUntil(lambda: "could not be used" in window.statusBar().currentMessage())


def test_a_removed_deck_falls_back_and_is_said_once(
    qtbot: Any, settings: Settings, own_decks: Path
) -> None:
    folder = add_deck(own_decks, "mine")
    settings.deck = "mine"
    shutil.rmtree(folder)
    window = open_window(qtbot, settings)
    window.start(choices(), seed=1)
    qtbot.waitUntil(lambda: "no longer installed" in window.statusBar().currentMessage())
    assert window.art.deck_id == "neapolitan" and settings.stored_deck == "neapolitan"
    window.close()
    again = open_window(qtbot, settings)
    qtbot.wait(20)
    assert "no longer installed" not in again.statusBar().currentMessage()


def test_an_own_deck_with_french_suits_is_named_in_french_words(
    qtbot: Any, settings: Settings, own_decks: Path
) -> None:
    add_deck(own_decks, "mine", base="french-4color")  # the id says nothing of its suits
    window = open_window(qtbot, settings)
    window.settings.deck = "mine"
    window.start(choices(), seed=3)
    trump = window.scene.felt_text.trump_label()
    assert trump is not None
    assert trump.split(": ")[1] in ("diamonds", "hearts", "spades", "clubs"), trump
