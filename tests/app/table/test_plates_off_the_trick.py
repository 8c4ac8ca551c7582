"""No name plate touches a card of the trick (issue 44's playtest: at 800x560 with four
players, "Computer 1 (Intermedio)" lay a few pixels over the first trick card). The scene's
card items and the plates as painted are measured at each turn of a deal, with the long
names a friends' table gives (a computer player's level, a friend's own name), at every
table size, in an 800x560 and a 1280x800 window."""

from __future__ import annotations

from typing import Any

import pytest

from briscola_qt.app.game import controller as controller_module
from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.network.remote_table import RemoteTable
from briscola_qt.app.shell.friends_window import FriendsWindow

from ..conftest import choices
from .test_table import TIMEOUT, ready
from .test_trick_visible import answer_the_auction, scene_rect, speaks

pytestmark = pytest.mark.usefixtures("plain_card_art")

LONG_NAMES = (
    "Computer 1 (Intermediate)",
    "Bartolomeo Giovannini",
    "Computer 3 (Expert)",
    "Mariangela Spadaccini",
    "Computer 5 (Beginner)",
)
"""Names as long as a friends' table gives (the host's computer players say their level)."""


def friends_table_size(qtbot: Any, window: Any, size: tuple[int, int]) -> tuple[int, int]:
    """The table's size in a friends' window of ``size`` (only a toolbar over the table:
    taller than the main window's)."""
    friends = FriendsWindow(RemoteTable(), window.art, window.settings)
    qtbot.addWidget(friends)
    friends.resize(*size)
    friends.pages.setCurrentWidget(friends.view)
    friends.show()
    qtbot.waitExposed(friends)
    table = friends.view.viewport().size()
    friends.close()
    return table.width(), table.height()


def fit_table(qtbot: Any, window: Any, table: tuple[int, int]) -> None:
    """Resize the main window until its table is ``table`` big."""
    for _ in range(3):
        view = window.view.viewport().size()
        if (view.width(), view.height()) == table:
            return
        window.resize(
            window.width() + table[0] - view.width(), window.height() + table[1] - view.height()
        )
        qtbot.wait(20)
    assert (window.view.viewport().width(), window.view.viewport().height()) == table


def touching(window: Any) -> list[tuple[str, str]]:
    """Each plate on the felt that touches a trick card, with the card, or another plate
    (the briscola's label under the stock and a side plate lowered beside it)."""
    window.view.viewport().grab()  # (paints the felt: the plates are measured as drawn)
    plates = window.scene.plates()
    overlaps = [
        (words, other)
        for i, (words, box) in enumerate(plates)
        for other, other_box in plates[i + 1 :]
        if box.intersects(other_box)
    ]
    snapshot = window.controller.snapshot()
    trick = {int(card) for _seat, card in snapshot.table.trick}
    cards = [
        (key, scene_rect(item))
        for key, item in window.scene.items_by_key.items()
        if key in trick and item.isVisible()
    ]
    return overlaps + [
        (words, str(key)) for words, box in plates for key, rect in cards if box.intersects(rect)
    ]


@pytest.mark.parametrize(
    ("players", "variant"), [(2, "classic"), (4, "classic"), (5, "chiamata"), (6, "classic")]
)
@pytest.mark.parametrize("size", [(800, 560), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
# The narrowest cards and the widest (Triestine 0.54 of their height, French 0.71): the
# other decks' plates lie between theirs.
@pytest.mark.parametrize("deck", ["triestine", "french"])
@pytest.mark.parametrize("friends", [False, True], ids=["main", "friends"])
def test_no_plate_touches_a_trick_card(
    qtbot: Any,
    window: Any,
    monkeypatch: pytest.MonkeyPatch,
    players: int,
    variant: str,
    size: tuple[int, int],
    deck: str,
    friends: bool,
) -> None:
    monkeypatch.setattr(controller_module, "COMPUTER_NAMES", LONG_NAMES)
    window.settings.deck = deck
    window.start(choices(players=players, variant=variant), seed=3)
    window.log_dock.hide()
    window.resize(*size)
    qtbot.wait(20)
    if friends:  # (the same table at the size it has in a friends' window)
        fit_table(qtbot, window, friends_table_size(qtbot, window, size))
    controller = window.controller
    seen = 0
    for _ in range(3 * players + 12):  # (the first tricks, every seat leading in turn)
        qtbot.waitUntil(lambda: ready(controller) or speaks(controller), timeout=TIMEOUT)
        if speaks(controller):
            answer_the_auction(controller)
            continue
        snapshot = controller.snapshot()
        seen += len(snapshot.table.trick)
        assert not touching(window), (size, window.view.viewport().size(), touching(window))
        if controller.phase == Phase.TRICK_DONE:
            controller.continue_trick()
        elif snapshot.legal:
            controller.play_card(snapshot.legal[-1])
        else:
            break
    assert seen >= players, "no trick was on the table: the test proves nothing"
