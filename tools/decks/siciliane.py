"""The Sicilian deck: Spanish-type suits set apart as on the Neapolitan cards, full-length
single-ended courts standing on a base whose colour tells the RANK (red Fante, yellow
Cavallo, green Re), soldier-maids for Fanti, grey horses, paladin kings, little pictures on
the pip cards, a cherub on the ace of swords, and a discreet corner numeral 1-10."""

from __future__ import annotations

from . import figures as fig
from . import italian_suits as su
from . import siciliane_extras as ex
from .cardbase import MiniSign, corner_index, flower, italian_rank_label, ribbon_bow, sprig
from .svg import INK, document, group, path, rect, tf

W, H = 200, 320
PAPER = ex.PAPER
BORDER = "#1f4f8f"
RED, YELLOW, GREEN, BLUE = ex.RED, ex.YELLOW, ex.GREEN, ex.BLUE
BASE = {"J": RED, "Q": YELLOW, "K": GREEN}
"""The Sicilian courts' bases tell the rank, not the suit."""
INDEX = {"D": "#8a5600", "C": "#b3231f", "S": "#1f4a8f", "B": "#2d6b2a"}
SUIT_NAMES = {"D": "denari", "C": "coppe", "S": "spade", "B": "bastoni"}
RANK_NAMES = {"A": "Asso", "J": "Fante", "Q": "Cavallo", "K": "Re"}
MINI_KIND = {"D": "coin", "C": "goblet", "S": "sword", "B": "club"}


def sign(suit: str, x: float, y: float, size: float, rot: float = 0.0, fat: float = 1.0) -> str:
    if suit == "D":
        return su.coin(x, y, size / 2, RED, BLUE, rot)
    if suit == "C":
        return su.goblet(x, y, size, BLUE, RED, rot=rot)
    if suit == "S":
        return su.straight_sword(x, y, size, rot, RED, BLUE)
    return su.cudgel(x, y, size, rot, RED, fat=fat)


def mini(suit: str) -> MiniSign:
    return lambda x, y, s: su.mini_sign(MINI_KIND[suit], x, y, s, (RED, BLUE))


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


def fante(suit: str) -> list[str]:
    """A maid dressed as a soldier: long hair under a plumed helmet, the suit sign in hand."""
    c = COSTUMES[suit]
    sk = c.skin
    steel = "#bfc7cf"
    head = group([fig.head(c, "long"), ex.helmet(steel, COSTUMES[OTHER[suit]].main)])
    out = fig.page_body(c)
    if suit == "D":
        out += fig.arm((19, 27), (24, 64), c.second, sk, 7)
        out += [*fig.arm((-19, 27), (-32, 46), c.second, sk, -6), fig.ruff(), head]
        out.append(sign("D", -34, 24, 34))
    elif suit == "C":
        out += fig.arm((-19, 27), (-24, 64), c.second, sk, -7)
        out += [*fig.arm((19, 27), (32, 46), c.second, sk, 6), fig.ruff(), head]
        out += [sign("C", 33, 22, 42), fig.hand((32, 46), sk)]
    elif suit == "S":
        out += [sign("S", 34, 28, 126, 0)]
        out += fig.arm((-19, 27), (-24, 64), c.second, sk, -7)
        out += [*fig.arm((19, 27), (34, 52), c.second, sk, 6), fig.ruff(), head]
    else:
        out += fig.arm((-19, 27), (-24, 64), c.second, sk, -7)
        out += [sign("B", 38, 14, 100, 20, 1.15)]
        out += [*fig.arm((19, 27), (28, 50), c.second, sk, 6), fig.ruff(), head]
    return [group(out, transform=tf(100, 80, 0, 1.18))]


def cavallo(suit: str) -> list[str]:
    """A rider on a grey horse (the Sicilian horses are grey, near to a donkey's coat)."""
    c = COSTUMES[OTHER[suit]]
    cloth = COSTUMES[suit]
    coat = {"D": "#b9b5ae", "C": "#a7a39c", "S": "#c6c2ba", "B": "#9d9890"}[suit]
    out = fig.horse(coat, "#4a4440", cloth.main, cloth.trim, RED)
    out += fig.rider_torso(c)
    out += fig.arm((-16, -60), (-26, -30), c.second, c.skin, -4)
    out.append(path("M-26,-30 C-38,-30 -50,-30 -60,-29", "none", INK, 1.4))
    out += fig.rider_legs(c)
    if suit in "SB":
        out.append(sign(suit, 36, -100, 96, 18, 1.15 if suit == "B" else 1.0))
        out += fig.arm((16, -60), (26, -72), c.second, c.skin, 8)
    else:
        out += fig.arm((16, -60), (28, -74), c.second, c.skin, 8)
        out.append(sign(suit, 30, -94, 30 if suit == "D" else 38))
    hat = fig.hat(cloth.second, c.trim, PAPER)
    out.append(group([fig.head(c, "short"), hat], transform=tf(1, -86)))
    return [group(out, transform=tf(107, 207, 0, 1.22))]


def re(suit: str) -> list[str]:
    """A standing paladin king: crown, breastplate over the robe, cloak, the sign in hand."""
    base = COSTUMES[suit]
    c = fig.Costume(
        base.main,
        COSTUMES[OTHER[suit]].main,
        YELLOW if suit != "D" else RED,
        hair={"D": "#d2cabb", "C": "#5a3418", "S": "#2e1f16", "B": "#9a5a2a"}[suit],
    )
    sk = c.skin
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
    if suit == "D":
        out += fig.arm((-19, 27), (-30, 56), c.second, sk, -6, YELLOW)
        out += [*fig.arm((19, 27), (36, 52), c.second, sk, 6, YELLOW), head]
        out.append(sign("D", 40, 32, 34))
    elif suit == "C":
        out += fig.arm((-19, 27), (-30, 56), c.second, sk, -6, YELLOW)
        out += [*fig.arm((19, 27), (34, 50), c.second, sk, 6, YELLOW), head]
        out += [sign("C", 35, 26, 46), fig.hand((34, 50), sk)]
    elif suit == "S":
        out += [*fig.arm((-19, 27), (-30, 56), c.second, sk, -6, YELLOW), head]
        out += [sign("S", 34, 13, 120, 0)]
        out += fig.arm((19, 27), (34, 54), c.second, sk, 5, YELLOW)
    else:
        out += [*fig.arm((-19, 27), (-30, 56), c.second, sk, -6, YELLOW), head]
        out += [sign("B", 36, 12, 104, -6, 1.15)]
        out += fig.arm((19, 27), (34, 54), c.second, sk, 5, YELLOW)
    return [group(out, transform=tf(100, 80, 0, 1.18))]


def face_body(code: str) -> list[str]:
    rank, suit = code[0], code[1]
    if rank == "A":
        art = ace(suit)
    elif rank in "JQK":
        ground = [
            rect(12, 270, 176, 22, BASE[rank], INK, 1.6),
            rect(12, 286, 176, 6, INK, None),
        ]
        art = ground + {"J": fante, "Q": cavallo, "K": re}[rank](suit)
    elif suit in "DC":
        art = round_pips(suit, int(rank))
    else:
        art = long_pips(suit, int(rank))
    plate = PAPER if rank in "JQK" else None
    index = corner_index(
        italian_rank_label(rank), INDEX[suit], mini(suit), W, H, 13, 13, 34, 24, plate
    )
    return frame() + art + index


def frame() -> list[str]:
    return [
        rect(0, 0, W, H, BORDER, None, rx=12),
        rect(5, 5, W - 10, H - 10, PAPER, None, rx=8),
        rect(9, 9, W - 18, H - 18, "none", RED, 1.2, rx=5),
    ]


def face(code: str) -> str:
    name = f"{RANK_NAMES.get(code[0], code[0])} di {SUIT_NAMES[code[1]]}"
    return document(W, H, su.italian_defs(), face_body(code), name)


def back() -> str:
    return document(W, H, su.italian_defs(), ex.back_body(W, H, BORDER), "Dorso")
