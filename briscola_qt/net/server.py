"""The host's table server: WebSocket connections (``websockets``, asyncio) carrying the
``briscola-net/1`` handshake and sealed messages to a ``HostedMatch``.

Each friend's connection is on its own: a handshake that takes too long, a frame too large,
too many messages a second, a frame that does not open or a message that is not one ends
that connection only, and the table plays on. Three handshakes in a row that do not prove
the code replace it (``on_code``). A friend whose connection drops keeps their place for
``reconnect_window`` seconds: their token brings them back to it, the table as it stands.
Computer places think in a worker thread, so the event loop is never held up.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import secrets
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Final

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..ai.base import Player
from ..engine.observation import Observation
from ..engine.state import Action
from .channel import MAX_FRAME, VERSION, ChannelError
from .door import Door
from .hosted import HostedMatch, Outgoing, computer_answer
from .invitation import InvitationCode
from .peers import Limits, Peer, Place, TokenBucket, drain, refuse_plain
from .protocol import BUSY_CLOSE, ProtocolError, player_name
from .saved import hosted_data, read_hosted

_REFUSALS: Final = {
    "table-full": "every friend's place is taken",
    "seat-expired": "your place was kept for you, but not for this long",
    "unknown-token": "this table does not know your place",
}
PHRASES: Final = ("bravo", "ciao", "ben-giocato", "grazie", "ops")
"""The quick messages a friend may send the table (the app shows them in its language):
no free text, so nothing to moderate."""
SAY_SECONDS: Final = 1.0
_CHANGES: Final = frozenset({"deal", "update", "deal_over", "seats", "place"})


@dataclass
class TableServer:
    """Serves one ``HostedMatch`` to the friends who know ``code``."""

    hosted: HostedMatch
    limits: Limits = field(default_factory=Limits)
    on_code: Callable[[InvitationCode], None] | None = None
    """Told the new code when three wrong tries replaced the old one."""
    auto_start: bool = True
    """Deal as soon as every friend's place is taken (the lobby's Start, for now)."""
    on_change: Callable[[], None] | None = None
    """Told after every change of the table (a move, a deal begun or over, a seat taken):
    the moment for the host's app to keep ``saved()``, as a local game saves its state."""
    auto_next: bool = True
    """Deal the next deal as soon as one is over, until the match is."""
    places: dict[int, Place] = field(default_factory=dict)
    peers: dict[int, Peer] = field(default_factory=dict)
    dropped: deque[str] = field(default_factory=lambda: deque(maxlen=200))
    """Why each connection the server ended was ended, the latest 200 (the host's log)."""
    faults: list[str] = field(default_factory=list)
    """Computer players that failed (each played a random legal move instead)."""
    _server: Server | None = None
    _connections: int = 0
    _cut_timer: asyncio.TimerHandle | None = None
    _last_deal_over: dict[str, Any] | None = None
    _computer: asyncio.Task[None] | None = None
    _tasks: set[asyncio.Task[None]] = field(default_factory=set)
    _expiry: dict[int, asyncio.TimerHandle] = field(default_factory=dict)
    """Per place left: when its reconnect window ends (everyone is then told it is free)."""

    def __post_init__(self) -> None:
        self.door = Door(on_code=self.on_code, log=self.dropped)
        self.places = {p: Place() for p in self.hosted.friend_places()}
        self.match_over = asyncio.Event()

    @property
    def code(self) -> InvitationCode:
        """The invitation code now (three wrong tries replace it)."""
        return self.door.code

    @property
    def wrong_tries(self) -> int:
        return self.door.wrong_tries

    # --- running ------------------------------------------------------------------

    async def start(self, host: str = "127.0.0.1", port: int = 0) -> list[tuple[str, int]]:
        """Listen on ``host`` (``port`` 0: any free one); the addresses listened on."""
        self._server = await serve(
            self._serve,
            host,
            port,
            compression=None,
            max_size=MAX_FRAME,
            max_queue=4,
            open_timeout=self.limits.handshake_seconds,
            ping_interval=20,
            ping_timeout=20,
            close_timeout=2,
        )
        loop = asyncio.get_running_loop()
        for place, seat in self.places.items():  # (a resumed table: the places kept)
            if seat.dropped_at is not None:
                left = self.limits.reconnect_window - (time.monotonic() - seat.dropped_at)
                self._expiry[place] = loop.call_later(max(left, 0) + 0.05, self._broadcast_seats)
        return [sock.getsockname()[:2] for sock in self._server.sockets]

    async def stop(self) -> None:
        if self._computer is not None:
            self._computer.cancel()
        if self._cut_timer is not None:
            self._cut_timer.cancel()
        for timer in self._expiry.values():
            timer.cancel()
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        self.hosted.close()

    def pause(self, paused: bool = True) -> None:
        """The host pauses the game (nobody moves, computers included) or lets it go on."""
        self.hosted.paused = paused
        self._send([(place, {"type": "paused", "paused": paused}) for place in self.peers])
        if not paused:
            self._computers_play()

    async def end(self, why: str = "the host ended the match") -> None:
        """The host ends the match: every friend is told, then the table closes."""
        for peer in list(self.peers.values()):
            peer.send({"type": "bye", "reason": why[:100]})
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(2):
                while any(not peer.outbox.empty() for peer in self.peers.values()):
                    await asyncio.sleep(0.01)
                await asyncio.sleep(0.05)  # (the last one leaves its sender)
        await self.stop()

    def hand_to_computer(self, place: int, level: str = "medium") -> None:
        """The host hands friend ``place``'s seat to a computer player of ``level`` (while
        they are away); ``hand_back`` gives it back."""
        self.hosted.stand_in(place, level)
        self._broadcast_seats()
        self._computers_play()

    def hand_back(self, place: int) -> None:
        self._send(self.hosted.stand_down(place))
        self._broadcast_seats()

    # --- saved and resumed --------------------------------------------------------

    def saved(self) -> dict[str, Any]:
        """The table as JSON data, for the host to keep (``briscola-net-table/1``)."""
        tokens = {p: place.token for p, place in self.places.items() if place.token}
        return hosted_data(self.hosted, tokens)

    @classmethod
    def resumed(cls, data: object, **options: Any) -> TableServer:
        """The table ``saved`` kept, under a new invitation code: each friend's token
        brings them back to their place (within the reconnect window from now), and the
        deal on the table goes on where it was. RecordError if ``data`` does not hold."""
        hosted, tokens = read_hosted(data)
        server = cls(hosted, **options)
        now = time.monotonic()
        for place, token in tokens.items():
            server.places[place] = Place(token=token, dropped_at=now)
        if hosted.state is not None and hosted.state.is_terminal():
            # (the deal just ended: its end may not have reached every friend before the
            # host stopped; each is told it again on coming back, before the next deal)
            server._last_deal_over = hosted.deal_over_message()
        return server

    # --- the lobby ----------------------------------------------------------------

    def swap_places(self, first: int, second: int) -> None:
        """The host moves two players before the first deal (places, so seats and teams);
        each friend moved is told their new place."""
        hosted = self.hosted
        hosted.swap_places(first, second)
        moved = {first: second, second: first}
        self.places = {p: self.places.get(moved.get(p, p), Place()) for p in hosted.friend_places()}
        peers = {moved.get(p, p): peer for p, peer in self.peers.items()}
        for place, peer in peers.items():
            if peer.place != place:
                peer.place = place
                peer.send({"type": "place", "place": place})
        self.peers = peers
        self._broadcast_seats()

    def reserve(self, place: int) -> str:
        """Keep the friend's ``place`` for whoever shows the token returned: the host's own
        app, which connects a moment after the table opens (a friend quicker than it must
        not take the host's place)."""
        token = secrets.token_urlsafe(18)
        self.places[place].token = token
        return token

    def all_ready(self) -> bool:
        """Every friend's place is taken and its friend says ready (the host may Start)."""
        return self._all_seated() and all(place.ready for place in self.places.values())

    def begin(self) -> None:
        """Begin the next deal (the first: the host's Start): the friends at the table are
        asked to cut, and whoever has not within ``cut_seconds`` is dealt without."""
        hosted = self.hosted
        self._send(hosted.start_deal(cutters=set(self.peers)))
        if hosted.cutting:
            deal = hosted.deal_number
            self._cut_timer = asyncio.get_running_loop().call_later(
                self.limits.cut_seconds, self._cut_overdue, deal
            )
        self._computers_play()

    def _cut_overdue(self, deal: int) -> None:
        hosted = self.hosted
        if not hosted.cutting or hosted.deal_number != deal:
            return
        for place in sorted(hosted.cutters - set(hosted.cuts)):
            self._send(hosted.skip_cutter(place))
        self._computers_play()

    # --- one connection -----------------------------------------------------------

    async def _serve(self, connection: ServerConnection) -> None:
        if self._connections >= self.limits.connections:
            self.dropped.append("too many connections at once")
            await connection.close(BUSY_CLOSE, "busy")
            return
        self._connections += 1
        try:
            await self._connection(connection)
        finally:
            self._connections -= 1

    async def _connection(self, connection: ServerConnection) -> None:
        try:
            async with asyncio.timeout(self.limits.handshake_seconds):
                found = await self.door.admit(connection)
        except TimeoutError:
            self._drop(None, "the handshake took too long")
            # (no guess was counted; a host too slow to answer in time is the likelier
            # cause, so the friend is told to ask again, as when handshakes are under way)
            with contextlib.suppress(TimeoutError, ConnectionClosed):
                async with asyncio.timeout(1):
                    await refuse_plain(connection, "busy")
            return
        except ConnectionClosed:
            return
        if found is None:
            return
        channel, hello = found
        peer = Peer(-1, connection, channel, asyncio.Queue(self.limits.outbox))
        try:
            await self._seat(peer, hello)
        except ConnectionClosed as closed:
            if closed.sent is not None and closed.sent.code not in (1000, 1001):
                # (websockets ended it: a frame too large, a protocol error)
                self.dropped.append(f"closed {closed.sent.code}: {closed.sent.reason[:80]}")
        finally:
            self._gone(peer)

    async def _seat(self, peer: Peer, hello: dict[str, Any]) -> None:
        connection = peer.connection
        try:
            name = player_name(hello.get("name"))
        except ProtocolError as error:
            await self._turn_away(peer, "bad-name", str(error))
            return
        place, refusal = self._place_for(hello.get("token"), name)
        if place is None:
            await self._turn_away(peer, refusal, _REFUSALS[refusal])
            return
        peer.sender = asyncio.create_task(self._sender(peer))
        old = self.peers.get(place)
        peer.place = place
        self.peers[place] = peer
        if old is not None:  # (after the new one is seated: the place is not left empty)
            self._drop(old, "the same friend connected again")
        seat = self.places[place]
        seat.dropped_at = None
        token = seat.token or secrets.token_urlsafe(18)
        seat.token = token
        self.hosted.names[place] = name
        peer.send(self._welcome(place, token))
        self._catch_up(peer)
        self._broadcast_seats()
        # (no deal begun at a match resumed at its last deal's end)
        over = self.hosted.match.is_over()
        if self.auto_start and self.hosted.seed is None and self._all_seated() and not over:
            self.begin()
        self._computers_play()  # (a resumed deal may wait for a computer's move)
        bucket = TokenBucket(self.limits.rate, self.limits.burst)
        async for frame in connection:
            if not bucket.take():
                await self._end(peer, "too many messages")
                return
            try:
                message = peer.channel.open(frame)
            except ChannelError as error:
                await self._end(peer, str(error))
                return
            heard = self._heard(peer, message)
            if heard is None:
                await self._end(peer, "said goodbye")
                return
            if heard:
                bucket.give_back()

    def _place_for(self, token: object, name: str = "") -> tuple[int | None, str]:
        """The place a friend who proved the code sits at: their token's; without one,
        the place kept for a friend of their name who is away (an app that lost its token,
        a table resumed by its host), else the first place nobody has taken or keeps (a
        friend away longer than the reconnect window has given theirs up)."""
        if token is not None:
            if not isinstance(token, str) or not token.isascii() or len(token) > 64:
                return None, "unknown-token"  # (compare_digest takes ASCII text only)
            for place, seat in self.places.items():
                if seat.token is not None and secrets.compare_digest(seat.token, token):
                    if seat.dropped_at is not None and (
                        time.monotonic() - seat.dropped_at > self.limits.reconnect_window
                    ):
                        seat.token = None  # (the place is free for anyone now)
                        return None, "seat-expired"
                    return place, ""
            return None, "unknown-token"
        for place, seat in self.places.items():
            away = seat.dropped_at is not None and place not in self.peers
            if away and self._kept(seat) and self.hosted.names[place].casefold() == name.casefold():
                return place, ""
        for place, seat in self.places.items():
            if place not in self.peers and not self._kept(seat):
                seat.token, seat.ready = None, False  # (a newcomer's place from now on)
                return place, ""
        return None, "table-full"

    def _kept(self, seat: Place) -> bool:
        """A friend's place is theirs: taken, or kept for their token (within the window)."""
        if seat.token is None:
            return False
        dropped = seat.dropped_at
        return dropped is None or time.monotonic() - dropped <= self.limits.reconnect_window

    def _all_seated(self) -> bool:
        return all(place in self.peers for place in self.places)

    def _welcome(self, place: int, token: str) -> dict[str, Any]:
        hosted = self.hosted
        return {
            "type": "welcome",
            "protocol": VERSION,
            "place": place,
            "token": token,
            "rules": hosted.rules.to_dict(),
            "match_rules": hosted.match_rules.to_dict(),
            "deals": hosted.deals,
            "reconnect_seconds": self.limits.reconnect_window,
            "match": hosted.match_id,
        }

    def _catch_up(self, peer: Peer) -> None:
        """A friend who (re)joins mid-match gets the table as it stands, and whether the
        host has paused it."""
        hosted = self.hosted
        if hosted.cutting:
            peer.send(hosted.deal_message(peer.place))
        elif hosted.state is not None:
            if hosted.state.is_terminal() and self._last_deal_over is not None:
                peer.send(self._last_deal_over)
            else:
                peer.send(hosted.deal_message(peer.place))
                peer.send(hosted.update_message(peer.place, None))
        if hosted.paused:
            peer.send({"type": "paused", "paused": True})

    def _heard(self, peer: Peer, message: dict[str, Any]) -> bool | None:
        """Act on a friend's message: True if it moved the game on, False if not, None
        once the connection is to end."""
        kind = message["type"]
        if kind == "act":
            outgoing = self.hosted.act(
                peer.place, message.get("deal"), message.get("move"), message.get("action")
            )
            played: bool = outgoing[0][1]["type"] != "refused"
            self._send(outgoing)
            self._computers_play()
            return played
        if kind == "ready":
            if self.hosted.seed is None:
                self.places[peer.place].ready = message.get("ready") is True
                self._broadcast_seats()
            return False
        if kind == "say":
            self._say(peer, message.get("phrase"))
            return False
        if kind == "cut":
            outgoing = self.hosted.cut(peer.place, message.get("deal"), message.get("cut"))
            cut = not outgoing or outgoing[0][1]["type"] != "refused"
            self._send(outgoing)
            self._computers_play()
            return cut
        if kind == "bye":
            return None
        peer.send({"type": "refused", "reason": "unknown-message", "detail": kind[:20]})
        return False

    def _say(self, peer: Peer, phrase: object) -> None:
        """A quick message to the table: one of ``PHRASES``, at most one a second each."""
        if phrase not in PHRASES:
            peer.send({"type": "refused", "reason": "not-a-phrase", "detail": "no free text"})
            return
        now = time.monotonic()
        if now - peer.last_said < SAY_SECONDS:
            peer.send({"type": "refused", "reason": "too-soon", "detail": "one a second"})
            return
        peer.last_said = now
        said = {"type": "said", "place": peer.place, "phrase": phrase}
        self._send([(place, said) for place in self.peers])

    def seat_list(self) -> list[dict[str, Any]]:
        """Each place: its name, its state (``connected``, ``reconnecting``, ``free`` or
        ``computer``), ready, and whether it is a friend's place (``friend``)."""
        hosted = self.hosted
        out = []
        for place, spec in enumerate(hosted.places):
            if not spec.friend or place in hosted.computers:
                state = "computer"
            elif place in self.peers:
                state = "connected"
            elif self._kept(self.places[place]):
                state = "reconnecting"
            else:
                state = "free"
            ready = state == "computer" or (state == "connected" and self.places[place].ready)
            seat = {"place": place, "name": hosted.names[place], "state": state, "ready": ready}
            seat["friend"] = spec.friend  # (so "computer" at a friend's place: one holds it)
            out.append(seat)
        return out

    def _broadcast_seats(self) -> None:
        message = {"type": "seats", "seats": self.seat_list()}
        self._send([(place, message) for place in self.peers])

    # --- sending ------------------------------------------------------------------

    def _send(self, outgoing: Outgoing) -> None:
        if self.on_change is not None and any(
            message["type"] in _CHANGES for _, message in outgoing
        ):
            self.on_change()
        for place, message in outgoing:
            if message["type"] == "deal_over":
                self._last_deal_over = message
            peer = self.peers.get(place)
            if peer is not None and not peer.send(message):
                self._drop(peer, "too slow to read the table")
        state = self.hosted.state
        if state is not None and state.is_terminal() and outgoing:
            if self.hosted.match.is_over():
                self.match_over.set()
            elif self.auto_next and outgoing[-1][1]["type"] == "deal_over":
                self.begin()

    async def _sender(self, peer: Peer) -> None:
        try:
            while True:
                message = await peer.outbox.get()
                await peer.connection.send(peer.channel.seal(message))
        except ConnectionClosed:
            pass

    async def _turn_away(self, peer: Peer, reason: str, detail: str) -> None:
        """Tell a friend who proved the code why they cannot sit, and close."""
        self.dropped.append(detail)
        message = {"type": "refused", "reason": reason, "detail": detail}
        await peer.connection.send(peer.channel.seal(message))
        await peer.connection.close(1008, reason)

    async def _end(self, peer: Peer, why: str) -> None:
        """End ``peer``'s connection from its own handler, saying why."""
        self.dropped.append(why)
        self._gone(peer)
        # What it sent after is read and thrown away, or the closing handshake would wait
        # behind it (a full queue stops reading) until the close timeout.
        draining = asyncio.ensure_future(drain(peer.connection))
        await peer.connection.close(1008, why[:100])
        draining.cancel()

    def _drop(self, peer: Peer | None, why: str) -> None:
        self.dropped.append(why)
        if peer is not None:
            task = asyncio.ensure_future(peer.connection.close(1008, why[:100]))
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)
            self._gone(peer)

    def _gone(self, peer: Peer) -> None:
        sender, peer.sender = peer.sender, None  # (a task ended by cancelling keeps its
        # frame, and so the peer and the table, in a cycle with the peer holding it)
        if sender is not None:
            sender.cancel()
        if peer.place >= 0 and self.peers.get(peer.place) is peer:
            del self.peers[peer.place]
            self.places[peer.place].dropped_at = time.monotonic()
            self._broadcast_seats()
            # (once the window has passed, everyone is told the place is free)
            if (earlier := self._expiry.get(peer.place)) is not None:
                earlier.cancel()
            self._expiry[peer.place] = asyncio.get_running_loop().call_later(
                self.limits.reconnect_window + 0.05, self._broadcast_seats
            )
            if self.hosted.cutting:  # (nobody waits for the cut of a friend who left)
                self._send(self.hosted.skip_cutter(peer.place))
                self._computers_play()

    # --- computer places ----------------------------------------------------------

    def _computers_play(self) -> None:
        if self._computer is None or self._computer.done():
            self._computer = asyncio.ensure_future(self._computer_moves())

    async def _computer_moves(self) -> None:
        hosted = self.hosted
        while (turn := hosted.computer_turn()) is not None:
            place, player = turn
            deal, move = hosted.deal_number, hosted.move
            obs, kind = hosted.computer_question(place)
            try:
                action: Action | None = await self._think(place, player, obs, kind)
            except Exception as error:  # (a player's fault costs its move, not the table)
                self.faults.append(f"place {place}: {type(error).__name__}: {error}"[:200])
                action = None
            if (hosted.deal_number, hosted.move) != (deal, move) or place not in hosted.computers:
                continue  # (the table moved on meanwhile, or the friend took the seat back)
            state = hosted.state
            assert state is not None
            if action is None or action not in state.legal_actions():
                if action is not None:
                    self.faults.append(f"place {place}: chose {action}, which is not legal")
                action = random.choice(state.legal_actions())
            self._send(hosted.apply(place, action))

    async def _think(self, place: int, player: Player, obs: Observation, kind: str) -> Action:
        """The computer at ``place``'s choice, off the event loop: a worker thread here; a
        server of many tables (``briscola_qt.server``) asks a pool of processes instead."""
        return await asyncio.to_thread(computer_answer, player, obs, kind)
