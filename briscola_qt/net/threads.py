"""The network table off the GUI thread: a friend's client (``ClientThread``) and the
host's server (``ServerThread``), each on its own asyncio event loop in a worker thread.

The GUI thread only hands work over, and every call returns at once (a ``Future`` says
when it is done). What comes back (each message to a client, the server's ``on_code`` and
``on_change``) is called in the worker thread: a Qt app emits a signal there, which Qt
queues to the GUI thread. No qasync, and nothing of the network ever runs on the GUI thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, TypeVar

from .client import ClientError, KeptTokens, TableClient
from .invitation import InvitationCode
from .server import TableServer

T = TypeVar("T")


class _LoopThread:
    """An event loop running in a daemon thread of its own."""

    def __init__(self, name: str) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name=name, daemon=True)
        self._thread.start()

    def _end_loop(self, timeout: float) -> None:
        """Cancel what still runs in the loop and let it end, then stop the loop and its
        thread. (A connection still being made was left in the stopped loop, and torn
        down later, anywhere, with "Event loop is closed".)"""

        async def cancel_the_rest() -> None:
            self._abort()
            here = asyncio.current_task()
            rest = [task for task in asyncio.all_tasks() if task is not here]
            for task in rest:
                task.cancel()
            await asyncio.gather(*rest, return_exceptions=True)

        if self._thread.is_alive():
            cancelled = asyncio.run_coroutine_threadsafe(cancel_the_rest(), self.loop)
            with contextlib.suppress(Exception):  # (ending: whatever went wrong, it ends)
                cancelled.result(timeout)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(timeout)
        if not self._thread.is_alive():
            self.loop.close()

    def _abort(self) -> None:
        """In the loop, as it ends: drop at once what a polite close left open."""


class ClientThread(_LoopThread):
    """A ``TableClient`` on its own event loop in a worker thread: nothing here blocks the
    caller (a GUI thread), and ``deliver`` gets each message, or ``{"type": "error",
    "reason": ...}`` when the connection fails, or ``{"type": "closed"}`` when it ends."""

    def __init__(self, deliver: Callable[[dict[str, Any]], None]) -> None:
        super().__init__("briscola-net-client")
        self.deliver = deliver
        self.client: TableClient | None = None

    def connect(
        self,
        uri: str,
        code: InvitationCode,
        name: str,
        token: str | None = None,
        kept: KeptTokens | None = None,
    ) -> Future[None]:
        """Start connecting (``kept``: the seat tokens this app keeps, one of which may
        bring it back to its place); messages follow through ``deliver``."""
        session = self._session(uri, code, name, token, kept)
        return asyncio.run_coroutine_threadsafe(session, self.loop)

    async def _session(
        self,
        uri: str,
        code: InvitationCode,
        name: str,
        token: str | None,
        kept: KeptTokens | None,
    ) -> None:
        previous = self.client
        # Coming back with a token: to the same table only (a table opened again since has
        # a new code, and says so without counting a wrong try).
        table = previous.table if previous is not None and token is not None else None
        self.client = TableClient(
            uri, code, name, token, on_message=self.deliver, table=table, kept=kept
        )
        try:
            await self.client.connect()
            await self.client.run()
        except ClientError as error:
            self.deliver({"type": "error", "reason": error.reason, "detail": str(error)})
            return
        self.deliver({"type": "closed"})

    def act(self, action: str) -> Future[None]:
        """Send this seat's choice; returns at once."""
        client = self.client
        if client is None:
            raise ClientError("closed", "not connected")
        return asyncio.run_coroutine_threadsafe(client.act(action), self.loop)

    def cut(self, text: str) -> Future[None]:
        """Send this seat's cut of the deal about to be dealt; returns at once."""
        client = self.client
        if client is None:
            raise ClientError("closed", "not connected")
        return asyncio.run_coroutine_threadsafe(client.cut(text), self.loop)

    def ready(self, ready: bool = True) -> Future[None]:
        """In the lobby: say this friend is ready to begin (or not yet); returns at once."""
        client = self.client
        if client is None:
            raise ClientError("closed", "not connected")
        return asyncio.run_coroutine_threadsafe(client.ready(ready), self.loop)

    def say(self, phrase: str) -> Future[None]:
        """A quick message to the table (``server.PHRASES``); returns at once."""
        client = self.client
        if client is None:
            raise ClientError("closed", "not connected")
        return asyncio.run_coroutine_threadsafe(client.say(phrase), self.loop)

    def close(self, timeout: float = 5.0) -> None:
        """End the connection and the worker thread (waits at most ``timeout``)."""
        if self.client is not None:
            future = asyncio.run_coroutine_threadsafe(self.client.close(), self.loop)
            with contextlib.suppress(Exception):  # (closing: whatever went wrong, it ends)
                future.result(timeout)
        self._end_loop(timeout)

    def _abort(self) -> None:
        # (a host that answers nothing, not even the close: its socket is closed now)
        connection = self.client.connection if self.client is not None else None
        if connection is not None:
            connection.transport.abort()


class ServerThread(_LoopThread):
    """The host's ``TableServer`` on its own event loop in a worker thread."""

    def __init__(self, server: TableServer) -> None:
        super().__init__("briscola-net-server")
        self.server = server

    def start(self, host: str = "127.0.0.1", port: int = 0) -> Future[list[tuple[str, int]]]:
        """Start listening; the future gives the addresses listened on."""
        return asyncio.run_coroutine_threadsafe(self.server.start(host, port), self.loop)

    def call(self, method: Callable[..., T], *args: Any) -> Future[T]:
        """Run one of the server's own methods (``begin``, ``swap_places``, ``pause``,
        ``hand_to_computer``, ``saved``, ...) in its thread; returns at once."""

        async def in_loop() -> T:
            return method(*args)

        return asyncio.run_coroutine_threadsafe(in_loop(), self.loop)

    def stop(self, timeout: float = 5.0, end: bool = True) -> None:
        """Close the table (telling every friend ``bye`` if ``end``) and the thread."""
        closing = self.server.end() if end else self.server.stop()
        future = asyncio.run_coroutine_threadsafe(closing, self.loop)
        with contextlib.suppress(Exception):  # (closing: whatever went wrong, it ends)
            future.result(timeout)
        self._end_loop(timeout)
