"""``GameState.table()``: what lies on the table now, or during the pause after a trick
is complete (the trick in the middle, not yet scored, nothing drawn)."""

from __future__ import annotations

import random

import pytest

from briscola_qt.engine import Card, GameState, Rules
from briscola_qt.engine.state import SwapChoice, Trick

from .helpers import deal_with
from .test_clone import EVERY_RULESET


def _play_randomly(state: GameState, rng: random.Random) -> None:
    actions = state.legal_actions()
    state.push(SwapChoice.KEEP if SwapChoice.KEEP in actions else rng.choice(actions))


@pytest.mark.parametrize("rules", EVERY_RULESET, ids=str)
def test_the_table_before_the_draw_is_the_table_before_the_last_card_plus_that_card(
    rules: Rules,
) -> None:
    rng = random.Random(f"{rules}")
    for _ in range(3):
        state = GameState.deal(rules, rng)
        while not state.is_terminal():
            before = state.table()
            seat = state.current_player()
            _play_randomly(state, rng)
            if not state.swap_pending and state.trick:
                assert state.table().trick_winner == state.trick_winner()
            played = state.actions[-1]
            if state.trick or not isinstance(played, Card):
                continue  # the trick goes on, or that was the swap decision
            paused = state.table(before_draw=True)
            hands = list(before.hands)
            hands[seat] = tuple(c for c in hands[seat] if c != played)
            assert paused.hands == tuple(hands)
            assert paused.trick == (*before.trick, (seat, played)) == state.history[-1].plays
            assert paused.trick_complete and not before.trick_complete
            assert paused.trick_winner == state.history[-1].winner
            assert (paused.trick_winner, paused.winning_card) in paused.trick
            assert (paused.stock_count, paused.stock_top) == (before.stock_count, before.stock_top)
            assert (paused.briscola, paused.piles, paused.points) == (
                before.briscola,
                before.piles,
                before.points,
            )
            # Once gathered: the trick's cards and points are on its winner's pile.
            after = state.table()
            side = rules.side_of(paused.trick_winner)
            assert after.trick == () and after.trick_winner is None
            assert after.piles[side] == paused.piles[side] + len(paused.trick)
            assert after.points[side] == paused.points[side] + state.history[-1].points
            assert after.stock_count == paused.stock_count - len(state.last_draw())
        assert sum(state.table().points) == 120
        assert sum(state.table().piles) == rules.deck_size


def test_the_table_now_is_the_state() -> None:
    rng = random.Random(3)
    state = GameState.deal(Rules(4, "scoperta"), rng)
    for _ in range(9):
        _play_randomly(state, rng)
    table = state.table()
    assert table.hands == tuple(tuple(state.hand(s)) for s in range(4))
    assert table.trick == tuple(state.trick) and not table.trick_complete
    assert table.stock_count == state.stock_count and table.points == state.points
    assert table.stock_top == state.stock_top  # scoperta: face up
    assert table.briscola == table.trump_card == state.briscola
    assert table.trump == state.trump and table.sides == (0, 1, 0, 1)


def test_in_double_the_winning_card_names_which_of_the_seats_two_cards_wins() -> None:
    # Seat 0 leads the 4 of cups and later plays the ace of cups: the ace wins, not the 4.
    state = deal_with(
        [["4C", "AC", "6B", "7B"], ["5C", "6C", "6S", "7S"]], "2D", Rules(variant="double")
    )
    for code in ("4C", "5C", "AC", "6C"):
        state.push(Card.parse(code))
    paused = state.table(before_draw=True)
    assert paused.trick_winner == 0 and paused.winning_card == Card.parse("AC")
    assert paused.stock_count == state.stock_count + 4


def test_before_the_draw_needs_a_trick_just_completed() -> None:
    state = GameState.deal(Rules(), 1)
    with pytest.raises(ValueError, match="did not complete a trick"):
        state.table(before_draw=True)
    state.push(state.legal_cards()[0])
    with pytest.raises(ValueError, match="did not complete a trick"):
        state.table(before_draw=True)


def test_only_scoperta_shows_the_next_card_and_never_the_briscola_twice() -> None:
    classic = GameState.deal(Rules(), 4)
    assert classic.table().stock_top is None
    scoperta = GameState.deal(Rules(variant="scoperta"), 4)
    assert scoperta.table().stock_top == scoperta.stock_top
    while scoperta.stock_count > 1:
        _play_randomly(scoperta, random.Random(1))
    assert scoperta.stock_count == 0 or scoperta.table().stock_top is None


def test_sides_of_every_table_size() -> None:
    assert Rules(2).seat_sides == (0, 1)
    assert Rules(3).seat_sides == (0, 1, 2)
    assert Rules(4).seat_sides == (0, 1, 0, 1)
    assert Rules(6).seat_sides == (0, 1, 0, 1, 0, 1)


def test_the_two_of_trump() -> None:
    state = deal_with([["AC", "2D", "7B"], ["4S", "6S", "7S"]], "AD", Rules(two_swap=True))
    assert state.two_of_trump == Card.parse("2D") and state.two_of_trump in state.hand(0)
    assert GameState.deal(Rules(variant="briscolone"), 1).two_of_trump is None


def test_a_double_trick_names_the_card_that_won_not_only_the_seat() -> None:
    """In double each seat plays two cards to a trick: the winner's other card lost."""
    rules = Rules(2, "double")
    trump = Card.parse("AD").suit  # coins
    plays = [
        (0, Card.parse("3C")),
        (1, Card.parse("4C")),
        (0, Card.parse("2D")),
        (1, Card.parse("AC")),
    ]
    trick = Trick.of(plays, trump)
    assert (trick.winner, trick.winning_card, trick.points, trick.leader) == (
        0,
        Card.parse("2D"),
        21,
        0,
    )
    state = GameState.deal(rules, 5)
    while not state.is_terminal():
        state.push(state.legal_cards()[0])
    captured = state.table().captured
    assert sorted(c for side in captured for c in side) == sorted(rules.full_deck())
    for done in state.history:
        assert done == Trick.of(done.plays, state.trump)
        assert done.winning_card in captured[rules.side_of(done.winner)]
