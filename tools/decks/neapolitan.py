"""The Neapolitan deck: Spanish-type suits (gold medallions, goblets, straight swords, knobbly
clubs) set apart from each other, standing single-ended courts on a suit-coloured ground,
warm stencil colours on cream, and a discreet corner numeral 1-10 for small screens."""

from __future__ import annotations

from . import figures as fig
from . import italian_suits as su
from . import neapolitan_extras as ex
from .cardbase import (
    SPANISH_MINI,
    Pattern,
    fante_holding,
    flower,
    king_costume,
    king_holding,
    mini_signs,
    ribbon_bow,
    rider,
    sprig,
)
from .cardbase import frame as card_frame
from .svg import INK, document, group, rect, tf

W, H = 200, 320
CREAM = "#f8efd6"
BORDER = "#9b2a22"
RED, YELLOW, GREEN, BLUE = "#c8302c", "#f2c12e", "#3f8a3a", "#2f5fa8"
GROUND = {"D": YELLOW, "C": RED, "S": BLUE, "B": GREEN}
INDEX = {"D": "#8a5600", "C": "#b3231f", "S": "#1f4a8f", "B": "#2d6b2a"}


def sign(
    suit: str,
    x: float,
    y: float,
    size: float,
    rot: float = 0.0,
    detail: bool = True,
    fat: float = 1.0,
) -> str:
    """One suit sign of `size` (height; diameter for coins) centred on (x, y)."""
    if suit == "D":
        return su.coin(x, y, size / 2, RED, GREEN, rot, detail)
    if suit == "C":
        return su.goblet(x, y, size, RED, BLUE, rot=rot, detail=detail)
    if suit == "S":
        return su.straight_sword(x, y, size, rot, RED, "#8c2f1e", detail)
    return su.cudgel(x, y, size, rot, YELLOW, detail, fat=fat)


GRID = {
    2: [(100, 100), (100, 220)],
    3: [(66, 86), (100, 160), (134, 234)],
    4: [(68, 92), (132, 92), (68, 228), (132, 228)],
    5: [(68, 88), (132, 88), (100, 160), (68, 232), (132, 232)],
    6: [(68, 84), (132, 84), (68, 160), (132, 160), (68, 236), (132, 236)],
    7: [(64, 82), (136, 82), (48, 160), (100, 160), (152, 160), (64, 238), (136, 238)],
}


def round_pips(suit: str, n: int) -> list[str]:
    size = 52.0 if suit == "D" else 60.0
    if n == 7:
        size -= 6 if suit == "D" else 10
    out = [sign(suit, x, y, size) for x, y in GRID[n]]
    if n == 2:
        out.insert(0, sprig(100, 160, 42, 90, GREEN, RED))
        out.insert(0, sprig(100, 160, 42, -90, GREEN, RED))
    if n == 4 and suit == "D":
        out.append(ex.emblem(100, 160, 1.0))
    if n == 4 and suit == "C":
        out.append(flower(100, 160, 13, RED, YELLOW))
    if n == 6:
        out += [flower(100, 122, 7, RED, YELLOW), flower(100, 198, 7, RED, YELLOW)]
    return out


def long_pips(suit: str, n: int) -> list[str]:
    """Swords and clubs: short, straight, set apart (the crossed 3 of clubs is the exception)."""
    s = suit
    tilt = 0.0 if s == "S" else 6.0
    if n == 2:
        if s == "S":
            return [
                sign(s, 84, 150, 150, -8),
                sign(s, 116, 150, 150, 8),
                ribbon_bow(100, 196, 34, RED),
            ]
        return [
            sign(s, 72, 160, 160, -12, fat=1.2),
            sign(s, 128, 160, 160, 12, fat=1.2),
            flower(100, 112, 9, RED, YELLOW),
            flower(100, 214, 9, RED, YELLOW),
        ]
    if n == 3:
        if s == "S":
            return [
                sign(s, 70, 150, 140, -14),
                sign(s, 130, 150, 140, 14),
                sign(s, 100, 146, 150, 0),
                ribbon_bow(100, 198, 34, RED),
            ]
        return [
            sign(s, 100, 160, 176, 0, fat=1.15),
            sign(s, 100, 160, 176, 36, fat=1.15),
            sign(s, 100, 160, 176, -36, fat=1.15),
            ex.mask(100, 160, 1.45),
        ]
    if n == 4:
        xs4 = (56, 144) if s == "S" else (62, 138)
        out = [
            sign(s, x, y, 120, tilt if x < 100 else -tilt, fat=1.3) for x in xs4 for y in (98, 222)
        ]
        if s == "S":
            out += [
                flower(100, 134, 10, YELLOW, RED),
                flower(100, 160, 11, YELLOW, RED),
                flower(100, 186, 10, YELLOW, RED),
                sprig(100, 160, 70, 0, GREEN, RED),
            ]
            out.insert(0, out.pop())
        else:
            out.append(flower(100, 160, 12, RED, YELLOW))
        return out
    if n == 5:
        out = [
            sign(s, x, y, 118, tilt if x < 100 else -tilt, fat=1.3)
            for x, y in ((54, 98), (146, 98), (54, 222), (146, 222))
        ]
        out.append(ex.vignette(100, 160) if s == "S" else sign(s, 100, 160, 118, 0, fat=1.3))
        return out
    xs = (54, 100, 146)
    size = 100 if s == "S" else 96
    rows = (90, 230) if n == 7 else (94, 226)
    out = [sign(s, x, y, size, tilt * (x - 100) / -46, fat=1.12) for x in xs for y in rows]
    if n == 7:
        out.append(sign(s, 100, 160, 100 if s == "S" else 84, 90 if s == "S" else 96, fat=1.12))
    return out


def ace(suit: str) -> list[str]:
    if suit == "D":
        return ex.eagle(100, 150)
    if suit == "C":
        return [
            sprig(60, 240, 60, -30, GREEN, RED),
            sprig(140, 240, 60, 30, GREEN, RED),
            su.goblet(100, 178, 146, RED, BLUE, lid=True),
        ]
    if suit == "S":
        return ex.ace_sword()
    return [
        sprig(70, 90, 50, -40, GREEN, RED),
        sprig(132, 226, 50, 140, GREEN, RED),
        su.cudgel(100, 160, 240, 14, YELLOW),
    ]


COSTUMES = {
    "D": fig.Costume(YELLOW, GREEN, RED, hair="#c98a2a", hose=(GREEN, RED)),
    "C": fig.Costume(RED, BLUE, YELLOW, hair="#7a3a1a", hose=(BLUE, YELLOW)),
    "S": fig.Costume(BLUE, RED, YELLOW, hair="#3a2418", hose=(RED, YELLOW)),
    "B": fig.Costume(GREEN, YELLOW, RED, hair="#5a3418", hose=(YELLOW, RED)),
}
SWAP = {"D": "C", "C": "B", "S": "D", "B": "S"}


FANTE_HOLDS = {
    "D": ((-34, 44), (-36, 22, 36)),
    "C": ((32, 46), (33, 22, 44)),
    "B": ((27, 50), (40, 12, 100, 22)),
}
"""Where each Fante's holding hand is, and the sign he holds (x, y, size, turn)."""


def fante(suit: str) -> list[str]:
    c = COSTUMES[suit]
    c2 = COSTUMES[SWAP[suit]]
    sk = c.skin
    body = fig.page_body(fig.Costume(c.main, c.second, c.trim, hose=c.hose))
    head = group([fig.head(c, "long"), fig.cap(c2.main, c.trim, "#fbf6ea")])
    if suit == "S":
        # the Neapolitan Fante of swords: the sword point down in one hand, a branch in the other
        out = [*body, sign("S", -32, 104, 132, 180)]
        out += fig.arm((-19, 27), (-32, 58), c.second, sk, -7)
        out += [sprig(32, 26, 44, 10, GREEN, RED)]
        out += [*fig.arm((19, 27), (30, 50), c.second, sk, 6), fig.ruff(), head]
    else:
        hand, at = FANTE_HOLDS[suit]
        out = body + fante_holding(suit, c, head, sign, hand, at)
    return [group(out, transform=tf(100, 78, 0, 1.2))]


def cavallo(suit: str) -> list[str]:
    c = COSTUMES[SWAP[suit]]
    coat = {"D": "#a8642e", "C": "#f1eadf", "S": "#bdb7ad", "B": "#c77a3a"}[suit]
    mane = {"D": "#3a2416", "C": "#b9ad98", "S": "#4a4038", "B": "#5a2e14"}[suit]
    cloth = COSTUMES[suit]
    hold = {
        "D": (30, -92, 30, 0),
        "C": (30, -96, 38, 0),
        "S": (36, -104, 100, 18),
        "B": (36, -104, 100, 18),
    }[suit]
    out = rider(
        c,
        fig.horse(coat, mane, cloth.main, cloth.trim, RED),
        fig.rider_legs(c),
        suit,
        sign(suit, *hold),
        ((26, -72), (28, -74)),
        ("short", fig.hat(cloth.second, c.trim, "#fbf6ea")),
        rein='<path d="M-26,-30 C-38,-30 -50,-30 -60,-29" fill="none" stroke="#2b1d14" '
        'stroke-width="1.4"/>',
    )
    return [group(out, transform=tf(107, 207, 0, 1.22))]


KING_HOLDS = {
    "D": ((36, 52), (40, 32, 34)),
    "C": ((34, 50), (35, 26, 46)),
    "S": ((34, 54), (34, 13, 120, 0)),
    "B": ((34, 54), (36, 12, 104, -6)),
}
KING_HAIR = {"D": "#c9c2b4", "C": "#6b3a1c", "S": "#2e1f16", "B": "#9a5a2a"}


def re(suit: str) -> list[str]:
    c = king_costume(COSTUMES, SWAP, suit, (YELLOW, RED), KING_HAIR)
    crown = fig.crown(YELLOW, (RED, BLUE if suit != "S" else GREEN), 1.0)
    head = group([fig.head(c, "curls", beard=True), crown])
    hand, at = KING_HOLDS[suit]
    out = fig.king_body(c) + king_holding(suit, c, head, sign, c.main, (-30, 56), hand, at, YELLOW)
    return [group(out, transform=tf(100, 80, 0, 1.18))]


def court(rank: str, suit: str) -> list[str]:
    """A standing figure on a ground strip in the suit's colour."""
    ground = [
        rect(12, 270, 176, 22, GROUND[suit], INK, 1.6),
        rect(12, 286, 176, 6, INDEX[suit], None),
    ]
    return ground + {"J": fante, "Q": cavallo, "K": re}[rank](suit)


FRAME = card_frame((W, H), BORDER, (CREAM, 6, 7), (BORDER, 9, 1.0, 5))
MINI = mini_signs(SPANISH_MINI, (RED, BLUE))
PATTERN = Pattern(
    W, H, su.italian_defs(), FRAME, ace, court, round_pips, long_pips, INDEX, MINI, 13, CREAM
)


def face(code: str) -> str:
    return PATTERN.face(code)


def back() -> str:
    return document(W, H, su.italian_defs(), ex.back_body(W, H, BORDER, CREAM), "Dorso")
