"""The lobby before the first deal: friends take places and say they are ready, the host
moves players between places (seats and teams), and Start deals."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from briscola_qt.engine.rules import Rules
from briscola_qt.net.client import TableClient
from briscola_qt.net.hosted import PlaceSpec
from briscola_qt.net.server import TableServer

from .tables import FRIEND, drive, friend, open_table, run

COMPUTER = PlaceSpec("random")


async def _settle(*clients: TableClient) -> None:
    """Read what has come so far (a short quiet moment ends it)."""
    for client in clients:
        while True:
            try:
                await asyncio.wait_for(client.receive(), 0.2)
            except TimeoutError:
                break


def test_friends_say_ready_the_host_moves_them_and_starts() -> None:
    async def scenario() -> dict[str, Any]:
        server, uri = await open_table(
            Rules(4, "classic"), [FRIEND, COMPUTER, FRIEND, FRIEND], auto_start=False
        )
        try:
            anna, bruno, carla = (friend(uri, server, n) for n in ("Anna", "Bruno", "Carla"))
            for client in (anna, bruno, carla):
                await client.connect()
            got: dict[str, Any] = {"places": [c.seen.place for c in (anna, bruno, carla)]}
            await anna.ready()
            await bruno.ready()
            await _settle(anna, bruno, carla)
            got["ready_before"] = server.all_ready()
            await carla.ready()
            await _settle(anna, bruno, carla)
            got["ready_after"] = server.all_ready()
            got["seats"] = [(s["name"], s["state"], s["ready"]) for s in carla.seen.seats]
            # The host puts Anna where the computer was, and Bruno with Carla's team.
            server.swap_places(0, 1)
            server.swap_places(2, 3)
            await _settle(anna, bruno, carla)
            got["moved"] = [c.seen.place for c in (anna, bruno, carla)]
            got["names"] = [s["name"] for s in anna.seen.seats]
            assert server.hosted.state is None  # (nothing is dealt before Start)
            server.begin()
            with pytest.raises(ValueError, match="before the first deal"):
                server.swap_places(0, 1)
            await asyncio.gather(*(drive(c, seed=i) for i, c in enumerate((anna, bruno, carla))))
            got["seat_names"] = anna.seen.names
            got["seats_of"] = [c.seen.seat for c in (anna, bruno, carla)]
            return got
        finally:
            await server.stop()

    got = run(scenario(), 60)
    assert got["places"] == [0, 2, 3]
    assert (got["ready_before"], got["ready_after"]) == (False, True)
    assert got["seats"] == [
        ("Anna", "connected", True),
        ("Random 2", "computer", True),
        ("Bruno", "connected", True),
        ("Carla", "connected", True),
    ]
    assert got["moved"] == [1, 3, 2]
    assert got["names"] == ["Random 2", "Anna", "Carla", "Bruno"]
    # In the single deal (deal 0) places sit at the seats of the same number.
    assert got["seats_of"] == [1, 3, 2]
    assert got["seat_names"] == ["Random 2", "Anna", "Carla", "Bruno"]


def test_a_moved_friends_token_brings_them_back_to_their_new_place() -> None:
    async def scenario() -> tuple[int, int]:
        server, uri = await open_table(Rules(2), [FRIEND, FRIEND], auto_start=False)
        try:
            anna = friend(uri, server, "Anna")
            await anna.connect()
            server.swap_places(0, 1)
            await _settle(anna)
            token, moved_to = anna.seen.token, anna.seen.place
            await anna.close()
            back = friend(uri, server, "Anna", token=token)
            welcome = await back.connect()
            assert moved_to is not None
            return moved_to, welcome["place"]
        finally:
            await server.stop()

    assert run(scenario(), 30) == (1, 1)


def test_the_server_starts_by_itself_once_every_place_is_taken() -> None:
    async def scenario() -> TableServer:
        server, uri = await open_table(Rules(2), [FRIEND, COMPUTER])
        try:
            anna = friend(uri, server, "Anna")
            await anna.connect()
            await drive(anna)
            return server
        finally:
            await server.stop()

    assert run(scenario(), 30).hosted.match.is_over()
