"""Each finished deal of the table into the history (``briscola_qt.history``), with what
the record does not say: the level, the deck, the player's seat, the match, and whether
hints, undo or face up were used in it; the coach's judgement once the review has it.

The history folder and the statistics file live in the application-data folder. What the
store says on opening (a file moved aside, the statistics rebuilt) and a deal that could
not be kept are said to the player through ``problem``.
"""

from __future__ import annotations

import secrets
import sqlite3
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from ... import __version__
from ...analysis import Analysis
from ...engine import fair
from ...engine.errors import RecordError
from ...engine.match import BaseMatch
from ...engine.record import Record, record_of
from ...history import (
    DealEntry,
    EntryError,
    HistoryStore,
    MatchPart,
    Notice,
    Shuffle,
    UnusableDatabaseError,
)
from ...history.entry import now_utc
from ...savegame import TableSetting
from ..game.controller import GameController
from ..game.snapshot import DealSummary
from ..text.words import fill

HISTORY_FOLDER = "history"
STATISTICS_FILE = "statistics.sqlite3"


def open_store(data: Path) -> tuple[HistoryStore | None, list[Notice], str | None]:
    """The history in the data folder ``data``, opened: the store (None if it cannot be
    used at all), what to tell the player, and the reason it cannot be used."""
    store = HistoryStore(data / HISTORY_FOLDER, data / STATISTICS_FILE)
    try:
        return store, store.open(), None
    except (OSError, sqlite3.Error, UnusableDatabaseError) as error:
        store.close()
        return None, [], str(getattr(error, "strerror", None) or error)


def record_meta(controller: GameController, number: int) -> dict[str, Any]:
    """A record's ``meta`` for deal ``number`` of the match on the table: the program, the
    player's seat (the seat to review it from) and the other seats' names (null for the
    player's: "You" in the reader's language)."""
    match = controller.match
    assert match is not None
    seat = match.seat_of(0, number)
    names = controller.deal_seat_names(number)
    return {
        "program": f"briscola-qt {__version__}",
        "human_seat": seat,
        "seat_names": [None if other == seat else name for other, name in enumerate(names)],
    }


class HistoryKeeper(QObject):
    """Keeps the table's finished deals in the history store."""

    problem = Signal(str)
    """Something the player must be told (already in their language)."""
    dealKept = Signal(str)
    """A finished deal is in the history: its ID."""
    changed = Signal()
    """The history or the statistics changed (a deal kept, judged, deleted, a reset)."""

    def __init__(
        self,
        controller: GameController,
        table_setting: Callable[[], TableSetting],
        data: Path,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.table_setting = table_setting
        self._data = data
        self._store: HistoryStore | None = None
        self._opened = self._opening_said = False
        self.notices: list[Notice] = []
        self.failure: str | None = None
        # Opened at once where there is a history to say something of (a file set aside,
        # the statistics made again: ``take_opening_message``); in a new data folder, where
        # there is nothing to say, at its first use (a first deal kept, the History window).
        if (data / HISTORY_FOLDER).exists() or (data / STATISTICS_FILE).exists():
            self._open()
        self._match: BaseMatch | None = None
        self._match_id = ""
        self._kept: dict[int, str] = {}
        """The history ID of each finished deal of the match on the table, by number."""
        self._hints = self._undo = self._face_up = False
        controller.dealStarted.connect(self._on_deal_started)
        controller.dealOver.connect(self._on_deal_over)
        controller.changed.connect(self._follow_face_up)

    @property
    def store(self) -> HistoryStore | None:
        """The history store, opened at its first use; None if it cannot be used (the
        player is told why once, through ``problem`` if it was opened on the way)."""
        if not self._opened:
            self._open()
            message = self.take_opening_message()
            if message is not None:
                self.problem.emit(message)
        return self._store

    @property
    def usable(self) -> bool:
        """Whether the history can be kept: True until the store fails to open (it is
        opened at its first use, ``store``)."""
        return self._store is not None or not self._opened

    def _open(self) -> None:
        self._opened = True
        self._store, self.notices, self.failure = open_store(self._data)

    def close(self) -> None:
        """Close the store, if it was opened."""
        if self._store is not None:
            self._store.close()

    def take_opening_message(self) -> str | None:
        """What to tell the player about opening the history, in their language, in one
        message (a damaged file brought up two boxes, issue 41); None if nothing, or if it
        was taken already (it is said once)."""
        if self._opening_said or not self._opened:
            return None
        self._opening_said = True
        if self.failure is not None:
            return fill(self.tr("Your history cannot be kept this time: %1"), self.failure)
        said: list[str] = []
        moved = False
        for notice in self.notices:
            if notice.kind == "rebuilt" and moved:
                continue  # (the file set aside says already that they were made again)
            moved = moved or notice.moved is not None
            said.append(self.notice_text(notice))
        return " ".join(said) or None

    def notice_text(self, notice: Notice) -> str:
        moved = notice.moved.name if notice.moved is not None else ""
        match notice.kind:
            case "corrupt":
                return fill(
                    self.tr(
                        "The statistics file was damaged: it was kept as %1 and the"
                        " statistics were made again from your history."
                    ),
                    moved,
                )
            case "newer":
                return fill(
                    self.tr(
                        "The statistics file was written by a newer version of the game: it"
                        " was kept as %1 and the statistics were made again from your history."
                    ),
                    moved,
                )
            case "folder":
                return fill(
                    self.tr(
                        "The history folder was missing, so your statistics start again; the"
                        " old statistics file was kept as %1."
                    ),
                    moved,
                )
            case "rebuilt":
                return self.tr(
                    "The statistics were made again from the %n deal(s) in your history.",
                    "",
                    notice.deals,
                )
            case _:
                return self.tr(
                    "%n record(s) in the history folder could not be read and are not counted.",
                    "",
                    notice.deals,
                )

    # --- what the player did in the deal -------------------------------------------

    def note_hint(self) -> None:
        self._hints = True

    def note_undo(self) -> None:
        self._undo = True

    def _follow_face_up(self) -> None:
        if self.controller.face_up:
            self._face_up = True

    def _on_deal_started(self) -> None:
        self._hints = self._undo = False
        self._face_up = self.controller.face_up

    # --- keeping --------------------------------------------------------------------

    def deal_id(self, number: int) -> str | None:
        """The history ID of finished deal ``number`` of the match on the table."""
        return self._kept.get(number) if self.controller.match is self._match else None

    def record_file(self, number: int) -> Path | None:
        """The file the history keeps finished deal ``number``'s record in (None: not kept)."""
        deal_id = self.deal_id(number)
        return None if deal_id is None or self.store is None else self.store.record_path(deal_id)

    def _on_deal_over(self, summary: DealSummary) -> None:
        controller = self.controller
        match = controller.match
        if self.store is None or match is None or not controller.finished:
            return
        number = len(controller.finished) - 1
        if match is not self._match:
            self._match, self._kept = match, {}
            self._match_id = self._earlier_match_id(number) or f"m-{secrets.token_hex(6)}"
        seat = match.seat_of(0, number)
        # The ended match's result for the player (participant 0), as the history says it.
        ended = match.result_for(0)
        result = None if ended is None else ended.value
        entry = DealEntry(
            played_at=now_utc(),
            level=controller.choices.level,
            deck=self.table_setting().deck,
            seat=seat,
            match=MatchPart(self._match_id, number, result),
            hints=self._hints,
            undo=self._undo,
            face_up=self._face_up or controller.face_up,
        )
        record = self.record_of(number)
        if summary.shuffle is not None:
            # Kept as the deal's proof once its cards check out against seed and cut (the
            # history then says "Shuffle verified"); verify-deal checks it again any time.
            proof = summary.shuffle
            if fair.check_deck(record.rules, record.deck, proof.seed, proof.cut).ok:
                entry = replace(entry, shuffle=Shuffle(**proof.to_dict()))
            else:
                self.problem.emit(self.tr("The shuffle of this deal did not check out."))
        try:
            deal_id = self.store.add_deal(record, entry)
        except (OSError, sqlite3.Error, RecordError, EntryError) as error:
            why = getattr(error, "strerror", None) or str(error)
            text = self.tr("This deal could not be kept in your history: %1")
            self.problem.emit(fill(text, why))
            return
        self._kept[number] = deal_id
        self.dealKept.emit(deal_id)
        self.changed.emit()

    def record_of(self, number: int) -> Record:
        """The record of finished deal ``number`` of the match, saying the player's seat."""
        return record_of(self.controller.finished[number], record_meta(self.controller, number))

    def _earlier_match_id(self, number: int) -> str | None:
        """A resumed match's ID: the one its last kept deal has in the history."""
        if number == 0 or self.store is None:
            return None
        earlier = self.controller.finished[number - 1]
        for deal in self.store.deals()[:50]:
            if deal.deal_number != number - 1:
                continue
            try:
                record = self.store.record(deal.id)
            except (OSError, RecordError):
                continue
            if tuple(record.deck) == earlier.deck and record.plays == earlier.plays:
                self._kept[number - 1] = deal.id
                return deal.match_id
        return None

    def keep_analysis(self, deal_id: str, seat: int, found: Analysis) -> None:
        """The coach's judgement of the player's seat, kept with the deal."""
        if self.store is None:
            return
        if found.summary[seat].decisions == 0:
            return  # (a chiamata deal thrown in: no choice to judge, no accuracy of 100)
        summary = found.summary[seat].to_dict()
        if found.rules.auction:
            del summary["luck"]  # (none is rated in chiamata: not a luck of zero)
        try:
            kept = self.store.attach_analysis(deal_id, summary)
        except (OSError, sqlite3.Error, EntryError) as error:
            why = getattr(error, "strerror", None) or str(error)
            text = self.tr("The review could not be kept in your history: %1")
            self.problem.emit(fill(text, why))
            return
        if kept:
            self.changed.emit()

    def on_analysed(self, number: int, found: Analysis) -> None:
        """The table's analyst judged finished deal ``number`` of the match."""
        deal_id = self.deal_id(number)
        match = self.controller.match
        if deal_id is not None and match is not None:
            self.keep_analysis(deal_id, match.seat_of(0, number), found)
