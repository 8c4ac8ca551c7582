"""The Brescian deck: Italian suits drawn northern style (curved swords in a mandorla,
straight batons in a trellis, faceted chalices), seated kings, rustic full-length courts
with pale faces, a blue frame on white, and corner numerals 1-10."""

from __future__ import annotations

from . import brescian_extras as ex
from . import figures as fig
from . import italian_suits as su
from .cardbase import Pattern, flower, king_costume, mini_signs, northern_signs, rider, sprig
from .cardbase import frame as card_frame
from .svg import INK, circle, document, group, path, poly, rect, tf

W, H = 200, 360
PAPER = "#fdfbf4"
NAVY = "#1d3560"
RED, OCHRE, BLUE, GREEN = ex.RED, ex.OCHRE, ex.BLUE, ex.GREEN
FACE = "#fbf4ea"
INDEX = {"D": "#9a4a12", "C": "#b8291c", "S": "#1d3f7a", "B": "#2e6b30"}
MINI_KIND = {"D": "coin", "C": "chalice", "S": "scimitar", "B": "baton"}


sign = northern_signs(RED, BLUE, (22, RED, RED), (RED, OCHRE))


GRID = {
    2: [(100, 112), (100, 248)],
    3: [(100, 92), (100, 180), (100, 268)],
    4: [(66, 112), (134, 112), (66, 248), (134, 248)],
    5: [(66, 104), (134, 104), (100, 180), (66, 256), (134, 256)],
    6: [(66, 96), (134, 96), (66, 180), (134, 180), (66, 264), (134, 264)],
    7: [(62, 98), (138, 98), (50, 180), (100, 180), (150, 180), (62, 262), (138, 262)],
}


def round_pips(suit: str, n: int) -> list[str]:
    size = 64.0 if suit == "D" else 86.0
    if n in (3, 5) and suit == "C":
        size = 76.0 if n == 3 else 72.0
    if n == 4 and suit == "D":
        size = 62.0
    if n == 6:
        size = 62.0 if suit == "D" else 72.0
    if n == 7:
        size = 46.0 if suit == "D" else 62.0
    out = [sign(suit, x, y, size) for x, y in GRID[n]]
    if n == 2 and suit == "D":
        scroll = "M100,146 C64,146 64,180 100,180 C136,180 136,214 100,214"
        out[:0] = [
            path(scroll, "none", INK, 11),
            path(scroll, "none", OCHRE, 8),
            path(scroll, "none", RED, 2),
            sprig(70, 150, 30, -60, GREEN, RED),
            sprig(130, 210, 30, 120, GREEN, RED),
        ]
        out += [flower(100, 146, 8, RED, OCHRE), flower(100, 214, 8, RED, OCHRE)]
    elif n == 2:
        out += [sprig(70, 180, 50, -90, GREEN, RED), sprig(130, 180, 50, 90, GREEN, RED)]
    if n == 4:
        out.append(flower(100, 180, 12, RED if suit == "D" else BLUE, OCHRE))
    if n == 6:
        out += [flower(100, 138, 7, RED, OCHRE), flower(100, 222, 7, RED, OCHRE)]
    return out


COSTUMES = {
    "D": fig.Costume(
        OCHRE, RED, BLUE, hair="#a0622a", skin=FACE, hose=(RED, OCHRE), cheek="#f3c6b8"
    ),
    "C": fig.Costume(
        RED, BLUE, OCHRE, hair="#4a2e1a", skin=FACE, hose=(BLUE, RED), cheek="#f3c6b8"
    ),
    "S": fig.Costume(
        BLUE, OCHRE, RED, hair="#2a1a12", skin=FACE, hose=(OCHRE, BLUE), cheek="#f3c6b8"
    ),
    "B": fig.Costume(
        GREEN, RED, OCHRE, hair="#7a4a22", skin=FACE, hose=(RED, GREEN), cheek="#f3c6b8"
    ),
}
NEXT = {"D": "S", "C": "D", "S": "B", "B": "C"}


def fante(suit: str) -> list[str]:
    c = COSTUMES[suit]
    sk = c.skin
    cap = fig.cap(COSTUMES[NEXT[suit]].main, c.trim, RED if suit != "C" else FACE)
    head = group([fig.head(c, "bob"), cap])
    out = fig.coat_body(c, hump=suit == "C")
    if suit == "D":
        out += fig.arm((-21, 27), (-28, 70), c.second, sk, -8, width=12)
        out += fig.arm((21, 27), (6, 52), c.second, sk, 10, width=12)
        out += [fig.ruff(), head, sign("D", 10, 44, 36)]
    elif suit == "C":
        out.append(ex.dog(-44, 146, 1.0))
        out += fig.arm((-21, 27), (-9, 56), c.second, sk, -10, width=12)
        out += fig.arm((21, 27), (9, 56), c.second, sk, 10, width=12)
        out += [
            fig.ruff(),
            head,
            sign("C", 0, 48, 40),
            fig.hand((-9, 56), sk),
            fig.hand((9, 56), sk),
        ]
    elif suit == "S":
        out += [
            su.scimitar(-38, 20, 110, -8, -18, RED, RED),
            su.scimitar(38, 20, 110, 8, 18, RED, RED),
        ]
        out += fig.arm((-21, 27), (-38, 62), c.second, sk, -8, width=12)
        out += fig.arm((21, 27), (38, 62), c.second, sk, 8, width=12)
        out += [fig.ruff(), head]
    else:
        out += [sign("B", -36, 52, 120), sign("B", 36, 52, 120)]
        out += fig.arm((-21, 27), (-36, 62), c.second, sk, -8, width=12)
        out += fig.arm((21, 27), (36, 62), c.second, sk, 8, width=12)
        out += [fig.ruff(), head]
    return [group(out, transform=tf(100, 112, 0, 1.3))]


def cavallo(suit: str) -> list[str]:
    c = COSTUMES[NEXT[suit]]
    cloth = COSTUMES[suit]
    coat = {"D": "#f4efe6", "C": "#8a5a34", "S": "#5a4a40", "B": "#d8a060"}[suit]
    mane = {"D": "#c9bba0", "C": "#2a1a10", "S": "#1e1612", "B": "#7a4a22"}[suit]
    held = {
        "D": (36, -94, 32, 0),
        "C": (28, -102, 42, 0),
        "S": (34, -108, 96, 14),
        "B": (34, -108, 100, 14),
    }[suit]
    out = rider(
        c,
        fig.horse(coat, mane, cloth.main, cloth.trim, BLUE),
        fig.rider_legs(c),
        suit,
        sign(suit, *held),
        ((26, -72), (32, -76)),
        ("bob", fig.cap(cloth.second, c.trim, FACE)),
        width=12,
    )
    return [group(out, transform=tf(93, 252, 0, 1.22, sx=-1.0))]


KING_HAIR = {"D": "#d8d0c0", "C": "#5a3418", "S": "#2a1a12", "B": "#a0622a"}


def re(suit: str) -> list[str]:
    c = king_costume(COSTUMES, NEXT, suit, (OCHRE, RED), KING_HAIR, skin=FACE, cheek="#f3c6b8")
    sk = c.skin
    out = fig.throne("#9a5a2a", BLUE if suit != "S" else RED, OCHRE)
    out += fig.seated_king_body(c)
    crown = fig.crown(OCHRE, (RED if suit != "C" else BLUE, GREEN), 0.9, arches=True)
    head = group([fig.head(c, "bob", beard=True), crown])
    out += fig.arm((-21, 27), (-30, 84), c.second, sk, -8, width=12)
    if suit == "D":
        out += [*fig.arm((21, 27), (34, 50), c.second, sk, 8, width=12), head]
        out.append(sign("D", 36, 30, 34))
    elif suit == "C":
        out += [*fig.arm((21, 27), (32, 60), c.second, sk, 8, width=12), head]
        out += [sign("C", 33, 36, 46), fig.hand((32, 60), sk)]
    elif suit == "S":
        out += [head, su.scimitar(34, 6, 120, 4, 16, RED, RED)]
        out += fig.arm((21, 27), (34, 56), c.second, sk, 8, width=12)
    else:
        out += [head, sign("B", 34, 6, 120, 0)]
        out += fig.arm((21, 27), (34, 56), c.second, sk, 8, width=12)
        out += [circle(0, 188, 13, FACE, INK, 1.6), circle(0, 188, 9, "none", RED, 1.4)]
    return [group(out, transform=tf(100, 100, 0, 1.22))]


def court(rank: str, suit: str) -> list[str]:
    """A full-length figure on a ruled floor."""
    floor = [path("M14,322 H186", "none", INK, 1.4), path("M14,326 H186", "none", OCHRE, 3)]
    return floor + {"J": fante, "Q": cavallo, "K": re}[rank](suit)


def long_pips(suit: str, n: int) -> list[str]:
    return ex.mandorla(n) if suit == "S" else ex.trellis(n)


FRAME = card_frame((W, H), NAVY, (PAPER, 5, 8), (RED, 8.5, 1.2, 6))
MINI = mini_signs(MINI_KIND, (RED, BLUE))
PATTERN = Pattern(
    W, H, su.italian_defs(), FRAME, ex.ace, court, round_pips, long_pips, INDEX, MINI, 14, PAPER
)


def face(code: str) -> str:
    return PATTERN.face(code)


def back() -> str:
    out = [rect(0, 0, W, H, NAVY, None, rx=12), rect(5, 5, W - 10, H - 10, PAPER, None, rx=8)]
    cell = 17.0
    x0, y0 = 14.0, 14.0 + ((H - 28) % cell) / 2
    cols, rows = int((W - 28) // cell), int((H - 28) // cell)
    x0 = (W - cols * cell) / 2
    for j in range(rows):
        for i in range(cols):
            x, y = x0 + i * cell, y0 + j * cell
            fill = BLUE if (i + j) % 2 == 0 else "#7fa3cf"
            out.append(rect(x, y, cell, cell, fill, None))
    for i in range(cols + 1):
        x = x0 + i * cell
        out.append(path(f"M{x},{y0} V{y0 + rows * cell}", "none", RED, 0.9))
    for j in range(rows + 1):
        y = y0 + j * cell
        out.append(path(f"M{x0},{y} H{x0 + cols * cell}", "none", RED, 0.9))
    out.append(rect(x0, y0, cols * cell, rows * cell, "none", NAVY, 2))
    out.append(circle(100, 180, 54, PAPER, NAVY, 3))
    out.append(circle(100, 180, 47, "none", RED, 2))
    star = []
    for i in range(8):
        star.append(
            group(
                [poly([(0, -40), (7, -12), (0, 0), (-7, -12)], OCHRE if i % 2 else RED, INK, 1.2)],
                transform=tf(rot=i * 45),
            )
        )
    out.append(group([*star, su.north_coin(0, 0, 13, RED, BLUE)], transform=tf(100, 180)))
    return document(W, H, su.italian_defs(), out, "Dorso")
