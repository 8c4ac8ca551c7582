"""The table a snapshot carries is made again only when a move is made or taken back: at
every change of a deal played with undos (a card taken back, another played in its place,
as many moves as before), the side panel's hand and trick rows are the engine's table."""

from __future__ import annotations

from typing import Any

from briscola_qt.app.game.snapshot import Phase

from ..conftest import choices
from .test_deal_end import awaits_a_move

TIMEOUT = 20000


def test_the_rows_follow_the_table_through_undos(qtbot: Any, window: Any) -> None:
    controller = window.controller
    checked: list[int] = []

    def check() -> None:
        state = controller.state
        if state is None:
            return
        table = state.table(before_draw=controller.phase == Phase.TRICK_DONE)
        human = controller.human
        assert [card for _, card, _ in window.hand_model.rows] == list(table.hands[human])
        assert [card for _, card, _ in window.trick_model.rows] == [c for _, c in table.trick]
        assert controller.snapshot().table == table
        checked.append(1)

    controller.changed.connect(check)
    window.start(choices(players=2), seed=6)
    undone = 0
    while controller.phase not in (Phase.DEAL_OVER, Phase.MATCH_OVER):
        qtbot.waitUntil(lambda: awaits_a_move(controller), timeout=TIMEOUT)
        if controller.can_continue():
            if undone < 6 and controller.can_undo():
                taken = dict(controller.snapshot().table.trick)[controller.human]
                assert controller.undo()
                undone += 1
                qtbot.waitUntil(lambda: bool(controller.snapshot().legal), timeout=TIMEOUT)
                others = [c for c in controller.snapshot().legal if c != taken]
                assert controller.play_card((others or controller.snapshot().legal)[0])
            else:
                controller.continue_trick()
        elif controller.phase == Phase.PLAYING:
            assert controller.play_card(controller.snapshot().legal[-1])
    controller.changed.disconnect(check)
    assert undone == 6 and len(checked) > 60
