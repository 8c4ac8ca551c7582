"""The club dialog in front of a server of several processes (docs/server.md, "Beyond one
machine"): real ``ClubServer`` shards on 127.0.0.1 in a thread of this process, asked
directly or through a real HAProxy. One process stopped: the dialog says that some of the
server's tables could not be listed and the list may be incomplete, shows the others'
tables, lists again complete once it is back, and a listed table is still joined. Every
process stopped behind HAProxy: the dialog says the server does not answer just now, not
that the address is no Briscola server."""

from __future__ import annotations

import asyncio
import os
import shutil
import signal
import subprocess
import threading
import time
from collections.abc import Coroutine, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidHandshake

from briscola_qt.app.network.club import read_tables
from briscola_qt.app.shell.window import MainWindow
from briscola_qt.server.club import ClubServer
from briscola_qt.server.config import ServerConfig
from briscola_qt.server.haproxy import haproxy_config
from briscola_qt.server.lobby_client import LobbyClient, LobbyError, table_uri

from .test_club_join import (  # (english_ui: the interface in English, for every test here)
    WAIT_MS,
    club_dialog,
    english_ui,  # noqa: F401
    free_port,
    list_tables,
    open_in_lobby,
    table_rows,
)

T = TypeVar("T")
HAPROXY = shutil.which("haproxy")
INCOMPLETE = (
    "part of this server did not answer just now: some of its tables could not be listed,"
    " and the list may be incomplete."
)
AGAIN = "or list the tables again in a moment."


class Shards:
    """``count`` server processes' worth of ``ClubServer`` (``shard`` K of them, each on a
    port of its own) on one event loop in a thread; each stopped and started again at will,
    its tables kept in its data folder."""

    def __init__(self, root: Path, count: int) -> None:
        self.root = root
        self.ports = [free_port() for _ in range(count)]
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.running: list[ClubServer | None] = [None] * count
        for shard in range(count):
            self.start(shard)

    def call(self, coroutine: Coroutine[Any, Any, T], timeout: float = 30.0) -> T:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout)

    def address(self, shard: int) -> str:
        return f"127.0.0.1:{self.ports[shard]}"

    def start(self, shard: int) -> None:
        config = ServerConfig(
            host="127.0.0.1",
            port=self.ports[shard],
            data=str(self.root / f"shard{shard}"),
            workers=1,
            proxy="127.0.0.1",
            shard=shard,
            shards=",".join(f"ws://{self.address(k)}" for k in range(len(self.ports))),
        )

        async def started() -> ClubServer:
            club = ClubServer(config)
            await club.start()
            return club

        self.running[shard] = self.call(started())

    def stop(self, shard: int) -> None:
        club, self.running[shard] = self.running[shard], None
        if club is not None:
            self.call(club.stop())

    def create(self, shard: int, places: list[str], title: str) -> dict[str, Any]:
        """A table opened in shard ``shard``'s lobby (its ``created`` answer)."""
        return self.call(open_in_lobby(f"ws://{self.address(shard)}", places, title))

    def close(self) -> None:
        for shard in range(len(self.running)):
            self.stop(shard)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        if not self.thread.is_alive():
            self.loop.close()


@pytest.fixture
def shards(tmp_path: Path) -> Iterator[list[Shards]]:
    """Start a set of shards with ``Shards(...)`` appended here; closed after the test."""
    made: list[Shards] = []
    yield made
    for each in made:
        each.close()


def test_a_process_down_is_said_its_tables_missing_the_others_listed_and_joined(
    qtbot: Any, main: MainWindow, shards: list[Shards], tmp_path: Path
) -> None:
    server = Shards(tmp_path, 3)
    shards.append(server)
    server.create(0, ["friend", "friend"], "Marco")
    anna = server.create(1, ["friend", "medium"], "Anna")
    server.create(2, ["friend", "friend"], "Carla")
    server.stop(0)
    dialog = club_dialog(main)
    list_tables(qtbot, dialog, server.address(1))
    assert dialog.status.text() == f"2 tables listed, but {INCOMPLETE} Choose one of these, {AGAIN}"
    assert dialog.status.toolTip() == "The server's processes that did not answer: 0"
    assert [row[0] for row in table_rows(dialog)] == ["Anna's table", "Carla's table"]
    assert dialog.message.text() == "" and dialog.create_button.isEnabled()

    # Back: listing again shows every table, and says no more that some are missing.
    server.start(0)
    list_tables(qtbot, dialog, server.address(1))
    assert dialog.status.text() == "3 tables open. Choose one to join, or open a new one."
    assert dialog.status.toolTip() == ""
    assert [row[0] for row in table_rows(dialog)] == [
        "Marco's table",
        "Anna's table",
        "Carla's table",
    ]

    # Down again: a table that was listed is joined with its code and its deal dealt.
    server.stop(0)
    list_tables(qtbot, dialog, server.address(1))  # (no proxy: Anna's table's own process)
    assert dialog.status.text() == f"2 tables listed, but {INCOMPLETE} Choose one of these, {AGAIN}"
    dialog.tables.selectRow(0)
    dialog.code.setText(anna["code"])
    dialog.name.setText("Bruno")
    dialog.join_button.click()
    qtbot.waitUntil(lambda: len(main.friends.windows) == 1, timeout=WAIT_MS)
    window = main.friends.windows[0]
    assert window.lobby.code_label.text() == anna["code"]
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.view, timeout=WAIT_MS)


def test_only_down_processes_leave_nothing_listed_and_say_so(
    qtbot: Any, main: MainWindow, shards: list[Shards], tmp_path: Path
) -> None:
    server = Shards(tmp_path, 2)
    shards.append(server)
    server.create(0, ["friend", "friend"], "Marco")
    server.stop(0)
    dialog = club_dialog(main)
    list_tables(qtbot, dialog, server.address(1))
    assert dialog.status.text() == (
        "No table could be listed: part of this server did not answer just now, so the list"
        " may be incomplete. List the tables again in a moment, or open a new one."
    )
    assert dialog.tables.rowCount() == 0 and dialog.create_button.isEnabled()


@pytest.mark.slow
@pytest.mark.skipif(HAPROXY is None, reason="no haproxy binary (apt-get install haproxy)")
def test_through_haproxy_a_process_down_is_said_and_every_process_down_too(
    qtbot: Any, main: MainWindow, shards: list[Shards], tmp_path: Path
) -> None:
    server = Shards(tmp_path, 2)
    shards.append(server)
    marco = server.create(0, ["friend", "friend"], "Marco")
    anna = server.create(1, ["friend", "medium"], "Anna")
    front = f"127.0.0.1:{free_port()}"
    config = tmp_path / "haproxy.cfg"
    processes = [server.address(k) for k in range(2)]
    config.write_text(haproxy_config(front, processes, check_ms=200, max_connections=1000))
    assert HAPROXY is not None
    with (tmp_path / "haproxy.log").open("ab") as log:
        haproxy = subprocess.Popen(
            [HAPROXY, "-db", "-f", str(config)],
            stdout=log,
            stderr=log,
            start_new_session=True,
        )
    try:
        _until_it_answers(server, f"ws://{front}")
        dialog = club_dialog(main)
        list_tables(qtbot, dialog, front)
        assert dialog.status.text() == "2 tables open. Choose one to join, or open a new one."

        # A table listed before its process stopped: joining it says so, then the list.
        server.stop(0)
        dialog.tables.selectRow(0)
        assert dialog.chosen() is not None and dialog.chosen().title == "Marco"
        dialog.code.setText(marco["code"])
        dialog.name.setText("Bruno")
        dialog.join_button.click()
        qtbot.waitUntil(dialog.join_button.isEnabled, timeout=WAIT_MS)
        assert dialog.message.text() == (
            "The server did not answer for this table just now: the part of the server that"
            " holds it may be restarting, or you may be offline. Try again in a moment, or"
            " choose another table."
        )
        assert main.friends.windows == []
        list_tables(qtbot, dialog, front)
        assert dialog.status.text() == f"1 table listed, but {INCOMPLETE} Choose it, {AGAIN}"
        assert [row[0] for row in table_rows(dialog)] == ["Anna's table"]

        server.stop(1)
        list_tables(qtbot, dialog, front)
        assert dialog.message.text() == (
            f"{front} answers, but the Briscola server behind it does not just now: it may be"
            " restarting. Try again in a moment."
        )
        assert dialog.status.text() == "No tables listed." and dialog.tables.rowCount() == 0
        assert dialog.address.text() == front  # (nothing typed is lost)

        server.start(1)
        qtbot.waitUntil(lambda: _answers(server, f"ws://{front}"), timeout=WAIT_MS)
        # (and HAProxy's check has found the process up again: until then its route to the
        # table answers 503, which a player would be told as a process restarting)
        qtbot.waitUntil(lambda: _routes(server, front, anna["table"]), timeout=WAIT_MS)
        list_tables(qtbot, dialog, front)
        assert dialog.message.text() == ""
        assert [row[0] for row in table_rows(dialog)] == ["Anna's table"]
        assert dialog.status.text() == f"1 table listed, but {INCOMPLETE} Choose it, {AGAIN}"

        # The table listed is joined through HAProxy, at its own process.
        dialog.tables.selectRow(0)
        dialog.code.setText(anna["code"])
        dialog.name.setText("Bruno")
        dialog.join_button.click()
        qtbot.waitUntil(lambda: len(main.friends.windows) == 1, timeout=WAIT_MS)
        window = main.friends.windows[0]
        qtbot.waitUntil(lambda: window.pages.currentWidget() is window.view, timeout=WAIT_MS)
    finally:
        os.killpg(haproxy.pid, signal.SIGKILL)
        haproxy.wait(20)


def _answers(server: Shards, front: str) -> bool:
    async def ask() -> bool:
        try:
            await (await _lobby(front)).close()
        except LobbyError:
            return False
        return True

    return server.call(ask())


def _routes(server: Shards, front: str, table: str) -> bool:
    """HAProxy opens a connection to ``table``'s process (closed before any hello: no try
    at the code is spent)."""

    async def ask() -> bool:
        try:
            async with connect(table_uri(f"ws://{front}", table), open_timeout=2):
                return True
        except (OSError, InvalidHandshake, TimeoutError):
            return False

    return server.call(ask())


def _until_it_answers(server: Shards, front: str) -> None:
    deadline = time.monotonic() + 15
    while not _answers(server, front):
        assert time.monotonic() < deadline, "HAProxy did not start"
        time.sleep(0.1)


async def _lobby(address: str) -> LobbyClient:
    hall = LobbyClient(address)
    await hall.connect(timeout=5)
    return hall


def test_a_lists_unreachable_processes_are_read_with_care() -> None:
    listing = read_tables(
        {"tables": [], "total": 3, "unreachable": [2, "0", -1, 1, 2, 999, True, None]}
    )
    assert listing.unreachable == (1, 2) and listing.total == 3 and listing.tables == []
    assert read_tables({"tables": [], "unreachable": "0"}).unreachable == ()
    assert read_tables({"tables": []}).unreachable == ()
