"""Hosting an external bot: a program that speaks ``briscola-bot/1`` on stdin/stdout.

``ExternalBot.request_card`` sends one move request and returns the card, or raises
``BotError`` saying what went wrong, with a kind (``botprocess.KINDS``): an illegal card,
bad JSON, silence, a crash with its exit code or signal, and so on. A line the host did
not ask for (a second answer, a late one) is never knowingly taken for the next move: it
is an "unasked" error. The protocol numbers no requests, so each carries an ``id`` (this
project's extension): a bot that echoes it in its answer can never be taken out of step;
for one that does not, lines waiting before a request or beside its answer are refused,
and the host lets ``QUIET_S`` pass after an answer before it asks again, so that a second
line written with the answer has arrived by then. After a protocol error (anything but
an illegal card) the bot is ended with its whole process group, and started afresh when
next asked.

``ExternalPlayer`` seats such a bot as a ``Player``, so a host tells it its life cycle as
it tells a built-in level.
"""

from __future__ import annotations

import json
import shlex
import threading
import time
from collections.abc import Callable
from typing import Any, Final, TypeVar

from ..engine import bounded_json
from ..engine.cards import Card, CardCodeError, Suit
from ..engine.chiamata import Bid
from ..engine.observation import Observation
from ..engine.rules import Rules
from .base import Player
from .botprocess import BotError, BotProcess, echo, exit_description
from .protocol import PROTOCOL, move_request

__all__ = ["GRACE_MS", "START_TIMEOUT_S", "BotError", "ExternalBot", "ExternalPlayer"]

_Answer = TypeVar("_Answer")

GRACE_MS: Final = 500
"""Extra time a bot gets beyond ``time_ms`` before its move is forfeited."""
START_TIMEOUT_S: Final = 20.0
"""Time a bot gets to start and answer hello (a Java bot's start-up, say)."""
QUIET_S: Final = 0.01
"""How long after an answer a bot that does not echo ids is watched for a second line."""
EXIT_WAIT_S: Final = 0.5
"""How long the host waits, after a bot's output closes, to learn how the bot ended."""

# An answer is one small object: {"type": "move", "card": "AC"}.
ANSWER_LIMITS: Final = bounded_json.Limits(max_bytes=64 * 1024, max_depth=8, max_number_chars=20)


class ExternalBot:
    """A running external bot process, started from a command line."""

    def __init__(
        self, command: str, time_ms: int = 1000, start_timeout_s: float = START_TIMEOUT_S
    ) -> None:
        self.command = command
        try:
            self.argv = shlex.split(command)
        except ValueError as error:
            why = f"the command {echo(command)} cannot be read ({error})"
            raise BotError("start", why) from None
        if not self.argv:
            raise BotError("start", "empty bot command")
        self.time_ms = time_ms
        self.start_timeout_s = start_timeout_s
        self.name = command
        self._bot: BotProcess | None = None
        self._request_id = 0
        self._echoes_id = False
        self._answered_at: float | None = None
        self.answer_ms = 0.0
        """How long the last answer took, from sending the request to reading the answer."""

    @property
    def _answer_s(self) -> float:
        return (self.time_ms + GRACE_MS) / 1000

    # --- process handling --------------------------------------------------------

    def _start(self) -> BotProcess:
        try:
            bot = BotProcess(self.argv)
        except OSError as error:
            why = error.strerror or str(error)
            raise BotError("start", f"{echo(self.command)}: {why}") from None
        self._bot = bot
        try:
            self._send({"type": "hello", "protocol": PROTOCOL}, self.start_timeout_s)
            answer = self._receive(self.start_timeout_s)
        except BotError as error:
            raise BotError("hello", str(error)) from None
        if answer.get("type") != "hello":
            self.close(polite=False)
            raise BotError("hello", f"answered hello with {echo(json.dumps(answer))}")
        name = answer.get("name")
        if isinstance(name, str) and name.strip():
            self.name = name.strip()[:60]
        return bot

    def start(self) -> None:
        """Start the bot and greet it now, so a bad command is reported at once."""
        self._running()

    @property
    def started(self) -> bool:
        """Is a process of this bot running (or at least not yet found ended)?"""
        return self._bot is not None

    def _running(self) -> BotProcess:
        if self._bot is None:
            return self._start()
        code = self._bot.exit_code()
        if code is not None:
            self.close(polite=False)
            raise BotError("crash", f"exited between moves ({exit_description(code)})")
        return self._bot

    def _fail(self, kind: str, detail: str) -> BotError:
        """End the bot (its output can no longer be trusted) and describe the failure."""
        self.close(polite=False)
        return BotError(kind, detail)

    def _send(self, message: dict[str, Any], timeout_s: float) -> None:
        assert self._bot is not None
        try:
            self._bot.write((json.dumps(message) + "\n").encode(), timeout_s)
        except TimeoutError as error:
            raise self._fail("write-timeout", str(error)) from None
        except OSError:
            # A bot that flooded its output and then died of its closed pipe was refused
            # for the flood: say that, not the crash it led to (a race under load).
            self.check_quiet("before this request")
            code = self._bot.exit_code(EXIT_WAIT_S)
            ended = exit_description(code) if code is not None else "its input is closed"
            raise self._fail("crash", f"exited before reading its request ({ended})") from None

    def _receive(self, timeout_s: float) -> dict[str, Any]:
        assert self._bot is not None
        item = self._bot.lines.get(timeout_s)
        if item is None:
            raise self._fail("timeout", f"no answer within {timeout_s * 1000:.0f} ms")
        if not isinstance(item, bytes):
            if item.kind != "eof":
                raise self._fail(item.kind, item.detail)
            code = self._bot.exit_code(EXIT_WAIT_S)
            if code is None:
                raise self._fail("closed", "closed its output but is still running")
            raise self._fail("crash", f"exited ({exit_description(code)})")
        try:
            text = item.decode("utf-8")
        except UnicodeDecodeError as error:
            raise self._fail(
                "not-utf8", f"wrote bytes that are not UTF-8 (byte {error.start}): {echo(item)}"
            ) from None
        try:
            message = bounded_json.loads(text, ANSWER_LIMITS)
        except bounded_json.BoundedJSONError as error:
            raise self._fail("bad-json", f"answered {echo(text)}: {error}") from None
        if not isinstance(message, dict):
            raise self._fail("bad-json", f"answered {echo(text)}, not a JSON object")
        return message

    def check_quiet(self, when: str) -> None:
        """BotError if the bot wrote something nobody asked for (a second or late answer)."""
        if self._bot is None:
            return
        waiting = self._bot.lines.pending()
        if waiting is None:
            return
        if not isinstance(waiting, bytes):
            raise self._fail(waiting.kind, waiting.detail)
        raise self._fail("unasked", f"wrote {echo(waiting)} {when}, when no answer was asked for")

    def close(self, polite: bool = True) -> None:
        """Ask the bot to quit (``polite``; a bot that fell silent is not asked), and end
        its whole process group."""
        bot, self._bot = self._bot, None
        if bot is not None:
            quit_line = (json.dumps({"type": "quit"}) + "\n").encode() if polite else None
            bot.end(quit_line)

    # --- moves -------------------------------------------------------------------

    def _ask(self, obs: Observation, kind: str, field: str) -> object:
        """Send the ``kind`` request for ``obs`` and return its answer's ``field``; BotError
        unless an answer of that type comes in time."""
        if self._bot is not None:
            if not self._echoes_id and self._answered_at is not None:
                quiet = self._answered_at + QUIET_S - time.monotonic()
                if quiet > 0:
                    self._bot.lines.wait(quiet)
            self.check_quiet("before this request")  # before a crash: a flood ends in one
        self._running()
        self._request_id += 1
        request = move_request(obs, self.time_ms, kind)
        request["id"] = self._request_id
        sent = time.monotonic()
        self._send(request, self._answer_s)
        answer = self._receive(self._answer_s)
        self._answered_at = time.monotonic()
        self.answer_ms = (self._answered_at - sent) * 1000
        self.check_quiet("beside its answer")  # two answers to one request: neither is sure
        if "id" in answer:
            if answer["id"] != self._request_id:
                stale = echo(json.dumps(answer["id"]))
                raise self._fail("unasked", f"answered request {stale}, not {self._request_id}")
            self._echoes_id = True
        if answer.get("type") != kind or field not in answer:
            raise self._fail("bad-answer", f"answered {echo(json.dumps(answer))}, not a {kind}")
        return answer[field]

    def request_card(self, obs: Observation) -> Card:
        """Ask the bot for its move; BotError unless it names a legal card in time."""
        answer = self._ask(obs, "move", "card")
        try:
            card = Card.parse(answer)  # type: ignore[arg-type]
        except CardCodeError:
            unknown = echo(str(answer))
            raise self._fail("bad-answer", f"answered unknown card {unknown}") from None
        if card not in obs.legal_cards():
            why = "breaking the follow-suit rule" if card in obs.hand else "which it does not hold"
            raise BotError("illegal", f"played {card}, {why}")
        return card

    def request_call(self, obs: Observation) -> Bid:
        """Chiamata: ask the bot for its call; BotError unless it says a legal one in time."""
        answer = self._ask(obs, "call", "call")
        try:
            bid = Bid.parse(answer)
        except CardCodeError:
            raise self._fail("bad-answer", f"answered unknown call {echo(str(answer))}") from None
        why = obs.auction_state().refusal(bid)
        if why is not None:
            raise BotError("illegal", f"called {bid}: {why}")
        return bid

    def request_suit(self, obs: Observation) -> Suit:
        """Chiamata: ask the caller for the called card's suit; BotError unless it names one."""
        answer = self._ask(obs, "suit", "suit")
        try:
            return Suit.parse(answer)  # type: ignore[arg-type]
        except CardCodeError:
            raise self._fail("bad-answer", f"answered unknown suit {echo(str(answer))}") from None


class ExternalPlayer(Player):
    """An external bot seated as a player; every failure of its program is a ``BotError``.

    The bot is started and greeted at once, so a bad command is reported before any deal.
    A bot that failed is ended at once (even an illegal card may be a stale answer) and
    started afresh when the next deal starts. ``answer_ms`` is the time of its last
    answer: the bot's own, not the host's checks.
    """

    def __init__(self, command: str, time_ms: int = 1000) -> None:
        super().__init__(0)
        self.bot = ExternalBot(command, time_ms)
        self._start()

    def _start(self) -> None:
        try:
            self.bot.start()
        except BaseException:
            self.bot.close(polite=False)  # an interrupted start leaves nothing running
            raise
        self.name = self.bot.name

    @property
    def answer_ms(self) -> float:
        return self.bot.answer_ms

    def start_deal(self, rules: Rules, seat: int) -> None:
        if not self.bot.started:
            self._start()  # a bot that an error ended; its start-up is no thinking time

    def choose_card(
        self,
        obs: Observation,
        time_budget: float | None = None,
        cancel: threading.Event | None = None,
    ) -> Card:
        return self._asked(self.bot.request_card, obs)

    def _asked(self, request: Callable[[Observation], _Answer], obs: Observation) -> _Answer:
        """The bot's answer to ``request``; a bot that failed is ended at once."""
        try:
            return request(obs)
        except BotError:
            self.bot.close(polite=False)
            raise

    def wants_swap(self, obs: Observation) -> bool:
        return True  # the protocol has no swap question; the exchange never hurts

    def choose_bid(
        self,
        obs: Observation,
        time_budget: float | None = None,
        cancel: threading.Event | None = None,
    ) -> Bid:
        return self._asked(self.bot.request_call, obs)

    def choose_suit(self, obs: Observation, time_budget: float | None = None) -> Suit:
        return self._asked(self.bot.request_suit, obs)

    def end_deal(self, obs: Observation) -> None:
        self.bot.check_quiet("after the last move of the deal")

    def close(self) -> None:
        self.bot.close()
