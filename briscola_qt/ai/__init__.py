"""Computer players. Every player sees only an ``Observation``, never the full state."""

from .base import Player
from .config import ConfigError, ExpertConfig
from .registry import PLAYER_NAMES, UnknownPlayerError, make_player
from .search import SearchCancelledError

__all__ = [
    "PLAYER_NAMES",
    "ConfigError",
    "ExpertConfig",
    "Player",
    "SearchCancelledError",
    "UnknownPlayerError",
    "make_player",
]
