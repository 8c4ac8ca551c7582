"""A table of the server: the app's own table server (``TableServer``, ``briscola-net/1``),
recorded event by event and played on by itself.

``ServedTable`` adds three things to the app's host and changes none of its protocol:
every change of the table goes to its record (``journal``) before anyone is told of it;
its computer seats think in the server's pool of processes (``pool``); and a friend who
has not played within ``turn_seconds`` has that one move played by a computer player
(the table has no host to hand the seat over), so a table never waits for ever.

The record (``briscola-server-table/1``) is a line per event: ``open`` (the table as the
app keeps a hosted one, ``briscola-net-table/1``, with its id, code and title), ``seat``
(a friend sat down: place, name, token), ``dealt`` (a deal's shuffle and deck, once cut),
``act`` (one action; the deal's last carries the match after it), ``code`` (three wrong
tries replaced the code) and ``closed``. ``replay`` rebuilds the table from them, and
``net.saved.read_hosted`` checks every part of it, as it checks an app's kept table. A deal
being cut when the server stopped is cut afresh (nobody saw a card of it).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import random
import secrets
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, Final

from websockets.asyncio.server import ServerConnection

from ..ai.base import Player
from ..ai.registry import make_player
from ..engine.errors import RecordError
from ..engine.observation import Observation
from ..engine.state import Action
from ..net.hosted import Outgoing
from ..net.invitation import InvitationCode
from ..net.peers import Peer
from ..net.protocol import action_code
from ..net.saved import hosted_data
from ..net.server import TableServer
from .journal import Journal, JournalError
from .pool import ComputerPool

FORMAT: Final = "briscola-server-table/1"
MAX_ACTIONS: Final = 200
"""More actions than any deal has: a record with more is damaged."""

log = logging.getLogger("briscola_server.tables")


def owner_hash(token: str) -> str:
    """What the record keeps of the creator's token: its SHA-256, not the token."""
    return hashlib.sha256(token.encode()).hexdigest()


def code_list(code: InvitationCode) -> list[int]:
    return [code.number, code.first, code.second]


@dataclass
class Replayed:
    """A table as its record left it."""

    data: dict[str, Any]
    """The table as ``net.saved`` reads it (``briscola-net-table/1``)."""
    table: str
    code: InvitationCode
    title: str
    owner: str
    creator: str
    closed: str | None
    events: int


def replay(events: list[dict[str, Any]]) -> Replayed:
    """The table ``events`` (a record read back) leave; JournalError if they do not hold
    together (``read_hosted`` then checks the table itself: RecordError)."""
    if not events or events[0].get("event") != "open" or events[0].get("format") != FORMAT:
        raise JournalError(f"not a {FORMAT} record")
    first = events[0]
    try:
        data = dict(first["data"])
        data["names"], data["tokens"], data["deal"] = list(data["names"]), {}, None
        table, title = str(first["table"])[:64], str(first.get("title", ""))[:24]
        code = InvitationCode(*first["code"])
        owner, creator = str(first.get("owner", ""))[:64], str(first.get("creator", ""))[:64]
    except (KeyError, TypeError, ValueError) as error:
        raise JournalError(f"its opening line does not hold: {error}") from None
    closed: str | None = None
    for number, event in enumerate(events[1:], 2):
        try:
            closed = _take(data, event, closed)
            if event["event"] == "code":
                code = InvitationCode(*event["code"])
        except (KeyError, TypeError, ValueError, IndexError) as error:
            raise JournalError(f"event {number} does not hold: {error}") from None
    return Replayed(data, table, code, title, owner, creator, closed, len(events))


def _take(data: dict[str, Any], event: dict[str, Any], closed: str | None) -> str | None:
    kind = event["event"]
    if kind == "seat":
        place = event["place"]
        if type(place) is not int or not 0 <= place < len(data["names"]):
            raise ValueError("a seat's place is one of the table's")
        data["names"][place] = str(event["name"])
        data["tokens"][str(place)] = str(event["token"])
    elif kind == "dealt":
        data["deal"] = {"deck": list(event["deck"]), "actions": [], "shuffle": event["shuffle"]}
        data.pop("ended", None)  # (its friends were told its end before this one was cut)
    elif kind == "act":
        deal = data["deal"]
        moves = -1 if deal is None else len(deal["actions"])
        if event["move"] != moves or moves >= MAX_ACTIONS:
            raise ValueError("an action out of its place")
        deal["actions"].append(str(event["action"]))
        if "match" in event:  # (the deal's last action: the match has counted it)
            data["match"], data["deal"], data["ended"] = event["match"], None, deal
    elif kind == "closed":
        return str(event.get("reason", "closed"))[:200]
    elif kind != "code":
        raise ValueError(f"unknown event {str(kind)[:20]!r}")
    return closed


@dataclass
class ServedTable(TableServer):
    """One table of the server: recorded, thought for by the pool, never waiting for ever."""

    table_id: str = ""
    title: str = ""
    owner: str = ""
    """The SHA-256 of the creator's token (``owner_hash``): the lobby tells its holder the
    code again, which three wrong tries may have replaced."""
    creator: str = ""
    """The address that opened the table (tables per address are bounded)."""
    journal: Journal | None = None
    pool: ComputerPool | None = None
    turn_seconds: float = 90.0
    stand_in: str = "medium"
    on_failure: Callable[[ServedTable, str], None] | None = None
    """Told when the table's record cannot be written (a full disk): it is then closed."""
    idle_since: float | None = None
    over_since: float | None = None
    untold: set[int] = field(default_factory=set)
    """Opened again as its match ended: the friends' places not yet back to be told its
    end (the table waits for them, up to ``over_seconds``, even with nobody at it)."""
    timed_out: int = 0
    """Moves a computer played for a friend whose turn timed out."""
    closing: bool = False
    _written_seats: dict[int, tuple[str, str]] = field(default_factory=dict)
    _written_seed: bytes | None = None
    _written_moves: int = 0
    _turn_key: tuple[int, int] | None = None
    _turn_timer: asyncio.TimerHandle | None = None

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.table_id:
            self.door.table = self.table_id
        else:
            self.table_id = self.door.table
        self.door.on_code = self._new_code
        if self.pool is not None:
            self.door.answer = self.pool.handshake
        self.on_change = self._record

    @classmethod
    def from_record(cls, replayed: Replayed, **options: Any) -> ServedTable:
        """The table its record left, under the same id and code: each friend's app comes
        back with its token as after a dropped connection. RecordError."""
        table = cls.resumed(
            replayed.data,
            table_id=replayed.table,
            title=replayed.title,
            owner=replayed.owner,
            creator=replayed.creator,
            **options,
        )
        if not isinstance(table, ServedTable):  # (resumed makes a cls)
            raise RecordError("not a served table")
        table.door.code = replayed.code
        hosted = table.hosted
        table._written_seats = {
            place: (hosted.names[place], seat.token)
            for place, seat in table.places.items()
            if seat.token is not None
        }
        if hosted.state is not None and hosted.shuffle is not None:
            table._written_seed = hosted.shuffle.seed
            table._written_moves = len(hosted.state.actions)
        return table

    def opening(self) -> dict[str, Any]:
        """The record's first line: the table as it is opened."""
        return {
            "event": "open",
            "format": FORMAT,
            "table": self.table_id,
            "title": self.title,
            "code": code_list(self.code),
            "owner": self.owner,
            "creator": self.creator,
            "created": round(time.time(), 3),
            "data": hosted_data(self.hosted, {}),
        }

    def summary(self) -> dict[str, Any]:
        """What the lobby lists of the table (nothing of a hand or the code)."""
        seats = self.seat_list()
        hosted = self.hosted
        return {
            "table": self.table_id,
            "title": self.title,
            "rules": hosted.rules.to_dict(),
            "match_rules": hosted.match_rules.to_dict(),
            "deals": hosted.deals,
            "seats": seats,
            "free": sum(seat["state"] == "free" for seat in seats),
            "deal": hosted.deal_number,
            "over": hosted.match.is_over(),
        }

    def _catch_up(self, peer: Peer) -> None:
        super()._catch_up(peer)
        self.untold.discard(peer.place)

    def resume_play(self) -> None:
        """After a restart: the computers whose turn it is play, the turn clock runs."""
        self._computers_play()
        self._arm_turn()

    async def serve_connection(self, connection: ServerConnection) -> None:
        """A connection routed to this table by the server: served as the app's host
        serves a friend's (``briscola-net/1``)."""
        await self._serve(connection)

    def halt(self) -> None:
        """Nothing more is played or written at this table (it closes, or the server stops)."""
        self.closing = True
        self.hosted.paused = True  # (no computer moves on)
        if self._turn_timer is not None:
            self._turn_timer.cancel()
        if self._computer is not None:
            self._computer.cancel()

    async def close(self, why: str) -> None:
        """Tell the friends at the table why it closes, and close their connections."""
        self.halt()
        peers = list(self.peers.values())
        await self.end(why)
        for peer in peers:
            with contextlib.suppress(Exception):
                await peer.connection.close(1001, "the table is closed")
        # (its own methods kept by itself and its door: a cycle that only the garbage
        # collector's full collection, rare on a busy server, would free)
        self.on_change = self.door.on_code = self.door.answer = None

    # --- the record -----------------------------------------------------------------

    def _record(self) -> None:
        """Write what changed since the last line, before anyone is told of it."""
        if self.journal is None or self.closing:
            return
        events = list(self._news())
        if not events:
            return
        try:
            self.journal.append(*events)
        except (OSError, ValueError) as error:
            log.error("table %s: its record could not be written: %s", self.table_id, error)
            self.journal = None  # (nothing more is written; the table is closed)
            if self.on_failure is not None:
                self.on_failure(self, str(error))

    def _news(self) -> Iterator[dict[str, Any]]:
        hosted = self.hosted
        for place, seat in self.places.items():
            if seat.token is None:
                continue
            now = (hosted.names[place], seat.token)
            if self._written_seats.get(place) != now:
                self._written_seats[place] = now
                yield {"event": "seat", "place": place, "name": now[0], "token": now[1]}
        state, shuffle = hosted.state, hosted.shuffle
        if state is None or shuffle is None:
            return
        if shuffle.seed != self._written_seed:
            self._written_seed, self._written_moves = shuffle.seed, 0
            deck = [card.code for card in state.deck or ()]
            yield {"event": "dealt", "shuffle": shuffle.to_dict(), "deck": deck}
        actions = state.actions
        for move in range(self._written_moves, len(actions)):
            event: dict[str, Any] = {"event": "act", "move": move}
            event["action"] = action_code(actions[move])
            if move == len(actions) - 1 and state.is_terminal():
                event["match"] = hosted.match.to_dict()
            yield event
        self._written_moves = len(actions)

    def _new_code(self, code: InvitationCode) -> None:
        log.warning("table %s: three wrong tries; its code is replaced", self.table_id)
        if self.journal is not None and not self.closing:
            try:
                self.journal.append({"event": "code", "code": code_list(code)})
            except OSError as error:
                log.error("table %s: its new code was not written: %s", self.table_id, error)

    # --- computers and the turn clock -------------------------------------------------

    async def _think(self, place: int, player: Player, obs: Observation, kind: str) -> Action:
        if self.pool is None:
            return await super()._think(place, player, obs, kind)
        hosted = self.hosted
        key = f"{self.table_id}:{hosted.deal_number}:{hosted.move}:{place}"
        return await self.pool.think(player, obs, kind, key)

    def _send(self, outgoing: Outgoing) -> None:
        super()._send(outgoing)
        if not self.closing:
            self._arm_turn()

    def _arm_turn(self) -> None:
        """Start the turn clock when a friend's turn begins (once per move)."""
        hosted = self.hosted
        place, key = hosted.to_move(), (hosted.deal_number, hosted.move)
        if place is None or place in hosted.computers:
            self._turn_key = None
            if self._turn_timer is not None:
                self._turn_timer.cancel()
            return
        if self._turn_key == key:
            return
        if self._turn_timer is not None:
            self._turn_timer.cancel()
        self._turn_key = key
        loop = asyncio.get_running_loop()
        self._turn_timer = loop.call_later(self.turn_seconds, self._turn_overdue, key)

    def _turn_overdue(self, key: tuple[int, int]) -> None:
        self._turn_timer = None
        hosted = self.hosted
        place = hosted.to_move()
        if (hosted.deal_number, hosted.move) != key or place is None or self.closing:
            return
        if place in hosted.computers or hosted.paused:
            return
        task = asyncio.ensure_future(self._play_for(place, key))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _play_for(self, place: int, key: tuple[int, int]) -> None:
        """A computer player of ``stand_in``'s level plays friend ``place``'s overdue move."""
        hosted = self.hosted
        obs, kind = hosted.computer_question(place)
        player = make_player(self.stand_in, secrets.randbits(32))
        action: Action | None
        try:
            action = await self._think(place, player, obs, kind)
        except Exception as error:  # (the stand-in's fault: a random legal move instead)
            self.faults.append(f"stand-in at place {place}: {type(error).__name__}"[:200])
            action = None
        state = hosted.state
        if (hosted.deal_number, hosted.move) != key or hosted.to_move() != place or self.closing:
            return  # (the friend played meanwhile)
        assert state is not None
        if action is None or action not in state.legal_actions():
            action = random.choice(state.legal_actions())
        self.timed_out += 1
        log.info("table %s: place %d's turn timed out; a computer played", self.table_id, place)
        self._send(hosted.apply(place, action))
        self._computers_play()
