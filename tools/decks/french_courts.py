"""Double-ended French court cards: a half-length King, Queen or Jack drawn from the shared
figure parts, cut at the middle of the card and repeated turned round."""

from __future__ import annotations

from . import figures as fig
from .cardbase import flower
from .french_suits import BLACK, RED, pip
from .svg import INK, circle, ellipse, group, linear, path, radial, rect, tf

BLUE, YELLOW, SKIN, WHITE = "#23519e", "#f2c230", "#f6d7b8", "#fbf8f0"
GOLD = "url(#fgold)"
STEEL = "url(#fsteel)"
# (robe, panel, trim) per suit; kings, queens and jacks rotate through them
PALETTES = {
    "C": (RED, YELLOW, BLUE),
    "D": (YELLOW, RED, BLUE),
    "S": (BLUE, RED, YELLOW),
    "B": (BLACK, YELLOW, RED),
}
ROTATE = {"K": 0, "Q": 1, "J": 2}


def defs() -> list[str]:
    return [
        radial("fgold", [(0, "#fff3b0"), (0.6, "#f2c230"), (1, "#c58a14")]),
        linear("fsteel", [(0, "#f2f5f9"), (0.5, "#c3cfdc"), (1, "#8596ab")], 0, 0, 1, 0),
    ]


def _colors(rank: str, suit: str) -> tuple[str, str, str]:
    a, b, c = PALETTES[suit]
    turns = [(a, b, c), (b, c, a), (c, a, b)][ROTATE[rank]]
    return turns


def _torso(robe: str, panel: str, trim: str, collar: str) -> list[str]:
    out = [
        path(
            "M-11,15 L-31,24 C-37,34 -39,46 -41,56 H41 C39,46 37,34 31,24 L11,15 Z", robe, INK, 1.5
        ),
        *fig.brocade(28, 56, 33, 40, 18, panel if robe != BLACK else YELLOW, 9, "diamond"),
        path("M-11,15 L-17,56 H17 L11,15 Z", panel, INK, 1.2),
        path("M-14,34 H14 M-15.4,46 H15.4", "none", trim, 2.6),
        path("M-31,24 C-33,36 -35,46 -37,56 M31,24 C33,36 35,46 37,56", "none", trim, 3),
    ]
    for y in (28, 40, 51):
        out.append(path(f"M0,{y - 3} L3,{y} L0,{y + 3} L-3,{y} Z", trim, INK, 0.7))
    if collar == "ermine":
        out.append(
            path("M-25,19 C-12,28 12,28 25,19 L27,27 C12,36 -12,36 -27,27 Z", WHITE, INK, 1.2)
        )
        for x in (-17, -6, 6, 17):
            out.append(path(f"M{x},27 l-1.2,3 h2.4 Z", INK, INK, 0.6))
    elif collar == "pearls":
        out.append(path("M-16,18 C-8,30 8,30 16,18", "none", INK, 4.6))
        out.append(path("M-16,18 C-8,30 8,30 16,18", "none", WHITE, 3))
        out.append(circle(0, 28, 3.2, RED, INK, 0.9))
    else:
        out.append(fig.ruff(19, 13))
    return out


def _king(suit: str) -> list[str]:
    robe, panel, trim = _colors("K", suit)
    c = fig.Costume(
        robe,
        panel,
        trim,
        hair={"C": "#7a4a22", "D": "#c9c2b4", "S": "#3a2418", "B": "#a0622a"}[suit],
        skin=SKIN,
    )
    crown = fig.crown(GOLD, (RED if robe != RED else BLUE, BLUE), 1.0)
    head = group([fig.head(c, "curls", beard=True), crown])
    out: list[str] = []
    if suit == "S":
        out += [_sword(36, 6, 80, 0)]
    elif suit == "C":
        out += [_sword(2, -4, 92, -58)]
    out += _torso(robe, panel, trim, "ermine")
    if suit == "S":
        out += fig.arm((-30, 27), (-12, 50), panel, SKIN, -8)
        out += fig.arm((30, 27), (34, 44), panel, SKIN, 6)
    elif suit == "C":
        out += fig.arm((-30, 27), (-14, 48), panel, SKIN, -8)
        out += fig.arm((30, 27), (30, 14), panel, SKIN, 10)
    elif suit == "D":
        out += [
            path("M-32,-26 V56", "none", INK, 5),
            path("M-32,-26 V56", "none", "#8a5228", 3),
            path("M-32,-26 C-44,-24 -45,-8 -32,-4 Z", STEEL, INK, 1.2),
        ]
        out += fig.arm((-30, 27), (-32, 40), panel, SKIN, -6)
        out += fig.arm((30, 27), (12, 50), panel, SKIN, 8)
    else:
        out += fig.arm((-30, 27), (-12, 50), panel, SKIN, -8)
        out += fig.arm((30, 27), (32, 32), panel, SKIN, 8)
        out += [
            circle(32, 20, 9, GOLD, INK, 1.3),
            path("M23,20 H41 M32,11 V4 M29,6 H35", "none", INK, 1.4),
        ]
    out.append(head)
    return out


def _queen(suit: str) -> list[str]:
    robe, panel, trim = _colors("Q", suit)
    c = fig.Costume(
        robe,
        panel,
        trim,
        hair={"C": "#c98a2a", "D": "#6b3a1c", "S": "#2a1a12", "B": "#9a4a1a"}[suit],
        skin=SKIN,
    )
    veil = path("M-15,-14 C-26,0 -28,30 -30,46 H30 C28,30 26,0 15,-14 Z", trim, INK, 1.3)
    crown = fig.crown(GOLD, (RED if robe != RED else BLUE, WHITE), 0.6)
    out = [veil, *_torso(robe, panel, trim, "pearls")]
    out += fig.arm((-30, 27), (-8, 46), panel, SKIN, -8)
    out += fig.arm((30, 27), (8, 42), panel, SKIN, 8)
    held = {
        "C": [path("M8,42 L14,4", "none", "#2f6b3a", 2.4), flower(15, 0, 8, RED, YELLOW)],
        "D": [
            path("M8,42 C0,20 12,6 28,8 C30,20 22,36 8,42 Z", YELLOW, INK, 1.3),
            path("M8,42 L14,12 M8,42 L21,12 M8,42 L27,16", "none", INK, 0.8),
        ],
        "S": [
            path("M8,42 L26,-4", "none", INK, 4),
            path("M8,42 L26,-4", "none", YELLOW, 2.4),
            circle(27, -6, 4, GOLD, INK, 1),
        ],
        "B": [
            path("M8,42 L16,6", "none", "#2f6b3a", 2.4),
            flower(17, 2, 7, WHITE, YELLOW),
            flower(8, 10, 5, RED, YELLOW),
        ],
    }[suit]
    out += [fig.head(c, "long"), crown, *held, fig.hand((8, 42), SKIN)]
    return out


def _jack(suit: str) -> list[str]:
    robe, panel, trim = _colors("J", suit)
    c = fig.Costume(
        robe,
        panel,
        trim,
        hair={"C": "#c98a2a", "D": "#3a2418", "S": "#7a4a22", "B": "#5a3418"}[suit],
        skin=SKIN,
    )
    cap = group(
        [fig.cap(panel, trim, WHITE if suit != "D" else RED)],
        transform="translate(0,3) scale(0.86)",
    )
    out: list[str] = []
    if suit == "S":
        out += [
            path("M34,-36 V56", "none", INK, 4.6),
            path("M34,-36 V56", "none", "#8a5228", 2.6),
            path("M34,-36 L28,-22 H40 Z M34,-26 C44,-26 46,-16 40,-12 H34 Z", STEEL, INK, 1.1),
        ]
    out += _torso(robe, panel, trim, "ruff")
    if suit == "S":
        out += fig.arm((-30, 27), (-12, 50), panel, SKIN, -8)
        out += fig.arm((30, 27), (34, 40), panel, SKIN, 6)
    elif suit == "C":
        out += fig.arm((-30, 27), (-12, 50), panel, SKIN, -8)
        out += [
            path("M32,52 L36,-2", "none", INK, 5),
            path("M32,52 L36,-2", "none", "#8a5228", 3),
            path("M36,-2 C28,-10 32,-20 38,-26 C38,-18 46,-12 36,-2 Z", "#f28a2a", INK, 1.1),
        ]
        out += fig.arm((30, 27), (34, 30), panel, SKIN, 6)
    elif suit == "D":
        out += [
            path("M-36,50 L-30,-20", "none", INK, 3.4),
            path("M-36,50 L-30,-20", "none", "#8a5228", 2),
            path("M-30,-20 L-34,-10 H-26 Z", STEEL, INK, 1),
            path("M-35,40 l-5,8 M-35,40 l5,7", "none", RED, 2),
        ]
        out += fig.arm((-30, 27), (-33, 24), panel, SKIN, -6)
        out += fig.arm((30, 27), (12, 50), panel, SKIN, 8)
    else:
        out += fig.arm((-30, 27), (-12, 50), panel, SKIN, -8)
        out += [
            path("M34,56 V-30", "none", INK, 4),
            path("M34,56 V-30", "none", "#8a5228", 2.4),
            path("M34,-30 L10,-22 L34,-12 Z", RED, INK, 1.2),
        ]
        out += fig.arm((30, 27), (34, 34), panel, SKIN, 6)
    out += [fig.head(c, "bob"), cap]
    return out


def _sword(x: float, y: float, length: float, rot: float) -> str:
    k = length / 100.0
    return group(
        [
            path("M0,-50 L4.5,-40 V20 H-4.5 V-40 Z", STEEL, INK, 1.4),
            rect(-14, 20, 28, 5, GOLD, INK, 1.3, rx=2.5),
            rect(-3, 25, 6, 14, RED, INK, 1.3),
            circle(0, 43, 4.2, GOLD, INK, 1.3),
        ],
        transform=tf(x, y, rot, k),
    )


def court(rank: str, suit: str, color: str) -> list[str]:
    figure = {"K": _king, "Q": _queen, "J": _jack}[rank](suit)
    half = group(
        [group(figure, transform=tf(100, 64.4, 0, 1.35)), pip(suit, 52, 27, 16, color=color)]
    )
    return [
        half,
        group([half], transform="rotate(180,100,140)"),
        path("M40,140 H160", "none", INK, 1.4),
        ellipse(100, 140, 5, 3, color, INK, 0.8),
    ]
