"""Random-simulation invariants over thousands of seeded deals, for every table size,
variant and option (in the spirit of OpenSpiel's RandomSimTest)."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from briscola_qt.engine import ALL_CARDS, KEEP, SWAP, Card, GameState, IllegalMoveError, Rules
from briscola_qt.engine.cards import SUIT_OF
from briscola_qt.engine.chiamata import PASS
from briscola_qt.engine.record import loads, record_of, replay

CONFIGS = [
    Rules(players, variant, **options)
    for players in (2, 3, 4, 6)
    for variant in ("classic", "scoperta", "briscolone", "double")
    if not (variant == "double" and players != 2)
    for options in (
        [{}, {"tie_break_last_trick": True}]
        + ([{"two_swap": True}] if variant != "briscolone" else [])
        + ([{"signals": True}] if players in (4, 6) else [])
    )
] + [Rules(5, "chiamata"), Rules(5, "chiamata", caller_leads=True)]
DEALS_PER_CONFIG = 50  # x 42 configurations: 2,100 deals


def card_census(state: GameState) -> list[int]:
    """Every card in the game, wherever it is, sorted: the deck's own, each once, or not."""
    cards: list[int] = []
    for seat in range(state.rules.players):
        cards.extend(state.hand(seat))
    cards.extend(state.stock)
    cards.extend(c for _, c in state.trick)
    for trick in state.history:
        cards.extend(trick.cards)
    cards.sort()
    return cards


def check_invariants(state: GameState, deck: list[int]) -> None:
    rules = state.rules
    assert card_census(state) == deck, "every card exactly once"
    sizes = [len(state.hand(s)) for s in range(rules.players)]
    assert max(sizes) <= rules.hand_size
    if not state.trick and not state.swap_pending and not state.bidding:
        assert len(set(sizes)) == 1, f"hands between tricks differ: {sizes}"
    assert sum(state.points) == sum(t.points for t in state.history)


def refused(state: GameState, action: Card) -> bool:
    """Is ``action`` refused with IllegalMoveError (the state left as it was)? (A plain
    try, not pytest.raises: this runs for nearly every move of 2,000 deals.)"""
    before = state.key()
    try:
        state.push(action)
    except IllegalMoveError:
        return state.key() == before
    return False


def play_random(state: GameState, rng: random.Random, check_undo: bool) -> None:
    deck = card_census(state)
    while not state.is_terminal():
        legal = state.legal_actions()
        seat = state.current_player()
        assert legal, "a player to move always has a legal action"
        if not state.swap_pending and not state.bidding:
            hand = state.hand(seat)
            assert set(legal) <= set(hand)
            if state.rules.follow_suit and state.trick:
                led = SUIT_OF[state.trick[0][1]]
                if any(SUIT_OF[c] == led for c in hand):
                    assert all(SUIT_OF[c] == led for c in legal)
                    illegal = [c for c in hand if c not in legal]
                    if illegal:
                        assert refused(state, illegal[0])
            elsewhere = [c for c in deck if c not in hand]
            assert refused(state, rng.choice(elsewhere))
        action = rng.choice(legal)
        if state.bidding and PASS in legal and rng.random() < 0.6:
            action = PASS  # an auction of random calls soon asks 120 points: pass more
        if check_undo:
            before = state.key()
            state.push(action)
            assert state.pop() == action
            assert state.key() == before, "undo returns the exact earlier state"
        state.push(action)
        check_invariants(state, deck)
    assert state.legal_actions() == []
    assert state.current_player() == -1
    if state.thrown_in:  # chiamata: all five passed, nobody plays
        assert state.plays == [] and state.caller is None and len(state.auction) == 5
        return
    assert sum(state.points) == 120
    assert len(state.history) == state.rules.tricks
    assert state.stock_count == 0


@pytest.mark.parametrize(
    "rules", CONFIGS, ids=lambda r: json.dumps(r.to_dict(), separators=(",", ":"))
)
def test_random_deals_keep_every_invariant(rules: Rules) -> None:
    rng = random.Random(f"sim:{rules}")
    outcomes = Counter()
    for deal in range(DEALS_PER_CONFIG):
        state = GameState.deal(rules, rng)
        assert len(state.deck or ()) == rules.deck_size
        start = state.key()
        play_random(state, rng, check_undo=deal % 10 == 0)
        outcome = state.outcome()
        assert outcome is not None and sum(outcome.points) == (0 if outcome.thrown_in else 120)
        outcomes[outcome.winner] += 1
        if rules.sides == 2 and outcome.winner is not None and not outcome.decided_by_last_trick:
            assert outcome.points[outcome.winner] >= 61
        if rules.auction:
            assert outcome.scores is not None and sum(outcome.scores) == 0
            target = state.standing_bid.target if state.standing_bid else 61
            assert (outcome.points[0] >= target) == (outcome.winner == 0)
        # A saved record replays to the same game.
        text = record_of(state).to_json()
        again = replay(loads(text))
        assert again.key() == state.key()
        # Taking back every action returns to the deal.
        if deal % 25 == 0:
            while state.actions:
                state.pop()
            assert state.key() == start
    sides = 2 if rules.auction else rules.sides  # chiamata: the caller's side, the defenders
    assert len([w for w in outcomes if w is not None]) == sides, "every side wins sometimes"


def test_two_swap_exchanges_the_two_of_trump_for_the_briscola() -> None:
    from .helpers import deal_with

    rules = Rules(two_swap=True)
    state = deal_with([["AC", "2D", "7B"], ["4S", "6S", "7S"]], "AD", rules)
    assert state.swap_pending and state.current_player() == 0
    assert state.legal_actions() == [SWAP, KEEP]
    with pytest.raises(IllegalMoveError):
        state.push(state.hand(0)[0])
    state.push(SWAP)
    assert str(state.briscola) == "2D" and "AD" in [str(c) for c in state.hand(0)]
    assert str(state.stock[-1]) == "2D", "the 2 is now drawn last"
    assert state.current_player() == 0 and not state.swap_pending
    state.pop()
    assert str(state.briscola) == "AD" and state.swap_pending
    state.push(KEEP)
    assert str(state.briscola) == "AD" and "2D" in [str(c) for c in state.hand(0)]


def test_the_swap_actions_are_named_and_never_taken_for_cards() -> None:
    from .helpers import deal_with

    state = deal_with([["AC", "2D", "7B"], ["4S", "6S", "7S"]], "AD", Rules(two_swap=True))
    assert state.legal_cards() == []
    assert (str(SWAP), str(KEEP)) == ("swap", "keep")
    assert SWAP not in ALL_CARDS and KEEP not in ALL_CARDS
    state.push(SWAP)
    assert state.legal_cards() == state.legal_actions() == state.hand(0)
    with pytest.raises(IllegalMoveError, match="does not hold swap"):
        state.push(SWAP)
    with pytest.raises(IllegalMoveError, match="does not hold card number 40"):
        state.push(40)
    state.push(Card.parse("AD"))
    assert state.actions[0] is SWAP and [str(c) for c in state.plays] == ["AD"]
    assert state.pop() == Card.parse("AD") and state.pop() is SWAP and state.swap_pending


def test_last_draw_names_the_cards_drawn_after_a_trick() -> None:
    for rules in (Rules(), Rules(players=4), Rules(variant="double")):
        rng = random.Random(5)
        state = GameState.deal(rules, rng)
        stock_before = state.stock
        assert state.last_draw() == []
        for _ in range(rules.plays_per_trick - 1):
            state.push(rng.choice(state.legal_actions()))
            assert state.last_draw() == []
        state.push(rng.choice(state.legal_actions()))
        drawn = state.last_draw()
        winner = state.history[-1].winner
        assert [seat for seat, _ in drawn] == list(state.draw_order(winner))
        assert [card for _, card in drawn] == stock_before[: rules.plays_per_trick]
        for seat, card in drawn:
            assert card in state.hand(seat)
