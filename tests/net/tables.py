"""Network tables for the tests: a host on 127.0.0.1 and friends' clients driven by
computer players choosing from what their seat is sent, every wait bounded."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from typing import Any, TypeVar

from briscola_qt.ai.registry import make_player
from briscola_qt.engine.fair import random_cut
from briscola_qt.engine.match import MatchRules
from briscola_qt.engine.rules import Rules
from briscola_qt.net.client import TableClient
from briscola_qt.net.hosted import HostedMatch, PlaceSpec, choose_from_observation
from briscola_qt.net.peers import Limits
from briscola_qt.net.server import TableServer

T = TypeVar("T")
FRIEND = PlaceSpec()


def run(coroutine: Coroutine[Any, Any, T], timeout: float = 60.0) -> T:
    """Run ``coroutine`` to its end, or fail after ``timeout`` seconds."""
    return asyncio.run(asyncio.wait_for(coroutine, timeout))


async def open_table(
    rules: Rules,
    places: list[PlaceSpec],
    match_rules: MatchRules | None = None,
    deals: int = 1,
    limits: Limits | None = None,
    **options: Any,
) -> tuple[TableServer, str]:
    """A table server listening on 127.0.0.1 and its address."""
    hosted = HostedMatch(rules, tuple(places), match_rules or MatchRules(), deals)
    server = TableServer(hosted, limits=limits or Limits(), **options)
    addresses = await server.start("127.0.0.1", 0)
    host, port = addresses[0]
    return server, f"ws://{host}:{port}/"


def friend(uri: str, server: TableServer, name: str, **options: Any) -> TableClient:
    return TableClient(uri, server.code, name, **options)


async def cut_if_asked(client: TableClient) -> None:
    """Cut the deal about to be dealt, if the host waits for this seat's cut."""
    if client.seen.cut_wanted:
        await client.cut(random_cut())


async def drive(client: TableClient, level: str = "random", seed: int = 1) -> None:
    """Play ``client``'s seat with a computer player, from what it is sent, to the match's
    end (or until the connection ends)."""
    player = make_player(level, seed)
    seen = client.seen
    if seen.legal and seen.obs is not None:  # (its turn came while the caller read on)
        await client.act(choose_from_observation(player, seen.obs, seen.legal))
    await cut_if_asked(client)
    while True:
        message = await client.receive()
        await cut_if_asked(client)
        if message["type"] == "update" and seen.legal and seen.obs is not None:
            await client.act(choose_from_observation(player, seen.obs, seen.legal))
        if message["type"] == "deal_over" and message["match_over"]:
            return


async def play_match(
    rules: Rules,
    places: list[PlaceSpec],
    deals: int = 1,
    match_rules: MatchRules | None = None,
    keep_log: bool = False,
) -> tuple[TableServer, list[TableClient]]:
    """A whole match between the friends' places (driven clients) and the computer ones."""
    server, uri = await open_table(rules, places, match_rules, deals)
    try:
        clients = []
        for i in range(sum(1 for p in places if p.friend)):
            client = friend(uri, server, f"Friend {i}", keep_log=keep_log)
            await client.connect()
            clients.append(client)
        await asyncio.gather(*(drive(c, seed=i) for i, c in enumerate(clients)))
        await asyncio.wait_for(server.match_over.wait(), 5)
        assert server.faults == []
        for client in clients:
            await client.close()
        return server, clients
    finally:
        await server.stop()
