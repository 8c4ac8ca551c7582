"""French suit pips (hearts, diamonds, clubs, spades) as flat silhouettes, nominal height 20."""

from __future__ import annotations

from .svg import circle, group, path, tf

RED = "#c4262e"
BLACK = "#1b1b1f"
SUIT_COLOR = {"C": RED, "D": RED, "S": BLACK, "B": BLACK}
# the English four-colour scheme: diamonds blue, clubs green (easier to tell apart)
FOUR_COLOR = {"C": RED, "D": "#1d58b8", "S": BLACK, "B": "#1a7a3c"}

HEART = (
    "M0,9.6 C-4,5.6 -10.4,1.4 -10.4,-3.8 C-10.4,-7.8 -7.6,-10 -4.8,-10 "
    "C-2.4,-10 -0.6,-8.6 0,-6.4 C0.6,-8.6 2.4,-10 4.8,-10 C7.6,-10 10.4,-7.8 10.4,-3.8 "
    "C10.4,1.4 4,5.6 0,9.6 Z"
)
DIAMOND = (
    "M0,-10.6 C2.6,-6 5.2,-2.8 8,0 C5.2,2.8 2.6,6 0,10.6 C-2.6,6 -5.2,2.8 -8,0 "
    "C-5.2,-2.8 -2.6,-6 0,-10.6 Z"
)
SPADE = (
    "M0,-10.4 C-3.4,-5.6 -10.2,-2.4 -10.2,2.6 C-10.2,6.4 -7.4,8.2 -4.8,8.2 "
    "C-2.8,8.2 -1.3,7.3 -0.7,5.8 C-0.9,7.8 -2.2,9.4 -4,10.4 H4 C2.2,9.4 0.9,7.8 0.7,5.8 "
    "C1.3,7.3 2.8,8.2 4.8,8.2 C7.4,8.2 10.2,6.4 10.2,2.6 C10.2,-2.4 3.4,-5.6 0,-10.4 Z"
)
CLUB_STEM = "M-0.9,1 C-1.1,5.6 -2.4,8.6 -4.4,10.4 H4.4 C2.4,8.6 1.1,5.6 0.9,1 Z"


def pip(
    suit: str, x: float, y: float, size: float, rot: float = 0.0, color: str | None = None
) -> str:
    """One flat pip of `size` height centred on (x, y)."""
    fill = color or SUIT_COLOR[suit]
    k = size / 20.0
    if suit == "C":
        shapes = [path(HEART, fill, None)]
    elif suit == "D":
        shapes = [path(DIAMOND, fill, None)]
    elif suit == "S":
        shapes = [path(SPADE, fill, None)]
    else:
        shapes = [
            circle(0, -5.2, 4.9, fill, None),
            circle(-5.3, 1.6, 4.9, fill, None),
            circle(5.3, 1.6, 4.9, fill, None),
            circle(0, 0, 2.6, fill, None),
            path(CLUB_STEM, fill, None),
        ]
    return group(shapes, transform=tf(x, y, rot, k))
