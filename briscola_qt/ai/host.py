"""The one host of the players' life cycle, in the spirit of OpenSpiel's ``evaluate_bots``.

A host tells each player when a deal starts and ends and when cards are taken back,
asks it for the two-of-trump swap and for a card with what its seat may see
(``observe``), and checks the card against the rules. ``play_deal`` plays a whole deal
between players; ``DealHost`` plays it in steps for a host that saves or counts between
them (the arena's matches); a host that moves on one action at a time (a worker thread,
a request) uses the single steps, ``swap_choice``, ``choose_card``, ``start_deal``, ...

A player whose program fails (a ``BotError``: an external bot) may be stood in for: given
``on_fault``, the host reports the failure and plays random legal cards for that seat to
the end of the deal.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence

from ..engine.cards import Card, Suit
from ..engine.chiamata import PASS, Bid, SuitCall
from ..engine.errors import IllegalMoveError
from ..engine.observation import Observation, observe
from ..engine.rules import Rules
from ..engine.state import KEEP, SWAP, Action, GameState, SwapChoice
from .base import Player
from .botprocess import BotError
from .external import ExternalPlayer

__all__ = [
    "DealHost",
    "Fault",
    "IllegalCardError",
    "call_choice",
    "choose_card",
    "end_deal",
    "play_deal",
    "start_deal",
    "swap_choice",
    "take_back",
]

Fault = Callable[[int, BotError, str, str], None]
"""Told of a player's failure: its seat, the error, when it came ("move 7") and what the
host does for the seat; it may raise to stop the deal."""


class IllegalCardError(IllegalMoveError):
    """A player chose a card its seat may not play (a bug in a built-in player)."""


def start_deal(players: Mapping[int, Player], rules: Rules) -> None:
    """Tell each player, by seat, that a deal under ``rules`` begins."""
    for seat, player in players.items():
        player.start_deal(rules, seat)


def end_deal(
    players: Mapping[int, Player], state: GameState, face_up: Collection[int] = ()
) -> None:
    """Tell each player, by seat, that the deal of ``state`` is over, with its seat's view."""
    for seat, player in players.items():
        player.end_deal(observe(state, seat, face_up=seat in face_up))


def take_back(players: Iterable[Player]) -> None:
    """Tell the players that the game went back to an earlier position of the deal."""
    for player in players:
        player.take_back()


def swap_choice(player: Player, obs: Observation) -> SwapChoice:
    """The player's answer to the two-of-trump swap."""
    return SWAP if player.wants_swap(obs) else KEEP


def call_choice(
    player: Player,
    obs: Observation,
    time_budget: float | None = None,
    cancel: threading.Event | None = None,
) -> Bid | SuitCall:
    """Chiamata before play: the player's call in the auction, or, once it has won it, its
    suit; IllegalCardError if the call may not be said now."""
    auction = obs.auction_state()
    if auction.is_over():
        return SuitCall(player.choose_suit(obs, time_budget))
    bid = player.choose_bid(obs, time_budget, cancel)
    if auction.refusal(bid) is not None:
        why = f"{player.name} at seat {obs.seat} called {bid}, which it may not call now"
        raise IllegalCardError(why)
    return bid


def choose_card(
    player: Player,
    obs: Observation,
    time_budget: float | None = None,
    cancel: threading.Event | None = None,
    legal: Sequence[Card] | None = None,
) -> Card:
    """The player's card for ``obs``, checked against ``legal`` (the seat's legal cards,
    worked out here if not given); IllegalCardError if the seat may not play it."""
    card = player.choose_card(obs, time_budget, cancel)
    if card not in (legal if legal is not None else obs.legal_cards()):
        why = f"{player.name} at seat {obs.seat} chose {card}, which it may not play"
        raise IllegalCardError(why)
    return card


class DealHost:
    """One deal between ``players`` (one per seat, a player may hold several), from its
    start to its end: ``start``, ``play_out``, ``end``.

    ``face_up`` seats see every hand (an oracle, for a benchmark's ceiling). ``think_ms``
    holds each seat's thinking time per card (an external bot's own answer time, not the
    host's checks); ``stood_in`` the seats whose player failed, and ``stand_in_moves``
    the cards the host played for them, drawn from ``stand_in``.
    """

    def __init__(
        self,
        state: GameState,
        players: Sequence[Player],
        time_budget: float | None = None,
        *,
        face_up: Collection[int] = (),
        on_fault: Fault | None = None,
        stand_in: random.Random | None = None,
    ) -> None:
        self.state = state
        self.players = players
        self.time_budget = time_budget
        self.face_up = face_up
        self.on_fault = on_fault
        self.stand_in = stand_in if stand_in is not None else random.Random(0)
        self.think_ms: list[list[float]] = [[] for _ in players]
        self.bid_ms: list[list[float]] = [[] for _ in players]
        """Chiamata: each seat's thinking time per call and per suit named."""
        self.stood_in: set[int] = set()
        self.stand_in_moves = 0

    def view(self, seat: int) -> Observation:
        """What ``seat`` may see now."""
        return observe(self.state, seat, face_up=seat in self.face_up)

    def start(self) -> None:
        """Tell every player that the deal begins."""
        for seat, player in enumerate(self.players):
            try:
                player.start_deal(self.state.rules, seat)
            except BotError as error:
                then = "random legal cards for it in this deal"
                self._fault(seat, error, "at the start of the deal", then)

    def next_action(self) -> Action:
        """The action of the seat to move: its player's, or the host's for a failed one."""
        state = self.state
        seat = state.current_player()
        player = self.players[seat]
        obs = self.view(seat)
        if state.swap_pending:
            return SWAP if seat in self.stood_in else swap_choice(player, obs)
        if state.bidding:
            return self._call(seat, player, obs)
        legal = obs.legal_cards()  # once a move: for the check and for a stand-in's card
        if seat in self.stood_in:
            self.stand_in_moves += 1
            return self.stand_in.choice(legal)
        started = time.perf_counter()
        try:
            card = choose_card(player, obs, self.time_budget, legal=legal)
        except BotError as error:
            card = self.stand_in.choice(legal)
            then = f"played {card} for it, random legal cards to the end of this deal"
            self._fault(seat, error, f"move {len(state.plays) + 1}", then)
            self.stand_in_moves += 1
            return card
        if isinstance(player, ExternalPlayer):
            self.think_ms[seat].append(player.answer_ms)
        else:
            self.think_ms[seat].append((time.perf_counter() - started) * 1000)
        return card

    def _call(self, seat: int, player: Player, obs: Observation) -> Action:
        """Chiamata's auction and suit: the player's, or for a failed one a pass (a seat
        that cannot play should not take on a contract) and a random suit."""
        stand_in: Action = PASS
        if obs.auction_state().is_over():
            stand_in = SuitCall(self.stand_in.choice(list(Suit)))
        if seat in self.stood_in:
            return stand_in
        started = time.perf_counter()
        try:
            action = call_choice(player, obs, self.time_budget)
        except BotError as error:
            self._fault(seat, error, f"call {len(self.state.auction) + 1}", f"{stand_in} for it")
            return stand_in
        if isinstance(player, ExternalPlayer):
            self.bid_ms[seat].append(player.answer_ms)
        else:
            self.bid_ms[seat].append((time.perf_counter() - started) * 1000)
        return action

    def play_out(self) -> None:
        """Play the deal to its end."""
        while not self.state.is_terminal():
            self.state.push(self.next_action())

    def end(self) -> None:
        """Tell every player that took part to the end that the deal is over."""
        for seat, player in enumerate(self.players):
            if seat in self.stood_in:
                continue  # it sat the deal out
            try:
                player.end_deal(self.view(seat))
            except BotError as error:
                self._fault(seat, error, "after the deal", "ended")

    def _fault(self, seat: int, error: BotError, when: str, then: str) -> None:
        if self.on_fault is None:
            raise error
        self.stood_in.add(seat)
        self.on_fault(seat, error, when, then)


def play_deal(
    state: GameState,
    players: Sequence[Player],
    time_budget: float | None = None,
    face_up: Collection[int] = (),
) -> DealHost:
    """Play the deal of ``state`` between ``players`` (one per seat) from its start to its
    end, telling them its life cycle; the host, with its thinking times, when done."""
    host = DealHost(state, players, time_budget, face_up=face_up)
    host.start()
    host.play_out()
    host.end()
    return host
