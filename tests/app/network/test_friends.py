"""Play with friends from the main window (issue 44): host a table with Game > Play with
friends > Host, join it from a second seat in the same process over 127.0.0.1, meet in the
lobby, play a deal to its end in two windows, and find it in the history marked as played
with friends. And the failures a player meets: a wrong code, a host gone, a port in use."""

from __future__ import annotations

import asyncio
import socket
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.network.join_dialog import JoinDialog, table_uri
from briscola_qt.app.network.remote_table import RemoteTable
from briscola_qt.app.shell.friends_window import FriendsWindow
from briscola_qt.app.shell.host_dialog import HostDialog
from briscola_qt.app.shell.window import MainWindow
from briscola_qt.net.discovery import FoundTable
from briscola_qt.net.words import ENGLISH, ITALIAN

WAIT_MS = 10_000


def host_table(qtbot: Any, main: MainWindow, players: int = 2, name: str = "Anna") -> FriendsWindow:
    """Game > Play with friends > Host: a table whose other places all wait for friends."""
    main.menus.host_action.trigger()
    dialog = next(w for w in main.findChildren(HostDialog) if w.isVisible())
    dialog.mode.setCurrentIndex(dialog.mode.findData(players))
    for box in dialog.place_boxes:
        box.setCurrentIndex(box.findData("friend"))
    dialog.name.setText(name)
    dialog.port.setValue(0)
    dialog.open_button.click()
    qtbot.waitUntil(lambda: len(main.friends.windows) == 1, timeout=WAIT_MS)
    return main.friends.windows[0]


def join_dialog(main: MainWindow, address: str, code: str, name: str) -> JoinDialog:
    main.menus.join_action.trigger()
    dialog = next(w for w in main.findChildren(JoinDialog) if w.isVisible())
    dialog.address.setText(address)
    dialog.code.setText(code)
    dialog.name.setText(name)
    dialog.join_button.click()
    return dialog


def address_of(window: FriendsWindow) -> str:
    text = window.lobby.addresses_label.text()
    return text.rsplit(" ", 1)[-1]


def lobby_rows(window: FriendsWindow) -> list[list[str]]:
    places = window.lobby.places
    return [
        [places.item(row, column).text() for column in range(places.columnCount())]
        for row in range(places.rowCount())
    ]


def play_to_the_end(qtbot: Any, windows: list[FriendsWindow]) -> None:
    """Each seat plays its first legal card, gathers its tricks, until every window shows
    the deal's summary."""
    for _ in range(400):
        if all(w.summary_dialog is not None and w.summary_dialog.isVisible() for w in windows):
            return
        moved = False
        for window in windows:
            remote = window.remote
            if not remote.awaits_human():
                continue
            snapshot = remote.snapshot()
            if remote.phase == Phase.TRICK_DONE:
                window.scene.continue_trick()
                moved = True
            elif snapshot is not None and snapshot.legal:
                own = snapshot.own_cards()
                moved = window.scene.play_index(own.index(snapshot.legal[0])) or moved
        if not moved:
            qtbot.wait(10)
    raise AssertionError("the deal did not end")


def test_host_and_friend_meet_in_the_lobby_and_play_a_deal(qtbot: Any, main: MainWindow) -> None:
    host = host_table(qtbot, main)
    code = host.lobby.code_label.text()
    assert code.count("-") == 2 and code.split("-")[0].isdigit()
    assert "127.0.0.1:" in host.lobby.addresses_label.text()
    qtbot.waitUntil(
        lambda: [row[1] for row in lobby_rows(host)[:1]] == ["Anna (you)"], timeout=WAIT_MS
    )
    assert not host.lobby.start_button.isEnabled()  # (the friend's place is free)

    join_dialog(main, address_of(host), code, "Bruno")
    qtbot.waitUntil(lambda: len(main.friends.windows) == 2, timeout=WAIT_MS)
    friend = main.friends.windows[1]
    qtbot.waitUntil(lambda: len(lobby_rows(friend)) == 2, timeout=WAIT_MS)
    assert lobby_rows(friend)[1][1] == "Bruno (you)"
    assert lobby_rows(friend)[0][1] == "Anna"
    qtbot.waitUntil(
        lambda: [row[2] for row in lobby_rows(host)] == ["connected", "connected"],
        timeout=WAIT_MS,
    )
    assert lobby_rows(host)[1][3] == "not yet"
    assert not host.lobby.start_button.isEnabled()

    friend.lobby.ready_button.click()
    qtbot.waitUntil(host.lobby.start_button.isEnabled, timeout=WAIT_MS)
    assert "start the match" in host.lobby.status.text()
    host.lobby.start_button.click()
    qtbot.waitUntil(
        lambda: (
            host.pages.currentWidget() is host.view and friend.pages.currentWidget() is friend.view
        ),
        timeout=WAIT_MS,
    )
    # Each sees the other's name on their plate, and no Undo anywhere.
    assert not host.remote.can_undo()
    qtbot.waitUntil(
        lambda: any("Bruno" in words for words, _box in host.scene.plates()), timeout=WAIT_MS
    )
    play_to_the_end(qtbot, [host, friend])
    for window in (host, friend):
        summary = window.summary_dialog
        assert summary is not None
        assert sum(window.remote.last_summary.points) == 120  # type: ignore[union-attr]
        assert window.shuffle_line.text().startswith("Shuffle checked")
        assert not summary.review_button.isVisible()
    # Both deals are in the history (one store, the test's data folder), with friends.
    store = main.history.keeper.store
    assert store is not None
    deals = store.deals()
    assert len(deals) == 2
    assert {deal.level for deal in deals} == {"friends"}
    assert {store.entry(d.id).seat for d in deals} == {0, 1}
    # They count in the statistics as a group of their own: the same deal from both seats,
    # so as many won as lost; each seat's one-deal match counted.
    (friends,) = [t for t in store.totals() if t.level == "friends"]
    assert (friends.players, friends.deals, friends.matches) == (2, 2, 2)
    assert friends.won == friends.lost and friends.won + friends.drawn + friends.lost == 2
    # The history window says so in its Level column, and its filter finds them.
    history = main.history.show_history()
    assert history is not None
    rows = history.table.model()
    assert [rows.index(row, 3).data() for row in range(rows.rowCount())] == ["With friends"] * 2
    level = history.filters["level"]
    assert level.findText("With friends") >= 0


def test_a_wrong_code_is_said_in_the_join_dialog(qtbot: Any, main: MainWindow) -> None:
    host = host_table(qtbot, main)
    right = host.lobby.code_label.text()
    number = int(right.split("-")[0])
    wrong = "-".join([str(number % 999 + 1), *right.split("-")[1:]])
    dialog = join_dialog(main, address_of(host), wrong, "Bruno")
    qtbot.waitUntil(lambda: "not this table's code" in dialog.message.text(), timeout=WAIT_MS)
    assert dialog.isVisible() and dialog.join_button.isEnabled()
    assert len(main.friends.windows) == 1
    dialog.code.setText("seven castle")
    dialog.join_button.click()
    assert "not an invitation code" in dialog.message.text()
    dialog.reject()


def test_nobody_at_the_address_is_said_in_the_join_dialog(qtbot: Any, main: MainWindow) -> None:
    with socket.socket() as probe:  # (a port nothing listens on)
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    dialog = join_dialog(main, f"127.0.0.1:{port}", "7-castle-lemon", "Bruno")
    qtbot.waitUntil(lambda: "Nobody answers" in dialog.message.text(), timeout=WAIT_MS)
    dialog.reject()


def test_the_friend_is_told_when_the_host_is_gone(qtbot: Any, main: MainWindow) -> None:
    host = host_table(qtbot, main)
    join_dialog(main, address_of(host), host.lobby.code_label.text(), "Bruno")
    qtbot.waitUntil(lambda: len(main.friends.windows) == 2, timeout=WAIT_MS)
    friend = main.friends.windows[1]
    host.end_match()
    assert "You ended the match" in host.notice.text()
    qtbot.waitUntil(friend.notice.isVisible, timeout=WAIT_MS)
    assert friend.notice.text() == "The host ended the match: leave the table when you like."


def test_a_port_in_use_is_said_in_the_host_dialog(qtbot: Any, main: MainWindow) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        main.menus.host_action.trigger()
        dialog = next(w for w in main.findChildren(HostDialog) if w.isVisible())
        dialog.name.setText("Anna")
        dialog.port.setValue(port)
        dialog.open_button.click()
        qtbot.waitUntil(lambda: "is in use" in dialog.message.text(), timeout=WAIT_MS)
        assert f"Port {port}" in dialog.message.text()
        assert dialog.open_button.isEnabled() and not main.friends.windows
        dialog.reject()


@pytest.mark.parametrize(
    ("typed", "uri"),
    [
        ("192.168.1.20", "ws://192.168.1.20:47044/"),
        ("192.168.1.20:5000", "ws://192.168.1.20:5000/"),
        ("ws://host.lan:5000/", "ws://host.lan:5000/"),
        ("[::1]:5000", "ws://[::1]:5000/"),
        ("fe80::1", "ws://[fe80::1]:47044/"),
    ],
)
def test_typed_addresses(typed: str, uri: str) -> None:
    assert table_uri(typed) == uri


@pytest.mark.parametrize("typed", ["", "host:0", "host:99999", "a b", "host:x", "[nope]:1"])
def test_addresses_that_are_none(typed: str) -> None:
    with pytest.raises(ValueError):
        table_uri(typed)


def seated_pair(qtbot: Any, main: MainWindow) -> tuple[FriendsWindow, FriendsWindow]:
    """A host (Anna) and a friend (Bruno) in the lobby of a table for two."""
    host = host_table(qtbot, main)
    join_dialog(main, address_of(host), host.lobby.code_label.text(), "Bruno")
    qtbot.waitUntil(lambda: len(main.friends.windows) == 2, timeout=WAIT_MS)
    friend = main.friends.windows[1]
    qtbot.waitUntil(
        lambda: [row[2] for row in lobby_rows(host)] == ["connected", "connected"],
        timeout=WAIT_MS,
    )
    # (the friend's window hears of its place on its own connection: it may come later,
    # and under load once had no rows yet when the host's had both)
    qtbot.waitUntil(lambda: len(lobby_rows(friend)) == 2, timeout=WAIT_MS)
    return host, friend


def start(qtbot: Any, host: FriendsWindow, friend: FriendsWindow) -> None:
    friend.lobby.ready_button.click()
    qtbot.waitUntil(host.lobby.start_button.isEnabled, timeout=WAIT_MS)
    host.lobby.start_button.click()
    qtbot.waitUntil(lambda: friend.pages.currentWidget() is friend.view, timeout=WAIT_MS)


def test_the_host_swaps_places_in_the_lobby(qtbot: Any, main: MainWindow) -> None:
    host, friend = seated_pair(qtbot, main)
    assert [row[1] for row in lobby_rows(friend)] == ["Anna", "Bruno (you)"]
    assert not host.lobby.swap_button.isEnabled()
    host.lobby.places.selectRow(0)
    host.lobby.places.selectRow(1)
    assert host.lobby.swap_button.isEnabled()
    host.lobby.swap_button.click()
    qtbot.waitUntil(
        lambda: [row[1] for row in lobby_rows(friend)] == ["Bruno (you)", "Anna"],
        timeout=WAIT_MS,
    )
    # (the host's window hears of the swap on its own connection: it may come later)
    qtbot.waitUntil(
        lambda: [row[1] for row in lobby_rows(host)] == ["Bruno", "Anna (you)"],
        timeout=WAIT_MS,
    )
    assert friend.remote.place == 0


def test_a_friend_quicker_than_the_host_s_own_app_does_not_take_the_host_s_place(
    qtbot: Any, main: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The host's app connects to its own table a moment after it opens: a friend who
    joins in that moment sits at the next place, and the host's place waits for the host."""
    held: list[tuple[RemoteTable, tuple[Any, ...]]] = []
    connect_to = RemoteTable.connect_to

    def hold_anna(table: RemoteTable, *args: Any) -> None:
        if args[2] == "Anna" and not held:
            held.append((table, args))
        else:
            connect_to(table, *args)

    monkeypatch.setattr(RemoteTable, "connect_to", hold_anna)
    host = host_table(qtbot, main)
    qtbot.waitUntil(lambda: bool(host.lobby.code_label.text()), timeout=WAIT_MS)
    assert held and host.session is not None and host.session.host_token is not None
    join_dialog(main, address_of(host), host.lobby.code_label.text(), "Bruno")
    qtbot.waitUntil(lambda: len(main.friends.windows) == 2, timeout=WAIT_MS)
    friend = main.friends.windows[1]
    qtbot.waitUntil(lambda: friend.remote.place is not None, timeout=WAIT_MS)
    assert friend.remote.place == 1
    table, args = held[0]
    connect_to(table, *args)
    qtbot.waitUntil(
        lambda: [row[1] for row in lobby_rows(friend)] == ["Anna", "Bruno (you)"],
        timeout=WAIT_MS,
    )
    qtbot.waitUntil(
        lambda: (
            [row[1:3] for row in lobby_rows(host)]
            == [["Anna (you)", "connected"], ["Bruno", "connected"]]
        ),
        timeout=WAIT_MS,
    )


def test_quick_messages_pause_and_a_seat_handed_to_a_computer(qtbot: Any, main: MainWindow) -> None:
    host, friend = seated_pair(qtbot, main)
    start(qtbot, host, friend)
    # A quick message shows in the other window's status bar, in its words.
    friend.say_actions["ben-giocato"].trigger()
    qtbot.waitUntil(
        lambda: host.statusBar().currentMessage() == "Bruno: Ben giocato!", timeout=WAIT_MS
    )
    # The host pauses: the friend is told, and told again when the game goes on.
    host.pause_action.trigger()
    qtbot.waitUntil(friend.notice.isVisible, timeout=WAIT_MS)
    assert friend.notice.text().startswith("Paused: the host has paused the game.")
    qtbot.waitUntil(host.notice.isVisible, timeout=WAIT_MS)
    assert host.notice.text().startswith("Paused: you have paused the game.")
    host.pause_action.trigger()
    qtbot.waitUntil(lambda: not friend.notice.isVisible(), timeout=WAIT_MS)
    # The friend's app goes: the host's table says so on their plate, and the host may
    # let a computer play for them, then give the seat back.
    assert not host.seat_button.isEnabled()
    friend.close()
    qtbot.waitUntil(
        lambda: any(words == "Bruno (reconnecting)" for words, _box in host.scene.plates()),
        timeout=WAIT_MS,
    )
    assert host.seat_button.isEnabled()
    (hand_over,) = host.seat_menu.actions()
    assert hand_over.text() == "Let a computer play for Bruno"
    hand_over.trigger()
    qtbot.waitUntil(
        lambda: any(words == "Bruno (computer)" for words, _box in host.scene.plates()),
        timeout=WAIT_MS,
    )
    (hand_back,) = host.seat_menu.actions()
    assert hand_back.text() == "Give Bruno their seat back"
    hand_back.trigger()
    qtbot.waitUntil(
        lambda: any(words == "Bruno (reconnecting)" for words, _box in host.scene.plates()),
        timeout=WAIT_MS,
    )


def test_a_friend_whose_connection_drops_comes_back_to_the_same_seat(
    qtbot: Any, main: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(FriendsWindow, "RETRY_MS", 50)
    host, friend = seated_pair(qtbot, main)
    start(qtbot, host, friend)
    qtbot.waitUntil(lambda: friend.remote.snapshot() is not None, timeout=WAIT_MS)
    hand = friend.remote.snapshot().own_cards()  # type: ignore[union-attr]
    # The network drops the friend's connection (their app goes on).
    worker = friend.remote.link.worker
    assert worker.client is not None and worker.client.connection is not None
    asyncio.run_coroutine_threadsafe(worker.client.connection.close(), worker.loop)
    qtbot.waitUntil(friend.notice.isVisible, timeout=WAIT_MS)
    assert "trying to get back" in friend.notice.text()
    # Their app takes the place again with its token: the table as it stands.
    qtbot.waitUntil(
        lambda: friend.statusBar().currentMessage() == "Back at the table.", timeout=WAIT_MS
    )
    assert not friend.notice.isVisible()
    qtbot.waitUntil(
        lambda: (
            friend.remote.snapshot() is not None and friend.remote.snapshot().own_cards() == hand
        ),  # type: ignore[union-attr]
        timeout=WAIT_MS,
    )
    assert [row[1] for row in lobby_rows(host)] == ["Anna (you)", "Bruno"]
    play_to_the_end(qtbot, [host, friend])
    assert friend.shuffle_line.text().startswith("Shuffle checked")


def test_the_host_dialog_asks_who_sits_at_each_other_place(qtbot: Any, main: MainWindow) -> None:
    main.menus.host_action.trigger()
    dialog = next(w for w in main.findChildren(HostDialog) if w.isVisible())
    dialog.mode.setCurrentIndex(dialog.mode.findData(4))
    shown = [label.text() for label in dialog.place_labels if label.isVisible()]
    assert shown == ["Place 2 (opponent):", "Place 3 (your partner):", "Place 4 (opponent):"]
    dialog.mode.setCurrentIndex(dialog.mode.findData(6))
    assert sum(label.isVisible() for label in dialog.place_labels) == 5
    # Every table is offered, chiamata's five included (its places: each for themselves).
    model = dialog.mode.model()
    assert all(model.item(row).isEnabled() for row in range(model.rowCount()))  # type: ignore[attr-defined]
    dialog.mode.setCurrentIndex(dialog.mode.findData(4))
    dialog.place_boxes[1].setCurrentIndex(dialog.place_boxes[1].findData("expert"))
    dialog.name.setText("Anna")
    dialog.port.setValue(0)
    dialog.open_button.click()
    qtbot.waitUntil(lambda: len(main.friends.windows) == 1, timeout=WAIT_MS)
    host = main.friends.windows[0]
    qtbot.waitUntil(lambda: len(lobby_rows(host)) == 4, timeout=WAIT_MS)
    assert lobby_rows(host)[2] == ["3 · team A", "Computer (Expert)", "computer player", "yes"]
    assert lobby_rows(host)[1][:3] == ["2 · team B", "", "waiting for a friend"]
    assert host.lobby.status.text().startswith("Waiting for 2 friend")


def test_a_table_found_on_the_network_is_listed_and_joined(
    qtbot: Any, main: MainWindow, settings: Any
) -> None:
    host = host_table(qtbot, main, players=4)
    port = int(address_of(host).rsplit(":", 1)[1])

    async def finder() -> list[FoundTable]:
        # (what net.discovery.browse hears, tested in tests/net; here the host on loopback)
        return [FoundTable("Anna", ("127.0.0.1",), port, 4, "classic", 3)]

    dialog = JoinDialog(settings, finder)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.tables.count() == 1, timeout=WAIT_MS)
    item = dialog.tables.item(0)
    assert item is not None
    assert item.text().startswith("Anna's table · Two against two · 3 place")
    assert dialog.looking.text() == "Choose a table, or type an address."
    dialog.tables.setCurrentRow(0)
    assert dialog.address.text() == f"127.0.0.1:{port}"
    dialog.code.setText(host.lobby.code_label.text())
    dialog.name.setText("Bruno")
    dialog.join_button.click()
    qtbot.waitUntil(lambda: dialog.remote is not None, timeout=WAIT_MS)
    assert settings.player_name == "Bruno"
    remote = dialog.remote
    assert remote is not None
    qtbot.waitUntil(
        lambda: [row[1] for row in lobby_rows(host)][:2] == ["Anna (you)", "Bruno"],
        timeout=WAIT_MS,
    )
    remote.close()


def test_no_table_found_says_to_type_the_address(qtbot: Any, settings: Any) -> None:
    async def nothing() -> list[FoundTable]:
        return []

    async def no_network() -> list[FoundTable]:
        raise OSError("no multicast here")

    quiet = JoinDialog(settings, nothing)
    qtbot.addWidget(quiet)
    qtbot.waitUntil(lambda: quiet.look_button.isEnabled(), timeout=WAIT_MS)
    assert quiet.looking.text().startswith("No table found on this network")
    broken = JoinDialog(settings, no_network)
    qtbot.addWidget(broken)
    qtbot.waitUntil(lambda: broken.look_button.isEnabled(), timeout=WAIT_MS)
    assert broken.looking.text().startswith("This network cannot be searched")


def test_leaving_a_match_under_way_is_asked_first(
    qtbot: Any, main: MainWindow, answer: Any
) -> None:
    host, friend = seated_pair(qtbot, main)
    start(qtbot, host, friend)

    def click(text: str) -> Any:
        return lambda box: next(b for b in box.buttons() if b.text() == text).click()

    asked = answer(QMessageBox, click("Keep playing"))
    friend.leave_action.trigger()
    assert asked and "Your place is kept" in asked[0].text()
    assert friend.isVisible()
    asked = answer(QMessageBox, click("Leave"))
    friend.leave_action.trigger()
    assert asked
    qtbot.waitUntil(lambda: friend not in main.friends.windows, timeout=WAIT_MS)
    qtbot.waitUntil(
        lambda: any(words == "Bruno (reconnecting)" for words, _box in host.scene.plates()),
        timeout=WAIT_MS,
    )


def test_the_code_is_shown_in_the_interfaces_language_and_typed_in_another(
    qtbot: Any, main: MainWindow
) -> None:
    main.settings.language = "it"
    host = host_table(qtbot, main)
    number, first, second = host.lobby.code_label.text().split("-")
    assert first in ITALIAN and second in ITALIAN
    # A friend whose app speaks English types the same code in English words.
    english = f"{number} {ENGLISH[ITALIAN.index(first)]} {ENGLISH[ITALIAN.index(second)]}"
    join_dialog(main, address_of(host), english, "Bruno")
    qtbot.waitUntil(lambda: len(main.friends.windows) == 2, timeout=WAIT_MS)
