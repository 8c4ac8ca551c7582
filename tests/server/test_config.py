"""The server's settings: a TOML file, then the environment, then the flags, each over the
one before; a value of the wrong kind or out of range is refused by name."""

from __future__ import annotations

import importlib
import socket
import tomllib
from pathlib import Path

import pytest

from briscola_qt.server.cli import main
from briscola_qt.server.club import ClubServer
from briscola_qt.server.config import ConfigError, ServerConfig, load


def test_flags_over_the_environment_over_the_file(tmp_path: Path) -> None:
    settings = tmp_path / "server.toml"
    settings.write_text('port = 5000\nmax-tables = 40\nturn_seconds = 30\ndata = "/srv/b"\n')
    environ = {"BRISCOLA_SERVER_PORT": "6000", "BRISCOLA_SERVER_WORKERS": "3"}
    config = load(["--config", str(settings), "--max-tables", "50"], environ)
    assert (config.port, config.max_tables, config.workers) == (6000, 50, 3)
    assert config.turn_seconds == 30.0 and config.data == "/srv/b"
    assert load([], {}) == ServerConfig()


@pytest.mark.parametrize(
    ("args", "environ", "said"),
    [
        (["--port", "http"], {}, "port (--port): 'http' is not a int"),
        (["--port", "70000"], {}, "port must be 0 to 65535"),
        ([], {"BRISCOLA_SERVER_IDLE_SECONDS": "0"}, "idle_seconds must be more than 0"),
        (["--stand-in", "grandmaster"], {}, "stand_in must be one of"),
        ([], {"BRISCOLA_SERVER_WORKERS": "two"}, "BRISCOLA_SERVER_WORKERS"),
    ],
)
def test_a_bad_setting_is_refused_by_name(
    args: list[str], environ: dict[str, str], said: str
) -> None:
    with pytest.raises(ConfigError, match=said.replace("(", r"\(").replace(")", r"\)")):
        load(args, environ)


def test_a_bad_file_is_refused_with_its_name(tmp_path: Path) -> None:
    settings = tmp_path / "server.toml"
    settings.write_text("colour = 'blue'\n")
    with pytest.raises(ConfigError, match="unknown setting 'colour'"):
        load(["--config", str(settings)], {})
    settings.write_text("port = [\n")
    with pytest.raises(ConfigError, match=r"server\.toml"):
        load(["--config", str(settings)], {})


def test_the_command_says_a_bad_setting_and_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--workers", "0"]) == 2
    assert "workers must be at least 1" in capsys.readouterr().err


def test_the_package_installs_the_briscola_server_command() -> None:
    pyproject = Path(__file__).resolve().parents[2] / "pyproject.toml"
    scripts = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["scripts"]
    module, _, name = scripts["briscola-server"].partition(":")
    assert getattr(importlib.import_module(module), name) is main


def test_the_status_line_says_how_the_server_stands(tmp_path: Path) -> None:
    club = ClubServer(ServerConfig(data=str(tmp_path)))
    assert club.status() == (
        "0 tables open, 0 players seated, 0 connections; 0 computer moves and "
        "0 handshakes made in the pool; 0 tables closed; loop lag p99 0 ms over the last "
        "minute, worst 0 ms; 0 jobs in the pool; 0 refused busy"
    )


def test_a_port_in_use_is_said_and_the_command_exits_1(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = str(taken.getsockname()[1])
        assert main(["--host", "127.0.0.1", "--port", port, "--data", str(tmp_path)]) == 1
    assert f"cannot listen on 127.0.0.1 port {port}" in caplog.text
