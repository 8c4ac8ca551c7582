"""The server for the tests: a ``ClubServer`` on 127.0.0.1 in this process (or the real
``briscola-server`` in a child process), friends driven by computer players, every wait
bounded."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path
from typing import Any

from briscola_qt.ai.registry import make_player
from briscola_qt.engine.fair import random_cut
from briscola_qt.net.client import TableClient
from briscola_qt.net.hosted import choose_from_observation
from briscola_qt.net.invitation import parse_code
from briscola_qt.net.peers import Limits
from briscola_qt.server.club import ClubServer
from briscola_qt.server.config import ServerConfig
from briscola_qt.server.lobby_client import LobbyClient, table_uri

ROOT = Path(__file__).resolve().parents[2]


async def open_club(
    data: Path, limits: Limits | None = None, **settings: Any
) -> tuple[ClubServer, str]:
    """A server listening on 127.0.0.1 (any free port) and its address ``ws://...``."""
    settings.setdefault("workers", 1)
    # (a loop lag of the test machine's own is no overload of this server: the tests of
    # the pressure bound set theirs, the others do not stall on a busy refusal)
    settings.setdefault("busy_lag_ms", 5_000)
    config = ServerConfig(host="127.0.0.1", port=0, data=str(data), **settings)
    club = ClubServer(config, limits)
    host, port = (await club.start())[0]
    return club, f"ws://{host}:{port}"


async def lobby(server: str) -> LobbyClient:
    client = LobbyClient(server)
    await client.connect()
    return client


def seat(server: str, created: dict[str, Any], name: str, **options: Any) -> TableClient:
    """A friend's client for the table ``created`` (the lobby's answer)."""
    uri = table_uri(server, created["table"])
    return TableClient(uri, parse_code(created["code"]), name, **options)


async def play_turns(
    client: TableClient, seed: int = 1, moves: int | None = None, pause: float = 0.0
) -> int:
    """Play ``client``'s seat from what it is sent (cutting when asked): ``moves`` of its
    moves, or to the match's end, each after ``pause`` seconds; the moves played. Ends
    quietly with the connection."""
    player = make_player("random", seed)
    seen, played = client.seen, 0
    try:
        if seen.legal and seen.obs is not None:  # (its turn came while the caller read on)
            await client.act(choose_from_observation(player, seen.obs, seen.legal))
            played += 1
        while moves is None or played < moves:
            message = await client.receive()
            if seen.cut_wanted:
                await client.cut(random_cut())
            if message["type"] == "update" and seen.legal and seen.obs is not None:
                await asyncio.sleep(pause)
                await client.act(choose_from_observation(player, seen.obs, seen.legal))
                played += 1
            if message["type"] == "deal_over" and message["match_over"]:
                break
    except Exception:  # (the connection ended: the caller looks at what was seen)
        return played
    return played


async def start_process(
    data: Path, log: Path, *flags: str
) -> tuple[asyncio.subprocess.Process, str]:
    """The real ``briscola-server`` (``python -m briscola_qt.server``) in a process group of
    its own, on 127.0.0.1, and its address, read from the line it prints; its log is
    appended to ``log``."""
    environ = dict(os.environ, PYTHONPATH=str(ROOT))
    with log.open("ab") as errors:
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "briscola_qt.server",
            "--host",
            "127.0.0.1",
            "--port",
            "0",
            "--data",
            str(data),
            *flags,
            stdout=asyncio.subprocess.PIPE,
            stderr=errors,
            env=environ,
            start_new_session=True,
        )
    assert process.stdout is not None
    line = (await asyncio.wait_for(process.stdout.readline(), 60)).decode()
    if "listening on" not in line:
        error = log.read_text(errors="replace")[-2000:]
        raise AssertionError(f"the server did not start: {line!r} {error}")
    return process, line.rsplit(" ", 1)[1].strip().rstrip("/")


def kill_group(pid: int) -> None:
    """SIGKILL to the server started by ``start_process`` and its whole group (its
    forkserver, its pool's workers and multiprocessing's resource tracker), as a crash of
    the service takes them all; then the named semaphores the group had open are unlinked,
    as the tracker would have done had it lived. Each kill left five in /dev/shm for the
    rest of the machine's life (45 a suite run). The real service runs with systemd's
    ``DynamicUser=``, which removes its user's semaphores when it stops (``RemoveIPC=``)."""
    held: set[str] = set()
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if os.getpgid(int(entry.name)) != pid:
                continue
            maps = (entry / "maps").read_text()
        except (OSError, ValueError):  # (a process gone meanwhile)
            continue
        for line in maps.splitlines():
            fields = line.split(maxsplit=5)
            if len(fields) == 6 and fields[5].startswith("/dev/shm/sem."):
                held.add(fields[5])  # (one already unlinked reads "... (deleted)")
    os.killpg(pid, signal.SIGKILL)
    for path in held:
        Path(path).unlink(missing_ok=True)
