"""A club server (``briscola-server``, docs/server.md) as the app's Join sees it: its
address as a player types it, its lobby (``briscola-server/1``) asked in a thread of its
own (``ClubLobby``: the GUI thread never waits on the network), what it lists read with
care (a server is a stranger), and the words for what it says.

A table on the server is then joined as a friend's: ``RemoteTable`` at ``ws://HOST:PORT/t/ID``
with the table's code."""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import threading
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Final
from urllib.parse import urlsplit

from PySide6.QtCore import QObject, Signal

from ...engine.errors import RulesError
from ...engine.match import MatchRules
from ...engine.rules import Rules
from ...net.invitation import CodeError, InvitationCode, parse_code
from ...net.protocol import MAX_COMPUTER_NAME
from ...server.lobby_client import LobbyClient, LobbyError, table_uri
from ..text.words import GameWords, fill

CLUB_PORT: Final = 47045
"""The port of a server whose address says none (``briscola-server``'s own default)."""
TIMEOUT_SECONDS: Final = 10.0
"""How long a request to the lobby may take, connection included."""
MAX_LISTED: Final = 100
"""The most tables one listing asks for (the lobby's own bound)."""
MAX_PROCESSES: Final = 256
"""The most server processes (shards) one address may stand for (``--shard`` is a byte)."""


def club_address(typed: str) -> str:
    """The lobby's address (``ws://host:port`` or ``wss://host[:port][/path]``) of a
    server typed as ``host``, ``host:port``, ``[v6]:port`` or a ``ws://``/``wss://`` URL;
    ValueError if it is none of them."""
    text = typed.strip()
    if not text or len(text) > 300 or any(c.isspace() for c in text):
        raise ValueError(typed)
    scheme, _, rest = text.rpartition("://")
    if scheme not in ("", "ws", "wss"):
        raise ValueError(typed)
    scheme = scheme or "ws"
    if scheme == "ws" and "/" in rest.rstrip("/"):
        raise ValueError(typed)  # (a plain address names no path: a typo, say)
    split = urlsplit(f"{scheme}://{rest}")
    host = split.hostname
    if not host or split.query or split.fragment or split.username or "@" in rest:
        raise ValueError(typed)
    port = split.port  # (ValueError when out of range or not a number)
    if ":" in host:
        ipaddress.IPv6Address(host)
        host = f"[{host}]"
    elif not all(c.isalnum() or c in "-._" for c in host):
        raise ValueError(typed)
    path = split.path.rstrip("/").removesuffix("/lobby")
    if scheme == "ws":
        return f"ws://{host}:{port or CLUB_PORT}"
    return f"wss://{host}{'' if port is None else f':{port}'}{path}"


@dataclass(frozen=True)
class ClubTable:
    """One table as the server's lobby lists it."""

    table: str
    title: str
    rules: Rules
    match_rules: MatchRules
    seats: tuple[tuple[str, str], ...]
    """Each place's (name, state): ``connected``, ``reconnecting``, ``free``, ``computer``."""
    free: int
    over: bool


@dataclass(frozen=True)
class CreatedTable:
    """A table the lobby opened for this player: its id and its code."""

    table: str
    code: InvitationCode


@dataclass(frozen=True)
class ClubListing:
    """A ``tables`` answer as the dialog shows it."""

    tables: list[ClubTable]
    total: int
    """How many tables the server says it has (those of its processes that answered)."""
    unreachable: tuple[int, ...] = ()
    """The server's processes (shards, behind a proxy) that did not answer the list: their
    tables are missing from it, and the list may be incomplete."""


def read_tables(answer: dict[str, Any]) -> ClubListing:
    """The tables of a ``tables`` answer that read as tables, how many the server has, and
    which of its processes did not answer."""
    listed = answer.get("tables")
    total = answer.get("total")
    tables = [t for t in map(_read_table, listed[:MAX_LISTED]) if t] if type(listed) is list else []
    total = total if type(total) is int and total >= len(tables) else len(tables)
    missing = answer.get("unreachable")
    shards = missing[:MAX_PROCESSES] if type(missing) is list else []
    unreachable = sorted({s for s in shards if type(s) is int and 0 <= s < MAX_PROCESSES})
    return ClubListing(tables, total, tuple(unreachable))


def _read_table(entry: object) -> ClubTable | None:
    if not isinstance(entry, dict):
        return None
    table, title, seats = entry.get("table"), entry.get("title", ""), entry.get("seats")
    if not isinstance(table, str) or not 0 < len(table) <= 64 or not table.isalnum():
        return None
    if not isinstance(title, str) or type(seats) is not list:
        return None
    try:
        rules = Rules.from_dict(entry.get("rules"))
        match_rules = MatchRules.from_dict(entry.get("match_rules"))
    except (RulesError, TypeError, ValueError, AttributeError):
        return None
    places = tuple(  # (a computer's name, in its opener's language, may be the longest)
        (str(seat.get("name", ""))[:MAX_COMPUTER_NAME], str(seat.get("state", ""))[:20])
        for seat in seats[: rules.players]
        if isinstance(seat, dict)
    )
    free = sum(state == "free" for _, state in places)
    return ClubTable(table, title[:24], rules, match_rules, places, free, entry.get("over") is True)


def read_created(answer: dict[str, Any]) -> CreatedTable:
    """The table a ``created`` answer opened; LobbyError if it does not read as one."""
    table, code = answer.get("table"), answer.get("code")
    if not isinstance(table, str) or not 0 < len(table) <= 64 or not table.isalnum():
        raise LobbyError("not-a-lobby", "the server named no table")
    try:
        return CreatedTable(table, parse_code(str(code)[:80]))
    except CodeError:
        raise LobbyError("not-a-lobby", "the server gave no code") from None


Request = Callable[[LobbyClient], Awaitable[Any]]


class ClubLobby(QObject):
    """The lobby of the server at ``server`` (``club_address``), with its ``password``:
    each request opens the lobby, asks, and closes it, in a thread of its own; the answer
    comes back as a signal in the GUI thread. A newer request makes an older one's answer
    stale (it is dropped)."""

    listed = Signal(object)
    """The tables the server listed (``ClubListing``)."""
    created = Signal(object)
    """The table opened (``CreatedTable``)."""
    failed = Signal(str, str)
    """Why a request failed: a reason word (``LobbyError``'s) and its detail."""
    _answered = Signal(int, object, object)
    """(a request's number, what to emit, its result or LobbyError), from the thread."""

    def __init__(self, server: str, password: str = "", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server, self.password = server, password
        self.busy = False
        self._asked = 0
        self._answered.connect(self._take_answer)

    def list_tables(self) -> None:
        """Ask for the open tables (``listed``, or ``failed``)."""

        async def ask(client: LobbyClient) -> ClubListing:
            return read_tables(await client.tables(0, MAX_LISTED))

        self._ask(ask, self.listed.emit)

    def create(
        self,
        rules: Rules,
        places: list[str],
        match_rules: MatchRules,
        deals: int,
        title: str,
        names: list[str] | None = None,
    ) -> None:
        """Open a table (``created``, or ``failed``): ``places`` each ``friend`` or a
        computer's level, this player's first; ``names`` the computers' in this player's
        language ('' at a friend's place; None: the server's own)."""

        async def ask(client: LobbyClient) -> CreatedTable:
            answer = await client.create(rules, places, match_rules, deals, title, names)
            return read_created(answer)

        self._ask(ask, self.created.emit)

    def table_address(self, table: str) -> str:
        """Where table ``table`` of this server is joined (``briscola-net/1``)."""
        return table_uri(self.server, table)

    def _ask(self, request: Request, emit: Callable[[Any], None]) -> None:
        self._asked += 1
        number, server, password = self._asked, self.server, self.password or None
        self.busy = True

        async def session() -> Any:
            client = LobbyClient(server)
            try:
                await client.connect(TIMEOUT_SECONDS, password)
                async with asyncio.timeout(TIMEOUT_SECONDS):
                    return await request(client)
            except TimeoutError:
                raise LobbyError("timeout", "the server did not answer in time") from None
            except (KeyError, TypeError, ValueError, AttributeError) as error:
                raise LobbyError("not-a-lobby", str(error)[:120]) from None
            finally:
                with contextlib.suppress(Exception):  # (leaving: whatever went wrong, it ends)
                    async with asyncio.timeout(2):
                        await client.close()

        def run() -> None:
            try:
                result: Any = asyncio.run(session())
            except LobbyError as error:
                result = error
            with contextlib.suppress(RuntimeError):  # (the dialog was closed meanwhile)
                self._answered.emit(number, emit, result)

        threading.Thread(target=run, name="briscola-club-lobby", daemon=True).start()

    def _take_answer(self, number: int, emit: Callable[[Any], None], result: object) -> None:
        if number != self._asked:
            return  # (a newer request was made since: this answer is stale)
        self.busy = False
        if isinstance(result, LobbyError):
            detail = str(result).partition(": ")[2]
            self.failed.emit(result.reason, detail)
        else:
            emit(result)

    def forget(self) -> None:
        """Drop the answer of whatever is under way (the dialog moves on or closes)."""
        self._asked += 1
        self.busy = False


class ClubWords(QObject):
    """A club server's words: why the lobby failed, and each listed table in a few words."""

    def failure(self, reason: str, detail: str, address: str, password: bool) -> str:
        """Why asking the server at ``address`` failed (``password``: one was typed)."""
        match reason:
            case "unreachable":
                return fill(
                    self.tr(
                        "Nobody answers at %1. Check the server's address (host:port, or the"
                        " wss:// address your club gives) and that you are online."
                    ),
                    address,
                )
            case "down":
                return fill(
                    self.tr(
                        "%1 answers, but the Briscola server behind it does not just now: it"
                        " may be restarting. Try again in a moment."
                    ),
                    address,
                )
            case "not-a-lobby":
                return fill(
                    self.tr(
                        "%1 answers, but it is not a Briscola server. A friend's own table is"
                        " joined with its address in the Join dialog."
                    ),
                    address,
                )
            case "password" if password:
                return self.tr("That is not this server's password. Ask your club for it.")
            case "password":
                return self.tr("This server asks for a password: type the one your club gave you.")
            case "version":
                return self.tr(
                    "This server speaks another version of Briscola's lobby: the app and the"
                    " server need the same version."
                )
            case "timeout" | "closed":
                return self.tr("The server stopped answering. Try again in a moment.")
            case "busy" | "too-many-requests":
                return self.tr("The server is too busy to answer now. Try again in a moment.")
            case "full":
                return self.tr(
                    "The server holds as many tables as it may and opens no new one now: try"
                    " again later, or join a table in the list."
                )
            case "too-many-tables":
                return self.tr(
                    "You have opened as many tables on this server as it allows: play at one"
                    " of them, or wait until one closes."
                )
            case "server-error":
                return self.tr("The server could not open the table. Try again later.")
            case "bad-table":
                return fill(self.tr("The server does not open such a table (%1)."), detail)
            case _:
                return fill(self.tr("The server refused (%1)."), reason)

    def incomplete(self, listed: int) -> str:
        """The list of a server some of whose processes did not answer (``listed`` tables
        came from the others)."""
        if not listed:
            return self.tr(
                "No table could be listed: part of this server did not answer just now, so"
                " the list may be incomplete. List the tables again in a moment, or open a"
                " new one."
            )
        return self.tr(
            "%n table(s) listed, but part of this server did not answer just now: some of"
            " its tables could not be listed, and the list may be incomplete. Choose one of"
            " these, or list the tables again in a moment.",
            "",
            listed,
        )

    def processes_down(self, shards: tuple[int, ...]) -> str:
        """For the club's operator: which of the server's processes did not answer."""
        if not shards:
            return ""
        return fill(
            self.tr("The server's processes that did not answer: %1"),
            ", ".join(str(shard) for shard in shards),
        )

    def table_not_answering(self) -> str:
        """Joining a listed table found nobody there (its process is down, or the player
        is offline): not the friend's-table words, which speak of a host."""
        return self.tr(
            "The server did not answer for this table just now: the part of the server that"
            " holds it may be restarting, or you may be offline. Try again in a moment, or"
            " choose another table."
        )

    def table_gone(self) -> str:
        return self.tr(
            "That table is no longer open on the server. Choose another one from the list."
        )

    def title(self, table: ClubTable) -> str:
        return fill(self.tr("%1's table"), table.title) if table.title else self.tr("A table")

    def game(self, table: ClubTable) -> str:
        return GameWords(self).describe(table.rules, table.match_rules)

    def free(self, table: ClubTable) -> str:
        if table.over:
            return self.tr("match over")
        if table.free:
            return self.tr("%n place(s) free", "", table.free)
        return self.tr("full")

    def who(self, table: ClubTable) -> str:
        """Who is at the table: the friends by name, the computers said as such."""
        names = []
        for name, state in table.seats:
            if state == "computer":
                # (named by its opener's app, "Computer 2 (Expert)", it says so already)
                said = fill(self.tr("%1 (computer)"), name)
                computer = said.replace(name, "").strip(" ()").casefold()
                names.append(name if computer and computer in name.casefold() else said)
            elif state == "reconnecting":
                names.append(fill(self.tr("%1 (away)"), name))
            elif state == "connected":
                names.append(name)
        return ", ".join(names) if names else self.tr("nobody yet")
