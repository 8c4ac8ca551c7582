"""Rules and match rules: the variant, match length and draw handling are enums whose
strings are those of the records and saved matches."""

from __future__ import annotations

import json

import pytest

from briscola_qt.engine import (
    DrawHandling,
    GameState,
    MatchLength,
    MatchRules,
    Rules,
    RulesError,
    Variant,
)
from briscola_qt.engine.match import Match
from briscola_qt.engine.record import loads, record_of


def test_a_variant_given_as_its_string_is_kept_as_the_enum() -> None:
    rules = Rules(4, "scoperta")
    assert rules.variant is Variant.SCOPERTA
    assert rules == Rules(4, Variant.SCOPERTA) and hash(rules) == hash(Rules(4, Variant.SCOPERTA))
    assert rules.variant == "scoperta" and str(rules.variant) == "scoperta"


def test_rules_json_holds_plain_strings() -> None:
    data = Rules(2, Variant.DOUBLE, two_swap=True).to_dict()
    assert data == {"players": 2, "variant": "double", "two_swap": True}
    assert type(data["variant"]) is str
    assert json.dumps(data) == '{"players": 2, "variant": "double", "two_swap": true}'
    assert Rules.from_dict(data).variant is Variant.DOUBLE


def test_a_record_reads_back_the_enum_and_writes_the_same_text() -> None:
    state = GameState.deal(Rules(3, "briscolone"), seed=5)
    text = record_of(state).to_json()
    assert '"variant": "briscolone"' in text
    record = loads(text)
    assert record.rules.variant is Variant.BRISCOLONE
    assert record.to_json() == text


@pytest.mark.parametrize("bad", ["Classic", "tressette", 3, None])
def test_an_unknown_variant_is_a_rules_error(bad: object) -> None:
    with pytest.raises(RulesError, match="unknown variant"):
        Rules(2, bad)  # type: ignore[arg-type]


def test_match_length_and_draws_are_enums_with_the_saved_strings() -> None:
    rules = MatchRules(length="first_to", target=4, draws="replay")
    assert rules.length is MatchLength.FIRST_TO and rules.draws is DrawHandling.REPLAY
    assert rules.to_dict() == {
        "length": "first_to",
        "target": 4,
        "draws": "replay",
        "margin": False,
    }
    assert all(type(v) is not MatchLength for v in rules.to_dict().values())
    match = Match(Rules(), rules, seed=3)
    again = Match.from_dict(json.loads(json.dumps(match.to_dict())))
    assert again.match_rules == rules and again.match_rules.length is MatchLength.FIRST_TO
    with pytest.raises(RulesError, match="draws must be"):
        MatchRules(draws="again")


def test_no_trump_is_none_and_a_trump_is_the_briscola_suit() -> None:
    from briscola_qt.engine import Suit
    from briscola_qt.engine.observation import observe

    briscolone = GameState.deal(Rules(4, "briscolone"), seed=2)
    assert briscolone.briscola is None and briscolone.trump is None
    assert observe(briscolone, 1).trump is None
    classic = GameState.deal(Rules(), seed=2)
    assert classic.briscola is not None
    assert type(classic.trump) is Suit and classic.trump == classic.briscola.suit
    assert observe(classic, 0).trump is classic.trump
