"""The Neapolitan deck's special pictures: the two-headed eagle of the ace of coins, the
ornate ace of swords, the heraldic device of the 4 of coins, the mask where the 3 of clubs
cross, the little scene on the 5 of swords, and the back."""

from __future__ import annotations

import math

from . import italian_suits as su
from .cardbase import flower, sprig
from .svg import INK, circle, ellipse, group, num, path, poly, rect, tf

RED, YELLOW, GREEN, BLUE = "#c8302c", "#f2c12e", "#3f8a3a", "#2f5fa8"
EAGLE = "#2f2622"


def _wing(side: int) -> list[str]:
    """A spread wing of layered feathers for the eagle's `side` (-1 left, 1 right)."""
    out = []
    for i, ang in enumerate((-62, -40, -18, 4, 26)):
        length = 58 - abs(i - 1.5) * 6
        out.append(
            group(
                [
                    path(
                        f"M0,0 C6,-10 {num(length - 8)},-10 {num(length)},0 "
                        f"C{num(length - 8)},9 6,9 0,0 Z",
                        EAGLE,
                        INK,
                        1.3,
                    ),
                    path(f"M8,0 H{num(length - 10)}", "none", "#8a7a6a", 1.0),
                ],
                transform=f"rotate({num(ang)}) " if side > 0 else f"scale(-1,1) rotate({num(ang)})",
            )
        )
    return [group(out, transform=tf(100 + 16 * side, 128))]


def eagle(cx: float, cy: float) -> list[str]:
    """An original double-headed eagle, a coin on its breast, a blank cartouche below."""
    out: list[str] = []
    out += _wing(-1) + _wing(1)
    out.append(path("M82,176 C70,214 88,232 100,240 C112,232 130,214 118,176 Z", EAGLE, INK, 1.5))
    for x in (-14, -7, 0, 7, 14):
        out.append(path(f"M{100 + x},200 l{num(x * 0.3)},34", "none", "#8a7a6a", 1.0))
    for side in (-1, 1):
        leg = 100 + 14 * side
        out.append(path(f"M{leg},180 l{6 * side},22", "none", YELLOW, 5))
        out.append(
            path(
                f"M{leg + 6 * side},202 l{5 * side},4 M{leg + 6 * side},202 l0,6 "
                f"M{leg + 6 * side},202 l{-4 * side},5",
                "none",
                INK,
                2.2,
            )
        )
        hx = 100 + 30 * side
        out.append(
            path(f"M{100 + 8 * side},120 C{100 + 14 * side},100 {hx},96 {hx},78", "none", INK, 13)
        )
        out.append(
            path(f"M{100 + 8 * side},120 C{100 + 14 * side},100 {hx},96 {hx},78", "none", EAGLE, 10)
        )
        out.append(path(f"M{hx - 12 * side},66 l{-8 * side},-10 l{10 * side},3 Z", EAGLE, INK, 1))
        out.append(path(f"M{hx - 11 * side},60 l{-4 * side},-12 l{9 * side},6 Z", EAGLE, INK, 1))
        out.append(circle(hx, 70, 13, EAGLE, INK, 1.5))
        out.append(
            path(
                f"M{hx + 9 * side},62 C{hx + 22 * side},60 {hx + 30 * side},66 "
                f"{hx + 28 * side},76 L{hx + 22 * side},72 L{hx + 10 * side},76 Z",
                YELLOW,
                INK,
                1.3,
            )
        )
        out.append(
            path(
                f"M{hx + 12 * side},72 C{hx + 16 * side},78 {hx + 22 * side},80 "
                f"{hx + 26 * side},84",
                "none",
                RED,
                2.2,
            )
        )
        out.append(circle(hx + 3 * side, 66, 4, YELLOW, INK, 1.0))
        out.append(circle(hx + 3.6 * side, 66, 1.8, INK, None))
    out.append(ellipse(100, 150, 28, 40, EAGLE, INK, 1.5))
    out.append(su.coin(100, 146, 30, RED, GREEN))
    out.append(
        path(
            "M40,264 C48,250 58,258 64,252 H136 C142,258 152,250 160,264 "
            "C152,278 142,270 136,276 H64 C58,270 48,278 40,264 Z",
            "#fbf6ea",
            INK,
            1.6,
        )
    )
    out.append(path("M66,257 H134 V271 H66 Z", "none", RED, 1.6))
    out.append(
        path("M48,264 C52,258 58,260 60,264 M152,264 C148,258 142,260 140,264", "none", RED, 1.6)
    )
    return [group(out, transform=tf(cx - 100, cy - 150))]


def ace_sword() -> list[str]:
    """The ace of swords: one tall ornate sword through a laurel wreath, with a ribbon."""
    out = []
    for side in (-1, 1):
        for i in range(9):
            a = math.radians(100 + 20 * i) if side < 0 else math.radians(80 - 20 * i)
            x, y = 100 + 50 * math.cos(a), 132 + 50 * math.sin(a)
            rot = math.degrees(a) + (90 if side > 0 else -90)
            out.append(
                group(
                    [path("M0,0 C5,-5 11,-5 14,0 C11,5 5,5 0,0 Z", GREEN, INK, 1.0)],
                    transform=tf(x, y, rot + 180 * (side < 0)),
                )
            )
    out.append(su.straight_sword(100, 160, 260, 0, RED, "#8c2f1e"))
    out.append(
        path("M58,214 C76,204 124,224 142,214 L148,230 C130,238 70,220 52,230 Z", RED, INK, 1.6)
    )
    out.append(path("M52,230 L40,236 L50,222 Z M148,230 L160,236 L150,222 Z", RED, INK, 1.2))
    out += [flower(100, 132, 9, YELLOW, RED)]
    return out


def emblem(cx: float, cy: float, k: float) -> str:
    """An original crowned shield: quartered red and gold, a rosette at its heart."""
    shield = "M-20,-18 H20 V4 C20,18 8,24 0,28 C-8,24 -20,18 -20,4 Z"
    return group(
        [
            sprig(-26, 6, 36, -20, GREEN, RED),
            sprig(26, 6, 36, 20, GREEN, RED),
            path(shield, YELLOW, INK, 1.8),
            path("M0,-18 H20 V4 C20,4 0,4 0,4 Z M0,4 H-20 C-20,18 -8,24 0,28 Z", RED, None),
            path(shield, "none", INK, 1.8),
            path("M0,-18 V28 M-20,4 H20", "none", INK, 1.0),
            flower(0, 4, 7, "#fbf6ea", YELLOW),
            path("M-14,-20 L-16,-34 L-8,-26 L0,-38 L8,-26 L16,-34 L14,-20 Z", YELLOW, INK, 1.4),
            circle(0, -40, 2.4, RED, INK, 0.8),
        ],
        transform=tf(cx, cy, 0, k),
    )


def mask(cx: float, cy: float, k: float) -> str:
    """The grimacing face where the three clubs cross (an original 'gatto mammone')."""
    rays = [
        group([path("M0,-16 L4,-28 L-4,-28 Z", "#c77a3a", INK, 1.0)], transform=tf(rot=a))
        for a in range(0, 360, 30)
    ]
    face = [
        circle(0, 0, 18, "#f2c98a", INK, 1.8),
        path("M-11,-7 C-8,-11 -3,-11 -2,-6 M11,-7 C8,-11 3,-11 2,-6", "none", INK, 1.6),
        circle(-6.5, -3, 3.4, "#fbf6ea", INK, 1.0),
        circle(6.5, -3, 3.4, "#fbf6ea", INK, 1.0),
        circle(-6.5, -3, 1.5, INK, None),
        circle(6.5, -3, 1.5, INK, None),
        path("M0,-2 L-3,6 H3 Z", "#e08a5a", INK, 1.0),
        path("M-8,9 C-4,15 4,15 8,9 C4,11 -4,11 -8,9 Z", RED, INK, 1.2),
        path("M-5,10.6 L-4,13 M0,11.2 V14 M5,10.6 L4,13", "none", "#fbf6ea", 1.0),
    ]
    return group([*rays, *face], transform=tf(cx, cy, 0, k))


def vignette(cx: float, cy: float) -> str:
    """A small rustic scene framed in an oval: a fox resting under a tree at sunset."""
    rx, ry, dy = 30.0, 50.0, 16.0
    half = rx * math.sqrt(1 - (dy / ry) ** 2)
    ground = (
        f"M{num(-half)},{num(dy)} C-10,{num(dy - 8)} 10,{num(dy - 4)} {num(half)},{num(dy)} "
        f"A{num(rx)},{num(ry)} 0 0 1 {num(-half)},{num(dy)} Z"
    )
    fox = [
        path("M4,32 C14,34 22,26 20,18 C26,24 24,36 12,38 Z", "#d8642a", INK, 1.0),
        path("M-8,36 C-10,26 -4,18 4,18 C10,20 12,30 10,36 Z", "#d8642a", INK, 1.0),
        path("M-6,20 L-10,10 L-12,22 Z M-2,19 L-1,9 L-8,14 Z", "#d8642a", INK, 0.9),
        path("M-10,14 C-14,18 -16,22 -12,24 C-8,24 -4,22 -3,18 Z", "#d8642a", INK, 1.0),
        path("M17,21 C20,23 20,27 18,30", "none", "#fbf6ea", 2.0),
        circle(-8, 17, 0.9, INK, None),
    ]
    tree = [
        rect(-20, -14, 5, 34, "#7a4a24", INK, 1.0),
        circle(-18, -20, 11, GREEN, INK, 1.1),
        circle(-24, -10, 7, GREEN, INK, 1.0),
        circle(-11, -12, 7, GREEN, INK, 1.0),
    ]
    return group(
        [
            ellipse(0, 0, rx, ry, "#f6d9a0", RED, 2.4),
            circle(10, -22, 8, YELLOW, INK, 1.0),
            path(ground, GREEN, INK, 1.2),
            *tree,
            *fox,
            ellipse(0, 0, rx, ry, "none", INK, 1.2),
        ],
        transform=tf(cx, cy),
    )


def back_body(w: int, h: int, border: str, cream: str) -> list[str]:
    """A double-ended back: a lattice of red lozenges round an oval medallion with a sun."""
    out = [rect(0, 0, w, h, border, None, rx=12), rect(6, 6, w - 12, h - 12, cream, None, rx=7)]
    step = 20.0
    cols = int((w - 24) // step)
    rows = int((h - 24) // (step / 2))
    x0 = (w - cols * step) / 2
    y0 = (h - rows * step / 2) / 2
    for j in range(rows + 1):
        for i in range(cols + 1):
            x = x0 + i * step + (step / 2 if j % 2 else 0)
            y = y0 + j * step / 2
            if x > w - 12 or x < 12:
                continue
            dx = (x / w - 0.5) / 0.29
            dy = (y / h - 0.5) / 0.3
            if dx * dx + dy * dy < 1:
                continue
            out.append(poly([(x, y - 9), (x + 9, y), (x, y + 9), (x - 9, y)], border, None))
            out.append(circle(x, y, 1.6, YELLOW, None))
    out.append(rect(12, 12, w - 24, h - 24, "none", border, 2, rx=5))
    out.append(ellipse(w / 2, h / 2, 50, 80, cream, border, 3))
    out.append(ellipse(w / 2, h / 2, 44, 74, "none", YELLOW, 2.5))
    for rot in (0, 180):
        out.append(
            group(
                [sprig(0, -44, 40, 0, GREEN, RED), flower(0, -60, 7, RED, YELLOW)],
                transform=f"rotate({rot},{num(w / 2)},{num(h / 2)}) "
                f"translate({num(w / 2)},{num(h / 2)})",
            )
        )
    sun = [
        group([path("M0,-16 L5,-30 L-5,-30 Z", YELLOW, INK, 1.0)], transform=tf(rot=a))
        for a in range(0, 360, 30)
    ]
    sun += [
        circle(0, 0, 17, YELLOW, INK, 1.6),
        circle(0, 0, 11, RED, INK, 1.2),
        flower(0, 0, 8, YELLOW, RED),
    ]
    out.append(group(sun, transform=tf(w / 2, h / 2)))
    return out
