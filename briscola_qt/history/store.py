"""The history folder and its statistics index: every finished deal kept, counted, listed.

The folder is the truth: each deal is ``ID.json``, its ``briscola-record/1`` record, and
``ID.entry.json``, its side entry (``entry.py``); IDs are the time the deal ended
(``20261202-035012-123456-a1b2``), so their order is the order of play. The statistics
file (``index.py``) is derived from the folder and made again from it whenever it is
missing, damaged, from a newer game, or behind the folder.

A deal is written in three steps, each atomic: the entry, then the record (the deal is
kept from here on), then its row and totals in one transaction. A crash before the record
is renamed into place loses that deal only; a crash after it loses nothing, as the next
``open`` indexes every record the file does not hold yet.

``open`` returns ``Notice``s for what the player must be told (a file moved aside, the
statistics rebuilt); the app words them. Nothing here imports Qt.
"""

from __future__ import annotations

import contextlib
import csv
import io
import json
import os
import re
import secrets
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Final

from ..engine import bounded_json
from ..engine.errors import RecordError
from ..engine.record import RECORD_LIMITS, Record, loads
from ..files import move_aside, write_atomic
from .entry import DealEntry, DealFacts, EntryError, MatchPart, facts_of, parse_entry
from .index import StatisticsIndex, Totals, UnusableDatabaseError

ID_PATTERN: Final = re.compile(r"^\d{8}-\d{6}-\d{6}-[0-9a-f]{4}$")
RECORD_SUFFIX: Final = ".json"
ENTRY_SUFFIX: Final = ".entry.json"
RESET_FILE: Final = "statistics-reset.json"
"""Deals up to the ID it names are kept but not counted (the player reset the statistics)."""
TRASH: Final = "trash"
ENTRY_LIMITS: Final = bounded_json.Limits(max_bytes=256_000, max_depth=16, max_number_chars=40)
CSV_COLUMNS: Final = (
    "table",
    "variant",
    "level",
    "practice",
    "deals",
    "won",
    "drawn",
    "lost",
    "won_percent",
    "average_points",
    "best_streak",
    "current_streak",
    "matches",
    "matches_won",
    "matches_drawn",
    "matches_lost",
    "judged",
    "average_accuracy",
    "average_luck",
)


@dataclass(frozen=True)
class Notice:
    """Something the player is told after ``open``: ``kind`` is "corrupt", "newer"
    (the statistics file was moved aside to ``moved``), "folder" (the history folder was
    missing though statistics existed), "rebuilt" (made again from ``deals`` records),
    or "unreadable" (``deals`` records could not be read and are not counted)."""

    kind: str
    moved: Path | None = None
    deals: int = 0


@dataclass
class Rebuilt:
    facts: list[tuple[DealFacts, bool]] = field(default_factory=list)
    unreadable: int = 0


def new_deal_id(now: datetime | None = None) -> str:
    moment = now or datetime.now(UTC)
    return f"{moment:%Y%m%d-%H%M%S-%f}-{secrets.token_hex(2)}"


class HistoryStore:
    """The history folder ``folder`` and the statistics file ``database``."""

    def __init__(self, folder: Path, database: Path) -> None:
        self.folder = folder
        self.database = database
        self._index: StatisticsIndex | None = None

    # --- opening --------------------------------------------------------------------

    @property
    def index(self) -> StatisticsIndex:
        if self._index is None:
            raise RuntimeError("the history store is not open")
        return self._index

    def open(self) -> list[Notice]:
        """Open (or make, or repair) the statistics and bring them up to the folder."""
        notices: list[Notice] = []
        existed = self.database.exists()
        had_folder = self.folder.is_dir()
        try:
            self._index = StatisticsIndex(self.database)
        except UnusableDatabaseError as problem:
            notices.append(Notice(problem.kind, self._move_database_aside(problem.kind)))
            self._index = StatisticsIndex(self.database)
            existed = False
        if not had_folder and existed and self.index.ids():
            # The statistics counted records that are gone: they are kept aside, not shown.
            self.close()
            notices.append(Notice("folder", self._move_database_aside("no-history")))
            self._index = StatisticsIndex(self.database)
        self.folder.mkdir(parents=True, exist_ok=True)
        self._tidy()
        if existed and self.index.refill:  # (quietly: the player's deals are all there)
            self.rebuild(tell=False)
        notices += self._catch_up(rebuild=not existed)
        return notices

    def _tidy(self) -> None:
        """What a crash mid-write left: a temporary file (deleted: its deal was never kept)
        and an entry whose record was never put in place (to the trash folder)."""
        for path in self.folder.iterdir():
            name = path.name
            with contextlib.suppress(OSError):
                if name.startswith(".") and name.endswith(".tmp"):
                    path.unlink()
                    continue
                deal_id = name[: -len(ENTRY_SUFFIX)]
                orphan = name.endswith(ENTRY_SUFFIX) and ID_PATTERN.match(deal_id)
                if orphan and not self.record_path(deal_id).exists():
                    (self.folder / TRASH).mkdir(exist_ok=True)
                    os.replace(path, self.folder / TRASH / name)

    def close(self) -> None:
        if self._index is not None:
            self._index.close()
            self._index = None

    def _move_database_aside(self, why: str) -> Path:
        moved = move_aside(self.database, why)
        for companion in ("-wal", "-shm"):
            extra = self.database.with_name(self.database.name + companion)
            if extra.exists():
                os.replace(extra, moved.with_name(moved.name + companion))
        return moved

    def _catch_up(self, rebuild: bool) -> list[Notice]:
        """Index the records the statistics do not hold (newer than all they hold: one by
        one; otherwise, or when ``rebuild``, all again) and forget the ones gone."""
        on_disk = self.deal_ids()
        indexed = self.index.ids()
        gone = indexed - on_disk
        new = sorted(on_disk - indexed)
        if rebuild or (new and indexed and new[0] < max(indexed)):
            return self.rebuild(tell=bool(on_disk))
        if gone:
            self.index.remove(gone)
        unreadable = 0
        since = self.counted_after()
        for deal_id in new:
            try:
                facts = self._facts(deal_id)
            except (RecordError, EntryError, OSError):
                unreadable += 1
                continue
            self.index.add(facts, deal_id > since)
        return [Notice("unreadable", deals=unreadable)] if unreadable else []

    def rebuild(self, tell: bool = True) -> list[Notice]:
        """Make the statistics again from the records, in one transaction."""
        found = Rebuilt()
        since = self.counted_after()
        for deal_id in sorted(self.deal_ids()):
            try:
                found.facts.append((self._facts(deal_id), deal_id > since))
            except (RecordError, EntryError, OSError):
                found.unreadable += 1
        self.index.add_all(found.facts)
        notices = [Notice("rebuilt", deals=len(found.facts))] if tell else []
        if found.unreadable:
            notices.append(Notice("unreadable", deals=found.unreadable))
        return notices

    # --- the folder -----------------------------------------------------------------

    def deal_ids(self) -> set[str]:
        """The IDs of the deals whose record is in the folder."""
        try:
            names = os.listdir(self.folder)
        except OSError:
            return set()
        return {
            name[: -len(RECORD_SUFFIX)]
            for name in names
            if name.endswith(RECORD_SUFFIX) and ID_PATTERN.match(name[: -len(RECORD_SUFFIX)])
        }

    def record_path(self, deal_id: str) -> Path:
        return self.folder / f"{deal_id}{RECORD_SUFFIX}"

    def entry_path(self, deal_id: str) -> Path:
        return self.folder / f"{deal_id}{ENTRY_SUFFIX}"

    def record(self, deal_id: str) -> Record:
        """The deal's record; RecordError (or OSError) if it cannot be read."""
        data = self.record_path(deal_id).read_bytes()
        if len(data) > RECORD_LIMITS.max_bytes:
            raise RecordError(f"more than {RECORD_LIMITS.max_bytes:,} bytes")
        try:
            return loads(data.decode("utf-8"))
        except UnicodeDecodeError:
            raise RecordError("not UTF-8 text") from None

    def entry(self, deal_id: str, record: Record | None = None) -> DealEntry:
        """The deal's side entry; one made from the record and the file's time if the entry
        is missing or cannot be read (a record put in the folder by hand)."""
        try:
            text = self.entry_path(deal_id).read_bytes()
            return parse_entry(bounded_json.loads(text, ENTRY_LIMITS))
        except (OSError, bounded_json.BoundedJSONError, EntryError):
            pass
        record = record or self.record(deal_id)
        seat = record.meta.get("human_seat", 0)
        if type(seat) is not int or not 0 <= seat < record.rules.players:
            seat = 0
        try:
            stamp = self.record_path(deal_id).stat().st_mtime
        except OSError:
            stamp = 0.0
        moment = datetime.fromtimestamp(stamp, UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        return DealEntry(moment, "", "", seat, MatchPart(deal_id))

    def _facts(self, deal_id: str) -> DealFacts:
        record = self.record(deal_id)
        return facts_of(deal_id, record, self.entry(deal_id, record))

    # --- writing --------------------------------------------------------------------

    def add_deal(self, record: Record, entry: DealEntry) -> str:
        """Keep a finished deal and count it; its ID. RecordError or EntryError if the deal
        is not a finished one, OSError if it cannot be written (then it is not kept)."""
        deal_id = new_deal_id()
        facts = facts_of(deal_id, record, entry)
        entry = replace(entry, table=record.rules.to_dict())
        write_atomic(self.entry_path(deal_id), _json_bytes(entry.to_dict()))
        write_atomic(self.record_path(deal_id), _json_bytes(record.to_dict()))
        self.index.add(facts, deal_id > self.counted_after())
        return deal_id

    def attach_analysis(self, deal_id: str, summary: dict[str, Any]) -> bool:
        """Keep the coach's summary of a deal with it (the entry, then the statistics);
        False if the deal is not in the history. EntryError if ``summary`` is not one."""
        if deal_id not in self.deal_ids():
            return False
        entry = self.entry(deal_id).with_analysis(summary)
        write_atomic(self.entry_path(deal_id), _json_bytes(entry.to_dict()))
        return self.index.set_analysis(deal_id, entry.accuracy, entry.luck, entry.luck_win)

    def delete(self, ids: list[str]) -> None:
        """Move deals to the trash folder (not destroyed) and count the others again."""
        trash = self.folder / TRASH
        trash.mkdir(parents=True, exist_ok=True)
        for deal_id in ids:
            for path in (self.record_path(deal_id), self.entry_path(deal_id)):
                if path.exists():
                    os.replace(path, trash / path.name)
        self.index.remove(ids)

    def counted_after(self) -> str:
        """Deals up to this ID are not counted ("" when the statistics were never reset)."""
        try:
            data = json.loads(
                (self.folder / RESET_FILE).read_text("utf-8")[: ENTRY_LIMITS.max_bytes]
            )
        except (OSError, ValueError):
            return ""
        after = data.get("after") if isinstance(data, dict) else None
        return after if isinstance(after, str) and ID_PATTERN.match(after) else ""

    def reset_statistics(self, delete_records: bool = False) -> None:
        """Statistics start again from zero; the deals stay in the history (or, if asked,
        go to the trash folder with the rest)."""
        if delete_records:
            self.delete(sorted(self.deal_ids()))
        marker = new_deal_id()
        write_atomic(self.folder / RESET_FILE, _json_bytes({"after": marker}))
        self.index.uncount_all()

    # --- reading --------------------------------------------------------------------

    def deals(self) -> list[DealFacts]:
        """Every deal in the history, newest first."""
        return self.index.deals()

    def totals(self) -> list[Totals]:
        return self.index.totals()

    def last_deals(
        self, group: tuple[int, str, str] = (0, "", ""), count: int = 50
    ) -> list[DealFacts]:
        """The last ``count`` counted deals of a table size, variant and level (or of all:
        size 0), oldest first (the chart's)."""
        return self.index.counted_deals(count, group)

    def csv_text(self) -> str:
        """The statistics as CSV: one line per table, variant, level and practice."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(CSV_COLUMNS)
        for t in self.totals():
            accuracy, luck = t.average_accuracy(), t.average_luck()
            average = t.average_points()
            writer.writerow(
                (
                    t.players or "all",
                    t.variant or "all",
                    t.level or "all",
                    int(t.practice),
                    t.deals,
                    t.won,
                    t.drawn,
                    t.lost,
                    f"{100 * t.won / t.deals:.1f}" if t.deals else "",
                    f"{average:.1f}" if average is not None else "",
                    t.best_streak,
                    t.streak,
                    t.matches,
                    t.matches_won,
                    t.matches_drawn,
                    t.matches_lost,
                    t.judged,
                    f"{accuracy:.1f}" if accuracy is not None else "",
                    f"{luck:.2f}" if luck is not None else "",
                )
            )
        return out.getvalue()


def _json_bytes(data: object) -> bytes:
    return (json.dumps(data, indent=1) + "\n").encode("utf-8")
