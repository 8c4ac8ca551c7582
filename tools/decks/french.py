"""The French-suited 40-card deck: A, 2-7, J, Q, K in hearts, diamonds, clubs and spades,
jumbo corner indices at all four corners, standard pip layout, double-ended courts."""

from __future__ import annotations

import math
from collections.abc import Mapping

from . import french_courts as courts
from .cardbase import lettering
from .french_suits import BLACK, RED, SUIT_COLOR, pip
from .svg import INK, circle, document, ellipse, group, linear, num, path, poly, rect, tf

W, H = 200, 280
SUIT_NAMES = {"D": "Diamonds", "C": "Hearts", "S": "Spades", "B": "Clubs"}
RANK_NAMES = {"A": "Ace", "J": "Jack", "Q": "Queen", "K": "King"}
COLS = (67.0, 100.0, 133.0)
ROWS = tuple(H * f for f in (0.2, 0.35, 0.5, 0.65, 0.8))
LAYOUT: dict[int, list[tuple[float, float]]] = {
    2: [(1, 0), (1, 4)],
    3: [(1, 0), (1, 2), (1, 4)],
    4: [(0, 0), (2, 0), (0, 4), (2, 4)],
    5: [(0, 0), (2, 0), (1, 2), (0, 4), (2, 4)],
    6: [(0, 0), (2, 0), (0, 2), (2, 2), (0, 4), (2, 4)],
    7: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2), (0, 4), (2, 4)],
}


def index(rank: str, suit: str, color: str) -> list[str]:
    """Jumbo index (rank over pip) in all four corners; the lower two turned round."""
    one = group([lettering(rank, 0, 0, 36, color, 3.0), pip(suit, 0, 52, 22, color=color)])
    out = []
    for x, y, rot in ((23, 11, 0), (177, 11, 0), (177, 269, 180), (23, 269, 180)):
        out.append(group([one], transform=tf(x, y, rot)))
    return out


def pips(suit: str, n: int, color: str) -> list[str]:
    out = []
    for col, row in LAYOUT[n]:
        x, y = COLS[int(col)], ROWS[int(row)]
        out.append(pip(suit, x, y, 40, 180 if y > H / 2 + 1 else 0, color))
    return out


def ace(suit: str, color: str) -> list[str]:
    if suit != "S":
        ring = [
            circle(100, 140, 54, "#fdf7ec", color, 1.4),
            circle(100, 140, 59, "none", color, 0.7),
        ]
        for i in range(8):
            a = math.radians(i * 45 - 90)
            x, y = 100 + 70 * math.cos(a), 140 + 70 * math.sin(a)
            ring.append(pip(suit, x, y, 10 if i % 2 else 13, i * 45, color))
        return [*ring, pip(suit, 100, 140, 80, color=color)]
    leaves = []
    for i in range(15):
        angle = 125 + i * 20.0
        leaves.append(
            group(
                [path("M0,0 C4,-5 10,-5 13,0 C10,5 4,5 0,0 Z", "#2f6b3a", INK, 0.8)],
                transform=f"rotate({num(angle)},100,140) translate(160,140) rotate(-90)",
            )
        )
    return [
        *leaves,
        circle(100, 140, 54, "#fdf7e6", "#b08a2a", 2.4),
        pip("S", 100, 146, 92, color=color),
        path("M100,108 C96,126 94,140 100,150 C106,140 104,126 100,108 Z", "#f2c230", None),
    ]


def frame(court: bool) -> list[str]:
    out = [rect(0.75, 0.75, W - 1.5, H - 1.5, "#ffffff", "#a7a7ad", 1.5, rx=12)]
    if court:
        out.append(rect(40, 12, 120, 256, "#fbf7ee", INK, 1.4, rx=3))
    return out


def face_body(code: str, colors: Mapping[str, str]) -> list[str]:
    rank, suit = code[0], code[1]
    color = colors[suit]
    if rank == "A":
        art = ace(suit, color)
    elif rank in "JQK":
        art = courts.court(rank, suit, color)
    else:
        art = pips(suit, int(rank), color)
    return frame(rank in "JQK") + art + index(rank, suit, color)


def face(code: str, colors: Mapping[str, str] = SUIT_COLOR) -> str:
    name = f"{RANK_NAMES.get(code[0], code[0])} of {SUIT_NAMES[code[1]]}"
    return document(W, H, courts.defs(), face_body(code, colors), name)


def back() -> str:
    """Deep red field, cream lattice and a rosette of the four suits at the centre."""
    field = "#8c1c24"
    out = [
        rect(0.75, 0.75, W - 1.5, H - 1.5, "#ffffff", "#a7a7ad", 1.5, rx=12),
        rect(10, 10, W - 20, H - 20, field, None, rx=6),
    ]
    step = 18.0
    for i in range(-16, 17):
        x = 100 + i * step
        for sign in (1, -1):
            x0, y0 = x - sign * 130, 10.0
            x1, y1 = x + sign * 130, 270.0
            # keep each lattice line inside the field by clipping it to the rectangle
            seg = _clip(x0, y0, x1, y1)
            if seg:
                out.append(
                    path(
                        f"M{num(seg[0])},{num(seg[1])} L{num(seg[2])},{num(seg[3])}",
                        "none",
                        "#e9c98a",
                        1.1,
                    )
                )
    out.append(rect(10, 10, W - 20, H - 20, "none", "#e9c98a", 2.5, rx=6))
    out.append(rect(16, 16, W - 32, H - 32, "none", "#e9c98a", 1, rx=4))
    out.append(ellipse(100, 140, 46, 58, field, "#e9c98a", 3))
    out.append(ellipse(100, 140, 40, 52, "none", "#e9c98a", 1))
    for suit, (x, y, rot) in zip(
        "CSDB", ((100, 112, 0), (128, 140, 90), (100, 168, 180), (72, 140, 270)), strict=True
    ):
        out.append(pip(suit, x, y, 24, rot, "#f5e6c4"))
    out.append(poly([(100, 128), (112, 140), (100, 152), (88, 140)], "#e9c98a", None))
    return document(W, H, [linear("shade", [(0, "#ffffff"), (1, "#ece6da")])], out, "Back")


def _clip(x0: float, y0: float, x1: float, y1: float) -> tuple[float, float, float, float] | None:
    """Clip a segment to the back's field (Liang-Barsky)."""
    left, top, right, bottom = 12.0, 12.0, W - 12.0, H - 12.0
    dx, dy = x1 - x0, y1 - y0
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, x0 - left), (dx, right - x0), (-dy, y0 - top), (dy, bottom - y0)):
        if p == 0:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return None
    return x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy


__all__ = ["BLACK", "RED", "H", "W", "back", "face"]
