"""Finished deals to keep in a history: seeded, played by random legal moves."""

from __future__ import annotations

import random

from briscola_qt.engine.record import Record, record_of
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState
from briscola_qt.history import DealEntry, MatchPart


def finished_record(seed: int, players: int = 2, variant: str = "classic") -> Record:
    rng = random.Random(seed)
    state = GameState.deal(Rules(players, variant), rng)
    while not state.is_terminal():
        state.push(rng.choice(state.legal_actions()))
    return record_of(state, {"human_seat": 0})


def entry(
    seat: int = 0,
    level: str = "beginner",
    match: str = "m1",
    deal: int = 0,
    match_result: str | None = None,
    hints: bool = False,
    face_up: bool = False,
) -> DealEntry:
    return DealEntry(
        played_at="2026-12-02T03:50:00Z",
        level=level,
        deck="piacentine",
        seat=seat,
        match=MatchPart(match, deal, match_result),
        hints=hints,
        face_up=face_up,
    )
