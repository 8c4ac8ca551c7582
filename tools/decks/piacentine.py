"""The Piacentine deck: Spanish-type suits (gold coins, goblets, straight blue-bladed swords,
knobbly clubs) set apart and mirrored about the card's middle, double-ended half-length courts
(Fante, Cavallo, Re) that read the same either way up, the crowned one-headed eagle on the
ace of coins, a white card with a thin black frame, and corner numerals 1-10."""

from __future__ import annotations

from . import figures as fig
from . import italian_suits as su
from . import piacentine_extras as ex
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
from .svg import INK, circle, document, group, path, rect, tf

W, H = 200, 360
MID = H / 2
PAPER = ex.PAPER
RED, YELLOW, GREEN, BLUE = ex.RED, ex.YELLOW, ex.GREEN, ex.BLUE
INDEX = {"D": "#8a5600", "C": "#b3231f", "S": "#1d4a94", "B": "#2a6a30"}


def sign(suit: str, x: float, y: float, size: float, rot: float = 0.0, fat: float = 1.0) -> str:
    """One suit sign of `size` (height; diameter for coins) centred on (x, y)."""
    if suit == "D":
        return su.coin(x, y, size / 2, RED, GREEN, rot)
    if suit == "C":
        return su.goblet(x, y, size, RED, BLUE, rot=rot)
    if suit == "S":
        return su.straight_sword(x, y, size, rot, YELLOW, RED)
    return su.cudgel(x, y, size, rot, GREEN, fat=fat)


GRID = {
    2: [(100, 108), (100, 252)],
    3: [(100, 94), (100, 180), (100, 266)],
    4: [(66, 108), (134, 108), (66, 252), (134, 252)],
    5: [(66, 104), (134, 104), (100, 180), (66, 256), (134, 256)],
    6: [(66, 98), (134, 98), (66, 180), (134, 180), (66, 262), (134, 262)],
    7: [(62, 98), (138, 98), (48, 180), (100, 180), (152, 180), (62, 262), (138, 262)],
}


def round_pips(suit: str, n: int) -> list[str]:
    size = {2: 70.0, 3: 64.0, 4: 64.0, 5: 60.0, 6: 58.0, 7: 48.0}[n]
    if suit == "C":
        size += 14
    out = [sign(suit, x, y, size) for x, y in GRID[n]]
    if n == 2:
        out[:0] = [sprig(76, 180, 44, -90, GREEN, RED), sprig(124, 180, 44, 90, GREEN, RED)]
    if n == 4 and suit == "D":
        out.append(ex.shield(100, 180, 1.05))
    elif n == 4:
        out.append(flower(100, 180, 12, RED, YELLOW))
    if n == 6:
        out += [flower(100, 139, 7, RED, YELLOW), flower(100, 221, 7, RED, YELLOW)]
    return out


def _pair(suit: str, x: float, dy: float, size: float, fat: float = 1.0) -> list[str]:
    """A sign in each half, mirrored: points (or thick ends) outward, hilts toward the middle."""
    return [sign(suit, x, MID - dy, size, 0, fat), sign(suit, x, MID + dy, size, 180, fat)]


def long_pips(suit: str, n: int) -> list[str]:
    """Swords and clubs: straight, set apart, the lower half mirroring the upper."""
    s = suit
    fat = 1.25 if s == "B" else 1.0
    if n == 2:
        size, fat = (250, fat) if s == "S" else (232, 1.1)
        out = [sign(s, 70, MID, size, -6, fat), sign(s, 130, MID, size, 6, fat)]
        return [*out, ribbon_bow(100, MID + 6, 36, RED)] if s == "S" else out
    if n == 3:
        out = [sign(s, x, MID, 236 if x == 100 else 186, 0) for x in (48, 100, 152)]
        return [*out, ribbon_bow(100, MID + 40, 32, RED)] if s == "S" else out
    if n == 4:
        out = _pair(s, 64, 78, 128, fat) + _pair(s, 136, 78, 128, fat)
        return [*out, flower(100, MID, 12, RED, YELLOW)]
    if n == 5:
        out = _pair(s, 56, 84, 120, fat) + _pair(s, 144, 84, 120, fat)
        if s == "S":
            return ex.vine(100, MID, 260) + out + [sign(s, 100, MID + 8, 112, 0)]
        return [*out, sign(s, 100, MID, 150, 0, fat)]
    xs = (52, 100, 148)
    size = 116 if n == 6 else 104
    dy = 84 if n == 6 else 92
    out = [p for x in xs for p in _pair(s, x, dy, size, 1.1 if s == "B" else 1.0)]
    if n == 7:
        out.append(sign(s, 100, MID, 120, 90, fat))
    return out


def ace(suit: str) -> list[str]:
    if suit == "D":
        return ex.polla(100, 172, 1.2)
    if suit == "C":
        return ex.ace_cup(100, 176)
    if suit == "S":
        return ex.ace_sword(100, 176)
    return ex.ace_club(100, 180)


COSTUMES = {
    "D": fig.Costume(YELLOW, GREEN, RED, hair="#c98a2a", hose=(GREEN, RED)),
    "C": fig.Costume(RED, BLUE, YELLOW, hair="#6e3518", hose=(BLUE, YELLOW)),
    "S": fig.Costume(BLUE, RED, YELLOW, hair="#2f2018", hose=(RED, YELLOW)),
    "B": fig.Costume(GREEN, RED, YELLOW, hair="#5a3418", hose=(YELLOW, RED)),
}
SCALE = 1.36
"""The size of the Fante's and the Re's half-figures (the Fante's feather just clears the top)."""
OTHER = {"D": "S", "C": "B", "S": "D", "B": "C"}
"""Each suit's figures wear a second colour from another suit, as the stencil packs do."""


def double_ended(half: list[str]) -> list[str]:
    """The half-figure, and the same turned about the card's centre, with the dividing rule."""
    turned = group(half, transform=f"rotate(180,{W / 2:g},{MID:g})")
    return [
        *half,
        turned,
        rect(12, MID - 1.6, W - 24, 3.2, INK, None),
    ]


FANTE_HOLDS = {
    "D": ((-34, 44), (-33, 32, 34)),
    "C": ((32, 46), (34, 22, 46)),
    "S": ((36, 52), (36, 26, 120, 0)),
    "B": ((30, 52), (38, 14, 104, 18, 1.2)),
}
"""Where each Fante's holding hand is, and the sign he holds (x, y, size, turn, thickness)."""


def fante(suit: str) -> list[str]:
    c = COSTUMES[suit]
    head = group([fig.head(c, "long"), fig.cap(COSTUMES[OTHER[suit]].main, c.trim, "#fbf6ea")])
    hand, at = FANTE_HOLDS[suit]
    out = ex.page_half(c) + fante_holding(suit, c, head, sign, hand, at)
    return double_ended([group(out, transform=tf(100, MID - ex.WAIST * SCALE, 0, SCALE))])


def axe(x: float, y: float, length: float, rot: float) -> str:
    """The King of coins' axe: a long haft and a crescent blade."""
    k = length / 100.0
    return group(
        [
            rect(-2.6, -48, 5.2, 98, "url(#wood)", INK, 1.4, rx=2),
            path("M2,-44 C18,-52 30,-40 28,-22 C22,-30 12,-30 2,-24 Z", "url(#steel)", INK, 1.5),
            circle(0, -50, 3.4, YELLOW, INK, 1.0),
        ],
        transform=tf(x, y, rot, k),
    )


KING_HOLDS = {
    "C": ((34, 50), (35, 26, 46)),
    "S": ((36, 56), (36, 18, 116, 0)),
    "B": ((36, 56), (38, 14, 104, -8, 1.2)),
}
KING_HAIR = {"D": "#d2cabb", "C": "#6b3a1c", "S": "#2e1f16", "B": "#9a5a2a"}


def re(suit: str) -> list[str]:
    c = king_costume(COSTUMES, OTHER, suit, (YELLOW, RED), KING_HAIR)
    sk = c.skin
    crown = fig.crown(YELLOW, (RED, BLUE if suit != "S" else GREEN), 0.9)
    head = group([fig.head(c, "curls", beard=True), crown])
    out = ex.king_half(c)
    if suit == "D":
        # the Piacentine King of coins carries an axe
        out += fig.arm((-19, 27), (-30, 56), c.second, sk, -6, YELLOW)
        out += [sign("D", -31, 50, 32), head, axe(36, 14, 112, 6)]
        out += fig.arm((19, 27), (36, 54), c.second, sk, 5, YELLOW)
    else:
        hand, at = KING_HOLDS[suit]
        out += king_holding(suit, c, head, sign, c.second, (-30, 60), hand, at, YELLOW)
    return double_ended([group(out, transform=tf(100, MID - ex.WAIST * SCALE, 0, SCALE))])


def cavallo(suit: str) -> list[str]:
    c = COSTUMES[OTHER[suit]]
    cloth = COSTUMES[suit]
    coat = {"D": "#a8642e", "C": "#f1eadf", "S": "#bdb7ad", "B": "#d49a5a"}[suit]
    mane = {"D": "#3a2416", "C": "#b9ad98", "S": "#4a4038", "B": "#5a2e14"}[suit]
    mount = ex.horse_half(coat, mane, cloth.main, cloth.trim, RED) + ex.rider_thigh(c)
    if suit in "SB":
        held = sign(suit, 34, -82, 76, 16, 1.2 if suit == "B" else 1.0)
    else:
        held = sign(suit, 32, -90, 30 if suit == "D" else 38)
    hat = fig.hat(cloth.second, c.trim, "#fbf6ea")
    out = rider(c, mount, [], suit, held, ((27, -66), (30, -74)), ("short", hat))
    return double_ended([group(out, transform=tf(108, MID - ex.HORSE_CUT * 1.15, 0, 1.15))])


def court(rank: str, suit: str) -> list[str]:
    """A double-ended half figure inside a thin frame."""
    art = [rect(12, 12, W - 24, H - 24, "none", INK, 1.2, rx=4)]
    return art + {"J": fante, "Q": cavallo, "K": re}[rank](suit)


FRAME = card_frame((W, H), "#1b1b1b", (PAPER, 2.5, 10), (INK, 7, 1.4, 6))
MINI = mini_signs(SPANISH_MINI, (RED, BLUE))
PATTERN = Pattern(
    W, H, ex.piacentine_defs(), FRAME, ace, court, round_pips, long_pips, INDEX, MINI, 14, PAPER
)


def face(code: str) -> str:
    return PATTERN.face(code)


def back() -> str:
    return document(W, H, ex.piacentine_defs(), ex.back_body(W, H), "Dorso")
