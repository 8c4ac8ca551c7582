"""Deals the app makes for players use the fair shuffle (docs/fair-shuffle.md); seeded
matches stay as they were; saves keep each deal's seed, cut and commitment; the computer
players never see the seed, the cut or the stock, and draw their own choices elsewhere."""

from __future__ import annotations

import dataclasses
import json
import re
from typing import Any

import pytest
from PySide6.QtCore import QTimer

from briscola_qt import savegame
from briscola_qt.ai.base import RandomPlayer
from briscola_qt.app.base.speeds import Tempo
from briscola_qt.app.game import controller as controller_module
from briscola_qt.app.game.controller import GameController
from briscola_qt.app.game.snapshot import Phase
from briscola_qt.engine import fair
from briscola_qt.engine.match import Match
from briscola_qt.engine.observation import Observation
from briscola_qt.engine.rules import Rules
from briscola_qt.savegame import TableSetting

from ..conftest import choices
from .test_controller import play_out_deal


def fair_controller(qapp: Any) -> GameController:
    return GameController(tempo=Tempo("instant"))


def test_a_match_without_a_seed_is_dealt_from_a_committed_seed_and_a_cut(
    qtbot: Any, qapp: Any
) -> None:
    controller = fair_controller(qapp)
    controller.ask_cut = True
    wanted: list[str] = []
    controller.cutWanted.connect(wanted.append)
    controller.new_match(choices(players=3))
    assert controller.phase == Phase.CUTTING and controller.state is None
    assert wanted == [controller.pending_commitment()] and len(wanted[0]) == 64
    with pytest.raises(fair.ShuffleError):
        controller.cut_deck("   ")
    assert controller.phase == Phase.CUTTING and controller.shuffles == []
    assert controller.cut_deck(" Lucia 7 ")
    (shuffle,) = controller.shuffles or []
    assert shuffle.commitment == wanted[0] and shuffle.cut == " Lucia 7 "
    assert list(controller.state.deck) == fair.deck_for(Rules(3), shuffle.seed, "Lucia 7")
    snapshot = controller.snapshot()
    assert snapshot.commitment == wanted[0]
    assert shuffle.seed.hex() not in repr(snapshot)  # told only at the deal's end
    assert not controller.cut_deck("again")  # one cut a deal
    summaries: list[Any] = []
    controller.dealOver.connect(summaries.append)
    play_out_deal(qtbot, controller)
    summary = summaries[-1]
    assert summary.shuffle == shuffle
    assert summary.shuffle.to_dict() == {
        "seed": shuffle.seed.hex(),
        "cut": " Lucia 7 ",
        "commitment": wanted[0],
    }
    assert fair.check_deck(Rules(3), summary.deck, shuffle.seed, shuffle.cut).ok
    controller.stop()


def test_each_deal_gets_a_new_seed_and_without_a_cut_panel_a_random_cut(
    qtbot: Any, qapp: Any
) -> None:
    controller = fair_controller(qapp)
    controller.new_match(choices(length="best_of_3"))
    assert controller.phase != Phase.CUTTING  # nobody asked: cut at once
    play_out_deal(qtbot, controller)
    controller.next_deal()
    first, second = controller.shuffles or []
    assert first.seed != second.seed
    assert first.cut.isdigit() and len(first.cut) == 4
    controller.stop()


def test_a_seeded_match_deals_as_before(qtbot: Any, qapp: Any) -> None:
    controller = fair_controller(qapp)
    wanted: list[str] = []
    controller.cutWanted.connect(wanted.append)
    controller.ask_cut = True
    controller.new_match(choices(), seed=42)
    assert controller.shuffles is None and not wanted
    expected = Match(Rules(2), seed=42).deal()
    assert controller.state.deck == expected.deck
    assert controller.snapshot().commitment is None
    controller.stop()


def test_a_save_keeps_every_shuffle_and_refuses_a_tampered_one(qtbot: Any, qapp: Any) -> None:
    controller = fair_controller(qapp)
    controller.new_match(choices(length="best_of_3"))
    play_out_deal(qtbot, controller)
    controller.next_deal()
    saved = controller.saved_game(TableSetting())
    assert saved is not None
    text = json.dumps(saved.to_dict())
    again = savegame.loads(text)
    assert again.shuffles == controller.shuffles and len(again.shuffles or []) == 2
    resumed = fair_controller(qapp)
    resumed.resume(again)
    assert resumed.shuffles == controller.shuffles
    assert resumed.state.deck == controller.state.deck
    assert resumed.snapshot().commitment == controller.shuffles[1].commitment
    data = json.loads(text)
    changes = {
        "seed": ("00" * 32, "its seed and cut deal|not the SHA-256"),
        "cut": ("another cut", "not the one its seed and cut deal"),
        "commitment": ("ab" * 32, "not the SHA-256 of the seed"),
    }
    for key, (value, message) in changes.items():
        tampered = json.loads(text)
        tampered["shuffles"][0][key] = value
        with pytest.raises(savegame.SaveError, match=message):
            savegame.loads(json.dumps(tampered))
    del data["shuffles"][1]
    with pytest.raises(savegame.SaveError, match="one shuffle per deal dealt"):
        savegame.loads(json.dumps(data))
    controller.stop()
    resumed.stop()


def test_between_deals_a_save_keeps_the_finished_deals_shuffles_only(qtbot: Any, qapp: Any) -> None:
    controller = fair_controller(qapp)
    controller.ask_cut = True
    controller.new_match(choices(length="best_of_3"))
    controller.cut_deck("uno")
    play_out_deal(qtbot, controller)
    controller.next_deal()
    assert controller.phase == Phase.CUTTING
    saved = controller.saved_game(TableSetting())
    assert saved is not None and saved.deal is None
    again = savegame.loads(json.dumps(saved.to_dict()))
    assert [s.cut for s in again.shuffles or []] == ["uno"]
    controller.stop()


class SpyPlayer(RandomPlayer):
    """A computer player that notes everything the host tells or asks it."""

    told: list[tuple[str, tuple[Any, ...]]]

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.told = []

    def choose_card(self, obs: Observation, *rest: Any) -> Any:
        self.told.append(("choose_card", (obs, *rest)))
        return super().choose_card(obs)

    def reseed(self, key: str) -> None:
        self.told.append(("reseed", (key,)))
        super().reseed(key)

    def start_deal(self, rules: Rules, seat: int) -> None:
        self.told.append(("start_deal", (rules, seat)))

    def end_deal(self, obs: Observation) -> None:
        self.told.append(("end_deal", (obs,)))

    def wants_swap(self, obs: Observation) -> bool:
        self.told.append(("wants_swap", (obs,)))
        return True


def spied_match(qtbot: Any, qapp: Any, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, Any]:
    spies: list[SpyPlayer] = []

    def make(level: str, seed: int) -> SpyPlayer:
        spies.append(SpyPlayer(seed))
        return spies[-1]

    monkeypatch.setattr(controller_module, "make_player", make)
    monkeypatch.setattr(controller_module.random, "randrange", lambda _n: 1234)
    controller = fair_controller(qapp)
    # (the human answers the 2-of-trump swap when offered: yes)
    controller.swapOffered.connect(
        lambda _two: QTimer.singleShot(0, lambda: controller.answer_swap(True))
    )
    controller.new_match(choices(players=4, two_swap=True))
    play_out_deal(qtbot, controller)
    controller.stop()
    return controller, spies


def test_the_computer_players_never_see_the_seed_the_cut_or_the_stock(
    qtbot: Any, qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A cut no repr holds by chance: the random one is four digits, which a repr of
    # numbers can hold (this failed once in CI: the match seed the test sets is 1234).
    monkeypatch.setattr(fair, "random_cut", lambda: "a cut of this test's own")
    controller, spies = spied_match(qtbot, qapp, monkeypatch)
    (shuffle,) = controller.shuffles or []
    assert shuffle.cut == "a cut of this test's own"
    secrets = (shuffle.seed.hex(), shuffle.commitment, shuffle.cut)
    fields = {f.name for f in dataclasses.fields(Observation)}
    assert not fields & {"stock", "deck", "seed", "cut", "shuffle"}
    for spy in spies:
        assert spy.told
        for _name, args in spy.told:
            for arg in args:
                assert isinstance(arg, Observation | Rules | int | str | float | type(None)) or (
                    type(arg).__name__ == "Event"
                )
                if isinstance(arg, Observation):
                    assert not arg.visible and arg.stock_top is None  # no hand, no stock
                assert not any(secret in repr(arg) for secret in secrets)


def test_their_own_random_choices_do_not_come_from_the_shuffle(
    qtbot: Any, qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Two fair matches with the same match seed, different seeds and cuts: every move of a
    # computer player starts its stream from the match seed, the deal, the number of
    # actions and the participant only (the same keys a seeded match uses).
    shuffles = []
    for _ in range(2):
        controller, spies = spied_match(qtbot, qapp, monkeypatch)
        shuffles.append(controller.shuffles)
        for participant, spy in enumerate(spies, start=1):
            keys = [args[0] for name, args in spy.told if name == "reseed"]
            assert len(keys) >= 10
            assert all(re.fullmatch(rf"briscola-move:1234:0:\d+:{participant}", k) for k in keys)
    assert shuffles[0] != shuffles[1]
