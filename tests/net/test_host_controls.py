"""What the host and the friends say besides their moves: the host pauses and ends the
match; friends send quick messages from a fixed list, never free text."""

from __future__ import annotations

import asyncio
from typing import Any

from briscola_qt.engine.rules import Rules
from briscola_qt.net.client import TableClient
from briscola_qt.net.hosted import PlaceSpec
from briscola_qt.net.server import TableServer

from .tables import FRIEND, cut_if_asked, friend, open_table, run


async def _until_type(client: TableClient, kind: str) -> dict[str, Any]:
    while True:
        message = await client.receive()
        await cut_if_asked(client)
        if message["type"] == kind:
            return message


async def _until_turn(client: TableClient) -> None:
    while not client.seen.legal:
        await client.receive()
        await cut_if_asked(client)


def test_a_paused_table_waits_for_everyone_and_goes_on() -> None:
    async def scenario() -> tuple[list[Any], int, int]:
        server, uri = await open_table(Rules(2), [FRIEND, PlaceSpec("random")])
        try:
            anna = friend(uri, server, "Anna")
            await anna.connect()
            await _until_turn(anna)
            server.pause()
            told = [(await _until_type(anna, "paused"))["paused"], anna.seen.paused]
            move = server.hosted.move
            await anna.act(anna.seen.legal[0])
            told.append((await _until_type(anna, "refused"))["reason"])
            await asyncio.sleep(0.2)
            still = server.hosted.move
            server.pause(False)
            told.append((await _until_type(anna, "paused"))["paused"])
            await anna.act(anna.seen.legal[0])
            # The computer answers once the game goes on.
            while server.hosted.move < move + 2:
                await anna.receive()
            return told, move, still
        finally:
            await server.stop()

    told, move, still = run(scenario(), 30)
    assert told == [True, True, "paused", False]
    assert still == move


def test_quick_messages_reach_everyone_and_nothing_else_is_said() -> None:
    async def scenario() -> tuple[dict[str, Any], dict[str, Any], list[str]]:
        server, uri = await open_table(Rules(2), [FRIEND, FRIEND])
        try:
            anna, bruno = friend(uri, server, "Anna"), friend(uri, server, "Bruno")
            await anna.connect()
            await bruno.connect()
            await anna.say("bravo")
            to_bruno = await _until_type(bruno, "said")
            to_anna = await _until_type(anna, "said")
            await anna.say("ciao")  # (within the second: too soon)
            await anna.say("you cheat!")
            reasons = [(await _until_type(anna, "refused"))["reason"] for _ in range(2)]
            return to_bruno, to_anna, reasons
        finally:
            await server.stop()

    to_bruno, to_anna, reasons = run(scenario(), 30)
    assert to_bruno == to_anna == {"type": "said", "place": 0, "phrase": "bravo"}
    assert reasons == ["too-soon", "not-a-phrase"]


def test_the_host_ends_the_match_and_every_friend_is_told() -> None:
    async def scenario() -> tuple[list[dict[str, Any]], TableServer]:
        server, uri = await open_table(Rules(2), [FRIEND, FRIEND])
        anna, bruno = friend(uri, server, "Anna"), friend(uri, server, "Bruno")
        await anna.connect()
        await bruno.connect()
        await server.end()
        byes = []
        for client in (anna, bruno):  # (what came before the table closed is still read)
            message = await client.receive()
            while message["type"] != "bye":
                message = await client.receive()
            byes.append(message)
        return byes, server

    byes, _ = run(scenario(), 30)
    assert [bye["reason"] for bye in byes] == ["the host ended the match"] * 2
