"""The server half of ``briscola-arena serve-bot``: one built-in player over ``briscola-bot/1``.

``BotHost.answer`` turns one request line into one answer; anything malformed (bad or
unbounded JSON, a request that breaks the protocol, a position that does not add up) is
answered with ``{"type": "error", "message": ...}`` and the server goes on.
"""

from __future__ import annotations

from typing import Any, Final

from ..ai import host
from ..ai.base import Player
from ..ai.botprocess import echo
from ..ai.protocol import PROTOCOL, REQUEST_TYPES, ProtocolError, observation_from_request
from ..engine import bounded_json
from ..engine.chiamata import SuitCall
from ..engine.observation import Observation

__all__ = ["MAX_SERVED_THINK_S", "REQUEST_LIMITS", "BotHost"]

# A request is a few kilobytes even at six players; nothing in it nests deeper than 4.
REQUEST_LIMITS: Final = bounded_json.Limits(max_bytes=256 * 1024, max_depth=8, max_number_chars=20)
# The protocol's thinking time is honoured up to this many seconds.
MAX_SERVED_THINK_S: Final = 600.0
MAX_MESSAGE: Final = 400
"""The longest error message the server answers with (it may quote the request)."""


class BotHost:
    """Serves one player over ``briscola-bot/1`` and tells it its life cycle; its card is
    asked and checked by the host (``ai/host.py``) as in a match.

    The protocol sends only decision requests (moves; chiamata's calls and suits), so
    the host sees a new deal when a request does not continue the one before (other rules
    or seat, or calls and plays that are not the earlier ones and more); it then tells the
    player the earlier deal ended, with the last view it had of it, and that a new one
    starts.
    """

    def __init__(self, player: Player) -> None:
        self.player = player
        self.last: Observation | None = None

    def answer(self, line: str | bytes | None) -> dict[str, Any] | None:
        """The answer to one protocol line (None: a line too long to read); None for quit."""
        if line is None:
            limit = REQUEST_LIMITS.max_bytes
            return {"type": "error", "message": f"a line longer than {limit:,} bytes"}
        try:
            request = bounded_json.loads(line, REQUEST_LIMITS)
        except bounded_json.BoundedJSONError as error:
            return {"type": "error", "message": f"not valid JSON: {error}"}
        if not isinstance(request, dict):
            return {"type": "error", "message": "a request must be a JSON object"}
        kind = request.get("type")
        if kind == "quit":
            return None
        if kind == "hello":
            name = f"briscola-qt {self.player.name}"
            return {"type": "hello", "name": name, "protocol": PROTOCOL}
        if kind in REQUEST_TYPES:
            try:
                obs = observation_from_request(request)
            except ProtocolError as error:
                return {"type": "error", "message": str(error)[:MAX_MESSAGE]}
            self._follow(obs)
            time_ms = request.get("time_ms")
            budget = None
            if isinstance(time_ms, int | float) and not isinstance(time_ms, bool) and time_ms > 0:
                budget = min(time_ms / 1000, MAX_SERVED_THINK_S)
            try:
                answer = self._decide(str(kind), obs, budget)
            except (ValueError, IndexError, KeyError, AssertionError) as error:
                # The request parsed, but its cards do not add up to a position of a deal.
                self.last = None
                why = f"{type(error).__name__}: {error}"[:200]
                return {"type": "error", "message": f"cannot play this position ({why})"}
            if type(request.get("id")) is int:
                answer["id"] = request["id"]  # so the host can tell it from a stale answer
            return answer
        return {"type": "error", "message": f"unknown request type {echo(str(kind))}"}

    def _decide(self, kind: str, obs: Observation, budget: float | None) -> dict[str, Any]:
        """The answer to a checked request: a card, or chiamata's call or suit."""
        if kind == "move":
            return {"type": "move", "card": str(host.choose_card(self.player, obs, budget))}
        choice = host.call_choice(self.player, obs, budget)
        if isinstance(choice, SuitCall):
            return {"type": "suit", "suit": choice.code}
        return {"type": "call", "call": choice.code}

    def _follow(self, obs: Observation) -> None:
        last = self.last
        if last is None or not _continues(last, obs):
            self.close()
            self.player.start_deal(obs.rules, obs.seat)
        self.last = obs

    def close(self) -> None:
        """The deal being served is over (a new one began, or the host stops)."""
        if self.last is not None:
            self.player.end_deal(self.last)
            self.last = None


def _progress(obs: Observation) -> list[tuple[int, object]]:
    """What has happened in the deal, in order: chiamata's calls and called card, then
    the plays."""
    steps: list[tuple[int, object]] = [(-1, bid) for bid in obs.auction]
    if obs.called is not None:
        steps.append((-2, obs.called))
    steps += [(s, int(c)) for t in obs.history for s, c in t.plays]
    return steps + [(s, int(c)) for s, c in obs.trick]


def _continues(last: Observation, obs: Observation) -> bool:
    """Is ``obs`` a later position of the deal ``last`` was taken from?"""
    if obs.rules != last.rules or obs.seat != last.seat:
        return False
    before, now = _progress(last), _progress(obs)
    return len(now) > len(before) and now[: len(before)] == before
