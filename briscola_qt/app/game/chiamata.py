"""Briscola chiamata at the table: what the human may know of a deal (the auction, the
called card, the partner as they know it) and the end of a deal in the summary's terms.

``ChiamataView`` is the chiamata part of a ``TableSnapshot``, made from the human's
observation: a view never works the partnership out again. The match itself answers as
every match does (``engine.match.BaseMatch``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.cards import Card
from ...engine.chiamata import Bid
from ...engine.observation import observe
from ...engine.state import GameState


@dataclass(frozen=True)
class ChiamataView:
    """The auction and the partnership as the human sees them at one moment."""

    calls: tuple[tuple[int, Bid], ...]
    """Every call so far, in speaking order: (seat, call)."""
    standing: Bid | None
    caller: int | None
    """The caller once the auction is over."""
    called: Card | None
    """The called card, once its suit is named."""
    partner: int | None
    """The partner as the human knows it: once the called card has fallen, or from the
    start when the human holds it (their own seat; the caller's own seat: alone)."""
    revealed: bool
    """The called card has fallen: every seat knows the sides."""
    legal: tuple[Bid, ...] = ()
    """The human's calls, when they are to speak (pass first)."""
    to_name_suit: bool = False
    """The human won the auction and is to name the suit."""
    thrown_in: bool = False
    known_sides: tuple[int, ...] | None = None
    """Each seat's side as the human knows it (``Observation.known_sides``): 0 the
    caller's side, 1 a defender; None while the human cannot know."""

    def last_call(self, seat: int) -> Bid | None:
        """What ``seat`` said last in the auction (None before it spoke)."""
        for speaker, bid in reversed(self.calls):
            if speaker == seat:
                return bid
        return None

    @property
    def bidding(self) -> bool:
        return self.called is None and not self.thrown_in

    def side_of(self, seat: int) -> int | None:
        """0 the caller's side, 1 a defender; None while the human cannot know."""
        return None if self.known_sides is None else self.known_sides[seat]


def chiamata_view(state: GameState, human: int, human_to_speak: bool) -> ChiamataView:
    """What the human sees of the auction and the partnership in ``state``."""
    obs = observe(state, human)
    called = state.called
    revealed = called is not None and called in state.plays
    auction = obs.auction_state()
    calls = tuple(zip(auction.speakers, auction.bids, strict=True))
    legal: tuple[Bid, ...] = ()
    to_name_suit = False
    if human_to_speak and state.bidding:
        actions = state.legal_actions()
        legal = tuple(a for a in actions if isinstance(a, Bid))
        to_name_suit = not legal
    return ChiamataView(
        calls=calls,
        standing=state.standing_bid,
        caller=state.caller,
        called=called,
        partner=obs.partner,
        revealed=revealed,
        legal=legal,
        to_name_suit=to_name_suit,
        thrown_in=state.thrown_in,
        known_sides=obs.known_sides(),
    )


@dataclass(frozen=True)
class ChiamataDeal:
    """The end of a chiamata deal in the summary's terms (seats of the deal)."""

    caller: int | None
    partner: int | None
    call: Bid | None
    called: Card | None
    points: tuple[int, int]
    """The caller's side's card points and the defenders'."""
    winner: int | None
    """0 the caller's side, 1 the defenders, None thrown in."""
    scores: tuple[int, ...]
    """Each seat's deal score."""
    seat_names: tuple[str, ...]
    totals: tuple[int, ...] = ()
    """Each seat's match total after this deal."""
    human: int = -1
    """The player's seat (-1: none, as in a test's made-up deal)."""
    sides: tuple[int, ...] = ()
    """Each seat's side in the deal (``GameState.deal_sides``): 0 the caller's side, 1 a
    defender (a deal thrown in: each seat its own)."""


def chiamata_deal(
    state: GameState,
    names: tuple[str, ...],
    totals: list[int],
    seat_of: list[int],
) -> ChiamataDeal:
    """The summary of the finished deal ``state`` (``seat_of``: each participant's seat)."""
    outcome = state.outcome()
    assert outcome is not None and outcome.scores is not None
    by_seat = [0] * len(names)
    for participant, total in enumerate(totals):
        by_seat[seat_of[participant]] = total
    return ChiamataDeal(
        caller=state.caller,
        partner=state.partner,
        call=state.standing_bid,
        called=state.called,
        points=(outcome.points[0], outcome.points[1]),
        winner=outcome.winner,
        scores=outcome.scores,
        seat_names=names,
        totals=tuple(by_seat),
        human=seat_of[0],
        sides=state.deal_sides(),
    )
