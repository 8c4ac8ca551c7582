"""The help's pages beside the rules: the coach's review, the statistics and the fair shuffle,
each reached from the Help menu and, for the review and the statistics, from the "?" of
their window; in English and Italian, with their pictures of the app."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QImage, QTextDocument

from briscola_qt.app.base.prompts import QuietPrompts
from briscola_qt.app.text.guide import PAGES

from ..history.test_history import finish_a_deal
from ..text.test_italian_walk import untranslated

TITLES = {
    "rules": "How to play",
    "review": "The coach's review",
    "practice": "Practising your mistakes",
    "statistics": "Statistics",
    "shuffle": "The fair shuffle",
    "friends": "Playing with friends",
}

SAID = {
    "review": ("graph", "Inaccuracy", "Mistake", "Blunder", "Accuracy", "Luck", "percentage"),
    "practice": ("Practise my mistakes", "percentage points", "Take over from here", "Missed"),
    "statistics": ("Practice deals", "winning streak", "Average luck", "Rebuild"),
    "shuffle": ("commitment", "cut", "seed", "SHA-256", "verify-deal", "record file"),
    "friends": ("Host a table", "invitation code", "ready", "reconnecting", "With friends"),
}
"""What each page must explain (a few of its words)."""


def pictures(browser: Any) -> list[str]:
    """The ``help:`` pictures a page shows, by name."""
    found = []
    block = browser.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isImageFormat() and fmt.toImageFormat().name().startswith("help:"):
                found.append(fmt.toImageFormat().name())
            it += 1
        block = block.next()
    return found


def test_the_help_menu_opens_each_page(qtbot: Any, asking_window: Any) -> None:
    window = asking_window
    actions = window.menus.help_actions
    assert list(actions) == list(PAGES)
    for page in PAGES:
        actions[page].trigger()
        help_window = window._rules_help
        assert help_window.isVisible() and help_window.current_page() == page
        assert help_window.windowTitle() == TITLES[page]
        assert help_window.tabs.tabText(PAGES.index(page)) == TITLES[page]
        text = help_window.pages[page].toPlainText()
        for word in SAID.get(page, ()):
            assert word in text, (page, word)
        for name in pictures(help_window.pages[page]):
            image = help_window.pages[page].loadResource(
                QTextDocument.ResourceType.ImageResource, QUrl(name)
            )
            assert isinstance(image, QImage) and not image.isNull(), name
            assert image.width() <= 700, "a picture fits the window at 800x560"
    assert pictures(window._rules_help.pages["review"]) == ["help:review-graph.png"]
    assert pictures(window._rules_help.pages["shuffle"]) == ["help:shuffle-report.png"]
    assert pictures(window._rules_help.pages["practice"]) == ["help:practice.png"]


class Shown(QuietPrompts):
    """Nobody at the window, but every window it shows kept."""

    def __init__(self) -> None:
        self.shown: list[Any] = []

    def show(self, window: Any) -> None:
        self.shown.append(window)


def test_the_question_mark_of_the_review_and_the_statistics_opens_their_page(
    qtbot: Any, window: Any
) -> None:
    finish_a_deal(qtbot, window)
    window.prompts = prompts = Shown()
    review = window.deal_end.show_review()
    review.help_button.click()
    assert prompts.shown == [window._rules_help]
    assert window._rules_help.current_page() == "review"
    review.close()
    statistics = window.history.show_statistics()
    statistics.help_button.click()
    assert prompts.shown[-1] is window._rules_help
    assert window._rules_help.current_page() == "statistics"


def test_the_reviews_question_mark_opens_the_help_in_front_of_it(
    qtbot: Any, asking_window: Any
) -> None:
    """The review is modal: the help, a window of the main window, opened behind it and
    could not be reached (playtest). It opens as the review's own window, and stays open
    beside the table once the review is closed."""
    from PySide6.QtWidgets import QApplication

    window = asking_window
    finish_a_deal(qtbot, window)
    review = window.deal_end.show_review()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is review)
    review.help_button.click()
    help_window = window._rules_help
    assert help_window.isVisible() and help_window.current_page() == "review"
    # (a window of the modal dialog is not blocked by it; any other window is)
    assert help_window.parentWidget() is review
    assert help_window.isWindow()
    review.reject()
    qtbot.waitUntil(lambda: help_window.parentWidget() is window)
    assert help_window.isVisible(), "the help stays open beside the table"
    assert window.show_help("rules") is help_window


def test_the_help_says_when_the_judge_is_exact_as_the_judge_is(qapp: Any) -> None:
    """The help said the coach is exact "once the stock is empty": at four players the
    other hands stay hidden to the last trick, and the judge still estimates."""
    import random

    from briscola_qt.ai.search import hidden_count
    from briscola_qt.app.text.guide import GuideText
    from briscola_qt.engine.observation import observe
    from briscola_qt.engine.rules import Rules
    from briscola_qt.engine.state import GameState

    def exact_when(players: int) -> list[tuple[int, int, bool]]:
        """(stock left, cards left in the seat's hand, nothing hidden) at each turn."""
        rng = random.Random(players)
        state = GameState.deal(Rules(players), players)
        found = []
        while not state.is_terminal():
            obs = observe(state, state.current_player())
            found.append((state.stock_count, len(obs.hand), hidden_count(obs) == 0))
            state.push(rng.choice(state.legal_actions()))
        return found

    two = exact_when(2)
    assert all(exact == (stock <= 1) for stock, _, exact in two)
    four = exact_when(4)
    assert any(stock == 0 and not exact for stock, _, exact in four)
    assert all(hand == 1 for _, hand, exact in four if exact), "only in the last trick"
    text = GuideText().review()
    assert "(the stock is empty), the coach no longer estimates" not in text
    assert "At two players that is once the stock is empty" in text
    assert "At three players and more the other hands stay hidden after the stock is empty" in text
    assert "until the last trick" in text


@pytest.mark.parametrize("page", [p for p in PAGES if p != "rules"])
def test_the_pages_speak_italian(qtbot: Any, italian_ui: None, open_window: Any, page: str) -> None:
    window = open_window("it", "neapolitan")
    help_window = window.show_help(page)
    text = help_window.pages[page].toPlainText()
    # The command is the command in every language (its name holds the word "deal").
    paragraphs = [p for p in text.replace("verify-deal", "").split("\n") if p.strip()]
    assert not untranslated((page, p) for p in paragraphs)
    assert help_window.windowTitle() == help_window.tabs.tabText(PAGES.index(page))
    assert not untranslated(iter([("title", help_window.windowTitle())]))
    for name in pictures(help_window.pages[page]):
        image = help_window.pages[page].loadResource(
            QTextDocument.ResourceType.ImageResource, QUrl(name)
        )
        assert isinstance(image, QImage) and not image.isNull(), name
