"""Briscola chiamata (RULES.md "Briscola chiamata"): the auction, the called card, the
hidden partnership, the score of every outcome, matches and records."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from briscola_qt.engine import Card, GameState, IllegalMoveError, Rank, RecordError, Rules, Suit
from briscola_qt.engine.chiamata import PASS, Auction, Bid, SuitCall, deal_scores
from briscola_qt.engine.chiamata_match import ChiamataMatch
from briscola_qt.engine.observation import observe, sample_state
from briscola_qt.engine.record import loads, record_of, replay, verify

RULES = Rules(5, "chiamata")

# Seat i holds the cards of row i; the called card of the worked examples is the 3 of
# coins (3D), held by seat 2.
HANDS = [
    "AD KD QD JD 7D 6D 5D 4D",
    "3C KC QC JC 7C 6C 5C 4C",
    "3D AS KS QS JS 7S 6S 5S",
    "AC 4S 2S AB 3B KB QB JB",
    "2D 2C 3S 7B 6B 5B 4B 2B",
]


def dealt(hands: list[str] = HANDS, rules: Rules = RULES) -> GameState:
    rows = [[Card.parse(c) for c in row.split()] for row in hands]
    deck = [rows[seat][i] for i in range(8) for seat in range(5)]
    return GameState(rules, deck)


def bids(*codes: str) -> list[Bid]:
    return [Bid.parse(code) for code in codes]


def test_an_auction_runs_in_play_order_skipping_who_passed() -> None:
    state = dealt()
    assert state.bidding and state.current_player() == 0
    assert state.legal_actions()[0] == PASS and len(state.legal_actions()) == 11
    for code, seat in zip(("A", "3", "pass", "K", "pass"), range(5), strict=True):
        assert state.current_player() == seat
        state.push(Bid.parse(code))
    # Seat 0 speaks again; seat 2 and seat 4 passed and are skipped.
    assert state.current_player() == 0
    assert [b.code for b in state.legal_actions()] == ["pass", "Q", "J", "7", "6", "5", "4", "2"]
    for code in ("pass", "pass"):  # seats 0 and 1
        state.push(Bid.parse(code))
    assert state.caller == 3 and state.standing_bid == Bid(Rank.KING)
    assert state.current_player() == 3  # names the suit
    assert state.legal_actions() == [SuitCall(s) for s in Suit]
    state.push(SuitCall(Suit.SWORDS))
    assert state.called == Card.parse("KS") and state.trump == Suit.SWORDS
    assert state.partner == 2 and state.caller_side() == (3, 2)
    assert state.current_player() == 0 and not state.bidding  # seat 0 leads


def test_caller_leads_option() -> None:
    state = dealt(rules=Rules(5, "chiamata", caller_leads=True))
    for bid in bids("pass", "pass", "3", "pass", "pass"):
        state.push(bid)
    state.push(SuitCall(Suit.COINS))
    assert state.current_player() == 2 and state.leader == 2
    state.pop()
    assert state.leader == 0 and state.current_player() == 2 and state.called is None


def test_points_calls_follow_a_two_and_each_says_more() -> None:
    auction = Auction(5, bids("A", "2"))
    assert auction.legal_bids()[1:3] == [Bid(Rank.TWO, 62), Bid(Rank.TWO, 63)]
    assert auction.legal_bids()[-1] == Bid(Rank.TWO, 120)
    auction.push(Bid.parse("2:70"))
    with pytest.raises(IllegalMoveError, match="points target must beat 2:70"):
        auction.push(Bid.parse("2:70"))
    with pytest.raises(IllegalMoveError):
        auction.push(Bid.parse("2"))
    with pytest.raises(IllegalMoveError, match="first call is a plain rank"):
        Auction(5).push(Bid.parse("2:80"))
    for code in ("2:61", "2:121", "K:70", "X", "2:7a", "", "passing"):
        with pytest.raises(ValueError):
            Bid.parse(code)
    assert [Bid.parse(c).code for c in ("pass", "A", "2", "2:62", "2:120")] == [
        "pass",
        "A",
        "2",
        "2:62",
        "2:120",
    ]


def test_all_passing_throws_the_deal_in() -> None:
    state = dealt()
    for _ in range(5):
        state.push(PASS)
    assert state.is_terminal() and state.thrown_in and state.legal_actions() == []
    outcome = state.outcome()
    assert outcome is not None and outcome.thrown_in and outcome.winner is None
    assert outcome.scores == (0, 0, 0, 0, 0)
    assert verify(record_of(state).to_json()) == {
        "points": [0, 0],
        "winner": None,
        "tricks": 0,
        "complete": True,
        "caller": None,
        "partner": None,
        "scores": [0, 0, 0, 0, 0],
    }
    with pytest.raises(IllegalMoveError):
        state.push(Card.parse("AD"))


def test_the_last_speaker_may_still_call_after_four_passes() -> None:
    state = dealt()
    for _ in range(4):
        state.push(PASS)
    assert state.current_player() == 4 and not state.is_terminal()
    state.push(Bid.parse("2"))
    assert state.caller == 4 and state.current_player() == 4


def play_out(state: GameState, order: str = "first") -> GameState:
    """Play every seat's first (or last) legal card to the end."""
    while not state.is_terminal():
        legal = state.legal_cards()
        state.push(legal[0] if order == "first" else legal[-1])
    return state


def called_deal(codes: list[str], suit: Suit, hands: list[str] = HANDS) -> GameState:
    state = dealt(hands)
    for bid in bids(*codes):
        state.push(bid)
    state.push(SuitCall(suit))
    return state


@pytest.mark.parametrize(
    ("codes", "suit", "caller", "partner"),
    [
        (["pass", "pass", "pass", "3", "pass"], Suit.COINS, 3, 2),
        (["pass", "pass", "A", "pass", "pass"], Suit.SWORDS, 2, 2),  # calls own AS: alone
        (["pass", "pass", "pass", "2", "2:90", "pass"], Suit.BATONS, 4, 4),
    ],
)
def test_every_outcome_scores_zero_sum_by_side(
    codes: list[str], suit: Suit, caller: int, partner: int
) -> None:
    state = play_out(called_deal(codes, suit))
    assert (state.caller, state.partner) == (caller, partner)
    outcome = state.outcome()
    assert outcome is not None and outcome.scores is not None
    side = {caller, partner}
    taken = sum(state.points[s] for s in side)
    target = state.standing_bid.target if state.standing_bid else 0
    assert outcome.points == (taken, 120 - taken)
    won = taken >= target
    assert outcome.winner == (0 if won else 1)
    sign = 1 if won else -1
    expected = [-sign] * 5
    if partner == caller:
        expected[caller] = 4 * sign
    else:
        expected[caller], expected[partner] = 2 * sign, sign
    assert list(outcome.scores) == expected and sum(outcome.scores) == 0


def test_deal_scores_table() -> None:
    assert deal_scores(5, 0, 3, True) == (2, -1, -1, 1, -1)
    assert deal_scores(5, 0, 3, False) == (-2, 1, 1, -1, 1)
    assert deal_scores(5, 4, 4, True) == (-1, -1, -1, -1, 4)
    assert deal_scores(5, 4, 4, False) == (1, 1, 1, 1, -4)


def test_sixty_all_goes_to_the_defenders() -> None:
    # Find, among seeded deals played out, one whose caller's side took exactly 60.
    rng = random.Random(60)
    for _ in range(3000):
        state = GameState.deal(RULES, rng)
        state.push(Bid.parse("A"))
        for _ in range(4):
            state.push(PASS)
        state.push(SuitCall(Suit(rng.randrange(4))))
        while not state.is_terminal():
            state.push(rng.choice(state.legal_cards()))
        outcome = state.outcome()
        assert outcome is not None
        if outcome.points == (60, 60):
            assert outcome.winner == 1 and outcome.scores is not None
            assert outcome.scores[0] < 0
            return
    pytest.fail("no 60-60 deal in 3,000")


def test_only_the_partner_knows_the_partnership_until_the_called_card_falls() -> None:
    state = called_deal(["pass", "pass", "pass", "3", "pass"], Suit.COINS)
    assert state.partner == 2
    assert [observe(state, s).partner for s in range(5)] == [None, None, 2, None, None]
    assert all(observe(state, s).called == Card.parse("3D") for s in range(5))
    assert all(observe(state, s).trump == Suit.COINS for s in range(5))
    # Seat 0 leads AD, seat 1 plays, seat 2 plays the called 3D: now everyone knows.
    state.push(Card.parse("AD"))
    state.push(Card.parse("3C"))
    assert observe(state, 0).partner is None
    state.push(Card.parse("3D"))
    assert [observe(state, s).partner for s in range(5)] == [2] * 5


def test_a_lone_caller_knows_it_plays_alone_and_nobody_else_does() -> None:
    state = called_deal(["pass", "pass", "A", "pass", "pass"], Suit.SWORDS)
    assert [observe(state, s).partner for s in range(5)] == [None, None, 2, None, None]


def test_sampled_deals_put_the_called_card_where_it_could_be() -> None:
    state = called_deal(["pass", "pass", "pass", "3", "pass"], Suit.COINS)
    rng = random.Random(5)
    obs = observe(state, 0)
    holders = set()
    for _ in range(200):
        sampled = sample_state(obs, rng)
        assert observe(sampled, 0) == obs
        holders.add(sampled.partner)
    assert holders == {1, 2, 3, 4}  # the caller (3) may have called its own card
    for seat in (1, 3, 4):
        assert sample_state(obs, rng, called_holder=seat).partner == seat
    # The partner's own view: the card is in its hand, in every sample.
    partner_view = observe(state, 2)
    assert all(sample_state(partner_view, rng).partner == 2 for _ in range(20))
    with pytest.raises(ValueError):
        sample_state(partner_view, rng, called_holder=1)


def test_an_undone_deal_returns_to_the_auction() -> None:
    state = called_deal(["pass", "pass", "pass", "3", "pass"], Suit.COINS)
    start = dealt().key()
    play_out(state)
    while state.actions:
        state.pop()
    assert state.key() == start


# --- hypothesis: any auction -----------------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, 200), max_size=60))
def test_any_auction_of_legal_calls_keeps_the_rules(choices: list[int]) -> None:
    auction = Auction(5)
    passed: set[int] = set()
    standing: Bid | None = None
    for choice in choices:
        if auction.is_over():
            break
        seat = auction.speaker()
        assert seat is not None and seat not in passed, "a seat that passed never speaks"
        legal = auction.legal_bids()
        bid = legal[choice % len(legal)]
        # Every legal call beats the standing one; a sample of others is refused.
        for other in (Bid(r) for r in Rank):
            if other not in legal:
                with pytest.raises(IllegalMoveError):
                    Auction(5, auction.bids).push(other)
        assert auction.push(bid) == seat
        if bid.is_pass:
            passed.add(seat)
        else:
            if standing is not None:
                assert standing.rank is not None and bid.rank is not None
                assert bid.rank > standing.rank or (
                    bid.rank == standing.rank == Rank.TWO and bid.target > standing.target
                )
            standing = bid
    assert auction.standing == standing
    if auction.is_over():
        assert auction.speaker() is None and auction.legal_bids() == []
        if auction.thrown_in:
            assert standing is None and len(passed) == 5
        else:
            assert len(passed) == 4 and auction.caller not in passed
    # The auction rebuilt from its calls is the same; taking calls back unwinds it.
    again = Auction(5, auction.bids)
    assert (again.standing, again.caller, again.speaker()) == (
        auction.standing,
        auction.caller,
        auction.speaker(),
    )
    while auction.bids:
        auction.pop()
    assert auction.standing is None and auction.speaker() == 0 and not auction.passed


# --- records ---------------------------------------------------------------------------


def chiamata_record() -> dict[str, object]:
    state = play_out(called_deal(["pass", "pass", "pass", "3", "pass"], Suit.COINS))
    data: dict[str, object] = json.loads(record_of(state).to_json())
    return data


def test_a_chiamata_record_round_trips_and_verifies() -> None:
    data = chiamata_record()
    assert data["auction"] == ["pass", "pass", "pass", "3", "pass"]
    assert data["called"] == "3D" and len(data["plays"]) == 40  # type: ignore[arg-type]
    text = json.dumps(data)
    state = replay(loads(text))
    assert replay(loads(record_of(state).to_json())).key() == state.key()
    out = verify(text)
    assert out["caller"] == 3 and out["partner"] == 2 and out["tricks"] == 8 and out["complete"]
    assert sum(out["points"]) == 120 and sum(out["scores"]) == 0
    assert out["winner"] == (0 if out["points"][0] >= 61 else 1)


def test_an_unfinished_chiamata_record_has_no_scores() -> None:
    data = chiamata_record()
    data["plays"] = data["plays"][:7]  # type: ignore[index]
    del data["result"]
    out = verify(json.dumps(data))
    assert out["complete"] is False and out["winner"] is None and out["scores"] is None
    assert out["tricks"] == 1 and out["caller"] == 3 and out["partner"] == 2
    data["plays"], data["auction"] = [], ["A", "pass"]
    del data["called"]
    out = verify(json.dumps(data))
    assert (out["caller"], out["partner"], out["points"]) == (None, None, [0, 0])


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"auction": ["A", "A"]}, "auction[1]: seat 1 calls A, which is not lower than"),
        ({"auction": ["K", "3"]}, "auction[1]: seat 1 calls 3, which is not lower than"),
        (
            {"auction": ["3", "pass", "pass", "pass", "pass", "2"]},
            "auction[5]: 2 is said after the auction ended",
        ),
        ({"auction": ["2", "2:70", "2:65"]}, "auction[2]: seat 2 calls 2:65, but a points"),
        ({"auction": ["2:70"]}, "auction[0]: seat 0 calls 2:70, but the first call is a plain"),
        ({"auction": ["2", "2:130"]}, "auction[1]: a points call says 62 to 120"),
        ({"auction": ["Z"]}, "auction[0]: unknown rank code"),
        ({"called": "KD"}, "called: the called card KD is not of the winning call's rank 3"),
        ({"called": "XX"}, "called: unknown card code"),
        ({"auction": ["3", "pass", "pass"]}, "called: a card is called but the auction is not"),
        ({"auction": ["pass"] * 5}, "called: a card is called but all five passed"),
        ({"called": None}, "plays[0]: a card is played before the called card is named"),
        ({"auction": "A"}, "auction: must be a list"),
        ({"auction": None}, "auction: must be a list"),
    ],
)
def test_a_broken_auction_is_refused_naming_the_call(
    change: dict[str, object], message: str
) -> None:
    data = chiamata_record()
    del data["result"]
    data.update(change)
    if data.get("called") is None:
        data.pop("called", None)
    with pytest.raises(RecordError) as error:
        verify(json.dumps(data))
    assert str(error.value).startswith(message), str(error.value)


def test_play_before_the_auction_ended_and_keys_other_records_lack() -> None:
    data = chiamata_record()
    del data["result"], data["called"]
    data["auction"] = ["A", "pass"]
    with pytest.raises(RecordError, match=r"^plays\[0\]: a card is played before the auction"):
        verify(json.dumps(data))
    del data["auction"]
    with pytest.raises(RecordError, match="missing 'auction'"):
        verify(json.dumps(data))
    classic = json.loads(record_of(GameState.deal(Rules(), 1)).to_json())
    classic["auction"] = []
    with pytest.raises(RecordError, match=r"^auction: only briscola chiamata records"):
        verify(json.dumps(classic))


def test_a_result_that_disagrees_is_refused() -> None:
    data = chiamata_record()
    result = data["result"]
    assert isinstance(result, dict)
    result["winner"] = 1 - result["winner"]
    with pytest.raises(RecordError, match=r"^result: says winner"):
        verify(json.dumps(data))


# --- matches ---------------------------------------------------------------------------


def test_a_match_of_five_deals_moves_the_dealer_and_totals_zero_sum() -> None:
    match = ChiamataMatch(RULES, deals=5, seed=3)
    rng = random.Random(3)
    leaders = []
    while not match.is_over():
        state = match.deal()
        leaders.append(match.participant_at(0))
        while not state.is_terminal():
            legal = state.legal_actions()
            if state.bidding and PASS in legal and rng.random() < 0.7:
                state.push(PASS)
            else:
                state.push(rng.choice(legal))
        result = match.finish_deal(state)
        assert sum(result.scores) == 0
        if result.caller is not None:
            assert result.scores[result.caller] in (2, -2, 4, -4)
    assert leaders == [0, 1, 2, 3, 4]  # everyone's right-hand turn to lead once
    assert sum(match.totals()) == 0 and len(match.results) == 5
    assert match.leaders() == [p for p, t in enumerate(match.totals()) if t == max(match.totals())]
    again = ChiamataMatch.from_dict(json.loads(json.dumps(match.to_dict())))
    assert again == match


def test_a_match_from_outside_data_is_checked() -> None:
    with pytest.raises(ValueError):
        ChiamataMatch(RULES, deals=7)
    with pytest.raises(ValueError):
        ChiamataMatch(Rules(), deals=5)
    good = ChiamataMatch(RULES, deals=5).to_dict()
    good["deal_number"], good["results"] = (
        1,
        [{"caller": 0, "partner": 1, "points": [70, 50], "winner": 0, "scores": [2, 1, -1, -2, 0]}],
    )
    with pytest.raises(RecordError, match="scores do not follow"):
        ChiamataMatch.from_dict(good)
    good["results"][0]["scores"] = [2, 1, -1, -1, -1]  # type: ignore[index]
    assert ChiamataMatch.from_dict(good).totals() == [2, 1, -1, -1, -1]


def test_a_deal_won_match_of_chiamata_is_refused_from_outside_data() -> None:
    from briscola_qt.engine.match import Match

    data = Match(Rules()).to_dict()
    data["rules"] = RULES.to_dict()
    with pytest.raises(RecordError, match="ChiamataMatch"):
        Match.from_dict(data)
