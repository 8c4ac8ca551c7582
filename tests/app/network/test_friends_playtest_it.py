"""What issue 44's playtest in Italian found, two app windows on one display: a friends'
table closed for good (the host ended the match, or closed the table at the match's end)
left the host thinking or reconnecting on the friend's plates; the Italian words a friend
reads at the deal's end and at the table."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.network.join_dialog import JoinDialog
from briscola_qt.app.shell.friends_window import FriendsWindow
from briscola_qt.app.shell.window import MainWindow

from .test_friends import (
    WAIT_MS,
    address_of,
    host_table,
    join_dialog,
    play_to_the_end,
    seated_pair,
    start,
)
from .test_friends_away import at_the_table, own_app


def plate_words(window: FriendsWindow) -> list[str]:
    return [words for words, _box in window.scene.plates()]


def play_own_turn(window: FriendsWindow) -> None:
    remote, snapshot = window.remote, window.remote.snapshot()
    if not remote.awaits_human() or snapshot is None:
        return
    if remote.phase == Phase.TRICK_DONE:
        window.scene.continue_trick()
    elif snapshot.legal:
        window.scene.play_index(snapshot.own_cards().index(snapshot.legal[0]))


def test_the_host_ending_the_match_leaves_no_plate_thinking_and_no_prompt(
    qtbot: Any, main: MainWindow, answer: Any
) -> None:
    host, friend = seated_pair(qtbot, main)
    start(qtbot, host, friend)
    # The friend plays until the table waits for the host: "Anna is thinking…".
    for _ in range(200):
        if "Anna is thinking…" in plate_words(friend):
            break
        play_own_turn(friend)
        qtbot.wait(20)
    assert "Anna is thinking…" in plate_words(friend)
    asked = answer(
        QMessageBox,
        lambda box: next(b for b in box.buttons() if b.text() == "End the match").click(),
    )
    host.end_action.trigger()
    assert asked
    qtbot.waitUntil(friend.notice.isVisible, timeout=WAIT_MS)
    assert friend.notice.text() == "The host ended the match: leave the table when you like."
    qtbot.wait(200)
    words = plate_words(friend)
    assert "Anna" in words
    assert not [w for w in words if "thinking" in w or "reconnecting" in w or "Your turn" in w]
    assert not friend.remote.awaits_human() and friend.remote.snapshot().legal == ()  # type: ignore[union-attr]
    # The host's own table no longer asks for a click to go on either.
    assert not [w for w in plate_words(host) if "continue" in w or "Your turn" in w]


def test_the_table_closed_at_the_matchs_end_shows_the_host_not_reconnecting(
    qtbot: Any, main: MainWindow
) -> None:
    host, friend = seated_pair(qtbot, main)
    start(qtbot, host, friend)
    play_to_the_end(qtbot, [host, friend])
    for window in (host, friend):
        assert window.summary_dialog is not None
        window.summary_dialog.accept()
    host.close()  # (Close the table: the match is over, nothing is asked)
    qtbot.waitUntil(friend.notice.isVisible, timeout=WAIT_MS)
    assert friend.notice.text() == "The match is over: the table is closed."
    qtbot.wait(200)
    words = plate_words(friend)
    assert any(w.startswith("Anna:") for w in words), words
    assert not [w for w in words if "reconnecting" in w]


def italian_pair(qtbot: Any, main: MainWindow) -> tuple[FriendsWindow, FriendsWindow]:
    """Anna hosts a table for two, Bruno joins it: both read Italian."""
    host = host_table(qtbot, main)
    join_dialog(main, address_of(host), host.lobby.code_label.text(), "Bruno")
    qtbot.waitUntil(lambda: len(main.friends.windows) == 2, timeout=WAIT_MS)
    friend = main.friends.windows[1]
    start(qtbot, host, friend)
    return host, friend


def test_the_shuffle_check_speaks_of_the_secret_code_and_the_cut_not_of_a_suit(
    qtbot: Any, italian_ui: None, main: MainWindow
) -> None:
    host, friend = italian_pair(qtbot, main)
    # The quick messages' button says what it is ("Di'…" read as a riddle on a toolbar).
    assert friend.say_button.text() == "&Messaggio rapido"
    assert [a.text() for a in friend.say_menu.actions()] == ["Bravo!", "Ciao!", "Ben giocato!"]
    play_to_the_end(qtbot, [host, friend])
    for window in (host, friend):
        line = window.shuffle_line.text()
        assert line.startswith("Mescolamento verificato: il codice segreto"), line
        assert "la tua alzata" in line
        # "Il seme" is a suit to a Briscola player; "il taglio" is a trump played on a trick.
        assert "seme" not in line.split() and "taglio" not in line.split()


def test_the_lobby_says_what_is_played_and_tells_a_friend_to_say_ready(
    qtbot: Any, italian_ui: None, main: MainWindow
) -> None:
    host = host_table(qtbot, main)
    join_dialog(main, address_of(host), host.lobby.code_label.text(), "Bruno")
    qtbot.waitUntil(lambda: len(main.friends.windows) == 2, timeout=WAIT_MS)
    friend = main.friends.windows[1]
    qtbot.waitUntil(lambda: len(friend.remote.seats) == 2, timeout=WAIT_MS)
    # A friend joins knowing the game, as the host chose it.
    for window in (host, friend):
        assert window.lobby.game_label.text() == "Si gioca: 2 giocatori · Classica · una smazzata"
        assert window.lobby.game_label.isVisibleTo(window)
    # The friend is told that the next step is theirs: the button they press, by its name.
    assert friend.lobby.status.text() == (
        "Premi «Sono pronto» quando lo sei: chi ospita comincia la partita quando tutti sono"
        " pronti."
    )
    friend.lobby.ready_button.click()
    qtbot.waitUntil(
        lambda: friend.lobby.status.text() == "Tutti pronti: chi ospita comincia la partita.",
        timeout=WAIT_MS,
    )


def test_after_the_app_stopped_mid_match_join_offers_the_way_back(
    qtbot: Any,
    italian_ui: None,
    main: MainWindow,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """Bruno's app stopped mid-deal; started again, its Join panel holds the table's
    address and code and says so: one click, and he sits at his own place."""
    host = host_table(qtbot, main)
    code, address = host.lobby.code_label.text(), address_of(host)
    own_app(monkeypatch, tmp_path, "bruno")
    join_dialog(main, address, code, "Bruno")
    qtbot.waitUntil(lambda: len(main.friends.windows) == 2, timeout=WAIT_MS)
    friend = main.friends.windows[1]
    start(qtbot, host, friend)
    at_the_table(qtbot, friend)
    hand = friend.remote.snapshot().own_cards()  # type: ignore[union-attr]
    friend.close()  # (the app is gone, and with it what it held in memory)
    qtbot.waitUntil(lambda: "Bruno (si ricollega)" in plate_words(host), timeout=WAIT_MS)
    main.menus.join_action.trigger()
    dialog = next(w for w in main.findChildren(JoinDialog) if w.isVisible())
    assert (dialog.address.text(), dialog.code.text()) == (address, code)
    assert dialog.message.text() == (
        f"Hai lasciato il tavolo a {address} prima della fine della partita: «Siediti» ti"
        " riporta al tuo posto, con il tavolo com'è ora."
    )
    dialog.join_button.click()
    qtbot.waitUntil(lambda: len(main.friends.windows) == 2, timeout=WAIT_MS)
    back = main.friends.windows[1]
    at_the_table(qtbot, back)
    assert back.remote.snapshot().own_cards() == hand  # type: ignore[union-attr]
    # Once the match is over there is no way back to offer.
    play_to_the_end(qtbot, [host, back])
    main.menus.join_action.trigger()
    again = next(w for w in main.findChildren(JoinDialog) if w.isVisible() and w is not dialog)
    assert (again.address.text(), again.code.text(), again.message.text()) == ("", "", "")
    again.reject()
