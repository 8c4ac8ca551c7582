"""The table scene drawn on a RemoteTable, unchanged: a whole network deal played through
the scene's own hand input, its first tricks at a speed where the cards fly, the other
seat's cards face down, its name on the felt (issue 44)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from briscola_qt.app.base.speeds import Tempo
from briscola_qt.app.game.snapshot import DealSummary, Phase
from briscola_qt.app.network.remote_table import RemoteTable
from briscola_qt.app.table.cardart import CardArt
from briscola_qt.app.table.places import HiddenCard
from briscola_qt.app.table.scene import TableScene
from briscola_qt.app.table.view import TableView
from briscola_qt.engine.rules import Rules
from briscola_qt.net.hosted import HostedMatch, PlaceSpec
from briscola_qt.net.server import TableServer
from briscola_qt.net.threads import ServerThread

WAIT_MS = 15_000
FLYING_TURNS = 6
"""The player's first cards, played at "fast", where the cards fly (three tricks)."""


@pytest.fixture
def table_uri() -> Iterator[tuple[TableServer, str]]:
    hosted = HostedMatch(Rules(2, "classic"), (PlaceSpec("random"), PlaceSpec()))
    server = TableServer(hosted)
    thread = ServerThread(server)
    try:
        host, port = thread.start().result(10)[0]
        yield server, f"ws://{host}:{port}/"
    finally:
        thread.stop()


@pytest.mark.slow
def test_the_table_scene_plays_a_network_deal_to_its_end(qtbot: Any, table_uri: Any) -> None:
    server, uri = table_uri
    remote = RemoteTable()
    scene = TableScene(remote, CardArt(), Tempo("fast"))
    view = TableView(scene)
    remote.setParent(view)  # (closed and deleted with the view, as the window's is)
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    qtbot.waitExposed(view)
    summaries: list[DealSummary] = []
    remote.dealOver.connect(summaries.append)
    remote.cutWanted.connect(lambda _commitment: remote.cut_deck("Caffè 42"))
    names_seen: set[str] = set()
    turns = 0
    flying: list[bool] = []  # the scene animating as each card played at "fast" lands
    try:
        remote.connect_to(uri, server.code, "Anna")
        while not summaries:
            qtbot.waitUntil(lambda: remote.awaits_human() or bool(summaries), timeout=WAIT_MS)
            if summaries:
                break
            snapshot = remote.snapshot()
            assert snapshot is not None
            if snapshot.phase == Phase.TRICK_DONE:
                scene.continue_trick()
                continue
            other = 1 - snapshot.human
            # What the player sees: their own cards face up, the other's as many backs.
            backs = [key for key in scene.items_by_key if isinstance(key, HiddenCard)]
            assert len(backs) == len(snapshot.hands[other])
            assert all(key.seat == other for key in backs)
            assert {int(c) for c in snapshot.own_cards()} <= set(scene.items_by_key)
            view.viewport().repaint()
            names_seen.update(words for words, _box in scene.plates())
            with qtbot.waitSignal(remote.cardPlayed, timeout=WAIT_MS):
                assert scene.play_index(0)
            if scene.tempo.speed == "fast":
                flying.append(scene.is_animating())
            turns += 1
            if turns == FLYING_TURNS:
                # The flights have been seen (the deal, both seats' cards, tricks gathered);
                # the rest of the deal without them, for the suite's time.
                scene.tempo.speed = "instant"
        qtbot.waitUntil(lambda: not scene.is_animating(), timeout=WAIT_MS)
    finally:
        remote.close()
    assert turns == 20
    assert len(flying) == FLYING_TURNS and all(flying)
    assert sum(summaries[0].points) == 120
    assert any("Random 1" in words for words in names_seen), names_seen
    assert remote.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER)
