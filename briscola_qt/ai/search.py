"""One move's determinised search: a short-lived object, made for a move and dropped.

``Search`` deals the hidden cards again many times, consistently with the observation
(``Dealer``), and scores every candidate card on the same deals: by a playout with the
rules of thumb for every seat while much is hidden, by the exact solver once the deal
is short, and, when nothing is hidden any more, on the one true position. Scores are
utilities (``margin_utility``, ``contract_utility``): the engine's result of the deal
(``engine.outcome``, the tie-break included) with a little weight on points. On the
same deals the search also keeps each card's mean final points of the deciding side and
its mean win (a draw half), which the judge (``judge.py``) reports beside the ranking;
keeping them draws no random number and changes no choice. Everything one search learns
(its work, how wild it judges the opponent) stays on the ``Search``; the player keeps
only its configuration, its random stream and what finished deals showed.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from ..engine.observation import Observation, SamplingError
from ..engine.outcome import contract_result, side_result
from .config import ExpertConfig
from .endgame import Solver
from .fast import PTS, SampledSims, Sim, Table, played_mask, trump_code
from .heuristics import keep_table
from .inference import DealWeigher
from .levels import table_for
from .playout import playout

WORK_PER_SECOND: Final = 700_000.0
"""Cards played in playouts (or equivalent) per second on a modest two-core machine."""
SAMPLE_WORK: Final = 60
"""The work of dealing one sample and weighing it, in played-card units."""
NODE_WORK: Final = 2.5
"""The work of one solver position, in played-card units."""


class SearchCancelledError(Exception):
    """The host cancelled the search (an undo, a new game): its answer is not wanted."""


@dataclass(frozen=True)
class Evidence:
    """What the finished deals of the match say of the opponent, as one search uses it."""

    priors: tuple[float, ...]
    """The styles' weights for judging wildness (the remembered ones, or the priors)."""
    floor: float = 0.0
    """Least wildness to assume, from the remembered deals alone."""
    remembered: bool = False
    """Has any finished deal been judged?"""


def margin_utility(result: float, mine: int, weight: float, clip: int = 60) -> float:
    """A deal's ``result`` for a side (the engine's: 1 won, 0 lost, a draw between), plus
    ``weight`` times the side's points margin over 60, which counts up to ``clip`` points
    either side: the search's utility of a deal."""
    return result + weight * max(-clip, min(clip, mine - 60)) / clip


def contract_utility(side_points: int, target: int, side: int, weight: float) -> float:
    """Chiamata: the utility for ``side`` (0 the caller's, 1 the defenders) of a deal in
    which the caller's side took ``side_points`` against a ``target``: the engine's
    result, plus ``weight`` times the margin over the target line, counting up to 60
    points."""
    margin = (side_points - target + 0.5) / 60.0
    if side == 1:
        margin = -margin
    return contract_result(side_points, target, side) + weight * max(-1.0, min(1.0, margin))


def solved_points(mine: int, total: int, side: int, nsides: int) -> list[int]:
    """The sides' final points of a solved deal in which ``side`` took ``mine`` of
    ``total``: the rest is the other side's, or with three players (the solver knows
    only our points, the others playing against us) shared among the others as evenly
    as it goes, the larger share first."""
    others = nsides - 1
    rest = total - mine
    points = [0] * nsides
    given = 0
    for other in range(nsides):
        if other != side:
            share = (rest - given + others - 1) // others
            points[other] = share
            given += share
            others -= 1
    points[side] = mine
    return points


def solved_win(
    mine: int, took_last: bool, total: int, side: int, table: Table, draw: float = 0.5
) -> float:
    """The engine's result for ``side`` of a solved deal in which it took ``mine`` of
    ``total`` points, and the last trick if ``took_last`` (else another side took it):
    the other sides' points as ``solved_points`` has them."""
    points = solved_points(mine, total, side, table.nsides)
    last = side if took_last else (1 if side == 0 else 0)
    return side_result(points, side, last, table.tie_break, draw)


def seat_side(obs: Observation) -> int:
    """The side of ``obs``'s seat in every deal a search samples: in chiamata 0 for the
    caller and the holder of the called card (both know it), 1 for everyone else."""
    if not obs.rules.auction:
        return obs.rules.side_of(obs.seat)
    return 0 if obs.seat in (obs.caller, obs.partner) else 1


def hidden_count(obs: Observation) -> int:
    """How many hidden cards (opposing hands, stock) could be placed more than one way."""
    hidden_stock = obs.hidden_stock_count
    hidden_hands = [
        s
        for s in range(obs.rules.players)
        if s != obs.seat and s not in obs.visible and obs.hand_sizes[s] > 0
    ]
    if hidden_stock == 0 and len(hidden_hands) <= 1:
        known = len(obs.known_cards())
        spare = obs.rules.deck_size - known - sum(obs.hand_sizes[s] for s in hidden_hands)
        if obs.rules.players == 3:
            spare += 1  # the 2 left out of the deck is one of the unseen cards
            if spare == 1:
                return 0
        if spare == 0:
            return 0
    return max(1, hidden_stock)


class Search:
    """The search for one move of ``obs``'s seat; ``values`` runs it once."""

    def __init__(
        self,
        obs: Observation,
        config: ExpertConfig,
        rng: random.Random,
        evidence: Evidence,
        cancel: threading.Event | None = None,
    ) -> None:
        self.obs = obs
        self.config = config
        self.rng = rng
        self.evidence = evidence
        self.cancel = cancel
        self.seat = obs.seat
        self.side = seat_side(obs)
        bid = obs.auction_state().standing if obs.rules.auction else None
        self.target = bid.target if bid is not None else None
        """Chiamata: the points the caller's side must take (None in other variants)."""
        self.clip = config.margin_clip if obs.rules.players == 2 else 60
        table = table_for(obs.rules)
        self.two = table.n == 2 and table.plays == 2 and not table.follow
        self.styles = config.styles(learned=self.two)
        self.work = 0.0
        """Cards played and positions searched (the budget's unit, not seconds)."""
        self.samples = 0
        self.points: list[float] = []
        """Per legal card of the last ``values`` or ``solve``: the deciding side's mean
        final card points (empty after an expectimax, which keeps none)."""
        self.wins: list[float] = []
        """Per legal card, likewise: the deciding side's mean win, a draw counting half."""
        self.wild = 0.0
        """How often the opponent is judged to play a random card (two players)."""
        self._wild_seed = 0.0

    def _check(self) -> None:
        if self.cancel is not None and self.cancel.is_set():
            raise SearchCancelledError

    def values(
        self, legal: list[int], work_budget: float, deadline: float, min_samples: int = 4
    ) -> list[float]:
        """Average utility of each legal card over sampled deals (higher is better)."""
        obs, config, rng = self.obs, self.config, self.rng
        keep = keep_table(trump_code(obs.trump))
        dealer = Dealer(obs)
        if hidden_count(obs) == 0:
            sim = dealer.deal(rng)
            if sim is not None:
                return self._solve_known(sim, legal)
        weigher = DealWeigher(obs, config.sharpness, self.styles)
        rows = Tally(len(legal))
        sample_work = SAMPLE_WORK if dealer.quick else 4 * SAMPLE_WORK
        first: list[tuple[Sim, float]] = []
        tries = 0
        if self.two:
            self.wild = config.wild
            if config.memory_floor:
                self.wild = max(self.wild, self.evidence.floor)
            if weigher.plays:
                first, tries = self._judge_style(dealer, weigher, sample_work)
            elif self.evidence.remembered:
                self.wild = max(self.wild, weigher.style_wildness(list(self.evidence.priors)))
        first.reverse()
        # Work is counted in cards played and positions searched, not in seconds, so a
        # seeded player repeats its moves; the clock is only a safety net.
        allowance = work_budget * WORK_PER_SECOND
        while len(rows) < min_samples or self.work < allowance:
            self._check()
            if first:
                sim, weight = first.pop()
            else:
                tries += 1
                if tries > 5000 or (tries > 400 and not rows) or time.perf_counter() > deadline:
                    break
                self.work += sample_work
                found = dealer.deal(rng)
                if found is None:
                    break
                sim = found
                weight = weigher.weight(sim)
                if weight <= 0.0:
                    continue
            if self.wild > 0.0:
                self._wild_seed = rng.random()
            rows.add(weight, *self._evaluate(sim, legal, keep))
            if len(rows) >= min_samples and len(rows) % 8 == 0 and rows.settled(config.settle_z):
                break
        self.samples = len(rows)
        self.points, self.wins = rows.means_of(rows.points), rows.means_of(rows.wins)
        return rows.means()

    def _solve_known(self, sim: Sim, legal: list[int]) -> list[float]:
        """Utilities of the legal cards when nothing is hidden: exact best play, or, if the
        opponent has played wildly this deal, what to expect of its mistakes."""
        config = self.config
        side = self.side
        wild = 0.0
        if self.two:
            wild = config.wild
            if config.memory_floor:
                wild = max(wild, self.evidence.floor)
            judge = DealWeigher(self.obs, config.sharpness, self.styles)
            wild = max(wild, judge.wildness([judge.likelihoods(sim)], list(self.evidence.priors)))
        self.wild = wild
        if wild >= 0.05:
            # The tree is small with nothing left to draw: search it all.
            weight = config.points_weight
            return [expectimax(_after(sim, c), side, wild, weight, self.clip) for c in legal]
        return self._solve_exact(sim, legal)[0]

    def solve(self, sim: Sim, legal: list[int]) -> list[int]:
        """The exact final points of our side after each legal card of a fully known
        deal, everyone then playing to maximise their own side's points (three players:
        the two others against us; under the tie-break, then to take the last trick);
        sets ``points`` and ``wins``."""
        return self._solve_exact(sim, legal)[1]

    def _solve_exact(
        self, sim: Sim, legal: list[int]
    ) -> tuple[list[float], list[int], list[float]]:
        # No work is counted: the known position is solved once, whatever the budget.
        utilities, finals, wins = self._solved(sim, Solver(sim, self.seat), legal)
        self.points = [float(mine) for mine in finals]
        self.wins = wins
        return utilities, finals, wins

    def _judge_style(
        self, dealer: Dealer, weigher: DealWeigher, sample_work: int
    ) -> tuple[list[tuple[Sim, float]], int]:
        """How wild has the opponent been? Judges the styles on a first batch of deals
        (setting ``wild``) and returns the batch, weighted, for the search to use, with
        the number of deals tried."""
        first: list[tuple[Sim, float]] = []
        likes: list[list[float]] = []
        tries = 0
        while len(first) < self.config.style_samples and tries < 400:
            self._check()
            tries += 1
            self.work += sample_work
            sim = dealer.deal(self.rng)
            if sim is None:
                break
            like = weigher.likelihoods(sim)
            weight = weigher.combine(like)
            if weight > 0.0:
                first.append((sim, weight))
                likes.append(like)
        self.wild = max(self.wild, weigher.wildness(likes, list(self.evidence.priors)))
        return first, tries

    def _evaluate(
        self, sim: Sim, legal: list[int], keep: list[float]
    ) -> tuple[list[float], list[int], list[float]]:
        """The utility, our side's final points and our win of each legal card on one
        sampled deal."""
        seat, side, config = self.seat, self.side, self.config
        left = len(sim.stock) + sum(len(h) for h in sim.hands)
        if left <= config.exact_cards:
            solver = Solver(sim, seat)
            solved = self._solved(sim, solver, legal)
            self.work += solver.nodes * NODE_WORK
            return solved
        out: list[float] = []
        points: list[int] = []
        wins: list[float] = []
        tie_break = sim.table.tie_break
        for c in legal:
            game = sim.copy()
            game.play(c)
            self.work += left
            if self.wild > 0.0:
                playout(game, keep, 1 - seat, self.wild, random.Random(self._wild_seed))
            else:
                playout(game, keep)
            final = game.points
            mine = final[side]
            if self.target is not None:
                out.append(contract_utility(final[0], self.target, side, config.points_weight))
                points.append(mine)
                wins.append(contract_result(final[0], self.target, side))
                continue
            win = side_result(final, side, game.last_trick_side(), tie_break)
            out.append(margin_utility(win, mine, config.points_weight, self.clip))
            points.append(mine)
            wins.append(win)
        return out, points, wins

    def _solved(
        self, sim: Sim, solver: Solver, legal: list[int]
    ) -> tuple[list[float], list[int], list[float]]:
        """The utility, our side's final points and our win of each legal card, the
        rest of the deal played as ``solver`` finds (exactly, on a known deal)."""
        values = solver.move_values(legal)
        side, weight, table = self.side, self.config.points_weight, sim.table
        base = sim.points[side]
        total = sum(sim.points) + remaining_points(sim)
        utilities: list[float] = []
        finals: list[int] = []
        wins: list[float] = []
        for c in legal:
            future, took_last = solver.split(values[c])
            mine = base + future
            finals.append(mine)
            if self.target is not None:
                caller_points = mine if side == 0 else total - mine
                utilities.append(contract_utility(caller_points, self.target, side, weight))
                wins.append(contract_result(caller_points, self.target, side))
                continue
            win = solved_win(mine, took_last, total, side, table)
            wins.append(win)
            if table.nsides == 2:
                utilities.append(margin_utility(win, mine, weight, self.clip))
            else:
                # Three players: the win against even shares of the rest (40 each), a draw
                # counting nothing, and the points over 40.
                won = solved_win(mine, took_last, total, side, table, draw=0.0)
                utilities.append(won + weight * (mine - 40) / 40.0)
        return utilities, finals, wins


class Dealer:
    """Deals the hidden cards again for search: a quick shuffle in the common two-player
    case, and the engine's ``sample_state`` (signals, voids, swaps, ...) otherwise, as
    ``SampledSims`` deals it (the same deals, without a ``GameState`` for each)."""

    def __init__(self, obs: Observation) -> None:
        self.obs = obs
        rules = obs.rules
        self.quick = (
            rules.players == 2
            and not rules.follow_suit
            and not obs.visible
            and obs.swapped is None
            and obs.stock_top is None
        )
        self.sampled: SampledSims | None = None
        """The engine's dealer for this view (made at the first deal), when not quick."""
        if not self.quick:
            return
        known = obs.known_cards()
        self.pool = [c for c in range(40) if c not in known]
        self.opp = 1 - obs.seat
        self.opp_size = obs.hand_sizes[self.opp]
        self.mine = [int(c) for c in obs.hand]
        briscola = obs.briscola
        self.bottom = [int(briscola)] if obs.briscola_in_stock and briscola is not None else []
        self.table = table_for(rules)
        self.trick_cards = [int(c) for _, c in obs.trick]
        self.trick_seats = [s for s, _ in obs.trick]
        self.gone = played_mask(obs)

    def deal(self, rng: random.Random) -> Sim | None:
        obs = self.obs
        if not self.quick:
            if self.sampled is None:
                self.sampled = SampledSims(obs, table_for(obs.rules))
            try:
                return self.sampled.deal(rng)
            except SamplingError:
                return None
        pool = list(self.pool)
        rng.shuffle(pool)
        return self.arranged(pool)

    def arranged(self, pool: Sequence[int]) -> Sim:
        """The quick dealer's deal with the hidden cards in ``pool``'s order (a
        permutation of ``self.pool``): the opponent's hand first, then the stock from
        its bottom up to the next card drawn."""
        obs = self.obs
        k = self.opp_size
        hands: list[list[int]] = [[], []]
        hands[obs.seat] = list(self.mine)
        hands[self.opp] = list(pool[:k])
        return Sim(
            self.table,
            hands,
            self.bottom + list(pool[k:]),
            trump_code(obs.trump),
            obs.leader,
            list(self.trick_cards),
            list(self.trick_seats),
            list(obs.points),
            self.gone,
        )


class Tally:
    """The weighted utilities of the sampled deals, one row per deal, summed as they come
    (each sum adds the rows in order, so it is the very number summing them all at the end
    gives); beside them the weighted sums of final points and wins, which the ranking
    never reads."""

    def __init__(self, count: int) -> None:
        self.rows: list[tuple[float, list[float]]] = []
        self.total = 0.0
        self.squares = 0.0
        self.sums = [0.0] * count
        self.points = [0.0] * count
        self.wins = [0.0] * count

    def __len__(self) -> int:
        return len(self.rows)

    def add(
        self, weight: float, utilities: list[float], points: list[int], wins: list[float]
    ) -> None:
        self.rows.append((weight, utilities))
        self.total += weight
        self.squares += weight * weight
        sums = self.sums
        for i, u in enumerate(utilities):
            sums[i] += weight * u
        for i, p in enumerate(points):
            self.points[i] += weight * p
        for i, w in enumerate(wins):
            self.wins[i] += weight * w

    def means(self) -> list[float]:
        """Each card's weighted mean utility (all zero without a weighted deal)."""
        return self.means_of(self.sums)

    def means_of(self, sums: list[float]) -> list[float]:
        """Weighted means of one of the tally's sums (all zero without a weighted deal)."""
        if self.total <= 0.0:
            return [0.0] * len(sums)
        return [s / self.total for s in sums]

    def settled(self, z: float = 2.5) -> bool:
        """Is one card clearly best (or are all cards alike) on the weighted deals so far?"""
        rows, total = self.rows, self.total
        n_eff = total * total / self.squares
        if n_eff < 12:
            return False
        means = [s / total for s in self.sums]
        best = max(range(len(means)), key=means.__getitem__)
        for i in range(len(means)):
            if i == best:
                continue
            gap = means[best] - means[i]
            var = sum(w * ((u[best] - u[i]) - gap) ** 2 for w, u in rows) / total
            se = math.sqrt(var / n_eff)
            if gap - z * se <= 0.0 and not (gap < 0.005 and se < 0.003):
                return False
        return True


def _after(sim: Sim, card: int) -> Sim:
    game = sim.copy()
    game.play(card)
    return game


def expectimax(sim: Sim, side: int, wild: float, weight: float = 0.25, clip: int = 60) -> float:
    """Utility for ``side`` of a fully known two-player position (the stock's order
    included), when the other seat plays a random card with chance ``wild`` and its
    best card otherwise."""
    if sim.done():
        points = sim.points
        win = side_result(points, side, sim.last_trick_side(), sim.table.tie_break)
        return margin_utility(win, points[side], weight, clip)
    seat = sim.to_move()
    values = [expectimax(_after(sim, c), side, wild, weight, clip) for c in sim.legal(seat)]
    if sim.table.side[seat] == side:
        return max(values)
    return wild * sum(values) / len(values) + (1.0 - wild) * min(values)


def remaining_points(sim: Sim) -> int:
    """The card points not yet taken: in hands, in the stock and on the table."""
    hands = sum(PTS[c] for h in sim.hands for c in h)
    return hands + sum(PTS[c] for c in sim.stock) + sum(PTS[c] for c in sim.trick_cards)
