"""The server's lobby (``briscola-server/1``) and its tables (``briscola-net/1``, the app's
own protocol): a table opened in the lobby is listed, joined with its code at its path
and played to the end, its handshake made and its computer seat thinking in the pool's
processes."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from websockets.asyncio.client import connect

from briscola_qt.engine.rules import Rules
from briscola_qt.net.client import ClientError, TableClient
from briscola_qt.net.invitation import InvitationCode, parse_code
from briscola_qt.server.lobby import LOBBY
from briscola_qt.server.lobby_client import LobbyClient, LobbyError, table_uri

from ..net.tables import run
from .serving import lobby, open_club, play_turns, seat


def test_a_table_opened_in_the_lobby_is_listed_joined_with_its_code_and_played_out(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        club, server = await open_club(tmp_path)
        try:
            hall = await lobby(server)
            assert hall.welcome["protocol"] == LOBBY and hall.welcome["tables"] == 0
            created = await hall.create(Rules(2), ["friend", "random"], title="Marco")
            listed = await hall.tables()
            assert listed["total"] == 1
            (table,) = listed["tables"]
            assert table["table"] == created["table"] and table["title"] == "Marco"
            assert table["free"] == 1 and [s["state"] for s in table["seats"]] == [
                "free",
                "computer",
            ]
            assert "code" not in json.dumps(listed)  # (the code is told to its opener only)
            anna = seat(server, created, "Anna")
            welcome = await anna.connect()
            assert welcome["place"] == 0
            assert club.pool.handshakes == 1  # (SPAKE2 made in the pool, off the loop)
            listed = await hall.tables()
            assert listed["tables"][0]["free"] == 0
            assert listed["tables"][0]["seats"][0] == {
                "place": 0,
                "name": "Anna",
                "state": "connected",
                "ready": False,
                "friend": True,
            }
            played = await play_turns(anna)
            assert played == 20  # (a two-player deal: 20 cards each)
            assert anna.seen.deal_over is not None and anna.seen.verified == {0: True}
            served = club.tables[created["table"]]
            assert served.faults == []
            # The computer seat thought in a process of the pool, not in the server's.
            assert club.pool.moves >= 20 and os.getpid() not in club.pool.thinkers
            await anna.close()
            await hall.close()
        finally:
            await club.stop()

    run(scenario(), 90)


def test_a_wrong_code_an_unknown_table_and_a_stranger_are_turned_away(tmp_path: Path) -> None:
    async def scenario() -> None:
        club, server = await open_club(tmp_path)
        try:
            hall = await lobby(server)
            created = await hall.create(Rules(2), ["friend", "friend"])
            right = parse_code(created["code"])
            wrong = InvitationCode(right.number % 999 + 1, right.first, right.second)
            uri = table_uri(server, created["table"])
            with pytest.raises(ClientError) as refused:
                await TableClient(uri, wrong, "Eve").connect()
            assert refused.value.reason == "wrong-code"
            with pytest.raises(ClientError) as refused:
                await TableClient(table_uri(server, "0" * 16), right, "Eve").connect()
            assert refused.value.reason == "no-such-table"
            # The opener is told the code again; nobody else is.
            assert await hall.code(created["table"], created["owner"]) == created["code"]
            with pytest.raises(LobbyError) as lobby_refused:
                await hall.code(created["table"], "not-the-owner")
            assert lobby_refused.value.reason == "not-owner"
            await hall.close()
        finally:
            await club.stop()

    run(scenario())


def test_the_lobby_refuses_another_version_a_bad_table_and_an_unknown_request(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        club, server = await open_club(tmp_path)
        try:
            async with connect(server + "/lobby", proxy=None) as raw:
                await raw.send(json.dumps({"protocol": "briscola-server/9"}))
                answer = json.loads(await raw.recv())
                assert answer["reason"] == "version"
            hall = await lobby(server)
            for places, said in (
                (["friend"], "lists 2 places"),
                (["random", "random"], "at least one friend"),
                (["friend", "grandmaster"], "a place is a friend or one of"),
            ):
                with pytest.raises(LobbyError) as refused:
                    await hall.create(Rules(2), places)
                assert refused.value.reason == "bad-table" and said in str(refused.value)
            with pytest.raises(LobbyError) as refused:
                await hall.request({"type": "create", "rules": {"players": 7}, "places": []})
            assert refused.value.reason == "bad-table"
            with pytest.raises(LobbyError) as refused:
                await hall.request({"type": "dance"})
            assert refused.value.reason == "unknown-message"
            assert (await hall.tables())["total"] == 0  # (nothing was opened)
            await hall.close()
        finally:
            await club.stop()

    run(scenario())


@pytest.mark.slow
def test_a_server_with_a_password_opens_its_lobby_to_those_who_give_it(tmp_path: Path) -> None:
    async def scenario() -> None:
        club, server = await open_club(tmp_path, password="circolo-45")
        try:
            for given in (None, "circolo-44", ""):
                hall = LobbyClient(server)
                with pytest.raises(LobbyError) as refused:
                    await hall.connect(password=given)
                assert refused.value.reason == "password"
            assert club.turned_away["wrong server password"] == 3
            hall = LobbyClient(server)
            await hall.connect(password="circolo-45")
            created = await hall.create(Rules(2), ["friend", "random"])
            # The table is joined with its code, as any table.
            assert (await seat(server, created, "Anna").connect())["place"] == 0
            await hall.close()
        finally:
            await club.stop()

    run(scenario())
