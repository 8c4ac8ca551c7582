"""Built-in players by name, for the arena, the bot server and the app.

A name may carry Expert options after a colon, ``expert:think=0.3,remember=0``
(``config.parse_options``), for experiments from the command line.
"""

from __future__ import annotations

from collections.abc import Callable

from . import expert
from .base import Player, RandomPlayer
from .config import ConfigError, parse_options
from .expert import ExpertPlayer
from .levels import BeginnerPlayer, MediumPlayer


class UnknownPlayerError(ValueError):
    """A player name that is not a built-in level, or options it cannot take."""


_FACTORIES: dict[str, Callable[[int | None], Player]] = {
    "random": RandomPlayer,
    "beginner": BeginnerPlayer,
    "medium": MediumPlayer,
    "expert": ExpertPlayer,
}

PLAYER_NAMES: tuple[str, ...] = tuple(_FACTORIES)


def make_player(name: str, seed: int | None = None) -> Player:
    """A fresh built-in player called ``name`` (with options, ``expert:key=value,...``),
    seeded with ``seed``; UnknownPlayerError says what is wrong with the name."""
    level, colon, options = name.partition(":")
    try:
        factory = _FACTORIES[level]
    except KeyError:
        known = ", ".join(_FACTORIES)
        raise UnknownPlayerError(f"unknown player {name!r} (built-in: {known})") from None
    if not colon:
        return factory(seed)
    if level != "expert":
        raise UnknownPlayerError(f"player {level!r} takes no options (only expert does)")
    try:
        config = parse_options(options, expert.DEFAULT_CONFIG)
    except ConfigError as error:
        raise UnknownPlayerError(str(error)) from None
    return ExpertPlayer(seed, config)
