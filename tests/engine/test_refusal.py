"""Why a card may not be played: the reason the table gives a refused click (issue 17)."""

from __future__ import annotations

import random

from briscola_qt.engine import Card, GameState, Refusal, Refused, Rules, Suit, refusal


def cards(codes: str) -> list[Card]:
    return [Card.parse(code) for code in codes.split()]


def test_briscolone_refuses_a_card_off_the_suit_led_naming_that_suit() -> None:
    rules = Rules(2, "briscolone")
    hand = cards("AC 3C 5D 7S KB")
    assert refusal(rules, hand, cards("4C"), Card.parse("5D")) == Refused(
        Refusal.FOLLOW_SUIT, Suit.CUPS
    )
    assert refusal(rules, hand, cards("4C"), Card.parse("3C")) is None


def test_a_hand_without_the_suit_led_may_play_anything() -> None:
    rules = Rules(4, "briscolone")
    hand = cards("5D 7S KB")
    for card in hand:
        assert refusal(rules, hand, cards("4C 2C"), card) is None


def test_the_leader_and_the_classic_game_are_never_refused() -> None:
    hand = cards("AC 3C 5D")
    assert refusal(Rules(2, "briscolone"), hand, [], Card.parse("5D")) is None
    assert refusal(Rules(2, "classic"), hand, cards("4C"), Card.parse("5D")) is None


def test_a_card_not_held_is_refused_as_such() -> None:
    assert refusal(Rules(), cards("AC"), [], Card.parse("2D")) == Refused(Refusal.NOT_IN_HAND)


def test_refusal_agrees_with_legal_cards_over_random_briscolone_deals() -> None:
    rng = random.Random(17)
    for players in (2, 3, 4, 6):
        for _ in range(40):
            state = GameState.deal(Rules(players, "briscolone"), rng)
            while not state.is_terminal():
                seat = state.current_player()
                hand = state.hand(seat)
                trick = [c for _, c in state.trick]
                legal = set(state.legal_cards())
                for card in hand:
                    assert (refusal(state.rules, hand, trick, card) is None) == (card in legal)
                state.push(rng.choice(sorted(legal)))
