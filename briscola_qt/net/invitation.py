"""The invitation code a host reads aloud: a number and two words (``7-castle-lemon``, or
``7-castello-limone`` in Italian).

The code is the password of the handshake (``channel``), so only who hears it can sit
at the table. What it means is the number and each word's place in its list (``words``):
the same code typed in either language, in any case, with or without accents, spaces or
dashes, and even run together (``7castlelemon``), is the same password. A typo that is not
a word is caught here, before any guess is spent on it.
"""

from __future__ import annotations

import re
import secrets
import unicodedata
from dataclasses import dataclass
from typing import Final

from .words import ENGLISH, ITALIAN

LOWEST: Final = 1
HIGHEST: Final = 999
"""The number is 1 to 999: with two words of 256, about 26 bits, and a guesser gets three
tries per code (the host replaces it after three wrong ones)."""
LANGUAGES: Final = {"en": ENGLISH, "it": ITALIAN}
MAX_TYPED: Final = 100
"""The most characters a typed code may have: it is read, not pasted from a file."""

_PLACE: Final[dict[str, int]] = {
    **{word: i for i, word in enumerate(ENGLISH)},
    **{word: i for i, word in enumerate(ITALIAN)},
}


class CodeError(ValueError):
    """A typed code that is not a code; the message says what is wrong, for the player,
    and ``word`` names a word typed that is in neither list (a typo), if one is."""

    def __init__(self, message: str, word: str | None = None) -> None:
        super().__init__(message)
        self.word = word


@dataclass(frozen=True)
class InvitationCode:
    """A code: its number and the places of its two words in the word lists."""

    number: int
    first: int
    second: int

    def __post_init__(self) -> None:
        if not LOWEST <= self.number <= HIGHEST:
            raise CodeError(f"the number must be {LOWEST} to {HIGHEST}")
        if not (0 <= self.first < len(ENGLISH) and 0 <= self.second < len(ENGLISH)):
            raise CodeError("not a word of the list")

    def spoken(self, language: str = "en") -> str:
        """The code as the host shows it in ``language`` (``en``, ``it``; English if unknown)."""
        words = LANGUAGES.get(language, ENGLISH)
        return f"{self.number}-{words[self.first]}-{words[self.second]}"

    @property
    def password(self) -> bytes:
        """The handshake's password: the same bytes whichever language the code was read in."""
        return f"briscola-code:{self.number}:{self.first}:{self.second}".encode()


def new_code() -> InvitationCode:
    """A fresh code from the operating system's random source."""
    return InvitationCode(
        LOWEST + secrets.randbelow(HIGHEST - LOWEST + 1),
        secrets.randbelow(len(ENGLISH)),
        secrets.randbelow(len(ENGLISH)),
    )


def _plain(text: str) -> str:
    """``text`` lower case, accents dropped (``Castèllo`` is ``castello``)."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def _two_words(letters: str) -> tuple[int, int] | None:
    """The places of the two words ``letters`` spells run together, or None."""
    for cut in range(3, len(letters) - 2):
        first, second = _PLACE.get(letters[:cut]), _PLACE.get(letters[cut:])
        if first is not None and second is not None:
            return first, second
    return None


def parse_code(text: str) -> InvitationCode:
    """The code ``text`` spells, typed as it was heard; CodeError saying what is wrong."""
    if len(text) > MAX_TYPED:
        raise CodeError("that is too long for a code: a number and two words")
    plain = _plain(text)
    numbers = re.findall(r"[0-9]+", plain)
    if len(numbers) != 1:
        raise CodeError("a code has one number and two words, like 7-castle-lemon")
    number = int(numbers[0][-6:])  # (a long run of digits is out of range anyway)
    if not LOWEST <= number <= HIGHEST:
        raise CodeError(f"the number must be {LOWEST} to {HIGHEST}")
    pieces = re.findall(r"[^\W\d_]+", plain)
    unknown = [p for p in pieces if p not in _PLACE]
    if len(pieces) == 2 and not unknown:
        return InvitationCode(number, _PLACE[pieces[0]], _PLACE[pieces[1]])
    places = _two_words("".join(pieces))
    if places is not None:
        return InvitationCode(number, *places)
    typo = _typo(pieces, unknown)
    if typo is not None:
        word = typo[:20]
        raise CodeError(f"{word!r} is not a word of the code; check its spelling", word)
    raise CodeError("a code has one number and two words, like 7-castle-lemon")


def _typo(pieces: list[str], unknown: list[str]) -> str | None:
    """The word typed that is in neither list, where the rest reads as the code's other
    word: one of two words, or the part of two run together beside a word of the lists."""
    if len(pieces) == 2 and unknown:
        return unknown[0]
    if len(pieces) == 1:
        letters = pieces[0]
        for cut in range(3, len(letters) - 2):
            first, second = letters[:cut], letters[cut:]
            if first in _PLACE:
                return second
            if second in _PLACE:
                return first
    return None
