"""The pace of a friends' table: the host's messages wait their turn, one change at a time.

A ``RemoteTable`` shows each change on the table (a card played, a trick's pause, the
trick going to its pile) before it takes the next message in: the others play on
meanwhile, and their messages wait here, so the table never skips a card. This holds
the waiting messages and the table's animation: what to do once the table has shown a
change, and whether the next message may be taken in now.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import SignalInstance

from ...engine.errors import IllegalMoveError, RulesError
from ...net.protocol import ProtocolError

Message = dict[str, Any]

UNREADABLE = (ProtocolError, RulesError, IllegalMoveError, ValueError, KeyError)
"""What taking in a message the host should not have sent ends in."""


class PacedInbox:
    """The messages waiting for the table: ``take`` takes one in, ``holding`` says the
    table waits for the human (the next message waits too), ``unreadable`` is told when a
    message cannot be taken in (the rest are dropped)."""

    def __init__(
        self,
        take: Callable[[Message], None],
        holding: Callable[[], bool],
        unreadable: Callable[[], None],
    ) -> None:
        self._take, self._holding, self._unreadable = take, holding, unreadable
        self._messages: deque[Message] = deque()
        self._follows_table = False
        self.awaiting_table = False
        """The table is still showing the last change (its animations run)."""
        self._then: Callable[[], None] | None = None

    def follow(self, finished: SignalInstance) -> None:
        """Take the next message in only when the table emits ``finished``."""
        self._follows_table = True
        finished.connect(self._on_animations_finished)

    def put(self, message: Message) -> None:
        """A message for the table: taken in now if nothing is being shown or awaited."""
        self._messages.append(message)
        self.take_waiting()

    def show(self, publish: Callable[[], None], then: Callable[[], None]) -> None:
        """``publish`` a change; once the table has shown it (at once without a table),
        ``then``."""
        if self._follows_table:
            self.awaiting_table, self._then = True, then
            publish()
            return
        publish()
        then()

    def clear(self) -> None:
        """Nothing more is taken in, nor done once the table has shown its change."""
        self._messages.clear()
        self._then = None

    def take_waiting(self) -> None:
        """Take in the waiting messages, up to one the table must show or the human answer."""
        while self._messages and not self.awaiting_table and not self._holding():
            message = self._messages.popleft()
            try:
                self._take(message)
            except UNREADABLE:
                self._messages.clear()
                self._unreadable()

    def _on_animations_finished(self) -> None:
        if not self.awaiting_table:
            return
        self.awaiting_table = False
        then, self._then = self._then, None
        if then is not None:
            then()
        self.take_waiting()
