"""A saved game: closing the window and opening it again goes on exactly where it was and
ends as the game would have ended without the break; a broken save is set aside with a
message; a new game over an unfinished one asks first."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from briscola_qt import savegame
from briscola_qt.ai import expert
from briscola_qt.app.base.paths import data_dir
from briscola_qt.app.base.prompts import DialogPrompts, Prompts, QuietPrompts
from briscola_qt.app.base.speeds import Tempo
from briscola_qt.app.game import think_time
from briscola_qt.app.game.controller import GameController
from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.history.autosave import AutoSave
from briscola_qt.engine.record import record_of
from briscola_qt.savegame import TableSetting

from ..conftest import answer_with, choices, resume_near_end

TIMEOUT = 30000


def open_window(qtbot: Any, settings: Any, prompts: Prompts | None = None) -> Any:
    """The main window, with nobody at it unless ``prompts`` says otherwise."""
    from briscola_qt.app.shell.window import MainWindow

    settings.speed = "instant"  # the window applies the stored speed
    window = MainWindow(settings, prompts=prompts or QuietPrompts())
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    return window


def human_may_act(controller: GameController) -> bool:
    snapshot = controller.snapshot()
    return (
        controller.can_continue()
        or controller.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER)
        or bool(snapshot and snapshot.legal)
    )


def play(
    qtbot: Any, controller: GameController, cards: int | None = None, one_deal: bool = False
) -> None:
    """The human plays ``cards`` cards (all, to the match's end, if None), always the
    middle legal card, and stops when it is their turn again (or, with ``one_deal``, when
    the deal is over)."""
    played = 0
    while controller.phase != Phase.MATCH_OVER:
        qtbot.waitUntil(lambda: human_may_act(controller), timeout=TIMEOUT)
        if controller.phase == Phase.DEAL_OVER:
            if one_deal:
                return
            controller.next_deal()
        elif controller.phase == Phase.TRICK_DONE:
            controller.continue_trick()
        elif controller.phase == Phase.PLAYING:
            if cards is not None and played == cards:
                return
            legal = controller.snapshot().legal
            assert controller.play_card(legal[len(legal) // 2])
            played += 1


def finished_records(controller: GameController) -> list[dict[str, Any]]:
    return [record_of(state).to_dict() for state in controller.finished]


def shown(window: Any) -> dict[str, Any]:
    """What the player sees of the game: the table's snapshot, the score rows, the log."""
    snapshot = window.controller.snapshot()
    scores = window.scores
    rows = [
        tuple(scores.index(r, c).data() for c in range(scores.columnCount()))
        for r in range(scores.rowCount())
    ]
    log = [window.move_log.index(r, 0).data() for r in range(window.move_log.rowCount())]
    return {
        "hands": snapshot.hands,
        "trick": snapshot.table.trick,
        "stock": snapshot.table.stock_count,
        "briscola": snapshot.table.briscola,
        "piles": snapshot.table.piles,
        "points": snapshot.table.points,
        "legal": snapshot.legal,
        "human": snapshot.human,
        "face_up": snapshot.face_up,
        "scores": rows,
        "log": log,
        "status": window.score_label.text(),
        "deck": window.art.deck_id,
    }


@pytest.mark.parametrize(
    ("players", "level", "cards"),
    [pytest.param(2, "expert", 26, marks=pytest.mark.slow), (4, "medium", 14), (3, "beginner", 3)],
)
def test_close_and_reopen_goes_on_to_the_same_end(
    qtbot: Any, settings: Any, players: int, level: str, cards: int, monkeypatch: Any
) -> None:
    # Expert thinks briefly (its moves stay bounded by work, so seeded), and remembers the
    # finished deals of the match: the resumed players must remember them too.
    monkeypatch.setattr(think_time, "THINK_BUDGET_S", 0.01)
    # (and solves deals exactly only near their end: the solver is most of its time)
    quick = dataclasses.replace(expert.DEFAULT_CONFIG, exact_cards=8)
    monkeypatch.setattr(expert, "DEFAULT_CONFIG", quick)
    game = choices(players=players, level=level, length="best_of_3")
    # The game without a break, played by the controller alone (no table to draw, so
    # quick): the windows below must end it the same way.
    straight = GameController(tempo=Tempo("instant"))
    straight.new_match(game, seed=77)
    play(qtbot, straight)
    expected = finished_records(straight)
    expected_scores = straight.match.scores()
    straight.stop()

    first = open_window(qtbot, settings)
    first.settings.deck = "brescian"
    first.start(game, seed=77)
    play(qtbot, first.controller, cards)
    assert first.controller.in_progress()
    before = shown(first)
    first.close()
    assert (data_dir() / "save.json").exists()

    second = open_window(qtbot, settings)
    second.settings.deck = "neapolitan"
    second.resume_or_start(choices(players=2))
    qtbot.waitUntil(lambda: human_may_act(second.controller), timeout=TIMEOUT)
    assert shown(second) == before
    assert "goes on where you left it" in second.statusBar().currentMessage()
    play(qtbot, second.controller)
    assert finished_records(second.controller) == expected
    assert second.controller.match.scores() == expected_scores
    second.close()


def test_a_deck_given_on_the_command_line_shows_the_saved_game_in_it(
    qtbot: Any, settings: Any
) -> None:
    """``--deck french`` over a game saved in Brescian cards: the game goes on in French
    cards, as asked, and the Brescian stay the player's stored choice (the saved game's
    deck had won, and a new game after it was dealt in it too)."""
    first = open_window(qtbot, settings)
    first.settings.deck = "brescian"
    first.start(choices(players=2), seed=77)
    play(qtbot, first.controller, 2)
    first.close()
    settings.for_this_run(deck="french")
    second = open_window(qtbot, settings)
    second.resume_or_start(choices(players=2))
    assert "goes on where you left it" in second.statusBar().currentMessage()
    assert second.art.deck_id == "french" and settings.stored_deck == "brescian"
    second.close()


def test_each_turn_is_saved_so_a_kill_loses_at_most_the_card_being_played(
    qtbot: Any, settings: Any
) -> None:
    window = open_window(qtbot, settings)
    window.start(choices(players=2, level="beginner"), seed=5)
    controller = window.controller
    path = data_dir() / "save.json"
    for _ in range(12):
        qtbot.waitUntil(lambda: human_may_act(controller), timeout=TIMEOUT)
        if controller.phase == Phase.TRICK_DONE:
            controller.continue_trick()
            continue
        # At the start of the human's turn the save on disk is this very position.
        on_disk = savegame.load(path)
        assert on_disk.deal is not None
        assert on_disk.deal.actions == controller.state.actions
        legal = controller.snapshot().legal
        controller.play_card(legal[0])
        # Killed now, only the card just played would be lost.
        assert savegame.load(path).deal.actions == controller.state.actions[:-1]


def test_a_save_at_the_end_of_a_deal_resumes_with_the_next_deal(qtbot: Any, settings: Any) -> None:
    window = open_window(qtbot, settings)
    window.start(choices(players=2, level="beginner", length="best_of_3"), seed=8)
    resume_near_end(window)  # (the save at the deal's end is what is read)
    play(qtbot, window.controller, one_deal=True)
    assert window.controller.phase == Phase.DEAL_OVER
    on_disk = savegame.load(data_dir() / "save.json")
    assert on_disk.deal is None and on_disk.match.deal_number == 1
    scores = window.controller.match.scores()
    window.close()

    again = open_window(qtbot, settings)
    again.resume_or_start(choices())
    assert again.controller.shown_deal == 1
    assert again.controller.match.scores() == scores
    assert again.score_label.text().startswith("Deal 2 ·")


def test_a_finished_match_is_not_resumed(qtbot: Any, settings: Any) -> None:
    window = open_window(qtbot, settings)
    window.start(choices(players=2, level="beginner"), seed=9)
    resume_near_end(window)  # (a one-deal match: its end)
    play(qtbot, window.controller)
    window.close()
    again = open_window(qtbot, settings)
    again.resume_or_start(choices(players=3))
    assert again.controller.match.rules.players == 3
    assert not again.controller.in_progress()


def real_save(qtbot: Any, settings: Any) -> bytes:
    window = open_window(qtbot, settings)
    window.start(choices(players=4, level="beginner", length="best_of_3"), seed=3)
    # The first deal's last two cards of the player's, and two of the second deal's: a save
    # with a finished deal and one in progress (as 12 cards from the start made it).
    resume_near_end(window)
    play(qtbot, window.controller, 4)
    window.close()
    return (data_dir() / "save.json").read_bytes()


def test_every_truncation_and_garbage_is_set_aside_with_a_message(
    qtbot: Any, settings: Any, tmp_path: Path
) -> None:
    data = real_save(qtbot, settings)
    assert json.loads(data)["finished"], "the save holds a finished deal"
    autosave = AutoSave(GameController(), TableSetting, tmp_path / "save.json")
    cuts = [data[:end] for end in range(len(data)) if data[:end].strip() != data.strip()]
    for cut in [*cuts, b"\x00\xff garbage", b"{}", b'{"format": "briscola-save/9"}']:
        autosave.path.write_bytes(cut)
        game, message = autosave.load()
        assert game is None and message is not None
        assert "could not be read" in message and "a new game starts" in message
        assert not autosave.path.exists(), "the broken save is moved out of the way"
    kept = sorted(tmp_path.glob("save.json.broken-*"))
    assert len(kept) == len(cuts) + 3, "every broken save is kept, none overwritten"
    assert {p.read_bytes() for p in kept} == {*cuts, b"\x00\xff garbage", b"{}"} | {
        b'{"format": "briscola-save/9"}'
    }


def test_a_refused_save_is_explained_in_the_players_words(
    qtbot: Any, settings: Any, tmp_path: Path
) -> None:
    """Not a JSON parser's message ("Expecting value: line 1 column 52"): what kind of
    problem it is; the details go to the log."""
    autosave = AutoSave(GameController(), TableSetting, tmp_path / "save.json")
    told = {
        b'{"format": "briscola-save/1", "match": {"rules": ': "(the file is damaged)",
        b'{"format": "briscola-save/9"}': "(it was saved by another version of Briscola)",
        b'{"format": "briscola-save/1"}': "(it holds a game these rules do not allow)",
    }
    for data, reason in told.items():
        autosave.path.write_bytes(data)
        game, message = autosave.load()
        assert game is None and message is not None
        assert message.startswith(f"Your saved game could not be read {reason}."), message
        assert "line 1" not in message and "{" not in message


def test_the_window_starts_a_new_game_over_a_broken_save_and_says_so(
    qtbot: Any, settings: Any
) -> None:
    path = data_dir() / "save.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"format": "briscola-save/1", "match": {"rules": ')
    window = open_window(qtbot, settings)
    window.resume_or_start(choices(players=2))
    assert window.controller.match is not None and window.controller.match.deal_number == 0
    qtbot.waitUntil(lambda: "could not be read" in window.statusBar().currentMessage())
    assert list(path.parent.glob("save.json.broken-*")), "the broken save is kept"


def test_a_save_that_cannot_be_written_is_said_once(
    qtbot: Any, settings: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    def full_disk(path: Path, data: bytes) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(savegame, "write_atomic", full_disk)
    window = open_window(qtbot, settings)
    messages: list[str] = []
    window.autosave.problem.connect(messages.append)
    window.start(choices(players=2, level="beginner"), seed=4)
    play(qtbot, window.controller, 3)
    assert len(messages) == 1 and "No space left on device" in messages[0]
    assert "cannot be saved" in window.statusBar().currentMessage()


def test_a_new_game_over_an_unfinished_one_asks_first(
    qtbot: Any, settings: Any, monkeypatch: pytest.MonkeyPatch, answer: Any
) -> None:
    from briscola_qt.app.shell.dialogs import NewGameDialog

    opened: list[bool] = []

    def panel(self: Any) -> Any:
        opened.append(True)
        return NewGameDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", panel)
    window = open_window(qtbot, settings, DialogPrompts())
    window.start(choices(players=2, level="beginner"), seed=6)
    window.ask_new_game()
    assert opened == [True], "nothing played yet, nothing to lose: straight to the panel"
    play(qtbot, window.controller, 2)
    actions = list(window.controller.state.actions)
    seen = answer(QMessageBox, lambda box: answer_with(box, QMessageBox.ButtonRole.NoRole))
    window.ask_new_game()
    assert len(seen) == 1 and "game in progress" in seen[0].text()
    assert opened == [True], "the player chose to keep playing: no new-game panel"
    assert window.controller.state.actions == actions
    seen = answer(QMessageBox, lambda box: answer_with(box, QMessageBox.ButtonRole.YesRole))
    window.ask_new_game()
    assert len(seen) == 1 and opened == [True, True]


@pytest.mark.parametrize("leave", [False, True])
def test_a_command_line_game_asks_before_leaving_a_saved_match(
    qtbot: Any, settings: Any, answer: Any, leave: bool
) -> None:
    """briscola-qt --players 6 over a match in progress: the match is shown and the
    player asked, as New game asks; "Keep playing" goes on with it."""
    real_save(qtbot, settings)
    window = open_window(qtbot, settings, DialogPrompts())
    asked: list[str] = []

    def reply(box: QMessageBox) -> None:
        asked.append(box.text())
        answer_with(box, QMessageBox.ButtonRole.YesRole if leave else QMessageBox.ButtonRole.NoRole)

    answer(QMessageBox, reply)
    window.start_asked(choices(players=6), seed=4)
    assert asked == ["Leave the game in progress and start a new one?"]
    players = window.controller.match.rules.players
    assert players == (6 if leave else 4)
    window.controller.stop()


@pytest.mark.parametrize("ask", [True, False])
def test_quit_asks_before_leaving_a_game_in_progress(
    qtbot: Any, settings: Any, answer: Any, ask: bool
) -> None:
    """Issue 41: Ctrl+Q (Game > Quit) left at once with "Ask before leaving a game in
    progress" ticked. Now Quit asks as the setting says: "Keep playing" keeps the window,
    "Quit" leaves with the game saved; with the setting off it leaves without a word.
    (The offscreen platform binds no key to Quit: the test chooses the menu item.)"""
    settings.ask_new_game = ask
    window = open_window(qtbot, settings, DialogPrompts())
    window.start(choices(players=2, level="beginner"), seed=6)
    play(qtbot, window.controller, 2)
    assert window.controller.in_progress()
    game_menu = window.menuBar().actions()[1].menu()
    (quit_item,) = [a for a in game_menu.actions() if a.text() == "&Quit"]
    asked: list[str] = []

    def reply(role: QMessageBox.ButtonRole) -> Any:
        def click(box: QMessageBox) -> None:
            asked.append(box.text())
            answer_with(box, role)

        return click

    if ask:
        answer(QMessageBox, reply(QMessageBox.ButtonRole.NoRole))
        quit_item.trigger()
        assert asked == ["Quit with a game in progress?"]
        assert window.isVisible(), "Keep playing keeps the window"
        answer(QMessageBox, reply(QMessageBox.ButtonRole.YesRole))
    quit_item.trigger()
    assert len(asked) == (2 if ask else 0)
    assert not window.isVisible()
    assert savegame.load(data_dir() / "save.json").deal.actions == window.controller.state.actions
