"""The game's keys answer after a menu, a dialog, a toolbar button or the drawer (issue 41):
a player who opened a menu with the mouse and closed it with Esc found the number keys and
Space dead, the table's focus ring gone, until they clicked the felt.

Offscreen, no window manager gives the window back its activation when a popup or dialog
goes: each test activates the window again, as the desktop does, before it reads where the
keys go."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from ..conftest import choices
from ..review.test_coach import your_turn
from ..table.test_table import TIMEOUT

# (the offscreen platform's words on every popup menu; not ours to fix)
pytestmark = pytest.mark.qt_log_ignore(
    "This plugin does not support grabbing the keyboard", extend=True
)


def your_turn_at_the_table(qtbot: Any, window: Any) -> None:
    window.start(choices(players=2), seed=12)
    back_at_the_window(qtbot, window)
    your_turn(qtbot, window)
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)


def back_at_the_window(qtbot: Any, window: Any) -> None:
    """The window active again, as the desktop makes it when a popup or dialog goes."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def keys_reach() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "the keyboard reaches no widget"
    return widget


def press_1_plays_the_first_card(qtbot: Any, window: Any) -> None:
    """Key 1, pressed where the keys go now, plays the first card of the hand."""
    controller = window.controller
    first = controller.snapshot().own_cards()[0]
    qtbot.keyClick(keys_reach(), Qt.Key.Key_1)
    qtbot.waitUntil(lambda: first not in controller.snapshot().own_cards(), timeout=TIMEOUT)


def open_and_escape_a_menu(qtbot: Any, window: Any, title: int) -> None:
    """The menu bar's menu number ``title`` opened with the mouse and closed with Esc."""
    bar = window.menuBar()
    action = bar.actions()[title]
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(action).center())
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is action.menu())
    qtbot.keyClick(action.menu(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)
    qtbot.wait(20)  # (the menu's own aftermath: Qt hands the bar the keys)
    back_at_the_window(qtbot, window)


def test_after_a_menu_closed_with_esc_the_table_has_the_keys(qtbot: Any, window: Any) -> None:
    your_turn_at_the_table(qtbot, window)
    for title in range(len(window.menuBar().actions())):  # (File, Game, View, Help)
        open_and_escape_a_menu(qtbot, window, title)
        assert keys_reach() is window.view, "the table has the keys (its focus ring shows)"
    press_1_plays_the_first_card(qtbot, window)


def test_after_a_menu_the_keys_go_back_to_the_side_panel(qtbot: Any, window: Any) -> None:
    """The keys go back where they were, not always to the table: here the move log."""
    your_turn_at_the_table(qtbot, window)
    window.log_dock.show()
    window.log_view.setFocus()
    qtbot.waitUntil(window.log_view.hasFocus)
    open_and_escape_a_menu(qtbot, window, 1)
    assert keys_reach() is window.log_view
    press_1_plays_the_first_card(qtbot, window)


def test_after_a_dialog_the_table_has_the_keys(qtbot: Any, asking_window: Any) -> None:
    window = asking_window
    your_turn_at_the_table(qtbot, window)
    window.menus.settings_action.trigger()  # the settings, as the View menu opens them
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is not None)
    dialog = QApplication.activeModalWidget()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    back_at_the_window(qtbot, window)
    assert keys_reach() is window.view
    press_1_plays_the_first_card(qtbot, window)


def test_after_toolbar_buttons_the_table_has_the_keys(qtbot: Any, window: Any) -> None:
    your_turn_at_the_table(qtbot, window)
    hint = window.toolbar.widgetForAction(window.menus.hint_action)
    qtbot.mouseClick(hint, Qt.MouseButton.LeftButton)
    assert keys_reach() is window.view
    # The deck button's list of decks, closed with Esc (it holds the click till it closes).
    closed: list[QWidget] = []

    def escape() -> None:
        menu = QApplication.activePopupWidget()
        if isinstance(menu, QMenu) and not closed:
            closed.append(menu)
            qtbot.keyClick(menu, Qt.Key.Key_Escape)

    timer = QTimer(window)
    timer.timeout.connect(escape)
    timer.start(10)
    qtbot.mouseClick(window.toolbar.widgetForAction(window.deck_action), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(closed) and QApplication.activePopupWidget() is None)
    timer.stop()
    back_at_the_window(qtbot, window)
    assert keys_reach() is window.view
    press_1_plays_the_first_card(qtbot, window)


def test_in_and_after_the_drawer_the_game_keys_answer(qtbot: Any, window: Any) -> None:
    window.resize(800, 560)
    your_turn_at_the_table(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_L)
    qtbot.waitUntil(window.drawer.is_open)
    press_1_plays_the_first_card(qtbot, window)  # (the drawer just opened)
    your_turn(qtbot, window)
    qtbot.mouseClick(window.log_view.viewport(), Qt.MouseButton.LeftButton)
    press_1_plays_the_first_card(qtbot, window)  # (a click in its move log)
    your_turn(qtbot, window)
    qtbot.mouseClick(window.drawer.close_button, Qt.MouseButton.LeftButton)
    assert not window.drawer.is_open()
    assert keys_reach() is window.view
    press_1_plays_the_first_card(qtbot, window)
