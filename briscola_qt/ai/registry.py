"""Built-in players by name, for the arena, the bot server and the app."""

from __future__ import annotations

from collections.abc import Callable

from .base import Player, RandomPlayer
from .expert import ExpertPlayer
from .levels import BeginnerPlayer, MediumPlayer


class UnknownPlayerError(ValueError):
    """A player name that is not a built-in level."""


_FACTORIES: dict[str, Callable[[int | None], Player]] = {
    "random": RandomPlayer,
    "beginner": BeginnerPlayer,
    "medium": MediumPlayer,
    "expert": ExpertPlayer,
}

PLAYER_NAMES: tuple[str, ...] = tuple(_FACTORIES)


def make_player(name: str, seed: int | None = None) -> Player:
    """A fresh built-in player called ``name``, seeded with ``seed``."""
    try:
        factory = _FACTORIES[name]
    except KeyError:
        known = ", ".join(_FACTORIES)
        raise UnknownPlayerError(f"unknown player {name!r} (built-in: {known})") from None
    return factory(seed)
