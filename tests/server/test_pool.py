"""Computer seats think in the pool's worker processes: never in the server's own process
(whose event loop keeps every table's messages moving meanwhile), the same move for the
same key, and a move that does not come back in time is a fault, not a hang."""

from __future__ import annotations

import asyncio
import os
import time

import pytest

from briscola_qt.ai.registry import make_player
from briscola_qt.engine import fair
from briscola_qt.engine.observation import observe
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState
from briscola_qt.server.pool import ComputerPool, ThinkingError

from ..net.tables import run


def opening_view(seat: int = 0):  # type: ignore[no-untyped-def]
    rules = Rules(2)
    state = GameState(rules, fair.Shuffle(bytes(32), "45").deck(rules))
    return state, observe(state, seat)


def test_experts_think_in_worker_processes_while_the_loop_ticks() -> None:
    state, obs = opening_view()

    async def scenario() -> tuple[list[object], list[float], set[int]]:
        pool = ComputerPool(workers=2, think_seconds=120)
        gaps: list[float] = []
        thinking = True

        async def tick() -> None:
            last = time.perf_counter()
            while thinking:
                await asyncio.sleep(0.005)
                now = time.perf_counter()
                gaps.append(now - last)
                last = now

        try:
            await pool.think(make_player("random", 0), obs, "card", "warm")  # (start them)
            ticker = asyncio.ensure_future(tick())
            moves = await asyncio.gather(
                *(pool.think(make_player("expert", 7), obs, "card", f"k{i % 3}") for i in range(6))
            )
            thinking = False
            await ticker
            return list(moves), gaps, set(pool.thinkers)
        finally:
            await asyncio.to_thread(pool.close)

    moves, gaps, thinkers = run(scenario(), 180)
    assert all(move in state.legal_actions() for move in moves)
    assert moves[0:3] == moves[3:6]  # (the same key, the same move)
    assert os.getpid() not in thinkers and thinkers
    assert max(gaps) < 0.25, f"the event loop stood still for {max(gaps):.3f} s"


def test_a_move_not_back_in_time_is_a_thinking_error() -> None:
    _, obs = opening_view()

    async def scenario() -> None:
        pool = ComputerPool(workers=1, think_seconds=0.001)
        try:
            with pytest.raises(ThinkingError, match="no move within"):
                await pool.think(make_player("expert", 1), obs, "card", "k")
        finally:
            await asyncio.to_thread(pool.close)

    run(scenario(), 60)
