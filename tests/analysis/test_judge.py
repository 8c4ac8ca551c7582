"""The judge of one position (``ai/judge.py``): exact where nothing is hidden, losses
that make sense, the same answer every time, and hints that are its best card."""

from __future__ import annotations

import random

import pytest

from briscola_qt.ai.hint import hint
from briscola_qt.ai.judge import QUICK, judge, judge_swap
from briscola_qt.ai.search import hidden_count
from briscola_qt.analysis import Analysis, analyse
from briscola_qt.engine.observation import observe
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import KEEP, SWAP, GameState

from ..engine.helpers import deal_with
from ..history.played import CHEAP
from .helpers import minimax, random_record

KNOWN_TABLES = [
    Rules(2),
    Rules(2, "double"),
    Rules(2, "briscolone"),
    Rules(2, "scoperta"),
    Rules(3, "scoperta"),
    Rules(4, "scoperta"),
    Rules(6, "scoperta"),
]
"""Every table where a seat comes to know everything with a choice left to make (with
hidden hands, three or more players never do before their last, forced, card)."""


def known_positions(rules: Rules, count: int) -> list[GameState]:
    """Random positions after the stock is gone, with a choice to make and nothing
    hidden from the seat to play (six players: from the second-last trick, so the
    brute force stays quick)."""
    found: list[GameState] = []
    rng = random.Random(f"{rules.players} {rules.variant}")
    skip = rules.players if rules.players == 6 else 0
    while len(found) < count:
        state = GameState.deal(rules, rng)
        while state.stock_count:
            state.push(rng.choice(state.legal_cards()))
        for _ in range(rng.randrange(skip, skip + rules.players + 1)):
            state.push(rng.choice(state.legal_cards()))
        view = observe(state, state.current_player())
        if len(view.legal_cards()) > 1 and hidden_count(view) == 0:
            found.append(state)
    return found


@pytest.mark.parametrize("rules", KNOWN_TABLES, ids=lambda r: f"{r.players}p-{r.variant}")
def test_known_values_are_the_brute_force_minimax(rules: Rules) -> None:
    for state in known_positions(rules, 3):
        seat = state.current_player()
        side = rules.side_of(seat)
        judged = judge(observe(state, seat), QUICK)
        assert judged.known
        for option in judged.options:
            state.push(option.card)
            exact = minimax(state, side)
            state.pop()
            assert option.points == exact
            if rules.sides == 2:
                assert option.win == (1.0 if exact >= 61 else 0.5 if exact == 60 else 0.0)
            else:  # three players: the two others play against us (docs/analysis-format.md)
                assert option.win == (1.0 if exact > 40 else 0.5 if exact == 40 else 0.0)
        assert judged.option(judged.best).points == max(o.points for o in judged.options)


@pytest.fixture(scope="module")
def random_games() -> list[Analysis]:
    """Quick analyses of three deals of random play (which errs at every size)."""
    return [analyse(random_record(Rules(2), seed), QUICK) for seed in range(3)]


@pytest.mark.slow
def test_loss_is_zero_for_the_best_card_and_never_negative(random_games: list[Analysis]) -> None:
    checked = 0
    for analysis in random_games:
        for decision in analysis.decisions:
            judged_best = next(o for o in decision.options if o.card == decision.best)
            for option in decision.options:
                loss_points = max(0.0, judged_best.points - option.points)
                loss_win = max(0.0, judged_best.win - option.win)
                assert loss_points >= 0.0 and loss_win >= 0.0
            assert decision.loss.points >= 0.0 and decision.loss.win >= 0.0
            if decision.card == decision.best:
                assert (decision.loss.points, decision.loss.win, decision.label) == (0, 0, None)
            checked += 1
    assert checked > 100


def test_a_bad_play_is_labelled_by_the_win_chance_it_loses(random_games: list[Analysis]) -> None:
    labels = {d.label: d.loss.win for analysis in random_games for d in analysis.decisions}
    assert {"inaccuracy", "mistake", "blunder"} <= set(labels)  # random play errs
    assert 0.05 <= labels["inaccuracy"] < 0.10 <= labels["mistake"] < 0.20 <= labels["blunder"]


def test_the_same_record_gives_the_same_analysis(random_games: list[Analysis]) -> None:
    # The fixture's first deal was analysed before its other two: analysed again after
    # them and a four-player deal (judged by another budget, its own caches and streams),
    # it must come out the same (nothing carries over).
    analyse(random_record(Rules(4), 6, plays=8), CHEAP)
    assert analyse(random_record(Rules(2), 0), QUICK).to_dict() == random_games[0].to_dict()


def test_hints_are_legal_and_the_judges_best_as_in_the_review(
    random_games: list[Analysis],
) -> None:
    # The first 24 plays of the fixture's first deal (its review is already made).
    record = random_record(Rules(2), 0)
    analysis = random_games[0]
    state = GameState(record.rules, record.deck)
    decisions = {d.play: d for d in analysis.decisions}
    for play, card in enumerate(record.plays[:24]):
        view = observe(state, state.current_player())
        if play in decisions:
            found = hint(view, strength=QUICK)
            judged = judge(view, QUICK)
            assert found.card in view.legal_cards()
            assert found.card == judged.best == decisions[play].best
            assert found.judgement == judged
        state.push(card)


def test_swapping_the_two_for_a_trump_ace_is_judged_best() -> None:
    rules = Rules(2, two_swap=True)
    state = deal_with([["2D", "5C", "4S"], ["6B", "7C", "JS"]], "AD", rules)
    assert state.swap_pending and state.current_player() == 0
    judged = judge_swap(observe(state, 0), QUICK)
    swap, keep = judged.options
    assert (swap.card, keep.card, judged.best) == (SWAP, KEEP, SWAP)
    assert swap.win > keep.win + 0.05 and swap.points > keep.points + 3
    assert judged.loss(KEEP).win == swap.win - keep.win
