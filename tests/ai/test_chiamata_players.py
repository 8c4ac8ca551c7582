"""Computer players in Briscola chiamata: legal calls and suits at every level, bids that
follow the hand's strength, the sides each seat knows, and partner inference that beats
a uniform guess."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from briscola_qt.ai.bidding import (
    ContractJudge,
    best_suit,
    count_bid,
    high_card_count,
    simulated_bid,
)
from briscola_qt.ai.host import call_choice, play_deal
from briscola_qt.ai.levels import table_of
from briscola_qt.ai.partner import likeliest_partner, partner_belief
from briscola_qt.ai.registry import make_player
from briscola_qt.engine import PASS, Bid, Card, GameState, Rank, Rules, Suit, SuitCall
from briscola_qt.engine.observation import observe

RULES = Rules(5, "chiamata")


@pytest.mark.parametrize("level", ["random", "beginner", "medium", "expert:think=0.02"])
def test_every_level_calls_and_plays_legally(level: str) -> None:
    rng = random.Random(level)
    called = 0
    for deal in range(6 if level.startswith("expert") else 20):
        players = [make_player(level, deal * 5 + s) for s in range(5)]
        state = GameState.deal(RULES, rng)
        play_deal(state, players)  # the host refuses any illegal call, suit or card
        outcome = state.outcome()
        assert outcome is not None and outcome.scores is not None
        called += state.called is not None
    assert called > 0, "somebody calls now and then"


def hand_of(codes: str) -> tuple[Card, ...]:
    return tuple(Card.parse(c) for c in codes.split())


def first_speaker(hand: str, calls: tuple[str, ...] = ()) -> GameState:
    """A deal in which seat 0 holds ``hand``, after ``calls``."""
    mine = list(hand_of(hand))
    rest = [c for c in RULES.full_deck() if c not in mine]
    random.Random(1).shuffle(rest)
    deck = []
    for i in range(8):
        deck.append(mine[i])
        deck.extend(rest[i * 4 : i * 4 + 4])
    state = GameState(RULES, deck)
    for code in calls:
        state.push(Bid.parse(code))
    return state


STRONG = "AD 3D KD QD JD AC 3C AS"
WEAK = "4D 5C 6S 7B 2D 4C 5S 6B"


def medium_call(hand: str, calls: tuple[str, ...] = ()) -> Bid:
    """What a Medium player at seat 0, holding ``hand``, says after ``calls``."""
    state = first_speaker(hand, calls)
    assert state.current_player() == 0
    return make_player("medium", seed=7).choose_bid(observe(state, 0))


def test_beginner_and_medium_bid_from_the_hand() -> None:
    strong, weak = first_speaker(STRONG), first_speaker(WEAK)
    assert high_card_count(hand_of(STRONG)) > high_card_count(hand_of(WEAK))
    assert count_bid(observe(strong, 0)) == Bid(Rank.ACE)
    # Medium holds the five top coins: it calls the best of them it lacks, the 7.
    assert medium_call(STRONG) == Bid(Rank.SEVEN)
    assert count_bid(observe(weak, 0)) == PASS and medium_call(WEAK) == PASS


def test_a_caller_names_a_suit_whose_card_another_holds() -> None:
    hand = hand_of(STRONG)
    assert (
        best_suit(hand, Rank.ACE) == Suit.BATONS
        or Card.of(Rank.ACE, best_suit(hand, Rank.ACE)) not in hand
    )
    assert best_suit(hand, Rank.KING) != Suit.COINS  # it holds the King of coins
    assert best_suit(hand_of("3D 3C 3S 3B AD KD QD JD"), Rank.THREE) == Suit.COINS  # alone


def test_the_expert_calls_a_contract_its_simulations_make() -> None:
    strong = observe(first_speaker(STRONG), 0)
    judge = ContractJudge(strong, random.Random(2))
    # Five top coins: with the 7 of coins as partner the contract is all but sure; the
    # Ace it lacks (batons) makes a weak trump suit.
    seven = judge.chance(Rank.SEVEN, 61, deadline=1e18)
    assert seven.suit == Suit.COINS and seven.samples >= 8 and seven.chance > 0.8
    assert judge.chance(Rank.ACE, 61, deadline=1e18).chance < seven.chance
    call = simulated_bid(strong, random.Random(2), 2.0)
    assert call.rank is not None and judge.confirm(Card.of(call.rank, Suit.COINS), 61) > 0.5
    weak = observe(first_speaker(WEAK), 0)
    assert ContractJudge(weak, random.Random(2)).chance(Rank.TWO, 61, 1e18).chance < 0.3
    assert simulated_bid(weak, random.Random(2), 2.0) == PASS


def test_each_seat_plays_with_the_sides_it_knows() -> None:
    state = first_speaker(STRONG, ("A", "pass", "pass", "pass", "pass"))
    state.push(SuitCall(Suit.BATONS))
    partner = state.partner
    assert partner is not None and partner != 0
    defender = next(s for s in range(1, 5) if s != partner)
    known = table_of(observe(state, partner)).side
    assert known[0] == known[partner] and all(
        known[s] != known[0] for s in range(5) if s not in (0, partner)
    )
    mine = table_of(observe(state, defender)).side
    assert mine[0] != mine[defender]
    assert len(set(mine)) == 5  # the caller; itself; three seats it cannot place
    caller_view = table_of(observe(state, 0)).side
    assert len(set(caller_view)) == 5  # the caller cannot place anyone yet


def test_a_seat_that_knows_the_partner_has_no_doubt() -> None:
    state = first_speaker(STRONG, ("A", "pass", "pass", "pass", "pass"))
    state.push(SuitCall(Suit.BATONS))
    partner = state.partner
    assert partner is not None
    assert partner_belief(observe(state, partner), random.Random(1)) == {partner: 1.0}
    belief = partner_belief(observe(state, 0), random.Random(1), samples=60)
    assert set(belief) == {1, 2, 3, 4} and abs(sum(belief.values()) - 1.0) < 1e-9


@pytest.mark.slow
def test_partner_inference_beats_a_uniform_guess() -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    from partner_inference import measure  # type: ignore[import-not-found]

    hits, guesses, _ = measure(deals=30, player="medium", samples=60, seed=3)
    assert guesses >= 60
    # A uniform guess among the four seats that could hold the called card: 1 in 4.
    assert hits / guesses > 0.4, (hits, guesses)
    assert likeliest_partner({1: 0.2, 3: 0.5, 4: 0.3}) == 3 and likeliest_partner({}) is None


def test_the_expert_partner_keeps_its_secret_when_it_costs_little() -> None:
    from briscola_qt.ai.expert import REVEAL_MARGIN, _kept_secret

    state = first_speaker(STRONG, ("A", "pass", "pass", "pass", "pass"))
    state.push(SuitCall(Suit.BATONS))
    partner = state.partner
    assert partner is not None and partner != 0
    while state.current_player() != partner:
        state.push(state.legal_cards()[0])
    obs = observe(state, partner)
    legal = obs.legal_cards()
    called = legal.index(Card.parse("AB"))
    other = next(i for i in range(len(legal)) if i != called)
    scores = [0.0] * len(legal)
    ties = [0.0] * len(legal)
    scores[called], scores[other] = 0.6, 0.6 - REVEAL_MARGIN / 2
    assert _kept_secret(obs, legal, scores, ties, called) == other
    scores[other] = 0.6 - 2 * REVEAL_MARGIN  # too costly: it plays the called card
    assert _kept_secret(obs, legal, scores, ties, called) == called
    # A defender, or the caller, has no such secret.
    defender = observe(state, next(s for s in range(1, 5) if s != partner))
    assert _kept_secret(defender, legal, scores, ties, called) == called


def test_the_call_tells_the_others_the_callers_trumps() -> None:
    """A deal that gives the caller of the King of cups the cups a caller holds (the Ace
    and the Three) weighs more, for the partner and a defender alike, than the same deal
    with those cards in another hidden hand; the caller needs no such guess."""
    from briscola_qt.ai.fast import sim_from_state
    from briscola_qt.ai.inference import DealWeigher

    state = first_speaker(STRONG, ("K", "pass", "pass", "pass", "pass"))
    state.push(SuitCall(Suit.CUPS))  # the King of cups, held by another seat
    partner = state.partner
    assert partner not in (None, 0)
    for seat in (partner, next(s for s in range(1, 5) if s != partner)):
        weigher = DealWeigher(observe(state, seat))
        # The true deal (the caller holds the Ace and Three of coins) and one in which
        # they are exchanged with two cards of another hidden hand.
        true = sim_from_state(state)
        other = next(s for s in range(1, 5) if s != seat)
        swapped = sim_from_state(state)
        strong = [c for c in swapped.hands[0] if Card(c).suit == Suit.CUPS]
        weak = [c for c in swapped.hands[other] if Card(c).suit != Suit.CUPS][:2]
        assert len(strong) == len(weak) == 2
        for a, b in zip(strong, weak, strict=True):
            swapped.hands[0][swapped.hands[0].index(a)] = b
            swapped.hands[other][swapped.hands[other].index(b)] = a
        assert weigher.weight(true) > 2 * weigher.weight(swapped)
    assert DealWeigher(observe(state, 0)).call_need == 0


def test_medium_contests_the_auction_with_a_hand_worth_it() -> None:
    # Four top coins and two side Aces: past the first five calls it goes on down to
    # the 7 (of coins, which it lacks), as a club player would.
    strong = "AD 3D KD QD 6D AC 3C AS"
    assert medium_call(strong, ("A", "3", "K", "Q", "J")) == Bid(Rank.SEVEN)
    # A fair hand opens, but gives up once the calls go deep.
    fair = "AD KD 7D 3C 5S 6B 2C 4S"
    assert medium_call(fair) != PASS
    assert medium_call(fair, ("A", "3", "K", "Q", "J")) == PASS
    # Nothing worth a contract: it passes at once.
    assert medium_call(WEAK) == PASS
    assert medium_call(WEAK, ("A", "pass", "pass", "pass", "pass")) == PASS


def test_medium_calls_points_with_a_very_strong_hand() -> None:
    deep = ("A", "3", "K", "Q", "J", "7", "6", "5", "4", "2")
    assert medium_call("AD 3D KD QD JD 7D 6D AC", deep) == Bid(Rank.TWO, 62)
    assert medium_call("AD 3D KD QD JD 7D 6D AC", (*deep[:-2], "2", "2:70")).target == 71
    assert medium_call("AD KD 7D 3C 5S 6B 2C 4S", deep) == PASS


def test_five_medium_players_contest_the_auction() -> None:
    """Over 30 seeded deals five Medium players make more than two calls an auction (1.9
    on these deals before issue 41) and throw few deals in."""
    calls = thrown = 0
    for deal in range(30):
        state = GameState.deal(RULES, random.Random(4100 + deal))
        players = [make_player("medium", seed=deal * 10 + s) for s in range(5)]
        while state.bidding:
            seat = state.current_player()
            state.push(call_choice(players[seat], observe(state, seat)))
        calls += sum(1 for bid in state.auction if not bid.is_pass)
        thrown += state.thrown_in
    assert calls / 30 > 2.0 and thrown <= 3, (calls, thrown)
