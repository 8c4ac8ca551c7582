"""Join at a club server from the main window (issue 45): Game > Play with friends > Join >
At a club server, against a real ``briscola-server`` (``ClubServer``) on 127.0.0.1 in a
thread of this process. The list shows each table's game, places and who sits there; a
table opened from the app shows its code and is played to its end in the window, a friend
joining with that code; a listed table is joined with its code and played out. And each
thing a player may meet: nobody at the address, something that is not a Briscola server,
a server that never answers, a password, a full server, a table gone."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from collections.abc import Coroutine, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from briscola_qt.app.base import i18n
from briscola_qt.app.network import club as club_module
from briscola_qt.app.network.club import CLUB_PORT, club_address
from briscola_qt.app.network.club_dialog import ClubDialog
from briscola_qt.app.network.join_dialog import JoinDialog
from briscola_qt.app.shell.club_table import ClubTableDialog
from briscola_qt.app.shell.friends_window import FriendsWindow
from briscola_qt.app.shell.window import MainWindow
from briscola_qt.engine.rules import Rules
from briscola_qt.net.hosted import HostedMatch, PlaceSpec
from briscola_qt.net.invitation import parse_code
from briscola_qt.net.server import TableServer
from briscola_qt.server.club import ClubServer
from briscola_qt.server.config import ServerConfig
from briscola_qt.server.lobby_client import LobbyClient

from ...server.serving import open_club, play_turns, seat
from .test_friends import lobby_rows, play_to_the_end

T = TypeVar("T")
WAIT_MS = 15_000


class ClubThread:
    """A ``ClubServer`` on 127.0.0.1 on an event loop of its own, in a thread."""

    def __init__(self, data: Path, **settings: Any) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.club: ClubServer
        self.club, self.server = self.call(open_club(data, **settings))
        self.address = self.server.removeprefix("ws://")
        """As a player types it: 127.0.0.1:PORT."""

    def call(self, coroutine: Coroutine[Any, Any, T], timeout: float = 30.0) -> T:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def create(self, places: list[str], title: str, password: str | None = None) -> dict[str, Any]:
        """A table opened in the lobby by someone else (its ``created`` answer)."""
        return self.call(open_in_lobby(self.server, places, title, password))

    def stop(self) -> None:
        self.call(self.club.stop())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        if not self.thread.is_alive():
            self.loop.close()


async def open_in_lobby(
    address: str, places: list[str], title: str, password: str | None = None
) -> dict[str, Any]:
    """A table opened by someone else in the lobby at ``address`` (its ``created`` answer)."""
    hall = LobbyClient(address)
    await hall.connect(password=password)
    created = await hall.create(Rules(len(places)), places, title=title)
    await hall.close()
    return created


@pytest.fixture(autouse=True)
def english_ui(qapp: object) -> Iterator[None]:
    """The interface in English as the player sees it (plural forms included)."""
    found = i18n.install("en")
    yield
    for translator in found:
        QCoreApplication.removeTranslator(translator)


@pytest.fixture
def clubs(tmp_path: Path) -> Iterator[list[ClubThread]]:
    """Start servers with ``start(**settings)``; each is stopped after the test."""
    started: list[ClubThread] = []
    yield started
    for club in started:
        club.stop()


def start(clubs: list[ClubThread], tmp_path: Path, **settings: Any) -> ClubThread:
    club = ClubThread(tmp_path / f"club{len(clubs)}", **settings)
    clubs.append(club)
    return club


def visible(main: MainWindow, kind: type[QWidget]) -> Any:
    return next(w for w in main.findChildren(kind) if w.isVisible())


def club_dialog(main: MainWindow) -> ClubDialog:
    """Game > Play with friends > Join > At a club server."""
    main.menus.join_action.trigger()
    join = visible(main, JoinDialog)
    join.club_button.click()
    return visible(main, ClubDialog)


def list_tables(qtbot: Any, dialog: ClubDialog, address: str, password: str = "") -> None:
    dialog.address.setText(address)
    dialog.password.setText(password)
    dialog.look_button.click()
    qtbot.waitUntil(lambda: not dialog.status.text().startswith("Asking"), timeout=WAIT_MS)


def table_rows(dialog: ClubDialog) -> list[list[str]]:
    tables = dialog.tables
    return [
        [tables.item(row, column).text() for column in range(tables.columnCount())]
        for row in range(tables.rowCount())
    ]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


# --- the address -----------------------------------------------------------------------


def test_a_club_servers_address_is_read_as_players_type_it() -> None:
    assert ServerConfig().port == CLUB_PORT
    assert club_address("briscola.example.org") == f"ws://briscola.example.org:{CLUB_PORT}"
    assert club_address(" 127.0.0.1:5000 ") == "ws://127.0.0.1:5000"
    assert club_address("ws://127.0.0.1:5000/") == "ws://127.0.0.1:5000"
    assert club_address("[::1]:5000") == "ws://[::1]:5000"
    assert club_address("wss://club.example.org") == "wss://club.example.org"
    assert club_address("wss://club.example.org:8443/briscola/lobby") == (
        "wss://club.example.org:8443/briscola"
    )
    for wrong in ("", "a b", "http://x.org", "host:99999", "host:port", "me@host", "x/y", "[zz]"):
        with pytest.raises(ValueError):
            club_address(wrong)


# --- list, open, join, play ------------------------------------------------------------


def test_a_table_opened_from_the_app_shows_its_code_a_friend_joins_with_it_and_a_deal_is_played(
    qtbot: Any, main: MainWindow, clubs: list[ClubThread], tmp_path: Path
) -> None:
    club = start(clubs, tmp_path)
    club.create(["friend", "friend", "friend", "random"], "Marco")
    dialog = club_dialog(main)
    assert not dialog.create_button.isEnabled()  # (a server listed first)
    list_tables(qtbot, dialog, club.address)
    assert table_rows(dialog) == [
        [
            "Marco's table",
            "2 against 2 · Classic · one deal",
            "3 places free",
            "Random 4 (computer)",
        ]
    ]
    assert dialog.status.text() == "1 table open. Choose one to join, or open a new one."

    dialog.name.setText("Anna")
    dialog.create_button.click()
    panel = visible(main, ClubTableDialog)
    assert not panel.port.isVisible()
    panel.mode.setCurrentIndex(panel.mode.findData(2))
    panel.place_boxes[0].setCurrentIndex(panel.place_boxes[0].findData("friend"))
    assert panel.name.text() == "Anna"
    panel.open_button.click()
    qtbot.waitUntil(lambda: len(main.friends.windows) == 1, timeout=WAIT_MS)
    window: FriendsWindow = main.friends.windows[0]
    code = window.lobby.code_label.text()
    assert window.lobby.code_label.isVisible() and code.count("-") == 2
    assert club.address in window.lobby.addresses_label.text()
    assert not window.lobby.ready_button.isVisible()  # (the server deals: nobody says ready)
    assert window.lobby.places.isColumnHidden(3)  # (nor a Ready column)
    qtbot.waitUntil(
        lambda: [r[1] for r in lobby_rows(window)][:1] == ["Anna (you)"], timeout=WAIT_MS
    )
    assert "Waiting for 1 friend to sit down" in window.lobby.status.text()
    assert main.settings.club_server == club.address

    # The table is in the list, with Anna at it; a friend joins with the code she reads.
    again = club_dialog(main)
    assert again.address.text() == club.address  # (remembered)
    list_tables(qtbot, again, club.address)
    assert ["Anna's table", "2 players · Classic · one deal", "1 place free", "Anna"] in (
        table_rows(again)
    )
    again.reject()
    served = next(t for t in club.club.tables.values() if t.title == "Anna")
    created = {"table": served.table_id, "code": code}
    friend = seat(club.server, created, "Bruno")
    club.call(friend.connect())
    playing = asyncio.run_coroutine_threadsafe(play_turns(friend), club.loop)
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.view, timeout=WAIT_MS)
    play_to_the_end(qtbot, [window])
    summary = window.remote.last_summary
    assert summary is not None and sum(summary.points) == 120
    assert window.shuffle_line.text().startswith("Shuffle checked")
    assert playing.result(WAIT_MS / 1000) == 20
    club.call(friend.close())


def test_a_listed_table_is_joined_with_its_code_and_played_against_the_servers_computer(
    qtbot: Any, main: MainWindow, clubs: list[ClubThread], tmp_path: Path
) -> None:
    club = start(clubs, tmp_path)
    created = club.create(["friend", "medium"], "Marco")
    dialog = club_dialog(main)
    list_tables(qtbot, dialog, club.address)
    assert table_rows(dialog) == [
        [
            "Marco's table",
            "2 players · Classic · one deal",
            "1 place free",
            "Medium 2 (computer)",
        ]
    ]
    assert not dialog.join_button.isEnabled()  # (no table chosen)
    dialog.tables.selectRow(0)
    dialog.code.setText(created["code"])
    dialog.name.setText("Bruno")
    dialog.join_button.click()
    qtbot.waitUntil(lambda: len(main.friends.windows) == 1, timeout=WAIT_MS)
    window = main.friends.windows[0]
    assert window.lobby.code_label.text() == created["code"]
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.view, timeout=WAIT_MS)
    play_to_the_end(qtbot, [window])
    summary = window.remote.last_summary
    assert summary is not None and sum(summary.points) == 120
    assert window.shuffle_line.text().startswith("Shuffle checked")
    assert not club.club.tables[created["table"]].faults


# --- what a player may meet ---------------------------------------------------------------


def test_nobody_at_the_address_and_a_mistyped_address_are_said(
    qtbot: Any, main: MainWindow
) -> None:
    dialog = club_dialog(main)
    list_tables(qtbot, dialog, "not an address")
    assert dialog.message.text().startswith("Type the server's address")
    port = free_port()
    list_tables(qtbot, dialog, f"127.0.0.1:{port}")
    assert dialog.message.text().startswith(f"Nobody answers at 127.0.0.1:{port}.")
    assert dialog.status.text() == "No tables listed." and dialog.tables.rowCount() == 0
    assert not dialog.create_button.isEnabled()


def test_a_friends_table_and_a_web_server_are_not_briscola_servers(
    qtbot: Any, main: MainWindow, clubs: list[ClubThread], tmp_path: Path
) -> None:
    club = start(clubs, tmp_path)

    async def friends_table() -> tuple[TableServer, int]:
        hosted = HostedMatch(Rules(2), (PlaceSpec(), PlaceSpec()))
        table = TableServer(hosted)
        return table, (await table.start("127.0.0.1", 0))[0][1]

    async def web_server() -> tuple[asyncio.Server, int]:
        async def answer(_reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello")
            await writer.drain()
            writer.close()

        server = await asyncio.start_server(answer, "127.0.0.1", 0)
        return server, server.sockets[0].getsockname()[1]

    table, table_port = club.call(friends_table())
    web, web_port = club.call(web_server())
    dialog = club_dialog(main)
    for port in (table_port, web_port):
        list_tables(qtbot, dialog, f"127.0.0.1:{port}")
        assert dialog.message.text().startswith(
            f"127.0.0.1:{port} answers, but it is not a Briscola server."
        ), dialog.message.text()
        assert dialog.tables.rowCount() == 0
    club.call(table.stop())
    web.close()


def test_a_server_that_never_answers_holds_nothing_up(
    qtbot: Any, main: MainWindow, clubs: list[ClubThread], tmp_path: Path, monkeypatch: Any
) -> None:
    monkeypatch.setattr(club_module, "TIMEOUT_SECONDS", 1.0)
    club = start(clubs, tmp_path)

    async def silent() -> tuple[asyncio.Server, int]:
        async def hold(reader: asyncio.StreamReader, _writer: asyncio.StreamWriter) -> None:
            await reader.read()  # (says nothing until the caller gives up)

        server = await asyncio.start_server(hold, "127.0.0.1", 0)
        return server, server.sockets[0].getsockname()[1]

    server, port = club.call(silent())
    dialog = club_dialog(main)
    dialog.address.setText(f"127.0.0.1:{port}")
    began = time.monotonic()
    dialog.look_button.click()
    assert time.monotonic() - began < 0.5  # (the GUI thread does not wait for the answer)
    assert dialog.status.text() == f"Asking 127.0.0.1:{port} for its tables…"
    qtbot.waitUntil(lambda: dialog.message.text() != "", timeout=WAIT_MS)
    assert dialog.message.text().startswith(f"Nobody answers at 127.0.0.1:{port}")
    server.close()


def test_a_servers_password_is_asked_for_and_a_wrong_one_said(
    qtbot: Any, main: MainWindow, clubs: list[ClubThread], tmp_path: Path
) -> None:
    club = start(clubs, tmp_path, password="tressette")
    club.create(["friend", "friend"], "Marco", password="tressette")
    dialog = club_dialog(main)
    list_tables(qtbot, dialog, club.address)
    assert dialog.message.text() == (
        "This server asks for a password: type the one your club gave you."
    )
    list_tables(qtbot, dialog, club.address, "scopa")
    assert dialog.message.text() == "That is not this server's password. Ask your club for it."
    assert dialog.tables.rowCount() == 0
    list_tables(qtbot, dialog, club.address, "tressette")
    assert dialog.message.text() == ""
    assert [row[0] for row in table_rows(dialog)] == ["Marco's table"]


def test_a_full_server_refuses_a_new_table_and_the_panel_says_so(
    qtbot: Any, main: MainWindow, clubs: list[ClubThread], tmp_path: Path
) -> None:
    club = start(clubs, tmp_path, max_tables=1)
    club.create(["friend", "friend"], "Marco")
    dialog = club_dialog(main)
    list_tables(qtbot, dialog, club.address)
    dialog.name.setText("Anna")
    dialog.create_button.click()
    panel = visible(main, ClubTableDialog)
    panel.open_button.click()
    qtbot.waitUntil(panel.open_button.isEnabled, timeout=WAIT_MS)
    assert panel.message.text().startswith(
        "The server holds as many tables as it may and opens no new one now"
    )
    assert panel.isVisible() and main.friends.windows == []
    assert len(club.club.tables) == 1


def test_a_table_gone_since_it_was_listed_is_said_and_the_list_asked_again(
    qtbot: Any, main: MainWindow, clubs: list[ClubThread], tmp_path: Path
) -> None:
    club = start(clubs, tmp_path)
    created = club.create(["friend", "friend"], "Marco")
    dialog = club_dialog(main)
    list_tables(qtbot, dialog, club.address)
    dialog.tables.selectRow(0)
    served = club.club.tables[created["table"]]
    club.call(club.club.close_table(served, "closed for the test"))
    dialog.code.setText(created["code"])
    dialog.name.setText("Bruno")
    dialog.join_button.click()
    qtbot.waitUntil(lambda: dialog.tables.rowCount() == 0, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: dialog.status.text().startswith("No table is open"), timeout=WAIT_MS)
    assert dialog.message.text() == (
        "That table is no longer open on the server. Choose another one from the list."
    )
    assert main.friends.windows == [] and dialog.isVisible()


def test_a_wrong_code_at_a_club_table_is_said_as_at_a_friends(
    qtbot: Any, main: MainWindow, clubs: list[ClubThread], tmp_path: Path
) -> None:
    club = start(clubs, tmp_path)
    created = club.create(["friend", "friend"], "Marco")
    right = parse_code(created["code"])
    dialog = club_dialog(main)
    list_tables(qtbot, dialog, club.address)
    dialog.tables.selectRow(0)
    dialog.code.setText(f"{right.number % 999 + 1}-{created['code'].split('-', 1)[1]}")
    dialog.name.setText("Eve")
    dialog.join_button.click()
    qtbot.waitUntil(lambda: dialog.join_button.isEnabled(), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: dialog.message.text().startswith("The code is not"), timeout=WAIT_MS)
    assert main.friends.windows == []
