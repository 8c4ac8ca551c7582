"""The fair shuffle (docs/fair-shuffle.md): the doc's test vector, its independent recipe,
and the derivation's promises (every card once, every table's deck, the cut normalised)."""

from __future__ import annotations

import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from briscola_qt.engine import GameState, Rules
from briscola_qt.engine.cards import RANK_OF, Rank, codes
from briscola_qt.engine.errors import RecordError
from briscola_qt.engine.fair import (
    MAX_CUT_CHARS,
    Shuffle,
    ShuffleError,
    commitment_of,
    deck_for,
    new_seed,
    normal_cut,
    random_cut,
    shuffled_cards,
)

DOC = Path(__file__).resolve().parents[2] / "docs" / "fair-shuffle.md"


def doc_vector() -> dict[str, str]:
    text = DOC.read_text(encoding="utf-8")
    found = dict(re.findall(r"^- (seed|commitment|cut|deck): `([^`]+)`$", text, re.MULTILINE))
    assert set(found) == {"seed", "commitment", "cut", "deck"}
    return found


def doc_recipe() -> str:
    text = DOC.read_text(encoding="utf-8")
    match = re.search(r"<!-- recipe -->\n```python\n(.*?)```\n<!-- end recipe -->", text, re.S)
    assert match is not None
    return match.group(1)


def test_the_docs_vector_is_what_the_app_derives() -> None:
    vector = doc_vector()
    seed = bytes.fromhex(vector["seed"])
    assert commitment_of(seed) == vector["commitment"]
    assert " ".join(codes(shuffled_cards(seed, vector["cut"]))) == vector["deck"]
    assert Shuffle(seed, vector["cut"]).deck(Rules(2)) == shuffled_cards(seed, vector["cut"])


def run_recipe(tmp_path: Path, seed: str, cut: str) -> list[str]:
    script = tmp_path / "fair.py"
    script.write_text(doc_recipe(), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(script), seed, cut], capture_output=True, text=True, check=True
    )
    return done.stdout.splitlines()


def test_the_docs_recipe_gives_the_vector_and_agrees_with_the_app(tmp_path: Path) -> None:
    vector = doc_vector()
    assert len(doc_recipe().splitlines()) <= 22  # short enough to read and retype
    assert run_recipe(tmp_path, vector["seed"], vector["cut"]) == [
        vector["commitment"],
        vector["deck"],
    ]
    for _ in range(3):  # and on seeds and cuts nobody chose
        seed, cut = new_seed(), random_cut() + " Caffe\u0300"
        assert run_recipe(tmp_path, seed.hex(), cut) == [
            commitment_of(seed),
            " ".join(codes(shuffled_cards(seed, cut))),
        ]


def test_the_cut_is_stripped_and_nfc_normalised() -> None:
    seed = bytes(range(32))
    assert shuffled_cards(seed, "  Caffe\u0300 42\n") == shuffled_cards(seed, "Caffè 42")
    assert shuffled_cards(seed, "Caffè 42") != shuffled_cards(seed, "caffè 42")
    assert normal_cut(" x ") == "x"
    for bad in ("", "   ", "a\x07b", "x" * (MAX_CUT_CHARS + 1)):
        with pytest.raises(ShuffleError):
            normal_cut(bad)


def test_every_table_gets_its_own_deck_from_the_forty() -> None:
    seed, cut = new_seed(), random_cut()
    forty = shuffled_cards(seed, cut)
    assert sorted(forty) == list(range(40))
    for players in (2, 4):
        assert deck_for(Rules(players), seed, cut) == forty
    six = deck_for(Rules(6), seed, cut)
    assert six == [c for c in forty if RANK_OF[c] != Rank.TWO]
    three = deck_for(Rules(3), seed, cut)
    twos = [c for c in forty if RANK_OF[c] == Rank.TWO]
    assert three == [c for c in forty if c != twos[-1]]
    for players in (2, 3, 4, 6):
        GameState(Rules(players), deck_for(Rules(players), seed, cut))  # a deck the rules take


def test_the_shuffle_spreads_every_card_over_every_place() -> None:
    # 4,000 shuffles, 100 expected per (card, first place); a biased derivation (a plain
    # remainder of a byte, say) would show far outside this band.
    seed = bytes(32)
    first = Counter(shuffled_cards(seed, str(n))[0] for n in range(4000))
    assert set(first) == set(range(40))
    assert all(50 < count < 160 for count in first.values())


def test_seeds_come_fresh_from_the_system() -> None:
    seeds = {new_seed() for _ in range(50)}
    assert len(seeds) == 50 and all(len(s) == 32 for s in seeds)


def test_a_shuffle_kept_with_a_deal_is_checked_when_read() -> None:
    shuffle = Shuffle(new_seed(), "Lucia 7")
    assert Shuffle.from_dict(shuffle.to_dict()) == shuffle
    tampered = dict(shuffle.to_dict(), commitment="0" * 64)
    with pytest.raises(RecordError, match="not the SHA-256 of the seed"):
        Shuffle.from_dict(tampered, "shuffles[0]")
    for bad in ({}, {"seed": "zz", "cut": "x", "commitment": "0" * 64}, None):
        with pytest.raises(RecordError):
            Shuffle.from_dict(bad)
    with pytest.raises(RecordError, match="cut is empty"):
        Shuffle.from_dict(dict(shuffle.to_dict(), cut=" "))


def test_the_command_line_quotes_the_cut_for_a_shell() -> None:
    import shlex

    for cut in ("4821", "l'asso di coppe", "a b", 'say "hi"'):
        shuffle = Shuffle(bytes(32), cut)
        words = shlex.split(shuffle.command())
        assert words == ["briscola-arena", "verify-deal", bytes(32).hex(), cut, shuffle.commitment]
        assert shlex.split(shuffle.command("my deals/deal 1.json"))[5:] == ["my deals/deal 1.json"]
