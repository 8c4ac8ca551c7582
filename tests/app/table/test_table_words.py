"""The words the table says, in English and Italian (issue 41): no sentence puts the
player's name, "You" / "Tu", where another player's name goes ("Lucia is You's partner!",
"Marco è il socio di Tu!"), whatever the player's role in the deal."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from briscola_qt.app.base.prompts import QuietPrompts
from briscola_qt.app.base.settings import Settings
from briscola_qt.app.game.snapshot import Phase
from briscola_qt.engine.cards import Rank
from briscola_qt.engine.chiamata import Bid

from ..chiamata.test_chiamata_table import CHIAMATA, answer_by_panel, speaks, texts_of, waits
from ..conftest import choices
from .test_table import TIMEOUT

YOU_AS_A_NAME = re.compile(
    r"\bYou's\b|\bYou (?:has|is|takes|wins|calls|plays|was)\b|\b(?:to|by|of) You\b"
    r"|\b(?:di|a|da|con) Tu\b|\bTu (?:ha|è|prende|vince|chiama|gioca|era|sta)\b"
)
"""The player's name put in a sentence made for another player's."""


@pytest.fixture
def table_in(
    qtbot: Any, settings: Settings, request: pytest.FixtureRequest
) -> Iterator[Callable[[str], Any]]:
    """A main window (instant speed, nobody at it) in ``language``."""
    from briscola_qt.app.shell.window import MainWindow

    made: list[Any] = []

    def make(language: str) -> Any:
        if language == "it":
            request.getfixturevalue("italian_ui")
        settings.speed = "instant"
        settings.language = language
        window = MainWindow(settings, prompts=QuietPrompts())
        qtbot.addWidget(window)
        window.resize(1100, 760)
        window.show()
        made.append(window)
        return window

    yield make
    for window in made:
        window.controller.stop()


def said_by(window: Any) -> list[str]:
    """What the table says now: the plates on the felt, the screen reader's description,
    the reveal, the lists of the side panel and the card tracker's lines."""
    found = [words for words, _place in window.scene.plates()]
    found.append(window.view.accessibleDescription())
    if window.chiamata.revealed_text:
        found.append(window.chiamata.revealed_text)
    for model in (window.move_log, window.trick_model):
        found += [str(model.index(row, 0).data()) for row in range(model.rowCount())]
    found += [label.text() for label in window.tracker.findChildren(QWidget) if _text(label)]
    return found


def _text(widget: QWidget) -> bool:
    return callable(getattr(widget, "text", None)) and bool(widget.text())  # type: ignore[attr-defined]


# Chiamata, seed 1, the human calling a 2: the caller; an Ace: a defender; passing: the
# partner. Seed 2, calling a 2: the caller alone. And a deal of two and of three players.
ROLES = [
    (1, Rank.TWO, "caller"),
    (1, Rank.ACE, "defender"),
    (1, None, "partner"),
    (2, Rank.TWO, "alone"),
    (1, None, "two players"),
    (1, None, "three players"),
]


def role_of(controller: Any) -> str:
    state, human = controller.state, controller.human
    if not state.rules.auction:
        return f"{('two', 'three')[state.rules.players - 2]} players"
    if state.caller == human:
        return "alone" if state.partner == human else "caller"
    return "partner" if state.partner == human else "defender"


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize(("seed", "call", "role"), ROLES)
def test_no_sentence_takes_the_player_for_another_player(
    qtbot: Any,
    table_in: Callable[[str], Any],
    language: str,
    seed: int,
    call: Rank | None,
    role: str,
) -> None:
    window = table_in(language)
    controller = window.controller
    table = {"two players": choices(), "three players": choices(players=3)}
    window.start(table.get(role) or choices(**CHIAMATA), seed=seed)
    seen: list[str] = []
    while controller.phase not in (Phase.DEAL_OVER, Phase.MATCH_OVER):
        qtbot.waitUntil(lambda: waits(controller), timeout=TIMEOUT)
        seen += said_by(window)
        snapshot = controller.snapshot()
        if speaks(controller):
            seen += texts_of(window.chiamata.auction)
            answer_by_panel(qtbot, window, call)
        elif controller.can_continue():
            controller.continue_trick()
        elif snapshot.legal:
            controller.play_card(int(snapshot.legal[-1]))
    assert role_of(controller) == role
    seen += said_by(window)
    dialog = window.show_summary()
    assert dialog is not None
    seen += texts_of(dialog)
    dialog.reject()
    review = window.show_review()
    assert review is not None
    for step in range(len(review.steps)):
        review.go_to(step)
        seen.append(review.header.text())
    review.reject()
    wrong = sorted({text for text in seen if YOU_AS_A_NAME.search(text)})
    assert not wrong, wrong
    if role == "caller":
        partner = controller.seat_name(controller.state.partner)
        mine = {"en": f"{partner} is your partner!", "it": f"{partner} è in squadra con te!"}
        assert window.chiamata.revealed_text == mine[language]


def felt_plates(window: Any) -> list[str]:
    """The words of every plate on the felt, as painted now."""
    window.view.viewport().repaint()
    return [words for words, _place in window.scene.plates()]


def play_on(qtbot: Any, window: Any, until: Callable[[], bool]) -> None:
    """Play (passing in every auction, the last legal card) until ``until()``."""
    controller = window.controller
    for _ in range(2000):
        qtbot.waitUntil(lambda: waits(controller), timeout=TIMEOUT)
        if until():
            return
        snapshot = controller.snapshot()
        if speaks(controller):
            answer_by_panel(qtbot, window, None)
        elif controller.can_continue():
            controller.continue_trick()
        elif controller.phase == Phase.DEAL_OVER:
            controller.next_deal()
        elif snapshot.legal:
            controller.play_card(int(snapshot.legal[-1]))
    raise AssertionError("the game did not come to it")


SCOREBOARD = {"en": "Deal %1 of 5 · %2", "it": "Smazzata %1 di 5 · %2"}
TRUMP = {"en": "Briscola: %1", "it": "Briscola: %1"}


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
def test_the_chiamata_felt_tells_the_match_and_names_the_trump(
    qtbot: Any, table_in: Callable[[str], Any], language: str, size: tuple[int, int]
) -> None:
    """As every other table: "Deal 3 of 5 · You −4 · Lucia 3 …" from the auction on, and
    once the suit is called "Briscola: cups", not only the called card."""
    window = table_in(language)
    window.resize(*size)
    controller = window.controller
    window.start(choices(**CHIAMATA), seed=1)

    def scores() -> str:
        names = controller.match_side_names()
        totals = controller.match.totals()
        return " · ".join(
            f"{name} {'−' if total < 0 else ''}{abs(total)}"
            for name, total in zip(names, totals, strict=True)
        )

    def scoreboard() -> str:
        template = SCOREBOARD[language]
        return template.replace("%1", str(controller.shown_deal + 1)).replace("%2", scores())

    qtbot.waitUntil(lambda: speaks(controller), timeout=TIMEOUT)
    assert scoreboard() in felt_plates(window)
    play_on(qtbot, window, lambda: controller.snapshot().chiamata.called is not None)
    qtbot.waitUntil(lambda: waits(controller), timeout=TIMEOUT)
    called = controller.snapshot().chiamata.called
    suit = window.card_names.suit(int(called) // 10)
    trump = TRUMP[language].replace("%1", suit)
    plates = felt_plates(window)
    # (the whole where it fits, else the word with the suit's mark, as every table does)
    named = [p for p in plates if p == trump or p.endswith(f" · {trump}")]
    assert named or (size[0] < 1000 and "Briscola" in plates), plates
    assert scoreboard() in plates
    # The next deal: the score so far, with the scores below 0 that chiamata has.
    play_on(qtbot, window, lambda: controller.shown_deal == 1)
    qtbot.waitUntil(lambda: speaks(controller), timeout=TIMEOUT)
    assert any(controller.match.totals())
    assert scoreboard() in felt_plates(window)
    # (the status bar too: "You -4 – Lucia 3" read the dash as a minus)
    assert window.score_label.text().endswith(scores())


@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
def test_a_one_deal_game_says_so_on_the_felt(
    qtbot: Any, table_in: Callable[[str], Any], size: tuple[int, int]
) -> None:
    window = table_in("en")
    window.resize(*size)
    window.start(choices(length="single"), seed=1)
    qtbot.waitUntil(lambda: waits(window.controller), timeout=TIMEOUT)
    assert "One deal · You 0 – Lucia 0" in felt_plates(window)


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
def test_three_players_scores_are_each_named(
    qtbot: Any, table_in: Callable[[str], Any], language: str, size: tuple[int, int]
) -> None:
    """ "Deal 1 · 0–0–0" named nobody: each score has its player's name, or where the
    hands leave no room for the names, the others' initials."""
    window = table_in(language)
    window.resize(*size)
    controller = window.controller
    window.start(choices(players=3, length="best_of_3"), seed=1)
    qtbot.waitUntil(lambda: waits(controller), timeout=TIMEOUT)
    you, *others = controller.match_side_names()
    named = rf"{you} 0 – {others[0]} 0 – {others[1]} 0"
    initials = rf"{you} 0 – {others[0][0]} 0 – {others[1][0]} 0"
    said = [p for p in felt_plates(window) if re.search(rf"(^|· )({named}|{initials})$", p)]
    assert said, felt_plates(window)
    if size[0] >= 1280:
        assert named in said[0]


COURT_SIGNS = {
    ("en", "neapolitan"): ["10", "9", "8"],
    ("en", "brescian"): ["10", "9", "8"],
    ("en", "piacentine"): ["10", "9", "8"],
    ("en", "siciliane"): ["10", "9", "8"],
    ("en", "triestine"): ["K", "N", "J"],  # 13, 12, 11 would end in the 3's and 2's keys
    ("en", "french"): ["K", "Q", "J"],
    ("it", "neapolitan"): ["R", "C", "F"],
    ("it", "brescian"): ["R", "C", "F"],
    ("it", "piacentine"): ["R", "C", "F"],
    ("it", "siciliane"): ["R", "C", "F"],
    ("it", "triestine"): ["R", "C", "F"],
}
COURTS = (Rank.KING, Rank.QUEEN, Rank.JACK)


@pytest.mark.parametrize(("language", "deck"), sorted(COURT_SIGNS))
def test_the_auction_buttons_read_as_the_deck_prints_its_courts(
    qtbot: Any, table_in: Callable[[str], Any], language: str, deck: str
) -> None:
    """The English buttons said K/N/J over Italian cards numbered 10/9/8."""
    window = table_in(language)
    window.settings.deck = deck
    window.art.set_deck(deck)
    controller = window.controller
    window.start(choices(**CHIAMATA), seed=3)
    qtbot.waitUntil(lambda: speaks(controller), timeout=TIMEOUT)
    panel = window.chiamata.auction
    assert [panel.rank_buttons[r].text() for r in COURTS] == COURT_SIGNS[(language, deck)]


def test_the_buttons_follow_a_deck_changed_in_the_auction_and_0_calls_the_10(
    qtbot: Any, table_in: Callable[[str], Any]
) -> None:
    window = table_in("en")
    window.art.set_deck("french")
    controller = window.controller
    window.start(choices(**CHIAMATA), seed=3)
    qtbot.waitUntil(lambda: speaks(controller), timeout=TIMEOUT)
    panel = window.chiamata.auction
    assert [panel.rank_buttons[r].text() for r in COURTS] == ["K", "Q", "J"]
    window.art.set_deck("neapolitan")
    assert [panel.rank_buttons[r].text() for r in COURTS] == ["10", "9", "8"]
    assert Bid(Rank.KING) in controller.snapshot().chiamata.legal
    spoken = len(controller.state.auction)
    qtbot.keyClick(panel, Qt.Key.Key_0)  # (typing "10" ends with it)
    assert controller.state.auction[spoken] == Bid(Rank.KING)


def test_a_court_called_over_numbered_cards_is_named_with_its_number(
    qtbot: Any, table_in: Callable[[str], Any]
) -> None:
    """The buttons read 10/9/8 over Neapolitan cards, while the prompt and the plates
    said "lower than King", "Paolo: King": the call names the card and its number."""
    window = table_in("en")
    window.art.set_deck("neapolitan")
    words = window.chiamata.auction.words
    assert [words.call(Bid(r)) for r in COURTS] == ["King (10)", "Knight (9)", "Jack (8)"]
    assert words.call(Bid(Rank.THREE)) == "Three"
    # A 2 is a plain call unless it names more points (Bid.is_points_call).
    assert [words.call(Bid(Rank.TWO, t)) for t in (61, 62)] == ["Two", "Two for 62"]
    assert [words.short_call(Bid(Rank.TWO, t)) for t in (61, 62)] == ["2", "2:62"]
    window.art.set_deck("french")
    assert [words.call(Bid(r), french=True) for r in COURTS] == ["King", "Queen", "Jack"]


SHARED = {
    "en": (
        "Lucia and Giulia share the match, 3 each\nYou finished fifth with −7",
        "You share the match with Lucia, 3 each",
        "The match is drawn",
    ),
    "it": (
        "Lucia e Giulia vincono a pari merito, 3 a testa\nHai chiuso al quinto posto con −7",
        "Vinci a pari merito con Lucia, 3 a testa",
        "La partita finisce pari",
    ),
}


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_match_shared_at_the_top_says_who_shares_it_and_where_you_finished(
    qtbot: Any, table_in: Callable[[str], Any], language: str
) -> None:
    """Two computer players level at the top were announced as "The match is drawn" while
    the player came last."""
    import dataclasses

    from briscola_qt.app.shell.dialogs import DealSummaryDialog
    from briscola_qt.app.table.celebration import CelebrationWords

    window = table_in(language)
    controller = window.controller
    window.start(choices(**CHIAMATA), seed=1)
    play_on(qtbot, window, lambda: controller.phase == Phase.DEAL_OVER)
    summary = controller.last_summary
    assert summary.match_leaders == ()  # (the match goes on)
    ends = [
        ((-7, 3, 1, 3, 0), (1, 3)),  # Lucia and Giulia on top, the player last
        ((3, 3, -2, -2, -2), (0, 1)),  # the player and Lucia
        ((0, 0, 0, 0, 0), (0, 1, 2, 3, 4)),  # every one level
    ]
    for (scores, leaders), said in zip(ends, SHARED[language], strict=True):
        over = dataclasses.replace(
            summary,
            match_over=True,
            deals_played=5,
            match_scores=scores,
            match_winner=None,
            match_leaders=leaders,
        )
        dialog = DealSummaryDialog(over, window.art, window, window.card_names)
        qtbot.addWidget(dialog)
        lines = said.count("\n") + 1
        assert dialog.headline.text().splitlines()[-lines:] == said.splitlines()
        if scores[0] < 0:
            assert dialog.match_line.text().endswith(" −7 · Lucia 3 · Marco 1 · Giulia 3 · Paolo 0")
        assert CelebrationWords().title(over) == said.splitlines()[0]
        assert dialog.sizeHint().width() <= 800, "the summary fits a small window"


def test_the_engine_says_who_is_on_top_and_the_summary_carries_it(
    qtbot: Any, table_in: Callable[[str], Any]
) -> None:
    window = table_in("en")
    controller = window.controller
    window.start(choices(length="single"), seed=1)
    play_on(qtbot, window, lambda: controller.phase == Phase.MATCH_OVER)
    summary = controller.last_summary
    assert summary.match_leaders == tuple(controller.match.leaders())
    assert len(summary.match_leaders) == (1 if summary.match_winner is not None else 2)


@pytest.mark.parametrize("length", ["single", "best_of_3"])
def test_a_game_of_one_deal_ends_as_a_game_not_a_match(
    qtbot: Any, window: Any, length: str
) -> None:
    """A one-deal game's summary said "Match: You 0 – Lucia 1" under the deal's result and
    offered "New match" (a newcomer's playtest); a match still says it is one."""
    controller = window.controller
    window.start(choices(length=length), seed=1)
    play_on(qtbot, window, lambda: controller.phase == Phase.MATCH_OVER)
    qtbot.waitUntil(lambda: window.view.go_on.isVisible(), timeout=TIMEOUT)
    one = length == "single"
    assert window.view.go_on.text() == ("New game…" if one else "New match…")
    said = window.statusBar().currentMessage()
    assert said.startswith("The game is over: " if one else "The match is over: "), said
    dialog = window.show_summary()
    assert dialog is not None
    assert dialog.next_button.text() == ("New game" if one else "New match")
    assert dialog.match_line.isVisibleTo(dialog) == (not one)
    dialog.reject()


@pytest.mark.parametrize("language", ["en", "it"])
def test_next_deal_is_one_word_on_the_felt_the_dialog_and_the_menu(
    qtbot: Any, table_in: Callable[[str], Any], language: str
) -> None:
    """Italian said "Smazzata successiva" on the dialog, "Smazzata seguente (N)" on the
    felt."""
    window = table_in(language)
    controller = window.controller
    window.start(choices(length="best_of_3"), seed=1)
    play_on(qtbot, window, lambda: controller.phase == Phase.DEAL_OVER)
    qtbot.waitUntil(lambda: window.view.go_on.isVisible(), timeout=TIMEOUT)
    felt = window.view.go_on.text()
    dialog = window.show_summary()
    assert dialog is not None
    said = {
        felt.removesuffix(" (N)"),
        dialog.next_button.text(),
        window.menus.next_action.text().replace("&", ""),
    }
    dialog.reject()
    assert said == {{"en": "Next deal", "it": "Smazzata successiva"}[language]}
