"""The host's table in the app: the server on its own thread (``net.threads.ServerThread``),
the addresses friends can reach it at, and its announcement on the local network while it
is hosted. The host's own player sits at it as every friend does: a ``RemoteTable``
connected on loopback (docs/network.md says why).

Nothing here waits on the network on the GUI thread: each step's answer comes back from
the server's thread through a queued signal.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import ipaddress
from collections.abc import Awaitable, Callable
from concurrent.futures import Future
from typing import Any, Protocol

import ifaddr
from PySide6.QtCore import QObject, Signal

from ...engine.match import MatchRules
from ...engine.rules import Rules
from ...net.discovery import Announcement
from ...net.hosted import HostedMatch, PlaceSpec
from ...net.invitation import InvitationCode
from ...net.server import TableServer
from ...net.threads import ServerThread
from ..base.paths import data_dir
from ..text.words import fill
from .resume import HOSTED_NAME, HostedSave, ResumedTable

DEFAULT_PORT = 47044
"""The port a table listens on unless the host chooses another (0: any free one)."""


class Announced(Protocol):
    """A table announced on the local network (``net.discovery.Announcement``)."""

    async def update(self, free: int) -> None: ...

    async def stop(self) -> None: ...


Publisher = Callable[[str, int, list[str], Rules, int], Awaitable[Announced]]
"""What announces a table: (host's name, port, addresses, rules, free places) to the
announcement, on the server's event loop (``Announcement.start``; the tests give their own,
which touches no network)."""


def reachable_addresses(listening: list[tuple[str, int]]) -> list[str]:
    """Where friends can reach a table listening at ``listening``: this computer's own
    network addresses for a table on every interface (loopback and link-local left out),
    else the addresses it listens at; each as ``address:port``."""
    port = listening[0][1] if listening else 0
    everywhere = any(ipaddress.ip_address(host).is_unspecified for host, _ in listening)
    found: list[str] = []
    if everywhere:
        for adapter in ifaddr.get_adapters():
            for ip in adapter.ips:
                if isinstance(ip.ip, str):  # (IPv4 only: what a friend types)
                    address = ipaddress.ip_address(ip.ip)
                    if not (address.is_loopback or address.is_link_local):
                        found.append(f"{address}:{port}")
    else:
        for host, listened_port in listening:
            address = ipaddress.ip_address(host)
            shown = f"[{address}]" if address.version == 6 else str(address)
            found.append(f"{shown}:{listened_port}")
    return sorted(set(found))


class HostSession(QObject):
    """One hosted table: open it (``open``), run its lobby (``swap``, ``begin``), pause or
    end it, hand a dropped friend's seat to a computer and back; ``close`` ends it all.
    ``names``: the computer players' names by place ('' for a friend's; None: the
    engine's own)."""

    opened = Signal()
    """The table listens: ``addresses`` and ``local_uri`` are known."""
    failed = Signal(str)
    """The table could not be opened: why, in the player's words."""
    codeChanged = Signal()
    """Three wrong tries replaced the invitation code (``code``)."""
    announced = Signal(bool)
    """The table is heard on the local network (True), or could not be announced."""
    _answer = Signal(object)
    """(a step, its future) from the server's thread, taken in on the GUI thread."""

    def __init__(
        self,
        rules: Rules,
        match_rules: MatchRules,
        deals: int,
        places: tuple[PlaceSpec, ...],
        host_name: str,
        parent: QObject | None = None,
        listen: str = "",
        port: int = DEFAULT_PORT,
        announce: bool = True,
        names: list[str] | None = None,
        publisher: Publisher | None = None,
        resumed: ResumedTable | None = None,
    ) -> None:
        super().__init__(parent)
        self.rules, self.host_name = rules, host_name
        self.listen, self.port, self.announce = listen, port, announce
        self.publisher: Publisher = publisher or Announcement.start
        if resumed is None:
            hosted = HostedMatch(rules, places, match_rules, deals, names=list(names or []))
            self.server = TableServer(hosted, auto_start=False)
        else:
            self.server = resumed.server
        self.hosted = self.server.hosted
        self.server.door.on_code = lambda _code: self._answer.emit(("code", None))
        self.saved = HostedSave(data_dir() / HOSTED_NAME, host_name)
        """The table kept in the data folder at every change (``resume``)."""
        if resumed is not None:
            self.saved.host_token, self.saved.owned = resumed.host_token, True
        else:  # (the host's place is the first friend's place, kept for the host's own app)
            self.saved.host_token = self.server.reserve(self.hosted.friend_places()[0])
        self.server.on_change = lambda: self.saved.keep(self.server)
        self.resumed = resumed is not None
        """A table kept when the host's app stopped, opened again under a new code."""
        self.code: InvitationCode = self.server.code
        self.addresses: list[str] = []
        """Where friends reach the table, ``address:port``."""
        self.local_uri = ""
        """Where the host's own player connects (loopback)."""
        self._thread: ServerThread | None = None
        self._announcement: Announced | None = None
        self._announcing: Future[Announced] | None = None
        """The announcement on its way (``close`` takes it, to stop it, if it comes late)."""
        self._updates: list[Future[None]] = []
        """The free places' updates on their way (their broadcasts take a moment)."""
        self._answer.connect(self._take_answer)

    @property
    def is_open(self) -> bool:
        return self._thread is not None and bool(self.local_uri)

    def open(self) -> None:
        """Start listening; ``opened`` or ``failed`` follows."""
        if self._thread is not None:
            return
        self._thread = ServerThread(self.server)
        listen = self.listen or None
        self._when_done("start", self._thread.start(listen, self.port))  # type: ignore[arg-type]

    def _when_done(self, step: str, future: Future[Any]) -> None:
        future.add_done_callback(lambda done: self._answer.emit((step, done)))

    def _take_answer(self, answer: tuple[str, Future[Any] | None]) -> None:
        step, future = answer
        if step == "code":
            self.code = self.server.code
            self.codeChanged.emit()
        elif step == "start" and future is not None:
            self._started(future)
        elif step == "announce" and future is not None and future is self._announcing:
            self._announcing = None
            error = future.exception()
            self._announcement = None if error is not None else future.result()
            self.announced.emit(error is None)

    def _started(self, future: Future[list[tuple[str, int]]]) -> None:
        error = future.exception()
        if error is not None:
            self._stop_thread()
            self.failed.emit(self._why(error))
            return
        listening = future.result()
        port = listening[0][1]
        self.addresses = reachable_addresses(listening)
        loopback = "127.0.0.1"
        if self.listen and not ipaddress.ip_address(self.listen).is_unspecified:
            loopback = listening[0][0]
        self.local_uri = f"ws://{loopback}:{port}/"
        self.opened.emit()
        if self.announce and self._thread is not None:
            hosts = [a.rsplit(":", 1)[0] for a in self.addresses]
            free = sum(1 for spec in self.hosted.places if spec.friend) - 1
            starting = self.publisher(self.host_name, port, hosts, self.rules, free)
            self._announcing = asyncio.run_coroutine_threadsafe(
                _announced(starting), self._thread.loop
            )
            self._when_done("announce", self._announcing)

    def _why(self, error: BaseException) -> str:
        if isinstance(error, OSError) and error.errno == errno.EADDRINUSE:
            return fill(
                self.tr(
                    "Port %1 is in use on this computer (another table, or another program)."
                    " Choose another port, or 0 for any free one."
                ),
                self.port,
            )
        if isinstance(error, OSError) and error.errno in (errno.EACCES, errno.EPERM):
            return fill(
                self.tr("This computer does not allow a table on port %1: choose another."),
                self.port,
            )
        if isinstance(error, OSError) and error.errno == errno.EADDRNOTAVAIL:
            return self.tr("This computer has no such network address to open the table on.")
        return fill(self.tr("The table could not be opened: %1"), str(error)[:120])

    # --- the host's controls --------------------------------------------------------

    def _call(self, method: Callable[..., Any], *args: Any) -> None:
        thread = self._thread
        if thread is not None:
            thread.call(method, *args)

    def swap(self, first: int, second: int) -> None:
        """The lobby: the players at places ``first`` and ``second`` change places."""
        self._call(self.server.swap_places, first, second)

    def begin(self) -> None:
        """The lobby's Start: the first deal is dealt."""
        self._call(self.server.begin)

    def pause(self, paused: bool) -> None:
        self._call(self.server.pause, paused)

    def hand_to_computer(self, place: int, level: str = "medium") -> None:
        self._call(self.server.hand_to_computer, place, level)

    def hand_back(self, place: int) -> None:
        self._call(self.server.hand_back, place)

    def update_free(self, free: int) -> None:
        """Say on the local network how many friends' places are still free."""
        announcement, thread = self._announcement, self._thread
        if announcement is not None and thread is not None:
            self._updates = [f for f in self._updates if not f.done()]
            self._updates.append(
                asyncio.run_coroutine_threadsafe(announcement.update(free), thread.loop)
            )

    @property
    def announcing(self) -> bool:
        """The table is announced on the local network, or its announcement is on its way."""
        return self._announcement is not None or self._announcing is not None

    def stop_announcing(self) -> None:
        """Stop announcing the table (it is closing, or no friend can join it any more);
        waits at most two seconds for the network's goodbye."""
        pending, self._announcing = self._announcing, None
        announcement, self._announcement = self._announcement, None
        for update in self._updates:  # (one still broadcasting ends here, not left pending)
            update.cancel()
        self._updates = []
        thread = self._thread
        if thread is None:
            return
        with contextlib.suppress(Exception):  # (whatever went wrong, the table goes on)
            if announcement is None and pending is not None:
                announcement = pending.result(2)  # (it came late: stopped all the same)
            if announcement is not None:
                asyncio.run_coroutine_threadsafe(announcement.stop(), thread.loop).result(2)

    @classmethod
    def reopened(
        cls,
        resumed: ResumedTable,
        parent: QObject | None = None,
        listen: str = "",
        port: int = DEFAULT_PORT,
        announce: bool = True,
    ) -> HostSession:
        """The table ``resumed`` kept, to be opened again under its new code."""
        hosted = resumed.server.hosted
        return cls(
            hosted.rules,
            hosted.match_rules,
            hosted.deals,
            hosted.places,
            resumed.host_name,
            parent,
            listen,
            port,
            announce,
            resumed=resumed,
        )

    @property
    def host_token(self) -> str | None:
        """The host's own seat token: kept with the table, and given back on resume."""
        return self.saved.host_token

    @host_token.setter
    def host_token(self, token: str | None) -> None:
        self.saved.host_token = token

    def close(self, keep: bool = False) -> None:
        """Stop announcing, tell every friend the match is over and close the table; the
        table kept in the data folder is removed, unless ``keep`` (the app quits with the
        match on: it is offered again on the next start)."""
        if keep:
            self.saved.hold()
        else:
            self.saved.clear()
        self.stop_announcing()
        self._stop_thread()

    def _stop_thread(self) -> None:
        thread, self._thread = self._thread, None
        self.local_uri = ""
        if thread is not None:
            thread.stop(timeout=3)


async def _announced(starting: Awaitable[Announced]) -> Announced:
    """(the publisher's awaitable as a coroutine, for ``run_coroutine_threadsafe``)"""
    return await starting
