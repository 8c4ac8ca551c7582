"""Partners' signals at a four-player network table (issue 44, "At the table"), as in a
local game with New game's "partner signals": each player's window shows what their
partner's hand signals, the partner a friend or a computer, and never an opponent's."""

from __future__ import annotations

from typing import Any

from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.shell.friends_window import FriendsWindow
from briscola_qt.app.shell.host_dialog import HostDialog
from briscola_qt.app.shell.window import MainWindow
from briscola_qt.engine.cards import RANK_OF, SUIT_OF, Rank

from .test_friends import WAIT_MS, address_of, join_dialog, lobby_rows, play_to_the_end

SIGNAL = "Trumps: "
"""How a signal's badge on the felt begins."""


def signal_badges(window: FriendsWindow) -> list[str]:
    """The signals on the window's felt, as last painted."""
    window.view.viewport().repaint()
    return [words for words, _box in window.scene.plates() if words.startswith(SIGNAL)]


def expected_badge(window: FriendsWindow, reader: FriendsWindow) -> str:
    """The signal of the hand in ``window`` (its own cards), in ``reader``'s felt's words
    (its deck's letters: the Queen is N for Italian cards)."""
    snapshot = window.remote.snapshot()
    assert snapshot is not None and snapshot.table.trump is not None
    trump = snapshot.table.trump
    hand = snapshot.own_cards()
    ranks = (Rank.ACE, Rank.THREE, Rank.KING, Rank.QUEEN, Rank.JACK)
    letters = {rank: reader.scene.card_names.rank_letter(rank) for rank in ranks}
    held = [
        letters[r] for r in letters if any(RANK_OF[c] == r and SUIT_OF[c] == trump for c in hand)
    ]
    side = sum(1 for c in hand if SUIT_OF[c] != trump and RANK_OF[c] in (Rank.ACE, Rank.THREE))
    # (X: no trump at all; a dash: trumps, none of the five)
    no_trump = not any(SUIT_OF[c] == trump for c in hand)
    said = "X" if no_trump else " ".join(held) or "–"
    return f"{SIGNAL}{said} · side Aces/Threes: {side}"


def test_a_friends_signal_reaches_their_partner_and_only_them(qtbot: Any, main: MainWindow) -> None:
    main.menus.host_action.trigger()
    dialog = next(w for w in main.findChildren(HostDialog) if w.isVisible())
    dialog.mode.setCurrentIndex(dialog.mode.findData(4))
    assert dialog.signals.isEnabled()
    dialog.signals.setChecked(True)
    for box, kind in zip(dialog.place_boxes, ("friend", "friend", "beginner"), strict=False):
        box.setCurrentIndex(box.findData(kind))
    dialog.name.setText("Anna")
    dialog.port.setValue(0)
    dialog.open_button.click()
    qtbot.waitUntil(lambda: len(main.friends.windows) == 1, timeout=WAIT_MS)
    anna = main.friends.windows[0]
    code = anna.lobby.code_label.text()
    for count, name in enumerate(("Bruno", "Carla"), start=2):
        join_dialog(main, address_of(anna), code, name)
        qtbot.waitUntil(lambda n=count: len(main.friends.windows) == n, timeout=WAIT_MS)
    _, bruno, carla = main.friends.windows
    # (the host's lobby has its four rows at once; Carla's name comes with her join)
    qtbot.waitUntil(lambda: [r[1] for r in lobby_rows(anna)][2:3] == ["Carla"], timeout=WAIT_MS)
    # Places 1 and 3 play together (team A), 2 and 4 (team B): Anna and Carla partners.
    assert [row[:2] for row in lobby_rows(anna)] == [
        ["1 · team A", "Anna (you)"],
        ["2 · team B", "Bruno"],
        ["3 · team A", "Carla"],
        ["4 · team B", "Computer (Beginner)"],
    ]
    bruno.lobby.ready_button.click()
    carla.lobby.ready_button.click()
    qtbot.waitUntil(anna.lobby.start_button.isEnabled, timeout=WAIT_MS)
    anna.lobby.start_button.click()
    windows = [anna, bruno, carla]

    def dealt() -> bool:
        return all(
            w.remote.snapshot() is not None and w.remote.phase == Phase.PLAYING for w in windows
        )

    qtbot.waitUntil(dealt, timeout=WAIT_MS)
    seat = {window: window.remote.human for window in windows}
    computer = next(s for s in range(4) if s not in seat.values())
    assert (seat[carla] - seat[anna]) % 4 == 2  # (partners face each other)
    # Each window shows one signal, its partner's: Anna sees Carla's hand's, Carla Anna's,
    # Bruno the computer's; the signals come with the host's updates, so as they stand.
    for window, partner in ((anna, seat[carla]), (carla, seat[anna]), (bruno, computer)):
        snapshot = window.remote.snapshot()
        assert snapshot is not None
        assert set(snapshot.signals) == {partner}
        assert len(signal_badges(window)) == 1
    assert signal_badges(anna) == [expected_badge(carla, anna)]
    assert signal_badges(carla) == [expected_badge(anna, carla)]
    # Through the whole deal no window is ever told an opponent's signal.
    told: dict[FriendsWindow, set[int]] = {window: set() for window in windows}

    def note(window: FriendsWindow) -> None:
        snapshot = window.remote.snapshot()
        if snapshot is not None:
            told[window].update(snapshot.signals)

    for window in windows:
        window.remote.changed.connect(lambda w=window: note(w))
    play_to_the_end(qtbot, windows)
    assert told == {anna: {seat[carla]}, carla: {seat[anna]}, bruno: {computer}}
