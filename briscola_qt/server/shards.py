"""The lobby's list when several server processes stand behind one proxy (docs/server.md,
"Beyond one machine").

Each process (``shard``) holds its own tables and knows nothing of the others' but their
addresses (``shards``). A ``list`` that reaches any of them is answered from all: the
process asks each other one's lobby, directly on its own address, how many tables it holds
(its welcome) and then for the part of the page that falls among them (``"here": true``:
its own tables only), in shard order. A process that does not answer within
``SIBLING_SECONDS`` is left out and named in ``unreachable``; the list is then short, never
wrong. Nothing is shared but the question: a process killed or restarted costs the others
nothing but its lines in the list.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Sequence
from typing import Any, Final

from .lobby import RefusedError
from .lobby_client import LobbyClient, LobbyError

SIBLING_SECONDS: Final = 2.0
"""How long a list waits for another process's lobby."""
UNREACHABLE: Final = "the table's process does not answer; try later"

log = logging.getLogger("briscola_server.shards")

Listing = Callable[[int, int], dict[str, Any]]
"""This process's own page of its tables: (offset, limit) -> the ``tables`` answer."""


def page_pieces(counts: Sequence[int], offset: int, limit: int) -> list[tuple[int, int, int]]:
    """Where a page of the tables of every process, in shard order, falls: for each
    process it touches, (its place in ``counts``, offset in its own list, how many)."""
    pieces: list[tuple[int, int, int]] = []
    start, left = offset, limit
    for place, count in enumerate(counts):
        if left <= 0:
            break
        if start >= count:
            start -= count
            continue
        take = min(count - start, left)
        pieces.append((place, start, take))
        left -= take
        start = 0
    return pieces


async def list_everywhere(
    own: int,
    addresses: Sequence[str],
    here: Listing,
    own_total: int,
    offset: int,
    limit: int,
    client: str,
    password: str,
) -> dict[str, Any]:
    """The ``tables`` answer for a page of every process's tables: process ``own`` is this
    one (``here(offset, limit)`` lists its own), ``addresses`` every process's lobby.
    ``client`` is who asked: the other processes count the question as theirs
    (X-Forwarded-For, read from a proxy on this machine)."""
    lobbies: dict[int, LobbyClient] = {}
    unreachable: list[int] = []
    try:
        others = [place for place in range(len(addresses)) if place != own]
        opened = await asyncio.gather(
            *(_open(addresses[place], client, password) for place in others),
            return_exceptions=True,
        )
        counts: list[int] = []
        for place in range(len(addresses)):
            if place == own:
                counts.append(own_total)
                continue
            lobby = opened[others.index(place)]
            total = lobby.welcome.get("tables") if isinstance(lobby, LobbyClient) else None
            if isinstance(lobby, LobbyClient) and type(total) is int and total >= 0:
                lobbies[place] = lobby
                counts.append(total)
            else:
                log.warning("list: the process at %s did not answer: %s", addresses[place], lobby)
                unreachable.append(place)
                counts.append(0)
        pieces = page_pieces(counts, offset, limit)
        pages = await asyncio.gather(
            *(_page(lobbies.get(place), here, start, take) for place, start, take in pieces),
            return_exceptions=True,
        )
        listed: list[dict[str, Any]] = []
        for (place, _, take), page in zip(pieces, pages, strict=True):
            if isinstance(page, BaseException):
                log.warning("list: the process at %s did not answer: %s", addresses[place], page)
                unreachable.append(place)
                continue
            listed.extend(page[:take])
    finally:
        for lobby in lobbies.values():
            with contextlib.suppress(Exception):
                await lobby.close()
    return {
        "type": "tables",
        "total": sum(counts),
        "offset": offset,
        "tables": listed,
        "unreachable": sorted(set(unreachable)),
    }


async def ask_shard(
    address: str, request: dict[str, Any], client: str, password: str
) -> dict[str, Any]:
    """``request`` asked of the process at ``address`` (a table's ``code``, where the table
    is), its answer; RefusedError with its refusal, or ``unreachable``."""
    try:
        lobby = await _open(address, client, password)
    except LobbyError as error:
        log.warning("the process at %s did not answer: %s", address, error)
        raise RefusedError("unreachable", UNREACHABLE) from None
    try:
        async with asyncio.timeout(SIBLING_SECONDS):
            return await lobby.request(request)
    except LobbyError as error:
        raise RefusedError(error.reason, str(error)[:200]) from None
    except TimeoutError:
        raise RefusedError("unreachable", UNREACHABLE) from None
    finally:
        with contextlib.suppress(Exception):
            await lobby.close()


async def _open(address: str, client: str, password: str) -> LobbyClient:
    lobby = LobbyClient(address, headers={"X-Forwarded-For": client})
    await lobby.connect(timeout=SIBLING_SECONDS, password=password or None)
    return lobby


async def _page(lobby: LobbyClient | None, here: Listing, start: int, take: int) -> list[Any]:
    if lobby is None:  # (this process's own part)
        return list(here(start, take)["tables"])
    async with asyncio.timeout(SIBLING_SECONDS):
        answer = await lobby.request({"type": "list", "here": True, "offset": start, "limit": take})
    tables = answer.get("tables")
    if not isinstance(tables, list):
        raise ValueError("its list is not a list")
    return [table for table in tables if isinstance(table, dict)]
