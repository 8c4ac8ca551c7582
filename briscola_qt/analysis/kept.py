"""Analyses kept on disk beside the player's data, so a deal judged once opens its review
at once ever after, in this run or the next.

An analysis is derived from its record (the record is the truth), so it is kept under a
key made of what the judge reads of the record (the rules, the deck, the plays, the swap,
and chiamata's auction and called card: not the free-form ``meta``) and the judge's
strength: ``KEY.STRENGTH.json`` in ``briscola-analysis/1``. A kept file that cannot be
read is moved aside and the deal is judged again (one scored by an earlier version of the
coach is judged again and replaced); a file that cannot be written costs only the time to judge
it next time.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import re
from pathlib import Path
from typing import Final

from ..engine.bounded_json import BoundedJSONError, Limits, loads
from ..engine.cards import codes
from ..engine.record import Record
from ..files import move_aside, write_atomic
from .model import Analysis, AnalysisFormatError, AnalysisOutdatedError

LIMITS: Final = Limits(max_bytes=4_000_000, max_depth=8)
"""A six-player deal's analysis is some 200 kB; anything past these limits is not ours."""

_SAFE_NAME = re.compile(r"[^A-Za-z0-9_.-]")

log = logging.getLogger(__name__)


def record_key(record: Record) -> str:
    """The hex SHA-256 of what the judge reads of ``record``."""
    judged: dict[str, object] = {
        "rules": record.rules.to_dict(),
        "deck": codes(record.deck),
        "plays": codes(record.plays),
        "swap": record.swap,
    }
    if record.rules.auction:  # (other records' keys stay as they were: their files still count)
        judged["auction"] = [bid.code for bid in record.auction]
        judged["called"] = None if record.called is None else str(record.called)
    canonical = json.dumps(judged, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


class KeptAnalyses:
    """The folder of kept analyses."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def path(self, record: Record, strength: str) -> Path:
        return self.folder / f"{record_key(record)}.{_SAFE_NAME.sub('_', strength)}.json"

    def get(self, record: Record, strength: str) -> Analysis | None:
        """The analysis of ``record`` by a judge of ``strength``, if one was kept."""
        path = self.path(record, strength)
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as error:
            log.warning("cannot read the kept analysis %s: %s", path, error)
            return None
        try:
            found = Analysis.from_dict(loads(data, LIMITS))
        except AnalysisOutdatedError:
            return None  # (judged again, and kept over it: nothing is broken)
        except (BoundedJSONError, AnalysisFormatError) as error:
            log.warning("the kept analysis %s is unreadable (%s): moved aside", path, error)
            with contextlib.suppress(OSError):
                move_aside(path)
            return None
        if found.rules != record.rules or found.strength != strength:
            log.warning("the kept analysis %s is of another deal: ignored", path)
            return None
        return found

    def put(self, record: Record, analysis: Analysis) -> bool:
        """Keep ``analysis`` of ``record``; False (logged) if it cannot be written."""
        path = self.path(record, analysis.strength)
        try:
            write_atomic(path, analysis.to_json().encode("utf-8"))
        except OSError as error:
            log.warning("cannot keep the analysis %s: %s", path, error)
            return False
        return True
