"""The Piacentine deck's special pictures: the crowned single-headed eagle of the ace of coins
("la Polla"), the curved ace of swords, the big ace of cups and of clubs, the white-and-red
shield of the 4 of coins, the leafy vine of the 5 of swords, the half-length bodies of the
double-ended courts, and the back."""

from __future__ import annotations

import math

from . import figures as fig
from . import italian_suits as su
from .cardbase import about_centre, flower, sprig
from .svg import INK, circle, ellipse, group, linear, num, path, poly, radial, rect, tf

RED, YELLOW, GREEN, BLUE = "#c42b27", "#f4c430", "#2f7d3a", "#1f55a6"
EAGLE = "#231d1b"
PAPER = "#fdfcf6"
WAIST = 74.0
"""Where a half-figure is cut, in the figure's own units (head centre at 0, 0): just below
the belt, so the figure can be drawn large."""


def piacentine_defs() -> list[str]:
    """The Italian gradients, with the Piacentine blue blades and a paler, yellower club."""
    return [
        radial("gold", [(0, "#fff6c0"), (0.55, "#f4c430"), (1, "#c98a12")]),
        linear("steel", [(0, "#dbe8f8"), (0.5, "#6f9ad6"), (1, "#1f4f96")], 0, 0, 1, 0),
        linear("wood", [(0, "#f0c46a"), (0.5, "#d69a3c"), (1, "#9a6424")], 0, 0, 1, 0),
        linear("greenwood", [(0, "#f2cf7a"), (0.5, "#d89b45"), (1, "#8f5a22")], 0, 0, 1, 0),
    ]


def _feathers(side: int, lengths: tuple[float, ...], start: float, step: float) -> list[str]:
    out = []
    for i, length in enumerate(lengths):
        ang = start + step * i
        feather = [
            path(
                f"M0,0 C6,-9 {num(length - 8)},-9 {num(length)},0 C{num(length - 8)},8 6,8 0,0 Z",
                EAGLE,
                INK,
                1.2,
            ),
            path(f"M8,0 H{num(length - 10)}", "none", "#8f8276", 1.0),
        ]
        transform = f"rotate({num(ang)})" if side > 0 else f"scale(-1,1) rotate({num(ang)})"
        out.append(group(feather, transform=transform))
    return out


def polla(cx: float, cy: float, k: float = 1.0) -> list[str]:
    """An original crowned eagle with ONE head (the Neapolitan one has two), wings raised,
    a gold coin on its breast and a blank cartouche in its claws."""
    out: list[str] = []
    for side in (-1, 1):
        out.append(
            group(
                _feathers(side, (50, 60, 66, 64, 58, 50), -78, 20),
                transform=tf(100 + 18 * side, 124),
            )
        )
    # tail, fanned
    for ang in (-24, -12, 0, 12, 24):
        out.append(
            group(
                [path("M-6,0 C-7,20 -4,34 0,40 C4,34 7,20 6,0 Z", EAGLE, INK, 1.2)],
                transform=tf(100, 182, ang),
            )
        )
    for side in (-1, 1):
        leg = 100 + 13 * side
        out.append(path(f"M{leg},176 l{5 * side},26", "none", INK, 7))
        out.append(path(f"M{leg},176 l{5 * side},26", "none", YELLOW, 4.5))
    out.append(ellipse(100, 146, 27, 42, EAGLE, INK, 1.5))
    out.append(path("M86,112 C86,92 92,84 100,84 C108,84 114,92 114,112 Z", EAGLE, INK, 1.4))
    out.append(circle(100, 78, 15, EAGLE, INK, 1.5))
    # beak to the left, as heraldic eagles look dexter
    out.append(
        path("M88,72 C78,70 70,74 70,82 L76,80 L86,84 Z", YELLOW, INK, 1.3),
    )
    out.append(path("M73,81 C76,86 82,88 88,86", "none", RED, 2.0))
    out.append(circle(94, 74, 4, YELLOW, INK, 1.0))
    out.append(circle(93.4, 74, 1.8, INK, None))
    crown = fig.crown(YELLOW, (RED, GREEN), 0.9)
    out.append(group([crown], transform=tf(101, 76, 0, 0.95)))
    out.append(su.coin(100, 146, 26, RED, GREEN))
    out.append(
        path(
            "M44,226 C52,212 62,220 68,214 H132 C138,220 148,212 156,226 "
            "C148,240 138,232 132,238 H68 C62,232 52,240 44,226 Z",
            "#fbf6ea",
            INK,
            1.6,
        )
    )
    out.append(rect(70, 219, 60, 14, "none", RED, 1.6))
    for side in (-1, 1):
        out.append(path(f"M{100 + 18 * side},200 l{4 * side},14", "none", INK, 2.4))
    return [group([group(out, transform=tf(-100, -150))], transform=tf(cx, cy, 0, k))]


def ace_sword(cx: float, cy: float) -> list[str]:
    """The ace of swords: one long curved blade (the 'Arab' sword of the pattern), bound with
    a ribbon, between two leafy sprigs."""
    return [
        sprig(cx - 46, cy + 84, 60, -30, GREEN, RED),
        sprig(cx + 46, cy + 84, 60, 30, GREEN, RED),
        su.scimitar(cx, cy, 270, 0, 26, RED, "#7a2418"),
        path(
            f"M{cx - 36},{cy - 6} C{cx - 16},{cy - 14} {cx + 20},{cy + 4} {cx + 40},{cy - 6} "
            f"L{cx + 44},{cy + 8} C{cx + 22},{cy + 18} {cx - 18},{cy} {cx - 40},{cy + 8} Z",
            RED,
            INK,
            1.5,
        ),
        path(f"M{cx - 40},{cy + 8} L{cx - 52},{cy + 16} L{cx - 44},{cy} Z", RED, INK, 1.2),
        path(f"M{cx + 44},{cy + 8} L{cx + 56},{cy + 14} L{cx + 46},{cy - 2} Z", RED, INK, 1.2),
        flower(cx + 4, cy + 1, 8, YELLOW, RED),
    ]


def ace_cup(cx: float, cy: float) -> list[str]:
    return [
        sprig(cx - 46, cy + 64, 60, -36, GREEN, RED),
        sprig(cx + 46, cy + 64, 60, 36, GREEN, RED),
        su.goblet(cx, cy, 170, RED, BLUE, lid=True),
    ]


def ace_club(cx: float, cy: float) -> list[str]:
    return [
        sprig(cx - 40, cy - 70, 56, -50, GREEN, RED),
        sprig(cx + 40, cy + 76, 56, 130, GREEN, RED),
        su.cudgel(cx, cy, 270, 10, GREEN, fat=1.25),
    ]


def shield(cx: float, cy: float, k: float) -> str:
    """An original crowned shield parted white and red, the colours of Piacenza."""
    outline = "M-20,-18 H20 V4 C20,18 8,24 0,28 C-8,24 -20,18 -20,4 Z"
    return group(
        [
            sprig(-26, 6, 36, -20, GREEN, RED),
            sprig(26, 6, 36, 20, GREEN, RED),
            path(outline, "#ffffff", INK, 1.8),
            path("M0,-18 H20 V4 C20,18 8,24 0,28 Z", RED, None),
            path(outline, "none", INK, 1.8),
            path("M0,-18 V28", "none", INK, 1.0),
            path("M-14,-20 L-16,-34 L-8,-26 L0,-38 L8,-26 L16,-34 L14,-20 Z", YELLOW, INK, 1.4),
            circle(0, -40, 2.4, RED, INK, 0.8),
        ],
        transform=tf(cx, cy, 0, k),
    )


def vine(cx: float, cy: float, height: float) -> list[str]:
    """The leafy plant that grows through the middle of the 5 of swords."""
    half = height / 2
    stem = (
        f"M{cx},{cy + half} C{cx - 14},{cy + half * 0.5} {cx + 14},{cy} {cx},{cy - half * 0.2} "
        f"C{cx - 14},{cy - half * 0.5} {cx + 10},{cy - half * 0.8} {cx},{cy - half}"
    )
    out = [path(stem, "none", INK, 4.2), path(stem, "none", GREEN, 2.2)]
    for i in range(7):
        t = -half + height * (i + 0.5) / 7
        side = 1 if i % 2 else -1
        out.append(
            group(
                [path("M0,0 C6,-9 18,-9 24,0 C18,7 6,7 0,0 Z", GREEN, INK, 1.1)],
                transform=tf(cx + 3 * side, cy + t, -30 if side > 0 else 210),
            )
        )
    out += [flower(cx, cy - half - 4, 8, RED, YELLOW), flower(cx, cy + 4, 7, YELLOW, RED)]
    return out


# --- the double-ended courts: bodies cut level at the waist (local y = WAIST) ---------------


def page_half(c: fig.Costume) -> list[str]:
    """A Fante's doublet down to the hips, belted (the card's other half mirrors it)."""
    w = WAIST
    return [
        path(
            f"M-9,17 L-22,24 C-24,44 -23,58 -21,66 L-24,{w} H24 L21,66 C23,58 24,44 22,24 L9,17 Z",
            c.main,
            INK,
            1.6,
        ),
        *fig.brocade(24, 62, 14, 16, 5, c.extra.get("pattern", c.trim), 9),
        rect(-21.5, 62, 43, 6, c.trim, INK, 1.2),
        path(f"M0,22 V62 M0,68 V{w}", "none", INK, 1.0),
        circle(0, 32, 1.5, c.trim, INK, 0.6),
        circle(0, 42, 1.5, c.trim, INK, 0.6),
        circle(0, 52, 1.5, c.trim, INK, 0.6),
    ]


def king_half(c: fig.Costume) -> list[str]:
    """A king's cloak, robe with its embroidered band, belt and ermine collar, cut at the waist."""
    w = WAIST
    parts = [
        path(f"M-10,16 C-36,26 -44,56 -46,{w} H46 C44,56 36,26 10,16 Z", c.second, INK, 1.6),
        path(f"M-20,24 L-26,{w} H26 L20,24 Z", c.main, INK, 1.6),
        *fig.brocade(30, w, 20, 25, 10, c.extra.get("pattern", c.trim), 11, "diamond"),
        path(f"M-7,24 L-8,{w} H8 L7,24 Z", c.trim, INK, 1.2),
        rect(-22, 64, 44, 6, c.trim, INK, 1.2),
        path("M-24,18 C-12,28 12,28 24,18 L26,26 C12,36 -12,36 -26,26 Z", "#fbf8f0", INK, 1.3),
    ]
    for x in (-17, -6, 6, 17):
        parts.append(path(f"M{x},26 l-1.2,3 h2.4 Z", INK, INK, 0.6))
    for y in (40,):
        parts.append(path(f"M0,{y - 4} L3,{y} L0,{y + 4} L-3,{y} Z", c.main, INK, 0.8))
    return parts


HORSE_CUT = 14.0
"""Where the horse is cut, in horse units (its body centre at 0, 0)."""


def horse_half(coat: str, mane: str, cloth: str, fringe: str, tack: str) -> list[str]:
    """A horse's head, neck and barrel down to the cut, with saddle cloth and bridle (facing
    left, body centre at 0, 0, the same frame as `figures.horse`)."""
    cut = HORSE_CUT
    body = f"M-34,-14 C-20,-22 20,-22 36,-14 C46,-9 48,6 46,{cut} H-42 C-44,2 -42,-8 -34,-14 Z"
    neck = (
        "M-12,-16 C-20,-32 -30,-50 -40,-62 C-44,-66 -50,-66 -54,-62 C-60,-54 -68,-44 -73,-36 "
        "C-76,-30 -72,-24 -66,-25 C-62,-26 -58,-28 -54,-28 C-48,-28 -44,-34 -44,-40 "
        f"C-42,-30 -42,-16 -44,-4 L-42,{cut} Z"
    )
    ear = "M-47,-62 L-47,-76 L-40,-64 Z"
    tail = f"M42,-10 C56,-8 60,4 58,{cut}"
    parts = [path(tail, "none", INK, 9.6), path(tail, "none", mane, 6.0)]
    parts += [path(d, "none", INK, 3.6) for d in (body, neck, ear)]
    parts += [path(d, coat, None) for d in (body, neck, ear)]
    parts += [path("M-42,-63 C-32,-48 -24,-32 -12,-18", "none", INK, 8.4)]
    parts += [path("M-42,-63 C-32,-48 -24,-32 -12,-18", "none", mane, 6.0)]
    parts += [
        path("M-38,-58 l6,-2 M-32,-48 l7,-2 M-26,-38 l7,-2", "none", mane, 3.0),
        circle(-55, -52, 2.2, INK, None),
        path("M-70.5,-33 l2.4,-1.6 M-74,-28 L-68,-27.6", "none", INK, 1.2),
        path("M-49,-61 L-60,-29 M-69,-41 C-65,-37 -62,-33 -60,-29", "none", tack, 2.4),
        circle(-60, -29, 2, YELLOW, INK, 0.8),
        path(f"M-24,-18 H24 L27,{cut} H-26 Z", cloth, INK, 1.6),
        path(f"M-25,{cut - 5} H27 L27,{cut} H-26 Z", fringe, INK, 1.0),
        path("M-16,-22 C-10,-26 10,-26 16,-22 L14,-16 H-14 Z", tack, INK, 1.4),
        path(f"M2,-20 C-6,-12 -9,-4 -9,{cut}", "none", INK, 14.6),
    ]
    return parts


def rider_thigh(c: fig.Costume) -> list[str]:
    return [path(f"M2,-20 C-6,-12 -9,-4 -9,{HORSE_CUT}", "none", c.hose[0], 11.0)]


def _dot(x: float, y: float, r: float) -> str:
    """A circle as path data (two arcs), so a whole field of them is one element."""
    arc = f"a{num(r)},{num(r)} 0 1,0"
    return f"M{num(x - r)},{num(y)}{arc} {num(2 * r)},0{arc} {num(-2 * r)},0"


# --- the back ----------------------------------------------------------------------------


def back_body(w: int, h: int) -> list[str]:
    """A double-ended back: a field of small blue and red quatrefoils on white inside a blue
    frame, round a white oval with a gold rosette."""
    out = [rect(0, 0, w, h, BLUE, None, rx=12), rect(6, 6, w - 12, h - 12, PAPER, None, rx=7)]
    step = 18.0
    cols = int((w - 28) // step)
    rows = int((h - 28) // step)
    x0 = (w - (cols - 1) * step) / 2
    y0 = (h - (rows - 1) * step) / 2
    petals: dict[str, list[str]] = {BLUE: [], RED: [], YELLOW: []}
    for j in range(rows):
        for i in range(cols):
            x, y = x0 + i * step, y0 + j * step
            dx = (x / w - 0.5) / 0.3
            dy = (y / h - 0.5) / 0.22
            if dx * dx + dy * dy < 1:
                continue
            color = BLUE if (i + j) % 2 == 0 else RED
            # four round petals on the diagonals and a gold heart, as one path per colour
            for px, py in ((-3, -3), (3, -3), (3, 3), (-3, 3)):
                petals[color].append(_dot(x + px, y + py, 2.9))
            petals[YELLOW].append(_dot(x, y, 1.6))
    out += [path("".join(d), color, None) for color, d in petals.items()]
    out.append(rect(13, 13, w - 26, h - 26, "none", BLUE, 2.4, rx=5))
    out.append(rect(17, 17, w - 34, h - 34, "none", RED, 1.0, rx=4))
    out.append(ellipse(w / 2, h / 2, 52, 72, PAPER, BLUE, 3))
    out.append(ellipse(w / 2, h / 2, 46, 66, "none", RED, 1.6))
    rays = []
    for i in range(16):
        length = 34 if i % 2 == 0 else 24
        a = math.radians(i * 22.5)
        rays.append(
            poly(
                [
                    (4 * math.cos(a + 1.2), 4 * math.sin(a + 1.2)),
                    (length * math.cos(a), length * math.sin(a)),
                    (4 * math.cos(a - 1.2), 4 * math.sin(a - 1.2)),
                ],
                YELLOW if i % 2 == 0 else RED,
                INK,
                1.0,
            )
        )
    out.append(group([*rays, su.coin(0, 0, 14, RED, GREEN)], transform=tf(w / 2, h / 2)))
    out += about_centre(flower(0, -52, 8, RED, YELLOW), w, h)
    return out
