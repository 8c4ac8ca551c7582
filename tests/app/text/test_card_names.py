"""Cards are named as the deck in use names them, in the interface's language: the Italian
decks' horseman is the Knight (Cavallo), only the French deck has a Queen (Donna)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QMessageBox

from briscola_qt.app.base.prompts import QuietPrompts
from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.shell.dialogs import DealSummaryDialog
from briscola_qt.app.text.words import CardNames
from briscola_qt.assets import translations_dir
from briscola_qt.decks import available_decks
from briscola_qt.engine.cards import Card

from ..conftest import answer_with, choices, resume_near_end
from ..game.test_deal_end import play_out

SWAP_SEED = 127
"""Two players with the swap option: the human holds the 2 of swords, the Cavallo is up."""


@pytest.fixture
def italian(qapp: object) -> Iterator[None]:
    translator = QTranslator()
    assert translator.load(str(translations_dir() / "briscola_it.qm"))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def log_lines(window: Any) -> list[str]:
    model = window.move_log
    return [model.index(row, 0).data() for row in range(model.rowCount())]


def play_a_deal(qtbot: Any, window: Any, deck: str) -> list[str]:
    window.settings.deck = deck
    window.start(choices(), seed=5)
    # (the log names every card of the deal, the 36 played before the resume too)
    resume_near_end(window)
    play_out(qtbot, window)
    return [
        line
        for line in log_lines(window)
        if ": " in line and not line.startswith(("Trick", "Presa"))
    ]


@pytest.mark.parametrize(
    ("deck", "horseman", "wrong"),
    [
        ("neapolitan", "Knight", "Queen"),
        ("brescian", "Knight", "Queen"),
        ("piacentine", "Knight", "Queen"),
        ("siciliane", "Knight", "Queen"),
        ("triestine", "Knight", "Queen"),
        ("french", "Queen", "Knight"),
    ],
)
def test_the_move_log_names_the_courts_of_the_deck(
    qtbot: Any, window: Any, deck: str, horseman: str, wrong: str
) -> None:
    plays = play_a_deal(qtbot, window, deck)
    assert len(plays) == 40
    cards = [line.split(": ", 1)[1] for line in plays]
    courts = [
        name for name in cards if name.split(" of ")[0] in ("Jack", "Knight", "Queen", "King")
    ]
    assert len(courts) == 12
    assert sum(name.startswith(f"{horseman} of ") for name in cards) == 4
    assert not any(name.startswith(f"{wrong} of ") for name in cards)
    suits = {name.split(" of ")[1] for name in cards}
    french = {"diamonds", "hearts", "spades", "clubs"}
    assert suits == (french if deck == "french" else {"coins", "cups", "swords", "batons"})


def test_in_italian_the_neapolitan_horseman_is_the_cavallo(
    qtbot: Any, italian: None, settings: Any
) -> None:
    from briscola_qt.app.shell.window import MainWindow

    settings.language = "it"
    settings.speed = "instant"
    window = MainWindow(settings, prompts=QuietPrompts())
    qtbot.addWidget(window)
    try:
        labels = [action.iconText() for action in window.toolbar.actions()]
        assert labels == [
            "Nuova partita",
            "Annulla mossa",
            "Suggerimento",
            "Ultima presa",
            "Carte scoperte",
            "Carte",
            "Suoni",
        ]
        plays = play_a_deal(qtbot, window, "neapolitan")
        assert window.windowTitle() == "Briscola — 2 giocatori · Classica · una smazzata"
        cards = [line.split(": ", 1)[1] for line in plays]
        assert sum(name.startswith("Cavallo di ") for name in cards) == 4
        assert not any(name.startswith("Donna") for name in cards)
        assert "Asso di denari" in cards and "Re di bastoni" in cards
        window.settings.deck = "french"  # the rows already shown are renamed
        renamed = [line.split(": ", 1)[1] for line in log_lines(window) if ": " in line]
        assert "Donna di cuori" in renamed and "Asso di quadri" in renamed
        assert not any(name.startswith("Cavallo") for name in renamed)
    finally:
        window.controller.stop()


def test_the_hand_and_trick_lists_follow_a_deck_switch(qtbot: Any, window: Any) -> None:
    window.start(choices(), seed=3)
    controller = window.controller
    qtbot.waitUntil(lambda: bool(controller.snapshot() and controller.snapshot().legal))
    names = CardNames(None, window.art.themes["neapolitan"])
    hand = [c for c in controller.snapshot().hands[controller.human] if c is not None]
    rows = [window.hand_model.index(r, 0).data() for r in range(window.hand_model.rowCount())]
    assert rows == [f"{i}. {names.card(c)}" for i, c in enumerate(hand, start=1)]
    window.settings.deck = "french"
    names.set_deck(window.art.themes["french"])
    rows = [window.hand_model.index(r, 0).data() for r in range(window.hand_model.rowCount())]
    assert rows == [f"{i}. {names.card(c)}" for i, c in enumerate(hand, start=1)]
    assert names.card(Card.parse("QC")) == "Queen of hearts"


def test_names_come_from_the_manifest_and_fall_back_by_family(qapp: object) -> None:
    themes = {theme.id: theme for theme in available_decks()}
    knight = Card.parse("QD")
    assert CardNames(None, themes["neapolitan"]).card(knight) == "Knight of coins"
    assert CardNames(None, themes["french-4color"]).card(knight) == "Queen of diamonds"
    # No deck: the caller's family, as the table asks (suit(suit, french), card(card, french)).
    bare = CardNames()
    assert bare.card(knight, False) == "Knight of coins"
    assert bare.card(knight, True) == "Queen of diamonds"
    assert bare.suit(1, True) == "hearts" and bare.suit(1, False) == "cups"


def test_in_italian_the_manifest_names_the_courts(italian: None) -> None:
    themes = {theme.id: theme for theme in available_decks()}
    assert CardNames(None, themes["brescian"], "it").card(Card.parse("QD")) == "Cavallo di denari"
    assert CardNames(None, themes["french"], "it").card(Card.parse("QC")) == "Donna di cuori"
    assert CardNames(None, themes["french"], "it").card(Card.parse("JS")) == "Fante di picche"
    # A deck that names no courts gets its family's usual names, translated.
    assert CardNames().card(Card.parse("QB"), False) == "Cavallo di bastoni"


def test_the_swap_question_names_both_cards(qtbot: Any, asking_window: Any, answer: Any) -> None:
    window = asking_window
    controller = window.controller
    said: list[str] = []

    def reply(box: QMessageBox) -> None:
        said.extend([box.windowTitle(), box.text(), box.informativeText()])
        said.append(", ".join(sorted(b.text() for b in box.buttons())))
        answer_with(box, QMessageBox.ButtonRole.NoRole)

    answer(QMessageBox, reply)
    window.start(choices(two_swap=True), seed=SWAP_SEED)
    qtbot.waitUntil(lambda: bool(said), timeout=10000)
    assert said[1] == "Swap your Two of swords for the Knight of swords?"
    assert "once, before the first lead" in said[2]
    assert said[3] == "Keep my cards, Swap"  # buttons that say what they do
    assert "(" not in said[1]  # no raw card code such as (QS)
    qtbot.waitUntil(lambda: not controller.state.swap_pending, timeout=10000)
    assert controller.state.swapped_briscola is None  # "No" kept the cards


def test_the_deal_summary_names_each_sides_cards(qtbot: Any, window: Any) -> None:
    window.start(choices(), seed=5)
    resume_near_end(window)  # (what is read is the deal's end)
    play_out(qtbot, window)
    summary = window.controller.last_summary
    assert window.controller.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER)
    dialog = DealSummaryDialog(summary, window.art, window, window.card_names)
    qtbot.addWidget(dialog)
    first = dialog.strips[0].toolTip().split(", ")
    captured = summary.captured[summary.human_side]
    assert first == [window.card_names.card(c) for c in captured]
    names = [name for strip in dialog.strips for name in strip.toolTip().split(", ")]
    assert len(names) == 40
    assert sum(name.startswith("Knight of ") for name in names) == 4
    assert not any(name.startswith("Queen") for name in names)


def test_signal_letters_are_the_courts_initials_in_the_decks_words(italian: None) -> None:
    """Partner signals show a court by its initial where the three differ (Re, Cavallo,
    Fante: R C F), and where two begin alike (King and Knight) by what the deck prints on
    them (see below)."""
    themes = {theme.id: theme for theme in available_decks()}
    courts = (2, 3, 4)  # King, Queen or Knight, Jack; then the Ace and the Three
    letters = {
        (deck, language): [CardNames(None, themes[deck], language).rank_letter(r) for r in courts]
        for deck in ("neapolitan", "french")
        for language in ("it", "en")
    }
    assert letters[("neapolitan", "it")] == ["R", "C", "F"]
    assert letters[("french", "it")] == ["R", "D", "F"]
    assert letters[("french", "en")] == ["K", "Q", "J"]
    assert CardNames(None, themes["neapolitan"], "it").rank_letter(0) == "A"
    assert CardNames(None, themes["neapolitan"], "it").rank_letter(1) == "3"


def test_in_english_the_italian_courts_are_signed_as_the_deck_prints_them(qapp: object) -> None:
    themes = {theme.id: theme for theme in available_decks()}
    names = CardNames(None, themes["neapolitan"], "en")
    assert [names.rank(r) for r in (2, 3, 4)] == ["King", "Knight", "Jack"]
    # (not K K J, nor Q; nor K N J over cards numbered 10 9 8: issue 41)
    assert [names.rank_letter(r) for r in (2, 3, 4)] == ["10", "9", "8"]
    assert [names.rank_key(r) for r in (2, 3, 4)] == ["0", "9", "8"]
    assert [CardNames(None, None, "en").rank_letter(r) for r in (2, 3, 4)] == ["K", "N", "J"]


@pytest.mark.parametrize("language", ["en", "it"])
def test_every_deck_gives_each_call_in_the_auction_its_own_key(qapp: object, language: str) -> None:
    """The Triestine courts are printed 11, 12, 13: their last figures are the 3's and the
    2's keys, so the call buttons fall back to letters; every deck keeps ten distinct keys."""
    from briscola_qt.app.text.chiamata import call_signs

    for theme in available_decks():
        assert len(call_signs(CardNames(None, theme, language))) == 10, (theme.id, language)
