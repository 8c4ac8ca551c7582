"""The door of a table: who may come in. A connection's handshake (docs/network.md)
proves it knows the invitation code, or its ``hello`` does not open and it counts as a
wrong try; three wrong tries replace the code, and no more handshakes may be under way at
once than tries are left. A handshake that ends before its ``hello`` came (a hang-up, the
host's own timeout under load) tested no guess and is not counted."""

from __future__ import annotations

import base64
import json
import secrets
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Final

from websockets.asyncio.server import ServerConnection

from .channel import VERSION, ChannelError, Handshake, SecureChannel
from .invitation import InvitationCode, new_code
from .peers import plain_message, refuse_plain
from .protocol import ProtocolError, get

WRONG_TRIES: Final = 3
"""Handshakes that fail to prove the code before the code is replaced."""


@dataclass
class Door:
    """The invitation code and the tries against it."""

    code: InvitationCode = field(default_factory=new_code)
    on_code: Callable[[InvitationCode], None] | None = None
    """Told the new code when three wrong tries replaced the old one."""
    log: deque[str] = field(default_factory=lambda: deque(maxlen=200))
    """Why each connection turned away was turned away."""
    wrong_tries: int = 0
    pending: int = 0
    """Handshakes given our half that have not yet proved the code or failed."""
    answer: Callable[[InvitationCode, bytes], Awaitable[tuple[bytes, SecureChannel]]] | None = None
    """Makes our half and the channel from a client's half off the event loop (a server
    of many tables: its pool of processes); None: here, as the app's host does."""
    replaced: bool = False
    """Wrong tries replaced the code, and nobody has proved the new one since: a wrong
    code is then told so (``"replaced": true``), for a friend who was given the old one."""
    table: str = field(default_factory=lambda: secrets.token_hex(8))
    """This table's id, said in plaintext with our half: a friend's app coming back names
    the id it knew, and a table opened again (a new id, a new code) turns it away before
    any guess at the code is made."""

    async def admit(
        self, connection: ServerConnection
    ) -> tuple[SecureChannel, dict[str, Any]] | None:
        """The sealed channel and the ``hello`` of a connection that proved the code, or
        None (it was told why and closed)."""
        first = await connection.recv()
        try:
            opening = plain_message(first)
            if opening.get("protocol") != VERSION:
                await refuse_plain(connection, "version")
                self.log.append(f"a client spoke {str(opening.get('protocol'))[:30]!r}")
                return None
            known = opening.get("table")
            if known is not None and known != self.table:
                # (an app coming back to the table this one replaced: not a guess)
                await refuse_plain(connection, "table-reopened")
                self.log.append("a friend came back to the table before it was opened again")
                return None
            pake = base64.b64decode(get(opening, "pake", str), validate=True)
            code = self.code
            if self.answer is None:
                handshake = Handshake(code, "host")
                ours = handshake.start()
                channel = handshake.finish(pake)
            else:
                ours, channel = await self.answer(code, pake)
        except (ProtocolError, ChannelError, ValueError) as error:
            await refuse_plain(connection, "not-a-handshake")
            self.log.append(f"not a handshake: {error}")
            return None
        # Each handshake given our half is a guess at the code until it proves it: no more
        # may be under way than the wrong tries left, or guesses made side by side would
        # all be tried before the first one failed.
        if self.wrong_tries + self.pending >= WRONG_TRIES:
            await refuse_plain(connection, "busy")
            self.log.append("too many handshakes at once")
            return None
        self.pending += 1
        # (True: the hello proved the code; False: a hello came and did not open; None:
        # the handshake ended before any hello came, so no guess was tested)
        outcome: bool | None = None
        try:
            await connection.send(
                json.dumps(
                    {
                        "protocol": VERSION,
                        "pake": base64.b64encode(ours).decode(),
                        "table": self.table,
                    }
                )
            )
            sealed = await connection.recv()
            try:
                hello = channel.open(sealed)
                if hello.get("type") != "hello":
                    raise ChannelError("the first sealed message is not hello")
            except ChannelError:
                outcome = False
                self.tried(code, False)
                if self.replaced:  # (the friend may hold the code wrong tries replaced)
                    await refuse_plain(connection, "wrong-code", replaced=True)
                else:
                    await refuse_plain(connection, "wrong-code")
                self.log.append("the code was wrong")
                return None
            outcome = True
            self.tried(code, True)
        finally:
            if outcome is None:
                # Our half alone tests nothing: SPAKE2 gives the peer a key for its own
                # guess only, and only the host's answer to a hello says if it was right.
                # So a hang-up or a timeout before the hello is no guess; its place among
                # the handshakes under way is free again.
                self.tried(code, None)
        return channel, hello

    def tried(self, code: InvitationCode, proved: bool | None) -> None:
        """A handshake with our half of ``code`` ended, having ``proved`` the code or not
        (None: it ended before its ``hello`` came, testing no guess)."""
        if code != self.code:
            return  # (a try at a code already replaced)
        self.pending -= 1
        if proved is None:
            return
        if proved:
            self.wrong_tries, self.replaced = 0, False
            return
        self.wrong_tries += 1
        if self.wrong_tries >= WRONG_TRIES:
            self.wrong_tries, self.pending, self.replaced = 0, 0, True
            self.code = new_code()
            if self.on_code is not None:
                self.on_code(self.code)
