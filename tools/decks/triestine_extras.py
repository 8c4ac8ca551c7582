"""Pieces only the Triestine deck draws: the name band across its double-ended courts, the
aces with their motto scrolls (our own mottoes, in the spirit of the old packs' proverbs), the
three faces on the ace of cups, the birds at the foot of the aces of swords and batons, and a
back round the halberd of Trieste."""

from __future__ import annotations

from . import italian_suits as su
from .brescian_extras import curved_sword
from .cardbase import about_centre, flower, sprig
from .glyphs import lettering, lettering_width
from .svg import INK, circle, ellipse, group, path, rect, tf

RED, YELLOW, BLUE, GREEN = "#c8332b", "#eeb530", "#2a559c", "#3e8540"
PAPER = "#fdfcf6"
EDGE = "#7d1d1a"
SKIN = "#f6dcc2"

COURT_WORDS = {"J": "FANTE", "Q": "CAVAL.", "K": "RE"}
SUIT_WORDS = {"D": "DANARI", "C": "COPPE", "S": "SPADE", "B": "BASTONI"}
"""The names printed across the courts' middle, spelled as the old Triestine packs print them
("CAVAL." for Cavallo, "DANARI" for denari)."""

MOTTOES = {
    "D": ("DANARI IN MANO", "GIOCO SOVRANO"),
    "C": ("COPPA PIENA", "ALLEGRA CENA"),
    "S": ("CHI DI SPADA FERISCE", "DI SPADA PERISCE"),
    "B": ("CHI GIOCA DI BASTONE", "PERDE LA RAGIONE"),
}
"""Our own two-line mottoes: one in a scroll above the ace's sign, one below."""

LABEL_H = 12.0
BAND = 13.0
"""Half the height of the name band across the courts' middle."""


def court_label(rank: str, suit: str) -> str:
    return f"{COURT_WORDS[rank]} DI {SUIT_WORDS[suit]}"


def name_band(text: str, width: float, mid: float) -> list[str]:
    """The white band across a court's middle, ruled top and bottom, with the card's name."""
    return [
        rect(10, mid - BAND, width - 20, 2 * BAND, PAPER, None),
        path(f"M10,{mid - BAND}H{width - 10}M10,{mid + BAND}H{width - 10}", "none", INK, 1.6),
        lettering(text, width / 2, mid - LABEL_H / 2, LABEL_H, INK, 2.0),
    ]


def scroll(text: str, cx: float, cy: float, width: float) -> list[str]:
    """A ribbon scroll with forked ends and one line of motto."""
    w, h = width / 2, 11.0
    tail = 14.0
    out = [
        group(
            [
                path(
                    f"M{-w},{-h + 4} L{-w - tail},{-h + 4} L{-w - tail + 6},3 L{-w - tail},{h + 4} "
                    f"L{-w},{h + 4} Z",
                    RED,
                    INK,
                    1.3,
                ),
                path(
                    f"M{w},{-h + 4} L{w + tail},{-h + 4} L{w + tail - 6},3 L{w + tail},{h + 4} "
                    f"L{w},{h + 4} Z",
                    RED,
                    INK,
                    1.3,
                ),
                path(
                    f"M{-w},{-h} C{-w / 2},{-h - 4} {w / 2},{-h - 4} {w},{-h} V{h} "
                    f"C{w / 2},{h - 4} {-w / 2},{h - 4} {-w},{h} Z",
                    PAPER,
                    INK,
                    1.5,
                ),
            ],
            transform=tf(cx, cy),
        )
    ]
    size = 9.0
    while lettering_width(text, size) > width - 10:
        size -= 0.5
    out.append(lettering(text, cx, cy - size / 2 - 1, size, INK, 1.5))
    return out


def mottoes(suit: str, height: float) -> list[str]:
    top, bottom = MOTTOES[suit]
    return scroll(top, 100, 98, 136) + scroll(bottom, 100, height - 96, 136)


def bird(x: float, y: float, k: float, facing: float = 1.0) -> str:
    """A small perching bird (facing right when `facing` is 1, left when -1)."""
    return group(
        [
            path("M-14,2 L-24,-2 L-22,6 Z", BLUE, INK, 1.1),
            ellipse(0, 2, 14, 8, BLUE, INK, 1.4),
            path("M-8,0 C-2,-8 8,-6 10,2 C4,0 -2,2 -8,0 Z", "#8fb0da", INK, 1.0),
            circle(12, -6, 6, BLUE, INK, 1.3),
            path("M17,-7 L23,-5 L17,-3 Z", YELLOW, INK, 1.0),
            circle(13.5, -7.2, 1.3, INK, None),
            path("M-2,10 V15 M4,10 V15", "none", INK, 1.4),
        ],
        transform=tf(x, y, 0, k, sx=facing),
    )


def ace_coin(height: float) -> list[str]:
    """A great coin in a wreath, and beneath it the empty oval where the tax stamp once sat."""
    cy = height / 2 - 14
    wreath = [sprig(100 + side * 58, cy + 44, 56, side * 38, GREEN, RED) for side in (-1, 1)]
    return [
        *wreath,
        su.north_coin(100, cy, 52, RED, BLUE),
        circle(100, cy, 60, "none", INK, 1.6),
        circle(100, cy, 56.5, "none", YELLOW, 3),
        ellipse(100, cy + 77, 20, 11, PAPER, INK, 1.5),
        ellipse(100, cy + 77, 15, 7, "none", RED, 1.2),
        *mottoes("D", height),
    ]


def face(x: float, y: float, r: float, hair: str) -> list[str]:
    """A small round face, eyes open, for the three faces of the ace of cups."""
    return [
        circle(x, y, r, SKIN, INK, 1.2),
        path(
            f"M{x - r},{y - 1} C{x - r},{y - r - 3} {x + r},{y - r - 3} {x + r},{y - 1} "
            f"C{x + r / 2},{y - r / 2} {x - r / 2},{y - r / 2} {x - r},{y - 1} Z",
            hair,
            INK,
            1.0,
        ),
        circle(x - r * 0.38, y + 1, 1.3, INK, None),
        circle(x + r * 0.38, y + 1, 1.3, INK, None),
        circle(x - r * 0.55, y + r * 0.45, 1.8, "#ee9d86", None),
        circle(x + r * 0.55, y + r * 0.45, 1.8, "#ee9d86", None),
        path(
            f"M{x - 2.6},{y + r * 0.5} Q{x},{y + r * 0.75} {x + 2.6},{y + r * 0.5}",
            "none",
            INK,
            1.0,
        ),
    ]


def ace_cup(height: float) -> list[str]:
    """A tall chalice whose bowl shows three faces (the Triestine ace of cups has three)."""
    cy = height / 2 + 6
    k = 170 / 50
    fy = cy - 9 * k
    faces = face(100 - 22, fy, 10, "#6b3a1c") + face(100, fy - 2, 10.5, YELLOW)
    faces += face(100 + 22, fy, 10, "#2f2018")
    return [
        sprig(44, cy + 40, 60, -24, GREEN, RED),
        sprig(156, cy + 40, 60, 24, GREEN, RED),
        su.chalice(100, cy, 170, RED, BLUE),
        *faces,
        *mottoes("C", height),
    ]


def ace_sword(height: float) -> list[str]:
    """One great curved sword through the motto scrolls, two birds perched at its foot."""
    mid = height / 2
    blade = curved_sword([(100, mid + 118), (86, mid + 20), (138, mid - 60), (100, mid - 140)], 30)
    return [
        flower(48, mid - 12, 10, RED, YELLOW),
        flower(152, mid + 12, 10, BLUE, YELLOW),
        blade,
        bird(66, mid + 134, 0.95, 1.0),
        bird(134, mid + 134, 0.95, -1.0),
        *mottoes("S", height),
    ]


def ace_club(height: float) -> list[str]:
    """One great smooth baton through the motto scrolls, a bird at its foot."""
    mid = height / 2
    return [
        sprig(58, mid - 4, 80, -24, GREEN, RED),
        sprig(142, mid - 4, 80, 24, GREEN, RED),
        su.baton(100, mid - 6, 250, 0, RED, YELLOW, slim=1.3),
        bird(140, mid + 118, 1.15, -1.0),
        *mottoes("B", height),
    ]


def halberd(k: float) -> str:
    """The halberd head of Trieste's arms, drawn our own way: a spike between two hooks."""
    return group(
        [
            path(
                "M0,-40 L6,-18 L4,-10 C14,-14 22,-24 22,-34 C30,-20 26,-2 10,4 L6,10 H-6 "
                "L-10,4 C-26,-2 -30,-20 -22,-34 C-22,-24 -14,-14 -4,-10 L-6,-18 Z",
                YELLOW,
                INK,
                1.6,
            ),
            rect(-8, 10, 16, 5, RED, INK, 1.2),
            rect(-3, 15, 6, 22, "url(#wood)", INK, 1.2),
        ],
        transform=tf(0, 0, 0, k),
    )


def back_body(w: int, h: int) -> list[str]:
    """A double-ended back: a red and blue lozenge lattice round a white oval holding the
    halberd twice, head to head about the centre."""
    out = [rect(0, 0, w, h, EDGE, None, rx=12), rect(5, 5, w - 10, h - 10, PAPER, None, rx=8)]
    step = 20.0
    cols = int((w - 24) // step)
    rows = int((h - 24) // step)
    x0 = (w - cols * step) / 2
    y0 = (h - rows * step) / 2
    diamonds: dict[str, list[str]] = {RED: [], BLUE: []}
    for j in range(rows):
        for i in range(cols):
            x, y = x0 + (i + 0.5) * step, y0 + (j + 0.5) * step
            color = RED if (i + j) % 2 == 0 else BLUE
            diamonds[color].append(
                f"M{x:g},{y - 9:g}L{x + 9:g},{y:g}L{x:g},{y + 9:g}L{x - 9:g},{y:g}Z"
            )
    out += [path("".join(d), color, None) for color, d in diamonds.items()]
    out.append(rect(x0, y0, cols * step, rows * step, "none", EDGE, 2.4))
    out.append(ellipse(w / 2, h / 2, 56, 80, PAPER, EDGE, 3))
    out.append(ellipse(w / 2, h / 2, 50, 74, "none", YELLOW, 2))
    out += about_centre(group([halberd(0.9)], transform=tf(0, -34)), w, h)
    out.append(circle(w / 2, h / 2, 6, RED, INK, 1.2))
    return out
