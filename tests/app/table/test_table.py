"""Playing through the real window: clicks, keys, undo, face up, deck switch, pauses."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt

from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.table.cards import Outline
from briscola_qt.app.table.places import CapturedCard, Pile
from briscola_qt.engine.record import loads, record_of, replay

from ..conftest import choices, resume_near_end

TIMEOUT = 20000


def ready(controller: Any) -> bool:
    """The human may act: play a card, collect the trick, or the deal is over."""
    snapshot = controller.snapshot()
    return (
        controller.can_continue()
        or controller.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER)
        or bool(snapshot and snapshot.legal)
    )


def click_card(qtbot: Any, window: Any, card: int) -> None:
    item = window.scene.items_by_key[int(card)]
    point = window.view.mapFromScene(item.scenePos())
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def click_table(qtbot: Any, window: Any) -> None:
    centre = window.view.viewport().rect().center()
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(centre.x(), 30))


def play_deal_by_clicking(qtbot: Any, window: Any) -> int:
    controller = window.controller
    clicks = 0
    while controller.phase not in (Phase.DEAL_OVER, Phase.MATCH_OVER):
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        if controller.phase == Phase.TRICK_DONE:
            click_table(qtbot, window)
        elif controller.phase == Phase.PLAYING:
            snapshot = controller.snapshot()
            before = len(controller.state.actions)
            click_card(qtbot, window, snapshot.legal[-1])
            assert len(controller.state.actions) == before + 1, "the click played the card"
            clicks += 1
    return clicks


def test_a_whole_deal_by_clicking_matches_the_engine(qtbot: Any, window: Any) -> None:
    window.start(choices(), seed=11)
    clicks = play_deal_by_clicking(qtbot, window)
    controller = window.controller
    assert clicks == 20
    summary = controller.last_summary
    assert summary is not None and sum(summary.points) == 120
    # The same plays replayed by the engine give the same scores.
    replayed = replay(loads(record_of(controller.state).to_json()))
    assert replayed.outcome() == summary.outcome
    captured = [sum(c.points for c in side) for side in summary.captured]
    assert captured == list(summary.points)
    assert controller.match.results[-1].winner is not None or summary.outcome.winner is None


def test_end_of_trick_pause_and_highlights(qtbot: Any, window: Any) -> None:
    window.start(choices(), seed=3)
    controller = window.controller
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    while controller.phase != Phase.TRICK_DONE:
        click_card(qtbot, window, controller.snapshot().legal[0])
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    snapshot = controller.snapshot()
    trick = controller.state.history[-1]
    assert [c for _, c in snapshot.table.trick] == list(trick.cards), "the trick stays on the table"
    winner_card = next(c for s, c in trick.plays if s == trick.winner)
    lead_card = trick.plays[0][1]
    items = window.scene.items_by_key
    assert items[int(winner_card)].outline == Outline.WINNER
    if lead_card != winner_card:
        assert items[int(lead_card)].outline == Outline.LEAD
    assert snapshot.table.stock_count == 34, "nobody draws before the trick is collected"
    qtbot.wait(50)
    assert controller.phase == Phase.TRICK_DONE, "it waits for a click"
    click_table(qtbot, window)
    assert controller.phase in (Phase.COLLECTING, Phase.PLAYING)
    assert controller.snapshot().table.stock_count == 32
    assert int(winner_card) not in window.scene.items_by_key


def test_auto_continue_collects_the_trick(qtbot: Any, window: Any) -> None:
    window.settings.auto_continue_ms = 1000
    window.controller.auto_continue_ms = 30
    window.start(choices(), seed=3)
    controller = window.controller
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    click_card(qtbot, window, controller.snapshot().legal[0])
    qtbot.waitUntil(lambda: len(controller.state.history) == 1, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: controller.phase != Phase.TRICK_DONE, timeout=TIMEOUT)


def test_undo_takes_back_the_last_card(qtbot: Any, window: Any) -> None:
    window.start(choices(), seed=5)
    controller = window.controller
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    hand_before = controller.state.hand(controller.human)
    card = controller.snapshot().legal[0]
    click_card(qtbot, window, card)
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    assert controller.can_undo() and window.undo_action.isEnabled()
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    assert controller.state.hand(controller.human) == hand_before
    assert controller.phase == Phase.PLAYING and controller.snapshot().legal
    # Reconsider: play another card instead.
    other = next(c for c in controller.snapshot().legal if c != card)
    click_card(qtbot, window, other)
    assert other not in controller.state.hand(controller.human)


def test_undo_after_the_computer_led_takes_back_its_lead_and_your_card(
    qtbot: Any, window: Any
) -> None:
    """Once the computer has led the next trick, Undo is still offered: it takes back
    that lead and the trick before it, down to your last card, as at a real table."""
    window.start(choices(), seed=8)
    controller = window.controller
    for _ in range(60):
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        if controller.phase == Phase.TRICK_DONE:
            click_table(qtbot, window)
            continue
        state = controller.state
        if state.trick and state.trick[0][0] != controller.human and state.history:
            last = state.history[-1]
            (mine,) = [card for seat, card in last.plays if seat == controller.human]
            tricks = len(state.history)
            assert controller.can_undo() and window.undo_action.isEnabled()
            window.undo_action.trigger()
            qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
            assert len(controller.state.history) == tricks - 1
            assert mine in controller.snapshot().legal, "your card is back in your hand"
            assert not controller.state.trick or controller.state.trick[-1][0] != controller.human
            return
        click_card(qtbot, window, controller.snapshot().legal[0])
    raise AssertionError("the computer never led")


def test_keyboard_plays_cards(qtbot: Any, window: Any) -> None:
    window.start(choices(), seed=6)
    controller = window.controller
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    first = controller.snapshot().hands[controller.human][0]
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_1)
    assert first not in controller.state.hand(controller.human)
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    if controller.phase == Phase.TRICK_DONE:
        qtbot.keyClick(window.view, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    hand = controller.snapshot().hands[controller.human]
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert hand[1] not in controller.state.hand(controller.human)


def test_face_up_shows_the_other_hand(qtbot: Any, window: Any) -> None:
    window.start(choices(), seed=7)
    controller = window.controller
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    other = 1 - controller.human
    assert all(c is None for c in controller.snapshot().hands[other])
    window.menus.face_up_action.trigger()
    assert controller.face_up and window.settings.face_up
    shown = controller.snapshot().hands[other]
    assert list(shown) == controller.state.hand(other)
    for card in shown:
        assert window.scene.items_by_key[int(card)].code != "back"
    window.menus.face_up_action.trigger()
    assert all(c is None for c in controller.snapshot().hands[other])


def test_deck_switch_mid_trick_keeps_the_game(qtbot: Any, window: Any) -> None:
    window.start(choices(), seed=9)
    controller = window.controller
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    click_card(qtbot, window, controller.snapshot().legal[0])
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    before = controller.state.key()
    snapshot = controller.snapshot()
    assert snapshot.table.trick
    other = next(d for d in window.art.themes if d != window.art.deck_id)
    window.settings.deck = other
    assert window.art.deck_id == other and window.settings.deck == other
    assert controller.state.key() == before
    window.view.viewport().repaint()
    assert window.art.cached_count() > 0
    assert all(key[0] == other for key in window.art._cache)
    for _, card in controller.snapshot().table.trick:
        assert int(card) in window.scene.items_by_key


def test_two_against_two_with_signals(qtbot: Any, window: Any) -> None:
    window.start(choices(players=4, signals=True), seed=2)
    controller = window.controller
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    snapshot = controller.snapshot()
    partner = (controller.human + 2) % 4
    assert set(snapshot.signals) == {partner}
    expected = controller.state.signal(partner)
    assert snapshot.signals[partner] == expected
    clicks = play_deal_by_clicking(qtbot, window)
    assert clicks == 10
    assert sum(controller.last_summary.points) == 120


def test_move_log_lists_plays_and_tricks(qtbot: Any, window: Any) -> None:
    window.start(choices(), seed=4)
    controller = window.controller
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    while controller.phase != Phase.TRICK_DONE:
        click_card(qtbot, window, controller.snapshot().legal[0])
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    model = window.move_log
    assert model.rowCount() == 2, "the trick's plays; its points once it is gathered"
    trick = controller.state.history[0]
    click_table(qtbot, window)
    qtbot.waitUntil(lambda: model.rowCount() == 3, timeout=TIMEOUT)
    texts = [model.data(model.index(i)) for i in range(3)]
    assert "You: " in texts[0] + texts[1]
    assert texts[2].startswith("Trick 1 to ")
    assert f"{trick.points} points" in texts[2]
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: model.rowCount() < 3, timeout=TIMEOUT)


def test_score_model_follows_the_piles_and_points(qtbot: Any, window: Any) -> None:
    window.start(choices(players=4), seed=12)
    controller = window.controller
    model = window.scores
    assert model.rowCount() == 2 and model.columnCount() == 4
    assert model.data(model.index(0, 0)) in ("Your team", "Opponents")
    resume_near_end(window)  # (what is read is the deal's end)
    play_deal_by_clicking(qtbot, window)
    points = [int(model.data(model.index(row, 2))) for row in range(2)]
    cards = [int(model.data(model.index(row, 1))) for row in range(2)]
    assert sum(points) == 120 and sum(cards) == 40
    assert tuple(points) == controller.last_summary.points


def test_the_two_of_trump_swap_is_offered_to_the_human(qtbot: Any, window: Any) -> None:
    controller = window.controller
    offered: list[int] = []
    controller.swapOffered.connect(offered.append)
    for seed in range(200):
        window.start(choices(two_swap=True), seed=seed)
        qtbot.wait(5)
        state = controller.state
        if state.swap_pending and state.current_player() == controller.human:
            break
    else:
        raise AssertionError("no deal where the human holds the 2 of trump")
    qtbot.waitUntil(lambda: bool(offered), timeout=TIMEOUT)
    old_briscola = state.briscola
    controller.answer_swap(True)
    assert state.swapped == controller.human
    assert old_briscola in state.hand(controller.human)
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)


def test_no_card_can_be_played_while_the_trick_is_collected(qtbot: Any, window: Any) -> None:
    window.start(choices(), seed=3)
    controller = window.controller
    for _ in range(40):
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        if controller.phase == Phase.TRICK_DONE:
            state = controller.state
            if state.history[-1].winner == controller.human:
                break
            click_table(qtbot, window)
            continue
        click_card(qtbot, window, controller.snapshot().legal[0])
    else:
        raise AssertionError("the human never won a trick")
    window.settings.speed = "normal"
    hand = controller.state.hand(controller.human)
    click_table(qtbot, window)
    assert controller.phase == Phase.COLLECTING
    assert controller.snapshot().legal == ()
    assert not controller.play_card(hand[0]), "clicks are ignored while cards fly"
    with qtbot.waitSignal(window.scene.animationsFinished, timeout=TIMEOUT):
        assert window.scene.is_animating(), "the trick slides away, the cards are drawn"
    # The moment the drawn cards have arrived, they can be clicked.
    assert controller.phase == Phase.PLAYING and controller.snapshot().legal
    for card in controller.snapshot().legal:
        item = window.scene.items_by_key[int(card)]
        assert item.isVisible() and not item.is_moving()
    click_card(qtbot, window, controller.snapshot().legal[-1])
    assert len(controller.state.trick) == 1


def test_hand_and_trick_models_play_from_the_side_panel(qtbot: Any, window: Any) -> None:
    from briscola_qt.app.table.models import CARD_ROLE

    window.start(choices(variant="briscolone"), seed=14)
    controller = window.controller
    hand, trick = window.hand_model, window.trick_model
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    cards = [hand.data(hand.index(i), CARD_ROLE) for i in range(hand.rowCount())]
    assert cards == [int(c) for c in controller.state.hand(controller.human)]
    assert hand.data(hand.index(0)).startswith("1. ")
    enabled = [bool(hand.flags(hand.index(i))) for i in range(hand.rowCount())]
    legal = {int(c) for c in controller.snapshot().legal}
    assert enabled == [c in legal for c in cards], "follow suit: only legal rows are enabled"
    row = enabled.index(True)
    assert hand.play(hand.index(row))
    assert trick.rowCount() >= 1
    assert any("You: " in trick.data(trick.index(i)) for i in range(trick.rowCount()))


def test_the_hand_is_clickable_only_once_the_deal_has_landed(qtbot: Any, window: Any) -> None:
    """At a real speed the deal takes a moment: the cards may not be played while they fly,
    and may be the moment the scene says its animations are done."""
    window.settings.speed = "normal"
    controller, scene = window.controller, window.scene
    when_playable: list[bool] = []  # was a card still flying when the hand became playable?
    controller.changed.connect(
        lambda: (
            when_playable.append(scene.is_animating())
            if controller.snapshot() and controller.snapshot().legal
            else None
        )
    )
    with qtbot.waitSignal(scene.animationsFinished, timeout=TIMEOUT):
        window.start(choices(), seed=11)
        assert controller.state.current_player() == controller.human
        assert scene.is_animating(), "the deal is animated"
        hand = controller.state.hand(controller.human)
        assert controller.snapshot().legal == ()
        assert not any(item.playable for item in scene.items_by_key.values())
        assert not controller.play_card(hand[0]), "no card is played while the deal flies"
    # Right after the signal: nothing moves and every card of the hand may be played.
    assert not scene.is_animating()
    legal = controller.snapshot().legal
    assert sorted(legal) == sorted(hand)
    assert all(scene.items_by_key[int(card)].playable for card in legal)
    assert when_playable == [False]
    click_card(qtbot, window, legal[0])
    assert len(controller.state.trick) == 1, "the click played the card"


def test_in_double_the_winning_card_is_outlined_not_the_winners_other_card(
    qtbot: Any, window: Any
) -> None:
    from briscola_qt.engine import trick_winner_index

    window.start(choices(variant="double"), seed=6)
    controller = window.controller
    checked = second_card_won = 0
    while controller.phase not in (Phase.DEAL_OVER, Phase.MATCH_OVER):
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        if controller.phase == Phase.TRICK_DONE:
            trick = controller.state.history[-1]
            won = trick.cards[trick_winner_index(trick.cards, controller.state.trump)]
            outlined = [
                key
                for key, item in window.scene.items_by_key.items()
                if item.outline == Outline.WINNER
            ]
            assert outlined == [int(won)]
            checked += 1
            second_card_won += won != next(c for s, c in trick.plays if s == trick.winner)
            click_table(qtbot, window)
        elif controller.phase == Phase.PLAYING:
            click_card(qtbot, window, controller.snapshot().legal[-1])
    assert checked == 10 and second_card_won > 0


def test_in_double_the_side_panel_marks_only_the_winning_card(qtbot: Any, window: Any) -> None:
    """Each seat plays two cards to a trick: "takes the trick" goes beside the one card
    that won it, not beside both of the winner's cards."""
    from briscola_qt.app.table.models import CARD_ROLE

    window.start(choices(variant="double"), seed=6)
    controller, model = window.controller, window.trick_model
    checked = 0
    while controller.phase not in (Phase.DEAL_OVER, Phase.MATCH_OVER):
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        if controller.phase == Phase.TRICK_DONE:
            rows = [model.index(row, 0) for row in range(model.rowCount())]
            marked = [i.data(CARD_ROLE) for i in rows if "(takes the trick)" in i.data()]
            assert marked == [int(controller.snapshot().winning_card)]
            assert len(rows) == 4
            checked += 1
            click_table(qtbot, window)
        elif controller.phase == Phase.PLAYING:
            click_card(qtbot, window, controller.snapshot().legal[-1])
    assert checked == 10


@pytest.mark.parametrize("players", [4, 6])
def test_the_winning_card_of_a_finished_trick_lies_on_top_whole(
    qtbot: Any, window: Any, players: int
) -> None:
    """In the two-row tricks the far row lies under the near one; once the trick is won,
    its winning card is drawn over the others, wherever it lies, and so is it in the
    last-trick view."""
    window.start(choices(players=players), seed=3)
    controller, scene = window.controller, window.scene
    far_row_won = 0
    while controller.phase not in (Phase.DEAL_OVER, Phase.MATCH_OVER):
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        if controller.phase == Phase.PLAYING:
            click_card(qtbot, window, controller.snapshot().legal[0])
            continue
        if controller.phase != Phase.TRICK_DONE:
            continue
        snapshot = controller.snapshot()
        items = {int(c): scene.items_by_key[int(c)] for _, c in snapshot.table.trick}
        won = int(snapshot.winning_card)
        top = max(items.values(), key=lambda item: item.zValue())
        assert top is items[won]
        far_row_won += items[won].y() == min(item.y() for item in items.values())
        if len(controller.state.history) == 2:
            scene.show_last_trick(True)  # the trick gathered before this one
            shown = sorted(scene._last_items, key=lambda item: item.zValue())
            assert shown and shown[-1].outline == Outline.WINNER
            scene.show_last_trick(False)
        click_table(qtbot, window)
    assert far_row_won > 0, "no trick won from the far row: choose another seed"


def test_a_teams_pile_lies_on_its_side_of_the_table(qtbot: Any, window: Any) -> None:
    window.start(choices(players=4), seed=12)
    controller = window.controller
    rules = controller.match.rules
    own = rules.side_of(controller.human)
    height = window.scene.sceneRect().height()

    def piles() -> dict[int, Any]:
        return {
            key.side: item
            for key, item in window.scene.items_by_key.items()
            if isinstance(key, Pile)
        }

    while len(piles()) < 2:
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        if controller.phase == Phase.TRICK_DONE:
            click_table(qtbot, window)
        else:
            click_card(qtbot, window, controller.snapshot().legal[-1])
    assert piles()[own].pos().y() > height / 2 > piles()[1 - own].pos().y()
    resume_near_end(window)  # (what is read is the deal's end)
    play_deal_by_clicking(qtbot, window)
    # After the deal each side's cards are spread out, the human's side lowest.
    rows = {
        side: [
            i
            for k, i in window.scene.items_by_key.items()
            if isinstance(k, CapturedCard) and k.side == side
        ]
        for side in (0, 1)
    }
    assert min(i.pos().y() for i in rows[own]) > max(i.pos().y() for i in rows[1 - own])


def test_a_played_card_is_one_snapshot_per_change_and_rows_not_resets(
    qtbot: Any, window: Any, monkeypatch: Any
) -> None:
    from briscola_qt.app.game.controller import GameController

    made: list[int] = []
    make = GameController._make_snapshot
    monkeypatch.setattr(GameController, "_make_snapshot", lambda self: made.append(1) or make(self))
    window.start(choices(), seed=11)
    controller = window.controller
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    assert controller.state.current_player() == controller.human and not controller.state.trick
    log = window.move_log
    models = (log, window.scores, window.hand_model, window.trick_model)
    resets: list[object] = []
    for model in models:
        model.modelReset.connect(lambda m=model: resets.append(m))
    inserted: list[tuple[int, int]] = []
    removed: list[tuple[int, int]] = []
    log.rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))
    log.rowsRemoved.connect(lambda _parent, first, last: removed.append((first, last)))
    hand_removed: list[int] = []
    window.hand_model.rowsRemoved.connect(lambda *_: hand_removed.append(1))
    changes: list[object] = []
    controller.changed.connect(lambda: changes.append(controller.snapshot()))
    made.clear()
    rows = log.rowCount()

    click_card(qtbot, window, controller.snapshot().legal[0])
    assert len(changes) == 1 and len(made) == 1, "one change, one snapshot for every view"
    assert window.scene.snapshot is changes[0]
    assert inserted == [(rows, rows)], "the move log gained one row"
    assert log.data(log.index(rows)).startswith("You: ")
    assert hand_removed == [1] and window.hand_model.rowCount() == 2
    assert window.trick_model.rowCount() == 1
    # The computer answers and the trick is done: still one snapshot per change.
    qtbot.waitUntil(lambda: controller.can_continue(), timeout=TIMEOUT)
    assert len(made) == len(changes) and len(changes) <= 4
    assert inserted == [(rows, rows), (rows + 1, rows + 1)], "its card, then the reply"
    window.undo_action.trigger()
    assert removed == [(rows, rows + 1)] and log.rowCount() == rows
    assert resets == [], "no model resets for a card, a trick or an undo"


def test_face_up_lasts_for_its_game_only_even_across_a_restart(qtbot: Any, settings: Any) -> None:
    """Face up asks "for the rest of this game": a window started later (no game to
    resume) deals its new game with the hands hidden."""
    from briscola_qt.app.base.prompts import QuietPrompts
    from briscola_qt.app.shell.window import MainWindow

    settings.speed = "instant"
    settings.face_up = True  # the last run ended with every hand shown
    window = MainWindow(settings, prompts=QuietPrompts())
    qtbot.addWidget(window)
    window.start(choices(), seed=7)
    controller = window.controller
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    other = 1 - controller.human
    assert not window.menus.face_up_action.isChecked() and not controller.face_up
    assert all(c is None for c in controller.snapshot().hands[other])
    window.menus.face_up_action.trigger()
    assert controller.face_up
    window.start(choices(), seed=8)
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    assert all(c is None for c in controller.snapshot().hands[1 - controller.human])
    controller.stop()


def test_the_rings_of_a_finished_trick_are_explained(qtbot: Any, window: Any) -> None:
    """Nothing said what the yellow and the blue rings meant: the table's tooltip says it
    while a finished trick waits, and the rules help says it too."""
    window.start(choices(), seed=11)
    controller = window.controller
    assert window.view.toolTip() == ""
    while controller.phase != Phase.TRICK_DONE:
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        if controller.snapshot().legal:
            controller.play_card(controller.snapshot().legal[0])
    meaning = window.view.toolTip()
    assert meaning.startswith("Once a trick is complete, a golden ring marks the card led")
    assert meaning in window.show_rules().text.html().replace("&quot;", '"')
    click_table(qtbot, window)
    qtbot.waitUntil(lambda: window.view.toolTip() == "", timeout=TIMEOUT)
