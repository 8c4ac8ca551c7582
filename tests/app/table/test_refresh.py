"""The scene works out where the cards lie only when that can have changed: a change that
moves no card (a turn coming round, a computer player starting to think) leaves the cards
alone, and after every change each card is where the snapshot puts it."""

from __future__ import annotations

from typing import Any

import pytest

from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.table import scene as scene_module
from briscola_qt.app.table.places import card_places

from ..conftest import choices
from ..game.test_deal_end import play_out


@pytest.mark.parametrize("players", [2, 4])
def test_every_card_is_where_the_snapshot_puts_it_and_a_change_moving_none_is_cheap(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch, players: int
) -> None:
    worked_out = [0]

    def counted(*args: Any) -> Any:
        worked_out[0] += 1
        return card_places(*args)

    monkeypatch.setattr(scene_module, "card_places", counted)
    scene, controller = window.scene, window.controller
    changes: list[Phase] = []
    misplaced: list[str] = []

    def check() -> None:  # (connected after the scene's own refresh: it runs after it)
        changes.append(controller.phase)
        snapshot, layout = scene.snapshot, scene.layout
        if snapshot is None or layout is None:
            return
        targets = card_places(snapshot, layout)
        if set(targets) != set(scene.items_by_key):
            misplaced.append(f"{controller.phase}: items {sorted(map(str, scene.items_by_key))}")
        for key, (code, pos, z, size) in targets.items():
            item = scene.items_by_key.get(key)
            if item is None:
                continue
            if (item.code, item.zValue(), item.card_size) != (code, z, size):
                misplaced.append(f"{controller.phase}: {key} {item.code} {item.zValue()}")
            elif not item.is_moving() and item.pos() != pos:
                misplaced.append(f"{controller.phase}: {key} at {item.pos()}, not {pos}")

    controller.changed.connect(check)
    window.start(choices(players=players), seed=11)
    play_out(qtbot, window)
    assert controller.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER)
    assert not misplaced, misplaced[:5]
    # Every card played and every trick gathered moves cards; two changes in five (a turn
    # coming round, a computer player starting to think) move none and are not worked out.
    assert len(changes) > 40
    assert worked_out[0] < 0.7 * len(changes), (worked_out[0], len(changes))
