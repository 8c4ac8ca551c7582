"""A table opened at a club server from an app in Italian (issue 45): its computer players
are named in the opener's language, as at a table the app hosts itself ("Computer 2
(Intermedio)"), in the club dialog's list and on the table's plates, never the server's
English defaults ("Medium 3"). Against a real ``ClubServer`` on 127.0.0.1."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from briscola_qt.app.network.club_dialog import ClubDialog
from briscola_qt.app.shell.club_table import ClubTableDialog
from briscola_qt.app.shell.friends_window import FriendsWindow
from briscola_qt.app.shell.window import MainWindow

from .test_club_join import WAIT_MS, ClubThread, club_dialog, table_rows, visible

COMPUTERS = ["Computer 1 (Principiante)", "Computer 2 (Intermedio)", "Computer 3 (Esperto)"]
ENGLISH = ("Beginner", "Medium", "Expert")


@pytest.fixture
def club(tmp_path: Path) -> Iterator[ClubThread]:
    served = ClubThread(tmp_path / "club")
    yield served
    served.stop()


def listed(qtbot: Any, dialog: ClubDialog, address: str) -> None:
    dialog.address.setText(address)
    dialog.look_button.click()
    qtbot.waitUntil(dialog.create_button.isEnabled, timeout=WAIT_MS)


def test_a_club_tables_computers_are_named_in_the_openers_language(
    qtbot: Any, italian_ui: None, main: MainWindow, club: ClubThread
) -> None:
    dialog = club_dialog(main)
    listed(qtbot, dialog, club.address)
    dialog.name.setText("Anna")
    dialog.create_button.click()
    panel = visible(main, ClubTableDialog)
    panel.mode.setCurrentIndex(panel.mode.findData(4))
    for box, level in zip(panel.place_boxes, ("beginner", "medium", "expert"), strict=False):
        box.setCurrentIndex(box.findData(level))
    panel.open_button.click()
    qtbot.waitUntil(lambda: len(main.friends.windows) == 1, timeout=WAIT_MS)

    # At the table (Anna is its one friend: the deal begins), each plate names its player.
    window: FriendsWindow = main.friends.windows[0]
    qtbot.waitUntil(lambda: window.pages.currentWidget() is window.view, timeout=WAIT_MS)

    def plate_words() -> list[str]:
        return [words for words, _box in window.scene.plates()]

    def named(computer: str) -> bool:
        """A plate names ``computer``, whole (the partner's adds " · ..."): at 1100x760
        there is room for it under the left hand, off the stock and the trick ("Computer 3
        (Esperto…" was cut short there for 0.6 px over the briscola)."""
        return any(words.split(" · ")[0] == computer for words in plate_words())

    qtbot.waitUntil(lambda: all(named(computer) for computer in COMPUTERS), timeout=WAIT_MS)
    assert not any(english in words for words in plate_words() for english in ENGLISH)

    # The club's list, asked again, says the same names.
    again = club_dialog(main)
    listed(qtbot, again, club.address)
    (row,) = [r for r in table_rows(again) if r[0] == "Tavolo di Anna"]
    at_table = row[3]
    for computer in COMPUTERS:
        assert computer in at_table
    assert "(computer)" not in at_table  # (its name says so already)
    assert not any(english in at_table for english in ENGLISH)
    again.reject()
