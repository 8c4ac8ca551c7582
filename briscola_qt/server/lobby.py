"""The server's lobby (``briscola-server/1``, docs/server.md): the tables open on this
server, a new table, and its code again for the one who opened it.

A lobby connection is a WebSocket at ``/`` or ``/lobby`` carrying JSON text messages. The
client speaks first, ``{"protocol": "briscola-server/1"}`` (with ``"password"`` on a
server that has one); the server answers ``lobby`` (or refuses ``version`` or
``password`` and closes); then each request gets one answer:

    {"type": "list", "offset": 0, "limit": 50}       -> tables (at most 100 at a time;
                                                        "here": true, only this process's)
    {"type": "create", "rules": {...}, "places": [...], "match_rules": {...},
     "deals": 5, "title": "Marco",
     "names": ["", "Computer (Esperto)"]}           -> created (its id, path, code, owner)
    {"type": "code", "table": ID, "owner": TOKEN}     -> code (the table's code now)
    {"type": "bye"}                                   -> the connection ends

or ``{"type": "refused", "reason": WORD, "detail": TEXT}``. A table is then joined as the
app joins a friend's: a WebSocket to ``/t/ID`` speaking ``briscola-net/1`` with its code.
The lobby carries the code in clear: on the internet, serve it behind TLS (``wss://``).
"""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any, Final, Protocol

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from ..engine import bounded_json
from ..net.peers import TokenBucket

LOBBY: Final = "briscola-server/1"
"""The lobby protocol's name and version."""
MAX_REQUEST: Final = 4096
"""The longest request, in bytes."""
MAX_LIST: Final = 100
"""The most tables one ``tables`` answer lists."""
WAIT_SECONDS: Final = 120.0
"""A lobby connection that asks nothing for this long is closed."""
WRONG_PASSWORD_SECONDS: Final = 1.0
"""The pause before a wrong server password is told, so guesses come slowly."""
_LIMITS: Final = bounded_json.Limits(max_bytes=MAX_REQUEST, max_depth=4, max_number_chars=12)

log = logging.getLogger("briscola_server.lobby")


class RefusedError(Exception):
    """A request the server will not do: a ``reason`` word and a sentence."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(detail)
        self.reason, self.detail = reason, detail

    def message(self) -> dict[str, Any]:
        return {"type": "refused", "reason": self.reason, "detail": self.detail}


class Tables(Protocol):
    """What the lobby asks of the server."""

    def welcome(self, opening: dict[str, Any]) -> dict[str, Any]: ...

    async def list_tables(
        self, offset: int, limit: int, here: bool, address: str
    ) -> dict[str, Any]: ...

    def create_table(self, request: dict[str, Any], address: str) -> dict[str, Any]: ...

    async def table_code(
        self, table: object, owner: object, here: bool, address: str
    ) -> dict[str, Any]: ...


def request_of(frame: object) -> dict[str, Any]:
    """A lobby request: a short JSON object with a type; RefusedError otherwise."""
    if not isinstance(frame, str | bytes) or len(frame) > MAX_REQUEST:
        raise RefusedError("too-large", f"a request is JSON of at most {MAX_REQUEST} bytes")
    try:
        request = bounded_json.loads(frame, _LIMITS)
    except bounded_json.BoundedJSONError as error:
        raise RefusedError("not-json", str(error)[:120]) from None
    if not isinstance(request, dict):
        raise RefusedError("not-json", "a request is a JSON object")
    return request


async def serve_lobby(
    connection: ServerConnection, tables: Tables, address: str, rate: float, burst: int
) -> None:
    """One lobby connection, until it says bye, goes quiet or asks too often."""
    try:
        async with asyncio.timeout(WAIT_SECONDS):
            first = await connection.recv()
        try:
            opening = request_of(first)
        except RefusedError as refusal:
            await _send(connection, refusal.message())
            await connection.close(1008, refusal.reason)
            return
        if opening.get("protocol") != LOBBY:
            await _send(connection, {"protocol": LOBBY, **RefusedError("version", LOBBY).message()})
            await connection.close(1008, "version")
            return
        try:
            welcome = tables.welcome(opening)
        except RefusedError as refusal:
            await asyncio.sleep(WRONG_PASSWORD_SECONDS)  # (guesses come slowly)
            await _send(connection, {"protocol": LOBBY, **refusal.message()})
            await connection.close(1008, refusal.reason)
            return
        await _send(connection, {"protocol": LOBBY, **welcome})
        bucket = TokenBucket(rate, burst)
        while True:
            async with asyncio.timeout(WAIT_SECONDS):
                frame = await connection.recv()
            if not bucket.take():
                refused = RefusedError("too-many-requests", "slow down: the connection is closed")
                await _send(connection, refused.message())
                await connection.close(1008, "too many requests")
                log.info("lobby: %s asked too often; closed", address)
                return
            try:
                request = request_of(frame)
                answer = await _answer(tables, request, address)
            except RefusedError as refusal:
                answer = refusal.message()
            if answer is None:
                await connection.close(1000, "bye")
                return
            await _send(connection, answer)
    except TimeoutError:
        await connection.close(1000, "the lobby waited too long")
    except ConnectionClosed:
        return


async def _answer(tables: Tables, request: dict[str, Any], address: str) -> dict[str, Any] | None:
    kind = request.get("type")
    if kind == "list":
        offset, limit = request.get("offset", 0), request.get("limit", 50)
        if type(offset) is not int or type(limit) is not int or offset < 0 or limit < 1:
            raise RefusedError("bad-request", "offset and limit are whole numbers")
        return await tables.list_tables(offset, min(limit, MAX_LIST), _here(request), address)
    if kind == "create":
        return tables.create_table(request, address)
    if kind == "code":
        table, owner = request.get("table"), request.get("owner")
        return await tables.table_code(table, owner, _here(request), address)
    if kind == "bye":
        return None
    raise RefusedError("unknown-message", str(kind)[:20])


def _here(request: dict[str, Any]) -> bool:
    """Whether a request asks of this process only (another process behind the same proxy
    asking: "shards")."""
    return request.get("here") is True


async def _send(connection: ServerConnection, message: dict[str, Any]) -> None:
    await connection.send(json.dumps(message, separators=(",", ":"), ensure_ascii=False))
