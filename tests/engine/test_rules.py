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


def test_double_is_offered_to_two_players_only() -> None:
    from briscola_qt.engine.rules import TABLE_VARIANTS, variants_for

    assert variants_for(2) == TABLE_VARIANTS
    for players in (3, 4, 6):
        assert Variant.DOUBLE not in variants_for(players)
        assert set(variants_for(players)) == set(TABLE_VARIANTS) - {Variant.DOUBLE}


def test_chiamata_is_the_five_player_game_and_only_it() -> None:
    from briscola_qt.engine.rules import variants_for

    assert variants_for(5) == (Variant.CHIAMATA,)
    assert all(Variant.CHIAMATA not in variants_for(n) for n in (2, 3, 4, 6))
    for players, variant in ((5, "classic"), (4, "chiamata"), (2, "chiamata")):
        with pytest.raises(RulesError, match="chiamata"):
            Rules(players, variant)
    rules = Rules(5, "chiamata", caller_leads=True)
    assert (rules.hand_size, rules.tricks, rules.sides, rules.draw_rounds) == (8, 8, 5, 0)
    assert not rules.has_trump and rules.auction
    assert Rules.from_dict(rules.to_dict()) == rules
    for option in ("signals", "two_swap", "tie_break_last_trick"):
        with pytest.raises(RulesError):
            Rules(5, "chiamata", **{option: True})
    with pytest.raises(RulesError, match="chiamata"):
        Rules(2, "classic", caller_leads=True)


def test_options_for_a_table_agree_with_what_rules_accept() -> None:
    from briscola_qt.engine.rules import TABLE_SIZES, options_for, variants_for

    for players in (*TABLE_SIZES, 5):
        for variant in variants_for(players):
            allowed = options_for(players, variant)
            for name in ("signals", "tie_break_last_trick", "two_swap", "caller_leads"):
                try:
                    Rules(players, variant, **{name: True})
                except RulesError:
                    assert name not in allowed, (players, variant, name)
                else:
                    assert name in allowed, (players, variant, name)
    assert options_for(4, Variant.CLASSIC) == ("signals", "tie_break_last_trick", "two_swap")
    assert options_for(2, Variant.BRISCOLONE) == ("tie_break_last_trick",)


def test_normalised_rules_leave_out_the_options_that_do_not_apply() -> None:
    everything = {"signals": True, "tie_break_last_trick": True, "two_swap": True}
    assert Rules.normalised(2, Variant.CLASSIC, **everything) == Rules(
        2, "classic", tie_break_last_trick=True, two_swap=True
    )
    assert Rules.normalised(4, Variant.BRISCOLONE, **everything) == Rules(
        4, "briscolone", signals=True, tie_break_last_trick=True
    )
    assert Rules.normalised(6, Variant.SCOPERTA, **everything) == Rules(
        6, "scoperta", True, True, True
    )
    with pytest.raises(RulesError, match="double variant is for two players"):
        Rules.normalised(4, Variant.DOUBLE)


def test_the_largest_hand_is_max_hand_size() -> None:
    """The table's keys 1 to MAX_HAND_SIZE reach every card of the largest hand."""
    from briscola_qt.engine.rules import (
        CHIAMATA_PLAYERS,
        MAX_HAND_SIZE,
        TABLE_SIZES,
        Rules,
        variants_for,
    )

    sizes = [
        Rules(players=players, variant=variant).hand_size
        for players in (*TABLE_SIZES, CHIAMATA_PLAYERS)
        for variant in variants_for(players)
    ]
    assert max(sizes) == MAX_HAND_SIZE
