"""The network table's figures on this machine's loopback (docs/network.md).

    nice -n 10 python benchmarks/net_figures.py --handshakes 200 --deals 40

Handshake: a friend reconnecting with its token, from opening the connection to the
host's welcome (TCP, WebSocket upgrade, SPAKE2, the first sealed messages), ``--handshakes``
times. Move round trip: from a friend sending its card to the update that shows it played,
at a two-player table against a computer player (random, so it thinks for no time), over
``--deals`` deals. Every friend cuts each deal (``briscola-fair-shuffle/2``), as soon as asked.
Bytes per deal: what a friend's client receives (sealed frames, their
tags included; WebSocket headers and TCP not counted) over a deal, per table. Everything is
in one process on 127.0.0.1: host, clients and the computer players share the cores.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_qt.ai.registry import make_player
from briscola_qt.engine.fair import random_cut
from briscola_qt.engine.match import MatchLength, MatchRules
from briscola_qt.engine.rules import Rules
from briscola_qt.net.client import TableClient
from briscola_qt.net.hosted import HostedMatch, PlaceSpec, choose_from_observation
from briscola_qt.net.server import TableServer

FRIEND = PlaceSpec()


async def _table(
    rules: Rules, places: list[PlaceSpec], match_rules: MatchRules, deals: int
) -> tuple[TableServer, str]:
    server = TableServer(HostedMatch(rules, tuple(places), match_rules, deals))
    host, port = (await server.start("127.0.0.1", 0))[0]
    return server, f"ws://{host}:{port}/"


def _quantiles(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return {
        "median_ms": round(statistics.median(ordered) * 1000, 2),
        "p99_ms": round(p99 * 1000, 2),
        "count": len(ordered),
    }


async def handshakes(count: int) -> dict[str, float]:
    server, uri = await _table(Rules(2), [FRIEND, FRIEND], MatchRules(), 1)
    try:
        first = TableClient(uri, server.code, "Anna")
        await first.connect()
        token = first.seen.token
        await first.close()
        times = []
        for _ in range(count):
            client = TableClient(uri, server.code, "Anna", token=token)
            start = time.perf_counter()
            await client.connect()
            times.append(time.perf_counter() - start)
            await client.close()
        return _quantiles(times)
    finally:
        await server.stop()


async def round_trips(deals: int) -> dict[str, float]:
    match_rules = MatchRules(MatchLength.FIRST_TO, target=10_000)
    server, uri = await _table(Rules(2), [FRIEND, PlaceSpec("random")], match_rules, 1)
    try:
        client = TableClient(uri, server.code, "Anna")
        await client.connect()
        player, times, sent = make_player("random", 1), [], 0.0
        finished = 0
        while finished < deals:
            message = await client.receive()
            seen = client.seen
            if seen.cut_wanted:
                await client.cut(random_cut())
            last = message.get("last")
            if message["type"] == "update" and last is not None and last["seat"] == seen.seat:
                times.append(time.perf_counter() - sent)
            if message["type"] == "update" and seen.legal and seen.obs is not None:
                choice = choose_from_observation(player, seen.obs, seen.legal)
                sent = time.perf_counter()
                await client.act(choice)
            if message["type"] == "deal_over":
                finished += 1
        await client.close()
        return _quantiles(times)
    finally:
        await server.stop()


async def bytes_per_deal(rules: Rules, deals: int) -> dict[str, float]:
    """Bytes one friend receives per deal, all seats friends driven by random players."""
    match_rules = MatchRules(MatchLength.FIRST_TO, target=10_000)
    if rules.auction:
        deals = min(deals, 10)  # (a chiamata match is 10 deals at most)
    server, uri = await _table(rules, [FRIEND] * rules.players, match_rules, 10)
    try:
        clients = [TableClient(uri, server.code, f"Friend {i}") for i in range(rules.players)]
        for client in clients:
            await client.connect()
        sizes: list[int] = []

        async def play(client: TableClient, seed: int) -> None:
            player, finished, before = make_player("random", seed), 0, client.bytes_received
            while finished < deals:
                message = await client.receive()
                seen = client.seen
                if seen.cut_wanted:
                    await client.cut(random_cut())
                if message["type"] == "update" and seen.legal and seen.obs is not None:
                    await client.act(choose_from_observation(player, seen.obs, seen.legal))
                if message["type"] == "deal_over":
                    finished += 1
                    if seed == 0:
                        sizes.append(client.bytes_received - before)
                    before = client.bytes_received

        await asyncio.gather(*(play(c, i) for i, c in enumerate(clients)))
        for client in clients:
            await client.close()
        return {"median_bytes": int(statistics.median(sizes)), "max_bytes": max(sizes)}
    finally:
        await server.stop()


async def figures(handshake_count: int, deals: int) -> dict[str, object]:
    tables = {
        "2 classic": Rules(2),
        "4 classic, signals": Rules(4, signals=True),
        "5 chiamata": Rules(5, "chiamata"),
        "6 classic": Rules(6),
    }
    return {
        "machine": f"{platform.python_implementation()} {platform.python_version()}",
        "handshake": await handshakes(handshake_count),
        "move_round_trip": await round_trips(deals),
        "bytes_per_deal": {
            name: await bytes_per_deal(rules, max(1, deals // 4)) for name, rules in tables.items()
        },
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--handshakes", type=int, default=200)
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    if args.handshakes < 1 or args.deals < 1:
        parser.error("--handshakes and --deals must be at least 1")
    result = asyncio.run(asyncio.wait_for(figures(args.handshakes, args.deals), 600))
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    hs, rt = result["handshake"], result["move_round_trip"]
    assert isinstance(hs, dict) and isinstance(rt, dict)
    print(f"handshake: median {hs['median_ms']} ms, p99 {hs['p99_ms']} ms ({hs['count']})")
    print(f"move round trip: median {rt['median_ms']} ms, p99 {rt['p99_ms']} ms ({rt['count']})")
    per_deal = result["bytes_per_deal"]
    assert isinstance(per_deal, dict)
    for name, sizes in per_deal.items():
        print(f"bytes a friend receives per deal, {name}: median {sizes['median_bytes']:,}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
