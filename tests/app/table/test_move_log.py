"""The move log, read as the player reads it: in step with the score table, and the
two-of-trump swap written in it."""

from __future__ import annotations

from typing import Any

from briscola_qt.app.game.snapshot import Phase
from briscola_qt.engine.match import Match

from ..conftest import choices
from .test_table import TIMEOUT, click_table, ready


def rows(model: Any) -> list[str]:
    return [model.index(row, 0).data() for row in range(model.rowCount())]


def test_a_trick_waiting_to_be_gathered_scores_in_the_log_and_the_table_together(
    qtbot: Any, window: Any
) -> None:
    window.start(choices(), seed=11)
    controller = window.controller
    while controller.phase != Phase.TRICK_DONE:
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        if controller.phase == Phase.PLAYING and controller.snapshot().legal:
            controller.play_card(controller.snapshot().legal[0])
    qtbot.waitUntil(controller.can_continue, timeout=TIMEOUT)
    log = rows(window.move_log)
    assert len(log) == 2 and not any(line.startswith("Trick 1") for line in log)
    assert [window.scores.index(r, 2).data() for r in range(2)] == ["0", "0"]
    trick = controller.state.history[0]
    click_table(qtbot, window)
    qtbot.waitUntil(lambda: len(rows(window.move_log)) >= 3, timeout=TIMEOUT)
    winner = controller.seat_name(trick.winner)
    assert rows(window.move_log)[2] == f"Trick 1 to {winner}: {trick.points} points"
    shown = {window.scores.index(r, 0).data(): window.scores.index(r, 2).data() for r in range(2)}
    assert shown[winner] == str(trick.points)


def test_the_swap_of_the_two_of_trump_is_written_in_the_log(qtbot: Any, window: Any) -> None:
    made = choices(two_swap=True)
    seed = next(
        s
        for s in range(200)
        if (deal := Match(made.rules(), made.match_rules(), seed=s).deal()).swap_pending
        and deal.current_player() == 0
    )
    window.start(made, seed=seed)
    controller = window.controller
    qtbot.waitUntil(lambda: controller.state.swap_pending and controller.awaits_human())
    two, briscola = controller.state.two_of_trump, controller.state.briscola
    controller.answer_swap(True)
    names = window.move_log.names
    expected = f"You: the {names.card(two)} swapped for the briscola ({names.card(briscola)})"
    qtbot.waitUntil(lambda: bool(rows(window.move_log)), timeout=TIMEOUT)
    assert rows(window.move_log)[0] == expected
