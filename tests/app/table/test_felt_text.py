"""What the felt says, decided without a scene: from a snapshot, a layout and the words."""

from __future__ import annotations

from typing import Any

from briscola_qt.app.game.snapshot import Phase, TableSnapshot
from briscola_qt.app.table.felt_text import FeltText
from briscola_qt.app.table.layout import TableLayout
from briscola_qt.app.text.words import CardNames, FeltWords
from briscola_qt.engine import GameState, Rules
from briscola_qt.engine.match import MatchRules

NAMES = ("You", "Lucia", "Marco", "Giulia", "Paolo", "Rosa")


class Seats:
    def seat_name(self, seat: int) -> str:
        return NAMES[seat]

    def side_name(self, side: int) -> str:
        return ("Your team", "Opponents")[side]

    def match_side_names(self) -> tuple[str, ...]:
        return ("You", "Lucia")


def snapshot_of(
    state: GameState, phase: Phase = Phase.PLAYING, match_rules: MatchRules | None = None
) -> TableSnapshot:
    table = state.table(before_draw=phase == Phase.TRICK_DONE)
    hands = tuple(
        tuple(hand) if seat == 0 else tuple(None for _ in hand)
        for seat, hand in enumerate(table.hands)
    )
    to_move = state.current_player() if phase == Phase.PLAYING else None
    legal = tuple(state.legal_cards()) if to_move == 0 else ()
    return TableSnapshot(
        table=table,
        rules=state.rules,
        human=0,
        hands=hands,
        phase=phase,
        face_up=False,
        to_move=to_move,
        legal=legal,
        history=tuple(state.history),
        last_trick=state.history[-1] if state.history else None,
        match_sides=tuple(range(state.rules.sides)),
        match_scores=tuple(0 for _ in range(state.rules.sides)),
        match_rules=match_rules or MatchRules(),
    )


def felt_text(
    qapp: Any, state: GameState, size: tuple[int, int], match_rules: MatchRules | None = None
) -> FeltText:
    text = FeltText(FeltWords(), CardNames(), Seats())
    rules = state.rules
    layout = TableLayout(
        size[0],
        size[1],
        rules.players,
        0,
        0.62,
        hand_size=rules.hand_size,
        plays_per_trick=rules.plays_per_trick,
    )
    text.show(snapshot_of(state, match_rules=match_rules), layout)
    return text


def test_the_prompt_names_the_keys_in_a_wide_table_and_is_short_in_a_narrow_one(
    qapp: Any,
) -> None:
    state = GameState.deal(Rules(6), 3)
    while state.current_player() != 0:
        state.push(state.legal_cards()[0])
    assert felt_text(qapp, state, (1400, 900)).prompt() == ("Your turn: click a card, or press 1–3")
    assert felt_text(qapp, state, (520, 420)).prompt() == "Your turn"


def test_the_trump_label_is_the_suit_alone_where_the_whole_label_has_no_room(
    qapp: Any,
) -> None:
    state = GameState.deal(Rules(6), 3)
    suit = CardNames().suit(state.trump)
    assert felt_text(qapp, state, (1400, 900)).trump_label() == f"Briscola: {suit}"
    assert felt_text(qapp, state, (420, 420)).trump_label() == "Briscola"


def test_a_thinking_seat_says_so_and_partners_are_named(qapp: Any) -> None:
    state = GameState.deal(Rules(4), 1)
    text = felt_text(qapp, state, (1400, 900))
    text.thinking = 1
    assert text.seat_plate(1) == "Lucia is thinking…"
    assert text.is_seat_to_play(1) and not text.is_seat_to_play(3)
    assert text.seat_plate(2) == "Marco · partner"
    assert text.pile_label(0) is None, "no points said while the piles are empty"


def test_the_running_points_are_said_under_a_pile_only_when_asked(qapp: Any) -> None:
    state = GameState.deal(Rules(2), 8)
    state.push(state.legal_cards()[0])
    state.push(state.legal_cards()[0])
    text = felt_text(qapp, state, (1200, 800))
    side = next(s for s, n in enumerate(state.table().piles) if n)
    assert text.pile_label(side) is None
    text.running_points = True
    assert text.pile_label(side) == f"{state.points[side]} points"


def test_the_last_trick_you_took_is_said_in_lower_case(qapp: Any) -> None:
    """ "won by You" had a capital in the middle of the sentence."""
    for seed in range(50):
        state = GameState.deal(Rules(2), seed)
        state.push(state.legal_cards()[0])
        state.push(state.legal_cards()[0])
        if state.history[-1].winner == 0:
            break
    caption = felt_text(qapp, state, (1200, 800)).last_trick_caption()
    assert caption == "Last trick, won by you · click or press a key to close"


def test_the_scoreboard_tells_the_match_and_says_less_where_hands_are_near(qapp: Any) -> None:
    state = GameState.deal(Rules(2), 3)
    # (a one-deal game says so: it said nothing, unlike every other table; issue 41)
    assert felt_text(qapp, state, (1280, 800)).scoreboard() == "One deal · You 0 – Lucia 0"
    best_of_3 = MatchRules(length="best_of_3")
    wide = felt_text(qapp, state, (1280, 800), best_of_3)
    assert wide.scoreboard() == "Deal 1 · best of three · You 0 – Lucia 0"
    first_to = MatchRules(length="first_to", target=5, margin=True)
    margin = felt_text(qapp, state, (1280, 800), first_to).scoreboard()
    assert margin == "Deal 1 · first to 5 points · You 0 – Lucia 0"
    narrow = felt_text(qapp, state, (560, 420), best_of_3)
    assert narrow.scoreboard() == "Deal 1 · You 0 – Lucia 0", "each score named (issue 41)"


def test_the_scoreboard_names_the_snapshots_match_not_the_one_dealt_next(qapp: Any) -> None:
    """Starting a five-player game from a two-player one, the table painted the old match's
    scores with the new match's five names: the painting's exception ended the program."""
    import dataclasses

    state = GameState.deal(Rules(2), 3)
    text = felt_text(qapp, state, (1280, 800), MatchRules(length="best_of_3"))

    class NextMatch(Seats):
        def match_side_names(self) -> tuple[str, ...]:
            return NAMES[:5]

    text.seats = NextMatch()
    assert text.snapshot is not None
    assert text.scoreboard() is None, "not the two scores under five names"
    text.show(dataclasses.replace(text.snapshot, match_side_names=("You", "Lucia")), text.layout)
    assert text.scoreboard() == "Deal 1 · best of three · You 0 – Lucia 0"


def test_a_teams_pile_is_named_by_its_team(qapp: Any) -> None:
    """At four players the opponents' pile lay beside the partner, told only by colour."""
    state = GameState.deal(Rules(4), 2)
    while not all(state.table().piles):
        state.push(state.legal_cards()[0])
    text = felt_text(qapp, state, (1280, 800))
    own = state.rules.side_of(0)
    assert text.pile_label(own) == "Your team"
    assert text.pile_label(1 - own) == "Opponents"
    text.running_points = True
    points = state.points[1 - own]
    assert text.pile_label(1 - own) == f"Opponents · {points} points"
