"""The worked examples and point arithmetic of the rules sources, as named tests.

Source 003 is the Ada-and-Ben page (../shared/seeds/003_ce19984c3b277fe7.txt); Ada is
seat 0 and leads, Ben is seat 1.
"""

from briscola_qt.engine import Card, Rank, Rules, trick_winner_index
from briscola_qt.engine.cards import POINTS, RANK_OF

from .helpers import deal_with


def play_first_trick(ada: str, ben: str, briscola: str) -> tuple[int, int]:
    """Ada leads ``ada``, Ben answers ``ben``; the trick's winner and its points."""
    state = deal_with([[ada, "6B", "7B"], [ben, "6S", "7S"]], briscola)
    state.push(Card.parse(ada))
    state.push(Card.parse(ben))
    trick = state.history[0]
    # The table during the pause agrees: the same winner, its card, nothing scored yet.
    table = state.table(before_draw=True)
    assert table.trick_complete and table.trick == trick.plays
    assert table.trick_winner == trick.winner
    assert table.winning_card == Card.parse(ada if trick.winner == 0 else ben)
    assert table.points == (0, 0) and state.table().points[trick.winner] == trick.points
    return trick.winner, trick.points


def test_003_a_trump_four_takes_the_led_ace_of_cups() -> None:
    # Trump is coins. Ada leads the ace of cups, Ben plays the 4 of coins: Ben, 11 points.
    assert play_first_trick("AC", "4D", "2D") == (1, 11)


def test_003_three_beats_king_of_the_led_suit() -> None:
    # Trump coins. Ada leads the king of swords, Ben the 3 of swords: Ben, 4 + 10.
    assert play_first_trick("KS", "3S", "2D") == (1, 14)


def test_003_a_third_suit_never_wins() -> None:
    # Ada leads the 5 of cups, Ben plays the king of batons: Ada wins the king's 4.
    assert play_first_trick("5C", "KB", "2D") == (0, 4)


def test_003_ace_beats_three_in_the_led_suit() -> None:
    # Trump is cups. Ada leads the ace of coins, Ben the 3 of coins: Ada, 11 + 10.
    assert play_first_trick("AD", "3D", "2C") == (0, 21)


def test_003_trump_ace_beats_trump_three_and_trump_four_beats_side_ace() -> None:
    assert trick_winner_index([Card.parse("3D"), Card.parse("AD")], trump=0) == 1
    assert trick_winner_index([Card.parse("AS"), Card.parse("4D")], trump=0) == 1


def test_001_a_two_of_trump_beats_an_ace_of_another_suit() -> None:
    assert play_first_trick("AB", "2C", "KC") == (1, 11)


def test_003_point_arithmetic() -> None:
    # Four times (11 + 10 + 4 + 3 + 2) = 120; Aces and Threes 84; K, Q, J the other 36.
    assert sum(POINTS) == 4 * (11 + 10 + 4 + 3 + 2) == 120
    aces_threes = sum(POINTS[c] for c in range(40) if RANK_OF[c] <= Rank.THREE)
    assert aces_threes == 84
    assert sum(POINTS[c] for c in range(40) if Rank.KING <= RANK_OF[c] <= Rank.JACK) == 36


def test_003_the_briscola_is_drawn_last_by_the_loser_of_the_seventeenth_trick() -> None:
    state = deal_with([["AC", "6B", "7B"], ["4D", "6S", "7S"]], "2D")
    briscola = state.briscola
    for _ in range(16 * 2):
        state.push(state.legal_actions()[0])
    assert state.stock_count == 2 and state.stock[-1] == briscola
    for _ in range(2):
        state.push(state.legal_actions()[0])
    assert state.stock_count == 0
    last = state.history[-1]
    loser = 1 - last.winner
    assert briscola in state.hand(loser)


def test_002_and_004_sixty_all_is_a_draw_unless_the_last_trick_tie_break_is_on() -> None:
    from briscola_qt.engine import Outcome

    assert Outcome.decide(Rules(), [60, 60], last_trick_side=1).winner is None
    tie_break = Rules(tie_break_last_trick=True)
    outcome = Outcome.decide(tie_break, [60, 60], last_trick_side=1)
    assert outcome.winner == 1 and outcome.decided_by_last_trick
    assert Outcome.decide(tie_break, [61, 59], last_trick_side=1).winner == 0


def test_000_sixty_one_wins_a_two_player_hand() -> None:
    from briscola_qt.engine import Outcome

    assert Outcome.decide(Rules(), [61, 59], last_trick_side=1).winner == 0
    assert Outcome.decide(Rules(), [59, 61], last_trick_side=0).winner == 1
