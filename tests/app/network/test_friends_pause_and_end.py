"""What the Italian two-window playtest left over (issue 44): while the host pauses the
game no table asks for a click to go on, and once the host ends the match each table says
what the player can do now, with the way out on the table itself."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QMessageBox

from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.shell.friends_window import FriendsWindow
from briscola_qt.app.shell.window import MainWindow

from .test_friends import WAIT_MS, seated_pair, start
from .test_friends_playtest_it import play_own_turn

CONTINUE = "Click or press Space to continue"


def painted_plates(window: FriendsWindow) -> list[str]:
    """The words on the plates of ``window``'s table, as painted now."""
    window.view.viewport().grab()
    return [words for words, _box in window.scene.plates()]


def at_the_tricks_pause(qtbot: Any, windows: list[FriendsWindow]) -> None:
    """Both seats play on until the first trick lies complete on both tables."""
    for _ in range(200):
        if all(w.remote.phase == Phase.TRICK_DONE and w.remote.can_continue() for w in windows):
            return
        for window in windows:
            if window.remote.phase != Phase.TRICK_DONE:
                play_own_turn(window)
        qtbot.wait(20)
    raise AssertionError("no trick completed")


def test_while_paused_no_table_asks_to_continue(qtbot: Any, main: MainWindow) -> None:
    host, friend = seated_pair(qtbot, main)
    start(qtbot, host, friend)
    at_the_tricks_pause(qtbot, [host, friend])
    for window in (host, friend):
        assert CONTINUE in painted_plates(window)
    host.pause_action.trigger()
    qtbot.waitUntil(lambda: friend.remote.paused and host.remote.paused, timeout=WAIT_MS)
    for window in (host, friend):
        assert window.notice.isVisible()
        words = painted_plates(window)
        assert not [w for w in words if "continue" in w.lower()], words
        assert window.remote.snapshot().paused  # type: ignore[union-attr]
        # A click or Space while paused gathers nothing.
        window.scene.continue_trick()
        assert window.remote.phase == Phase.TRICK_DONE
        assert not window.remote.awaits_human()
    host.pause_action.trigger()
    qtbot.waitUntil(lambda: not friend.remote.paused and not host.remote.paused, timeout=WAIT_MS)
    for window in (host, friend):
        assert CONTINUE in painted_plates(window)
    host.scene.continue_trick()
    qtbot.waitUntil(lambda: host.remote.phase != Phase.TRICK_DONE, timeout=WAIT_MS)


def test_the_match_ended_mid_deal_says_what_now_and_shows_the_way_out(
    qtbot: Any, main: MainWindow, answer: Any
) -> None:
    host, friend = seated_pair(qtbot, main)
    start(qtbot, host, friend)
    at_the_tricks_pause(qtbot, [host, friend])  # (the host's table asks for a click)
    asked = answer(
        QMessageBox,
        lambda box: next(b for b in box.buttons() if b.text() == "End the match").click(),
    )
    host.end_action.trigger()
    assert asked
    qtbot.waitUntil(friend.notice.isVisible, timeout=WAIT_MS)
    # Each banner says what happened and what the player may do now.
    assert host.notice.text() == "You ended the match for everyone: close the table when you like."
    assert friend.notice.text() == "The host ended the match: leave the table when you like."
    # No prompt to go on at a closed table; the way out lies on the table, under the words.
    for window, way_out in ((host, "Close the table"), (friend, "Leave the table")):
        words = painted_plates(window)
        assert not [w for w in words if "continue" in w.lower() or "Your turn" in w], words
        assert window.view.go_on.isVisible()
        assert window.view.go_on.text() == way_out
        assert window.view.go_on.isVisibleTo(window.view)
        assert window.view.viewport().rect().contains(window.view.go_on.geometry())
    windows = main.friends.windows
    friend.view.go_on.click()
    qtbot.waitUntil(lambda: friend not in windows, timeout=WAIT_MS)
    host.view.go_on.click()
    qtbot.waitUntil(lambda: host not in windows, timeout=WAIT_MS)
