"""Practise my mistakes through the real window, from a history of deals played by
computer players (2 and 4 players): the position set as the player saw it, the coach's
answer to the card chosen again (solved, or its cost and the best card with its reason),
the schedule kept, the deal taken over against the Expert, in English and Italian."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from briscola_qt.ai.expert import ExpertPlayer
from briscola_qt.app.base.paths import data_dir
from briscola_qt.app.base.prompts import QuietPrompts
from briscola_qt.app.game.snapshot import Phase
from briscola_qt.engine.rules import Rules
from briscola_qt.history.practice import find_positions, trick_of, turns_of

from ...history.played import CHEAP, played_history
from ..table.test_table import click_card, ready

TIMEOUT = 20_000


@pytest.fixture
def english(qapp: Any) -> Iterator[None]:
    from briscola_qt.app.base import i18n

    found = i18n.install("en")
    yield
    for translator in found:
        QCoreApplication.removeTranslator(translator)


def open_main(qtbot: Any, settings: Any, prompts: Any = None) -> Any:
    from briscola_qt.app.shell.window import MainWindow

    settings.speed = "instant"
    window = MainWindow(settings, prompts=prompts or QuietPrompts())
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    window.analyst.strength = CHEAP  # (the strength the test history was judged at)
    return window


@pytest.fixture(params=[(2, 0), (4, 1)], ids=["two", "four"])
def table(request: pytest.FixtureRequest) -> tuple[int, int]:
    return request.param


def practised(qtbot: Any, settings: Any, players: int, seat: int) -> tuple[Any, Any]:
    """The main window over a played history, and its practice window opened from the
    History window's button."""
    store, _kept = played_history(data_dir(), players, deals=3, seat=seat)
    store.close()
    window = open_main(qtbot, settings)
    history = window.history.show_history()
    assert history is not None
    history.practice_button.click()
    practice = window.practice.practice_window
    assert practice is not None
    practice.show()  # (nobody's prompts show it: the test looks at it as a player would)
    qtbot.waitUntil(lambda: ready(practice.table), timeout=TIMEOUT)
    return window, practice


def test_the_position_is_set_as_the_player_saw_it(
    qtbot: Any, settings: Any, english: None, table: tuple[int, int]
) -> None:
    players, seat = table
    window, practice = practised(qtbot, settings, players, seat)
    store = window.history.keeper.store
    positions = find_positions(store, window.analyst.kept, CHEAP.name)
    position = practice.position
    assert position == positions[0]  # the costliest first
    state = position.state()
    snapshot = practice.table.snapshot()
    table_now = state.table()
    assert snapshot.human == seat and snapshot.to_move == seat
    assert list(snapshot.hands[seat]) == list(table_now.hands[seat])
    for other, hand in enumerate(snapshot.hands):
        if other != seat:
            assert hand and all(card is None for card in hand)  # face down
    assert list(snapshot.table.trick) == list(table_now.trick)
    assert snapshot.table.stock_count == table_now.stock_count
    assert snapshot.table.briscola == table_now.briscola
    assert snapshot.history == tuple(state.history)
    # The scene shows the hand face up and nothing of the others' cards.
    hand = {int(card) for card in table_now.hands[seat]}
    hidden = {c for other, h in enumerate(table_now.hands) if other != seat for c in h}
    assert hand <= set(practice.scene.items_by_key)
    assert not hidden & set(practice.scene.items_by_key)
    assert f"trick {position.trick}" in practice.where.text()
    played = practice.words.names.the_card(position.played)
    assert played in practice.question.text() and "Find a better card" in practice.question.text()
    assert str(len(positions)) in practice.progress.text()
    # The last trick gathered, as the player could look at it at the table.
    assert practice.last_trick_button.isEnabled() == bool(state.history)
    if state.history:
        practice.last_trick_button.click()
        assert practice.scene.last_trick_shown()
        assert snapshot.last_trick == state.history[-1]


def test_the_best_card_is_solved_and_comes_back_later(
    qtbot: Any, settings: Any, english: None, table: tuple[int, int]
) -> None:
    _window, practice = practised(qtbot, settings, *table)
    position = practice.position
    due_before = len(practice.due())
    click_card(qtbot, practice, position.best)
    answer = practice.answer_text()
    assert answer.startswith("✔ Solved: ")
    assert practice.words.names.the_card(position.best) in answer
    assert "comes back later" in answer
    # Nothing was played: the position stays on the table, the coach's card pointed at.
    assert len(practice.table.state.plays) == position.play
    assert practice.scene.pointed_card() == position.best
    kept = json.loads(Path(practice.schedule.path).read_text())["positions"]
    assert kept[position.key]["box"] == 1 and kept[position.key]["solved"] == 1
    assert position not in practice.due() and len(practice.due()) == due_before - 1
    practice.next_button.click()
    assert practice.position is not None and practice.position != position


def test_a_worse_card_shows_its_cost_and_the_best_card(
    qtbot: Any, settings: Any, english: None, table: tuple[int, int]
) -> None:
    _window, practice = practised(qtbot, settings, *table)
    position = practice.position
    click_card(qtbot, practice, position.played)  # the same mistake again
    answer = practice.answer_text()
    names = practice.words.names
    lost = position.lost
    assert answer.startswith("✘ " + names.the_card(position.played)[:1].upper())
    if position.by_points():
        assert f"gives away {practice.words.points(lost.points)}" in answer
    else:
        before, after = position.chances()
        fall = round(before * 100) - round(after * 100)
        assert f"costs {fall} percentage points of win chance" in answer
    assert "The coach's card: " in answer and names.the_card(position.best) in answer
    assert "comes back soon" in answer
    kept = json.loads(Path(practice.schedule.path).read_text())["positions"]
    assert kept[position.key] == {**kept[position.key], "box": 0, "missed": 1}
    # Another card tried after the answer is answered too, and counts for nothing.
    click_card(qtbot, practice, position.best)
    assert practice.answer_text().startswith("✔ Solved: ")
    assert "does not count" in practice.answer_text()
    again = json.loads(Path(practice.schedule.path).read_text())["positions"]
    assert again == kept
    assert "1 of 1 solved" not in practice.progress.text()
    assert "0 of 1 solved" in practice.progress.text()


def test_practice_says_the_cost_the_review_says(
    qtbot: Any, settings: Any, english: None, table: tuple[int, int]
) -> None:
    """The review said "from 56% to 44%" and practice "costs 11 percentage points" for the
    same card (the judge's unrounded loss): practice says the review's own figures."""
    window, practice = practised(qtbot, settings, *table)
    position = practice.position
    review = window.history.review_kept(position.deal_id)
    qtbot.addWidget(review)
    qtbot.waitUntil(lambda: review.analysis is not None, timeout=TIMEOUT)
    review.go_to(position.play + 1)
    verdict = review.verdict.text()
    click_card(qtbot, practice, position.played)  # the same card again
    answer, question = practice.answer_text(), practice.question.text()
    (decision,) = [d for d in review.analysis.decisions if d.play == position.play]
    before, after = review.analysis.said(decision)
    shown = f"from {round(before * 100)}% to {round(after * 100)}%"
    fall = round(before * 100) - round(after * 100)
    if position.decided():
        assert "already decided" in question and "gives away" in answer
    elif position.by_points():
        assert shown in question, question
        assert practice.words.points(position.lost.points) in answer
    else:
        assert shown in verdict and shown in answer, (verdict, answer)
        assert f"lost {fall} percentage points" in question
        assert f"costs {fall} percentage points" in answer
    review.reject()


def test_the_scoreboard_says_the_card_points_so_far(
    qtbot: Any, settings: Any, english: None, table: tuple[int, int]
) -> None:
    """The practice table's scoreboard read "One deal · You 0 – Lucia 0", a match nobody
    plays, where the normal table's plates give the card points: it says the points each
    side has taken so far in the deal."""
    _window, practice = practised(qtbot, settings, *table)
    position = practice.position
    table_now = position.state().table()
    mine = table_now.sides[position.seat]
    theirs = next(s for s in range(len(table_now.points)) if s != mine)
    practice.view.viewport().grab()
    said = practice.scene.felt_text.scoreboard()
    assert said is not None and said.startswith("Points so far · "), said
    # (the player's side first, as the match's score is said)
    you = "Your team" if len(table_now.hands) == 4 else "You"
    assert f"· {you} {table_now.points[mine]} – " in said, (said, table_now.points)
    assert said.endswith(f" {table_now.points[theirs]}"), said
    assert "One deal" not in said
    assert said in [words for words, _ in practice.scene.plates()], "drawn on the felt"


def test_take_over_plays_the_deal_on_against_the_expert(
    qtbot: Any, settings: Any, english: None, table: tuple[int, int]
) -> None:
    window, practice = practised(qtbot, settings, *table)
    latest = max(practice.due(), key=lambda p: p.play)  # (the shortest deal to play out)
    practice.show_position(latest)
    qtbot.waitUntil(lambda: ready(practice.table), timeout=TIMEOUT)
    assert practice.take_over_button.isEnabled()
    click_card(qtbot, practice, latest.best)  # (answered first, as the learner does)
    qtbot.waitUntil(lambda: bool(practice.answer_text()), timeout=TIMEOUT)
    practice.take_over_button.click()
    assert practice.answer_text() == "", "the quiz's answer does not stay for the deal"
    controller = practice.table
    assert all(isinstance(p, ExpertPlayer) for p in controller.players.values())
    assert "against the Expert" in practice.question.text()
    tricks = len(latest.record.plays) // latest.record.rules.plays_per_trick
    while controller.phase not in (Phase.DEAL_OVER, Phase.MATCH_OVER):
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        # The header follows the trick being played (it stayed at the position's).
        trick = min(len(controller.state.history) + 1, tricks)
        assert practice.where.text().endswith(f"trick {trick}"), practice.where.text()
        if controller.phase == Phase.TRICK_DONE:
            controller.continue_trick()
        elif controller.phase == Phase.PLAYING:
            click_card(qtbot, practice, controller.snapshot().legal[0])
    assert practice.where.text().endswith(f"trick {tricks}")
    outcome = controller.state.outcome()
    assert outcome is not None
    side = controller.state.rules.side_of(latest.seat)
    said = practice.answer_text()
    assert str(outcome.points[side]) in said
    expected = "drawn" if outcome.winner is None else "won" if outcome.winner == side else "lost"
    assert expected in said
    # Nothing of the game on the main table moved, and the history did not grow.
    assert window.controller.state is None or not window.controller.finished
    assert len(window.history.keeper.store.deals()) == 3


def test_a_deal_kept_while_practice_is_open_brings_its_positions(
    qtbot: Any, settings: Any, english: None
) -> None:
    """Practice read the history once: a deal played (or reviewed) while its window was
    open brought nothing until it was opened again."""
    window, practice = practised(qtbot, settings, 2, 0)
    shown = practice.position
    everything = practice.read_positions()
    assert len(practice.due()) > 1
    practice.read_positions = lambda: everything[:1]  # (the history, as it now reads)
    window.history.keeper.changed.emit()
    assert practice.due() == everything[:1]
    assert practice.progress.text().startswith(practice.words.due(1))
    assert practice.position is shown, "the position on the table stays"


def test_any_turn_of_the_deal_can_be_played_on_from(
    qtbot: Any, settings: Any, english: None, table: tuple[int, int]
) -> None:
    _window, practice = practised(qtbot, settings, *table)
    position = practice.position
    turns = turns_of(position.record, position.seat)
    here = turns.index(position.play)
    assert practice.earlier_button.isEnabled() == (here > 0)
    assert practice.later_button.isEnabled() == (here < len(turns) - 1)
    button, other = (
        (practice.earlier_button, turns[here - 1])
        if here > 0
        else (practice.later_button, turns[here + 1])
    )
    button.click()
    qtbot.waitUntil(lambda: ready(practice.table), timeout=TIMEOUT)
    controller = practice.table
    assert practice.turn == other and len(controller.state.plays) == other
    assert list(controller.state.plays) == list(position.record.plays[:other])
    assert f"trick {trick_of(position.record, other)}" in practice.where.text()
    assert "take over from here" in practice.question.text()
    assert not practice.take_over_button.isEnabled()
    # A card there is played: the deal goes on against the Expert.
    click_card(qtbot, practice, controller.snapshot().legal[0])
    assert len(controller.state.plays) == other + 1
    assert practice.answer_text() == ""
    assert practice.schedule.repetitions == {}
    # Back to the position: it asks again.
    (practice.later_button if here > 0 else practice.earlier_button).click()
    qtbot.waitUntil(lambda: ready(practice.table), timeout=TIMEOUT)
    assert practice.turn is None and practice.position == position
    assert len(controller.state.plays) == position.play and controller.asking
    click_card(qtbot, practice, position.best)
    assert practice.answer_text().startswith("✔ Solved: ")


def test_next_without_an_answer_skips_the_position(
    qtbot: Any, settings: Any, english: None
) -> None:
    _window, practice = practised(qtbot, settings, 2, 0)
    due = practice.due()
    first = practice.position
    practice.next_button.click()
    qtbot.waitUntil(lambda: ready(practice.table), timeout=TIMEOUT)
    assert practice.position == due[1]
    assert practice.schedule.repetitions == {}  # (a skip is no answer)
    for _ in range(len(due) - 1):
        practice.next_button.click()
    assert practice.position == first  # (the skipped ones come round again)
    practice.next_button.click()
    assert practice.position == due[1]  # (and again, in the same order)


class Told(QuietPrompts):
    def __init__(self) -> None:
        self.messages: list[str] = []

    def tell(self, parent: Any, title: str, message: str) -> None:
        self.messages.append(message)


def test_a_damaged_schedule_is_said_and_practice_starts_again(
    qtbot: Any, settings: Any, english: None
) -> None:
    store, _kept = played_history(data_dir(), 2, deals=1)
    store.close()
    (data_dir() / "practice.json").write_text("{not json")
    told = Told()
    window = open_main(qtbot, settings, told)
    practice = window.practice.show_practice()
    assert practice is not None and practice.position is not None
    (message,) = told.messages
    assert message.startswith("The practice schedule could not be read (")
    assert message.endswith("): it starts again.")
    assert [p.name for p in data_dir().glob("practice.json.broken-*")]


def test_a_history_without_reviews_says_how_to_get_positions(
    qtbot: Any, settings: Any, english: None
) -> None:
    window = open_main(qtbot, settings)
    practice = window.practice.show_practice()
    assert practice is not None and practice.position is None
    assert practice.question.text().startswith("No position to practise yet")
    assert not practice.next_button.isEnabled()
    assert not practice.take_over_button.isEnabled()


def test_all_done_says_when_the_next_comes_back(qtbot: Any, settings: Any, english: None) -> None:
    _window, practice = practised(qtbot, settings, 2, 0)
    for _ in range(len(practice.due())):
        click_card(qtbot, practice, practice.position.best)
        assert practice.answer_text().startswith("✔"), practice.position
        practice.next_button.click()
        if practice.position is not None:
            qtbot.waitUntil(lambda: ready(practice.table), timeout=TIMEOUT)
    assert practice.question.text().startswith("All done for now.")
    assert not practice.next_button.isEnabled()


def test_the_game_menu_opens_practice(qtbot: Any, settings: Any, english: None) -> None:
    window = open_main(qtbot, settings)
    texts = [a.text() for m in window.menuBar().actions() if m.menu() for a in m.menu().actions()]
    assert "&Practise my mistakes…" in texts
    window.practice.action.trigger()
    assert window.practice.practice_window is not None


def test_italian(qtbot: Any, settings: Any, italian_ui: None) -> None:
    settings.language = "it"
    _window, practice = practised(qtbot, settings, 4, 1)
    assert practice.windowTitle() == "Esercitati sui miei errori"
    assert practice.take_over_button.text() == "&Riprendi da qui"
    assert "Trova una carta migliore" in practice.question.text()
    position = practice.position
    click_card(qtbot, practice, position.best)
    assert practice.answer_text().startswith("✔ Risolto: ")
    practice.next_button.click()
    qtbot.waitUntil(lambda: ready(practice.table), timeout=TIMEOUT)
    click_card(qtbot, practice, practice.position.played)
    answer = practice.answer_text()
    assert "La carta dell'allenatore: " in answer
    assert "punti percentuali" in answer or "regala" in answer


def test_help_explains_practice(qtbot: Any, settings: Any, english: None) -> None:
    window, practice = practised(qtbot, settings, 2, 0)
    practice.help_button.click()
    help_window = window._rules_help
    assert help_window is not None and help_window.current_page() == "practice"
    text = help_window.pages["practice"].toPlainText()
    assert "comes back after a day" in text and "Take over from here" in text


@pytest.mark.parametrize(
    "rules",
    [
        Rules(3),
        Rules(6, signals=True),
        Rules(2, "double"),
        Rules(2, "scoperta"),
        Rules(4, "briscolone"),
        Rules(2, two_swap=True, tie_break_last_trick=True),
    ],
    ids=str,
)
def test_every_table_and_variant(qtbot: Any, settings: Any, english: None, rules: Rules) -> None:
    seat = rules.players - 1
    store, _kept = played_history(data_dir(), rules.players, 1, seat, rules=rules)
    store.close()
    window = open_main(qtbot, settings)
    practice = window.practice.show_practice()
    assert practice is not None
    practice.show()
    position = practice.position
    assert position is not None and position.record.rules == rules
    qtbot.waitUntil(lambda: ready(practice.table), timeout=TIMEOUT)
    snapshot = practice.table.snapshot()
    assert snapshot.human == seat
    assert list(snapshot.hands[seat]) == list(position.state().table().hands[seat])
    click_card(qtbot, practice, position.best)
    assert practice.answer_text().startswith("✔ Solved: ")
    # The deal played on from the learner's last turn, to its end.
    practice.show_position(position)
    while practice.later_button.isEnabled():
        practice.later_button.click()
    controller = practice.table
    while controller.phase not in (Phase.DEAL_OVER, Phase.MATCH_OVER):
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        if controller.phase == Phase.TRICK_DONE:
            controller.continue_trick()
        elif controller.phase == Phase.PLAYING:
            assert controller.play_card(controller.snapshot().legal[0])
    assert "the deal" in practice.answer_text()
