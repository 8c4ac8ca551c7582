"""The computer seats' thinking, and the tables' handshakes, in a bounded pool of worker
processes.

A computer player's move is CPU work (the Expert spends about 0.1 s a move) that would
hold the event loop, and with it every table's messages, if it ran in the server's
process; the GIL keeps threads from using a second core. So each move goes to a
``ProcessPoolExecutor`` of ``workers`` processes: the player (small: its seeded random
stream and its match memory), the seat's observation and the kind of choice travel to a
worker, which reseeds the player from the move's key (the same key, the same move: a
table resumed after a restart plays as it would have), thinks, and sends back the
action's code. The executor's queue is first come, first served, and a table asks for
one move at a time, so every table's turns keep moving in turn. Each table's handshake
(SPAKE2, pure Python, about 12 ms of CPU a join) is made here too (``handshake``).

A move not back within ``think_seconds`` is a fault (the table plays a random legal move
for the seat, ``TableServer.faults``); a worker that dies breaks the pool, which is made
again for the next move.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field

from ..ai.base import Player
from ..engine.observation import Observation
from ..engine.state import Action
from ..net.channel import ChannelError, SecureChannel, channel_for, host_key
from ..net.hosted import computer_answer
from ..net.invitation import InvitationCode
from ..net.protocol import action_code, parse_action

log = logging.getLogger("briscola_server.pool")


class ThinkingError(RuntimeError):
    """A computer seat's move did not come back (too slow, or its worker died)."""


def answer(player: Player, obs: Observation, kind: str, key: str) -> tuple[str, int]:
    """In a worker: ``player``'s choice of ``kind`` from ``obs``, reseeded from ``key``;
    the action's code and the worker's process id."""
    player.reseed(key)
    return action_code(computer_answer(player, obs, kind)), os.getpid()


@dataclass
class ComputerPool:
    """``workers`` processes thinking for every table's computer seats."""

    workers: int = 2
    think_seconds: float = 20.0
    moves: int = 0
    """Moves thought so far (the log, tests)."""
    handshakes: int = 0
    """Handshakes made so far (the log, tests)."""
    thinkers: set[int] = field(default_factory=set)
    """The process ids that chose moves (tests: never the server's own)."""
    in_flight: int = 0
    """Moves and handshakes sent to the pool and not yet back (``pressure``)."""
    _executor: ProcessPoolExecutor | None = None

    def _pool(self) -> ProcessPoolExecutor:
        if self._executor is None:
            # forkserver: workers start from a clean process, not a copy of the server
            # with its event loop, sockets and threads.
            context = multiprocessing.get_context("forkserver")
            context.set_forkserver_preload(["briscola_qt.server.pool", "briscola_qt.net.channel"])
            self._executor = ProcessPoolExecutor(self.workers, mp_context=context)
        return self._executor

    async def think(self, player: Player, obs: Observation, kind: str, key: str) -> Action:
        """The move, thought in a worker; ThinkingError if it is not back in time."""
        loop = asyncio.get_running_loop()
        self.in_flight += 1
        try:
            future = loop.run_in_executor(self._pool(), answer, player, obs, kind, key)
            code, pid = await asyncio.wait_for(future, self.think_seconds)
        except TimeoutError:
            raise ThinkingError(f"no move within {self.think_seconds} s") from None
        except BrokenProcessPool:
            log.error("a thinking process died: the pool is made again")
            self._close(wait=False)
            raise ThinkingError("its thinking process died") from None
        finally:
            self.in_flight -= 1
        self.moves += 1
        self.thinkers.add(pid)
        return parse_action(code)

    async def handshake(self, code: InvitationCode, pake: bytes) -> tuple[bytes, SecureChannel]:
        """The host's half of a table's handshake (SPAKE2, about 12 ms of pure Python)
        made in a worker, so joins do not hold up the tables' moves; ChannelError."""
        loop = asyncio.get_running_loop()
        self.in_flight += 1
        try:
            ours, key = await loop.run_in_executor(self._pool(), host_key, code.password, pake)
        except BrokenProcessPool:
            self._close(wait=False)
            raise ChannelError("the handshake's process died") from None
        finally:
            self.in_flight -= 1
        self.handshakes += 1
        return ours, channel_for(key, "host")

    def _close(self, wait: bool) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=wait, cancel_futures=True)
            self._executor = None

    def close(self) -> None:
        self._close(wait=True)
