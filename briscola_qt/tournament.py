"""Headless matches between players: built-in levels and external bots, with statistics.

Used by ``briscola-arena match``. Participants keep their index across games; with
``duplicate`` every deal is played again with the seats rotated, so luck of the cards
evens out. Every game can be saved as a ``briscola-record/1`` file, even one a
misbehaving bot cut short or a signal interrupted. A bot that fails (an illegal card,
bad JSON, silence, ...) is ended; the host plays random legal cards for it to the end of
that deal, and starts it afresh for the next.
"""

from __future__ import annotations

import math
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TextIO

from .ai.base import Player
from .ai.external import BotError, ExternalBot
from .ai.registry import make_player
from .engine.observation import observe
from .engine.record import record_of
from .engine.rules import Rules
from .engine.state import KEEP, SWAP, Action, GameState
from .interrupts import deferred
from .matchsave import MatchFolder


class MatchStoppedError(Exception):
    """The match stopped on a bot error (``on_bot_error="stop"``)."""


@dataclass
class Seat:
    """A participant's player: a built-in level or an external bot."""

    label: str
    player: Player | None = None
    bot: ExternalBot | None = None
    move_ms: list[float] = field(default_factory=list)
    benched: bool = False
    """A bot that broke the protocol sits out the rest of the deal; the host plays for it."""

    def close(self) -> None:
        if self.bot is not None:
            self.bot.close()


def make_seat(spec: str, seed: int, time_ms: int, index: int = 0) -> Seat:
    """The seat for ``spec``; an external bot is not started yet (``start_bots``)."""
    if spec.startswith("cmd:"):
        try:
            return Seat(spec, bot=ExternalBot(spec[4:], time_ms))
        except BotError as error:
            raise BotError(error.kind, f"seat {index} ({spec}): {error}") from None
    return Seat(spec, player=make_player(spec, seed))


def start_bots(seats: list[Seat]) -> None:
    """Start and greet every bot, so a bad one is named before any deal; on failure the
    ones already started are ended."""
    try:
        for index, seat in enumerate(seats):
            if seat.bot is not None:
                try:
                    seat.bot.start()
                except BotError as error:
                    where = f"seat {index} ({seat.label})"
                    raise BotError(error.kind, f"{where}: {error}") from None
    except BaseException:
        for seat in seats:
            seat.close()
        raise


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

    def __post_init__(self) -> None:
        self.wins = [0] * len(self.players)
        self.points = [[] for _ in self.players]

    def to_dict(self, seats: list[Seat]) -> dict[str, Any]:
        decided = self.games - self.draws
        by_name: dict[str, list[float]] = {}
        for seat in seats:
            by_name.setdefault(seat.label, []).extend(seat.move_ms)
        return {
            "players": self.players,
            "games": self.games,
            "wins": self.wins,
            "draws": self.draws,
            "mean_points": [round(statistics.fmean(p), 2) if p else 0.0 for p in self.points],
            "win_rate_ci95": [
                [round(bound, 4) for bound in wilson_interval(w, decided)] for w in self.wins
            ],
            "ms_per_move": {
                name: {
                    "median": round(statistics.median(ms), 3),
                    "p95": round(percentile(ms, 95), 3),
                }
                for name, ms in by_name.items()
                if ms
            },
            "bot_errors": self.bot_errors,
            "fallback_moves": self.fallback_moves,
            "stopped": self.stopped,
        }


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
        self.seats = [
            make_seat(spec, self.seed * 7919 + i, self.time_ms, i)
            for i, spec in enumerate(self.specs)
        ]
        self.stats = MatchStats(list(self.specs))
        self.host_rng = random.Random(f"host:{self.seed}")
        self.first_game = self.folder.first_game if self.folder is not None else 1
        start_bots(self.seats)

    @property
    def rotations(self) -> int:
        if not self.duplicate:
            return 1
        return 3 if self.rules.players == 3 else 2

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
        players = [self.seats[participant_at[seat]].player for seat in range(n)]
        for participant in self.seats:
            participant.benched = False
        for seat in range(n):
            self.restart(self.seats[participant_at[seat]], seat, game)
        for seat, player in enumerate(players):
            if player is not None:
                player.start_deal(self.rules, seat)
        try:
            while not state.is_terminal():
                seat = state.current_player()
                state.push(self.next_action(state, seat, self.seats[participant_at[seat]], game))
        except BaseException:
            self.save(state, participant_at, game, deal, rotation)  # the game cut short
            raise
        self.count(state, participant_at)
        for seat, player in enumerate(players):
            if player is not None:
                player.end_deal(observe(state, seat))
        self.save(state, participant_at, game, deal, rotation)
        for seat in range(n):
            self.check_quiet(self.seats[participant_at[seat]], seat, game)

    def count(self, state: GameState, participant_at: list[int]) -> None:
        """Add a finished game to the statistics."""
        n = self.rules.players
        outcome = state.outcome()
        assert outcome is not None
        self.stats.games += 1
        if outcome.winner is None:
            self.stats.draws += 1
        for participant in range(n):
            side = self.rules.side_of(participant_at.index(participant))
            self.stats.points[participant].append(outcome.points[side])
            if outcome.winner == side:
                self.stats.wins[participant] += 1

    def next_action(self, state: GameState, seat: int, player: Seat, game: int) -> Action:
        obs = observe(state, seat)
        if state.swap_pending:
            if player.player is not None:
                return SWAP if player.player.wants_swap(obs) else KEEP
            return SWAP  # the protocol has no swap question; the exchange never hurts
        started = time.perf_counter()
        if player.player is not None:
            card = player.player.choose_card(obs, self.time_ms / 1000)
            player.move_ms.append((time.perf_counter() - started) * 1000)
            if card not in obs.legal_cards():
                raise RuntimeError(f"{player.label} chose illegal card {card} in game {game}")
            return card
        assert player.bot is not None
        if player.benched:
            self.stats.fallback_moves += 1
            return self.host_rng.choice(obs.legal_cards())
        try:
            card = player.bot.request_card(obs)
        except BotError as error:
            fallback = self.host_rng.choice(obs.legal_cards())
            then = f"played {fallback} for it, random legal cards to the end of this deal"
            self.report(error, player, seat, game, f"move {len(state.plays) + 1}", then)
            self.stats.fallback_moves += 1
            return fallback
        player.move_ms.append(player.bot.answer_ms)  # the bot's time, not the host's checks
        return card

    def restart(self, player: Seat, seat: int, game: int) -> None:
        """Start afresh, before the deal, a bot that an error ended (its start-up is not
        counted as thinking time); one that cannot start sits the deal out."""
        if player.bot is None or player.bot.started:
            return
        try:
            player.bot.start()
        except BotError as error:
            then = "random legal cards for it in this deal"
            self.report(error, player, seat, game, "at the start of the deal", then)

    def check_quiet(self, player: Seat, seat: int, game: int) -> None:
        """A bot's line after its last answer of the deal is reported with that game."""
        if player.bot is None or player.benched:
            return
        try:
            player.bot.check_quiet("after the last move of the deal")
        except BotError as error:
            self.report(error, player, seat, game, "after the deal", "ended")

    def report(
        self, error: BotError, player: Seat, seat: int, game: int, when: str, then: str
    ) -> None:
        """One line on the log for a bot's failure (``then``: what the host does for it);
        stop the match, or go on without the bot until the next deal."""
        self.stats.bot_errors += 1
        where = f"game {game}, seat {seat} ({player.label}), {when}"
        if self.on_bot_error == "stop":
            print(f"bot error: {where}: {error}; stopping the match", file=self.log)
            raise MatchStoppedError(f"{where}: {error}")
        # Even an illegal card may be a stale answer: the bot sits out the deal, ended.
        if player.bot is not None:
            player.bot.close(polite=False)
        player.benched = True
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
