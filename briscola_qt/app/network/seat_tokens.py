"""The seat tokens this app keeps, one per table it sits at as a friend, in a small JSON
file of the data folder: a player whose app stopped (killed, crashed, the computer
restarted) joins the same table again and its host gives them back their own place, the
table as it stands (``net.client.KeptTokens``; the host keeps a place five minutes). The
name the player sat down with is kept too: a token is offered only under that name, so two
people taking turns at one computer do not take each other's seats.

A table is known by the id its host says in the handshake (new each time a table is
opened), so a token goes only to the table that gave it. The file is written to a
temporary name and renamed (``files.write_atomic``); one that cannot be read counts as
empty and is written anew: nothing but a way back to a seat is lost.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from pathlib import Path
from typing import Any, Final

from ... import files
from ...engine import bounded_json
from ...net.client import TableClient

SEAT_TOKENS_NAME: Final = "seat-tokens.json"
FORMAT: Final = "briscola-seat-tokens/1"
MAX_BYTES: Final = 16_000
KEPT_TABLES: Final = 16
"""The most tables whose tokens are kept (the latest)."""
MAX_WHERE: Final = 100
"""The longest address or code kept for the way back (longer: not kept)."""
KEPT_SECONDS: Final = 2 * 24 * 3600
"""A token older than this is forgotten: its table has long closed."""

log = logging.getLogger(__name__)


class SeatTokens:
    """The tokens in ``path``. ``get`` and ``forget`` are called on the network's thread,
    ``keep`` on the GUI thread: a lock keeps them apart."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._lock = threading.Lock()
        self.where = ("", "")
        """The address and the code the player typed to join: kept with the token, so that
        the Join panel offers the way back after the app stopped (``way_back``)."""

    def get(self, table: str, name: str) -> str | None:
        """The token kept for ``table`` where this app's player was called ``name`` (in
        any case), or None: another player of this computer is not given that seat."""
        with self._lock:
            entry = self._read().get(table)
        if entry is None or entry["name"].casefold() != name.casefold():
            return None
        return str(entry["token"])

    def keep(self, table: str, token: str, name: str) -> None:
        """Keep ``token`` for ``table``, where the host seated ``name``."""
        with self._lock:
            tables = self._read()
            address, code = self.where
            tables[table] = {
                "token": token,
                "name": name,
                "kept_at": time.time(),
                "address": address[:MAX_WHERE],
                "code": code[:MAX_WHERE],
            }
            self._write(tables)

    def way_back(self) -> tuple[str, str, str] | None:
        """The address, code and name of the latest table whose match this app left
        before its end (its token still kept), or None."""
        with self._lock:
            tables = self._read()
        kept = [entry for entry in tables.values() if entry["address"] and entry["code"]]
        if not kept:
            return None
        latest = max(kept, key=lambda entry: entry["kept_at"])
        return latest["address"], latest["code"], latest["name"]

    def forget(self, table: str) -> None:
        """The match at ``table`` is over, or its host no longer knows the token."""
        with self._lock:
            tables = self._read()
            if tables.pop(table, None) is not None:
                self._write(tables)

    def follow(self, client: TableClient | None, seated: bool) -> None:
        """``client`` was seated (keep its token for its table), or its match is over or
        the host ended it (forget it)."""
        if client is None or client.table is None:
            return
        if not seated:
            self.forget(client.table)
        elif client.seen.token is not None:
            self.keep(client.table, client.seen.token, client.name)

    def _read(self) -> dict[str, dict[str, Any]]:
        try:
            raw = self.path.read_bytes()
            data = bounded_json.loads(raw, bounded_json.Limits(MAX_BYTES, 4, 20))
        except FileNotFoundError:
            return {}
        except (OSError, bounded_json.BoundedJSONError) as error:
            log.warning("the seat tokens in %s cannot be read: %s", self.path, error)
            return {}
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return {}
        tables = data.get("tables")
        if not isinstance(tables, dict):
            return {}
        now = time.time()
        return {
            table: {
                "token": entry["token"],
                "name": entry["name"],
                "kept_at": entry["kept_at"],
                "address": _text(entry.get("address")),
                "code": _text(entry.get("code")),
            }
            for table, entry in tables.items()
            if isinstance(entry, dict)
            and isinstance(entry.get("token"), str)
            and 0 < len(entry["token"]) <= 64
            and isinstance(entry.get("name"), str)
            and len(entry["name"]) <= 40
            and type(entry.get("kept_at")) in (int, float)
            and 0 <= now - entry["kept_at"] <= KEPT_SECONDS
            and len(table) <= 64
        }

    def _write(self, tables: dict[str, dict[str, Any]]) -> None:
        latest = sorted(tables.items(), key=lambda item: item[1]["kept_at"])[-KEPT_TABLES:]
        data = {"format": FORMAT, "tables": dict(latest)}
        try:
            files.write_atomic(self.path, json.dumps(data).encode())
        except OSError as error:  # (the table goes on; only the way back is not kept)
            log.warning("cannot keep the seat tokens in %s: %s", self.path, error)


def _text(value: object) -> str:
    """An address or a code as kept, or "" where the file holds none (older files) or
    something else."""
    return value if isinstance(value, str) and len(value) <= MAX_WHERE else ""
