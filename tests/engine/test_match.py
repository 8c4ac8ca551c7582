"""Matches: lengths, draws counted or replayed, margin scoring, the dealer alternating."""

from __future__ import annotations

import re

import pytest

from briscola_qt.engine import Outcome, RecordError, Rules, RulesError
from briscola_qt.engine.match import Match, MatchRules, margin_score


def play(match: Match, *outcomes: tuple[tuple[int, int], int | None]) -> None:
    for points, winner in outcomes:
        match.score_outcome(Outcome(points, winner))


def test_single_deal() -> None:
    match = Match(Rules())
    assert not match.is_over()
    play(match, ((70, 50), 0))
    assert match.is_over() and match.winner() == 0


def test_single_deal_draw_counted_or_replayed() -> None:
    counted = Match(Rules())
    play(counted, ((60, 60), None))
    assert counted.is_over() and counted.winner() is None
    replayed = Match(Rules(), MatchRules(draws="replay"))
    play(replayed, ((60, 60), None))
    assert not replayed.is_over()


def test_the_dealer_alternates_so_the_leader_changes_every_deal() -> None:
    match = Match(Rules())
    assert match.participant_at(0) == 0
    # Deal 0: participant 0 leads and wins as seat 0.
    play(match, ((70, 50), 0))
    assert match.participant_at(0) == 1 and match.seat_of(0) == 1
    # Deal 1: seat 0 (participant 1) wins.
    play(match, ((80, 40), 0))
    assert match.scores() == [1, 1]
    assert match.results[1].points == [40, 80]


def test_best_of_three() -> None:
    match = Match(Rules(), MatchRules(length="best_of_3"))
    play(match, ((70, 50), 0))  # participant 0
    assert not match.is_over()
    play(match, ((50, 70), 1))  # seat 1 = participant 0 in deal 1
    assert match.is_over() and match.winner() == 0


def test_best_of_three_with_counted_draws_can_end_level() -> None:
    match = Match(Rules(), MatchRules(length="best_of_3"))
    play(match, ((70, 50), 0), ((60, 60), None), ((50, 70), 1))
    assert match.scores() == [1, 1] and match.is_over() and match.winner() is None


def test_first_to_n_with_margin_scoring() -> None:
    match = Match(Rules(), MatchRules(length="first_to", target=4, margin=True))
    assert margin_score(61) == 1 and margin_score(91) == 2 and margin_score(120) == 3
    play(match, ((120, 0), 0))
    assert match.scores() == [3, 0] and not match.is_over()
    play(match, ((30, 90), 1))  # participant 0 again, by 90: one point
    assert match.scores() == [4, 0] and match.winner() == 0


def test_team_matches_keep_partners_together() -> None:
    match = Match(Rules(players=4))
    play(match, ((70, 50), 0))  # deal 0: seats 0,2 = participants 0,2 = team 0
    play(match, ((70, 50), 0))  # deal 1: seats 0,2 = participants 1,3 = team 1
    assert match.scores() == [1, 1]


def test_match_round_trips_as_json() -> None:
    match = Match(Rules(players=3), MatchRules(length="first_to", target=3), seed=9)
    play(match, ((50, 40, 30), 0))
    again = Match.from_dict(match.to_dict())
    assert again == match
    assert again.deal().key() == match.deal().key()


def test_bad_match_rules() -> None:
    with pytest.raises(RulesError):
        MatchRules(length="forever")
    with pytest.raises(RulesError):
        MatchRules(length="first_to", target=0)


@pytest.mark.parametrize(
    ("change", "where"),
    [
        ({"seed": "9"}, "match.seed: must be a whole number"),
        ({"deal_number": 5}, "match.results: must list one result per deal played"),
        ({"match_rules": {"length": "single", "colour": 1}}, "unknown match rule 'colour'"),
        ({"match_rules": []}, "match: match rules must be an object"),
        ({"rules": {"players": 7}}, "match: "),
    ],
)
def test_a_match_from_outside_data_is_checked_and_the_error_names_the_part(
    change: dict[str, object], where: str
) -> None:
    data = Match(Rules(), MatchRules(), seed=9).to_dict()
    data.update(change)
    with pytest.raises(RecordError, match=re.escape(where)):
        Match.from_dict(data)


def test_a_result_that_does_not_add_up_is_refused() -> None:
    match = Match(Rules(), MatchRules(length="best_of_3"), seed=9)
    play(match, ((70, 50), 0))
    data = match.to_dict()
    data["results"][0]["points"] = [70, 40]
    with pytest.raises(RecordError, match=r"match.results\[0\].points"):
        Match.from_dict(data)
