"""The names a table's opener gives its computer players (``create``'s ``names``, in the
opener's language): shown in the lobby's list and at the table, kept through a restart;
anything else than one name a place ('' at a friend's, a short printable name at a
computer's) refused with a sentence, nothing opened, the lobby still answering. An older
app that sends no names gets the server's own."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from briscola_qt.engine.rules import Rules
from briscola_qt.net.protocol import MAX_COMPUTER_NAME
from briscola_qt.server.lobby_client import LobbyClient, LobbyError

from ..net.tables import run
from .serving import lobby, open_club, seat

PLACES = ["friend", "medium", "expert"]


def create(names: object) -> dict[str, Any]:
    """A three-player table's ``create`` request giving ``names`` as they are."""
    return {
        "type": "create",
        "rules": Rules(3).to_dict(),
        "places": PLACES,
        "deals": 1,
        "title": "Anna",
        "names": names,
    }


async def seat_names(hall: LobbyClient, table: str) -> list[str]:
    listed = await hall.tables()
    (summary,) = [t for t in listed["tables"] if t["table"] == table]
    return [str(s["name"]) for s in sorted(summary["seats"], key=lambda s: s["place"])]


def test_the_computers_names_the_opener_gives_are_listed_told_at_the_table_and_kept(
    tmp_path: Path,
) -> None:
    longest = "Computer 3 (" + "E" * (MAX_COMPUTER_NAME - 13) + ")"
    assert len(longest) == MAX_COMPUTER_NAME
    given = ["", "Computer 2 (Intermedio)", longest]

    async def scenario() -> None:
        club, server = await open_club(tmp_path)
        try:
            hall = await lobby(server)
            created = await hall.create(Rules(3), PLACES, deals=1, title="Anna", names=given)
            assert await seat_names(hall, created["table"]) == given
            anna = seat(server, created, "Anna")
            await anna.connect()
            await anna.receive()  # (the seats)
            assert await seat_names(hall, created["table"]) == ["Anna", *given[1:]]
            await anna.close()
            # An older app sends no names: the server names its computers itself.
            older = await hall.create(Rules(3), PLACES, deals=1, title="Marco")
            assert await seat_names(hall, older["table"]) == ["", "Medium 2", "Expert 3"]
            await hall.close()
        finally:
            await club.stop()
        club, server = await open_club(tmp_path)  # (the names are in the table's record)
        try:
            hall = await lobby(server)
            assert await seat_names(hall, created["table"]) == ["Anna", *given[1:]]
            await hall.close()
        finally:
            await club.stop()

    run(scenario(), 60)


def test_names_that_are_not_one_short_printable_name_a_computers_place_are_refused(
    tmp_path: Path,
) -> None:
    too_long = "C" * (MAX_COMPUTER_NAME + 1)
    refused_names: list[tuple[object, str]] = [
        ("Computer", "names lists 3 names, one a place"),
        ({"1": "Computer"}, "names lists 3 names"),
        (["", "Computer 2"], "names lists 3 names"),
        (["", "Computer 2", "Computer 3", ""], "names lists 3 names"),
        (["Anna", "Computer 2", "Computer 3"], "place 1 is a friend's, whose name is ''"),
        ([None, "Computer 2", "Computer 3"], "place 1 is a friend's"),
        (["", "", "Computer 3"], "place 2: a computer's name has 1 to 30 characters"),
        (["", "Computer 2", "   "], "place 3: a computer's name has 1 to 30 characters"),
        (["", too_long, "Computer 3"], "place 2: a computer's name has 1 to 30"),
        (["", "Computer\n2", "Computer 3"], "place 2: a computer's name is a string of printable"),
        (["", "Computer 2", "\x1b[2JComputer"], "place 3: a computer's name is a string of"),
        (["", "Computer\u200f 2", "Computer 3"], "place 2: a computer's name is a string of"),
        (["", 2, "Computer 3"], "place 2: a computer's name is a string of"),
        (["", ["Computer 2"], "Computer 3"], "place 2: a computer's name is a string of"),
        (["", None, "Computer 3"], "place 2: a computer's name is a string of"),
    ]

    async def scenario() -> None:
        club, server = await open_club(tmp_path, lobby_burst=len(refused_names) + 5)
        try:
            hall = await lobby(server)
            for names, said in refused_names:
                with pytest.raises(LobbyError) as refused:
                    await hall.request(create(names))
                assert refused.value.reason == "bad-table", names
                assert said in str(refused.value), (names, str(refused.value))
            # Nothing was opened, nothing recorded, and the lobby still answers.
            assert (await hall.tables())["total"] == 0 and club.tables == {}
            assert list((tmp_path / "tables").glob("*.log")) == []
            opened = await hall.request(create(["", "Computer 2", "Computer 3"]))
            assert await seat_names(hall, opened["table"]) == ["", "Computer 2", "Computer 3"]
            await hall.close()
        finally:
            await club.stop()

    run(scenario())
