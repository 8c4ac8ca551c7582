"""``GameState.clone()`` gives an independent deal: pushing or popping one of the two
never changes the other, in every variant and table size (hypothesis)."""

from __future__ import annotations

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from briscola_qt.engine import GameState, Rules, RulesError
from briscola_qt.engine.cards import RANK_OF
from briscola_qt.engine.observation import observe
from briscola_qt.engine.rules import CHIAMATA_PLAYERS, TABLE_SIZES, TABLE_VARIANTS, VARIANTS

EVERY_TABLE = (*TABLE_SIZES, CHIAMATA_PLAYERS)


def _every_ruleset() -> list[Rules]:
    out = []
    for players, variant, signals, tie_break, two_swap, caller_leads in product(
        EVERY_TABLE, VARIANTS, (False, True), (False, True), (False, True), (False, True)
    ):
        try:
            out.append(Rules(players, variant, signals, tie_break, two_swap, caller_leads))
        except RulesError:
            continue
    return out


EVERY_RULESET = _every_ruleset()


@st.composite
def deals(draw: st.DrawFn) -> GameState:
    rules = draw(st.sampled_from(EVERY_RULESET))
    deck = draw(st.permutations(rules.full_deck()))
    if rules.players == 3:
        two = draw(st.sampled_from([c for c in deck if RANK_OF[c] == 9]))
        deck = [c for c in deck if c != two]
    return GameState(rules, deck)


def observable(state: GameState) -> tuple[object, ...]:
    """Everything one can read of a state, every seat's observation included."""
    seats = range(state.rules.players)
    return (
        state.key(),
        state.trump,
        state.swapped_briscola,
        state.swap_pending,
        state.current_player(),
        tuple(state.legal_actions()),
        tuple(state.last_draw()),
        state.trick_winner(),
        state.outcome(),
        state.partner,
        state.caller,
        tuple(state.stock),
        tuple(tuple(state.hand(s)) for s in seats),
        tuple(observe(state, s, face_up=True) for s in seats),
    )


def test_every_table_size_and_variant_is_covered() -> None:
    assert {(r.players, r.variant) for r in EVERY_RULESET} == {
        (p, v) for p in TABLE_SIZES for v in TABLE_VARIANTS if v != "double" or p == 2
    } | {(5, "chiamata")}
    assert Rules(5, "chiamata", caller_leads=True) in EVERY_RULESET


@settings(max_examples=100, deadline=None)
@given(deals(), st.data())
def test_a_clone_and_its_original_never_share_a_change(
    state: GameState, data: st.DataObject
) -> None:
    # Play to a random point, remembering what the state looked like after each action.
    seen = [observable(state)]
    for _ in range(data.draw(st.integers(0, len(state.rules.full_deck())), label="before")):
        if state.is_terminal():
            break
        state.push(data.draw(st.sampled_from(state.legal_actions())))
        seen.append(observable(state))
    clone = state.clone()
    assert observable(clone) == seen[-1]
    changed, kept = data.draw(st.sampled_from([(state, clone), (clone, state)]), label="changed")
    # Push and pop the changed one any number of times, undo past the clone point included.
    for _ in range(data.draw(st.integers(0, 60), label="steps")):
        can_pop = bool(changed.actions) and (changed.deck is not None)
        if can_pop and (changed.is_terminal() or data.draw(st.booleans(), label="pop")):
            changed.pop()
        elif not changed.is_terminal():
            changed.push(data.draw(st.sampled_from(changed.legal_actions())))
        assert observable(kept) == seen[-1]
    # The one left alone still takes back every action, back to the deal.
    for expected in reversed(seen[:-1]):
        kept.pop()
        assert observable(kept) == expected
