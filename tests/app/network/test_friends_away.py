"""Play with friends when something goes wrong (issue 44, a newcomer's playtest): an app
that stopped comes back to its own seat with the token it kept in its data folder, every
plate says who is away and who a computer plays for, the host's End the match and Pause
say what they do, a mistyped or replaced code is told as such, and a deal played with
friends is reviewed with the friends' names."""

from __future__ import annotations

import asyncio
import json
import os
import queue
import signal
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from briscola_qt.app.game.controller import COMPUTER_NAMES
from briscola_qt.app.network.seat_tokens import SEAT_TOKENS_NAME, SeatTokens
from briscola_qt.app.shell.friends_window import FriendsWindow
from briscola_qt.app.shell.window import MainWindow
from briscola_qt.net.peers import Limits

from .test_friends import (
    WAIT_MS,
    address_of,
    host_table,
    join_dialog,
    lobby_rows,
    play_to_the_end,
    seated_pair,
    start,
)

CHILD = "tests.app.network.joining_child"
"""A friend's app in a process of its own (killed by a test)."""


def plate_words(window: FriendsWindow) -> list[str]:
    return [words for words, _box in window.scene.plates()]


def join(
    qtbot: Any, main: MainWindow, host: FriendsWindow, name: str, code: str | None = None
) -> FriendsWindow:
    """A friend joins with the Join dialog; their window."""
    before = len(main.friends.windows)
    join_dialog(main, address_of(host), code or host.lobby.code_label.text(), name)
    qtbot.waitUntil(lambda: len(main.friends.windows) == before + 1, timeout=WAIT_MS)
    return main.friends.windows[-1]


def at_the_table(qtbot: Any, window: FriendsWindow) -> None:
    qtbot.waitUntil(
        lambda: (
            window.pages.currentWidget() is window.view and window.remote.snapshot() is not None
        ),
        timeout=WAIT_MS,
    )


def own_app(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, name: str) -> Path:
    """The data folder of one friend's app (each app keeps its own seat tokens)."""
    folder = tmp_path / name
    monkeypatch.setenv("BRISCOLA_QT_DATA", str(folder))
    return folder


def start_three(qtbot: Any, host: FriendsWindow, friends: list[FriendsWindow]) -> None:
    for window in friends:
        window.lobby.ready_button.click()
    qtbot.waitUntil(host.lobby.start_button.isEnabled, timeout=WAIT_MS)
    host.lobby.start_button.click()
    for window in (host, *friends):
        at_the_table(qtbot, window)


def test_an_app_started_again_comes_back_to_its_own_seat(
    qtbot: Any, main: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Two friends called Marco; both apps stop; the second one's, started again, finds
    its seat token in its data folder and sits at its own seat, its own hand in it (by
    name alone it would have been given the first Marco's)."""
    host = host_table(qtbot, main, players=3)
    own_app(monkeypatch, tmp_path, "first")
    first = join(qtbot, main, host, "Marco")
    second_folder = own_app(monkeypatch, tmp_path, "second")
    second = join(qtbot, main, host, "Marco")
    assert (first.remote.place, second.remote.place) == (1, 2)
    start_three(qtbot, host, [first, second])
    hand = second.remote.snapshot().own_cards()  # type: ignore[union-attr]
    kept = json.loads((second_folder / SEAT_TOKENS_NAME).read_text())
    (only,) = kept["tables"].values()
    assert only["token"] == second.remote.token
    for window in (first, second):
        window.close()  # (the app is gone, and with it what it held in memory)
    qtbot.waitUntil(lambda: plate_words(host).count("Marco (reconnecting)") == 2, timeout=WAIT_MS)
    own_app(monkeypatch, tmp_path, "second")
    back = join(qtbot, main, host, "Marco")
    at_the_table(qtbot, back)
    assert back.remote.place == 2
    assert back.remote.snapshot().own_cards() == hand  # type: ignore[union-attr]
    assert back.statusBar().currentMessage() == (
        "Welcome back: you sit at your own place, the table as it stands."
    )
    qtbot.waitUntil(
        lambda: sorted(plate_words(host)).count("Marco (reconnecting)") == 1, timeout=WAIT_MS
    )
    qtbot.waitUntil(lambda: "Marco (reconnecting)" in plate_words(back), timeout=WAIT_MS)


def test_apps_killed_with_sigkill_come_back_each_to_its_own_seat(
    qtbot: Any, main: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The same, with each friend's app a process of its own, killed with SIGKILL mid-deal:
    what brings the second Marco back to his seat is the token his app wrote to its data
    folder before it was killed."""
    host = host_table(qtbot, main, players=3)
    address, code = address_of(host), host.lobby.code_label.text()
    heard: queue.Queue[str] = queue.Queue()
    children: list[subprocess.Popen[str]] = []

    def listen(child: subprocess.Popen[str]) -> None:
        assert child.stdout is not None
        for line in child.stdout:
            heard.put(line.strip())

    try:
        for folder in ("first", "second"):
            settings = str(tmp_path / f"{folder}.ini")
            child = subprocess.Popen(
                [sys.executable, "-m", CHILD, settings, address, code, "Marco"],
                cwd=Path(__file__).resolve().parents[3],
                stdout=subprocess.PIPE,
                stdin=subprocess.DEVNULL,
                text=True,
                env={**os.environ, "BRISCOLA_QT_DATA": str(tmp_path / folder)},
                start_new_session=True,
            )
            children.append(child)
            threading.Thread(target=listen, args=(child,), daemon=True).start()
            seated = len(children) + 1
            qtbot.waitUntil(
                lambda n=seated: (
                    [s.get("state") for s in host.remote.seats].count("connected") == n
                ),
                timeout=4 * WAIT_MS,
            )
        qtbot.waitUntil(host.lobby.start_button.isEnabled, timeout=WAIT_MS)
        host.lobby.start_button.click()
        hands: dict[int, list[int]] = {}
        for _ in range(2):
            qtbot.waitUntil(lambda: not heard.empty(), timeout=4 * WAIT_MS)
            _, place, *cards = heard.get().split()
            hands[int(place)] = [int(card) for card in cards]
        assert sorted(hands) == [1, 2]
        for child in children:
            os.killpg(child.pid, signal.SIGKILL)
            child.wait(10)
    finally:
        for child in children:
            if child.poll() is None:
                os.killpg(child.pid, signal.SIGKILL)
                child.wait(10)
    qtbot.waitUntil(lambda: plate_words(host).count("Marco (reconnecting)") == 2, timeout=WAIT_MS)
    own_app(monkeypatch, tmp_path, "second")  # (the second Marco's app, started again)
    back = join(qtbot, main, host, "Marco")
    at_the_table(qtbot, back)
    assert back.remote.place == 2
    assert [int(card) for card in back.remote.snapshot().own_cards()] == hands[2]  # type: ignore[union-attr]


def test_a_place_left_past_the_window_is_said_away_and_a_newcomer_takes_it(
    qtbot: Any, main: MainWindow
) -> None:
    host, friend = seated_pair(qtbot, main)
    assert host.session is not None
    host.session.server.limits = Limits(reconnect_window=0.5)  # (five minutes, in the app)
    start(qtbot, host, friend)
    friend.close()
    qtbot.waitUntil(lambda: "Bruno (reconnecting)" in plate_words(host), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: "Bruno (away)" in plate_words(host), timeout=WAIT_MS)
    # The host, at the table, still has the code to give (it is no longer in the lobby).
    assert host.code_label.isVisible()
    assert host.code_label.text() == f"Code: {host.lobby.code_label.text()}"
    # The host may still let a computer play for him; a newcomer may take the seat.
    assert [a.text() for a in host.seat_menu.actions()] == ["Let a computer play for Bruno"]
    carla = join(qtbot, main, host, "Carla")
    at_the_table(qtbot, carla)
    assert carla.remote.place == 1
    qtbot.waitUntil(lambda: "Carla" in plate_words(host), timeout=WAIT_MS)


def test_every_plate_says_a_computer_holds_an_away_friends_seat(
    qtbot: Any, main: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Bruno is away and the host lets a computer play for him: Carla's plate says so,
    even in an app that joined again since (it never saw Bruno's seat as a friend's)."""
    host = host_table(qtbot, main, players=3)
    own_app(monkeypatch, tmp_path, "bruno")
    bruno = join(qtbot, main, host, "Bruno")
    own_app(monkeypatch, tmp_path, "carla")
    carla = join(qtbot, main, host, "Carla")
    start_three(qtbot, host, [bruno, carla])
    bruno.close()
    qtbot.waitUntil(lambda: "Bruno (reconnecting)" in plate_words(carla), timeout=WAIT_MS)
    qtbot.waitUntil(host.seat_button.isEnabled, timeout=WAIT_MS)
    (hand_over,) = host.seat_menu.actions()
    hand_over.trigger()
    qtbot.waitUntil(lambda: "Bruno (computer)" in plate_words(carla), timeout=WAIT_MS)
    carla.close()
    qtbot.waitUntil(lambda: "Carla (reconnecting)" in plate_words(host), timeout=WAIT_MS)
    carla = join(qtbot, main, host, "Carla")
    at_the_table(qtbot, carla)
    qtbot.waitUntil(lambda: "Bruno (computer)" in plate_words(carla), timeout=WAIT_MS)
    assert carla.lobby.state_text(carla.remote.place_state(1)) == "a computer holds the seat"
    qtbot.waitUntil(lambda: len(host.seat_menu.actions()) == 1, timeout=WAIT_MS)  # (Carla's back)
    (hand_back,) = host.seat_menu.actions()
    hand_back.trigger()
    qtbot.waitUntil(lambda: "Bruno (reconnecting)" in plate_words(carla), timeout=WAIT_MS)


def test_a_deal_played_with_friends_is_reviewed_with_their_names(
    qtbot: Any, main: MainWindow
) -> None:
    host, friend = seated_pair(qtbot, main)
    start(qtbot, host, friend)
    play_to_the_end(qtbot, [host, friend])
    store = main.history.keeper.store
    assert store is not None
    (bruno_deal,) = [d for d in store.deals() if store.entry(d.id).seat == friend.remote.human]
    review = main.history.review_kept(bruno_deal.id)
    assert review is not None
    names = review.view.names
    assert names[friend.remote.human] == "You"
    assert names[host.remote.human] == "Anna"
    assert not set(names) & set(COMPUTER_NAMES)
    review.close()


def test_ending_the_match_is_asked_first(qtbot: Any, main: MainWindow, answer: Any) -> None:
    host, friend = seated_pair(qtbot, main)
    start(qtbot, host, friend)

    def click(text: str) -> Any:
        return lambda box: next(b for b in box.buttons() if b.text() == text).click()

    asked = answer(QMessageBox, click("Keep playing"))
    host.end_action.trigger()
    assert asked and asked[0].text() == "End the match for everyone at the table?"
    assert host.ended_reason is None and host.session is not None and host.session.is_open
    asked = answer(QMessageBox, click("End the match"))
    host.end_action.trigger()
    assert asked
    assert "You ended the match" in host.notice.text()
    qtbot.waitUntil(friend.notice.isVisible, timeout=WAIT_MS)
    assert friend.notice.text() == "The host ended the match: leave the table when you like."


def test_a_mistyped_word_of_the_code_is_named(qtbot: Any, main: MainWindow) -> None:
    host = host_table(qtbot, main)
    number, _first, second = host.lobby.code_label.text().split("-")
    dialog = join_dialog(main, address_of(host), f"{number}-castel-{second}", "Bruno")
    assert dialog.message.text().startswith("“castel” is not one of the invitation code's words")
    dialog.code.setText(f"{number} castel{second}")
    dialog.join_button.click()
    assert dialog.message.text().startswith("“castel” is not one")
    dialog.reject()


def test_a_code_replaced_after_three_wrong_tries_is_told(qtbot: Any, main: MainWindow) -> None:
    host = host_table(qtbot, main)
    # The host's own app joins its table a moment after it opens: while that handshake is
    # under way it counts among the guesses (door.py), and a third wrong try made beside
    # it is refused as busy, not counted: the likely cause of one failure in CI, under
    # load, where the dialog's words were not read out.
    qtbot.waitUntil(lambda: [r[2] for r in lobby_rows(host)][:1] == ["connected"], timeout=WAIT_MS)
    right = host.lobby.code_label.text()
    number, first, second = right.split("-")
    wrong = f"{int(number) % 999 + 1}-{first}-{second}"
    dialog = join_dialog(main, address_of(host), wrong, "Bruno")
    for tries in range(1, 4):
        qtbot.waitUntil(dialog.join_button.isEnabled, timeout=WAIT_MS)
        said = dialog.message.text()
        wanted = "not this table's code" if tries < 3 else "has changed"
        assert wanted in said, (tries, said)  # (failed once in CI, 7 Dec, saying no more)
        if tries < 3:
            dialog.join_button.click()
    qtbot.waitUntil(lambda: host.lobby.code_label.text() != right, timeout=WAIT_MS)
    assert host.code_label.text() == f"Code: {host.lobby.code_label.text()}"
    assert host.statusBar().currentMessage() == (
        "Three wrong tries: the table has a new invitation code."
    )
    dialog.code.setText(right)  # (the code the host gave before: no longer the table's)
    dialog.join_button.click()
    qtbot.waitUntil(dialog.join_button.isEnabled, timeout=WAIT_MS)
    assert dialog.message.text() == (
        "The host's invitation code has changed: after three wrong tries the table draws a"
        " new one. Ask the host for the new code."
    )
    dialog.code.setText(host.lobby.code_label.text())
    dialog.join_button.click()
    qtbot.waitUntil(lambda: len(main.friends.windows) == 2, timeout=WAIT_MS)


def test_a_paused_table_says_so_to_everyone_and_pause_reads_resume(
    qtbot: Any, main: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(FriendsWindow, "RETRY_MS", 50)
    host, friend = seated_pair(qtbot, main)
    start(qtbot, host, friend)
    assert host.pause_action.text() == "&Pause"
    # Anna leads: her table asks her to play, Bruno's says she is thinking.
    qtbot.waitUntil(lambda: bool(getattr(host.remote.snapshot(), "legal", ())), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: "Anna is thinking…" in plate_words(friend), timeout=WAIT_MS)
    host.pause_action.trigger()
    assert host.pause_action.text() == "&Resume"
    qtbot.waitUntil(friend.notice.isVisible, timeout=WAIT_MS)
    assert friend.notice.text().startswith("Paused: the host has paused the game.")
    qtbot.waitUntil(host.notice.isVisible, timeout=WAIT_MS)
    assert host.notice.text().startswith("Paused: you have paused the game.")
    # While paused nobody is asked to play, nor shown thinking.
    assert host.remote.snapshot().legal == ()  # type: ignore[union-attr]
    assert not host.scene.play_index(0)
    qtbot.waitUntil(lambda: "Anna is thinking…" not in plate_words(friend), timeout=WAIT_MS)
    # The friend's connection drops and comes back: the table is still paused.
    worker = friend.remote.link.worker
    assert worker.client is not None and worker.client.connection is not None
    asyncio.run_coroutine_threadsafe(worker.client.connection.close(), worker.loop)
    qtbot.waitUntil(lambda: "trying to get back" in friend.notice.text(), timeout=WAIT_MS)
    qtbot.waitUntil(
        lambda: friend.statusBar().currentMessage() == "Back at the table.", timeout=WAIT_MS
    )
    qtbot.waitUntil(lambda: friend.notice.text().startswith("Paused:"), timeout=WAIT_MS)
    assert friend.notice.isVisible()
    host.pause_action.trigger()
    assert host.pause_action.text() == "&Pause"
    qtbot.waitUntil(lambda: not friend.notice.isVisible(), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not host.notice.isVisible(), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: bool(getattr(host.remote.snapshot(), "legal", ())), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: "Anna is thinking…" in plate_words(friend), timeout=WAIT_MS)


def test_kept_seat_tokens_survive_a_broken_file(tmp_path: Path) -> None:
    path = tmp_path / SEAT_TOKENS_NAME
    path.write_text("{not json")
    tokens = SeatTokens(path)
    assert tokens.get("abc", "Bruno") is None
    tokens.keep("abc", "token-1", "Bruno")
    tokens.keep("def", "token-2", "Bruno")
    assert (tokens.get("abc", "bruno"), tokens.get("def", "Bruno")) == ("token-1", "token-2")
    assert tokens.get("abc", "Carla") is None  # (another player of this computer)
    tokens.forget("abc")
    assert tokens.get("abc", "Bruno") is None and tokens.get("def", "Bruno") == "token-2"
    assert not list(tmp_path.glob(".*.tmp"))  # (written to a temporary name, renamed)
    for table in range(40):  # (only the latest tables are kept)
        tokens.keep(f"t{table}", "x", "Bruno")
    assert len(json.loads(path.read_text())["tables"]) <= 16


def test_between_deals_each_window_says_who_starts_and_offers_the_next_deal(
    qtbot: Any, main: MainWindow
) -> None:
    from .test_resume_hosted import host_best_of_3

    host = host_best_of_3(qtbot, main)
    friend = join(qtbot, main, host, "Bruno")
    start(qtbot, host, friend)
    play_to_the_end(qtbot, [host, friend])
    # Deal 2 is started by seat 0 of deal 2: the friend's place (places move one a deal).
    assert friend.what_now.text() == (
        "Next deal: you start. It is dealt once everyone has pressed Next deal."
    )
    assert host.what_now.text().startswith("Next deal: Bruno starts.")
    # The friend looks at the table: the way on is a button on it.
    assert friend.summary_dialog is not None
    friend.summary_dialog.reject()
    assert friend.view.go_on.isVisible() and friend.view.go_on.text() == "Next deal"
    host.summary_dialog.accept()  # type: ignore[union-attr]
    assert not host.view.go_on.isVisible()
    # The host has gone on: the table says what it waits for.
    assert host.between.waiting.isVisible()
    assert (
        host.between.waiting.text() == "The next deal is dealt once everyone has pressed Next deal…"
    )
    friend.view.go_on.click()
    qtbot.waitUntil(
        lambda: friend.remote.deal == 1 and friend.remote.snapshot() is not None, timeout=WAIT_MS
    )
    assert not friend.view.go_on.isVisible()
    assert friend.remote.place_of(0) == friend.remote.place  # (who was said to start)
    qtbot.waitUntil(lambda: not host.between.waiting.isVisible(), timeout=WAIT_MS)


def test_a_quick_message_shows_beside_the_speakers_plate(qtbot: Any, main: MainWindow) -> None:
    host, friend = seated_pair(qtbot, main)
    start(qtbot, host, friend)
    qtbot.waitUntil(lambda: any("Bruno" in w for w in plate_words(host)), timeout=WAIT_MS)
    friend.say_actions["bravo"].trigger()
    qtbot.waitUntil(lambda: 1 in host.bubbles.bubbles, timeout=WAIT_MS)
    bubble = host.bubbles.bubbles[1]
    assert bubble.isVisible() and bubble.text() == "Bravo!"
    # Beside Bruno's plate (the top of the table), not the host's own (the foot).
    (plate,) = [box for words, box in host.scene.plates() if words.startswith("Bruno")]
    at = host.view.mapFromScene(plate.center())
    middle = bubble.geometry().center()
    assert abs(middle.y() - at.y()) < host.view.viewport().height() / 4
    assert host.statusBar().currentMessage() == "Bruno: Bravo!"
    qtbot.waitUntil(lambda: friend.statusBar().currentMessage() == "You: Bravo!", timeout=WAIT_MS)
    assert friend.bubbles.bubbles == {}  # (not over the speaker's own prompt)
