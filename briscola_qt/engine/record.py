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
from .chiamata import Bid, SuitCall
from .errors import IllegalMoveError, RecordError, RulesError
from .rules import Rules
from .state import KEEP, SWAP, GameState

FORMAT: Final = "briscola-record/1"
_KEYS: Final = {"format", "rules", "deck", "plays", "swap", "result", "meta", "auction", "called"}
MAX_CALLS: Final = 200
"""More calls than any auction can have (five seats, ten ranks, 59 points targets)."""


@dataclass
class Record:
    """One deal: its rules, the deck in dealing order, the plays, the swap, the result.

    ``meta`` holds free-form facts about the game (players, date, app version); it is
    this project's extension and never affects the replay. Chiamata adds the
    ``auction``'s calls and the ``called`` card.
    """

    rules: Rules
    deck: list[Card]
    plays: list[Card] = field(default_factory=list)
    swap: int | None = None
    result: dict[str, Any] | None = None
    meta: dict[str, Any] = field(default_factory=dict)
    auction: list[Bid] = field(default_factory=list)
    called: Card | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": FORMAT,
            "rules": self.rules.to_dict(),
            "deck": codes(self.deck),
            "plays": codes(self.plays),
            "swap": self.swap,
        }
        if self.rules.auction:
            out["auction"] = [bid.code for bid in self.auction]
            if self.called is not None:
                out["called"] = str(self.called)
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
        auction=list(state.auction),
        called=state.called,
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
    auction, called = _auction_parts(data, rules)
    return Record(rules, deck, plays, swap, result, meta, auction, called)


def _auction_parts(data: dict[str, Any], rules: Rules) -> tuple[list[Bid], Card | None]:
    """Chiamata's ``auction`` and ``called``, checked for shape; other records have none."""
    if not rules.auction:
        for key in ("auction", "called"):
            if key in data:
                raise RecordError("only briscola chiamata records have an auction", key)
        return [], None
    if "auction" not in data:
        raise RecordError("missing 'auction' (a chiamata record lists its calls)")
    raw = data["auction"]
    if not isinstance(raw, list) or len(raw) > MAX_CALLS:
        raise RecordError(f"must be a list of at most {MAX_CALLS} calls", "auction")
    bids = []
    for i, code in enumerate(raw):
        try:
            bids.append(Bid.parse(code))
        except CardCodeError as error:
            raise RecordError(str(error), f"auction[{i}]") from None
    called = data.get("called")
    if called is None:
        return bids, None
    try:
        return bids, Card.parse(called)
    except CardCodeError:
        raise RecordError(f"unknown card code {_short(called)}", "called") from None


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


def _replay_auction(record: Record, state: GameState) -> None:
    """Apply a chiamata record's calls and called card; RecordError naming the broken one."""
    for i, bid in enumerate(record.auction):
        if not state.bidding or state.caller is not None:
            passed = ", ".join(str(s) for s in range(state.rules.players) if s != state.caller)
            raise RecordError(
                f"{bid} is said after the auction ended (seats {passed} have passed)",
                f"auction[{i}]",
            )
        try:
            state.push(bid)
        except IllegalMoveError as error:
            raise RecordError(str(error), f"auction[{i}]") from None
    called = record.called
    standing = state.standing_bid
    if state.thrown_in or state.caller is None:
        if called is not None:
            why = "all five passed" if state.thrown_in else "the auction is not over"
            raise RecordError(f"a card is called but {why}", "called")
        if record.plays:
            raise RecordError("a card is played before the auction ended", "plays[0]")
        return
    if called is None:
        if record.plays:
            raise RecordError("a card is played before the called card is named", "plays[0]")
        return
    assert standing is not None and standing.rank is not None
    if called.rank != standing.rank:
        raise RecordError(
            f"the called card {called} is not of the winning call's rank {standing.rank.code}",
            "called",
        )
    state.push(SuitCall(called.suit))


def replay(record: Record) -> GameState:
    """Deal the record's deck and apply its swap, auction and plays; RecordError on any
    problem."""
    state = _deal(record)
    if record.rules.auction:
        _replay_auction(record, state)
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
    if state.rules.auction:
        return _verify_chiamata(state)
    return {
        "points": list(state.points),
        "winner": outcome.winner if outcome else None,
        "tricks": len(state.history),
        "complete": outcome is not None,
    }


def _verify_chiamata(state: GameState) -> dict[str, Any]:
    """Chiamata's verdict: the caller, the partner (the caller when alone), the points
    of the caller's side and the defenders, the winning side and each seat's score
    (null until the deal is over; all 0 when it was thrown in)."""
    outcome = state.outcome()
    return {
        "points": list(state.side_points()),
        "winner": outcome.winner if outcome else None,
        "tricks": len(state.history),
        "complete": outcome is not None,
        "caller": state.caller if state.called is not None else None,
        "partner": state.partner,
        "scores": list(outcome.scores) if outcome and outcome.scores is not None else None,
    }
