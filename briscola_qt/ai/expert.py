"""Expert: determinised search over hidden cards, with an exact endgame.

For each move it deals the hidden cards again many times, consistently with what its
seat has seen (``sample_state``), and scores every candidate card on the same deals:
by a playout with the rules of thumb for every seat while much is hidden, and by the
exact solver once the deal is short. When nothing is hidden any more (two players,
stock empty or only the briscola left) it solves the one true position exactly.
Scores are win chances with a little weight on points; the best average is played.

Sampled deals are weighted by how well they explain the other seats' plays
(``inference.DealWeigher``), under a mixture of opponent styles from sensible to
random. In two-player deals the same evidence says how wild the opponent has been this
deal; the playouts then let it play a random card that often, and with nothing hidden
an expectimax (its mistakes expected, not only its best replies) replaces the solver.
The budget is counted in work, so a seeded Expert repeats its moves exactly.
"""

from __future__ import annotations

import math
import random
import time

from ..engine.cards import Card
from ..engine.observation import Observation, SamplingError, sample_state
from .base import Player
from .belief import BeliefSearch
from .endgame import Solver
from .fast import PTS, Sim, beats, played_mask, sim_from_state, trump_code
from .heuristics import keep_table
from .inference import DealWeigher, wildness_of
from .levels import heuristic_values, table_for
from .playout import playout, playout_until

DEFAULT_BUDGET = 0.3
"""Seconds of work per move in two-player deals: Expert's strength. A host's budget
(the arena's time_ms, the app's) only ever lowers it."""
TABLE_BUDGET = 0.15
"""Seconds of work per move with three or more players (the sampler is the cost there)."""
WORK_PER_SECOND = 700_000.0
"""Cards played in playouts (or equivalent) per second on a modest two-core machine."""
SAMPLE_WORK = 60
"""The work of dealing one sample and weighing it, in played-card units."""
NODE_WORK = 2.5
"""The work of one solver position, in played-card units."""
_EVERY_HAND = 1000
"""Judging a finished deal, every earlier hand the opponent may have held counts."""
POINTS_WEIGHT = 0.25
"""How much final points count beside the win itself."""
BELIEF_WILD = 0.9
"""Judged this wild, the opponent is played as a random one by ``belief_stock``."""


def hidden_count(obs: Observation) -> int:
    """How many hidden cards (opposing hands, stock) could be placed more than one way."""
    hidden_stock = obs.stock_count
    if obs.briscola_in_stock:
        hidden_stock -= 1
    if obs.stock_top is not None:
        hidden_stock -= 1
    hidden_hands = [
        s
        for s in range(obs.rules.players)
        if s != obs.seat and s not in obs.visible and obs.hand_sizes[s] > 0
    ]
    if hidden_stock <= 0 and len(hidden_hands) <= 1:
        known = len(obs.known_cards())
        spare = obs.rules.deck_size - known - sum(obs.hand_sizes[s] for s in hidden_hands)
        if obs.rules.players == 3:
            spare += 1  # the 2 left out of the deck is one of the unseen cards
            if spare == 1:
                return 0
        if spare == 0:
            return 0
    return max(1, hidden_stock)


def utility(
    points: list[int],
    side: int,
    weight: float = POINTS_WEIGHT,
    clip: int = 60,
    draw: float = 0.5,
) -> float:
    """Win 1, draw ``draw`` (half a win unless said), loss 0, plus a little (``weight``)
    for the points margin, which counts up to ``clip`` points either side of 60."""
    mine = points[side]
    best_other = max(p for i, p in enumerate(points) if i != side)
    win = 1.0 if mine > best_other else draw if mine == best_other else 0.0
    return win + weight * max(-clip, min(clip, mine - 60)) / clip


class ExpertPlayer(Player):
    """Determinised Monte Carlo with rules-of-thumb playouts and an exact endgame."""

    name = "expert"
    work = 0.0
    exact_cards = 14
    """Solve determinisations exactly once this few cards remain in hands and stock."""
    use_inference = True
    sharpness = 0.6
    """How firmly the opponent model expects sensible plays (per card point)."""
    wild = 0.0
    """Least chance that the opponent plays a random card, in playouts (two players)."""
    solve_known = True
    """Solve the true position exactly once nothing is hidden."""
    _wild = 0.0
    """This move's judged wildness of the opponent (search state)."""
    _wild_seed = 0.0
    """Seeds the random plays of one sample's playouts, the same for every candidate."""
    adapt = True
    """Estimate how wild the opponent plays (two players) and model it in playouts."""
    style_samples = 24
    """Deals sampled first to judge the opponent's style (then searched like the rest)."""
    uniform_prior = 0.1
    """Prior weight of the opponent style that plays at random (see ``DealWeigher``)."""
    middle_prior = 0.2
    """Prior weight of the style that plays at random about half the time."""
    think = 1.0
    """Scales Expert's own budget (2.0 thinks twice as long): for experiments and a
    future thinking-time setting; the strength table is made at 1.0."""
    min_samples = 24
    """Samples taken before the search may stop early on a clear best card."""
    settle_z = 2.5
    """How clear (in standard errors) the best card must be for the search to stop early."""
    tail_stock = -1
    """Playouts stop when this few cards are left to draw, and the rest is solved exactly."""
    wild_exact_cards = 0
    """With a wild opponent (two players), sampled deals with this few cards left in
    hands and stock are searched by expectimax (its mistakes expected) instead."""
    remember = True
    """Carry what each deal showed of the opponent's style into the next deals of the
    match (two players): the style priors become the evidence so far."""
    memory_keep = 0.1
    """Share of the original style priors kept beside the remembered evidence."""
    memory_weights = False
    """Remembered styles also weigh the sampled deals (else they only judge wildness)."""
    memory_floor = True
    """The remembered evidence alone (without the kept priors) sets a floor under the
    judged wildness, which a deal's own plays cannot lower."""
    points_weight = POINTS_WEIGHT
    """How much the points margin counts beside winning (a full 60-point margin)."""
    margin_clip = 20
    """Two players: the margin counts up to this many points either side of 60
    (``points_weight`` at the clip), so the search cares whether a win or a loss is
    close, not by how much it is won; 60 counts it all (as with more players)."""
    _clip = 60
    """This move's margin clip (``margin_clip`` with two players, else 60)."""
    wild_minimax = True
    """Against a very wild opponent (judged 0.5 or more), still solve sampled deals by
    minimax once ``exact_cards`` are left; if not, play them out to the end (its random
    plays modelled), or search them by expectimax within ``wild_exact_cards``."""
    wild_policy = False
    """Against a very wild opponent, play its random cards in our own playout moves
    (``playout``'s ``exploit``): lead for what a random answer pays, hold trumps harder."""
    wild_uniform = False
    """Against an opponent judged at least ``BELIEF_WILD`` wild, weigh every sampled deal
    alike (its plays were random, so they tell nothing of its hand)."""
    belief_stock = 0
    """Against an opponent judged at least ``BELIEF_WILD`` wild (two-player classic),
    play exactly for its random cards (``BeliefSearch``) once this few cards are left
    to draw; 0 never."""
    wild_tail = False
    """Against an opponent judged at least ``wild_tail_from`` wild (two players),
    playouts stop once nothing is left to draw and the last tricks are searched by
    expectimax (its random plays expected, its best replies otherwise, our best play),
    not played by rules of thumb."""
    wild_tail_from = 0.0
    """How wild the opponent must be judged for ``wild_tail``."""
    clock_factor = 3.0
    """The clock's safety net: a move stops after this many times its budget (at least
    0.1 s) even if its work is not done; tests raise it so a loaded machine cannot
    change a seeded move."""
    match_draws = False
    """Two players: a drawn deal counts for nobody in a match (replayed, or void:
    RULES.md), so it is worth what a new deal is worth, judged by this match's decided
    deals so far: (wins + 1) / (decided + 2). Off: a draw is worth half a win."""
    _draw = 0.5
    """This move's value of a drawn deal (search state)."""
    _record: tuple[int, int] = (0, 0)
    """Deals won and lost so far in this match (two players, with ``remember``)."""
    _style_log: list[float] | None = None
    """Log-likelihood of the opponent's plays in finished deals, per style (memory)."""
    _last_obs: Observation | None = None
    """The latest observation, to judge the deal once the next one starts (memory)."""

    def choose_card(self, obs: Observation, time_budget: float | None = None) -> Card:
        if self.remember and obs.rules.players == 2:
            self._track_deal(obs)
        self._draw = self.draw_value() if obs.rules.players == 2 else 0.5
        legal = obs.legal_cards()
        if len(legal) == 1:
            return legal[0]
        start = time.perf_counter()
        budget = self.default_budget(obs)
        if time_budget is not None:
            budget = min(budget, time_budget)
        deadline = start + max(0.1, budget * self.clock_factor)
        floor = max(4, min(self.min_samples, int(budget * 560)))
        scores = self.search(obs, [int(c) for c in legal], budget * 0.85, deadline, floor)
        best = max(range(len(legal)), key=lambda i: (scores[i], self._tie_break(obs, i)))
        return legal[best]

    def draw_value(self) -> float:
        """What a drawn deal is worth to the search (a win 1, a loss 0)."""
        if not self.match_draws:
            return 0.5
        wins, losses = self._record
        return (wins + 1) / (wins + losses + 2)

    def default_budget(self, obs: Observation) -> float:
        """Expert's own budget for this move, in seconds of work."""
        return self.think * (DEFAULT_BUDGET if obs.rules.players == 2 else TABLE_BUDGET)

    def _base_styles(self) -> tuple[tuple[float, float], ...]:
        sensible = 1.0 - self.uniform_prior - self.middle_prior
        styles = ((0.2, sensible), (0.55, self.middle_prior), (1.0, self.uniform_prior))
        return tuple(style for style in styles if style[1] > 0.0)

    def _styles(self) -> tuple[tuple[float, float], ...]:
        """The opponent styles and their priors: with ``remember``, weighted by what the
        finished deals of the match showed."""
        base = self._base_styles()
        posts = self._remembered_posts()
        if posts is None:
            return base
        keep = self.memory_keep
        return tuple(
            (floor, (1.0 - keep) * post + keep * prior)
            for (floor, prior), post in zip(base, posts, strict=True)
        )

    def _remembered_posts(self) -> list[float] | None:
        """The styles' posterior by the finished deals' evidence (None before any)."""
        base = self._base_styles()
        logs = self._style_log
        if logs is None or len(logs) != len(base):
            return None
        top = max(logs)
        posts = [prior * math.exp(log - top) for (_, prior), log in zip(base, logs, strict=True)]
        total = sum(posts)
        return [post / total for post in posts]

    def _remembered_wildness(self) -> float:
        """Wildness by the finished deals' evidence alone (0 before any)."""
        posts = self._remembered_posts()
        if posts is None:
            return 0.0
        return wildness_of([floor for floor, _ in self._base_styles()], posts)

    def _weighing_styles(self) -> tuple[tuple[float, float], ...]:
        """The styles that weigh sampled deals: remembered only with ``memory_weights``."""
        return self._styles() if self.memory_weights else self._base_styles()

    def _priors(self) -> list[float]:
        """The styles' priors for judging wildness: remembered ones with ``remember``."""
        return [prior for _, prior in self._styles()]

    def _track_deal(self, obs: Observation) -> None:
        """Remember the opponent's style: once a new deal starts (fewer cards played than
        at our previous move), judge every play of the deal before from its last view."""
        count = sum(len(t.plays) for t in obs.history) + len(obs.trick)
        last = self._last_obs
        if last is not None:
            last_count = sum(len(t.plays) for t in last.history) + len(last.trick)
            if count <= last_count or last.rules != obs.rules:
                self._fold_deal(last)
        self._last_obs = obs

    def take_back(self) -> None:
        # The deal before this one is folded already; this one is judged when it ends.
        self._last_obs = None

    def _fold_deal(self, obs: Observation) -> None:
        if hidden_count(obs) != 0:
            return  # the deal ended with cards we never saw: no exact evidence
        sim = Dealer(obs).deal(random.Random(0))
        if sim is None:
            return
        self._count_result(sim, obs.rules.side_of(obs.seat))
        judge = DealWeigher(obs, self.sharpness, self._base_styles(), max_hands=_EVERY_HAND)
        logs = judge.log_evidence(sim)
        old = self._style_log or [0.0] * len(logs)
        self._style_log = [a + b for a, b in zip(old, logs, strict=True)]

    def _tie_break(self, obs: Observation, index: int) -> float:
        return heuristic_values(obs, memory=True)[index]

    def search(
        self,
        obs: Observation,
        legal: list[int],
        work_budget: float,
        deadline: float,
        min_samples: int = 4,
    ) -> list[float]:
        """Average utility of each legal card over sampled deals (higher is better)."""
        rng = self.rng
        side = obs.rules.side_of(obs.seat)
        self._clip = self.margin_clip if obs.rules.players == 2 else 60
        keep = keep_table(trump_code(obs.trump))
        dealer = Dealer(obs)
        table = table_for(obs.rules)
        two = table.n == 2 and table.plays == 2 and not table.follow
        if hidden_count(obs) == 0 and self.solve_known:
            sim = dealer.deal(rng)
            if sim is not None:
                return self._solve_known(obs, sim, legal, two)
        weigher = (
            DealWeigher(obs, self.sharpness, self._weighing_styles())
            if self.use_inference
            else None
        )
        rows: list[tuple[float, list[float]]] = []
        self.work = 0
        sample_work = SAMPLE_WORK if dealer.quick else 4 * SAMPLE_WORK
        first: list[tuple[Sim, float]] = []
        tries = 0
        self._wild = self.wild if two else 0.0
        if two and self.memory_floor:
            self._wild = max(self._wild, self._remembered_wildness())
        if two and weigher is not None and self.adapt:
            if weigher.plays:
                first, tries = self._judge_style(dealer, weigher, sample_work)
            elif self._style_log is not None:
                self._wild = max(self._wild, weigher.style_wildness(self._priors()))
        if self._wild >= BELIEF_WILD and self._belief_fits(obs, dealer):
            return self._belief_values(obs, legal, dealer)
        # A random player's plays say nothing of its hand: every deal weighs the same.
        uniform = self.wild_uniform and self._wild >= BELIEF_WILD
        if uniform:
            first = [(sim, 1.0) for sim, _ in first]
        first.reverse()
        # Work is counted in cards played and positions searched, not in seconds, so a
        # seeded player repeats its moves; the clock is only a safety net.
        allowance = work_budget * WORK_PER_SECOND
        while len(rows) < min_samples or self.work < allowance:
            if first:
                sim, weight = first.pop()
            else:
                tries += 1
                if tries > 5000 or (tries > 400 and not rows) or time.perf_counter() > deadline:
                    break
                self.work += sample_work
                sim = dealer.deal(rng)
                if sim is None:
                    break
                weight = weigher.weight(sim) if weigher is not None else 1.0
                if weight <= 0.0:
                    continue
                if uniform:
                    weight = 1.0
            if self._wild > 0.0:
                self._wild_seed = rng.random()
            rows.append((weight, self._evaluate(sim, obs.seat, side, legal, keep)))
            if len(rows) >= min_samples and len(rows) % 8 == 0 and _settled(rows, self.settle_z):
                break
        weight_total = sum(w for w, _ in rows)
        if weight_total <= 0.0:
            return [0.0] * len(legal)
        return [sum(w * u[i] for w, u in rows) / weight_total for i in range(len(legal))]

    def _belief_fits(self, obs: Observation, dealer: Dealer) -> bool:
        """Can ``BeliefSearch`` take this move: two-player classic without options, a
        few cards left to draw (``belief_stock``), the hidden cards dealt alike?"""
        rules = obs.rules
        return (
            0 < obs.stock_count <= self.belief_stock
            and dealer.quick
            and rules.players == 2
            and rules.variant == "classic"
            and not rules.tie_break_last_trick
            and not rules.two_swap
            and obs.briscola is not None
        )

    def _belief_values(self, obs: Observation, legal: list[int], dealer: Dealer) -> list[float]:
        """Exact utilities of the legal cards against an opponent that plays at random."""
        assert obs.briscola is not None
        side = obs.rules.side_of(obs.seat)
        search = BeliefSearch(
            trump_code(obs.trump), int(obs.briscola), self.points_weight, self._clip, self._draw
        )
        unseen = 0
        for c in dealer.pool:
            unseen |= 1 << c
        led = int(obs.trick[0][1]) if obs.trick else -1
        mine, theirs = obs.points[side], obs.points[1 - side]
        values = search.move_values(
            legal, unseen, dealer.opp_size, obs.stock_count, led, mine, theirs
        )
        self.work += search.nodes * NODE_WORK
        return values

    def _solve_known(self, obs: Observation, sim: Sim, legal: list[int], two: bool) -> list[float]:
        """Utilities of the legal cards when nothing is hidden: exact best play, or, if the
        opponent has played wildly this deal, what to expect of its mistakes."""
        side = obs.rules.side_of(obs.seat)
        wild = self.wild
        if two and self.memory_floor:
            wild = max(wild, self._remembered_wildness())
        if two and self.adapt and self.use_inference:
            judge = DealWeigher(obs, self.sharpness, self._weighing_styles())
            wild = max(wild, judge.wildness([judge.likelihoods(sim)], self._priors()))
        if wild >= 0.05:
            # The tree is small with nothing left to draw: search it all.
            weight = self.points_weight
            return [
                _expectimax(_after(sim, c), side, wild, None, weight, self._clip, self._draw)
                for c in legal
            ]
        values = Solver(sim, obs.seat).move_values(legal)
        base = sim.pts[side]
        totals = sum(sim.pts) + sum(_remaining_points(sim))
        return [self._exact_utility(sim, side, base + values[c], totals) for c in legal]

    def _judge_style(
        self, dealer: Dealer, weigher: DealWeigher, sample_work: int
    ) -> tuple[list[tuple[Sim, float]], int]:
        """How wild has the opponent been? Judges the styles on a first batch of deals
        (setting ``_wild``) and returns the batch, weighted, for the search to use, with
        the number of deals tried."""
        first: list[tuple[Sim, float]] = []
        likes: list[list[float]] = []
        tries = 0
        while len(first) < self.style_samples and tries < 400:
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
        self._wild = max(self._wild, weigher.wildness(likes, self._priors()))
        return first, tries

    def _evaluate(
        self, sim: Sim, seat: int, side: int, legal: list[int], keep: list[float]
    ) -> list[float]:
        left = len(sim.stock) + sum(len(h) for h in sim.hands)
        if self._wild >= 0.05 and left <= self.wild_exact_cards:
            nodes = [0]
            weight = self.points_weight
            expected = [
                _expectimax(_after(sim, c), side, self._wild, nodes, weight, self._clip, self._draw)
                for c in legal
            ]
            self.work += nodes[0] * NODE_WORK
            return expected
        if left <= self.exact_cards and (self.wild_minimax or self._wild < 0.5):
            solver = Solver(sim, seat)
            values = solver.move_values(legal)
            self.work += solver.nodes * NODE_WORK
            base = sim.pts[side]
            totals = sum(sim.pts) + sum(_remaining_points(sim))
            return [self._exact_utility(sim, side, base + values[c], totals) for c in legal]
        out: list[float] = []
        tail = self.tail_stock
        for c in legal:
            game = sim.copy()
            game.play(c)
            self.work += left
            if tail >= 0:
                playout_until(game, keep, tail)
                if any(game.hands):
                    solver = Solver(game, seat)
                    mine = game.pts[side] + solver.value()
                    self.work += solver.nodes * NODE_WORK
                    total = sum(game.pts) + sum(_remaining_points(game))
                    out.append(self._exact_utility(game, side, mine, total))
                    continue
            elif self._wild > 0.0:
                rng = random.Random(self._wild_seed)
                tailed = self.wild_tail and self._wild >= self.wild_tail_from
                stop = 0 if tailed and _plain_two(sim) else -1
                playout(game, keep, 1 - seat, self._wild, rng, self.wild_policy, stop)
                if stop == 0 and game.hands[seat]:
                    nodes = [0]
                    out.append(self._tail_utility(game, seat, side, nodes))
                    self.work += nodes[0]
                    continue
            else:
                playout(game, keep)
            out.append(utility(game.pts, side, self.points_weight, self._clip, self._draw))
        return out

    def _count_result(self, sim: Sim, side: int) -> None:
        """Add the deal's result to the match record, if only forced plays are left."""
        if any(len(hand) > 1 for hand in sim.hands) or sim.stock:
            return
        game = sim.copy()
        while not game.done():
            game.play(game.legal(game.to_move())[0])
        mine, theirs = game.pts[side], game.pts[1 - side]
        wins, losses = self._record
        if mine != theirs:
            self._record = (wins + (mine > theirs), losses + (mine < theirs))

    def _tail_utility(self, sim: Sim, seat: int, side: int, nodes: list[int]) -> float:
        """Expectimax over the last tricks of a two-player deal with nothing left to
        draw: our best card against the other seat's random one with chance ``_wild``."""
        weight, clip, wild, trump = self.points_weight, self._clip, self._wild, sim.trump
        draw = self._draw
        other = 1 - side

        def value(mine: list[int], theirs: list[int], lead_mine: bool, a: int, b: int) -> float:
            nodes[0] += 1
            if not mine:
                win = 1.0 if a > b else draw if a == b else 0.0
                return win + weight * max(-clip, min(clip, a - 60)) / clip
            rows = []
            for x in mine if lead_mine else theirs:
                row = []
                for y in theirs if lead_mine else mine:
                    p = PTS[x] + PTS[y]
                    taken = beats(y, x, trump) != lead_mine  # we take the trick
                    m = [c for c in mine if c != (x if lead_mine else y)]
                    t = [c for c in theirs if c != (y if lead_mine else x)]
                    if taken:
                        row.append(value(m, t, True, a + p, b))
                    else:
                        row.append(value(m, t, False, a, b + p))
                rows.append(row)
            if lead_mine:  # we choose the lead; they answer
                return max(_wild_mean(r, wild) for r in rows)
            return _wild_mean([max(r) for r in rows], wild)

        lead_mine = sim.table.side[sim.leader] == side
        return value(
            list(sim.hands[seat]),
            list(sim.hands[1 - seat]),
            lead_mine,
            sim.pts[side],
            sim.pts[other],
        )

    def _exact_utility(self, sim: Sim, side: int, mine: int, total: int) -> float:
        if sim.table.nsides == 2:
            other = total - mine
            win = 1.0 if mine > other else self._draw if mine == other else 0.0
            clip = self._clip
            return win + self.points_weight * max(-clip, min(clip, mine - 60)) / clip
        # Three players: the paranoid solver gives our points; judge them against 40.
        return (1.0 if mine > 40 else 0.0) + self.points_weight * (mine - 40) / 40.0


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
        self.tc = [int(c) for _, c in obs.trick]
        self.ts = [s for s, _ in obs.trick]
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
            list(self.tc),
            list(self.ts),
            list(obs.points),
            self.gone,
        )


def _settled(rows: list[tuple[float, list[float]]], z: float = 2.5) -> bool:
    """Is one card clearly best (or are all cards alike) on the weighted samples so far?"""
    total = sum(w for w, _ in rows)
    n_eff = total * total / sum(w * w for w, _ in rows)
    if n_eff < 12:
        return False
    count = len(rows[0][1])
    means = [sum(w * u[i] for w, u in rows) / total for i in range(count)]
    best = max(range(count), key=means.__getitem__)
    for i in range(count):
        if i == best:
            continue
        gap = means[best] - means[i]
        var = sum(w * ((u[best] - u[i]) - gap) ** 2 for w, u in rows) / total
        se = math.sqrt(var / n_eff)
        if gap - z * se <= 0.0 and not (gap < 0.005 and se < 0.003):
            return False
    return True


def _wild_mean(values: list[float], wild: float) -> float:
    """What a seat that plays at random with chance ``wild``, else its best for it (our
    worst), is expected to leave us."""
    return wild * sum(values) / len(values) + (1.0 - wild) * min(values)


def _plain_two(sim: Sim) -> bool:
    """Two seats, two cards a trick, no suit to follow (classic and its like)."""
    table = sim.table
    return table.n == 2 and table.plays == 2 and not table.follow


def _after(sim: Sim, card: int) -> Sim:
    game = sim.copy()
    game.play(card)
    return game


def _expectimax(
    sim: Sim,
    side: int,
    wild: float,
    nodes: list[int] | None = None,
    weight: float = POINTS_WEIGHT,
    clip: int = 60,
    draw: float = 0.5,
) -> float:
    """Utility of a fully known two-player position (the stock's order included), when
    the other seat plays a random card with chance ``wild`` and its best card otherwise;
    ``nodes[0]`` counts the positions searched."""
    if nodes is not None:
        nodes[0] += 1
    if sim.done():
        return utility(sim.pts, side, weight, clip, draw)
    seat = sim.to_move()
    values = [
        _expectimax(_after(sim, c), side, wild, nodes, weight, clip, draw) for c in sim.legal(seat)
    ]
    if sim.table.side[seat] == side:
        return max(values)
    return wild * sum(values) / len(values) + (1.0 - wild) * min(values)


def _remaining_points(sim: Sim) -> list[int]:
    return (
        [PTS[c] for h in sim.hands for c in h]
        + [PTS[c] for c in sim.stock]
        + [PTS[c] for c in sim.tc]
    )
