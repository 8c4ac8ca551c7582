"""Briscola chiamata over briscola-bot/1 and in briscola-arena: the call and suit
requests, serve-bot's answers, and matches with built-in and external bots."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from briscola_qt.ai.protocol import ProtocolError, move_request, observation_from_request
from briscola_qt.ai.registry import make_player
from briscola_qt.analysis.review import analyse
from briscola_qt.arena.servebot import BotHost
from briscola_qt.arena.tournament import Tournament
from briscola_qt.engine import PASS, Bid, GameState, Rules, Suit, SuitCall
from briscola_qt.engine.observation import observe
from briscola_qt.engine.record import record_of, verify

from ..history.played import CHEAP
from .test_arena import BOT, arena

RULES = Rules(5, "chiamata")


def kind_of(state: GameState) -> str:
    if not state.bidding:
        return "move"
    return "suit" if state.caller is not None else "call"


def test_every_request_round_trips_the_observation() -> None:
    rng = random.Random(30)
    kinds = set()
    for _ in range(12):
        state = GameState.deal(RULES, rng)
        while not state.is_terminal():
            seat = state.current_player()
            obs = observe(state, seat)
            request = json.loads(json.dumps(move_request(obs, 500, kind_of(state))))
            kinds.add(request["type"])
            assert request["auction"] == [b.code for b in state.auction]
            assert observation_from_request(request) == obs
            legal = state.legal_actions()
            state.push(
                PASS
                if state.bidding and rng.random() < 0.5 and PASS in legal
                else rng.choice(legal)
            )
    assert kinds == {"call", "suit", "move"}


def position(calls: list[str], suit: Suit | None = None, cards: int = 0) -> GameState:
    state = GameState.deal(RULES, seed=5)
    for code in calls:
        state.push(Bid.parse(code))
    if suit is not None:
        state.push(SuitCall(suit))
    for _ in range(cards):
        state.push(state.legal_cards()[0])
    return state


def request_of(state: GameState, seat: int, kind: str) -> dict[str, Any]:
    return json.loads(json.dumps(move_request(observe(state, seat), 300, kind)))


@pytest.mark.parametrize(
    ("change", "fragment"),
    [
        ({"auction": ["A", "A"]}, "auction[1]: seat 1 calls A, which is not lower"),
        ({"auction": "A"}, "auction: must be the list of calls"),
        ({"auction": ["2:300"]}, "auction[0]: a points call says 62 to 120"),
        ({"seat": 3}, "call: seat 3 is not the one to speak"),
        ({"type": "suit"}, "suit: seat 2 has not won this auction"),
        ({"type": "move"}, "called: a move comes after the called card is named"),
        ({"called": "AD"}, "called: not the winning call's rank"),
        (
            {"history": [[[0, "AD"], [1, "3D"], [2, "KD"], [3, "QD"], [4, "JD"]]]},
            "call: the auction",
        ),
        (
            {"rules": {"players": 2, "variant": "classic"}},
            "a call request is for briscola chiamata",
        ),
    ],
)
def test_malformed_chiamata_requests_are_refused(change: dict[str, object], fragment: str) -> None:
    request = request_of(position(["A", "3"]), 2, "call")
    request.update(change)
    if request["rules"] == {"players": 2, "variant": "classic"}:
        request.update(seat=0, points=[0, 0], briscola="7D", stock=34, hand=["AC", "3S", "KB"])
    with pytest.raises(ProtocolError) as error:
        observation_from_request(request)
    assert fragment in str(error.value)


def test_the_partner_field_tells_only_who_knows() -> None:
    state = position(["A", "pass", "pass", "pass", "pass"], Suit.BATONS)
    holder = state.partner
    assert holder is not None
    for seat in range(5):
        request = request_of(state, seat, "move")
        assert request["called"] == "AB" and request["briscola"] is None
        assert request.get("partner") == (holder if seat == holder else None)


def test_serve_bot_answers_calls_suits_and_moves_for_a_whole_deal() -> None:
    levels = ("medium", "expert", "beginner", "medium", "random")
    players = [make_player(level, 3) for level in levels]
    starts = [0] * 5
    for seat, player in enumerate(players):
        told = player.start_deal

        def counted(rules: Rules, at: int, seat: int = seat, told: Any = told) -> None:
            starts[seat] += 1
            told(rules, at)

        player.start_deal = counted  # type: ignore[method-assign]
    hosts = [BotHost(player) for player in players]
    state = GameState.deal(RULES, seed=11)
    while not state.is_terminal():
        seat = state.current_player()
        kind = kind_of(state)
        request = request_of(state, seat, kind)
        request["id"] = 7
        request["time_ms"] = 100
        answer = hosts[seat].answer(json.dumps(request))
        assert answer is not None and answer["type"] == kind and answer["id"] == 7, answer
        if kind == "call":
            bid = Bid.parse(answer["call"])
            assert bid in state.legal_actions()
            state.push(bid)
        elif kind == "suit":
            state.push(SuitCall(Suit.parse(answer["suit"])))
        else:
            state.push(next(c for c in state.legal_cards() if str(c) == answer["card"]))
    # One deal throughout, calls and cards alike: each player was told of one start.
    assert starts == [1, 1, 1, 1, 1]


def test_serve_bot_over_the_command_line() -> None:
    state = position(["pass", "K"])
    lines = [
        json.dumps({"type": "hello", "protocol": "briscola-bot/1"}),
        json.dumps(request_of(state, 2, "call")),
        json.dumps(request_of(position(["K", "pass", "pass", "pass", "pass"]), 0, "suit")),
        json.dumps({"type": "quit"}),
    ]
    done = arena("serve-bot", "medium", "--seed", "1", stdin="\n".join(lines) + "\n")
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert done.returncode == 0 and [a["type"] for a in answers] == ["hello", "call", "suit"]
    assert Bid.parse(answers[1]["call"]) in position(["pass", "K"]).legal_actions()
    assert answers[2]["suit"] in "DCSB"


def run_tournament(specs: list[str], deals: int) -> Tournament:
    tournament = Tournament(specs=specs, rules=RULES, deals=deals, duplicate=True, time_ms=200)
    tournament.run()
    return tournament


def test_a_duplicate_match_puts_every_player_in_every_seat() -> None:
    tournament = run_tournament(["medium", "beginner", "beginner", "beginner", "beginner"], 2)
    summary = tournament.stats.to_dict(tournament.seats)
    assert tournament.rotations == 5 and summary["games"] == 10
    assert sum(summary["total_score"]) == 0
    played = sum(t["deals"] for t in summary["contracts"].values())
    assert played == 10 - summary["thrown_in"]
    by_caller = [sum(t["deals"] for t in c.values()) for c in summary["contracts_by_caller"]]
    assert sum(by_caller) == played
    assert set(summary["ms_per_bid"]) == {"medium", "beginner"}


def test_arena_match_plays_chiamata_with_an_external_bot(tmp_path: Path) -> None:
    command = f"cmd:{sys.executable} -m briscola_qt.arena serve-bot beginner --seed 1"
    done = arena(
        "match",
        "--players",
        command,
        "medium",
        f"{BOT} good",
        "beginner",
        "random",
        "--variant",
        "chiamata",
        "--caller-leads",
        "--deals",
        "2",
        "--duplicate",
        "--save",
        str(tmp_path),
        "--json",
    )
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert summary["games"] == 10 and summary["bot_errors"] == 0
    assert len(summary["mean_score"]) == 5 and sum(summary["total_score"]) == 0
    for path in sorted(tmp_path.glob("game-*.json")):
        result = verify(path.read_text())
        assert result["complete"] and sum(result["scores"]) == 0
        assert json.loads(path.read_text())["rules"]["caller_leads"] is True


def test_a_bot_that_calls_nonsense_is_reported_and_passes() -> None:
    done = arena(
        "match",
        "--players",
        f"{BOT} badcall",
        "beginner",
        "beginner",
        "beginner",
        "beginner",
        "--variant",
        "chiamata",
        "--deals",
        "1",
    )
    assert done.returncode == 0, done.stderr
    assert "unknown call" in done.stderr and "pass for it" in done.stderr


def test_chiamata_needs_five_players() -> None:
    done = arena("match", "--players", "random", "random", "--variant", "chiamata")
    assert done.returncode == 2 and "chiamata" in done.stderr


def test_analyze_judges_a_chiamata_deal_played_so_far(tmp_path: Path) -> None:
    state = position(["A", "pass", "pass", "pass", "pass"], Suit.COINS, cards=3)
    path = tmp_path / "deal.json"
    path.write_text(record_of(state).to_json())
    done = arena("analyze", str(path), "--quick")
    assert done.returncode == 0, done.stderr
    assert (
        "luck not rated (chiamata: nothing is drawn after the deal)" in done.stdout
        and "Traceback" not in done.stderr
    )
    analysis = analyse(record_of(state), CHEAP)  # which decisions and luck, not their values
    assert [d.play for d in analysis.decisions] == [0, 1, 2] and analysis.luck == ()
