"""A compact simulator for search: plain ints and lists, precomputed tables.

``Sim`` plays a fully known deal (a determinisation) as fast as plain Python allows:
cards are ints 0..39, hands are lists, the stock is a list drawn from its end, and the
trick winner uses table lookups. Search copies a ``Sim`` and plays it out; nothing here
touches ``Card`` objects or dataclasses in the inner loops.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from random import Random
from typing import Final

from ..engine.cards import POINTS, RANK_OF, SUIT_OF
from ..engine.observation import Observation, Sampler
from ..engine.rules import Rules
from ..engine.state import GameState, trick_winner_index

PTS: Final[tuple[int, ...]] = tuple(POINTS)
SUIT: Final[tuple[int, ...]] = tuple(SUIT_OF)
RANK: Final[tuple[int, ...]] = tuple(RANK_OF)
BIT: Final[tuple[int, ...]] = tuple(1 << c for c in range(40))
SUIT_MASK: Final[tuple[int, ...]] = tuple(
    sum(1 << c for c in range(40) if SUIT_OF[c] == s) for s in range(4)
)
ALL_MASK: Final = (1 << 40) - 1
NO_TRUMP: Final = -1
"""The trump of a deal without one (briscolone), in the simulator's plain ints."""


def trump_code(trump: int | None) -> int:
    """The simulator's trump for the engine's (None: no trump)."""
    return NO_TRUMP if trump is None else int(trump)


def cards_of(mask: int) -> list[int]:
    """The cards of a bitmask, lowest first."""
    out: list[int] = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


winner_index = trick_winner_index
"""Index in a trick's cards of the one that wins it (the engine's own rule)."""


@cache
def beaters(trump: int) -> tuple[int, ...]:
    """Per card, the mask of cards that take the trick from it while it is winning (the
    engine's trick winner, tabled once per trump; -1: no trump). The inner loops test
    ``BIT[card] & beaters(trump)[best]`` instead of writing the rule again."""
    return tuple(
        sum(BIT[d] for d in range(40) if d != c and winner_index((c, d), trump) == 1)
        for c in range(40)
    )


def playable(hand: list[int], trick: list[int], follow: bool) -> list[int]:
    """The follow-suit rule on a hand: with ``follow`` (briscolone), the cards of the
    suit led if the hand holds any; otherwise the whole hand (the list itself)."""
    if follow and trick:
        led = SUIT[trick[0]]
        same = [c for c in hand if SUIT[c] == led]
        if same:
            return same
    return hand


def playable_mask(hand: int, trick: list[int], follow: bool) -> int:
    """``playable`` for a hand held as a bitmask (the endgame solver's form)."""
    if follow and trick:
        same = hand & SUIT_MASK[SUIT[trick[0]]]
        if same:
            return same
    return hand


class Table:
    """What does not change during a deal: seats, sides, play orders, variant flags.

    ``sides`` gives each seat's side when the rules do not fix it (chiamata: the caller's
    side is 0, the defenders 1, as a determinised deal or a seat's knowledge has them).
    ``tie_break`` is the rules' 60-60 tie-break: the last trick's side wins a tie."""

    __slots__ = ("follow", "n", "nsides", "orders", "plays", "side", "tie_break", "tricks")

    def __init__(self, rules: Rules, sides: tuple[int, ...] | None = None) -> None:
        self.n = rules.players
        if sides is None:
            self.nsides = rules.sides
            self.side = tuple(rules.side_of(s) for s in range(self.n))
        else:
            self.nsides = max(sides) + 1
            self.side = sides
        self.orders = tuple(rules.play_order(s) for s in range(self.n))
        self.plays = rules.plays_per_trick
        self.follow = rules.follow_suit
        self.tricks = rules.tricks
        self.tie_break = rules.tie_break_last_trick


class Sim:
    """A fully known deal in compact form; ``play`` applies a card of the seat to move."""

    __slots__ = (
        "gone",
        "hands",
        "leader",
        "points",
        "stock",
        "table",
        "trick_cards",
        "trick_seats",
        "trump",
    )

    def __init__(
        self,
        table: Table,
        hands: list[list[int]],
        stock: list[int],
        trump: int,
        leader: int,
        trick_cards: list[int],
        trick_seats: list[int],
        points: list[int],
        gone: int,
    ) -> None:
        self.table = table
        self.hands = hands
        self.stock = stock  # the next card to draw is at the end
        self.trump = trump
        self.leader = leader
        self.trick_cards = trick_cards
        self.trick_seats = trick_seats
        self.points = points
        self.gone = gone  # bitmask of cards played (finished tricks and the current one)

    def copy(self) -> Sim:
        return Sim(
            self.table,
            [list(h) for h in self.hands],
            list(self.stock),
            self.trump,
            self.leader,
            list(self.trick_cards),
            list(self.trick_seats),
            list(self.points),
            self.gone,
        )

    def relabelled(self, mapping: Mapping[int, int]) -> Sim:
        """A copy with the cards in the hands and the stock taken to the cards ``mapping``
        gives (the others kept): a deal of a view relabelled into a like view's."""
        get = mapping.get
        return Sim(
            self.table,
            [[get(c, c) for c in h] for h in self.hands],
            [get(c, c) for c in self.stock],
            self.trump,
            self.leader,
            list(self.trick_cards),
            list(self.trick_seats),
            list(self.points),
            self.gone,
        )

    def to_move(self) -> int:
        return self.table.orders[self.leader][len(self.trick_cards)]

    def done(self) -> bool:
        return not self.trick_cards and not any(self.hands)

    def last_trick_side(self) -> int:
        """The side that took the last trick, once the deal is ``done`` (every finished
        trick makes its taker the leader, so the leader is who took the last one)."""
        return self.table.side[self.leader]

    def legal(self, seat: int) -> list[int]:
        return playable(self.hands[seat], self.trick_cards, self.table.follow)

    def play(self, card: int) -> None:
        table = self.table
        seat = table.orders[self.leader][len(self.trick_cards)]
        self.hands[seat].remove(card)
        self.trick_cards.append(card)
        self.trick_seats.append(seat)
        self.gone |= BIT[card]
        if len(self.trick_cards) == table.plays:
            self._finish_trick()

    def _finish_trick(self) -> None:
        tc = self.trick_cards
        winner = self.trick_seats[winner_index(tc, self.trump)]
        total = 0
        for c in tc:
            total += PTS[c]
        self.points[self.table.side[winner]] += total
        self.leader = winner
        self.trick_cards = []
        self.trick_seats = []
        stock = self.stock
        if stock:
            hands = self.hands
            for s in self.table.orders[winner]:
                hands[s].append(stock.pop())


@cache
def partnership_table(rules: Rules, caller: int, partner: int) -> Table:
    """Chiamata's table once the partnership is known: the caller and the partner (the
    caller alone, if it called its own card) are side 0, the defenders side 1."""
    return Table(rules, tuple(0 if s in (caller, partner) else 1 for s in range(rules.players)))


def sim_from_state(state: GameState) -> Sim:
    """The compact form of a full game state (e.g. one sampled by ``sample_state``);
    chiamata's after the suit is named, with its two sides and their points."""
    rules = state.rules
    table = Table(rules)
    points = list(state.points)
    if rules.auction:
        caller, partner = state.caller, state.partner
        assert caller is not None and partner is not None, "play begins once the suit is named"
        table = partnership_table(rules, caller, partner)
        points = list(state.side_points())
    gone = 0
    for done in state.history:
        for c in done.cards:
            gone |= BIT[c]
    trick = state.trick
    for _, c in trick:
        gone |= BIT[c]
    return Sim(
        table,
        [[int(c) for c in state.hand(s)] for s in range(rules.players)],
        [int(c) for c in reversed(state.stock)],
        trump_code(state.trump),
        state.leader,
        [int(c) for _, c in trick],
        [s for s, _ in trick],
        points,
        gone,
    )


class SampledSims:
    """``sim_from_state(sample_state(obs, rng))`` for many deals of one view, without the
    ``GameState`` between: what the view fixes (the table, trump, trick, points, played
    cards) is made once, and each deal's hands and stock are put in as ``Sampler`` deals
    them (the same random numbers, so the same deals)."""

    def __init__(self, obs: Observation, table: Table) -> None:
        """``table``: the rules' ``Table`` (chiamata: each deal's sides replace it)."""
        rules = obs.rules
        self.rules = rules
        self.sampler = Sampler(obs)
        self.table = table
        self.trump = trump_code(obs.trump)
        self.leader = obs.leader
        self.trick_cards = [int(c) for _, c in obs.trick]
        self.trick_seats = [s for s, _ in obs.trick]
        self.gone = played_mask(obs)
        points = [0] * rules.sides
        sides = rules.seat_sides
        for done in obs.history:  # as a GameState counts them
            points[sides[done.winner]] += done.points
        self.points = points
        self.caller: int | None = None
        """Chiamata: each deal's sides are the caller's and the called card's holder's."""
        self.called = obs.called
        self.played_by: dict[int, int] = {}
        if rules.auction:
            self.caller = obs.caller
            self.played_by = {int(c): s for trick in obs.history for s, c in trick.plays}
            self.played_by.update((int(c), s) for s, c in obs.trick)

    def deal(self, rng: Random) -> Sim:
        """One deal; SamplingError if none fits the view."""
        hands, stock = self.sampler.deal(rng)
        stock.reverse()  # drawn from the end
        table, points = self.table, self.points
        if self.rules.auction:
            caller, called = self.caller, self.called
            assert caller is not None and called is not None, "play begins once the suit is named"
            partner = self._holder(hands, called)
            table = partnership_table(self.rules, caller, partner)
            side = (caller,) if partner == caller else (caller, partner)
            ours = sum(points[seat] for seat in side)
            points = [ours, sum(points) - ours]
        return Sim(
            table,
            hands,
            stock,
            self.trump,
            self.leader,
            list(self.trick_cards),
            list(self.trick_seats),
            list(points),
            self.gone,
        )

    def _holder(self, hands: list[list[int]], called: int) -> int:
        """The seat that holds or played the called card (``GameState.partner``)."""
        for seat, hand in enumerate(hands):
            if called in hand:
                return seat
        return self.played_by[called]


def played_mask(obs: Observation) -> int:
    gone = 0
    for c in obs.played_cards():
        gone |= BIT[c]
    return gone
