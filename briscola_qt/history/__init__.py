"""Every finished deal kept: the history folder of records (the truth), their side
entries, and the SQLite statistics derived from them. No Qt here: the app's windows
(``briscola_qt.app.history.window`` and ``.statistics``) show what this keeps."""

from .entry import DealEntry, DealFacts, EntryError, MatchPart, Shuffle, facts_of
from .index import SCHEMA_VERSION, StatisticsIndex, Totals, UnusableDatabaseError
from .recordfile import RecordFileError, human_seat, read_record_file, seat_names
from .store import HistoryStore, Notice

__all__ = [
    "SCHEMA_VERSION",
    "DealEntry",
    "DealFacts",
    "EntryError",
    "HistoryStore",
    "MatchPart",
    "Notice",
    "RecordFileError",
    "Shuffle",
    "StatisticsIndex",
    "Totals",
    "UnusableDatabaseError",
    "facts_of",
    "human_seat",
    "read_record_file",
    "seat_names",
]
