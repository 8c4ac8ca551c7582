"""The Sicilian deck: Spanish-type suits set apart as on the Neapolitan cards, full-length
single-ended courts standing on a base whose colour tells the RANK (red Fante, yellow
Cavallo, green Re), soldier-maids for Fanti, grey horses, paladin kings, little pictures on
the pip cards, a cherub on the ace of swords, and a discreet corner numeral 1-10."""

from __future__ import annotations

from . import figures as fig
from . import italian_suits as su
from . import siciliane_extras as ex
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
from .svg import INK, document, group, path, rect, tf

W, H = 200, 320
PAPER = ex.PAPER
BORDER = "#1f4f8f"
RED, YELLOW, GREEN, BLUE = ex.RED, ex.YELLOW, ex.GREEN, ex.BLUE
BASE = {"J": RED, "Q": YELLOW, "K": GREEN}
"""The Sicilian courts' bases tell the rank, not the suit."""
INDEX = {"D": "#8a5600", "C": "#b3231f", "S": "#1f4a8f", "B": "#2d6b2a"}


def sign(suit: str, x: float, y: float, size: float, rot: float = 0.0, fat: float = 1.0) -> str:
    if suit == "D":
        return su.coin(x, y, size / 2, RED, BLUE, rot)
    if suit == "C":
        return su.goblet(x, y, size, BLUE, RED, rot=rot)
    if suit == "S":
        return su.straight_sword(x, y, size, rot, RED, BLUE)
    return su.cudgel(x, y, size, rot, RED, fat=fat)


GRID = {
    2: [(100, 100), (100, 220)],
    3: [(100, 84), (100, 160), (100, 236)],
    4: [(68, 92), (132, 92), (68, 228), (132, 228)],
    5: [(68, 88), (132, 88), (100, 160), (68, 232), (132, 232)],
    6: [(68, 84), (132, 84), (68, 160), (132, 160), (68, 236), (132, 236)],
    7: [(64, 82), (136, 82), (48, 160), (100, 160), (152, 160), (64, 238), (136, 238)],
}


def round_pips(suit: str, n: int) -> list[str]:
    size = {2: 62.0, 3: 58.0, 4: 56.0, 5: 52.0, 6: 52.0, 7: 44.0}[n]
    if suit == "C":
        size += 8
    if suit == "D" and n in (2, 3):
        picture = ex.profile() if n == 2 else ex.trinacria()
        out = [ex.coin_picture(x, y, size / 2, picture) for x, y in GRID[n]]
    else:
        out = [sign(suit, x, y, size) for x, y in GRID[n]]
    if suit == "D" and n == 5:
        out[2] = ex.coin_picture(100, 160, 34, ex.chariot())
    if n == 2:
        out[:0] = [sprig(100, 160, 40, -90, GREEN, RED), sprig(100, 160, 40, 90, GREEN, RED)]
    if n == 4:
        out.append(flower(100, 160, 12, RED, YELLOW))
    if n == 6:
        out += [flower(100, 122, 7, RED, YELLOW), flower(100, 198, 7, RED, YELLOW)]
    return out


def long_pips(suit: str, n: int) -> list[str]:
    s = suit
    fat = 1.2 if s == "B" else 1.0
    if n == 2:
        out = [sign(s, 74, 160, 200, -10, fat), sign(s, 126, 160, 200, 10, fat)]
        return [*out, ribbon_bow(100, 208, 32, RED)] if s == "S" else out
    if n == 3:
        out = [sign(s, x, 160, 190 if x == 100 else 170, 0) for x in (52, 100, 148)]
        return [*out, ribbon_bow(100, 216, 30, RED)] if s == "S" else out
    if n == 4:
        out = [sign(s, x, y, 118, 0, fat) for x in (62, 138) for y in (94, 226)]
        return [*out, flower(100, 160, 12, RED, YELLOW)]
    if n == 5:
        out = [sign(s, x, y, 114, 0, fat) for x in (52, 148) for y in (96, 224)]
        return [*out, ex.seaside(100, 160) if s == "S" else sign(s, 100, 160, 116, 0, fat)]
    size = 98 if s == "S" else 94
    rows = (90, 230) if n == 7 else (94, 226)
    out = [sign(s, x, y, size, 0, 1.1 if s == "B" else 1.0) for x in (52, 100, 148) for y in rows]
    if n == 7:
        out.append(sign(s, 100, 160, 104 if s == "S" else 92, 90, fat))
    return out


def ace(suit: str) -> list[str]:
    if suit == "D":
        return ex.ace_coin(100, 150)
    if suit == "S":
        return ex.cherub_sword(100, 150)
    if suit == "C":
        return [
            sprig(58, 236, 60, -30, GREEN, RED),
            sprig(142, 236, 60, 30, GREEN, RED),
            su.goblet(100, 170, 150, BLUE, RED, lid=True),
        ]
    return [
        sprig(66, 96, 50, -40, GREEN, RED),
        sprig(134, 226, 50, 140, GREEN, RED),
        su.cudgel(100, 160, 236, -12, RED, fat=1.2),
    ]


COSTUMES = {
    "D": fig.Costume(YELLOW, RED, BLUE, hair="#c98a2a", hose=(RED, BLUE)),
    "C": fig.Costume(RED, YELLOW, GREEN, hair="#6e3518", hose=(YELLOW, GREEN)),
    "S": fig.Costume(BLUE, YELLOW, RED, hair="#2f2018", hose=(YELLOW, RED)),
    "B": fig.Costume(GREEN, BLUE, YELLOW, hair="#7a4a22", hose=(BLUE, YELLOW)),
}
OTHER = {"D": "B", "C": "S", "S": "C", "B": "D"}


FANTE_HOLDS = {
    "D": ((-32, 46), (-34, 24, 34)),
    "C": ((32, 46), (33, 22, 42)),
    "S": ((34, 52), (34, 28, 126, 0)),
    "B": ((28, 50), (38, 14, 100, 20, 1.15)),
}
"""Where each Fante's holding hand is, and the sign she holds (x, y, size, turn, thickness)."""


def fante(suit: str) -> list[str]:
    """A maid dressed as a soldier: long hair under a plumed helmet, the suit sign in hand."""
    c = COSTUMES[suit]
    steel = "#bfc7cf"
    head = group([fig.head(c, "long"), ex.helmet(steel, COSTUMES[OTHER[suit]].main)])
    hand, at = FANTE_HOLDS[suit]
    out = fig.page_body(c) + fante_holding(suit, c, head, sign, hand, at)
    return [group(out, transform=tf(100, 80, 0, 1.18))]


def cavallo(suit: str) -> list[str]:
    """A rider on a grey horse (the Sicilian horses are grey, near to a donkey's coat)."""
    c = COSTUMES[OTHER[suit]]
    cloth = COSTUMES[suit]
    coat = {"D": "#b9b5ae", "C": "#a7a39c", "S": "#c6c2ba", "B": "#9d9890"}[suit]
    if suit in "SB":
        held = sign(suit, 36, -100, 96, 18, 1.15 if suit == "B" else 1.0)
    else:
        held = sign(suit, 30, -94, 30 if suit == "D" else 38)
    out = rider(
        c,
        fig.horse(coat, "#4a4440", cloth.main, cloth.trim, RED),
        fig.rider_legs(c),
        suit,
        held,
        ((26, -72), (28, -74)),
        ("short", fig.hat(cloth.second, c.trim, PAPER)),
    )
    return [group(out, transform=tf(107, 207, 0, 1.22))]


KING_HOLDS = {
    "D": ((36, 52), (40, 32, 34)),
    "C": ((34, 50), (35, 26, 46)),
    "S": ((34, 54), (34, 13, 120, 0)),
    "B": ((34, 54), (36, 12, 104, -6, 1.15)),
}
KING_HAIR = {"D": "#d2cabb", "C": "#5a3418", "S": "#2e1f16", "B": "#9a5a2a"}


def re(suit: str) -> list[str]:
    """A standing paladin king: crown, breastplate over the robe, cloak, the sign in hand."""
    c = king_costume(COSTUMES, OTHER, suit, (YELLOW, RED), KING_HAIR)
    out = fig.king_body(c, ermine=False)
    out.append(
        path(
            "M-18,24 C-20,40 -19,54 -16,64 H16 C19,54 20,40 18,24 C8,20 -8,20 -18,24 Z",
            "#c9d0d8",
            INK,
            1.4,
        )
    )
    out.append(path("M0,26 V62 M-12,40 C-4,44 4,44 12,40", "none", "#7f8b98", 1.2))
    crown = fig.crown(YELLOW, (RED, BLUE if suit != "S" else GREEN), 1.0)
    head = group([fig.head(c, "curls", beard=True), crown])
    hand, at = KING_HOLDS[suit]
    out += king_holding(suit, c, head, sign, c.second, (-30, 56), hand, at, YELLOW)
    return [group(out, transform=tf(100, 80, 0, 1.18))]


def court(rank: str, suit: str) -> list[str]:
    """A standing figure on a base whose colour tells the rank."""
    ground = [
        rect(12, 270, 176, 22, BASE[rank], INK, 1.6),
        rect(12, 286, 176, 6, INK, None),
    ]
    return ground + {"J": fante, "Q": cavallo, "K": re}[rank](suit)


FRAME = card_frame((W, H), BORDER, (PAPER, 5, 8), (RED, 9, 1.2, 5))
MINI = mini_signs(SPANISH_MINI, (RED, BLUE))
PATTERN = Pattern(
    W, H, su.italian_defs(), FRAME, ace, court, round_pips, long_pips, INDEX, MINI, 13, PAPER
)


def face(code: str) -> str:
    return PATTERN.face(code)


def back() -> str:
    return document(W, H, su.italian_defs(), ex.back_body(W, H, BORDER), "Dorso")
