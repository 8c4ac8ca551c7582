"""The table this player hosts, kept in the data folder beside the local savegame, and
opened again after the host's app stopped (issue 44: "faults lose nothing").

``HostedSave`` writes the table (``net.saved``'s ``briscola-net-table/1``, inside this
app's own ``briscola-hosted/1`` wrapper with the host's own seat token) at every change the
server reports, on the server's thread and before the change is sent to any friend: a deal
a friend saw end is never played again. Each write goes to a temporary file renamed over
the last (``files.write_atomic``). A finished match, the host's End the match and a table
the host closes remove it; a quit of the whole app, or a crash, leaves it.

``read_hosted_save`` gives the table back under a new invitation code, or a message saying
why it could not be used (the file is moved aside, never deleted, and a fresh start follows).
"""

from __future__ import annotations

import json
import logging
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Final

from ... import files
from ...engine.errors import RecordError

if TYPE_CHECKING:  # (the table server, and websockets, come with a table opened again)
    from ...net.server import TableServer

HOSTED_NAME: Final = "hosted-table.json"
"""The hosted table's file in the data folder (the local game's is ``save.json``)."""
FORMAT: Final = "briscola-hosted/1"
MAX_BYTES: Final = 1_000_000
"""A kept table is a few kilobytes: anything larger is not one."""

log = logging.getLogger(__name__)


class HostedSave:
    """Keeps ``path`` up to date with a hosted table. ``keep`` is called on the server's
    thread, ``clear`` and ``hold`` on the GUI thread: a lock keeps them apart, so a write
    can never bring back a file just removed."""

    def __init__(self, path: Path, host_name: str) -> None:
        self.path, self.host_name = path, host_name
        self.host_token: str | None = None
        """The host's own seat token (it finds the host's place again on resume)."""
        self.failure: str | None = None
        """Why the last write failed (the disk's words), or None."""
        self.owned = False
        """This table wrote the file (or was read from it): its end may remove it."""
        self._lock = threading.Lock()
        self._held = False

    def keep(self, server: TableServer) -> None:
        """(the server's thread) Write the table as it stands, once the match has begun;
        remove it once the match is over."""
        hosted = server.hosted
        with self._lock:
            if self._held:
                return
            if hosted.match.is_over():
                self._remove()
                return
            if hosted.seed is None and hosted.match.deal_number == 0:
                return  # (the lobby: nothing to lose yet)
            data = {
                "format": FORMAT,
                "host_name": self.host_name,
                "host_token": self.host_token,
                "table": server.saved(),
            }
            try:
                if not self.owned and self.path.exists():
                    # (a table kept from before, not resumed: set aside, never overwritten)
                    files.move_aside(self.path, "replaced")
                files.write_atomic(self.path, json.dumps(data).encode())
            except OSError as error:
                log.warning("cannot keep the hosted table in %s: %s", self.path, error)
                self.failure = error.strerror or str(error)
                return
            self.failure = None
            self.owned = True

    def clear(self) -> None:
        """The match ended (the host's End, or the table closed): no more writes, and the
        file gone if this table wrote it."""
        with self._lock:
            if self._held:
                return  # (held for the next start: the quit keeps it)
            self._held = True
            if self.owned:
                self._remove()

    def hold(self) -> None:
        """The app quits with the table on: the file stays as it is, to resume next time."""
        with self._lock:
            self._held = True

    def _remove(self) -> None:
        try:
            self.path.unlink(missing_ok=True)
        except OSError as error:
            log.warning("cannot remove the hosted table %s: %s", self.path, error)


@dataclass
class ResumedTable:
    """A kept table, read back: its server (with a new invitation code), who hosted it and
    the host's own seat token (None if the host had not sat down when it was kept)."""

    server: TableServer
    host_name: str
    host_token: str | None


def read_hosted_save(path: Path) -> tuple[ResumedTable | None, str | None]:
    """The table kept at ``path`` (None if there is none) and, if it could not be used, why
    (the file is then moved aside as ``hosted-table.json.broken-...``)."""
    if not path.exists():
        return None, None
    try:
        if path.stat().st_size > MAX_BYTES:
            raise RecordError("the file is too large to be a kept table")
        try:
            data = json.loads(path.read_bytes())
        except ValueError as error:  # (json's and the decoder's errors are ValueErrors)
            raise RecordError(f"the file is not readable JSON: {error}") from None
        return _resumed(data), None
    except OSError as error:
        return None, error.strerror or str(error)
    except RecordError as error:
        log.warning("hosted table %s refused: %s", path, error)
        try:
            files.move_aside(path)
        except OSError as moving:
            log.warning("cannot move %s aside: %s", path, moving)
        return None, str(error)[:200]


def _resumed(data: object) -> ResumedTable:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError(f"not a {FORMAT} file")
    host_name, host_token = data.get("host_name"), data.get("host_token")
    if not isinstance(host_name, str) or not 1 <= len(host_name) <= 40:
        raise RecordError("must be the host's name", "host_name")
    if host_token is not None and not (isinstance(host_token, str) and len(host_token) <= 64):
        raise RecordError("must be the host's seat token", "host_token")
    from ...net.server import TableServer

    try:
        server = TableServer.resumed(data.get("table"), auto_start=False)
    except RecordError:
        raise
    # (a shape no check foresaw: a message all the same, never a traceback)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as error:
        raise RecordError(f"does not hold together: {error}", "table") from None
    if server.hosted.match.is_over():
        raise RecordError("the match is over", "table")
    known = {place.token for place in server.places.values()}
    return ResumedTable(server, host_name, host_token if host_token in known else None)
