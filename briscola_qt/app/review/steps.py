"""A finished deal as the review steps through it: the table after each play, every hand
shown, the stock's order never; and what the judge's analysis says of the human's plays.

Nothing here is worked out again from the rules: the deal is replayed with the engine
(``GameState.table()`` says what lay on the table), and the marks, losses and win chances
are the analysis's own (``briscola_qt.analysis``). Views read these values; no widget here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ...ai.hint import Hint, explain
from ...analysis import Analysis, Decision, Luck
from ...engine.cards import Card
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
    """The table before the card, as the review shows it to the seat that played: every
    hand face up, so the judge's reason never contradicts the cards on the review's table
    (it said "draws out the opponent's trumps" beside a hand without one)."""


def deal_steps(final: GameState) -> list[Step]:
    """Every step of the finished deal ``final``: the deal, then one per card played."""
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
        view = observe(state, seat, face_up=True)
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

    ``events`` run left to right, event i at x = i. ``points`` are the line's known
    values (x, chance) in order; two at one x where one decision's value after it meets
    the next one's before it across nothing but a trick's end. Between known points the
    line runs straight through the other seats' plays and the draws."""

    events: tuple[GraphEvent, ...]
    points: tuple[tuple[float, float], ...]
    drops: dict[int, tuple[float, float]]
    """The player's judged plays: (chance before, chance after) by play index."""

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

    Each judged decision of ``seat`` gives two points: just before its card, the judge's
    value of its best card, and just after, of the card played, so a costly play is a drop
    of what it cost. After the last card the line is the result. Other seats' decisions
    (a partner's too) are judged from their own views and give no point: they and the draws
    are what moves the line between ``seat``'s plays. Before ``seat``'s first judged play
    the line holds that play's value. ``sides``: each seat's side in the deal
    (``GameState.deal_sides``: chiamata's come from the auction), the rules' if not given.
    """
    if sides is None:
        sides = analysis.rules.seat_sides
    players = analysis.rules.players
    mine = {d.play: d for d in analysis.decisions if d.seat == seat and d.play is not None}
    lucky = {e.play: e for e in analysis.luck if e.seat == seat}
    events: list[GraphEvent] = [GraphEvent("deal", 0, None, lucky.get(None))]
    points: list[tuple[float, float]] = []
    drops: dict[int, tuple[float, float]] = {}
    for number, step in enumerate(steps[1:], start=1):
        assert step.play is not None
        decision = mine.get(step.play)
        if decision is not None:
            before = decision.value_of(decision.best)
            after = decision.value_of(decision.card)
            points.append((len(events) - 1, before))
            points.append((len(events), after))
            drops[step.play] = (before, after)
        events.append(GraphEvent("play", number, step.play))
        table = step.table
        if table.trick_complete and len(table.trick) >= players and table.stock_count > 0:
            events.append(GraphEvent("draw", number, step.play, lucky.get(step.play)))
    if outcome is not None and len(events) > 1:
        result = 0.5 if outcome.winner is None else float(outcome.winner == sides[seat])
        points.append((len(events) - 1 - (events[-1].kind == "draw"), result))
    if points and points[0][0] > 0:
        points.insert(0, (0.0, points[0][1]))
    return ChanceLine(tuple(events), tuple(points), drops)


def reason(step: Step, decision: Decision) -> Hint | None:
    """Why the judge's card was better, in the rules of thumb of the hint."""
    if step.view is None or not isinstance(decision.best, Card):
        return None
    return explain(step.view, decision.best)
