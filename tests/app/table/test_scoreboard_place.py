"""The match's scoreboard on the felt ("Deal 1 of 5 · You 0 · Lucia 0 …") lies whole
where nothing covers it and it covers nothing: no card (open hands too), no plate, and
not under the chiamata auction panel (issue 41's playtest)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRect, QRectF

from briscola_qt.app.base.prompts import QuietPrompts
from briscola_qt.app.base.settings import Settings

from ..chiamata.test_chiamata_table import speaks
from ..conftest import choices, shown_window
from .test_table import TIMEOUT, ready

# (where things lie, not what the cards look like: see plain_card_art)
pytestmark = pytest.mark.usefixtures("plain_card_art")

SIZES = [(1280, 800), (1264, 745), (800, 560), (480, 440)]
"""The sizes asked of the table; 1264x745, the playtest's window on a 1280x800 screen."""


@pytest.fixture(params=["en", "it"])
def language_window(
    request: pytest.FixtureRequest, qtbot: Any, settings: Settings
) -> Iterator[Any]:
    """The main window (instant speed, nobody at it) in English, then in Italian."""
    if request.param == "it":
        request.getfixturevalue("italian_ui")
    yield from shown_window(qtbot, settings, QuietPrompts())


def panel_rect(window: Any) -> QRectF | None:
    """The chiamata auction panel in the scene's coordinates, while it shows."""
    auction, view = window.chiamata.auction, window.view
    if not auction.isVisible():
        return None
    at = view.viewport().mapFrom(view, auction.geometry().topLeft())
    return view.mapToScene(QRect(at, auction.size())).boundingRect()


def scoreboard_plate(window: Any, room_for_it: bool = True) -> tuple[str, QRectF] | None:
    """The scoreboard's words and plate as painted now, checked whole and clear (None
    where, not ``room_for_it``, the felt has no room for it: the status bar says it)."""
    scene = window.scene
    window.view.viewport().repaint()
    said = scene.felt_text.scoreboard()
    if said is None and not room_for_it:
        return None
    assert said is not None, "no scoreboard"
    assert "…" not in said, said
    (plate,) = [box for words, box in scene.plates() if words == said]
    assert scene.sceneRect().contains(plate), (said, plate)
    cards = [item.sceneBoundingRect() for item in scene.items_by_key.values()]
    assert not [c for c in cards if c.isValid() and plate.intersects(c)], (said, plate)
    others = [(words, box) for words, box in scene.plates() if words != said]
    assert not [o for o in others if plate.intersects(o[1])], (said, plate, others)
    return said, plate


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("face_up", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_scoreboard_covers_no_card_and_no_plate_open_hands_too(
    qtbot: Any, language_window: Any, players: int, face_up: bool, size: tuple[int, int]
) -> None:
    """Three players with open hands at 1280x800: "Tu 0 – Lucia 0 – Marco 0" lay over the
    corner of Marco's first card (the top hands open wider than the side hands)."""
    window = language_window
    window.resize(*size)
    game = {"variant": "chiamata"} if players == 5 else {"length": "best_of_3"}
    if players == 3:
        game = {}  # (one deal, as in the playtest)
    window.start(choices(players=players, **game), seed=5)
    controller, scene = window.controller, window.scene
    qtbot.waitUntil(lambda: ready(controller) or speaks(controller), timeout=TIMEOUT)
    controller.set_face_up(face_up)
    if face_up and not window.menus.tracker_action.isChecked():
        window.menus.tracker_action.trigger()  # (as in practice: the card tracker beside the table)
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=TIMEOUT)
    qtbot.wait(20)
    # (three players at 480x440: the top hands leave the corner no room)
    scoreboard_plate(window, room_for_it=size != SIZES[-1] or players != 3)


@pytest.mark.parametrize("size", [(1280, 800), (800, 560)])
def test_the_scoreboard_lies_whole_beside_the_auction_panel(
    qtbot: Any, language_window: Any, size: tuple[int, int]
) -> None:
    """Chiamata at 1280x800: the auction panel covered the scoreboard after "Giulia 0"
    ("Giuli…" in Italian); it now lies where the panel leaves it whole."""
    window = language_window
    window.resize(*size)
    window.start(choices(players=5, variant="chiamata"), seed=5)
    controller = window.controller
    qtbot.waitUntil(lambda: speaks(controller), timeout=TIMEOUT)
    qtbot.waitUntil(lambda: panel_rect(window) is not None, timeout=TIMEOUT)
    qtbot.wait(20)
    shown = scoreboard_plate(window)
    assert shown is not None
    before = shown[1]
    # Where the playtest saw it: beside the plate's start, over the rest of it.
    view = window.view
    corner = view.mapFromScene(before.left() + 0.6 * before.width(), before.top() - 20)
    window.chiamata.auction.move(view.viewport().mapTo(view, corner))
    shown = scoreboard_plate(window)
    assert shown is not None
    said, plate = shown
    panel = panel_rect(window)
    assert panel is not None
    assert not plate.intersects(panel), (said, plate, panel)
    names = controller.match_side_names()
    assert all(name[:1] in said for name in names), said
