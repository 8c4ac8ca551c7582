"""Several servers as shards of one service, without a proxy (test_haproxy.py puts a real
HAProxy in front): each makes table ids that begin with its shard, answers a plain
``GET /health``, lists every shard's tables, naming a shard that does not answer, and
tells a table's code to its opener whichever process is asked; the
HAProxy example in deploy/ is the generator's; a proxy's 503 (no process behind it) is told
apart from a web server's answer."""

from __future__ import annotations

import asyncio
import urllib.request
from pathlib import Path

import pytest

from briscola_qt.engine.rules import Rules
from briscola_qt.server.club import ClubServer
from briscola_qt.server.config import ConfigError, ServerConfig
from briscola_qt.server.haproxy import haproxy_config
from briscola_qt.server.lobby_client import LobbyError
from briscola_qt.server.shards import page_pieces

from ..net.tables import run
from .serving import ROOT, lobby
from .test_sigkill import free_port


def test_a_page_falls_across_the_shards_in_order() -> None:
    assert page_pieces([2, 0, 3], 0, 50) == [(0, 0, 2), (2, 0, 3)]
    assert page_pieces([2, 0, 3], 1, 2) == [(0, 1, 1), (2, 0, 1)]
    assert page_pieces([2, 0, 3], 4, 50) == [(2, 2, 1)]
    assert page_pieces([2, 0, 3], 5, 50) == []


def test_a_shard_is_given_with_every_shards_address() -> None:
    with pytest.raises(ConfigError, match="shard must be"):
        ServerConfig(shard=256)
    with pytest.raises(ConfigError, match="at place shard"):
        ServerConfig(shard=2, shards="ws://127.0.0.1:1,ws://127.0.0.1:2")
    with pytest.raises(ConfigError, match="ws://"):
        ServerConfig(shard=0, shards="127.0.0.1:1")
    assert ServerConfig(shard=10).table_prefix == "0a" and ServerConfig().table_prefix == ""


def test_each_shard_lists_every_shards_tables_and_names_one_that_is_down(
    tmp_path: Path,
) -> None:
    ports = [free_port() for _ in range(3)]
    shards = ",".join(f"ws://127.0.0.1:{port}" for port in ports)
    here = {"here": True}

    async def scenario() -> None:
        clubs = [
            ClubServer(
                ServerConfig(
                    port=port, data=str(tmp_path / str(k)), workers=1, shard=k, shards=shards
                )
            )
            for k, port in enumerate(ports)
        ]
        try:
            for club in clubs:
                await club.start()
            made: list[str] = []
            owners: list[str] = []
            codes: list[str] = []
            for k in (0, 2, 2):
                hall = await lobby(f"ws://127.0.0.1:{ports[k]}")
                created = await hall.create(Rules(2), ["friend", "random"])
                made.append(created["table"])
                owners.append(created["owner"])
                codes.append(created["code"])
                await hall.close()
            assert [table[:2] for table in made] == ["00", "02", "02"]
            for port in ports:
                hall = await lobby(f"ws://127.0.0.1:{port}")
                listed = await hall.tables()
                page = await hall.tables(offset=1, limit=1)
                own = await hall.request({"type": "list"} | here)
                await hall.close()
                assert [t["table"] for t in listed["tables"]] == made
                assert listed["total"] == 3 and listed["unreachable"] == []
                assert [t["table"] for t in page["tables"]] == made[1:2]
                assert {t["table"][:2] for t in own["tables"]} <= {f"{ports.index(port):02x}"}
            # a table's code again, asked of any process: the table's process answers
            hall = await lobby(f"ws://127.0.0.1:{ports[1]}")
            assert await hall.code(made[1], owners[1]) == codes[1]
            with pytest.raises(LobbyError, match="not-owner"):
                await hall.code(made[2], "not-the-owner")
            with pytest.raises(LobbyError, match="no-such-table"):  # (asked on: not again)
                await hall.request({"type": "code", "table": made[2], "owner": owners[2]} | here)
            await hall.close()
            health = await asyncio.to_thread(_get, f"http://127.0.0.1:{ports[2]}/health")
            assert health == "ok: 2 tables open\n"
            await clubs[0].stop()
            hall = await lobby(f"ws://127.0.0.1:{ports[1]}")
            listed = await hall.tables()
            await hall.close()
            assert listed["unreachable"] == [0]
            assert [t["table"] for t in listed["tables"]] == made[1:]
            hall = await lobby(f"ws://127.0.0.1:{ports[1]}")
            with pytest.raises(LobbyError, match="unreachable"):
                await hall.code(made[0], owners[0])
            await hall.close()
        finally:
            for club in clubs:
                await club.stop()

    run(scenario(), 60)


def test_the_deploy_example_is_what_the_generator_makes() -> None:
    example = (ROOT / "deploy" / "haproxy.cfg").read_text()
    made = haproxy_config(
        ":443",
        ["127.0.0.1:47100", "127.0.0.1:47101"],
        certificate="/etc/haproxy/briscola.pem",
        user="haproxy",
    )
    assert example == made  # (python -m briscola_qt.server.haproxy makes it again)


def _get(url: str) -> str:
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # (loopback only)
    with opener.open(url, timeout=5) as answer:
        text: str = answer.read().decode()
        return text


def test_a_proxy_with_no_process_behind_it_is_told_from_a_web_server() -> None:
    async def scenario() -> None:
        async def answer_with(status: bytes) -> asyncio.Server:
            async def answer(_reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
                writer.write(b"HTTP/1.1 " + status + b"\r\nContent-Length: 0\r\n\r\n")
                await writer.drain()
                writer.close()

            return await asyncio.start_server(answer, "127.0.0.1", 0)

        for status, reason in (
            (b"503 Service Unavailable", "down"),
            (b"404 Not Found", "not-a-lobby"),
        ):
            server = await answer_with(status)
            port = server.sockets[0].getsockname()[1]
            try:
                with pytest.raises(LobbyError) as refused:
                    await lobby(f"ws://127.0.0.1:{port}")
                assert refused.value.reason == reason
            finally:
                server.close()

    run(scenario(), 30)
