"""Tables on the local network, found by themselves: DNS-SD over multicast DNS
(``zeroconf``), service type ``_briscola._tcp``.

A host announces its table (``Announcement``) only while it hosts one, with its name, the
game and the places still free; a friend's app lists the tables it hears (``browse``). What
is heard comes from anyone on the network: every field is checked and bounded, and a table
that does not speak ``briscola-net/1`` is left out. Finding a table gives no way in: the
invitation code is still needed.
"""

from __future__ import annotations

import asyncio
import ipaddress
from dataclasses import dataclass
from typing import Final

from zeroconf import InterfaceChoice, IPVersion, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from ..engine.rules import Rules, Variant
from .channel import VERSION
from .protocol import MAX_NAME, ProtocolError, player_name

SERVICE_TYPE: Final = "_briscola._tcp.local."
MAX_TABLES: Final = 50
"""The most tables one browse lists (a network may hold anything)."""


@dataclass(frozen=True)
class FoundTable:
    """A table heard on the local network."""

    host_name: str
    addresses: tuple[str, ...]
    port: int
    players: int
    variant: str
    free: int
    """Friends' places still free."""

    @property
    def uri(self) -> str:
        address = ipaddress.ip_address(self.addresses[0])
        shown = f"[{address}]" if address.version == 6 else str(address)
        return f"ws://{shown}:{self.port}/"


def _properties(host_name: str, rules: Rules, free: int) -> dict[str, str]:
    return {
        "protocol": VERSION,
        "name": host_name,
        "players": str(rules.players),
        "variant": rules.variant.value,
        "free": str(free),
    }


class Announcement:
    """A table announced on the local network, until ``stop``."""

    def __init__(self, zeroconf: AsyncZeroconf, info: AsyncServiceInfo, rules: Rules) -> None:
        self._zeroconf, self._info, self._rules = zeroconf, info, rules

    @classmethod
    async def start(
        cls,
        host_name: str,
        port: int,
        addresses: list[str],
        rules: Rules,
        free: int,
        interfaces: list[str] | None = None,
    ) -> Announcement:
        """Announce the table of ``host_name`` listening at ``addresses`` on ``port``
        (on ``interfaces``, the addresses of the network interfaces to use; all if None)."""
        name = player_name(host_name)
        packed = [ipaddress.ip_address(a).packed for a in addresses]
        zeroconf = AsyncZeroconf(
            interfaces=interfaces if interfaces is not None else InterfaceChoice.All,
            ip_version=IPVersion.All if interfaces is None else IPVersion.V4Only,
        )
        info = AsyncServiceInfo(
            SERVICE_TYPE,
            f"{name}.{SERVICE_TYPE}",
            addresses=packed,
            port=port,
            properties=_properties(name, rules, free),
            server=f"briscola-{port}.local.",
        )
        # (each call gives the broadcasts' task: awaited, so that none is left pending
        # when the loop ends: "Task was destroyed but it is pending" at the app's close)
        await (await zeroconf.async_register_service(info, allow_name_change=True))
        return cls(zeroconf, info, rules)

    async def update(self, free: int) -> None:
        """Say how many places are free now."""
        old = self._info
        name = str(old.decoded_properties.get("name") or "")
        self._info = AsyncServiceInfo(
            SERVICE_TYPE,
            old.name,
            addresses=old.addresses,
            port=old.port,
            properties=_properties(name, self._rules, free),
            server=old.server,
        )
        await (await self._zeroconf.async_update_service(self._info))

    async def stop(self) -> None:
        """Stop announcing (the table is no longer hosted)."""
        await (await self._zeroconf.async_unregister_service(self._info))
        await self._zeroconf.async_close()


async def browse(seconds: float = 2.0, interfaces: list[str] | None = None) -> list[FoundTable]:
    """The tables heard on the local network within ``seconds``."""
    zeroconf = AsyncZeroconf(
        interfaces=interfaces if interfaces is not None else InterfaceChoice.All,
        ip_version=IPVersion.All if interfaces is None else IPVersion.V4Only,
    )
    names: list[str] = []

    def heard(
        zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange
    ) -> None:
        if state_change is ServiceStateChange.Added and len(names) < MAX_TABLES:
            names.append(name)

    browser = AsyncServiceBrowser(zeroconf.zeroconf, [SERVICE_TYPE], handlers=[heard])
    try:
        await asyncio.sleep(seconds)
        found = []
        for name in list(names):
            info = AsyncServiceInfo(SERVICE_TYPE, name)
            if await info.async_request(zeroconf.zeroconf, 1000):
                table = found_table(info)
                if table is not None:
                    found.append(table)
        return found
    finally:
        await browser.async_cancel()
        await zeroconf.async_close()


def found_table(info: AsyncServiceInfo) -> FoundTable | None:
    """The table ``info`` describes, or None if it is not one we can sit at."""
    properties = info.decoded_properties
    try:
        if properties.get("protocol") != VERSION:
            return None
        host_name = player_name(properties.get("name") or "")[:MAX_NAME]
        players = int(str(properties.get("players")))
        free = int(str(properties.get("free")))
        variant = str(properties.get("variant"))[:12]
        Rules(players, Variant(variant))
    except (ProtocolError, ValueError):
        return None
    addresses = tuple(info.parsed_scoped_addresses())[:8]
    if not addresses or not 0 <= free <= players or not info.port:
        return None
    return FoundTable(host_name, addresses, info.port, players, variant, free)
