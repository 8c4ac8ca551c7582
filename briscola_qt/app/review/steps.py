"""A finished deal as the review steps through it: the table after each play, every hand
shown, the stock's order never; and what the judge's analysis says of the human's plays.

Nothing here is worked out again from the rules: the deal is replayed with the engine
(``GameState.table()`` says what lay on the table), and the marks, losses and win chances
are the analysis's own (``briscola_qt.analysis``). Views read these values; no widget here.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Literal

from ...ai.hint import Hint, explain
from ...analysis import Analysis, Decision, Luck
from ...analysis.model import chance_drop
from ...engine.cards import POINTS, Card
from ...engine.observation import Observation, observe
from ...engine.outcome import Outcome
from ...engine.state import GameState
from ...engine.table import TableState

Mark = Literal["best", "good", "inaccuracy", "mistake", "blunder"]
MARK_SIGNS: dict[Mark, str] = {
    "best": "",
    "good": "",
    "inaccuracy": "?!",
    "mistake": "?",
    "blunder": "??",
}
"""The chess player's marks (Lichess's): none for a good card."""


@dataclass(frozen=True)
class Step:
    """The table after one play (or as dealt, for the first step)."""

    table: TableState
    """Every hand in full; a trick just completed still lies in the middle."""
    play: int | None
    """The index in the record's plays of the card that led here; None for the deal."""
    seat: int | None
    card: Card | None
    trick: int
    """The number of the trick this card was played to, from 1 (0 for the deal)."""
    view: Observation | None
    """The table before the card as the seat that played saw it during the deal (every
    hand, if the deal was played face up): the judge's reason is built from it, so it
    never uses a card that seat could not see ("the opponent holds no higher trump" at
    trick 5 of a face-down deal was true only of the review's open hands)."""


def deal_steps(final: GameState, face_up: bool = False) -> list[Step]:
    """Every step of the finished deal ``final``: the deal, then one per card played;
    ``face_up``: the deal was played with every hand shown."""
    assert final.deck is not None, "a deal the match dealt has its deck"
    state = GameState(final.rules, final.deck)
    steps: list[Step] = []
    actions = final.actions
    played = 0
    for action in actions:
        if not isinstance(action, Card):
            state.push(action)  # a swap or an auction happens before the first lead: the deal
            continue
        if not steps:
            steps.append(Step(state.table(), None, None, None, 0, None))
        seat = state.current_player()
        view = observe(state, seat, face_up=face_up)
        trick = len(state.history) + 1
        tricks_before = len(state.history)
        state.push(action)
        ended = len(state.history) > tricks_before
        steps.append(Step(state.table(before_draw=ended), played, seat, action, trick, view))
        played += 1
    if not steps:
        steps.append(Step(state.table(), None, None, None, 0, None))
    return steps


@dataclass(frozen=True)
class Judged:
    """One decision of the human (or their partner), in the terms the review shows."""

    decision: Decision
    mark: Mark

    @property
    def play(self) -> int | None:
        return self.decision.play


def mark_of(decision: Decision) -> Mark:
    """The mark of a decision: its label, else best (the judge's card) or good."""
    if decision.label is not None:
        return decision.label
    return "best" if decision.card == decision.best else "good"


def judged_plays(analysis: Analysis, seat: int) -> dict[int | None, Judged]:
    """``seat``'s judged decisions by play index (None: the two-of-trump swap)."""
    return {d.play: Judged(d, mark_of(d)) for d in analysis.decisions if d.seat == seat}


def costliest(analysis: Analysis, seat: int, count: int = 3) -> list[Decision]:
    """``seat``'s ``count`` labelled decisions that cost the most (``Decision.cost``: win
    chance, or points in a decided deal; then points), worst first."""
    lost = [d for d in analysis.decisions if d.seat == seat and d.label is not None]
    lost.sort(key=lambda d: (-d.cost, -d.loss.points))
    return lost[:count]


EventKind = Literal["deal", "play", "draw"]
SWITCH_SHOWN = 0.005
"""A move into a judged play's drop that rounds to a whole percentage point is dashed."""


@dataclass(frozen=True)
class GraphEvent:
    """One place along the graph: the deal, a card played, or the draws after a trick."""

    kind: EventKind
    step: int
    """The review's step that shows it (the draws: the trick they follow)."""
    play: int | None
    """The card played (a draw: the card that ended the trick before it)."""
    luck: Luck | None = None
    """The player's luck at a chance event (the deal, a draw), if it showed them cards."""


@dataclass(frozen=True)
class ChanceLine:
    """The player's side's chance to win, from the player's own view, along the deal.

    ``events`` run left to right, event i at x = i. ``points`` are the line's corners
    (x, chance) in order, one at every x and two where the line steps straight up or down:
    at a chance event (the deal, a draw) by exactly that event's luck, so bad luck is a
    fall and good luck a rise, the diamond on the step. Each of the player's judged plays
    is a drop from the judge's best card's value to the played card's, at the card. The
    rest of the change between two of the player's plays (what the other seats' cards did,
    and what the judge learnt) is shared out among the other seats' plays between them.
    Every point is kept within 0..1 (a step cut short there keeps its sign)."""

    events: tuple[GraphEvent, ...]
    points: tuple[tuple[float, float], ...]
    drops: dict[int, tuple[float, float]]
    """The player's judged plays: (chance before, chance after) by play index."""
    steps: dict[int, tuple[float, float]] = field(default_factory=dict)
    """The chance events with the player's luck: (chance before, chance after) by x."""
    moves: dict[int, tuple[float, float]] = field(default_factory=dict)
    """The other cards (the other seats', and the player's forced ones): (chance before,
    chance after) by x, what each card did to the player's chance."""
    cut: frozenset[int] = frozenset()
    """The x of each step or drop cut short at 0% or 100% (its luck or loss was more than
    the room left)."""
    switches: dict[int, tuple[float, float]] = field(default_factory=dict)
    """The player's judged plays where the line moves before the drop: (the quick estimate
    before the turn, the judge's chance with its best card) by x. The quick estimate
    assumed the rules of thumb's card; the judge looks closer at the turn itself (an
    unmarked rise or fall just before a drop, in a playtest): drawn dashed."""
    exact: int | None = None
    """The x of the player's first play the judge worked out exactly (nothing hidden from
    the player any more): marked with a ring, where its figures stop being estimates."""

    def at(self, x: float) -> float:
        """The line's height at ``x``: its first point there, else between the points
        either side."""
        points = self.points
        if not points:
            return 0.5
        for i, (px, py) in enumerate(points):
            if px == x:
                return py
            if px > x:
                if i == 0:
                    return py
                x0, y0 = points[i - 1]
                return y0 + (py - y0) * (x - x0) / (px - x0)
        return points[-1][1]

    def after(self, x: int) -> float:
        """The line's height just after event ``x`` (its last point there)."""
        found = [win for at, win in self.points if at == x]
        return found[-1] if found else self.at(x)

    def x_of_step(self, step: int) -> int:
        """Where step ``step`` of the review is along the graph."""
        return next(i for i, e in enumerate(self.events) if e.step == step and e.kind != "draw")

    def x_of_play(self, play: int) -> int:
        return self.x_of_step(play + 1)


def chance_line(
    analysis: Analysis,
    steps: list[Step],
    seat: int,
    outcome: Outcome | None,
    sides: tuple[int, ...] | None = None,
) -> ChanceLine:
    """The chance of ``seat``'s side to win, from ``seat``'s own view, along the deal.

    Each judged decision of ``seat`` fixes two heights: just before its card, the judge's
    value of its best card, and just after, of the card played, so a costly play is a drop
    of what it cost. After the last card the line is the result. Between these, each chance
    event with the player's luck is a step of that luck, and the rest of the change is the
    other seats' plays' (shared equally among them; with none, a slope into the step).
    Before ``seat``'s first judged play the line holds that play's value, reached by the
    deal's step. ``sides``: each seat's side in the deal (``GameState.deal_sides``:
    chiamata's come from the auction), the rules' if not given.
    """
    if sides is None:
        sides = analysis.rules.seat_sides
    players = analysis.rules.players
    mine = {d.play: d for d in analysis.decisions if d.seat == seat and d.play is not None}
    lucky = {e.play: e for e in analysis.luck if e.seat == seat}
    events: list[GraphEvent] = [GraphEvent("deal", 0, None, lucky.get(None))]
    known: dict[int, float] = {}
    """The line's height just after event x, where the judge fixes it."""
    drops: dict[int, tuple[float, float]] = {}
    for number, step in enumerate(steps[1:], start=1):
        assert step.play is not None
        decision = mine.get(step.play)
        if decision is not None:
            before = decision.value_of(decision.best)
            after = decision.value_of(decision.card)
            known[len(events) - 1] = before
            known[len(events)] = after
            drops[step.play] = (before, after)
        events.append(GraphEvent("play", number, step.play))
        table = step.table
        if table.trick_complete and len(table.trick) >= players and table.stock_count > 0:
            events.append(GraphEvent("draw", number, step.play, lucky.get(step.play)))
    last = len(events) - 1 - (events[-1].kind == "draw")
    result: float | None = None
    if outcome is not None and len(events) > 1:
        result = 0.5 if outcome.winner is None else float(outcome.winner == sides[seat])
        known.setdefault(last, result)
    if analysis.outlooks and len(analysis.outlooks[seat]) == len(steps):
        line = _outlook_line(tuple(events), mine, analysis.outlooks[seat])
    elif not known:
        return ChanceLine(tuple(events), (), drops)
    else:
        line = _drawn(tuple(events), known, drops, result, last)
    exact = [d.play for d in mine.values() if d.known and d.play is not None]
    if not exact:
        return line
    first = min(exact)
    where = next(x for x, e in enumerate(line.events) if e.kind == "play" and e.play == first)
    return dataclasses.replace(line, exact=where)


def _outlook_line(
    events: tuple[GraphEvent, ...], mine: dict[int, Decision], outlooks: tuple[float, ...]
) -> ChanceLine:
    """The line through the player's outlooks (``Analysis.outlooks``): one estimator, the
    luck's, after every card and draw, so that every move of the line is one event's:

    - the deal and each draw a step of exactly the player's luck, ending at the outlook
      after it;
    - each judged play of the player a drop of exactly its loss, ending at the outlook
      after the card: it starts, half a place before, at that plus the loss (the chance
      with the judge's best card);
    - every other card (the other seats', the player's forced ones) a move from the line's
      height before it to the outlook after it: what that card did to the player's chance.

    A height beyond 0..100% is cut there, and the step or drop is listed in ``cut``."""
    points: list[tuple[float, float]] = []
    drops: dict[int, tuple[float, float]] = {}
    steps: dict[int, tuple[float, float]] = {}
    moves: dict[int, tuple[float, float]] = {}
    switches: dict[int, tuple[float, float]] = {}
    cut: set[int] = set()

    def kept(x: int, win: float) -> float:
        if not 0.0 <= win <= 1.0:
            cut.add(x)
        return _clamped(win)

    def luck_after(x: int) -> float:
        """The player's luck at the draws right after event ``x``, if any."""
        following = events[x + 1] if x + 1 < len(events) else None
        if following is None or following.kind != "draw" or following.luck is None:
            return 0.0
        return following.luck.win

    height = outlooks[0]
    for x, event in enumerate(events):
        if event.kind == "deal":
            luck = event.luck.win if event.luck is not None else 0.0
            foot = kept(x, height - luck)
            points.append((0.0, foot))
            if event.luck is not None:
                points.append((0.0, height))
                steps[x] = (foot, height)
            continue
        assert event.play is not None
        outlook = outlooks[event.play + 1]
        if event.kind == "draw":
            if event.luck is not None:
                steps[x] = (height, outlook)
                points.append((float(x), height))
                points.append((float(x), outlook))
            else:
                points.append((float(x), height))
            height = outlook
            continue
        anchor = kept(x + 1, outlook - luck_after(x)) if luck_after(x) else outlook
        decision = mine.get(event.play)
        if decision is not None:
            # (the same drop as practice says: one source, ``chance_drop``)
            best, anchor = chance_drop(outlook, luck_after(x), decision.loss.win)
            kept(x, anchor + decision.loss.win)
            drops[event.play] = (best, anchor)
            if abs(best - height) >= SWITCH_SHOWN:
                switches[x] = (height, best)
            points.append((x - 0.5, best))
        else:
            moves[x] = (height, anchor)
        points.append((float(x), anchor))
        height = anchor
    return ChanceLine(events, tuple(points), drops, steps, moves, frozenset(cut), switches)


def _drawn(
    events: tuple[GraphEvent, ...],
    known: dict[int, float],
    drops: dict[int, tuple[float, float]],
    result: float | None,
    last: int,
) -> ChanceLine:
    """The line through the ``known`` heights: a step of its luck at each chance event,
    the rest of each change between two known heights shared among the plays between
    them (a chance event's slope into its step, with no play between), then ``result``."""

    def luck(x: int) -> float:
        found = events[x].luck
        return 0.0 if found is None or events[x].kind == "play" else found.win

    fixed = sorted(known)
    height = {x: known[fixed[0]] for x in range(fixed[0] + 1)}

    def walked(start: float, span: range, rest: float, sharers: list[int]) -> dict[int, float]:
        y, found = start, {}
        for x in span:
            y += luck(x) + (rest / len(sharers) if x in sharers else 0.0)
            found[x] = y
        return found

    def overflow(found: dict[int, float]) -> float:
        """How far the heights (and the foot of each step) leave 0..1."""
        ends = [h for x, h in found.items() for h in (h, h - luck(x))]
        return sum(max(0.0, h - 1.0, -h) for h in ends)

    for a, b in pairwise(fixed):
        span = range(a + 1, b + 1)
        rest = known[b] - known[a] - sum(luck(x) for x in span)
        plays = [x for x in span if events[x].kind == "play"]
        chances = [x for x in span if luck(x)]
        # Shared equally among the plays, unless that would cut a step short at 0% or
        # 100% where putting the rest on the plays before the steps, or after them, or as
        # a slope into the steps, would not.
        choices = [plays or list(span)]
        if plays and chances:
            choices += [
                shared
                for shared in (
                    [x for x in plays if x < chances[0]],
                    [x for x in plays if x > chances[-1]],
                    chances,
                )
                if shared
            ]
        walks = [walked(known[a], span, rest, shared) for shared in choices]
        kept: dict[int, float] = min(walks, key=overflow)  # (on a tie the first: equal)
        height.update(kept)
        height[b] = known[b]
    for x in range(fixed[-1] + 1, last + 1):
        height[x] = height[x - 1]
    points: list[tuple[float, float]] = []
    steps: dict[int, tuple[float, float]] = {}
    for x in range(max(last, fixed[-1]) + 1):
        arriving, leaving = _clamped(height[x] - luck(x)), _clamped(height[x])
        points.append((float(x), arriving))
        if leaving != arriving:
            points.append((float(x), leaving))
        if events[x].luck is not None and events[x].kind != "play":
            steps[x] = (arriving, leaving)
    if result is not None and points[-1] != (float(last), result):
        points.append((float(last), result))  # (the player's own last card was judged)
    return ChanceLine(events, tuple(points), drops, steps)


def _clamped(win: float) -> float:
    return min(1.0, max(0.0, win))


def settled(table: TableState, seat: int, auction: bool = False) -> bool:
    """Whether the points already taken decide the deal, whatever is played from ``table``
    on: ``seat``'s side holds more than any other side could reach, or another side more
    than it could (a deal won so is "won", never "as good as won"). Never in chiamata
    (``auction``), whose sides' points are read against the caller's target."""
    if auction:
        return False
    side = table.sides[seat]
    left = sum(POINTS) - sum(table.points)
    mine = table.points[side]
    others = [p for s, p in enumerate(table.points) if s != side]
    return mine > max(others) + left or any(p > mine + left for p in others)


def is_better(decision: Decision) -> bool:
    """Whether the judge's card was better than the card played as the review says it:
    by a whole card point or more, or by a whole percentage point of win chance."""
    best, played = decision.value_of(decision.best), decision.value_of(decision.card)
    return round(decision.loss.points) >= 1 or round(best * 100) > round(played * 100)


def reason(step: Step, decision: Decision) -> Hint | None:
    """Why the judge's card was better, in the rules of thumb of the hint."""
    if step.view is None or not isinstance(decision.best, Card):
        return None
    return explain(step.view, decision.best)
