"""The server: one address, many tables (``ClubServer``).

One WebSocket server (``websockets``) takes every connection and routes it by its path:
``/`` and ``/lobby`` to the lobby (``lobby``), ``/t/ID`` to table ID, served exactly as
the app's host serves a friend (``briscola-net/1``). It bounds what one address may hold
(connections, tables opened), the tables open at once and the connections in all; it
closes tables nobody has played at for ``idle_seconds`` and those whose match is over;
and at its start it opens again every table its records hold, each where it stood.

Records live in the data folder: ``tables/ID.log`` for the open tables, ``closed/`` for
those closed (kept: the record is the truth), ``damaged/`` for those that could not be
read back (said in the log; the server goes on without them).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import time
from collections import Counter, deque
from http import HTTPStatus
from typing import Any, Final

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from ..engine.errors import RecordError, RulesError
from ..engine.match import MatchRules
from ..engine.rules import Rules
from ..net.channel import MAX_FRAME, VERSION
from ..net.hosted import HostedMatch, PlaceSpec
from ..net.peers import Limits, refuse_plain
from ..net.protocol import BUSY_CLOSE, ProtocolError, computer_name, player_name
from . import collector
from .config import ServerConfig
from .journal import Journal, JournalError, Syncer, sync_folder
from .lobby import RefusedError, serve_lobby
from .pool import ComputerPool
from .pressure import BUSY_TEXT, Pressure
from .shards import ask_shard, list_everywhere
from .tables import ServedTable, owner_hash, replay

TABLE_PATH: Final = "/t/"
HEALTH_PATH: Final = "/health"
"""A plain HTTP GET here is answered 200 while the server runs (a proxy's health check)."""
SWEEP_SECONDS: Final = 1.0
"""How often the tables are looked over for idle and finished ones."""
STATUS_SECONDS: Final = 300.0
"""How often the log says how the server stands (``status``)."""
CLOSED_KEPT: Final = 100
"""How many of the tables closed last the server keeps in mind, with why."""

log = logging.getLogger("briscola_server")


class ClubServer:
    """Every table of the server, the lobby, and the limits."""

    def __init__(self, config: ServerConfig, limits: Limits | None = None) -> None:
        self.config = config
        self.limits = limits or Limits()
        """Each table's limits (``net.peers``: handshake, message rate, reconnect...)."""
        self.tables: dict[str, ServedTable] = {}
        self.pool = ComputerPool(config.workers, config.think_seconds)
        self.pressure = Pressure(
            config.busy_lag_ms / 1000, config.busy_queue, in_flight=lambda: self.pool.in_flight
        )
        self.syncer = Syncer(config.fsync_seconds)
        self.by_address: Counter[str] = Counter()
        self.connections = 0
        self.turned_away: Counter[str] = Counter()
        """Connections and requests refused, by why (the log, tests)."""
        self.closed: deque[tuple[str, str]] = deque(maxlen=CLOSED_KEPT)
        """The last tables closed, with why (tests); ``closed_count`` counts them all (a
        list of every one grew by some 30,000 an hour at 1,000 tables a process)."""
        self.closed_count = 0
        root = config.data_path
        self.folders = {name: root / name for name in ("tables", "closed", "damaged")}
        self._server: Server | None = None
        self._tasks: list[asyncio.Task[None]] = []
        self._closing: set[str] = set()

    # --- running ------------------------------------------------------------------

    async def start(self) -> list[tuple[str, int]]:
        """Open the tables the records hold, then listen; the addresses listened on."""
        for folder in self.folders.values():
            folder.mkdir(parents=True, exist_ok=True)
        self._reopen()
        self._server = await serve(
            self._route,
            self.config.host,
            self.config.port,
            compression=None,
            max_size=MAX_FRAME,
            max_queue=4,
            open_timeout=self.limits.handshake_seconds,
            ping_interval=20,
            ping_timeout=20,
            close_timeout=2,
            process_request=self._health,
        )
        self._tasks = [
            asyncio.ensure_future(self._sweep()),
            asyncio.ensure_future(self.syncer.run()),
            asyncio.ensure_future(self.pressure.watch()),
        ]
        for table in self.tables.values():
            table.resume_play()
        return [sock.getsockname()[:2] for sock in self._server.sockets]

    async def stop(self) -> None:
        """Stop listening and let every connection go; the tables stay in their records
        and are opened again at the next start."""
        for task in self._tasks:
            task.cancel()
        for table in list(self.tables.values()):
            if table.hosted.match.is_over() and not table.closing:
                # (its friends at it were told its end; the connections close in order)
                await self.close_table(table, "the match is over")
        for table in self.tables.values():
            table.halt()  # (nothing more is played or written: the record stands as it is)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
        for table in self.tables.values():
            await table.stop()
        await self.syncer.flush()
        await asyncio.to_thread(self.pool.close)

    # --- connections ----------------------------------------------------------------

    async def _route(self, connection: ServerConnection) -> None:
        config = self.config
        address = _address_of(connection, config.proxy)
        if self.connections >= config.max_connections:
            await self._turn_away(connection, "too many connections in all")
            return
        if self.by_address[address] >= config.connections_per_address:
            await self._turn_away(connection, "too many connections from one address")
            return
        self.connections += 1
        self.by_address[address] += 1
        try:
            path = connection.request.path.partition("?")[0] if connection.request else "/"
            if path in ("/", "/lobby"):
                await serve_lobby(connection, self, address, config.lobby_rate, config.lobby_burst)
            elif path.startswith(TABLE_PATH):
                table = self.tables.get(path[len(TABLE_PATH) :])
                if table is None or table.closing:
                    self.turned_away["no such table"] += 1
                    # (its opening first, so the refusal is its answer, not a race with it)
                    with contextlib.suppress(TimeoutError, ConnectionClosed):
                        async with asyncio.timeout(self.limits.handshake_seconds):
                            await connection.recv()
                    await refuse_plain(connection, "no-such-table")
                elif self.pressure.queue_full():
                    # (before its handshake: no join waits in a long queue, see pressure)
                    self.pressure.refused += 1
                    self.turned_away["busy"] += 1
                    with contextlib.suppress(TimeoutError, ConnectionClosed):
                        async with asyncio.timeout(self.limits.handshake_seconds):
                            await connection.recv()
                    await refuse_plain(connection, "busy")
                else:
                    await table.serve_connection(connection)
            else:
                await connection.close(1008, "no such path: / is the lobby, /t/ID a table")
        finally:
            self.connections -= 1
            self.by_address[address] -= 1
            if not self.by_address[address]:
                del self.by_address[address]

    def _health(self, connection: ServerConnection, request: Request) -> Response | None:
        if request.path.partition("?")[0] != HEALTH_PATH:
            return None  # (a WebSocket's opening: served by _route)
        return connection.respond(HTTPStatus.OK, f"ok: {self._open_count()} tables open\n")

    def _open_count(self) -> int:
        return sum(not table.closing for table in self.tables.values())

    async def _turn_away(self, connection: ServerConnection, why: str) -> None:
        self.turned_away[why] += 1
        log.info("turned away a connection: %s", why)
        await connection.close(BUSY_CLOSE, why)

    # --- the lobby's requests ----------------------------------------------------------

    def welcome(self, opening: dict[str, Any]) -> dict[str, Any]:
        """The lobby's first answer; RefusedError if the server's password is not given."""
        password = self.config.password
        if password:
            given = opening.get("password")
            if not isinstance(given, str) or not secrets.compare_digest(
                given.encode()[:200], password.encode()
            ):
                self.turned_away["wrong server password"] += 1
                log.info("lobby: a wrong server password")
                raise RefusedError("password", "this server's lobby needs its password")
        return {
            "type": "lobby",
            "tables": self._open_count(),
            "max_tables": self.config.max_tables,
            "join": TABLE_PATH + "{table}",
            "table_protocol": VERSION,
        }

    async def list_tables(
        self, offset: int, limit: int, here: bool, address: str
    ) -> dict[str, Any]:
        """A page of the tables open here, or (behind a proxy, with ``shards``, unless
        ``here``) of those open in every process (``shards.list_everywhere``)."""
        config = self.config
        if here or not config.shards:
            return self._list_here(offset, limit)
        return await list_everywhere(
            config.shard,
            config.shard_addresses,
            self._list_here,
            self._open_count(),
            offset,
            limit,
            address,
            config.password,
        )

    def _list_here(self, offset: int, limit: int) -> dict[str, Any]:
        open_tables = [t for t in self.tables.values() if not t.closing]
        page = open_tables[offset : offset + limit]
        return {
            "type": "tables",
            "total": len(open_tables),
            "offset": offset,
            "tables": [table.summary() for table in page],
        }

    def create_table(self, request: dict[str, Any], address: str) -> dict[str, Any]:
        """Open a table as ``request`` asks; RefusedError saying why not."""
        config = self.config
        if self.pressure.busy():
            self.pressure.refused += 1
            self.turned_away["busy"] += 1
            raise RefusedError("busy", BUSY_TEXT)
        if len(self.tables) >= config.max_tables:
            self.turned_away["max tables"] += 1
            raise RefusedError("full", "this server holds as many tables as it may; try later")
        if sum(t.creator == address for t in self.tables.values()) >= config.tables_per_address:
            self.turned_away["tables per address"] += 1
            raise RefusedError(
                "too-many-tables", "your address has opened as many tables as it may"
            )
        hosted, title = _table_asked(request)
        owner = secrets.token_urlsafe(18)
        table_id = self._new_table_id()
        table = self._table(
            hosted,
            table_id=table_id,
            title=title,
            owner=owner_hash(owner),
            creator=address,
            journal=Journal(self.folders["tables"] / f"{table_id}.log", self.syncer),
        )
        assert table.journal is not None
        try:
            table.journal.append(table.opening())
            sync_folder(table.journal.path.parent)
        except OSError as error:
            log.error("a table could not be recorded: %s", error)
            hosted.close()
            raise RefusedError("server-error", "the server could not record a new table") from None
        self.tables[table_id] = table
        log.info("table %s opened by %s (%d players)", table_id, address, hosted.rules.players)
        return {
            "type": "created",
            "table": table_id,
            "path": TABLE_PATH + table_id,
            "code": table.code.spoken("en"),
            "owner": owner,
        }

    def _new_table_id(self) -> str:
        """16 hex digits, the first two this process's shard (a proxy routes by them)."""
        prefix = self.config.table_prefix
        while True:
            table_id = prefix + secrets.token_hex(8 - len(prefix) // 2)
            if table_id not in self.tables:
                return table_id

    async def table_code(
        self, table: object, owner: object, here: bool, address: str
    ) -> dict[str, Any]:
        """The table's code now, for who opened it; behind a proxy, asked of the process
        the table's id names when that is another one (unless ``here``: asked by one)."""
        shards, prefix = self.config.shard_addresses, self.config.table_prefix
        if isinstance(table, str) and shards and not here and not table.startswith(prefix):
            shard = int(table[:2], 16) if _is_table_id(table) else len(shards)
            if shard < len(shards):
                request = {"type": "code", "table": table, "owner": owner, "here": True}
                return await ask_shard(shards[shard], request, address, self.config.password)
        served = self.tables.get(table) if isinstance(table, str) else None
        if served is None:
            raise RefusedError("no-such-table", "no table of that id is open here")
        if not isinstance(owner, str) or not secrets.compare_digest(
            owner_hash(owner[:64]), served.owner
        ):
            raise RefusedError("not-owner", "only who opened the table is told its code")
        return {"type": "code", "table": served.table_id, "code": served.code.spoken("en")}

    def _table(self, hosted: HostedMatch, **options: Any) -> ServedTable:
        return ServedTable(hosted, **options, **self._table_options())

    def _table_options(self) -> dict[str, Any]:
        config = self.config
        return {
            "limits": self.limits,
            "pool": self.pool,
            "turn_seconds": config.turn_seconds,
            "stand_in": config.stand_in,
            "on_failure": self._failed,
        }

    # --- closing and reopening tables --------------------------------------------------

    def _failed(self, table: ServedTable, why: str) -> None:
        self._close_soon(table, f"the server could not record the table ({why[:60]})")

    def _close_soon(self, table: ServedTable, why: str) -> None:
        if table.table_id in self._closing:
            return
        self._closing.add(table.table_id)
        task = asyncio.ensure_future(self.close_table(table, why))
        task.add_done_callback(lambda _: self._closing.discard(table.table_id))

    async def close_table(self, table: ServedTable, why: str) -> None:
        """Close ``table``: its friends are told why; its record is set aside in closed/."""
        journal = table.journal
        await table.close(why)
        if journal is not None:
            try:
                journal.append({"event": "closed", "reason": why[:200]})
                await asyncio.to_thread(journal.move_to, self.folders["closed"])
            except OSError as error:
                log.error("table %s: its record could not be set aside: %s", table.table_id, error)
        self.tables.pop(table.table_id, None)
        self.closed.append((table.table_id, why))
        self.closed_count += 1
        log.info("table %s closed: %s", table.table_id, why)

    async def _sweep(self) -> None:
        config = self.config
        said = time.monotonic()
        while True:
            await asyncio.sleep(min(SWEEP_SECONDS, config.idle_seconds / 4))
            now = time.monotonic()
            # (the pause of a collection made on purpose is no sign of too many tables)
            self.pressure.excuse(collector.sweep())
            if now - said >= STATUS_SECONDS:
                said = now
                log.info(self.status())
                self.pressure.worst_lag = 0.0
            for table in list(self.tables.values()):
                if table.closing:
                    continue
                if table.match_over.is_set() or table.hosted.match.is_over():
                    table.over_since = table.over_since or now
                    kept = table.peers or table.untold  # (friends still to be told its end)
                    if not kept or now - table.over_since > config.over_seconds:
                        self._close_soon(table, "the match is over")
                    continue
                if table.peers:
                    table.idle_since = None
                    continue
                table.idle_since = table.idle_since or now
                if now - table.idle_since > config.idle_seconds:
                    why = f"nobody was at the table for {config.idle_seconds:g} seconds"
                    self._close_soon(table, why)

    def status(self) -> str:
        """One line for the operator's log: tables, players, connections, work done."""
        players = sum(len(table.peers) for table in self.tables.values())
        pool = self.pool
        return (
            f"{len(self.tables)} tables open, {players} players seated, "
            f"{self.connections} connections; {pool.moves} computer moves and "
            f"{pool.handshakes} handshakes made in the pool; {self.closed_count} tables closed; "
            f"loop lag p99 {self.pressure.recent_p99() * 1000:.0f} ms over the last minute, "
            f"worst {self.pressure.worst_lag * 1000:.0f} ms; {pool.in_flight} jobs in the pool; "
            f"{self.pressure.refused} refused busy"
        )

    def _reopen(self) -> None:
        """Open again every table whose record is in tables/; set aside those closed or
        damaged, saying why."""
        for path in sorted(self.folders["tables"].glob("*.log")):
            journal = Journal(path, self.syncer)
            try:
                replayed = replay(journal.read())
                if replayed.closed is not None:
                    journal.move_to(self.folders["closed"])
                    continue
                table = ServedTable.from_record(replayed, journal=journal, **self._table_options())
                journal.cut_torn()
                if table.hosted.match.is_over():
                    state = table.hosted.state
                    if state is None or not state.is_terminal():  # (its end was told: closed)
                        journal.append({"event": "closed", "reason": "the match is over"})
                        journal.move_to(self.folders["closed"])
                        continue
                    # Stopped as its last deal ended: its friends may not have been told the
                    # end; they are on their return, for over_seconds, then it closes.
                    table.over_since = time.monotonic()
                    table.untold = set(table.hosted.friend_places())
            except (JournalError, RecordError, ValueError, OSError) as error:
                log.error("%s cannot be read back, set aside in damaged/: %s", path.name, error)
                with contextlib.suppress(OSError):
                    journal.move_to(self.folders["damaged"])
                continue
            self.tables[table.table_id] = table
            if not table.table_id.startswith(self.config.table_prefix):
                log.warning(
                    "table %s does not begin with this process's shard %s: a proxy routing "
                    "by table id will not bring its friends here",
                    table.table_id,
                    self.config.table_prefix,
                )
            hosted = table.hosted
            log.info(
                "table %s opened again: deal %d, move %d, %d events",
                table.table_id,
                hosted.deal_number,
                hosted.move,
                replayed.events,
            )


def _is_table_id(text: str) -> bool:
    return len(text) == 16 and all(digit in "0123456789abcdef" for digit in text)


def _address_of(connection: ServerConnection, proxy: str) -> str:
    """Who is connecting: the peer's address, or behind the ``proxy`` the client's address
    the proxy names last in X-Forwarded-For (the one it saw itself)."""
    remote = connection.remote_address
    address = str(remote[0]) if remote else "?"
    if proxy and address == proxy and connection.request is not None:
        forwarded = connection.request.headers.get("X-Forwarded-For")
        if forwarded:
            return forwarded.rsplit(",", 1)[-1].strip()[:64] or address
    return address


def _table_asked(request: dict[str, Any]) -> tuple[HostedMatch, str]:
    """The table a ``create`` request asks for, every part checked; RefusedError."""
    try:
        rules = Rules.from_dict(request.get("rules"))
        raw_match = request.get("match_rules")
        match_rules = MatchRules() if raw_match is None else MatchRules.from_dict(raw_match)
    except (RulesError, TypeError, ValueError) as error:
        raise RefusedError("bad-table", str(error)[:120]) from None
    places, deals, title = request.get("places"), request.get("deals", 5), request.get("title")
    if not isinstance(places, list) or len(places) != rules.players:
        raise RefusedError("bad-table", f"a table of {rules.players} lists {rules.players} places")
    if type(deals) is not int or not 1 <= deals <= 10:
        raise RefusedError("bad-table", "deals is a whole number from 1 to 10")
    try:
        specs = tuple(PlaceSpec(kind if isinstance(kind, str) else "?") for kind in places)
        name = "" if title is None else player_name(title)
        names = _names_asked(request.get("names"), specs)
        return HostedMatch(rules, specs, match_rules, deals, names), name
    except (ValueError, ProtocolError, RulesError) as error:
        raise RefusedError("bad-table", str(error)[:120]) from None


def _names_asked(raw: object, specs: tuple[PlaceSpec, ...]) -> list[str]:
    """The names a ``create`` request gives its places (``names``, in the opener's
    language): '' at a friend's (who gives their own), a computer's name at a computer's;
    none given (an older app): ``HostedMatch``'s own. ProtocolError says what is wrong."""
    if raw is None:
        return []
    if not isinstance(raw, list) or len(raw) != len(specs):
        raise ProtocolError(f"names lists {len(specs)} names, one a place")
    names: list[str] = []
    for place, (given, spec) in enumerate(zip(raw, specs, strict=True), 1):
        if spec.friend and given != "":
            raise ProtocolError(f"names: place {place} is a friend's, whose name is ''")
        try:
            names.append("" if spec.friend else computer_name(given))
        except ProtocolError as error:
            raise ProtocolError(f"names: place {place}: {error}") from None
    return names
