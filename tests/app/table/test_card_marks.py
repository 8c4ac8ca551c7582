"""Every card's marks as the player sees them (playable, dimmed, ring, tooltip), read at
each change of whole deals and held against the snapshot: the hand looks again only at the
cards it marks or marked, and says a trick card's tooltip once for each player and ring; a
card must never keep a mark or a word it has lost."""

from __future__ import annotations

from typing import Any

import pytest

from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.table.cards import Outline
from briscola_qt.engine import Variant

from ..conftest import choices
from .test_table import ready

TIMEOUT = 20000


def marks_as_shown(scene: Any) -> dict[object, tuple[bool, bool, Outline, str]]:
    """Each card's marks on the table: playable, dimmed, its ring, its tooltip."""
    return {
        key: (item.playable, item.opacity() < 1, item.outline, item.toolTip())
        for key, item in scene.items_by_key.items()
    }


def trick_tip(snapshot: Any, controller: Any, seat: int, card: int) -> str:
    """A trick card's tooltip: whose it is, and once the trick is complete its ring."""
    tip = "Your card" if seat == snapshot.human else f"Played by {controller.seat_name(seat)}"
    if snapshot.winning_card == card:
        return tip + "\nIt takes the trick (blue and black ring)"
    if snapshot.winning_card is not None and snapshot.table.trick[0][1] == card:
        return tip + "\nThe card led (golden ring)"
    return tip


def marks_due(scene: Any) -> dict[object, tuple[bool, bool, Outline, str]]:
    """The marks the snapshot calls for (nobody points at a card: no ring of focus)."""
    snapshot = scene.snapshot
    tips = {
        int(card): trick_tip(snapshot, scene.controller, seat, card)
        for seat, card in snapshot.table.trick
    }
    legal = {int(c) for c in snapshot.legal}
    own = {int(c) for c in snapshot.own_cards()}
    trick = [int(c) for _, c in snapshot.table.trick]
    winning = snapshot.winning_card
    due = {}
    for key in scene.items_by_key:
        card = key if isinstance(key, int) else None
        ring = Outline.NONE
        if card is not None and winning is not None:
            ring = Outline.WINNER if card == winning else Outline.LEAD if card == trick[0] else ring
        dimmed = bool(legal) and card in own - legal
        due[key] = (card in legal, dimmed, ring, tips.get(card, "") if card is not None else "")
    return due


@pytest.mark.parametrize(("variant", "players"), [(Variant.BRISCOLONE, 4), (Variant.CLASSIC, 2)])
def test_each_card_shows_the_marks_of_the_moment(
    qtbot: Any, window: Any, variant: Variant, players: int
) -> None:
    controller, scene = window.controller, window.scene
    checked: list[int] = []

    def check() -> None:  # (after the table's own refresh: connected after it)
        if scene.snapshot is not None and scene.snapshot is controller.snapshot():
            assert marks_as_shown(scene) == marks_due(scene), controller.phase
            checked.append(1)

    controller.changed.connect(check)
    window.start(choices(variant=variant, players=players), seed=8)
    dimmed_seen = False
    while controller.phase not in (Phase.DEAL_OVER, Phase.MATCH_OVER):
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        snapshot = controller.snapshot()
        if controller.phase == Phase.TRICK_DONE:
            controller.continue_trick()
        elif snapshot is not None and snapshot.legal:
            dimmed_seen |= len(snapshot.legal) < len(snapshot.own_cards())
            controller.play_card(snapshot.legal[-1])
    controller.changed.disconnect(check)
    assert len(checked) > 50
    assert dimmed_seen == (variant == Variant.BRISCOLONE), "briscolone dims the cards it refuses"
