"""The places of a network table as its host last said (the ``seats`` message): each
one's name and network state, read the same way by the plates, the lobby and the host's
Seats menu."""

from __future__ import annotations

from typing import Any


def place_name(seats: list[dict[str, Any]], place: int) -> str:
    """The name of the player at ``place``."""
    for seat in seats:
        if seat.get("place") == place:
            return str(seat.get("name", ""))[:30]
    return ""


def place_state(seats: list[dict[str, Any]], place: int) -> str:
    """``connected``, ``reconnecting``, ``free``, ``computer`` (a computer player's place)
    or ``stand-in`` (a computer holds a friend's seat: the host says it is a friend's)."""
    for seat in seats:
        if seat.get("place") == place:
            state = str(seat.get("state", ""))
            return "stand-in" if state == "computer" and seat.get("friend") is True else state
    return ""
