"""The briscola-arena command line: verify, match, serve-bot, and bad bots."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from briscola_qt.ai.base import RandomPlayer
from briscola_qt.ai.protocol import move_request
from briscola_qt.arena.servebot import BotHost
from briscola_qt.arena.tournament import Tournament
from briscola_qt.engine import GameState, Rules
from briscola_qt.engine.cards import Card
from briscola_qt.engine.observation import Observation, observe
from briscola_qt.engine.record import record_of

from ..boundary.helpers import run_in_process

HERE = Path(__file__).parent
BOT = f"cmd:{sys.executable} {HERE / 'scripted_bot.py'}"


def arena(
    *args: str, stdin: str | None = None, timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "briscola_qt.arena", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def finished_record(seed: int = 1) -> dict[str, Any]:
    import random

    rng = random.Random(seed)
    state = GameState.deal(Rules(), rng)
    while not state.is_terminal():
        state.push(rng.choice(state.legal_actions()))
    return record_of(state).to_dict()


# --- verify ---------------------------------------------------------------------------


def test_verify_a_good_record_from_a_file_and_from_stdin(tmp_path: Path) -> None:
    data = finished_record()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    done = arena("verify", str(path))
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result == {**data["result"], "tricks": 20, "complete": True}
    piped = arena("verify", "-", stdin=json.dumps(data))
    assert piped.returncode == 0 and json.loads(piped.stdout) == result


def bad_records() -> list[tuple[str, str, str]]:
    data = finished_record()
    cases = []
    cases.append(("bad JSON", "{not json", "not valid JSON"))
    d = json.loads(json.dumps(data))
    d["deck"][5] = "XX"
    cases.append(("unknown code", json.dumps(d), "deck[5]"))
    d = json.loads(json.dumps(data))
    d["deck"][8] = d["deck"][2]
    cases.append(("duplicate card", json.dumps(d), "deck[8]"))
    d = json.loads(json.dumps(data))
    d["plays"][0] = d["deck"][20]
    cases.append(("card not held", json.dumps(d), "plays[0]"))
    d = json.loads(json.dumps(data))
    d["result"]["points"] = [120, 0]
    cases.append(("disagreeing result", json.dumps(d), "result"))
    d = json.loads(json.dumps(data))
    d["rules"]["house_rule"] = True
    cases.append(("unknown option", json.dumps(d), "unknown rules option"))
    d = json.loads(json.dumps(data))
    d["rules"] = {"players": 2, "variant": "briscolone"}
    del d["result"]
    cases.append(("broken rule", json.dumps(d), "plays["))
    return cases


@pytest.mark.parametrize(
    "name,text,fragment", bad_records(), ids=lambda x: x if len(x) < 30 else ""
)
def test_verify_bad_records_one_line_exit_2(name: str, text: str, fragment: str) -> None:
    done = arena("verify", "-", stdin=text)
    assert done.returncode == 2, (name, done.stdout, done.stderr)
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and fragment in lines[0], done.stderr
    assert "Traceback" not in done.stderr


def test_verify_missing_file() -> None:
    done = arena("verify", "/no/such/record.json")
    assert done.returncode == 2 and "cannot read" in done.stderr
    assert "Traceback" not in done.stderr


# --- match ----------------------------------------------------------------------------


def test_match_json_summary_and_saved_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The match in this process (the command in a process of its own: the tests above and
    # the bots' below).
    code, out, err = run_in_process(
        [
            "match",
            "--players",
            "random",
            "random",
            "--deals",
            "30",
            "--seed",
            "4",
            "--duplicate",
            "--json",
            "--save",
            str(tmp_path),
        ],
        capsys,
    )
    assert code == 0, err
    summary = json.loads(out)
    assert summary["games"] == 60
    assert sum(summary["wins"]) + summary["draws"] == 60
    assert len(summary["win_rate_ci95"]) == 2 and set(summary["ms_per_move"]) == {"random"}
    for lo, hi in summary["win_rate_ci95"]:
        assert 0 <= lo <= hi <= 1
    assert all(40 <= p <= 80 for p in summary["mean_points"])
    records = sorted(tmp_path.glob("game-*.json"))
    assert len(records) == 60
    assert run_in_process(["verify", str(records[0])], capsys)[0] == 0
    # Duplicate: games 1 and 2 are the same deck with seats rotated.
    first, second = (json.loads(p.read_text()) for p in records[:2])
    assert first["deck"] == second["deck"]
    assert first["meta"]["rotation"] == 0 and second["meta"]["rotation"] == 1


def test_match_is_reproducible_from_its_seed(capsys: pytest.CaptureFixture[str]) -> None:
    def wins() -> list[int]:
        args = ["match", "--players", "random", "random", "random", "--deals", "20"]
        _, out, _ = run_in_process([*args, "--seed", "8", "--json"], capsys)
        return json.loads(out)["wins"]

    assert wins() == wins()


@pytest.mark.parametrize("players", [["random"] * 4, ["random"] * 6])
def test_team_matches(players: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    args = ["match", "--players", *players, "--deals", "10", "--json", "--signals"]
    summary = json.loads(run_in_process(args, capsys)[1])
    assert summary["wins"][0] == summary["wins"][2], "partners share their wins"


def test_match_with_variants(capsys: pytest.CaptureFixture[str]) -> None:
    for variant in ("scoperta", "briscolone", "double"):
        option = "--two-swap" if variant != "briscolone" else "--tie-break"
        args = ["match", "--players", "random", "random", "--deals", "5", "--variant", variant]
        code, out, err = run_in_process([*args, "--json", option], capsys)
        assert code == 0, err
        assert json.loads(out)["games"] == 5


def test_match_usage_errors_are_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    for args in (
        ["--players", "random", "wizard"],
        ["--players", "random", "random", "random", "random", "random"],
        ["--players", "random", "random", "random", "--variant", "double"],
        ["--players", "random", "random", "--signals"],
        ["--players", "random", "expert:wild_tail=1"],
        ["--players", "random", "expert:think=fast"],
        ["--players", "random", "medium:think=1"],
    ):
        code, _, err = run_in_process(["match", *args, "--deals", "2"], capsys)
        assert code == 2, args
        assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_match_takes_expert_options(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["match", "--players", "expert:think=0.02,remember=0", "random", "--deals", "2"]
    code, out, err = run_in_process([*args, "--json"], capsys)
    assert code == 0, err
    summary = json.loads(out)
    assert summary["players"][0] == "expert:think=0.02,remember=0" and summary["games"] == 2


def test_the_match_loop_tells_players_when_deals_start_and_end() -> None:
    events: list[tuple[str, int]] = []

    class Recorder(RandomPlayer):
        def start_deal(self, rules: Rules, seat: int) -> None:
            events.append(("start", seat))

        def end_deal(self, obs: Observation) -> None:
            assert not obs.hand and obs.stock_count == 0  # the finished deal
            events.append(("end", obs.seat))

    tournament = Tournament(specs=["random", "random"], rules=Rules(), deals=2, duplicate=True)
    tournament.seats[0].player = Recorder(1)
    tournament.run()
    assert events == [("start", 0), ("end", 0), ("start", 1), ("end", 1)] * 2


def test_external_bot_that_behaves() -> None:
    done = arena("match", "--players", "random", f"{BOT} good", "--deals", "10", "--json")
    summary = json.loads(done.stdout)
    assert done.returncode == 0 and summary["bot_errors"] == 0 and summary["games"] == 10
    assert f"{BOT} good" in summary["ms_per_move"]


@pytest.mark.parametrize(
    "mode,message",
    [
        ("illegal", "which it does not hold"),
        ("garbage", "bad JSON"),
        ("crash", "exited"),
        ("silent", "no answer within"),
        ("unknown", "unknown card"),
    ],
)
def test_misbehaving_bot_is_reported_and_the_match_goes_on(
    mode: str, message: str, tmp_path: Path
) -> None:
    # The bot misbehaves once (a restarted bot plays well), so a silent one costs one
    # timeout of 300 + 500 ms, not one per restart.
    saved = tmp_path / "games"
    done = arena(
        "match",
        "--players",
        f"{BOT} {mode} 3 {tmp_path / 'misbehaved'}",
        "random",
        "--deals",
        "2",
        "--json",
        "--time-ms",
        "300",
        "--save",
        str(saved),
    )
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    assert summary["games"] == 2 and summary["bot_errors"] == 1
    first = next(line for line in done.stderr.splitlines() if line.startswith("bot error"))
    assert "game 1, seat 0" in first and "move " in first and message in first
    assert "played" in first and "for it" in first
    assert "Traceback" not in done.stderr
    assert len(list(saved.glob("game-*.json"))) == 2


def test_misbehaving_bot_can_stop_the_match_without_losing_the_record(tmp_path: Path) -> None:
    done = arena(
        "match",
        "--players",
        "random",
        f"{BOT} illegal 4",
        "--deals",
        "3",
        "--json",
        "--on-bot-error",
        "stop",
        "--save",
        str(tmp_path),
    )
    assert done.returncode == 3
    assert "stopping the match" in done.stderr and "seat 1" in done.stderr
    records = list(tmp_path.glob("game-*.json"))
    assert len(records) == 1
    partial = json.loads(records[0].read_text())
    assert 0 < len(partial["plays"]) < 40 and "result" not in partial
    verified = arena("verify", str(records[0]))
    assert json.loads(verified.stdout)["complete"] is False


def test_bot_that_cannot_start() -> None:
    done = arena("match", "--players", "random", "cmd:/no/such/bot", "--deals", "1")
    assert done.returncode == 2 and "cannot start" in done.stderr
    assert "Traceback" not in done.stderr


# --- serve-bot ------------------------------------------------------------------------


def test_serve_bot_speaks_the_protocol() -> None:
    requests = [
        {"type": "hello", "protocol": "briscola-bot/1"},
        {
            "type": "move",
            "rules": {"players": 2, "variant": "classic"},
            "seat": 1,
            "briscola": "7D",
            "hand": ["AC", "3S", "KB"],
            "stock": 26,
            "history": [[[0, "4C"], [1, "AS"]], [[1, "2S"], [0, "JS"]], [[0, "6B"], [1, "5B"]]],
            "trick": [[0, "2C"]],
            "points": [2, 11],
            "time_ms": 200,
        },
        "this is not json",
        {"type": "move", "seat": 0},
        {"type": "dance"},
        {"type": "quit"},
    ]
    text = "\n".join(r if isinstance(r, str) else json.dumps(r) for r in requests) + "\n"
    done = arena("serve-bot", "random", "--seed", "3", stdin=text)
    assert done.returncode == 0, done.stderr
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert answers[0]["type"] == "hello" and answers[0]["name"]
    assert answers[1] == {"type": "move", "card": answers[1]["card"]}
    assert answers[1]["card"] in ("AC", "3S", "KB")
    assert [a["type"] for a in answers[2:]] == ["error", "error", "error"]
    assert len(answers) == 5, "quit ends the bot"


def test_serve_bot_plays_a_whole_match_as_an_external_bot() -> None:
    command = f"cmd:{sys.executable} -m briscola_qt.arena serve-bot random --seed 1"
    done = arena(
        "match",
        "--players",
        command,
        "random",
        "random",
        "random",
        "--deals",
        "3",
        "--json",
        "--signals",
    )
    summary = json.loads(done.stdout)
    assert done.returncode == 0 and summary["bot_errors"] == 0 and summary["games"] == 3


def _request(state: GameState, seat: int) -> str:
    return json.dumps(move_request(observe(state, seat), 100))


def test_serve_bot_tells_its_player_when_a_deal_ends() -> None:
    """The protocol has no deal messages: the server sees a new deal when a request does
    not continue the last one, and tells the player the old one ended."""
    events: list[str] = []

    class Recorder(RandomPlayer):
        def start_deal(self, rules: Rules, seat: int) -> None:
            events.append(f"start {seat}")

        def end_deal(self, obs: Observation) -> None:
            events.append(f"end {len(obs.history)}")

    host = BotHost(Recorder(2))
    rng = random.Random(5)
    for deal in (1, 2):
        state = GameState.deal(Rules(), deal)
        while not state.is_terminal():
            if state.current_player() == 0:
                answer = host.answer(_request(state, 0))
                assert answer is not None and answer["type"] == "move"
                state.push(Card.parse(answer["card"]))
            else:
                state.push(rng.choice(state.legal_actions()))
    host.close()
    assert events == ["start 0", "end 19", "start 0", "end 19"]


def test_serve_bot_answers_no_illegal_card() -> None:
    """The server's player is asked through the host, which checks its card: one the seat
    does not hold is an error answer, never a move sent to the other side."""
    cheat = RandomPlayer(1)
    cheat.choose_card = lambda obs, *_: next(  # type: ignore[method-assign]
        Card(c) for c in range(40) if Card(c) not in obs.hand
    )
    state = GameState.deal(Rules(), 1)
    answer = BotHost(cheat).answer(_request(state, state.current_player()))
    assert answer is not None and answer["type"] == "error"
    assert "which it may not play" in answer["message"]


def test_serve_bot_unknown_level() -> None:
    done = arena("serve-bot", "grandmaster", stdin="")
    assert done.returncode == 2 and "unknown player" in done.stderr
