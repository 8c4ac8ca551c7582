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
import json
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
    return _fisher_yates(_words(seed, cut))


def _fisher_yates(words: Iterator[int]) -> list[Card]:
    """The 40 cards in code order shuffled by ``words`` (``shuffled_cards`` says how)."""
    deck = list(ALL_CARDS)
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
    return _table_deck(rules, shuffled_cards(seed, cut))


def _table_deck(rules: Rules, cards: list[Card]) -> list[Card]:
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
    return _compare_decks(deck, deck_for(rules, seed, cut), "seed and cut")


def _compare_decks(deck: Sequence[int], derived: list[Card], source: str) -> Check:
    for i, (got, want) in enumerate(zip(deck, derived, strict=False)):
        if got != want:
            return Check(
                "deck",
                False,
                f"card {i + 1} of the record is {CODES[got]}, but {source} deal {want} there",
            )
    if len(deck) != len(derived):
        return Check(
            "deck", False, f"the record holds {len(deck)} cards, {source} deal {len(derived)}"
        )
    return Check("deck", True, f"the record's {len(deck)} cards are the ones {source} deal")


# --- briscola-fair-shuffle/2: a cut from every player ---------------------------------

VERSION_2: Final = "briscola-fair-shuffle/2"
_LABEL_2: Final = VERSION_2.encode("ascii") + b"\x00"
MAX_SEAT: Final = 5


def seat_cuts(cuts: Sequence[tuple[int, str]]) -> tuple[tuple[int, str], ...]:
    """``cuts`` as version 2 takes them: (seat, cut) in seat order, each cut normalised as
    version 1's, one per seat, seats 0 to 5, at least one; ShuffleError otherwise."""
    if not cuts:
        raise ShuffleError("at least one player cuts the deck")
    ordered = sorted(cuts, key=lambda seat_cut: seat_cut[0])
    seats = [seat for seat, _ in ordered]
    if any(type(seat) is not int or not 0 <= seat <= MAX_SEAT for seat in seats):
        raise ShuffleError(f"a cut's seat is a number from 0 to {MAX_SEAT}")
    if len(set(seats)) != len(seats):
        raise ShuffleError("each seat cuts once")
    return tuple((seat, normal_cut(cut)) for seat, cut in ordered)


def _words_2(seed: bytes, cuts: Sequence[tuple[int, str]]) -> Iterator[int]:
    """Version 2's words: HMAC-SHA-256 keyed by the seed over the label, the number of cuts
    (1 byte), each cut in seat order as its seat (1 byte), its UTF-8 length (2 bytes
    big-endian) and its UTF-8, then the 4-byte big-endian block counter from 0."""
    ordered = seat_cuts(cuts)
    message = _LABEL_2 + bytes([len(ordered)])
    for seat, cut in ordered:
        data = cut.encode("utf-8")
        message += bytes([seat]) + len(data).to_bytes(2, "big") + data
    counter = 0
    while True:
        block = hmac.new(seed, message + counter.to_bytes(4, "big"), hashlib.sha256).digest()
        for k in range(0, len(block), 4):
            yield int.from_bytes(block[k : k + 4], "big")
        counter += 1


def shuffled_cards_2(seed: bytes, cuts: Sequence[tuple[int, str]]) -> list[Card]:
    """All 40 cards in the order the seed and every player's cut give (version 2): the
    same Fisher-Yates as version 1, on version 2's words."""
    return _fisher_yates(_words_2(seed, cuts))


@dataclass(frozen=True)
class SharedShuffle:
    """One deal's seed and the cuts of the players at the table (version 2)."""

    seed: bytes
    cuts: tuple[tuple[int, str], ...]

    def __post_init__(self) -> None:
        if len(self.seed) != SEED_BYTES:
            raise ShuffleError(f"a seed is {SEED_BYTES} bytes, not {len(self.seed)}")
        seat_cuts(self.cuts)

    @property
    def commitment(self) -> str:
        return commitment_of(self.seed)

    def deck(self, rules: Rules) -> list[Card]:
        return _table_deck(rules, shuffled_cards_2(self.seed, self.cuts))

    def cuts_text(self) -> str:
        """The cuts as ``verify-deal --shuffle 2`` takes them: JSON ``[[seat, "cut"], ...]``."""
        return json.dumps([[seat, cut] for seat, cut in self.cuts], ensure_ascii=False)

    def command(self, record: str = "") -> str:
        words = ["briscola-arena", "verify-deal", "--shuffle", "2", self.seed.hex()]
        words += [self.cuts_text(), self.commitment, *([record] if record else [])]
        return " ".join(_shell_quoted(word) for word in words)

    def to_dict(self) -> dict[str, object]:
        return {
            "version": VERSION_2,
            "seed": self.seed.hex(),
            "cuts": [[seat, cut] for seat, cut in self.cuts],
            "commitment": self.commitment,
        }


def parse_cuts(text: str) -> tuple[tuple[int, str], ...]:
    """The cuts ``SharedShuffle.cuts_text`` wrote; ShuffleError if ``text`` is not such a list."""
    try:
        raw = json.loads(text) if len(text) <= 2_000 else None
    except ValueError:
        raw = None
    if not isinstance(raw, list) or not all(
        isinstance(item, list)
        and len(item) == 2
        and type(item[0]) is int
        and isinstance(item[1], str)
        for item in raw
    ):
        raise ShuffleError('the cuts are a JSON list of [seat, "cut"] pairs')
    return seat_cuts([(seat, cut) for seat, cut in raw])


def check_deck_2(
    rules: Rules, deck: Sequence[int], seed: bytes, cuts: Sequence[tuple[int, str]]
) -> Check:
    """Whether ``deck`` (a record's, in dealing order) is the one seed and cuts deal."""
    return _compare_decks(deck, SharedShuffle(seed, tuple(cuts)).deck(rules), "seed and cuts")
