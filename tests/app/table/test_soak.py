"""A soak through the real window: hundreds of deals at instant speed at every table size
leave no scene items, Python objects or memory behind (a finished thinking job once kept
its observation and player alive: 121 MB became 154 MB over 1,000 deals)."""

from __future__ import annotations

import gc
import os
import random
import time
import weakref
from collections import Counter
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QTimer

from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.table import cardart
from briscola_qt.app.table.cardart import MAX_CACHED
from briscola_qt.app.table.cards import CardItem
from briscola_qt.app.table.layout import TableLayout
from briscola_qt.engine import state as engine_state
from briscola_qt.engine.observation import Observation
from briscola_qt.engine.state import GameState

from ..conftest import choices

DEALS_PER_SIZE = 50
SIZES = (2, 3, 4, 6)


def rss_mb() -> float:
    """The process's resident memory, less the card pictures the process keeps (``cardart``'s
    renders, bounded by MAX_CACHED and its bytes): they fill as each table size brings
    card sizes of its own, and showed as 5 to 10 MB of growth from three to six players."""
    with open("/proc/self/statm") as statm:
        rss = int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    return (rss - cardart._rendered.byte_count()) / 2**20


def census(scene: Any) -> Counter[str]:
    """Live Python objects by type, less the plates of the table's last painting (their
    boxes, places and stamps) and the layouts' trick places, which are as many as that
    table shows, not a leak. The engine's plans by Rules object (a cache of at most 64,
    emptied when full) are let go first: how full it is says nothing of what the deals
    left."""
    engine_state._PLANS.clear()
    gc.collect()
    painter = scene._painter
    plates = {id(part) for plate in painter.boxes + painter._stamps for part in plate}
    # (nor the trick's card places each layout keeps, as many as its seats' cards: the
    # layouts themselves are counted)
    layouts = [o for o in gc.get_objects() if isinstance(o, TableLayout)]
    plates |= {id(p) for layout in layouts for p in layout.__dict__.get("_trick_places", ())}
    # (nor the dead weak references some holder keeps until it tidies up: 39 to 179 of them
    # at the ends of the table sizes, falling as often as rising)
    return Counter(
        type(o).__qualname__
        for o in gc.get_objects()
        if id(o) not in plates and not (type(o) is weakref.ref and o() is None)
    )


@pytest.mark.slow
@pytest.mark.skipif(not os.path.exists("/proc/self/statm"), reason="reads RSS from /proc")
def test_hundreds_of_deals_leave_nothing_behind(qtbot: Any, window: Any) -> None:
    controller, scene = window.controller, window.scene
    deals: list[int] = []  # scene items at the end of each deal
    wanted = [0]

    acts = [0]

    def act() -> None:
        acts[0] += 1
        if acts[0] % 100 == 0:
            window.view.viewport().grab()  # the table painted now and then, see below
        if controller.can_continue():
            controller.continue_trick()
        elif controller.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER):
            if len(deals) < wanted[0]:  # (else the next table size starts from here)
                if controller.phase == Phase.DEAL_OVER:
                    controller.next_deal()
                else:
                    window.start(choices(players=size, length="best_of_3"), seed=len(deals))
        else:
            snapshot = controller.snapshot()
            if snapshot is not None and snapshot.legal:
                controller.play_card(snapshot.legal[len(deals) % len(snapshot.legal)])

    # Act from the event loop after each change, as a person clicking would.
    pending = QTimer(window)
    pending.setSingleShot(True)
    pending.timeout.connect(act)
    controller.changed.connect(lambda: pending.start(0))
    controller.dealOver.connect(lambda _summary: deals.append(len(scene.items())))
    controller.dealOver.connect(lambda _summary: pending.start(0))
    scene.animationsFinished.connect(lambda: pending.start(0))

    # The engine makes one plan per set of rules it deals with (a few getters a table size),
    # kept for the process: made here first, so that the census below counts the same
    # whether or not an earlier test in this process dealt at these tables.
    for size in SIZES:
        GameState.deal(choices(players=size, length="best_of_3").rules(), random.Random(0))

    # (what earlier tests in this process left alive is theirs: the soak counts its own)
    gc.collect()
    observations = sum(type(o) is Observation for o in gc.get_objects())

    figures: list[tuple[str, int, int, float]] = []
    counts: list[Counter[str]] = []
    # Painting every change would make this soak ten times slower: the view paints the
    # table every 100th step instead (grab), through the same scene, items and card art.
    window.view.viewport().setUpdatesEnabled(False)
    started = time.monotonic()
    for size in SIZES:
        wanted[0] += DEALS_PER_SIZE
        # (waitSignal runs an event loop; waitUntil would sleep 10 ms between its rounds)
        with qtbot.waitSignal(
            controller.dealOver,
            timeout=120_000,
            check_params_cb=lambda _summary: len(deals) >= wanted[0],
        ):
            window.start(choices(players=size, length="best_of_3"), seed=size)
        qtbot.wait(1)  # the scene lets go of the last trick's cards
        counts.append(census(scene))
        figures.append((f"{size} players", deals[-1], sum(counts[-1].values()), rss_mb()))
    elapsed = time.monotonic() - started
    print()
    for name, items, objects, rss in figures:
        print(f"soak after {name}: {items} scene items, {objects} objects, RSS {rss:.1f} MB")
    print(f"soak: {len(deals)} deals in {elapsed:.1f} s")

    # Scene items: only what a finished deal shows (every captured card, once), never growing.
    for size, at_end in zip(SIZES, (deals[i * DEALS_PER_SIZE :] for i in range(4)), strict=True):
        deck = {3: 39, 6: 36}.get(size, 40)
        assert set(at_end[:DEALS_PER_SIZE]) == {deck}, f"{size} players: {at_end}"
    # (wrappers left by earlier tests' windows, whose C++ items are gone, do not count)
    items = [o for o in gc.get_objects() if isinstance(o, CardItem) and shiboken6.isValid(o)]
    assert len(items) <= len(scene.items()), "no card item lives off the table"
    assert sum(type(o) is Observation for o in gc.get_objects()) <= observations
    # Python objects: the two last table sizes (100 deals) add less than one object of any
    # kind per ten deals. (At 30 deals a size, the last deal's own objects, a six-player
    # deal's against a three-player one's, were more than that: 14 tuples once in CI.)
    # (QPixmap: the card art cache, bounded by MAX_CACHED, fills with each table's sizes.)
    grown = {
        k: v - counts[1][k]
        for k, v in counts[3].items()
        if v - counts[1][k] > 2 * DEALS_PER_SIZE // 10
    }
    assert set(grown) <= {"QPixmap"}, grown
    assert window.art.cached_count() <= MAX_CACHED
    # Memory: flat within the noise of the allocator.
    assert figures[3][3] - figures[1][3] < 8, figures
