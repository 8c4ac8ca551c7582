"""A table server's connections, one by one: what a connection may ask of the host
(``Limits``, ``TokenBucket``), a friend's live connection (``Peer``) and place (``Place``),
and the plaintext handshake messages before any key is shared."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from dataclasses import dataclass
from typing import Any, Final

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from ..engine import bounded_json
from .channel import VERSION, SecureChannel
from .protocol import ProtocolError

MAX_HANDSHAKE: Final = 600
"""The largest plaintext handshake message, in bytes."""


@dataclass(frozen=True)
class Limits:
    """How much a connection may ask of the host."""

    handshake_seconds: float = 10.0
    rate: float = 20.0
    """Messages a second a friend may send that do not move the game on (a move played
    costs nothing: it can only come on the friend's turn), on average..."""
    burst: int = 40
    """...and at most this many at once."""
    outbox: int = 512
    """Messages waiting for a slow reader before it is dropped."""
    reconnect_window: float = 300.0
    """Seconds a dropped friend's place is kept for their token."""
    connections: int = 32
    """Connections open at once (friends, and strangers still in their handshake)."""
    cut_seconds: float = 60.0
    """Seconds the friends have to cut a deal; who has not cut by then is dealt without."""


class TokenBucket:
    """``rate`` messages a second, ``burst`` at once: ``take`` says whether one more may pass."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, float(burst)
        self.tokens, self.when = float(burst), time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.when) * self.rate)
        self.when = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    def give_back(self) -> None:
        """The last message taken was a move played: it costs nothing."""
        self.tokens = min(self.burst, self.tokens + 1)


@dataclass
class Peer:
    """One friend's live connection: its channel and the messages waiting to go out."""

    place: int
    connection: ServerConnection
    channel: SecureChannel
    outbox: asyncio.Queue[dict[str, Any]]
    sender: asyncio.Task[None] | None = None
    last_said: float = float("-inf")
    """When this friend last sent a quick message (``time.monotonic``)."""

    def send(self, message: dict[str, Any]) -> bool:
        """Queue ``message``; False if the peer is too far behind (it is then dropped)."""
        try:
            self.outbox.put_nowait(message)
        except asyncio.QueueFull:
            return False
        return True


@dataclass
class Place:
    """What the server knows of a friend's place: its token, and since when it is empty."""

    token: str | None = None
    dropped_at: float | None = None
    ready: bool = False
    """In the lobby: the friend says they are ready to begin."""


def plain_message(frame: object) -> dict[str, Any]:
    """A plaintext handshake message: a short JSON object."""
    if not isinstance(frame, str | bytes) or len(frame) > MAX_HANDSHAKE:
        raise ProtocolError("a handshake message is short JSON")
    try:
        message = bounded_json.loads(frame, bounded_json.Limits(MAX_HANDSHAKE, 3, 12))
    except bounded_json.BoundedJSONError as error:
        raise ProtocolError(str(error)) from None
    if not isinstance(message, dict):
        raise ProtocolError("a handshake message is a JSON object")
    return message


async def refuse_plain(connection: ServerConnection, reason: str, **more: object) -> None:
    """Tell a peer without keys why it is turned away (``more``: the refusal's other
    fields), then close."""
    try:
        await connection.send(json.dumps({"protocol": VERSION, "refused": reason, **more}))
        await connection.close(1008, reason)
    except ConnectionClosed:
        pass


async def drain(connection: ServerConnection) -> None:
    with contextlib.suppress(ConnectionClosed):
        async for _ in connection:
            pass
