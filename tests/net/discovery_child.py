"""Run inside a network namespace of its own (tests/net/test_discovery.py): a host serves a
table on 127.0.0.1 and announces it; a friend finds it, sits down, sees the free places
change, and no longer finds it once the host stops announcing. Prints what it saw as JSON."""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from briscola_qt.engine.rules import Rules
from briscola_qt.net.client import TableClient
from briscola_qt.net.discovery import Announcement, FoundTable, browse
from briscola_qt.net.hosted import HostedMatch, PlaceSpec
from briscola_qt.net.server import TableServer

LOOPBACK = ["127.0.0.1"]
LOOKS = 6
"""Browses of 1.5 s each before a look gives up: on a loaded machine one browse could end
before the announcement (or its change, or its goodbye) was heard."""


async def look(until: Callable[[list[FoundTable]], bool]) -> list[FoundTable]:
    """The tables heard by a browse, browsing again (a few times at most) until ``until``."""
    for _ in range(LOOKS):
        found = await browse(1.5, LOOPBACK)
        if until(found):
            break
    return found


async def main() -> dict[str, object]:
    rules = Rules(4)
    places = (PlaceSpec(), PlaceSpec("random"), PlaceSpec(), PlaceSpec("random"))
    server = TableServer(HostedMatch(rules, places), auto_start=False)
    host, port = (await server.start("127.0.0.1", 0))[0]
    seen: dict[str, object] = {}
    announcement = await Announcement.start("Anna", port, [host], rules, 2, LOOPBACK)
    try:
        found = await look(lambda tables: bool(tables))
        seen["found"] = [(t.host_name, t.players, t.variant, t.free, t.port == port) for t in found]
        welcome = await TableClient(found[0].uri, server.code, "Bruno").connect()
        seen["seated"] = welcome["place"]
        await announcement.update(free=1)
        changed = await look(lambda tables: [t.free for t in tables] == [1])
        seen["free_after"] = [t.free for t in changed]
    finally:
        await announcement.stop()
    seen["after_stop"] = len(await look(lambda tables: not tables))
    await server.stop()
    return seen


if __name__ == "__main__":
    print(json.dumps(asyncio.run(asyncio.wait_for(main(), 60))))
