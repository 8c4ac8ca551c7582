"""The server's settings, each declared once (``ServerConfig``): its default, its type and
its help; read from a TOML file, then the environment (``BRISCOLA_SERVER_PORT``...), then
the command line's flags (``--port``), each over the one before. A value that is not of
its kind, or out of its range, is a ``ConfigError`` naming the setting and where it came
from."""

from __future__ import annotations

import argparse
import dataclasses
import os
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final, get_type_hints

from ..ai.registry import PLAYER_NAMES

ENV_PREFIX: Final = "BRISCOLA_SERVER_"
MAX_CONFIG_BYTES: Final = 64_000


class ConfigError(ValueError):
    """A setting that cannot be used; the message names it and where it came from."""


def _setting(default: Any, help_text: str) -> Any:
    return field(default=default, metadata={"help": help_text})


@dataclass(frozen=True)
class ServerConfig:
    """Every setting of the server, with its default."""

    host: str = _setting("127.0.0.1", "address to listen on (0.0.0.0 or :: for every one)")
    port: int = _setting(47045, "port to listen on (0: any free one, said on stdout)")
    data: str = _setting("briscola-server-data", "folder of the tables' records")
    proxy: str = _setting(
        "", "a reverse proxy's address: its connections count by their X-Forwarded-For"
    )
    password: str = _setting(
        "", "the lobby's password, if it has one (give it by the environment or the file)"
    )
    workers: int = _setting(2, "processes that think for the computer seats")
    max_tables: int = _setting(500, "tables open at once; a new one beyond is refused")
    tables_per_address: int = _setting(8, "open tables one address may have created")
    connections_per_address: int = _setting(16, "connections open at once from one address")
    max_connections: int = _setting(4096, "connections open at once in all")
    lobby_rate: float = _setting(5.0, "lobby requests a second one connection may make")
    lobby_burst: int = _setting(10, "lobby requests one connection may make at once")
    idle_seconds: float = _setting(900.0, "a table nobody is connected to closes after this")
    over_seconds: float = _setting(60.0, "a table whose match is over closes after this")
    turn_seconds: float = _setting(
        90.0, "a friend who has not played within this has a computer play that move"
    )
    think_seconds: float = _setting(
        20.0, "a computer seat that has not chosen within this plays a random legal move"
    )
    stand_in: str = _setting("medium", "level of the computer that plays a timed-out turn")
    fsync_seconds: float = _setting(
        0.05, "records are fsync'd this often (0: after every line, before it is told)"
    )
    busy_lag_ms: float = _setting(
        100.0, "past this lag of the event loop (ms) new tables and joins are refused busy"
    )
    busy_queue: int = _setting(
        32, "past this many jobs in the pool new tables and joins are refused busy"
    )
    log_level: str = _setting("info", "debug, info, warning or error")
    shard: int = _setting(
        -1, "this process's number behind a proxy routing by table id (0-255); -1: alone"
    )
    shards: str = _setting(
        "",
        "every process's own address in shard order (ws://127.0.0.1:47100,...): the lobby "
        "lists the tables of all",
    )

    def __post_init__(self) -> None:
        for name in (
            "workers",
            "max_tables",
            "tables_per_address",
            "connections_per_address",
            "busy_queue",
        ):
            if getattr(self, name) < 1:
                raise ConfigError(f"{name} must be at least 1")
        if self.max_connections < 1 or self.lobby_burst < 1:
            raise ConfigError("max_connections and lobby_burst must be at least 1")
        for name in ("lobby_rate", "idle_seconds", "over_seconds", "turn_seconds", "busy_lag_ms"):
            if getattr(self, name) <= 0:
                raise ConfigError(f"{name} must be more than 0")
        if self.think_seconds <= 0 or self.fsync_seconds < 0:
            raise ConfigError("think_seconds must be more than 0, fsync_seconds 0 or more")
        if not 0 <= self.port <= 65535:
            raise ConfigError("port must be 0 to 65535")
        if self.stand_in not in PLAYER_NAMES:
            raise ConfigError(f"stand_in must be one of {', '.join(PLAYER_NAMES)}")
        if self.log_level not in ("debug", "info", "warning", "error"):
            raise ConfigError("log_level must be debug, info, warning or error")
        if not -1 <= self.shard <= 255:
            raise ConfigError("shard must be -1 (alone) or 0 to 255")
        if self.shards and not 0 <= self.shard < len(self.shard_addresses):
            raise ConfigError("shards lists every process's address, this one's at place shard")
        if any(not address.startswith(("ws://", "wss://")) for address in self.shard_addresses):
            raise ConfigError("shards are ws:// addresses, separated by commas")

    @property
    def data_path(self) -> Path:
        return Path(self.data)

    @property
    def shard_addresses(self) -> list[str]:
        """Each process's own address behind the proxy, in shard order (empty: alone)."""
        return [address.strip() for address in self.shards.split(",") if address.strip()]

    @property
    def table_prefix(self) -> str:
        """What begins every table id this process makes: its shard in two hex digits."""
        return "" if self.shard < 0 else f"{self.shard:02x}"


def _kinds() -> dict[str, type]:
    hints = get_type_hints(ServerConfig)
    return {f.name: hints[f.name] for f in dataclasses.fields(ServerConfig)}


def _value(name: str, raw: object, where: str) -> Any:
    """``raw`` as setting ``name``'s kind (text from the environment or a flag is parsed)."""
    kind = _kinds()[name]
    if isinstance(raw, str) and kind is not str:
        try:
            return kind(raw)
        except ValueError:
            raise ConfigError(f"{name} ({where}): {raw[:40]!r} is not a {kind.__name__}") from None
    if kind is float and type(raw) is int:
        return float(raw)
    if type(raw) is not kind:
        raise ConfigError(f"{name} ({where}): must be a {kind.__name__}")
    return raw


def from_file(path: Path) -> dict[str, Any]:
    """The settings a TOML file gives (keys as the flags, ``-`` or ``_``)."""
    try:
        if path.stat().st_size > MAX_CONFIG_BYTES:
            raise ConfigError(f"{path}: a settings file is at most {MAX_CONFIG_BYTES} bytes")
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise ConfigError(f"{path}: {error}") from None
    values = {}
    for key, value in raw.items():
        name = key.replace("-", "_")
        if name not in _kinds():
            raise ConfigError(f"{path}: unknown setting {key[:40]!r}")
        values[name] = _value(name, value, str(path))
    return values


def from_environment(environ: Mapping[str, str]) -> dict[str, Any]:
    return {
        name: _value(name, environ[ENV_PREFIX + name.upper()], ENV_PREFIX + name.upper())
        for name in _kinds()
        if ENV_PREFIX + name.upper() in environ
    }


def parser() -> argparse.ArgumentParser:
    parse = argparse.ArgumentParser(
        prog="briscola-server",
        description="A Briscola server: many network tables at one address (docs/server.md).",
        epilog=f"Every setting may also come from the environment ({ENV_PREFIX}PORT=...) "
        "or a TOML file (--config); flags win over both.",
    )
    parse.add_argument("--config", type=Path, help="a TOML file of settings")
    for item in dataclasses.fields(ServerConfig):
        parse.add_argument(
            "--" + item.name.replace("_", "-"),
            dest=item.name,
            default=None,
            help=f"{item.metadata['help']} (default {item.default})",
        )
    return parse


def load(args: Sequence[str], environ: Mapping[str, str] | None = None) -> ServerConfig:
    """The settings from ``args`` (the command line), the environment and the file."""
    parsed = parser().parse_args(list(args))
    values: dict[str, Any] = {}
    if parsed.config is not None:
        values.update(from_file(parsed.config))
    values.update(from_environment(os.environ if environ is None else environ))
    for name in _kinds():
        flag = getattr(parsed, name)
        if flag is not None:
            values[name] = _value(name, flag, "--" + name.replace("_", "-"))
    try:
        return ServerConfig(**values)
    except TypeError as error:  # (cannot happen: names come from the fields)
        raise ConfigError(str(error)) from None
