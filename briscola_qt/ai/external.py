"""Hosting an external bot: a program that speaks ``briscola-bot/1`` on stdin/stdout.

``ExternalBot.request_card`` sends one move request and returns the card, or raises
``BotError`` saying what went wrong (illegal card, garbage, crash, silence). The bot is
restarted after a crash or a timeout, so one bad move does not spoil the rest.
"""

from __future__ import annotations

import json
import queue
import shlex
import subprocess
import threading
import time
from typing import Any, Final

from ..engine.cards import Card, CardCodeError
from ..engine.observation import Observation
from .protocol import PROTOCOL, move_request

GRACE_MS: Final = 500
"""Extra time a bot gets beyond ``time_ms`` before its move is forfeited."""
START_TIMEOUT_S: Final = 20.0


class BotError(Exception):
    """An external bot failed to produce a legal move."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(kind, detail)  # both, so the error survives pickling
        self.kind = kind  # "illegal", "garbage", "crash", "timeout", "start"
        self.detail = detail

    def __str__(self) -> str:
        return self.detail


class ExternalBot:
    """A running external bot process, started from a command line."""

    def __init__(self, command: str, time_ms: int = 1000) -> None:
        self.command = command
        self.argv = shlex.split(command)
        if not self.argv:
            raise BotError("start", "empty bot command")
        self.time_ms = time_ms
        self.name = command
        self._process: subprocess.Popen[str] | None = None
        self._lines: queue.Queue[str | None] = queue.Queue()

    # --- process handling --------------------------------------------------------

    def _start(self) -> subprocess.Popen[str]:
        try:
            process = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
                bufsize=1,
            )
        except OSError as error:
            raise BotError("start", f"cannot start {self.command!r}: {error}") from None
        self._process = process
        self._lines = queue.Queue()
        threading.Thread(
            target=_pump, args=(process, self._lines), daemon=True, name="bot-reader"
        ).start()
        self._send({"type": "hello", "protocol": PROTOCOL})
        answer = self._receive(START_TIMEOUT_S)
        if answer.get("type") != "hello":
            self.close()
            raise BotError("garbage", f"answered hello with {json.dumps(answer)[:80]}")
        name = answer.get("name")
        if isinstance(name, str) and name.strip():
            self.name = name.strip()[:60]
        return process

    def start(self) -> None:
        """Start the bot and greet it now, so a bad command is reported at once."""
        self._running()

    def _running(self) -> subprocess.Popen[str]:
        if self._process is None or self._process.poll() is not None:
            return self._start()
        return self._process

    def _send(self, message: dict[str, Any]) -> None:
        process = self._process
        assert process is not None and process.stdin is not None
        try:
            process.stdin.write(json.dumps(message) + "\n")
            process.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            self.close()
            raise BotError("crash", "the bot has exited (its input is closed)") from None

    def _receive(self, timeout_s: float) -> dict[str, Any]:
        deadline = time.monotonic() + timeout_s
        while True:
            remaining = deadline - time.monotonic()
            try:
                line = self._lines.get(timeout=max(remaining, 0.001))
            except queue.Empty:
                self.close(polite=False)  # a late answer must not be taken for the next move's
                raise BotError("timeout", f"no answer within {timeout_s * 1000:.0f} ms") from None
            if line is None:
                code = self._process.poll() if self._process else None
                self.close()
                raise BotError("crash", f"the bot exited (exit code {code})")
            if not line.strip():
                continue
            try:
                message = json.loads(line)
            except json.JSONDecodeError:
                raise BotError("garbage", f"answered with non-JSON {line.strip()[:80]!r}") from None
            if not isinstance(message, dict):
                raise BotError("garbage", f"answered with {line.strip()[:80]!r}")
            return message

    def close(self, polite: bool = True) -> None:
        """Ask the bot to quit (``polite``; a bot that fell silent is not asked), and make
        sure it is gone."""
        process, self._process = self._process, None
        if process is None:
            return
        try:
            if not polite:
                raise subprocess.TimeoutExpired(self.argv, 0)
            if process.poll() is None and process.stdin is not None:
                process.stdin.write(json.dumps({"type": "quit"}) + "\n")
                process.stdin.flush()
                process.stdin.close()
            process.wait(timeout=1)
        except (OSError, ValueError, subprocess.TimeoutExpired):
            process.kill()
            process.wait()

    # --- moves -------------------------------------------------------------------

    def request_card(self, obs: Observation) -> Card:
        """Ask the bot for its move; BotError unless it names a legal card in time."""
        self._running()
        self._send(move_request(obs, self.time_ms))
        answer = self._receive((self.time_ms + GRACE_MS) / 1000)
        if answer.get("type") != "move" or "card" not in answer:
            raise BotError("garbage", f"answered {json.dumps(answer)[:80]} instead of a move")
        try:
            card = Card.parse(answer["card"])
        except CardCodeError:
            raise BotError("garbage", f"answered unknown card {answer['card']!r}") from None
        if card not in obs.legal_cards():
            why = "breaking the follow-suit rule" if card in obs.hand else "which it does not hold"
            raise BotError("illegal", f"played {card}, {why}")
        return card


def _pump(process: subprocess.Popen[str], lines: queue.Queue[str | None]) -> None:
    """Move the bot's output lines into a queue; None marks its end."""
    assert process.stdout is not None
    try:
        for line in process.stdout:
            lines.put(line)
    except (OSError, ValueError):
        pass
    lines.put(None)
