"""A history of deals played by computer players, judged by the coach and kept as the app
keeps them (records, entries, analyses): the ground practice is drawn from."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

from briscola_qt.ai.host import play_deal
from briscola_qt.ai.registry import make_player
from briscola_qt.analysis import Strength, analyse
from briscola_qt.analysis.kept import KeptAnalyses
from briscola_qt.engine.record import record_of
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState
from briscola_qt.history import DealEntry, EntryError, HistoryStore, MatchPart

from .. import run_once

CHEAP = Strength("test", 0.002, 2)
"""A judge quick enough for tests (the same search, a smaller budget)."""


def played_history(
    data: Path,
    players: int,
    deals: int,
    seat: int = 0,
    strength: Strength = CHEAP,
    rules: Rules | None = None,
) -> tuple[HistoryStore, KeptAnalyses]:
    """``deals`` deals at a table of ``players`` (by ``rules`` if given) played by Beginners
    (who make mistakes), the player at ``seat``, each kept in the history under ``data`` and
    judged."""
    # (played and judged once in the run, a second of CPU; each test copies the files)
    made = run_once.files(
        f"played history {players} {deals} {seat} {strength!r} {rules!r}",
        lambda folder: _play(folder, players, deals, seat, strength, rules).close(),
    )
    for name in ("history", "analyses"):
        shutil.copytree(made / name, data / name, dirs_exist_ok=True)
    shutil.copy2(made / "statistics.sqlite3", data / "statistics.sqlite3")
    store = HistoryStore(data / "history", data / "statistics.sqlite3")
    store.open()
    return store, KeptAnalyses(data / "analyses")


def _play(
    data: Path, players: int, deals: int, seat: int, strength: Strength, rules: Rules | None
) -> HistoryStore:
    store = HistoryStore(data / "history", data / "statistics.sqlite3")
    store.open()
    kept = KeptAnalyses(data / "analyses")
    for number in range(deals):
        seed = players * 100 + number
        state = GameState.deal(rules or Rules(players), random.Random(seed))
        seated = [make_player("beginner", seed * 10 + s) for s in range(players)]
        play_deal(state, seated, time_budget=0.01)
        record = record_of(state, {"human_seat": seat})
        entry = DealEntry(
            played_at=f"2026-12-0{1 + number % 9}T10:00:00Z",
            level="beginner",
            deck="piacentine",
            seat=seat,
            match=MatchPart(f"m{number}", 0, None),
        )
        deal_id = store.add_deal(record, entry)
        analysis = analyse(record, strength)
        kept.put(record, analysis)
        summary = analysis.summary[seat].to_dict()
        try:
            store.attach_analysis(deal_id, summary)
        except EntryError:
            # A cheap judge's luck over a deal can fall outside -1..1, which an entry refuses
            # (the app then keeps no accuracy for the deal): kept here without it.
            del summary["luck"]
            store.attach_analysis(deal_id, summary)
    return store
