"""The review's graph tells what happened: one line, the player's side's chance from the
player's own view; each of the player's costly plays a drop from just before it to just
after; the deal and the draws marked apart with the player's luck. And the dialog around
it: titled by the match and the date, steady while its rows are selected."""

from __future__ import annotations

import random
from typing import Any

import pytest

from briscola_qt.analysis import Analysis, analyse
from briscola_qt.app.review.graph import LUCK_COLOURS, WinGraph, luck_kind
from briscola_qt.app.review.steps import ChanceLine, Step, chance_line, costliest, deal_steps
from briscola_qt.engine.record import record_of
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState

from ... import run_once
from ..conftest import choices
from .test_review import LIGHT, finish_deal, reviewed

JUDGE = LIGHT.scaled(5)
"""Enough of a judge that random play is labelled, little enough to be quick."""


def judged_deal(players: int, seed: int) -> tuple[GameState, list[Step], Analysis]:
    """A deal of random play, its steps and its analysis (the deal and steps made afresh
    for each caller; the analysis, a frozen value and most of the cost, once a process)."""
    final = random_deal(players, seed)
    return final, deal_steps(final), _judged(players, seed)


def random_deal(players: int, seed: int) -> GameState:
    rng = random.Random(seed)
    final = GameState.deal(Rules(players), seed)
    while not final.is_terminal():
        final.push(rng.choice(final.legal_actions()))
    return final


def _judged(players: int, seed: int) -> Analysis:
    """(Judged once in the run: two to three seconds of CPU.)"""
    return run_once.value(
        f"review graph {players} {seed} {JUDGE!r}",
        lambda: analyse(record_of(random_deal(players, seed)), JUDGE),
    )


@pytest.fixture(scope="module", params=[(2, 4), (4, 6)], ids=["2 players", "4 players"])
def deal(request: Any) -> tuple[GameState, list[Step], Analysis]:
    players, seed = request.param
    return judged_deal(players, seed)


def line_of(deal: tuple[GameState, list[Step], Analysis], seat: int = 0) -> ChanceLine:
    final, steps, analysis = deal
    return chance_line(analysis, steps, seat, final.outcome(), final.deal_sides())


def test_each_of_your_judged_plays_is_a_drop_of_what_it_cost(
    deal: tuple[GameState, list[Step], Analysis],
) -> None:
    _, _, analysis = deal
    line = line_of(deal)
    mine = [d for d in analysis.decisions if d.seat == 0 and d.play is not None]
    assert any(d.label is not None for d in mine), "random play errs"
    for decision in mine:
        assert decision.play is not None
        x = line.x_of_play(decision.play)
        before = [win for at, win in line.points if at == x - 0.5][-1]  # just before the card
        after = next(win for at, win in line.points if at == x)  # just after it
        assert (before, after) == line.drops[decision.play]
        if x not in line.cut:
            assert before - after == pytest.approx(decision.loss.win, abs=1e-9)
        if decision.label is not None and not decision.decided and x not in line.cut:
            assert before - after >= 0.05, "a labelled play is a visible drop"


def test_every_move_of_the_line_is_one_marked_event(
    qtbot: Any, deal: tuple[GameState, list[Step], Analysis]
) -> None:
    """The playtest saw the line climb from 0% to 45% after a blunder, then fall through a
    bad-luck diamond, with nothing on the graph saying why. Every piece of the line is now
    one event's, of the size that event had, and marked: the player's judged play (a drop
    of its loss, from the chance with the judge's best card), a chance event (a step of its
    luck, a diamond), any other card (a move to the player's outlook after it, a triangle);
    the pieces add up from the line's start to the deal's result."""
    from itertools import pairwise

    final, _, analysis = deal
    line = line_of(deal)
    graph = WinGraph()
    qtbot.addWidget(graph)
    graph.set_line(line, {}, [])
    marked = set(graph.moved())
    plays = {e.play: x for x, e in enumerate(line.events) if e.kind == "play"}
    decisions = {d.play: d for d in analysis.decisions if d.seat == 0 and d.play is not None}
    kinds: dict[str, float] = {"play": 0.0, "luck": 0.0, "other": 0.0}
    for (x0, y0), (x1, y1) in pairwise(line.points):
        if x0 == x1:  # a step: the deal or a draw, by its luck
            x = int(x0)
            event = line.events[x]
            assert event.kind in ("deal", "draw") and event.luck is not None, (x, y0, y1)
            assert line.steps[x] == (y0, y1)
            if x not in line.cut:
                assert y1 - y0 == pytest.approx(event.luck.win, abs=1e-9)
            kinds["luck"] += y1 - y0
            continue
        x = int(x1 + 0.5) if x1 % 1 else int(x1)
        event = line.events[x]
        if event.kind == "draw":  # a draw that showed the player nothing does not move it
            assert y0 == y1, x
            continue
        if x1 % 1 or x0 % 1:  # the player's judged play: to best's chance, then its drop
            decision = decisions[event.play]
            best, played = line.drops[event.play]
            if x0 % 1:
                assert (y0, y1) == (best, played)
                if x not in line.cut:
                    assert y0 - y1 == pytest.approx(decision.loss.win, abs=1e-9)
            else:
                assert y1 == best
            kinds["play"] += y1 - y0
            continue
        assert event.play not in decisions, "a judged play has its drop"
        assert line.moves[x] == (y0, y1)
        if abs(y1 - y0) >= 0.005:
            assert x in marked, f"the card at {x} moved the line unmarked"
        kinds["other"] += y1 - y0
    start, end = line.points[0][1], line.points[-1][1]
    assert sum(kinds.values()) == pytest.approx(end - start, abs=1e-9)
    outcome = final.outcome()
    assert outcome is not None
    assert end == (0.5 if outcome.winner is None else float(outcome.winner == 0 % 2))
    assert set(plays) == set(range(len(final.plays)))


def test_the_line_is_the_players_own_view_and_no_other_seats(
    deal: tuple[GameState, list[Step], Analysis],
) -> None:
    """At four players the line went from the player's view to the partner's and back
    (78% -> 22% with only an inaccuracy): only the player's own decisions fix its heights,
    every point lies within 0..100%, left to right."""
    _, _, analysis = deal
    line = line_of(deal)
    xs = [x for x, _ in line.points]
    assert xs == sorted(xs), "left to right"
    assert all(0.0 <= win <= 1.0 for _, win in line.points)
    partner = line_of(deal, 2) if analysis.rules.players == 4 else None
    if partner is not None:
        assert partner.points != line.points


def test_every_chance_event_steps_by_its_luck_and_every_play_drops_by_its_loss(
    deal: tuple[GameState, list[Step], Analysis],
) -> None:
    """The playtest's tooltips said 50%, then a draw with luck -13 points, then 60%: the
    line rose through a bad-luck diamond. Now at every draw the line steps by that draw's
    luck (sign and size, unless cut at 0% or 100%), so the diamond's colour and the line's
    direction agree; at every judged play it drops by what the play lost."""
    _, _, analysis = deal
    line = line_of(deal)
    lucky = [(x, e) for x, e in enumerate(line.events) if e.luck is not None]
    assert lucky, "the player was dealt and drew cards"
    for x, event in lucky:
        assert event.luck is not None
        at = [win for px, win in line.points if px == x]
        before, after = at[0], at[-1]
        assert line.steps[x] == (before, after)
        assert (after - before) * event.luck.win >= 0, (x, before, after, event.luck)
        if 0.0 < before < 1.0 and 0.0 < after < 1.0:
            assert after - before == pytest.approx(event.luck.win, abs=1e-9)
    assert any(abs(e.luck.win) >= 0.05 for _, e in lucky if e.luck is not None)
    for play, (before, after) in line.drops.items():
        x = line.x_of_play(play)
        assert line.at(x - 0.5) == before and line.at(x) == after
        decision = next(d for d in analysis.decisions if d.seat == 0 and d.play == play)
        if x not in line.cut:
            assert before - after == pytest.approx(decision.loss.win, abs=1e-9)


def test_a_draw_against_the_player_is_a_fall_however_the_plays_went() -> None:
    """The playtest's deal, in numbers: the player's play left 50%, a draw with luck -13
    points, then the next play started at 60%. The line falls 13 points at the draw; the
    other 23 points are the opponent's card's."""
    from dataclasses import replace

    from briscola_qt.ai.judge import Amount, Option
    from briscola_qt.analysis import Decision, Luck
    from briscola_qt.engine.cards import Card

    final, steps, analysis = judged_deal(2, 4)
    xs = [s.play for s in steps[1:] if s.seat == 0]
    first, second = xs[8], xs[9]
    card_a, card_b = steps[first + 1].card, steps[second + 1].card
    assert card_a is not None and card_b is not None
    one = Decision(first, 0, card_a, False, (Option(card_a, 0, 0.5),), card_a, Amount(0, 0), None)
    two = Decision(second, 0, card_b, False, (Option(card_b, 0, 0.6),), card_b, Amount(0, 0), None)
    draw_after = next(s.play for s in steps[first + 1 : second + 1] if s.table.trick_complete)
    assert draw_after is not None
    bad = Luck(draw_after, 0, "draw", Card(0), -5.0, -0.13, 30, True)
    made = Analysis(analysis.rules, "test", (one, two), (bad,), analysis.summary)
    line = chance_line(made, steps, 0, final.outcome(), final.deal_sides())
    x = next(i for i, e in enumerate(line.events) if e.kind == "draw" and e.play == draw_after)
    before, after = line.steps[x]
    assert after - before == pytest.approx(-0.13)
    assert line.after(line.x_of_play(first)) == 0.5
    assert line.after(line.x_of_play(second) - 1) == pytest.approx(0.6)
    # Near 0%: a play that left 2%, a draw of -28 points, then 30%. Shared equally, the
    # step would be cut at 0%; the rest goes where the whole fall shows.
    low = replace(one, options=(Option(card_a, 0, 0.02),))
    high = replace(two, options=(Option(card_b, 0, 0.30),))
    worse = replace(bad, win=-0.28)
    made = Analysis(analysis.rules, "test", (low, high), (worse,), analysis.summary)
    line = chance_line(made, steps, 0, final.outcome(), final.deal_sides())
    before, after = line.steps[x]
    assert after - before == pytest.approx(-0.28)
    assert all(0.0 <= win <= 1.0 for _, win in line.points)


def test_the_deal_and_every_draw_are_marked_apart_with_your_luck(
    deal: tuple[GameState, list[Step], Analysis],
) -> None:
    final, _, analysis = deal
    line = line_of(deal)
    rules = final.rules
    draws = [e for e in line.events if e.kind == "draw"]
    assert len(draws) == (40 - rules.players * rules.hand_size) // rules.players
    assert line.events[0].kind == "deal" and line.events[0].luck is not None
    assert line.events[0].luck.seat == 0 and line.events[0].luck.event == "deal"
    mine = {e.play: e for e in analysis.luck if e.seat == 0 and e.event == "draw"}
    assert mine, "the player drew cards"
    assert {e.play: e.luck for e in draws if e.luck is not None} == mine
    for event in draws:  # each right after the trick it follows
        assert event.play is not None
        assert line.events[line.x_of_play(event.play) + 1] is event


def test_the_graph_paints_the_drop_and_the_diamonds(
    qtbot: Any, deal: tuple[GameState, list[Step], Analysis]
) -> None:
    _, _, analysis = deal
    line = line_of(deal)
    graph = WinGraph()
    qtbot.addWidget(graph)
    graph.resize(900, graph.sizeHint().height())
    marks = {d.play: d.label for d in analysis.decisions if d.seat == 0 and d.label}
    graph.set_line(line, {p: m for p, m in marks.items() if p is not None}, [])
    worst = max(line.drops.items(), key=lambda item: item[1][0] - item[1][1])
    play, (before, after) = worst
    x = line.x_of_play(play)
    drop = graph.position(x, after).y() - graph.position(x - 1, before).y()
    assert drop == pytest.approx((before - after) * graph._plot().height())
    image = graph.grab().toImage()
    for x, event in enumerate(line.events):  # each chance event a diamond of its luck
        if event.luck is not None:
            colour = image.pixelColor(graph.diamond_spot(x).toPoint())
            assert colour == LUCK_COLOURS[luck_kind(event.luck.win)], event


def test_a_review_is_titled_by_its_match_and_date(
    qtbot: Any, window: Any, monkeypatch: Any
) -> None:
    """Game > Review the last deal titled it by when it was opened: the deal's own end is
    said, as the history says it."""
    from PySide6.QtCore import QDateTime, QLocale

    from briscola_qt.app.shell import deal_end

    monkeypatch.setattr(deal_end, "now_utc", lambda: "2021-03-04T05:06:00Z")
    dialog = reviewed(qtbot, window)
    title = dialog.windowTitle()
    assert title.startswith("Review · 2 players · Classic · one deal · "), title
    ended = QDateTime.fromSecsSinceEpoch(1614834360)
    assert title.endswith(QLocale().toString(ended, QLocale.FormatType.ShortFormat)), title
    assert "deal 1" not in title
    dialog.reject()
    window.analyst.strength = LIGHT
    window.start(choices(players=2, length="best_of_3"), seed=9)
    finish_deal(qtbot, window)
    second = window.show_review()
    assert second is not dialog
    assert second.windowTitle().startswith("Review of deal 1 · 2 players · Classic · best of")


@pytest.mark.parametrize("size", [(1200, 740), (800, 560)])
def test_selecting_rows_neither_squeezes_the_graph_nor_moves_the_list(
    qtbot: Any, window: Any, size: tuple[int, int]
) -> None:
    """At 1200x740 the graph lost 13 pixels to the list at every long verdict."""
    dialog = reviewed(qtbot, window, players=4, seed=5)
    dialog.resize(*size)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.height() <= size[1], "the dialog still fits the size asked"
    graph, plays = dialog.graph.geometry(), dialog.plays.geometry()
    assert graph.height() >= dialog.graph.sizeHint().height(), "the graph has its room"
    verdicts = 0
    for row in range(dialog.plays.count()):
        dialog.plays.setCurrentRow(row)
        qtbot.wait(5)
        assert dialog.graph.geometry() == graph, f"row {row}"
        assert dialog.plays.geometry() == plays, f"row {row}"
        verdict = dialog.verdict
        assert verdict.heightForWidth(verdict.width()) <= verdict.height(), verdict.text()
        verdicts += bool(verdict.text())
    assert verdicts > 5


def test_the_costliest_plays_are_all_labelled(qtbot: Any, window: Any) -> None:
    dialog = reviewed(qtbot, window)
    assert dialog.analysis is not None
    worst = costliest(dialog.analysis, dialog.deal.human)
    assert all(d.label is not None for d in worst)
    assert "Good:" not in dialog.costly.text()
    for decision in worst:  # each is a link to its play, where the reason is given
        assert decision.play is not None
        assert f'<a href="{decision.play + 1}">' in dialog.costly.text()
        dialog.costly.linkActivated.emit(str(decision.play + 1))
        assert dialog.step == decision.play + 1
        assert dialog.verdict.text().startswith(dialog.words.mark(decision.label or ""))


def test_each_chance_event_tells_its_luck_where_it_happened(qtbot: Any, window: Any) -> None:
    dialog = reviewed(qtbot, window)
    line = dialog.line
    assert line is not None and len(dialog.graph.tips) == len(line.events)
    words = dialog.words
    lucky = [(x, e) for x, e in enumerate(line.events) if e.luck is not None]
    assert lucky and lucky[0][1].kind == "deal"
    for x, event in lucky:
        luck = event.luck
        assert luck is not None
        said = words.luck(luck.win, luck.points)
        assert "points of win chance" in said or "point of win chance" in said
        assert said in dialog.graph.tips[x], "resting the pointer on it"
        dialog.go_to(event.step)
        if event.kind == "deal":
            assert words.deal_luck(luck.win, luck.points) in dialog.verdict.text()
        else:
            card = int(luck.card) if luck.card is not None else None
            assert words.draw_luck(card, luck.win, luck.points) in dialog.verdict.text()
    for play, (before, after) in line.drops.items():  # the player's plays: from, to
        if round(before * 100) != round(after * 100):
            tip = dialog.graph.tips[line.x_of_play(play)]
            assert f"from {round(before * 100)}% to {round(after * 100)}%" in tip
        ahead = round(line.after(line.x_of_play(play) - 1) * 100)
        if ahead != round(before * 100):  # the line's rise to the start of the drop, said
            tip = dialog.graph.tips[line.x_of_play(play)]
            said = f"{round(before * 100)}% with the judge's best card; {ahead}% before your turn"
            assert said in tip, tip
    assert "; ".join(dialog.graph.tips) == dialog.graph.accessibleDescription()


def test_a_kept_deal_and_a_record_file_are_titled_by_their_match_and_date_or_file(
    qtbot: Any, settings: Any, tmp_path: Any
) -> None:
    from ..history.test_history import finish_a_deal, new_window

    window = new_window(qtbot, settings)
    window.analyst.strength = LIGHT
    finish_a_deal(qtbot, window)  # a one-deal match
    history = window.history.show_history()
    history.table.selectRow(0)
    review = window.history.review_kept(history.selected_ids()[0])
    qtbot.addWidget(review)
    title = review.windowTitle()
    assert title.startswith("Review · 2 players · Classic · one deal · "), title
    assert window.show_review().windowTitle() == title, "the same from the Game menu"
    assert "deal 1" not in title and history.shown_rows()[0][0].split(" ")[0] in title
    record, name = window.history.deal_to_save()
    path = tmp_path / name
    assert window.history.save_record(path, record)
    opened = window.history.open_record(path)
    qtbot.addWidget(opened)
    assert opened.windowTitle() == f"Review · 2 players · Classic · {name}"


def test_a_play_is_said_from_before_to_after_and_a_decided_deal_as_sure_as_it_is(
    qapp: Any,
) -> None:
    from briscola_qt.app.review.words import ReviewWords
    from briscola_qt.engine.cards import Card

    words = ReviewWords()
    ace, four = int(Card.parse("AS")), int(Card.parse("4D"))
    blunder = words.judged("blunder", ace, four, 15.0, (0.72, 0.21))
    assert blunder == (
        "Blunder: you played the Ace of swords, and the chance to win went from 72% to 21%; "
        "the Four of coins was better by 15 card points"
    )
    lost = words.judged("inaccuracy", ace, four, 6.0, (0.0, 0.0), decided=True, exact=True)
    assert "the deal was already lost, whatever card was played" in lost
    assert "better by 6 card points" in lost
    likely = words.judged("mistake", ace, four, 11.0, (0.995, 0.99), decided=True, exact=False)
    assert "the deal was as good as won" in likely
    assert words.luck(-0.49, -5.2) == "−49 points of win chance (−5 card points)"


def test_an_equal_card_is_not_called_better_in_either_language(qapp: Any) -> None:
    """The playtest read "better by 0 points" on a play labelled Good (and "migliore di 0
    punti"): a card no better after rounding is as good, and a smaller amount is in card
    points, written out."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from briscola_qt.app.base import i18n
    from briscola_qt.app.review.words import ReviewWords
    from briscola_qt.engine.cards import Card

    ace, four = int(Card.parse("AS")), int(Card.parse("4D"))
    words = ReviewWords()
    same = words.judged("good", ace, four, 0.3, (0.55, 0.552))
    assert same.endswith("the Four of coins was as good"), same
    assert "better" not in same and " 0 " not in same
    chance = words.judged("good", ace, four, 0.2, (0.56, 0.54))
    assert chance.endswith("the Four of coins was better"), chance
    assert words.card_points(0.3) == "less than 1 card point"
    kept = words.swap_judged("good", False, 0.2, (0.61, 0.609))
    assert kept.startswith("Good: you kept the 2 of trump, and the chance to win stayed the same; ")
    assert kept.endswith("swapping it was as good"), kept
    found = i18n.install("it")
    try:
        parlato = ReviewWords().judged("good", ace, four, 0.3, (0.55, 0.552))
    finally:
        for translator in found:
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(QLocale("en"))
    assert "migliore" not in parlato and " 0 " not in parlato, parlato


def test_the_headline_and_the_line_under_it_agree_in_written_out_units(qapp: Any) -> None:
    """ "Your play cost 25 points" was card points while the deal lost 66 points of win
    chance, and "Nothing costly" stood right under "your play cost 11 points"."""
    from briscola_qt.app.review.words import ReviewWords

    words = ReviewWords()
    said = words.summary((0.66, 25.0), 75.2, (-0.08, -3.0))
    assert said.startswith(
        "All your plays cost 66 points of win chance (25 card points); accuracy 75 of 100; "
    ), said
    under = words.nothing_costly((0.11, 4.0))
    assert "Nothing costly" not in under
    assert under.endswith("together they cost 11 points of win chance (4 card points)."), under


def test_a_sum_of_costs_and_an_estimated_loss_are_said_as_what_they_are(qapp: Any) -> None:
    """A learner read "Your plays cost 112 points of win chance" (over 100, nothing saying
    it was a sum) and "better by 1 card point" for a Three thrown away (the judge's mean
    over the deals it dealt): a sum says "all your plays", an estimate "on average", a
    known deal's loss the card points it really lost; in both languages."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from briscola_qt.app.base import i18n
    from briscola_qt.app.review.words import ReviewWords
    from briscola_qt.engine.cards import Card

    three, four = int(Card.parse("3C")), int(Card.parse("4D"))
    words = ReviewWords()
    headline = words.summary((1.12, 40.0), 40.0, (0.0, 0.0))
    assert headline.startswith("All your plays cost 112 points of win chance"), headline
    guessed = words.judged("mistake", three, four, 1.2, (0.5, 0.38), exact=False)
    assert guessed.endswith("better by 1 card point on average"), guessed
    known = words.judged("mistake", three, four, 10.0, (0.5, 0.38), exact=True)
    assert known.endswith("better by 10 card points"), known
    found = i18n.install("it")
    try:
        parlato = ReviewWords()
        somma = parlato.summary((1.12, 40.0), 40.0, (0.0, 0.0))
        stima = parlato.judged("mistake", three, four, 1.2, (0.5, 0.38), exact=False)
    finally:
        for translator in found:
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(QLocale("en"))
    assert somma.startswith("Tutte le tue giocate"), somma
    assert "in media" in stima, stima
