"""The deal result: the engine's fast functions (``deal_winner``, ``side_result``,
``contract_made``, ``contract_result``) against RULES.md written out, over every split of
the 120 points, every table and both tie-break settings; and ``Outcome.decide`` and
finished ``GameState`` deals against the same words."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from briscola_qt.engine.chiamata import MAX_TARGET, PLAIN_TARGET
from briscola_qt.engine.outcome import (
    DRAW,
    Outcome,
    contract_made,
    contract_result,
    deal_winner,
    side_result,
)
from briscola_qt.engine.rules import TABLE_SIZES, Rules
from briscola_qt.engine.state import GameState

TOTAL = 120


def rules_says(points: tuple[int, ...], last: int, tie_break: bool) -> int | None:
    """RULES.md in words: two sides (two players, or two teams of four or six): 61 or
    more wins, 60-60 is a draw; three players: the highest total wins, a tie for the
    highest is a draw; with the tie-break option a tie goes to whoever won the last
    trick (among three, if that player is one of the tied)."""
    if len(points) == 2:
        for side in (0, 1):
            if points[side] >= 61:
                return side
        assert points == (60, 60)
        return last if tie_break else None
    ranked = sorted(points, reverse=True)
    if ranked[0] > ranked[1]:
        return points.index(ranked[0])
    tied = [side for side, p in enumerate(points) if p == ranked[0]]
    return last if tie_break and last in tied else None


def splits(sides: int, total: int = TOTAL) -> Iterator[tuple[int, ...]]:
    """Every way to share ``total`` points among ``sides`` sides."""
    if sides == 1:
        yield (total,)
        return
    for first in range(total + 1):
        for rest in splits(sides - 1, total - first):
            yield (first, *rest)


@pytest.mark.parametrize("players", TABLE_SIZES)
@pytest.mark.parametrize("tie_break", [False, True])
def test_every_split_of_the_points_has_the_result_rules_md_gives(
    players: int, tie_break: bool
) -> None:
    rules = Rules(players, tie_break_last_trick=tie_break)
    checked = draws = by_last_trick = 0
    for points in splits(rules.sides):
        best = max(points)
        for last in range(rules.sides):
            expected = rules_says(points, last, tie_break)
            winner = deal_winner(points, last, tie_break)
            assert winner == (DRAW if expected is None else expected), (points, last)
            outcome = Outcome.decide(rules, list(points), last)
            assert outcome.winner == expected and outcome.points == points
            tied = points.count(best) > 1
            assert outcome.decided_by_last_trick == (expected is not None and tied)
            for side in range(rules.sides):
                share = side_result(points, side, last, tie_break)
                if expected is None:
                    assert share == (0.5 if points[side] == best else 0.0)
                else:
                    assert share == (1.0 if side == expected else 0.0)
                assert side_result(points, side, last, tie_break, draw=0.0) == (
                    1.0 if side == expected else 0.0
                )
            checked += 1
            draws += expected is None
            by_last_trick += outcome.decided_by_last_trick
    assert checked == {2: 121, 3: 7381}[rules.sides] * rules.sides
    # With the tie-break only three players draw: the last trick's taker not among the tied.
    assert (draws > 0) == (not tie_break or rules.sides == 3)
    assert (by_last_trick > 0) == tie_break


def test_the_contract_of_every_target_against_every_split() -> None:
    for target in range(PLAIN_TARGET, MAX_TARGET + 1):
        for caller_points in range(TOTAL + 1):
            made = caller_points >= target  # RULES.md: "at least the target"
            assert contract_made(caller_points, target) == made
            assert contract_result(caller_points, target, 0) == (1.0 if made else 0.0)
            assert contract_result(caller_points, target, 1) == (0.0 if made else 1.0)
    # "60-60 with a target of 61 is a win for the defenders."
    assert contract_result(60, PLAIN_TARGET, 1) == 1.0


def _finished(rules: Rules, seed: int) -> GameState:
    rng = random.Random(seed)
    state = GameState.deal(rules, seed)
    while not state.is_terminal():
        state.push(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("players", TABLE_SIZES)
@pytest.mark.parametrize("tie_break", [False, True])
def test_finished_deals_have_the_result_rules_md_gives(players: int, tie_break: bool) -> None:
    rules = Rules(players, tie_break_last_trick=tie_break)
    ties = 0
    for seed in range(1500):
        state = _finished(rules, seed)
        outcome = state.outcome()
        assert outcome is not None
        points = state.points
        last = rules.side_of(state.history[-1].winner)
        assert sum(points) == TOTAL
        assert outcome.winner == rules_says(points, last, tie_break)
        for side in range(rules.sides):
            expected = 1.0 if outcome.winner == side else 0.0
            if outcome.winner is None and points[side] == max(points):
                expected = 0.5
            assert side_result(points, side, last, tie_break) == expected
        ties += points.count(max(points)) > 1
    assert ties >= 5  # real 60-60 deals (three players: ties for the most) were judged


def test_finished_chiamata_deals_go_to_the_caller_at_the_target() -> None:
    rules = Rules(5, "chiamata")
    played = points_calls = 0
    for seed in range(600):
        state = _finished(rules, seed)
        outcome = state.outcome()
        assert outcome is not None
        bid = state.standing_bid
        if state.thrown_in or bid is None:
            continue
        caller_points = state.side_points()[0]
        assert outcome.winner == (0 if caller_points >= bid.target else 1)
        assert outcome.winner == (0 if contract_made(caller_points, bid.target) else 1)
        played += 1
        points_calls += bid.target > PLAIN_TARGET
    assert played > 400 and points_calls > 0
