"""A check that this installation can host and join a table: a table opened on 127.0.0.1,
a friend connecting to it, the SPAKE2 handshake proving the code, the sealed channel
(AEAD) carrying the host's welcome and the first deal. The frozen app runs it with
``--net-check`` (packaging/launch.py), so the installers are tested with the network's
parts they carry (websockets, spake2, cryptography, zeroconf's compiled modules). Nothing
is sent anywhere but the loopback address; solo play and ``--self-test`` never run it.

    --net-check                 host and join in one process
    --net-check host            open a table, print "table URI CODE", wait for one friend
    --net-check join URI CODE   join the table at URI with CODE (127.0.0.1 only)
"""

from __future__ import annotations

import asyncio
import ipaddress
import sys
import time
from collections.abc import Callable
from urllib.parse import urlsplit

from ..engine.rules import Rules
from .client import ClientError, TableClient
from .hosted import HostedMatch, PlaceSpec
from .invitation import CodeError, parse_code
from .server import TableServer

WAIT_SECONDS = 60.0
"""How long a host waits for its friend, and a friend for the table."""


def compiled_parts() -> list[str]:
    """The network's compiled modules that load here (cryptography's Rust bindings, the
    zeroconf modules compiled with Cython); AssertionError naming one that is missing."""
    from cryptography.hazmat.bindings._rust import openssl
    from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
    from zeroconf import _cache, _dns

    ChaCha20Poly1305(ChaCha20Poly1305.generate_key())  # (the backend answers)
    found = [f"cryptography {openssl.openssl_version_text()}"]
    for module in (_cache, _dns):
        path = module.__file__ or ""
        assert not path.endswith(".py"), f"{module.__name__} is not compiled: {path}"
        found.append(module.__name__)
    return found


async def host(say: Callable[[str], None], wait: float = WAIT_SECONDS) -> None:
    """Open a table on 127.0.0.1 (any free port), say where and its code, and wait for a
    friend to prove the code and sit down."""
    server = TableServer(HostedMatch(Rules(2), (PlaceSpec(), PlaceSpec("random"))))
    server.auto_start = False
    try:
        address, port = (await server.start("127.0.0.1", 0))[0]
        say(f"table ws://{address}:{port}/ {server.code.spoken('en')}")
        async with asyncio.timeout(wait):
            while not any(place.token for place in server.places.values()):
                await asyncio.sleep(0.02)
        say(f"friend seated: {server.hosted.names[0]}")
    finally:
        await server.stop()


async def join(uri: str, code_text: str, say: Callable[[str], None]) -> None:
    """Join the table at ``uri`` (a loopback address only) with ``code_text``."""
    where = urlsplit(uri)
    if where.hostname is None or not ipaddress.ip_address(where.hostname).is_loopback:
        raise ValueError("the check joins tables on this machine's loopback address only")
    client = TableClient(uri, parse_code(code_text), "Check")
    started = time.perf_counter()
    try:
        welcome = await client.connect(timeout=WAIT_SECONDS)
        elapsed = (time.perf_counter() - started) * 1000
        say(f"welcomed at place {welcome['place']} in {elapsed:.0f} ms")
    finally:
        await client.close()


async def both(say: Callable[[str], None]) -> None:
    """Host and join in this one process."""
    lines: asyncio.Queue[str] = asyncio.Queue()

    def heard(line: str) -> None:
        say(line)
        lines.put_nowait(line)

    hosting = asyncio.create_task(host(heard, 20))
    _word, uri, code = (await asyncio.wait_for(lines.get(), 20)).split(" ", 2)
    await join(uri, code, say)
    await hosting


def say_now(line: str) -> None:
    """Print ``line`` at once (a pipe is read while the check runs)."""
    print(line, flush=True)


def main(args: list[str], say: Callable[[str], None] = say_now) -> int:
    """``--net-check``'s arguments (after it); 0 if the check passed, 1 if not, 2 for
    arguments it does not know."""
    try:
        say("; ".join(compiled_parts()))
        if not args:
            asyncio.run(both(say))
        elif args[0] == "host" and len(args) == 1:
            asyncio.run(host(say))
        elif args[0] == "join" and len(args) == 3:
            asyncio.run(join(args[1], args[2], say))
        else:
            print("usage: --net-check [host | join URI CODE]", file=sys.stderr)
            return 2
    except (AssertionError, ImportError, OSError, TimeoutError, ValueError) as error:
        say(f"briscola-qt network check failed: {type(error).__name__}: {error}")
        return 1
    except (ClientError, CodeError) as error:
        say(f"briscola-qt network check failed: {error}")
        return 1
    say("briscola-qt network check passed")
    return 0


if __name__ == "__main__":  # (a wheel's: python -m briscola_qt.net.loopback)
    sys.exit(main(sys.argv[1:]))
