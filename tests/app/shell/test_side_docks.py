"""The side docks fit the window (the playtest's 35, 37, 46, 73, 75): at 800x560 the score
table was a sliver under the drawer's "×" and the tracker's lines were cut at its right
edge (Italian lost the "non" of "non ancora visti"); at 1280x800, and after a restart with
the docks' saved sizes, one row of scores over a tracker half empty and Moves one line
high; at 1600x1000 On the table and Moves scrolled out of sight.

Whatever the size, language and order the docks are shown in, and after a restart: every
row of the score table in sight, each of the tracker's lines as high as its words need in
its width and none cut at an edge, Moves a few lines high, and docked, no room left empty
under the tracker's lines while the panel scrolls."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QPoint, QRect
from PySide6.QtWidgets import QLabel, QWidget

from briscola_qt.app.base import i18n
from briscola_qt.app.base.prompts import QuietPrompts

from ..conftest import choices, shown_window
from ..table.test_table import TIMEOUT

PLAYTEST_STATE = bytes.fromhex(
    "000000ff00000000fd0000000100000001000001030000037ffc0200000002fb0000000a006d006f00"
    "7600650073010000003a000000c50000005400fffffffb0000000e0074007200610063006b006500"
    "720100000105000002b4000000b200ffffff000005350000037f000000040000000400000008000000"
    "08fc0000000100000002000000010000000e0062007500740074006f006e00730100000000ffffff"
    "ff0000000000000000"
)
"""The window state the playtest's game saved at 1600x1000 (its Briscola.conf): Score and
moves 197 pixels high over a tracker of 692."""


@pytest.fixture(params=["en", "it"])
def language(request: pytest.FixtureRequest, qapp: Any) -> Iterator[str]:
    found = i18n.install(request.param)
    yield request.param
    for translator in found:
        QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(QLocale("en"))


def open_window(qtbot: Any, settings: Any, language: str) -> Any:
    settings.language = language  # (the cards named in it too)
    return next(shown_window(qtbot, settings, QuietPrompts()))


def deal_a_card(qtbot: Any, window: Any) -> None:
    """A deal in play: a card of the player's on the table, a move in the log."""
    window.start(choices(players=2, length="best_of_3"), seed=3)
    controller = window.controller
    qtbot.waitUntil(lambda: bool(controller.snapshot().legal), timeout=TIMEOUT)
    controller.play_card(controller.snapshot().legal[0])
    qtbot.waitUntil(lambda: window.move_log.rowCount() >= 1, timeout=TIMEOUT)


def part_in_sight(widget: QWidget, across: bool = False) -> QRect:
    """``widget``'s rectangle as far as it is in sight, in its own coordinates (``across``:
    as far as its left and right edges are, wherever it is scrolled to)."""
    shown = widget.rect()
    ancestor: QWidget | None = widget.parentWidget()
    while ancestor is not None:
        corner = widget.mapTo(ancestor, QPoint(0, 0))
        edges = ancestor.rect().translated(-corner)
        if across:
            edges = QRect(edges.left(), shown.top(), edges.width(), shown.height())
        shown = shown.intersected(edges)
        if ancestor.isWindow():
            break
        ancestor = ancestor.parentWidget()
    return shown


def score_rows_whole(window: Any) -> None:
    """The score table in sight, whole: its header and every side's row."""
    view = window.score_view
    assert view.isVisible() and view.model() is window.scores
    assert part_in_sight(view) == view.rect(), (part_in_sight(view), view.rect())
    shown = view.viewport().rect()
    assert view.horizontalHeader().isVisible() and view.horizontalHeader().height() > 0
    assert window.scores.rowCount() >= 2
    for row in range(window.scores.rowCount()):
        rect = view.visualRect(window.scores.index(row, 0))
        assert rect.height() > 0 and shown.contains(rect), (row, rect, shown)


def tracker_lines(window: Any) -> list[QLabel]:
    panel = window.tracker.panel
    return [label for label in panel.findChildren(QLabel) if label.isVisible() and label.text()]


def tracker_lines_whole(window: Any, in_full_sight: bool) -> None:
    """Every heading and line of the tracker as high as its words need in its width, not
    cut at the edges of the dock or drawer it scrolls in (and, ``in_full_sight``, not
    scrolled out of sight either)."""
    labels = tracker_lines(window)
    assert len(labels) >= 8  # (four headings, four lines)
    for label in labels:
        assert label.heightForWidth(label.width()) <= label.height(), label.text()
        # (not cut by the right edge of the dock, the drawer or the part that scrolls)
        assert part_in_sight(label, across=True) == label.rect(), label.text()
        if in_full_sight:
            assert part_in_sight(label) == label.rect(), label.text()


def moves_in_sight(window: Any, lines: int = 3) -> None:
    view = window.log_view
    assert part_in_sight(view).height() >= lines * view.fontMetrics().lineSpacing()


def docked_column_fits(window: Any) -> None:
    """Docked one over the other: nothing scrolls that has room, the tracker no higher
    than its lines (no room left empty under them) and the panel's moves have the rest."""
    tracker = window.tracker
    content, panel = tracker.widget(), tracker.panel
    assert window.log_dock.isVisible() and tracker.isVisible()
    needed = panel.heightForWidth(panel.width())
    assert content.height() <= needed + 1, (content.height(), needed)
    assert part_in_sight(panel) == panel.rect()
    assert not window.drawer.holder.verticalScrollBar().isVisible()
    for view, _model in window.panel.views:
        assert part_in_sight(view) == view.rect(), view.accessibleName()
    log = window.log_view
    assert log.height() > log.minimumHeight(), "the moves have the height left"


def fits(window: Any, *, docked: bool) -> None:
    score_rows_whole(window)
    tracker_lines_whole(window, in_full_sight=True)
    moves_in_sight(window)
    if docked:
        docked_column_fits(window)


@pytest.mark.parametrize("tracker_first", [False, True])
def test_both_docks_fit_at_every_size_in_either_order(
    qtbot: Any, settings: Any, language: str, tracker_first: bool
) -> None:
    window = open_window(qtbot, settings, language)
    window.resize(1280, 800)
    deal_a_card(qtbot, window)
    panel_key, tracker_key = window.drawer.action, window.menus.tracker_action
    for action in (tracker_key, panel_key) if tracker_first else (panel_key, tracker_key):
        action.trigger()
    for width, height in ((1280, 800), (800, 560), (1600, 1000), (1280, 800)):
        window.resize(width, height)
        docked = width > 800
        qtbot.waitUntil(lambda d=docked: window.log_dock.isVisible() == d)
        qtbot.waitUntil(lambda d=docked: fits(window, docked=d))
    window.controller.stop()


@pytest.mark.parametrize("size", [(1280, 800), (1600, 1000)])
def test_the_playtests_saved_dock_sizes_are_not_restored_as_they_were(
    qtbot: Any, settings: Any, size: tuple[int, int]
) -> None:
    settings.window_state = PLAYTEST_STATE
    settings.tracker = True
    window = open_window(qtbot, settings, "en")
    window.resize(*size)
    deal_a_card(qtbot, window)
    assert window.log_dock.isVisible() and window.tracker.isVisible()
    qtbot.waitUntil(lambda: fits(window, docked=True))
    window.controller.stop()


def test_dock_sizes_saved_in_a_small_window_are_whole_after_a_restart(
    qtbot: Any, settings: Any, language: str
) -> None:
    window = open_window(qtbot, settings, language)
    deal_a_card(qtbot, window)
    window.menus.tracker_action.trigger()
    window.drawer.action.trigger()
    window.resize(800, 560)
    qtbot.waitUntil(lambda: fits(window, docked=False))
    window.resize(1100, 450)  # (docked, in a window too short for everything)
    qtbot.waitUntil(window.log_dock.isVisible)
    window.close()
    window.controller.stop()
    again = open_window(qtbot, settings, language)
    again.resize(1280, 800)
    again.resume_or_start(choices(players=2))
    assert again.log_dock.isVisible() and again.tracker.isVisible()
    qtbot.waitUntil(lambda: fits(again, docked=True))
    again.controller.stop()


@pytest.mark.parametrize("language", ["it"], indirect=True)
@pytest.mark.parametrize("size", [(480, 440), (1100, 440)])
def test_in_the_smallest_windows_the_score_is_whole_and_the_tracker_wraps(
    qtbot: Any, settings: Any, language: str, size: tuple[int, int]
) -> None:
    """Too small for everything: the score table whole first, the tracker's lines whole
    in its width (they scroll), the moves scroll."""
    window = open_window(qtbot, settings, language)
    deal_a_card(qtbot, window)
    window.drawer.action.trigger()
    window.menus.tracker_action.trigger()
    docked = size[0] > 800
    for step in ((800, 560), size):  # (the docks put away first, then as small as it goes)

        def sized(step: tuple[int, int] = step) -> None:
            # (as a drag goes on: the window's least size shrinks once the docks are put away)
            window.resize(*step)
            assert window.size().toTuple() == step

        qtbot.waitUntil(sized)
    assert window.log_dock.isVisible() == docked and window.tracker.isVisible() == docked

    def smallest_fits() -> None:
        score_rows_whole(window)
        tracker_lines_whole(window, in_full_sight=False)
        if docked:  # (the score dock at its least, the tracker the rest, scrolling)
            assert window.log_dock.height() == window.log_dock.minimumSizeHint().height()
            assert window.tracker.widget().verticalScrollBar().isVisible()

    qtbot.waitUntil(smallest_fits)
    window.controller.stop()


@pytest.mark.parametrize("players", [2, 6])
def test_the_hand_and_the_trick_are_as_high_as_their_lines(
    qtbot: Any, window: Any, players: int
) -> None:
    """The hand's list was 110 pixels high for three cards and the trick's six lines for
    two players: the moves are given the room they left empty."""
    window.start(choices(players=players), seed=3)
    window.drawer.action.trigger()
    qtbot.waitUntil(lambda: window.log_dock.isVisible() and bool(window.hand_model.rowCount()))
    views = {model: view for view, model in window.panel.views}
    hand, trick = views[window.hand_model], views[window.trick_model]
    line = hand.fontMetrics().lineSpacing()

    def fitted() -> None:
        shown = hand.viewport().rect()
        rows = [hand.visualRect(window.hand_model.index(r, 0)) for r in range(3)]
        assert all(shown.contains(rect) for rect in rows), (rows, shown)
        assert shown.height() - rows[-1].bottom() < line, "no empty line under the cards"
        assert players * line <= trick.viewport().height() < (players + 1) * line
        assert window.log_view.height() > window.log_view.minimumHeight()

    qtbot.waitUntil(fitted)
    window.controller.stop()
