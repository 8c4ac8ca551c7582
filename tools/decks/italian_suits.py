"""Italian and Spanish-type suit signs drawn as parametric SVG objects.

Each sign is drawn around (0, 0) at a nominal size and placed with a transform, so the
same coin, cup, sword or baton serves pip cards, aces, courts' hands and corner indices.
"""

from __future__ import annotations

import math

from .svg import INK, circle, ellipse, group, num, path, rect, tf

# Gradient ids every Italian deck file defines (see `italian_defs`).
GOLD = "url(#gold)"
STEEL = "url(#steel)"
WOOD = "url(#wood)"
GREENWOOD = "url(#greenwood)"


def coin(
    x: float, y: float, r: float, red: str, green: str, rot: float = 0.0, detail: bool = True
) -> str:
    """A gold medallion: beaded rim, coloured ring and an eight-petal rosette (nominal r=20)."""
    k = r / 20.0
    parts = [circle(0, 0, 20, GOLD, INK, 1.8)]
    if detail:
        parts.append(circle(0, 0, 15.6, "none", red, 2.6))
        for i in range(16):
            a = math.radians(i * 22.5)
            parts.append(circle(18 * math.cos(a), 18 * math.sin(a), 0.9, INK, None))
        for i in range(8):
            fill = red if i % 2 == 0 else green
            petal = ellipse(0, -7.2, 2.6, 5.6, fill, INK, 0.8)
            parts.append(group([petal], transform=tf(rot=i * 45)))
        parts.append(circle(0, 0, 3.4, GOLD, INK, 1.0))
        parts.append(circle(0, 0, 1.2, red, None))
    else:
        parts.append(circle(0, 0, 12.5, "none", red, 5.0))
        parts.append(circle(0, 0, 4.5, red, None))
    return group(parts, transform=tf(x, y, rot, k))


def goblet(
    x: float,
    y: float,
    h: float,
    red: str,
    blue: str,
    lid: bool = False,
    rot: float = 0.0,
    detail: bool = True,
) -> str:
    """A Neapolitan goblet: round bowl, knop, stem and foot (nominal height 40)."""
    k = h / 40.0
    w = 1.5 if detail else 2.2
    parts: list[str] = []
    if lid:
        parts += [
            path("M-12,-19 C-12,-30 12,-30 12,-19 Z", GOLD, INK, w),
            path("M-8,-24 C-4,-27 4,-27 8,-24", "none", red, 1.6),
            ellipse(0, -30, 3, 2.6, red, INK, 1.0),
            circle(0, -33.5, 2.4, GOLD, INK, 1.0),
        ]
    parts += [
        path("M-14,-19 H14 C14,-4 8,3 0,3.6 C-8,3 -14,-4 -14,-19 Z", GOLD, INK, w),
        path("M-13.4,-12 H13.4 L12.2,-7 H-12.2 Z", red, INK, 1.0 if detail else 1.6),
        ellipse(0, -19, 14, 3.2, blue if detail else red, INK, w),
        path("M-2.3,3 V13 H2.3 V3 Z", GOLD, INK, w),
        ellipse(0, 7.5, 4.6, 3.0, red, INK, 1.0 if detail else 1.4),
        path("M-12,20 C-11,15 -5,12.5 0,12.5 C5,12.5 11,15 12,20 Z", GOLD, INK, w),
    ]
    if detail:
        parts += [
            path("M-9,-2 C-6,1 6,1 9,-2", "none", blue, 1.4),
            circle(-6.5, -9.5, 1.2, "#ffffff", None),
            circle(0, -9.5, 1.2, "#ffffff", None),
            circle(6.5, -9.5, 1.2, "#ffffff", None),
            path("M-8,17.6 H8", "none", red, 1.4),
        ]
    return group(parts, transform=tf(x, y, rot, k))


def straight_sword(
    x: float, y: float, length: float, rot: float, hilt: str, grip: str, detail: bool = True
) -> str:
    """A short straight sword, point up at rot=0 (nominal length 100)."""
    k = length / 100.0
    w = 1.6 if detail else 2.6
    parts = [
        path("M0,-50 L5,-39 V21 H-5 V-39 Z", STEEL, INK, w),
        rect(-15, 20.5, 30, 6, GOLD, INK, w, rx=3),
        circle(-15.5, 23.5, 3.2, hilt, INK, 1.2),
        circle(15.5, 23.5, 3.2, hilt, INK, 1.2),
        rect(-3.4, 26.5, 6.8, 16, grip, INK, w),
        circle(0, 46.5, 5, GOLD, INK, w),
    ]
    if detail:
        parts += [
            path("M0,-38 V17", "none", "#6d84a0", 1.3),
            path("M-3.4,31 L3.4,33 M-3.4,35 L3.4,37 M-3.4,39 L3.4,41", "none", INK, 0.8),
            circle(0, 46.5, 1.6, hilt, None),
            path("M-10,23.5 H10", "none", hilt, 1.6),
        ]
    return group(parts, transform=tf(x, y, rot, k))


def cudgel(
    x: float,
    y: float,
    length: float,
    rot: float,
    knot: str,
    detail: bool = True,
    flip: bool = False,
    fat: float = 1.0,
) -> str:
    """A rough knobbly club, thick end up at rot=0 (nominal length 100), with lopped branches."""
    k = length / 100.0
    w = 1.6 if detail else 2.6
    body = (
        "M-4,48 C-5,30 -3,18 -6,4 C-8,-8 -6,-20 -9,-34 C-11,-44 -6,-50 0,-50 "
        "C7,-50 11,-44 9,-33 C7,-20 8,-8 6,4 C4,18 6,30 4,48 Z"
    )
    stubs = [(-7, -22, -55), (7, -8, 60), (-6, 12, -60), (5, 28, 55), (8, -36, 50)]
    parts: list[str] = []
    for sx, sy, ang in stubs:
        parts.append(
            group(
                [
                    rect(-3.4, -9, 6.8, 10, GREENWOOD, INK, w, rx=2.5),
                    ellipse(0, -9, 3.4, 1.8, knot, INK, 1.0),
                ],
                transform=tf(sx, sy, ang),
            )
        )
    parts.append(path(body, GREENWOOD, INK, w))
    if detail:
        parts += [
            path("M-2,-40 C-4,-28 -1,-16 -3,-2 C-4,10 -1,24 -1.5,40", "none", "#efc48a", 1.6),
            ellipse(0, -46, 6, 2.4, knot, INK, 1.0),
            path("M-5,-26 L-2,-25 M3,-12 L6,-11 M-4,6 L-1,7 M1,22 L4,23", "none", INK, 1.0),
        ]
    else:
        parts.append(ellipse(0, -46, 6, 2.4, knot, INK, 1.2))
    if fat != 1.0:
        parts = [group(parts, transform=f"scale({fat:g},1)")]
    return group(parts, transform=tf(x, y, rot + (180 if flip else 0), k))


def scimitar(
    x: float,
    y: float,
    length: float,
    rot: float,
    bend: float,
    hilt: str,
    grip: str,
    detail: bool = True,
) -> str:
    """A curved northern sword, hilt at the bottom; `bend` > 0 bows the blade to the right."""
    k = length / 100.0
    b = bend
    w = 1.5 if detail else 2.4
    blade = (
        f"M-3.6,22 C{num(-3.6 + b * 0.6)},-10 {num(b * 0.9 - 2)},-34 {num(b * 0.4)},-52 "
        f"C{num(b * 0.9 + 4)},-34 {num(3.6 + b * 0.6)},-10 3.6,22 Z"
    )
    parts = [
        path(blade, STEEL, INK, w),
        path("M-13,22 C-8,18 8,18 13,22 C8,26 -8,26 -13,22 Z", GOLD, INK, w),
        rect(-2.8, 24, 5.6, 17, grip, INK, w),
        path("M-5,41 C-5,48 5,48 5,41 Z", GOLD, INK, w),
    ]
    if detail:
        parts += [
            path(
                f"M0,16 C{num(b * 0.6)},-8 {num(b * 0.8)},-28 {num(b * 0.45)},-44",
                "none",
                "#7f93ab",
                1.1,
            ),
            circle(-13, 22, 2.2, hilt, INK, 0.9),
            circle(13, 22, 2.2, hilt, INK, 0.9),
        ]
    return group(parts, transform=tf(x, y, rot, k))


def baton(
    x: float,
    y: float,
    length: float,
    rot: float,
    band: str,
    cap: str,
    detail: bool = True,
    slim: float = 1.0,
) -> str:
    """A smooth ceremonial baton with painted bands and turned ends (nominal length 100);
    `slim` < 1 makes it thinner without shortening it."""
    k = length / 100.0
    w = 1.5 if detail else 2.4
    parts = [
        rect(-4, -46, 8, 92, WOOD, INK, w, rx=3.5),
        path("M-6,-46 C-6,-53 6,-53 6,-46 Z", cap, INK, w),
        path("M-6,46 C-6,53 6,53 6,46 Z", cap, INK, w),
    ]
    for yy in (-30, -6, 18) if detail else (-18, 14):
        parts.append(rect(-4.6, yy, 9.2, 5, band, INK, 1.0 if detail else 1.4))
    if detail:
        parts.append(path("M-1.6,-42 V42", "none", "#f6d98a", 1.2))
    if slim != 1.0:
        return group([group(parts, transform=f"scale({slim:g},1)")], transform=tf(x, y, rot, k))
    return group(parts, transform=tf(x, y, rot, k))


def chalice(
    x: float, y: float, h: float, red: str, blue: str, rot: float = 0.0, detail: bool = True
) -> str:
    """A tall faceted (hexagonal) chalice of the northern packs (nominal height 50)."""
    k = h / 50.0
    w = 1.5 if detail else 2.2
    parts = [
        path("M-13,-24 H13 L10,-6 L4,1 H-4 L-10,-6 Z", GOLD, INK, w),
        path("M-4.4,-24 L-3.4,1 M4.4,-24 L3.4,1", "none", INK, 0.9 if detail else 1.3),
        path("M-12.2,-19 H12.2 L11.4,-14 H-11.4 Z", red, INK, 1.0),
        ellipse(0, -24, 13, 2.6, blue, INK, w),
        path("M-2,1 V16 H2 V1 Z", GOLD, INK, w),
        path("M-5,6 L0,3.5 L5,6 L0,8.5 Z", red, INK, 1.0),
        path("M-4,15 L0,13 L4,15 L0,17 Z", blue, INK, 1.0),
        path("M-11,25 L-7,18 H7 L11,25 Z", GOLD, INK, w),
    ]
    if detail:
        parts += [path("M-9.5,-9 L9.5,-9", "none", blue, 1.4), path("M-8,22 H8", "none", red, 1.3)]
    return group(parts, transform=tf(x, y, rot, k))


def north_coin(x: float, y: float, r: float, red: str, blue: str, detail: bool = True) -> str:
    """A northern coin: flat yellow disc, red rim and a six-pointed flower (nominal r=20)."""
    k = r / 20.0
    parts = [circle(0, 0, 20, GOLD, INK, 1.8), circle(0, 0, 16.5, "none", red, 3.2)]
    if detail:
        for i in range(6):
            parts.append(
                group(
                    [path("M0,0 C-5,-5 -3,-12 0,-14 C3,-12 5,-5 0,0 Z", red, INK, 0.9)],
                    transform=tf(rot=i * 60),
                )
            )
        for i in range(6):
            a = math.radians(i * 60 + 30)
            parts.append(circle(9 * math.cos(a), 9 * math.sin(a), 1.8, blue, None))
        parts.append(circle(0, 0, 3.2, GOLD, INK, 1.0))
    else:
        parts.append(circle(0, 0, 7, red, None))
    return group(parts, transform=tf(x, y, 0, k))


def italian_defs() -> list[str]:
    """Gradients shared by the Italian-suited decks."""
    from .svg import linear, radial

    return [
        radial("gold", [(0, "#fff4b8"), (0.55, "#f2c232"), (1, "#c98a12")]),
        linear("steel", [(0, "#eef3f8"), (0.5, "#b9c8d8"), (1, "#7f93ab")], 0, 0, 1, 0),
        linear("wood", [(0, "#e7b458"), (0.5, "#c98a34"), (1, "#8d5a20")], 0, 0, 1, 0),
        linear("greenwood", [(0, "#d9a05a"), (0.5, "#a5652e"), (1, "#6a3c1a")], 0, 0, 1, 0),
    ]


def mini_sign(kind: str, x: float, y: float, size: float, colors: tuple[str, str]) -> str:
    """Bold, simplified suit signs for corner indices (nominal height 20, flat colours)."""
    k = size / 20.0
    a, b = colors
    shapes = {
        "coin": [
            circle(0, 0, 9.5, GOLD, INK, 1.6),
            circle(0, 0, 5.5, "none", a, 2.4),
            circle(0, 0, 1.8, a, None),
        ],
        "goblet": [
            path("M-8,-10 H8 C8,-2 4,1 0,1.5 C-4,1 -8,-2 -8,-10 Z", GOLD, INK, 1.4),
            rect(-7.6, -7, 15.2, 3, a, None),
            rect(-1.4, 1, 2.8, 6, GOLD, INK, 1.0),
            path("M-7,10 C-6,6 6,6 7,10 Z", GOLD, INK, 1.4),
        ],
        "sword": [
            path("M0,-11 L3,-6 V4 H-3 V-6 Z", STEEL, INK, 1.3),
            rect(-7, 3.5, 14, 3, GOLD, INK, 1.1, rx=1.5),
            rect(-1.6, 6.5, 3.2, 3.6, a, INK, 0.9),
            circle(0, 11, 1.8, GOLD, INK, 0.9),
        ],
        "club": [
            path(
                "M-2.4,11 C-3,4 -3.5,-2 -5,-7 C-5.6,-10 -3,-11.5 0,-11.5 C3,-11.5 5.6,-10 "
                "5,-7 C3.5,-2 3,4 2.4,11 Z",
                GREENWOOD,
                INK,
                1.3,
            ),
            path("M-4.6,-2 L-7.4,-4.4 M4.2,3 L7,1", "none", INK, 2.0),
        ],
        "scimitar": [
            path("M-2.4,4 C-2,-4 0,-9 4,-12 C4,-7 2.6,-2 2.4,4 Z", STEEL, INK, 1.2),
            path("M-7,4.6 C-3,2.6 3,2.6 7,4.6 C3,6.6 -3,6.6 -7,4.6 Z", GOLD, INK, 1.0),
            rect(-1.5, 6, 3, 4, b, INK, 0.8),
            circle(0, 11, 1.7, GOLD, INK, 0.8),
        ],
        "baton": [
            rect(-2.6, -10, 5.2, 20, WOOD, INK, 1.2, rx=2),
            rect(-3, -5, 6, 2.4, a, None),
            rect(-3, 3, 6, 2.4, b, None),
        ],
        "chalice": [
            path("M-7,-11 H7 L5.4,-3 L2,0.6 H-2 L-5.4,-3 Z", GOLD, INK, 1.3),
            rect(-6.6, -8.4, 13.2, 2.2, a, None),
            rect(-1.2, 0.5, 2.4, 6, GOLD, INK, 0.9),
            path("M-6,11 L-3.6,6.4 H3.6 L6,11 Z", GOLD, INK, 1.2),
        ],
    }
    return group(shapes[kind], transform=tf(x, y, 0, k))
