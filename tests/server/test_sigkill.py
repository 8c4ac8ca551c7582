"""The real server killed with SIGKILL mid-deal, again and again, and started again on the
same data: every table comes back where it stood, the friends come back to their places
with their tokens and the same code, and at the end no move a friend was told is missing
from its deal's record, no deal is counted twice, and every deal's end reached every
friend."""

from __future__ import annotations

import asyncio
import random
import signal
import socket
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from websockets.exceptions import ConnectionClosed

from briscola_qt.ai.registry import make_player
from briscola_qt.engine.fair import random_cut
from briscola_qt.engine.match import MatchLength, MatchRules
from briscola_qt.engine.matches import read_match
from briscola_qt.engine.rules import Rules
from briscola_qt.net.client import ClientError, TableClient
from briscola_qt.net.hosted import choose_from_observation
from briscola_qt.net.invitation import parse_code
from briscola_qt.server.journal import Journal, Syncer
from briscola_qt.server.lobby_client import table_uri
from briscola_qt.server.tables import replay

from ..net.tables import run
from .serving import kill_group, lobby, start_process

KILLS = 5


@dataclass
class Friend:
    """A friend's app that keeps coming back to its place until the match is over."""

    server: str
    created: dict[str, Any]
    name: str
    seed: int
    told: dict[tuple[int, int], str] = field(default_factory=dict)
    """Every action this friend was told: (deal, its number in the deal) -> action."""
    deals_over: dict[int, dict[str, Any]] = field(default_factory=dict)
    reconnects: int = 0
    killed: int = 0
    """Times the server was killed while this friend's match was on."""
    over: bool = False

    async def live(self, progress: asyncio.Event) -> None:
        token: str | None = None
        player = make_player("random", self.seed)
        uri = table_uri(self.server, self.created["table"])
        while not self.over:
            client = TableClient(uri, parse_code(self.created["code"]), self.name, token=token)
            try:
                await client.connect(timeout=5)
            except (ClientError, OSError):
                await asyncio.sleep(0.1)  # (the server is down: try again)
                continue
            if token is not None:
                self.reconnects += 1
            token = client.seen.token
            try:
                await self._play(client, player, progress)
            except (ConnectionClosed, ClientError, OSError):
                continue  # (the server was killed: come back)
            finally:
                await client.close()

    async def _play(self, client: TableClient, player: Any, progress: asyncio.Event) -> None:
        seen = client.seen
        while True:
            message = await client.receive()
            if seen.cut_wanted:
                await client.cut(random_cut())
            if message["type"] == "update" and message["last"] is not None:
                key = (message["deal"], message["move"] - 1)
                action = message["last"]["action"]
                assert self.told.setdefault(key, action) == action, f"{key} told twice"
                progress.set()
            if message["type"] == "deal_over":
                earlier = self.deals_over.setdefault(message["deal"], message)
                assert earlier == message, f"deal {message['deal']} ended twice, differently"
                if message["match_over"]:
                    self.over = True
                    return
            if message["type"] == "update" and seen.legal and seen.obs is not None:
                await asyncio.sleep(random.uniform(0, 0.02))
                await client.act(choose_from_observation(player, seen.obs, seen.legal))


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_the_server_killed_mid_deal_starts_again_with_every_table_as_it_stood(
    tmp_path: Path,
) -> None:
    data, log = tmp_path / "data", tmp_path / "server.log"
    flags = ("--workers", "1", "--turn-seconds", "60", "--over-seconds", "0.5")

    async def scenario() -> list[Friend]:
        port = free_port()
        process, server = await start_process(data, log, *flags, "--port", str(port))
        friends: list[Friend] = []
        try:
            hall = await lobby(server)
            two = await hall.create(
                Rules(2), ["friend", "random"], MatchRules(MatchLength.BEST_OF_3)
            )
            four = await hall.create(Rules(4), ["friend", "random", "friend", "random"])
            await hall.close()
            friends = [
                Friend(server, two, "Anna", 1),
                Friend(server, four, "Bruno", 2),
                Friend(server, four, "Carla", 3),
            ]
            progress = asyncio.Event()
            lives = [asyncio.ensure_future(f.live(progress)) for f in friends]
            rng = random.Random(45)
            for _ in range(KILLS):
                for _ in range(rng.randint(2, 30)):  # (some moves, then the kill)
                    progress.clear()
                    await asyncio.wait_for(progress.wait(), 30)
                for friend in friends:
                    friend.killed += not friend.over
                kill_group(process.pid)
                await process.wait()
                process, _ = await start_process(data, log, *flags, "--port", str(port))
            await asyncio.wait_for(asyncio.gather(*lives), 120)
            async with asyncio.timeout(20):  # (finished tables close, records set aside)
                while any((data / "tables").glob("*.log")):
                    await asyncio.sleep(0.1)
        finally:
            if process.returncode is None:
                process.send_signal(signal.SIGTERM)
                await asyncio.wait_for(process.wait(), 20)
        return friends

    friends = run(scenario(), 240)
    assert all(friend.over and friend.killed and friend.reconnects for friend in friends)
    assert log.read_text().count("opened again: deal") >= KILLS
    for friend in friends:
        record = Journal(data / "closed" / f"{friend.created['table']}.log", Syncer(0))
        events = record.read()
        played = _deals(events)
        # Every deal's end reached every friend, one told as the server was killed too
        # (told again, the same, when they came back).
        assert set(friend.deals_over) == set(range(len(played)))
        last = friend.deals_over[len(played) - 1]
        assert last["match_over"]
        assert last["match_scores"] == read_match(replay(events).data["match"]).scores()
        for deal, message in friend.deals_over.items():
            assert message["actions"] == played[deal]  # (the record is what was played)
        for (deal, move), action in friend.told.items():
            assert played[deal][move] == action  # (nothing told was lost)


def _deals(events: list[dict[str, Any]]) -> list[list[str]]:
    """Each finished deal's actions, as the record holds them (its last act carries the
    match that counted it)."""
    assert replay(events).closed == "the match is over"
    deals: list[list[str]] = []
    current: list[str] = []
    for event in events:
        if event["event"] == "dealt":
            current = []
        elif event["event"] == "act":
            current.append(event["action"])
            if "match" in event:
                deals.append(current)
    return deals
