"""Pieces every card shares: the rank marks used in corner indices, corner placement, and
small folk ornaments (flowers, sprigs, ribbons)."""

from __future__ import annotations

from collections.abc import Callable

from .glyphs import lettering, lettering_width
from .svg import INK, circle, ellipse, group, num, path, rect, tf

RANKS = "A234567JQK"
SUITS = "DCSB"
ITALIAN_NUMERALS = {"A": "1", "J": "8", "Q": "9", "K": "10"}

MiniSign = Callable[[float, float, float], str]


def italian_rank_label(rank: str) -> str:
    """Italian packs number their cards 1-10: ace 1, Fante 8, Cavallo 9, Re 10."""
    return ITALIAN_NUMERALS.get(rank, rank)


def corner_index(
    label: str,
    color: str,
    sign: MiniSign,
    width: float,
    height: float,
    left: float,
    top: float,
    text_h: float,
    sign_size: float,
    plate: str | None = None,
    weight: float = 2.7,
) -> list[str]:
    """Rank above a small suit sign at top-left, repeated rotated 180 degrees at bottom-right."""
    col_w = max(lettering_width(label, text_h), sign_size)
    cx = left + col_w / 2
    items: list[str] = []
    if plate:
        items.append(rect(left - 4, top - 4, col_w + 8, text_h + sign_size + 14, plate, None, rx=5))
    items.append(lettering(label, cx, top, text_h, color, weight))
    items.append(sign(cx, top + text_h + 5 + sign_size / 2, sign_size))
    one = group(items)
    return [one, group([one], transform=f"rotate(180,{num(width / 2)},{num(height / 2)})")]


def flower(x: float, y: float, r: float, petal: str, heart: str, rot: float = 0.0) -> str:
    """A five-petal folk flower."""
    k = r / 10.0
    parts = [
        group([ellipse(0, -5.6, 3.6, 5.4, petal, INK, 1.1)], transform=tf(rot=i * 72))
        for i in range(5)
    ]
    parts.append(circle(0, 0, 3, heart, INK, 1.0))
    return group(parts, transform=tf(x, y, rot, k))


def sprig(x: float, y: float, length: float, rot: float, leaf: str, berry: str) -> str:
    """A curling stem with leaves and a berry, for filling space between pips."""
    k = length / 40.0
    parts = [path("M0,20 C-4,8 4,-6 0,-20", "none", INK, 1.6)]
    for yy, side in ((10, -1), (0, 1), (-10, -1)):
        parts.append(
            group(
                [path("M0,0 C4,-6 12,-6 14,0 C10,4 4,4 0,0 Z", leaf, INK, 1.0)],
                transform=tf(0, yy, -30 * side, sx=float(side)),
            )
        )
    parts.append(circle(0, -21, 3.2, berry, INK, 1.0))
    return group(parts, transform=tf(x, y, rot, k))


def ribbon_bow(x: float, y: float, w: float, color: str) -> str:
    """A tied bow with two tails (binds the Neapolitan 2 and 3 of swords)."""
    k = w / 40.0
    return group(
        [
            path("M-3,2 C-8,10 -12,18 -16,22 L-10,23 L-8,27 C-4,20 -1,10 1,3 Z", color, INK, 1.2),
            path("M3,2 C8,10 12,18 16,22 L10,23 L8,27 C4,20 1,10 -1,3 Z", color, INK, 1.2),
            path("M0,0 C-8,-10 -20,-10 -20,0 C-20,10 -8,10 0,0 Z", color, INK, 1.3),
            path("M0,0 C8,-10 20,-10 20,0 C20,10 8,10 0,0 Z", color, INK, 1.3),
            rect(-4, -4.5, 8, 9, color, INK, 1.3, rx=2),
        ],
        transform=tf(x, y, 0, k),
    )


__all__ = [
    "RANKS",
    "SUITS",
    "corner_index",
    "flower",
    "italian_rank_label",
    "lettering",
    "ribbon_bow",
    "sprig",
]
