"""The messages of ``briscola-net/1`` inside the sealed channel, as JSON (docs/network.md):
actions as one short code each, a seat's observation, and the checks a message from the
other end passes before anything reads it (``ProtocolError`` says what was wrong).

Cards are the engine's codes (``AD``, ``3C``); an action is ``"AD"`` (a card), ``"swap"``
or ``"keep"`` (the two-of-trump swap), ``"bid:A"``, ``"bid:pass"``, ``"bid:2:70"``
(chiamata's auction) or ``"suit:D"`` (the caller's suit).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from ..engine.cards import Card, CardCodeError, Rank, Suit
from ..engine.chiamata import Bid, SuitCall
from ..engine.errors import RulesError
from ..engine.observation import Observation
from ..engine.rules import Rules
from ..engine.state import KEEP, SWAP, Action, PartnerSignal, SwapChoice, Trick

BUSY_CLOSE: Final = 1013
"""The close code of a connection turned away before its handshake, too many being open
(RFC 6455's "try again later"): a friend's app asks again, as when told ``busy``."""
MAX_NAME: Final = 24
"""The longest player name, in characters."""
MAX_COMPUTER_NAME: Final = 30
"""The longest computer player's name, in characters: as much of a name as an app shows
(a host names its computers in its own language, "Computer 2 (Principiante)" is 25)."""
MAX_ACTION: Final = 12


class ProtocolError(ValueError):
    """A message that is not what the protocol says it is; the message says what is wrong."""


def action_code(action: Action) -> str:
    """The protocol's code of ``action``."""
    if isinstance(action, SwapChoice):
        return action.value
    if isinstance(action, Bid):
        return f"bid:{action.code}"
    if isinstance(action, SuitCall):
        return f"suit:{action.code}"
    return Card(action).code


def parse_action(code: object) -> Action:
    """The action ``code`` names; ProtocolError if it names none."""
    if not isinstance(code, str) or len(code) > MAX_ACTION:
        raise ProtocolError("an action is a short string")
    try:
        if code in (SWAP.value, KEEP.value):
            return SwapChoice(code)
        kind, colon, rest = code.partition(":")
        if colon and kind == "bid":
            return Bid.parse(rest)
        if colon and kind == "suit":
            return SuitCall(Suit.parse(rest))
        return Card.parse(code)
    except (CardCodeError, ValueError):
        raise ProtocolError(f"not an action: {code!r}") from None


def cards_json(cards: Sequence[int]) -> list[str]:
    return [Card(c).code for c in cards]


def observation_json(obs: Observation) -> dict[str, Any]:
    """What ``obs`` holds, for its seat alone: nothing it does not show."""
    return {
        "seat": obs.seat,
        "hand": cards_json(obs.hand),
        "briscola": _code(obs.briscola),
        "stock_count": obs.stock_count,
        "history": [[[s, c.code] for s, c in trick.plays] for trick in obs.history],
        "trick": [[s, c.code] for s, c in obs.trick],
        "leader": obs.leader,
        "points": list(obs.points),
        "hand_sizes": list(obs.hand_sizes),
        "visible": {str(s): cards_json(cards) for s, cards in obs.visible.items()},
        "signals": {str(s): signal.to_dict() for s, signal in obs.signals.items()},
        "stock_top": _code(obs.stock_top),
        "swapped": obs.swapped,
        "swapped_briscola": _code(obs.swapped_briscola),
        "auction": [bid.code for bid in obs.auction],
        "called": _code(obs.called),
        "partner": obs.partner,
    }


def _code(card: Card | None) -> str | None:
    return None if card is None else card.code


# --- reading what the other end sent ------------------------------------------------


def get(message: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    """``message[key]`` if it is of ``kind`` (bool is never an int here); ProtocolError."""
    value = message.get(key)
    if (isinstance(value, bool) and bool not in _kinds(kind)) or not isinstance(value, kind):
        raise ProtocolError(f"{message.get('type')!s:.20}.{key} is missing or of the wrong kind")
    return value


def _kinds(kind: type | tuple[type, ...]) -> tuple[type, ...]:
    return kind if isinstance(kind, tuple) else (kind,)


def number(message: dict[str, Any], key: str, low: int, high: int) -> int:
    value: int = get(message, key, int)
    if not low <= value <= high:
        raise ProtocolError(f"{key} must be {low} to {high}")
    return value


def player_name(raw: object) -> str:
    """A player's name as given: printable, trimmed, 1 to ``MAX_NAME`` characters."""
    if not isinstance(raw, str):
        raise ProtocolError("a name is a string")
    name = " ".join(raw.split())
    if not 1 <= len(name) <= MAX_NAME or not name.isprintable():
        raise ProtocolError(f"a name has 1 to {MAX_NAME} printable characters")
    return name


def computer_name(raw: object) -> str:
    """A computer player's name as its table's opener gives it: printable (no control
    character), trimmed, 1 to ``MAX_COMPUTER_NAME`` characters."""
    if not isinstance(raw, str) or not raw.isprintable():
        raise ProtocolError("a computer's name is a string of printable characters")
    name = " ".join(raw.split())
    if not 1 <= len(name) <= MAX_COMPUTER_NAME:
        raise ProtocolError(f"a computer's name has 1 to {MAX_COMPUTER_NAME} characters")
    return name


def read_rules(raw: object) -> Rules:
    try:
        return Rules.from_dict(raw)
    except (RulesError, TypeError) as error:
        raise ProtocolError(f"rules: {error}") from None


def _card(raw: object) -> Card:
    if not isinstance(raw, str):
        raise ProtocolError("a card is a code like AD")
    try:
        return Card.parse(raw)
    except CardCodeError:
        raise ProtocolError(f"not a card: {raw[:8]!r}") from None


def _maybe_card(raw: object) -> Card | None:
    return None if raw is None else _card(raw)


def _cards(raw: object, most: int = 40) -> tuple[Card, ...]:
    if not isinstance(raw, list) or len(raw) > most:
        raise ProtocolError("cards are a list of codes")
    return tuple(_card(c) for c in raw)


def _seat(raw: object, players: int) -> int:
    if type(raw) is not int or not 0 <= raw < players:
        raise ProtocolError("not a seat of this table")
    return raw


def _plays(raw: object, players: int) -> tuple[tuple[int, Card], ...]:
    if not isinstance(raw, list) or len(raw) > 8:
        raise ProtocolError("plays are a list of [seat, card]")
    out = []
    for play in raw:
        if not isinstance(play, list) or len(play) != 2:
            raise ProtocolError("a play is [seat, card]")
        out.append((_seat(play[0], players), _card(play[1])))
    return tuple(out)


def _signal(raw: object) -> PartnerSignal:
    if not isinstance(raw, dict):
        raise ProtocolError("a signal is an object")
    trumps, count, none = raw.get("trumps"), raw.get("aces_threes"), raw.get("no_trump")
    if not isinstance(trumps, list) or len(trumps) > 5 or type(none) is not bool:
        raise ProtocolError("a signal has trumps and no_trump")
    if type(count) is not int or not 0 <= count <= 8:
        raise ProtocolError("a signal counts 0 to 8 aces and threes")
    try:
        ranks = tuple(Rank.parse(r) for r in trumps if isinstance(r, str))
    except CardCodeError:
        raise ProtocolError("a signal names ranks") from None
    return PartnerSignal(trumps=ranks, aces_threes=count, no_trump=none)


def read_observation(rules: Rules, raw: object) -> Observation:
    """The observation the host sent for a seat of a table with ``rules``; ProtocolError
    if any part of it is not one (the tricks are judged again here, not taken on trust)."""
    if not isinstance(raw, dict):
        raise ProtocolError("an observation is an object")
    n = rules.players
    try:
        seat = _seat(raw.get("seat"), n)
        auction = tuple(Bid.parse(code) for code in get(raw, "auction", list)[:60])
        called = _maybe_card(raw.get("called"))
        briscola = _maybe_card(raw.get("briscola"))
        trump = briscola.suit if briscola is not None else called.suit if called else None
        history_raw = get(raw, "history", list)
        if len(history_raw) > 20:
            raise ProtocolError("too many tricks")
        tricks = [_plays(plays, n) for plays in history_raw]
        if any(not plays for plays in tricks):
            raise ProtocolError("a trick is a list of plays")
        history = tuple(Trick.of(plays, trump) for plays in tricks)
        visible = {_seat(int(s), n): _cards(c) for s, c in get(raw, "visible", dict).items()}
        signals = {_seat(int(s), n): _signal(v) for s, v in get(raw, "signals", dict).items()}
        points = get(raw, "points", list)
        sizes = get(raw, "hand_sizes", list)
        if len(points) > n or any(type(p) is not int or not 0 <= p <= 120 for p in points):
            raise ProtocolError("points are 0 to 120 per side")
        if len(sizes) != n or any(type(s) is not int or not 0 <= s <= 8 for s in sizes):
            raise ProtocolError("hand sizes are 0 to 8 per seat")
        swapped = raw.get("swapped")
        partner = raw.get("partner")
        return Observation(
            rules=rules,
            seat=seat,
            hand=_cards(raw.get("hand"), 8),
            briscola=briscola,
            stock_count=number(raw, "stock_count", 0, 40),
            history=history,
            trick=_plays(raw.get("trick"), n),
            leader=_seat(raw.get("leader"), n),
            points=tuple(points),
            hand_sizes=tuple(sizes),
            visible=visible,
            signals=signals,
            stock_top=_maybe_card(raw.get("stock_top")),
            swapped=None if swapped is None else _seat(swapped, n),
            swapped_briscola=_maybe_card(raw.get("swapped_briscola")),
            auction=auction,
            called=called,
            partner=None if partner is None else _seat(partner, n),
        )
    except (CardCodeError, ValueError, TypeError) as error:
        if isinstance(error, ProtocolError):
            raise
        raise ProtocolError(f"not an observation: {str(error)[:80]}") from None
