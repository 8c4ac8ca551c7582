"""What the table shows at the end of every deal of a match equals the engine's outcome.

Read as the player reads it: the words under each capture pile, the score panel's rows,
the move log's trick lines and the status line, for every table size over a whole
best-of-three match (the human's seat moves every deal, which once put the finished
deal's points on the wrong pile).
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from briscola_qt.app.game.snapshot import Phase

from ..conftest import choices, resume_near_end
from ..table.test_table import play_deal_by_clicking

TIMEOUT = 20000


def awaits_a_move(controller: Any) -> bool:
    """The table waits on the player: a trick to collect, a card to play, or the deal over."""
    return (
        controller.can_continue()
        or controller.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER)
        or bool(controller.snapshot() and controller.snapshot().legal)
    )


def play_out(qtbot: Any, window: Any) -> None:
    controller = window.controller
    while controller.phase not in (Phase.DEAL_OVER, Phase.MATCH_OVER):
        qtbot.waitUntil(lambda: awaits_a_move(controller), timeout=TIMEOUT)
        if controller.phase == Phase.TRICK_DONE:
            controller.continue_trick()
        elif controller.phase == Phase.PLAYING:
            assert controller.play_card(controller.snapshot().legal[-1])


def score_rows(window: Any) -> dict[str, tuple[str, str, str]]:
    model = window.scores
    return {
        model.index(row, 0).data(): tuple(model.index(row, col).data() for col in (1, 2, 3))
        for row in range(model.rowCount())
    }


def trick_lines(window: Any) -> list[str]:
    model = window.move_log
    rows = [model.index(row, 0).data() for row in range(model.rowCount())]
    return [row for row in rows if row.startswith("Trick ")]


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_every_deal_of_a_match_is_shown_as_the_engine_scored_it(
    qtbot: Any, window: Any, players: int
) -> None:
    window.start(choices(players=players, length="best_of_3"), seed=40 + players)
    controller = window.controller
    deals = 0
    while True:
        # Each deal, dealt as the match deals it, is put back on the table two tricks from
        # its end: the end of the deal is what is read, with the human's seat moved.
        resume_near_end(window)
        play_out(qtbot, window)
        deals += 1
        state, match, summary = controller.state, controller.match, controller.last_summary
        outcome = state.outcome()
        rules = match.rules
        human_seat = match.seat_of(0, len(match.results) - 1)
        assert controller.human == human_seat, "the table still shows the finished deal"
        seen_summary = summary.human_side
        assert seen_summary == rules.side_of(human_seat)

        piles = [0] * rules.sides
        for trick in state.history:
            piles[rules.side_of(trick.winner)] += len(trick.cards)
        rows = score_rows(window)
        scores = match.scores()
        for side in range(rules.sides):
            name = controller.side_name(side)
            match_side = match.match_side(side, len(match.results) - 1)
            assert rows[name] == (
                str(piles[side]),
                str(outcome.points[side]),
                str(scores[match_side]),
            ), f"deal {deals}, {name}"
            label = window.scene.felt_text.pile_label(side)
            if piles[side]:
                said = f"{outcome.points[side]} points"
                said = f"{name} · {said}" if rules.team_game else said
                assert label == said, f"deal {deals}, {name}'s pile"
            else:
                assert label is None

        # The human's own points are the ones under their side's pile, and named theirs.
        own = rules.side_of(human_seat)
        assert controller.side_name(own) in ("You", "Your team")

        expected = [
            f"Trick {n} to you: {t.points} points"
            if t.winner == human_seat
            else f"Trick {n} to {controller.seat_name(t.winner)}: {t.points} points"
            for n, t in enumerate(state.history, start=1)
        ]
        assert trick_lines(window) == expected
        for trick in state.history:  # a trick the human took is logged as theirs
            if trick.winner == human_seat:
                assert controller.seat_name(trick.winner) == "You"

        status = window.score_label.text()
        assert status.startswith(f"Deal {deals} ·"), status
        if controller.phase == Phase.MATCH_OVER:
            break
        controller.next_deal()
    assert deals >= 2


def test_after_a_deal_the_felt_shows_the_way_on_and_the_status_line_says_it(
    qtbot: Any, window: Any
) -> None:
    """After "Look at the table" a player found no way on but the menus: a Next deal
    button lies on the felt, and the status line says the keys."""
    window.start(choices(length="best_of_3"), seed=4)
    controller, button = window.controller, window.view.go_on
    assert not button.isVisible()
    resume_near_end(window)  # (the way on at the deal's end is what is read)
    play_deal_by_clicking(qtbot, window)
    qtbot.waitUntil(button.isVisible, timeout=TIMEOUT)
    assert button.text() == "Next deal (N)"
    assert window.statusBar().currentMessage().startswith("The deal is over: N deals the next")
    view = window.view.viewport().rect()
    assert view.contains(button.geometry()), "the whole button on the table"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: controller.phase == Phase.PLAYING, timeout=TIMEOUT)
    assert controller.shown_deal == 1 and not button.isVisible()
    # The way on is taken: the status line no longer says it.
    assert not window.statusBar().currentMessage().startswith("The deal is over")


def test_the_first_window_fits_the_screen_and_long_messages_can_be_read(
    qtbot: Any, window: Any
) -> None:
    """The first window on a 1280x800 screen was taller than the screen (its status bar,
    with the match score, off the bottom); a long status message was cut off."""
    window.fit_first_size()
    free = window.screen().availableGeometry()
    assert window.width() <= free.width() - 16 and window.height() <= free.height() - 48
    assert free.contains(window.geometry())
    long = "Your saved game could not be read (the file is damaged). It is kept as " + "x" * 80
    window.statusBar().showMessage(long)
    assert window.statusBar().toolTip() == long
