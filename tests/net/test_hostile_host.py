"""A client facing a host that is not a table (or a broken one): what it sends that is not
the protocol ends the connection with a ClientError the app can show, never a traceback or
a hang."""

from __future__ import annotations

import base64
import json
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from websockets.asyncio.server import ServerConnection, serve

from briscola_qt.net.channel import VERSION, Handshake, SecureChannel
from briscola_qt.net.client import ClientError, TableClient
from briscola_qt.net.invitation import InvitationCode

from .tables import run

CODE = InvitationCode(5, 6, 7)
Script = Callable[[ServerConnection, SecureChannel], Awaitable[None]]


async def _with_fake_host(script: Script) -> str:
    """Run a client against a host that does the handshake, then ``script``; the reason
    of the ClientError the client ends with."""

    async def handler(connection: ServerConnection) -> None:
        opening = json.loads(await connection.recv())
        handshake = Handshake(CODE, "host")
        ours = handshake.start()
        channel = handshake.finish(base64.b64decode(opening["pake"]))
        await connection.send(
            json.dumps({"protocol": VERSION, "pake": base64.b64encode(ours).decode()})
        )
        channel.open(await connection.recv())  # hello
        await script(connection, channel)
        await connection.wait_closed()

    async with serve(handler, "127.0.0.1", 0, compression=None) as server:
        host, port = server.sockets[0].getsockname()[:2]
        client = TableClient(f"ws://{host}:{port}/", CODE, "Anna")
        try:
            await client.connect(timeout=5)
            await client.run()
        except ClientError as error:
            return error.reason
        finally:
            await client.close()
    return "no error"


def _sends(*messages: dict[str, Any]) -> Script:
    async def script(connection: ServerConnection, channel: SecureChannel) -> None:
        for message in messages:
            await connection.send(channel.seal(message))

    return script


WELCOME = {
    "type": "welcome",
    "place": 0,
    "token": "t" * 20,
    "rules": {"players": 2, "variant": "classic"},
}


@pytest.mark.parametrize(
    "script",
    [
        _sends({"type": "welcome", "place": "zero"}),
        _sends(WELCOME, {"type": "update", "deal": 0, "move": 0, "obs": {}}),
        _sends(
            WELCOME,
            {
                "type": "deal",
                "deal": 0,
                "seat": 0,
                "names": [],
                "commitment": "x",
                "rules": {"players": 9},
            },
        ),
        _sends(WELCOME, {"type": "seats", "seats": "all of them"}),
    ],
    ids=["welcome", "update-before-deal", "bad-rules", "bad-seats"],
)
def test_a_host_that_breaks_the_protocol_ends_in_a_clear_error(script: Script) -> None:
    assert run(_with_fake_host(script), 20) == "not-a-table"


def test_garbage_from_a_host_ends_in_a_clear_error() -> None:
    async def script(connection: ServerConnection, channel: SecureChannel) -> None:
        await connection.send(channel.seal(WELCOME))
        await connection.send(b"\x00" * 64)

    assert run(_with_fake_host(script), 20) == "not-a-table"


def test_a_host_that_is_not_a_table_at_all_is_told() -> None:
    async def scenario() -> str:
        async def handler(connection: ServerConnection) -> None:
            await connection.recv()
            await connection.send("HTTP/1.1 200 OK but not really")

        async with serve(handler, "127.0.0.1", 0, compression=None) as server:
            host, port = server.sockets[0].getsockname()[:2]
            try:
                await TableClient(f"ws://{host}:{port}/", CODE, "Anna").connect(timeout=5)
            except ClientError as error:
                return error.reason
        return "no error"

    assert run(scenario(), 20) == "not-a-table"


def test_nobody_listening_is_told() -> None:
    async def scenario() -> str:
        try:
            await TableClient("ws://127.0.0.1:9/", CODE, "Anna").connect(timeout=5)
        except ClientError as error:
            return error.reason
        return "no error"

    assert run(scenario(), 20) == "unreachable"


@pytest.mark.parametrize(
    ("code", "why", "reason", "words"),
    [
        (1008, "busy", "busy", "the host is answering other players; trying again"),
        (1013, "too many", "busy", "the host is answering other players; trying again"),
        (1008, "wrong-code", "wrong-code", "the code is not this table's"),
        (1011, "keepalive ping timeout", "closed", "the host closed the connection (1011 "),
        (1000, "", "closed", "the host closed the connection (1000)"),
    ],
)
def test_a_host_that_closes_in_the_handshake_is_read_by_its_close(
    code: int, why: str, reason: str, words: str
) -> None:
    """A refusal whose words were never read (the close came while the app still sent) is
    read from the close's reason; a close that is no refusal says its code."""

    async def scenario() -> ClientError:
        async def handler(connection: ServerConnection) -> None:
            await connection.recv()
            await connection.close(code, why)

        async with serve(handler, "127.0.0.1", 0, compression=None) as server:
            host, port = server.sockets[0].getsockname()[:2]
            client = TableClient(f"ws://{host}:{port}/", CODE, "Anna")
            with pytest.raises(ClientError) as caught:
                await client.connect(timeout=5, patient=False)
            return caught.value

    error = run(scenario(), 20)
    assert error.reason == reason
    assert words in str(error)
