"""The card tracker counts what is still out from the player's own view, and a practice
game is the learner's table: face up without a question, a hint at every turn, the
tracker shown, and all of it kept through a save."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.review.tracker import tracked
from briscola_qt.engine.cards import POINTS, RANK_OF, SUIT_OF, Rank
from briscola_qt.engine.observation import observe
from briscola_qt.engine.rules import Rules, Variant
from briscola_qt.engine.state import GameState

from ..conftest import choices
from ..history.test_resume import open_window
from ..table.test_table import TIMEOUT, ready
from ..text.test_italian_walk import italian  # noqa: F401  (a fixture)
from .test_coach import your_turn


def test_what_is_out_is_neither_played_nor_in_your_hand() -> None:
    for players, variant in ((2, Variant.CLASSIC), (3, Variant.CLASSIC), (4, Variant.CLASSIC)):
        rules = Rules(players=players, variant=variant)
        rng = random.Random(players)
        state = GameState.deal(rules, rng)
        for _ in range(rng.randrange(3, 12)):
            state.push(rng.choice(state.legal_cards()))
        obs = observe(state, 0)
        found = tracked(obs)
        seen = set(obs.played_cards()) | set(obs.hand)
        out = [c for c in rules.full_deck() if c not in seen]
        assert set(found.aces) == {c for c in out if RANK_OF[c] == Rank.ACE}
        assert set(found.threes) == {c for c in out if RANK_OF[c] == Rank.THREE}
        assert obs.trump is not None
        assert set(found.trumps) == {c for c in out if SUIT_OF[c] == obs.trump}
        won = sum(state.points)
        assert found.points_to_win == 120 - won
        assert found.points_in_hand == sum(POINTS[c] for c in obs.hand)
        assert found.points_out == sum(POINTS[c] for c in out)
        on_table = sum(POINTS[c] for _, c in obs.trick)
        assert found.points_in_hand + found.points_out + on_table == found.points_to_win


def test_in_chiamata_the_points_are_read_against_the_callers_target() -> None:
    from briscola_qt.engine.chiamata import Bid, SuitCall

    for seed in range(12):
        rules = Rules(5, "chiamata")
        rng = random.Random(seed)
        state = GameState.deal(rules, rng)
        assert tracked(observe(state, 0)).caller is None, "no caller during the auction"
        while state.bidding:
            actions = state.legal_actions()
            calls = [a for a in actions if isinstance(a, Bid) and not a.is_pass]
            # (a few points targets too: the first call may be a 2 that others outbid)
            if isinstance(actions[0], SuitCall):
                state.push(rng.choice(actions))
            else:
                state.push(rng.choice(calls) if calls and rng.random() < 0.4 else actions[0])
        if state.is_terminal():
            continue  # (thrown in)
        caller, target = state.caller, state.standing_bid.target
        for _ in range(rng.randrange(5, 40)):
            if state.is_terminal():
                break
            state.push(rng.choice(state.legal_cards()))
            for seat in range(5):
                found = tracked(observe(state, seat))
                assert found.caller == caller and found.target == target
                won = [t for t in state.history if t.winner == caller]
                assert found.caller_points == sum(t.points for t in won)
                knows = observe(state, seat).partner is not None
                if knows:
                    assert found.side_points == state.side_points()[0]
                    assert found.still_needed == max(0, target - state.side_points()[0])
                else:
                    assert found.side_points is None and found.still_needed is None


def test_briscolone_has_no_trumps_to_track() -> None:
    state = GameState.deal(Rules(players=2, variant=Variant.BRISCOLONE), random.Random(1))
    found = tracked(observe(state, 0))
    assert not found.has_trump and found.trumps == () and found.briscola is None


def test_the_tracker_is_shown_from_the_view_menu_and_reads_the_table(
    qtbot: Any, window: Any
) -> None:
    window.start(choices(players=2), seed=4)
    your_turn(qtbot, window)
    tracker = window.tracker
    assert not tracker.isVisible() and not window.menus.tracker_action.isChecked()
    window.menus.tracker_action.trigger()
    assert tracker.isVisible() and window.settings.tracker
    panel = tracker.panel
    obs = window.controller.human_observation()
    found = tracked(obs)
    # The turned-up briscola (a Three, this deal) is in sight: its points are said apart
    # from those not yet seen, which had counted them (a newcomer's playtest).
    assert found.briscola is not None and POINTS[found.briscola] == 10
    on_table = found.points_to_win - found.points_in_hand - found.points_out
    assert panel.points.text() == (
        f"{found.points_to_win}: {found.points_in_hand} in your hand, {on_table} on the"
        f" table, 10 turned up, {found.points_out - 10} not yet seen"
    )
    # Not yet played: the cards out, and the player's own, named as theirs (a learner
    # holding a Three did not find it under "Threes not yet played").
    own_trumps = [c for c in found.in_hand if SUIT_OF[c] == obs.trump]
    own_aces = [c for c in found.in_hand if RANK_OF[c] == Rank.ACE]
    assert own_trumps and own_aces  # (this deal's hand)
    trumps_named = panel.trumps.text()
    assert trumps_named.startswith(f"{len(found.trumps) + len(own_trumps)}: ")
    for card in found.trumps:
        assert panel.names.rank(RANK_OF[card]) in trumps_named
    for card in own_trumps:
        assert f"{panel.names.rank(RANK_OF[card])} (in your hand)" in trumps_named
    for card in found.aces:
        assert panel.names.suit(SUIT_OF[card]) in panel.aces.text()
    for card in own_aces:
        assert f"{panel.names.suit(SUIT_OF[card])} (in your hand)" in panel.aces.text()
    # Playing on keeps it current.
    controller = window.controller
    controller.play_card(int(controller.snapshot().legal[0]))
    qtbot.waitUntil(lambda: tracked(controller.human_observation()) != found, timeout=TIMEOUT)
    again = tracked(controller.human_observation())
    assert panel.points.text().startswith(f"{again.points_to_win}: ")
    on_table = sum(POINTS[c] for _, c in controller.human_observation().trick)
    assert f"{on_table} on the table" in panel.points.text(), "the parts add up"
    # Every heading shows whole in a narrow panel (the Italian one was cut: playtest).
    assert all(heading.wordWrap() for heading in panel.headings)
    window.menus.tracker_action.trigger()
    assert not tracker.isVisible() and not window.settings.tracker
    # Hidden, it waits; shown again, it reads the table as it is now.
    for _ in range(2):
        your_turn(qtbot, window)
        controller.play_card(int(controller.snapshot().legal[0]))
    your_turn(qtbot, window)
    stale = [line.text() for line in panel.lines]
    window.menus.tracker_action.trigger()
    shown = [line.text() for line in panel.lines]
    panel.refresh()
    assert shown == [line.text() for line in panel.lines] != stale


def test_in_the_pause_after_a_trick_the_tracker_reads_the_hand_and_trick_on_the_felt(
    qtbot: Any, window: Any
) -> None:
    """The engine draws as a trick ends; until the player goes on, they see their hand
    before the draw and the trick on the felt. The tracker had read the hand after the
    draw: it told the card about to be drawn (an Ace left the Aces still to play, its
    points were "in your hand": a newcomer's playtest) and counted the trick as won."""
    window.start(choices(players=2), seed=4)
    window.menus.tracker_action.trigger()
    panel, controller = window.tracker.panel, window.controller
    pauses = 0
    while pauses < 8:
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        snapshot = controller.snapshot()
        if controller.phase != Phase.TRICK_DONE:
            controller.play_card(int(snapshot.legal[0]))
            continue
        hand = snapshot.hands[snapshot.human]
        assert snapshot.table.stock_count > 0 and len(hand) == 2  # (before the draw)
        words = panel.points.text()
        assert f"{sum(POINTS[c] for c in hand)} in your hand" in words
        assert f"{sum(POINTS[c] for _, c in snapshot.table.trick)} on the table" in words
        played = {c for trick in snapshot.history for c in trick.cards}
        for card in snapshot.rules.full_deck():
            if RANK_OF[card] == Rank.ACE and card not in played and card not in hand:
                assert panel.names.suit(SUIT_OF[card]) in panel.aces.text()
        pauses += 1
        controller.continue_trick()


def test_a_practice_game_is_face_up_hinted_and_tracked_and_saved_so(
    qtbot: Any, settings: Any
) -> None:
    window = open_window(qtbot, settings)
    window.start(choices(players=2, practice=True), seed=8)
    assert window.settings.face_up and window.controller.face_up, "face up, no question"
    assert window.tracker.isVisible() and not window.menus.tracker_action.isEnabled()
    your_turn(qtbot, window)
    qtbot.waitUntil(lambda: window.scene.notice() is not None, timeout=TIMEOUT)
    assert window.scene.pointed_card() in [int(c) for c in window.controller.snapshot().legal]
    assert window.coach.hints_used
    # The next turn is hinted too, without asking.
    controller = window.controller
    controller.play_card(window.scene.pointed_card())
    assert window.scene.notice() is None
    your_turn(qtbot, window)
    qtbot.waitUntil(lambda: window.scene.notice() is not None, timeout=TIMEOUT)
    table = window.table_setting()
    assert table.practice and table.hints_used and table.face_up
    window.close()
    again = open_window(qtbot, settings)
    again.resume_or_start(choices(players=2))
    assert again.controller.choices.practice and again.coach.hints_used
    assert again.controller.face_up and again.tracker.isVisible()
    # A game that is not practice hides the tracker again (the player's setting is off).
    again.start(choices(players=2), seed=9)
    assert not again.tracker.isVisible() and again.menus.tracker_action.isEnabled()
    assert not again.controller.face_up
    assert again.controller.phase != Phase.MATCH_OVER


def test_the_chiamata_tracker_reads_the_callers_side_against_its_target(
    qtbot: Any, window: Any
) -> None:
    from ..table.test_trick_visible import answer_the_auction, speaks

    window.menus.tracker_action.trigger()
    window.start(choices(players=5, variant="chiamata"), seed=3)
    controller, panel = window.controller, window.tracker.panel
    qtbot.waitUntil(lambda: speaks(controller), timeout=TIMEOUT)
    assert not panel.target.isVisible(), "no target while the auction lasts"
    # No trump yet, but one to come: not "no trump suit in this game" (playtest).
    assert panel.trumps.text() == "named by the caller once the auction is won"
    said = []
    while controller.phase not in (Phase.DEAL_OVER, Phase.MATCH_OVER):
        qtbot.waitUntil(lambda: speaks(controller) or ready(controller), timeout=TIMEOUT)
        if speaks(controller):
            answer_the_auction(controller)
            continue
        state, view = controller.state, controller.snapshot().chiamata
        if view is not None and view.caller is not None and not state.is_terminal():
            assert panel.target_heading.isVisible() and panel.target.isVisible()
            target = state.standing_bid.target
            text = panel.target.text()
            # (a trick waiting on the felt to be gathered is not taken yet: as the scores)
            pending = controller.snapshot().table.trick_complete
            gathered = state.history[:-1] if pending else state.history
            if view.partner is not None:
                side = sum(t.points for t in gathered if t.winner in (view.caller, view.partner))
                assert text.startswith(f"{side} of {target}: "), text
                needed = target - side
                if 0 < needed <= 120 - sum(t.points for t in gathered):
                    assert text.endswith(f"needs {needed} more"), text
            else:
                caller = sum(t.points for t in gathered if t.winner == view.caller)
                assert text.startswith(f"{caller} of {target}: ") and "not known yet" in text
            said.append(text)
        if controller.can_continue():
            controller.continue_trick()
        elif controller.snapshot().legal:
            controller.play_card(controller.snapshot().legal[0])
    assert any("not known yet" in s for s in said) or view.partner == controller.human
    assert any("not known yet" not in s for s in said), "the side once the partner is known"


@pytest.mark.parametrize("language", ["en", "it"])
def test_while_the_deck_waits_for_its_cut_the_tracker_says_what_it_will_count(
    qtbot: Any, settings: Any, request: pytest.FixtureRequest, language: str
) -> None:
    """During the cut the tracker showed its four headings over nothing (issue 41)."""
    from ..history.test_fair_table import cut_with

    if language == "it":
        request.getfixturevalue("italian")
    window = open_window(qtbot, settings)
    window.start(choices(players=2))  # (a fair deal: the cut comes first)
    window.menus.tracker_action.trigger()  # (View > Card tracker, as the next deal's cut has it)
    assert window.controller.phase == Phase.CUTTING and window.tracker.isVisible()
    panel = window.tracker.panel

    def shown() -> list[str]:
        return [label.text() for label in panel.findChildren(QLabel) if label.isVisible()]

    waiting = {
        "en": "The cards are counted once they are dealt.",
        "it": "Le carte si contano dopo la distribuzione.",
    }
    assert shown() == [waiting[language]]
    cut_with(qtbot, window, None)
    qtbot.waitUntil(lambda: window.controller.phase != Phase.CUTTING, timeout=TIMEOUT)
    lines = shown()
    assert waiting[language] not in lines and len(lines) == 8, lines
    assert all(line for line in lines), "each heading over its line"
    window.controller.stop()


def test_with_hands_face_up_the_tracker_names_the_cards_it_sees_in_other_hands(
    qtbot: Any, window: Any
) -> None:
    window.start(choices(players=4, practice=True), seed=11)
    controller = window.controller
    your_turn(qtbot, window)
    snapshot = controller.snapshot()
    assert snapshot.face_up
    panel = window.tracker.panel
    names = window.card_names
    held = {
        card: controller.seat_name(seat)
        for seat, hand in enumerate(snapshot.hands)
        if seat != snapshot.human
        for card in hand
    }
    assert held and None not in held, "every other hand is open"
    trump = controller.human_observation().trump
    assert trump is not None
    lines = {Rank.ACE: panel.aces.text(), Rank.THREE: panel.threes.text()}
    named = 0
    for card, holder in held.items():
        if RANK_OF[card] in lines:
            said = f"{names.suit(SUIT_OF[card])} (in {holder}'s hand)"
            assert said in lines[RANK_OF[card]], lines
            named += 1
        if SUIT_OF[card] == trump:
            assert f"{names.rank(RANK_OF[card])} (in {holder}'s hand)" in panel.trumps.text()
            named += 1
    assert named, "the seed deals an Ace, a Three or a trump to another hand"
    # The points in the open hands are seen: apart from those not yet seen.
    seen = sum(POINTS[c] for c in held)
    found = tracked(controller.human_observation())
    points = panel.points.text()
    assert f"{seen} in the open hands" in points, points
    assert f"{found.points_out - seen} not yet seen" in points, points
