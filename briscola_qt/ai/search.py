"""One move's determinised search: a short-lived object, made for a move and dropped.

``Search`` deals the hidden cards again many times, consistently with the observation
(``Dealer``), and scores every candidate card on the same deals: by a playout with the
rules of thumb for every seat while much is hidden, by the exact solver once the deal
is short, and, when nothing is hidden any more, on the one true position. Scores are
``utility``: win chances with a little weight on points. On the same deals the search
also keeps each card's mean final points of the deciding side and its mean win (a draw
half), which the judge (``judge.py``) reports beside the ranking; keeping them draws no
random number and changes no choice. Everything one search learns
(its work, how wild it judges the opponent) stays on the ``Search``; the player keeps
only its configuration, its random stream and what finished deals showed.
"""

from __future__ import annotations

import math
import random
import threading
import time
from dataclasses import dataclass
from typing import Final

from ..engine.observation import Observation, SamplingError, sample_state
from .config import ExpertConfig
from .endgame import Solver
from .fast import PTS, Sim, played_mask, sim_from_state, trump_code
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


def margin_utility(
    mine: int, best_other: int, weight: float, clip: int = 60, draw: float = 0.5
) -> float:
    """Win 1, draw ``draw``, loss 0, plus ``weight`` times the points margin over 60,
    which counts up to ``clip`` points either side: the one utility of a result."""
    win = 1.0 if mine > best_other else draw if mine == best_other else 0.0
    return win + weight * max(-clip, min(clip, mine - 60)) / clip


def utility(
    points: list[int], side: int, weight: float = 0.25, clip: int = 60, draw: float = 0.5
) -> float:
    """``margin_utility`` of a finished deal's points for ``side``."""
    best_other = max(p for i, p in enumerate(points) if i != side)
    return margin_utility(points[side], best_other, weight, clip, draw)


def win_share(points: list[int], side: int) -> float:
    """1 if ``side`` has the most points, 0.5 if it shares the most, 0 otherwise."""
    mine = points[side]
    best_other = max(p for i, p in enumerate(points) if i != side)
    return 1.0 if mine > best_other else 0.5 if mine == best_other else 0.0


def exact_win(mine: int, total: int, nsides: int) -> float:
    """The win of a side that ends with ``mine`` of ``total`` points, as the solver sees
    it: against the other side (61 of 120 wins, 60 draws), or with three players (where
    the solver knows only our points) judged against an even share of 40, as ``utility``
    does."""
    if nsides == 2:
        return 1.0 if 2 * mine > total else 0.5 if 2 * mine == total else 0.0
    return 1.0 if mine > 40 else 0.5 if mine == 40 else 0.0


def contract_utility(side_points: int, target: int, side: int, weight: float) -> float:
    """Chiamata: the utility for ``side`` (0 the caller's, 1 the defenders) of a deal in
    which the caller's side took ``side_points`` against a ``target``: the win, plus
    ``weight`` times the margin over the target line, counting up to 60 points."""
    margin = (side_points - target + 0.5) / 60.0
    if side == 1:
        margin = -margin
    return contract_win(side_points, target, side) + weight * max(-1.0, min(1.0, margin))


def contract_win(side_points: int, target: int, side: int) -> float:
    """Chiamata: 1 if ``side`` wins when the caller's side took ``side_points``."""
    return 1.0 if (side_points >= target) == (side == 0) else 0.0


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
        totals = sum(sim.points) + remaining_points(sim)
        return [self._exact_utility(sim, mine, totals) for mine in self.solve(sim, legal)]

    def solve(self, sim: Sim, legal: list[int]) -> list[int]:
        """The exact final points of our side after each legal card of a fully known
        deal, everyone then playing to maximise their own side's points (three players:
        the two others against us); sets ``points`` and ``wins``."""
        # No work is counted: the known position is solved once, whatever the budget.
        values = Solver(sim, self.seat).move_values(legal)
        base = sim.points[self.side]
        totals = sum(sim.points) + remaining_points(sim)
        finals = [base + values[c] for c in legal]
        self.points = [float(mine) for mine in finals]
        self.wins = [self._exact_win(mine, totals, sim.table.nsides) for mine in finals]
        return finals

    def _exact_win(self, mine: int, total: int, nsides: int) -> float:
        if self.target is not None:
            return contract_win(mine if self.side == 0 else total - mine, self.target, self.side)
        return exact_win(mine, total, nsides)

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
            values = solver.move_values(legal)
            self.work += solver.nodes * NODE_WORK
            base = sim.points[side]
            totals = sum(sim.points) + remaining_points(sim)
            nsides = sim.table.nsides
            finals = [base + values[c] for c in legal]
            return (
                [self._exact_utility(sim, mine, totals) for mine in finals],
                finals,
                [self._exact_win(mine, totals, nsides) for mine in finals],
            )
        out: list[float] = []
        points: list[int] = []
        wins: list[float] = []
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
                wins.append(contract_win(final[0], self.target, side))
                continue
            best_other = max(p for i, p in enumerate(final) if i != side)
            out.append(margin_utility(mine, best_other, config.points_weight, self.clip))
            points.append(mine)
            wins.append(1.0 if mine > best_other else 0.5 if mine == best_other else 0.0)
        return out, points, wins

    def _exact_utility(self, sim: Sim, mine: int, total: int) -> float:
        weight = self.config.points_weight
        if self.target is not None:
            side_points = mine if self.side == 0 else total - mine
            return contract_utility(side_points, self.target, self.side, weight)
        if sim.table.nsides == 2:
            return margin_utility(mine, total - mine, weight, self.clip)
        # Three players: the paranoid solver gives our points; judge them against 40.
        return (1.0 if mine > 40 else 0.0) + weight * (mine - 40) / 40.0


class Dealer:
    """Deals the hidden cards again for search: a quick shuffle in the common two-player
    case, and the engine's ``sample_state`` (signals, voids, swaps, ...) otherwise."""

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
            try:
                return sim_from_state(sample_state(obs, rng))
            except SamplingError:
                return None
        pool = list(self.pool)
        rng.shuffle(pool)
        k = self.opp_size
        hands: list[list[int]] = [[], []]
        hands[obs.seat] = list(self.mine)
        hands[self.opp] = pool[:k]
        return Sim(
            self.table,
            hands,
            self.bottom + pool[k:],
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
        return utility(sim.points, side, weight, clip)
    seat = sim.to_move()
    values = [expectimax(_after(sim, c), side, wild, weight, clip) for c in sim.legal(seat)]
    if sim.table.side[seat] == side:
        return max(values)
    return wild * sum(values) / len(values) + (1.0 - wild) * min(values)


def remaining_points(sim: Sim) -> int:
    """The card points not yet taken: in hands, in the stock and on the table."""
    hands = sum(PTS[c] for h in sim.hands for c in h)
    return hands + sum(PTS[c] for c in sim.stock) + sum(PTS[c] for c in sim.trick_cards)
