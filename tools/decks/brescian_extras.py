"""The northern (Brescian) suit arrangements: curved swords joined into a mandorla, batons
crossing in a trellis, and the pictorial aces (a hand holding a sword or a baton, the cup
with a Cupid, the sun coin)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from . import figures as fig
from . import italian_suits as su
from .cardbase import flower, sprig
from .svg import INK, Point, circle, ellipse, group, num, path, rect, tf

RED, OCHRE, BLUE, GREEN = "#d8432e", "#e3a82b", "#1f4e8c", "#4e8a3a"
BLADE = "#d4dee9"


def _bezier(p: Sequence[Point], t: float) -> Point:
    u = 1 - t
    x = u**3 * p[0][0] + 3 * u * u * t * p[1][0] + 3 * u * t * t * p[2][0] + t**3 * p[3][0]
    y = u**3 * p[0][1] + 3 * u * u * t * p[1][1] + 3 * u * t * t * p[2][1] + t**3 * p[3][1]
    return x, y


def curved_sword(ctrl: Sequence[Point], width: float = 9.0) -> str:
    """A scimitar whose blade follows the cubic curve `ctrl` from hilt (t=0) to point (t=1)."""
    steps = 28
    pts = [_bezier(ctrl, i / steps) for i in range(steps + 1)]
    left, right = [], []
    for i, (x, y) in enumerate(pts):
        ax, ay = pts[max(i - 1, 0)]
        bx, by = pts[min(i + 1, steps)]
        dx, dy = bx - ax, by - ay
        norm = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / norm, dx / norm
        half = width / 2 * (1 - (i / steps) ** 3) + 0.3
        left.append((x + nx * half, y + ny * half))
        right.append((x - nx * half, y - ny * half))
    outline = left + right[::-1]
    d = "M" + " L".join(f"{num(x)},{num(y)}" for x, y in outline) + " Z"
    spine = "M" + " L".join(f"{num(x)},{num(y)}" for x, y in pts[1:-4])
    (x0, y0), (x1, y1) = pts[0], pts[1]
    angle = math.degrees(math.atan2(y1 - y0, x1 - x0)) + 90
    hilt = group(
        [
            rect(-3, 2, 6, 18, RED, INK, 1.4),
            path("M-14,0 C-8,-5 8,-5 14,0 C8,5 -8,5 -14,0 Z", OCHRE, INK, 1.4),
            circle(-14, 0, 2.6, RED, INK, 1.0),
            circle(14, 0, 2.6, RED, INK, 1.0),
            circle(0, 23, 4.4, OCHRE, INK, 1.4),
        ],
        transform=tf(x0, y0, angle),
    )
    return group([path(d, BLADE, INK, 1.5), path(spine, "none", "#8b9db3", 1.1), hilt])


def mandorla(n: int, arms: bool = True) -> list[str]:
    """n curved swords: two equal groups bowing apart, crossing top and bottom under flowers;
    odd numbers add one straight sword down the middle (the 2 holds the Brescian flags and
    shield unless `arms` is False)."""
    k = n // 2
    out: list[str] = []
    bows = {1: [70], 2: [72, 48], 3: [74, 56, 38]}[k]
    crossings: list[Point] = []
    for i, bow in enumerate(bows):
        foot = 298 - i * 4
        for side in (-1, 1):
            hx = 100 - side * (12 + i * 15)
            reach = 100 + side * bow * 1.25
            ctrl = [
                (hx, foot),
                (reach, foot - 80),
                (reach, 120),
                (100 - side * (8 + i * 13), 60 + i * 6),
            ]
            out.append(curved_sword(ctrl))
            if side == 1:
                crossings += _centre_crossings(ctrl)
    if n % 2:
        out.append(
            group(
                [su.straight_sword(0, 0, 236, 0, RED, RED)],
                transform="translate(100,178) scale(0.62,1)",
            )
        )
    for x, y in crossings:
        out.append(flower(x, y, 9 if k == 1 else 7, RED, OCHRE))
    if n == 2 and arms:
        out += two_of_swords_arms()
    if n in (4, 6):
        out.append(flower(100, 178, 13, OCHRE, RED))
    return out


def _centre_crossings(ctrl: Sequence[Point]) -> list[Point]:
    """Where a sword's curve crosses the card's centre line (its mirror twin crosses there too)."""
    found = []
    steps = 200
    prev = _bezier(ctrl, 0.0)
    for i in range(1, steps + 1):
        cur = _bezier(ctrl, i / steps)
        if (prev[0] - 100) * (cur[0] - 100) <= 0 and prev[0] != cur[0]:
            found.append((100.0, (prev[1] + cur[1]) / 2))
        prev = cur
    return found


def two_of_swords_arms() -> list[str]:
    """Inside the oval of the 2 of swords: two pennants and a small crowned shield."""
    out = []
    for side in (-1, 1):
        x = 100 + side * 14
        out.append(path(f"M{x},128 V222", "none", INK, 2.2))
        out.append(
            path(
                f"M{x},130 L{x + side * 26},138 L{x + side * 18},146 L{x + side * 26},154 "
                f"L{x},158 Z",
                RED if side < 0 else BLUE,
                INK,
                1.3,
            )
        )
    out.append(
        path("M86,172 H114 V190 C114,202 104,206 100,208 C96,206 86,202 86,190 Z", OCHRE, INK, 1.6)
    )
    out.append(path("M100,172 V208 M86,186 H114", "none", RED, 3))
    out.append(
        path("M88,170 L86,160 L93,165 L100,156 L107,165 L114,160 L112,170 Z", OCHRE, INK, 1.3)
    )
    return out


def trellis(n: int, length: float = 250.0) -> list[str]:
    """n straight batons crossing as a lattice; odd numbers add one upright in the middle."""
    k = n // 2
    offsets = {1: [0.0], 2: [-26.0, 26.0], 3: [-42.0, 0.0, 42.0]}[k]
    angle = {1: 24.0, 2: 20.0, 3: 16.0}[k]
    size = {1: length, 2: length - 10, 3: length - 24}[k]
    slim = {1: 0.9, 2: 0.72, 3: 0.6}[k]
    lean_out = []
    lean_in = []
    for off in offsets:
        lean_out.append(su.baton(100 + off, 180, size, -angle, RED, OCHRE, slim=slim))
        lean_in.append(su.baton(100 + off, 180, size, angle, BLUE, OCHRE, slim=slim))
    out = lean_out + lean_in
    if n % 2:
        out.append(su.baton(100, 180, size + 16, 0, RED, OCHRE, slim=slim))
    tan = math.tan(math.radians(angle))
    for a in offsets:
        for b in offsets:
            # crossing of the line through (100+a,180) leaning -angle and (100+b,180) leaning +angle
            y = 180 + (a - b) / (2 * tan)
            x = 100 + (a + b) / 2
            reach = size / 2 * math.cos(math.radians(angle)) - 24
            if abs(y - 180) < reach:
                out.append(flower(x, y, 7, OCHRE, RED))
    return out


def sleeve_hand(x: float, y: float, rot: float, cuff: str, sleeve: str) -> list[str]:
    """A hand coming up from a lace cuff and sleeve, fist closed around a grip at (x, y)."""
    return [
        group(
            [
                path("M-13,14 L-15,70 H15 L13,14 Z", sleeve, INK, 1.6),
                path("M-16,8 C-10,18 10,18 16,8 L17,18 C10,26 -10,26 -17,18 Z", cuff, INK, 1.3),
                path(
                    "M-11,-8 C-12,4 -8,12 0,12 C8,12 12,4 11,-8 C8,-12 -8,-12 -11,-8 Z",
                    "#fbf4ea",
                    INK,
                    1.5,
                ),
                path("M-10,-4 H10 M-10,1 H10 M-9,6 H9", "none", INK, 0.9),
                path("M-11,-8 C-16,-6 -16,2 -10,4", "#fbf4ea", INK, 1.3),
            ],
            transform=tf(x, y, rot),
        )
    ]


def ace(suit: str) -> list[str]:
    if suit == "D":
        return sun_coin(100, 176)
    if suit == "C":
        return cupid_cup()
    if suit == "S":
        crown_ring = [
            ellipse(100, 150, 30, 9, "none", INK, 8),
            ellipse(100, 150, 30, 9, "none", OCHRE, 5),
        ]
        return [
            sprig(64, 230, 80, -30, GREEN, RED),
            sprig(136, 230, 80, 30, GREEN, RED),
            curved_sword([(100, 250), (96, 180), (122, 110), (96, 36)], 24),
            *crown_ring,
            path(
                "M72,150 L68,124 L82,138 L91,118 L100,138 L109,118 L118,138 L132,124 L128,150",
                OCHRE,
                INK,
                1.6,
            ),
            circle(68, 122, 3, RED, INK, 1),
            circle(91, 116, 3, BLUE, INK, 1),
            circle(109, 116, 3, BLUE, INK, 1),
            circle(132, 122, 3, RED, INK, 1),
            *sleeve_hand(100, 268, 0, "#fbf4ea", BLUE),
            flower(54, 96, 11, RED, OCHRE),
            flower(146, 206, 11, BLUE, OCHRE),
        ]
    ribbon = []
    for i, y in enumerate(range(70, 230, 32)):
        ribbon.append(
            path(
                f"M84,{y + 16} C92,{y + 4} 108,{y + 8} 116,{y - 4} L116,{y + 6} "
                f"C108,{y + 18} 92,{y + 14} 84,{y + 26} Z",
                RED if i % 2 else BLUE,
                INK,
                1.2,
            )
        )
    return [
        sprig(62, 150, 90, -24, GREEN, RED),
        sprig(138, 150, 90, 24, GREEN, RED),
        su.baton(100, 164, 250, 0, RED, OCHRE, slim=1.2),
        *ribbon,
        *sleeve_hand(100, 262, 0, "#fbf4ea", RED),
        flower(50, 80, 11, RED, OCHRE),
        flower(150, 80, 11, BLUE, OCHRE),
        flower(46, 236, 9, OCHRE, RED),
        flower(154, 236, 9, OCHRE, BLUE),
    ]


def sun_coin(cx: float, cy: float) -> list[str]:
    """The ace of coins: a great coin holding a smiling sun, in a ring of rays and leaves."""
    rays = [
        group(
            [path("M-7,-66 L0,-88 L7,-66 Z", OCHRE if i % 2 else RED, INK, 1.3)],
            transform=tf(rot=i * 22.5),
        )
        for i in range(16)
    ]
    face = fig.Costume(OCHRE, RED, RED, hair=OCHRE, skin="#f6cf4a", cheek="#e8743a")
    return [
        group(
            [
                *rays,
                su.north_coin(0, 0, 68, RED, BLUE),
                circle(0, 0, 36, "#f6cf4a", INK, 1.6),
                group([fig.head(face, "short")], transform=tf(0, 2, 0, 1.9)),
                circle(0, 0, 36, "none", INK, 1.6),
            ],
            transform=tf(cx, cy),
        )
    ]


def cupid_cup() -> list[str]:
    """The ace of cups: a tall chalice with a Cupid (eyes open) drawing his bow on top."""
    skin = "#fbf4ea"
    kid = fig.Costume(skin, RED, OCHRE, hair="#c98a2a", skin=skin)
    cupid = [
        path("M-10,-4 C-34,-22 -40,4 -22,12 C-16,8 -12,4 -10,-4 Z", "#f4f0ff", INK, 1.3),
        path("M10,-4 C34,-22 40,4 22,12 C16,8 12,4 10,-4 Z", "#f4f0ff", INK, 1.3),
        path("M-10,-6 C-12,14 -8,26 0,28 C8,26 12,14 10,-6 Z", skin, INK, 1.5),
        path("M-10,18 C-4,24 4,24 10,18 L9,26 C4,29 -4,29 -9,26 Z", RED, INK, 1.2),
        path("M-6,26 L-8,42 M6,26 L8,42", "none", INK, 6.6),
        path("M-6,26 L-8,42 M6,26 L8,42", "none", skin, 4),
        path("M20,-28 C34,-14 34,10 20,24", "none", "#8a5228", 2.6),
        path("M20,-28 L20,24", "none", INK, 0.8),
        path("M-4,-2 L36,-2", "none", INK, 1.4),
        path("M36,-2 L30,-6 L30,2 Z", OCHRE, INK, 1.0),
        *fig.arm((8, -2), (20, -2), skin, skin, 0),
        *fig.arm((-8, -2), (2, -6), skin, skin, -2),
        group([fig.head(kid, "curls")], transform=tf(0, -24, 0, 0.8)),
    ]
    # the traditional red quarter-circle corner marks; the top-left one would sit under the
    # corner index, so it is drawn as a thin arc round the index instead
    corners = [
        path("M188,12 V50 A38,38 0 0 1 150,12 Z", RED, None),
        path("M12,92 A80,80 0 0 0 54,12", "none", RED, 3),
    ]
    return [
        *corners,
        su.chalice(100, 236, 150, RED, BLUE),
        group(cupid, transform=tf(100, 112, 0, 1.35)),
        flower(46, 300, 9, RED, OCHRE),
        flower(154, 300, 9, BLUE, OCHRE),
    ]


def dog(x: float, y: float, k: float) -> str:
    """A small white dog standing, facing left, for the Fante of cups."""
    return group(
        [
            path("M-18,10 C-24,-4 -10,-12 4,-10 C14,-8 16,4 14,10 Z", "#fbf8f0", INK, 1.5),
            path(
                "M10,-8 C6,-20 14,-28 22,-24 C28,-22 30,-16 26,-12 C22,-8 16,-6 10,-8 Z",
                "#fbf8f0",
                INK,
                1.5,
            ),
            path("M14,-24 C10,-20 10,-14 14,-12 C16,-16 16,-20 14,-24 Z", "#d8c8b0", INK, 1.1),
            circle(23, -19, 1.4, INK, None),
            circle(29, -15, 1.6, INK, None),
            path("M-18,4 C-26,0 -28,-8 -24,-12", "none", INK, 3.4),
            path("M-18,4 C-26,0 -28,-8 -24,-12", "none", "#fbf8f0", 1.6),
            path("M6,10 V4 M-8,10 V4", "none", INK, 1.0),
        ],
        transform=tf(x, y, 0, k, sx=-1.0),
    )
