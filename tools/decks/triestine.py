"""The Triestine deck: Italian suits drawn in the north-eastern way (curved swords in a
mandorla, smooth batons in a trellis, faceted chalices), double-ended half-figure courts with
their name printed across the middle ("FANTE DI COPPE", "CAVAL. DI SPADE", "RE DI DANARI"),
corner numerals 1-7 and 11, 12, 13 for the courts, aces with motto scrolls, three faces on the
ace of cups, a white card in a dark red edge, and the narrow 53 x 98 mm shape."""

from __future__ import annotations

from . import brescian_extras as bx
from . import figures as fig
from . import italian_suits as su
from . import piacentine_extras as half
from . import triestine_extras as ex
from .cardbase import (
    Pattern,
    fante_holding,
    flower,
    king_costume,
    king_holding,
    mini_signs,
    northern_signs,
    rider,
    sprig,
)
from .cardbase import frame as card_frame
from .svg import document, group, tf

W, H = 200, 370
MID = H / 2
PAPER = ex.PAPER
RED, YELLOW, BLUE, GREEN = ex.RED, ex.YELLOW, ex.BLUE, ex.GREEN
INDEX = {"D": "#94500f", "C": "#b42a20", "S": "#1f437f", "B": "#2c6a2e"}
MINI_KIND = {"D": "coin", "C": "chalice", "S": "scimitar", "B": "baton"}
NUMERALS = {"A": "1", "J": "11", "Q": "12", "K": "13"}


def rank_label(rank: str) -> str:
    """The Triestine corners read 1-7 on the pip cards and 11, 12, 13 on the courts."""
    return NUMERALS.get(rank, rank)


sign = northern_signs(RED, BLUE, (20, RED, BLUE), (RED, YELLOW))


GRID = {
    2: [(100, 116), (100, 254)],
    3: [(100, 96), (100, 185), (100, 274)],
    4: [(66, 116), (134, 116), (66, 254), (134, 254)],
    5: [(66, 106), (134, 106), (100, 185), (66, 264), (134, 264)],
    6: [(66, 100), (134, 100), (66, 185), (134, 185), (66, 270), (134, 270)],
    7: [(62, 100), (138, 100), (50, 185), (100, 185), (150, 185), (62, 270), (138, 270)],
}


def round_pips(suit: str, n: int) -> list[str]:
    size = {2: 68.0, 3: 62.0, 4: 64.0, 5: 60.0, 6: 60.0, 7: 46.0}[n]
    if suit == "C":
        size = {2: 88.0, 3: 74.0, 4: 86.0, 5: 72.0, 6: 72.0, 7: 62.0}[n]
    out = [sign(suit, x, y, size) for x, y in GRID[n]]
    if n == 2:
        out[:0] = [sprig(70, MID, 50, -90, GREEN, RED), sprig(130, MID, 50, 90, GREEN, RED)]
    if n == 4:
        out.append(flower(100, MID, 12, BLUE if suit == "D" else RED, YELLOW))
    if n == 6:
        out += [flower(100, 142, 7, RED, YELLOW), flower(100, 228, 7, RED, YELLOW)]
    return out


def long_pips(suit: str, n: int) -> list[str]:
    """The Italian swords' mandorla and the batons' trellis, centred on this taller card."""
    art = bx.mandorla(n, arms=False) if suit == "S" else bx.trellis(n, 258.0)
    if suit == "S" and n == 2:
        art.append(flower(100, 178, 13, YELLOW, RED))
    return [group(art, transform=tf(0, MID - 180 + (2 if suit == "S" else 0)))]


def ace(suit: str) -> list[str]:
    return {"D": ex.ace_coin, "C": ex.ace_cup, "S": ex.ace_sword, "B": ex.ace_club}[suit](H)


COSTUMES = {
    "D": fig.Costume(YELLOW, RED, BLUE, hair="#b0702a", hose=(RED, BLUE)),
    "C": fig.Costume(RED, GREEN, YELLOW, hair="#5a3418", hose=(GREEN, YELLOW)),
    "S": fig.Costume(BLUE, YELLOW, RED, hair="#2a1a12", hose=(YELLOW, RED)),
    "B": fig.Costume(GREEN, BLUE, YELLOW, hair="#7a4a22", hose=(BLUE, YELLOW)),
}
OTHER = {"D": "C", "C": "S", "S": "B", "B": "D"}
"""Each suit's figures wear a second colour from another suit."""
SCALE = 1.28
TOP = MID - ex.BAND + 2
"""Where each half-figure is cut: just under the name band's edge."""


def double_ended(half_figure: str, rank: str, suit: str) -> list[str]:
    """The half-figure, the same turned about the card's centre, and the name band over the
    cut (the name reads one way, as printed on the real packs)."""
    turned = group([half_figure], transform=f"rotate(180,{W / 2:g},{MID:g})")
    return [half_figure, turned, *ex.name_band(ex.court_label(rank, suit), W, MID)]


FANTE_HOLDS = {
    "D": ((-34, 44), (-34, 30, 34)),
    "C": ((32, 46), (34, 22, 46)),
    "S": ((36, 52), (36, 24, 110, 4)),
    "B": ((30, 52), (38, 14, 110, 18)),
}
"""Where each Fante's holding hand is, and the sign he holds (x, y, size, turn)."""


def fante(suit: str) -> list[str]:
    c = COSTUMES[suit]
    head = group([fig.head(c, "bob"), fig.cap(COSTUMES[OTHER[suit]].main, c.trim, PAPER)])
    hand, at = FANTE_HOLDS[suit]
    out = half.page_half(c) + fante_holding(suit, c, head, sign, hand, at)
    return double_ended(
        group(out, transform=tf(100, TOP - half.WAIST * SCALE, 0, SCALE)), "J", suit
    )


def cavallo(suit: str) -> list[str]:
    c = COSTUMES[OTHER[suit]]
    cloth = COSTUMES[suit]
    coat = {"D": "#f1ece2", "C": "#a0643a", "S": "#6a5a50", "B": "#d8a466"}[suit]
    mane = {"D": "#bdb09a", "C": "#3a2416", "S": "#241a14", "B": "#7a4a22"}[suit]
    mount = half.horse_half(coat, mane, cloth.main, cloth.trim, BLUE) + half.rider_thigh(c)
    if suit in "SB":
        held = sign(suit, 34, -84, 80, 16)
    else:
        held = sign(suit, 32, -92, 32 if suit == "D" else 40)
    hat = fig.hat(cloth.second, c.trim, PAPER)
    out = rider(c, mount, [], suit, held, ((27, -66), (30, -76)), ("short", hat))
    k = 1.1
    return double_ended(group(out, transform=tf(108, TOP - half.HORSE_CUT * k, 0, k)), "Q", suit)


KING_HOLDS = {
    "D": ((36, 52), (40, 32, 34)),
    "C": ((34, 50), (35, 26, 46)),
    "S": ((36, 56), (36, 14, 116, 4)),
    "B": ((36, 56), (38, 14, 110, -6)),
}
KING_HAIR = {"D": "#d8d0c0", "C": "#5a3418", "S": "#2a1a12", "B": "#a0622a"}


def re(suit: str) -> list[str]:
    c = king_costume(COSTUMES, OTHER, suit, (YELLOW, RED), KING_HAIR)
    crown = fig.crown(YELLOW, (RED, BLUE if suit != "S" else GREEN), 0.9, arches=True)
    head = group([fig.head(c, "curls", beard=True), crown])
    hand, at = KING_HOLDS[suit]
    out = half.king_half(c) + king_holding(
        suit, c, head, sign, c.second, (-30, 60), hand, at, YELLOW
    )
    return double_ended(
        group(out, transform=tf(100, TOP - half.WAIST * SCALE, 0, SCALE)), "K", suit
    )


def court(rank: str, suit: str) -> list[str]:
    return {"J": fante, "Q": cavallo, "K": re}[rank](suit)


FRAME = card_frame((W, H), ex.EDGE, (PAPER, 5, 8), (ex.EDGE, 9, 1.2, 5))
MINI = mini_signs(MINI_KIND, (RED, BLUE))
PATTERN = Pattern(
    W,
    H,
    su.italian_defs(),
    FRAME,
    ace,
    court,
    round_pips,
    long_pips,
    INDEX,
    MINI,
    14,
    PAPER,
    rank_label,
)


def face(code: str) -> str:
    return PATTERN.face(code)


def back() -> str:
    return document(W, H, su.italian_defs(), ex.back_body(W, H), "Dorso")
