"""A hostile client cannot disturb the table: wrong codes, garbage, oversized, replayed
and reordered frames, moves out of turn or against the rules, a handshake sent a byte at a
time. Each ends in a refusal or in that connection's end; the match plays to its end."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from briscola_qt.ai.registry import make_player
from briscola_qt.engine.match import MatchLength, MatchRules
from briscola_qt.engine.rules import Rules
from briscola_qt.net.channel import MAX_FRAME, Handshake, SecureChannel
from briscola_qt.net.client import ClientError, TableClient
from briscola_qt.net.hosted import PlaceSpec, choose_from_observation
from briscola_qt.net.invitation import InvitationCode
from briscola_qt.net.peers import Limits
from briscola_qt.net.server import TableServer

from .tables import FRIEND, cut_if_asked, drive, friend, open_table, run

TWO = Rules(2, "classic")
BEST_OF_3 = MatchRules(MatchLength.BEST_OF_3)


def _wrong(code: InvitationCode) -> InvitationCode:
    return InvitationCode(code.number, code.first, (code.second + 1) % 256)


async def _refused(client: TableClient) -> str:
    with pytest.raises(ClientError) as caught:
        await client.connect(timeout=5)
    return caught.value.reason


def test_three_wrong_codes_replace_the_code() -> None:
    async def scenario() -> tuple[list[str], list[InvitationCode], int, str]:
        told: list[InvitationCode] = []
        server, uri = await open_table(TWO, [FRIEND, FRIEND], on_code=told.append)
        try:
            first = server.code
            reasons = []
            for _ in range(3):
                reasons.append(await _refused(TableClient(uri, _wrong(first), "Eve")))
            assert server.code != first and told == [server.code]
            # The old code is no good now, and a friend who holds it is told the code has
            # changed (the third wrong try too); the new one is good.
            reasons.append(await _refused(TableClient(uri, first, "Eve")))
            welcome = await TableClient(uri, server.code, "Anna").connect()
            tries = server.wrong_tries
            # Once someone has sat down with the new code, a wrong one is only wrong.
            reasons.append(await _refused(TableClient(uri, first, "Eve")))
            return reasons, told, tries, welcome["type"]
        finally:
            await server.stop()

    reasons, _, tries, welcome = run(scenario(), 30)
    assert reasons == ["wrong-code", "wrong-code", "code-changed", "code-changed", "wrong-code"]
    assert welcome == "welcome"
    assert tries == 0  # (a right code starts the count again)


def test_hang_ups_after_the_hosts_half_of_the_handshake_are_no_guesses() -> None:
    """Our half (SPAKE2's B) lets no one test a guess: only the host's answer to a hello
    does. So a peer that takes it and hangs up, however often, costs no try, and the
    handshake's place among those under way is free again at once."""

    async def scenario() -> tuple[int, int, bool, str]:
        server, uri = await open_table(TWO, [FRIEND, FRIEND])
        try:
            code = server.code
            for _ in range(5):  # (more than the three tries a code has)
                async with connect(uri, proxy=None, compression=None) as raw:
                    await raw.send(_opening())
                    assert "pake" in json.loads(await raw.recv())  # our half, then hang up
            for _ in range(100):
                if not server.door.pending:
                    break
                await asyncio.sleep(0.01)
            welcome = await TableClient(uri, code, "Anna").connect(timeout=5)
            return server.wrong_tries, server.door.pending, server.code == code, welcome["type"]
        finally:
            await server.stop()

    assert run(scenario(), 20) == (0, 0, True, "welcome")


def test_a_handshake_the_host_ends_for_time_is_no_guess_and_the_friend_asks_again() -> None:
    """Under load the host may not end a handshake within its time: the friend is told
    ``busy`` (not a wrong code), nothing is counted against the code, and a friend's app
    asks again and sits down."""

    async def scenario() -> tuple[dict[str, Any], int, bool, str, list[str]]:
        limits = Limits(handshake_seconds=0.3)
        server, uri = await open_table(TWO, [FRIEND, FRIEND], limits=limits)
        try:
            code = server.code
            # A handshake whose hello never comes before the host's time is up...
            async with connect(uri, proxy=None, compression=None) as raw:
                await raw.send(_opening())
                await raw.recv()  # (our half)
                told = json.loads(await asyncio.wait_for(raw.recv(), 5))
            # ...and a host too slow to make its half in time, the first time it is asked.
            slow = [True]

            async def answer(at: InvitationCode, pake: bytes) -> tuple[bytes, SecureChannel]:
                if slow:
                    slow.clear()
                    await asyncio.sleep(1)
                handshake = Handshake(at, "host")
                ours = handshake.start()
                return ours, handshake.finish(pake)

            server.door.answer = answer
            welcome = await TableClient(uri, code, "Anna").connect(timeout=5)
            return (
                told,
                server.wrong_tries,
                server.code == code,
                welcome["type"],
                list(server.dropped),
            )
        finally:
            await server.stop()

    told, tries, same_code, welcome, dropped = run(scenario(), 20)
    assert told["refused"] == "busy"
    assert (tries, same_code, welcome) == (0, True, "welcome")
    assert dropped == ["the handshake took too long"] * 2


def _opening() -> str:
    import base64

    from briscola_qt.net.channel import VERSION

    message = Handshake(InvitationCode(1, 2, 3), "client").start()
    return json.dumps({"protocol": VERSION, "pake": base64.b64encode(message).decode()})


async def _match_with_a_hostile_friend(
    mischief: Callable[[TableClient], Awaitable[None]],
    limits: Limits | None = None,
) -> tuple[TableServer, TableClient]:
    """A best-of-three between an honest friend and a hostile one, who before each of its
    moves does ``mischief`` and then plays like anyone."""
    server, uri = await open_table(TWO, [FRIEND, FRIEND], BEST_OF_3, limits=limits)
    try:
        honest, hostile = friend(uri, server, "Anna"), friend(uri, server, "Eve")
        await honest.connect()
        await hostile.connect()
        player = make_player("random", 5)

        async def play_hostile() -> None:
            while True:
                message = await hostile.receive()
                await cut_if_asked(hostile)
                seen = hostile.seen
                if message["type"] == "update" and seen.legal and seen.obs is not None:
                    await mischief(hostile)
                    await hostile.act(choose_from_observation(player, seen.obs, seen.legal))
                if message["type"] == "deal_over" and message["match_over"]:
                    return

        await asyncio.gather(drive(honest), play_hostile())
        await asyncio.wait_for(server.match_over.wait(), 5)
        return server, hostile
    finally:
        await server.stop()


def test_moves_out_of_turn_against_the_rules_or_stale_are_refused_and_change_nothing() -> None:
    refusals: list[str] = []

    async def mischief(client: TableClient) -> None:
        seen = client.seen
        assert seen.obs is not None
        held = {c.code for c in seen.obs.hand}
        not_held = next(code for code in ("AD", "3D", "KD", "QD", "JD", "7D") if code not in held)
        bad = [
            {"type": "act", "deal": seen.deal, "move": seen.move, "action": not_held},
            {"type": "act", "deal": seen.deal, "move": seen.move, "action": "bid:A"},
            {"type": "act", "deal": seen.deal, "move": seen.move, "action": "<script>"},
            {"type": "act", "deal": seen.deal, "move": seen.move - 1, "action": seen.legal[0]},
            {"type": "act", "deal": seen.deal, "move": seen.move, "action": None},
            {"type": "dance"},
        ]
        for message in bad:
            move = seen.move
            await client.send(message)
            answer = await client.receive()
            while answer["type"] != "refused":  # (a seats message may come between)
                answer = await client.receive()
            refusals.append(answer["reason"])
            assert seen.move == move

    # (six refusals a move would soon be too many a second: this test is not about that)
    server, _ = run(_match_with_a_hostile_friend(mischief, Limits(rate=1000, burst=1000)))
    assert server.hosted.match.is_over()
    assert {"illegal", "not-an-action", "stale", "unknown-message"} <= set(refusals)
    assert not server.dropped


def test_moving_when_it_is_not_your_turn_is_refused() -> None:
    async def scenario() -> tuple[list[str], int, list[str]]:
        server, uri = await open_table(TWO, [FRIEND, FRIEND])
        try:
            first, second = friend(uri, server, "Anna"), friend(uri, server, "Eve")
            await first.connect()
            await second.connect()
            for client in (first, second):  # (both cut, then the cards are dealt)
                while client.seen.deal is None:
                    await client.receive()
                await cut_if_asked(client)
            while first.seen.obs is None or second.seen.obs is None:
                await (first if first.seen.obs is None else second).receive()
            waiting = second if first.seen.legal else first
            assert waiting.seen.obs is not None and not waiting.seen.legal
            reasons = []
            for card in waiting.seen.obs.hand:
                await waiting.act(card.code)
                message = await waiting.receive()
                while message["type"] != "refused":
                    message = await waiting.receive()
                reasons.append(message["reason"])
            hosted = server.hosted
            assert hosted.state is not None
            return reasons, hosted.move, [c.code for c in hosted.state.hand(waiting.seen.seat or 0)]
        finally:
            await server.stop()

    reasons, move, hand = run(scenario(), 30)
    assert reasons == ["not-your-turn"] * 3
    assert move == 0 and len(hand) == 3  # nothing changed


@pytest.mark.parametrize("attack", ["fuzz", "oversized", "replay", "reorder", "flood"])
def test_a_friend_who_misbehaves_is_dropped_and_comes_back_to_the_same_place(attack: str) -> None:
    """Whatever it sends, only its connection ends; with its token it sits down again where
    it was, and the match goes on to its end."""
    attacked: list[str] = []

    async def scenario() -> TableServer:
        server, uri = await open_table(TWO, [FRIEND, FRIEND], BEST_OF_3)
        try:
            honest, hostile = friend(uri, server, "Anna"), friend(uri, server, "Eve")
            await honest.connect()
            await hostile.connect()
            honest_task = asyncio.ensure_future(drive(honest))
            token, place = hostile.seen.token, hostile.seen.place
            await _attack(hostile, attack)
            for _ in range(200):  # (the client may hear the close before the host notes why)
                if server.dropped:
                    break
                await asyncio.sleep(0.01)
            attacked.append(server.dropped[-1] if server.dropped else "")
            back = friend(uri, server, "Eve", token=token)
            welcome = await back.connect()
            assert welcome["place"] == place
            await asyncio.gather(honest_task, drive(back, seed=9))
            await asyncio.wait_for(server.match_over.wait(), 5)
            return server
        finally:
            await server.stop()

    server = run(scenario(), 60)
    assert server.hosted.match.is_over()
    assert attacked[0]  # (the server says why it dropped the connection)


async def _attack(client: TableClient, attack: str) -> None:
    connection, channel = client.connection, client.channel
    assert connection is not None and channel is not None
    rng = random.Random(attack)
    if attack == "fuzz":
        for _ in range(20):
            await connection.send(os.urandom(rng.randrange(1, 300)))
    elif attack == "oversized":
        await connection.send(b"\0" * (MAX_FRAME + 1))
    elif attack == "replay":
        frame = channel.seal({"type": "dance"})
        await connection.send(frame)
        await connection.send(frame)
    elif attack == "reorder":
        first = channel.seal({"type": "dance"})
        second = channel.seal({"type": "dance"})
        await connection.send(second)
        await connection.send(first)
    elif attack == "flood":
        for _ in range(200):
            await connection.send(channel.seal({"type": "dance"}))
    try:
        async with asyncio.timeout(5):
            while True:
                await client.receive()
    except (ConnectionClosed, ClientError):
        pass


def test_a_handshake_sent_a_byte_at_a_time_times_out_and_the_table_plays_on() -> None:
    async def scenario() -> tuple[TableServer, float]:
        limits = Limits(handshake_seconds=0.5)
        server, uri = await open_table(TWO, [FRIEND, PlaceSpec("random")], BEST_OF_3, limits=limits)
        try:
            host, port = uri.removeprefix("ws://").rstrip("/").rsplit(":", 1)
            reader, writer = await asyncio.open_connection(host, int(port))
            # An upgrade request of 60-odd bytes, one every 50 ms: 3 s if let finish.
            request = f"GET / HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\n".encode()
            loop = asyncio.get_running_loop()

            async def trickle() -> float:
                start = loop.time()
                closed = asyncio.ensure_future(reader.read())
                with contextlib.suppress(ConnectionError):
                    for byte in request:
                        if closed.done():
                            break
                        writer.write(bytes([byte]))
                        await writer.drain()
                        await asyncio.sleep(0.05)
                    await asyncio.wait_for(closed, 5)
                return loop.time() - start

            slow = asyncio.ensure_future(trickle())
            honest = friend(uri, server, "Anna")
            await honest.connect()
            await drive(honest)
            ended_after = await asyncio.wait_for(slow, 10)
            writer.close()
            return server, ended_after
        finally:
            await server.stop()

    server, ended_after = run(scenario(), 60)
    assert server.hosted.match.is_over()
    assert 0.4 < ended_after < 2.0


def test_a_silent_peer_after_connecting_times_out() -> None:
    async def scenario() -> list[str]:
        limits = Limits(handshake_seconds=0.3)
        server, uri = await open_table(TWO, [FRIEND, FRIEND], limits=limits)
        try:
            async with connect(uri, proxy=None, compression=None) as raw:
                told = json.loads(await asyncio.wait_for(raw.recv(), 5))
                with pytest.raises(ConnectionClosed):
                    await asyncio.wait_for(raw.recv(), 5)
            return [told["refused"], *server.dropped]
        finally:
            await server.stop()

    assert run(scenario(), 20) == ["busy", "the handshake took too long"]


def test_garbage_instead_of_a_handshake_is_turned_away() -> None:
    async def scenario() -> tuple[dict[str, Any], int]:
        server, uri = await open_table(TWO, [FRIEND, FRIEND])
        try:
            async with connect(uri, proxy=None, compression=None) as raw:
                await raw.send(b"\x00\xff garbage")
                import json

                answer = json.loads(await raw.recv())
            return answer, server.wrong_tries
        finally:
            await server.stop()

    answer, tries = run(scenario(), 20)
    assert answer["refused"] == "not-a-handshake"
    assert tries == 0  # (the peer got nothing to guess with)


def test_guesses_made_side_by_side_get_three_tries_in_all() -> None:
    async def scenario() -> tuple[list[str], list[InvitationCode]]:
        told: list[InvitationCode] = []
        server, uri = await open_table(TWO, [FRIEND, FRIEND], on_code=told.append)
        try:
            code = server.code
            guesses = [
                InvitationCode(code.number, code.first, (code.second + k) % 256)
                for k in range(1, 21)
            ]

            async def guess(wrong: InvitationCode) -> str:
                client = TableClient(uri, wrong, "Eve")
                try:
                    await client.connect(timeout=5, patient=False)
                    return "welcome"
                except ClientError as error:
                    return error.reason

            reasons = await asyncio.gather(*(guess(g) for g in guesses))
            return list(reasons), told
        finally:
            await server.stop()

    reasons, told = run(scenario(), 30)
    assert 1 <= reasons.count("wrong-code") + reasons.count("code-changed") <= 3
    assert set(reasons) <= {"wrong-code", "code-changed", "busy"}
    assert len(told) <= 1


def test_connections_beyond_the_limit_are_turned_away_and_the_table_plays_on() -> None:
    async def scenario() -> tuple[TableServer, list[object]]:
        limits = Limits(connections=3, handshake_seconds=5)
        server, uri = await open_table(TWO, [FRIEND, PlaceSpec("random")], BEST_OF_3, limits=limits)
        try:
            honest = friend(uri, server, "Anna")
            await honest.connect()
            # Strangers hold connections open without a handshake...
            strangers = [await connect(uri, proxy=None, compression=None) for _ in range(4)]
            closed = []
            for stranger in strangers:
                try:
                    await asyncio.wait_for(stranger.recv(), 0.5)
                except ConnectionClosed as error:
                    closed.append(error.rcvd.code if error.rcvd else None)
                except TimeoutError:
                    closed.append("open")
            await drive(honest)  # ...and the friend plays on
            for stranger in strangers:
                await stranger.close()
            return server, closed
        finally:
            await server.stop()

    server, closed = run(scenario(), 60)
    assert closed == ["open", "open", 1013, 1013]  # (the friend holds the third)
    assert server.hosted.match.is_over()


def test_a_friend_turned_away_for_too_many_connections_asks_again_and_sits_down() -> None:
    async def scenario() -> tuple[str, str]:
        server, uri = await open_table(TWO, [FRIEND, FRIEND], limits=Limits(connections=1))
        try:
            stranger = await connect(uri, proxy=None, compression=None)
            refused = await _refused_now(TableClient(uri, server.code, "Anna"))
            asyncio.get_running_loop().call_later(0.3, asyncio.ensure_future, stranger.close())
            welcome = await TableClient(uri, server.code, "Anna").connect(timeout=5)
            return refused, welcome["type"]
        finally:
            await server.stop()

    assert run(scenario(), 20) == ("busy", "welcome")


async def _refused_now(client: TableClient) -> str:
    """The reason ``client`` is turned away the first time it asks."""
    with pytest.raises(ClientError) as caught:
        await client.connect(timeout=5, patient=False)
    return caught.value.reason


def test_a_computer_player_that_fails_costs_its_move_not_the_table(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from briscola_qt.ai.base import RandomPlayer

    def broken(self: RandomPlayer, obs: object, *args: object, **kwargs: object) -> object:
        raise RuntimeError("a bug in a computer player")

    monkeypatch.setattr(RandomPlayer, "choose_card", broken)

    async def scenario() -> TableServer:
        server, uri = await open_table(TWO, [FRIEND, PlaceSpec("random")])
        try:
            honest = friend(uri, server, "Anna")
            await honest.connect()
            await drive(honest, level="beginner")
            return server
        finally:
            await server.stop()

    server = run(scenario(), 30)
    assert server.hosted.match.is_over()
    assert len(server.faults) == 20 and "a bug in a computer player" in server.faults[0]


def test_a_seated_friend_sending_random_messages_breaks_nothing() -> None:
    """Messages of every known type with fields of every kind, from a friend who knows the
    code: each is refused or ignored, none ends in an error of the host's own, and the
    match is played to its end."""
    rng = random.Random(44)
    kinds = ["act", "cut", "say", "ready", "bye-not", "hello", "welcome", "", "x" * 40]
    values: list[Any] = [None, True, False, -1, 0, 7, 1.5, "", "AD", "bid:2:70", "suit:D"]
    values += ["swap", "x" * 3000, [], {}, [1, [2, [3]]], {"a": {"b": [None]}}, "ç" * 50]

    async def scenario() -> TableServer:
        limits = Limits(rate=1e6, burst=1_000_000)
        server, uri = await open_table(TWO, [FRIEND, FRIEND], BEST_OF_3, limits=limits)
        try:
            honest, noisy = friend(uri, server, "Anna"), friend(uri, server, "Eve")
            await honest.connect()
            await noisy.connect()
            for _ in range(400):
                message: dict[str, Any] = {"type": rng.choice(kinds)}
                for field in rng.sample(["deal", "move", "action", "cut", "phrase", "ready"], 3):
                    message[field] = rng.choice(values)
                await noisy.send(message)
            await asyncio.gather(drive(honest), drive(noisy, seed=3))
            await asyncio.wait_for(server.match_over.wait(), 5)
            return server
        finally:
            await server.stop()

    server = run(scenario(), 60)
    assert server.hosted.match.is_over()
    assert not any("1011" in why for why in server.dropped), list(server.dropped)
    assert not server.faults
