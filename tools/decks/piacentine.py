"""The Piacentine deck: Spanish-type suits (gold coins, goblets, straight blue-bladed swords,
knobbly clubs) set apart and mirrored about the card's middle, double-ended half-length courts
(Fante, Cavallo, Re) that read the same either way up, the crowned one-headed eagle on the
ace of coins, a white card with a thin black frame, and corner numerals 1-10."""

from __future__ import annotations

from . import figures as fig
from . import italian_suits as su
from . import piacentine_extras as ex
from .cardbase import MiniSign, corner_index, flower, italian_rank_label, ribbon_bow, sprig
from .svg import INK, circle, document, group, path, rect, tf

W, H = 200, 360
MID = H / 2
PAPER = ex.PAPER
RED, YELLOW, GREEN, BLUE = ex.RED, ex.YELLOW, ex.GREEN, ex.BLUE
INDEX = {"D": "#8a5600", "C": "#b3231f", "S": "#1d4a94", "B": "#2a6a30"}
SUIT_NAMES = {"D": "denari", "C": "coppe", "S": "spade", "B": "bastoni"}
RANK_NAMES = {"A": "Asso", "J": "Fante", "Q": "Cavallo", "K": "Re"}
MINI_KIND = {"D": "coin", "C": "goblet", "S": "sword", "B": "club"}


def sign(suit: str, x: float, y: float, size: float, rot: float = 0.0, fat: float = 1.0) -> str:
    """One suit sign of `size` (height; diameter for coins) centred on (x, y)."""
    if suit == "D":
        return su.coin(x, y, size / 2, RED, GREEN, rot)
    if suit == "C":
        return su.goblet(x, y, size, RED, BLUE, rot=rot)
    if suit == "S":
        return su.straight_sword(x, y, size, rot, YELLOW, RED)
    return su.cudgel(x, y, size, rot, GREEN, fat=fat)


def mini(suit: str) -> MiniSign:
    return lambda x, y, s: su.mini_sign(MINI_KIND[suit], x, y, s, (RED, BLUE))


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


def fante(suit: str) -> list[str]:
    c = COSTUMES[suit]
    sk = c.skin
    head = group([fig.head(c, "long"), fig.cap(COSTUMES[OTHER[suit]].main, c.trim, "#fbf6ea")])
    out = ex.page_half(c)
    if suit == "D":
        out += fig.arm((19, 27), (24, 64), c.second, sk, 7)
        out += [*fig.arm((-19, 27), (-34, 44), c.second, sk, -6), fig.ruff(), head]
        out.append(sign("D", -33, 32, 34))
    elif suit == "C":
        out += fig.arm((-19, 27), (-24, 64), c.second, sk, -7)
        out += [*fig.arm((19, 27), (32, 46), c.second, sk, 6), fig.ruff(), head]
        out += [sign("C", 34, 22, 46), fig.hand((32, 46), sk)]
    elif suit == "S":
        out += [sign("S", 36, 26, 120, 0)]
        out += fig.arm((-19, 27), (-24, 64), c.second, sk, -7)
        out += [*fig.arm((19, 27), (36, 52), c.second, sk, 6), fig.ruff(), head]
    else:
        out += fig.arm((-19, 27), (-24, 64), c.second, sk, -7)
        out += [sign("B", 38, 14, 104, 18, 1.2)]
        out += [*fig.arm((19, 27), (30, 52), c.second, sk, 6), fig.ruff(), head]
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


def re(suit: str) -> list[str]:
    base = COSTUMES[suit]
    c = fig.Costume(
        base.main,
        COSTUMES[OTHER[suit]].main,
        YELLOW if suit != "D" else RED,
        hair={"D": "#d2cabb", "C": "#6b3a1c", "S": "#2e1f16", "B": "#9a5a2a"}[suit],
    )
    sk = c.skin
    crown = fig.crown(YELLOW, (RED, BLUE if suit != "S" else GREEN), 0.9)
    head = group([fig.head(c, "curls", beard=True), crown])
    out = ex.king_half(c)
    if suit == "D":
        out += fig.arm((-19, 27), (-30, 56), c.second, sk, -6, YELLOW)
        out += [sign("D", -31, 50, 32), head, axe(36, 14, 112, 6)]
        out += fig.arm((19, 27), (36, 54), c.second, sk, 5, YELLOW)
    elif suit == "C":
        out += fig.arm((-19, 27), (-30, 60), c.second, sk, -6, YELLOW)
        out += [*fig.arm((19, 27), (34, 50), c.second, sk, 6, YELLOW), head]
        out += [sign("C", 35, 26, 46), fig.hand((34, 50), sk)]
    elif suit == "S":
        out += fig.arm((-19, 27), (-30, 60), c.second, sk, -6, YELLOW)
        out += [head, sign("S", 36, 18, 116, 0)]
        out += fig.arm((19, 27), (36, 56), c.second, sk, 5, YELLOW)
    else:
        out += fig.arm((-19, 27), (-30, 60), c.second, sk, -6, YELLOW)
        out += [head, sign("B", 38, 14, 104, -8, 1.2)]
        out += fig.arm((19, 27), (36, 56), c.second, sk, 5, YELLOW)
    return double_ended([group(out, transform=tf(100, MID - ex.WAIST * SCALE, 0, SCALE))])


def cavallo(suit: str) -> list[str]:
    c = COSTUMES[OTHER[suit]]
    cloth = COSTUMES[suit]
    coat = {"D": "#a8642e", "C": "#f1eadf", "S": "#bdb7ad", "B": "#d49a5a"}[suit]
    mane = {"D": "#3a2416", "C": "#b9ad98", "S": "#4a4038", "B": "#5a2e14"}[suit]
    out = ex.horse_half(coat, mane, cloth.main, cloth.trim, RED)
    out += ex.rider_thigh(c)
    out += fig.rider_torso(c)
    out += fig.arm((-16, -60), (-26, -30), c.second, c.skin, -4)
    out.append(path("M-26,-30 C-38,-30 -50,-30 -60,-29", "none", INK, 1.4))
    if suit in "SB":
        out.append(sign(suit, 34, -82, 76, 16, 1.2 if suit == "B" else 1.0))
        out += fig.arm((16, -60), (27, -66), c.second, c.skin, 8)
    else:
        out += fig.arm((16, -60), (30, -74), c.second, c.skin, 8)
        out.append(sign(suit, 32, -90, 30 if suit == "D" else 38))
    hat = fig.hat(cloth.second, c.trim, "#fbf6ea")
    out.append(group([fig.head(c, "short"), hat], transform=tf(1, -86)))
    return double_ended([group(out, transform=tf(108, MID - ex.HORSE_CUT * 1.15, 0, 1.15))])


def face_body(code: str) -> list[str]:
    rank, suit = code[0], code[1]
    if rank == "A":
        art = ace(suit)
    elif rank in "JQK":
        art = [rect(12, 12, W - 24, H - 24, "none", INK, 1.2, rx=4)]
        art += {"J": fante, "Q": cavallo, "K": re}[rank](suit)
    elif suit in "DC":
        art = round_pips(suit, int(rank))
    else:
        art = long_pips(suit, int(rank))
    plate = PAPER if rank in "JQK" else None
    index = corner_index(
        italian_rank_label(rank), INDEX[suit], mini(suit), W, H, 14, 14, 34, 24, plate
    )
    return frame() + art + index


def frame() -> list[str]:
    return [
        rect(0, 0, W, H, "#1b1b1b", None, rx=12),
        rect(2.5, 2.5, W - 5, H - 5, PAPER, None, rx=10),
        rect(7, 7, W - 14, H - 14, "none", INK, 1.4, rx=6),
    ]


def face(code: str) -> str:
    name = f"{RANK_NAMES.get(code[0], code[0])} di {SUIT_NAMES[code[1]]}"
    return document(W, H, ex.piacentine_defs(), face_body(code), name)


def back() -> str:
    return document(W, H, ex.piacentine_defs(), ex.back_body(W, H), "Dorso")
