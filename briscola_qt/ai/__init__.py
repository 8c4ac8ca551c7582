"""Computer players. Every player sees only an ``Observation``, never the full state."""

from .base import Player
from .registry import PLAYER_NAMES, UnknownPlayerError, make_player

__all__ = ["PLAYER_NAMES", "Player", "UnknownPlayerError", "make_player"]
