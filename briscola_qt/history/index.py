"""The statistics index: one SQLite file that makes the history fast to list and count.

It is derived from the history folder and can be rebuilt from it at any time. WAL mode,
``synchronous=FULL``, and each deal added in one transaction (its row and the totals it
changes), so a crash or ``kill -9`` at any moment leaves the file as it was before or after
that deal, never in between. ``PRAGMA user_version`` is the schema's version; ``MIGRATIONS``
brings every earlier version up to this one. ``PRAGMA application_id`` marks the file as
ours: another program's database is never taken for an old one of ours.

Totals are kept per (table size, variant, level, practice) and for all tables together
(size 0, variant "", level ""), updated deal by deal in the order of the deals' ids (their
times); ``recount`` makes them again from the rows with the same function.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Final

from .entry import DealFacts

APPLICATION_ID: Final = 0x42524953  # "BRIS"
SCHEMA_VERSION: Final = 4

MIGRATIONS: Final[dict[int, tuple[str, ...]]] = {
    # Version 1: the deals and their totals.
    1: (
        """CREATE TABLE deals (
            id TEXT PRIMARY KEY, played_at TEXT NOT NULL, players INTEGER NOT NULL,
            variant TEXT NOT NULL, options TEXT NOT NULL, level TEXT NOT NULL,
            deck TEXT NOT NULL, seat INTEGER NOT NULL, match_id TEXT NOT NULL,
            deal_number INTEGER NOT NULL, match_result TEXT, result TEXT NOT NULL,
            points INTEGER NOT NULL, opponents INTEGER NOT NULL, hints INTEGER NOT NULL,
            undo INTEGER NOT NULL, face_up INTEGER NOT NULL, practice INTEGER NOT NULL,
            counted INTEGER NOT NULL)""",
        """CREATE TABLE totals (
            players INTEGER NOT NULL, variant TEXT NOT NULL, level TEXT NOT NULL,
            practice INTEGER NOT NULL, deals INTEGER NOT NULL, won INTEGER NOT NULL,
            drawn INTEGER NOT NULL, lost INTEGER NOT NULL, points INTEGER NOT NULL,
            streak INTEGER NOT NULL, best_streak INTEGER NOT NULL, matches INTEGER NOT NULL,
            matches_won INTEGER NOT NULL, matches_drawn INTEGER NOT NULL,
            matches_lost INTEGER NOT NULL,
            PRIMARY KEY (players, variant, level, practice))""",
    ),
    # Version 2: the coach's judgement (accuracy, luck) and the fair shuffle's proof.
    2: (
        "ALTER TABLE deals ADD COLUMN accuracy REAL",
        "ALTER TABLE deals ADD COLUMN luck REAL",
        "ALTER TABLE deals ADD COLUMN shuffle INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE totals ADD COLUMN judged INTEGER NOT NULL DEFAULT 0",
        "ALTER TABLE totals ADD COLUMN accuracy REAL NOT NULL DEFAULT 0",
        "ALTER TABLE totals ADD COLUMN luck REAL NOT NULL DEFAULT 0",
    ),
    # Version 3: how many judged deals rate luck (Briscola chiamata's rate none), so that
    # their average is not diluted by zeros; the totals are counted again from the deals.
    3: ("ALTER TABLE totals ADD COLUMN lucky INTEGER NOT NULL DEFAULT 0",),
    # Version 4: luck in win chance beside the card points. Only the deals' files hold it,
    # so a database brought up from an earlier version is made again from them (REFILL).
    4: (
        "ALTER TABLE deals ADD COLUMN luck_win REAL",
        "ALTER TABLE totals ADD COLUMN luck_win REAL NOT NULL DEFAULT 0",
        "ALTER TABLE totals ADD COLUMN lucky_win INTEGER NOT NULL DEFAULT 0",
    ),
}
"""Step n brings a database of version n - 1 to version n; version 0 is an empty file."""
REFILL_BELOW: Final = 4
"""A database brought up from a version below this lacks facts only the deals' files hold:
the history store indexes them all again (``StatisticsIndex.refill``)."""

_DEAL_COLUMNS: Final = tuple(f.name for f in fields(DealFacts))


class UnusableDatabaseError(Exception):
    """The statistics file cannot be used: ``kind`` is "corrupt" (not a database, damaged,
    or another program's) or "newer" (written by a later version of the game)."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(detail)
        self.kind = kind


@dataclass
class Totals:
    """The counts of one group of deals (one table size, variant, level and practice, or
    all tables together when ``players`` is 0)."""

    players: int
    variant: str
    level: str
    practice: bool
    deals: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    points: int = 0
    streak: int = 0
    best_streak: int = 0
    matches: int = 0
    matches_won: int = 0
    matches_drawn: int = 0
    matches_lost: int = 0
    judged: int = 0
    accuracy: float = 0.0
    """The sum of the judged deals' accuracies (``average_accuracy`` divides it)."""
    luck: float = 0.0
    """The sum of the luck of the judged deals that rate it (``lucky`` of them)."""
    lucky: int = 0
    luck_win: float = 0.0
    """The sum of the luck in win chance of the judged deals that keep it (``lucky_win``)."""
    lucky_win: int = 0

    @property
    def all_tables(self) -> bool:
        return self.players == 0

    def average_points(self) -> float | None:
        return self.points / self.deals if self.deals else None

    def average_accuracy(self) -> float | None:
        return self.accuracy / self.judged if self.judged else None

    def average_luck(self) -> float | None:
        return self.luck / self.lucky if self.lucky else None

    def average_luck_win(self) -> float | None:
        return self.luck_win / self.lucky_win if self.lucky_win else None

    def count(self, deal: DealFacts) -> None:
        """Add one deal (the deals are counted in the order they were played)."""
        self.deals += 1
        self.points += deal.points
        if deal.result == "won":
            self.won += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.drawn += deal.result == "drawn"
            self.lost += deal.result == "lost"
            self.streak = 0
        if deal.match_result is not None:
            self.matches += 1
            self.matches_won += deal.match_result == "won"
            self.matches_drawn += deal.match_result == "drawn"
            self.matches_lost += deal.match_result == "lost"
        if deal.accuracy is not None:
            self.judged += 1
            self.accuracy += deal.accuracy
            if deal.luck is not None:
                self.lucky += 1
                self.luck += deal.luck
            if deal.luck_win is not None:
                self.lucky_win += 1
                self.luck_win += deal.luck_win


_TOTALS_COLUMNS: Final = tuple(f.name for f in fields(Totals))


def groups_of(deal: DealFacts) -> tuple[tuple[int, str, str, bool], ...]:
    """The totals a deal counts in: its own table, variant and level, and all tables."""
    return (
        (deal.players, deal.variant, deal.level, deal.practice),
        (0, "", "", deal.practice),
    )


class StatisticsIndex:
    """An open statistics file. Raises UnusableDatabaseError if the file cannot be used."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.refill = False
        """Brought up from a version that lacks facts only the files hold (REFILL_BELOW)."""
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._db = sqlite3.connect(path, isolation_level=None, timeout=5.0)
        except sqlite3.Error as error:
            raise UnusableDatabaseError("corrupt", str(error)) from None
        try:
            self._check_and_migrate()
        except sqlite3.DatabaseError as error:
            self._db.close()
            raise UnusableDatabaseError("corrupt", str(error)) from None
        except UnusableDatabaseError:
            self._db.close()
            raise

    def _check_and_migrate(self) -> None:
        db = self._db
        version = db.execute("PRAGMA user_version").fetchone()[0]
        application = db.execute("PRAGMA application_id").fetchone()[0]
        tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        if application != APPLICATION_ID and (version or tables):
            raise UnusableDatabaseError("corrupt", "another program's database")
        if version > SCHEMA_VERSION:
            raise UnusableDatabaseError(
                "newer", f"schema version {version} (this game reads up to {SCHEMA_VERSION})"
            )
        check = db.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise UnusableDatabaseError("corrupt", f"damaged: {check}")
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=FULL")
        self.refill = 0 < version < REFILL_BELOW
        if version < SCHEMA_VERSION:
            with self.transaction():
                for step in range(version + 1, SCHEMA_VERSION + 1):
                    for statement in MIGRATIONS[step]:
                        db.execute(statement)
                if version:  # (the totals are derived: counted again with the new columns)
                    self._recount(db)
                db.execute(f"PRAGMA application_id={APPLICATION_ID}")
                db.execute(f"PRAGMA user_version={SCHEMA_VERSION}")

    def close(self) -> None:
        self._db.close()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One transaction: everything in it is written, or (an error, a crash) nothing."""
        db = self._db
        db.execute("BEGIN IMMEDIATE")
        try:
            yield db
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    # --- writing --------------------------------------------------------------------

    def add(self, deal: DealFacts, counted: bool) -> None:
        """Index one deal and count it (if ``counted``), in one transaction."""
        with self.transaction() as db:
            self._insert(db, deal, counted)
            if counted:
                self._count(db, deal)

    def add_all(self, deals: Iterable[tuple[DealFacts, bool]]) -> None:
        """Forget every deal, then index and count ``deals`` (in order), in one transaction."""
        with self.transaction() as db:
            db.execute("DELETE FROM deals")
            for deal, counted in deals:
                self._insert(db, deal, counted)
            self._recount(db)

    @staticmethod
    def _insert(db: sqlite3.Connection, deal: DealFacts, counted: bool) -> None:
        columns = (*_DEAL_COLUMNS, "counted")
        marks = ", ".join("?" for _ in columns)
        db.execute(
            f"INSERT INTO deals ({', '.join(columns)}) VALUES ({marks})",
            (*_values(deal, _DEAL_COLUMNS), counted),
        )

    def _count(self, db: sqlite3.Connection, deal: DealFacts) -> None:
        for key in groups_of(deal):
            totals = self._totals_of(db, key)
            totals.count(deal)
            self._write_totals(db, [totals])

    @staticmethod
    def _write_totals(db: sqlite3.Connection, totals: list[Totals]) -> None:
        marks = ", ".join("?" for _ in _TOTALS_COLUMNS)
        db.executemany(
            f"INSERT OR REPLACE INTO totals ({', '.join(_TOTALS_COLUMNS)}) VALUES ({marks})",
            [_values(t, _TOTALS_COLUMNS) for t in totals],
        )

    @staticmethod
    def _totals_of(db: sqlite3.Connection, key: tuple[int, str, str, bool]) -> Totals:
        row = db.execute(
            f"SELECT {', '.join(_TOTALS_COLUMNS)} FROM totals"
            " WHERE players = ? AND variant = ? AND level = ? AND practice = ?",
            key,
        ).fetchone()
        return Totals(*key) if row is None else _totals_row(row)

    def remove(self, ids: Iterable[str]) -> None:
        """Forget deals and count the others again, in one transaction."""
        with self.transaction() as db:
            db.executemany("DELETE FROM deals WHERE id = ?", [(i,) for i in ids])
            self._recount(db)

    def set_analysis(
        self, deal_id: str, accuracy: float | None, luck: float | None, luck_win: float | None
    ) -> bool:
        """Keep a deal's judgement and count it; False if the deal is not indexed."""
        with self.transaction() as db:
            found = db.execute(
                "UPDATE deals SET accuracy = ?, luck = ?, luck_win = ? WHERE id = ?",
                (accuracy, luck, luck_win, deal_id),
            ).rowcount
            if found:
                self._recount(db)
        return bool(found)

    def uncount_all(self) -> None:
        """Statistics start again: every deal stays listed but none is counted."""
        with self.transaction() as db:
            db.execute("UPDATE deals SET counted = 0")
            db.execute("DELETE FROM totals")

    def recount(self) -> None:
        with self.transaction() as db:
            self._recount(db)

    def _recount(self, db: sqlite3.Connection) -> None:
        """The totals made again from the counted rows, in the order of play (in memory,
        with the deal-by-deal update: 10,000 deals in a fraction of a second)."""
        found: dict[tuple[int, str, str, bool], Totals] = {}
        for deal in self._deals(db, "WHERE counted = 1 ORDER BY id"):
            for key in groups_of(deal):
                found.setdefault(key, Totals(*key)).count(deal)
        db.execute("DELETE FROM totals")
        self._write_totals(db, list(found.values()))

    # --- reading --------------------------------------------------------------------

    def ids(self) -> set[str]:
        return {row[0] for row in self._db.execute("SELECT id FROM deals")}

    def deals(self, newest_first: bool = True, limit: int | None = None) -> list[DealFacts]:
        order = "ORDER BY id DESC" if newest_first else "ORDER BY id"
        if limit is not None:
            order += f" LIMIT {int(limit)}"
        return list(self._deals(self._db, order))

    def counted_deals(
        self, limit: int, group: tuple[int, str, str] = (0, "", "")
    ) -> list[DealFacts]:
        """The last ``limit`` counted deals (practice ones too), oldest first: of one table
        size, variant and level, or of all (size 0)."""
        players, variant, level = group
        where = "WHERE counted = 1"
        if players:
            where += f" AND players = {int(players)} AND variant = ? AND level = ?"
        query = f"SELECT {', '.join(_DEAL_COLUMNS)} FROM deals {where} ORDER BY id DESC LIMIT ?"
        arguments = (variant, level, limit) if players else (limit,)
        found = [_facts_row(row) for row in self._db.execute(query, arguments)]
        return found[::-1]

    @staticmethod
    def _deals(db: sqlite3.Connection, rest: str) -> Iterator[DealFacts]:
        query = f"SELECT {', '.join(_DEAL_COLUMNS)} FROM deals {rest}"
        for row in db.execute(query):
            yield _facts_row(row)

    def totals(self) -> list[Totals]:
        query = f"SELECT {', '.join(_TOTALS_COLUMNS)} FROM totals ORDER BY players, variant, level"
        return [_totals_row(row) for row in self._db.execute(query)]


def _facts_row(row: tuple[object, ...]) -> DealFacts:
    values = dict(zip(_DEAL_COLUMNS, row, strict=True))
    for flag in ("hints", "undo", "face_up", "practice", "shuffle"):
        values[flag] = bool(values[flag])
    return DealFacts(**values)  # type: ignore[arg-type]


def _values(row: object, columns: tuple[str, ...]) -> tuple[object, ...]:
    """A dataclass's fields in column order (``astuple`` copies deeply: far slower)."""
    return tuple(getattr(row, column) for column in columns)


def _totals_row(row: tuple[object, ...]) -> Totals:
    totals = Totals(*row)  # type: ignore[arg-type]
    totals.practice = bool(totals.practice)
    return totals
