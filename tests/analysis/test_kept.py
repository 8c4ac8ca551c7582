"""Analyses kept on disk: read back as written, keyed by what the judge reads of the
record, and a broken or foreign file is moved aside, never trusted."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from briscola_qt.analysis import Analysis, Strength, analyse
from briscola_qt.analysis.kept import KeptAnalyses, record_key
from briscola_qt.analysis.model import AnalysisFormatError
from briscola_qt.engine.record import Record
from briscola_qt.engine.rules import Rules, Variant

from .helpers import random_record

LIGHT = Strength("light", 0.002, 2)


@pytest.fixture(scope="module")
def judged() -> tuple[Record, Analysis]:
    record = random_record(Rules(players=2, variant=Variant.CLASSIC, two_swap=True), 5)
    return record, analyse(record, LIGHT)


def test_an_analysis_reads_back_as_it_was_written(judged: tuple[Record, Analysis]) -> None:
    _, analysis = judged
    again = Analysis.from_dict(json.loads(analysis.to_json()))
    assert again.to_dict() == analysis.to_dict()
    assert [d.card for d in again.decisions] == [d.card for d in analysis.decisions]
    assert [d.label for d in again.decisions] == [d.label for d in analysis.decisions]


def test_a_kept_analysis_is_found_by_its_record_and_strength(
    judged: tuple[Record, Analysis], tmp_path: Path
) -> None:
    record, analysis = judged
    kept = KeptAnalyses(tmp_path / "analyses")
    assert kept.get(record, LIGHT.name) is None
    assert kept.put(record, analysis)
    found = kept.get(record, LIGHT.name)
    assert found is not None and found.to_dict() == analysis.to_dict()
    assert kept.get(record, "default") is None, "another judge's strength is not this one"
    with_meta = replace(record, meta={"date": "2026-12-02"})
    assert record_key(with_meta) == record_key(record), "free-form meta is not judged"
    assert kept.get(with_meta, LIGHT.name) is not None
    other = replace(record, plays=record.plays[:-1])
    assert record_key(other) != record_key(record)
    assert kept.get(other, LIGHT.name) is None


def tampered(document: dict[str, Any], change: str) -> dict[str, Any]:
    broken = json.loads(json.dumps(document))
    if change == "format":
        broken["format"] = "briscola-analysis/9"
    elif change == "card":
        broken["decisions"][0]["card"] = "ZZ"
    elif change == "label":
        broken["decisions"][0]["label"] = "catastrophe"
    elif change == "seat":
        broken["decisions"][0]["seat"] = 7
    elif change == "number":
        broken["luck"][0]["points"] = "many"
    elif change == "summary":
        broken["summary"] = broken["summary"][:1]
    elif change == "rules":
        broken["rules"] = {"players": 9, "variant": "classic"}
    elif change == "scoring":  # (kept before labels and accuracy were scored as now)
        del broken["scoring"]
    return broken


@pytest.mark.parametrize(
    "change", ["format", "card", "label", "seat", "number", "summary", "rules", "scoring"]
)
def test_a_broken_document_is_refused_with_a_reason(
    judged: tuple[Record, Analysis], change: str
) -> None:
    _, analysis = judged
    with pytest.raises(AnalysisFormatError) as refused:
        Analysis.from_dict(tampered(analysis.to_dict(), change))
    assert str(refused.value)


def test_a_broken_kept_file_is_moved_aside_and_judged_again(
    judged: tuple[Record, Analysis], tmp_path: Path
) -> None:
    record, analysis = judged
    kept = KeptAnalyses(tmp_path)
    path = kept.path(record, LIGHT.name)
    path.write_text(json.dumps(tampered(analysis.to_dict(), "card")), encoding="utf-8")
    assert kept.get(record, LIGHT.name) is None
    assert not path.exists()
    (aside,) = tmp_path.glob(f"{path.name}.broken-*")
    assert "ZZ" in aside.read_text(encoding="utf-8"), "moved aside, not deleted"
    path.write_bytes(b"\xff\xfe not json")
    assert kept.get(record, LIGHT.name) is None
    assert kept.put(record, analysis) and kept.get(record, LIGHT.name) is not None


def test_an_unwritable_folder_costs_only_the_keeping(
    judged: tuple[Record, Analysis], tmp_path: Path
) -> None:
    record, analysis = judged
    blocker = tmp_path / "analyses"
    blocker.write_text("a file where the folder should be", encoding="utf-8")
    kept = KeptAnalyses(blocker)
    assert kept.put(record, analysis) is False
    assert kept.get(record, LIGHT.name) is None


def test_an_analysis_scored_by_an_earlier_coach_is_judged_again_and_replaced(
    judged: tuple[Record, Analysis], tmp_path: Path
) -> None:
    record, analysis = judged
    kept = KeptAnalyses(tmp_path)
    path = kept.path(record, LIGHT.name)
    path.write_text(json.dumps(tampered(analysis.to_dict(), "scoring")), encoding="utf-8")
    assert kept.get(record, LIGHT.name) is None, "its labels and accuracy are not today's"
    assert list(tmp_path.iterdir()) == [path], "not moved aside as broken"
    assert kept.put(record, analysis) and kept.get(record, LIGHT.name) is not None
