"""A network table saved by its host and resumed with a new code (``briscola-net-table/1``).

If the host's app stops, the same friends sit down again at the table as it stood: the
match, the deal on the table (its deck, the actions so far and its shuffle, whose seed they
were shown the commitment of), the places and names, and each friend's seat token, so
their apps find their places again. A deal still being cut is not kept: nobody had seen a
card of it, and it is cut afresh. Computer players are made again (they remember nothing
they cannot read from the table). Everything read back is checked, and a save that does
not hold together ends in a ``RecordError`` saying which part.
"""

from __future__ import annotations

from typing import Any, Final

from ..ai import host
from ..engine import fair
from ..engine.errors import IllegalMoveError, RecordError, RulesError
from ..engine.matches import read_match
from ..engine.rules import Rules
from ..engine.state import GameState
from .hosted import HostedMatch, PlaceSpec
from .protocol import ProtocolError, action_code, computer_name, parse_action, player_name

FORMAT: Final = "briscola-net-table/1"


def hosted_data(hosted: HostedMatch, tokens: dict[int, str]) -> dict[str, Any]:
    """What the host keeps of its table (JSON data); ``tokens``: each seated friend's."""
    data: dict[str, Any] = {
        "format": FORMAT,
        "rules": hosted.rules.to_dict(),
        "places": [spec.kind for spec in hosted.places],
        "names": list(hosted.names),
        "deals": hosted.deals,
        "match": hosted.match.to_dict(),
        "tokens": {str(place): token for place, token in tokens.items()},
        "deal": None,
        "match_id": hosted.match_id,
    }
    state, shuffle = hosted.state, hosted.shuffle
    if state is not None and shuffle is not None and not hosted.cutting:
        data["ended" if state.is_terminal() else "deal"] = deal_data(state, shuffle)
    return data


def deal_data(state: GameState, shuffle: fair.Shuffle | fair.SharedShuffle) -> dict[str, Any]:
    """A deal as a table keeps it: its deck, the actions so far and its shuffle."""
    return {
        "deck": [card.code for card in state.deck or ()],
        "actions": [action_code(action) for action in state.actions],
        "shuffle": shuffle.to_dict(),
    }


def read_hosted(data: object) -> tuple[HostedMatch, dict[int, str]]:
    """The table ``hosted_data`` kept, and the friends' tokens by place; RecordError."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError(f"not a {FORMAT} save")
    try:
        rules = Rules.from_dict(data.get("rules"))
    except (RulesError, TypeError) as error:
        raise RecordError(str(error), "rules") from None
    match = read_match(data.get("match"))
    if match.rules != rules:
        raise RecordError("the match is not played with the table's rules", "match")
    places, names = data.get("places"), data.get("names")
    if not isinstance(places, list) or len(places) != rules.players:
        raise RecordError(f"must list {rules.players} places", "places")
    if not isinstance(names, list) or len(names) != rules.players:
        raise RecordError(f"must list {rules.players} names", "names")
    try:
        specs = tuple(
            PlaceSpec(kind) if isinstance(kind, str) else PlaceSpec("?") for kind in places
        )
        # A friend's name as a friend gives it; a computer's as its host named it, in the
        # host's language (which may be longer: "Computer 2 (Principiante)").
        kept = [
            "" if not name else player_name(name) if spec.friend else computer_name(name)
            for name, spec in zip(names, specs, strict=True)
        ]
    except (ValueError, ProtocolError) as error:
        raise RecordError(str(error), "places") from None
    deals = data.get("deals")
    if type(deals) is not int or not 1 <= deals <= 10:
        raise RecordError("must be a number of deals from 1 to 10", "deals")
    try:
        hosted = HostedMatch(rules, specs, match.match_rules, deals, names=kept)
    except (ValueError, RulesError) as error:
        raise RecordError(str(error), "places") from None
    hosted.match = match
    match_id = data.get("match_id")  # (optional: a table kept before it was added has none)
    if match_id is not None:
        if not (
            isinstance(match_id, str)
            and 1 <= len(match_id) <= 32
            and match_id.isascii()
            and match_id.isalnum()
        ):
            raise RecordError("must be 1 to 32 letters and digits", "match_id")
        hosted.match_id = match_id
    _read_deal(hosted, data.get("deal"))
    ended = data.get("ended")  # (optional: a table kept before it was added has none)
    if ended is not None and hosted.state is None and hosted.match.deal_number > 0:
        _read_ended(hosted, ended)
    return hosted, _tokens(data.get("tokens"), hosted)


def _read_deal(hosted: HostedMatch, raw: object) -> None:
    if raw is None:
        return
    state, shuffle = _played(hosted.rules, raw, "deal")
    if state.is_terminal():
        raise RecordError("a finished deal is kept in the match, not on the table", "deal")
    hosted.state, hosted.shuffle, hosted.seed = state, shuffle, shuffle.seed
    host.start_deal({hosted.seat_of(p): pl for p, pl in hosted.computers.items()}, hosted.rules)


def _read_ended(hosted: HostedMatch, raw: object) -> None:
    """The last deal played, already counted in the match: kept on the table (no seed
    drawn for the next), so that its end is told again to the friends who come back."""
    state, shuffle = _played(hosted.rules, raw, "ended")
    if not state.is_terminal():
        raise RecordError("must be a finished deal", "ended")
    hosted.state, hosted.shuffle = state, shuffle


def _played(
    rules: Rules, raw: object, where: str
) -> tuple[GameState, fair.Shuffle | fair.SharedShuffle]:
    """The deal ``raw`` (``deal_data``) holds, played to where it was kept; RecordError."""
    if not isinstance(raw, dict):
        raise RecordError("must be null or a deal", where)
    deck_raw, actions_raw = raw.get("deck"), raw.get("actions")
    if not isinstance(deck_raw, list) or not isinstance(actions_raw, list):
        raise RecordError("must hold a deck and the actions so far", where)
    try:
        shuffle = _shuffle(raw.get("shuffle"))
        deck = shuffle.deck(rules)
        if [card.code for card in deck] != deck_raw:
            raise RecordError("is not the deck its shuffle deals", f"{where}.deck")
        state = GameState(rules, deck)
        for code in actions_raw[:200]:
            state.push(parse_action(code))
    except (ProtocolError, IllegalMoveError, fair.ShuffleError) as error:
        raise RecordError(str(error), where) from None
    return state, shuffle


def _shuffle(raw: object) -> fair.Shuffle | fair.SharedShuffle:
    if isinstance(raw, dict) and raw.get("version") == fair.VERSION_2:
        seed, cuts = raw.get("seed"), raw.get("cuts")
        if not isinstance(seed, str) or not isinstance(cuts, list):
            raise fair.ShuffleError("a shuffle has a seed and cuts")
        pairs = [tuple(pair) for pair in cuts if isinstance(pair, list) and len(pair) == 2]
        if len(pairs) != len(cuts) or not all(
            type(seat) is int and isinstance(cut, str) for seat, cut in pairs
        ):
            raise fair.ShuffleError('the cuts are [seat, "cut"] pairs')
        return fair.SharedShuffle(fair.parse_hex(seed, "seed"), fair.seat_cuts(pairs))
    return fair.Shuffle.from_dict(raw)


def _tokens(raw: object, hosted: HostedMatch) -> dict[int, str]:
    if not isinstance(raw, dict):
        raise RecordError("must be an object of seat tokens", "tokens")
    tokens: dict[int, str] = {}
    friends = set(hosted.friend_places())
    for key, token in raw.items():
        if not (isinstance(key, str) and key.isdigit() and int(key) in friends):
            raise RecordError("a token belongs to a friend's place", "tokens")
        if not isinstance(token, str) or not 16 <= len(token) <= 64:
            raise RecordError("a token is 16 to 64 characters", "tokens")
        tokens[int(key)] = token
    return tokens
