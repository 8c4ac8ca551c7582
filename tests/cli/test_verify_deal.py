"""``briscola-arena verify-deal``: a fair shuffle checked, and each kind of tampering named."""

from __future__ import annotations

import contextlib
import io
import json
import random
import subprocess
import sys
from pathlib import Path

from briscola_qt.arena import main
from briscola_qt.engine import GameState, Rules
from briscola_qt.engine.cards import codes
from briscola_qt.engine.fair import Shuffle
from briscola_qt.engine.record import record_of

SEED = bytes(range(32))
CUT = "Caffè 42"
COMMITMENT = Shuffle(SEED, CUT).commitment


def verify_deal(*args: str, process: bool = False) -> subprocess.CompletedProcess[str]:
    """The command's exit status and output: run in this process (its ``main``, as the
    other commands' tests run it), or with ``process`` as a command of its own, the cut's
    accented letter passed through a real command line."""
    if process:
        return subprocess.run(
            [sys.executable, "-m", "briscola_qt.arena", "verify-deal", *args],
            capture_output=True,
            text=True,
            timeout=60,
        )
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code: int | str | None = main(["verify-deal", *args])
        except SystemExit as exit_:  # argparse's usage errors
            code = exit_.code
    return subprocess.CompletedProcess(args, code, out.getvalue(), err.getvalue())


def played_record(tmp_path: Path, players: int = 2, seed: bytes = SEED, cut: str = CUT) -> Path:
    rules = Rules(players)
    state = GameState(rules, Shuffle(seed, cut).deck(rules))
    rng = random.Random(3)
    while not state.is_terminal():
        state.push(rng.choice(state.legal_actions()))
    path = tmp_path / f"deal-{players}.json"
    path.write_text(record_of(state).to_json(), encoding="utf-8")
    return path


def test_a_fair_deal_passes_both_checks(tmp_path: Path) -> None:
    for players in (2, 3, 4, 6):
        record = str(played_record(tmp_path, players))
        done = verify_deal(SEED.hex(), CUT, COMMITMENT, record, process=players == 2)
        assert done.returncode == 0, done.stdout + done.stderr
        lines = done.stdout.splitlines()
        assert lines[0] == "commitment: ok, it is the SHA-256 of the seed"
        assert lines[1].startswith("deck: ok, the record's ")
        assert len(lines) == 2


def test_without_a_record_the_commitment_is_checked_and_the_deck_shown() -> None:
    done = verify_deal(SEED.hex().upper(), f"  {CUT} ", COMMITMENT)
    assert done.returncode == 0, done.stderr
    first, second = done.stdout.splitlines()
    assert first.startswith("commitment: ok")
    assert second.endswith(" ".join(codes(Shuffle(SEED, CUT).deck(Rules(2)))))


def test_a_changed_seed_fails_the_commitment_and_the_deck(tmp_path: Path) -> None:
    other = bytes([1]) + SEED[1:]
    done = verify_deal(other.hex(), CUT, COMMITMENT, str(played_record(tmp_path)))
    assert done.returncode == 2
    commitment, deck = done.stdout.splitlines()
    assert commitment.startswith("commitment: FAILED, the SHA-256 of the seed is ")
    assert deck.startswith("deck: FAILED, card ")


def test_a_changed_cut_fails_the_deck_only(tmp_path: Path) -> None:
    done = verify_deal(SEED.hex(), "Caffè 43", COMMITMENT, str(played_record(tmp_path)))
    assert done.returncode == 2
    commitment, deck = done.stdout.splitlines()
    assert commitment.startswith("commitment: ok")
    assert deck.startswith("deck: FAILED, card ")


def test_a_changed_commitment_fails_the_commitment_only(tmp_path: Path) -> None:
    wrong = ("0" if COMMITMENT[0] != "0" else "1") + COMMITMENT[1:]
    done = verify_deal(SEED.hex(), CUT, wrong, str(played_record(tmp_path)))
    assert done.returncode == 2
    commitment, deck = done.stdout.splitlines()
    assert commitment == (
        f"commitment: FAILED, the SHA-256 of the seed is {COMMITMENT}, not {wrong}"
    )
    assert deck.startswith("deck: ok")


def test_a_changed_card_fails_the_deck_and_names_it(tmp_path: Path) -> None:
    path = played_record(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["deck"][7], data["deck"][30] = data["deck"][30], data["deck"][7]
    data["plays"] = []  # the swap makes the plays illegal: only the deck is in question
    del data["result"]
    path.write_text(json.dumps(data), encoding="utf-8")
    done = verify_deal(SEED.hex(), CUT, COMMITMENT, str(path))
    assert done.returncode == 2
    commitment, deck = done.stdout.splitlines()
    assert commitment.startswith("commitment: ok")
    derived = codes(Shuffle(SEED, CUT).deck(Rules(2)))
    assert deck == (
        f"deck: FAILED, card 8 of the record is {derived[30]}, but seed and cut deal "
        f"{derived[7]} there"
    )


def test_bad_arguments_are_one_line_and_exit_2(tmp_path: Path) -> None:
    cases = [
        (("xyz", CUT, COMMITMENT), "the seed must be 64 hex digits"),
        ((SEED.hex(), CUT, COMMITMENT[:-1]), "the commitment must be 64 hex digits"),
        ((SEED.hex(), "  ", COMMITMENT), "the cut is empty"),
        ((SEED.hex(), CUT, COMMITMENT, str(tmp_path / "none.json")), "none.json"),
    ]
    (tmp_path / "bad.json").write_text('{"format": "briscola-record/1"}', encoding="utf-8")
    cases.append(((SEED.hex(), CUT, COMMITMENT, str(tmp_path / "bad.json")), "bad record"))
    for args, expected in cases:
        done = verify_deal(*args)
        assert done.returncode == 2
        assert expected in done.stderr
        assert len(done.stderr.splitlines()) == 1 and "Traceback" not in done.stderr


def test_a_deal_cut_by_every_player_is_checked_with_shuffle_2(tmp_path: Path) -> None:
    from briscola_qt.engine.fair import SharedShuffle

    shuffle = SharedShuffle(SEED, ((0, "Caffè 42"), (1, "luna"), (3, "7")))
    rules = Rules(4)
    state = GameState(rules, shuffle.deck(rules))
    rng = random.Random(4)
    while not state.is_terminal():
        state.push(rng.choice(state.legal_actions()))
    path = tmp_path / "deal-v2.json"
    path.write_text(record_of(state).to_json(), encoding="utf-8")
    cuts = shuffle.cuts_text()
    done = verify_deal("--shuffle", "2", SEED.hex(), cuts, shuffle.commitment, str(path))
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines()[1].startswith("deck: ok, the record's 40 cards")
    # The same record is not what version 1 deals from one of the cuts...
    done = verify_deal(SEED.hex(), "Caffè 42", shuffle.commitment, str(path))
    assert done.returncode == 2 and "deck: FAILED" in done.stdout
    # ...nor what version 2 deals with one cut changed.
    other = json.dumps([[0, "Caffè 42"], [1, "luna"], [3, "8"]], ensure_ascii=False)
    done = verify_deal("--shuffle", "2", SEED.hex(), other, shuffle.commitment, str(path))
    assert done.returncode == 2 and "deck: FAILED" in done.stdout
    # Without the record, the deck seed and cuts deal is printed.
    done = verify_deal("--shuffle", "2", SEED.hex(), cuts, shuffle.commitment)
    assert done.returncode == 0
    assert done.stdout.splitlines()[1].endswith(" ".join(codes(shuffle.deck(Rules(2)))))
    # Cuts that are not a list of cuts are refused with a message.
    done = verify_deal("--shuffle", "2", SEED.hex(), "Caffè 42", shuffle.commitment)
    assert done.returncode == 2 and "[seat" in done.stderr
