"""``briscola-fair-shuffle/2`` (docs/fair-shuffle.md): every player's cut, combined in seat
order; the doc's test vector and independent recipe; version 1 left as it was."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from briscola_qt.engine import Rules
from briscola_qt.engine.cards import codes
from briscola_qt.engine.fair import (
    SharedShuffle,
    ShuffleError,
    commitment_of,
    new_seed,
    parse_cuts,
    random_cut,
    seat_cuts,
    shuffled_cards,
    shuffled_cards_2,
)

DOC = Path(__file__).resolve().parents[2] / "docs" / "fair-shuffle.md"


def _section() -> str:
    text = DOC.read_text(encoding="utf-8")
    return text[text.index("## Version 2") :]


def doc_vector() -> dict[str, str]:
    rows = re.findall(r"^\| (seed|commitment|cuts|deck) \| `([^`]+)` \|$", _section(), re.M)
    found = dict(rows)
    assert set(found) == {"seed", "commitment", "cuts", "deck"}
    return found


def doc_recipe() -> str:
    pattern = r"<!-- recipe 2 -->\n```python\n(.*?)```\n<!-- end recipe 2 -->"
    match = re.search(pattern, _section(), re.S)
    assert match is not None
    return match.group(1)


def test_the_docs_vector_is_what_the_app_derives() -> None:
    vector = doc_vector()
    seed, cuts = bytes.fromhex(vector["seed"]), parse_cuts(vector["cuts"])
    assert commitment_of(seed) == vector["commitment"]
    assert " ".join(codes(shuffled_cards_2(seed, cuts))) == vector["deck"]
    assert SharedShuffle(seed, cuts).cuts_text() == vector["cuts"]


def test_the_docs_recipe_gives_the_vector_and_agrees_with_the_app(tmp_path: Path) -> None:
    script = tmp_path / "fair2.py"
    script.write_text(doc_recipe(), encoding="utf-8")
    assert len(doc_recipe().splitlines()) <= 24

    def recipe(seed: str, cuts: str) -> list[str]:
        done = subprocess.run(
            [sys.executable, str(script), seed, cuts], capture_output=True, text=True, check=True
        )
        return done.stdout.splitlines()

    vector = doc_vector()
    assert recipe(vector["seed"], vector["cuts"]) == [vector["commitment"], vector["deck"]]
    for players in (2, 5):  # and on seeds and cuts nobody chose
        seed = new_seed()
        shuffle = SharedShuffle(seed, tuple((s, random_cut() + " è") for s in range(players)))
        assert recipe(seed.hex(), shuffle.cuts_text()) == [
            shuffle.commitment,
            " ".join(codes(shuffled_cards_2(seed, shuffle.cuts))),
        ]


def test_the_cuts_are_taken_in_seat_order_whatever_order_they_came_in() -> None:
    seed = bytes(range(32))
    ordered = shuffled_cards_2(seed, [(0, "luna"), (2, "sole")])
    assert shuffled_cards_2(seed, [(2, "sole"), (0, "luna")]) == ordered
    # A cut counts with its seat: the same words at other seats deal another deck.
    assert shuffled_cards_2(seed, [(0, "sole"), (2, "luna")]) != ordered
    assert shuffled_cards_2(seed, [(1, "luna"), (2, "sole")]) != ordered


def test_every_cut_changes_the_deck() -> None:
    seed = new_seed()
    base = [(0, "1234"), (1, "5678"), (2, "9999")]
    deck = shuffled_cards_2(seed, base)
    for i in range(3):
        changed = list(base)
        changed[i] = (base[i][0], base[i][1] + "0")
        assert shuffled_cards_2(seed, changed) != deck


def test_no_two_lists_of_cuts_spell_the_same_message() -> None:
    seed = bytes(range(32))
    # Without the lengths these two would run together the same way.
    assert shuffled_cards_2(seed, [(0, "ab"), (1, "c")]) != shuffled_cards_2(
        seed, [(0, "a"), (1, "bc")]
    )


def test_version_2_is_not_version_1() -> None:
    seed = bytes(range(32))
    assert shuffled_cards_2(seed, [(0, "Caffè 42")]) != shuffled_cards(seed, "Caffè 42")


def test_each_table_gets_its_deck() -> None:
    shuffle = SharedShuffle(new_seed(), ((0, "x"), (3, "y")))
    for players, size in ((2, 40), (3, 39), (4, 40), (5, 40), (6, 36)):
        deck = shuffle.deck(Rules(players, "chiamata" if players == 5 else "classic"))
        assert len(deck) == len(set(deck)) == size
    assert Counter(shuffle.deck(Rules(2))) == Counter(range(40))


@pytest.mark.parametrize(
    ("cuts", "says"),
    [
        ([], "at least one"),
        ([(0, "a"), (0, "b")], "once"),
        ([(6, "a")], "0 to 5"),
        ([(0, "   ")], "empty"),
        ([(0, "a\x07")], "control"),
    ],
)
def test_cuts_that_are_not_cuts_are_refused(cuts: list[tuple[int, str]], says: str) -> None:
    with pytest.raises(ShuffleError, match=says):
        seat_cuts(cuts)


@pytest.mark.parametrize("text", ["", "[", "{}", "[[0, 1]]", '[["0", "a"]]', '[[0, "a", 1]]'])
def test_cuts_text_that_is_not_a_list_of_cuts_is_refused(text: str) -> None:
    with pytest.raises(ShuffleError):
        parse_cuts(text)


def test_the_command_round_trips_the_cuts() -> None:
    shuffle = SharedShuffle(bytes(range(32)), ((0, "it's"), (2, 'say "hi"')))
    assert parse_cuts(shuffle.cuts_text()) == shuffle.cuts
    assert "--shuffle 2" in shuffle.command()
    assert json.loads(shuffle.cuts_text()) == [[0, "it's"], [2, 'say "hi"']]
