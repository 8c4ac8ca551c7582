"""The sealed channel: the same code gives matching keys, and a frame opens once, in its
place, in its direction, unaltered, or not at all."""

from __future__ import annotations

import pytest

from briscola_qt.net.channel import MAX_MESSAGE, ChannelError, Handshake, SecureChannel
from briscola_qt.net.invitation import InvitationCode


def _pair(client_code: InvitationCode, host_code: InvitationCode) -> tuple[SecureChannel, ...]:
    client, host = Handshake(client_code, "client"), Handshake(host_code, "host")
    client_message, host_message = client.start(), host.start()
    return client.finish(host_message), host.finish(client_message)


CODE = InvitationCode(7, 41, 125)


def test_the_same_code_opens_both_ways() -> None:
    client, host = _pair(CODE, CODE)
    assert host.open(client.seal({"type": "hello", "name": "Anna"})) == {
        "type": "hello",
        "name": "Anna",
    }
    assert client.open(host.seal({"type": "welcome"}))["type"] == "welcome"
    assert client.open(host.seal({"type": "update", "move": 1}))["move"] == 1


def test_a_wrong_code_opens_nothing() -> None:
    client, host = _pair(CODE, InvitationCode(7, 41, 126))
    with pytest.raises(ChannelError, match="wrong code"):
        host.open(client.seal({"type": "hello"}))


def test_a_replayed_frame_is_refused() -> None:
    client, host = _pair(CODE, CODE)
    frame = client.seal({"type": "act", "action": "AD"})
    host.open(frame)
    with pytest.raises(ChannelError):
        host.open(frame)


def test_reordered_frames_are_refused() -> None:
    client, host = _pair(CODE, CODE)
    first = client.seal({"type": "act", "action": "AD"})
    second = client.seal({"type": "act", "action": "3D"})
    with pytest.raises(ChannelError):
        host.open(second)
    assert first  # (the second was refused in the first's place)


def test_an_altered_frame_is_refused() -> None:
    client, host = _pair(CODE, CODE)
    frame = bytearray(client.seal({"type": "act", "action": "AD"}))
    frame[3] ^= 1
    with pytest.raises(ChannelError):
        host.open(bytes(frame))


def test_a_frame_does_not_open_in_the_other_direction() -> None:
    client, host = _pair(CODE, CODE)
    frame = client.seal({"type": "hello"})
    with pytest.raises(ChannelError):
        client.open(frame)  # reflected back at its sender
    assert host.open(frame)["type"] == "hello"


@pytest.mark.parametrize("frame", [b"", b"x" * 16, "text", b"\0" * (MAX_MESSAGE + 17)])
def test_frames_of_no_possible_size_are_refused(frame: object) -> None:
    _, host = _pair(CODE, CODE)
    with pytest.raises(ChannelError, match="possible size"):
        host.open(frame)


def test_a_message_too_large_is_not_sealed() -> None:
    client, _ = _pair(CODE, CODE)
    with pytest.raises(ValueError, match="over the limit"):
        client.seal({"type": "x", "pad": "a" * MAX_MESSAGE})


@pytest.mark.parametrize("garbage", [b"", b"\x00" * 33, b"A" + b"\xff" * 32, b"B" * 33])
def test_a_handshake_message_that_is_not_one_is_refused(garbage: bytes) -> None:
    host = Handshake(CODE, "host")
    host.start()
    with pytest.raises(ChannelError):
        host.finish(garbage)


def test_sealed_json_that_is_not_a_message_is_refused() -> None:
    client, host = _pair(CODE, CODE)
    with pytest.raises(ChannelError, match="type"):
        host.open(client.seal({"no": "type"}))
