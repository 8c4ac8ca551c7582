"""Run inside a network namespace of its own (test_friends_announce.py): the app's own
``HostSession`` opens a chiamata table on 127.0.0.1 and announces it as the app does
(``net.discovery``, no publisher given); a friend's browse hears it while it is hosted and
no longer once it is closed. Prints what it saw as JSON."""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))
os.environ["QT_QPA_PLATFORM"] = "offscreen"

from PySide6.QtCore import QCoreApplication

from briscola_qt.app.network.host_session import HostSession
from briscola_qt.engine.match import MatchRules
from briscola_qt.engine.rules import Rules
from briscola_qt.net.discovery import browse
from briscola_qt.net.hosted import PlaceSpec


def main() -> dict[str, object]:
    app = QCoreApplication([])
    places = (PlaceSpec(), PlaceSpec(), PlaceSpec(), PlaceSpec("beginner"), PlaceSpec("beginner"))
    session = HostSession(
        Rules(5, "chiamata"), MatchRules(), 5, places, "Anna", listen="127.0.0.1", port=0
    )
    heard: list[bool] = []
    session.announced.connect(heard.append)
    session.open()
    deadline = time.monotonic() + 30
    while not heard and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    seen: dict[str, object] = {"announced": heard == [True]}
    session.update_free(2)  # (as the lobby does; its broadcast still under way at the close)
    port = int(session.local_uri.rsplit(":", 1)[1].strip("/"))
    found = asyncio.run(browse(1.5))
    seen["found"] = [(t.host_name, t.players, t.variant, t.free, t.port == port) for t in found]
    session.close()
    seen["after_close"] = len(asyncio.run(browse(1.5)))
    return seen


if __name__ == "__main__":
    print(json.dumps(main()))
