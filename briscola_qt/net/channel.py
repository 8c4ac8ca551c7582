"""The handshake and the sealed channel of ``briscola-net/1`` (docs/network.md).

SPAKE2 (the ``spake2`` package, as magic-wormhole uses it) turns the invitation code into
a key both ends share only if they typed the same code; HKDF-SHA256 derives one key per
direction from it; every message after the handshake is sealed with ChaCha20-Poly1305
(``cryptography``), its nonce the message's number in its direction. A frame replayed,
reordered, dropped or altered does not open, and the connection is closed. Nothing here
is a cryptographic primitive of our own: only the way the library's are put together.
"""

from __future__ import annotations

import json
from typing import Any, Final, Literal

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from spake2 import SPAKE2_A, SPAKE2_B, SPAKEError

from ..engine import bounded_json
from .invitation import InvitationCode

VERSION: Final = "briscola-net/1"
"""The protocol's name and version, said first by each end and bound into every key."""
CLIENT_ID: Final = b"briscola-net/1 client"
HOST_ID: Final = b"briscola-net/1 host"
MAX_MESSAGE: Final = 48_000
"""The longest message's JSON, in bytes (a whole deal's observation is under 5,000)."""
MAX_FRAME: Final = MAX_MESSAGE + 100
"""The largest WebSocket message either end accepts, in bytes (a sealed message, its tag)."""
JSON_LIMITS: Final = bounded_json.Limits(max_bytes=MAX_MESSAGE, max_depth=8, max_number_chars=12)
_TAG: Final = 16
_MAX_COUNTER: Final = 2**64 - 1

Role = Literal["client", "host"]


class ChannelError(ValueError):
    """A frame that does not open (wrong code, replayed, reordered, altered) or a handshake
    message that is not one; the connection cannot go on."""


class Handshake:
    """One end's half of the SPAKE2 exchange: ``start`` gives the message to send, ``finish``
    takes the other end's and gives the sealed channel (the keys match only if the codes do;
    the first sealed message tells)."""

    def __init__(self, code: InvitationCode, role: Role) -> None:
        self.role = role
        side = SPAKE2_A if role == "client" else SPAKE2_B
        self._spake = side(code.password, idA=CLIENT_ID, idB=HOST_ID)
        self._started = False

    def start(self) -> bytes:
        self._started = True
        message: bytes = self._spake.start()
        return message

    def finish(self, peer_message: bytes) -> SecureChannel:
        if not self._started:
            raise ChannelError("the handshake was not started")
        try:
            key: bytes = self._spake.finish(peer_message)
        except (SPAKEError, ValueError, TypeError) as error:
            raise ChannelError(f"not a handshake message ({type(error).__name__})") from None
        return channel_for(key, self.role)


def host_key(password: bytes, peer_message: bytes) -> tuple[bytes, bytes]:
    """The host's half of the handshake in one step: its SPAKE2 message and the key shared
    with the client whose message is ``peer_message`` (``channel_for`` makes the channel).
    A plain function of bytes, so a server can run it in a worker process: SPAKE2 is pure
    Python, about 12 ms of CPU. ChannelError if ``peer_message`` is not a handshake's."""
    spake = SPAKE2_B(password, idA=CLIENT_ID, idB=HOST_ID)
    ours: bytes = spake.start()
    try:
        key: bytes = spake.finish(peer_message)
    except (SPAKEError, ValueError, TypeError) as error:
        raise ChannelError(f"not a handshake message ({type(error).__name__})") from None
    return ours, key


def channel_for(key: bytes, role: Role) -> SecureChannel:
    """The sealed channel of ``role``'s end, from the key SPAKE2 gave."""
    to_host = _direction_key(key, "client to host")
    to_client = _direction_key(key, "host to client")
    if role == "client":
        return SecureChannel(to_host, to_client)
    return SecureChannel(to_client, to_host)


def _direction_key(key: bytes, direction: str) -> bytes:
    hkdf = HKDF(
        algorithm=hashes.SHA256(), length=32, salt=None, info=f"{VERSION} {direction}".encode()
    )
    return hkdf.derive(key)


def _nonce(counter: int) -> bytes:
    return b"\0\0\0\0" + counter.to_bytes(8, "big")


class SecureChannel:
    """Seals messages one way and opens them the other, each direction numbered from 0."""

    def __init__(self, send_key: bytes, receive_key: bytes) -> None:
        self._send = ChaCha20Poly1305(send_key)
        self._receive = ChaCha20Poly1305(receive_key)
        self.sent = 0
        self.received = 0

    def seal(self, message: dict[str, Any]) -> bytes:
        """``message`` as one frame: its JSON sealed under the next number of this direction."""
        data = json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode()
        if len(data) > MAX_MESSAGE:
            raise ValueError(f"a message of {len(data)} bytes is over the limit")
        if self.sent >= _MAX_COUNTER:
            raise ChannelError("this channel has sealed all the messages it may")
        frame = self._send.encrypt(_nonce(self.sent), data, VERSION.encode())
        self.sent += 1
        return frame

    def open(self, frame: object) -> dict[str, Any]:
        """The message ``frame`` seals, if it is the next one from the other end;
        ChannelError otherwise (then the connection must end: the numbers are out of step)."""
        if not isinstance(frame, bytes) or not _TAG < len(frame) <= MAX_MESSAGE + _TAG:
            raise ChannelError("not a sealed frame of a possible size")
        try:
            data = self._receive.decrypt(_nonce(self.received), frame, VERSION.encode())
        except InvalidTag:
            raise ChannelError("a frame did not open: wrong code, replayed or altered") from None
        self.received += 1
        try:
            message = bounded_json.loads(data, JSON_LIMITS)
        except bounded_json.BoundedJSONError as error:
            raise ChannelError(f"a sealed message is not JSON we read: {error}") from None
        if not isinstance(message, dict) or not isinstance(message.get("type"), str):
            raise ChannelError("a sealed message is not an object with a type")
        return message
