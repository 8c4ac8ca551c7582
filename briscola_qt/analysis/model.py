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
from ..engine.rules import Rules
from ..engine.state import Action

FORMAT: Final = "briscola-analysis/1"
LABELS: Final = (("blunder", 0.20), ("mistake", 0.10), ("inaccuracy", 0.05))
"""A decision's label by the win chance it lost, worst first (none below 0.05)."""
ACCURACY_RATE: Final = 4.354
"""A decision's accuracy is 100 x exp(-ACCURACY_RATE x win chance lost): Lichess's curve
(0.04354 per percentage point) without its offsets, so no loss scores exactly 100."""

Label = Literal["inaccuracy", "mistake", "blunder"]
Event = Literal["deal", "draw"]


def label_of(loss_win: float) -> Label | None:
    """The chess player's name for losing ``loss_win`` win chance, or None below 0.05."""
    for name, floor in LABELS:
        if loss_win >= floor - 1e-9:
            return name  # type: ignore[return-value]
    return None


def accuracy_of(loss_win: float) -> float:
    """One decision's accuracy, 0-100: 100 for no loss, 80 at 0.05, 42 at 0.20."""
    return 100.0 * math.exp(-ACCURACY_RATE * loss_win)


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
    """Mean of ``accuracy_of`` over the seat's decisions (100 with none)."""

    @classmethod
    def of(cls, seat: int, decisions: list[Decision], luck: list[Luck]) -> SeatSummary:
        mine = [d for d in decisions if d.seat == seat]
        labels = {name: sum(d.label == name for d in mine) for name, _ in reversed(LABELS)}
        accuracy = sum(accuracy_of(d.loss.win) for d in mine) / len(mine) if mine else 100.0
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

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "rules": self.rules.to_dict(),
            "strength": self.strength,
            "decisions": [d.to_dict() for d in self.decisions],
            "luck": [e.to_dict() for e in self.luck],
            "summary": [s.to_dict() for s in self.summary],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict())


def _points(value: float) -> float:
    return round(value, 2)


def _win(value: float) -> float:
    return round(value, 4)


def _amount(amount: Amount) -> dict[str, float]:
    return {"points": _points(amount.points), "win": _win(amount.win)}
