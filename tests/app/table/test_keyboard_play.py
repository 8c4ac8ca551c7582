"""A whole deal with the keyboard alone: a new game by its shortcut, the panel and the swap
question answered by keys, every card played with number keys or arrows and Enter, tricks
gathered with Space, the summary read, closed, opened again, and the next deal by its key,
each deal's cut kept with Enter.
Only key events drive the game; the test reads what the player would see."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QWidget

from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.shell.dialogs import NewGameDialog
from briscola_qt.engine import fair
from briscola_qt.engine.match import MatchLength

from ..conftest import choices

SWAP_SEED = bytes([16]) * 32
SWAP_CUT = "4821"
"""A fair shuffle's secret seed and cut with which, two players with the swap option, the
human holds the 2 of batons, the briscola the Jack."""
TIMEOUT = 20000


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "the keyboard reaches no widget"
    return widget


def test_a_whole_deal_with_the_keyboard_alone(
    qtbot: Any, asking_window: Any, settings: Any, answer: Any, monkeypatch: Any
) -> None:
    window = asking_window
    # The shuffle a new game draws (its seed, and the cut offered): it offers the human
    # the swap.
    monkeypatch.setattr(fair, "new_seed", lambda: SWAP_SEED)
    monkeypatch.setattr(fair, "random_cut", lambda: SWAP_CUT)
    settings.save_choices(choices(two_swap=True, length=MatchLength.BEST_OF_3))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.view.setFocus()
    controller = window.controller

    def deal(panel: NewGameDialog) -> None:
        qtbot.waitUntil(lambda: QApplication.activeWindow() is panel)
        assert panel.options["two_swap"].isChecked()
        qtbot.keyClick(focused(), Qt.Key.Key_Return)  # the panel's default button: Deal

    def swap(box: QMessageBox) -> None:
        qtbot.waitUntil(lambda: QApplication.activeWindow() is box)
        # Tab to the button that swaps (Enter alone keeps the cards), then Space presses it.
        for _ in range(len(box.buttons())):
            if focused().text() == "Swap":
                break
            qtbot.keyClick(focused(), Qt.Key.Key_Tab)
        assert focused().text() == "Swap"
        qtbot.keyClick(focused(), Qt.Key.Key_Space)

    panels = answer(NewGameDialog, deal)
    boxes = answer(QMessageBox, swap)
    qtbot.keyClick(focused(), Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert panels, "Ctrl+N opens the new-game panel"
    cut = window.fair_table.panel.edit
    qtbot.waitUntil(lambda: QApplication.focusWidget() is cut)
    qtbot.keyClick(cut, Qt.Key.Key_Return)  # the cut offered, kept
    qtbot.waitUntil(lambda: bool(boxes), timeout=TIMEOUT)
    qtbot.waitUntil(lambda: controller.state.swapped_briscola is not None, timeout=TIMEOUT)

    plays = 0

    while controller.phase not in (Phase.DEAL_OVER, Phase.MATCH_OVER):
        # As a player waits for the cards to land before the next key.
        qtbot.waitUntil(
            lambda: (
                controller.can_continue()
                or controller.phase == Phase.DEAL_OVER
                or bool(window.scene.felt_text.prompt() and controller.awaits_human())
            ),
            timeout=TIMEOUT,
        )
        if controller.phase == Phase.DEAL_OVER:
            break
        view = focused()
        assert view is window.view, f"the keys went to {view!r}, not the table"
        if controller.phase == Phase.TRICK_DONE:
            assert window.scene.felt_text.prompt() == "Click or press Space to continue"
            qtbot.keyClick(view, Qt.Key.Key_Space)
            continue
        in_hand = len(window.hand_model.rows)
        before = len(window.move_log.rows)
        if plays % 2:
            qtbot.keyClick(view, Qt.Key.Key_1 + (plays % in_hand))
        else:
            qtbot.keyClick(view, Qt.Key.Key_Right)
            qtbot.keyClick(view, Qt.Key.Key_Return)
        assert len(window.move_log.rows) > before, "the key played a card"
        plays += 1
    assert plays == 20, "the human played every card of a two-player deal"

    qtbot.waitUntil(lambda: window.deal_end.summary_dialog is not None, timeout=TIMEOUT)
    summary = window.deal_end.summary_dialog
    qtbot.waitUntil(summary.isVisible)
    assert summary.total.text() == "Total: 120 points"
    points = controller.last_summary.points
    headline = summary.headline.text()
    assert str(max(points)) in headline
    qtbot.waitUntil(lambda: QApplication.focusWidget() is summary.next_button)
    button = focused()
    assert isinstance(button, QPushButton) and button.isDefault(), "Enter goes on"

    qtbot.keyClick(button, Qt.Key.Key_Escape)  # "Look at the table"
    qtbot.waitUntil(lambda: window.deal_end.summary_dialog is None)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)
    qtbot.keyClick(window.view, Qt.Key.Key_S)
    again = window.deal_end.summary_dialog
    assert again is not None and again.headline.text() == headline
    qtbot.waitUntil(lambda: QApplication.focusWidget() is again.next_button)
    qtbot.keyClick(focused(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)

    assert controller.shown_deal == 0
    qtbot.keyClick(focused(), Qt.Key.Key_N)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is cut)
    qtbot.keyClick(cut, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: controller.shown_deal == 1, timeout=TIMEOUT)
    assert "Deal 2" in window.score_label.text()


def test_the_game_keys_work_with_the_focus_in_the_side_panel(qtbot: Any, window: Any) -> None:
    """Issue 28: with the move log (or the score table) focused, the number keys play,
    Space collects the trick and the arrows and Enter play the card pointed at; Up and
    Down stay the list's own."""
    from briscola_qt.app.game.snapshot import Phase

    from .test_table import TIMEOUT, ready

    window.start(choices(players=2), seed=9)
    window.log_dock.show()
    controller = window.controller
    for panel_view in (window.log_view, window.score_view):
        panel_view.setFocus()
        qtbot.waitUntil(panel_view.hasFocus, timeout=TIMEOUT)
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        while controller.phase != Phase.PLAYING or not controller.snapshot().legal:
            qtbot.keyClick(panel_view, Qt.Key.Key_Space)
            qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        played = len(controller.state.history) * 2 + len(controller.state.trick)
        own = controller.snapshot().own_cards()
        qtbot.keyClick(panel_view, Qt.Key.Key_2)
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        plays = [card for trick in controller.state.history for _s, card in trick.plays]
        plays += [card for _s, card in controller.state.trick]
        assert len(plays) > played and own[1] in plays
        assert panel_view.hasFocus()  # (the keys went on; the focus stayed)
    # Arrows and Enter: the pointer moves and the card pointed at is played.
    while controller.phase != Phase.PLAYING or not controller.snapshot().legal:
        qtbot.keyClick(window.log_view, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    window.log_view.setFocus()
    qtbot.keyClick(window.log_view, Qt.Key.Key_Right)
    pointed = window.scene.pointed_card()
    assert pointed is not None
    qtbot.keyClick(window.log_view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: pointed not in controller.snapshot().own_cards(), timeout=TIMEOUT)


def test_the_pointer_leaves_with_the_card_played_and_comes_back_with_undo(
    qtbot: Any, window: Any
) -> None:
    from ..review.test_coach import your_turn

    window.start(choices(players=2), seed=12)
    scene, controller = window.scene, window.controller
    your_turn(qtbot, window)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    chosen = scene.pointed_card()
    assert chosen == int(controller.snapshot().own_cards()[1])
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert chosen not in controller.snapshot().own_cards()
    your_turn(qtbot, window)
    assert scene.pointed_card() is None, "the pointer did not jump to a card never chosen"
    assert controller.undo()
    qtbot.waitUntil(lambda: bool(controller.snapshot().legal), timeout=10000)
    assert chosen in controller.snapshot().own_cards()
    assert scene.pointed_card() == chosen, "the card taken back is pointed"
