"""The positions a player practises: their own costliest decisions, taken from the coach's
analyses kept with the deals of the history.

A position is one card decision of the player's seat in a judged deal: the table as it was
before that card (the record replayed up to it), the card played, and the judge's values
of every card it could have played (the kept analysis: the same judge as the hint and the
review, never a second one). It is worth practising when the review labels it (an
inaccuracy or worse): it cost 5 or more percentage points of win chance or, in a one-sided
deal (the best card's chance at most 10% or at least 90%), 5 or more card points
(``model.cost_of``). The costliest come
first, by that same cost.

No Qt here; the schedule of when each comes back is ``schedule.py``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Final

from ..ai.judge import Amount, Option
from ..analysis.kept import KeptAnalyses
from ..analysis.model import Analysis, Decision, cost_of, is_decided
from ..engine.cards import Card
from ..engine.errors import RecordError
from ..engine.record import Record, replay
from ..engine.state import GameState
from .entry import DealFacts
from .store import HistoryStore

EQUAL_COST: Final = 0.02
"""A card as good as the judge's best costs less than this (``cost_of``: 2 percentage
points of win chance, or 2 card points in a one-sided deal): two cards of the same worth, or
the judge's samples telling them apart by noise."""
MAX_DEALS: Final = 300
"""The most recent judged deals searched for positions (a bounded read of the history)."""


def loss_of(options: tuple[Option, ...], best: Card, card: Card) -> Amount:
    """What ``card`` gives up against ``best``, in points and win chance (never negative)."""
    values = {option.card: option for option in options}
    top, chosen = values[best], values[card]
    return Amount(max(0.0, top.points - chosen.points), max(0.0, top.win - chosen.win))


@dataclass(frozen=True)
class Position:
    """One decision of the player's to play again."""

    deal_id: str
    played_at: str
    """When the deal was played (the history's time, ISO 8601 UTC)."""
    record: Record
    seat: int
    play: int
    """Index in the record's ``plays`` of the card decided."""
    played: Card
    """The card the player played."""
    best: Card
    options: tuple[Option, ...]
    """The judge's values of every legal card, from the kept analysis."""
    drop: tuple[float, float] | None = None
    """The chance to win before and after the card played as the review says it
    (``Analysis.said``), so that practice and the review give one figure; None: the
    judge's own values."""

    @property
    def key(self) -> str:
        """The position's name in the schedule: the deal and the play."""
        return f"{self.deal_id}:{self.play}"

    def win_of(self, card: Card) -> float:
        """The chance to win had the player played ``card``."""
        return next(option.win for option in self.options if option.card == card)

    def chances(self, card: Card | None = None) -> tuple[float, float]:
        """The chance to win before the decision and after ``card`` (the card played), as
        the review says them: for the card played, the review's own figures; for another,
        the review's chance before less what that card loses."""
        chosen = self.played if card is None else card
        if self.drop is None:
            return self.win_of(self.best), self.win_of(chosen)
        before, after = self.drop
        if chosen != self.played:
            after = min(1.0, max(0.0, before - self.loss(chosen).win))
        return before, after

    def decided(self, card: Card | None = None) -> bool:
        """The deal was won or lost whether the player played ``card`` (the card played)
        or the judge's best (``model.is_decided``, as the review says it)."""
        chosen = self.played if card is None else card
        return is_decided(self.win_of(self.best), self.win_of(chosen))

    def by_points(self, card: Card | None = None) -> bool:
        """Whether ``card`` (the card played) is costly for the card points it gives away
        more than for the chance (a decided or one-sided deal, ``model.cost_of``)."""
        chosen = self.played if card is None else card
        return self.decided(chosen) or self.cost(chosen) > self.loss(chosen).win

    def cost(self, card: Card | None = None) -> float:
        """What ``card`` (the card played) cost, as the review measures it."""
        chosen = self.played if card is None else card
        return cost_of(self.loss(chosen), self.win_of(self.best))

    @property
    def trick(self) -> int:
        """The trick of the decision, from 1."""
        return trick_of(self.record, self.play)

    @property
    def lost(self) -> Amount:
        """What the card played gave up."""
        return loss_of(self.options, self.best, self.played)

    def loss(self, card: Card) -> Amount:
        """What ``card`` gives up against the judge's best here; KeyError if it is not one
        of the cards the player could play."""
        return loss_of(self.options, self.best, card)

    def solves(self, card: Card) -> bool:
        """``card`` is the judge's best, or as good as it (``EQUAL_COST``)."""
        return card == self.best or self.cost(card) < EQUAL_COST

    def rank(self) -> float:
        """Worst first when sorted in reverse: the cost of the card played."""
        return self.cost()

    def state(self) -> GameState:
        """The deal as it stood when the player chose (RecordError if it does not replay)."""
        return state_before(self.record, self.play)


def state_before(record: Record, play: int) -> GameState:
    """The deal of ``record`` as it stood before its card ``play`` (RecordError if the record
    does not replay)."""
    return replay(dataclasses.replace(record, plays=record.plays[:play], result=None))


def trick_of(record: Record, play: int) -> int:
    """The trick, from 1, of the record's card ``play``."""
    return play // record.rules.plays_per_trick + 1


def turns_of(record: Record, seat: int) -> list[int]:
    """Every card of ``record`` that ``seat`` played (its turns, forced ones too), by index
    in ``plays`` (RecordError if the record does not replay)."""
    state = state_before(record, 0)
    turns = []
    for play, card in enumerate(record.plays):
        if state.current_player() == seat:
            turns.append(play)
        state.push(card)
    return turns


def worth_practising(decision: Decision) -> bool:
    """A card decision the review labels (an inaccuracy or worse)."""
    if decision.play is None or not isinstance(decision.card, Card):
        return False  # (the swap of the 2 of trump: not a card on the table)
    return decision.label is not None


def positions_of(facts: DealFacts, record: Record, analysis: Analysis) -> list[Position]:
    """The positions of ``facts``'s deal (its player's seat) worth practising."""
    if record.rules.auction:
        return []  # (Briscola chiamata's table is not practised: its partner is hidden)
    found = []
    for decision in analysis.decisions:
        if decision.seat != facts.seat or not worth_practising(decision):
            continue
        assert decision.play is not None
        best, played = decision.best, decision.card
        assert isinstance(best, Card) and isinstance(played, Card)
        found.append(
            Position(
                facts.id,
                facts.played_at,
                record,
                decision.seat,
                decision.play,
                played,
                best,
                decision.options,
                analysis.said(decision),
            )
        )
    return found


def judged_deals(store: HistoryStore, kept: KeptAnalyses, strength: str) -> Iterator[Position]:
    """The positions of the most recent ``MAX_DEALS`` deals with a kept analysis."""
    for facts in store.deals()[:MAX_DEALS]:
        if facts.accuracy is None:
            continue  # (never reviewed: no analysis kept)
        try:
            record = store.record(facts.id)
        except (OSError, RecordError):
            continue
        analysis = kept.get(record, strength)
        if analysis is not None:
            yield from positions_of(facts, record, analysis)


def find_positions(store: HistoryStore, kept: KeptAnalyses, strength: str) -> list[Position]:
    """Every position worth practising in the history, worst first."""
    return sorted(judged_deals(store, kept, strength), key=Position.rank, reverse=True)
