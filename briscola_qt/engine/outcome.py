"""The result of a finished deal: points per side and the winning side, or a draw."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .rules import Rules


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
    def decide(cls, rules: Rules, points: list[int], last_trick_side: int) -> Outcome:
        """Apply the scoring rules: most points wins; a tie for the most is a draw,
        unless the last-trick tie-break is on and the last trick went to a tied side."""
        best = max(points)
        leaders = [side for side, p in enumerate(points) if p == best]
        if len(leaders) == 1:
            return cls(tuple(points), leaders[0])
        if rules.tie_break_last_trick and last_trick_side in leaders:
            return cls(tuple(points), last_trick_side, decided_by_last_trick=True)
        return cls(tuple(points), None)
