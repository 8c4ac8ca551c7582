"""What a learner's playtest found the review said wrong, read as the learner reads it: a
deal already won called "as good as won", an unmarked piece of line just before a drop and
no mark where the judge becomes exact, luck in win chance and card points with opposite
signs side by side with nothing saying why, a costly play called "Good" at a low chance."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QObject, QTranslator, Signal

from briscola_qt.analysis import Analysis, Judgement, Option, Strength, analyse
from briscola_qt.analysis.review import decision_of
from briscola_qt.app.review.dialog import ReviewDialog, ReviewedDeal
from briscola_qt.app.review.graph import WinGraph
from briscola_qt.app.review.steps import deal_steps, settled
from briscola_qt.app.review.words import ReviewWords
from briscola_qt.app.table.cardart import CardArt
from briscola_qt.app.text.words import CardNames
from briscola_qt.assets import translations_dir
from briscola_qt.engine.record import record_of
from briscola_qt.engine.state import GameState

from ... import run_once
from .test_review import LIGHT
from .test_review_graph import judged_deal, line_of, random_deal


class Given(QObject):
    """An analyst that has the deal's analysis already (the review opens on it at once)."""

    progressed = Signal(int, int, int)
    analysed = Signal(int, object)
    stopped = Signal(int, str)

    def __init__(self, found: Analysis) -> None:
        super().__init__()
        self.found = found

    def result(self, deal: int) -> Analysis:
        return self.found

    def running(self) -> None:
        return None


def review_of(qtbot: Any, final: GameState, found: Analysis) -> ReviewDialog:
    names = ("You", "Lucia", "Marco", "Anna", "Piero", "Sara")[: final.rules.players]
    deal = ReviewedDeal(0, final, 0, names, single=True)
    dialog = ReviewDialog(deal, Given(found), CardArt(), CardNames())  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    return dialog


def four_players_judged() -> tuple[GameState, Analysis]:
    """A four-player deal judged hard enough that three plays of seat 0 are labelled
    (judged once in the run: two seconds of CPU)."""
    final = random_deal(4, 5)
    strength = Strength("test", 0.01, 8)
    found = run_once.value(
        f"review learner 4 5 {strength!r}", lambda: analyse(record_of(final), strength)
    )
    return final, found


@pytest.mark.parametrize(("seed", "said"), [(34, "won"), (8, "lost")])
def test_a_deal_the_points_already_decide_is_said_won_not_as_good_as_won(
    qtbot: Any, seed: int, said: str
) -> None:
    """At four players nothing is exact before the last trick, so every play after a side
    passed 60 points was made in a deal "as good as won" (or lost): it was won."""
    final = random_deal(4, seed)
    steps = deal_steps(final)
    found = analyse(record_of(final), LIGHT)
    # (two sides: more than 60 of the 120 points wins; the judge's card not played)
    after = [
        d
        for d in found.decisions
        if d.seat == 0
        and d.play is not None
        and max(steps[d.play].table.points) > 60
        and d.card != d.best
    ]
    assert after, "seat 0 chose after the deal was decided"
    dialog = review_of(qtbot, final, found)
    for decision in after:
        assert decision.play is not None and not decision.known
        assert settled(steps[decision.play].table, 0)
        dialog.go_to(decision.play + 1)
        verdict = dialog.verdict.text()
        assert f"the deal was already {said}, whatever card was played" in verdict, verdict
        row = dialog.plays.item(decision.play + 1).toolTip()
        assert "as good as" not in row and f"already {said}" in row, row
    assert not settled(steps[1].table, 0), "the first trick decides nothing"


def test_a_move_into_a_drop_is_dashed_and_the_first_exact_play_ringed(qtbot: Any) -> None:
    """Before one of the player's plays the line rose or fell with no mark (the quick
    estimate before the turn, the judge's at it), and nothing marked where the judge's
    figures stop being estimates."""
    deal = judged_deal(2, 4)
    final, _, analysis = deal
    line = line_of(deal)
    mine = sorted(
        (d for d in analysis.decisions if d.seat == 0 and d.play is not None),
        key=lambda d: d.play or 0,
    )
    for decision in mine:
        assert decision.play is not None
        x = line.x_of_play(decision.play)
        start = line.drops[decision.play][0]
        moved = abs(start - line.after(x - 1)) >= 0.005
        assert (x in line.switches) == moved, decision
    assert line.switches, "the quick estimate and the judge's differ somewhere"
    known = [d for d in mine if d.known]
    assert known, "two players: the last tricks are worked out exactly"
    assert known[0].play is not None
    assert line.exact == line.x_of_play(known[0].play)
    graph = WinGraph()
    qtbot.addWidget(graph)
    graph.resize(1200, graph.sizeHint().height())
    dashed, ring = ReviewWords().graph_keys()
    graph.set_keys(dashed, ring)
    graph.set_line(line, {}, [])
    for x, (_, start) in line.switches.items():
        assert graph.is_switch(x - 0.5, start)
    assert not graph.is_switch(float(line.exact), line.after(line.exact))
    assert [kind for kind, _, _ in graph.key_rects()] == ["dashed", "ring"]
    image = graph.grab().toImage()
    spot = graph.exact_spot()
    ringed = image.pixelColor(round(spot.x() + 7), round(spot.y()))
    assert ringed.green() > ringed.red() + 40, "the ring is drawn, teal"
    # The review's tooltip and the help say what they are.
    dialog = review_of(qtbot, final, analysis)
    assert dialog.line is not None and dialog.line.exact == line.exact
    assert "works it out exactly" in dialog.graph.tips[line.exact]
    assert dialog.graph.keys == (dashed, ring)


def test_luck_of_opposite_signs_is_said_by_win_chance_and_why(qapp: Any) -> None:
    words = ReviewWords()
    assert words.luck(-0.12, 3.2) == (
        "−12 points of win chance (though +3 card points: more points, fewer wins)"
    )
    assert words.luck(0.07, -2.0) == (
        "+7 points of win chance (though −2 card points: fewer points, more wins)"
    )
    assert words.luck(-0.12, -3.2) == "−12 points of win chance (−3 card points)"
    assert words.luck(0.001, -3.2) == "0 points of win chance (−3 card points)"
    summary = words.summary((0.3, 12.0), 70.0, (-0.2, 4.0))
    assert summary.endswith(
        "luck −20 points of win chance (though +4 card points: more points, fewer wins)"
    ), summary


def test_a_costly_play_at_a_low_chance_is_not_called_good(qtbot: Any) -> None:
    """A Three thrown away at a 4% chance left 2%: "Good", for no card moved the chance by
    5 points; the 12 card points it gave away name it, as in a decided deal."""
    final = random_deal(2, 3)
    found = analyse(record_of(final), LIGHT)
    mine = [d for d in found.decisions if d.seat == 0 and d.play is not None]
    chosen = mine[len(mine) // 2]
    assert chosen.play is not None
    others = [o.card for o in chosen.options if o.card != chosen.card]
    assert others, "a decision has another card"
    judged = Judgement(
        (Option(others[0], 40.0, 0.04), Option(chosen.card, 28.0, 0.02)),
        others[0],
        known=False,
        deals=10,
    )
    costly = decision_of(chosen.play, 0, chosen.card, judged)
    decisions = tuple(costly if d is chosen else d for d in found.decisions)
    made = dataclasses.replace(found, decisions=decisions)
    dialog = review_of(qtbot, final, made)
    row = dialog.plays.item(chosen.play + 1).text()
    assert row.endswith("? Mistake"), row
    assert "Good" not in row
    dialog.go_to(chosen.play + 1)
    said = dialog.verdict.text()
    assert said.startswith("Mistake: you played") and "better by 12 card points" in said, said


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("size", [(800, 560), (1280, 800)])
def test_nothing_of_the_review_is_drawn_over_anything_else(
    qtbot: Any, language: str, size: tuple[int, int]
) -> None:
    """At 800x560 the table of the step was laid over the verdict under it (cards over
    text): every part of the review has its own room, at 800x560 and at 1280x800, in
    English and Italian, with four players' two summaries and three costly plays."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from briscola_qt.app.base import i18n

    final, found = four_players_judged()
    found_in = i18n.install(language)
    try:
        dialog = review_of(qtbot, final, found)
        dialog.resize(*size)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.height() <= size[1]
        parts = [
            dialog.summary,
            dialog.graph,
            dialog.plays,
            dialog.header,
            dialog.view,
            dialog.verdict,
            dialog.costly,
            dialog.show_partner,
            dialog.slider,
        ]
        assert dialog.costly.text().count("<a href") == 3
        boxes = [
            w.geometry().translated(w.parentWidget().mapTo(dialog, w.pos()) - w.pos())
            for w in parts
        ]
        for i, (one, box) in enumerate(zip(parts, boxes, strict=True)):
            for _, other_box in zip(parts[i + 1 :], boxes[i + 1 :], strict=True):
                assert not box.intersects(other_box), (one.objectName(), box, other_box)
        for label in (dialog.summary, dialog.costly):
            assert label.heightForWidth(label.width()) <= label.height(), label.text()
        for row in range(dialog.plays.count()):
            dialog.go_to(row)
            verdict = dialog.verdict
            assert verdict.heightForWidth(verdict.width()) <= verdict.height(), verdict.text()
        assert dialog.view.height() >= dialog.view.minimumHeight()
    finally:
        for translator in found_in:
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(QLocale("en"))


@pytest.mark.parametrize(("players", "whose"), [(2, "your chance"), (4, "your team's chance")])
def test_a_row_says_what_another_players_card_did_to_the_line(
    qtbot: Any, players: int, whose: str
) -> None:
    """A learner's line fell from 47% to 29% at an opponent's Ace; the row of that card said
    only the draw after it (the fall was in the tooltip alone). Every card the line moves a
    whole percentage point at, and that no judgement of the player or the partner speaks
    for, says it (a partner's judged play says its own view's figures: the verdict has room
    for three lines, and the tooltip has the line's)."""
    deal = judged_deal(players, 4 if players == 2 else 6)
    final, steps, analysis = deal
    dialog = review_of(qtbot, final, analysis)
    line = dialog.line
    assert line is not None
    said = 0
    for x, (before, after) in line.moves.items():
        event = line.events[x]
        step = steps[event.step]
        if step.seat == 0 or round(before * 100) == round(after * 100):
            continue
        if event.play in dialog.partner_judged:  # (its verdict is from the partner's view)
            continue
        dialog.go_to(event.step)
        expected = f"This card moved {whose} to win from {round(before * 100)}% to "
        expected += f"{round(after * 100)}%."
        assert expected in dialog.verdict.text(), (x, dialog.verdict.text())
        said += 1
    assert said >= 3, "the other seats' cards move the line"
    # The player's own judged plays keep their verdict, with no such line.
    mine = next(d for d in analysis.decisions if d.seat == 0 and d.play is not None)
    assert mine.play is not None
    dialog.go_to(mine.play + 1)
    assert "This card moved" not in dialog.verdict.text()


def test_card_points_have_one_name_in_italian(qapp: Any) -> None:
    """The summary said "8 punti delle carte" and the row of the same play "8 punti carta in
    media": one unit, two names, in one window."""
    translator = QTranslator()
    assert translator.load(str(translations_dir() / "briscola_it.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        words = ReviewWords()
        said = [words.lost_points(value, False) for value in (0.3, 1, 8)]
        said += [words.card_points(value) for value in (0.3, 1, 8)]
        for text in said:
            assert "delle carte" in text and "punti carta" not in text, text
        assert words.lost_points(8, False) == "8 punti delle carte in media"
    finally:
        QCoreApplication.removeTranslator(translator)
