"""An HAProxy configuration for several ``briscola-server`` processes at one address
(docs/server.md, "Beyond one machine").

Process K (``--shard K``) begins every table id it makes with K in two hex digits, so
HAProxy sends ``/t/ID`` to the process whose number begins ID, by the path alone, and
anything else (the lobby, ``/``, an id no process makes) to any process that is up, in
turn: a table opened there is that process's. Each process is checked every
``check_ms`` by a plain ``GET /health``. Print one with

    python -m briscola_qt.server.haproxy --listen :443 \\
        --certificate /etc/haproxy/briscola.pem --user haproxy \\
        127.0.0.1:47100 127.0.0.1:47101

(the processes in shard order: the first is ``--shard 0``).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import Final

from .club import HEALTH_PATH, TABLE_PATH

TUNNEL_SECONDS: Final = 300
"""A WebSocket quiet this long is cut: the server pings each one every 20 s, so only a
dead one is ever this quiet."""


def haproxy_config(
    listen: str,
    processes: Sequence[str],
    check_ms: int = 2000,
    per_address: int = 64,
    max_connections: int = 20000,
    certificate: str = "",
    user: str = "",
) -> str:
    """The configuration: HAProxy listening at ``listen`` (``host:port``) in front of
    ``processes`` (``host:port`` each, in shard order); at most ``per_address``
    connections at once from one client address across all of them. With a
    ``certificate`` (a PEM file of the certificate chain and its key) it speaks TLS
    (``wss://``), as a server on the internet must: the lobby tells each new table's code.
    With a ``user`` it drops root for that user once it has bound its port and read its
    certificate (as the Debian package's own configuration does)."""
    if not 1 <= len(processes) <= 256:
        raise ValueError("from 1 to 256 processes")
    check = f"check inter {check_ms}ms fall 2 rise 1"
    lines = [
        "# HAProxy in front of several briscola-server processes (docs/server.md),",
        "# made by python -m briscola_qt.server.haproxy. Process K runs with --shard K,",
        "# --shards (every process's address, in this order) and --proxy (this HAProxy's",
        "# address as the processes see it).",
        "global",
        f"    maxconn {max_connections}",
        *([f"    user {user}", f"    group {user}"] if user else []),
        "",
        "defaults",
        "    mode http",
        "    option forwardfor  # (the processes count clients by X-Forwarded-For)",
        "    timeout connect 5s",
        "    timeout http-request 10s",
        "    timeout client 30s",
        "    timeout server 30s",
        f"    timeout tunnel {TUNNEL_SECONDS}s  # (a WebSocket, once open)",
        "    timeout client-fin 10s",
        "    timeout check 5s  # (a process whose loop lags is slow, not down)",
        "    retries 2",
        "    option redispatch 1  # (a lobby connection refused: to the next process at once)",
        "    # every process's health: a plain GET, answered 200 while it runs",
        "    option httpchk",
        f"    http-check send meth GET uri {HEALTH_PATH} ver HTTP/1.1 hdr Host briscola",
        "    http-check expect status 200",
        "",
        "frontend briscola",
        f"    bind {listen}" + (f" ssl crt {certificate}" if certificate else ""),
        "    # one client address's connections across every process",
        "    stick-table type ip size 100k expire 60s store conn_cur",
        "    tcp-request connection track-sc0 src",
        f"    tcp-request connection reject if {{ sc0_conn_cur gt {per_address} }}",
    ]
    for shard in range(len(processes)):
        lines.append(f"    use_backend shard{shard:02x} if {{ path_beg {TABLE_PATH}{shard:02x} }}")
    lines += [
        "    # the lobby, and a table id no process makes (refused there: no-such-table)",
        "    default_backend lobby",
        "",
        "backend lobby",
        "    balance roundrobin",
    ]
    for shard, address in enumerate(processes):
        lines.append(f"    server shard{shard:02x} {address} {check}")
    for shard, address in enumerate(processes):
        lines += [
            "",
            f"backend shard{shard:02x}",
            f"    server shard{shard:02x} {address} {check}",
        ]
    return "\n".join(lines) + "\n"


def main(args: Sequence[str] | None = None) -> int:
    parse = argparse.ArgumentParser(
        prog="python -m briscola_qt.server.haproxy",
        description="Print an HAProxy configuration for several briscola-server processes.",
    )
    parse.add_argument("--listen", default="127.0.0.1:47045", help="HAProxy's host:port")
    parse.add_argument("--check-ms", type=int, default=2000, help="health check interval")
    parse.add_argument(
        "--per-address", type=int, default=64, help="connections at once from one address"
    )
    parse.add_argument("--certificate", default="", help="a PEM file: speak TLS (wss://)")
    parse.add_argument("--user", default="", help="run as this user once started (haproxy)")
    parse.add_argument("processes", nargs="+", help="each process's host:port, in shard order")
    parsed = parse.parse_args(sys.argv[1:] if args is None else args)
    try:
        text = haproxy_config(
            parsed.listen,
            parsed.processes,
            parsed.check_ms,
            parsed.per_address,
            certificate=parsed.certificate,
            user=parsed.user,
        )
    except ValueError as error:
        print(f"haproxy: {error}", file=sys.stderr)
        return 2
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
