"""The host's match, without a socket: the one engine of a network table.

``HostedMatch`` runs the match on the host's engine and deals each deal with the fair
shuffle (``engine.fair``, ``briscola-fair-shuffle/2``): the commitment goes to every player
before the cut, each friend at the table cuts, and the seed is told only once the deal is
over. It takes each player's choice (``act``) after checking it is theirs to make and
legal, and says what each place may be told: its seat's ``observe`` and the public moves,
never another hand, the stock or the seed. The server (``server``) carries these messages;
computer places are asked here, off the event loop, by whoever hosts the match.

A place is a participant of the match (``engine.match``: the seats move on one each deal);
a friend keeps their place, and its token, for the whole match.
"""

from __future__ import annotations

import secrets
from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Any, Final

from ..ai import host
from ..ai.base import Player
from ..ai.registry import PLAYER_NAMES, make_player
from ..engine import fair
from ..engine.chiamata import Bid, SuitCall
from ..engine.match import BaseMatch, MatchRules
from ..engine.matches import new_match
from ..engine.observation import Observation, observe
from ..engine.rules import Rules
from ..engine.state import Action, GameState
from .protocol import ProtocolError, action_code, observation_json, parse_action

FRIEND: Final = "friend"
Outgoing = list[tuple[int, dict[str, Any]]]
"""Messages for places: (place, message)."""


@dataclass(frozen=True)
class PlaceSpec:
    """Who sits at a place: a friend over the network, or a computer player of ``level``."""

    kind: str = FRIEND
    """``friend``, or a computer player's level (``ai.registry``: random ... expert)."""

    def __post_init__(self) -> None:
        if self.kind != FRIEND and self.kind not in PLAYER_NAMES:
            raise ValueError(f"a place is a friend or one of {', '.join(PLAYER_NAMES)}")

    @property
    def friend(self) -> bool:
        return self.kind == FRIEND


@dataclass
class Refusal:
    """Why a choice was refused: a ``reason`` word the app translates, and a detail."""

    reason: str
    detail: str

    def message(self) -> dict[str, Any]:
        return {"type": "refused", "reason": self.reason, "detail": self.detail}


@dataclass
class HostedMatch:
    """One match at a network table: its rules, its places, the deal on the table."""

    rules: Rules
    places: tuple[PlaceSpec, ...]
    match_rules: MatchRules = field(default_factory=MatchRules)
    deals: int = 5
    """Chiamata: the match's length in deals (other games end by ``match_rules``)."""
    names: list[str] = field(default_factory=list)
    match_id: str = field(default_factory=lambda: secrets.token_hex(6))
    """The match's id (kept with a resumed table): each friend's history files the deals
    of one match under it, before and after the host's app stopped."""
    match: BaseMatch = field(init=False)
    state: GameState | None = field(init=False, default=None)
    shuffle: fair.Shuffle | fair.SharedShuffle | None = field(init=False, default=None)
    seed: bytes | None = field(init=False, default=None)
    """The deal's secret seed, drawn (and committed to) before the cuts."""
    paused: bool = field(init=False, default=False)
    """The host paused the game: nobody moves until it goes on."""
    cutting: bool = field(init=False, default=False)
    """The deal's commitment is shown and the cuts are awaited."""
    cutters: set[int] = field(init=False, default_factory=set)
    cuts: dict[int, str] = field(init=False, default_factory=dict)
    """Each cutter's cut, by place, once given."""
    computers: dict[int, Player] = field(init=False, default_factory=dict)

    def __post_init__(self) -> None:
        if len(self.places) != self.rules.players:
            raise ValueError(f"a table of {self.rules.players} has {self.rules.players} places")
        if not any(place.friend for place in self.places):
            raise ValueError("a network table has at least one friend's place")
        self.match = new_match(self.rules, self.match_rules, self.deals, secrets.randbits(32))
        self.computers = {
            p: make_player(spec.kind, secrets.randbits(32))
            for p, spec in enumerate(self.places)
            if not spec.friend
        }
        if not self.names:
            self.names = [
                "" if spec.friend else f"{spec.kind.capitalize()} {p + 1}"
                for p, spec in enumerate(self.places)
            ]

    # --- who sits where -------------------------------------------------------------

    @property
    def deal_number(self) -> int:
        return self.match.deal_number

    def seat_of(self, place: int) -> int:
        return self.match.seat_of(place)

    def place_at(self, seat: int) -> int:
        return self.match.participant_at(seat)

    def seat_names(self) -> list[str]:
        return [self.names[self.place_at(seat)] for seat in range(self.rules.players)]

    def friend_places(self) -> list[int]:
        return [p for p, spec in enumerate(self.places) if spec.friend]

    def swap_places(self, first: int, second: int) -> None:
        """Before the first deal: the players at ``first`` and ``second`` change places
        (and so seats and, in team games, teams: places 0, 2, 4 play together)."""
        if self.seed is not None or self.match.deal_number > 0:  # (a resumed match too)
            raise ValueError("places are changed before the first deal")
        n = self.rules.players
        if not (0 <= first < n and 0 <= second < n):
            raise ValueError("not a place at this table")
        places, names = list(self.places), self.names
        places[first], places[second] = places[second], places[first]
        names[first], names[second] = names[second], names[first]
        self.places = tuple(places)
        moved = {first: second, second: first}
        self.computers = {moved.get(p, p): player for p, player in self.computers.items()}

    # --- the deal -----------------------------------------------------------------

    def start_deal(self, cutters: Collection[int] = ()) -> Outgoing:
        """Begin the next deal: draw its secret seed and tell each friend their seat, the
        names by seat and the seed's commitment; the friends at ``cutters`` are asked for
        their cut (``cut``), and the cards are dealt once every one of them has cut
        (``briscola-fair-shuffle/2``) or is given up (``skip_cutter``). With no cutter, the
        host cuts at random (version 1): no friend is there to be protected."""
        if self.match.is_over():
            raise ValueError("the match is over")
        if self.cutting or (self.state is not None and not self.state.is_terminal()):
            raise ValueError("a deal is on the table")
        self.seed = fair.new_seed()
        self.cuts = {}
        self.cutters = set(cutters) & set(self.friend_places())
        self.cutting = True
        out: Outgoing = [(place, self.deal_message(place)) for place in self.friend_places()]
        if not self.cutters:
            out.extend(self._deal_cards())
        return out

    def cut(self, place: int, deal: object, text: object) -> Outgoing:
        """``place``'s cut of the deal about to be dealt; a refusal if it is not wanted."""
        if not self.cutting or deal != self.deal_number or place not in self.cutters:
            return [(place, Refusal("no-cut-wanted", "no cut is wanted from you now").message())]
        if place in self.cuts:
            return [(place, Refusal("already-cut", "you have cut this deal").message())]
        if not isinstance(text, str) or len(text) > 4 * fair.MAX_CUT_CHARS:
            return [(place, Refusal("bad-cut", "a cut is a word or a number").message())]
        try:
            self.cuts[place] = fair.normal_cut(text)
        except fair.ShuffleError as error:
            return [(place, Refusal("bad-cut", str(error)).message())]
        return self._deal_if_cut()

    def skip_cutter(self, place: int) -> Outgoing:
        """Deal without ``place``'s cut (they left, or did not cut in time)."""
        if not self.cutting or place in self.cuts:
            return []
        self.cutters.discard(place)
        return self._deal_if_cut()

    def _deal_if_cut(self) -> Outgoing:
        if self.cutters - set(self.cuts):
            return []
        return self._deal_cards()

    def _deal_cards(self) -> Outgoing:
        assert self.seed is not None
        self.cutting = False
        if self.cuts:
            cuts = tuple((self.seat_of(place), cut) for place, cut in self.cuts.items())
            self.shuffle = fair.SharedShuffle(self.seed, cuts)
        else:
            self.shuffle = fair.Shuffle(self.seed, fair.random_cut())
        self.state = GameState(self.rules, self.shuffle.deck(self.rules))
        host.start_deal(
            {self.seat_of(p): player for p, player in self.computers.items()}, self.rules
        )
        return [(place, self.update_message(place, None)) for place in self.friend_places()]

    def deal_message(self, place: int) -> dict[str, Any]:
        assert self.seed is not None
        return {
            "type": "deal",
            "deal": self.deal_number,
            "rules": self.rules.to_dict(),
            "seat": self.seat_of(place),
            "names": self.seat_names(),
            "commitment": fair.commitment_of(self.seed),
            "cut": self.cutting and place in self.cutters and place not in self.cuts,
            "match_scores": self.match.scores(),
        }

    @property
    def move(self) -> int:
        """Actions taken so far this deal: a choice names the move it answers."""
        return len(self.state.actions) if self.state is not None else 0

    def to_move(self) -> int | None:
        """The place whose turn it is, or None (no deal, or it is over)."""
        state = self.state
        if state is None or state.is_terminal():
            return None
        return self.place_at(state.current_player())

    def update_message(self, place: int, last: tuple[int, Action] | None) -> dict[str, Any]:
        """What ``place`` may know after the last action: its seat's observation, the
        action (every action is public), whose turn it is and, if its own, what it may do."""
        state = self.state
        assert state is not None
        seat = self.seat_of(place)
        to_move = None if state.is_terminal() else state.current_player()
        yours = to_move == seat and place not in self.computers
        legal = [action_code(a) for a in state.legal_actions()] if yours else []
        return {
            "type": "update",
            "deal": self.deal_number,
            "move": self.move,
            "last": None if last is None else {"seat": last[0], "action": action_code(last[1])},
            "to_move": to_move,
            "legal": legal,
            "obs": observation_json(observe(state, seat)),
        }

    def act(self, place: int, deal: object, move: object, code: object) -> Outgoing:
        """``place`` chooses ``code`` for move ``move`` of deal ``deal``: applied if it is
        their turn, that move, and legal; else only a refusal for them, and nothing changes."""
        refusal = self._refusal(place, deal, move, code)
        if refusal is not None:
            return [(place, refusal.message())]
        return self.apply(place, parse_action(code))

    def _refusal(self, place: int, deal: object, move: object, code: object) -> Refusal | None:
        state = self.state
        if place in self.computers:
            return Refusal("computer-holds-seat", "a computer player holds your seat")
        if self.paused:
            return Refusal("paused", "the host has paused the game")
        if state is None or state.is_terminal():
            return Refusal("no-deal", "no deal is being played")
        if self.to_move() != place:
            return Refusal("not-your-turn", "it is not your turn")
        if deal != self.deal_number or move != self.move:
            return Refusal("stale", "the table has moved on since")
        try:
            action = parse_action(code)
        except ProtocolError as error:
            return Refusal("not-an-action", str(error))
        if action not in state.legal_actions():
            return Refusal("illegal", f"{action_code(action)} may not be played now")
        return None

    def apply(self, place: int, action: Action) -> Outgoing:
        """Apply ``place``'s legal ``action`` and tell every friend; at the deal's end,
        score it and reveal the shuffle."""
        state = self.state
        assert state is not None and self.to_move() == place
        seat = state.current_player()
        state.push(action)
        out: Outgoing = [(p, self.update_message(p, (seat, action))) for p in self.friend_places()]
        if state.is_terminal():
            out.extend(self._finish_deal())
        return out

    def _finish_deal(self) -> Outgoing:
        state = self.state
        assert state is not None
        host.end_deal({self.seat_of(p): pl for p, pl in self.computers.items()}, state)
        self.match.finish_deal(state)
        message = self.deal_over_message()
        return [(p, message) for p in self.friend_places()]

    def deal_over_message(self) -> dict[str, Any]:
        """The end of the finished deal on the table, once the match has counted it: its
        outcome, the match's scores and its shuffle revealed (told again, after a restart,
        to the friends who may not have heard it)."""
        state, shuffle = self.state, self.shuffle
        assert state is not None and shuffle is not None
        outcome = state.outcome()
        assert outcome is not None
        return {
            "type": "deal_over",
            "deal": self.deal_number - 1,
            "outcome": {
                "points": list(outcome.points),
                "winner": outcome.winner,
                "scores": None if outcome.scores is None else list(outcome.scores),
                "thrown_in": outcome.thrown_in,
            },
            "match_scores": self.match.scores(),
            "match_over": self.match.is_over(),
            "shuffle": shuffle.to_dict(),
            "deck": [c.code for c in state.deck or ()],
            "actions": [action_code(action) for action in state.actions],
        }

    # --- computer places ----------------------------------------------------------

    def computer_turn(self) -> tuple[int, Player] | None:
        """The computer place to move now and its player, or None (also while paused)."""
        place = self.to_move()
        if place is None or place not in self.computers or self.paused:
            return None
        return place, self.computers[place]

    def computer_question(self, place: int) -> tuple[Observation, str]:
        """What the computer at ``place`` is asked now: its seat's observation and the kind
        of choice (``swap``, ``suit``, ``bid`` or ``card``). Taken on the event loop, so the
        player thinks on a view of its own while the table may change."""
        state = self.state
        assert state is not None
        obs = observe(state, self.seat_of(place))
        if state.swap_pending:
            return obs, "swap"
        if state.bidding:
            return obs, "suit" if obs.auction_state().is_over() else "bid"
        return obs, "card"

    def stand_in(self, place: int, level: str) -> None:
        """A computer player of ``level`` holds friend ``place``'s seat (they dropped out)
        until ``stand_down``; ValueError if it is not a friend's place or is held already."""
        if not self.places[place].friend or place in self.computers:
            raise ValueError("only a friend's place, not held already, can be handed over")
        player = make_player(level, secrets.randbits(32))
        if self.state is not None and not self.state.is_terminal():
            player.start_deal(self.rules, self.seat_of(place))
        self.computers[place] = player

    def stand_down(self, place: int) -> Outgoing:
        """Friend ``place`` takes their seat back from the computer player; what they are
        told: the table as it stands, with what they may play if it is their turn."""
        if not self.places[place].friend or place not in self.computers:
            raise ValueError("no computer player holds this place")
        self.computers.pop(place).close()
        if self.state is None:
            return []
        return [(place, self.update_message(place, None))]

    def close(self) -> None:
        for player in self.computers.values():
            player.close()


def computer_answer(player: Player, obs: Observation, kind: str) -> Action:
    """``player``'s choice of ``kind`` from ``obs`` (it thinks: call it off the event loop)."""
    if kind == "swap":
        return host.swap_choice(player, obs)
    if kind == "suit":
        return SuitCall(player.choose_suit(obs))
    if kind == "bid":
        bid: Bid = player.choose_bid(obs)
        return bid
    return player.choose_card(obs)


def choose_from_observation(player: Player, obs: Observation, legal: list[str]) -> str:
    """A computer player at a friend's place (the tests' friends, the figures' script): the
    code of what ``player`` picks from the observation the host sent, ``legal`` saying
    which kind of choice is asked."""
    kind = "card"
    if "swap" in legal:
        kind = "swap"
    elif any(code.startswith("suit:") for code in legal):
        kind = "suit"
    elif any(code.startswith("bid:") for code in legal):
        kind = "bid"
    return action_code(computer_answer(player, obs, kind))
