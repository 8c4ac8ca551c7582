"""A saved game comes back exactly, goes on to the same end, and a broken save is refused
with a reason (every truncation of a real save, garbage, another version)."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from briscola_qt import files, savegame
from briscola_qt.engine.chiamata_match import ChiamataMatch
from briscola_qt.engine.match import Match, MatchResult, MatchRules
from briscola_qt.engine.record import record_of
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState
from briscola_qt.savegame import SavedGame, SaveError, TableSetting

RULESETS = [
    Rules(players=2),
    Rules(players=2, variant="scoperta"),
    Rules(players=2, variant="briscolone"),
    Rules(players=2, variant="double"),
    Rules(players=2, two_swap=True),
    Rules(players=3),
    Rules(players=4, signals=True),
    Rules(players=6),
]


def play_to_end(state: GameState, rng: random.Random) -> None:
    while not state.is_terminal():
        state.push(rng.choice(state.legal_actions()))


def game_in_progress(rules: Rules, seed: int, moves: int) -> SavedGame:
    """A first-to-3 match (margin scoring): one deal finished, ``moves`` actions into the next."""
    rng = random.Random(seed)
    match = Match(rules, MatchRules(length="first_to", target=3, margin=True), seed=seed)
    first = match.deal()
    play_to_end(first, rng)
    match.finish_deal(first)
    deal = match.deal()
    for _ in range(moves):
        if deal.is_terminal():
            break
        deal.push(rng.choice(deal.legal_actions()))
    assert not deal.is_terminal()
    return SavedGame(match, deal, TableSetting("expert", "brescian", True), [first])


def same(a: SavedGame, b: SavedGame) -> None:
    assert a.match.to_dict() == b.match.to_dict()
    assert [record_of(s).to_dict() for s in a.finished] == [
        record_of(s).to_dict() for s in b.finished
    ]
    assert a.table == b.table
    assert (a.deal is None) == (b.deal is None)
    if a.deal is not None and b.deal is not None:
        assert record_of(a.deal).to_dict() == record_of(b.deal).to_dict()
        for seat in range(a.match.rules.players):
            assert a.deal.hand(seat) == b.deal.hand(seat)
        assert a.deal.stock == b.deal.stock
        assert a.deal.current_player() == b.deal.current_player()
        assert a.deal.legal_actions() == b.deal.legal_actions()
        assert a.deal.points == b.deal.points
        assert a.deal.table() == b.deal.table()


@pytest.mark.parametrize("rules", RULESETS, ids=str)
def test_save_and_load_give_back_the_same_game_which_ends_the_same(
    rules: Rules, tmp_path: Path
) -> None:
    for moves in (0, 1, 7, 19):
        game = game_in_progress(rules, seed=moves + 3, moves=moves)
        path = tmp_path / "save.json"
        savegame.save(path, game, app="briscola-qt test")
        back = savegame.load(path)
        same(game, back)
        assert game.deal is not None and back.deal is not None
        play_to_end(game.deal, random.Random(99))
        play_to_end(back.deal, random.Random(99))
        assert game.deal.outcome() == back.deal.outcome()


def test_between_deals_and_at_the_match_end(tmp_path: Path) -> None:
    rng = random.Random(1)
    match = Match(Rules(players=2), MatchRules(length="best_of_3"), seed=5)
    finished: list[GameState] = []
    while not match.is_over():
        state = match.deal()
        play_to_end(state, rng)
        match.finish_deal(state)
        finished.append(state)
        game = SavedGame(match, None, TableSetting(), list(finished))
        savegame.save(tmp_path / "s.json", game)
        same(game, savegame.load(tmp_path / "s.json"))


def real_save() -> bytes:
    game = game_in_progress(Rules(players=4, signals=True), seed=11, moves=9)
    return json.dumps(game.to_dict("briscola-qt test"), indent=1).encode()


def test_every_truncation_of_a_real_save_is_refused() -> None:
    data = real_save()
    for end in range(len(data) - 1):
        cut = data[:end].rstrip()
        with pytest.raises(SaveError):
            savegame.loads(cut)


@settings(max_examples=200)
@given(st.binary(max_size=300))
def test_garbage_is_refused(data: bytes) -> None:
    with pytest.raises(SaveError):
        savegame.loads(data)


@settings(max_examples=150)
@given(st.data())
def test_a_changed_save_loads_right_or_is_refused(data: st.DataObject) -> None:
    """One value changed anywhere in a real save: a clear SaveError, or a game that loads."""
    original = json.loads(real_save())
    paths: list[tuple[object, object]] = []

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                paths.append((node, key))
                walk(value)
        elif isinstance(node, list):
            for index, value in enumerate(node):
                paths.append((node, index))
                walk(value)

    walk(original)
    parent, key = data.draw(st.sampled_from(paths))
    parent[key] = data.draw(  # type: ignore[index]
        st.none() | st.booleans() | st.integers(-5, 200) | st.text(max_size=5) | st.just([])
    )
    try:
        savegame.loads(json.dumps(original))
    except SaveError as err:
        assert str(err)


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        ({"format": "briscola-save/2"}, "incompatible version"),
        ({"format": None}, "incompatible version"),
        ({"extra": 1}, "unknown key 'extra'"),
        ({"table": {"level": "grandmaster", "deck": "x", "face_up": False}}, "table.level"),
    ],
)
def test_refusals_say_why(change: dict[str, object], reason: str) -> None:
    data = json.loads(real_save())
    data.update(change)
    with pytest.raises(SaveError, match=reason):
        savegame.loads(json.dumps(data))


def test_a_deal_that_is_not_the_matchs_is_refused() -> None:
    data = json.loads(real_save())
    deck = data["deal"]["deck"]
    deck[-1], deck[-2] = deck[-2], deck[-1]
    with pytest.raises(SaveError, match="not the one this match dealt"):
        savegame.loads(json.dumps(data))


def test_finished_deals_must_be_the_matchs_and_give_its_results() -> None:
    data = json.loads(real_save())
    data["match"]["results"][0]["score"] = 2 if data["match"]["results"][0]["score"] == 1 else 1
    with pytest.raises(SaveError, match=r"finished\[0\]: its result is not"):
        savegame.loads(json.dumps(data))
    data = json.loads(real_save())
    data["finished"] = []
    with pytest.raises(SaveError, match="one record per deal played"):
        savegame.loads(json.dumps(data))
    data = json.loads(real_save())
    data["finished"][0]["plays"] = data["finished"][0]["plays"][:-1]
    data["finished"][0].pop("result", None)
    with pytest.raises(SaveError, match=r"finished\[0\]: the deal is not over"):
        savegame.loads(json.dumps(data))


def test_an_illegal_play_is_refused_naming_it() -> None:
    data = json.loads(real_save())
    data["deal"]["plays"][0] = data["deal"]["deck"][-1]
    with pytest.raises(SaveError, match=r"deal: plays\[0\]"):
        savegame.loads(json.dumps(data))


def test_a_failed_write_keeps_the_old_save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "save.json"
    game = game_in_progress(Rules(players=2), seed=2, moves=3)
    savegame.save(path, game)
    before = path.read_bytes()

    def full_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(OSError):
        savegame.save(path, game_in_progress(Rules(players=2), seed=3, moves=5))
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["save.json"]  # no temporary left


def test_move_aside_keeps_the_file(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    path.write_bytes(b"garbage")
    first = files.move_aside(path)
    path.write_bytes(b"more garbage")
    second = files.move_aside(path)
    assert not path.exists() and first != second
    assert first.read_bytes() == b"garbage" and second.read_bytes() == b"more garbage"
    assert first.name.startswith("save.json.broken-")


def test_move_aside_never_overwrites_even_with_gaps(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import time

    monkeypatch.setattr(time, "strftime", lambda _format: "20261201-120000")  # one second
    path = tmp_path / "save.json"
    kept = []
    for number in range(40):
        path.write_bytes(b"broken %d" % number)
        kept.append(files.move_aside(path))
    assert kept[0].name == "save.json.broken-20261201-120000"
    assert [p.name for p in kept[1:4]] == [
        f"save.json.broken-20261201-120000-{n}" for n in (2, 3, 4)
    ]
    kept[10].unlink()  # a gap (a player deleted one): the next name is still a free one
    path.write_bytes(b"after the gap")
    after = files.move_aside(path)
    assert after.read_bytes() == b"after the gap"
    assert all(p.read_bytes() == b"broken %d" % n for n, p in enumerate(kept) if n != 10)


def test_a_chiamata_match_saved_by_an_earlier_version_loads_and_plays_on() -> None:
    """data/chiamata_save_of_main.json was written by main before the match protocol: two
    deals won by the defenders against lone callers and one thrown in, a fourth under way."""
    path = Path(__file__).parent / "data" / "chiamata_save_of_main.json"
    text = path.read_text(encoding="utf-8")
    game = savegame.loads(text)
    match = game.match
    assert isinstance(match, ChiamataMatch) and match.fixed_deals == 5
    assert [r.caller for r in match.results] == [1, 2, None]
    assert match.scores() == [2, -3, -3, 2, 2] and match.leaders() == [0, 3, 4]
    assert game.deal is not None and len(game.deal.actions) == 12 and len(game.finished) == 3
    # Saved again, it is the same save (only the program's name may differ).
    again = json.loads(json.dumps(game.to_dict("x")))
    assert {**json.loads(text), "app": "x"} == again
    rng = random.Random(3)
    state = game.deal
    while not match.is_over():
        play_to_end(state, rng)
        match.finish_deal(state)
        state = match.deal()
    assert match.deals_played == 5 and sum(match.scores()) == 0
    assert {match.result_for(p) for p in range(5)} <= set(MatchResult)
