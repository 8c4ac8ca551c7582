"""Small windows (issue 28): the side panel a drawer over the table instead of a crushed
dock, no crushed width remembered, every score column whole in Italian, and the Italian
toolbar whole at 800 pixels."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLabel, QListView, QToolButton

from briscola_qt.app.base import i18n
from briscola_qt.app.base.prompts import QuietPrompts

from ..conftest import choices, shown_window
from ..table.test_table import TIMEOUT


@pytest.fixture
def italian_window(qtbot: Any, settings: Any) -> Iterator[Any]:
    found = i18n.install("it")
    yield from shown_window(qtbot, settings, QuietPrompts())
    for translator in found:
        QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(QLocale("en"))


def score_columns_whole(window: Any) -> None:
    view = window.score_view
    header = view.horizontalHeader()
    visible = view.viewport().rect()
    for column in range(window.scores.columnCount()):
        if view.isColumnHidden(column):
            continue  # (the drawer leaves out the cards won)
        left = header.sectionViewportPosition(column)
        right = left + header.sectionSize(column)
        assert left >= 0 and right <= visible.width() + 1, (column, left, right, visible)
        title = window.scores.headerData(column, Qt.Orientation.Horizontal)
        assert view.fontMetrics().horizontalAdvance(title) < header.sectionSize(column), title


def test_in_a_small_window_the_panel_is_a_drawer_over_the_table(
    qtbot: Any, italian_window: Any
) -> None:
    window = italian_window
    window.start(choices(players=4, length="best_of_3"), seed=3)
    window.resize(800, 560)
    qtbot.waitUntil(lambda: window.width() == 800)
    table_width = window.view.width()
    toggle = window.drawer.action
    toggle.trigger()  # L, or View > Score and moves
    qtbot.waitUntil(lambda: window.drawer.is_open() and not window.log_dock.isVisible())
    qtbot.waitUntil(lambda: window.view.width() == table_width)  # (the table keeps its room)
    assert toggle.isChecked()  # (the View menu says the panel is in sight)
    qtbot.waitUntil(lambda: window.score_view.model() is window.scores)
    assert window.scores.rowCount() == 2
    qtbot.waitUntil(lambda: window.score_view.isVisible())
    score_columns_whole(window)
    toggle.trigger()  # the same key closes it
    qtbot.waitUntil(lambda: not window.drawer.is_open())
    assert not window.log_dock.isVisible() and not toggle.isChecked()
    # Escape closes it too.
    toggle.trigger()
    qtbot.waitUntil(window.drawer.is_open)
    qtbot.keyClick(window.drawer.drawer, Qt.Key.Key_Escape)
    assert not window.drawer.is_open() and not toggle.isChecked()
    # A big window docks it beside the table, every column whole in Italian.
    toggle.trigger()
    qtbot.waitUntil(window.drawer.is_open)
    window.resize(1280, 800)
    qtbot.waitUntil(lambda: window.log_dock.isVisible() and not window.drawer.is_open())
    assert toggle.isChecked()
    qtbot.waitUntil(lambda: window.score_view.isVisible())
    qtbot.waitUntil(lambda: score_columns_whole(window))  # (once the dock is laid out)
    qtbot.waitUntil(lambda: window.log_dock.width() >= window.drawer.panel_width())


def test_no_crushed_panel_width_is_remembered(qtbot: Any, window: Any, settings: Any) -> None:
    window.start(choices(players=2), seed=1)
    window.resize(1280, 800)
    window.log_dock.show()
    qtbot.waitUntil(window.log_dock.isVisible)
    qtbot.wait(20)
    needed = window.drawer.panel_width()
    # Dragged as narrow as it goes: the panel keeps its columns.
    window.resizeDocks([window.log_dock], [60], Qt.Orientation.Horizontal)
    qtbot.wait(20)
    assert window.log_dock.widget().width() >= needed
    # Shrunk to 800 pixels: the dock goes (the table keeps its room); nothing crushed saved.
    window.resize(800, 560)
    qtbot.waitUntil(lambda: not window.log_dock.isVisible())
    # Wide again: docked again, as the player had it.
    window.resize(1280, 800)
    qtbot.waitUntil(window.log_dock.isVisible)
    window.resize(800, 560)
    qtbot.waitUntil(lambda: not window.log_dock.isVisible())
    window.close()
    assert settings.window_state
    from briscola_qt.app.shell.window import MainWindow

    again = MainWindow(settings, prompts=QuietPrompts())
    qtbot.addWidget(again)
    again.resize(1280, 800)
    again.show()
    again.log_dock.show()
    qtbot.waitUntil(again.log_dock.isVisible)
    qtbot.waitUntil(lambda: again.log_dock.widget().width() >= again.drawer.panel_width())
    again.controller.stop()


def test_the_italian_toolbar_is_whole_at_800_pixels(qtbot: Any, italian_window: Any) -> None:
    """Every button in sight, none in an overflow menu, each label whole; where the labels
    do not all fit, the buttons needed least show their icon alone (their tooltips name
    them) and New game and Undo keep theirs."""
    window = italian_window
    bar = window.toolbar
    for width in (800, 1280, 800):
        window.resize(width, 560)
        qtbot.waitUntil(lambda w=width: window.width() == w)

        def whole() -> None:
            for action in bar.actions():
                button = bar.widgetForAction(action)
                assert isinstance(button, QToolButton)
                assert button.isVisible(), action.toolTip()
                assert bar.rect().contains(button.geometry()), action.toolTip()
                if button.toolButtonStyle() != Qt.ToolButtonStyle.ToolButtonIconOnly:
                    text = action.iconText()
                    assert button.fontMetrics().horizontalAdvance(text) < button.width(), text
                assert action.toolTip()

        qtbot.waitUntil(whole)
        labelled = bar.labelled()
        if width == 1280:
            assert len(labelled) == len(bar.actions())
        else:
            assert len(labelled) < len(bar.actions())
            assert window.menus.new_action in labelled and window.undo_action in labelled


def panel_parts(window: Any) -> list[Any]:
    """The score table, the headings and the lists of the side panel, top to bottom (the
    score table over the part that scrolls)."""
    panel = window.drawer.panel
    column = panel.lists
    return [panel.score_view, *(column.itemAt(i).widget() for i in range(column.count()))]


def in_panel(window: Any, part: Any) -> QRect:
    """Where ``part`` lies in the side panel."""
    return QRect(part.mapTo(window.drawer.panel, QPoint(0, 0)), part.size())


def test_in_the_smallest_window_no_heading_lies_over_the_score_table(
    qtbot: Any, italian_window: Any
) -> None:
    window = italian_window
    window.start(choices(players=2, length="best_of_3"), seed=5)
    window.resize(480, 440)
    qtbot.waitUntil(lambda: window.width() == 480)
    window.drawer.action.trigger()
    qtbot.waitUntil(lambda: window.drawer.is_open() and window.score_view.model() is not None)
    qtbot.wait(20)
    parts = panel_parts(window)
    assert next(p.text() for p in parts if hasattr(p, "text")) == "La tua mano"
    for upper, lower in itertools.pairwise(parts):
        assert in_panel(window, upper).bottom() < in_panel(window, lower).top(), (upper, lower)
    # Whatever does not fit scrolls: the last list can be brought into sight.
    holder = window.drawer.holder
    holder.ensureWidgetVisible(parts[-1])
    bottom = parts[-1].mapTo(holder.viewport(), parts[-1].rect().bottomLeft())
    assert bottom.y() <= holder.viewport().height()


@pytest.mark.parametrize("italian", [False, True])
def test_at_800_pixels_the_drawer_is_narrow_holds_the_tracker_and_a_whole_trick(
    qtbot: Any, settings: Any, italian: bool
) -> None:
    found = i18n.install("it") if italian else []
    try:
        window = next(shown_window(qtbot, settings, QuietPrompts()))
        window.resize(800, 560)
        window.start(choices(players=6, practice=True), seed=5)  # (practice: tracked)
        qtbot.waitUntil(lambda: window.width() == 800)
        table_width = window.view.width()
        assert table_width == window.width(), "no tracker dock beside the table"
        window.drawer.action.trigger()
        qtbot.waitUntil(lambda: window.drawer.is_open() and window.score_view.model() is not None)
        tracker = window.tracker.panel
        assert not window.tracker.isVisible() and tracker.isVisible()
        assert window.drawer.drawer.isAncestorOf(tracker), "the tracker is in the drawer"
        assert window.drawer.drawer.width() <= 0.36 * window.width()  # (it took 0.36 + 0.25)
        score_columns_whole(window)
        # A whole trick of six: every play on its own line, in sight.
        controller = window.controller
        qtbot.waitUntil(lambda: bool(controller.snapshot().legal), timeout=TIMEOUT)
        controller.play_card(controller.snapshot().legal[0])
        qtbot.waitUntil(controller.can_continue, timeout=TIMEOUT)
        model = window.trick_model
        view = next(
            p for p in panel_parts(window) if getattr(p, "model", None) and p.model() is model
        )
        assert model.rowCount() == 6

        def every_play_in_sight() -> None:
            shown = view.viewport().rect()
            for row in range(6):
                rect = view.visualRect(model.index(row, 0))
                assert shown.contains(rect.adjusted(0, 0, -rect.width() + 1, 0)), row

        # (a long play wraps: the list grows to its lines once it has laid them out)
        qtbot.waitUntil(every_play_in_sight)
        # Wide again: the tracker back in its dock beside the table.
        window.resize(1280, 800)
        qtbot.waitUntil(lambda: window.tracker.isVisible() and tracker.isVisible())
        assert not window.drawer.drawer.isAncestorOf(tracker)
        window.controller.stop()
    finally:
        for translator in found:
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(QLocale("en"))


@pytest.mark.parametrize("players", [2, 4, 6])
def test_at_800_pixels_the_open_drawer_hides_no_seat_and_cuts_no_line(
    qtbot: Any, window: Any, players: int
) -> None:
    """The drawer lay over the right-hand player's name and hand, and its lines were cut
    ("takes the …"), issue 41: the table lays out beside it, its lines wrap."""
    window.resize(800, 560)
    window.start(choices(players=players, length="best_of_3"), seed=3)
    qtbot.waitUntil(lambda: window.width() == 800)
    window.drawer.action.trigger()
    qtbot.waitUntil(lambda: window.drawer.is_open() and window.score_view.model() is not None)
    controller = window.controller
    qtbot.waitUntil(lambda: bool(controller.snapshot().legal), timeout=TIMEOUT)
    controller.play_card(controller.snapshot().legal[0])
    qtbot.waitUntil(controller.can_continue, timeout=TIMEOUT)  # (the whole trick said)
    qtbot.wait(20)
    view, scene = window.view, window.scene
    view.viewport().grab()  # (paints the felt: the plates as drawn)
    drawer = window.drawer.drawer.geometry()  # (in the table view's pixels)
    right_hand = (controller.human + 1) % players
    said = scene.felt_text.seat_plate(right_hand)
    plates = [box for words, box in scene.plates() if words == said]
    assert plates, said
    for words, box in scene.plates():
        shown = view.mapFromScene(box).boundingRect()
        assert not shown.intersects(drawer), (words, shown, drawer)
    for key, item in scene.items_by_key.items():
        shown = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        assert not shown.intersects(drawer), (key, shown, drawer)
    # Every line of the panel whole: as high as its words wrapped in its width.
    lists = [window.trick_model, window.move_log, window.hand_model]
    checked = 0
    for list_view in window.drawer.drawer.findChildren(QListView):
        model = list_view.model()
        if model not in lists:
            continue
        metrics = list_view.fontMetrics()
        for row in range(model.rowCount()):
            index = model.index(row, 0)
            text = model.data(index)
            rect = list_view.visualRect(index)
            width = min(rect.right(), list_view.viewport().width()) - rect.left()
            wrapped = metrics.boundingRect(
                QRect(0, 0, width, 10000), Qt.TextFlag.TextWordWrap, text
            )
            assert wrapped.height() <= rect.height(), (text, wrapped, rect)
            checked += 1
    assert checked >= 2 * players


def drawn_message(bar: Any) -> tuple[str, QRect]:
    """The status bar's message as the player sees it, and where its words are drawn."""
    message = bar.currentMessage()
    for label in bar.findChildren(QLabel):
        shown = label.text()
        if label.isVisible() and shown and message.startswith(shown.removesuffix("…")):
            width = label.fontMetrics().horizontalAdvance(shown)
            at = label.geometry().topLeft() + label.contentsRect().topLeft()
            return shown, QRect(at, QSize(width, label.contentsRect().height()))
    # (no widget shows it: the bar draws it itself, from its left edge)
    return message, QRect(6, 0, bar.fontMetrics().horizontalAdvance(message), bar.height())


@pytest.mark.parametrize("players", [2, 5])
def test_at_800_pixels_the_status_message_runs_under_no_match_text(
    qtbot: Any, window: Any, players: int
) -> None:
    """The status message ran under the match text at 800 pixels (issue 41, chiamata too):
    it is cut short with "…" beside it, the whole message in its tooltip."""
    window.resize(800, 560)
    variant = "chiamata" if players == 5 else "classic"
    window.start(choices(players=players, variant=variant), seed=3)
    qtbot.waitUntil(lambda: window.width() == 800)
    bar = window.statusBar()
    for message in (
        window.go_on_hint(),
        "Your saved game could not be read (the file is damaged). It is kept as " + "x" * 80,
    ):
        bar.showMessage(message)
        qtbot.wait(10)
        shown, drawn = drawn_message(bar)
        match_text = window.score_label
        assert match_text.isVisible() and match_text.text()
        assert not drawn.intersects(match_text.geometry()), (shown, drawn, match_text.geometry())
        assert drawn.right() < bar.width()
        if shown != message:
            assert shown.endswith("…") and window.status_line.toolTip() == message


def test_at_800_pixels_the_auction_panel_lies_beside_the_open_drawer(
    qtbot: Any, window: Any
) -> None:
    """The table lays out beside the open drawer (issue 41): the chiamata auction's panel
    too, and the human's plate stays clear of it."""
    from ..chiamata.test_chiamata_table import CHIAMATA, speaks

    window.resize(800, 560)
    window.start(choices(**CHIAMATA), seed=3)
    qtbot.waitUntil(lambda: window.width() == 800)
    controller, panel = window.controller, window.chiamata.auction
    qtbot.waitUntil(lambda: speaks(controller), timeout=TIMEOUT)
    window.drawer.action.trigger()
    qtbot.waitUntil(window.drawer.is_open)
    qtbot.wait(20)
    drawer = window.drawer.drawer.geometry()
    assert panel.isVisible()
    assert not panel.geometry().intersects(drawer), (panel.geometry(), drawer)
    window.view.viewport().grab()
    own = window.scene.felt_text.seat_plate(controller.human)
    (plate,) = [box for words, box in window.scene.plates() if words == own]
    shown = window.view.mapFromScene(plate).boundingRect()
    assert not shown.intersects(panel.geometry()) and not shown.intersects(drawer)
