"""The result of a finished deal: points per side and the winning side, or a draw.

The rule itself is a few plain functions (``deal_winner``, ``side_result``,
``contract_made``, ``contract_result``) on the sides' points: ``Outcome`` and
``GameState`` use them, and so does the computer players' search in its inner loop,
so they take plain ints and sequences and build nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from .rules import Rules

DRAW: Final = -1
"""``deal_winner``'s answer when no side wins the deal."""


def deal_winner(points: Sequence[int], last_trick_side: int, tie_break: bool) -> int:
    """The side that wins a finished deal in which side ``i`` took ``points[i]`` and
    ``last_trick_side`` took the last trick, or ``DRAW``: the most points wins; a tie
    for the most is a draw, unless ``tie_break`` (the rules' 60-60 tie-break) is on
    and the last trick went to one of the tied sides, which then wins."""
    best = max(points)
    if points.count(best) == 1:
        return points.index(best)
    if tie_break and points[last_trick_side] == best:
        return last_trick_side
    return DRAW


def side_result(
    points: Sequence[int],
    side: int,
    last_trick_side: int,
    tie_break: bool,
    draw: float = 0.5,
) -> float:
    """``side``'s result of the deal ``deal_winner`` decides, as a number: 1 if it wins,
    ``draw`` if the deal is a draw and ``side`` holds a share of the most points, 0 if
    it loses (a side below a tie for the most has lost)."""
    winner = deal_winner(points, last_trick_side, tie_break)
    if winner != DRAW:
        return 1.0 if winner == side else 0.0
    return draw if points[side] == max(points) else 0.0


def contract_made(caller_points: int, target: int) -> bool:
    """Chiamata: the caller's side wins the deal if it took at least its ``target`` (61,
    or a points call's); 60-60 against a target of 61 goes to the defenders."""
    return caller_points >= target


def contract_result(caller_points: int, target: int, side: int) -> float:
    """Chiamata: 1 if ``side`` (0 the caller's, 1 the defenders) wins the deal in which
    the caller's side took ``caller_points`` against ``target``, else 0."""
    return 1.0 if contract_made(caller_points, target) == (side == 0) else 0.0


@dataclass(frozen=True)
class Outcome:
    """Points per side (per team in team games, per seat otherwise) and the winner.

    ``winner`` is the winning side's index, or ``None`` for a draw.
    ``decided_by_last_trick`` is true when the 60-60 tie-break gave the win.
    Chiamata: ``points`` are the caller's side's and the defenders' (side 0 and 1),
    ``scores`` each seat's deal score, and a deal ``thrown_in`` has no winner.
    """

    points: tuple[int, ...]
    winner: int | None
    decided_by_last_trick: bool = False
    scores: tuple[int, ...] | None = None
    thrown_in: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"points": list(self.points), "winner": self.winner}

    @classmethod
    def decide(cls, rules: Rules, points: Sequence[int], last_trick_side: int) -> Outcome:
        """The outcome ``deal_winner`` gives under ``rules``' tie-break option."""
        winner = deal_winner(points, last_trick_side, rules.tie_break_last_trick)
        if winner == DRAW:
            return cls(tuple(points), None)
        tied = points.count(points[winner]) > 1
        return cls(tuple(points), winner, decided_by_last_trick=tied)
