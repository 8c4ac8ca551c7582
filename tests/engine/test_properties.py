"""Property tests (hypothesis): any deal, any sequence of legal moves, any undo."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from briscola_qt.engine import ALL_CARDS, GameState, Rules, Suit, trick_winner_index
from briscola_qt.engine.cards import POINTS, RANK_OF, SUIT_OF
from briscola_qt.engine.record import loads, record_of, replay

rules_strategy = st.sampled_from(
    [
        Rules(),
        Rules(players=3),
        Rules(players=4, signals=True),
        Rules(players=6),
        Rules(variant="briscolone"),
        Rules(variant="double", two_swap=True),
        Rules(variant="scoperta", tie_break_last_trick=True),
        Rules(5, "chiamata"),
        Rules(5, "chiamata", caller_leads=True),
    ]
)


@st.composite
def deals(draw: st.DrawFn) -> GameState:
    rules = draw(rules_strategy)
    deck = draw(st.permutations(rules.full_deck()))
    if rules.players == 3:
        two = draw(st.sampled_from([c for c in deck if RANK_OF[c] == 9]))
        deck = [c for c in deck if c != two]
    return GameState(rules, deck)


@settings(max_examples=150, deadline=None)
@given(deals(), st.randoms(use_true_random=False))
def test_any_legal_game_scores_120_and_replays_from_its_record(
    state: GameState, rng: object
) -> None:
    import random

    assert isinstance(rng, random.Random)
    while not state.is_terminal():
        state.push(rng.choice(state.legal_actions()))
    outcome = state.outcome()
    assert outcome is not None and sum(outcome.points) == (0 if outcome.thrown_in else 120)
    assert outcome.scores is None or sum(outcome.scores) == 0
    again = replay(loads(record_of(state).to_json()))
    assert again.key() == state.key()


@settings(max_examples=150, deadline=None)
@given(deals(), st.data())
def test_undo_of_any_prefix_restores_the_state(state: GameState, data: st.DataObject) -> None:
    keys = [state.key()]
    steps = data.draw(st.integers(min_value=0, max_value=state.rules.deck_size))
    for _ in range(steps):
        if state.is_terminal():
            break
        state.push(data.draw(st.sampled_from(state.legal_actions())))
        keys.append(state.key())
    back = data.draw(st.integers(min_value=0, max_value=len(keys) - 1))
    for _ in range(back):
        state.pop()
    assert state.key() == keys[len(keys) - 1 - back]


cards = st.sampled_from(ALL_CARDS)


@given(st.lists(cards, min_size=2, max_size=6, unique=True), st.sampled_from([None, *Suit]))
def test_trick_winner_is_the_highest_trump_else_the_highest_of_the_suit_led(
    trick: list[int], trump: Suit | None
) -> None:
    winner = trick[trick_winner_index(trick, trump)]
    trumps = [c for c in trick if SUIT_OF[c] == trump]
    if trumps:
        assert winner == min(trumps, key=lambda c: RANK_OF[c])
    else:
        led = [c for c in trick if SUIT_OF[c] == SUIT_OF[trick[0]]]
        assert winner == min(led, key=lambda c: RANK_OF[c])
    assert sum(POINTS[c] for c in trick) >= POINTS[winner]
