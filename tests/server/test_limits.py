"""The server's limits, each tried: tables at once, tables and connections per address, a
request's size and rate, a table nobody plays at, a friend who does not play their turn,
a table whose match is over. Each ends in a clear refusal or a table closed cleanly (its
record kept in closed/), and the server goes on."""

from __future__ import annotations

import asyncio
import dataclasses
import json
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from briscola_qt.engine.rules import Rules
from briscola_qt.net.channel import MAX_FRAME
from briscola_qt.net.peers import Limits
from briscola_qt.server import club as club_module
from briscola_qt.server.lobby import LOBBY
from briscola_qt.server.lobby_client import LobbyError

from ..net.tables import run
from .serving import lobby, open_club, play_turns, seat


async def wait_for(check: object, seconds: float = 10.0) -> None:
    async with asyncio.timeout(seconds):
        while not check():  # type: ignore[operator]
            await asyncio.sleep(0.02)


def test_no_more_tables_than_the_server_and_an_address_may_hold(tmp_path: Path) -> None:
    async def scenario() -> None:
        club, server = await open_club(tmp_path, max_tables=3, tables_per_address=2)
        try:
            hall = await lobby(server)
            await hall.create(Rules(2), ["friend", "random"])
            await hall.create(Rules(2), ["friend", "random"])
            with pytest.raises(LobbyError) as refused:
                await hall.create(Rules(2), ["friend", "random"])
            assert refused.value.reason == "too-many-tables"
            club.config = dataclasses.replace(club.config, tables_per_address=9)
            await hall.create(Rules(4), ["friend", "random", "random", "random"])
            with pytest.raises(LobbyError) as refused:
                await hall.create(Rules(2), ["friend", "random"])
            assert refused.value.reason == "full" and "try later" in str(refused.value)
            assert (await hall.tables())["total"] == 3  # (the lobby still answers)
            await hall.close()
        finally:
            await club.stop()

    run(scenario())


def test_no_more_connections_from_one_address_than_allowed(tmp_path: Path) -> None:
    async def scenario() -> None:
        club, server = await open_club(tmp_path, connections_per_address=2)
        try:
            first, second = await lobby(server), await lobby(server)
            async with connect(server + "/lobby", proxy=None) as third:
                with pytest.raises(ConnectionClosed) as closed:
                    await third.recv()
                assert closed.value.rcvd is not None and closed.value.rcvd.code == 1013
            assert club.turned_away["too many connections from one address"] == 1
            await first.close()
            await wait_for(lambda: club.by_address["127.0.0.1"] == 1)
            again = await lobby(server)  # (one went: one may come)
            assert (await again.tables())["total"] == 0
            await again.close()
            await second.close()
        finally:
            await club.stop()

    run(scenario())


def test_a_request_too_large_or_too_many_requests_are_refused(tmp_path: Path) -> None:
    async def scenario() -> None:
        club, server = await open_club(tmp_path, lobby_rate=0.5, lobby_burst=2)
        try:
            async with connect(server + "/lobby", proxy=None) as raw:
                await raw.send(json.dumps({"protocol": LOBBY}))
                assert json.loads(await raw.recv())["type"] == "lobby"
                await raw.send(json.dumps({"type": "list", "pad": "x" * 5000}))
                assert json.loads(await raw.recv())["reason"] == "too-large"
                await raw.send(json.dumps({"type": "list"}))
                assert json.loads(await raw.recv())["type"] == "tables"
                await raw.send(json.dumps({"type": "list"}))
                assert json.loads(await raw.recv())["reason"] == "too-many-requests"
                with pytest.raises(ConnectionClosed):
                    await raw.recv()
            # A table's frame over the limit: the library closes that connection (1009).
            hall = await lobby(server)
            created = await hall.create(Rules(2), ["friend", "random"])
            anna = seat(server, created, "Anna")
            await anna.connect()
            assert anna.connection is not None
            await anna.connection.send(b"x" * (MAX_FRAME + 1))
            with pytest.raises(ConnectionClosed) as closed:
                while True:
                    await anna.connection.recv()
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
            await hall.close()
        finally:
            await club.stop()

    run(scenario())


def test_the_server_keeps_the_last_tables_closed_in_mind_not_every_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A list of every table closed grew for as long as the server ran (some 30,000 an
    hour at 1,000 tables a process): it keeps the last few and counts the rest."""
    monkeypatch.setattr(club_module, "CLOSED_KEPT", 2)

    async def scenario() -> None:
        club, server = await open_club(tmp_path, idle_seconds=0.3)
        try:
            hall = await lobby(server)
            made = [(await hall.create(Rules(2), ["friend", "random"]))["table"] for _ in "abc"]
            await wait_for(lambda: not club.tables)
            await hall.close()
            assert club.closed_count == 3 and len(club.closed) == 2
            assert {table for table, _ in club.closed} < set(made)
            assert "3 tables closed;" in club.status()
        finally:
            await club.stop()

    run(scenario())


def test_a_table_nobody_plays_at_is_closed_and_its_record_kept(tmp_path: Path) -> None:
    async def scenario() -> None:
        club, server = await open_club(tmp_path, idle_seconds=0.3)
        try:
            hall = await lobby(server)
            created = await hall.create(Rules(2), ["friend", "random"])
            await wait_for(lambda: created["table"] not in club.tables)
            why = "nobody was at the table for 0.3 seconds"
            assert list(club.closed) == [(created["table"], why)] and club.closed_count == 1
            record = tmp_path / "closed" / f"{created['table']}.log"
            assert record.exists() and '"event":"closed"' in record.read_text()
            assert not (tmp_path / "tables" / f"{created['table']}.log").exists()
            assert (await hall.tables())["total"] == 0
            await hall.close()
        finally:
            await club.stop()

    run(scenario())


def test_a_friend_who_does_not_play_has_a_computer_play_for_them(tmp_path: Path) -> None:
    async def scenario() -> None:
        limits = Limits(cut_seconds=0.2)  # (Anna does not cut either)
        club, server = await open_club(tmp_path, limits, turn_seconds=0.2)
        try:
            hall = await lobby(server)
            created = await hall.create(Rules(2), ["friend", "random"])
            anna = seat(server, created, "Anna")
            await anna.connect()
            table = club.tables[created["table"]]
            moves_told = []
            async with asyncio.timeout(20):
                while table.timed_out < 3:  # (Anna never plays: the table goes on)
                    await anna.receive()
                    moves_told.append(anna.seen.move)
            assert max(moves_told) >= 5
            assert table.hosted.state is not None and len(table.hosted.state.actions) >= 5
            await anna.close()
            await hall.close()
        finally:
            await club.stop()

    run(scenario(), 60)


def test_a_table_whose_match_is_over_is_closed(tmp_path: Path) -> None:
    async def scenario() -> None:
        club, server = await open_club(tmp_path, over_seconds=0.2)
        try:
            hall = await lobby(server)
            created = await hall.create(Rules(2), ["friend", "random"])
            anna = seat(server, created, "Anna")
            await anna.connect()
            await play_turns(anna)
            await wait_for(lambda: created["table"] not in club.tables)
            assert list(club.closed) == [(created["table"], "the match is over")]
            await hall.close()
        finally:
            await club.stop()

    run(scenario(), 90)


def test_behind_a_proxy_connections_count_by_the_address_it_names(tmp_path: Path) -> None:
    async def scenario() -> None:
        club, server = await open_club(tmp_path, connections_per_address=1, proxy="127.0.0.1")
        try:
            opened = []
            for client in ("198.51.100.7", "198.51.100.8"):
                raw = await connect(
                    server + "/lobby", proxy=None, additional_headers={"X-Forwarded-For": client}
                )
                await raw.send(json.dumps({"protocol": LOBBY}))
                assert json.loads(await raw.recv())["type"] == "lobby"
                opened.append(raw)
            assert club.by_address == {"198.51.100.7": 1, "198.51.100.8": 1}
            async with connect(
                server + "/lobby",
                proxy=None,
                additional_headers={"X-Forwarded-For": "198.51.100.7"},
            ) as again:
                with pytest.raises(ConnectionClosed):
                    await again.recv()
            for raw in opened:
                await raw.close()
        finally:
            await club.stop()

    run(scenario())


def test_a_friend_sending_too_fast_is_dropped_and_comes_back_to_the_same_place(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        limits = Limits(rate=5, burst=10)
        club, server = await open_club(tmp_path, limits)
        try:
            hall = await lobby(server)
            created = await hall.create(Rules(2), ["friend", "random"])
            anna = seat(server, created, "Anna")
            await anna.connect()
            table = club.tables[created["table"]]
            with pytest.raises(ConnectionClosed) as closed:
                for _ in range(200):  # (messages that move nothing, as fast as it can)
                    await anna.send({"type": "ready", "ready": True})
                    await asyncio.sleep(0)
                while True:
                    await anna.receive()
            assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
            assert "too many messages" in table.dropped
            again = seat(server, created, "Anna", token=anna.seen.token)
            assert (await again.connect())["place"] == 0  # (its place was kept)
            assert await play_turns(again) == 20
            await hall.close()
        finally:
            await club.stop()

    run(scenario(), 90)
