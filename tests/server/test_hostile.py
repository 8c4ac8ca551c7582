"""Hostile clients against the server, many at once: wrong codes, garbage in the lobby and
at a table, frames too large, hang-ups mid-handshake. Each is turned away on its own
connection; a table beside them plays its deal to the end, and a code three wrong tries
replaced is told to the table's opener and kept across a restart."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from briscola_qt.engine.rules import Rules
from briscola_qt.net.channel import MAX_FRAME, VERSION
from briscola_qt.net.client import ClientError, TableClient
from briscola_qt.net.invitation import InvitationCode, parse_code
from briscola_qt.server.lobby import LOBBY
from briscola_qt.server.lobby_client import table_uri

from ..net.tables import run
from .serving import lobby, open_club, play_turns, seat


def _wrong(code: InvitationCode) -> InvitationCode:
    return InvitationCode(code.number, code.first, (code.second + 1) % 256)


async def _garbage(uri: str, frames: list[str | bytes]) -> None:
    with contextlib.suppress(ConnectionClosed, OSError, TimeoutError):
        async with asyncio.timeout(3), connect(uri, proxy=None, max_size=2**20) as raw:
            for frame in frames:
                await raw.send(frame)
            while True:
                await raw.recv()


@pytest.mark.slow
def test_hostile_clients_at_once_disturb_no_table(tmp_path: Path) -> None:
    rng = random.Random(45)

    async def scenario() -> None:
        club, server = await open_club(tmp_path, connections_per_address=64)
        try:
            hall = await lobby(server)
            played = await hall.create(Rules(2), ["friend", "random"])
            guessed = await hall.create(Rules(2), ["friend", "friend"])
            target = table_uri(server, guessed["table"])
            code = parse_code(guessed["code"])
            anna = seat(server, played, "Anna")
            await anna.connect()
            playing = asyncio.ensure_future(play_turns(anna))
            attacks = [
                _garbage(server + "/lobby", [os.urandom(rng.randrange(1, 300))]),
                _garbage(server + "/lobby", [json.dumps({"protocol": LOBBY}), "{" * 3000]),
                _garbage(server + "/lobby", ["x" * 20_000]),
                _garbage(target, [os.urandom(64)]),
                _garbage(target, [json.dumps({"protocol": VERSION, "pake": "!!"})]),
                _garbage(target, [b"x" * (MAX_FRAME + 1)]),
                _garbage(server + "/t/../../etc/passwd", ["hello"]),
                _garbage(server + "/nowhere", ["hello"]),
            ] * 3
            await asyncio.gather(*attacks)
            for attempt in range(3):  # (one after another: side by side, the door says busy)
                with pytest.raises(ClientError) as refused:
                    await TableClient(target, _wrong(code), "Eve").connect(timeout=10)
                # (the third wrong try replaces the code, and its refusal says so)
                assert refused.value.reason == ("code-changed" if attempt == 2 else "wrong-code")
            assert await asyncio.wait_for(playing, 60) == 20  # (Anna's deal played out)
            assert anna.seen.verified == {0: True}
            assert club.tables[played["table"]].faults == []
            # The code was replaced: the old one is no good, the opener is told the new one.
            new = await hall.code(guessed["table"], guessed["owner"])
            assert parse_code(new) != code
            await hall.close()
        finally:
            await club.stop()
        club, server = await open_club(tmp_path)  # (the new code is in the record)
        try:
            bruno = TableClient(table_uri(server, guessed["table"]), parse_code(new), "Bruno")
            assert (await bruno.connect())["type"] == "welcome"
            await bruno.close()
        finally:
            await club.stop()

    run(scenario(), 120)
