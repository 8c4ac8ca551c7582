"""A host's app in a process of its own, for the test that kills it: serves a two-player
best-of-three on 127.0.0.1, prints its address and code, and keeps its table in ``SAVE``
after every change (a temporary file, then a rename, as the app saves), until killed.

    python tests/net/host_process.py SAVE
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from briscola_qt.engine.match import MatchLength, MatchRules
from briscola_qt.engine.rules import Rules
from briscola_qt.net.hosted import HostedMatch, PlaceSpec
from briscola_qt.net.server import TableServer


async def main(save: Path) -> None:
    hosted = HostedMatch(Rules(2), (PlaceSpec(), PlaceSpec()), MatchRules(MatchLength.BEST_OF_3))
    server = TableServer(hosted)

    def keep() -> None:
        partial = save.with_suffix(".partial")
        partial.write_text(json.dumps(server.saved()), encoding="utf-8")
        os.replace(partial, save)

    server.on_change = keep
    host, port = (await server.start("127.0.0.1", 0))[0]
    print(f"ws://{host}:{port}/", server.code.spoken("en"), flush=True)
    await asyncio.sleep(3600)


if __name__ == "__main__":
    asyncio.run(asyncio.wait_for(main(Path(sys.argv[1])), 120))
