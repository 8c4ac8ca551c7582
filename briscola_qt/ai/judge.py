"""The judge: the Expert's own search, asked how good every legal card is.

``judge(obs, strength)`` is one ``Search`` on one seat's observation (nothing that seat
could not know): for each legal card the deciding side's expected final card points
and its win chance (a draw half), measured on the same sampled deals, and the card the
Expert's ranking prefers. Where nothing is hidden from the seat any more the values are
exact (the endgame solver on the one true position). The hint, the review of a finished
deal (``briscola_qt.analysis``) and the Expert are this one search, so they cannot
disagree with each other at the same budget.

A judgement is deterministic: the search's random stream is seeded from the position
itself (``position_seed``), so the same position judged live (a hint) and in a record
(the review) gets the same answer, and its work is counted in cards played, not seconds.

``outlook(obs, samples, seed)`` is the cheap, consistent estimate of a seat's result used
for luck: the mean result of the rules-of-thumb playouts of the search over deals dealt
from the seat's observation (exact once nothing is hidden).
"""

from __future__ import annotations

import hashlib
import json
import math
import random
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from ..engine.cards import Card, Rank
from ..engine.observation import Observation
from ..engine.outcome import side_result
from ..engine.state import KEEP, SWAP, Action
from .config import ExpertConfig
from .endgame import Solver
from .fast import Sim, trump_code
from .heuristics import keep_table
from .levels import heuristic_values
from .playout import playout
from .search import (
    Dealer,
    Evidence,
    Search,
    SearchCancelledError,
    hidden_count,
    remaining_points,
    solved_win,
)

JUDGE_CONFIG: Final = ExpertConfig()
"""The judge is the default Expert: its opponent model, its endgame, its ranking."""
_NO_MEMORY: Final = Evidence(tuple(style.prior for style in JUDGE_CONFIG.styles()))
"""A record is one deal: the judge remembers no earlier deal of a match."""


@dataclass(frozen=True)
class Strength:
    """How hard the judge looks: its budget per decision, in the search's work units."""

    name: str
    work: float
    """Work per judged decision, in the search's seconds of work (``WORK_PER_SECOND``
    cards played each): the Expert's own budget is 0.255 with two players."""
    outlook_deals: int
    """Deals dealt for each outlook (a seat's estimated result, for luck and the swap)."""

    def scaled(self, factor: float) -> Strength:
        """This strength with ``factor`` times the work and deals (benchmarks compare)."""
        return Strength(
            f"{self.name}x{factor:g}",
            self.work * factor,
            max(1, round(self.outlook_deals * factor)),
        )


QUICK: Final = Strength("quick", 0.02, 12)
DEFAULT: Final = Strength("default", 0.15, 64)
STRENGTHS: Final = {s.name: s for s in (QUICK, DEFAULT)}


@dataclass(frozen=True)
class Option:
    """One legal action judged: the deciding side's expected final card points and its
    win chance (a draw half), exact when the judgement is ``known``."""

    card: Action
    """A card, or in the two-of-trump swap decision ``SWAP`` / ``KEEP``."""
    points: float
    win: float


@dataclass(frozen=True)
class Amount:
    """An amount in both of the judge's units: card points and win chance."""

    points: float
    win: float


@dataclass(frozen=True)
class Judgement:
    """Every legal action of one decision judged, and the one the judge prefers."""

    options: tuple[Option, ...]
    """In ``obs.legal_cards()`` order (swap: ``SWAP`` then ``KEEP``)."""
    best: Action
    known: bool
    """Nothing was hidden from the deciding seat: the values are exact."""
    deals: int
    """Deals the search judged the cards on (1 when known)."""

    def option(self, card: Action) -> Option:
        for option in self.options:
            if option.card == card:
                return option
        raise KeyError(f"{card} is not a legal choice here")

    def loss(self, card: Action) -> Amount:
        """What choosing ``card`` gives up: best's value minus ``card``'s, in points and
        in win chance, never negative (best is ranked by the Expert's utility, which
        weighs both units, so ``card`` may do better in one; that unit counts zero)."""
        best, chosen = self.option(self.best), self.option(card)
        return Amount(max(0.0, best.points - chosen.points), max(0.0, best.win - chosen.win))


def position_seed(obs: Observation, salt: str = "") -> int:
    """A seed from everything ``obs`` shows: the same position, reached live or in a
    record, is judged on the same deals."""
    return text_seed(
        salt,
        obs.rules.to_dict(),
        obs.seat,
        [str(c) for c in obs.hand],
        str(obs.briscola),
        obs.stock_count,
        [[[s, str(c)] for s, c in trick.plays] for trick in obs.history],
        [[s, str(c)] for s, c in obs.trick],
        obs.leader,
        sorted((s, [str(c) for c in cards]) for s, cards in obs.visible.items()),
        sorted((s, signal.to_dict()) for s, signal in obs.signals.items()),
        str(obs.stock_top),
        obs.swapped,
        str(obs.swapped_briscola),
    )


def text_seed(*parts: object) -> int:
    """A 64-bit seed from JSON-able ``parts``, the same on every machine and run."""
    text = json.dumps(parts, sort_keys=True, default=str)
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


def judge(
    obs: Observation,
    strength: Strength = DEFAULT,
    seed: int | None = None,
    cancel: threading.Event | None = None,
) -> Judgement:
    """Judge every legal card of ``obs``'s seat (whose turn it must be); the seed is
    ``position_seed(obs)`` unless given. SearchCancelledError if ``cancel`` is set."""
    legal = obs.legal_cards()
    cards = [int(c) for c in legal]
    rng = random.Random(position_seed(obs) if seed is None else seed)
    search = Search(obs, JUDGE_CONFIG, rng, _NO_MEMORY, cancel)
    known = False
    scores: list[tuple[float, float]] = []
    if hidden_count(obs) == 0:
        sim = Dealer(obs).deal(rng)
        if sim is not None:
            # Utility is monotone in the exact points, then the win (which the tie-break's
            # last trick may decide at equal points), so they rank alike.
            finals = search.solve(sim, cards)
            scores = [(float(p), w) for p, w in zip(finals, search.wins, strict=True)]
            known = True
    if not known:
        floor = JUDGE_CONFIG.sample_floor(strength.work)
        # No deadline: a loaded machine takes longer but judges alike.
        values = search.values(cards, strength.work, math.inf, floor)
        scores = [(value, 0.0) for value in values]
    tie_break = heuristic_values(obs, memory=True)
    best = max(range(len(legal)), key=lambda i: (scores[i], tie_break[i]))
    options = tuple(
        Option(card, points, win)
        for card, points, win in zip(legal, search.points, search.wins, strict=True)
    )
    return Judgement(options, legal[best], known, 1 if known else search.samples)


def outlook(
    obs: Observation,
    deals: int,
    seed: int,
    cancel: threading.Event | None = None,
    solve: bool = False,
) -> tuple[float, float] | None:
    """The seat's expected final card points (of its side) and win chance: the mean
    over ``deals`` deals dealt from ``obs`` of the search's rules-of-thumb playout
    (every seat, ours too), or the exact value once nothing is hidden. ``solve``: each
    deal solved exactly instead of played out (the deal is all but known: the review's
    line just before the last draw, whose luck is measured on exact values). None if no
    deal fits the observation."""
    values = outlooks(obs, [{}], deals, seed, cancel, solve)
    return None if values is None else values[0]


def outlooks(
    obs: Observation,
    relabellings: Sequence[Mapping[int, int]],
    deals: int,
    seed: int,
    cancel: threading.Event | None = None,
    solve: bool = False,
) -> list[tuple[float, float]] | None:
    """``outlook`` of the views that differ from ``obs`` by relabelling cards the seat
    had not seen (each mapping takes a card to the card it becomes; ``{}`` is ``obs``
    itself), all on the very same deals relabelled alike: the strongest common random
    numbers for comparing the outcomes of a draw. Relabelling needs a view the quick
    two-player dealer deals (nothing face up, no constraint on a hand), where it takes
    every deal of one view to an equally likely deal of the other."""
    side = obs.rules.side_of(obs.seat)
    rng = random.Random(seed)
    dealer = Dealer(obs)
    assert dealer.quick or not any(relabellings)
    known = hidden_count(obs) == 0
    sims = []
    for _ in range(1 if known else deals):
        _check(cancel)
        sim = dealer.deal(rng)
        if sim is None:
            break
        sims.append(sim)
    if not sims:
        return None
    keep = keep_table(trump_code(obs.trump))
    out = []
    for mapping in relabellings:
        _check(cancel)
        points = wins = 0.0
        for sim in sims:
            game = sim.relabelled(mapping) if mapping else sim.copy()
            if known or solve:
                mine, win = _solved(game, obs.seat, side)
            else:
                playout(game, keep)
                mine = game.points[side]
                win = side_result(game.points, side, game.last_trick_side(), game.table.tie_break)
            points += mine
            wins += win
        out.append((points / len(sims), wins / len(sims)))
    return out


def paired_outlooks(
    obs: Observation,
    pairs: Sequence[tuple[Mapping[int, int], Mapping[int, int]]],
    seed: int,
    cancel: threading.Event | None = None,
) -> tuple[tuple[float, float], tuple[float, float]]:
    """The mean outlook of the first relabelling of each pair and of the second, each
    pair judged on one deal of its own from ``obs`` (the quick two-player dealer; some
    cards hidden): paired differences on fresh deals, where ``outlooks`` judges every
    relabelling on the same few deals. For a difference of means over many outcomes
    (luck) this is far more precise for the same number of playouts, as one deal's
    common part (the opponent's hand, the next draws) no longer weighs on every outcome."""
    side = obs.rules.side_of(obs.seat)
    rng = random.Random(seed)
    dealer = Dealer(obs)
    assert dealer.quick and hidden_count(obs) > 0 and pairs
    keep = keep_table(trump_code(obs.trump))
    sums = [0.0, 0.0, 0.0, 0.0]
    for first, second in pairs:
        _check(cancel)
        sim = dealer.deal(rng)
        assert sim is not None  # the quick dealer always deals
        games = (
            sim.relabelled(first) if first else sim.copy(),
            sim.relabelled(second) if second else sim,  # the deal's last use: no copy
        )
        for at, game in ((0, games[0]), (2, games[1])):
            playout(game, keep)
            sums[at] += game.points[side]
            sums[at + 1] += side_result(
                game.points, side, game.last_trick_side(), game.table.tie_break
            )
    n = len(pairs)
    return (sums[0] / n, sums[1] / n), (sums[2] / n, sums[3] / n)


def _solved(sim: Sim, seat: int, side: int) -> tuple[float, float]:
    """Exact final points and win of ``seat``'s side in a fully known deal."""
    solver = Solver(sim, seat)
    future, took_last = solver.split(solver.value())
    mine = sim.points[side] + future
    total = sum(sim.points) + remaining_points(sim)
    return float(mine), solved_win(mine, took_last, total, side, sim.table)


def judge_swap(
    obs: Observation,
    strength: Strength = DEFAULT,
    seed: int | None = None,
    cancel: threading.Event | None = None,
) -> Judgement:
    """Judge the two-of-trump swap for the seat holding the 2 (before the first lead) by
    its outlook after each choice, on the very same deals: each deal of the hidden cards
    is played out as dealt (``KEEP``) and with the 2 and the briscola exchanged
    (``SWAP``), four times the strength's outlook deals (it is a decision, not one of
    many luck outcomes). Best: the higher win chance, then the more points."""
    assert obs.trump is not None and obs.briscola is not None  # a swap needs a trump
    two, briscola = int(Card.of(Rank.TWO, obs.trump)), int(obs.briscola)
    rng = random.Random(position_seed(obs, "swap") if seed is None else seed)
    dealer = Dealer(obs)
    keep = keep_table(trump_code(obs.trump))
    side = obs.rules.side_of(obs.seat)
    sums = {SWAP: [0.0, 0.0], KEEP: [0.0, 0.0]}
    dealt = 0
    for _ in range(4 * strength.outlook_deals):
        _check(cancel)
        kept = dealer.deal(rng)
        if kept is None:
            break
        swapped = kept.copy()
        hand = swapped.hands[obs.seat]
        hand[hand.index(two)] = briscola
        assert swapped.stock[0] == briscola  # the briscola is drawn last
        swapped.stock[0] = two
        for choice, game in ((SWAP, swapped), (KEEP, kept)):
            playout(game, keep)
            sums[choice][0] += game.points[side]
            sums[choice][1] += side_result(
                game.points, side, game.last_trick_side(), game.table.tie_break
            )
        dealt += 1
    count = max(1, dealt)
    options = tuple(Option(c, sums[c][0] / count, sums[c][1] / count) for c in (SWAP, KEEP))
    swap_option, keep_option = options
    better = (swap_option.win, swap_option.points) >= (keep_option.win, keep_option.points)
    return Judgement(options, SWAP if better else KEEP, False, dealt)


def _check(cancel: threading.Event | None) -> None:
    if cancel is not None and cancel.is_set():
        raise SearchCancelledError
