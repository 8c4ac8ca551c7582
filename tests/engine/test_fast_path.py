"""The engine's fast path against a plain reading of the rules: whole random deals at
every table, where each step's legal actions, seat to move and end of the deal are
worked out again from the hands and the trick, then taken back to the first card; and
the refusals' words, which the fast path must keep."""

from __future__ import annotations

import dataclasses
import random

import pytest

from briscola_qt.engine import PASS, Card, GameState, IllegalMoveError, Rules
from briscola_qt.engine.cards import SUIT_OF
from briscola_qt.engine.state import KEEP, SWAP, Action, Trick, trick_winner_index

from .helpers import deal_with

TABLES = [
    Rules(),
    Rules(players=3),
    Rules(players=4, signals=True),
    Rules(players=6),
    Rules(variant="briscolone"),
    Rules(players=4, variant="briscolone"),
    Rules(variant="double", two_swap=True),
    Rules(players=3, two_swap=True),
    Rules(variant="scoperta", tie_break_last_trick=True),
    Rules(5, "chiamata"),
    Rules(5, "chiamata", caller_leads=True),
]


def plain_legal_cards(state: GameState) -> list[Card]:
    """The cards the seat to move may play, read off its hand and the trick."""
    hand = state.hand(state.current_player())
    trick = state.trick
    if state.rules.follow_suit and trick:
        led = SUIT_OF[trick[0][1]]
        following = [c for c in hand if SUIT_OF[c] == led]
        if following:
            return following
    return hand


def plain_seat_to_move(state: GameState) -> int:
    """Who plays next: the leader's play order, one seat per card on the table."""
    return state.rules.play_order(state.leader)[len(state.trick)]


@pytest.mark.parametrize("rules", TABLES, ids=lambda r: f"{r.players}p-{r.variant}")
def test_a_seeded_deal_deals_its_deck_one_card_at_a_time(rules: Rules) -> None:
    for seed in range(20):
        state = GameState.deal(rules, seed)
        assert state.deck is not None
        deck = list(state.deck)
        rules.check_deck(deck)  # what GameState(rules, deck) checks, and deal() need not
        assert state.key() == GameState(rules, deck).key()
        n, dealt = rules.players, rules.players * rules.hand_size
        for seat in range(n):
            assert state.hand(seat) == [deck[i] for i in range(dealt) if i % n == seat]
        rest = deck[dealt:]
        assert state.stock == ([*rest[1:], rest[0]] if rules.has_trump else rest)
        assert state.briscola == (rest[0] if rules.has_trump else None)


@pytest.mark.parametrize("rules", TABLES, ids=lambda r: f"{r.players}p-{r.variant}")
def test_whole_random_deals_follow_the_plain_rules_and_take_back_to_the_start(
    rules: Rules,
) -> None:
    rng = random.Random(42)
    for _ in range(12):
        state = GameState.deal(rules, rng)
        keys, legal = [state.key()], []
        while not state.is_terminal():
            actions = state.legal_actions()
            if state.swap_pending:
                assert actions == [SWAP, KEEP] and state.legal_cards() == []
            elif state.bidding:
                assert state.legal_cards() == []
            else:
                assert state.current_player() == plain_seat_to_move(state)
                assert actions == plain_legal_cards(state) == state.legal_cards()
            legal.append(actions)
            state.push(rng.choice(actions))
            keys.append(state.key())
        assert state.legal_actions() == state.legal_cards() == []
        assert len(state.history) == rules.tricks or state.thrown_in
        taken: list[Action] = []
        while len(keys) > 1:
            keys.pop()
            taken.append(state.pop())
            assert state.key() == keys[-1]
            assert not state.is_terminal() and state.legal_actions() == legal[len(keys) - 1]
        with pytest.raises(IllegalMoveError) as caught:
            state.pop()
        assert str(caught.value) == "nothing to take back"
        for action in reversed(taken):  # and forward again, to the same end
            state.push(action)
        assert state.is_terminal() and state.outcome() is not None


def refusal_words(state: GameState, action: Action | int) -> str:
    with pytest.raises(IllegalMoveError) as caught:
        state.push(action)
    return str(caught.value)


def test_refusals_keep_their_words() -> None:
    state = deal_with([["AD", "3D", "KD"], ["AC", "3C", "KC"]], "2S")
    assert refusal_words(state, Card.parse("AC")) == "seat 0 does not hold AC"
    assert refusal_words(state, SWAP) == "seat 0 does not hold swap"
    assert refusal_words(state, 40) == "seat 0 does not hold card number 40"
    state.push(Card.parse("AD"))
    assert refusal_words(state, Card.parse("AD")) == "seat 1 does not hold AD"
    while not state.is_terminal():
        state.push(state.legal_actions()[0])
    assert refusal_words(state, Card.parse("2S")) == "the deal is over"

    briscolone = deal_with(
        [["AD", "3C", "KC", "QC", "JC"], ["2D", "AC", "3S", "KS", "QS"]],
        None,
        Rules(variant="briscolone"),
    )
    briscolone.push(Card.parse("AD"))
    assert refusal_words(briscolone, Card.parse("AC")) == "seat 1 must follow suit D but played AC"

    swap = deal_with([["2S", "3D", "KD"], ["AC", "3C", "KC"]], "AS", Rules(two_swap=True))
    words = refusal_words(swap, Card.parse("3D"))
    assert words == "seat 0 must first choose whether to swap the 2 of trump"

    chiamata = GameState.deal(Rules(5, "chiamata"), 1)
    assert (
        refusal_words(chiamata, Card.parse("AD")) == "seat 0 must first call or pass, not play AD"
    )
    chiamata.push(PASS)
    assert chiamata.current_player() == 1 and chiamata.legal_cards() == []


def test_a_judged_trick_is_the_dataclass_built_the_usual_way() -> None:
    rng = random.Random(7)
    for _ in range(200):
        cards = [Card(c) for c in rng.sample(range(40), rng.choice((2, 3, 4, 5, 6)))]
        leader = rng.randrange(len(cards))
        seats = [(leader + i) % len(cards) for i in range(len(cards))]
        trump = rng.choice((None, *range(4)))
        trick = Trick.of(list(zip(seats, cards, strict=True)), trump)
        index = trick_winner_index(cards, trump)
        built = Trick(
            leader=leader,
            plays=tuple(zip(seats, cards, strict=True)),
            winner=seats[index],
            points=sum(c.points for c in cards),
            winning_card=cards[index],
        )
        assert trick == built and hash(trick) == hash(built) and repr(trick) == repr(built)
        assert dataclasses.replace(trick, points=0) == dataclasses.replace(built, points=0)
        with pytest.raises(dataclasses.FrozenInstanceError):
            trick.winner = 9  # type: ignore[misc]


@pytest.mark.parametrize("rules", TABLES, ids=lambda r: f"{r.players}p-{r.variant}")
def test_the_history_is_judged_alike_however_late_it_is_asked_for(rules: Rules) -> None:
    # The engine keeps a finished trick's cards and makes its Trick when asked: asked
    # now and then, through takebacks and clones, it is the trick judged afresh.
    rng = random.Random(5)
    for _ in range(6):
        state = GameState.deal(rules, rng)
        while not state.is_terminal():
            state.push(rng.choice(state.legal_actions()))
            if rng.random() < 0.3 and state.plays:
                for _ in range(rng.randint(1, 5)):
                    if state.plays:
                        state.pop()
            if rng.random() < 0.1:
                state = state.clone()
            if rng.random() < 0.2:
                plays = state.plays
                tricks = [
                    plays[i : i + rules.plays_per_trick]
                    for i in range(
                        0, len(state.history) * rules.plays_per_trick, rules.plays_per_trick
                    )
                ]
                assert [t.cards for t in state.history] == [tuple(t) for t in tricks]
                for done in state.history:
                    assert done == Trick.of(done.plays, state.trump)
        leader = 0 if not rules.caller_leads else state.history[0].leader
        for done in state.history:
            assert done.leader == leader and done == Trick.of(done.plays, state.trump)
            leader = done.winner
        assert state.outcome() is not None


def test_a_state_from_parts_with_a_trick_out_of_turn_is_refused() -> None:
    rules = Rules(players=4)
    state = GameState.deal(rules, 3)
    hands = [state.hand(seat) for seat in range(4)]
    led, skipped = hands[0].pop(), hands[2].pop()
    with pytest.raises(ValueError, match="do not play in turn from seat 0"):
        GameState.from_parts(
            rules, hands, state.stock, state.briscola, 0, [(0, led), (2, skipped)], []
        )
    state = GameState.from_parts(rules, hands, state.stock, state.briscola, 0, [(0, led)], [])
    assert state.current_player() == 1 and state.trick == [(0, led)]
