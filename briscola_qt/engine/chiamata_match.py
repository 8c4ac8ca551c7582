"""A match of Briscola chiamata: a fixed number of deals, every player for themselves.

Five or ten deals (everyone deals once or twice), the dealer moving to the right after
each, as in every match (``match.Seating``). Each player is a side of their own:
partnerships last one deal. A deal thrown in (all five passed)
counts as a deal, scoring nothing: its dealer dealt, and the next dealer deals the next.
Each player's total is the sum of their deal scores; the highest total wins, a tie for
the highest is shared.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from .chiamata import deal_scores
from .errors import RecordError, RulesError
from .match import MAX_DEALS, BaseMatch, MatchRules
from .rules import Rules
from .state import GameState

MATCH_DEALS: Final = (5, 10)
"""The lengths of a chiamata match, in deals."""


@dataclass(frozen=True)
class ChiamataResult:
    """One finished deal in match terms (participants, not seats)."""

    caller: int | None
    """The caller; None when the deal was thrown in."""
    partner: int | None
    """The holder of the called card (the caller when alone)."""
    points: tuple[int, int]
    """Card points of the caller's side and of the defenders."""
    winner: int | None
    """0 the caller's side, 1 the defenders, None thrown in."""
    scores: tuple[int, ...]
    """Each participant's deal score (zero-sum)."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "caller": self.caller,
            "partner": self.partner,
            "points": list(self.points),
            "winner": self.winner,
            "scores": list(self.scores),
        }


@dataclass
class ChiamataMatch(BaseMatch):
    """Deals of Briscola chiamata between the same five players."""

    rules: Rules
    deals: int = MATCH_DEALS[0]
    seed: int = 0
    deal_number: int = 0
    results: list[ChiamataResult] = field(default_factory=list)
    match_rules: MatchRules = field(
        default_factory=MatchRules, init=False, repr=False, compare=False
    )
    """(None apply: a chiamata match is counted in deals.)"""

    def __post_init__(self) -> None:
        if not self.rules.auction:
            raise RulesError("a chiamata match plays chiamata deals")
        if self.deals not in MATCH_DEALS:
            raise RulesError(f"a chiamata match has 5 or 10 deals, not {self.deals!r}")

    @property
    def sides(self) -> int:
        return self.participants

    def side_of_participant(self, participant: int) -> int:
        return participant

    def match_side(self, deal_side: int, deal_number: int | None = None) -> int:
        """The participant at the deal's seat ``deal_side`` (each seat keeps its tricks)."""
        return self.participant_at(deal_side, deal_number)

    @property
    def fixed_deals(self) -> int:
        return self.deals

    def restarted(self) -> ChiamataMatch:
        return ChiamataMatch(self.rules, self.deals, seed=self.seed)

    def finish_deal(self, state: GameState) -> ChiamataResult:
        """Score the finished deal ``state`` and move the dealer on."""
        outcome = state.outcome()
        if outcome is None or outcome.scores is None:
            raise ValueError("the deal is not over")
        caller, partner = state.caller, state.partner
        seated = [0] * self.participants
        for seat, score in enumerate(outcome.scores):
            seated[self.participant_at(seat)] = score
        points = (outcome.points[0], outcome.points[1])
        result = ChiamataResult(
            caller=None if caller is None else self.participant_at(caller),
            partner=None if partner is None else self.participant_at(partner),
            points=points,
            winner=outcome.winner,
            scores=tuple(seated),
        )
        self.results.append(result)
        self.deal_number += 1
        return result

    def totals(self) -> list[int]:
        """Each participant's match score so far (they sum to zero)."""
        totals = [0] * self.participants
        for result in self.results:
            for participant, score in enumerate(result.scores):
                totals[participant] += score
        return totals

    def scores(self) -> list[int]:
        return self.totals()

    def is_over(self) -> bool:
        return len(self.results) >= self.deals

    def to_dict(self) -> dict[str, Any]:
        return {
            "rules": self.rules.to_dict(),
            "deals": self.deals,
            "seed": self.seed,
            "deal_number": self.deal_number,
            "results": [r.to_dict() for r in self.results],
        }

    @classmethod
    def from_dict(cls, data: object, where: str = "match") -> ChiamataMatch:
        """A match from ``to_dict``'s form, every part checked (outside data)."""
        keys = {"rules", "deals", "seed", "deal_number", "results"}
        if not isinstance(data, dict) or set(data) != keys:
            raise RecordError(
                "must be an object with rules, deals, seed, deal_number, results", where
            )
        seed, number, results = data["seed"], data["deal_number"], data["results"]
        try:
            match = cls(Rules.from_dict(data["rules"]), data["deals"], seed)
        except (RulesError, TypeError) as err:
            raise RecordError(str(err), where) from None
        if type(seed) is not int:
            raise RecordError("must be a whole number", f"{where}.seed")
        if type(number) is not int or not 0 <= number <= min(match.deals, MAX_DEALS):
            raise RecordError("must be a whole number from 0 to the deals", f"{where}.deal_number")
        if not isinstance(results, list) or len(results) != number:
            raise RecordError("must list one result per deal played", f"{where}.results")
        for i, raw in enumerate(results):
            match.results.append(_result(raw, match.participants, f"{where}.results[{i}]"))
        match.deal_number = number
        return match


def _seat_number(value: object, players: int) -> bool:
    return type(value) is int and 0 <= value < players


def _result(raw: object, players: int, where: str) -> ChiamataResult:
    keys = {"caller", "partner", "points", "winner", "scores"}
    if not isinstance(raw, dict) or set(raw) != keys:
        raise RecordError("must be an object with caller, partner, points, winner, scores", where)
    caller, partner, points, scores, winner = (
        raw["caller"],
        raw["partner"],
        raw["points"],
        raw["scores"],
        raw["winner"],
    )
    if not isinstance(scores, list) or len(scores) != players or sum(map(_int, scores)) != 0:
        raise RecordError(f"must be {players} whole numbers adding up to 0", f"{where}.scores")
    if not isinstance(points, list) or len(points) != 2 or any(_int(p) < 0 for p in points):
        raise RecordError("must be the two sides' card points", f"{where}.points")
    if caller is None:
        if partner is not None or winner is not None or points != [0, 0] or any(scores):
            raise RecordError("a deal thrown in has no partner, points or scores", where)
        return ChiamataResult(None, None, (0, 0), None, tuple(scores))
    if not _seat_number(caller, players) or not _seat_number(partner, players):
        raise RecordError("caller and partner must be player numbers", where)
    if winner not in (0, 1) or sum(points) != 120:
        raise RecordError("must have a winner 0 or 1 and 120 card points", where)
    if tuple(scores) != deal_scores(players, caller, partner, winner == 0):
        raise RecordError("scores do not follow from the caller, partner and winner", where)
    return ChiamataResult(caller, partner, (points[0], points[1]), winner, tuple(scores))


def _int(value: object) -> int:
    if type(value) is not int:
        raise RecordError(f"not a whole number: {str(value)[:20]}")
    return value
