"""Load on the server (docs/server.md): the real ``briscola-server`` in a process of its own,
and simulated players in other processes speaking the real protocols over loopback.

    nice -n 10 python benchmarks/server_load.py --tables 100 --clients 2 --pace 0.5

The script starts the server (any free port, a temporary data folder, every limit raised
above the load), opens ``--tables`` tables in the lobby with a real evening's mix of sizes
(of every ten: six of two players, three of four, one chiamata of five; every seat a
simulated human), then starts ``--clients`` processes that sit at them: each seat joins
with the table's code (``briscola-net/1``: SPAKE2, sealed frames), cuts when asked, and
plays a whole deal (chiamata's first of five) with a random legal card, each move after a
pause of 0.5 to 1.5 times ``--pace`` seconds (a compressed human pace). It reports the
tables reached (every seat welcomed, the deal dealt), the tables played to the end, the
players connected at once, the move round trip (from a seat sending its card to the
update showing it played: median and 99th percentile, over every move and over the moves
after the last player joined) and the server's memory (resident set: idle, with the tables
open, at the peak). Everything is on 127.0.0.1. By default every player starts at once (a
join surge); ``--arrivals 40`` starts them 40 a second instead, as people arrive.

    nice -n 10 python benchmarks/server_load.py --tables 200 --processes 2

starts instead two server processes (``--shard 0`` and ``1``) behind a real HAProxy (the
``haproxy`` binary, its configuration made by ``briscola_qt.server.haproxy``), opens every
table through HAProxy on a lobby connection of its own (HAProxy hands them to the
processes in turn) and plays them through it; the memory is the processes' sum.

    nice -n 10 python benchmarks/server_load.py --tables 6 --processes 2 --minutes 0.2

is the soak (``--minutes``) across two processes behind HAProxy: each table opened on a
lobby connection of its own, each sample counting every process's tables and asking for
the merged list (one that names an ``unreachable`` process counts in ``lists_incomplete``).

    nice -n 10 python benchmarks/server_load.py --expert-deals 2

says instead what a computer seat costs: two Experts play two-player deals through the
server's pool of processes; each move's CPU (timed again in this process on the same
position) and its wall time through the pool.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import shutil
import socket
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from briscola_qt.ai.registry import make_player
from briscola_qt.engine.fair import random_cut
from briscola_qt.engine.rules import Rules, Variant
from briscola_qt.net.client import ClientError, TableClient
from briscola_qt.net.hosted import choose_from_observation
from briscola_qt.net.invitation import parse_code
from briscola_qt.server.haproxy import haproxy_config
from briscola_qt.server.lobby_client import LobbyClient, LobbyError, table_uri

ROOT = Path(__file__).resolve().parents[1]
SEAT_WAIT = 120.0
"""A simulated player told nothing for this long gives up (the table counts as lost)."""


class JoinGivenUpError(Exception):
    """A simulated player who could not sit down, ``JOIN_TRIES`` times, and went home."""


JOIN_TRIES = 3
"""In the soak, how many times a player told the server is busy for a minute (the app
gives up then and says so) clicks Join again before going home."""


MIX = [2, 4, 2, 2, 5, 2, 4, 2, 4, 2]
"""A real evening's mix: of every ten tables six of two, three of four, one of five."""


def table_sizes(count: int) -> list[int]:
    """``count`` tables' sizes, in ``MIX``'s proportions."""
    return [MIX[i % len(MIX)] for i in range(count)]


def shared_out(items: list[Any], clients: int) -> list[list[Any]]:
    """``items`` (tables, or table sizes) shared between the client processes so that each
    has the same mix: each size's tables dealt to the processes in turn. (Every other table
    had given one process every chiamata table, more players and messages: its own loop
    lagged, and its p99 of a move was 127 ms where the other's was 70 in the one-hour
    soak of 6 December 2026.)"""
    shares: list[list[Any]] = [[] for _ in range(clients)]
    dealt: Counter[int] = Counter()
    for item in items:
        size = item["players"] if isinstance(item, dict) else item
        shares[dealt[size] % clients].append(item)
        dealt[size] += 1
    return shares


def lag_quantiles(lags: list[float]) -> dict[str, float | int | None]:
    """``quantiles`` of a loop's lags, counted as samples."""
    figures = quantiles(lags)
    figures["samples"] = figures.pop("moves")
    return figures


async def watch_lag(lags: list[float]) -> None:
    """This client process's own loop lag (as the server's ``Pressure`` measures its own),
    every 0.1 s into ``lags``: a player's round trip here includes it, where a real player's
    app has a computer of its own."""
    loop = asyncio.get_running_loop()
    while True:
        asked = loop.time()
        await asyncio.sleep(0.1)
        lags.append(max(0.0, loop.time() - asked - 0.1))


def rules_for(players: int) -> Rules:
    if players == 5:
        return Rules(5, Variant.CHIAMATA)
    return Rules(players)


# --- the simulated players (in the client processes) ------------------------------------


async def seat_plays(
    server: str,
    table: dict[str, Any],
    name: str,
    pace: float,
    report: dict[str, Any],
    deals: int = 1,
    tries: int = 1,
) -> None:
    """One simulated player: join (``tries`` times at most, each patient for a minute
    while the server says it is busy), play ``deals`` deals to their end at ``pace``,
    timing each move."""
    uri, code = table_uri(server, table["table"]), parse_code(table["code"])
    player = make_player("random", random.randrange(2**31))
    for attempt in range(1, tries + 1):
        client = TableClient(uri, code, name)
        try:
            await client.connect(timeout=60)
            break
        except ClientError as error:  # (the app says why; the player clicks Join again)
            await client.close()
            if attempt == tries or error.reason not in ("timeout", "busy"):
                report["joins_given_up"] += 1
                raise JoinGivenUpError(f"{error.reason}: {error}") from None
            report["joins_tried_again"] += 1
    report["last_join"] = max(report["last_join"], time.time())
    report["connected"] += 1
    report["peak"] = max(report["peak"], report["connected"])
    seen = client.seen
    sent: float | None = None
    try:
        while True:
            async with asyncio.timeout(SEAT_WAIT):
                message = await client.receive()
            if seen.cut_wanted:
                await client.cut(random_cut())
            kind = message["type"]
            if kind == "update" and message["move"] == 0 and seen.seat == 0:
                report["reached"].add(table["table"])
            last = message.get("last") if kind == "update" else None
            if sent is not None and last is not None and last["seat"] == seen.seat:
                report["round_trips"].append((time.time(), time.perf_counter() - sent))
                sent = None
            if kind == "update" and seen.legal and seen.obs is not None:
                await asyncio.sleep(pace * random.uniform(0.5, 1.5))
                action = choose_from_observation(player, seen.obs, seen.legal)
                sent = time.perf_counter()
                await client.act(action)
            if kind == "deal_over":
                deals -= 1
                if deals > 0:
                    continue
                if seen.seat == 0:
                    report["finished"] += 1
                    table["played_to_the_end"] = True
                return
    finally:
        report["connected"] -= 1
        await client.close()


async def client_process(
    server: str, tables: list[dict[str, Any]], pace: float, arrivals: float = 0
) -> None:
    """This process's share of the players; with ``arrivals`` (players a second, this
    process's share of ``--arrivals``) each starts that long after the last, as people
    arrive; with 0 all start at once, the surge of every run before 6 December 2026 (its
    5 ms between seats spread nothing: the seats were coroutines, started together)."""
    report = new_report()
    lags: list[float] = []
    watching = asyncio.ensure_future(watch_lag(lags))
    seats = []
    for table in tables:
        for place in range(table["players"]):
            seat = seat_plays(server, table, f"P{place}", pace, report)
            seats.append(asyncio.ensure_future(seat))
            if arrivals:
                await asyncio.sleep(1 / arrivals)
    results = await asyncio.gather(*seats, return_exceptions=True)
    watching.cancel()
    report["errors"] = [repr(r)[:200] for r in results if isinstance(r, BaseException)]
    report["reached"] = sorted(report["reached"])
    report["loop_lag_ms"] = lag_quantiles(lags)
    print(json.dumps(report), flush=True)


def new_report() -> dict[str, Any]:
    return {
        "connected": 0,
        "peak": 0,
        "reached": set(),
        "finished": 0,
        "round_trips": [],
        "last_join": 0.0,
        "errors": [],
        "opened": 0,
        "busy": 0,
        "per_process": Counter(),
        "joins_tried_again": 0,
        "joins_given_up": 0,
        "cut_at_the_end": 0,
    }


async def table_after_table(
    server: str, lobby: Any, players: int, pace: float, report: dict[str, Any], end: float
) -> None:
    """``--minutes``: one place of the evening, a table after another until ``end``: each
    opened in the lobby (a refusal ``busy`` is counted and tried again 5 s later), played
    to its end by its seats; a table whose seats did not all see its end is an error. At
    ``end`` the table in play is left (counted in ``cut_at_the_end``), so the soak ends on
    time whatever its tables' pace (a chiamata match is five deals, some 20 minutes at
    ``--pace 6``).
    Behind HAProxy (no ``lobby["client"]``) each on a lobby connection of its own (HAProxy
    hands each to the next process in turn, as in the load run)."""
    while time.time() < end:
        deals = 5 if players == 5 else 1  # (chiamata: a match of five deals)
        places = ["friend"] * players
        try:
            async with lobby["lock"]:
                hall = lobby["client"] or await _lobby(server)
                try:
                    created = await hall.create(rules_for(players), places, deals=deals)
                finally:
                    if hall is not lobby["client"]:
                        await hall.close()
        except LobbyError as error:
            if error.reason != "busy":
                raise
            report["busy"] += 1
            await asyncio.sleep(5)
            continue
        table = {**created, "players": players}
        report["opened"] += 1
        if lobby["client"] is None:  # (its process: the id's first two digits)
            report["per_process"][table["table"][:2]] += 1
        seats = (
            seat_plays(server, table, f"P{p}", pace, report, deals, JOIN_TRIES)
            for p in range(players)
        )
        try:
            async with asyncio.timeout(max(0.0, end - time.time())):
                results = await asyncio.gather(*seats, return_exceptions=True)
        except TimeoutError:  # (the soak's time is up: a table still in play is left)
            # (not one whose end seat 0 has seen, counted finished, while a seat that
            # had yet to read it was cut: such a table once counted twice)
            if not table.get("played_to_the_end"):
                report["cut_at_the_end"] += 1
            return
        # (a player who went home before sitting down loses no table: the server plays
        # the empty place when its turn's time is up, and the others play on)
        failed = [
            repr(r)[:200]
            for r in results
            if isinstance(r, BaseException) and not isinstance(r, JoinGivenUpError)
        ]
        if failed:
            report["errors"].extend(failed[:1])
            report["lost_tables"] = report.get("lost_tables", 0) + 1
        report["reached"].discard(table["table"])  # (kept small: counted, not listed)
        report["reached_count"] = report.get("reached_count", 0) + 1


async def client_minutes(
    server: str, slots: list[int], pace: float, minutes: float, processes: int = 1
) -> None:
    """``--minutes``: keep ``slots`` tables in play (each slot a table size) until the time
    is up, opening a new table as each ends; prints the report at the end. With several
    ``processes`` (behind HAProxy) each table is opened on a lobby connection of its own."""
    report = new_report()
    lags: list[float] = []
    watching = asyncio.ensure_future(watch_lag(lags))
    client = await _lobby(server) if processes == 1 else None
    lobby = {"client": client, "lock": asyncio.Lock()}
    end = time.time() + minutes * 60
    started = []
    for players in slots:
        loop = table_after_table(server, lobby, players, pace, report, end)
        started.append(asyncio.ensure_future(loop))
        await asyncio.sleep(0.1)  # (the first tables spread, as people arrive)
    results = await asyncio.gather(*started, return_exceptions=True)
    watching.cancel()
    report["loop_lag_ms"] = lag_quantiles(lags)
    if client is not None:
        await client.close()
    report["errors"].extend(repr(r)[:200] for r in results if isinstance(r, BaseException))
    report["errors"] = report["errors"][:20]
    report["reached"] = []
    times = [rtt for _, rtt in report["round_trips"]]
    report["round_trips"] = []
    report["round_trip_ms"] = quantiles(times)
    print(json.dumps(report), flush=True)


# --- the conductor --------------------------------------------------------------------


def quantiles(times: list[float]) -> dict[str, float | int | None]:
    """Median and 99th percentile, in milliseconds, of ``times`` (seconds)."""
    if not times:
        return {"moves": 0, "median": None, "p99": None}
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return {
        "moves": len(ordered),
        "median": round(statistics.median(ordered) * 1000, 2),
        "p99": round(p99 * 1000, 2),
    }


def resident_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


class Service:
    """The real server in a process of its own, every limit above the load; or with
    ``--processes N`` N of them (shards) behind a real HAProxy. ``address`` is where the
    players go."""

    def __init__(self) -> None:
        self.servers: list[Any] = []
        self.haproxy: Any = None
        self.address = ""
        self.processes: list[str] = []  # (each one's own address, in shard order)
        self.logs: list[Path] = []  # (each process's log: its standard error)

    async def start(self, args: argparse.Namespace, max_tables: int) -> None:
        data = tempfile.mkdtemp(prefix="briscola-server-load-")
        count = args.processes
        ports = [_free_port() for _ in range(count)] if count > 1 else [0]
        shards = ",".join(f"ws://127.0.0.1:{port}" for port in ports)
        for shard, port in enumerate(ports):
            sharding = ("--shard", str(shard), "--shards", shards, "--proxy", "127.0.0.1")
            self.logs.append(Path(data) / f"server-{shard}.log")
            process = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "briscola_qt.server",
                *("--host", "127.0.0.1", "--port", str(port), "--workers", str(args.workers)),
                *("--data", os.path.join(data, str(shard))),
                *("--max-tables", str(max_tables), "--tables-per-address", str(max_tables)),
                *("--connections-per-address", "100000", "--max-connections", "100000"),
                *("--lobby-rate", "10000", "--lobby-burst", "10000", "--log-level", args.log_level),
                *(sharding if count > 1 else ()),
                stdout=asyncio.subprocess.PIPE,
                stderr=self.logs[-1].open("wb"),
                env=dict(os.environ, PYTHONPATH=str(ROOT)),
            )
            self.servers.append(process)
            assert process.stdout is not None
            line = (await asyncio.wait_for(process.stdout.readline(), 60)).decode()
            self.address = line.rsplit(" ", 1)[1].strip().rstrip("/")
            self.processes.append(self.address)
        if count > 1:
            await self._start_haproxy(data, [f"127.0.0.1:{port}" for port in ports])

    async def _start_haproxy(self, data: str, processes: list[str]) -> None:
        binary = shutil.which("haproxy")
        if binary is None:
            raise SystemExit("--processes needs the haproxy binary (apt-get install haproxy)")
        listen = f"127.0.0.1:{_free_port()}"
        config = Path(data) / "haproxy.cfg"
        # (every player is 127.0.0.1 here: no bound by address; a maxconn its FDs allow)
        config.write_text(haproxy_config(listen, processes, 500, 100000, 9000))
        self.haproxy = await asyncio.create_subprocess_exec(binary, "-db", "-f", str(config))
        self.address = f"ws://{listen}"
        for _ in range(100):  # (ready once its lobby answers through it)
            try:
                await (await _lobby(self.address)).close()
                return
            except LobbyError:
                await asyncio.sleep(0.1)
        raise SystemExit("HAProxy did not answer")

    def codes_replaced(self) -> int:
        """Tables whose code three wrong tries replaced (the processes' logs say each)."""
        return sum(
            log.read_text(errors="replace").count("its code is replaced") for log in self.logs
        )

    def resident_kb(self) -> int:
        return sum(resident_kb(process.pid) for process in self.servers)

    async def stop(self) -> None:
        for process in [*self.servers, self.haproxy]:
            if process is not None and process.returncode is None:
                process.terminate()
                await process.wait()


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


async def _lobby(address: str) -> LobbyClient:
    lobby = LobbyClient(address)
    await lobby.connect()
    return lobby


async def conduct(args: argparse.Namespace) -> dict[str, Any]:
    service = Service()
    await service.start(args, args.tables + 10)
    server = service.address
    idle_kb = service.resident_kb()
    try:
        lobby = await _lobby(server)
        tables = []
        refused_busy = 0
        for players in table_sizes(args.tables):
            deals = 5 if players == 5 else 1  # (a chiamata match is 5 or 10 deals: one is played)
            if args.processes > 1:  # (HAProxy hands each lobby connection to the next process)
                await lobby.close()
                lobby = await _lobby(server)
            for _ in range(120):
                try:
                    places = ["friend"] * players
                    created = await lobby.create(rules_for(players), places, deals=deals)
                    break
                except LobbyError as error:  # (busy: asked again a second later)
                    if error.reason != "busy":
                        raise
                    refused_busy += 1
                    await asyncio.sleep(1)
            tables.append({**created, "players": players})
        await lobby.close()
        opened_kb = service.resident_kb()
        started = time.perf_counter()
        shares = shared_out(tables, args.clients)
        clients = [
            await asyncio.create_subprocess_exec(
                sys.executable,
                __file__,
                "--client",
                server,
                "-",  # (the tables come on standard input: 1,000 of them pass 128 KB, more
                # than one argument may hold)
                str(args.pace),
                str(args.arrivals / args.clients),
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
            )
            for share in shares
        ]
        peak_kb = opened_kb
        waiting = [
            asyncio.ensure_future(c.communicate(json.dumps(share).encode()))
            for c, share in zip(clients, shares, strict=True)
        ]
        while not all(w.done() for w in waiting):
            peak_kb = max(peak_kb, service.resident_kb())
            await asyncio.wait(waiting, timeout=0.5)
        reports = [json.loads(w.result()[0].decode().strip().splitlines()[-1]) for w in waiting]
        elapsed = time.perf_counter() - started
    finally:
        await service.stop()
    replaced = service.codes_replaced()
    last_join = max(r["last_join"] for r in reports)
    every = [rtt for r in reports for _, rtt in r["round_trips"]]
    steady = [rtt for r in reports for when, rtt in r["round_trips"] if when > last_join]
    return {
        "tables": args.tables,
        "tables_reached": sum(len(r["reached"]) for r in reports),
        "tables_finished": sum(r["finished"] for r in reports),
        "players_connected_at_once": sum(r["peak"] for r in reports),
        "round_trip_ms": quantiles(every),
        "round_trip_ms_once_all_had_joined": quantiles(steady),
        "client_loop_lag_ms": [r["loop_lag_ms"] for r in reports],
        "server_rss_kb": {"idle": idle_kb, "tables_open": opened_kb, "peak": peak_kb},
        "seconds": round(elapsed, 1),
        "new_tables_refused_busy": refused_busy,
        "codes_replaced": replaced,
        "players_failed": sum(len(r["errors"]) for r in reports),
        "errors": Counter(e for r in reports for e in r["errors"]).most_common(6),
        "pace": args.pace,
        "arrivals": args.arrivals,
        "clients": args.clients,
        "workers": args.workers,
        "processes": args.processes,
        "tables_per_process": _per_process(tables),
    }


def _per_process(tables: list[dict[str, Any]]) -> dict[str, int]:
    """How many tables each process holds (by its shard, the id's first two digits)."""
    counts: dict[str, int] = {}
    for table in tables:
        counts[table["table"][:2]] = counts.get(table["table"][:2], 0) + 1
    return dict(sorted(counts.items())) if len(counts) <= 16 else {"processes": len(counts)}


async def soak(args: argparse.Namespace) -> dict[str, Any]:
    """``--minutes``: ``--tables`` tables kept in play for that long (a new table opened as
    each ends); every minute the server's resident memory and the tables its lobby says
    are open, written as a JSON line to ``--samples`` (and kept for the report)."""
    service = Service()
    await service.start(args, 2 * args.tables + 10)
    server = service.address
    samples: list[dict[str, Any]] = []
    started = time.time()

    async def sample() -> None:
        each: list[int | str] = []
        for address in service.processes:  # (each process's own count, asked directly)
            probe = LobbyClient(address)
            try:
                each.append((await probe.connect(timeout=30))["tables"])
                await probe.close()
            except LobbyError as error:
                each.append(f"lobby: {error}")
        row: dict[str, Any] = {
            "minute": round((time.time() - started) / 60, 1),
            "utc": time.strftime("%H:%M:%S", time.gmtime()),
            "server_rss_kb": service.resident_kb(),
            "tables_open": each[0] if len(each) == 1 else each,
        }
        if len(each) > 1:  # (and the merged list, as a player's app asks it through HAProxy)
            row["listed"] = await _merged_list(server)
        samples.append(row)
        if args.samples:
            with open(args.samples, "a") as out:
                out.write(json.dumps(row) + "\n")

    try:
        await sample()
        sizes = table_sizes(args.tables)
        shares = shared_out(sizes, args.clients)
        clients = [
            await asyncio.create_subprocess_exec(
                sys.executable,
                __file__,
                "--client-minutes",
                server,
                json.dumps(share),
                str(args.pace),
                str(args.minutes),
                str(args.processes),
                stdout=asyncio.subprocess.PIPE,
            )
            for share in shares
        ]
        waiting = [asyncio.ensure_future(c.communicate()) for c in clients]
        while not all(w.done() for w in waiting):
            await asyncio.wait(waiting, timeout=60)
            await sample()
        reports = [json.loads(w.result()[0].decode().strip().splitlines()[-1]) for w in waiting]
    finally:
        await service.stop()
    per_process = (Counter(r["per_process"]) for r in reports)
    return {
        "tables_in_play": args.tables,
        "minutes": args.minutes,
        "tables_opened": sum(r["opened"] for r in reports),
        "tables_played_to_the_end": sum(r["finished"] for r in reports),
        "tables_lost": sum(r.get("lost_tables", 0) for r in reports),
        "tables_in_play_at_the_end": sum(r["cut_at_the_end"] for r in reports),
        "joins_tried_again": sum(r["joins_tried_again"] for r in reports),
        "joins_given_up": sum(r["joins_given_up"] for r in reports),
        "refused_busy": sum(r["busy"] for r in reports),
        "codes_replaced": service.codes_replaced(),
        "round_trip_ms_per_client": [r["round_trip_ms"] for r in reports],
        "client_loop_lag_ms": [r["loop_lag_ms"] for r in reports],
        "server_rss_kb_first_last_max": [
            samples[0]["server_rss_kb"],
            samples[-1]["server_rss_kb"],
            max(s["server_rss_kb"] for s in samples),
        ],
        "samples": len(samples),
        "errors": [e for r in reports for e in r["errors"]][:10],
        "pace": args.pace,
        "clients": args.clients,
        "workers": args.workers,
        "processes": args.processes,
        "tables_opened_per_process": dict(sorted(sum(per_process, Counter()).items())),
        "lists_incomplete": sum(bool(s.get("listed", {}).get("unreachable")) for s in samples),
        "server_logs": [str(log) for log in service.logs],
    }


async def _merged_list(server: str) -> dict[str, Any]:
    """The merged list through HAProxy: its total, the processes it could not reach."""
    try:
        probe = await _lobby(server)
        try:
            answer = await probe.tables(0, 1)
        finally:
            await probe.close()
    except LobbyError as error:
        return {"error": str(error)[:120]}
    return {"total": answer.get("total"), "unreachable": answer.get("unreachable", [])}


async def expert_cost(deals: int) -> dict[str, Any]:
    """What an Expert seat costs: two Experts play ``deals`` two-player deals through the
    server's pool (one worker); each move's CPU in this process on the same position, and
    its wall time through the pool."""
    from briscola_qt.engine import fair
    from briscola_qt.engine.observation import observe
    from briscola_qt.engine.state import GameState
    from briscola_qt.server.pool import ComputerPool

    pool = ComputerPool(workers=1, think_seconds=60)
    rules = Rules(2)
    through_pool, cpu = [], []
    try:
        for deal in range(deals):
            state = GameState(rules, fair.Shuffle(bytes([deal]) * 32, "cost").deck(rules))
            players = [make_player("expert", 1), make_player("expert", 2)]
            while not state.is_terminal():
                seat, legal = state.current_player(), state.legal_actions()
                if len(legal) == 1:
                    state.push(legal[0])
                    continue
                obs, key = observe(state, seat), f"{deal}:{len(state.actions)}"
                started = time.perf_counter()
                action = await pool.think(players[seat], obs, "card", key)
                through_pool.append(time.perf_counter() - started)
                started = time.process_time()
                players[seat].reseed(key)
                players[seat].choose_card(obs)
                cpu.append(time.process_time() - started)
                state.push(action)
    finally:
        pool.close()
    return {
        "expert_moves": len(cpu),
        "cpu_ms": {
            "median": round(statistics.median(cpu) * 1000, 1),
            "mean": round(statistics.mean(cpu) * 1000, 1),
        },
        "through_pool_ms": {
            "median": round(statistics.median(through_pool) * 1000, 1),
            "mean": round(statistics.mean(through_pool) * 1000, 1),
        },
    }


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--client":
        server, pace = sys.argv[2], float(sys.argv[4])
        tables = json.loads(sys.stdin.read() if sys.argv[3] == "-" else sys.argv[3])
        asyncio.run(client_process(server, tables, pace, float(sys.argv[5])))
        return
    if len(sys.argv) > 1 and sys.argv[1] == "--client-minutes":
        server, slots, pace = sys.argv[2], json.loads(sys.argv[3]), float(sys.argv[4])
        asyncio.run(client_minutes(server, slots, pace, float(sys.argv[5]), int(sys.argv[6])))
        return
    parse = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parse.add_argument("--tables", type=int, default=40, help="tables opened (default 40)")
    parse.add_argument("--clients", type=int, default=2, help="client processes (default 2)")
    parse.add_argument("--pace", type=float, default=0.3, help="seconds between moves")
    parse.add_argument("--workers", type=int, default=1, help="the server's thinkers")
    parse.add_argument(
        "--arrivals",
        type=float,
        default=0,
        help="players arriving a second, all clients together (default 0: all at once)",
    )
    parse.add_argument(
        "--processes",
        type=int,
        default=1,
        help="server processes; more than one: behind a real HAProxy (also with --minutes)",
    )
    parse.add_argument(
        "--expert-deals",
        type=int,
        default=0,
        help="instead: what an Expert seat costs, over this many deals through the pool",
    )
    parse.add_argument(
        "--minutes",
        type=float,
        default=0,
        help="instead: keep --tables tables in play this long, a new one as each ends (soak)",
    )
    parse.add_argument("--samples", help="with --minutes: a JSON line a minute to this file")
    parse.add_argument(
        "--log-level",
        default="warning",
        help="the server processes' (their logs are kept in the data folder; default warning)",
    )
    args = parse.parse_args()
    if not 1 <= args.processes <= (1 if args.expert_deals else 16):
        parse.error("--processes: from 1 to 16 (the load run and the soak, not --expert-deals)")
    if args.minutes:
        print(json.dumps(asyncio.run(soak(args)), indent=2))
        return
    if args.expert_deals:
        print(json.dumps(asyncio.run(expert_cost(args.expert_deals)), indent=2))
        return
    print(json.dumps(asyncio.run(conduct(args)), indent=2))


if __name__ == "__main__":
    main()
