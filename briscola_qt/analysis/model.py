"""What an analysis says, as frozen values: decisions, luck, per-seat summaries, and
their ``briscola-analysis/1`` JSON form (``docs/analysis-format.md``).

Labels and accuracy are computed here from the judged losses, in one place, so the
command line, the app and the JSON say the same.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any, Final, Literal

from ..ai.judge import Amount, Option
from ..engine.cards import Card
from ..engine.errors import RulesError
from ..engine.rules import Rules
from ..engine.state import Action, SwapChoice

FORMAT: Final = "briscola-analysis/1"
SCORING: Final = 4
"""How labels and accuracy are worked out (``docs/analysis-format.md``): 2 names a decided
deal's plays by the points they cost and takes the harmonic mean of the accuracies; 3 adds
each seat's outlook after every card (the review's line); 4 counts the card points in a
one-sided deal too (``ONE_SIDED``), not only in a decided one. A kept analysis scored
otherwise is judged again rather than shown with other numbers."""
LABELS: Final = (("blunder", 0.20), ("mistake", 0.10), ("inaccuracy", 0.05))
"""A decision's label by its cost (``cost_of``), worst first (none below 0.05)."""
LABEL_NAMES: Final = tuple(name for name, _ in reversed(LABELS))
DECIDED: Final = 0.01
"""A decision is taken in a decided deal when the card played and the judge's best both
keep at least 1 - DECIDED of the chance to win, or both at most DECIDED."""
ONE_SIDED: Final = 0.10
"""A decision is taken in a one-sided deal when the judge's best card keeps at most this
chance to win, or at least 1 - ONE_SIDED: there the chance hardly moves whatever is played
(a Three thrown away at 4% left 2%, "Good"), so the card points lost count too."""
POINTS_SCALE: Final = 100.0
"""In a one-sided deal a decision's cost is at least its card points lost over this: 5
points count as an inaccuracy, 10 as a mistake, 20 as a blunder (as 5, 10, 20 percentage
points)."""
ACCURACY_RATE: Final = 4.354
"""A decision's accuracy is 100 x exp(-ACCURACY_RATE x cost): Lichess's curve (0.04354 per
percentage point) without its offsets, so no loss scores exactly 100."""

Label = Literal["inaccuracy", "mistake", "blunder"]
Event = Literal["deal", "draw"]


def label_of(cost: float) -> Label | None:
    """The chess player's name for a decision that cost ``cost`` (``cost_of``), or None
    below 0.05."""
    for name, floor in LABELS:
        if cost >= floor - 1e-9:
            return name  # type: ignore[return-value]
    return None


def is_decided(best_win: float, played_win: float) -> bool:
    """Whether the deal was decided whatever the seat played: the judge's best card and the
    card played both (all but) sure to win, or both (all but) sure to lose."""
    low, high = sorted((best_win, played_win))
    return low >= 1.0 - DECIDED or high <= DECIDED


def is_one_sided(best_win: float) -> bool:
    """Whether the deal was one-sided for the seat (``ONE_SIDED``): the judge's best card
    keeps at most 10% of the chance to win, or at least 90% (a decided deal is one)."""
    return best_win <= ONE_SIDED or best_win >= 1.0 - ONE_SIDED


def cost_of(loss: Amount, best_win: float) -> float:
    """A decision's cost, on the scale of win chance (0-1): the win chance it lost, or in a
    one-sided deal (``is_one_sided``: ``best_win`` the best card's chance), where a play
    hardly changes the chance, the larger of that and the card points it lost over
    ``POINTS_SCALE`` (capped at 1)."""
    if is_one_sided(best_win):
        return min(1.0, max(loss.win, loss.points / POINTS_SCALE))
    return loss.win


def shown_accuracy(accuracy: float) -> int:
    """An accuracy as the game shows it, a whole number: the kept value (one decimal, as
    ``SeatSummary.to_dict`` keeps it) rounded half up, so that the review and the history
    say the same (71.46 was "71" in one and "72%" in the other)."""
    return math.floor(round(accuracy, 1) + 0.5)


def accuracy_of(cost: float) -> float:
    """One decision's accuracy, 0-100: 100 for no cost, 80 at 0.05, 42 at 0.20."""
    return 100.0 * math.exp(-ACCURACY_RATE * cost)


def deal_accuracy(costs: list[float]) -> float:
    """A seat's accuracy over a deal: the harmonic mean of its decisions' accuracies (100
    with none), so one deal-losing blunder pulls it down clearly: 18 perfect decisions and
    one that lost 0.51 of the chance to win make 70, where their plain mean was 95."""
    if not costs:
        return 100.0
    return len(costs) / sum(1.0 / accuracy_of(c) for c in costs)


def chance_drop(outlook_after: float, luck_after: float, loss: float) -> tuple[float, float]:
    """A judged card as the review's line draws it and practice says it, (before, after),
    each within 0..1: after, the seat's outlook after the card less the luck of the draws
    it ended (the draws are a step of their own); before, that plus the win chance the card
    lost (the chance with the judge's best card)."""
    after = min(1.0, max(0.0, outlook_after - luck_after))
    return min(1.0, max(0.0, after + loss)), after


@dataclass(frozen=True)
class Decision:
    """One judged decision: the seat's choice, every option's value, best, the loss."""

    play: int | None
    """Index in the record's ``plays`` of the card decided; None for the swap decision."""
    seat: int
    card: Action
    known: bool
    options: tuple[Option, ...]
    best: Action
    loss: Amount
    label: Label | None

    @property
    def decided(self) -> bool:
        """The deal was decided whatever was played here (``is_decided``)."""
        return is_decided(self.value_of(self.best), self.value_of(self.card))

    @property
    def cost(self) -> float:
        """What the decision cost, on the scale of win chance (``cost_of``)."""
        return cost_of(self.loss, self.value_of(self.best))

    def value_of(self, card: Action) -> float:
        """The win chance of the side that decided, had it played ``card``."""
        return next(o.win for o in self.options if o.card == card)

    def to_dict(self) -> dict[str, Any]:
        return {
            "play": self.play,
            "seat": self.seat,
            "card": str(self.card),
            "known": self.known,
            "options": [
                {"card": str(o.card), "points": _points(o.points), "win": _win(o.win)}
                for o in self.options
            ],
            "best": str(self.best),
            "loss": _amount(self.loss),
            "label": self.label,
        }


@dataclass(frozen=True)
class Luck:
    """A chance event's luck for one seat: its estimated result after the event minus
    the mean over the outcomes that could have happened instead."""

    play: int | None
    """Index in ``plays`` of the card that ended the trick before the draw; None for the
    deal."""
    seat: int
    event: Event
    card: Card | None
    """The card the seat drew (None for the deal)."""
    points: float
    win: float
    outcomes: int
    """How many outcomes the mean was taken over."""
    enumerated: bool
    """All outcomes were enumerated (so luck averages zero over them exactly), rather
    than sampled."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "play": self.play,
            "seat": self.seat,
            "event": self.event,
            "card": None if self.card is None else str(self.card),
            "points": _points(self.points),
            "win": _win(self.win),
            "outcomes": self.outcomes,
            "enumerated": self.enumerated,
        }


@dataclass(frozen=True)
class SeatSummary:
    """One seat's decisions and luck over the deal."""

    seat: int
    decisions: int
    loss: Amount
    labels: dict[str, int]
    luck: Amount
    accuracy: float
    """``deal_accuracy`` of the seat's decisions' costs (100 with none)."""

    @classmethod
    def of(cls, seat: int, decisions: list[Decision], luck: list[Luck]) -> SeatSummary:
        mine = [d for d in decisions if d.seat == seat]
        labels = {name: sum(d.label == name for d in mine) for name, _ in reversed(LABELS)}
        accuracy = deal_accuracy([d.cost for d in mine])
        lucky = [event for event in luck if event.seat == seat]
        return cls(
            seat,
            len(mine),
            Amount(sum(d.loss.points for d in mine), sum(d.loss.win for d in mine)),
            labels,
            Amount(sum(e.points for e in lucky), sum(e.win for e in lucky)),
            accuracy,
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "decisions": self.decisions,
            "loss": _amount(self.loss),
            "labels": dict(self.labels),
            "luck": _amount(self.luck),
            "accuracy": round(self.accuracy, 1),
        }


@dataclass(frozen=True)
class Analysis:
    """A whole record judged: every decision of every seat, the luck, the summaries."""

    rules: Rules
    strength: str
    decisions: tuple[Decision, ...]
    luck: tuple[Luck, ...]
    summary: tuple[SeatSummary, ...]
    outlooks: tuple[tuple[float, ...], ...] = ()
    """Per seat, its win chance (its outlook, the luck's estimator) as dealt (after the
    swap), then after each card of the record and the draws it ended: one more than the
    plays; empty where not rated (chiamata)."""

    def drop(self, decision: Decision) -> tuple[float, float] | None:
        """A card decision's chance to win before and after it, as the review's line draws
        it (``chance_drop``); None without outlooks (chiamata) or for the swap."""
        if decision.play is None or not self.outlooks:
            return None
        seat = decision.seat
        luck = sum(e.win for e in self.luck if e.seat == seat and e.play == decision.play)
        outlook = self.outlooks[seat][decision.play + 1]
        return chance_drop(outlook, luck, decision.loss.win)

    def said(self, decision: Decision) -> tuple[float, float]:
        """A decision's chance to win before and after it as the coach says it, the review
        and practice alike: the line's drop (``drop``) where it is drawn whole, else the
        judge's own values (no line, or a drop cut short at 0% or 100%, which would say
        "stayed the same" of a costly card)."""
        judged = decision.value_of(decision.best), decision.value_of(decision.card)
        drop = self.drop(decision)
        if drop is None or abs(drop[0] - drop[1] - decision.loss.win) > 1e-9:
            return judged
        return drop

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "scoring": SCORING,
            "rules": self.rules.to_dict(),
            "strength": self.strength,
            "decisions": [d.to_dict() for d in self.decisions],
            "luck": [e.to_dict() for e in self.luck],
            "summary": [s.to_dict() for s in self.summary],
            "outlooks": [[_win(w) for w in seat] for seat in self.outlooks],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict())

    @classmethod
    def from_dict(cls, data: object) -> Analysis:
        """An analysis read back from its JSON form (a kept analysis); AnalysisFormatError
        saying what is wrong otherwise. Its numbers are those written (rounded as
        ``to_dict`` rounds them), so it writes back the same document."""
        top = _object(data, "the analysis")
        if top.get("format") != FORMAT:
            raise AnalysisFormatError(f"not a {FORMAT} document")
        if top.get("scoring") != SCORING:
            raise AnalysisOutdatedError("labelled and scored by an earlier version of the coach")
        try:
            rules = Rules.from_dict(top.get("rules"))
        except (RulesError, TypeError, ValueError) as error:
            raise AnalysisFormatError(f"rules: {error}") from None
        strength = top.get("strength")
        if not isinstance(strength, str):
            raise AnalysisFormatError("strength must be a name")
        decisions = tuple(_decision_of(d) for d in _list(top.get("decisions"), "decisions"))
        luck = tuple(_luck_of(e) for e in _list(top.get("luck"), "luck"))
        for seat in [d.seat for d in decisions] + [e.seat for e in luck]:
            if not 0 <= seat < rules.players:
                raise AnalysisFormatError(f"seat {seat} at a table of {rules.players}")
        summary = tuple(_summary_of(e) for e in _list(top.get("summary"), "summary"))
        if [s.seat for s in summary] != list(range(rules.players)):
            raise AnalysisFormatError("the summary must have one entry per seat, in order")
        outlooks = tuple(
            tuple(_number(w, "an outlook") for w in _list(seat, "a seat's outlooks"))
            for seat in _list(top.get("outlooks", []), "outlooks")
        )
        if outlooks and len(outlooks) != rules.players:
            raise AnalysisFormatError("outlooks must have one list per seat")
        return cls(rules, strength, decisions, luck, summary, outlooks)


class AnalysisFormatError(ValueError):
    """A ``briscola-analysis/1`` document that cannot be read back; the message says why."""


class AnalysisOutdatedError(AnalysisFormatError):
    """A well-formed document scored otherwise (``SCORING``): to be judged again, not a
    broken file."""


def _object(value: object, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise AnalysisFormatError(f"{what} must be a JSON object")
    return value


def _list(value: object, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise AnalysisFormatError(f"{what} must be a list")
    return value


def _number(value: object, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise AnalysisFormatError(f"{what} must be a number")
    return float(value)


def _index(value: object, what: str, optional: bool = False) -> int | None:
    if value is None and optional:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise AnalysisFormatError(f"{what} must be a whole number of 0 or more")
    return value


def _action(value: object) -> Action:
    if not isinstance(value, str):
        raise AnalysisFormatError("a card must be a card code")
    for choice in SwapChoice:
        if value == choice.value:
            return choice
    try:
        return Card.parse(value)
    except ValueError:
        raise AnalysisFormatError(f"{value!r} is not a card") from None


def _amount_of(value: object, what: str) -> Amount:
    fields = _object(value, what)
    return Amount(_number(fields.get("points"), what), _number(fields.get("win"), what))


def _decision_of(value: object) -> Decision:
    fields = _object(value, "a decision")
    options = tuple(
        Option(
            _action(o.get("card")),
            _number(o.get("points"), "points"),
            _number(o.get("win"), "win"),
        )
        for o in (_object(o, "an option") for o in _list(fields.get("options"), "options"))
    )
    label = fields.get("label")
    if label is not None and label not in LABEL_NAMES:
        raise AnalysisFormatError(f"unknown label {label!r}")
    return Decision(
        _index(fields.get("play"), "play", optional=True),
        _index(fields.get("seat"), "seat") or 0,
        _action(fields.get("card")),
        fields.get("known") is True,
        options,
        _action(fields.get("best")),
        _amount_of(fields.get("loss"), "loss"),
        label,
    )


def _summary_of(value: object) -> SeatSummary:
    fields = _object(value, "a seat's summary")
    labels = _object(fields.get("labels"), "labels")
    if set(labels) != set(LABEL_NAMES):
        raise AnalysisFormatError(f"labels must count {', '.join(LABEL_NAMES)}")
    return SeatSummary(
        _index(fields.get("seat"), "seat") or 0,
        _index(fields.get("decisions"), "decisions") or 0,
        _amount_of(fields.get("loss"), "loss"),
        {name: _index(labels[name], name) or 0 for name in LABEL_NAMES},
        _amount_of(fields.get("luck"), "luck"),
        _number(fields.get("accuracy"), "accuracy"),
    )


def _luck_of(value: object) -> Luck:
    fields = _object(value, "a luck event")
    event = fields.get("event")
    if event not in ("deal", "draw"):
        raise AnalysisFormatError(f"unknown chance event {event!r}")
    card = fields.get("card")
    drawn = None if card is None else _action(card)
    if drawn is not None and not isinstance(drawn, Card):  # (a swap or a chiamata call)
        raise AnalysisFormatError("a drawn card must be a card")
    return Luck(
        _index(fields.get("play"), "play", optional=True),
        _index(fields.get("seat"), "seat") or 0,
        event,
        drawn,
        _number(fields.get("points"), "points"),
        _number(fields.get("win"), "win"),
        _index(fields.get("outcomes"), "outcomes") or 0,
        fields.get("enumerated") is True,
    )


def _points(value: float) -> float:
    return round(value, 2)


def _win(value: float) -> float:
    return round(value, 4)


def _amount(amount: Amount) -> dict[str, float]:
    return {"points": _points(amount.points), "win": _win(amount.win)}
