"""The invitation code: read aloud, typed on a phone, in either language, it is the same."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from briscola_qt.net.invitation import (
    HIGHEST,
    LOWEST,
    CodeError,
    InvitationCode,
    new_code,
    parse_code,
)
from briscola_qt.net.words import ENGLISH, ITALIAN


def _edit_distance(a: str, b: str) -> int:
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


def _one_edit_apart(a: str, b: str) -> bool:
    """``_edit_distance(a, b) == 1`` without the table: one letter changed, added or left
    out (past the common start, the rest must match once that one letter is passed)."""
    if len(a) > len(b):
        a, b = b, a
    if len(b) - len(a) > 1 or a == b:
        return False
    start = 0
    while start < len(a) and a[start] == b[start]:
        start += 1
    if len(a) == len(b):
        return a[start + 1 :] == b[start + 1 :]
    return a[start:] == b[start + 1 :]


def test_one_edit_apart_is_an_edit_distance_of_one() -> None:
    words = ["cat", "cut", "cart", "at", "ca", "scat", "cta", "act", "cats", "tac", "", "c"]
    words += ["lemon", "limone", "lemmon", "melon", "castle", "castel", "cattle", "castles"]
    for a, b in itertools.product(words, repeat=2):
        assert _one_edit_apart(a, b) == (_edit_distance(a, b) == 1), (a, b)


@pytest.mark.parametrize("words", [ENGLISH, ITALIAN], ids=["english", "italian"])
def test_each_list_is_256_short_plain_distinct_words(words: tuple[str, ...]) -> None:
    assert len(words) == 256 == len(set(words))
    assert list(words) == sorted(words)
    for word in words:
        assert word.isascii() and word.isalpha() and word.islower() and 3 <= len(word) <= 8
    # One wrong letter, one letter too many or too few never spells another word.
    close = [(a, b) for a, b in itertools.combinations(words, 2) if _one_edit_apart(a, b)]
    assert close == []


def test_no_word_is_in_both_lists() -> None:
    assert set(ENGLISH).isdisjoint(ITALIAN)


def test_two_words_run_together_split_only_one_way() -> None:
    words = ENGLISH + ITALIAN
    known = set(words)
    for first in words:
        for second in words:
            joined = first + second
            splits = [
                cut
                for cut in range(3, len(joined) - 2)
                if joined[:cut] in known and joined[cut:] in known
            ]
            assert splits == [len(first)], joined


def test_a_code_reads_the_same_in_both_languages() -> None:
    code = InvitationCode(7, ENGLISH.index("castle"), ENGLISH.index("lemon"))
    assert code.spoken("en") == "7-castle-lemon"
    italian = code.spoken("it")
    assert parse_code(italian) == code
    assert parse_code(italian).password == code.password


@pytest.mark.parametrize(
    "typed",
    [
        "7-castle-lemon",
        "7 Castle Lemon",
        "  7castlelemon ",
        "CASTLE LEMON 7",
        "7, castle, lemon.",
        "７ castle lemon",  # a phone's full-width digit
        "7 cástlé lemon",
    ],
)
def test_case_accents_spaces_and_dashes_do_not_matter(typed: str) -> None:
    assert parse_code(typed) == InvitationCode(7, ENGLISH.index("castle"), ENGLISH.index("lemon"))


@pytest.mark.parametrize(
    ("typed", "says"),
    [
        ("castle lemon", "one number"),
        ("7 12 castle lemon", "one number"),
        ("7 castle", "one number and two words"),
        ("7 castel lemon", "'castel' is not a word"),
        ("0 castle lemon", "1 to 999"),
        ("1000 castle lemon", "1 to 999"),
        ("7 castle lemon " + "x" * 100, "too long"),
    ],
)
def test_a_wrong_code_says_what_is_wrong(typed: str, says: str) -> None:
    with pytest.raises(CodeError, match=says):
        parse_code(typed)


@pytest.mark.parametrize(
    ("typed", "word"),
    [
        ("7 castel lemon", "castel"),
        ("7-castle-lemmon", "lemmon"),
        ("7 castellemon", "castel"),
        ("7castlelemn", "lemn"),
        ("7 castelo limone", "castelo"),
        ("7 castle", None),
        ("castle lemon", None),
    ],
)
def test_a_word_not_in_the_lists_is_named(typed: str, word: str | None) -> None:
    with pytest.raises(CodeError) as caught:
        parse_code(typed)
    assert caught.value.word == word


@given(st.integers(LOWEST, HIGHEST), st.integers(0, 255), st.integers(0, 255), st.booleans())
def test_every_code_reads_back(number: int, first: int, second: int, italian: bool) -> None:
    code = InvitationCode(number, first, second)
    assert parse_code(code.spoken("it" if italian else "en")) == code


def test_new_codes_are_fresh() -> None:
    codes = {new_code() for _ in range(50)}
    assert len(codes) > 45
