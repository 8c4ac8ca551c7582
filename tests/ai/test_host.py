"""The host of the players' life cycle: what each player is told and asked, in what order,
and what the host does for a player whose program failed."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest

from briscola_qt.ai import host
from briscola_qt.ai.base import Player, RandomPlayer
from briscola_qt.ai.botprocess import BotError
from briscola_qt.engine import GameState, Rules
from briscola_qt.engine.cards import Card
from briscola_qt.engine.observation import Observation
from briscola_qt.engine.state import KEEP, SWAP


def first_legal(obs: Observation) -> Card:
    return obs.legal_cards()[0]


class Told(Player):
    """Plays the card ``pick`` gives (its first legal card), fails with a bot's error at
    its move ``fail_at``, and writes down what its host told it."""

    def __init__(
        self,
        events: list[str] | None = None,
        fail_at: int | None = None,
        pick: Callable[[Observation], Card] = first_legal,
    ) -> None:
        super().__init__(0)
        self.events = events if events is not None else []
        self.fail_at = fail_at
        self.pick = pick
        self.moves = 0

    def start_deal(self, rules: Rules, seat: int) -> None:
        self.events.append(f"start {seat}")

    def choose_card(
        self,
        obs: Observation,
        time_budget: float | None = None,
        cancel: threading.Event | None = None,
    ) -> Card:
        self.moves += 1
        if self.moves == self.fail_at:
            raise BotError("crash", "exited (exit code 7)")
        return self.pick(obs)

    def wants_swap(self, obs: Observation) -> bool:
        self.events.append(f"swap? {obs.seat}")
        return False

    def end_deal(self, obs: Observation) -> None:
        assert not obs.hand and obs.stock_count == 0, "the view of the finished deal"
        self.events.append(f"end {obs.seat}")


def test_a_deal_tells_every_player_its_start_and_end_and_plays_to_the_end() -> None:
    events: list[str] = []
    played = host.play_deal(GameState.deal(Rules(4), 5), [Told(events) for _ in range(4)])
    assert played.state.is_terminal()
    assert events == [f"start {seat}" for seat in range(4)] + [f"end {seat}" for seat in range(4)]
    assert [len(ms) for ms in played.think_ms] == [10, 10, 10, 10], "one time per card"


def test_the_swap_is_asked_of_the_player_and_its_answer_played() -> None:
    rules = Rules(2, two_swap=True)
    state = next(s for s in (GameState.deal(rules, seed) for seed in range(200)) if s.swap_pending)
    events: list[str] = []
    played = host.play_deal(state, [Told(events), Told(events)])
    assert sum(event.startswith("swap?") for event in events) == 1
    assert KEEP in played.state.actions and SWAP not in played.state.actions


def test_legal_cards_are_worked_out_once_a_move(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[int] = []
    legal_cards = Observation.legal_cards

    def counted(obs: Observation) -> list[Card]:
        asked.append(obs.seat)
        return legal_cards(obs)

    monkeypatch.setattr(Observation, "legal_cards", counted)
    # Classic two-player: any card in hand may be played, and none is asked for its legal cards.
    players = [Told(pick=lambda obs: obs.hand[0]) for _ in range(2)]
    host.play_deal(GameState.deal(Rules(2), 3), players)
    assert len(asked) == 40, "one question for each of the 40 cards played"


def test_an_illegal_card_from_a_built_in_player_fails_loudly() -> None:
    cheat = Told(pick=lambda obs: next(Card(c) for c in range(40) if Card(c) not in obs.hand))
    with pytest.raises(host.IllegalCardError, match="which it may not play"):
        host.play_deal(GameState.deal(Rules(2), 3), [cheat, RandomPlayer(2)])


def test_a_failed_player_is_reported_once_and_the_host_plays_its_seat_to_the_end() -> None:
    events: list[str] = []
    faults: list[tuple[int, str, str, str]] = []
    failing = Told(events, fail_at=3)
    deal = host.DealHost(
        GameState.deal(Rules(2), 3),
        [Told(events), failing],
        on_fault=lambda seat, error, when, then: faults.append((seat, error.kind, when, then)),
    )
    deal.start()
    deal.play_out()
    deal.end()
    assert deal.state.is_terminal() and failing.moves == 3, "not asked again after failing"
    ((seat, kind, when, then),) = faults
    assert (seat, kind) == (1, "crash") and when.startswith("move ")
    assert then.startswith("played ") and "random legal cards to the end" in then
    assert deal.stand_in_moves == 20 - 2 and len(deal.think_ms[1]) == 2
    assert events[-1] == "end 0" and "end 1" not in events, "it sat the rest of the deal out"


def test_without_a_fault_handler_a_failed_player_stops_the_deal() -> None:
    with pytest.raises(BotError):
        host.play_deal(GameState.deal(Rules(2), 3), [RandomPlayer(1), Told(fail_at=1)])
