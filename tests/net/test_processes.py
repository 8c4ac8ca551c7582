"""Friends' apps in processes of their own: whole matches at every table size, and
``kill -9`` of one mid-deal (its connection ends without a goodbye, the others see it
reconnecting, and its token brings it back to the same place and the table as it stands)."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path

import pytest

from briscola_qt.engine.match import MatchLength, MatchRules
from briscola_qt.engine.rules import Rules
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
