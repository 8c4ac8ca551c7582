"""In-process duplicate matches between players, for quick strength measurements.

    python benchmarks/harness.py expert medium --deals 500 [--players 2] [--variant classic]
        [--budget 0.3] [--workers 2] [--seed 1]

A player name is a built-in level (``make_player``, with Expert options after a colon,
``expert:think=0.5,remember=0``, and a ``peek-`` prefix to show it the other hands as an
oracle, ``zonepeek-`` to show them from the Expert's exact zone on, or an ``oracle-``
prefix to weigh its sampled deals by BriscolaBot's own policy, ``oracle.py``, or an
``endgame-`` prefix to play the true deal's exact best card from the Expert's exact zone
on, ``EndgameOracle``, or ``zonechance-`` to be a ``zonepeek-`` Expert that plays the
expectimax's card over the stock's draws near the end, ``ZoneChance``) or ``bbot`` for
BriscolaBot v3 run as a subprocess over briscola-bot/1.
Each deal is played twice with the seats swapped.
"""

from __future__ import annotations

import argparse
import dataclasses
import multiprocessing
import random
import statistics
import sys
import threading
import time
from collections.abc import Collection, Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from briscola_qt.ai import host
from briscola_qt.ai.base import Player
from briscola_qt.ai.endgame import Solver
from briscola_qt.ai.expert import Decision, ExpertPlayer
from briscola_qt.ai.external import ExternalPlayer
from briscola_qt.ai.fast import sim_from_state
from briscola_qt.ai.registry import UnknownPlayerError, make_player
from briscola_qt.ai.search import Evidence, Search
from briscola_qt.arena.tournament import wilson_interval
from briscola_qt.engine.cards import Card
from briscola_qt.engine.observation import Observation
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState

BBOT = Path("/work/shared/yardsticks/briscolabot.py")


PEEKING: set[int] = set()
"""ids of players built as ``peek-...``: they are shown every hand (an oracle, for a ceiling)."""
ZONE_PEEKING: set[int] = set()
"""ids of players built as ``zonepeek-...``: shown every hand from the Expert's exact zone on."""
ZONE_CARDS = 14
"""The Expert's exact zone: at most this many cards left in hands and stock (``exact_cards``)."""
CHANCE_CARDS = 12
"""Where ``zonechance-`` plays the expectimax's card: at most this many cards left (at 12 a
decision's expectimax takes about a second here, at 14 about twenty)."""


class FaceUp(Collection[int]):
    """The seats shown every hand, as ``host.play_deal`` asks (``seat in face_up``): the
    ``peek-`` seats always, the ``zonepeek-`` seats once at most ``ZONE_CARDS`` cards are
    left in the deal being played (never the stock's order)."""

    def __init__(self, state: GameState, always: set[int], in_zone: set[int]) -> None:
        self.state, self.always, self.in_zone = state, always, in_zone

    def __contains__(self, seat: object) -> bool:
        if seat in self.always:
            return True
        if seat not in self.in_zone:
            return False
        state = self.state
        left = state.stock_count + sum(len(state.hand(s)) for s in range(state.rules.players))
        return left <= ZONE_CARDS

    def __iter__(self) -> Iterator[int]:
        return iter([seat for seat in range(self.state.rules.players) if seat in self])

    def __len__(self) -> int:
        return len(list(iter(self)))


class TrueDealPlayer(ExpertPlayer):
    """An Expert that, once at most ``cards_left()`` cards are left in hands and stock with
    cards still in the stock, plays a card worked out from the deal being played
    (``true_state``, which the host gives it) instead of its own. It still searches
    first, so its memory and random stream are as they would be. Two players only."""

    true_state: GameState | None = None
    chose = 0
    """How many cards the true deal chose (a count for the tests)."""

    def cards_left(self) -> int:
        raise NotImplementedError

    def true_card(self, state: GameState, obs: Observation) -> int:
        raise NotImplementedError

    def decide(
        self,
        obs: Observation,
        time_budget: float | None = None,
        cancel: threading.Event | None = None,
    ) -> Decision:
        decision = super().decide(obs, time_budget, cancel)
        state = self.true_state
        if state is None or obs.rules.players != 2 or not decision.scores:
            return decision
        left = state.stock_count + len(state.hand(0)) + len(state.hand(1))
        if not state.stock_count or left > self.cards_left():
            return decision
        self.chose += 1
        return dataclasses.replace(decision, card=Card(self.true_card(state, obs)))


class EndgameOracle(TrueDealPlayer):
    """The default Expert until its exact zone (at most ``exact_cards`` cards left in hands
    and stock, cards still in the stock); from there on it plays the best card of the true
    deal, every hidden card and the stock's order known, both seats then playing their best
    (the Expert's own solver and utility). A ceiling for anything the Expert's search could
    gain where it solves sampled deals, strategy fusion's cure included (issue 47)."""

    def cards_left(self) -> int:
        return self.config.exact_cards

    def true_card(self, state: GameState, obs: Observation) -> int:
        sim = sim_from_state(state)
        legal = [int(card) for card in obs.legal_cards()]
        search = Search(obs, self.config, random.Random(0), Evidence(()))
        utilities = search._solved(sim, Solver(sim, obs.seat), legal)[0]
        return legal[max(range(len(legal)), key=utilities.__getitem__)]


class ZoneChance(TrueDealPlayer):
    """A ``zonepeek-`` Expert (shown the other hand from its exact zone on, never the
    stock's order) that, once at most ``CHANCE_CARDS`` cards are left with cards still in
    the stock, plays the expectimax's best card instead of its own: the draws are chance
    nodes over every order of the unseen stock (``chance_fusion.Game``, the Expert's
    utility), where the Expert's search solves sampled orders as if both players knew
    them. Paired against ``zonepeek-expert``, the two differ only in how the draws are
    treated: what fusion over chance costs the Expert in games (issue 47)."""

    def cards_left(self) -> int:
        return CHANCE_CARDS

    def true_card(self, state: GameState, obs: Observation) -> int:
        from chance_fusion import Game, chance_stock, position_of, utility

        position = position_of(state)
        game = Game(position.trump, position.us, utility)
        values = game.card_values(position, chance_stock(position))
        return max(sorted(values), key=values.__getitem__)


def build(name: str, seed: int) -> Player:
    """A player by name: a level with Expert options (``expert:think=0.5,remember=0``, as
    ``briscola-arena match`` takes them), ``bbot``, and a ``peek-`` prefix that shows it
    the other hands (never the stock), or ``oracle-`` that weighs its deals by
    BriscolaBot's policy (``oracle.OracleExpert``, an Expert)."""
    if name == "bbot":
        return ExternalPlayer(f"{sys.executable} {BBOT}")
    if name.startswith("oracle-"):
        from oracle import OracleExpert  # numpy, and the yardstick's weights

        made = make_player(name.removeprefix("oracle-"), seed)
        if not isinstance(made, ExpertPlayer):
            raise UnknownPlayerError(f"{name}: only an Expert takes the oracle")
        return OracleExpert(seed, made.config)
    if name.startswith("endgame-"):
        made = make_player(name.removeprefix("endgame-"), seed)
        if not isinstance(made, ExpertPlayer):
            raise UnknownPlayerError(f"{name}: only an Expert takes the endgame oracle")
        return EndgameOracle(seed, made.config)
    if name.startswith("zonechance-"):
        made = make_player(name.removeprefix("zonechance-"), seed)
        if not isinstance(made, ExpertPlayer):
            raise UnknownPlayerError(f"{name}: only an Expert takes the expectimax")
        chance = ZoneChance(seed, made.config)
        ZONE_PEEKING.add(id(chance))
        return chance
    if name.startswith("zonepeek-"):
        player = make_player(name.removeprefix("zonepeek-"), seed)
        ZONE_PEEKING.add(id(player))
        return player
    peek = name.startswith("peek-")
    player = make_player(name.removeprefix("peek-"), seed)
    if peek:
        PEEKING.add(id(player))
    return player


def check_name(name: str) -> str | None:
    """What is wrong with a player name, in one line (None if it is fine)."""
    if name == "bbot":
        return None
    try:
        made = make_player(
            name.removeprefix("peek-")
            .removeprefix("zonepeek-")
            .removeprefix("oracle-")
            .removeprefix("endgame-")
            .removeprefix("zonechance-")
        )
    except UnknownPlayerError as error:
        return str(error)
    if name.startswith(("oracle-", "endgame-", "zonechance-")) and not isinstance(
        made, ExpertPlayer
    ):
        return f"{name}: only an Expert takes the oracle"
    return None


def play_deal(
    rules: Rules, seed: int, players: list[Player], budget: float | None, times: list[list[float]]
) -> GameState:
    """Play one deal between ``players[seat]`` through the package's host, which tells each
    seat its life cycle as ``briscola-arena match`` does; add each seat's thinking times
    (seconds) to ``times``."""
    peeking = {seat for seat, player in enumerate(players) if id(player) in PEEKING}
    zone = {seat for seat, player in enumerate(players) if id(player) in ZONE_PEEKING}
    state = GameState.deal(rules, seed)
    for player in players:
        if isinstance(player, TrueDealPlayer):
            player.true_state = state  # (the host plays on this very state)
    played = host.play_deal(state, players, budget, face_up=FaceUp(state, peeking, zone))
    for seat, think_ms in enumerate(played.think_ms):
        times[seat].extend(ms / 1000 for ms in think_ms)
    return played.state


def run_chunk(args: tuple[str, str, int, str, list[int], float | None]) -> dict[str, object]:
    a_name, b_name, n, variant, seeds, budget = args
    rules = Rules(players=n, variant=variant)
    a = build(a_name, 1000 + seeds[0])
    b = build(b_name, 2000 + seeds[0])
    wins = losses = draws = 0
    points: list[int] = []
    a_times: list[float] = []
    for seed in seeds:
        for a_side in (0, 1):
            seats = [a if rules.side_of(s) == a_side else b for s in range(n)]
            times: list[list[float]] = [[] for _ in range(n)]
            state = play_deal(rules, seed, seats, budget, times)
            outcome = state.outcome()
            assert outcome is not None
            for s in range(n):
                if rules.side_of(s) == a_side:
                    a_times.extend(times[s])
            points.append(outcome.points[a_side])
            if outcome.winner is None:
                draws += 1
            elif outcome.winner == a_side:
                wins += 1
            else:
                losses += 1
    for p in (a, b):
        p.close()
    return {"wins": wins, "losses": losses, "draws": draws, "points": points, "times": a_times}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--variant", default="classic")
    parser.add_argument("--budget", type=float, default=None)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for name in (args.a, args.b):
        problem = check_name(name)
        if problem:
            parser.error(problem)
    seeds = [args.seed * 100000 + i for i in range(args.deals)]
    chunks = [seeds[i :: args.workers * 4] for i in range(args.workers * 4)]
    jobs = [(args.a, args.b, args.players, args.variant, c, args.budget) for c in chunks if c]
    t0 = time.time()
    with multiprocessing.Pool(args.workers) as pool:
        results = pool.map(run_chunk, jobs)
    wins = sum(int(r["wins"]) for r in results)  # type: ignore[call-overload]
    losses = sum(int(r["losses"]) for r in results)  # type: ignore[call-overload]
    draws = sum(int(r["draws"]) for r in results)  # type: ignore[call-overload]
    points = [p for r in results for p in r["points"]]  # type: ignore[attr-defined]
    times = sorted(t for r in results for t in r["times"])  # type: ignore[attr-defined]
    decided = wins + losses
    rate = wins / decided if decided else 0.0
    low, high = wilson_interval(wins, decided)
    med = statistics.median(times) * 1000 if times else 0.0
    p95 = times[int(0.95 * (len(times) - 1))] * 1000 if times else 0.0
    print(
        f"{args.a} vs {args.b} {args.players}p {args.variant}: games {2 * args.deals} "
        f"W {wins} L {losses} D {draws} win% {100 * rate:.1f} [{100 * low:.1f}, {100 * high:.1f}] "
        f"mean pts {statistics.mean(points):.1f} ms/move med {med:.1f} p95 {p95:.1f} "
        f"({time.time() - t0:.0f}s)"
    )


if __name__ == "__main__":
    main()
