"""The history store: deals kept as files, counted in SQLite, rebuilt from the files."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from briscola_qt.engine.record import loads, replay
from briscola_qt.history import SCHEMA_VERSION, EntryError, HistoryStore, StatisticsIndex
from briscola_qt.history.index import APPLICATION_ID, MIGRATIONS
from briscola_qt.history.store import TRASH

from .deals import entry, finished_record


def store_in(tmp_path: Path) -> HistoryStore:
    store = HistoryStore(tmp_path / "history", tmp_path / "statistics.sqlite3")
    store.open()
    return store


def totals_by_group(store: HistoryStore) -> dict[tuple[int, str, str, bool], tuple[object, ...]]:
    return {
        (t.players, t.variant, t.level, t.practice): tuple(vars(t).values()) for t in store.totals()
    }


def play_many(store: HistoryStore, count: int, start: int = 0) -> list[str]:
    """``count`` deals at mixed tables and levels, some practice, matches of three, some
    judged by the coach."""
    ids = []
    for i in range(start, start + count):
        players = (2, 3, 4)[i % 3]
        record = finished_record(i, players)
        over = i % 3 == 2
        result = ("won", "lost", "drawn")[i % 3] if over else None
        kept = entry(
            seat=i % players,
            level=("beginner", "expert")[i % 2],
            match=f"m{i // 3}",
            deal=i % 3,
            match_result=result,
            hints=i % 7 == 0,
            face_up=i % 11 == 0,
        )
        deal_id = store.add_deal(record, kept)
        if i % 4 == 0:
            store.attach_analysis(deal_id, {"accuracy": 50 + i % 50, "luck": {"points": i % 9 - 4}})
        ids.append(deal_id)
    return ids


def test_a_finished_deal_is_kept_as_a_record_and_counted(tmp_path: Path) -> None:
    store = store_in(tmp_path)
    record = finished_record(1)
    deal_id = store.add_deal(record, entry())
    kept = loads(store.record_path(deal_id).read_text("utf-8"))
    assert kept.deck == record.deck and kept.plays == record.plays
    outcome = replay(kept).outcome()
    assert outcome is not None
    (deal,) = store.deals()
    assert deal.points == outcome.points[0]
    assert deal.result == (
        "drawn" if outcome.winner is None else "won" if outcome.winner == 0 else "lost"
    )
    everything = [t for t in store.totals() if t.all_tables and not t.practice]
    assert everything[0].deals == 1 and everything[0].points == deal.points
    side = store.entry(deal_id).to_dict()
    assert side["format"] == "briscola-deal-entry/1"
    assert side["analysis"] is None and side["shuffle"] is None and side["practice"] is False
    assert side["table"] == {"players": 2, "variant": "classic"}


def test_streaks_matches_and_practice(tmp_path: Path) -> None:
    store = store_in(tmp_path)
    # Seeds whose random deal the player (seat 0) wins or loses, found by replay.
    won, lost = [], []
    for seed in range(200):
        outcome = replay(finished_record(seed)).outcome()
        assert outcome is not None
        if outcome.winner == 0:
            won.append(seed)
        elif outcome.winner == 1:
            lost.append(seed)
    plan = [won[0], won[1], lost[0], won[2], won[3], won[4], lost[1]]
    for n, seed in enumerate(plan):
        store.add_deal(finished_record(seed), entry(match="a", deal=n))
    store.add_deal(finished_record(won[5]), entry(match="a", deal=7, match_result="won"))
    store.add_deal(finished_record(won[6]), entry(hints=True))
    (counted,) = [t for t in store.totals() if t.all_tables and not t.practice]
    assert (counted.deals, counted.won, counted.lost) == (8, 6, 2)
    assert (counted.best_streak, counted.streak) == (3, 1)
    assert (counted.matches, counted.matches_won) == (1, 1)
    (practice,) = [t for t in store.totals() if t.all_tables and t.practice]
    assert practice.deals == 1


def test_rebuilding_gives_exactly_the_deal_by_deal_statistics(tmp_path: Path) -> None:
    store = store_in(tmp_path)
    play_many(store, 40)
    incremental = totals_by_group(store)
    listed = store.deals()
    assert len(listed) == 40 and len(incremental) >= 8
    store.rebuild()
    assert totals_by_group(store) == incremental
    assert store.deals() == listed
    # And from nothing: the statistics file deleted, the store opened again.
    store.close()
    (tmp_path / "statistics.sqlite3").unlink()
    again = HistoryStore(tmp_path / "history", tmp_path / "statistics.sqlite3")
    notices = again.open()
    assert [n.kind for n in notices] == ["rebuilt"] and notices[0].deals == 40
    assert totals_by_group(again) == incremental


def test_statistics_survive_a_restart(tmp_path: Path) -> None:
    store = store_in(tmp_path)
    play_many(store, 9)
    before = totals_by_group(store)
    store.close()
    again = HistoryStore(tmp_path / "history", tmp_path / "statistics.sqlite3")
    assert again.open() == []
    assert totals_by_group(again) == before


def test_the_coach_attaches_its_summary_later(tmp_path: Path) -> None:
    store = store_in(tmp_path)
    deal_id = store.add_deal(finished_record(3), entry())
    assert store.attach_analysis(deal_id, {"accuracy": 81.5, "luck": {"points": -3.0, "win": 0.1}})
    (counted,) = [t for t in store.totals() if t.all_tables]
    assert counted.average_accuracy() == 81.5 and counted.average_luck() == -3.0
    assert counted.average_luck_win() == 0.1
    assert store.entry(deal_id).analysis == {"accuracy": 81.5, "luck": {"points": -3.0, "win": 0.1}}
    with pytest.raises(EntryError, match="accuracy"):
        store.attach_analysis(deal_id, {"accuracy": "high"})
    with pytest.raises(EntryError, match=r"luck\.win"):
        store.attach_analysis(deal_id, {"accuracy": 50, "luck": {"points": 1, "win": 7}})
    assert not store.attach_analysis("20000101-000000-000000-abcd", {"accuracy": 50})


def test_a_deleted_deal_goes_to_the_trash_and_is_no_longer_counted(tmp_path: Path) -> None:
    store = store_in(tmp_path)
    ids = play_many(store, 6)
    store.delete([ids[2]])
    assert (store.folder / TRASH / f"{ids[2]}.json").exists()
    assert ids[2] not in {d.id for d in store.deals()}
    after_delete = totals_by_group(store)
    store.rebuild()
    assert totals_by_group(store) == after_delete


def test_reset_keeps_the_records_unless_asked(tmp_path: Path) -> None:
    store = store_in(tmp_path)
    play_many(store, 5)
    store.reset_statistics()
    assert store.totals() == [] and len(store.deals()) == 5
    store.add_deal(finished_record(50), entry())
    assert sum(t.deals for t in store.totals() if t.all_tables) == 1
    store.rebuild()  # the reset holds when the statistics are made again from the records
    assert sum(t.deals for t in store.totals() if t.all_tables) == 1
    store.reset_statistics(delete_records=True)
    assert store.deals() == [] and len(list((store.folder / TRASH).glob("*.json"))) == 12


def test_a_corrupt_database_is_moved_aside_and_rebuilt(tmp_path: Path) -> None:
    store = store_in(tmp_path)
    play_many(store, 6)
    before = totals_by_group(store)
    store.close()
    database = tmp_path / "statistics.sqlite3"
    database.write_bytes(b"SQLite format 3\x00" + b"\xff" * 5000)
    again = HistoryStore(tmp_path / "history", database)
    notices = again.open()
    assert [n.kind for n in notices] == ["corrupt", "rebuilt"]
    assert notices[0].moved is not None and notices[0].moved.read_bytes().startswith(b"SQLite")
    assert totals_by_group(again) == before


def test_a_database_from_a_newer_game_is_moved_aside_and_rebuilt(tmp_path: Path) -> None:
    store = store_in(tmp_path)
    play_many(store, 4)
    before = totals_by_group(store)
    store.close()
    database = tmp_path / "statistics.sqlite3"
    with sqlite3.connect(database) as db:
        db.execute(f"PRAGMA user_version={SCHEMA_VERSION + 1}")
    db.close()
    again = HistoryStore(tmp_path / "history", database)
    notices = again.open()
    assert [n.kind for n in notices] == ["newer", "rebuilt"]
    assert notices[0].moved is not None and ".newer-" in notices[0].moved.name
    assert totals_by_group(again) == before


def test_another_programs_database_is_not_taken_for_ours(tmp_path: Path) -> None:
    database = tmp_path / "statistics.sqlite3"
    with sqlite3.connect(database) as db:
        db.execute("CREATE TABLE notes (text TEXT)")
    db.close()
    store = HistoryStore(tmp_path / "history", database)
    assert [n.kind for n in store.open()] == ["corrupt"]
    assert store.totals() == []


def test_a_missing_history_folder_sets_the_statistics_aside(tmp_path: Path) -> None:
    store = store_in(tmp_path)
    play_many(store, 3)
    store.close()
    for path in (tmp_path / "history").iterdir():
        path.unlink()
    (tmp_path / "history").rmdir()
    again = HistoryStore(tmp_path / "history", tmp_path / "statistics.sqlite3")
    notices = again.open()
    assert [n.kind for n in notices] == ["folder"]
    assert notices[0].moved is not None and notices[0].moved.exists()
    assert again.totals() == [] and again.deals() == [] and again.folder.is_dir()


def test_records_put_in_the_folder_or_removed_by_hand_are_followed(tmp_path: Path) -> None:
    store = store_in(tmp_path)
    ids = play_many(store, 3)
    store.close()
    store.record_path(ids[0]).unlink()
    (store.folder / "20991231-000000-000000-beef.json").write_text(finished_record(9).to_json())
    (store.folder / "20991231-000001-000000-beef.json").write_text("{not json")
    again = HistoryStore(tmp_path / "history", tmp_path / "statistics.sqlite3")
    notices = again.open()
    assert [(n.kind, n.deals) for n in notices] == [("unreadable", 1)]
    listed = {d.id for d in again.deals()}
    assert listed == {ids[1], ids[2], "20991231-000000-000000-beef"}
    incremental = totals_by_group(again)
    again.rebuild()
    assert totals_by_group(again) == incremental


def test_csv_export(tmp_path: Path) -> None:
    store = store_in(tmp_path)
    play_many(store, 6)
    lines = store.csv_text().splitlines()
    assert lines[0].startswith("table,variant,level,practice,deals,won")
    assert lines[1].startswith("all,all,all,0,")
    assert len(lines) == 1 + len(store.totals())


def make_old_schema(path: Path, version: int) -> None:
    """A database as the game wrote it at schema ``version``."""
    db = sqlite3.connect(path, isolation_level=None)
    for step in range(1, version + 1):
        for statement in MIGRATIONS[step]:
            db.execute(statement)
    if version:
        db.execute(f"PRAGMA application_id={APPLICATION_ID}")
    db.execute(f"PRAGMA user_version={version}")
    if version == 1:
        db.execute(
            "INSERT INTO deals VALUES ('20260101-000000-000000-aaaa', '2026-01-01T00:00:00Z', 2,"
            " 'classic', '', 'expert', 'piacentine', 0, 'm', 0, NULL, 'won', 70, 50, 0, 0, 0,"
            " 0, 1)"
        )
        db.execute(
            "INSERT INTO totals VALUES (2, 'classic', 'expert', 0, 1, 1, 0, 0, 70, 1, 1, 0, 0,"
            " 0, 0)"
        )
    if version == 2:  # a judged classic deal (luck 3) and a judged chiamata deal (none)
        for n, (players, variant, luck) in enumerate(((2, "classic", 3.0), (5, "chiamata", None))):
            db.execute(
                f"INSERT INTO deals VALUES ('20260101-00000{n}-000000-aaaa',"
                f" '2026-01-01T00:00:00Z', {players}, '{variant}', '', 'expert', 'piacentine', 0,"
                " 'm', 0, NULL, 'won', 70, 50, 0, 0, 0, 0, 1, 80.0, ?, 0)",
                (luck,),
            )
        db.execute(
            "INSERT INTO totals VALUES (0, '', '', 0, 2, 2, 0, 0, 140, 2, 2, 0, 0, 0, 0,"
            " 2, 160.0, 3.0)"
        )
    db.close()


@pytest.mark.parametrize("version", range(SCHEMA_VERSION))
def test_every_earlier_schema_is_migrated(tmp_path: Path, version: int) -> None:
    path = tmp_path / "old.sqlite3"
    make_old_schema(path, version)
    index = StatisticsIndex(path)
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    db.close()
    if version == 1:  # what it held is kept, with the new columns
        (deal,) = index.deals()
        assert (deal.points, deal.accuracy, deal.shuffle) == (70, None, False)
        totals = index.totals()
        assert {(t.won, t.judged, t.average_accuracy()) for t in totals} == {(1, 0, None)}
    if version == 2:  # the judged deals' luck averaged over those that rate it
        lucks = {(t.players, t.variant): t.average_luck() for t in index.totals()}
        assert lucks == {(0, ""): 3.0, (2, "classic"): 3.0, (5, "chiamata"): None}
    index.close()


def test_the_history_imports_no_qt() -> None:
    code = (
        "import sys, briscola_qt.history\n"
        "print(','.join(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('PySide6', 'shiboken6'))))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def test_chiamata_deals_count_for_the_side_the_auction_made(tmp_path: Path) -> None:
    from briscola_qt.history.entry import facts_of

    store = store_in(tmp_path)
    for seed in range(40):
        record = finished_record(seed, 5, "chiamata")
        final = replay(record)
        outcome = final.outcome()
        assert outcome is not None
        for seat in range(5):
            facts = facts_of("x", record, entry(seat=seat))
            assert (facts.players, facts.variant) == (5, "chiamata")
            if final.thrown_in:
                assert (facts.result, facts.points, facts.opponents) == ("drawn", 0, 0)
                continue
            caller_side = seat in final.caller_side()
            ours, theirs = outcome.points if caller_side else outcome.points[::-1]
            assert (facts.points, facts.opponents) == (ours, theirs)
            score = outcome.scores[seat]
            assert facts.result == ("won" if score > 0 else "lost")
        store.add_deal(record, entry(seat=seed % 5, match=f"m{seed}"))
    (group,) = [t for t in store.totals() if t.players == 5]
    assert group.variant == "chiamata" and group.deals == 40


def test_statistics_from_before_luck_in_win_chance_are_filled_from_the_files(
    tmp_path: Path,
) -> None:
    """Schema 4 keeps luck in win chance, which only the deals' files held before: a
    database of schema 3 is brought up and filled from them, quietly."""
    store = store_in(tmp_path)
    ids = play_many(store, 3)
    for n, deal_id in enumerate(ids):
        store.attach_analysis(deal_id, {"accuracy": 70, "luck": {"points": n, "win": n / 10}})
    before = totals_by_group(store)
    store.close()
    path = tmp_path / "statistics.sqlite3"
    db = sqlite3.connect(path, isolation_level=None)  # as the game kept it at schema 3
    db.execute("ALTER TABLE deals DROP COLUMN luck_win")
    db.execute("ALTER TABLE totals DROP COLUMN luck_win")
    db.execute("ALTER TABLE totals DROP COLUMN lucky_win")
    db.execute("PRAGMA user_version=3")
    db.close()
    again = HistoryStore(tmp_path / "history", path)
    assert again.open() == []
    assert totals_by_group(again) == before
    for totals in again.totals():
        luck = totals.average_luck()
        assert luck is not None and totals.average_luck_win() == pytest.approx(luck / 10)
    assert sorted(d.luck_win or 0 for d in again.deals()) == pytest.approx([0, 0.1, 0.2])
