"""The Sicilian deck's special pictures: the cherub holding the ace of swords, the crowned
coin of the ace of coins, the little pictures in the coins of the 2, 3 and 5 (a crowned
profile, a three-legged Trinacria, a two-horse chariot), the seaside scene of the 5 of
swords, a helmet for the soldier-maids, and the back."""

from __future__ import annotations

import math

from . import italian_suits as su
from .cardbase import about_centre, flower, sprig
from .svg import INK, circle, ellipse, group, num, path, poly, rect, tf

RED, YELLOW, GREEN, BLUE = "#c9302a", "#f3c21c", "#2e8a3e", "#2553a3"
SKIN = "#f4d2b0"
PAPER = "#fbf6e8"


def coin_picture(x: float, y: float, r: float, picture: list[str]) -> str:
    """A gold coin whose centre shows a small picture (drawn for a coin of radius 20)."""
    k = r / 20.0
    return group(
        [
            circle(0, 0, 20, su.GOLD, INK, 1.8),
            circle(0, 0, 15.4, "#fff4c8", RED, 2.2),
            *[
                circle(18 * math.cos(a), 18 * math.sin(a), 0.9, INK, None)
                for a in (math.radians(i * 22.5) for i in range(16))
            ],
            *picture,
        ],
        transform=tf(x, y, 0, k),
    )


def profile() -> list[str]:
    """A crowned head in profile facing left, for the 2 of coins."""
    return [
        path(
            "M4,12 C10,8 11,-2 7,-7 C4,-11 -3,-11 -5,-6 L-9,-2 L-6,0 L-8,3 L-5,4 "
            "C-6,7 -4,9 -1,9 L0,12 Z",
            SKIN,
            INK,
            1.1,
        ),
        path("M-2,-8 C2,-12 9,-10 9,-4 C10,2 8,6 5,8 C6,2 4,-3 -2,-8 Z", "#5a3418", INK, 0.9),
        path("M-5,-9 L-5,-14 L-2,-11 L1,-15 L3,-11 L6,-14 L6,-8 Z", YELLOW, INK, 0.9),
        circle(-3.6, -3.6, 0.9, INK, None),
        path("M-6,5 C-3,6 0,8 -1,11 C2,10 3,7 0,5 Z", "#5a3418", None),
    ]


def trinacria() -> list[str]:
    """Three bent legs round a face (Sicily's ancient sign), for the 3 of coins."""
    legs = []
    for i in range(3):
        legs.append(
            group(
                [
                    path("M0,-3 C3,-8 4,-11 2,-13 L7,-15", "none", INK, 4.2),
                    path("M0,-3 C3,-8 4,-11 2,-13 L7,-15", "none", SKIN, 2.6),
                ],
                transform=tf(rot=i * 120),
            )
        )
    return [
        *legs,
        circle(0, 0, 5.6, SKIN, INK, 1.0),
        circle(-1.8, -0.8, 0.7, INK, None),
        circle(1.8, -0.8, 0.7, INK, None),
        path("M-1.6,2 C-0.6,3 0.6,3 1.6,2", "none", INK, 0.7),
        path("M-5,-3 C-3,-7 3,-7 5,-3", "none", YELLOW, 1.6),
    ]


def chariot() -> list[str]:
    """A two-horse chariot driving left, for the centre coin of the 5 of coins."""
    horse = (
        "M-13,2 C-12,-3 -8,-4 -4,-3 C-3,-7 -6,-9 -8,-9 L-10,-8 L-12,-10 L-10,-6 "
        "C-10,-3 -12,-1 -13,2 Z"
    )
    return [
        path(horse, "#f1eadf", INK, 0.8),
        group([path(horse, "#bdb7ad", INK, 0.8)], transform=tf(4, 1)),
        path("M-4,1 L-4,5 M-11,2 L-12,6 M0,2 L0,6 M-7,3 L-8,7", "none", INK, 1.0),
        path("M1,-2 H8 L10,4 H2 Z", RED, INK, 0.9),
        circle(6, 6, 3.2, "none", INK, 1.0),
        circle(6, 6, 0.8, INK, None),
        path("M6,-2 L5,-9 M5,-9 L1,-4", "none", INK, 1.0),
        circle(5, -10, 1.8, SKIN, INK, 0.6),
    ]


def ace_coin(cx: float, cy: float) -> list[str]:
    """One big crowned coin in a laurel wreath above a blank cartouche (the stamp's place)."""
    leaves = []
    for side in (-1, 1):
        for i in range(8):
            a = math.radians(100 + 20 * i) if side < 0 else math.radians(80 - 20 * i)
            x, y = cx + 60 * math.cos(a), cy + 60 * math.sin(a)
            rot = math.degrees(a) + (90 if side > 0 else -90) + 180 * (side < 0)
            leaves.append(
                group(
                    [path("M0,0 C5,-6 13,-6 16,0 C13,6 5,6 0,0 Z", GREEN, INK, 1.0)],
                    transform=tf(x, y, rot),
                )
            )
    crown = [
        path(
            f"M{cx - 30},{cy - 58} L{cx - 36},{cy - 88} L{cx - 16},{cy - 72} L{cx},{cy - 96} "
            f"L{cx + 16},{cy - 72} L{cx + 36},{cy - 88} L{cx + 30},{cy - 58} Z",
            YELLOW,
            INK,
            1.6,
        ),
        rect(cx - 31, cy - 62, 62, 9, YELLOW, INK, 1.5),
        circle(cx, cy - 57.5, 3, RED, INK, 0.8),
        circle(cx - 18, cy - 57.5, 2.4, BLUE, INK, 0.8),
        circle(cx + 18, cy - 57.5, 2.4, BLUE, INK, 0.8),
    ]
    return [
        *leaves,
        su.coin(cx, cy, 50, RED, GREEN),
        *crown,
        path(
            f"M{cx - 56},{cy + 90} C{cx - 48},{cy + 76} {cx - 38},{cy + 84} {cx - 32},{cy + 78} "
            f"H{cx + 32} C{cx + 38},{cy + 84} {cx + 48},{cy + 76} {cx + 56},{cy + 90} "
            f"C{cx + 48},{cy + 104} {cx + 38},{cy + 96} {cx + 32},{cy + 102} H{cx - 32} "
            f"C{cx - 38},{cy + 96} {cx - 48},{cy + 104} {cx - 56},{cy + 90} Z",
            PAPER,
            INK,
            1.5,
        ),
        rect(cx - 30, cy + 83, 60, 14, "none", RED, 1.5),
    ]


def cherub_sword(cx: float, top: float) -> list[str]:
    """The ace of swords: a winged cherub holds up one long sword, flowers falling about it."""
    cy = top + 14  # the cherub stands lower than the sword
    out = []
    for side in (-1, 1):
        out.append(
            group(
                [
                    path(
                        "M0,0 C10,-16 28,-22 40,-14 C30,-10 34,-2 24,0 C30,6 22,10 14,8 "
                        "C10,12 4,8 0,0 Z",
                        "#f6f1e4",
                        INK,
                        1.3,
                    ),
                    path("M10,-6 C18,-12 26,-14 32,-12 M8,0 C14,-2 20,-2 24,0", "none", INK, 0.8),
                ],
                transform=tf(cx + 6 * side, cy + 48, 0, 1.0, sx=float(side)),
            )
        )
    body = [
        ellipse(cx, cy + 70, 17, 22, SKIN, INK, 1.5),
        path(
            f"M{cx - 14},{cy + 84} C{cx - 24},{cy + 100} {cx - 22},{cy + 112} {cx - 12},{cy + 114}",
            "none",
            INK,
            9.2,
        ),
        path(
            f"M{cx - 14},{cy + 84} C{cx - 24},{cy + 100} {cx - 22},{cy + 112} {cx - 12},{cy + 114}",
            "none",
            SKIN,
            6.6,
        ),
        path(
            f"M{cx + 12},{cy + 86} C{cx + 18},{cy + 100} {cx + 24},{cy + 104} {cx + 30},{cy + 112}",
            "none",
            INK,
            9.2,
        ),
        path(
            f"M{cx + 12},{cy + 86} C{cx + 18},{cy + 100} {cx + 24},{cy + 104} {cx + 30},{cy + 112}",
            "none",
            SKIN,
            6.6,
        ),
        path(
            f"M{cx - 18},{cy + 74} C{cx - 6},{cy + 84} {cx + 8},{cy + 84} {cx + 18},{cy + 70} "
            f"L{cx + 16},{cy + 80} C{cx + 6},{cy + 92} {cx - 8},{cy + 92} {cx - 17},{cy + 82} Z",
            BLUE,
            INK,
            1.2,
        ),
    ]
    head = [
        *[
            circle(cx + dx, cy + 34 + dy, 5, "#d9a441", INK, 1.0)
            for dx, dy in ((-10, -4), (10, -4), (-6, -11), (6, -11), (0, -13), (-12, 4), (12, 4))
        ],
        circle(cx, cy + 36, 12, SKIN, INK, 1.4),
        circle(cx - 4, cy + 35, 1.3, INK, None),
        circle(cx + 4, cy + 35, 1.3, INK, None),
        circle(cx - 6, cy + 40, 2.2, "#ee9d86", None),
        circle(cx + 6, cy + 40, 2.2, "#ee9d86", None),
        path(
            f"M{cx - 2.4},{cy + 42} C{cx - 1},{cy + 43.6} {cx + 1},{cy + 43.6} "
            f"{cx + 2.4},{cy + 42}",
            "none",
            RED,
            1.2,
        ),
    ]
    arms = [
        path(
            f"M{cx - 14},{cy + 58} C{cx - 22},{cy + 46} {cx - 14},{cy + 30} {cx - 6},{top + 12}",
            "none",
            INK,
            8.6,
        ),
        path(
            f"M{cx - 14},{cy + 58} C{cx - 22},{cy + 46} {cx - 14},{cy + 30} {cx - 6},{top + 12}",
            "none",
            SKIN,
            6.0,
        ),
        path(
            f"M{cx + 14},{cy + 58} C{cx + 22},{cy + 46} {cx + 14},{cy + 30} {cx + 6},{top + 12}",
            "none",
            INK,
            8.6,
        ),
        path(
            f"M{cx + 14},{cy + 58} C{cx + 22},{cy + 46} {cx + 14},{cy + 30} {cx + 6},{top + 12}",
            "none",
            SKIN,
            6.0,
        ),
    ]
    sword = su.straight_sword(cx, top - 40, 150, 0, RED, "#7a2418")
    fall = [
        flower(cx - 50, cy + 10, 8, RED, YELLOW),
        flower(cx + 48, cy - 6, 8, YELLOW, RED),
        flower(cx - 44, cy + 100, 7, YELLOW, RED),
        flower(cx + 50, cy + 96, 7, RED, YELLOW),
        sprig(cx - 44, cy + 56, 40, -20, GREEN, RED),
        sprig(cx + 44, cy + 44, 40, 20, GREEN, RED),
    ]
    return (
        out
        + fall
        + body
        + head
        + [sword]
        + arms
        + [
            circle(cx - 6, top + 12, 4.4, SKIN, INK, 1.2),
            circle(cx + 6, top + 12, 4.4, SKIN, INK, 1.2),
        ]
    )


def seaside(cx: float, cy: float) -> str:
    """A small scene in an oval for the 5 of swords: a smoking mountain over the sea, a boat."""
    rx, ry = 30.0, 48.0
    return group(
        [
            ellipse(0, 0, rx, ry, "#cfe6f4", RED, 2.4),
            path("M-26,10 L-8,-22 L-2,-16 L4,-24 L26,10 Z", "#8a6a52", INK, 1.1),
            path("M-8,-22 L-2,-16 L4,-24 L0,-18 Z", PAPER, None),
            path("M-2,-26 C-8,-32 2,-36 -4,-44", "none", "#9a9a9a", 3),
            path(
                f"M{-rx + 1},10 H{rx - 1} C{rx - 2},24 {rx - 8},40 0,{ry} "
                f"C{-rx + 8},40 {-rx + 2},24 {-rx + 1},10 Z",
                BLUE,
                None,
            ),
            path("M-16,22 C-12,20 -8,24 -4,22 M4,32 C8,30 12,34 16,32", "none", "#cfe6f4", 1.2),
            path("M-10,14 H10 L6,20 H-6 Z", "#7a4a24", INK, 0.9),
            path("M0,14 V-2 L9,12 Z", PAPER, INK, 0.9),
            circle(16, -30, 5, YELLOW, INK, 0.9),
            ellipse(0, 0, rx, ry, "none", INK, 1.2),
        ],
        transform=tf(cx, cy),
    )


def helmet(color: str, plume: str) -> str:
    """A soldier's morion with a crest and a plume, for the maids (head frame of figures)."""
    return group(
        [
            path("M14,-22 C22,-34 30,-36 30,-28 C26,-30 20,-26 16,-18 Z", plume, INK, 1.1),
            path("M-20,-11 C-14,-14 14,-14 20,-11 C14,-8 -14,-8 -20,-11 Z", color, INK, 1.3),
            path("M-12,-12 C-13,-26 13,-26 12,-12 Z", color, INK, 1.4),
            path("M-6,-22 C-2,-30 2,-30 6,-22", "none", INK, 2.6),
            path("M-6,-22 C-2,-30 2,-30 6,-22", "none", color, 1.4),
        ]
    )


def back_body(w: int, h: int, border: str) -> list[str]:
    """A double-ended back: red and yellow lozenges round an oval with a three-legged sun."""
    out = [rect(0, 0, w, h, border, None, rx=12), rect(6, 6, w - 12, h - 12, PAPER, None, rx=7)]
    cells: dict[str, list[str]] = {RED: [], YELLOW: []}
    step = 16.0
    cols, rows = int((w - 24) // step), int((h - 24) // step)
    x0, y0 = (w - (cols - 1) * step) / 2, (h - (rows - 1) * step) / 2
    for j in range(rows):
        for i in range(cols):
            x, y = x0 + i * step, y0 + j * step
            dx, dy = (x / w - 0.5) / 0.3, (y / h - 0.5) / 0.25
            if dx * dx + dy * dy < 1:
                continue
            d = f"M{num(x)},{num(y - 7)}l7,7l-7,7l-7,-7Z"
            cells[RED if (i + j) % 2 else YELLOW].append(d)
    out += [path("".join(d), color, INK, 0.6) for color, d in cells.items()]
    out.append(rect(12, 12, w - 24, h - 24, "none", border, 2, rx=5))
    out.append(ellipse(w / 2, h / 2, 50, 72, PAPER, border, 3))
    out.append(ellipse(w / 2, h / 2, 44, 66, "none", RED, 1.6))
    rays = [
        poly(
            [(-4, -14), (0, -30 if i % 2 == 0 else -24), (4, -14)],
            YELLOW if i % 2 == 0 else RED,
            INK,
            0.9,
        )
        for i in range(12)
    ]
    rays = [group([ray], transform=tf(rot=i * 30)) for i, ray in enumerate(rays)]
    sun = group(
        [*rays, circle(0, 0, 15, YELLOW, INK, 1.3), group(trinacria(), transform=tf(0, 0, 0, 1.6))],
        transform=tf(w / 2, h / 2),
    )
    out.append(sun)
    out += about_centre(flower(0, -52, 7, RED, YELLOW), w, h)
    return out
