"""The review of a finished deal: every play listed and the player's marked as the judge
says, stepping shows the hands the engine dealt, one graph point per play, and the
analysis runs in the background, can be called off and stops for a new game."""

from __future__ import annotations

import os
import random
from typing import Any

import pytest
from PySide6.QtCore import Qt

from briscola_qt.analysis import QUICK, Strength, analyse, shown_accuracy
from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.review.dialog import ReviewDialog
from briscola_qt.app.review.steps import (
    MARK_SIGNS,
    chance_line,
    deal_steps,
    judged_plays,
    mark_of,
    settled,
)
from briscola_qt.app.review.view import MIN_SPREAD, StepView
from briscola_qt.app.review.words import ReviewWords
from briscola_qt.app.table.cardart import CardArt
from briscola_qt.engine.record import record_of
from briscola_qt.engine.rules import Rules, Variant
from briscola_qt.engine.state import GameState, SwapChoice

from ..conftest import choices, resume_near_end
from ..table.test_table import TIMEOUT, ready

LIGHT = Strength("test", 0.002, 2)
"""A judge that looks hardly at all: the tests check the review, not the judge."""


def finish_deal(qtbot: Any, window: Any) -> None:
    """The deal on the table to its end: played by the engine to its last two tricks and
    resumed, those played through the window (a review reads the whole deal's record,
    however its cards were played)."""
    resume_near_end(window)
    controller = window.controller
    while controller.phase not in (Phase.DEAL_OVER, Phase.MATCH_OVER):
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        if controller.can_continue():
            controller.continue_trick()
        elif controller.phase == Phase.PLAYING and controller.snapshot().legal:
            controller.play_card(int(controller.snapshot().legal[-1]))


def reviewed(qtbot: Any, window: Any, players: int = 2, seed: int = 3) -> ReviewDialog:
    window.analyst.strength = LIGHT
    window.start(choices(players=players), seed=seed)
    finish_deal(qtbot, window)
    assert window.menus.review_action.isEnabled()
    dialog = window.show_review()
    assert isinstance(dialog, ReviewDialog)
    qtbot.waitUntil(lambda: dialog.analysis is not None, timeout=TIMEOUT)
    return dialog


def test_a_review_marks_every_one_of_your_plays(qtbot: Any, window: Any) -> None:
    dialog = reviewed(qtbot, window)
    final = window.controller.finished[-1]
    analysis = dialog.analysis
    human = window.controller.match.seat_of(0, 0)
    plays = final.plays
    assert dialog.plays.count() == len(plays) + 1, "the deal, then one row per card"
    line = dialog.graph.line
    assert line is not None
    shown = [e.play for e in line.events if e.kind == "play"]
    assert shown == list(range(len(plays))), "one place on the graph per play"
    assert all(0.0 <= win <= 1.0 for _, win in line.points)
    outcome = final.outcome()
    assert line.points[-1] == (
        line.x_of_play(len(plays) - 1),
        0.5 if outcome.winner is None else float(outcome.winner == final.rules.side_of(human)),
    ), "the last point is the result"
    own = [d for d in analysis.decisions if d.seat == human and d.play is not None]
    assert own, "the player had choices to judge"
    for decision in own:
        item = dialog.plays.item(decision.play + 1)
        mark = mark_of(decision)
        assert dialog.words.mark(mark) in item.text()
        assert MARK_SIGNS[mark] in item.text()
        spoken = item.data(Qt.ItemDataRole.AccessibleTextRole)
        assert dialog.words.names.card(int(decision.card)) in spoken
        if mark != "best":
            assert spoken.startswith(dialog.words.mark(mark) + ": you played the ")
            assert dialog.words.names.card(int(decision.best)) in spoken
            # The chance to win given away, said from before to after in percentage points,
            # as the graph's line draws the play's drop.
            drop = line.drops[decision.play]
            assert drop[0] - drop[1] == pytest.approx(decision.loss.win, abs=1e-9) or (
                line.x_of_play(decision.play) in line.cut
            )
            # (the line's drop, or where it is cut short the judge's own figures)
            said = dialog.analysis.said(decision)
            assert said == drop or line.x_of_play(decision.play) in line.cut
            before, after = round(said[0] * 100), round(said[1] * 100)
            if decision.decided:  # (worked out exactly or by the points taken, or estimated)
                table = dialog.steps[decision.play].table
                sure = decision.known or settled(table, decision.seat)
                said = "already" if sure else "as good as"
                assert f"the deal was {said} " in spoken
            elif before - after >= 1:
                assert f"the chance to win went from {before}% to {after}%" in spoken
            assert "% more" not in spoken
    others = [i + 1 for i in range(len(plays)) if i not in {d.play for d in own}]
    for row in others:
        assert not any(dialog.words.mark(m) in dialog.plays.item(row).text() for m in MARK_SIGNS)
    summary = analysis.summary[human]
    assert dialog.summary.text() == dialog.words.summary(
        (summary.loss.win, summary.loss.points),
        summary.accuracy,
        (summary.luck.win, summary.luck.points),
    )
    assert "points of win chance" in dialog.summary.text(), "luck in the graph's unit"
    assert f"; accuracy {shown_accuracy(summary.accuracy)} of 100;" in dialog.summary.text()
    cost = round(summary.loss.win * 100)
    assert dialog.summary.text().startswith(f"All your plays cost {cost} point")
    if not any(d.label for d in own):  # (the text under the headline agrees with it)
        assert f"together they cost {cost} point" in dialog.costly.text()
    assert dialog.words.costliest_title() in dialog.costly.text()
    # Opened again, the review has its analysis at once.
    dialog.reject()
    again = window.show_review()
    assert again is not dialog and again.analysis is analysis


@pytest.mark.parametrize("players", [2, 4])
def test_the_graph_says_what_its_line_is_and_what_runs_along(
    qtbot: Any, window: Any, players: int
) -> None:
    dialog = reviewed(qtbot, window, players=players)
    graph = dialog.graph
    line = "Your team's chance to win the deal" if players == 4 else "Your chance to win the deal"
    assert graph.titles == (
        line,
        "each play and draw of the deal, in order →",
        "cards dealt or drawn: blue good luck, purple bad",
    )
    graph.resize(640, 190)  # (as small as the help's picture of it)
    graph.repaint()
    over, under = graph.title_rects()
    plot = graph._plot()
    metrics = graph.fontMetrics()
    for title, rect in zip(graph.titles[:2], (over, under), strict=True):
        assert graph.rect().contains(rect.toRect()), title
        assert not rect.intersects(plot), "written beside the plot, not over the line"
        assert metrics.horizontalAdvance(title) <= rect.width(), title
        assert rect.height() >= metrics.height() - 1
    legend = graph.legend_rect()  # the diamonds' legend, whole, beside the line's title
    assert not legend.intersects(
        over.adjusted(0, 0, -over.width() + metrics.horizontalAdvance(line), 0)
    )
    assert legend.width() >= metrics.horizontalAdvance(graph.titles[2]), "not cut short"
    # ... and the graph is painted with them: its picture differs where they are written.
    shown = graph.grab().toImage()
    graph.set_titles("", "", "")
    bare = graph.grab().toImage()
    assert shown != bare


def replayed(final: GameState, plays: int) -> GameState:
    """The deal after its first ``plays`` cards, straight from the engine."""
    state = GameState(final.rules, final.deck)
    for action in final.actions:
        if not isinstance(action, SwapChoice) and len(state.plays) == plays:
            break
        state.push(action)
    return state


def test_stepping_shows_every_hand_and_hides_the_stock(qtbot: Any, window: Any) -> None:
    dialog = reviewed(qtbot, window, players=4, seed=8)
    final = window.controller.finished[-1]
    last = len(final.plays)
    dialog.show()  # the keys are the review window's shortcuts: it is there and active
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=TIMEOUT)
    keys = [Qt.Key.Key_Right] * 5 + [Qt.Key.Key_Left] * 2 + [Qt.Key.Key_End, Qt.Key.Key_Home]
    expected = [1, 2, 3, 4, 5, 4, 3, last, 0]
    for key, step in zip(keys, expected, strict=True):
        qtbot.keyClick(dialog.plays, key)
        assert dialog.step == step and dialog.slider.value() == step
        assert dialog.plays.currentRow() == step
        state = replayed(final, step)
        completed = step > 0 and not state.trick  # the trick lies there, nobody has drawn
        assert dialog.view.table == state.table(before_draw=completed)
        assert all(dialog.view.table.hands) or step == last, "every hand is shown"
        described = dialog.view.accessibleDescription()
        hidden = state.stock[:-1] if state.stock else []
        assert not any(dialog.words.names.card(int(c)) in described for c in hidden), (
            "the stock's order stays hidden"
        )
    dialog.graph.jumped.emit(10)  # (the graph gives the step a click chose)
    assert dialog.step == 10 and dialog.view.played == final.plays[9]


def test_the_summary_opens_the_review(qtbot: Any, window: Any) -> None:
    window.analyst.strength = LIGHT
    window.start(choices(players=2), seed=4)
    finish_deal(qtbot, window)
    summary = window.show_summary()
    assert summary is not None and summary.review_button.isVisible()
    summary.review_button.click()
    review = window.deal_end.review_dialog
    assert isinstance(review, ReviewDialog) and review.parent() is summary


@pytest.mark.analysis_child
def test_cancel_and_a_new_game_stop_the_analysis(qtbot: Any, window: Any) -> None:
    window.analyst.strength = QUICK
    window.start(choices(players=2), seed=6)
    finish_deal(qtbot, window)
    analyst = window.analyst
    dialog = window.show_review()
    assert analyst.running() == 0 and dialog.progress.isVisibleTo(dialog)
    qtbot.waitUntil(lambda: dialog.progress.value() > 0, timeout=TIMEOUT)
    dialog.analyse_button.click()
    assert analyst.running() is None and dialog.analysis is None
    assert dialog.summary.text() == dialog.words.cancelled()
    assert not dialog.progress.isVisibleTo(dialog)
    dialog.analyse_button.click()
    assert analyst.running() == 0, "judged again on request"
    window.start(choices(players=2), seed=7)
    assert analyst.running() is None and analyst.result(0) is None
    analyst.stop()
    assert analyst.result(0) is None, "the called-off analysis left nothing behind"


@pytest.mark.parametrize(
    ("players", "variant"),
    [(2, Variant.DOUBLE), (3, Variant.SCOPERTA), (4, Variant.BRISCOLONE), (6, Variant.CLASSIC)],
)
def test_every_table_and_variant_is_stepped_and_judged(
    qapp: Any, players: int, variant: Variant
) -> None:
    rules = Rules(players, variant, two_swap=variant != Variant.BRISCOLONE)
    final = GameState.deal(rules, 11)
    chooser = random.Random(11)
    while not final.is_terminal():
        final.push(chooser.choice(final.legal_actions()))
    steps = deal_steps(final)
    assert len(steps) == len(final.plays) + 1
    assert [s.card for s in steps[1:]] == final.plays
    assert steps[-1].table.trick_complete and not any(steps[-1].table.hands)
    analysis = analyse(record_of(final), LIGHT)
    line = chance_line(analysis, steps, 0, final.outcome(), final.deal_sides())
    assert sum(e.kind == "play" for e in line.events) == len(final.plays)
    judged = judged_plays(analysis, 0)
    assert set(judged) == {d.play for d in analysis.decisions if d.seat == 0}
    names = tuple(f"Seat {seat}" for seat in range(players))
    view = StepView(CardArt(), ReviewWords(), names, 0, rules.hand_size)
    view.resize(520, 300)
    for step in steps[:: max(1, len(steps) // 5)]:
        view.show_step(step.table, step.card)
        assert not view.grab().isNull()
        assert names[players - 1] in view.accessibleDescription()
    # The room the step view has in an 800x560 review: every hand whole in its column,
    # each card's index corner in sight, and cards big enough to read.
    view.resize(450, 240)
    hands = view.hands_layout()
    width = hands.card_height * view.art.aspect
    assert hands.card_height >= 44, f"{players} players: cards {hands.card_height} px high"
    assert hands.step >= width * MIN_SPREAD - 0.5, "each card's index corner shows"
    last_right = view._name_width() + hands.step * (rules.hand_size - 1) + width
    assert last_right <= hands.column_width + 0.5, "a hand stays in its column"
    assert hands.rows * (hands.card_height + 6) <= 240, "every hand's row fits"


def test_in_a_team_game_the_partners_plays_can_be_marked(qtbot: Any, window: Any) -> None:
    dialog = reviewed(qtbot, window, players=4, seed=5)
    human = window.controller.match.seat_of(0, 0)
    partner = (human + 2) % 4
    theirs = [d for d in dialog.analysis.decisions if d.seat == partner and d.play is not None]
    assert theirs and dialog.show_partner.isVisibleTo(dialog)
    row = dialog.plays.item(theirs[0].play + 1)
    assert not any(dialog.words.mark(m) in row.text() for m in MARK_SIGNS)
    dialog.show_partner.setChecked(True)
    row = dialog.plays.item(theirs[0].play + 1)
    assert dialog.words.mark(mark_of(theirs[0])) in row.text()
    assert theirs[0].play in dialog.graph.marks
    assert dialog.deal.names[partner] in dialog.summary.text()
    # A partner's figures are from the partner's view, not the line's: the text says so,
    # and the dot sits under the plot, not on the line as if it were a point of it.
    graph = dialog.graph
    graph.resize(900, graph.sizeHint().height())
    plot = graph._plot()
    for decision in theirs:
        assert decision.play is not None
        spot = graph.mark_spot(decision.play)
        assert spot.y() > plot.bottom(), "under the plot"
        said = dialog.plays.item(decision.play + 1).toolTip()
        if mark_of(decision) != "best":
            assert "from your partner's own view (not your line on the graph)" in said, said
    mine = next(d for d in dialog.analysis.decisions if d.seat == human and d.play is not None)
    assert mine.play is not None
    assert plot.top() <= graph.mark_spot(mine.play).y() <= plot.bottom(), "yours on the line"
    assert mine.play not in dialog.graph.partners


def test_the_menu_reviews_the_last_deal_while_the_next_is_played(qtbot: Any, window: Any) -> None:
    window.analyst.strength = LIGHT
    window.start(choices(players=2, length="best_of_3"), seed=9)
    assert not window.menus.review_action.isEnabled(), "nothing to review before a deal ends"
    finish_deal(qtbot, window)
    first = window.show_review()
    window.controller.next_deal()
    assert window.menus.review_action.isEnabled()
    assert window.show_review() is first, "one review at a time"
    finish_deal(qtbot, window)
    second = window.show_review()
    assert second is not first and second.deal.number == 1
    assert second.deal.names == window.controller.deal_seat_names(1)
    assert second.deal.human == window.controller.match.seat_of(0, 1)


@pytest.mark.analysis_child
def test_the_analysis_runs_in_a_child_process_that_ends_when_called_off(
    qtbot: Any, window: Any
) -> None:
    """The judge works in another interpreter, so the table keeps its frames; calling it
    off ends that process at once."""
    window.analyst.strength = QUICK
    window.start(choices(players=2), seed=6)
    finish_deal(qtbot, window)
    analyst = window.analyst
    with qtbot.waitSignal(analyst.progressed, timeout=TIMEOUT):
        analyst.start(0)
    child = analyst._child
    assert child is not None and analyst.running() == 0
    process = child._process
    assert process.pid is not None and process.pid != os.getpid() and process.is_alive()
    analyst.cancel()
    assert not process.is_alive(), "called off: the child is gone"
    assert analyst.running() is None and analyst.result(0) is None


@pytest.mark.analysis_child
def test_a_child_that_dies_is_a_failed_analysis_not_a_hang(qtbot: Any, window: Any) -> None:
    window.analyst.strength = QUICK
    window.start(choices(players=2), seed=6)
    finish_deal(qtbot, window)
    analyst = window.analyst
    stopped: list[tuple[int, str]] = []
    analyst.stopped.connect(lambda deal, why: stopped.append((deal, why)))
    analyst.start(0)
    assert analyst._child is not None
    analyst._child._process.kill()
    qtbot.waitUntil(lambda: bool(stopped), timeout=TIMEOUT)
    assert stopped[0][0] == 0 and "stopped unexpectedly" in stopped[0][1]
    assert analyst.running() is None and analyst.result(0) is None


def test_a_judged_deal_is_kept_on_disk_and_reviewed_at_once_in_a_later_run(
    qtbot: Any, window: Any
) -> None:
    first = reviewed(qtbot, window)
    shown = first.summary.text()
    first.reject()
    assert window.deal_end.review_dialog is None
    analyst = window.analyst
    assert analyst.kept is not None and any(analyst.kept.folder.glob("*.test.json"))
    analyst._kept.clear()  # what a new run of the app knows of this deal: only the disk
    again = window.show_review()
    assert isinstance(again, ReviewDialog) and again is not first
    assert analyst.running() is None, "nothing judged again"
    assert again.analysis is not None and again.summary.text() == shown


def test_the_move_slider_keeps_its_room_in_italian_at_800_pixels(
    qtbot: Any, settings: Any, italian_ui: None
) -> None:
    """Beside "Segna anche le giocate della mia squadra" the slider was a few pixels wide in
    an 800-pixel window (playtest)."""
    from briscola_qt.app.base.prompts import QuietPrompts

    from ..conftest import shown_window

    window = next(shown_window(qtbot, settings, QuietPrompts()))
    window.resize(800, 560)
    dialog = reviewed(qtbot, window, players=4, seed=5)
    assert dialog.show_partner.isVisibleTo(dialog)
    assert dialog.minimumSizeHint().width() <= 780
    dialog.show()
    dialog.resize(740, 520)
    qtbot.waitUntil(lambda: dialog.slider.width() >= 100, timeout=TIMEOUT)
    dialog.close()
    window.controller.stop()


def test_no_verdict_calls_a_card_better_by_nothing(qtbot: Any, window: Any) -> None:
    """A Good play read "the Two of coins was better by 0 points" and "Better: ..." under it
    (playtest): a card no better after rounding gets neither."""
    from briscola_qt.app.review.steps import is_better

    dialog = reviewed(qtbot, window, players=4, seed=5)
    seen = 0
    for play, judged in dialog.judged.items():
        if play is None or judged.mark == "best":
            continue
        dialog.go_to(play + 1)
        said = dialog.verdict.text()
        assert "better by 0 " not in said and "better by less than 1 point" not in said, said
        assert ("\nBetter: " in said) <= is_better(judged.decision), said
        if not is_better(judged.decision):
            assert " was as good" in said, said
        seen += 1
    assert seen
    equal = [j for p, j in dialog.judged.items() if p is not None and not is_better(j.decision)]
    assert any(j.mark != "best" for j in equal), "the deal has a Good card the judge's equals"
