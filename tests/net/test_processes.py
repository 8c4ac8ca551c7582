"""Friends' apps in processes of their own: whole matches at every table size, and
``kill -9`` of one mid-deal (its connection ends without a goodbye, the others see it
reconnecting, and its token brings it back to the same place and the table as it stands)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import sys
from pathlib import Path

import pytest
from websockets.exceptions import ConnectionClosed

from briscola_qt.engine.match import MatchLength, MatchRules
from briscola_qt.engine.rules import Rules
from briscola_qt.net.client import ClientError, TableClient
from briscola_qt.net.invitation import parse_code
from briscola_qt.net.server import TableServer

from .tables import FRIEND, drive, friend, open_table, run

FRIEND_APP = Path(__file__).resolve().parent / "friend_process.py"


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_a_friend_killed_mid_deal_comes_back_to_its_place() -> None:
    async def scenario() -> tuple[TableServer, list[str], int]:
        server, uri = await open_table(
            Rules(2), [FRIEND, FRIEND], MatchRules(MatchLength.BEST_OF_3)
        )
        process = None
        try:
            anna = friend(uri, server, "Anna")
            await anna.connect()
            process = await asyncio.create_subprocess_exec(
                sys.executable,
                str(FRIEND_APP),
                uri,
                server.code.spoken("it"),  # (read aloud in Italian, typed as heard)
                "3",
                stdout=asyncio.subprocess.PIPE,
                start_new_session=True,
            )
            assert process.stdout is not None
            playing = asyncio.ensure_future(drive(anna))
            token = (await asyncio.wait_for(process.stdout.readline(), 30)).decode().strip()
            said = (await asyncio.wait_for(process.stdout.readline(), 30)).decode().strip()
            place = next(p for p, seat in server.places.items() if seat.token == token)
            os.killpg(process.pid, signal.SIGKILL)
            await process.wait()
            states = []
            async with asyncio.timeout(10):
                while server.seat_list()[place]["state"] != "reconnecting":
                    await asyncio.sleep(0.01)
            states.append("reconnecting")
            hosted = server.hosted
            async with asyncio.timeout(10):  # (Anna plays on until the table waits for it)
                while hosted.to_move() != place:
                    await asyncio.sleep(0.01)
            move = hosted.move
            back = friend(uri, server, "Killed", token=token)
            welcome = await back.connect()
            states.append(server.seat_list()[place]["state"])
            assert welcome["place"] == place and hosted.move == move  # nothing was lost
            await asyncio.gather(playing, drive(back, seed=2))
            return server, [said, *states], move
        finally:
            if process is not None and process.returncode is None:
                os.killpg(process.pid, signal.SIGKILL)
                await process.wait()
            await server.stop()

    server, said, move = run(scenario(), 90)
    assert said == ["played", "reconnecting", "connected"]
    assert move >= 5  # (it was killed mid-deal, after its third move)
    assert server.hosted.match.is_over()


@pytest.mark.parametrize(
    "rules",
    [Rules(2), Rules(4, signals=True), Rules(5, "chiamata"), Rules(6)],
    ids=lambda r: f"{r.players}-{r.variant}",
)
def test_whole_matches_between_a_host_and_friends_in_processes_of_their_own(
    rules: Rules,
) -> None:
    async def scenario() -> tuple[TableServer, list[str]]:
        deals = 5 if rules.auction else 1
        server, uri = await open_table(rules, [FRIEND] * rules.players, deals=deals)
        processes = []
        try:
            for _ in range(rules.players):
                processes.append(
                    await asyncio.create_subprocess_exec(
                        sys.executable,
                        str(FRIEND_APP),
                        uri,
                        server.code.spoken("en"),
                        "all",
                        stdout=asyncio.subprocess.PIPE,
                        start_new_session=True,
                    )
                )
            lines = []
            for process in processes:
                out, _ = await asyncio.wait_for(process.communicate(), 100)
                assert process.returncode == 0
                lines.append(out.decode().splitlines()[-1])
            await asyncio.wait_for(server.match_over.wait(), 5)
            return server, lines
        finally:
            for process in processes:
                if process.returncode is None:
                    os.killpg(process.pid, signal.SIGKILL)
                    await process.wait()
            await server.stop()

    server, lines = run(scenario(), 120)
    scores = server.hosted.match.scores()
    assert lines == [f"over {scores} True"] * rules.players
    assert server.hosted.match.is_over() and not server.faults


HOST_APP = Path(__file__).resolve().parent / "host_process.py"


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
def test_a_host_killed_mid_deal_resumes_its_table_with_a_new_code(tmp_path: Path) -> None:
    save = tmp_path / "table.json"

    async def scenario() -> tuple[TableServer, int, int, list[bool]]:
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            str(HOST_APP),
            str(save),
            stdout=asyncio.subprocess.PIPE,
            start_new_session=True,
        )
        try:
            assert process.stdout is not None
            line = (await asyncio.wait_for(process.stdout.readline(), 30)).decode().split()
            uri, code = line[0], parse_code(line[1])
            anna, bruno = TableClient(uri, code, "Anna"), TableClient(uri, code, "Bruno")
            await anna.connect()
            await bruno.connect()
            playing = [asyncio.ensure_future(drive(c, seed=i)) for i, c in enumerate((anna, bruno))]
            async with asyncio.timeout(20):  # until the host has kept a deal well begun
                while not save.exists() or len(_deal_actions(save)) < 7:
                    await asyncio.sleep(0.005)
            os.killpg(process.pid, signal.SIGKILL)
            await process.wait()
            for task in playing:
                with contextlib.suppress(ConnectionClosed, ClientError):
                    await asyncio.wait_for(task, 10)
        finally:
            if process.returncode is None:
                os.killpg(process.pid, signal.SIGKILL)
                await process.wait()
        kept = json.loads(save.read_text(encoding="utf-8"))
        moves = len(kept["deal"]["actions"])
        server = TableServer.resumed(kept)
        try:
            host, port = (await server.start("127.0.0.1", 0))[0]
            new_uri = f"ws://{host}:{port}/"
            back = [
                TableClient(new_uri, server.code, c.name, token=c.seen.token) for c in (anna, bruno)
            ]
            places = [(await c.connect())["place"] for c in back]
            update = await back[0].receive()
            while update["type"] != "update":
                update = await back[0].receive()
            await asyncio.gather(*(drive(c, seed=7 + i) for i, c in enumerate(back)))
            verified = [all(c.seen.verified.values()) for c in back]
            return server, moves, update["move"], [places == [0, 1], *verified]
        finally:
            await server.stop()

    server, kept_moves, resumed_at, checks = run(scenario(), 90)
    assert resumed_at == kept_moves >= 7  # the deal went on where the host had kept it
    assert checks == [True, True, True]
    assert server.hosted.match.is_over()


def _deal_actions(save: Path) -> list[str]:
    deal = json.loads(save.read_text(encoding="utf-8")).get("deal")
    return deal["actions"] if deal else []
