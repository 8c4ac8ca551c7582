"""The ``briscola-bot/1`` protocol (BOT-PROTOCOL.md): observations to and from JSON.

``move_request`` writes what the host sends a bot; ``observation_from_request`` reads
it back (for ``briscola-arena serve-bot``), checking everything, so a malformed request
ends in a ``ProtocolError`` with one clear line instead of a wrong move.

Beyond the spec, requests may carry ``stock_top`` (scoperta: the face-up next card),
``swap`` (``[seat, card]`` of a two-of-trump swap) and, in signals, ``no_trump`` (the X).

Briscola chiamata adds two request types before play, ``call`` (the seat speaks in the
auction) and ``suit`` (the caller names the called card's suit), with the fields of a
move request; every chiamata request carries ``auction`` (the calls so far), ``called``
(the called card, or null) and, when the seat knows it, ``partner``.
"""

from __future__ import annotations

from typing import Any, Final

from ..engine.cards import Card, CardCodeError, Rank
from ..engine.chiamata import Auction, Bid
from ..engine.errors import IllegalMoveError, RulesError
from ..engine.observation import Observation
from ..engine.rules import Rules
from ..engine.state import PartnerSignal, Trick

PROTOCOL: Final = "briscola-bot/1"
REQUEST_TYPES: Final = ("move", "call", "suit")
"""The requests that ask a bot for a decision: a card, a call of the auction, a suit."""
MAX_CALLS: Final = 200
"""More calls than any auction can have."""


class ProtocolError(ValueError):
    """A message that does not follow ``briscola-bot/1``."""


def move_request(obs: Observation, time_ms: int, kind: str = "move") -> dict[str, Any]:
    """The request for the seat of ``obs``: a ``move``, or in chiamata's auction a
    ``call`` or a ``suit`` (the same fields)."""
    request: dict[str, Any] = {
        "type": kind,
        "rules": obs.rules.to_dict(),
        "seat": obs.seat,
        "briscola": str(obs.briscola) if obs.briscola is not None else None,
        "hand": [str(c) for c in obs.hand],
        "stock": obs.stock_count,
        "history": [[[s, str(c)] for s, c in trick.plays] for trick in obs.history],
        "trick": [[s, str(c)] for s, c in obs.trick],
        "points": list(obs.points),
        "time_ms": time_ms,
    }
    if obs.visible:
        request["visible"] = {
            str(seat): [str(c) for c in cards] for seat, cards in obs.visible.items()
        }
    if obs.rules.signals:
        request["signals"] = {str(seat): sig.to_dict() for seat, sig in obs.signals.items()}
    if obs.stock_top is not None:
        request["stock_top"] = str(obs.stock_top)
    if obs.swapped is not None and obs.swapped_briscola is not None:
        request["swap"] = [obs.swapped, str(obs.swapped_briscola)]
    if obs.rules.auction:
        request["auction"] = [bid.code for bid in obs.auction]
        request["called"] = str(obs.called) if obs.called is not None else None
        if obs.partner is not None:
            request["partner"] = obs.partner
    return request


def _auction(request: dict[str, Any], rules: Rules, seat: int) -> tuple[Auction, Card | None]:
    """Chiamata's ``auction`` and ``called`` of a request, checked against the rules."""
    raw = request.get("auction")
    if not isinstance(raw, list) or len(raw) > MAX_CALLS:
        raise ProtocolError("auction: must be the list of calls so far")
    auction = Auction(rules.players)
    for i, code in enumerate(raw):
        try:
            auction.push(Bid.parse(code))
        except (CardCodeError, IllegalMoveError) as error:
            raise ProtocolError(f"auction[{i}]: {error}") from None
    called_raw = request.get("called")
    if called_raw is None:
        return auction, None
    called = _card(called_raw, "called")
    standing = auction.standing
    if not auction.is_over() or standing is None or called.rank != standing.rank:
        raise ProtocolError("called: not the winning call's rank after an auction that ended")
    return auction, called


def _check_phase(kind: str, auction: Auction, called: Card | None, seat: int) -> None:
    """A chiamata request asks what the seat may decide now, or ProtocolError."""
    if kind == "call" and auction.speaker() != seat:
        raise ProtocolError(f"call: seat {seat} is not the one to speak in this auction")
    if kind == "suit" and (called is not None or auction.caller != seat or not auction.is_over()):
        raise ProtocolError(f"suit: seat {seat} has not won this auction, or the suit is named")
    if kind == "move" and called is None:
        raise ProtocolError("called: a move comes after the called card is named")


def _card(value: object, where: str) -> Card:
    try:
        return Card.parse(value)  # type: ignore[arg-type]
    except CardCodeError:
        raise ProtocolError(f"{where}: unknown card code {value!r}") from None


def _seat(value: object, players: int, where: str) -> int:
    if type(value) is not int or not 0 <= value < players:
        raise ProtocolError(f"{where}: not a seat number: {value!r}")
    return value


def _plays(value: object, players: int, where: str) -> tuple[tuple[int, Card], ...]:
    if not isinstance(value, list):
        raise ProtocolError(f"{where}: must be a list of [seat, card] pairs")
    plays = []
    for i, pair in enumerate(value):
        if not isinstance(pair, list) or len(pair) != 2:
            raise ProtocolError(f"{where}[{i}]: must be a [seat, card] pair")
        plays.append((_seat(pair[0], players, f"{where}[{i}]"), _card(pair[1], f"{where}[{i}]")))
    return tuple(plays)


def _by_seat(value: object, players: int, where: str) -> list[tuple[int, object]]:
    """The entries of an object keyed by seat numbers ("0", "1", ...); absent is empty."""
    if value is None:
        return []
    if not isinstance(value, dict):
        raise ProtocolError(f"{where}: must be an object keyed by seat numbers")
    entries = []
    for key, item in value.items():
        # Only short ASCII digits: "٣".isdigit() is true, and int() of 5,000 digits fails.
        if not (key.isascii() and key.isdigit() and len(key) <= 2):
            raise ProtocolError(f"{where}: not a seat number: {key[:20]!r}")
        entries.append((_seat(int(key), players, where), item))
    return entries


def _signal(value: object, where: str) -> PartnerSignal:
    if not isinstance(value, dict):
        raise ProtocolError(f"{where}: must be an object")
    trumps = value.get("trumps", [])
    count = value.get("aces_threes", 0)
    if not isinstance(trumps, list) or type(count) is not int:
        raise ProtocolError(f"{where}: needs 'trumps' (a list) and 'aces_threes' (a number)")
    try:
        ranks = tuple(sorted(Rank.parse(r) for r in trumps))
    except (CardCodeError, TypeError):
        raise ProtocolError(f"{where}: unknown rank in {trumps!r}") from None
    no_trump = value.get("no_trump", False)
    return PartnerSignal(ranks, count, bool(no_trump))


def observation_from_request(request: dict[str, Any]) -> Observation:
    """The observation a ``move`` (``call``, ``suit``) request describes; ProtocolError if it
    is malformed."""
    try:
        rules = Rules.from_dict(request.get("rules"))
    except (RulesError, TypeError) as error:
        raise ProtocolError(f"rules: {error}") from None
    n = rules.players
    for key in ("seat", "hand", "stock", "history", "trick", "points"):
        if key not in request:
            raise ProtocolError(f"missing {key!r}")
    seat = _seat(request["seat"], n, "seat")
    kind = request.get("type", "move")
    if kind != "move" and not rules.auction:
        raise ProtocolError(f"a {kind} request is for briscola chiamata")
    auction: Auction | None = None
    called: Card | None = None
    partner: int | None = None
    if rules.auction:
        auction, called = _auction(request, rules, seat)
        _check_phase(str(kind), auction, called, seat)
        if request.get("partner") is not None:
            partner = _seat(request["partner"], n, "partner")
    if not isinstance(request["hand"], list) or not request["hand"]:
        raise ProtocolError("hand: must be a non-empty list of cards")
    hand = tuple(_card(c, "hand") for c in request["hand"])
    briscola = request.get("briscola")
    trump_card = _card(briscola, "briscola") if briscola is not None else None
    if rules.has_trump and trump_card is None:
        raise ProtocolError("briscola: this variant has a briscola")
    stock = request["stock"]
    if type(stock) is not int or stock < 0:
        raise ProtocolError(f"stock: not a card count: {stock!r}")
    history_raw = request["history"]
    if not isinstance(history_raw, list):
        raise ProtocolError("history: must be a list of tricks")
    trump = trump_card.suit if trump_card is not None else None
    if called is not None:
        trump = called.suit
    history = []
    leader = 0
    for i, raw in enumerate(history_raw):
        plays = _plays(raw, n, f"history[{i}]")
        if len(plays) != rules.plays_per_trick:
            raise ProtocolError(f"history[{i}]: a trick has {rules.plays_per_trick} plays")
        done = Trick.of(plays, trump)
        history.append(done)
        leader = done.winner
    trick = _plays(request["trick"], n, "trick")
    if kind != "move" and (history or trick):
        raise ProtocolError(f"{kind}: the auction comes before any card is played")
    if len(trick) >= rules.plays_per_trick:
        raise ProtocolError(f"trick: an unfinished trick has fewer than {rules.plays_per_trick}")
    if trick:
        leader = trick[0][0]
        if any(seat != rules.play_order(leader)[i] for i, (seat, _) in enumerate(trick)):
            raise ProtocolError(f"trick: the seats must play in turn from seat {leader}")
    points = request["points"]
    if (
        not isinstance(points, list)
        or len(points) != rules.sides
        or any(type(p) is not int or not 0 <= p <= 120 for p in points)
    ):
        raise ProtocolError(f"points: must be a list of {rules.sides} numbers from 0 to 120")
    visible = {}
    for other, shown in _by_seat(request.get("visible"), n, "visible"):
        if not isinstance(shown, list):
            raise ProtocolError("visible: hands must be lists of cards")
        visible[other] = tuple(_card(c, f"visible[{other}]") for c in shown)
    signals = {}
    for other, value in _by_seat(request.get("signals"), n, "signals"):
        signals[other] = _signal(value, f"signals[{other}]")
    seen = [*hand, *(c for t in history for _, c in t.plays), *(c for _, c in trick)]
    seen += [c for cards in visible.values() for c in cards]
    if len(set(seen)) != len(seen):
        twice = next(c for c in seen if seen.count(c) > 1)
        raise ProtocolError(f"the card {twice} is in the request twice")
    stock_top = request.get("stock_top")
    swapped = swapped_briscola = None
    if request.get("swap") is not None:
        swap = request["swap"]
        if not isinstance(swap, list) or len(swap) != 2:
            raise ProtocolError("swap: must be [seat, card]")
        swapped = _seat(swap[0], n, "swap")
        swapped_briscola = _card(swap[1], "swap")
    return Observation(
        rules=rules,
        seat=seat,
        hand=hand,
        briscola=trump_card,
        stock_count=stock,
        history=tuple(history),
        trick=trick,
        leader=leader,
        points=tuple(points),
        hand_sizes=_hand_sizes(rules, history, trick, seat, len(hand)),
        visible=visible,
        signals=signals,
        stock_top=_card(stock_top, "stock_top") if stock_top is not None else None,
        swapped=swapped,
        swapped_briscola=swapped_briscola,
        auction=tuple(auction.bids) if auction is not None else (),
        called=called,
        partner=partner,
    )


def _hand_sizes(
    rules: Rules, history: list[Trick], trick: tuple[tuple[int, Card], ...], seat: int, own: int
) -> tuple[int, ...]:
    """Cards in each hand: dealt plus drawn minus played."""
    rounds = min(len(history), rules.draw_rounds)
    per_round = rules.plays_per_trick // rules.players
    sizes = []
    for s in range(rules.players):
        played = sum(1 for t in history for p, _ in t.plays if p == s)
        played += sum(1 for p, _ in trick if p == s)
        sizes.append(rules.hand_size + rounds * per_round - played)
    sizes[seat] = own
    return tuple(sizes)
