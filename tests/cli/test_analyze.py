"""``briscola-arena analyze``: the analysis of records of every ruleset, in words and as
``briscola-analysis/1`` JSON, the same one-line errors as ``verify``, and progress bars
only on a terminal."""

from __future__ import annotations

import io
import json
from dataclasses import replace
from pathlib import Path

import pytest

from briscola_qt.ai.judge import Judgement, Option
from briscola_qt.analysis.model import LABEL_NAMES, Amount, Analysis, SeatSummary
from briscola_qt.analysis.review import decision_of
from briscola_qt.analysis.words import analysis_text
from briscola_qt.arena import cli, main
from briscola_qt.engine.cards import Card
from briscola_qt.engine.rules import Rules

from ..analysis.helpers import random_record
from ..history.played import CHEAP

RULESETS = [
    Rules(2),
    Rules(2, "scoperta"),
    Rules(2, "briscolone"),
    Rules(2, "double"),
    Rules(2, two_swap=True, tie_break_last_trick=True),
    Rules(3),
    Rules(4, signals=True),
    Rules(4, "briscolone"),
    Rules(6),
]


def write(tmp_path: Path, data: object, name: str = "game.json") -> str:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return str(path)


@pytest.mark.slow
@pytest.mark.parametrize("rules", RULESETS, ids=lambda r: "-".join(map(str, r.to_dict().values())))
def test_analyze_judges_every_decision_of_a_record(
    rules: Rules,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # What is asked here is the command's whole answer (every decision, every seat, the
    # luck), not the judge's quality: --quick stands for the tests' cheaper judge, a tenth
    # of its work. Big tables: part of a deal (an unfinished record is a record too).
    monkeypatch.setattr(cli, "QUICK", CHEAP)
    record = random_record(rules, 3, plays=None if rules.players <= 3 else 2 * rules.players + 2)
    assert main(["analyze", "--quick", "--json", write(tmp_path, record.to_dict())]) == 0
    out, err = capsys.readouterr()
    assert err == ""  # no progress bar: standard error is not a terminal
    analysis = json.loads(out)
    assert analysis["format"] == "briscola-analysis/1"
    assert analysis["rules"] == rules.to_dict()
    plays = [str(card) for card in record.plays]
    decided = [d["play"] for d in analysis["decisions"] if d["play"] is not None]
    assert decided == sorted(decided) and len(decided) >= len(plays) // 2
    for decision in analysis["decisions"]:
        if decision["play"] is None:  # the two-of-trump swap, before the first lead
            assert decision["card"] in ("swap", "keep") and rules.two_swap
            continue
        assert decision["card"] == plays[decision["play"]]
        assert {o["card"] for o in decision["options"]} >= {decision["card"], decision["best"]}
        assert decision["loss"]["win"] >= 0 and decision["loss"]["points"] >= 0
    assert [s["seat"] for s in analysis["summary"]] == list(range(rules.players))
    assert any(e["event"] == "deal" for e in analysis["luck"])


def test_analyze_in_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cli, "QUICK", CHEAP)  # the words, not the judge's quality
    record = random_record(Rules(2), 4)
    assert main(["analyze", "--quick", write(tmp_path, record.to_dict())]) == 0
    out = capsys.readouterr().out
    assert out.startswith("2 players, classic: ")
    assert "Seat 0: accuracy " in out and "Seat 1: accuracy " in out
    assert "blunder" in out  # random play


def test_analyze_counts_agree_with_their_nouns() -> None:
    seat = SeatSummary(0, 1, Amount(30.0, 0.5), dict.fromkeys(LABEL_NAMES, 1), Amount(0, 0), 50.0)
    many = replace(seat, seat=1, decisions=2, labels=dict.fromkeys(LABEL_NAMES, 2))
    analysis = Analysis(Rules(2), "quick", (), (), (seat, many))
    text = analysis_text(analysis)
    assert "0 decisions judged (quick strength), 0 chance events." in text
    assert "Seat 0: accuracy 50.0 over 1 decision; " in text
    assert "; 1 inaccuracy, 1 mistake, 1 blunder; " in text
    assert "Seat 1: accuracy 50.0 over 2 decisions; " in text
    assert "; 2 inaccuracies, 2 mistakes, 2 blunders; " in text


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        ("", "is empty"),
        ("{", "not valid JSON"),
        ({"format": "briscola-record/1", "rules": {"players": 2, "variant": "classic"}}, "deck"),
        ("plays", "plays[1]: seat 1 does not hold"),
    ],
)
def test_analyze_rejects_a_bad_record_in_one_line_with_exit_2(
    data: object, problem: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    if data == "plays":
        record = random_record(Rules(2), 1).to_dict()
        record["plays"][1] = record["plays"][0]
        record.pop("result")
        data = record
    assert main(["analyze", write(tmp_path, data)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and err.startswith("briscola-arena: bad record: ")
    assert problem in err


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_shows_on_a_terminal_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(cli, "QUICK", CHEAP)  # the bar, not the judge's quality
    path = write(tmp_path, random_record(Rules(2), 2, plays=6).to_dict())
    terminal = Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    assert main(["analyze", "--quick", "--json", path]) == 0
    assert "analysing" in terminal.getvalue() and "/7 " in terminal.getvalue()
    assert json.loads(capsys.readouterr().out)["format"] == "briscola-analysis/1"


def test_a_match_shows_its_progress_on_a_terminal(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    terminal = Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    assert main(["match", "--players", "random", "random", "--deals", "3", "--json"]) == 0
    assert "playing" in terminal.getvalue() and "/3 " in terminal.getvalue()
    assert json.loads(capsys.readouterr().out)["games"] == 3


def test_analyze_says_a_lost_chance_from_before_to_after_and_a_decided_deal_in_points() -> None:
    best, other = Card.parse("7D"), Card.parse("AS")

    def judged(wins: tuple[float, float], points: tuple[float, float]) -> Judgement:
        options = (Option(best, points[0], wins[0]), Option(other, points[1], wins[1]))
        return Judgement(options, best, known=False, deals=64)

    blunder = decision_of(9, 0, other, judged((0.72, 0.21), (62.0, 47.0)))
    wasted = decision_of(31, 0, other, judged((0.0, 0.0), (50.0, 39.0)))
    summary = SeatSummary.of(0, [blunder, wasted], [])
    text = analysis_text(Analysis(Rules(2), "quick", (blunder, wasted), (), (summary, summary)))
    assert "play 9, seat 0: AS, the judge prefers 7D: blunder (win chance from 72% to 21%; " in text
    assert "play 31, seat 0: AS, the judge prefers 7D: mistake (the deal was decided" in text
    assert "% more" not in text
    assert "lost 51 points of win chance and 26.0 card points;" in text  # (percentage points)


def test_analyze_says_luck_with_a_true_minus_and_a_singular_point() -> None:
    """The command line said "luck -1 points of win chance"."""
    seat = SeatSummary(0, 1, Amount(0, 0), dict.fromkeys(LABEL_NAMES, 0), Amount(-0.4, -0.01), 90)
    other = replace(seat, seat=1, luck=Amount(2.5, 0.12))
    text = analysis_text(Analysis(Rules(2), "quick", (), (), (seat, other)))
    assert "luck −1 point of win chance, −0.4 card points." in text
    assert "luck +12 points of win chance, +2.5 card points." in text
    assert "-1" not in text
