"""A friend's end of a network table: connect, prove the code, receive what the seat may
see, send its choices, and check each deal's shuffle once its seed is revealed.

``TableClient`` is asyncio; ``threads.ClientThread`` runs one in a worker thread, so a GUI
thread never waits on the network.
"""

from __future__ import annotations

import asyncio
import base64
import itertools
import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Final, Protocol

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from ..engine import fair
from ..engine.errors import IllegalMoveError, RulesError
from ..engine.observation import Observation
from ..engine.rules import Rules
from ..engine.state import GameState
from .channel import MAX_FRAME, VERSION, ChannelError, Handshake, SecureChannel
from .invitation import InvitationCode
from .protocol import (
    BUSY_CLOSE,
    ProtocolError,
    get,
    parse_action,
    read_observation,
    read_rules,
)

REFUSED: Final = {
    "wrong-code": "the code is not this table's",
    "version": "the host's app speaks another version of the protocol",
    "not-a-handshake": "the host did not understand the handshake",
    "busy": "the host is answering other players; trying again",
    "table-reopened": "the host opened the table again, with a new code",
    "code-changed": "wrong tries replaced the host's code: ask the host for the new one",
}
FORGOTTEN: Final = ("seat-expired", "unknown-token")
"""Refusals of a kept seat token: the table no longer keeps that place."""


class KeptTokens(Protocol):
    """The seat tokens this app keeps per table (the app's data folder): a friend whose
    app stopped comes back to their own place at the same table."""

    def get(self, table: str, name: str) -> str | None:
        """The token kept for ``table`` where its player was called ``name``, or None."""
        ...

    def forget(self, table: str) -> None: ...


class ClientError(ConnectionError):
    """The connection could not be made or went wrong; ``reason`` is a word the app can
    translate (``wrong-code``, ``table-full``, ``unreachable``, ...)."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason


@dataclass
class Seen:
    """What this client knows of the table, from the messages so far."""

    place: int | None = None
    token: str | None = None
    rules: Rules | None = None
    deal: int | None = None
    seat: int | None = None
    names: list[str] = field(default_factory=list)
    commitment: str | None = None
    obs: Observation | None = None
    move: int = 0
    to_move: int | None = None
    legal: list[str] = field(default_factory=list)
    actions: list[str] = field(default_factory=list)
    """This deal's actions as they were told, in order (complete unless joined mid-deal)."""
    complete: bool = True
    deal_over: dict[str, Any] | None = None
    cut_wanted: bool = False
    """The host waits for this seat's cut of the deal (``TableClient.cut``)."""
    my_cut: str | None = None
    """This seat's cut of the deal, as it was sent."""
    verified: dict[int, bool] = field(default_factory=dict)
    finished: GameState | None = None
    """The last finished deal, rebuilt from its revealed deck and actions once they checked
    out: what the app keeps in the player's history (``engine.record.record_of``)."""
    """Each finished deal: whether its shuffle checked out against the commitment."""
    seats: list[dict[str, Any]] = field(default_factory=list)
    paused: bool = False


class TableClient:
    """One connection to a host's table."""

    def __init__(
        self,
        uri: str,
        code: InvitationCode,
        name: str,
        token: str | None = None,
        on_message: Callable[[dict[str, Any]], None] | None = None,
        keep_log: bool = False,
        table: str | None = None,
        kept: KeptTokens | None = None,
    ) -> None:
        self.uri, self.code, self.name, self.token = uri, code, name, token
        self.table = table
        """The id of the table this client comes back to (None: any table with the code);
        the host says its own in the handshake."""
        self.kept = kept
        """Where a token for the table the host names is looked up (None: only ``token``)."""
        self._kept_offered: str | None = None
        """The table whose kept token this connection offers."""
        self.on_message = on_message
        self.seen = Seen(token=token)
        self.log: list[dict[str, Any]] | None = [] if keep_log else None
        """Every message received, in order (tests; None unless ``keep_log``)."""
        self.bytes_received = 0
        self.connection: ClientConnection | None = None
        self.channel: SecureChannel | None = None

    @property
    def came_back(self) -> bool:
        """This connection was seated with a token the app kept (``kept``): its place."""
        return self._kept_offered is not None and self.seen.place is not None

    async def connect(self, timeout: float = 10.0, patient: bool = True) -> dict[str, Any]:
        """Connect, prove the code and take a place; the host's welcome. ClientError. A
        host busy with other handshakes is asked again (unless not ``patient``)."""
        try:
            async with asyncio.timeout(timeout):
                for attempt in itertools.count():
                    try:
                        return await self._connect()
                    except ClientError as error:
                        table = self._kept_offered
                        if error.reason in FORGOTTEN and table is not None and self.kept:
                            # (a token kept from long ago: forgotten, and in as a newcomer)
                            self.kept.forget(table)
                            self.token = self.seen.token = self._kept_offered = None
                            continue
                        if error.reason != "busy" or not patient:
                            raise
                    # (other handshakes were under way, or the host was too slow to end
                    # ours in time: asked again later each time, so a crowd joining a busy
                    # server spreads out instead of asking all at once)
                    await asyncio.sleep(random.uniform(0.5, 1.0) * min(2.0, 0.1 * 2**attempt))
            raise AssertionError("unreachable")  # (for the type checker: the loop returns)
        except TimeoutError:
            await self.close()
            raise ClientError("timeout", "the host did not answer in time") from None

    async def _connect(self) -> dict[str, Any]:
        try:
            connection = await connect(
                self.uri, compression=None, max_size=MAX_FRAME, proxy=None, open_timeout=None
            )
        except (OSError, InvalidHandshake, InvalidURI) as error:
            raise ClientError("unreachable", str(error)[:120]) from None
        self.connection = connection
        handshake = Handshake(self.code, "client")
        opening: dict[str, str] = {
            "protocol": VERSION,
            "pake": base64.b64encode(handshake.start()).decode(),
        }
        if self.table is not None:
            opening["table"] = self.table
        try:
            await connection.send(json.dumps(opening))
            answer = _plain(await connection.recv())
            if "refused" in answer:
                reason = _refusal(answer)
                raise ClientError(reason, REFUSED.get(reason, ""))
            pake = base64.b64decode(get(answer, "pake", str), validate=True)
            table = answer.get("table")
            if isinstance(table, str) and len(table) <= 64:
                self.table = table
                if self.token is None and self.kept is not None:
                    self.token = self.seen.token = self.kept.get(table, self.name)
                    self._kept_offered = table if self.token is not None else None
            channel = handshake.finish(pake)
            self.channel = channel
            await connection.send(
                channel.seal({"type": "hello", "name": self.name, "token": self.token})
            )
            welcome = await self.receive()
        except ConnectionClosed as closed:
            said = closed.rcvd
            if said is not None and said.code == BUSY_CLOSE:
                # (a host at its limit of connections: as busy as one with handshakes)
                raise ClientError("busy", REFUSED["busy"]) from None
            if said is not None and said.code == 1008 and said.reason in REFUSED:
                # (a plaintext refusal closes with its word as the reason: read that when
                # the close came while we were still sending, the refusal itself unread)
                raise ClientError(said.reason, REFUSED[said.reason]) from None
            raise ClientError("closed", _closed_words(closed)) from None
        except (ProtocolError, ChannelError, ValueError) as error:
            await self.close()
            raise ClientError("not-a-table", str(error)[:120]) from None
        if welcome.get("type") == "refused":
            await self.close()
            raise ClientError(str(welcome.get("reason"))[:30], str(welcome.get("detail"))[:120])
        return welcome

    async def receive(self) -> dict[str, Any]:
        """The next sealed message, taken in (``seen``) and told to ``on_message``."""
        assert self.connection is not None and self.channel is not None
        frame = await self.connection.recv()
        if isinstance(frame, str):
            answer = _plain(frame)  # (a host that found the code wrong has no key to seal with)
            reason = _refusal(answer) if "refused" in answer else "closed"
            raise ClientError(reason, REFUSED.get(reason, "the host turned us away"))
        self.bytes_received += len(frame)
        message = self.channel.open(frame)
        if self.log is not None:
            self.log.append(message)
        self._take(message)
        if self.on_message is not None:
            self.on_message(message)
        return message

    async def run(self) -> None:
        """Receive until the connection ends; ClientError if the host sent something wrong."""
        try:
            while True:
                await self.receive()
        except ConnectionClosed:
            return
        except (ProtocolError, ChannelError) as error:
            await self.close()
            raise ClientError("not-a-table", str(error)[:120]) from None

    async def act(self, action: str) -> None:
        """Send this seat's choice ``action`` (a protocol code) for the move on the table."""
        if self.connection is None or self.channel is None:
            raise ClientError("closed", "not connected")
        seen = self.seen
        message = {"type": "act", "deal": seen.deal, "move": seen.move, "action": action}
        await self.send(message)

    async def cut(self, text: str) -> None:
        """Send this seat's cut of the deal about to be dealt (asked for by ``deal``)."""
        seen = self.seen
        seen.my_cut, seen.cut_wanted = text, False
        await self.send({"type": "cut", "deal": seen.deal, "cut": text})

    async def ready(self, ready: bool = True) -> None:
        """In the lobby: say this friend is ready to begin (or not yet)."""
        await self.send({"type": "ready", "ready": ready})

    async def say(self, phrase: str) -> None:
        """A quick message to the table (``server.PHRASES``: "bravo", "ciao", ...)."""
        await self.send({"type": "say", "phrase": phrase})

    async def send(self, message: dict[str, Any]) -> None:
        """Seal and send ``message`` (tests send what a real client would not)."""
        assert self.connection is not None and self.channel is not None
        await self.connection.send(self.channel.seal(message))

    async def close(self) -> None:
        if self.connection is not None:
            await self.connection.close()

    # --- taking messages in -------------------------------------------------------

    def _take(self, message: dict[str, Any]) -> None:
        seen, kind = self.seen, message["type"]
        if kind == "welcome":
            seen.place = get(message, "place", int)
            seen.token = get(message, "token", str)
            seen.rules = read_rules(message.get("rules"))
        elif kind == "deal":
            seen.rules = read_rules(message.get("rules"))
            seen.deal = get(message, "deal", int)
            seen.seat = get(message, "seat", int)
            seen.names = [str(n)[:30] for n in get(message, "names", list)]
            seen.commitment = get(message, "commitment", str)
            seen.cut_wanted = message.get("cut") is True
            if seen.cut_wanted:
                seen.my_cut = None
            seen.actions, seen.complete, seen.deal_over, seen.obs = [], True, None, None
            seen.legal, seen.to_move, seen.move = [], None, 0
        elif kind == "update":
            self._take_update(message)
        elif kind == "deal_over":
            seen.deal_over = message
            number = get(message, "deal", int)
            if number not in seen.verified:  # (told again after the host's restart: the same)
                seen.verified[number] = self._shuffle_checks(message)
        elif kind == "seats":
            seen.seats = list(get(message, "seats", list))
        elif kind == "place":
            seen.place = get(message, "place", int)
        elif kind == "paused":
            seen.paused = get(message, "paused", bool)

    def _take_update(self, message: dict[str, Any]) -> None:
        seen = self.seen
        if seen.rules is None or seen.deal != message.get("deal"):
            raise ProtocolError("an update for a deal we were not dealt")
        move = get(message, "move", int)
        last = message.get("last")
        if isinstance(last, dict):
            action = get(last, "action", str)
            parse_action(action)
            if seen.complete and move == len(seen.actions) + 1:
                seen.actions.append(action)
            else:
                seen.complete = False
        elif move != 0:
            seen.complete = False  # (joined mid-deal: the moves before are not known here)
        seen.move = move
        to_move = message.get("to_move")
        seen.to_move = to_move if type(to_move) is int else None
        seen.legal = [str(code)[:12] for code in get(message, "legal", list)]
        seen.obs = read_observation(seen.rules, message.get("obs"))

    def _shuffle_checks(self, message: dict[str, Any]) -> bool:
        """The revealed seed is the one committed to before the deal; it, with the cuts
        (this seat's own among them), deals the deck the host says it dealt; the deal's
        actions the host lists are those this client was told, and all legal on that deck.
        The deal so rebuilt is kept (``seen.finished``: the app's record of it)."""
        seen = self.seen
        seen.finished = None
        try:
            shuffle = _revealed(message.get("shuffle"))
            if seen.rules is None or shuffle.commitment != seen.commitment:
                return False
            if seen.my_cut is not None:  # (our own cut must be in it, at our seat)
                mine = (seen.seat, fair.normal_cut(seen.my_cut))
                if not isinstance(shuffle, fair.SharedShuffle) or mine not in shuffle.cuts:
                    return False
            deck = shuffle.deck(seen.rules)
            actions = message.get("actions")
            if [c.code for c in deck] != message.get("deck") or not isinstance(actions, list):
                return False
            # (the moves this client was told must be the deal's first: the host may have
            # stopped before telling it the last, and tells the deal's end on its return)
            if seen.complete and actions[: len(seen.actions)] != seen.actions:
                return False
            state = GameState(seen.rules, deck)
            for code in actions[:200]:
                state.push(parse_action(code))
            if not state.is_terminal():
                return False
        except (ValueError, RulesError, IllegalMoveError):
            return False
        seen.finished = state
        return True


def _revealed(raw: object) -> fair.Shuffle | fair.SharedShuffle:
    """The deal's shuffle as the host revealed it: version 2 (``cuts``) or 1 (``cut``)."""
    if isinstance(raw, dict) and raw.get("version") == fair.VERSION_2:
        seed, cuts = raw.get("seed"), raw.get("cuts")
        if not isinstance(seed, str) or not isinstance(cuts, list):
            raise ProtocolError("a shuffle has a seed and cuts")
        return fair.SharedShuffle(fair.parse_hex(seed, "seed"), fair.parse_cuts(json.dumps(cuts)))
    return fair.Shuffle.from_dict(raw)


def _refusal(answer: dict[str, Any]) -> str:
    """The reason word of a plaintext refusal: a wrong code after wrong tries replaced the
    host's code is ``code-changed`` (the friend may hold the old one)."""
    reason = str(answer["refused"])[:30]
    if reason == "wrong-code" and answer.get("replaced") is True:
        return "code-changed"
    return reason


def _closed_words(closed: ConnectionClosed) -> str:
    """What ended a connection during the handshake, for the log: who closed it, and with
    what code and reason if any was given."""
    if closed.rcvd is not None:
        said = f" ({closed.rcvd.code} {closed.rcvd.reason[:60]})".replace(" )", ")")
        return f"the host closed the connection{said}"
    if closed.sent is not None:
        return f"the connection was closed here ({closed.sent.code} {closed.sent.reason[:60]})"
    return "the connection ended without a word"


def _plain(frame: object) -> dict[str, Any]:
    if not isinstance(frame, str | bytes) or len(frame) > 600:
        raise ProtocolError("the host's handshake message is not short JSON")
    try:
        message = json.loads(frame)
    except ValueError:
        raise ProtocolError("the host's handshake message is not JSON") from None
    if not isinstance(message, dict) or message.get("protocol") != VERSION:
        raise ProtocolError("the host speaks another protocol")
    return message
