"""The server overloaded (docs/server.md, "When the server is overloaded"): past its bound
of the event loop's lag, or of jobs in its pool, it refuses new tables with "the server
is busy, try later" and tells new joins ``busy`` before their handshake, while the tables
in play go on to their end, their records whole and their codes unchanged."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

import pytest

from briscola_qt.ai.registry import make_player
from briscola_qt.engine import fair
from briscola_qt.engine.observation import observe
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState
from briscola_qt.server.lobby_client import LobbyError
from briscola_qt.server.pressure import BUSY_TEXT, Pressure

from ..net.tables import run
from .serving import lobby, open_club, play_turns, seat


async def wait_for(check: object, seconds: float = 20.0) -> None:
    async with asyncio.timeout(seconds):
        while not check():  # type: ignore[operator]
            await asyncio.sleep(0.02)


def recorded_actions(record: Path) -> list[dict[str, object]]:
    events = [json.loads(line[9:]) for line in record.read_text().splitlines()]
    return [event for event in events if event["event"] == "act"]


def test_one_pause_is_no_overload_but_a_loop_late_sample_after_sample_is() -> None:
    pressure = Pressure(lag_bound=0.1)
    for lag in (0.4, 0.0, 1.2, 0.05, 0.3, 0.0):  # (a collection now and then)
        pressure.took(lag)
        assert not pressure.busy(), lag
    pressure.took(0.15)
    pressure.took(0.12)  # (the second in a row past the bound)
    assert pressure.busy()
    assert pressure.worst_lag == 1.2  # (every pause is said in the status line)


def test_an_excused_pause_is_taken_off_the_next_lag_measured_only() -> None:
    pressure = Pressure(lag_bound=0.1)
    pressure.took(0.5)  # (a pause, counted: the first late sample)
    pressure.excuse(0.45)
    pressure.took(0.5)  # (0.05 counted: not the second late sample in a row)
    assert not pressure.busy()
    assert pressure.lag == pressure.worst_lag == 0.5  # (said whole all the same)
    pressure.took(0.5)  # (excused once: this one is the load's, and the next)
    pressure.took(0.5)
    assert pressure.busy()


@pytest.mark.slow
def test_a_lagging_loop_refuses_new_tables_while_the_table_in_play_plays_on(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        club, server = await open_club(tmp_path, busy_lag_ms=50)
        club.pressure.hold = 0.5
        try:
            hall = await lobby(server)
            created = await hall.create(Rules(2), ["friend", "friend"])
            anna, bruno = seat(server, created, "Anna"), seat(server, created, "Bruno")
            await anna.connect()
            await bruno.connect()
            playing = [
                asyncio.ensure_future(play_turns(anna, 1, pause=0.1)),
                asyncio.ensure_future(play_turns(bruno, 2, pause=0.1)),
            ]
            table = club.tables[created["table"]]
            await wait_for(lambda: table.hosted.move >= 1)
            stop, held = asyncio.Event(), asyncio.Event()

            async def hog() -> None:
                # The server's loop held 200 ms at a time, as by more work than its core has
                # (longer than the lag's sample of 100 ms, so each sample is ~120 ms late:
                # held 120 ms, the samples could fall in step 40 ms late, under the bound).
                for _ in range(300):
                    if stop.is_set():
                        return
                    time.sleep(0.2)
                    held.set()
                    await asyncio.sleep(0.02)

            hogging = asyncio.ensure_future(hog())
            await held.wait()  # (busy from the hog's lag, not from a spike of the start's)
            await wait_for(lambda: club.pressure.lag > 0.05 and club.pressure.busy())
            moves_then = table.hosted.move
            assert moves_then < 30  # (the deal in play: 40 moves)
            with pytest.raises(LobbyError) as refused:
                await hall.create(Rules(2), ["friend", "random"])
            assert refused.value.reason == "busy"
            assert str(refused.value) == f"busy: {BUSY_TEXT}"
            assert BUSY_TEXT == "the server is busy, try later"
            await wait_for(lambda: table.hosted.move >= moves_then + 2)  # (slower, going on)
            with pytest.raises(LobbyError):
                await hall.create(Rules(2), ["friend", "random"])
            assert club.turned_away["busy"] == 2 and len(club.tables) == 1
            stop.set()
            await hogging
            assert await asyncio.gather(*playing) == [20, 20]  # (the whole deal, each)
            await anna.close()
            await bruno.close()
            await wait_for(lambda: not club.pressure.busy())
            again = await hall.create(Rules(2), ["friend", "random"])  # (no longer busy)
            assert again["table"] in club.tables
            await wait_for(lambda: created["table"] not in club.tables)
            assert (created["table"], "the match is over") in club.closed
            record = tmp_path / "closed" / f"{created['table']}.log"
            assert len(recorded_actions(record)) == 40
            await hall.close()
        finally:
            await club.stop()

    run(scenario(), 90)


def test_a_full_pool_refuses_new_tables_and_makes_joins_wait_without_spoiling_the_code(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        club, server = await open_club(tmp_path, workers=1, busy_queue=3)
        club.pressure.hold = 0.3
        try:
            hall = await lobby(server)
            created = await hall.create(Rules(2), ["friend", "friend"])
            anna = seat(server, created, "Anna")
            await anna.connect()
            # Six Expert moves sent to the one worker at once: the pool's queue past 3.
            rules = Rules(2)
            state = GameState(rules, fair.Shuffle(bytes(32), "jam").deck(rules))
            expert = make_player("expert", 1)
            jam = [
                asyncio.ensure_future(club.pool.think(expert, observe(state, 0), "card", f"{n}"))
                for n in range(6)
            ]
            await wait_for(lambda: club.pool.in_flight == 6)
            with pytest.raises(LobbyError) as refused:
                await hall.create(Rules(2), ["friend", "random"])
            assert refused.value.reason == "busy" and BUSY_TEXT in str(refused.value)
            bruno = seat(server, created, "Bruno")
            joining = asyncio.ensure_future(bruno.connect(timeout=60))
            await wait_for(lambda: club.turned_away["busy"] >= 2)  # (told busy, asks again)
            assert not joining.done()
            await asyncio.gather(*jam)
            assert (await joining)["place"] == 1
            table = club.tables[created["table"]]
            assert table.code.spoken("en") == created["code"]  # (no wrong try counted)
            assert await asyncio.gather(play_turns(anna, 1), play_turns(bruno, 2)) == [20, 20]
            await wait_for(lambda: not club.pressure.busy())
            assert (await hall.create(Rules(2), ["friend", "random"]))["table"] in club.tables
            await hall.close()
        finally:
            await club.stop()

    run(scenario(), 120)
