"""Faults lose nothing (issue 44): the table a player hosts is kept in the data folder as
it is played; after the host's app stops, a fresh window offers it again, opens it under a
new code, the friend sits back at their place by name, and every player sees the match as
it stood. A kept file that cannot be used ends in a message and a fresh start. And no
Undo at a network table."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMessageBox

from briscola_qt.app.base.paths import data_dir
from briscola_qt.app.base.prompts import DialogPrompts
from briscola_qt.app.base.settings import Settings
from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.network.resume import HOSTED_NAME, read_hosted_save
from briscola_qt.app.shell.friends_window import FriendsWindow
from briscola_qt.app.shell.host_dialog import HostDialog
from briscola_qt.app.shell.window import MainWindow
from briscola_qt.engine.rules import Rules
from briscola_qt.net.hosted import HostedMatch, PlaceSpec
from briscola_qt.net.server import TableServer

from ..conftest import answer_with, shown_window
from .test_friends import WAIT_MS, address_of, join_dialog, play_to_the_end

ROOT = Path(__file__).resolve().parents[3]


def kept_path() -> Path:
    return data_dir() / HOSTED_NAME


def for_friends(window: MainWindow) -> MainWindow:
    """Tables on 127.0.0.1 only, never announced or looked for."""
    friends = window.friends
    friends.listen, friends.announce, friends.finder_on = "127.0.0.1", False, False
    return window


@pytest.fixture
def main(asking_window: MainWindow) -> Iterator[MainWindow]:
    yield for_friends(asking_window)
    asking_window.friends.close_all()


def host_best_of_3(qtbot: Any, main: MainWindow) -> FriendsWindow:
    """Anna hosts a table for two, best of three deals, the other place a friend's."""
    main.menus.host_action.trigger()
    dialog = next(w for w in main.findChildren(HostDialog) if w.isVisible())
    dialog.mode.setCurrentIndex(dialog.mode.findData(2))
    dialog.length.setCurrentIndex(dialog.length.findData("best_of_3"))
    dialog.place_boxes[0].setCurrentIndex(dialog.place_boxes[0].findData("friend"))
    dialog.name.setText("Anna")
    dialog.port.setValue(0)
    dialog.open_button.click()
    qtbot.waitUntil(lambda: len(main.friends.windows) == 1, timeout=WAIT_MS)
    return main.friends.windows[0]


def seen(window: FriendsWindow) -> dict[str, Any]:
    """What the player at ``window`` sees of the deal: the match's score, the deal's
    number, how many cards each hand holds, whose turn it is, their own cards."""
    snapshot = window.remote.snapshot()
    assert snapshot is not None
    return {
        "scores": snapshot.match_scores,
        "deal": snapshot.deal_number,
        "hands": [len(hand) for hand in snapshot.hands],
        "to_move": None if snapshot.to_move is None else window.remote.names[snapshot.to_move],
        "own": snapshot.own_cards(),
        "played": played(window),
        "stock": snapshot.table.stock_count,
    }


def played(window: FriendsWindow) -> int:
    """The cards played this deal as ``window`` shows them (while a trick is under way)."""
    snapshot = window.remote.snapshot()
    if snapshot is None:
        return -1
    return len(snapshot.history) * snapshot.players + len(snapshot.table.trick)


def play_moves(qtbot: Any, windows: list[FriendsWindow], moves: int) -> None:
    """Each seat plays its first legal card (and gathers its tricks) until the host's deal
    has ``moves`` actions, and both windows show it at a turn."""
    hosted = windows[0].session.hosted  # type: ignore[union-attr]
    for _ in range(400):
        state = hosted.state
        dealt = not hosted.cutting and state is not None and not state.is_terminal()
        if dealt and hosted.move == moves:
            break
        if not any(_move_one(window) for window in windows):
            qtbot.wait(10)
    else:
        raise AssertionError("the deal did not get that far")
    qtbot.waitUntil(
        lambda: all(w.remote.phase == Phase.PLAYING and played(w) == moves for w in windows),
        timeout=WAIT_MS,
    )


def _move_one(window: FriendsWindow) -> bool:
    """One move of the player at ``window``, if it is theirs to make."""
    remote = window.remote
    if not remote.awaits_human():
        return False
    snapshot = remote.snapshot()
    if remote.phase == Phase.TRICK_DONE:
        window.scene.continue_trick()
        return True
    if snapshot is not None and snapshot.legal:
        return window.scene.play_index(snapshot.own_cards().index(snapshot.legal[0]))
    return False


def test_the_hosted_match_goes_on_after_the_host_app_stops(
    qtbot: Any, main: MainWindow, settings: Settings, answer: Any
) -> None:
    host = host_best_of_3(qtbot, main)
    old_code = host.lobby.code_label.text()
    join_dialog(main, address_of(host), old_code, "Bruno")
    qtbot.waitUntil(lambda: len(main.friends.windows) == 2, timeout=WAIT_MS)
    friend = main.friends.windows[1]
    friend.lobby.ready_button.click()
    qtbot.waitUntil(host.lobby.start_button.isEnabled, timeout=WAIT_MS)
    # In the lobby nothing is kept yet: nothing would be lost.
    assert not kept_path().exists()
    host.lobby.start_button.click()
    # The first deal played to its end, the second started and played some way.
    play_to_the_end(qtbot, [host, friend])
    assert host.summary_dialog is not None
    # (the table's fair shuffle is new at every run: a deal drawn 60-60 scores nothing)
    first_won = host.summary_dialog.summary.outcome.winner is not None
    for window in (host, friend):
        window.summary_dialog.accept()  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: host.remote.deal == 1 == friend.remote.deal, timeout=WAIT_MS)
    play_moves(qtbot, [host, friend], 5)
    before = {"Anna": seen(host), "Bruno": seen(friend)}
    assert before["Anna"]["deal"] == 1 and sum(before["Anna"]["scores"]) == int(first_won)
    assert before["Anna"]["to_move"] == before["Bruno"]["to_move"]
    # The host's app stops: what is left of the table is the file in the data folder,
    # written at the last move, before the friend was told of it.
    left = kept_path().read_bytes()
    kept = json.loads(left)
    assert kept["format"] == "briscola-hosted/1"
    assert len(kept["table"]["deal"]["actions"]) == host.session.hosted.move == 5  # type: ignore[union-attr]
    store = main.history.keeper.store
    assert store is not None and len(store.deals()) == 2  # (the first deal, from each seat)
    main.close()  # (its Quit keeps the table as it was: the same bytes)
    assert kept_path().read_bytes() == left

    # A fresh start: the table is offered, and opened again under a new code.
    fresh = for_friends(next(shown_window(qtbot, settings, DialogPrompts())))
    assert fresh.menus.resume_hosted_action.isEnabled()
    asked = answer(QMessageBox, lambda box: answer_with(box, QMessageBox.ButtonRole.YesRole))
    fresh.hosted_resume.offer()
    assert "interrupted" in asked[0].text()
    qtbot.waitUntil(lambda: len(fresh.hosted_resume.resumed) == 1, timeout=WAIT_MS)
    host2 = fresh.hosted_resume.resumed[0]
    assert not fresh.menus.resume_hosted_action.isEnabled()  # (it is being hosted)
    session = host2.session
    assert session is not None
    new_code = session.code.spoken("en")
    assert new_code != old_code
    code_labels = [
        label.text() for label in host2.statusBar().findChildren(type(fresh.score_label))
    ]
    assert f"New code: {new_code}" in code_labels
    qtbot.waitUntil(lambda: host2.remote.snapshot() is not None, timeout=WAIT_MS)

    def friend_awaited() -> None:  # (an assertion, so a timeout says the places' states)
        states = [host2.remote.place_state(p) for p in range(2)]
        assert states[1] == "reconnecting", (states, host2.remote.seats)

    qtbot.waitUntil(friend_awaited, timeout=WAIT_MS)
    # The old code opens nothing; the new one, with the friend's name, their own place.
    address = session.addresses[0]
    wrong = join_dialog(fresh, address, old_code, "Bruno")
    qtbot.waitUntil(lambda: "not this table's code" in wrong.message.text(), timeout=WAIT_MS)
    wrong.reject()
    join_dialog(fresh, address, new_code, "Bruno")
    qtbot.waitUntil(lambda: len(fresh.friends.windows) == 2, timeout=WAIT_MS)
    friend2 = fresh.friends.windows[1]
    qtbot.waitUntil(lambda: friend2.remote.snapshot() is not None, timeout=WAIT_MS)
    assert friend2.remote.place == 1
    qtbot.waitUntil(lambda: host2.remote.place_state(1) == "connected", timeout=WAIT_MS)
    # Each sees the match as it stood: the score, the deal, the hands, whose turn.
    qtbot.waitUntil(
        lambda: all(w.remote.phase == Phase.PLAYING for w in (host2, friend2)), timeout=WAIT_MS
    )
    after = {"Anna": seen(host2), "Bruno": seen(friend2)}
    assert after == before
    assert host2.pages.currentWidget() is host2.view
    # The deal played on to its end is kept once in each player's history.
    play_to_the_end(qtbot, [host2, friend2])
    for window in (host2, friend2):
        assert window.shuffle_line.text().startswith("Shuffle checked")
    store = fresh.history.keeper.store
    assert store is not None
    deals = store.deals()
    assert len(deals) == 4
    numbers = sorted((store.entry(d.id).seat, store.entry(d.id).match.deal) for d in deals)  # type: ignore[union-attr]
    assert numbers == [(0, 0), (0, 1), (1, 0), (1, 1)]
    # One match in each player's history, before and after the host's app stopped.
    matches = {store.entry(d.id).match.id for d in deals}  # type: ignore[union-attr]
    assert len(matches) == 2
    # The host ends the match (or it ended): nothing is kept any more.
    if host2.remote.phase != Phase.MATCH_OVER:
        assert kept_path().exists()
        host2.end_match()
    assert not kept_path().exists()
    fresh.friends.close_all()
    fresh.close()


def a_kept_table() -> dict[str, Any]:
    """A table for two kept mid-deal, made without a network."""
    hosted = HostedMatch(Rules(2), (PlaceSpec(), PlaceSpec()))
    server = TableServer(hosted)
    hosted.start_deal()
    place, action = hosted.to_move(), hosted.state.legal_actions()[0]  # type: ignore[union-attr]
    assert place is not None
    hosted.apply(place, action)
    return {
        "format": "briscola-hosted/1",
        "host_name": "Anna",
        "host_token": None,
        "table": server.saved(),
    }


def broken_deck() -> bytes:
    kept = a_kept_table()
    kept["table"]["deal"]["deck"].reverse()
    return json.dumps(kept).encode()


@pytest.mark.parametrize(
    ("content", "says"),
    [
        (b"\x00\x01 not json", "not readable JSON"),
        (b'{"format": "briscola-record/1"}', "not a briscola-hosted/1 file"),
        (b"[1, 2, 3]", "not a briscola-hosted/1 file"),
        (broken_deck(), "deck"),
    ],
)
def test_a_kept_table_that_cannot_be_used_is_said_and_set_aside(
    qtbot: Any, main: MainWindow, content: bytes, says: str
) -> None:
    path = kept_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    main.hosted_resume.update_action()
    assert main.menus.resume_hosted_action.isEnabled()
    main.menus.resume_hosted_action.trigger()
    message = main.statusBar().currentMessage()
    assert message.startswith("The match you hosted could not be resumed (")
    assert says in message and "you can host a new table" in message
    # Set aside, not deleted; nothing opened, the menu says there is nothing to resume.
    assert not path.exists()
    (aside,) = path.parent.glob(f"{HOSTED_NAME}.broken-*")
    assert aside.read_bytes() == content
    assert not main.friends.windows and not main.menus.resume_hosted_action.isEnabled()
    # A fresh table may be hosted, and it is kept in its place once it begins.
    assert main.menus.host_action.isEnabled()


def test_a_table_kept_in_the_data_folder_is_offered_and_its_start_waits(
    qtbot: Any, main: MainWindow, answer: Any
) -> None:
    """Not now: the table stays kept, and the menu offers it."""
    path = kept_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(a_kept_table()))
    answer(QMessageBox, lambda box: answer_with(box, QMessageBox.ButtonRole.NoRole))
    main.hosted_resume.offer()
    assert path.exists() and not main.friends.windows
    main.hosted_resume.update_action()
    assert main.menus.resume_hosted_action.isEnabled()


def test_no_undo_at_a_network_table(qtbot: Any, main: MainWindow) -> None:
    host = host_best_of_3(qtbot, main)
    join_dialog(main, address_of(host), host.lobby.code_label.text(), "Bruno")
    qtbot.waitUntil(lambda: len(main.friends.windows) == 2, timeout=WAIT_MS)
    friend = main.friends.windows[1]
    friend.lobby.ready_button.click()
    qtbot.waitUntil(host.lobby.start_button.isEnabled, timeout=WAIT_MS)
    host.lobby.start_button.click()
    play_moves(qtbot, [host, friend], 1)
    hosted = host.session.hosted  # type: ignore[union-attr]
    undo_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Undo)
    for window in (host, friend):
        # No action of the window answers Undo's key, and the table takes nothing back.
        keys = [key for a in window.findChildren(QAction) for key in a.shortcuts()]
        assert not set(keys) & set(undo_keys)
        assert not window.remote.can_undo() and not window.remote.undo()
        window.view.setFocus()
        qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClick(window.view, Qt.Key.Key_Backspace)
    qtbot.wait(100)
    assert hosted.move == 1
    # The main window's Undo is its own game's: off with no game of its own on.
    assert not main.menus.undo_action.isEnabled()


def test_the_host_app_killed_mid_deal_resumes_where_it_stood(
    qtbot: Any,
    main: MainWindow,
    settings: Settings,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The host's app in a process of its own, killed with SIGKILL while the friend is to
    play: the table it kept is opened again here, at the same address, and the friend
    finds it as it stood. The friend's app, still trying the old table, is told it was
    opened again with a new code, and its tries cost the new code nothing."""
    monkeypatch.setattr(FriendsWindow, "RETRY_MS", 50)
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.app.network.hosting_child", str(tmp_path / "host.ini")],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        text=True,
        env={**os.environ, "BRISCOLA_QT_DATA": str(data_dir())},
        start_new_session=True,
    )
    try:
        assert child.stdout is not None
        address, code = child.stdout.readline().split()
        settings.host_port = int(address.rsplit(":", 1)[1])  # (opened again where it was)
        join_dialog(main, address, code, "Bruno")
        qtbot.waitUntil(lambda: len(main.friends.windows) == 1, timeout=WAIT_MS)
        bruno = main.friends.windows[0]
        bruno.lobby.ready_button.click()
        # Bruno plays until five cards are down and it is his turn: the host can do nothing
        # more, and what it kept is what Bruno sees.
        for _ in range(2000):
            if played(bruno) >= 5 and bruno.remote.phase == Phase.PLAYING and _its_turn(bruno):
                break
            if not _move_one(bruno):
                qtbot.wait(10)
        else:
            raise AssertionError("the deal did not get that far")
        before = seen(bruno)
        kept = json.loads(kept_path().read_bytes())
        assert len(kept["table"]["deal"]["actions"]) == before["played"]
        os.killpg(child.pid, signal.SIGKILL)
        child.wait(10)
    finally:
        if child.poll() is None:
            os.killpg(child.pid, signal.SIGKILL)
            child.wait(10)
    assert child.returncode == -signal.SIGKILL
    # The table opened again here; Bruno joins it with the new code and his name.
    main.hosted_resume.update_action()
    main.menus.resume_hosted_action.trigger()
    qtbot.waitUntil(lambda: len(main.hosted_resume.resumed) == 1, timeout=WAIT_MS)
    anna = main.hosted_resume.resumed[0]
    session = anna.session
    assert session is not None
    assert session.addresses == [address]
    new_code = session.code.spoken("en")
    qtbot.waitUntil(lambda: bruno.ended_reason is not None, timeout=WAIT_MS)
    assert bruno.notice.text().startswith("The host opened the table again with a new code.")
    assert session.server.wrong_tries == 0 and session.code.spoken("en") == new_code
    join_dialog(main, address, new_code, "Bruno")
    qtbot.waitUntil(lambda: len(main.friends.windows) == 3, timeout=WAIT_MS)
    bruno2 = main.friends.windows[2]
    qtbot.waitUntil(
        lambda: all(w.remote.phase == Phase.PLAYING for w in (anna, bruno2)), timeout=WAIT_MS
    )
    assert seen(bruno2) == before
    at_anna = seen(anna)
    assert at_anna["to_move"] == "Bruno" and at_anna["played"] == before["played"]
    assert at_anna["hands"] == before["hands"] and at_anna["scores"] == before["scores"]


def _its_turn(window: FriendsWindow) -> bool:
    snapshot = window.remote.snapshot()
    return snapshot is not None and bool(snapshot.legal) and window.remote.awaits_human()


def test_ending_or_closing_a_hosted_match_removes_it_and_an_older_one_is_set_aside(
    qtbot: Any, main: MainWindow
) -> None:
    older = kept_path()
    older.parent.mkdir(parents=True, exist_ok=True)
    older.write_text(json.dumps(a_kept_table()))
    for ending in ("end", "close"):
        host = host_best_of_3(qtbot, main)
        join_dialog(main, address_of(host), host.lobby.code_label.text(), "Bruno")
        qtbot.waitUntil(lambda: len(main.friends.windows) == 2, timeout=WAIT_MS)
        friend = main.friends.windows[1]
        friend.lobby.ready_button.click()
        qtbot.waitUntil(host.lobby.start_button.isEnabled, timeout=WAIT_MS)
        host.lobby.start_button.click()
        play_moves(qtbot, [host, friend], 1)
        assert json.loads(kept_path().read_bytes())["table"]["names"] == ["Anna", "Bruno"]
        if ending == "end":
            host.end_match()
        else:
            host.close()  # (the host closes the table's window: the match ends for all)
        assert not kept_path().exists()
        main.friends.close_all()
        qtbot.waitUntil(lambda: not main.friends.windows, timeout=WAIT_MS)
    # The table kept before the first of them was set aside, not overwritten.
    (aside,) = older.parent.glob(f"{HOSTED_NAME}.replaced-*")
    assert json.loads(aside.read_bytes())["table"]["deal"] is not None


def _paths(data: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every key and index in ``data``, as a path from its top."""
    if isinstance(data, dict):
        items: Any = data.items()
    elif isinstance(data, list):
        items = enumerate(data)
    else:
        return
    for key, value in items:
        yield (*path, key)
        yield from _paths(value, (*path, key))


def test_every_part_of_a_kept_table_broken_is_said_not_raised(tmp_path: Path) -> None:
    """Each value of a kept table replaced by one of another kind: read back, it is a table
    or a message, never an exception."""
    kept = a_kept_table()
    path = tmp_path / HOSTED_NAME
    told = 0
    for where in list(_paths(kept)):
        for odd in (None, -1, "x", [], {}, 10**30):
            broken = json.loads(json.dumps(kept))
            holder = broken
            for key in where[:-1]:
                holder = holder[key]
            holder[where[-1]] = odd
            path.write_text(json.dumps(broken))
            table, why = read_hosted_save(path)
            assert (table is None) == (why is not None), (where, odd)
            told += why is not None
            for aside in tmp_path.glob(f"{HOSTED_NAME}.broken-*"):
                aside.unlink()
    assert told > 100
