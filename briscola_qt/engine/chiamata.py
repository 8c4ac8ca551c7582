"""Briscola chiamata's own rules (RULES.md, "Briscola chiamata"): the auction's calls,
the caller's choice of suit, and the zero-sum score of a deal.

``GameState`` holds an ``Auction`` and asks it whose turn it is and what may be called;
``deal_scores`` is the one place that scores a finished deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from .cards import MAJORITY, TOTAL_POINTS, CardCodeError, Rank, Suit
from .errors import IllegalMoveError

PLAIN_TARGET: Final = MAJORITY
"""The points a plain call (any rank, or a plain 2) must take: more than half (61)."""
LOWEST_POINTS_CALL: Final = PLAIN_TARGET + 1
"""The lowest target a points call (a 2 for more points) may name (62)."""
MAX_TARGET: Final = TOTAL_POINTS
"""The highest target a points call may name: every point (120)."""


@dataclass(frozen=True)
class Bid:
    """One turn of the auction: a pass (``rank`` None), a rank, or a 2 with a points
    target above the plain one (a points call). Its code is the record's: ``"pass"``,
    ``"A"`` ... ``"2"``, ``"2:NN"``."""

    rank: Rank | None
    target: int = PLAIN_TARGET

    @property
    def is_pass(self) -> bool:
        return self.rank is None

    @property
    def is_points_call(self) -> bool:
        """A 2 for more points than a plain call takes (``LOWEST_POINTS_CALL`` and up)."""
        return self.target > PLAIN_TARGET

    @property
    def code(self) -> str:
        if self.rank is None:
            return "pass"
        if self.is_points_call:
            return f"{self.rank.code}:{self.target}"
        return self.rank.code

    @classmethod
    def parse(cls, code: object) -> Bid:
        """The bid of a record's code; CardCodeError if it is not one."""
        if not isinstance(code, str) or len(code) > 8:
            raise CardCodeError(f"not a call: {str(code)[:20]!r}")
        if code == "pass":
            return PASS
        rank_code, colon, target = code.partition(":")
        rank = Rank.parse(rank_code)
        if not colon:
            return cls(rank)
        if rank != Rank.TWO or not target.isdigit() or len(target) > 3:
            raise CardCodeError(f"not a call: {code!r} (a points call is 2:NN)")
        number = int(target)
        if not LOWEST_POINTS_CALL <= number <= MAX_TARGET:
            raise CardCodeError(
                f"a points call says {LOWEST_POINTS_CALL} to {MAX_TARGET}, not {number}"
            )
        return cls(rank, number)

    def beats(self, standing: Bid | None) -> bool:
        """Whether this call may follow the ``standing`` call (None: no call yet).

        A lower rank than the standing one (A, 3, K, Q, J, 7, 6, 5, 4, 2), or once a 2
        stands, 2 with a higher points target; the first call is any plain rank."""
        if self.rank is None:
            return True
        if standing is None or standing.rank is None:
            return not self.is_points_call
        if standing.rank == Rank.TWO:
            return self.rank == Rank.TWO and self.target > standing.target
        return self.rank > standing.rank and not self.is_points_call

    def __str__(self) -> str:
        return self.code


PASS: Final = Bid(None)


@dataclass(frozen=True)
class SuitCall:
    """The caller's choice of suit after the auction: the called card is the winning
    rank of this suit, and this suit is trump."""

    suit: Suit

    @property
    def code(self) -> str:
        return self.suit.code

    def __str__(self) -> str:
        return self.code


class Auction:
    """The calls of one deal in speaking order, and what follows from them.

    Seat 0 speaks first, then each seat in play order round after round, a seat that
    passed being skipped. It ends when every seat but one has passed after a call (that
    seat is the caller), or when all pass without a call (the deal is thrown in).
    """

    def __init__(self, players: int, bids: Sequence[Bid] = ()) -> None:
        self.players = players
        self.bids: list[Bid] = []
        self.speakers: list[int] = []
        self._passed: set[int] = set()
        self._standing: Bid | None = None
        self._holder: int | None = None
        for bid in bids:
            self.push(bid)

    @property
    def standing(self) -> Bid | None:
        """The call that stands now (None before the first call)."""
        return self._standing

    @property
    def caller(self) -> int | None:
        """The seat whose call stands: the caller once the auction is over."""
        return self._holder

    @property
    def passed(self) -> frozenset[int]:
        return frozenset(self._passed)

    def is_over(self) -> bool:
        left = self.players - len(self._passed)
        return left == 0 or (left == 1 and self._standing is not None)

    @property
    def thrown_in(self) -> bool:
        """All passed without a call: the deal is thrown in."""
        return len(self._passed) == self.players

    def speaker(self) -> int | None:
        """The seat to speak next; None when the auction is over."""
        if self.is_over():
            return None
        seat = (self.speakers[-1] + 1) % self.players if self.speakers else 0
        while seat in self._passed:
            seat = (seat + 1) % self.players
        return seat

    def legal_bids(self) -> list[Bid]:
        """Pass, then every call that may follow the standing one, highest first."""
        if self.is_over():
            return []
        standing = self._standing
        if standing is None or standing.rank is None:
            return [PASS, *(Bid(rank) for rank in Rank)]
        if standing.rank == Rank.TWO:
            targets = range(standing.target + 1, MAX_TARGET + 1)
            return [PASS, *(Bid(Rank.TWO, t) for t in targets)]
        return [PASS, *(Bid(rank) for rank in Rank if rank > standing.rank)]

    def refusal(self, bid: Bid) -> str | None:
        """Why ``bid`` may not be said now, in words; None if it may."""
        seat = self.speaker()
        if seat is None:
            return "the auction is over"
        if bid.beats(self._standing):
            return None
        standing = self._standing
        if standing is None:
            return f"seat {seat} calls {bid}, but the first call is a plain rank"
        if standing.rank == Rank.TWO and bid.rank == Rank.TWO:
            return f"seat {seat} calls {bid}, but a points target must beat {standing}"
        return f"seat {seat} calls {bid}, which is not lower than the standing {standing}"

    def push(self, bid: Bid) -> int:
        """Say ``bid`` for the seat to speak; returns that seat. IllegalMoveError if the
        auction is over or the call does not beat the standing one."""
        why = self.refusal(bid)
        if why is not None:
            raise IllegalMoveError(why)
        seat = self.speaker()
        assert seat is not None
        self.bids.append(bid)
        self.speakers.append(seat)
        if bid.is_pass:
            self._passed.add(seat)
        else:
            self._standing = bid
            self._holder = seat
        return seat

    def pop(self) -> Bid:
        """Take back the last call."""
        bid = self.bids.pop()
        seat = self.speakers.pop()
        if bid.is_pass:
            self._passed.discard(seat)
        else:
            self._standing = None
            self._holder = None
            for earlier, speaker in zip(self.bids, self.speakers, strict=True):
                if not earlier.is_pass:
                    self._standing, self._holder = earlier, speaker
        return bid

    def clone(self) -> Auction:
        other = Auction.__new__(Auction)
        other.__dict__.update(self.__dict__)
        other.bids = list(self.bids)
        other.speakers = list(self.speakers)
        other._passed = set(self._passed)
        return other

    def key(self) -> tuple[Bid, ...]:
        return tuple(self.bids)


def deal_scores(players: int, caller: int, partner: int, won: bool) -> tuple[int, ...]:
    """Each seat's score for a deal (zero-sum): the caller's side wins or loses 2 for the
    caller and 1 for the partner, each defender the opposite 1; a caller alone 4."""
    sign = 1 if won else -1
    scores = [-sign] * players
    if partner == caller:
        scores[caller] = 4 * sign
    else:
        scores[caller] = 2 * sign
        scores[partner] = sign
    return tuple(scores)
