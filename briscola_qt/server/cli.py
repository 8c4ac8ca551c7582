"""``briscola-server``: start the server (``--port N --data DIR``, docs/server.md).

It says where it listens on stdout (one line, ``briscola-server listening on ws://...``:
with ``--port 0`` that is how a script finds the port), logs to stderr in lines an
operator can read, and stops on SIGTERM or SIGINT leaving every table in its record, to
be opened again at the next start.
"""

from __future__ import annotations

import asyncio
import logging
import signal
import sys
from collections.abc import Sequence

from . import collector
from .club import ClubServer
from .config import ConfigError, ServerConfig, load

log = logging.getLogger("briscola_server")


def _where(address: tuple[str, int]) -> str:
    host, port = address[0], address[1]
    return f"ws://[{host}]:{port}/" if ":" in host else f"ws://{host}:{port}/"


async def run(config: ServerConfig) -> None:
    club = ClubServer(config)
    stopping = asyncio.Event()
    loop = asyncio.get_running_loop()
    for number in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(number, stopping.set)
    try:
        addresses = await club.start()
    except OSError as error:
        log.error("cannot listen on %s port %d: %s", config.host, config.port, error)
        await club.stop()
        raise SystemExit(1) from None
    collector.tune()  # (what the start made is never looked at again: the tables come next)
    where = ", ".join(_where(address) for address in addresses)
    print(f"briscola-server listening on {where}", flush=True)
    log.info(
        "listening on %s; %d tables opened again from %s",
        where,
        len(club.tables),
        config.data_path.resolve(),
    )
    await stopping.wait()
    log.info("stopping: the tables stay in their records")
    await club.stop()


def main(args: Sequence[str] | None = None) -> int:
    try:
        config = load(sys.argv[1:] if args is None else args)
    except ConfigError as error:
        print(f"briscola-server: {error}", file=sys.stderr)
        return 2
    logging.basicConfig(
        level=config.log_level.upper(),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
    )
    if config.log_level != "debug":  # (a line per connection opened and closed: too many)
        logging.getLogger("websockets").setLevel(logging.WARNING)
    try:
        asyncio.run(run(config))
    except SystemExit as exit_:
        return int(exit_.code or 0)
    return 0
