"""A friend whose connection drops keeps their place: their token brings them back to it,
the table as it stands, within the window; after it, or with a token the table does not
know, they are told so. And the client's worker thread never holds up its caller."""

from __future__ import annotations

import asyncio
import queue
import time
from collections.abc import Callable
from functools import partial
from typing import Any

import pytest

from briscola_qt.engine.match import MatchLength, MatchRules
from briscola_qt.engine.rules import Rules
from briscola_qt.net.client import ClientError, TableClient
from briscola_qt.net.hosted import HostedMatch, PlaceSpec
from briscola_qt.net.peers import Limits
from briscola_qt.net.server import TableServer
from briscola_qt.net.threads import ClientThread, ServerThread

from .tables import FRIEND, cut_if_asked, drive, friend, open_table, run

FOUR = Rules(4, "classic")
BEST_OF_3 = MatchRules(MatchLength.BEST_OF_3)
PLACES = [FRIEND, PlaceSpec("random"), FRIEND, PlaceSpec("random")]


async def _play_moves(client: TableClient, moves: int) -> None:
    """Play ``moves`` of ``client``'s own moves (the first legal action each time)."""
    while moves:
        message = await client.receive()
        await cut_if_asked(client)
        if message["type"] == "update" and client.seen.legal:
            await client.act(client.seen.legal[0])
            moves -= 1


async def _until(condition: Callable[[], bool], seconds: float = 5.0) -> None:
    async with asyncio.timeout(seconds):
        while not condition():
            await asyncio.sleep(0.01)


def test_a_dropped_friend_comes_back_to_the_same_place_and_the_table_as_it_stands() -> None:
    async def scenario() -> tuple[TableServer, dict[str, Any], TableClient, TableClient]:
        server, uri = await open_table(FOUR, PLACES, MatchRules(MatchLength.BEST_OF_3))
        try:
            anna = friend(uri, server, "Anna", keep_log=True)
            bruno = friend(uri, server, "Bruno")
            await anna.connect()
            await bruno.connect()
            playing = asyncio.ensure_future(drive(anna))
            await _play_moves(bruno, 2)
            place = bruno.seen.place
            assert place is not None
            await bruno.close()  # (the connection is lost mid-deal)
            hosted = server.hosted
            # The others see the place as reconnecting; the table waits for its turn.
            await _until(lambda: hosted.to_move() == place)
            await _until(lambda: any(_says(m, place, "reconnecting") for m in anna.log or ()))
            assert hosted.state is not None
            move, hand = hosted.move, hosted.state.hand(hosted.seat_of(place))
            back = friend(uri, server, "Bruno", token=bruno.seen.token)
            got = {"welcome": await back.connect()}
            got["deal"] = await back.receive()
            got["update"] = await back.receive()
            assert got["update"]["move"] == move
            assert got["update"]["obs"]["hand"] == [c.code for c in hand]
            await asyncio.gather(playing, drive(back, seed=3))
            return server, got, anna, back
        finally:
            await server.stop()

    server, got, anna, back = run(scenario(), 60)
    assert got["welcome"]["place"] == 2 and got["deal"]["type"] == "deal"
    assert got["update"]["legal"]  # (it is their turn: the table waited for them)
    log = anna.log or []
    dropped = next(i for i, m in enumerate(log) if _says(m, 2, "reconnecting"))
    assert any(_says(m, 2, "connected") for m in log[dropped:])  # (and back again)
    assert server.hosted.match.is_over()
    assert back.seen.deal_over is not None and back.seen.deal_over["match_over"]


def _says(message: dict[str, Any], place: int, state: str) -> bool:
    return message["type"] == "seats" and message["seats"][place]["state"] == state


def test_after_the_window_the_place_is_given_up_and_a_newcomer_may_take_it() -> None:
    async def scenario() -> tuple[str, int]:
        limits = Limits(reconnect_window=0.2)
        server, uri = await open_table(FOUR, PLACES, limits=limits)
        try:
            anna, bruno = friend(uri, server, "Anna"), friend(uri, server, "Bruno")
            await anna.connect()
            await bruno.connect()
            token = bruno.seen.token
            await bruno.close()
            await _until(lambda: server.seat_list()[2]["state"] == "reconnecting")
            await asyncio.sleep(0.3)
            try:
                await friend(uri, server, "Bruno", token=token).connect()
                reason = "welcome"
            except ClientError as error:
                reason = error.reason
            carla = await friend(uri, server, "Carla").connect()
            return reason, carla["place"]
        finally:
            await server.stop()

    assert run(scenario(), 30) == ("seat-expired", 2)


def test_an_unknown_token_or_a_full_table_is_told() -> None:
    async def scenario() -> list[str]:
        server, uri = await open_table(FOUR, PLACES)
        try:
            reasons = []
            for token in ("not-a-token", "caffè" * 4, "x" * 65, None, None, None):
                try:
                    await friend(uri, server, "X", token=token).connect()
                    reasons.append("welcome")
                except ClientError as error:
                    reasons.append(error.reason)
            return reasons
        finally:
            await server.stop()

    assert run(scenario(), 30) == [*["unknown-token"] * 3, "welcome", "welcome", "table-full"]


def test_the_host_and_the_client_threads_never_hold_up_their_caller() -> None:
    """A host's app and a friend's, each driving its side from its own (GUI) thread: every
    call returns at once, and a whole deal is played, paused and kept meanwhile."""
    hosted = HostedMatch(Rules(2, "classic"), (FRIEND, PlaceSpec("random")))
    changes: list[int] = []
    server = TableServer(hosted, on_change=lambda: changes.append(1))
    hosting = ServerThread(server)
    inbox: queue.Queue[dict[str, Any]] = queue.Queue()
    worker = ClientThread(inbox.put)
    calls: list[float] = []

    def timed(call: Callable[[], object]) -> Any:
        start = time.perf_counter()
        result = call()
        calls.append(time.perf_counter() - start)
        return result

    try:
        host, port = timed(lambda: hosting.start()).result(10)[0]
        timed(lambda: worker.connect(f"ws://{host}:{port}/", server.code, "Anna"))
        paused = False
        deadline = time.monotonic() + 30
        message: dict[str, Any] = {}
        while time.monotonic() < deadline and message.get("type") != "deal_over":
            message = inbox.get(timeout=10)
            if message["type"] == "deal" and message["cut"]:
                timed(lambda: worker.cut("Caffè 42"))
            if message["type"] == "update" and message["legal"]:
                if not paused:  # (once: the host pauses and goes on)
                    timed(lambda: hosting.call(server.pause, True)).result(5)
                    timed(lambda: hosting.call(server.pause, False)).result(5)
                    paused = True
                timed(partial(worker.act, message["legal"][0]))
        assert message["type"] == "deal_over"
        kept = timed(lambda: hosting.call(server.saved)).result(5)
        assert kept["format"] == "briscola-net-table/1"
        assert worker.client is not None and worker.client.seen.verified == {0: True}
        assert changes  # (the host's app was told when to keep its table)
    finally:
        worker.close()
        hosting.stop()
    # Calls return at once: the handshake, the moves and the host's work happen elsewhere.
    assert max(calls) < 0.05, calls


def test_the_host_hands_an_absent_friends_seat_to_a_computer_and_back() -> None:
    async def scenario() -> tuple[TableServer, list[str], TableClient]:
        server, uri = await open_table(Rules(2, "classic"), [FRIEND, FRIEND], BEST_OF_3)
        try:
            anna, bruno = friend(uri, server, "Anna"), friend(uri, server, "Bruno")
            await anna.connect()
            await bruno.connect()
            playing = asyncio.ensure_future(drive(anna))
            await _play_moves(bruno, 2)
            place = bruno.seen.place
            assert place is not None
            await bruno.close()
            hosted = server.hosted
            await _until(lambda: hosted.to_move() == place)
            move = hosted.move
            server.hand_to_computer(place, "random")
            states = [server.seat_list()[place]["state"]]
            await _until(lambda: hosted.move >= move + 6)  # the computer plays for them
            back = friend(uri, server, "Bruno", token=bruno.seen.token)
            await back.connect()
            # Back at the table, but the computer holds the seat until the host says.
            await back.act("AD")  # (whoever's turn it is: the seat is not theirs now)
            refused = []
            while not refused:
                message = await back.receive()
                if message["type"] == "refused":
                    refused.append(message["reason"])
            server.hand_back(place)
            states.append(server.seat_list()[place]["state"])
            await asyncio.gather(playing, drive(back, seed=4))
            return server, states + refused, back
        finally:
            await server.stop()

    server, said, back = run(scenario(), 60)
    assert said == ["computer", "connected", "computer-holds-seat"]
    assert server.hosted.match.is_over()
    assert back.seen.deal_over is not None and back.seen.deal_over["match_over"]


def test_a_place_left_longer_than_the_window_is_said_free_and_a_newcomer_takes_it() -> None:
    """Nobody came back with the token: once the window has passed, every friend is told
    the place is free, and a newcomer sits there (with a token of their own)."""

    async def scenario() -> tuple[TableClient, dict[str, Any], str | None]:
        server, uri = await open_table(FOUR, PLACES, limits=Limits(reconnect_window=0.3))
        try:
            anna = friend(uri, server, "Anna", keep_log=True)
            bruno = friend(uri, server, "Bruno")
            await anna.connect()
            await bruno.connect()
            listening = asyncio.ensure_future(anna.run())
            await bruno.close()
            await _until(lambda: any(_says(m, 2, "reconnecting") for m in anna.log or ()))
            log = anna.log or []
            away = next(i for i, m in enumerate(log) if _says(m, 2, "reconnecting"))
            await _until(lambda: any(_says(m, 2, "free") for m in log[away:]), 3)
            carla = await friend(uri, server, "Carla").connect()
            listening.cancel()
            return anna, carla, bruno.seen.token
        finally:
            await server.stop()

    anna, carla, old_token = run(scenario(), 30)
    assert carla["place"] == 2 and carla["token"] != old_token
    seats = next(m for m in anna.log or () if m["type"] == "seats")["seats"]
    assert [seat["friend"] for seat in seats] == [True, False, True, False]


class _Kept:
    """The seat tokens an app keeps (the app keeps them in a file: app/network/seat_tokens)."""

    def __init__(self, tokens: dict[str, str]) -> None:
        self.tokens = dict(tokens)

    def get(self, table: str, name: str) -> str | None:
        return self.tokens.get(table) if name == "Marco" else None

    def forget(self, table: str) -> None:
        self.tokens.pop(table, None)


def test_an_app_that_kept_its_token_comes_back_to_its_own_place() -> None:
    """Two friends of one name are both away; the second's app, started again, finds its
    token for the table the host names and sits at its own place, not the first's."""

    async def scenario() -> tuple[int, int, list[str], dict[str, str]]:
        server, uri = await open_table(FOUR, PLACES)
        try:
            first, second = friend(uri, server, "Marco"), friend(uri, server, "Marco")
            await first.connect()
            await second.connect()
            assert (first.seen.place, second.seen.place) == (0, 2)
            token = second.seen.token
            assert token is not None
            await first.close()
            await second.close()
            away = ["reconnecting"] * 2
            await _until(lambda: [s["state"] for s in server.seat_list()][::2] == away)
            kept = _Kept({server.door.table: token, "another-table": "x"})
            back = friend(uri, server, "Marco", kept=kept)
            place = (await back.connect())["place"]
            # A token the table does not know is forgotten, and the app sits as a newcomer.
            stale = _Kept({server.door.table: "not-this-tables-token"})
            newcomer = friend(uri, server, "Marco", kept=stale)
            other = (await newcomer.connect())["place"]
            return place, other, sorted(stale.tokens), kept.tokens
        finally:
            await server.stop()

    place, other, stale_left, kept = run(scenario(), 30)
    assert place == 2
    assert other == 0  # (by name: the other Marco's place, kept for him)
    assert stale_left == []
    assert "another-table" in kept


def test_a_friend_back_at_a_paused_table_is_told_it_is_paused() -> None:
    async def scenario() -> list[dict[str, Any]]:
        server, uri = await open_table(Rules(2, "classic"), [FRIEND, FRIEND])
        try:
            anna, bruno = friend(uri, server, "Anna"), friend(uri, server, "Bruno")
            await anna.connect()
            await bruno.connect()
            await _until(lambda: server.hosted.seed is not None)
            server.pause(True)
            await bruno.close()
            await _until(lambda: server.seat_list()[1]["state"] == "reconnecting")
            back = friend(uri, server, "Bruno", token=bruno.seen.token, keep_log=True)
            await back.connect()
            for _ in range(5):
                if (await back.receive())["type"] == "paused":
                    break
            return back.log or []
        finally:
            await server.stop()

    log = run(scenario(), 30)
    assert [m["type"] for m in log[:2]] == ["welcome", "deal"]
    assert {"type": "paused", "paused": True} in log


@pytest.mark.filterwarnings("error::ResourceWarning")
def test_a_client_closed_while_it_connects_leaves_nothing_running() -> None:
    """A friend's app closed while its client waits for the host's answer: the connection
    being made was left in the stopped loop, and was torn down later, anywhere, with
    "Event loop is closed" (seen once as an unraisable exception in CI)."""
    import base64
    import gc
    import hashlib
    import socket
    import sys

    from briscola_qt.net.invitation import InvitationCode

    unraisable: list[object] = []
    listener = socket.create_server(("127.0.0.1", 0))  # accepts, never answers
    listener.settimeout(10)
    hook, sys.unraisablehook = sys.unraisablehook, unraisable.append
    try:
        worker = ClientThread(lambda message: None)
        port = listener.getsockname()[1]
        worker.connect(f"ws://127.0.0.1:{port}/", InvitationCode(100, 1, 2), "Anna")
        accepted, _ = listener.accept()
        # The websocket handshake answered, and then nothing: the client waits for the
        # table's welcome.
        request = b""
        while b"\r\n\r\n" not in request:
            request += accepted.recv(4096)
        key = next(
            line.split(b":", 1)[1].strip()
            for line in request.split(b"\r\n")
            if line.lower().startswith(b"sec-websocket-key:")
        )
        accept = base64.b64encode(
            hashlib.sha1(key + b"258EAFA5-E914-47DA-95CA-C5AB0DC85B11").digest()
        )
        accepted.sendall(
            b"HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n"
            b"Connection: Upgrade\r\nSec-WebSocket-Accept: " + accept + b"\r\n\r\n"
        )
        deadline = time.monotonic() + 10
        while worker.client is None or worker.client.connection is None:
            assert time.monotonic() < deadline
            time.sleep(0.01)
        worker.close(timeout=1)  # (the host will not answer the close either)
        del worker
        gc.collect()
        accepted.close()
    finally:
        sys.unraisablehook = hook
        listener.close()
    assert unraisable == []
