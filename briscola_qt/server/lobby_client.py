"""A client of the server's lobby (``briscola-server/1``): list the tables, open one, ask
its code again. A table is then joined with ``net.client.TableClient`` at its path
(``table_uri``), as the app joins a friend's table. Used by the tests and the load
benchmark; an app's Join can use it as it is (no Qt in it)."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus, InvalidURI

from ..engine.match import MatchRules
from ..engine.rules import Rules
from ..net.protocol import BUSY_CLOSE
from .lobby import LOBBY, MAX_REQUEST

BUSY = BUSY_CLOSE
"""The close code of a connection the server turned away (too many: "try again later")."""
PROXY_DOWN = frozenset({502, 503, 504})
"""A proxy's statuses for "nothing behind me answers" (HAProxy's 503 when every process is
down): the address is right, the server is not there just now."""


class LobbyError(ConnectionError):
    """The lobby refused a request or could not be reached; ``reason`` is a word."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason


def table_uri(server: str, table: str) -> str:
    """The address of table ``table`` on the server at ``server`` (``ws://host:port``)."""
    return f"{server.rstrip('/')}/t/{table}"


class LobbyClient:
    """One connection to a server's lobby."""

    def __init__(self, server: str, headers: dict[str, str] | None = None) -> None:
        self.server = server.rstrip("/")
        self.headers = headers or {}
        """Sent with the opening (a server behind a proxy sends its client's address)."""
        self.connection: ClientConnection | None = None
        self.welcome: dict[str, Any] = {}

    async def connect(self, timeout: float = 10.0, password: str | None = None) -> dict[str, Any]:
        """Open the lobby (with the server's ``password``, if it has one); its welcome.
        LobbyError: ``password`` (the server has one, and it was not this), ``unreachable``
        (nothing answers), ``down`` (a proxy answers, but no server behind it does),
        ``not-a-lobby`` (something answers, not a Briscola server's lobby), ``busy`` (the
        server turned the connection away: too many)."""
        opening = {"protocol": LOBBY}
        if password is not None:
            opening["password"] = password
        try:
            async with asyncio.timeout(timeout):
                self.connection = await connect(
                    self.server + "/lobby",
                    compression=None,
                    max_size=2**20,
                    proxy=None,
                    additional_headers=self.headers,
                )
                self.welcome = await self._exchange(opening)
        except LobbyError:
            await self.close()
            raise  # (the lobby answered: a refusal, said as it is)
        except InvalidStatus as error:
            if error.response.status_code in PROXY_DOWN:
                raise LobbyError("down", str(error)[:120]) from None
            raise LobbyError("not-a-lobby", str(error)[:120]) from None
        except InvalidHandshake as error:  # (a web server, a friend's table)
            raise LobbyError("not-a-lobby", str(error)[:120]) from None
        except (OSError, InvalidURI, TimeoutError) as error:
            await self.close()
            raise LobbyError("unreachable", str(error)[:120]) from None
        if self.welcome.get("protocol") != LOBBY or self.welcome.get("type") != "lobby":
            await self.close()  # (a friend's table, say: it speaks briscola-net/1)
            raise LobbyError("not-a-lobby", "the answer is not a briscola-server/1 lobby's")
        return self.welcome

    async def request(self, message: dict[str, Any]) -> dict[str, Any]:
        """Send ``message``, return the answer; LobbyError if it is a refusal."""
        return await self._exchange(message)

    async def _exchange(self, message: dict[str, Any]) -> dict[str, Any]:
        assert self.connection is not None
        data = json.dumps(message)
        if len(data) > MAX_REQUEST:
            raise LobbyError("too-large", "a request is at most 4096 bytes")
        try:
            await self.connection.send(data)
            answer = json.loads(await self.connection.recv())
        except ConnectionClosed as closed:
            if closed.rcvd is not None and closed.rcvd.code == BUSY:
                raise LobbyError("busy", closed.rcvd.reason[:120]) from None
            raise LobbyError("closed", "the server closed the lobby") from None
        except ValueError:
            raise LobbyError("not-a-lobby", "the answer is not JSON") from None
        if not isinstance(answer, dict):
            raise LobbyError("not-a-lobby", "the answer is not a JSON object")
        if answer.get("type") == "refused":
            raise LobbyError(str(answer.get("reason"))[:30], str(answer.get("detail"))[:200])
        return answer

    async def tables(self, offset: int = 0, limit: int = 50) -> dict[str, Any]:
        return await self.request({"type": "list", "offset": offset, "limit": limit})

    async def create(
        self,
        rules: Rules,
        places: list[str],
        match_rules: MatchRules | None = None,
        deals: int = 1,
        title: str | None = None,
        names: list[str] | None = None,
    ) -> dict[str, Any]:
        """Open a table: ``places`` each ``friend`` or a computer level; ``names`` (one a
        place, '' at a friend's): the computers' names (None: the server's own)."""
        message: dict[str, Any] = {
            "type": "create",
            "rules": rules.to_dict(),
            "places": places,
            "match_rules": (match_rules or MatchRules()).to_dict(),
            "deals": deals,
        }
        if title is not None:
            message["title"] = title
        if names is not None:
            message["names"] = names
        return await self.request(message)

    async def code(self, table: str, owner: str) -> str:
        answer = await self.request({"type": "code", "table": table, "owner": owner})
        return str(answer["code"])

    async def close(self) -> None:
        if self.connection is not None:
            await self.connection.close()
            self.connection = None
