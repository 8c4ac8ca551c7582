"""The state of one deal, in the style of OpenSpiel and python-chess.

``GameState`` deals from an explicit deck order (records) or a seeded shuffle, says
whose turn it is and what they may do, applies actions with ``push`` and takes them back
with ``pop``. An action is a card (0-39, usually a ``Card``) or, before the first lead
with the two-of-trump swap option, ``SwapChoice.SWAP`` / ``SwapChoice.KEEP``; in
chiamata the auction's ``Bid``s and the caller's ``SuitCall`` come before the first card.
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from operator import itemgetter
from typing import Any, Final, TypeAlias, cast

from .cards import ALL_CARDS, CODES, POINTS, RANK_OF, SUIT_OF, SUIT_OF_CARD, Card, Rank, Suit
from .chiamata import Auction, Bid, SuitCall, deal_scores
from .errors import IllegalMoveError
from .outcome import Outcome, contract_made
from .rules import MAX_HAND_SIZE, Rules
from .shuffle import shuffle
from .table import TableState


class SwapChoice(Enum):
    """The actions of the two-of-trump swap, decided before the first lead."""

    SWAP = "swap"
    """Exchange the 2 of trump for the face-up briscola."""
    KEEP = "keep"
    """Decline the swap."""

    def __str__(self) -> str:
        return self.value


SWAP: Final = SwapChoice.SWAP
KEEP: Final = SwapChoice.KEEP
Action: TypeAlias = Card | SwapChoice | Bid | SuitCall
"""What ``push`` applies: a card to play, the answer to the swap, or (chiamata) a call
of the auction or the caller's suit."""
TERMINAL: Final = -1
"""``current_player()`` of a finished deal."""

_SIGNAL_RANKS: Final = (Rank.ACE, Rank.THREE, Rank.KING, Rank.QUEEN, Rank.JACK)


def action_name(action: int | SwapChoice | Bid | SuitCall) -> str:
    if isinstance(action, SwapChoice | Bid | SuitCall):
        return str(action)
    return CODES[action] if 0 <= action < len(CODES) else f"card number {action}"


def trick_winner_index(cards: Sequence[int], trump: int | None) -> int:
    """Index in ``cards`` of the card that wins the trick (``trump`` None: no trump).

    The highest trump wins if any was played, else the highest card of the suit led;
    a card of a third suit never wins.
    """
    best = 0
    best_card = cards[0]
    for i in range(1, len(cards)):
        card = cards[i]
        if SUIT_OF[card] == SUIT_OF[best_card]:
            if RANK_OF[card] < RANK_OF[best_card]:
                best, best_card = i, card
        elif SUIT_OF[card] == trump:
            best, best_card = i, card
    return best


def suit_to_follow(rules: Rules, hand: Sequence[int], trick_cards: Sequence[int]) -> Suit | None:
    """The suit ``hand`` must play to a trick of ``trick_cards``: the suit led, when the
    rules oblige following suit (briscolone) and the hand holds one; else None."""
    if not rules.follow_suit or not trick_cards:
        return None
    led = SUIT_OF[trick_cards[0]]
    return Suit(led) if any(SUIT_OF[c] == led for c in hand) else None


class Refusal(Enum):
    """Why a card may not be played now (``refusal``)."""

    NOT_IN_HAND = "not_in_hand"
    FOLLOW_SUIT = "follow_suit"
    """The hand holds the suit led and must play it; ``suit`` says which."""


@dataclass(frozen=True)
class Refused:
    reason: Refusal
    suit: Suit | None = None


def refusal(
    rules: Rules, hand: Sequence[int], trick_cards: Sequence[int], card: int
) -> Refused | None:
    """Why the seat holding ``hand`` may not play ``card`` to ``trick_cards``; None if it may."""
    if card not in hand:
        return Refused(Refusal.NOT_IN_HAND)
    follow = suit_to_follow(rules, hand, trick_cards)
    if follow is not None and SUIT_OF[card] != follow:
        return Refused(Refusal.FOLLOW_SUIT, follow)
    return None


@dataclass(frozen=True)
class Trick:
    """A finished trick: who led, the plays in order, who won it, with which card, and
    its points. Made by ``Trick.of``, and in play by ``_judged`` behind it, the one place
    that judges a trick."""

    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int
    points: int
    winning_card: Card

    @classmethod
    def of(cls, plays: Sequence[tuple[int, int]], trump: int | None) -> Trick:
        """The trick of ``plays`` ((seat, card) in play order) with ``trump`` (None: no
        trump suit). In double a seat plays two cards: the winning card says which won."""
        return _judged([seat for seat, _ in plays], [Card(card) for _, card in plays], trump)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(card for _, card in self.plays)


_new_object = object.__new__


def _judged(seats: Sequence[int], cards: Sequence[Card], trump: int | None) -> Trick:
    """The trick of ``cards`` played by ``seats`` in that order: ``Trick.of`` for the
    engine, which holds them apart already."""
    index = trick_winner_index(cards, trump)
    points = 0
    for card in cards:
        points += POINTS[card]
    # Filled directly, not by the frozen dataclass's __init__ (five object.__setattr__,
    # 0.8 µs against 0.2): the same class and fields, so eq, hash and frozen hold.
    trick = _new_object(Trick)
    fields = trick.__dict__
    fields["leader"] = seats[0]
    fields["plays"] = tuple(zip(seats, cards))  # noqa: B905 (one list each; strict= costs 0.2 µs)
    fields["winner"] = seats[index]
    fields["points"] = points
    fields["winning_card"] = cards[index]
    return trick


class _TwoCardWins(dict[int | None, tuple[bytes, ...]]):
    """For each trump (None: none), the index of the winning play of a two-card trick at
    ``[first][second]``: ``trick_winner_index``'s answers, made on first use."""

    def __missing__(self, trump: int | None) -> tuple[bytes, ...]:
        table = tuple(
            bytes(trick_winner_index((first, second), trump) for second in range(40))
            for first in range(40)
        )
        self[trump] = table
        return table


_TWO_CARD_WINS: Final = _TwoCardWins()


class _InPlayOrder(dict[tuple[tuple[int, ...], ...], tuple[Callable[[Sequence[Any]], Any], ...]]):
    """For the play orders of a table, a getter per leader that takes the seats' items
    (their hands) in that leader's play order: a tuple in one call."""

    def __missing__(
        self, orders: tuple[tuple[int, ...], ...]
    ) -> tuple[Callable[[Sequence[Any]], Any], ...]:
        getters = tuple(itemgetter(*order) for order in orders)  # two seats at least
        self[orders] = getters
        return getters


_IN_PLAY_ORDER: Final = _InPlayOrder()


def captured_by_side(rules: Rules, history: Sequence[Trick]) -> tuple[tuple[Card, ...], ...]:
    """Each side's captured cards after the tricks of ``history``, in the order taken."""
    sides: list[list[Card]] = [[] for _ in range(rules.sides)]
    for done in history:
        sides[rules.side_of(done.winner)].extend(done.cards)
    return tuple(tuple(cards) for cards in sides)


@dataclass(frozen=True)
class PartnerSignal:
    """What partner signals show of a hand (source 002)."""

    trumps: tuple[Rank, ...]
    """Which of the trump A, 3, K, Q, J the hand holds."""
    aces_threes: int
    """How many non-trump Aces and Threes it holds."""
    no_trump: bool
    """The X: the hand holds no trump at all."""

    def to_dict(self) -> dict[str, object]:
        return {
            "trumps": [r.code for r in self.trumps],
            "aces_threes": self.aces_threes,
            "no_trump": self.no_trump,
        }


# The log of the actions before the first card (swap, auction, suit), for pop: one tuple
# (action, kind, seat, hand index or previous leader) each. A card played needs no entry:
# it is the last of ``_played``, its seat follows from the trick, and ``_keys`` says where
# it stood in its hand (see ``_place``).
_SWAP, _KEEP, _BID, _SUIT = range(4)
_Entry: TypeAlias = tuple[Action, int, int, int]
_DRAWN_LAST: Final = 99
"""The key of a card drawn after every other: the briscola under the stock."""


class _Plan:
    """What a deal's play needs of its rules, worked out once per ``Rules`` object."""

    __slots__ = (
        "auction",
        "deal_hands",
        "dealt",
        "deck",
        "draw_tricks",
        "follow_suit",
        "getters",
        "has_trump",
        "orders",
        "pair",
        "per_trick",
        "players",
        "rules",
        "sides",
        "steps",
        "total",
        "two_swap",
    )

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.players = n = rules.players
        self.dealt = dealt = n * rules.hand_size
        self.deck = tuple(rules.full_deck())
        """The table's cards (three players: the four 2s, one to be left out)."""
        self.deal_hands = itemgetter(*(slice(seat, dealt, n) for seat in range(n)))
        """The hands of a deck, one card to each seat in turn (a tuple of lists)."""
        self.has_trump = rules.has_trump
        self.orders = rules.play_orders
        self.getters = _IN_PLAY_ORDER[self.orders]
        self.pair = self.orders == ((0, 1), (1, 0))
        """Two seats, one card each a trick: each leader's hands are the hands, or reversed."""
        self.sides = rules.seat_sides
        self.follow_suit = rules.follow_suit
        self.per_trick = per_trick = rules.plays_per_trick
        self.total = total = rules.tricks * per_trick
        self.steps: tuple[int | None, ...] = tuple(
            None if k == total else k % per_trick for k in range(total + 1)
        )
        """After k cards of the deal, the place in the trick of the next (0: a trick
        was just finished; None: the deal's last trick was)."""
        self.draw_tricks = rules.draw_rounds
        self.two_swap = rules.two_swap
        self.auction = rules.auction


_PLANS: dict[int, _Plan] = {}
"""The plans of the Rules objects dealt with lately, by identity (looked up on every deal:
hashing a Rules costs ten times more). A plan holds its Rules, so an id stays its own."""
_PLANS_BY_VALUE: dict[Rules, _Plan] = {}
"""One plan for each set of rules seen, for a new Rules object equal to an old one."""


def _plan_of(rules: Rules) -> _Plan:
    """The plan of ``rules``."""
    plan = _PLANS.get(id(rules))
    if plan is None or plan.rules is not rules:
        if len(_PLANS) >= 64:
            _PLANS.clear()
        like = _PLANS_BY_VALUE.get(rules)
        if like is None:
            plan = _PLANS_BY_VALUE[rules] = _Plan(rules)
        else:  # the same plan, for this object
            plan = _Plan.__new__(_Plan)
            for name in _Plan.__slots__:
                setattr(plan, name, getattr(like, name))
            plan.rules = rules
        _PLANS[id(rules)] = plan
    return plan


class GameState:
    """One deal: hands, stock, briscola, tricks, points; push/pop actions."""

    __slots__ = (
        "_auction",
        "_base",
        "_deck",
        "_draw_tricks",
        "_first_leader",
        "_follow_suit",
        "_hands",
        "_hands_from",
        "_in_play",
        "_keys",
        "_leader",
        "_log",
        "_orders",
        "_per_trick",
        "_plain",
        "_plan",
        "_played",
        "_sides",
        "_steps",
        "_stock",
        "_swap_seat",
        "_to_move",
        "_trick_hands",
        "_tricks",
        "_two_card_wins",
        "briscola",
        "called",
        "rules",
        "swapped",
        "swapped_briscola",
        "trump",
    )

    rules: Rules
    _deck: list[Card] | None
    """The deck as dealt (None: made by ``from_parts``)."""
    _hands: tuple[list[Card], ...]
    briscola: Card | None
    trump: Suit | None
    """The trump suit; None in briscolone (and in chiamata until the caller names it)."""
    swapped: int | None
    """The seat that exchanged the 2 of trump for the briscola, if any."""
    swapped_briscola: Card | None
    """The briscola that seat took in exchange, if any."""
    called: Card | None
    """Chiamata: the called card, once the caller has named its suit."""
    _log: list[_Entry]
    _auction: Auction | None
    _swap_seat: int | None
    _played: list[Card]
    """Every card played in the deal so far, in order (from_parts: the given history's
    and trick's first). Tricks are its runs of ``plays_per_trick`` cards; who led each
    and who won, and its points, follow (``_tricks_so_far``)."""
    _base: int
    """How many of ``_played`` were there when the state was made (pop stops there)."""
    _tricks: list[Trick]
    """The ``Trick`` of each finished trick made so far, in order (a prefix of the tricks)."""
    _keys: list[int] | None
    """Card -> its place among the cards of the hand it sits in: each hand is in the
    order of these keys (dealt, then drawn), so pop puts a card back where it was. Made
    when first needed."""
    _draw_tricks: int
    """How many tricks of the deal, from its first, are followed by drawing."""
    _plain: bool
    """Cards are being played, and the seat to move may play any card it holds (no
    suit to follow): push's and legal_actions' one test on the usual path."""
    _to_move: list[Any]
    """The hand of the seat to move while cards are played (Any: ``legal_actions``
    hands out a copy as a list of actions)."""

    def __init__(self, rules: Rules, deck: Sequence[int]) -> None:
        """Deal ``deck`` (every card of the table once, in dealing order)."""
        cards = [Card(c) for c in deck]
        rules.check_deck(cards)
        self._deal(_plan_of(rules), cards)

    def _deal(self, plan: _Plan, cards: list[Card]) -> None:
        """Deal ``cards``, a deck of this table (checked, or the table's own shuffled),
        a list the state may keep."""
        self._plan = plan
        self.rules = plan.rules
        self._deck = cards
        dealt = plan.dealt
        self._hands = hands = plan.deal_hands(cards)
        if plan.has_trump:
            self.briscola = briscola = cards[dealt]
            self.trump = SUIT_OF_CARD[briscola]
            # Drawn last, under the stock; the next card to draw is at the end.
            self._stock = stock = cards[:dealt:-1]
            stock.insert(0, briscola)
        else:
            self.briscola = self.trump = None
            self._stock = cards[dealt:][::-1]
        self._leader = self._first_leader = 0
        self._played = []
        self._base = 0
        self._tricks = []
        self._log = []
        self._keys = None
        self._draw_tricks = plan.draw_tricks
        self._orders = plan.orders
        if plan.pair:
            self._hands_from = hands_from = (hands, hands[::-1])
        else:
            self._hands_from = hands_from = tuple([take(hands) for take in plan.getters])
        self._sides = plan.sides
        self._follow_suit = plan.follow_suit
        self._per_trick = plan.per_trick
        self._steps = plan.steps
        self.swapped = self.swapped_briscola = self.called = None
        self._swap_seat = None
        if plan.two_swap and self.trump is not None:
            two = Card.of(Rank.TWO, self.trump)
            for seat in range(plan.players):
                if two in hands[seat]:
                    self._swap_seat = seat
        if plan.auction:
            self._auction = Auction(plan.players)
        else:
            self._auction = None
            if self._swap_seat is None:  # _settle's answer, for the usual deal
                self._in_play = True
                self._plain = not plan.follow_suit
                self._trick_hands = trick_hands = hands_from[0]
                self._to_move = trick_hands[0]
                self._two_card_wins = _TWO_CARD_WINS[self.trump] if plan.per_trick == 2 else None
                return
        self._settle()

    @classmethod
    def deal(cls, rules: Rules, seed: int | random.Random | None = None) -> GameState:
        """A deal from a seeded shuffle (three players: one 2 removed at random)."""
        rng = seed if isinstance(seed, random.Random) else random.Random(seed)
        plan = _PLANS.get(id(rules))
        if plan is None or plan.rules is not rules:
            plan = _plan_of(rules)
        deck = list(plan.deck)
        if plan.players == 3:
            twos = [c for c in deck if RANK_OF[c] == Rank.TWO]
            deck.remove(rng.choice(twos))
        shuffle(deck, rng)
        state = cls.__new__(cls)
        state._deal(plan, deck)  # the table's own cards: nothing to convert or check
        return state

    @classmethod
    def from_parts(
        cls,
        rules: Rules,
        hands: Sequence[Sequence[int]],
        stock: Sequence[int],
        briscola: int | None,
        leader: int,
        trick: Sequence[tuple[int, int]],
        history: Sequence[Trick],
        swapped: int | None = None,
        swapped_briscola: int | None = None,
        auction: Sequence[Bid] = (),
        called: int | None = None,
    ) -> GameState:
        """A state in the middle of a deal (e.g. sampled for search); no deck order,
        and no undo past this point. ``stock`` lists the cards to draw, next first.
        Chiamata: ``auction`` holds the calls so far, ``called`` the called card."""
        state = cls.__new__(cls)
        state._plan = plan = _plan_of(rules)
        state.rules = rules
        state._deck = None
        state.briscola = Card(briscola) if briscola is not None else None
        state.trump = state.briscola.suit if state.briscola is not None else None
        state._hands = tuple([Card(c) for c in hand] for hand in hands)
        state._stock = [Card(c) for c in reversed(stock)]
        state._leader = leader
        state._orders = orders = plan.orders
        if any(seat != orders[leader][i] for i, (seat, _) in enumerate(trick)):
            raise ValueError(f"the trick's seats do not play in turn from seat {leader}")
        state._played = [
            *(card for done in history for card in done.cards),
            *(Card(c) for _, c in trick),
        ]
        state._base = len(state._played)
        state._index_hands()
        state._tricks = list(history)
        state._first_leader = history[0].leader if history else leader
        state._log = []
        keys = [0] * len(ALL_CARDS)
        for hand in state._hands:
            for place, card in enumerate(hand):
                keys[card] = place
        for place, card in enumerate(reversed(state._stock)):
            keys[card] = MAX_HAND_SIZE + place  # drawn after every card held now
        state._keys = keys
        state._draw_tricks = len(history) + len(stock) // plan.per_trick
        state._sides = plan.sides
        state._follow_suit = plan.follow_suit
        state._per_trick = plan.per_trick
        state._steps = plan.steps
        state._swap_seat = None
        state.swapped = swapped
        state.swapped_briscola = Card(swapped_briscola) if swapped_briscola is not None else None
        state._auction = Auction(rules.players, auction) if rules.auction else None
        state.called = Card(called) if called is not None else None
        if state.called is not None:
            state.trump = state.called.suit
        state._settle()
        return state

    # --- reading the state -------------------------------------------------------

    @property
    def deck(self) -> tuple[Card, ...] | None:
        """The deck as dealt, in dealing order (None for a state made by ``from_parts``)."""
        return tuple(self._deck) if self._deck is not None else None

    @property
    def leader(self) -> int:
        """The seat that led (or leads) the current trick."""
        return self._leader

    @property
    def swap_pending(self) -> bool:
        return self._swap_seat is not None

    @property
    def two_of_trump(self) -> Card | None:
        """The card the two-of-trump swap exchanges; None without a trump suit."""
        return Card.of(Rank.TWO, self.trump) if self.trump is not None else None

    def _settle(self) -> None:
        """Note whether cards are being played: no swap pending, no auction or suit to
        name, not over. Asked first by push, legal_actions and is_terminal, so a move
        costs one test; set after every change of those."""
        self._in_play = self._swap_seat is None and not self.bidding and not self._over()
        self._plain = self._in_play and not self._follow_suit
        self._trick_hands = self._hands_from[self._leader]
        self._to_move = self._trick_hands[len(self._played) % self._per_trick]
        self._two_card_wins = _TWO_CARD_WINS[self.trump] if self._per_trick == 2 else None
        if len(self._played) < self._per_trick:
            self._first_leader = self._leader
            """Who leads the first trick; each later trick's leader won the one before."""

    def _index_hands(self) -> None:
        """Note, for each leader, the hands that play a trick it leads, in order."""
        hands = self._hands
        self._hands_from = tuple([take(hands) for take in self._plan.getters])
        """For each leader, the hands that play a trick it leads (and draw after one it
        wins), in order: the same lists as ``_hands``."""

    def _trick_cards(self) -> list[Card]:
        """The cards of the unfinished trick, in play order."""
        played = self._played
        return played[len(played) - len(played) % self._per_trick :]

    def _finished(self) -> int:
        """How many tricks are finished."""
        return len(self._played) // self._per_trick

    def current_player(self) -> int:
        if self._in_play:
            return self._orders[self._leader][len(self._played) % self._per_trick]
        if self._swap_seat is not None:
            return self._swap_seat
        if self.bidding:
            return self._bidding_seat()
        if self.is_terminal():
            return TERMINAL
        return self._orders[self._leader][len(self._played) % self._per_trick]

    def is_terminal(self) -> bool:
        return not self._in_play and self._over()

    def _over(self) -> bool:
        if self._auction is not None and self._auction.thrown_in:
            return True
        return len(self._played) == self._plan.total

    # --- chiamata: the auction, the called card, the partnership -------------------

    @property
    def bidding(self) -> bool:
        """Chiamata before play: the auction is on, or the caller is to name the suit."""
        auction = self._auction
        return auction is not None and self.called is None and not auction.thrown_in

    def _bidding_seat(self) -> int:
        auction = self._auction
        assert auction is not None
        speaker = auction.speaker()
        if speaker is not None:
            return speaker
        assert auction.caller is not None
        return auction.caller

    @property
    def auction(self) -> tuple[Bid, ...]:
        """Chiamata: the calls so far, in speaking order (empty in other variants)."""
        return tuple(self._auction.bids) if self._auction is not None else ()

    @property
    def standing_bid(self) -> Bid | None:
        """Chiamata: the call that stands (the winning call once the auction is over)."""
        return self._auction.standing if self._auction is not None else None

    @property
    def thrown_in(self) -> bool:
        """Chiamata: all five passed, so the deal is thrown in."""
        return self._auction is not None and self._auction.thrown_in

    @property
    def caller(self) -> int | None:
        """Chiamata: the caller once the auction is over (None before, or thrown in)."""
        auction = self._auction
        if auction is None or not auction.is_over():
            return None
        return auction.caller

    @property
    def partner(self) -> int | None:
        """Chiamata: the holder of the called card, the caller's partner (the caller
        itself when alone). Every seat's secret but its own until the card falls."""
        called = self.called
        if called is None:
            return None
        for seat, hand in enumerate(self._hands):
            if called in hand:
                return seat
        for seat, card in self.trick:
            if card == called:
                return seat
        for done in self._tricks_so_far():
            for seat, card in done.plays:
                if card == called:
                    return seat
        raise AssertionError("the called card is nowhere")

    def caller_side(self) -> tuple[int, ...]:
        """Chiamata: the seats of the caller's side (one seat when alone); empty before
        the called card is named."""
        caller, partner = self.caller, self.partner
        if caller is None or partner is None:
            return ()
        return (caller,) if partner == caller else (caller, partner)

    def deal_sides(self) -> tuple[int, ...]:
        """The side of each seat in this deal, as the outcome counts them: the rules'
        sides, or in chiamata once the called card is named 0 for the caller's side and 1
        for the defenders (the truth, which a seat may not know yet)."""
        side = self.caller_side()
        if not side:
            return self.rules.seat_sides
        return tuple(0 if seat in side else 1 for seat in range(self.rules.players))

    def side_points(self) -> tuple[int, int]:
        """Chiamata: points taken so far by the caller's side and by the defenders."""
        side = self.caller_side()
        points = self._side_points()
        ours = sum(points[seat] for seat in side)
        return ours, sum(points) - ours

    def hand(self, seat: int) -> list[Card]:
        return list(self._hands[seat])

    @property
    def stock_count(self) -> int:
        """Cards left to draw, the face-up briscola included."""
        return len(self._stock)

    @property
    def stock_top(self) -> Card | None:
        """The next card to be drawn (face up only in scoperta)."""
        return self._stock[-1] if self._stock else None

    @property
    def stock(self) -> list[Card]:
        """The cards left to draw, next first; the briscola is last."""
        return self._stock[::-1]

    @property
    def trick(self) -> list[tuple[int, Card]]:
        """The unfinished trick as (seat, card) in play order."""
        return list(zip(self._orders[self._leader], self._trick_cards(), strict=False))

    @property
    def history(self) -> list[Trick]:
        return list(self._tricks_so_far())

    def _tricks_so_far(self) -> list[Trick]:
        """The ``Trick`` of every finished trick, made now for those not asked for before."""
        tricks, played, per_trick = self._tricks, self._played, self._per_trick
        finished = len(played) // per_trick
        if len(tricks) > finished:  # taken back since
            del tricks[finished:]
        for start in range(len(tricks) * per_trick, finished * per_trick, per_trick):
            leader = tricks[-1].winner if tricks else self._first_leader
            cards = played[start : start + per_trick]
            tricks.append(_judged(self._orders[leader], cards, self.trump))
        return tricks

    def _side_points(self) -> list[int]:
        """Captured points per side so far."""
        points = [0] * self.rules.sides
        sides = self._sides
        for done in self._tricks_so_far():
            points[sides[done.winner]] += done.points
        return points

    @property
    def points(self) -> tuple[int, ...]:
        """Captured points per side so far."""
        return tuple(self._side_points())

    @property
    def actions(self) -> list[Action]:
        """Every action applied so far, in order."""
        # Every action but a card comes before the first card (swap, auction, suit).
        return [*(entry[0] for entry in self._log), *self._played]

    @property
    def plays(self) -> list[Card]:
        """The cards played so far, in order (the record's ``plays``)."""
        return list(self._played)

    def legal_actions(self) -> list[Action]:
        if self._plain:
            return [*self._to_move]
        if self._in_play:
            return self._followed(self._to_move)  # type: ignore[return-value]
        if self._swap_seat is not None:
            return [SWAP, KEEP]
        if self.bidding:
            auction = self._auction
            assert auction is not None
            if not auction.is_over():
                return list(auction.legal_bids())
            return [SuitCall(suit) for suit in Suit]
        return []

    def legal_cards(self) -> list[Card]:
        """The cards the seat to move may play (none while the swap is pending, during
        the auction, or once the deal is over)."""
        if not self._in_play:
            return []
        hand: list[Card] = self._to_move
        return self._followed(hand) if self._follow_suit else [*hand]

    def _followed(self, hand: list[Card]) -> list[Card]:
        """The cards of ``hand`` it may play to the trick when the rules oblige following suit."""
        follow = suit_to_follow(self.rules, hand, self._trick_cards())
        if follow is not None:
            return [c for c in hand if SUIT_OF[c] == follow]
        return list(hand)

    def trick_winner(self) -> int | None:
        """The seat currently winning the unfinished trick (None when it is empty)."""
        cards = self._trick_cards()
        if not cards:
            return None
        return self._orders[self._leader][trick_winner_index(cards, self.trump)]

    def draw_order(self, winner: int) -> tuple[int, ...]:
        """Who draws after a trick won by ``winner``: play order starting with the winner."""
        return self._orders[winner]

    def last_draw(self) -> list[tuple[int, Card]]:
        """The cards drawn after the trick the last action finished, as (seat, card) in
        draw order; empty if the last action did not finish a trick or nothing was drawn."""
        if not self._ended_trick():
            return []
        seats = self._orders[self._leader][: self._drawn_after(self._finished() - 1)]
        taken = {s: 0 for s in seats}
        out: list[tuple[int, Card]] = []
        for seat in reversed(seats):
            taken[seat] += 1
            out.append((seat, self._hands[seat][-taken[seat]]))
        return out[::-1]

    def _drawn_after(self, trick: int) -> int:
        """How many cards were drawn after the trick of that number (from 0)."""
        return self._per_trick if trick < self._draw_tricks else 0

    def _ended_trick(self) -> bool:
        """Did the last action, one ``pop`` can take back, finish a trick?"""
        played = self._played
        return len(played) > self._base and len(played) % self._per_trick == 0

    def table(self, before_draw: bool = False) -> TableState:
        """What lies on the table now. With ``before_draw``, as it lay when the last
        action completed a trick: the trick in the middle, not yet scored, nothing
        drawn (ValueError if the last action did not complete a trick)."""
        rules = self.rules
        hands = [list(h) for h in self._hands]
        history = self._tricks_so_far()
        stock_count = len(self._stock)
        if before_draw:
            if not self._ended_trick():
                raise ValueError("the last action did not complete a trick")
            drawn = self.last_draw()
            for seat, card in drawn:
                hands[seat].remove(card)
            stock_count += len(drawn)
            stock_top = drawn[0][1] if drawn else None
            trick = history[-1].plays
            history = history[:-1]
        else:
            stock_top = self.stock_top
            trick = tuple(self.trick)
        points = [0] * rules.sides
        for done in history:
            points[rules.side_of(done.winner)] += done.points
        judged = Trick.of(trick, self.trump) if trick else None
        return TableState(
            hands=tuple(tuple(hand) for hand in hands),
            trick=trick,
            trick_complete=before_draw,
            trick_winner=judged.winner if judged is not None else None,
            winning_card=judged.winning_card if judged is not None else None,
            stock_count=stock_count,
            stock_top=stock_top if rules.stock_top_face_up(stock_count) else None,
            briscola=self.briscola if stock_count > 0 else None,
            trump_card=self.briscola if self.briscola is not None else self.called,
            trump=self.trump,
            captured=captured_by_side(rules, history),
            points=tuple(points),
            sides=rules.seat_sides,
        )

    def signal(self, seat: int) -> PartnerSignal:
        """What partner signals show of ``seat``'s hand right now."""
        hand = self._hands[seat]
        trump = self.trump
        held = {RANK_OF[c] for c in hand if SUIT_OF[c] == trump}
        return PartnerSignal(
            trumps=tuple(r for r in _SIGNAL_RANKS if r in held),
            aces_threes=sum(1 for c in hand if SUIT_OF[c] != trump and RANK_OF[c] <= Rank.THREE),
            no_trump=not held,
        )

    def outcome(self) -> Outcome | None:
        """The result once the deal is over, else None. Chiamata: points of the
        caller's side and of the defenders, and each seat's score."""
        if not self.is_terminal():
            return None
        if self._auction is not None:
            return self._chiamata_outcome(self._auction)
        last_side = self._sides[self._tricks_so_far()[-1].winner]
        return Outcome.decide(self.rules, self._side_points(), last_side)

    def _chiamata_outcome(self, auction: Auction) -> Outcome:
        players = self.rules.players
        if auction.thrown_in:
            return Outcome((0, 0), None, scores=(0,) * players, thrown_in=True)
        caller, partner, bid = self.caller, self.partner, auction.standing
        assert caller is not None and partner is not None and bid is not None
        points = self.side_points()
        won = contract_made(points[0], bid.target)
        return Outcome(points, 0 if won else 1, scores=deal_scores(players, caller, partner, won))

    # --- changing the state ------------------------------------------------------

    def push(self, action: int | SwapChoice | Bid | SuitCall) -> None:
        """Apply ``action``; IllegalMoveError if it is not legal now."""
        if not self._plain:
            if not self._in_play:
                self._push_before_play(action)
                return
            self._check_follow_suit(self._to_move, action)
        hand = self._to_move
        try:  # a swap answer, a call or a suit equals no card, so it is never in a hand
            card = ALL_CARDS[action]  # type: ignore[index]
            hand.remove(action)
        except (TypeError, IndexError, ValueError):
            card = self._take_from(hand, action)
        played = self._played
        played.append(card)
        step = self._steps[len(played)]
        if step:  # the trick goes on
            self._to_move = self._trick_hands[step]
            return
        # The trick is complete: judge it, draw (inline: this is half the pushes). Its
        # Trick and points are made when asked for.
        wins = self._two_card_wins
        if wins is not None:  # two hands, a card each: the same steps, written out
            self._leader = winner = self._orders[self._leader][wins[played[-2]][card]]
            self._trick_hands = trick_hands = self._hands_from[winner]
            first, second = trick_hands
            stock = self._stock
            if stock:
                first.append(stock.pop())
                second.append(stock.pop())
            if step is None:  # the deal's last trick
                self._in_play = self._plain = False
            else:
                self._to_move = first
            return
        won = trick_winner_index(played[-self._per_trick :], self.trump)
        self._leader = winner = self._orders[self._leader][won]
        self._trick_hands = trick_hands = self._hands_from[winner]
        stock = self._stock
        if stock:
            for drawer in trick_hands:
                drawer.append(stock.pop())
        if step is None:  # the deal's last trick
            self._in_play = self._plain = False
        else:
            self._to_move = trick_hands[0]

    def _take_from(self, hand: list[Card], action: int | SwapChoice | Bid | SuitCall) -> Card:
        """The card ``action`` names, taken from ``hand``, when it is no plain card
        number (3.0, say); IllegalMoveError if the hand does not hold it."""
        try:
            index = hand.index(action)  # type: ignore[arg-type]
        except ValueError:
            raise IllegalMoveError(
                f"seat {self.current_player()} does not hold {action_name(action)}"
            ) from None
        return hand.pop(index)

    def _push_before_play(self, action: int | SwapChoice | Bid | SuitCall) -> None:
        if self._swap_seat is not None:
            self._push_swap_decision(action)
        elif self.bidding:
            self._push_call(action)
        else:
            raise IllegalMoveError("the deal is over")
        self._settle()

    def _check_follow_suit(self, hand: list[Card], action: object) -> None:
        refused = refusal(self.rules, hand, self._trick_cards(), cast(Card, action))
        if refused is not None and refused.suit is not None:
            raise IllegalMoveError(
                f"seat {self.current_player()} must follow suit {refused.suit.code} "
                f"but played {action_name(cast(Card, action))}"
            )

    def _push_call(self, action: int | SwapChoice | Bid | SuitCall) -> None:
        auction = self._auction
        assert auction is not None
        seat = self._bidding_seat()
        if not auction.is_over():
            if not isinstance(action, Bid):
                raise IllegalMoveError(f"seat {seat} must first call or pass, not play {action}")
            auction.push(action)
            self._log.append((action, _BID, seat, 0))
        else:
            if not isinstance(action, SuitCall):
                raise IllegalMoveError(f"seat {seat} must first name the called card's suit")
            bid = auction.standing
            assert bid is not None and bid.rank is not None
            self.called = Card.of(bid.rank, action.suit)
            self.trump = action.suit
            self._log.append((action, _SUIT, seat, self._leader))
            if self.rules.caller_leads:
                self._leader = seat

    def _push_swap_decision(self, action: int | SwapChoice | Bid | SuitCall) -> None:
        seat = self._swap_seat
        two = self.two_of_trump
        assert seat is not None and self.briscola is not None and two is not None
        if action == SWAP:
            hand = self._hands[seat]
            index = hand.index(two)
            old_briscola = self.briscola
            hand[index] = old_briscola
            self._stock[0] = two
            self.briscola = two
            self.swapped = seat
            self.swapped_briscola = old_briscola
            self._log.append((SWAP, _SWAP, seat, index))
            self._keys = None  # the two cards changed places
        elif action == KEEP:
            self._log.append((KEEP, _KEEP, seat, 0))
        else:
            raise IllegalMoveError(f"seat {seat} must first choose whether to swap the 2 of trump")
        self._swap_seat = None

    def pop(self) -> Action:
        """Take back the last action and return it."""
        played = self._played
        if len(played) > self._base:  # a card
            card = played.pop()
            place = len(played) % self._per_trick
            if place == self._per_trick - 1:  # it finished a trick
                self._take_back_trick(len(played) // self._per_trick)
            hand = self._trick_hands[place]
            hand.insert(self._place(hand, card), card)
            self._to_move = hand
            return card
        if not self._log:
            raise IllegalMoveError("nothing to take back")
        action, kind, seat, extra = self._log.pop()
        if kind == _BID:
            assert self._auction is not None
            self._auction.pop()
        elif kind == _SUIT:
            self.called = None
            self.trump = None
            self._leader = extra
        elif kind == _KEEP:
            self._swap_seat = seat
        else:  # _SWAP
            assert self.swapped_briscola is not None
            two = self._stock[0]
            self._stock[0] = self.swapped_briscola
            self._hands[seat][extra] = two
            self.briscola = self.swapped_briscola
            self.swapped = self.swapped_briscola = None
            self._swap_seat = seat
            self._keys = None
        self._settle()
        return action

    def _place(self, hand: list[Card], card: Card) -> int:
        """Where ``card`` stood in ``hand`` before it was played: hands keep the order
        of ``_keys``."""
        keys = self._keys
        if keys is None:
            self._keys = keys = self._dealt_keys()
        return bisect.bisect(hand, keys[card], key=keys.__getitem__)

    def _dealt_keys(self) -> list[int]:
        """``_keys`` of a dealt state: a card's place in the deck (dealt in that order,
        then drawn in that order), the briscola after all, and the swap's two cards in
        each other's places."""
        deck = self._deck
        assert deck is not None  # from_parts makes its own
        keys = [0] * len(ALL_CARDS)
        for place, card in enumerate(deck):
            keys[card] = place
        if self._plan.has_trump:
            keys[deck[self._plan.dealt]] = _DRAWN_LAST
        if self.swapped_briscola is not None:
            two = self.two_of_trump
            assert two is not None
            keys[two], keys[self.swapped_briscola] = keys[self.swapped_briscola], keys[two]
        return keys

    def _take_back_trick(self, trick: int) -> None:
        """Undo the end of trick number ``trick`` (from 0), its last card already taken
        off ``_played``: the cards drawn after it, its leader."""
        del self._tricks[trick:]  # its Trick, if made, is no more
        winner = self._leader
        for seat in reversed(self._orders[winner][: self._drawn_after(trick)]):
            self._stock.append(self._hands[seat].pop())
        leader = self._tricks_so_far()[-1].winner if trick else self._first_leader
        self._leader = leader
        self._trick_hands = self._hands_from[leader]
        self._in_play = True
        self._plain = not self._follow_suit

    def clone(self) -> GameState:
        other = GameState.__new__(GameState)
        for name in _SHARED:
            setattr(other, name, getattr(self, name))
        other._hands = tuple([list(h) for h in self._hands])
        other._index_hands()
        other._stock = list(self._stock)
        other._played = list(self._played)
        other._tricks = list(self._tricks)
        other._log = list(self._log)
        if self._auction is not None:
            other._auction = self._auction.clone()
        other._settle()  # the seat to move's hand: the clone's own list
        return other

    def key(self) -> tuple[object, ...]:
        """Everything that defines the state, for comparing two states exactly."""
        return (
            self.rules,
            tuple(tuple(h) for h in self._hands),
            tuple(self._stock),
            self.briscola,
            self._leader,
            tuple(seat for seat, _ in self.trick),
            tuple(self._trick_cards()),
            tuple(self._tricks_so_far()),
            tuple(self.actions),
            self._swap_seat,
            self.swapped,
            self._auction.key() if self._auction is not None else None,
            self.called,
        )

    def __repr__(self) -> str:
        hands = " | ".join(" ".join(CODES[c] for c in h) for h in self._hands)
        briscola = CODES[self.briscola] if self.briscola is not None else "-"
        return (
            f"<GameState {self.rules.players}p {self.rules.variant} briscola {briscola} "
            f"stock {len(self._stock)} hands [{hands}] points {self._side_points()}>"
        )


_SHARED: Final = (
    "rules",
    "_deck",
    "briscola",
    "trump",
    "swapped",
    "swapped_briscola",
    "called",
    "_plan",
    "_leader",
    "_first_leader",
    "_base",
    "_keys",
    "_draw_tricks",
    "_orders",
    "_sides",
    "_follow_suit",
    "_per_trick",
    "_steps",
    "_swap_seat",
    "_auction",
)
"""What a clone shares with its state (values, or read-only)."""
