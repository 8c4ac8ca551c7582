"""The controller as the computer players' host: it tells them when a deal starts and
ends, cancels a search an undo makes stale, and shows hints in the player's language."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from briscola_qt.ai.base import RandomPlayer
from briscola_qt.ai.hint import Hint, Reason, explain
from briscola_qt.ai.search import SearchCancelledError
from briscola_qt.app.base.speeds import Tempo
from briscola_qt.app.game import controller as controller_module
from briscola_qt.app.game.controller import GameController
from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.text.hints import HintText
from briscola_qt.app.text.words import italian_article
from briscola_qt.assets import translations_dir
from briscola_qt.engine.cards import Card
from briscola_qt.engine.observation import Observation, observe
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState

from ..conftest import choices
from .test_controller import TIMEOUT, play_out_deal


class Recorder(RandomPlayer):
    """A random player that notes what its host tells it."""

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.events: list[str] = []

    def start_deal(self, rules: Rules, seat: int) -> None:
        self.events.append(f"start {seat}")

    def take_back(self) -> None:
        self.events.append("take back")

    def end_deal(self, obs: Observation) -> None:
        assert not obs.hand and obs.stock_count == 0
        self.events.append(f"end {obs.seat}")


def test_the_controller_tells_players_when_deals_start_and_end(
    qtbot: Any, qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    made: list[Recorder] = []
    monkeypatch.setattr(
        controller_module,
        "make_player",
        lambda _level, seed: made.append(Recorder(seed)) or made[-1],
    )
    controller = GameController(tempo=Tempo("instant"))
    controller.new_match(choices(length="best_of_3"), seed=21)
    play_out_deal(qtbot, controller)
    controller.next_deal()
    play_out_deal(qtbot, controller)
    (player,) = made
    # The human sits at 0 then 1 (the dealer alternates), so the computer at 1 then 0.
    assert player.events == ["start 1", "end 1", "start 0", "end 0"]
    controller.stop()


class Stubborn(RandomPlayer):
    """Thinks until its search is cancelled (or 10 s pass)."""

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.cancelled = threading.Event()
        self.thinking = threading.Event()
        self.events: list[str] = []

    def choose_card(
        self, obs: Observation, time_budget: float | None = None, cancel: Any = None
    ) -> Card:
        self.thinking.set()
        if cancel is not None and cancel.wait(10.0):
            self.cancelled.set()
            raise SearchCancelledError
        return super().choose_card(obs, time_budget)

    def take_back(self) -> None:
        self.events.append("take back")


def test_an_undo_cancels_the_search_it_makes_stale(
    qtbot: Any, qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    player = Stubborn(1)
    monkeypatch.setattr(controller_module, "make_player", lambda _level, _seed: player)
    controller = GameController(tempo=Tempo("instant"))
    controller.new_match(choices(), seed=21)  # the human leads the first trick
    qtbot.waitUntil(
        lambda: bool(controller.snapshot() and controller.snapshot().legal), timeout=TIMEOUT
    )
    assert controller.play_card(controller.snapshot().legal[0])
    qtbot.waitUntil(player.thinking.is_set, timeout=TIMEOUT)
    assert controller.undo()
    assert player.cancelled.wait(2.0), "the stale search was not told to stop"
    assert player.events == ["take back"]
    assert controller.phase == Phase.PLAYING and not controller.state.trick
    controller.stop()


def _capture() -> Hint:
    rules = Rules(2)
    for seed in range(200):
        state = GameState.deal(rules, seed)
        aces = [c for c in state.legal_actions() if c // 10 != state.trump and c % 10 == 0]
        if not aces:
            continue
        state.push(aces[0])
        obs = observe(state, 1)
        for card in obs.legal_cards():
            found = explain(obs, card)
            if found.reason == Reason.CAPTURE:
                return found
    raise AssertionError("no capture of an Ace in 200 deals")


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("Asso di coppe", "l'Asso di coppe"),
        ("Tre di spade", "il Tre di spade"),
        ("Re di denari", "il Re di denari"),
        ("Cavallo di bastoni", "il Cavallo di bastoni"),
        ("Fante di cuori", "il Fante di cuori"),
        ("Donna di picche", "la Donna di picche"),
        ("Scartino di fiori", "lo Scartino di fiori"),
        ("Zero", "lo Zero"),
        ("Otto di quadri", "l'Otto di quadri"),
    ],
)
def test_italian_names_a_card_with_its_own_article(name: str, said: str) -> None:
    assert italian_article(name) + name == said


def test_a_hint_reads_in_english_and_in_italian(qapp: Any) -> None:
    found = _capture()
    text = HintText()
    english = text.text(found)
    assert english.startswith(
        f"Capture the Ace of {('coins', 'cups', 'swords', 'batons')[found.target // 10]}"
    )
    assert english.endswith(f"{found.points} points")
    assert text.text(Hint(Card.parse("2C"), Reason.THROW), french=True) == (
        "Throw away the Two of hearts: it is worth nothing"
    )
    translator = QTranslator()
    assert translator.load(str(translations_dir() / "briscola_it.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        in_italian = HintText()
        in_italian.names.language = "it"
        italian = in_italian.text(found)
        assert italian.startswith("Prendi l'Asso di ") and italian.endswith(f"{found.points} punti")
        assert in_italian.text(Hint(Card.parse("2C"), Reason.THROW)) == (
            "Scarta il Due di coppe: non vale nulla"
        )
        assert HintText().text(Hint(Card.parse("2C"), Reason.LEAD_CASH, 1)).endswith("1 punto")
    finally:
        QCoreApplication.removeTranslator(translator)
