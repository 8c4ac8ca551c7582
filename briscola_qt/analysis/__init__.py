"""The coach's judge over whole records: ``analyse(record)`` reviews a deal decision by
decision, with the luck of the draws, as ``briscola-analysis/1`` (docs/analysis-format.md).

The judge of one position (the hint) is ``briscola_qt.ai.judge.judge``; this package
walks a record and asks it about every decision, so the two never disagree.
"""

from ..ai.judge import DEFAULT, QUICK, STRENGTHS, Amount, Judgement, Option, Strength, judge
from ..ai.search import SearchCancelledError
from .model import (
    FORMAT,
    Analysis,
    Decision,
    Luck,
    SeatSummary,
    accuracy_of,
    cost_of,
    deal_accuracy,
    is_decided,
    label_of,
    shown_accuracy,
)
from .review import Progress, analyse

__all__ = [
    "DEFAULT",
    "FORMAT",
    "QUICK",
    "STRENGTHS",
    "Amount",
    "Analysis",
    "Decision",
    "Judgement",
    "Luck",
    "Option",
    "Progress",
    "SearchCancelledError",
    "SeatSummary",
    "Strength",
    "accuracy_of",
    "analyse",
    "cost_of",
    "deal_accuracy",
    "is_decided",
    "judge",
    "label_of",
    "shown_accuracy",
]
