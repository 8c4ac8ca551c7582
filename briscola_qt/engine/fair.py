"""A shuffle anyone can check: a secret seed committed by its hash, the player's cut, and a
published derivation of the deck from both (docs/fair-shuffle.md, version 1).

Before a deal the app draws a seed from the operating system (``secrets``) and shows its
commitment, the SHA-256 of the seed. The player then cuts with a word or number of their
own. The deck follows from seed and cut by HMAC-SHA-256 in counter mode and a Fisher-Yates
shuffle with rejection sampling; after the deal the seed is revealed, and anyone can check
both the commitment and the deck. The app fixed its seed before it knew the cut, so it
could not have chosen the cards.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Final

from .cards import ALL_CARDS, CODES, RANK_OF, Card, Rank
from .errors import RecordError
from .rules import Rules

VERSION: Final = "briscola-fair-shuffle/1"
SEED_BYTES: Final = 32
MAX_CUT_CHARS: Final = 100
"""The longest cut, in characters after normalising: a word or a number, not a text."""
_LABEL: Final = VERSION.encode("ascii") + b"\x00"
_WORD: Final = 2**32


class ShuffleError(ValueError):
    """A seed, cut or commitment that is not well formed; the message says which."""


def new_seed() -> bytes:
    """A fresh secret seed from the operating system's random source."""
    return secrets.token_bytes(SEED_BYTES)


def random_cut() -> str:
    """A cut for a player who does not type their own: a number from 1000 to 9999, from
    the operating system's random source (never from the seed)."""
    return str(1000 + secrets.randbelow(9000))


def commitment_of(seed: bytes) -> str:
    """The commitment shown before the cut: the SHA-256 of the seed's bytes, lowercase hex."""
    return hashlib.sha256(seed).hexdigest()


def normal_cut(cut: str) -> str:
    """The cut as the derivation uses it: surrounding whitespace removed (``str.strip``),
    then Unicode NFC; ShuffleError if nothing is left or it is too long."""
    text = unicodedata.normalize("NFC", cut.strip())
    if not text:
        raise ShuffleError("the cut is empty: type a word or a number")
    if len(text) > MAX_CUT_CHARS:
        raise ShuffleError(f"the cut is longer than {MAX_CUT_CHARS} characters")
    if any(unicodedata.category(ch) == "Cc" for ch in text):
        raise ShuffleError("the cut holds a control character")
    return text


def parse_hex(text: str, what: str) -> bytes:
    """The 32 bytes a 64-digit hex seed or commitment spells; ShuffleError otherwise."""
    digits = text.strip()
    if len(digits) != 2 * SEED_BYTES or any(c not in "0123456789abcdefABCDEF" for c in digits):
        raise ShuffleError(f"the {what} must be {2 * SEED_BYTES} hex digits")
    return bytes.fromhex(digits)


def _words(seed: bytes, cut: str) -> Iterator[int]:
    """Endless 32-bit big-endian words: HMAC-SHA-256 keyed by the seed over the label, the
    cut's UTF-8 and a 4-byte big-endian block counter from 0."""
    message = _LABEL + normal_cut(cut).encode("utf-8") + b"\x00"
    counter = 0
    while True:
        block = hmac.new(seed, message + counter.to_bytes(4, "big"), hashlib.sha256).digest()
        for k in range(0, len(block), 4):
            yield int.from_bytes(block[k : k + 4], "big")
        counter += 1


def shuffled_cards(seed: bytes, cut: str) -> list[Card]:
    """All 40 cards in the order seed and cut give, the first card dealt first.

    Fisher-Yates from the last place down: the cards start in code order (AD 3D KD ... 2B,
    ``cards.CODES``); place ``i`` swaps with a place ``j`` uniform in 0..i, a word ``w``
    giving ``j = w mod (i + 1)`` unless ``w`` falls in the incomplete last run of
    ``2**32 mod (i + 1)`` values, when it is thrown away and the next word is drawn.
    """
    deck = list(ALL_CARDS)
    words = _words(seed, cut)
    for i in range(len(deck) - 1, 0, -1):
        n = i + 1
        limit = _WORD - _WORD % n
        word = next(words)
        while word >= limit:
            word = next(words)
        j = word % n
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def deck_for(rules: Rules, seed: bytes, cut: str) -> list[Card]:
    """The deck of a table with ``rules``, in dealing order: the 40 shuffled cards, less the
    2s a table leaves out (six players: all four; three players: the last 2 in the order)."""
    cards = shuffled_cards(seed, cut)
    if rules.players == 6:
        return [c for c in cards if RANK_OF[c] != Rank.TWO]
    if rules.players == 3:
        last_two = [c for c in cards if RANK_OF[c] == Rank.TWO][-1]
        cards.remove(last_two)
    return cards


@dataclass(frozen=True)
class Shuffle:
    """One deal's seed (revealed after the deal) and the player's cut (as typed)."""

    seed: bytes
    cut: str

    def __post_init__(self) -> None:
        if len(self.seed) != SEED_BYTES:
            raise ShuffleError(f"a seed is {SEED_BYTES} bytes, not {len(self.seed)}")
        normal_cut(self.cut)

    @property
    def commitment(self) -> str:
        return commitment_of(self.seed)

    def deck(self, rules: Rules) -> list[Card]:
        return deck_for(rules, self.seed, self.cut)

    def command(self, record: str = "") -> str:
        """The command line that checks this deal's shuffle, and with ``record`` (the path
        of the deal's record file) its deck too."""
        words = ["briscola-arena", "verify-deal", self.seed.hex(), self.cut, self.commitment]
        return " ".join(_shell_quoted(word) for word in [*words, *([record] if record else [])])

    def to_dict(self) -> dict[str, str]:
        return {"seed": self.seed.hex(), "cut": self.cut, "commitment": self.commitment}

    @classmethod
    def from_dict(cls, data: object, where: str = "shuffle") -> Shuffle:
        """A shuffle from ``to_dict``'s form; RecordError (naming ``where``) if it is not
        well formed or its commitment is not its seed's."""
        if not isinstance(data, dict) or set(data) != {"seed", "cut", "commitment"}:
            raise RecordError("must be an object with seed, cut and commitment", where)
        seed, cut, commitment = data["seed"], data["cut"], data["commitment"]
        if not isinstance(seed, str) or not isinstance(cut, str) or not isinstance(commitment, str):
            raise RecordError("seed, cut and commitment must be strings", where)
        try:
            shuffle = cls(parse_hex(seed, "seed"), cut)
            parse_hex(commitment, "commitment")
        except ShuffleError as err:
            raise RecordError(str(err), where) from None
        if shuffle.commitment != commitment.strip().lower():
            raise RecordError("the commitment is not the SHA-256 of the seed", where)
        return shuffle


def _shell_quoted(text: str) -> str:
    """``text`` as one POSIX shell word (single quotes unless it needs none)."""
    if text and all(c.isalnum() or c in "-_.,:+@%/=" for c in text) and text.isascii():
        return text
    return "'" + text.replace("'", "'\"'\"'") + "'"


@dataclass(frozen=True)
class Check:
    """One check of ``verify-deal``: what was checked, whether it held, and why not."""

    name: str
    ok: bool
    detail: str

    def line(self) -> str:
        return f"{self.name}: {'ok' if self.ok else 'FAILED'}, {self.detail}"


def check_commitment(seed: bytes, commitment: bytes) -> Check:
    actual = commitment_of(seed)
    if actual == commitment.hex():
        return Check("commitment", True, "it is the SHA-256 of the seed")
    return Check(
        "commitment", False, f"the SHA-256 of the seed is {actual}, not {commitment.hex()}"
    )


def check_deck(rules: Rules, deck: Sequence[int], seed: bytes, cut: str) -> Check:
    """Whether ``deck`` (a record's, in dealing order) is the one seed and cut deal."""
    derived = deck_for(rules, seed, cut)
    for i, (got, want) in enumerate(zip(deck, derived, strict=False)):
        if got != want:
            return Check(
                "deck",
                False,
                f"card {i + 1} of the record is {CODES[got]}, but seed and cut deal {want} there",
            )
    if len(deck) != len(derived):
        return Check(
            "deck", False, f"the record holds {len(deck)} cards, seed and cut deal {len(derived)}"
        )
    return Check("deck", True, f"the record's {len(deck)} cards are the ones seed and cut deal")
