"""Headless matches between players: built-in levels and external bots, with statistics.

Used by ``briscola-arena match``. Participants keep their index across games; with
``duplicate`` every deal is played again with the seats rotated, so luck of the cards
evens out. Every game can be saved as a ``briscola-record/1`` file, even one a
misbehaving bot cut short or a signal interrupted. A bot that fails (an illegal card,
bad JSON, silence, ...) is ended; the host plays random legal cards for it to the end of
that deal, and starts it afresh for the next.
"""

from __future__ import annotations

import functools
import math
import random
import statistics
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TextIO

from ..ai.base import Player
from ..ai.external import BotError, ExternalPlayer
from ..ai.host import DealHost
from ..ai.registry import make_player
from ..engine.chiamata import Bid
from ..engine.record import record_of
from ..engine.rules import Rules
from ..engine.state import GameState
from .interrupts import deferred
from .matchsave import MatchFolder


class MatchStoppedError(Exception):
    """The match stopped on a bot error (``on_bot_error="stop"``)."""


@dataclass
class Seat:
    """A participant: its label, its player (a built-in level or an external bot) and the
    time of each of its moves."""

    label: str
    player: Player
    move_ms: list[float] = field(default_factory=list)
    bid_ms: list[float] = field(default_factory=list)
    """Chiamata: the time of each call and each suit named."""

    def close(self) -> None:
        self.player.close()


def make_seat(spec: str, seed: int, time_ms: int, index: int = 0) -> Seat:
    """The seat for ``spec``; an external bot is started and greeted now, so a bad one is
    named before any deal."""
    if not spec.startswith("cmd:"):
        return Seat(spec, make_player(spec, seed))
    try:
        return Seat(spec, ExternalPlayer(spec[4:], time_ms))
    except BotError as error:
        raise BotError(error.kind, f"seat {index} ({spec}): {error}") from None


def make_seats(specs: list[str], seed: int, time_ms: int) -> list[Seat]:
    """A seat for each participant; if one cannot be made, the bots already started are
    ended."""
    seats: list[Seat] = []
    try:
        for index, spec in enumerate(specs):
            seats.append(make_seat(spec, seed * 7919 + index, time_ms, index))
    except BaseException:
        for seat in seats:
            seat.close()
        raise
    return seats


@dataclass
class MatchStats:
    players: list[str]
    games: int = 0
    draws: int = 0
    wins: list[int] = field(default_factory=list)
    points: list[list[int]] = field(default_factory=list)
    bot_errors: int = 0
    fallback_moves: int = 0
    stopped: str | None = None
    chiamata: bool = False
    """Chiamata: wins are deals scored above zero, draws are deals thrown in, and the
    summary adds each player's mean deal score, the contracts and the time per call."""
    scores: list[list[int]] = field(default_factory=list)
    contracts: dict[str, list[int]] = field(default_factory=dict)
    """Chiamata: per winning call, how many deals it was and how many the caller made."""
    caller_contracts: list[dict[str, list[int]]] = field(default_factory=list)
    """Chiamata: the same per participant, as the caller."""

    def __post_init__(self) -> None:
        self.wins = [0] * len(self.players)
        self.points = [[] for _ in self.players]
        self.scores = [[] for _ in self.players]
        self.caller_contracts = [{} for _ in self.players]

    def to_dict(self, seats: list[Seat]) -> dict[str, Any]:
        decided = self.games - self.draws
        return {
            "players": self.players,
            "games": self.games,
            "wins": self.wins,
            "draws": self.draws,
            "mean_points": [round(statistics.fmean(p), 2) if p else 0.0 for p in self.points],
            "win_rate_ci95": [
                [round(bound, 4) for bound in wilson_interval(w, decided)] for w in self.wins
            ],
            "ms_per_move": timings(seats),
            "bot_errors": self.bot_errors,
            "fallback_moves": self.fallback_moves,
            "stopped": self.stopped,
        } | (self._chiamata_dict(seats) if self.chiamata else {})

    def _chiamata_dict(self, seats: list[Seat]) -> dict[str, Any]:
        return {
            "thrown_in": self.draws,
            "mean_score": [round(statistics.fmean(s), 3) if s else 0.0 for s in self.scores],
            "total_score": [sum(s) for s in self.scores],
            "contracts": _contracts(self.contracts),
            "contracts_by_caller": [_contracts(c) for c in self.caller_contracts],
            "ms_per_bid": timings(seats, bids=True),
        }

    def count_contract(self, caller: int, call: str, made: bool) -> None:
        for table in (self.contracts, self.caller_contracts[caller]):
            tally = table.setdefault(call, [0, 0])
            tally[0] += 1
            tally[1] += made


def timings(seats: list[Seat], bids: bool = False) -> dict[str, dict[str, float]]:
    """Median and 95th percentile of each player's (by label) time per move, or with
    ``bids`` per call and suit."""
    by_name: dict[str, list[float]] = {}
    for seat in seats:
        by_name.setdefault(seat.label, []).extend(seat.bid_ms if bids else seat.move_ms)
    return {
        name: {"median": round(statistics.median(ms), 3), "p95": round(percentile(ms, 95), 3)}
        for name, ms in by_name.items()
        if ms
    }


def _contracts(table: dict[str, list[int]]) -> dict[str, dict[str, float]]:
    """Each winning call's deals, how many the caller's side made, and the rate."""
    return {
        call: {"deals": deals, "made": made, "rate": round(made / deals, 4)}
        for call, (deals, made) in sorted(table.items(), key=lambda kv: _call_order(kv[0]))
    }


def _call_order(code: str) -> tuple[int, int]:
    bid = Bid.parse(code)
    return (int(bid.rank) if bid.rank is not None else -1, bid.target)


def wilson_interval(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a win rate of ``wins`` in ``n`` (the one copy: the
    arena's summaries and the benchmarks' tables both use it)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, math.ceil(q / 100 * len(ordered)) - 1))
    return ordered[index]


@dataclass
class Tournament:
    """A run of games between participants, as ``briscola-arena match`` plays it."""

    specs: list[str]
    rules: Rules
    deals: int
    seed: int = 1
    duplicate: bool = False
    time_ms: int = 1000
    folder: MatchFolder | None = None
    on_bot_error: str = "fallback"
    log: TextIO = field(default_factory=lambda: sys.stderr)
    on_game: Callable[[], None] | None = None
    """Called after each game (the arena's progress bar)."""

    def __post_init__(self) -> None:
        self.seats = make_seats(self.specs, self.seed, self.time_ms)
        self.stats = MatchStats(list(self.specs), chiamata=self.rules.auction)
        self.host_rng = random.Random(f"host:{self.seed}")
        self.first_game = self.folder.first_game if self.folder is not None else 1

    @property
    def rotations(self) -> int:
        if not self.duplicate:
            return 1
        # Every seat once in three- and five-player games (each for themselves, or
        # chiamata's hidden sides); the two sides swapped in the others.
        return self.rules.players if self.rules.players in (3, 5) else 2

    def run(self) -> MatchStats:
        try:
            for deal in range(self.deals):
                for rotation in range(self.rotations):
                    self.play_game(deal, rotation)
                    if self.on_game is not None:
                        self.on_game()
        finally:
            for seat in self.seats:
                seat.close()
        return self.stats

    def play_game(self, deal: int, rotation: int) -> None:
        n = self.rules.players
        state = GameState.deal(self.rules, random.Random(f"briscola-arena:{self.seed}:{deal}"))
        participant_at = [(seat + rotation) % n for seat in range(n)]
        game = self.stats.games + self.first_game
        seats = [self.seats[participant_at[seat]] for seat in range(n)]
        host = DealHost(
            state,
            [seat.player for seat in seats],
            self.time_ms / 1000,
            on_fault=functools.partial(self.report, seats, game),
            stand_in=self.host_rng,
        )
        try:
            host.start()
            try:
                host.play_out()
            except BaseException:
                self.save(state, participant_at, game, deal, rotation)  # the game cut short
                raise
            self.count(state, participant_at)
            self.save(state, participant_at, game, deal, rotation)
            host.end()  # after the save: a bot's line after its last answer is reported
        finally:
            self.stats.fallback_moves += host.stand_in_moves
            for participant, think_ms in zip(seats, host.think_ms, strict=True):
                participant.move_ms.extend(think_ms)
            for participant, bid_ms in zip(seats, host.bid_ms, strict=True):
                participant.bid_ms.extend(bid_ms)

    def count(self, state: GameState, participant_at: list[int]) -> None:
        """Add a finished game to the statistics."""
        n = self.rules.players
        outcome = state.outcome()
        assert outcome is not None
        self.stats.games += 1
        if outcome.winner is None:
            self.stats.draws += 1
        if outcome.scores is not None:
            self.count_chiamata(state, outcome.scores, outcome.winner, participant_at)
            return
        for participant in range(n):
            side = self.rules.side_of(participant_at.index(participant))
            self.stats.points[participant].append(outcome.points[side])
            if outcome.winner == side:
                self.stats.wins[participant] += 1

    def count_chiamata(
        self,
        state: GameState,
        scores: tuple[int, ...],
        winner: int | None,
        participant_at: list[int],
    ) -> None:
        """Chiamata: each player's deal score, its side's card points, and the contract."""
        side = state.caller_side()
        points = state.side_points()
        for seat, score in enumerate(scores):
            participant = participant_at[seat]
            self.stats.scores[participant].append(score)
            self.stats.points[participant].append(points[0 if seat in side else 1])
            if score > 0:
                self.stats.wins[participant] += 1
        bid, caller = state.standing_bid, state.caller
        if bid is not None and caller is not None and winner is not None:
            self.stats.count_contract(participant_at[caller], bid.code, winner == 0)

    def report(
        self, seats: list[Seat], game: int, seat: int, error: BotError, when: str, then: str
    ) -> None:
        """One line on the log for a bot's failure (``then``: what the host does for it);
        stop the match, or go on without the bot until the next deal."""
        self.stats.bot_errors += 1
        where = f"game {game}, seat {seat} ({seats[seat].label}), {when}"
        if self.on_bot_error == "stop":
            print(f"bot error: {where}: {error}; stopping the match", file=self.log)
            raise MatchStoppedError(f"{where}: {error}")
        print(f"bot error: {where}: {error}; {then}; restarted for the next deal", file=self.log)

    def save(
        self, state: GameState, participant_at: list[int], game: int, deal: int, rotation: int
    ) -> None:
        if self.folder is None:
            return
        meta = {
            "players": [self.specs[p] for p in participant_at],
            "game": game,
            "deal": deal,
            "rotation": rotation,
            "seed": self.seed,
        }
        record = record_of(state, meta).to_dict()
        with deferred():  # a signal now would lose this record: it waits until it is written
            self.folder.write_record(game, record)
