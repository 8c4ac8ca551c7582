"""Three real ``briscola-server`` processes behind a real HAProxy on 127.0.0.1 (docs/server.md,
"Beyond one machine"): tables opened through the one address land on every process, each
in the process its id names; friends join them with their codes through HAProxy and play
their matches out; one process killed with SIGKILL mid-deal leaves the others' tables
playing and new tables opening, and started again brings its table back to its friends."""

from __future__ import annotations

import asyncio
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from briscola_qt.engine.match import MatchLength, MatchRules
from briscola_qt.engine.matches import read_match
from briscola_qt.engine.rules import Rules
from briscola_qt.server.haproxy import haproxy_config
from briscola_qt.server.journal import Journal, Syncer
from briscola_qt.server.lobby_client import LobbyClient, LobbyError
from briscola_qt.server.tables import replay

from ..net.tables import run
from .serving import kill_group, lobby, seat, start_process
from .test_sigkill import Friend, _deals, free_port

SHARDS = 3
HAPROXY = shutil.which("haproxy")
pytestmark = [
    pytest.mark.skipif(HAPROXY is None, reason="no haproxy binary (apt-get install haproxy)"),
    pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL and process groups are POSIX"),
]


async def until(done: Callable[[], bool], seconds: float, what: str) -> None:
    """Wait (bounded) for ``done()``."""
    deadline = time.monotonic() + seconds
    while not done():
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {seconds} s: {what}")
        await asyncio.sleep(0.05)


class Cluster:
    """The server processes, each on a port of its own, and HAProxy in front of them."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.ports = [free_port() for _ in range(SHARDS)]
        self.front = f"ws://127.0.0.1:{free_port()}"
        self.processes: list[asyncio.subprocess.Process | None] = [None] * SHARDS
        self.haproxy: asyncio.subprocess.Process | None = None

    def data(self, shard: int) -> Path:
        return self.root / f"shard{shard}"

    def direct(self, shard: int) -> str:
        return f"ws://127.0.0.1:{self.ports[shard]}"

    async def start(self, shard: int) -> None:
        flags = [
            *("--port", str(self.ports[shard]), "--shard", str(shard)),
            *("--shards", ",".join(self.direct(k) for k in range(SHARDS))),
            *("--proxy", "127.0.0.1", "--workers", "1", "--turn-seconds", "60"),
            *("--over-seconds", "0.5", "--connections-per-address", "64"),
            *("--busy-lag-ms", "3000"),  # (the machine is shared: its lag is not the test's)
        ]
        log = self.root / f"shard{shard}.log"
        self.processes[shard], _ = await start_process(self.data(shard), log, *flags)

    def kill(self, shard: int) -> asyncio.subprocess.Process:
        process = self.processes[shard]
        assert process is not None
        kill_group(process.pid)  # (the server, its forkserver and worker)
        return process

    async def start_haproxy(self) -> None:
        config = self.root / "haproxy.cfg"
        listen = self.front.removeprefix("ws://")
        processes = [f"127.0.0.1:{port}" for port in self.ports]
        # (a small maxconn: HAProxy asks twice its file descriptors, which a test may not have)
        config.write_text(haproxy_config(listen, processes, check_ms=200, max_connections=1000))
        assert HAPROXY is not None
        with (self.root / "haproxy.log").open("ab") as log:
            self.haproxy = await asyncio.create_subprocess_exec(
                HAPROXY,
                "-db",  # (in the foreground, no daemon)
                "-f",
                str(config),
                stdout=log,
                stderr=log,
                start_new_session=True,
            )
        # (HAProxy is ready once its lobby answers through it)
        deadline = time.monotonic() + 15
        while True:
            try:
                await (await lobby(self.front)).close()
                return
            except LobbyError:
                if time.monotonic() > deadline or self.haproxy.returncode is not None:
                    said = (self.root / "haproxy.log").read_text(errors="replace")[-2000:]
                    raise AssertionError(f"HAProxy did not start: {said}") from None
                await asyncio.sleep(0.1)

    async def stop(self) -> None:
        """Everything killed and waited for (the test's ``finally``)."""
        for process in [*self.processes, self.haproxy]:
            if process is not None and process.returncode is None:
                kill_group(process.pid)
                await asyncio.wait_for(process.wait(), 20)

    async def here(self, shard: int) -> set[str]:
        """The ids of the tables open in process ``shard``, asked directly."""
        hall = await lobby(self.direct(shard))
        try:
            answer = await hall.request({"type": "list", "here": True, "limit": 100})
        finally:
            await hall.close()
        return {table["table"] for table in answer["tables"]}


def shard_of(created: dict[str, Any]) -> int:
    return int(created["table"][:2], 16)


async def listed(front: str) -> dict[str, Any]:
    hall = await lobby(front)
    try:
        return await hall.tables(limit=100)
    finally:
        await hall.close()


async def create(front: str, count: int) -> list[dict[str, Any]]:
    """``count`` two-friend best-of-three tables, each opened on a lobby connection of its
    own (HAProxy hands connections to the processes in turn)."""
    made = []
    for _ in range(count):
        hall = await lobby(front)
        try:
            made.append(
                await hall.create(Rules(2), ["friend", "friend"], MatchRules(MatchLength.BEST_OF_3))
            )
        finally:
            await hall.close()
    return made


@pytest.mark.slow
def test_tables_route_by_id_and_one_process_killed_spares_the_others(tmp_path: Path) -> None:
    cluster = Cluster(tmp_path)

    async def scenario() -> tuple[list[dict[str, Any]], list[Friend]]:
        lives: list[asyncio.Future[None]] = []
        try:
            await asyncio.gather(*(cluster.start(shard) for shard in range(SHARDS)))
            await cluster.start_haproxy()
            tables = await create(cluster.front, 2 * SHARDS)
            # every process got tables, each in the process its id says, and no other
            assert {shard_of(created) for created in tables} == set(range(SHARDS))
            held = [await cluster.here(shard) for shard in range(SHARDS)]
            for created in tables:
                holders = [k for k in range(SHARDS) if created["table"] in held[k]]
                assert holders == [shard_of(created)]
            # the list through HAProxy is every process's
            everything = await listed(cluster.front)
            assert everything["total"] == len(tables) and everything["unreachable"] == []
            assert {t["table"] for t in everything["tables"]} == {t["table"] for t in tables}
            paged = LobbyClient(cluster.front)
            await paged.connect()
            pages = [await paged.tables(offset, 3) for offset in range(0, len(tables), 3)]
            await paged.close()
            assert [t["table"] for page in pages for t in page["tables"]] == [
                t["table"] for t in everything["tables"]
            ]

            # one table a process is played by two friends joining through HAProxy; both
            # places of every other table are taken through it, each at the first try
            # (two joins in a row: HAProxy's turns alone would send them to two processes)
            playing = [next(t for t in tables if shard_of(t) == k) for k in range(SHARDS)]
            for created in reversed([t for t in tables if t not in playing]):
                for name in ("Carla", "Dario"):
                    client = seat(cluster.front, created, name)
                    welcome = await client.connect(timeout=10)
                    assert welcome["type"] == "welcome"
                    await client.close()
            friends = [
                Friend(cluster.front, created, name, seed)
                for seed, (created, name) in enumerate(
                    (created, name) for created in playing for name in ("Anna", "Bruno")
                )
            ]
            progress = asyncio.Event()
            lives = [asyncio.ensure_future(friend.live(progress)) for friend in friends]
            victim = [f for f in friends if shard_of(f.created) == 1]
            others = [f for f in friends if shard_of(f.created) != 1]
            await until(lambda: len(victim[0].told) >= 6, 30, "moves at process 1's table")
            killed = cluster.kill(1)
            await asyncio.wait_for(killed.wait(), 10)
            for friend in victim:
                friend.killed += 1
            assert not any(friend.over for friend in victim)  # (killed mid-match)
            told = {id(friend): len(friend.told) for friend in others}
            # the other processes' tables play on while it is down
            await until(
                lambda: all(f.over or len(f.told) >= told[id(f)] + 10 for f in others),
                30,
                "the other tables playing on",
            )
            down = await listed(cluster.front)
            assert down["unreachable"] == [1]
            assert {shard_of(t) for t in down["tables"]} == {0, 2}
            during = await create(cluster.front, 2)  # (HAProxy's checks: not to the dead one)
            assert all(shard_of(created) != 1 for created in during)
            assert victim[0].reconnects == 0
            # started again, its table comes back to its friends, who play it out
            await cluster.start(1)
            await asyncio.wait_for(asyncio.gather(*lives), 120)
            assert all(friend.reconnects for friend in victim)
            # every table not played out is listed again, process 1's among them
            after = await listed(cluster.front)
            assert after["unreachable"] == []
            waiting = {t["table"] for t in tables + during if t not in playing}
            assert waiting <= {t["table"] for t in after["tables"]}
            assert any(shard_of(t) == 1 for t in tables if t not in playing)
            return playing, friends
        finally:
            for life in lives:
                life.cancel()
            await cluster.stop()

    _, friends = run(scenario(), 240)
    assert all(friend.over for friend in friends)
    assert "opened again: deal" in (tmp_path / "shard1.log").read_text()
    for friend in friends:
        table = friend.created["table"]
        folder = cluster.data(shard_of(friend.created))
        path = folder / "closed" / f"{table}.log"
        if not path.exists():  # (its close may not have been reached before the kill)
            path = folder / "tables" / f"{table}.log"
        events = Journal(path, Syncer(0)).read()
        played = _deals_played(events)
        last = friend.deals_over[len(played) - 1]
        assert last["match_over"]
        assert last["match_scores"] == read_match(replay(events).data["match"]).scores()
        for (deal, move), action in friend.told.items():
            assert played[deal][move] == action  # (nothing told was lost)


def _deals_played(events: list[dict[str, Any]]) -> list[list[str]]:
    if replay(events).closed is not None:
        return _deals(events)
    deals: list[list[str]] = []  # (not closed yet: the server was stopped first)
    current: list[str] = []
    for event in events:
        if event["event"] == "dealt":
            current = []
        elif event["event"] == "act":
            current.append(event["action"])
            if "match" in event:
                deals.append(current)
    return deals


def test_the_generated_configuration_is_one_haproxy_accepts(tmp_path: Path) -> None:
    config = tmp_path / "haproxy.cfg"
    processes = ["127.0.0.1:47100", "127.0.0.1:47101", "[::1]:47102"]
    config.write_text(haproxy_config("127.0.0.1:47045", processes))
    assert HAPROXY is not None
    checked = subprocess.run(
        [HAPROXY, "-c", "-f", str(config)], capture_output=True, text=True, timeout=30
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    text = config.read_text()
    assert "use_backend shard02 if { path_beg /t/02 }" in text
    assert "timeout tunnel" in text and "http-check send meth GET uri /health" in text
