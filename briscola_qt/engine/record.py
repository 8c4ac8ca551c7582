"""Game records in the ``briscola-record/1`` format (RECORD-FORMAT.md): read, write, replay.

Every problem with a record raises ``RecordError`` naming the offending part
(``deck[3]``, ``plays[17]``, ``result``), so a command line or a dialog can say what is
wrong in one line.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Final

from . import bounded_json
from .cards import Card, CardCodeError, codes
from .errors import IllegalMoveError, RecordError, RulesError
from .rules import Rules
from .state import KEEP, SWAP, GameState

FORMAT: Final = "briscola-record/1"
_KEYS: Final = {"format", "rules", "deck", "plays", "swap", "result", "meta"}


@dataclass
class Record:
    """One deal: its rules, the deck in dealing order, the plays, the swap, the result.

    ``meta`` holds free-form facts about the game (players, date, app version); it is
    this project's extension and never affects the replay.
    """

    rules: Rules
    deck: list[Card]
    plays: list[Card] = field(default_factory=list)
    swap: int | None = None
    result: dict[str, Any] | None = None
    meta: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": FORMAT,
            "rules": self.rules.to_dict(),
            "deck": codes(self.deck),
            "plays": codes(self.plays),
            "swap": self.swap,
        }
        if self.result is not None:
            out["result"] = self.result
        if self.meta:
            out["meta"] = self.meta
        return out

    def to_json(self) -> str:
        return json.dumps(self.to_dict())


def record_of(state: GameState, meta: dict[str, Any] | None = None) -> Record:
    """The record of a deal dealt from a known deck (finished or not)."""
    if state.deck is None:
        raise RecordError("this state was not dealt from a known deck, so it has no record")
    outcome = state.outcome()
    return Record(
        rules=state.rules,
        deck=list(state.deck),
        plays=state.plays,
        swap=state.swapped,
        result=outcome.to_dict() if outcome else None,
        meta=dict(meta or {}),
    )


def _card_list(value: object, name: str) -> list[Card]:
    if not isinstance(value, list):
        raise RecordError("must be a list of card codes", name)
    cards = []
    for i, code in enumerate(value):
        try:
            cards.append(Card.parse(code))
        except CardCodeError:
            raise RecordError(f"unknown card code {code!r}", f"{name}[{i}]") from None
    return cards


def parse_record(data: object) -> Record:
    """A ``Record`` from parsed JSON, checked for shape (not yet replayed)."""
    if not isinstance(data, dict):
        raise RecordError("a record must be a JSON object")
    unknown = sorted(set(data) - _KEYS)
    if unknown:
        raise RecordError(f"unknown key {unknown[0]!r}")
    if data.get("format") != FORMAT:
        raise RecordError(f"format must be {FORMAT!r}, not {data.get('format')!r}", "format")
    for key in ("rules", "deck", "plays"):
        if key not in data:
            raise RecordError(f"missing {key!r}")
    try:
        rules = Rules.from_dict(data["rules"])
    except (RulesError, TypeError) as error:
        raise RecordError(str(error), "rules") from None
    deck = _card_list(data["deck"], "deck")
    plays = _card_list(data["plays"], "plays")
    swap = data.get("swap")
    if swap is not None and (type(swap) is not int or not 0 <= swap < rules.players):
        raise RecordError(f"must be null or a seat number, not {swap!r}", "swap")
    result = data.get("result")
    if result is not None and not isinstance(result, dict):
        raise RecordError("must be an object", "result")
    meta = data.get("meta", {})
    if not isinstance(meta, dict):
        raise RecordError("must be an object", "meta")
    return Record(rules, deck, plays, swap, result, meta)


# A record is a few kilobytes; its meta object may add some, but nothing like these.
RECORD_LIMITS = bounded_json.Limits(max_bytes=1_000_000, max_depth=16, max_number_chars=40)


def loads(text: str) -> Record:
    """Parse record JSON text; RecordError for anything that is not a record."""
    try:
        data = bounded_json.loads(text, RECORD_LIMITS)
    except bounded_json.BoundedJSONError as error:
        raise RecordError(f"not valid JSON ({error})") from None
    return parse_record(data)


def _deal(record: Record) -> GameState:
    try:
        return GameState(record.rules, record.deck)
    except RulesError as error:
        message = str(error)
        where = "deck"
        if "(deck index " in message:
            index = message.rsplit("(deck index ", 1)[1].rstrip(")")
            where = f"deck[{index}]"
            message = message.rsplit(" (deck index ", 1)[0]
        raise RecordError(message, where) from None


def replay(record: Record) -> GameState:
    """Deal the record's deck and apply its swap and plays; RecordError on any problem."""
    state = _deal(record)
    if state.swap_pending:
        holder = state.current_player()
        if record.swap is not None and record.swap != holder:
            raise RecordError(f"seat {record.swap} does not hold the 2 of trump", "swap")
        state.push(SWAP if record.swap is not None else KEEP)
    elif record.swap is not None:
        if not record.rules.two_swap:
            raise RecordError("a swap needs the two_swap option", "swap")
        raise RecordError(f"seat {record.swap} does not hold the 2 of trump", "swap")
    for i, card in enumerate(record.plays):
        if state.is_terminal():
            raise RecordError(f"{card} is played after the deal is over", f"plays[{i}]")
        try:
            state.push(card)
        except IllegalMoveError as error:
            raise RecordError(str(error), f"plays[{i}]") from None
    if record.result is not None:
        _check_result(record.result, state)
    return state


def _check_result(result: dict[str, Any], state: GameState) -> None:
    outcome = state.outcome()
    if outcome is None:
        raise RecordError("a result is given but the game is unfinished", "result")
    unknown = sorted(set(result) - {"points", "winner"})
    if unknown:
        raise RecordError(f"unknown key {unknown[0]!r}", "result")
    points, winner = result.get("points"), result.get("winner")
    # Typed first: "winner": "0" is a wrong type, not a disagreement with the replay's 0.
    if "points" in result and (
        not isinstance(points, list) or any(type(p) is not int for p in points)
    ):
        raise RecordError(f"points must be a list of whole numbers, not {_short(points)}", "result")
    if "winner" in result and winner is not None and type(winner) is not int:
        raise RecordError(f"winner must be a side number or null, not {_short(winner)}", "result")
    if "points" in result and result["points"] != list(outcome.points):
        raise RecordError(
            f"says points {result['points']} but the replay gives {list(outcome.points)}",
            "result",
        )
    if "winner" in result and result["winner"] != outcome.winner:
        raise RecordError(
            f"says winner {result['winner']} but the replay gives {outcome.winner}", "result"
        )


def _short(value: object) -> str:
    """A value from a record, quoted and cut short enough for one line."""
    text = json.dumps(value)
    return text if len(text) <= 40 else text[:40] + "..."


def verify(text: str) -> dict[str, Any]:
    """What ``briscola-arena verify`` prints for record JSON text; RecordError if bad."""
    state = replay(loads(text))
    outcome = state.outcome()
    return {
        "points": list(state.points),
        "winner": outcome.winner if outcome else None,
        "tricks": len(state.history),
        "complete": outcome is not None,
    }
