"""The rules help: reached by F1, it draws the deck's own cards and names, explains every
choice of the new-game panel, and speaks Italian with an Italian interface."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QImage, QTextDocument, QTextTable
from PySide6.QtWidgets import QComboBox

from briscola_qt.app.base.settings import GameChoices
from briscola_qt.app.shell.dialogs import NewGameDialog


def images(help_window: Any) -> list[str]:
    """The card images the help's text shows, by their codes, in order."""
    found = []
    block = help_window.browser.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isImageFormat():
                found.append(fmt.toImageFormat().name().removeprefix("card:"))
            it += 1
        block = block.next()
    return found


def combo_texts(combo: QComboBox) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]


def test_f1_opens_the_rules_beside_the_table(qtbot: Any, asking_window: Any) -> None:
    window = asking_window
    window.activateWindow()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    help_window = window._rules_help
    assert help_window is not None and help_window.isVisible()
    assert not help_window.isModal(), "the game can be played with the rules open"
    qtbot.keyClick(window.view, Qt.Key.Key_F1)
    assert window.show_rules() is help_window, "one help window, brought forward"
    help_window.close()


def test_the_card_table_shows_every_rank_of_the_deck_in_use(qtbot: Any, window: Any) -> None:
    help_window = window.show_rules()
    shown = images(help_window)
    # The four Aces (the suits), then one card of each rank, strongest first.
    assert shown == [
        "AD",
        "AC",
        "AS",
        "AB",
        "AC",
        "3C",
        "KC",
        "QC",
        "JC",
        "7C",
        "6C",
        "5C",
        "4C",
        "2C",
    ]
    image = help_window.browser.loadResource(
        QTextDocument.ResourceType.ImageResource, QUrl("card:QC")
    )
    assert isinstance(image, QImage) and not image.isNull()
    pixel = image.pixelColor(image.width() // 2, image.height() // 2)
    assert pixel.alpha() == 255, "the card is drawn, not left transparent"
    text = help_window.browser.toPlainText()
    assert "Knight" in text and "Queen" not in text, "an Italian deck has a Knight"
    window.settings.deck = "french"
    text = help_window.browser.toPlainText()
    assert "Queen" in text and "Knight" not in text, "the help follows the deck"
    assert "hearts" in text and "cups" not in text
    drawn = help_window.browser.loadResource(
        QTextDocument.ResourceType.ImageResource, QUrl("card:QC")
    )
    assert drawn != image, "the French deck's Queen, not the Neapolitan Knight"


def test_every_choice_of_the_new_game_panel_is_explained(qtbot: Any, window: Any) -> None:
    panel = NewGameDialog(GameChoices(), window)
    qtbot.addWidget(panel)
    offered = [
        *combo_texts(panel.mode),
        *combo_texts(panel.variant),
        *(box.text() for box in panel.options.values()),
        *combo_texts(panel.length),
        *combo_texts(panel.draws),
        panel.margin.text(),
    ]
    help_window = window.show_rules()
    text = help_window.browser.toPlainText()
    entries = help_window.text.entries
    for label in offered:
        assert label in text, f"the help does not name {label!r}"
        assert len(entries.get(label, "")) > 30, f"the help does not explain {label!r}"
    assert len(offered) == len(entries), "nothing explained that the panel does not offer"


def test_the_help_says_what_the_engine_does(qtbot: Any, window: Any) -> None:
    text = window.show_rules().text
    entries = text.entries
    assert "39 cards, 13 tricks" in entries["Three players, each for themselves"]
    assert "36 cards, 6 tricks of six" in entries["Six players, three against three"]
    assert entries["Double (two cards each per trick)"].endswith(
        "Only at these tables: One against one."
    )
    assert "Not in: Briscolone" in entries["The 2 of trump may be swapped for the briscola"]
    assert "Only at these tables: Two against two; Six players" in entries["Partner signals"]
    assert "91 points or more scores 2" in entries["Bigger wins score more (91+: 2, all 120: 3)"]
    plain = window._rules_help.browser.toPlainText()
    assert "61 or more of the 120 wins the deal, and 60 all is a draw" in plain
    assert "a player may still call 2 with more points (62 up to 120)" in plain
    # (the default deck numbers its King 10: the signal says so, as the felt does)
    assert "Trumps: A 10 · side Aces/Threes: 1" in plain, "the signal as the felt writes it"
    for keys, action in (("Ctrl+N", "New game…"), ("F1", "How to play"), ("N", "Next deal")):
        assert f"{keys}\t{action}" in plain or f"{keys}\n{action}" in plain, keys


def test_the_help_speaks_italian_with_the_decks_words(
    qtbot: Any, italian_ui: None, open_window: Any
) -> None:
    window = open_window("it", "french")
    help_window = window.show_rules()
    assert help_window.windowTitle() == "Come si gioca"
    text = help_window.browser.toPlainText()
    for word in ("smazzata", "mazzo", "briscola", "carichi", "lisci", "prese", "Donna", "cuori"):
        assert word in text, word
    assert "Cavallo" not in text and "Queen" not in text
    assert "si può ancora chiamare il 2 con più punti (da 62 a 120)" in text
    window.settings.deck = "brescian"
    text = help_window.browser.toPlainText()
    assert "Cavallo" in text and "Donna" not in text and "coppe" in text
    panel = NewGameDialog(GameChoices(), window)
    qtbot.addWidget(panel)
    for label in combo_texts(panel.variant):
        assert label in text and label in help_window.text.entries


def link_colours(help_window: Any) -> set[str]:
    """The colours the help's links are drawn in."""
    found = set()
    block = help_window.browser.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isAnchor() and fmt.anchorHref():
                found.add(fmt.foreground().color().name())
            it += 1
        block = block.next()
    return found


def test_the_links_follow_a_change_of_desktop_theme(qtbot: Any, window: Any) -> None:
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QApplication

    help_window = window.show_rules()
    before = QApplication.palette()
    assert link_colours(help_window) == {before.color(QPalette.ColorRole.Link).name()}
    dark = QPalette(before)
    dark.setColor(QPalette.ColorRole.Base, QColor(30, 30, 32))
    dark.setColor(QPalette.ColorRole.Text, QColor(230, 230, 230))
    dark.setColor(QPalette.ColorRole.Link, QColor(120, 180, 255))
    QApplication.setPalette(dark)
    try:
        qtbot.waitUntil(lambda: link_colours(help_window) == {"#78b4ff"}, timeout=2000)
    finally:
        QApplication.setPalette(before)
    qtbot.waitUntil(
        lambda: link_colours(help_window) == {before.color(QPalette.ColorRole.Link).name()},
        timeout=2000,
    )


def test_the_rules_in_docs_are_the_help_window_s_words(qapp: object) -> None:
    """docs/rules.md and docs/regole.md say what the help says (the README links them)."""
    from tools import rules_doc

    assert rules_doc.main(["--check"]) == 0, "run python -m tools.rules_doc"
    english = rules_doc.DOCS["en"].read_text("utf-8")
    assert "## Variants" in english and "| Points | 11 | 10 | 4 | 3 | 2 |" in english
    assert "## Varianti" in rules_doc.DOCS["it"].read_text("utf-8")


def answered_keys(panel: Any, monkeypatch: Any) -> set[str]:
    """The keys the auction panel answers now, as the help names them (a sign, a digit, or
    Enter): each key is tried, its call caught before it reaches the game."""
    controller = panel.controller
    monkeypatch.setattr(controller, "call", lambda _bid: True)
    monkeypatch.setattr(controller, "name_suit", lambda _suit: True)
    answered = set()
    for sign in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789":
        key = Qt.Key.Key_A + ord(sign) - ord("A") if sign.isalpha() else Qt.Key.Key_0 + int(sign)
        for text in (sign, sign.lower()):
            if panel.key_call(key, text):
                answered.add(sign)
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        if panel.key_call(key, "\r"):
            answered.add("Enter")
    monkeypatch.undo()
    return answered


def keys_table(help_window: Any) -> dict[str, list[str]]:
    """The help's table of keys as the player reads it: each key and what it does (a row
    for several keys, "A, 3, K", gives each of them; K is also the tracker's)."""
    table: dict[str, list[str]] = {}
    for frame in help_window.browser.document().rootFrame().childFrames():
        if isinstance(frame, QTextTable) and frame.columns() == 2:
            for row in range(frame.rows()):
                keys, meaning = (
                    frame.cellAt(row, column).firstCursorPosition().block().text()
                    for column in range(2)
                )
                for key in keys.split(", "):
                    table.setdefault(key, []).append(meaning)
    return table


def test_the_help_lists_every_key_of_the_auction(qtbot: Any, window: Any, monkeypatch: Any) -> None:
    """Issue 41: the auction's keys (the rank's sign, P, 1-4 for the suit) were missing
    from Help's keys table."""
    from briscola_qt.engine.cards import Rank
    from briscola_qt.engine.chiamata import PASS, Bid

    from ..chiamata.test_chiamata_table import panel_showing

    table = keys_table(window.show_rules())
    moments = {
        "the first call": lambda _real: {},
        "a 2 standing": lambda _real: {
            "standing": Bid(Rank.TWO, 62),
            "legal": (PASS, *(Bid(Rank.TWO, t) for t in range(63, 70))),
        },
        "the suit to name": lambda real: {
            "standing": Bid(Rank.ACE),
            "caller": window.controller.human,
            "legal": (),
            "to_name_suit": True,
        },
    }
    every = set()
    for moment, changes in moments.items():
        with monkeypatch.context() as patch:
            panel, _ = panel_showing(qtbot, window, patch, changes)
            answered = answered_keys(panel, patch)
        assert answered, moment
        for key in answered:
            said = [m for m in table.get(key, []) if "auction" in m]
            assert said, f"{moment}: the help's keys table lacks the auction's key {key}"
        every |= answered
    from briscola_qt.app.text.chiamata import call_signs

    ranks = set(call_signs(window.card_names))  # (K, N, J or 0, 9, 8, as the deck prints)
    assert ranks | {"P", "Enter", "1", "4"} <= every
    assert any("1 coins, 2 cups, 3 swords, 4 batons" in m for m in table["1"])


def test_the_help_names_a_key_for_every_card_of_the_largest_hand(window: Any) -> None:
    """Chiamata's hands hold eight cards and keys 1 to 8 play them; the help said 1 to 5."""
    table = keys_table(window.show_rules())
    assert "Play the card in that place of your hand" in table["1 to 8"]
