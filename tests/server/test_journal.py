"""Each table's record: a line per event with its checksum, read back after the server
stops; a line cut short by a kill is dropped, a damaged record is set aside and the server
goes on, and a disk that refuses a line closes that table cleanly."""

from __future__ import annotations

import asyncio
import errno
import os
from pathlib import Path

import pytest

from briscola_qt.engine.rules import Rules
from briscola_qt.server import journal as journal_module
from briscola_qt.server.journal import Journal, JournalError, Syncer, line_of, read_events

from ..net.tables import run
from .serving import lobby, open_club, play_turns, seat


def test_lines_read_back_and_a_torn_last_line_is_cut_off(tmp_path: Path) -> None:
    record = Journal(tmp_path / "t.log", Syncer(0))
    record.append({"event": "open", "n": 1}, {"event": "act", "move": 0})
    whole = record.path.read_bytes()
    with record.path.open("ab") as file:
        file.write(line_of({"event": "act", "move": 1})[:-7])  # (killed mid-write)
    assert record.read() == [{"event": "open", "n": 1}, {"event": "act", "move": 0}]
    assert record.torn == len(line_of({"event": "act", "move": 1})) - 7
    record.cut_torn()
    assert record.path.read_bytes() == whole  # (cut off: the next line starts clean)
    record.append({"event": "act", "move": 1})
    assert [e.get("move") for e in record.read()] == [None, 0, 1]


def test_a_changed_byte_is_caught_by_its_checksum() -> None:
    lines = line_of({"event": "open"}) + line_of({"event": "act", "action": "AD"})
    assert read_events(lines)[0][1]["action"] == "AD"
    changed = lines.replace(b'"AD"', b'"AC"')
    with pytest.raises(JournalError, match="line 2 is damaged"):
        read_events(changed + line_of({"event": "act"}))
    # A bad last line may be a write cut short: dropped, not an error.
    assert read_events(changed) == ([{"event": "open"}], len(line_of({"event": "open"})))


def test_a_table_stands_where_it_was_after_the_server_stops_and_starts(tmp_path: Path) -> None:
    async def scenario() -> None:
        club, server = await open_club(tmp_path)
        try:
            hall = await lobby(server)
            created = await hall.create(Rules(2), ["friend", "random"])
            anna = seat(server, created, "Anna")
            await anna.connect()
            await play_turns(anna, moves=6)
            before = club.tables[created["table"]].hosted
            async with asyncio.timeout(10):  # (her turn again: nothing is on its way)
                while not (await anna.receive()).get("legal"):
                    pass
            assert before.state is not None
            actions, seen = list(before.state.actions), before.update_message(0, None)["obs"]
            assert len(actions) >= 11  # (six of hers, five or six of the computer's)
            await hall.close()
        finally:
            await club.stop()
        club, server = await open_club(tmp_path)
        try:
            after = club.tables[created["table"]].hosted
            assert after.state is not None and list(after.state.actions) == actions
            again = seat(server, created, "Anna", token=anna.seen.token, keep_log=True)
            welcome = await again.connect()
            assert welcome["place"] == 0
            async with asyncio.timeout(10):
                while again.seen.obs is None:
                    await again.receive()
            assert again.log is not None and again.log[-1]["obs"] == seen  # (as it stood)
            assert again.seen.move == len(actions) and again.seen.legal
            assert await play_turns(again) == 20 - 6
            assert again.seen.verified == {0: True}
        finally:
            await club.stop()

    run(scenario(), 90)


def test_a_damaged_record_is_set_aside_and_the_server_goes_on(tmp_path: Path) -> None:
    async def scenario() -> None:
        club, server = await open_club(tmp_path)
        try:
            hall = await lobby(server)
            kept = await hall.create(Rules(2), ["friend", "random"])
            spoiled = await hall.create(Rules(2), ["friend", "random"])
            await hall.close()
        finally:
            await club.stop()
        path = tmp_path / "tables" / f"{spoiled['table']}.log"
        path.write_bytes(path.read_bytes().replace(b'"friend"', b'"fiend"', 1) + b"x" * 3)
        (tmp_path / "tables" / "stray.log").write_bytes(line_of({"event": "act"}))
        club, server = await open_club(tmp_path)
        try:
            assert list(club.tables) == [kept["table"]]
            damaged = tmp_path / "damaged" / f"{spoiled['table']}.log"
            assert damaged.read_bytes().endswith(b"xxx")  # (set aside whole, to look at)
            assert (tmp_path / "damaged" / "stray.log").exists()
            hall = await lobby(server)
            assert (await hall.tables())["total"] == 1
            await hall.close()
        finally:
            await club.stop()

    run(scenario())


def test_a_full_disk_closes_the_table_cleanly_and_the_server_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    real_write = os.write

    def full_disk(fd: int, data: bytes) -> int:
        if b'"event":"act"' in data:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_write(fd, data)

    async def scenario() -> None:
        club, server = await open_club(tmp_path)
        try:
            hall = await lobby(server)
            created = await hall.create(Rules(2), ["friend", "random"])
            anna = seat(server, created, "Anna")
            await anna.connect()
            monkeypatch.setattr(journal_module.os, "write", full_disk)
            await play_turns(anna)  # (ends when the table closes)
            monkeypatch.setattr(journal_module.os, "write", real_write)
            async with asyncio.timeout(10):
                while created["table"] in club.tables:
                    await asyncio.sleep(0.02)
            (why,) = [why for table, why in club.closed if table == created["table"]]
            assert why.startswith("the server could not record the table")
            assert "No space left on device" in caplog.text
            again = await hall.create(Rules(2), ["friend", "random"])  # (it goes on)
            assert again["table"] in club.tables
            await hall.close()
        finally:
            await club.stop()

    run(scenario())


def test_a_table_whose_match_was_over_when_the_server_stopped_is_closed_not_opened_again(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        club, server = await open_club(tmp_path, over_seconds=3600)
        try:
            hall = await lobby(server)
            created = await hall.create(Rules(2), ["friend", "random"])
            anna = seat(server, created, "Anna")
            await anna.connect()
            await play_turns(anna)
            assert created["table"] in club.tables  # (still open: its friend is there)
            await hall.close()
        finally:
            await club.stop()
        club, server = await open_club(tmp_path)
        try:
            assert club.tables == {}
            record = tmp_path / "closed" / f"{created['table']}.log"
            assert record.read_text().endswith('"reason":"the match is over"}\n')
        finally:
            await club.stop()

    run(scenario(), 90)


def test_a_server_killed_as_the_match_ended_tells_its_end_to_the_friend_who_comes_back(
    tmp_path: Path,
) -> None:
    """The record as a kill at the match's last card leaves it (copied before the server
    could close the table): the server started on it keeps the table open for its friend,
    who comes back with her token and is told the match's end; then it closes."""
    first, second = tmp_path / "first", tmp_path / "second"

    async def scenario() -> list[str]:
        club, server = await open_club(first, over_seconds=3600)
        try:
            hall = await lobby(server)
            created = await hall.create(Rules(2), ["friend", "random"])
            await hall.close()
            anna = seat(server, created, "Anna")
            await anna.connect()
            await play_turns(anna)
            told = anna.seen.deal_over
            assert told is not None and told["match_over"]
            (second / "tables").mkdir(parents=True)
            name = f"{created['table']}.log"
            (second / "tables" / name).write_bytes((first / "tables" / name).read_bytes())
        finally:
            await club.stop()
        club, server = await open_club(second, over_seconds=3600)
        try:
            assert list(club.tables) == [created["table"]]
            again = seat(server, created, "Anna", token=anna.seen.token)
            await again.connect()
            kinds = []
            while not kinds or kinds[-1] != "deal_over":
                kinds.append((await again.receive())["type"])
            await again.close()
            async with asyncio.timeout(10):  # (nobody left to tell: it closes)
                while club.tables:
                    await asyncio.sleep(0.05)
            assert again.seen.deal_over == told
            return kinds
        finally:
            await club.stop()

    kinds = run(scenario(), 90)
    assert kinds[-1] == "deal_over" and "deal" not in kinds  # (no deal begun after the end)


def test_lines_written_are_fsynced_by_the_syncer_in_its_next_round(tmp_path: Path) -> None:
    async def scenario() -> int:
        syncer = Syncer(0.05)
        record = Journal(tmp_path / "t.log", syncer)
        record.append({"event": "open"})
        record.append({"event": "act", "move": 0})
        assert syncer.dirty == {record.path}  # (written, not yet fsync'd)
        running = asyncio.ensure_future(syncer.run())
        async with asyncio.timeout(5):
            while syncer.dirty or not syncer.synced:
                await asyncio.sleep(0.01)
        running.cancel()
        return syncer.synced

    assert run(scenario()) == 1  # (one file, once: both lines in one fsync)
