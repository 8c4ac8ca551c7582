"""Reusable parametric parts for court figures: heads, hair, crowns, hats, bodies, a horse and
a throne. Every part is drawn in a local frame (head centre at 0,0; face 27 units tall) and
coloured by a `Costume`, so one set of parts yields twelve distinct courts per deck.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .svg import INK, circle, ellipse, group, num, path, rect, tf

Hand = tuple[float, float]


@dataclass(frozen=True)
class Costume:
    main: str  # tunic or robe
    second: str  # sleeves, hose, cloak
    trim: str  # belts, bands, hems
    hair: str = "#6b3a1c"
    skin: str = "#f4d2b0"
    hose: tuple[str, str] = ("#c8302c", "#f2c12e")
    shoe: str = "#3b2416"
    cheek: str = "#ee9d86"
    extra: dict[str, str] = field(default_factory=dict)


def _stroke_pair(d: str, color: str, width: float, outline: float = 1.8) -> list[str]:
    """A thick stroked path drawn twice (ink, then colour) so it reads as an outlined limb."""
    return [path(d, "none", INK, width + 2 * outline), path(d, "none", color, width)]


def brocade(
    top: float,
    bottom: float,
    top_half: float,
    bottom_half: float,
    gap: float,
    color: str,
    step: float = 14.0,
    mark: str = "dot",
) -> list[str]:
    """A woven pattern of small marks filling a trapezoid (centred on x=0), leaving a central
    band of half-width `gap` free; rows are staggered like a textile repeat."""
    out = []
    row = 0
    y = top + step * 0.6
    while y < bottom - step * 0.4:
        half = top_half + (bottom_half - top_half) * (y - top) / (bottom - top) - step * 0.45
        x = gap + step * (0.7 if row % 2 else 0.2)
        while x < half:
            for sx in (-x, x):
                if mark == "dot":
                    out.append(circle(sx, y, 1.6, color, None))
                else:
                    out.append(
                        path(
                            f"M{num(sx)},{num(y - 3)} L{num(sx + 2.4)},{num(y)} "
                            f"L{num(sx)},{num(y + 3)} L{num(sx - 2.4)},{num(y)} Z",
                            color,
                            None,
                        )
                    )
            x += step
        y += step * 0.75
        row += 1
    return out


def head(c: Costume, hair_style: str = "bob", beard: bool = False, look: float = 0.0) -> str:
    """A frontal face with hair; `hair_style` is bob, long, curls or short."""
    h = c.hair
    parts: list[str] = []
    if hair_style == "long":
        parts.append(
            path(
                "M-14,-6 C-19,-22 19,-22 14,-6 C17,8 19,22 16,30 C12,33 8,30 7,26 "
                "L-7,26 C-8,30 -12,33 -16,30 C-19,22 -17,8 -14,-6 Z",
                h,
                INK,
                1.4,
            )
        )
    elif hair_style == "bob":
        parts.append(
            path(
                "M-15,10 C-18,-5 -14,-19 0,-19 C14,-19 18,-5 15,10 C12,13 10,9 9,5 "
                "L-9,5 C-10,9 -12,13 -15,10 Z",
                h,
                INK,
                1.4,
            )
        )
    elif hair_style == "curls":
        for x, y in (
            (-13, 6),
            (13, 6),
            (-15, -3),
            (15, -3),
            (-12, -13),
            (12, -13),
            (0, -17),
            (-6, -17),
            (6, -17),
            (-14, 14),
            (14, 14),
        ):
            parts.append(circle(x, y, 5, h, INK, 1.2))
    else:
        parts.append(path("M-12,2 C-15,-14 -10,-19 0,-19 C10,-19 15,-14 12,2 Z", h, INK, 1.4))
    parts += [
        rect(-4.5, 9, 9, 11, c.skin, INK, 1.4),
        ellipse(0, 0, 10.5, 13, c.skin, INK, 1.5),
        circle(-6, 4.8, 2.3, c.cheek, None, fill_opacity=0.6),
        circle(6, 4.8, 2.3, c.cheek, None, fill_opacity=0.6),
        ellipse(-4 + look, -0.6, 1.3, 1.7, INK, None),
        ellipse(4 + look, -0.6, 1.3, 1.7, INK, None),
        path("M-6.6,-4.6 C-5,-6 -3,-6 -1.8,-5", "none", INK, 0.9),
        path("M6.6,-4.6 C5,-6 3,-6 1.8,-5", "none", INK, 0.9),
        path(
            f"M{num(0.4 + look)},-1.5 L{num(-1 + look)},4.6 L{num(1.2 + look)},5", "none", INK, 0.9
        ),
    ]
    if hair_style in ("bob", "long"):
        parts.append(
            path(
                "M-10.6,-2 C-10,-14 10,-14 10.6,-2 C8,-7 3,-9.5 0,-8 C-3,-9.5 -8,-7 -10.6,-2 Z",
                h,
                INK,
                1.0,
            )
        )
    if beard:
        parts += [
            path(
                "M-10,2 C-11,14 -5,22 0,25 C5,22 11,14 10,2 C8,9 5,11 0,11 C-5,11 -8,9 -10,2 Z",
                h,
                INK,
                1.2,
            ),
            path(
                "M-7,7.6 C-4,5.2 -1.4,5.6 0,6.6 C1.4,5.6 4,5.2 7,7.6 C4,7.4 1.6,8.4 0,7.8 "
                "C-1.6,8.4 -4,7.4 -7,7.6 Z",
                h,
                INK,
                0.8,
            ),
            path("M-2.2,9.4 C-1,10.4 1,10.4 2.2,9.4", "none", "#b8302a", 1.3),
        ]
    else:
        parts.append(path("M-2.8,8.2 C-1,9.8 1,9.8 2.8,8.2", "none", "#c03a30", 1.4))
    return group(parts)


def crown(gold: str, jewels: tuple[str, str], tall: float = 1.0, arches: bool = False) -> str:
    """An open crown of five fleurons sitting on the head (band at y -17..-10)."""
    t = tall
    top = -17 - 14 * t
    mid = -17 - 8 * t
    d = (
        f"M-13,-10 L-14,{num(top)} L-8,{num(mid)} L-4,{num(top - 3)} L0,{num(mid)} "
        f"L4,{num(top - 3)} L8,{num(mid)} L14,{num(top)} L13,-10 Z"
    )
    parts = []
    if arches:
        parts += [
            path(
                f"M-12,{num(mid)} C-10,{num(top - 16)} 10,{num(top - 16)} 12,{num(mid)} Z",
                jewels[0],
                INK,
                1.3,
            ),
            path(f"M0,{num(top - 12)} V{num(mid)}", "none", gold, 2.4),
            circle(0, top - 15, 3, gold, INK, 1.1),
            path(
                f"M-2.6,{num(top - 20)} H2.6 M0,{num(top - 22.5)} V{num(top - 17.5)}",
                "none",
                INK,
                1.4,
            ),
        ]
    parts += [path(d, gold, INK, 1.4), rect(-13.5, -16, 27, 6, gold, INK, 1.4)]
    for x in (-14, -4, 4, 14):
        parts.append(circle(x, top - (3 if abs(x) == 4 else 0), 2, gold, INK, 1.0))
    parts += [
        circle(-7, -13, 1.8, jewels[0], INK, 0.7),
        circle(0, -13, 2.2, jewels[1], INK, 0.7),
        circle(7, -13, 1.8, jewels[0], INK, 0.7),
    ]
    return group(parts)


def cap(color: str, band: str, feather: str) -> str:
    """A page's soft cap with a curling feather."""
    return group(
        [
            path("M17,-20 C26,-30 30,-40 24,-46 C26,-36 18,-30 10,-24 Z", feather, INK, 1.2),
            path("M-14,-12 C-15,-24 -6,-27 2,-26 C12,-25 17,-20 15,-12 Z", color, INK, 1.4),
            path("M-15,-12 C-8,-15 8,-15 15,-12 L15,-9 C8,-12 -8,-12 -15,-9 Z", band, INK, 1.2),
        ]
    )


def hat(color: str, band: str, plume: str) -> str:
    """A broad-brimmed hat with a plume, for riders."""
    return group(
        [
            path("M6,-22 C14,-38 28,-38 30,-30 C22,-34 16,-28 12,-20 Z", plume, INK, 1.2),
            ellipse(0, -13, 20, 4.6, color, INK, 1.4),
            path("M-11,-14 C-12,-28 12,-28 11,-14 Z", color, INK, 1.4),
            path("M-11,-17 C-4,-19 4,-19 11,-17 V-14 C4,-16 -4,-16 -11,-14 Z", band, INK, 1.0),
        ]
    )


def arm(
    shoulder: Hand,
    hand: Hand,
    sleeve: str,
    skin: str,
    out: float = 6.0,
    cuff: str | None = None,
    width: float = 10.0,
) -> list[str]:
    """A sleeve from shoulder to hand, bowed outward by `out` at the elbow, ending in a hand."""
    sx, sy = shoulder
    hx, hy = hand
    mx, my = (sx + hx) / 2 + out, (sy + hy) / 2 + abs(out) * 0.3
    d = f"M{num(sx)},{num(sy)} Q{num(mx)},{num(my)} {num(hx)},{num(hy)}"
    parts = _stroke_pair(d, sleeve, width)
    if cuff:
        parts.append(circle(hx + (sx - hx) * 0.12, hy + (sy - hy) * 0.12, 4.6, cuff, INK, 1.1))
    parts.append(circle(hx, hy, 4.4, skin, INK, 1.3))
    return parts


def hand(at: Hand, skin: str) -> str:
    return circle(at[0], at[1], 4.4, skin, INK, 1.3)


def ruff(y: float = 19.0, width: float = 12.0) -> str:
    return group(
        [
            ellipse(0, y, width, 4.2, "#fbf6ea", INK, 1.2),
            path(f"M{num(-width + 3)},{num(y)} H{num(width - 3)}", "none", "#b9ab8f", 0.8),
        ]
    )


def page_body(c: Costume) -> list[str]:
    """A page's doublet, skirt, parti-coloured hose and shoes (feet at y ~ 162)."""
    return [
        path("M-14,80 H-4 L-5,154 H-13 Z", c.hose[0], INK, 1.5),
        path("M4,80 H14 L13,154 H5 Z", c.hose[1], INK, 1.5),
        path("M-16,153 C-22,155 -24,161 -16,162 H-4 L-4,153 Z", c.shoe, INK, 1.4),
        path("M16,153 C22,155 24,161 16,162 H4 L4,153 Z", c.shoe, INK, 1.4),
        path(
            "M-9,17 L-22,24 C-24,44 -23,58 -21,66 L-29,98 H29 L21,66 C23,58 24,44 22,24 L9,17 Z",
            c.main,
            INK,
            1.6,
        ),
        *brocade(66, 92, 22, 28, 0, c.extra.get("pattern", c.trim), 11),
        path("M-29,98 H29 L27.6,92 H-27.6 Z", c.trim, INK, 1.1),
        rect(-21.5, 62, 43, 6, c.trim, INK, 1.2),
        path("M0,22 V62 M0,68 V92", "none", INK, 1.0),
        circle(0, 32, 1.5, c.trim, INK, 0.6),
        circle(0, 42, 1.5, c.trim, INK, 0.6),
        circle(0, 52, 1.5, c.trim, INK, 0.6),
        path("M-21,74 L-12,96 M21,74 L12,96 M-7,70 L-5,96 M7,70 L5,96", "none", INK, 0.8),
    ]


def king_body(c: Costume, ermine: bool = True) -> list[str]:
    """A standing king: cloak behind, long robe with an embroidered band, ermine collar."""
    parts = [
        path("M-10,16 C-40,28 -48,110 -52,166 H52 C48,110 40,28 10,16 Z", c.second, INK, 1.6),
        path("M-21,30 L-33,166 H-41 L-27,30 Z M21,30 L33,166 H41 L27,30 Z", c.trim, INK, 1.0),
        path("M-20,24 L-31,164 H31 L20,24 Z", c.main, INK, 1.6),
        *brocade(30, 154, 20, 31, 10, c.extra.get("pattern", c.trim), 12, "diamond"),
        path("M-7,24 L-9,164 H9 L7,24 Z", c.trim, INK, 1.2),
        path("M-31,164 H31 L30.4,156 H-30.4 Z", c.trim, INK, 1.1),
        rect(-21, 64, 42, 6, c.trim, INK, 1.2),
        ellipse(-9, 166, 7, 3.4, c.shoe, INK, 1.2),
        ellipse(9, 166, 7, 3.4, c.shoe, INK, 1.2),
    ]
    for y in (34, 52, 82, 104, 126, 146):
        parts.append(path(f"M0,{y - 4} L3,{y} L0,{y + 4} L-3,{y} Z", c.main, INK, 0.8))
    if ermine:
        parts.append(
            path("M-24,18 C-12,28 12,28 24,18 L26,26 C12,36 -12,36 -26,26 Z", "#fbf8f0", INK, 1.3)
        )
        for x in (-17, -6, 6, 17):
            parts.append(path(f"M{x},26 l-1.2,3 h2.4 Z", INK, INK, 0.6))
    return parts


def horse(coat: str, hair: str, cloth: str, fringe: str, tack: str) -> list[str]:
    """A prancing horse in profile facing left, body centred at (0,0), hooves at y ~ 56."""
    parts: list[str] = []
    for d in ("M-22,8 C-30,20 -40,22 -46,30", "M22,12 C28,28 24,40 24,54"):
        parts += _stroke_pair(d, coat, 8.0)
        parts.append(path(d, "none", INK, 8.0, stroke_opacity=0.2))
    parts += _stroke_pair("M42,-10 C58,-8 62,16 54,42", hair, 7.0)
    parts.append(path("M44,-6 C54,2 56,20 50,36", "none", INK, 1.0))
    silhouette = [
        "M-34,-14 C-20,-22 20,-22 36,-14 C48,-8 48,14 36,18 C20,24 -20,24 -34,18 "
        "C-44,12 -44,-8 -34,-14 Z",
        "M-12,-16 C-20,-32 -30,-50 -40,-62 C-44,-66 -50,-66 -54,-62 C-60,-54 -68,-44 -73,-36 "
        "C-76,-30 -72,-24 -66,-25 C-62,-26 -58,-28 -54,-28 C-48,-28 -44,-34 -44,-40 "
        "C-42,-30 -42,-16 -44,-6 C-44,2 -42,6 -38,8 Z",
        "M-47,-62 L-47,-76 L-40,-64 Z",
    ]
    parts += [path(d, "none", INK, 3.6) for d in silhouette]
    parts += [path(d, coat, None) for d in silhouette]
    for d in ("M-30,12 C-31,26 -32,38 -31,52", "M30,10 C38,26 34,40 34,52"):
        parts += _stroke_pair(d, coat, 8.0)
    parts += [
        rect(-35.5, 51, 9, 6, INK, INK, 1.0),
        rect(29.5, 51, 9, 6, INK, INK, 1.0),
        rect(19.5, 53, 9, 6, INK, INK, 1.0),
    ]
    parts.append(group([rect(-4.5, -3, 9, 6, INK, INK, 1.0)], transform=tf(-47, 31, 30)))
    parts += _stroke_pair("M-42,-63 C-32,-48 -24,-32 -12,-18", hair, 6.0, 1.2)
    parts += [
        path("M-38,-58 l6,-2 M-32,-48 l7,-2 M-26,-38 l7,-2", "none", hair, 3.0),
        circle(-55, -52, 2.2, INK, None),
        path("M-57,-55 l-2.4,-1", "none", INK, 0.9),
        path("M-70.5,-33 l2.4,-1.6 M-74,-28 L-68,-27.6", "none", INK, 1.2),
        path("M-49,-61 L-60,-29 M-69,-41 C-65,-37 -62,-33 -60,-29", "none", tack, 2.4),
        circle(-60, -29, 2, "#f2c12e", INK, 0.8),
        path("M-24,-18 H24 L28,12 C18,18 -14,18 -26,12 Z", cloth, INK, 1.6),
        path("M-26,12 C-14,18 18,18 28,12 L27.6,8 C18,14 -14,14 -25.6,8 Z", fringe, INK, 1.0),
        path("M-16,-22 C-10,-26 10,-26 16,-22 L14,-16 H-14 Z", tack, INK, 1.4),
    ]
    for x in range(-20, 26, 6):
        parts.append(path(f"M{x},{15} l0,5", "none", fringe, 1.6))
    return parts


def throne(wood: str, cushion: str, gold: str) -> list[str]:
    """A carved throne seen from the front, seat at y ~ 92, behind a seated figure."""
    return [
        rect(-40, -24, 80, 128, wood, INK, 1.8, rx=4),
        rect(-32, -16, 64, 104, cushion, INK, 1.4, rx=3),
        path("M-24,-6 H24 M-24,8 H24", "none", gold, 1.4),
        circle(-40, -28, 5.4, gold, INK, 1.3),
        circle(40, -28, 5.4, gold, INK, 1.3),
        path("M-28,-24 C-18,-40 18,-40 28,-24 Z", wood, INK, 1.6),
        circle(0, -35, 4.2, gold, INK, 1.2),
        rect(-50, 84, 100, 16, wood, INK, 1.8, rx=3),
        rect(-48, 100, 10, 64, wood, INK, 1.6),
        rect(38, 100, 10, 64, wood, INK, 1.6),
        circle(-43, 168, 5.2, gold, INK, 1.3),
        circle(43, 168, 5.2, gold, INK, 1.3),
    ]


def seated_king_body(c: Costume) -> list[str]:
    """A king seated frontally: torso, wide lap, robe falling between the throne legs."""
    parts = [
        path("M-20,24 L-24,72 L-34,88 L-28,160 H28 L34,88 L24,72 L20,24 Z", c.main, INK, 1.6),
        *brocade(104, 150, 30, 28, 0, c.extra.get("pattern", c.trim), 12, "diamond"),
        path("M-34,88 C-20,96 20,96 34,88 L33,98 C20,106 -20,106 -33,98 Z", c.second, INK, 1.3),
        path("M-6,24 L-7,72 M6,24 L7,72", "none", c.trim, 2.4),
        rect(-23, 64, 46, 7, c.trim, INK, 1.2),
        path("M-28,160 H28 L27.4,152 H-27.4 Z", c.trim, INK, 1.1),
        path("M-12,104 L-14,150 M12,104 L14,150 M0,106 V150", "none", INK, 0.8),
        ellipse(-12, 163, 8, 3.6, c.shoe, INK, 1.2),
        ellipse(12, 163, 8, 3.6, c.shoe, INK, 1.2),
        path("M-24,18 C-12,28 12,28 24,18 L26,26 C12,36 -12,36 -26,26 Z", "#fbf8f0", INK, 1.3),
    ]
    for x in (-17, -6, 6, 17):
        parts.append(path(f"M{x},26 l-1.2,3 h2.4 Z", INK, INK, 0.6))
    return parts


def rider_legs(c: Costume) -> list[str]:
    """The rider's near leg over the horse's flank, in a boot, seat at (2,-22) in horse space."""
    parts = _stroke_pair("M2,-20 C-8,-12 -12,-2 -10,10", c.hose[0], 11.0)
    parts.append(path("M-15,4 L-6,4 L-5,16 C-2,18 0,22 -4,22 H-16 Z", c.shoe, INK, 1.4))
    parts.append(path("M-14,12 C-12,20 -8,22 -6,22", "none", c.trim, 1.6))
    return parts


def rider_torso(c: Costume) -> list[str]:
    """The rider's doublet from the saddle up to the collar (horse space, collar at y ~ -64)."""
    return [
        path(
            "M-10,-66 L-18,-60 C-20,-44 -18,-30 -14,-18 H16 C20,-30 22,-44 18,-60 L10,-66 Z",
            c.main,
            INK,
            1.6,
        ),
        rect(-16.5, -32, 34, 5, c.trim, INK, 1.1),
        path("M1,-60 V-32", "none", INK, 1.0),
    ]


def coat_body(c: Costume, hump: bool = False) -> list[str]:
    """A northern Fante: knee-length coat over short legs, a cloak (hunched if `hump`)."""
    parts = []
    if hump:
        parts.append(
            path(
                "M-12,12 C-30,6 -36,26 -34,50 C-34,80 -32,110 -30,126 H30 "
                "C32,110 34,80 34,50 C36,26 30,6 12,12 Z",
                c.second,
                INK,
                1.6,
            )
        )
    parts += [
        path("M-13,118 H-4 L-5,154 H-12 Z", c.hose[0], INK, 1.5),
        path("M4,118 H13 L12,154 H5 Z", c.hose[1], INK, 1.5),
        path("M-16,153 C-22,155 -24,161 -16,162 H-4 L-4,153 Z", c.shoe, INK, 1.4),
        path("M16,153 C22,155 24,161 16,162 H4 L4,153 Z", c.shoe, INK, 1.4),
        path(
            "M-10,16 L-24,24 C-26,50 -26,80 -30,122 H30 C26,80 26,50 24,24 L10,16 Z",
            c.main,
            INK,
            1.6,
        ),
        *brocade(74, 112, 25, 29, 6, c.extra.get("pattern", c.trim), 11),
        path("M-30,122 H30 L29.4,114 H-29.4 Z", c.trim, INK, 1.1),
        path("M-4,22 L-6,122 M4,22 L6,122", "none", c.trim, 2.2),
        rect(-25, 66, 50, 6, c.second, INK, 1.2),
        circle(0, 36, 1.8, c.trim, INK, 0.7),
        circle(0, 48, 1.8, c.trim, INK, 0.7),
    ]
    return parts
