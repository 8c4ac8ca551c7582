"""Every animation and pause duration of the table, in one place, and the table's tempo.

Durations are for "normal" speed. A ``Tempo`` (the window owns one and keeps it to the
speed and pace settings) scales them for the scene, its cards and the controller; tests
give theirs "instant".
"""

from __future__ import annotations

from typing import Final

SPEEDS: Final = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}

DEAL_CARD_MS: Final = 110
"""One card flying from the stock to a hand while dealing."""
PLAY_CARD_MS: Final = 260
"""A played card flying to the middle of the table."""
THINK_MS: Final = 550
"""The least time a computer seat seems to think, so its moves can be followed."""
COLLECT_MS: Final = 380
"""The finished trick sliding to the winner's pile."""
GATHER_MS: Final = 200
"""The finished trick's cards gathered under the card that took it."""
SWEEP_HOLD_MS: Final = 280
"""The gathered trick held on the table, so that who took it is seen, before it sweeps."""
TURN_MS: Final = 260
"""The briscola turned over beside the stock once the hands are dealt."""
CELEBRATE_MS: Final = 2600
"""The end of a deal told on the felt: who won it, the points counted up, then fading."""
COUNT_UP_MS: Final = 1000
"""The winner's points counted up from nothing (within CELEBRATE_MS)."""
DRAW_CARD_MS: Final = 230
"""A card drawn from the stock to a hand."""
LIFT_MS: Final = 90
"""A playable card lifting under the mouse."""
HIGHLIGHT_PERIOD_MS: Final = 1100
"""One cycle of the winning card's animated border."""
NOTICE_MS: Final = 4000
"""Why a card may not be played stays on the table this long (read, not animated: unscaled)."""

PACES: Final = {"brisk": 0.45, "normal": 1.0, "relaxed": 1.8}
"""How long the computer players seem to think, as a factor of THINK_MS (a setting)."""


class Tempo:
    """How fast one table moves (a speed of SPEEDS) and how long its computer players seem
    to think (a pace of PACES)."""

    __slots__ = ("pace", "speed")
    _NAMES: Final = {"speed": SPEEDS, "pace": PACES}

    def __init__(self, speed: str = "normal", pace: str = "normal") -> None:
        self.speed = speed
        self.pace = pace

    def __setattr__(self, name: str, value: str) -> None:
        if value not in self._NAMES[name]:
            raise ValueError(f"unknown {name} {value!r}")
        super().__setattr__(name, value)

    def ms(self, duration: int) -> int:
        """``duration`` (one of the constants above) at this speed."""
        return round(duration * SPEEDS[self.speed])

    def think_ms(self) -> int:
        """The least time a computer seat seems to think, at this speed and pace."""
        return round(THINK_MS * SPEEDS[self.speed] * PACES[self.pace])
