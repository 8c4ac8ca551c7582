"""Nothing a seat may not see reaches its player: every message the host sends each friend
during whole matches of every table size and variant is searched for cards, and each card
found must be one the seat may know at that moment (its own hand, a card played, the
briscola, a called card, or what scoperta shows); the shuffle's seed and the deck's order
appear only once the deal is over."""

from __future__ import annotations

import json
from typing import Any

import pytest

from briscola_qt.engine.cards import ALL_CARDS, Card, CardCodeError
from briscola_qt.engine.rules import Rules, options_for, variants_for
from briscola_qt.engine.state import GameState
from briscola_qt.net import peers
from briscola_qt.net.hosted import HostedMatch

from .tables import FRIEND, play_match, run


def _tables() -> list[Rules]:
    tables = []
    for players in (2, 3, 4, 5, 6):
        for variant in variants_for(players):
            options = {name: True for name in options_for(players, variant)}
            tables.append(Rules(players, variant, **options))
            if options:
                tables.append(Rules(players, variant))
    return tables


CARD_OF_CODE = {str(card): card for card in ALL_CARDS}
"""The strings ``Card.parse`` reads as cards (checked by the first test), looked up
directly: a parse refused with an exception for every other string of every message was
half the test's CPU."""


def test_the_card_codes_are_those_card_parse_reads() -> None:
    assert all(Card.parse(code) == card for code, card in CARD_OF_CODE.items())
    for other in ("", "ad", "A D", "10D", "AX", "AD ", "1", "swap"):
        with pytest.raises(CardCodeError):
            Card.parse(other)


def _cards_in(value: Any) -> set[Card]:
    """Every card code anywhere in a message (keys and values)."""
    found: set[Card] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            card = CARD_OF_CODE.get(item)
            if card is not None:
                found.add(card)
        elif isinstance(item, dict):
            stack.extend(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


def _may_see(state: GameState, seat: int) -> set[Card]:
    """What ``seat`` may know now, worked out from the state, not from ``observe``."""
    rules = state.rules
    seen = set(state.hand(seat)) | set(state.plays)
    for card in (state.briscola, state.swapped_briscola, state.called):
        if card is not None:
            seen.add(card)
    if rules.open_hands:
        for other in range(rules.players):
            seen |= set(state.hand(other))
        if state.stock_count > 1 and state.stock_top is not None:
            seen.add(state.stock_top)
    if state.is_terminal():
        seen |= set(state.deck or ())
    return seen


@pytest.mark.parametrize("rules", _tables(), ids=lambda r: json.dumps(r.to_dict()))
def test_no_message_shows_a_card_its_seat_may_not_see(
    rules: Rules, monkeypatch: pytest.MonkeyPatch
) -> None:
    sent: list[tuple[int, dict[str, Any], set[Card] | None, str | None]] = []
    hosted_of: list[HostedMatch] = []
    original = peers.Peer.send

    def spy(peer: peers.Peer, message: dict[str, Any]) -> bool:
        hosted = hosted_of[0]
        state = hosted.state
        allowed = None if state is None else _may_see(state, hosted.seat_of(peer.place))
        seed = None if hosted.shuffle is None else hosted.shuffle.seed.hex()
        sent.append((peer.place, message, allowed, seed))
        return original(peer, message)

    monkeypatch.setattr(peers.Peer, "send", spy)
    real_init = HostedMatch.__post_init__

    def remember(hosted: HostedMatch) -> None:
        real_init(hosted)
        hosted_of.append(hosted)

    monkeypatch.setattr(HostedMatch, "__post_init__", remember)
    deals = 5 if rules.auction else 1
    _server, clients = run(play_match(rules, [FRIEND] * rules.players, deals=deals, keep_log=True))

    assert {place for place, *_ in sent} == set(range(rules.players))
    dealt = [m for _, m, *_ in sent if m["type"] == "update"]
    assert len(dealt) >= rules.players * rules.deck_size  # (every card played was told)
    for place, message, allowed, seed in sent:
        shown = _cards_in(message)
        if allowed is None:
            assert not shown, message
            continue
        assert shown <= allowed, (place, message["type"], sorted(map(str, shown - allowed)))
        text = json.dumps(message)
        if message["type"] != "deal_over":
            assert seed is not None and seed not in text
    # What the clients received, to the match's end, is what was sent to them.
    for client in clients:
        assert client.log is not None and client.log[-1]["type"] == "deal_over"
        mine = [m for place, m, *_ in sent if place == client.seen.place]
        assert client.log == mine[: len(client.log)]
