"""Matches: a run of deals between the same people, the dealer alternating.

In deal ``k`` participant ``p`` sits at seat ``(p - k) mod n``, so the seat that leads
(the dealer's right-hand player) moves on one place each deal. In team games
participants 0, 2, (4) are one team and 1, 3, (5) the other, whatever seats they hold.

``BaseMatch`` is what every kind of match answers (its sides, scores, who leads or won,
each participant's result, its length), as python-chess's variants answer as a board:
``Match`` here, scored by deal wins, and ``chiamata_match.ChiamataMatch``, by deal scores.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Final

from .errors import RecordError, RulesError
from .observation import observe
from .outcome import Outcome
from .rules import Rules
from .state import GameState


class MatchLength(StrEnum):
    """How long a match lasts; the value is its string in saved settings and matches."""

    SINGLE = "single"
    BEST_OF_3 = "best_of_3"
    FIRST_TO = "first_to"


class DrawHandling(StrEnum):
    """What a drawn deal does to a match."""

    COUNT = "count"
    """It counts for nobody."""
    REPLAY = "replay"
    """It is replayed and not counted towards the match's length."""


LENGTHS: Final = tuple(m.value for m in MatchLength)
DRAWS: Final = tuple(d.value for d in DrawHandling)


@dataclass(frozen=True)
class MatchRules:
    """How long a match lasts and how deals score.

    ``length``: one deal, best of three (first to two deal wins) or first to
    ``target`` deal wins. ``draws``: a drawn deal counts for nobody (``count``) or is
    replayed and not counted towards the match's length (``replay``). ``margin``: a
    win by 91 or more scores 2, a win with all 120 points 3 (house option).
    """

    length: MatchLength = MatchLength.SINGLE
    target: int = 1
    draws: DrawHandling = DrawHandling.COUNT
    margin: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.length, str) or self.length not in LENGTHS:
            raise RulesError(f"unknown match length {self.length!r}")
        if not isinstance(self.draws, str) or self.draws not in DRAWS:
            raise RulesError(f"draws must be 'count' or 'replay', not {self.draws!r}")
        # Given as strings (a saved match, the settings), kept as the enums.
        object.__setattr__(self, "length", MatchLength(self.length))
        object.__setattr__(self, "draws", DrawHandling(self.draws))
        if type(self.target) is not int or self.target < 1:
            raise RulesError("a match target must be a whole number of at least 1")

    @property
    def wins_needed(self) -> int:
        return {MatchLength.SINGLE: 1, MatchLength.BEST_OF_3: 2}.get(self.length, self.target)

    def to_dict(self) -> dict[str, Any]:
        return {
            "length": self.length.value,
            "target": self.target,
            "draws": self.draws.value,
            "margin": self.margin,
        }

    @classmethod
    def from_dict(cls, data: object) -> MatchRules:
        """Match rules from ``to_dict``'s form; RulesError if they are not valid."""
        if not isinstance(data, dict):
            raise RulesError("match rules must be an object")
        try:
            return cls(**data)
        except TypeError:
            unknown = sorted(set(map(str, data)) - {"length", "target", "draws", "margin"})
            raise RulesError(f"unknown match rule {unknown[0][:40]!r}") from None


def margin_score(winner_points: int) -> int:
    """Match points for a deal won with ``winner_points`` under margin scoring."""
    if winner_points >= 120:
        return 3
    if winner_points >= 91:
        return 2
    return 1


@dataclass
class DealResult:
    """One finished deal in match terms: points and winner per participant side."""

    points: list[int]
    winner: int | None
    score: int


class Seating:
    """Who sits where in each deal of a match, and the deal itself: every kind of match
    moves the lead one seat a deal and shuffles from its seed and the deal number."""

    rules: Rules
    seed: int
    deal_number: int

    @property
    def participants(self) -> int:
        return self.rules.players

    def seat_of(self, participant: int, deal_number: int | None = None) -> int:
        k = self.deal_number if deal_number is None else deal_number
        return (participant - k) % self.participants

    def participant_at(self, seat: int, deal_number: int | None = None) -> int:
        k = self.deal_number if deal_number is None else deal_number
        return (seat + k) % self.participants

    def deal(self) -> GameState:
        """The current deal, shuffled from the match seed and the deal number."""
        rng = random.Random(f"briscola-match:{self.seed}:{self.deal_number}")
        return GameState.deal(self.rules, rng)


class MatchResult(StrEnum):
    """How a finished match ended for one participant; the value is the history's word."""

    WON = "won"
    SHARED = "drawn"
    """Level at the top with another side: a draw, or chiamata's first place shared."""
    LOST = "lost"


class BaseMatch(Seating, ABC):
    """What every kind of match answers, whatever it scores: the app and the savegame
    ask a match through these and never ask which kind it is.

    A match's sides are what it scores: teams, or each participant (chiamata's
    partnerships last one deal, so its sides are the participants)."""

    match_rules: MatchRules
    """How deal wins end the match (a match counted in deals, ``fixed_deals``, has the
    defaults: none of them applies)."""
    results: Sequence[object]
    """Each finished deal's result, in the match's terms, in order."""

    @property
    @abstractmethod
    def sides(self) -> int:
        """How many sides the match scores."""

    @abstractmethod
    def side_of_participant(self, participant: int) -> int:
        """The match side ``participant`` plays for in every deal."""

    @abstractmethod
    def match_side(self, deal_side: int, deal_number: int | None = None) -> int:
        """The match side that keeps the rules' side ``deal_side`` (a capture pile: a team,
        or a seat) in a deal (the current one)."""

    @property
    @abstractmethod
    def fixed_deals(self) -> int | None:
        """The match's length when it is a number of deals (chiamata's five or ten); None
        when its match rules end it by deal wins."""

    @abstractmethod
    def finish_deal(self, state: GameState) -> object:
        """Score the finished deal ``state``, keep its result and move the dealer on;
        ValueError if the deal is not over."""

    @abstractmethod
    def scores(self) -> list[int]:
        """Each match side's score so far."""

    @abstractmethod
    def is_over(self) -> bool:
        """The match has played its last deal."""

    @abstractmethod
    def restarted(self) -> BaseMatch:
        """This match as it was before its first deal (the same rules, length and seed)."""

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """The match as JSON data; ``read_match`` reads it back, whatever its kind."""

    @property
    def deals_played(self) -> int:
        return len(self.results)

    def deal_sides(self, state: GameState) -> tuple[int, ...]:
        """Who plays with whom in the deal ``state``: each seat's side (chiamata's caller's
        side 0 and defenders 1 once the called card is named)."""
        return state.deal_sides()

    def known_sides(self, state: GameState, seat: int) -> tuple[int, ...] | None:
        """Each seat's side as ``seat`` knows it at this moment of ``state`` (None while it
        cannot know: chiamata before it knows the partner)."""
        return observe(state, seat).known_sides()

    def leaders(self) -> list[int]:
        """The sides with the highest match score (more than one: level at the top)."""
        scores = self.scores()
        best = max(scores)
        return [side for side, s in enumerate(scores) if s == best]

    def winner(self) -> int | None:
        """The side that won the match, or None (not over, or level at the top)."""
        if not self.is_over():
            return None
        leaders = self.leaders()
        return leaders[0] if len(leaders) == 1 else None

    def result_for(self, participant: int) -> MatchResult | None:
        """How the match ended for ``participant``'s side: won alone, shared the top with
        another side, or lost; None while it is not over."""
        if not self.is_over():
            return None
        side, leaders = self.side_of_participant(participant), self.leaders()
        if side not in leaders:
            return MatchResult.LOST
        return MatchResult.WON if len(leaders) == 1 else MatchResult.SHARED


@dataclass
class Match(BaseMatch):
    """Deals between the same participants until the match rules say it is over."""

    rules: Rules
    match_rules: MatchRules = field(default_factory=MatchRules)
    seed: int = 0
    deal_number: int = 0
    results: list[DealResult] = field(default_factory=list)

    @property
    def sides(self) -> int:
        return self.rules.sides

    def side_of_participant(self, participant: int) -> int:
        # Participants sit in the same order as seats, so their sides follow the same rule.
        return self.rules.side_of(participant)

    def match_side(self, deal_side: int, deal_number: int | None = None) -> int:
        """The match side (team or participant) that plays as ``deal_side`` in a deal."""
        seat = self.rules.seats_of(deal_side)[0]
        return self.side_of_participant(self.participant_at(seat, deal_number))

    @property
    def fixed_deals(self) -> None:
        return None

    def restarted(self) -> Match:
        return Match(self.rules, self.match_rules, seed=self.seed)

    def finish_deal(self, state: GameState) -> DealResult:
        outcome = state.outcome()
        if outcome is None:
            raise ValueError("the deal is not over")
        return self.score_outcome(outcome)

    def score_outcome(self, outcome: Outcome) -> DealResult:
        """Score a deal's ``outcome`` and move on to the next one (the dealer alternates)."""
        points = [0] * self.sides
        for deal_side, p in enumerate(outcome.points):
            points[self.match_side(deal_side)] = p
        winner = None if outcome.winner is None else self.match_side(outcome.winner)
        score = 0
        if winner is not None:
            score = margin_score(points[winner]) if self.match_rules.margin else 1
        result = DealResult(points, winner, score)
        self.results.append(result)
        self.deal_number += 1
        return result

    def scores(self) -> list[int]:
        """Match points per side: deal wins, or margin points."""
        totals = [0] * self.sides
        for result in self.results:
            if result.winner is not None:
                totals[result.winner] += result.score
        return totals

    def counted_deals(self) -> int:
        if self.match_rules.draws == DrawHandling.REPLAY:
            return sum(1 for r in self.results if r.winner is not None)
        return len(self.results)

    def is_over(self) -> bool:
        scores = self.scores()
        if max(scores, default=0) >= self.match_rules.wins_needed:
            return True
        length = self.match_rules.length
        if length == MatchLength.SINGLE:
            return self.counted_deals() >= 1
        if length == MatchLength.BEST_OF_3:
            return self.counted_deals() >= 3
        return False

    def to_dict(self) -> dict[str, Any]:
        return {
            "rules": self.rules.to_dict(),
            "match_rules": self.match_rules.to_dict(),
            "seed": self.seed,
            "deal_number": self.deal_number,
            "results": [
                {"points": r.points, "winner": r.winner, "score": r.score} for r in self.results
            ],
        }

    @classmethod
    def from_dict(cls, data: object, where: str = "match") -> Match:
        """A match from ``to_dict``'s form, every part checked (a saved game's match is
        outside data); RecordError naming the part (under ``where``) that is wrong."""
        keys = {"rules", "match_rules", "seed", "deal_number", "results"}
        if not isinstance(data, dict) or set(data) != keys:
            raise RecordError(
                "must be an object with rules, match_rules, seed, deal_number, results", where
            )
        try:
            rules = Rules.from_dict(data["rules"])
            match_rules = MatchRules.from_dict(data["match_rules"])
            if rules.auction:
                raise RulesError("a match of briscola chiamata is a ChiamataMatch, scored by deal")
        except RulesError as err:
            raise RecordError(str(err), where) from None
        seed, number, results = data["seed"], data["deal_number"], data["results"]
        if type(seed) is not int:
            raise RecordError("must be a whole number", f"{where}.seed")
        if type(number) is not int or not 0 <= number <= MAX_DEALS:
            raise RecordError("must be a whole number from 0", f"{where}.deal_number")
        if not isinstance(results, list) or len(results) != number:
            raise RecordError("must list one result per deal played", f"{where}.results")
        match = cls(rules, match_rules, seed=seed)
        for i, result in enumerate(results):
            match.results.append(_result(result, match.sides, f"{where}.results[{i}]"))
        match.deal_number = number
        earlier = cls(rules, match_rules, seed=seed, results=match.results[:-1])
        if match.results and earlier.is_over():
            raise RecordError("the match was over before its last deal", f"{where}.results")
        return match


MAX_DEALS: Final = 2_000
"""The most deals a match read from outside data may have played."""


def _result(raw: object, sides: int, where: str) -> DealResult:
    if not isinstance(raw, dict) or set(raw) != {"points", "winner", "score"}:
        raise RecordError("must be an object with points, winner and score", where)
    points, winner, score = raw["points"], raw["winner"], raw["score"]
    if (
        not isinstance(points, list)
        or len(points) != sides
        or any(type(p) is not int or not 0 <= p <= 120 for p in points)
        or sum(points) != 120
    ):
        raise RecordError(f"must be {sides} card-point totals adding up to 120", f"{where}.points")
    if winner is not None and (type(winner) is not int or not 0 <= winner < sides):
        raise RecordError("must be null or a side number", f"{where}.winner")
    if type(score) is not int or not 0 <= score <= 3 or (winner is None) != (score == 0):
        raise RecordError("must be 0 for a draw, 1 to 3 for a win", f"{where}.score")
    return DealResult(list(points), winner, score)
