"""A table that feels alive (issue 28): the deal, the sweep and the end of a deal are
animated at the speed setting ("instant": not at all), a click or key during a flight is
never lost nor lands on another card, and every speed ends a deal with the engine's
scores on the felt."""

from __future__ import annotations

import time
from typing import Any

import pytest
from PySide6.QtCore import Qt

from briscola_qt.app.base import speeds
from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.table.cards import Outline
from briscola_qt.app.table.places import Pile, deal_order

from ..conftest import choices
from .test_table import TIMEOUT, click_card, click_table

HUMAN_LEADS = 11
"""A seed of a game (the human leads its first trick)."""


def deal_time(qtbot: Any, window: Any, speed: str) -> float:
    """Seconds from a new game to the dealt cards at rest."""
    window.settings.speed = speed
    started = time.monotonic()
    with qtbot.waitSignal(window.scene.animationsFinished, timeout=TIMEOUT):
        window.start(choices(), seed=HUMAN_LEADS)
        assert window.scene.is_animating() == (speed != "instant")
    return time.monotonic() - started


@pytest.mark.slow
def test_the_deal_is_animated_at_the_speed_setting_and_instant_skips_it(
    qtbot: Any, window: Any
) -> None:
    # Six cards in turn, a beat, then the briscola flies and is turned up.
    planned = (7 * speeds.DEAL_CARD_MS + 3 * speeds.DEAL_CARD_MS + speeds.TURN_MS) / 1000
    slow = deal_time(qtbot, window, "slow")
    fast = deal_time(qtbot, window, "fast")
    assert slow >= planned * speeds.SPEEDS["slow"] * 0.95
    assert fast >= planned * speeds.SPEEDS["fast"] * 0.95
    assert fast < slow
    deal_time(qtbot, window, "instant")
    assert not window.scene.is_animating()
    assert all(item.isVisible() for item in window.scene.items_by_key.values())


def test_cards_are_dealt_one_to_each_hand_in_turn_and_the_briscola_turned_last(
    qtbot: Any, window: Any
) -> None:
    window.settings.speed = "normal"
    window.start(choices(), seed=HUMAN_LEADS)
    scene, controller = window.scene, window.controller
    order = deal_order(scene.snapshot, controller.state.leader)
    human = controller.human
    seats = [
        key.seat if not isinstance(key, int) else human
        for key in list(order)[:-1]  # (the briscola last)
    ]
    assert seats == [human, 1 - human] * 3
    briscola = scene.items_by_key[int(controller.state.briscola)]
    assert list(order)[-1] == int(controller.state.briscola)
    assert briscola.turn == -1.0, "the briscola flies face down"
    qtbot.waitSignal(scene.animationsFinished, timeout=TIMEOUT).wait()
    assert briscola.turn == 1.0 and briscola.pos() == scene.layout.briscola_position


def finish_a_trick_won_by(qtbot: Any, window: Any, human_wins: bool) -> None:
    """Play (at instant speed) until a finished trick waits for its click."""
    controller = window.controller
    for _ in range(40):
        qtbot.waitUntil(
            lambda: controller.can_continue() or bool(controller.snapshot().legal),
            timeout=TIMEOUT,
        )
        if controller.phase == Phase.TRICK_DONE:
            if (controller.state.history[-1].winner == controller.human) == human_wins:
                return
            click_table(qtbot, window)
            continue
        click_card(qtbot, window, controller.snapshot().legal[0])
    raise AssertionError("no such trick")


def test_the_trick_is_gathered_under_its_winner_then_swept_to_the_pile(
    qtbot: Any, window: Any
) -> None:
    window.start(choices(), seed=3)
    finish_a_trick_won_by(qtbot, window, human_wins=False)
    controller, scene = window.controller, window.scene
    window.settings.speed = "slow"
    won = controller.snapshot().winning_card
    trick = [scene.items_by_key[int(card)] for _, card in controller.snapshot().table.trick]
    winner_item = scene.items_by_key[int(won)]
    at = winner_item.pos()
    pile_had_cards = Pile(1) in scene.items_by_key
    click_table(qtbot, window)
    assert controller.phase == Phase.COLLECTING
    # Gathered, and held there long enough to see who took it.
    factor = speeds.SPEEDS["slow"]
    qtbot.wait(round((speeds.GATHER_MS + 60) * factor))
    assert all(item.pos() == at for item in trick)
    assert winner_item.zValue() > max(i.zValue() for i in trick if i is not winner_item)
    assert winner_item.outline == Outline.WINNER, "the card that took it stays marked"
    if not pile_had_cards:
        assert not scene.items_by_key[Pile(1)].isVisible(), "the pile shows when reached"
    qtbot.waitSignal(scene.animationsFinished, timeout=TIMEOUT).wait()
    assert all(item.scene() is None for item in trick), "the trick left the table"
    assert scene.items_by_key[Pile(1)].isVisible()


def test_a_click_on_a_card_while_the_opponents_card_flies_plays_that_card(
    qtbot: Any, window: Any
) -> None:
    window.start(choices(), seed=3)
    finish_a_trick_won_by(qtbot, window, human_wins=False)
    controller, scene = window.controller, window.scene
    window.settings.speed = "slow"
    window.settings.pace = "brisk"
    click_table(qtbot, window)
    qtbot.waitUntil(lambda: len(controller.state.trick) == 1, timeout=TIMEOUT)
    assert scene.is_animating(), "the computer's card is on its way"
    assert controller.snapshot().legal == (), "the hand is not yet playable"
    card = controller.state.hand(controller.human)[1]
    chosen = scene.items_by_key[int(card)]
    seat, led = controller.state.trick[0]
    flying = scene.items_by_key[int(led)]
    assert flying.is_moving()
    click_card(qtbot, window, card)
    assert flying.pos() == scene.layout.trick_position(seat, 0), "the click ended its flight"
    plays = controller.state.history[-1].plays  # (the card finished the trick)
    assert plays[1] == (controller.human, card), "and played that card"
    assert scene.items_by_key[int(card)] is chosen


def choose_while_the_computer_leads(qtbot: Any, window: Any) -> int:
    """Bring a trick the computer leads, and click a card of the hand while it still
    thinks of its lead: the card clicked."""
    window.start(choices(), seed=3)
    finish_a_trick_won_by(qtbot, window, human_wins=False)
    controller = window.controller
    window.settings.speed = "normal"
    window.settings.pace = "relaxed"
    click_table(qtbot, window)
    card = controller.state.hand(controller.human)[1]
    click_card(qtbot, window, card)  # (the sweep lands at once, the computer thinks)
    assert controller.state.trick == [], "the computer has not led yet"
    assert controller.snapshot().legal == (), "nor may the human play now"
    return int(card)


def test_a_card_chosen_before_the_computer_leads_is_raised_then_played(
    qtbot: Any, window: Any
) -> None:
    card = choose_while_the_computer_leads(qtbot, window)
    controller, scene = window.controller, window.scene
    item = scene.items_by_key[card]
    others = [scene.items_by_key[int(c)] for c in controller.snapshot().own_cards() if c != card]
    qtbot.waitUntil(lambda: item.lift > 0, timeout=TIMEOUT)
    assert item.outline == Outline.FOCUS, "the card chosen shows raised and outlined"
    assert all(other.lift == 0 for other in others)
    qtbot.waitUntil(lambda: controller.phase == Phase.TRICK_DONE, timeout=TIMEOUT)
    plays = controller.state.history[-1].plays
    assert plays[1] == (controller.human, card), "played when its turn came"
    assert scene.notice() is None, "what it said of the card chosen goes with it"


def test_a_card_chosen_ahead_is_forgotten_when_chosen_again_or_a_new_deal_comes(
    qtbot: Any, window: Any
) -> None:
    card = choose_while_the_computer_leads(qtbot, window)
    controller, scene = window.controller, window.scene
    click_card(qtbot, window, card)  # (the same card again: chosen no more)
    assert scene.chosen_card() is None
    click_card(qtbot, window, card)
    assert scene.chosen_card() == card
    window.settings.speed = "instant"
    window.start(choices(), seed=3)
    assert scene.chosen_card() is None
    qtbot.waitUntil(lambda: bool(controller.snapshot().legal), timeout=TIMEOUT)
    assert all(not item.raised for item in scene.items_by_key.values())


def next_trick_at_normal_speed(qtbot: Any, window: Any, human_wins: bool) -> tuple[Any, Any, Any]:
    """A deal (seed 3) to the end of a trick the human wins (or not), then gathered at the
    normal speed, the computer thinking at a relaxed pace; the controller, scene and view."""
    window.start(choices(), seed=3)
    finish_a_trick_won_by(qtbot, window, human_wins=human_wins)
    window.settings.speed = "normal"
    window.settings.pace = "relaxed"
    click_table(qtbot, window)
    return window.controller, window.scene, window.view


def test_a_number_key_before_the_computer_leads_chooses_that_card_ahead(
    qtbot: Any, window: Any
) -> None:
    controller, scene, view = next_trick_at_normal_speed(qtbot, window, human_wins=False)
    own = controller.snapshot().own_cards()
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_3)  # (the sweep lands at once, the computer thinks)
    assert controller.state.trick == [] and scene.chosen_card() == int(own[2])
    # Said over the hand: the card rose and nothing said why (a newcomer's playtest).
    named = scene.card_names.card(own[2], scene.felt_text.french)
    assert scene.notice() == f"At your turn: {named} (choose it again to cancel)"
    qtbot.waitUntil(lambda: scene.items_by_key[int(own[2])].lift > 0, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: controller.phase == Phase.TRICK_DONE, timeout=TIMEOUT)
    assert controller.state.history[-1].plays[1] == (controller.human, own[2])


def test_a_key_after_the_players_own_card_chooses_nothing_for_the_next_trick(
    qtbot: Any, window: Any
) -> None:
    """The player has played to the trick; while the computer answers, 2 is pressed. The
    card was kept through the trick's end and played, unasked, after the next lead (a
    newcomer's playtest): now nothing is chosen, and the next card waits for the player."""
    controller, scene, view = next_trick_at_normal_speed(qtbot, window, human_wins=True)
    qtbot.waitUntil(lambda: bool(controller.snapshot().legal), timeout=TIMEOUT)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_1)  # (the player leads)
    assert controller.state.trick[0][0] == controller.human
    qtbot.keyClick(view, Qt.Key.Key_2)  # (while the computer thinks of its answer)
    assert scene.chosen_card() is None
    qtbot.waitUntil(lambda: controller.phase == Phase.TRICK_DONE, timeout=TIMEOUT)
    click_table(qtbot, window)
    qtbot.waitUntil(lambda: bool(controller.snapshot().legal), timeout=TIMEOUT)
    assert all(seat != controller.human for seat, _ in controller.state.trick)
    assert len(controller.snapshot().own_cards()) == 3


def test_a_click_during_the_deal_plays_the_card_clicked(qtbot: Any, window: Any) -> None:
    window.settings.speed = "slow"
    window.start(choices(), seed=HUMAN_LEADS)
    controller, scene = window.controller, window.scene
    first = controller.state.hand(controller.human)[0]
    # The first card of the hand has landed; the rest of the deal still flies.
    item = scene.items_by_key[int(first)]
    qtbot.waitUntil(lambda: item.isVisible() and not item.is_moving(), timeout=TIMEOUT)
    assert scene.is_animating()
    click_card(qtbot, window, first)
    assert controller.state.trick[0] == (controller.human, first)


def test_keys_during_flights_are_not_lost(qtbot: Any, window: Any) -> None:
    window.start(choices(), seed=3)
    finish_a_trick_won_by(qtbot, window, human_wins=True)
    controller, scene, view = window.controller, window.scene, window.view
    window.settings.speed = "slow"
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert controller.phase == Phase.COLLECTING and scene.is_animating()
    own = controller.snapshot().own_cards()
    qtbot.keyClick(view, Qt.Key.Key_2)
    assert controller.state.trick[0] == (controller.human, own[1]), "2 played the second card"
    # Space while the last card of a trick still flies gathers the trick all the same.
    qtbot.waitUntil(lambda: controller.phase == Phase.TRICK_DONE, timeout=TIMEOUT)
    assert scene.is_animating(), "the computer's answer is on its way"
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert controller.phase in (Phase.COLLECTING, Phase.PLAYING)


def play_deal_ahead(qtbot: Any, window: Any, until: int | None = None) -> None:
    """Play a whole deal as an impatient player: a key as soon as it may be pressed (or
    only its first ``until`` tricks)."""
    controller, view = window.controller, window.view
    view.setFocus()
    deadline = time.monotonic() + TIMEOUT / 1000 * 3
    while controller.phase not in (Phase.DEAL_OVER, Phase.MATCH_OVER):
        if until is not None and len(controller.state.history) >= until:
            return
        assert time.monotonic() < deadline, f"stuck in {controller.phase}"
        state = controller.state
        if controller.phase == Phase.TRICK_DONE or window.scene.is_animating():
            qtbot.keyClick(view, Qt.Key.Key_Space)  # (flying cards land at once)
        if state.current_player() == controller.human and controller.phase == Phase.PLAYING:
            qtbot.keyClick(view, Qt.Key.Key_1)
        qtbot.wait(2)


@pytest.mark.parametrize("speed", list(speeds.SPEEDS))
def test_every_speed_ends_the_deal_with_the_engines_scores_on_the_felt(
    qtbot: Any, window: Any, speed: str
) -> None:
    # The deal's first 16 tricks instantly, its last four (the stock's end, the last
    # trick, the celebration) at the speed under test.
    window.settings.speed = "instant"
    window.settings.pace = "brisk"
    window.start(choices(), seed=HUMAN_LEADS)
    play_deal_ahead(qtbot, window, until=16)
    window.settings.speed = speed
    assert window.tempo.speed == speed
    play_deal_ahead(qtbot, window)
    controller, scene = window.controller, window.scene
    points = controller.state.outcome().points
    assert sum(points) == 120
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=TIMEOUT)
    for side, side_points in enumerate(points):
        label = scene.felt_text.captured_label(side)
        assert label is not None and f"{side_points} points" in label
    celebration = scene.celebration()
    if speed == "instant":
        assert celebration is None, "instant: no celebration"
        return
    assert celebration is not None
    winner = controller.last_summary.outcome.winner
    assert celebration.points == points[winner if winner is not None else 0]
    assert celebration.title in (
        "You win the deal!",
        f"{controller.seat_name(1 - controller.human)} wins the deal",
        "A draw",
    )
    # The points count up, and a click ends it at once.
    qtbot.waitUntil(lambda: 0 < celebration.counted() < celebration.points, timeout=TIMEOUT)
    click_table(qtbot, window)
    assert scene.celebration() is None


@pytest.mark.slow
def test_the_summary_pops_up_after_the_celebration(qtbot: Any, asking_window: Any) -> None:
    window = asking_window
    window.settings.speed = "fast"
    window.settings.pace = "brisk"
    window.start(choices(), seed=HUMAN_LEADS)
    play_deal_ahead(qtbot, window)
    assert window.scene.celebration() is not None
    assert window.deal_end.summary_dialog is None, "the table tells who won first"
    qtbot.waitUntil(lambda: window.deal_end.summary_dialog is not None, timeout=TIMEOUT)
    window.deal_end.summary_dialog.close()


@pytest.mark.slow
def test_the_celebration_speaks_italian(qtbot: Any, settings: Any, italian_ui: None) -> None:
    from briscola_qt.app.base.prompts import QuietPrompts
    from briscola_qt.app.shell.window import MainWindow

    settings.language = "it"
    window = MainWindow(settings, prompts=QuietPrompts())
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    window.settings.speed = "fast"
    window.settings.pace = "brisk"
    window.start(choices(), seed=HUMAN_LEADS)
    play_deal_ahead(qtbot, window)
    celebration = window.scene.celebration()
    assert celebration is not None
    assert "smazzata" in celebration.title or celebration.title == "Pareggio"
    qtbot.waitUntil(lambda: celebration.counted() > 0, timeout=TIMEOUT)
    assert celebration.count_text().endswith(" punti") or "–" in celebration.count_text()
    window.controller.stop()
