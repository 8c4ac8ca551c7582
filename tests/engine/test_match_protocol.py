"""Both kinds of match answer one protocol (``BaseMatch``): their sides, scores, who leads
or won, each participant's result, their length, finishing a deal and reading them back;
a points call and the targets, each said once; what a seat knows of the sides."""

from __future__ import annotations

import json
import random

import pytest

from briscola_qt.engine import Card, GameState, Rank, Rules, Suit
from briscola_qt.engine.cards import MAJORITY, TOTAL_POINTS
from briscola_qt.engine.chiamata import (
    LOWEST_POINTS_CALL,
    MAX_TARGET,
    PASS,
    PLAIN_TARGET,
    Bid,
    SuitCall,
)
from briscola_qt.engine.chiamata_match import MATCH_DEALS, ChiamataMatch, ChiamataResult
from briscola_qt.engine.match import BaseMatch, Match, MatchResult, MatchRules
from briscola_qt.engine.matches import new_match, read_match
from briscola_qt.engine.observation import observe
from briscola_qt.engine.outcome import Outcome
from briscola_qt.engine.rules import TABLE_SIZES

CHIAMATA = Rules(5, "chiamata")
THROWN_IN = ChiamataResult(None, None, (0, 0), None, (0,) * 5)


def every_match() -> list[BaseMatch]:
    """A match of every table size and kind, as the table makes them."""
    plain = [new_match(Rules(players=n), MatchRules(), 5, seed=n) for n in TABLE_SIZES]
    return plain + [new_match(CHIAMATA, MatchRules(), deals, deals) for deals in MATCH_DEALS]


def test_a_new_match_is_the_kind_its_rules_play() -> None:
    best_of_3 = MatchRules(length="best_of_3")
    assert new_match(Rules(players=4), best_of_3, 10, 7) == Match(Rules(4), best_of_3, seed=7)
    assert new_match(CHIAMATA, best_of_3, 10, 7) == ChiamataMatch(CHIAMATA, 10, seed=7)


def played(state: GameState, rng: random.Random) -> GameState:
    while not state.is_terminal():
        legal = state.legal_actions()
        # (chiamata: pass often enough that calls end, and sometimes all pass)
        state.push(PASS if PASS in legal and rng.random() < 0.6 else rng.choice(legal))
    return state


def chiamata_over(*scores: tuple[int, ...]) -> ChiamataMatch:
    """A five-deal chiamata match whose deals scored ``scores`` (the rest thrown in)."""
    match = ChiamataMatch(CHIAMATA, 5)
    for score in scores:
        caller, partner = score.index(max(score)), score.index(sorted(score)[-2])
        match.results.append(ChiamataResult(caller, partner, (70, 50), 0, score))
    match.results.extend([THROWN_IN] * (5 - len(scores)))
    match.deal_number = 5
    return match


@pytest.mark.parametrize(
    "match", every_match(), ids=lambda m: f"{type(m).__name__}-{m.participants}"
)
def test_every_match_plays_to_its_end_through_the_protocol(match: BaseMatch) -> None:
    rng = random.Random(match.participants)
    fresh = match.restarted()
    while not match.is_over():
        assert match.result_for(0) is None and match.winner() is None
        state = match.deal()
        with pytest.raises(ValueError):
            match.finish_deal(state)
        match.finish_deal(played(state, rng))
        assert len(match.scores()) == match.sides
        assert match.deals_played == match.deal_number == len(match.results)
    assert match.restarted() == fresh and fresh.deals_played == 0
    leaders = match.leaders()
    results = [match.result_for(p) for p in range(match.participants)]
    for p, result in enumerate(results):
        side = match.side_of_participant(p)
        expected = (
            MatchResult.LOST
            if side not in leaders
            else MatchResult.WON
            if len(leaders) == 1
            else MatchResult.SHARED
        )
        assert result == expected
    assert (match.winner() is None) == (len(leaders) > 1)
    if match.fixed_deals is not None:
        assert match.deals_played == match.fixed_deals
    again = read_match(json.loads(json.dumps(match.to_dict())))
    assert type(again) is type(match) and again == match


@pytest.mark.parametrize("players", TABLE_SIZES)
def test_a_plain_match_scores_teams_or_participants(players: int) -> None:
    rules = Rules(players=players)
    match = Match(rules)
    assert match.fixed_deals is None
    assert match.sides == (2 if rules.team_game else players)
    assert [match.side_of_participant(p) for p in range(players)] == list(rules.seat_sides)
    for deal in range(players):
        # Whoever sits at a side's seats in a deal, the match side is theirs.
        for deal_side in range(rules.sides):
            seat = rules.seats_of(deal_side)[0]
            participant = match.participant_at(seat, deal)
            assert match.match_side(deal_side, deal) == match.side_of_participant(participant)


def test_chiamata_scores_each_participant_and_lasts_its_deals() -> None:
    for deals in MATCH_DEALS:
        match = ChiamataMatch(CHIAMATA, deals)
        assert match.fixed_deals == deals and match.sides == 5
    match = ChiamataMatch(CHIAMATA)
    assert [match.side_of_participant(p) for p in range(5)] == list(range(5))
    assert [match.match_side(seat, 2) for seat in range(5)] == [2, 3, 4, 0, 1]


def test_a_plain_match_won_drawn_and_lost() -> None:
    won = Match(Rules(players=4))
    won.score_outcome(Outcome((70, 50), 0))
    assert won.winner() == 0 and won.leaders() == [0]
    assert [won.result_for(p) for p in range(4)] == ["won", "lost", "won", "lost"]
    drawn = Match(Rules())
    drawn.score_outcome(Outcome((60, 60), None))
    assert drawn.winner() is None and drawn.leaders() == [0, 1]
    assert [drawn.result_for(p) for p in range(2)] == [MatchResult.SHARED] * 2


def test_three_players_level_at_the_top_share_it_and_the_third_lost() -> None:
    match = Match(Rules(players=3), MatchRules(length="best_of_3"))
    # Seat 1 is participant 1 in deal 0 and participant 2 in deal 1; deal 2 is drawn.
    match.score_outcome(Outcome((30, 60, 30), 1))
    match.score_outcome(Outcome((30, 60, 30), 1))
    match.score_outcome(Outcome((40, 40, 40), None))
    assert match.is_over() and match.scores() == [0, 1, 1] and match.winner() is None
    results = [match.result_for(p) for p in range(3)]
    assert results == [MatchResult.LOST, MatchResult.SHARED, MatchResult.SHARED]


def test_chiamata_first_place_alone_or_shared() -> None:
    alone = chiamata_over((2, 1, -1, -1, -1))
    assert alone.winner() == 0 and alone.result_for(0) == MatchResult.WON
    assert [alone.result_for(p) for p in range(1, 5)] == [MatchResult.LOST] * 4
    shared = chiamata_over((2, 1, -1, -1, -1), (-1, -1, 2, 1, -1))
    assert shared.scores() == [1, 0, 1, 0, -2] and shared.leaders() == [0, 2]
    assert shared.winner() is None
    results = [shared.result_for(p) for p in range(5)]
    assert results == ["drawn", "lost", "drawn", "lost", "lost"]
    everyone = chiamata_over()
    assert everyone.leaders() == list(range(5))
    assert {everyone.result_for(p) for p in range(5)} == {MatchResult.SHARED}


def test_chiamata_finishing_a_deal_keeps_its_result_by_participant() -> None:
    match = ChiamataMatch(CHIAMATA, seed=4)
    match.finish_deal(played(match.deal(), random.Random(4)))
    state = played(match.deal(), random.Random(9))
    result = match.finish_deal(state)
    outcome = state.outcome()
    assert outcome is not None and outcome.scores is not None
    assert result.scores == tuple(outcome.scores[match.seat_of(p, 1)] for p in range(5))
    assert match.deals_played == 2 and match.deal_number == 2


@pytest.mark.parametrize("players", TABLE_SIZES)
def test_every_seat_knows_the_sides_of_a_plain_deal(players: int) -> None:
    match = Match(Rules(players=players))
    state = match.deal()
    for seat in range(players):
        assert match.known_sides(state, seat) == match.deal_sides(state)
    assert match.deal_sides(state) == Rules(players=players).seat_sides


def test_chiamata_sides_are_known_by_the_partner_then_by_everyone() -> None:
    match = ChiamataMatch(CHIAMATA, seed=1)
    state = match.deal()
    assert all(match.known_sides(state, seat) is None for seat in range(5))
    for bid in (PASS, PASS, PASS, Bid(Rank.THREE), PASS):
        state.push(bid)
    suit = next(s for s in Suit if Card.of(Rank.THREE, s) not in state.hand(3))
    state.push(SuitCall(suit))
    truth = match.deal_sides(state)
    partner = state.partner
    assert partner is not None and partner != 3
    assert truth == tuple(0 if seat in (3, partner) else 1 for seat in range(5))
    knows = [seat for seat in range(5) if match.known_sides(state, seat) is not None]
    assert knows == [partner]
    assert match.known_sides(state, partner) == truth
    rng = random.Random(2)
    while state.called not in state.plays:
        state.push(rng.choice(state.legal_actions()))
    assert all(match.known_sides(state, seat) == truth for seat in range(5))
    assert observe(state, 0).known_sides() == truth


def test_a_points_call_and_the_targets() -> None:
    assert MAJORITY == 61 and TOTAL_POINTS - MAJORITY < MAJORITY
    assert PLAIN_TARGET == MAJORITY and LOWEST_POINTS_CALL == 62 and MAX_TARGET == 120
    assert not Bid(Rank.TWO).is_points_call and not Bid(Rank.ACE).is_points_call
    assert Bid.parse("2:62").is_points_call and Bid(Rank.TWO, MAX_TARGET).is_points_call
    assert not PASS.is_points_call
    with pytest.raises(ValueError, match="62 to 120"):
        Bid.parse("2:61")
