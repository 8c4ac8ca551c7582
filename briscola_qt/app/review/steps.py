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
from ...analysis import Analysis, Decision
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


COSTLY_POINTS = 2.5
"""A decision that lost no label's worth of win chance is still costly from these points."""


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
    """``seat``'s ``count`` decisions that lost the most (win chance, then points), worst
    first: those with a label, or that lost ``COSTLY_POINTS`` or more."""
    lost = [
        d
        for d in analysis.decisions
        if d.seat == seat and (d.label is not None or d.loss.points >= COSTLY_POINTS)
    ]
    lost.sort(key=lambda d: (-d.loss.win, -d.loss.points))
    return lost[:count]


def win_chances(
    analysis: Analysis,
    steps: list[Step],
    seat: int,
    outcome: Outcome | None,
    sides: tuple[int, ...] | None = None,
) -> list[float]:
    """The side of ``seat``: its estimated win chance after each play, one per play.

    After a judged play of that side it is the judge's value of the card played, from
    the deciding seat's view; after another seat's play, or a forced one, the last
    estimate stands (the first one before it); after the last card, the result itself.
    ``sides``: each seat's side in the deal (``GameState.deal_sides``: chiamata's come
    from the auction), the rules' sides if not given.
    """
    if sides is None:
        sides = analysis.rules.seat_sides
    side = sides[seat]
    by_play = {
        d.play: d for d in analysis.decisions if d.play is not None and sides[d.seat] == side
    }
    values: list[float | None] = []
    for step in steps[1:]:
        decision = by_play.get(step.play if step.play is not None else -1)
        if decision is None:
            values.append(None)
            continue
        values.append(next(o.win for o in decision.options if o.card == decision.card))
    if values and outcome is not None:
        values[-1] = 0.5 if outcome.winner is None else float(outcome.winner == side)
    first = next((v for v in values if v is not None), 0.5)
    filled: list[float] = []
    for value in values:
        filled.append(first if value is None else value)
        first = filled[-1]
    return filled


def reason(step: Step, decision: Decision) -> Hint | None:
    """Why the judge's card was better, in the rules of thumb of the hint."""
    if step.view is None or not isinstance(decision.best, Card):
        return None
    return explain(step.view, decision.best)
