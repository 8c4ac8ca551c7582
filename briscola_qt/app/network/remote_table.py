"""A seat at a friend's table, as the window's game (``game.table_port.TablePort``).

The host's app runs the deal; this table only shows what its seat is told and sends what
its human chooses. The network lives in a worker thread (``net.threads.ClientThread``):
each message comes back through a queued signal to the GUI thread, where it is taken in
one at a time, as the table shows each change: a card played, a trick's pause for a click,
the trick going to its pile. Messages that arrive meanwhile (the others play on) wait their
turn (``paced_inbox.PacedInbox``), so the table never skips a card. Nothing here ever
waits on the network.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance

from ...engine import fair
from ...engine.cards import Card, Rank, Suit
from ...engine.chiamata import Bid, SuitCall
from ...engine.match import BaseMatch, MatchRules
from ...engine.matches import new_match
from ...engine.observation import Observation
from ...engine.rules import Rules
from ...engine.state import GameState
from ...net.invitation import InvitationCode
from ...net.protocol import action_code, parse_action, read_observation
from ..game.snapshot import DealSummary, Phase, TableSnapshot
from ..text.words import fill
from . import places
from .host_link import HostLink
from .paced_inbox import PacedInbox
from .remote_snapshot import HIDDEN as HIDDEN  # (what trickCollected's draws hide)
from .remote_snapshot import (
    SeatNames,
    SeatView,
    deal_summary,
    remote_snapshot,
    trick_draws,
)

if TYPE_CHECKING:
    from ..game.table_port import TablePort


class RemoteTable(QObject):
    """This app's seat at a table hosted elsewhere (or by this app, on loopback)."""

    changed = Signal()
    dealStarted = Signal()
    cardPlayed = Signal(int, int)  # seat, card
    trickCollected = Signal(int, list)  # winner, [(seat, card or HIDDEN) drawn]
    tookBack = Signal(int)  # (never: a network table has no undo)
    thinkingChanged = Signal(int, bool)
    swapOffered = Signal(int)
    cutWanted = Signal(str)
    dealOver = Signal(object)  # DealSummary
    refused = Signal(str)
    """The host refused this seat's message: its reason word (``docs/network.md``)."""
    ended = Signal(str)
    """The connection ended: ``closed``, or why it failed (``wrong-code``, ...)."""
    welcomed = Signal()  # (the host seated us: ``place``, ``rules``)
    seatsChanged = Signal()
    """Someone sat down, left, dropped, came back, moved or said ready (``seats``)."""
    said = Signal(int, str)
    """A quick message: the place that said it, and the phrase (``net.server.PHRASES``)."""
    pausedChanged = Signal(bool)  # (the host paused the game, or let it go on)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.phase = Phase.IDLE
        self.auto_continue_ms = 0
        self.place: int | None = None
        self.rules: Rules | None = None
        self.names: list[str] = []
        self.deal = 0
        self._seat = 0
        self.match: BaseMatch | None = None
        self._match_scores: tuple[int, ...] = ()
        self._commitment: str | None = None
        self._obs: Observation | None = None
        self._before: Observation | None = None
        """The observation before the card that completed the trick on the table."""
        self._legal: list[str] = []
        self._sent: list[str] = []
        """What this seat might do when its choice went to the host: given back if refused."""
        self._cut_wanted = False
        self._thinking: int | None = None
        self._to_move: int | None = None
        self._snapshot: TableSnapshot | None = None
        self.last_summary: DealSummary | None = None
        self._inbox = PacedInbox(self._take, self._holding, self._unreadable)
        self._continue_timer = QTimer(self)
        self._continue_timer.setSingleShot(True)
        self._continue_timer.timeout.connect(self.continue_trick)
        self.seats: list[dict[str, Any]] = []
        """Each place as the host last said (``seats``): name, state, ready, friend's."""
        self.paused = False
        self.checked: dict[int, bool] = {}
        """Each finished deal's shuffle, as this app checked it: the seed against the
        commitment shown before the cut, its own cut among the cuts, the deck dealt."""
        self.finished: list[GameState] = []
        """Each finished deal, rebuilt from its revealed deck and actions."""
        self.reconnect_seconds = 300
        """How long the host keeps this player's place after a drop (its ``welcome``)."""
        self.match_id: str | None = None
        """The match's id as the host says it (the same after the host's app resumed it)."""
        self._closed = False
        self.link = HostLink(self)
        """The connection to the host's table."""
        self.link.arrived.connect(self._on_arrived)
        self.link.lost.connect(lambda: self.ended.emit("closed"))

    # --- the connection (``host_link.HostLink``) -------------------------------------

    def connect_to(
        self, uri: str, code: InvitationCode, name: str, token: str | None = None
    ) -> None:
        """Connect to the table at ``uri`` (``ws://HOST:PORT/``); returns at once."""
        self.link.connect_to(uri, code, name, token)

    @property
    def token(self) -> str | None:
        """The seat token the host gave (it brings this player back to their place)."""
        return self.link.token

    @property
    def came_back(self) -> bool:
        """The host gave back this app's place at the table, for the token it had kept."""
        return self.link.came_back

    def reconnect(self) -> bool:
        """Connect again with the seat's token after the connection dropped (the host
        answers with the table as it stands); False if there is no place to go back to."""
        return self.link.reconnect()

    def close(self, timeout: float = 5.0) -> None:
        """Leave the table and end the network's thread (waits at most ``timeout``); what
        arrives after is not taken in (it can no longer be answered)."""
        self._closed = True
        self.link.close(timeout)

    def table_closed(self) -> None:
        """The table is gone for good: nobody is asked to play, shown thinking or away."""
        self._closed, self._legal = True, []
        self._inbox.clear()
        self._set_thinking(None)
        if self.phase in (Phase.PLAYING, Phase.TRICK_DONE, Phase.COLLECTING):
            self.phase = Phase.IDLE  # (the cards stay as they lay: no prompt, no click)
        self._publish()

    def ready(self, ready: bool = True) -> None:
        """In the lobby: this player is ready to begin (or not yet)."""
        self.link.ready(ready)

    def say(self, phrase: str) -> None:
        """A quick message to the table (``net.server.PHRASES``)."""
        self.link.say(phrase)

    # --- taking messages in, one change at a time -----------------------------------

    def _on_arrived(self, message: dict[str, Any]) -> None:
        if self._closed:
            return
        kind = message.get("type")
        if kind in ("welcome", "seats", "said", "paused", "place", "error", "closed", "bye"):
            self._take_news(message)  # (at once: not one of the table's changes)
            return
        self._inbox.put(message)

    def _take_news(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "welcome":
            if self.paused:  # (the host says again if it still is: catching up)
                self._pause(False)
            self._take(message)  # (a table coming back after a drop: at once)
        elif kind == "seats":
            seats = message.get("seats")
            if not isinstance(seats, list):
                return
            self.seats = [seat for seat in seats[:8] if isinstance(seat, dict)]
            self.seatsChanged.emit()
            self.changed.emit()  # (the plates say who is connected)
        elif kind == "said":
            place, phrase = message.get("place"), message.get("phrase")
            if type(place) is int and isinstance(phrase, str):
                self.said.emit(place, phrase[:20])
        elif kind == "paused":
            self._pause(message.get("paused") is True)
        elif kind == "place":
            place = message.get("place")
            self.place = place if type(place) is int else self.place
            self.seatsChanged.emit()
        elif kind == "bye":
            self.link.keep_seat(False)  # (no place to come back to)
            self.ended.emit("bye")  # (the host ended the match)
        else:
            self.ended.emit(str(message.get("reason", "closed"))[:30])

    def _pause(self, paused: bool) -> None:
        """The host paused the game, or let it go on: while paused nobody is asked to
        play or to go on from a trick, nor shown thinking."""
        self.paused = paused
        if self.phase == Phase.PLAYING and self._obs is not None and not self._awaiting_table:
            to_move = self._to_move
            thinking = to_move if to_move is not None and to_move != self._seat else None
            self._set_thinking(None if paused else thinking)
        if paused:
            self._continue_timer.stop()
        elif self.can_continue():
            self._trick_done()  # (the trick on the table waits for its click again)
        if self._obs is not None:
            self._publish()
        self.pausedChanged.emit(paused)

    def place_name(self, place: int) -> str:
        """The name of the player at ``place``, as the host last said."""
        return places.place_name(self.seats, place)

    def place_state(self, place: int) -> str:
        """The network state of ``place`` (``places.place_state``)."""
        return places.place_state(self.seats, place)

    def place_of(self, seat: int, deal: int | None = None) -> int | None:
        """The place of the player at ``seat`` in the deal on the table (or ``deal``: the
        next one's first seat, who starts it, is ``place_of(0, deal + 1)``)."""
        match = self.match
        if match is None or self.rules is None or not 0 <= seat < self.rules.players:
            return None
        return match.participant_at(seat, self.deal if deal is None else deal)

    def _holding(self) -> bool:
        """The table waits for the human: the trick for its click, the deal's end for
        ``next_deal`` (the host's next deal waits here)."""
        return self.phase in (Phase.TRICK_DONE, Phase.DEAL_OVER)

    def _unreadable(self) -> None:
        self.ended.emit("not-a-table")

    def _take(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "welcome":
            self.place = int(message["place"])
            self.rules = Rules.from_dict(message["rules"])
            match_rules = MatchRules.from_dict(message["match_rules"])
            self.match = new_match(self.rules, match_rules, int(message["deals"]), 0)
            seconds = message.get("reconnect_seconds")
            if isinstance(seconds, int | float) and 0 < seconds <= 3600:
                self.reconnect_seconds = int(seconds)
            match_id = message.get("match")
            if isinstance(match_id, str) and re.fullmatch(r"[0-9A-Za-z]{1,32}", match_id):
                self.match_id = match_id
            self.link.keep_seat(True)
            self.welcomed.emit()
        elif kind == "deal":
            self._take_deal(message)
        elif kind == "update":
            self._take_update(message)
        elif kind == "deal_over":
            if int(message["deal"]) not in self.checked:  # (else told again after a restart)
                self._take_deal_over(message)
        elif kind == "refused":
            if self._sent:  # (the choice was not taken: the seat may choose again)
                self._legal, self._sent = self._sent, []
                self._publish()
            self.refused.emit(str(message.get("reason", ""))[:30])

    def _take_deal(self, message: dict[str, Any]) -> None:
        self.rules = Rules.from_dict(message["rules"])
        self.deal = int(message["deal"])
        self._seat = int(message["seat"])
        self.names = [str(name)[:30] for name in message["names"]]
        self._commitment = str(message["commitment"])
        self._match_scores = tuple(int(s) for s in message["match_scores"])
        self._obs = self._before = None
        self._legal, self._sent, self._to_move = [], [], None
        self._cut_wanted = message.get("cut") is True
        self._set_thinking(None)
        self.phase = Phase.CUTTING
        self._publish()
        if self._cut_wanted:
            self.cutWanted.emit(self._commitment)

    def _take_update(self, message: dict[str, Any]) -> None:
        assert self.rules is not None
        obs = read_observation(self.rules, message["obs"])
        before, self._obs = self._obs, obs
        to_move = message.get("to_move")
        self._to_move = to_move if type(to_move) is int else None
        self._legal = [str(code) for code in message.get("legal", [])]
        self._sent, self._before = [], None
        self._set_thinking(None)
        if before is None:  # (the deal's first update, or the table as it stands)
            self.phase = Phase.DEALING
            self.dealStarted.emit()
            self._show(self._play_on)
            return
        last = message.get("last")
        if not isinstance(last, dict) or not isinstance(
            action := parse_action(last["action"]), Card
        ):
            self._play_on()  # (a swap, a call: the table shows it as it stands)
            return
        self.cardPlayed.emit(int(last["seat"]), int(action))
        if len(obs.history) > len(before.history):
            self._before = before
            self.phase = Phase.TRICK_DONE
            self._show(self._trick_done)
            return
        self._show(self._play_on)

    def _play_on(self) -> None:
        """The table shows the deal as it stands; the human may play if it is their turn."""
        self.phase = Phase.PLAYING
        self._publish()
        to_move = self._to_move
        others = to_move is not None and to_move != self._seat and not self.paused
        self._set_thinking(to_move if others else None)
        obs = self._obs
        if "swap" in self._legal and obs is not None and obs.trump is not None:
            self.swapOffered.emit(int(Card.of(Rank.TWO, obs.trump)))

    def _set_thinking(self, seat: int | None) -> None:
        """Another seat's turn: it thinks (a friend or the host's computer player) until
        its card comes."""
        if seat == self._thinking:
            return
        if self._thinking is not None:
            self.thinkingChanged.emit(self._thinking, False)
        self._thinking = seat
        if seat is not None:
            self.thinkingChanged.emit(seat, True)

    def _trick_done(self) -> None:
        if self.auto_continue_ms > 0:
            self._continue_timer.start(self.auto_continue_ms)

    def _take_deal_over(self, message: dict[str, Any]) -> None:
        rules, match = self.rules, self.match
        assert rules is not None and match is not None
        state = GameState(rules, [Card.parse(code) for code in message["deck"]])
        for code in message["actions"][:200]:
            state.push(parse_action(code))
        self._match_scores = tuple(int(s) for s in message["match_scores"])
        over = message.get("match_over") is True
        if over:
            self.link.keep_seat(False)
        names = SeatNames(
            seat=self._seat,
            seats=tuple(self.seat_name(seat) for seat in range(rules.players)),
            sides=tuple(self.side_name(side) for side in range(rules.sides)),
            match_sides=self.match_side_names(),
        )
        summary = deal_summary(state, match, self.deal, self._match_scores, over, names)
        self.checked[int(message["deal"])] = message.get("checked") is True
        self.finished.append(state)
        self.phase = Phase.MATCH_OVER if over else Phase.DEAL_OVER
        self._legal, self._sent, self._to_move = [], [], None
        self._set_thinking(None)
        self.last_summary = summary
        self._publish()
        self.dealOver.emit(summary)

    # --- showing each change --------------------------------------------------------

    def follow_animations(self, finished: SignalInstance) -> None:
        """Take the next message in only when the table emits ``finished``."""
        self._inbox.follow(finished)

    def _show(self, then: Callable[[], None]) -> None:
        """Publish the change; once the table has shown it (at once without a table),
        ``then``."""
        self._inbox.show(self._publish, then)

    @property
    def _awaiting_table(self) -> bool:
        return self._inbox.awaiting_table

    def _publish(self) -> None:
        self._snapshot = self._make_snapshot()
        self.changed.emit()

    def _make_snapshot(self) -> TableSnapshot | None:
        obs, match = self._obs, self.match
        if obs is None or match is None:
            return None
        speaking = self.phase == Phase.PLAYING and not self._awaiting_table and not self.paused
        actions = [parse_action(code) for code in self._legal] if speaking else []
        over = self.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER)
        ended = self.finished[-1] if over and self.finished else None
        shown = None  # (a chiamata deal thrown in: every hand is shown, as players show theirs)
        if ended is not None and ended.thrown_in:
            shown = tuple(tuple(ended.hand(seat)) for seat in range(ended.rules.players))
        view = SeatView(
            phase=self.phase,
            deal_number=self.deal,
            match=match,
            match_scores=self._match_scores,
            side_names=self.match_side_names(),
            commitment=self._commitment,
            legal=tuple(action for action in actions if isinstance(action, Card)),
            to_move=self._to_move if self.phase == Phase.PLAYING else None,
            calls=tuple(action for action in actions if isinstance(action, Bid | SuitCall)),
            open_hands=shown,
            paused=self.paused and not self._closed,
        )
        return remote_snapshot(obs, view, self._before)

    # --- what the table reads (TablePort) -------------------------------------------

    @property
    def human(self) -> int:
        return self._seat

    @property
    def state(self) -> GameState | None:
        """None: the host holds the deal (the table then deals from seat 0, the leader)."""
        return None

    def snapshot(self) -> TableSnapshot | None:
        return self._snapshot

    def is_human(self, seat: int) -> bool:
        return seat == self._seat

    def seat_name(self, seat: int) -> str:
        """The player at ``seat`` as the host last said, and whether they are away or a
        computer holds their seat."""
        if seat == self._seat:
            return self.tr("You")
        place = self.place_of(seat)
        name = self.names[seat] if 0 <= seat < len(self.names) else "?"
        name = (self.place_name(place) if place is not None else "") or name
        state = "" if place is None or self._closed else self.place_state(place)
        if state == "reconnecting":
            return fill(self.tr("%1 (reconnecting)"), name)
        if state == "stand-in":
            return fill(self.tr("%1 (computer)"), name)
        if state == "free":  # (away longer than the host keeps a place)
            return fill(self.tr("%1 (away)"), name)
        return name

    def side_name(self, side: int) -> str:
        rules = self.rules
        if rules is None or not rules.team_game:
            return self.seat_name(side)
        return self.tr("Your team") if side == rules.side_of(self._seat) else self.tr("Opponents")

    def match_side_names(self) -> tuple[str, ...]:
        """The match's sides (places, or teams) in the host's order."""
        rules, match = self.rules, self.match
        if rules is None or match is None:
            return ()
        if rules.team_game:
            sides = [match.match_side(side, self.deal) for side in range(2)]
            own = sides[rules.side_of(self._seat)]
            return tuple(
                self.tr("Your team") if s == own else self.tr("Opponents") for s in range(2)
            )
        seats = [match.seat_of(place, self.deal) for place in range(rules.players)]
        return tuple(self.seat_name(seat) for seat in seats)

    # --- what the human does --------------------------------------------------------

    def play_card(self, card: int) -> bool:
        """Send ``card`` to the host if it is one this seat may play now (the host says
        whether it is taken: an ``update``, or ``refused``)."""
        snapshot = self._snapshot
        if snapshot is None or Card(card) not in snapshot.legal:
            return False
        self._sent, self._legal = self._legal, []  # (nothing more until the host answers)
        self._publish()
        self.link.act(action_code(Card(card)))
        return True

    def answer_swap(self, swap: bool) -> None:
        choice = "swap" if swap else "keep"
        if choice in self._legal and not self._awaiting_table:
            self._sent, self._legal = self._legal, []
            self.link.act(choice)

    def call(self, bid: Bid) -> bool:
        """Chiamata: send this seat's call in the auction; False (nothing is sent) if it
        may not say it now."""
        return self._choose(action_code(bid))

    def name_suit(self, suit: Suit) -> bool:
        """Chiamata: this seat won the auction and names the called card's suit."""
        return self._choose(action_code(SuitCall(suit)))

    def _choose(self, code: str) -> bool:
        if self.phase != Phase.PLAYING or self._awaiting_table or code not in self._legal:
            return False
        self._sent, self._legal = self._legal, []  # (nothing more until the host answers)
        self._publish()
        self.link.act(code)
        return True

    def cut_deck(self, cut: str) -> bool:
        """Send this seat's cut of the deal the host waits to deal; False if it waits for
        none from us. ShuffleError (nothing is sent) if ``cut`` is not one (empty, too long)."""
        if self.phase != Phase.CUTTING or not self._cut_wanted:
            return False
        fair.normal_cut(cut)
        self._cut_wanted = False
        self.link.cut(cut)
        return True

    def can_continue(self) -> bool:
        """The trick on the table may be gathered (not while the host pauses the game)."""
        return self.phase == Phase.TRICK_DONE and not self._awaiting_table and not self.paused

    def continue_trick(self) -> None:
        """Collect the trick on the table: it goes to its pile and the hands draw."""
        obs, before = self._obs, self._before
        if not self.can_continue() or obs is None or before is None:
            return
        self._continue_timer.stop()
        self._before = None
        self.phase = Phase.COLLECTING
        self.trickCollected.emit(obs.history[-1].winner, trick_draws(obs, before))
        self._show(self._play_on)
        self._inbox.take_waiting()

    def awaits_human(self) -> bool:
        if self._awaiting_table or self._obs is None:
            return False
        if self.paused and self.phase == Phase.TRICK_DONE:
            return False  # (nobody gathers a trick until the game goes on)
        if self.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER, Phase.TRICK_DONE):
            return True
        return self.phase == Phase.PLAYING and bool(self._legal)

    def next_deal(self) -> None:
        """The human has seen the deal's end: the table clears for the host's next deal
        (its messages, held meanwhile, are taken in now)."""
        if self.phase != Phase.DEAL_OVER:
            return
        self.phase = Phase.IDLE
        self._obs = self._before = None
        self._publish()
        self._inbox.take_waiting()

    def can_undo(self) -> bool:
        return False

    undo = can_undo


if TYPE_CHECKING:

    def _a_table_port(remote: RemoteTable) -> TablePort:
        """(mypy: a RemoteTable is what the window's table talks to)"""
        return remote
