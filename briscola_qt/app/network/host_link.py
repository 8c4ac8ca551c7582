"""This seat's connection to the host's table, for a ``RemoteTable``: connect, come back to
the same place with the seat token after a drop, send the player's choices, and hand each
message to the GUI thread. The network lives in a worker thread
(``net.threads.ClientThread``); nothing here waits on it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from ...net.invitation import InvitationCode
from ...net.threads import ClientThread
from .seat_tokens import SeatTokens


class HostLink(QObject):
    """The connection of one seat to the table it sits at."""

    arrived = Signal(object)
    """A message from the host (a dict), in the GUI thread."""
    lost = Signal()
    """A choice could not be sent: the connection has ended."""
    _from_thread = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.kept_tokens: SeatTokens | None = None
        """Where this seat's token is kept per table (the data folder's ``SeatTokens``),
        so that this player comes back to their place if the app stops; None: not kept."""
        self._address: tuple[str, InvitationCode, str] | None = None
        self._from_thread.connect(self.arrived.emit)  # (queued: into the GUI thread)
        self.worker = ClientThread(self._from_network)

    def connect_to(
        self, uri: str, code: InvitationCode, name: str, token: str | None = None
    ) -> None:
        """Connect to the table at ``uri`` (``ws://HOST:PORT/``); returns at once."""
        self._address = (uri, code, name)
        self.worker.connect(uri, code, name, token, self.kept_tokens)

    @property
    def token(self) -> str | None:
        """The seat token the host gave (it brings this player back to their place)."""
        client = self.worker.client
        return None if client is None else client.seen.token

    @property
    def came_back(self) -> bool:
        """The host gave back this app's place at the table, for the token it had kept."""
        return self.worker.client is not None and self.worker.client.came_back

    def reconnect(self) -> bool:
        """Connect again with the seat's token after the connection dropped (the host
        answers with the table as it stands); False if there is no place to go back to."""
        token = self.token
        if self._address is None or token is None:
            return False
        uri, code, name = self._address
        self.worker.connect(uri, code, name, token)
        return True

    def keep_seat(self, seated: bool) -> None:
        """Keep the seat's token for the way back if this app stops, or forget it."""
        if self.kept_tokens is not None:
            self.kept_tokens.follow(self.worker.client, seated)

    def close(self, timeout: float = 5.0) -> None:
        """End the network's thread (waits at most ``timeout``)."""
        self.worker.close(timeout)

    # --- what this seat sends -------------------------------------------------------

    def ready(self, ready: bool) -> None:
        self._send(lambda _: self.worker.ready(ready), "")

    def say(self, phrase: str) -> None:
        self._send(self.worker.say, phrase)

    def act(self, code: str) -> None:
        self._send(self.worker.act, code)

    def cut(self, cut: str) -> None:
        self._send(self.worker.cut, cut)

    def _send(self, send: Callable[[str], object], text: str) -> None:
        try:
            send(text)
        except (ConnectionError, RuntimeError):  # (RuntimeError: the worker has ended)
            self.lost.emit()

    def _from_network(self, message: dict[str, Any]) -> None:
        """(the network's thread) A deal's end carries this client's own check of its
        shuffle; every message goes on to the GUI thread."""
        client = self.worker.client
        if message.get("type") == "deal_over" and client is not None:
            deal = message.get("deal")
            checked = type(deal) is int and client.seen.verified.get(deal) is True
            message = {**message, "checked": checked}
        self._from_thread.emit(message)
