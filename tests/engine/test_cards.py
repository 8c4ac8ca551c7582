"""Cards, codes, points and trick strength as RULES.md tabulates them."""

import pytest

from briscola_qt.engine import ALL_CARDS, Card, CardCodeError, Rank, Suit
from briscola_qt.engine.cards import POINTS, RANK_CODES


def test_every_card_has_a_two_character_code_that_parses_back() -> None:
    assert len(ALL_CARDS) == 40
    codes = {str(c) for c in ALL_CARDS}
    assert len(codes) == 40
    for card in ALL_CARDS:
        assert len(str(card)) == 2
        assert Card.parse(str(card)) is card


def test_codes_are_rank_then_suit() -> None:
    card = Card.parse("AC")
    assert card.rank is Rank.ACE and card.suit is Suit.CUPS
    assert Card.parse("7D").suit is Suit.COINS
    assert Card.parse("KS").suit is Suit.SWORDS
    assert Card.parse("QB").suit is Suit.BATONS
    assert Card.of(Rank.THREE, Suit.BATONS) == Card.parse("3B")


@pytest.mark.parametrize("bad", ["", "A", "1C", "AX", "ac", "10D", "8S", "ACE", None, 5])
def test_bad_codes_are_refused(bad: object) -> None:
    with pytest.raises(CardCodeError):
        Card.parse(bad)  # type: ignore[arg-type]


def test_points_table() -> None:
    points = {code: Rank.parse(code).points for code in RANK_CODES}
    assert points == {
        "A": 11,
        "3": 10,
        "K": 4,
        "Q": 3,
        "J": 2,
        "7": 0,
        "6": 0,
        "5": 0,
        "4": 0,
        "2": 0,
    }
    assert sum(POINTS) == 120


def test_strength_order_is_ace_three_king_queen_jack_seven_down_to_two() -> None:
    assert [r.code for r in sorted(Rank)] == ["A", "3", "K", "Q", "J", "7", "6", "5", "4", "2"]


def test_card_is_an_int_with_a_readable_repr() -> None:
    card = Card.parse("JB")
    assert int(card) == 34
    assert repr(card) == "Card.parse('JB')"
    assert Card(34) is card


def test_suit_and_rank_tables_are_the_enums_of_suit_times_ten_plus_rank() -> None:
    for number in range(40):
        card = Card(number)
        assert card.suit is Suit(number // 10) and card.rank is Rank(number % 10)
        assert Card.of(card.rank, card.suit) is card
