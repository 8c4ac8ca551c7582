"""A friend's app in a process of its own: connects to the table at ``URI`` with ``CODE``
(and a seat token, if given) and prints its token; then plays ``MOVES`` of its moves
(cutting when asked), prints ``played`` and waits to be killed, or with ``all`` plays to
the match's end with a random player and prints ``over``, the match scores and whether
every deal's shuffle checked out.

    python tests/net/friend_process.py URI CODE MOVES|all [TOKEN]
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from briscola_qt.ai.registry import make_player
from briscola_qt.engine.fair import random_cut
from briscola_qt.net.client import TableClient
from briscola_qt.net.hosted import choose_from_observation
from briscola_qt.net.invitation import parse_code


async def main(uri: str, code: str, moves: str, token: str | None) -> None:
    client = TableClient(uri, parse_code(code), "Friend", token=token)
    welcome = await client.connect()
    print(welcome["token"], flush=True)
    if moves == "all":
        await whole_match(client)
        return
    await some_moves(client, int(moves))


async def whole_match(client: TableClient) -> None:
    player = make_player("random", os.getpid())
    while True:
        message = await client.receive()
        seen = client.seen
        if seen.cut_wanted:
            await client.cut(random_cut())
        if message["type"] == "update" and seen.legal and seen.obs is not None:
            await client.act(choose_from_observation(player, seen.obs, seen.legal))
        if message["type"] == "deal_over" and message["match_over"]:
            verified = all(seen.verified.values()) and len(seen.verified) > 0
            print("over", json.dumps(message["match_scores"]), verified, flush=True)
            await client.close()
            return


async def some_moves(client: TableClient, moves: int) -> None:
    while moves:
        message = await client.receive()
        if client.seen.cut_wanted:
            await client.cut(random_cut())
        if message["type"] == "update" and client.seen.legal:
            await client.act(client.seen.legal[0])
            moves -= 1
    print("played", flush=True)
    await asyncio.sleep(3600)


if __name__ == "__main__":
    token = sys.argv[4] if len(sys.argv) > 4 else None
    asyncio.run(asyncio.wait_for(main(sys.argv[1], sys.argv[2], sys.argv[3], token), 120))
