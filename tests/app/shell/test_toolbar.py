"""The buttons players know (New game, Undo, Face up, Deck, Sound), the keys, the title and
the side panel, read as the player sees them: button labels, icons, tooltips, enabled
states, the title bar, the score panel's rows and the dialogs' words."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QIcon, QImage
from PySide6.QtWidgets import QLabel, QMessageBox, QToolButton

from briscola_qt.app.base.settings import Settings
from briscola_qt.app.game.snapshot import DealSummary, Phase
from briscola_qt.app.shell.dialogs import DealSummaryDialog, NewGameDialog
from briscola_qt.assets import ACTION_ICONS, action_icon_path
from briscola_qt.engine import Variant
from briscola_qt.engine.outcome import Outcome

from ..conftest import answer_with, choices, resume_near_end
from ..game.test_deal_end import play_out, score_rows

TIMEOUT = 20000


def button(window: Any, action: Any) -> QToolButton:
    widget = window.toolbar.widgetForAction(action)
    assert isinstance(widget, QToolButton)
    return widget


def picture(icon: QIcon, size: int = 24) -> QImage:
    return icon.pixmap(size, size).toImage().convertToFormat(QImage.Format.Format_ARGB32)


def to_play(controller: Any) -> bool:
    snapshot = controller.snapshot()
    return bool(snapshot and snapshot.legal)


def test_the_buttons_have_their_icons_labels_and_shortcuts(window: Any) -> None:
    labels = [a.iconText() for a in window.toolbar.actions()]
    assert labels[:7] == ["New game", "Undo", "Hint", "Last trick", "Face up", "Deck", "Sound"]
    tips = {a.iconText(): a.toolTip() for a in window.toolbar.actions()}
    assert tips["New game"] == "Start a new game (Ctrl+N)"
    assert tips["Undo"] == "Take back your last card (Ctrl+Z)"
    assert tips["Face up"] == "Show every hand face up, for practice (Ctrl+Shift+F)"
    assert tips["Sound"] == "Sound on or off (M)"
    assert tips["Deck"] == "Choose the cards to play with"
    assert tips["Last trick"] == "Show the trick just taken again (T)"
    assert tips["Hint"] == "Show the best card to play now, and why (H)"
    for action in window.toolbar.actions()[:7]:
        shown = button(window, action)
        assert shown.isVisible() and shown.text() == action.iconText()
        image = picture(shown.icon())
        # Drawn, not blank: several colours, a dark outline and at least half opaque inside.
        assert len({image.pixel(x, y) for x in range(24) for y in range(24)}) > 8
        assert image.pixelColor(12, 12).alpha() > 0 or image.pixelColor(8, 12).alpha() > 0


@pytest.mark.parametrize("name", ACTION_ICONS)
@pytest.mark.parametrize("size", [24, 32])
def test_every_icon_draws_at_toolbar_sizes(qapp: object, name: str, size: int) -> None:
    path = action_icon_path(name)
    assert path.is_file(), f"{path} is bundled with assets/"
    image = picture(QIcon(str(path)), size)
    assert (image.width(), image.height()) == (size, size)
    opaque = sum(image.pixelColor(x, y).alpha() > 200 for x in range(size) for y in range(size))
    assert opaque > size * size // 5, "the icon fills its square enough to be seen"


def test_undo_and_face_up_are_enabled_only_when_they_can_act(qtbot: Any, window: Any) -> None:
    undo, face_up = button(window, window.undo_action), button(window, window.menus.face_up_action)
    assert not undo.isEnabled() and not face_up.isEnabled()  # nothing on the table yet
    assert button(window, window.menus.new_action).isEnabled()
    window.start(choices(), seed=9)
    controller = window.controller
    qtbot.waitUntil(lambda: to_play(controller), timeout=TIMEOUT)
    assert not undo.isEnabled() and face_up.isEnabled()
    controller.play_card(controller.snapshot().legal[0])
    qtbot.waitUntil(lambda: controller.can_continue() or to_play(controller), timeout=TIMEOUT)
    assert undo.isEnabled() == controller.can_undo() is True
    undo.click()
    qtbot.waitUntil(lambda: to_play(controller), timeout=TIMEOUT)
    assert not controller.state.trick or controller.human not in dict(controller.state.trick)
    assert not undo.isEnabled()
    window.start(choices(variant="scoperta"), seed=9)
    assert not face_up.isEnabled(), "scoperta shows every hand already"


def test_a_button_shows_every_change_of_its_action(qtbot: Any, window: Any) -> None:
    # (the window enables and disables actions through the bar, which then only enables
    # the button: every other change must still reach the button and the bar)
    undo, enable = window.undo_action, window.toolbar.set_enabled
    shown = button(window, undo)
    for on in (True, False, True, False):
        enable(undo, on)
        assert shown.isEnabled() == on == undo.isEnabled()
    undo.setToolTip("Take it back")
    assert shown.toolTip() == "Take it back" and not shown.isEnabled()
    width = shown.width()
    undo.setIconText("Take back my last card, please")
    enable(undo, True)
    assert shown.text() == "Take back my last card, please" and shown.isEnabled()
    qtbot.waitUntil(lambda: shown.width() > width)  # (the bar laid out again)
    undo.setEnabled(False)
    assert not shown.isEnabled()
    undo.setCheckable(True)
    undo.setChecked(True)
    enable(undo, True)
    assert shown.isCheckable() and shown.isChecked() and shown.isEnabled()
    undo.setVisible(False)
    qtbot.waitUntil(lambda: not shown.isVisible())
    undo.setVisible(True)
    qtbot.waitUntil(shown.isVisible)
    enable(window.menus.next_action, True)  # (an action without a button)
    assert window.menus.next_action.isEnabled() and shown.isEnabled()


def test_face_up_is_asked_once_a_game(qtbot: Any, asking_window: Any, answer: Any) -> None:
    window = asking_window
    window.start(choices(), seed=7)
    controller = window.controller
    qtbot.waitUntil(lambda: to_play(controller), timeout=TIMEOUT)
    said: list[str] = []

    def reply(with_button: QMessageBox.ButtonRole) -> Callable[[Any], None]:
        def act(box: QMessageBox) -> None:
            labels = ", ".join(b.text() for b in box.buttons())
            said.append(f"{box.text()} | {box.informativeText()} | {labels}")
            answer_with(box, with_button)

        return act

    boxes = answer(QMessageBox, reply(QMessageBox.ButtonRole.NoRole))
    button(window, window.menus.face_up_action).click()
    assert len(boxes) == 1 and said[0].startswith(
        "Show every hand face up for the rest of this game? | Face up is for practice"
    )
    assert said[0].endswith("| Show every hand, Not now")
    assert not controller.face_up and not window.menus.face_up_action.isChecked()
    other = 1 - controller.human
    assert all(card is None for card in controller.snapshot().hands[other])

    boxes = answer(QMessageBox, reply(QMessageBox.ButtonRole.YesRole))
    window.menus.face_up_action.trigger()
    assert len(boxes) == 1 and controller.face_up and window.menus.face_up_action.isChecked()
    assert list(controller.snapshot().hands[other]) == controller.state.hand(other)
    window.menus.face_up_action.trigger()  # off, and on again in the same game: no question
    window.menus.face_up_action.trigger()
    assert len(said) == 2 and controller.face_up

    window.start(choices(), seed=8)  # a new game starts face down, and asks again
    assert not controller.face_up and not window.menus.face_up_action.isChecked()
    assert not window.settings.face_up
    boxes = answer(QMessageBox, reply(QMessageBox.ButtonRole.NoRole))
    window.menus.face_up_action.trigger()
    assert len(boxes) == 1 and len(said) == 3 and not controller.face_up


def test_face_up_needs_a_modifier_key(qtbot: Any, window: Any) -> None:
    window.start(choices(), seed=7)
    qtbot.waitUntil(lambda: to_play(window.controller), timeout=TIMEOUT)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window, Qt.Key.Key_F)
    assert not window.controller.face_up, "a stray F shows nothing"
    qtbot.keyClick(
        window,
        Qt.Key.Key_F,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert window.controller.face_up


def test_mute_from_the_button_is_remembered_across_a_restart(
    qtbot: Any, window: Any, tmp_path: Path
) -> None:
    from briscola_qt.app.shell.window import MainWindow

    sound = button(window, window.menus.sound_action)
    on, off = (picture(QIcon(str(action_icon_path(n)))) for n in ("sound-on", "sound-off"))
    assert picture(sound.icon()) == on and not window.sounds.muted
    sound.click()
    assert window.sounds.muted and picture(sound.icon()) == off
    window.close()
    again = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    second = MainWindow(again)
    qtbot.addWidget(second)
    second.show()
    restarted = button(second, second.menus.sound_action)
    assert second.sounds.muted and not second.menus.sound_action.isChecked()
    assert picture(restarted.icon()) == off
    restarted.click()
    assert not second.sounds.muted and again.sound is True


def test_the_deck_button_lists_the_installed_decks(qtbot: Any, window: Any) -> None:
    deck = button(window, window.deck_action)
    assert deck.popupMode() == QToolButton.ToolButtonPopupMode.InstantPopup
    assert deck.defaultAction() is window.deck_action
    menu = window.deck_action.menu()
    assert menu is not None and menu is window.menus.deck_menu  # the View menu's own list
    menu.aboutToShow.emit()  # (as the button's popup does: the decks are listed then)
    # The chooser with pictures first, then the decks by name (the families' headings are
    # sections, not choices).
    names = [a.text() for a in menu.actions() if not a.isSeparator()]
    assert names[:8] == [
        "&Choose the cards…",
        "Neapolitan",
        "Piacentine",
        "Sicilian",
        "Brescian",
        "Triestine",
        "French",
        "French, four colours",
    ]
    next(a for a in menu.actions() if a.text() == "French").trigger()
    assert window.art.deck_id == "french" and window.settings.deck == "french"
    assert [a.text() for a in menu.actions() if a.isChecked()] == ["French"]


def test_n_starts_the_next_deal_and_f11_fills_the_screen(qtbot: Any, window: Any) -> None:
    window.start(choices(length="best_of_3"), seed=21)
    controller = window.controller
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    shortcuts = {
        a.shortcut().toString() for a in window.findChildren(type(window.menus.new_action))
    }
    assert "N" in shortcuts and "F11" in shortcuts
    resume_near_end(window)  # (what is read is the deal's end)
    play_out(qtbot, window)
    assert controller.phase == Phase.DEAL_OVER and window.menus.next_action.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_N)
    assert controller.shown_deal == 1 and controller.phase != Phase.DEAL_OVER
    assert not window.menus.next_action.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen)
    assert window.menus.full_screen_action.isChecked()
    window.menus.full_screen_action.trigger()
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.menus.full_screen_action.isChecked()


def test_no_two_actions_share_a_shortcut(window: Any) -> None:
    keys = [
        a.shortcut().toString()
        for a in window.findChildren(type(window.menus.new_action))
        if not a.shortcut().isEmpty()
    ]
    assert len(keys) == len(set(keys)), keys


@pytest.mark.parametrize(
    ("chosen", "title"),
    [
        (
            {"length": "best_of_3"},
            "Briscola — 2 players · Classic · best of three",
        ),
        (
            {"players": 4, "signals": True},
            "Briscola — 2 against 2 · Classic · partner signals · one deal",
        ),
        (
            {"variant": "briscolone", "tie_break_last_trick": True, "length": "first_to"},
            "Briscola — 2 players · Briscolone · 60–60 to the last trick · first to 3 wins",
        ),
        (
            {"players": 6, "two_swap": True, "length": "best_of_3", "draws": "replay"},
            "Briscola — 3 against 3 · Classic · 2 of trump swap · best of three"
            " · drawn deals replayed",
        ),
    ],
)
def test_the_title_says_the_game_being_played(
    window: Any, chosen: dict[str, object], title: str
) -> None:
    assert window.windowTitle() == "Briscola"
    window.start(choices(**chosen), seed=1)
    assert window.windowTitle() == title


def test_one_window_says_each_new_match_in_its_title(window: Any) -> None:
    # (the title is worked out once a match: a match with other rules, or the same rules
    # and another length, gets its own)
    for chosen, title in (
        ({"length": "single"}, "Briscola — 2 players · Classic · one deal"),
        ({"length": "best_of_3"}, "Briscola — 2 players · Classic · best of three"),
        ({"players": 3, "length": "best_of_3"}, "Briscola — 3 players · Classic · best of three"),
        ({"length": "single"}, "Briscola — 2 players · Classic · one deal"),
    ):
        window.start(choices(**chosen), seed=1)
        assert window.windowTitle() == title


def test_the_new_game_panel_opens_on_the_game_being_played(
    qtbot: Any, window: Any, answer: Any
) -> None:
    # As `briscola-qt --players 4 --variant briscolone` does: the stored choices differ.
    assert window.settings.choices().players == 2
    window.start(choices(players=4, variant="briscolone", level="expert"), seed=3)
    shown: list[tuple[object, ...]] = []

    def look(dialog: NewGameDialog) -> None:
        shown.append(
            (dialog.mode.currentData(), dialog.variant.currentData(), dialog.level.currentData())
        )
        dialog.reject()

    answer(NewGameDialog, look)
    window.ask_new_game()
    assert shown == [(4, Variant.BRISCOLONE.value, "expert")]
    assert window.controller.match.rules.players == 4  # cancelled: the game goes on


def test_the_score_panel_keeps_your_side_first_in_a_stable_order(qtbot: Any, window: Any) -> None:
    for players, order in ((3, ["You", "Lucia", "Marco"]), (4, ["Your team", "Opponents"])):
        window.start(choices(players=players, length="best_of_3"), seed=60 + players)
        controller = window.controller
        while True:
            qtbot.waitUntil(lambda c=controller: to_play(c), timeout=TIMEOUT)
            names = [window.scores.index(r, 0).data() for r in range(window.scores.rowCount())]
            assert names == order, f"{players} players, deal {controller.shown_deal + 1}"
            resume_near_end(window)  # (the order is read at each deal's start and end)
            play_out(qtbot, window)
            assert list(score_rows(window)) == order
            if controller.phase == Phase.MATCH_OVER:
                break
            controller.next_deal()
        assert controller.shown_deal >= 1, "seats moved at least once"


def summary(
    points: tuple[int, ...], deal_winner: int | None, human_side: int, team: bool, **match: Any
) -> DealSummary:
    names = ("Your team", "Opponents") if team else ("Lucia", "You", "Marco")[: len(points)]
    listed = ("Your team", "Opponents") if team else ("You", "Lucia", "Marco")[: len(points)]
    side_names = names if not team or human_side == 0 else names[::-1]
    return DealSummary(
        side_names=side_names,
        captured=tuple(() for _ in points),
        points=points,
        outcome=Outcome(points, deal_winner),
        human_side=human_side,
        team_game=team,
        match_side_names=listed,
        match_scores=match.get("scores", tuple(0 for _ in points)),
        match_sides=tuple(listed.index(name) for name in side_names),
        match_over=match.get("over", False),
        match_winner=match.get("winner"),
        deals_played=match.get("deals", 1),
    )


@pytest.mark.parametrize(
    ("made", "headline"),
    [
        (summary((50, 70), 1, 1, True), "Your team wins the deal with 70 points"),
        (summary((70, 50), 0, 1, True), "The opponents win the deal with 70 points"),
        (summary((30, 71, 19), 1, 1, False), "You win the deal with 71 points"),
        (summary((71, 30, 19), 0, 1, False), "Lucia wins the deal with 71 points"),
        (
            summary((50, 70), 1, 1, True, over=True, winner=0, deals=3, scores=(2, 1)),
            "Your team wins the deal with 70 points\nYour team wins the match!",
        ),
        (
            summary((50, 70), 1, 0, True, over=True, winner=1, deals=2, scores=(0, 2)),
            "The opponents win the deal with 70 points\nThe opponents win the match",
        ),
    ],
)
def test_the_deal_summary_says_who_won_in_the_players_words(
    qtbot: Any, window: Any, made: DealSummary, headline: str
) -> None:
    dialog = DealSummaryDialog(made, window.art, window, window.card_names)
    qtbot.addWidget(dialog)
    assert dialog.headline.text() == headline


def test_the_deal_summary_lists_your_side_then_the_others_as_the_match_does(
    qtbot: Any, window: Any
) -> None:
    # This deal Marco sits at seat 0 and Lucia at seat 2; the rows stay You, Lucia, Marco.
    made = replace(
        summary((30, 71, 19), 1, 1, False),
        side_names=("Marco", "You", "Lucia"),
        match_sides=(2, 0, 1),
    )
    dialog = DealSummaryDialog(made, window.art, window, window.card_names)
    qtbot.addWidget(dialog)
    rows = [label.text() for label in dialog.findChildren(QLabel) if label.text().startswith("<b>")]
    assert rows == ["<b>You</b>", "<b>Lucia</b>", "<b>Marco</b>"]


@pytest.mark.parametrize("key", [Qt.Key.Key_Space, Qt.Key.Key_Return])
def test_a_key_pressed_as_the_summary_opens_does_not_start_the_next_match(
    qtbot: Any, window: Any, key: Qt.Key
) -> None:
    made = summary((50, 70), 1, 1, True, over=True, winner=0, deals=3, scores=(2, 1))
    dialog = DealSummaryDialog(made, window.art, window, window.card_names)
    qtbot.addWidget(dialog)
    accepted: list[bool] = []
    dialog.accepted.connect(lambda: accepted.append(True))
    dialog.show()
    qtbot.keyClick(dialog.next_button, key)  # the second press of the collecting key
    assert dialog.isVisible() and not accepted
    dialog._shown_at -= DealSummaryDialog.KEY_GUARD_S  # a moment later, on purpose
    qtbot.keyClick(dialog.next_button, key)
    if key == Qt.Key.Key_Space:
        # Space gathers tricks at the table: never does it skip the summary (a press too
        # many did, in the playtest); Enter goes on.
        assert dialog.isVisible() and not accepted
        qtbot.keyClick(dialog.next_button, Qt.Key.Key_Return)
    assert accepted == [True]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_score_row_is_in_sight_whole_in_a_small_window(
    qtbot: Any, window: Any, players: int
) -> None:
    window.resize(820, 580)
    window.drawer.action.trigger()  # (in a window this small, the drawer: side_panel.py)
    window.start(choices(players=players), seed=2)
    qtbot.waitUntil(lambda: window.scores.rowCount() == (3 if players == 3 else 2))
    view = window.score_view

    def all_in_sight() -> None:
        assert view.isVisible() and not view.verticalScrollBar().isVisible()
        metrics = view.fontMetrics()
        for row in range(window.scores.rowCount()):
            index = window.scores.index(row, 0)
            cell = view.visualRect(index)
            assert view.viewport().rect().contains(cell), (row, cell)
            assert metrics.horizontalAdvance(index.data()) < cell.width(), index.data()

    qtbot.waitUntil(all_in_sight)  # once the window has laid the rows out


def test_the_hidden_panel_lays_nothing_out_and_shows_the_game_as_it_is_when_opened(
    qtbot: Any, window: Any
) -> None:
    window.start(choices(players=2), seed=4)
    controller = window.controller
    for _ in range(6):  # a few tricks while the panel is closed
        qtbot.waitUntil(lambda: to_play(controller) or controller.can_continue(), timeout=TIMEOUT)
        if controller.phase == Phase.TRICK_DONE:
            controller.continue_trick()
        else:
            controller.play_card(controller.snapshot().legal[0])
    views = [view for view, _ in window.panel.views]
    assert all(view.model() is None for view in views)
    window.log_dock.show()
    qtbot.waitUntil(lambda: window.log_view.model() is window.move_log)
    assert [view.model() for view in views] == [model for _, model in window.panel.views]
    log = window.log_view
    last = window.move_log.index(window.move_log.rowCount() - 1, 0)
    assert window.move_log.rowCount() > 4 and last.data() == window.move_log.rows[-1]
    qtbot.waitUntil(lambda: log.viewport().rect().intersects(log.visualRect(last)))
    window.log_dock.hide()
    qtbot.waitUntil(lambda: all(view.model() is None for view in views))


def test_the_open_panel_follows_the_log_to_its_last_line(qtbot: Any, window: Any) -> None:
    window.log_dock.show()
    qtbot.waitUntil(lambda: window.log_view.model() is window.move_log)
    window.start(choices(players=2), seed=4)
    resume_near_end(window)  # (the log's last line, and the view following it)
    play_out(qtbot, window)
    log, model = window.log_view, window.move_log
    last = model.index(model.rowCount() - 1, 0)
    assert last.data().startswith("Trick 20 ")
    qtbot.waitUntil(lambda: log.viewport().rect().contains(log.visualRect(last)))
