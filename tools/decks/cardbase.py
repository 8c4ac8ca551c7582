"""Pieces every card shares: the rank marks used in corner indices, corner placement, small
folk ornaments (flowers, sprigs, ribbons), and the make-up of an Italian regional card: the
frame, the face laid out from a deck's own ace, courts and pips, and the poses its figures
hold their suit signs in. A deck script keeps only what makes its pattern its own."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from . import figures as fig
from . import italian_suits as su
from .glyphs import lettering, lettering_width
from .svg import INK, Point, circle, document, ellipse, group, num, path, rect, tf

RANKS = "A234567JQK"
SUITS = "DCSB"
ITALIAN_NUMERALS = {"A": "1", "J": "8", "Q": "9", "K": "10"}
SUIT_NAMES = {"D": "denari", "C": "coppe", "S": "spade", "B": "bastoni"}
RANK_NAMES = {"A": "Asso", "J": "Fante", "Q": "Cavallo", "K": "Re"}
SPANISH_MINI = {"D": "coin", "C": "goblet", "S": "sword", "B": "club"}
"""The corner signs of the Spanish-suited decks (the Italian-suited ones name their own)."""

MiniSign = Callable[[float, float, float], str]
Sign = Callable[..., str]
"""A deck's suit sign: sign(suit, x, y, size, rot=0, ...)."""


def italian_rank_label(rank: str) -> str:
    """Italian packs number their cards 1-10: ace 1, Fante 8, Cavallo 9, Re 10."""
    return ITALIAN_NUMERALS.get(rank, rank)


def corner_index(
    label: str,
    color: str,
    sign: MiniSign,
    width: float,
    height: float,
    left: float,
    top: float,
    text_h: float,
    sign_size: float,
    plate: str | None = None,
    weight: float = 2.7,
) -> list[str]:
    """Rank above a small suit sign at top-left, repeated rotated 180 degrees at bottom-right."""
    col_w = max(lettering_width(label, text_h), sign_size)
    cx = left + col_w / 2
    items: list[str] = []
    if plate:
        items.append(rect(left - 4, top - 4, col_w + 8, text_h + sign_size + 14, plate, None, rx=5))
    items.append(lettering(label, cx, top, text_h, color, weight))
    items.append(sign(cx, top + text_h + 5 + sign_size / 2, sign_size))
    one = group(items)
    return [one, group([one], transform=f"rotate(180,{num(width / 2)},{num(height / 2)})")]


def flower(x: float, y: float, r: float, petal: str, heart: str, rot: float = 0.0) -> str:
    """A five-petal folk flower."""
    k = r / 10.0
    parts = [
        group([ellipse(0, -5.6, 3.6, 5.4, petal, INK, 1.1)], transform=tf(rot=i * 72))
        for i in range(5)
    ]
    parts.append(circle(0, 0, 3, heart, INK, 1.0))
    return group(parts, transform=tf(x, y, rot, k))


def sprig(x: float, y: float, length: float, rot: float, leaf: str, berry: str) -> str:
    """A curling stem with leaves and a berry, for filling space between pips."""
    k = length / 40.0
    parts = [path("M0,20 C-4,8 4,-6 0,-20", "none", INK, 1.6)]
    for yy, side in ((10, -1), (0, 1), (-10, -1)):
        parts.append(
            group(
                [path("M0,0 C4,-6 12,-6 14,0 C10,4 4,4 0,0 Z", leaf, INK, 1.0)],
                transform=tf(0, yy, -30 * side, sx=float(side)),
            )
        )
    parts.append(circle(0, -21, 3.2, berry, INK, 1.0))
    return group(parts, transform=tf(x, y, rot, k))


def ribbon_bow(x: float, y: float, w: float, color: str) -> str:
    """A tied bow with two tails (binds the Neapolitan 2 and 3 of swords)."""
    k = w / 40.0
    return group(
        [
            path("M-3,2 C-8,10 -12,18 -16,22 L-10,23 L-8,27 C-4,20 -1,10 1,3 Z", color, INK, 1.2),
            path("M3,2 C8,10 12,18 16,22 L10,23 L8,27 C4,20 1,10 -1,3 Z", color, INK, 1.2),
            path("M0,0 C-8,-10 -20,-10 -20,0 C-20,10 -8,10 0,0 Z", color, INK, 1.3),
            path("M0,0 C8,-10 20,-10 20,0 C20,10 8,10 0,0 Z", color, INK, 1.3),
            rect(-4, -4.5, 8, 9, color, INK, 1.3, rx=2),
        ],
        transform=tf(x, y, 0, k),
    )


def about_centre(item: str, width: float, height: float) -> list[str]:
    """An ornament drawn at the top, and again turned 180 degrees about the card's centre."""
    cx, cy = num(width / 2), num(height / 2)
    return [
        group([item], transform=f"rotate({rot},{cx},{cy}) translate({cx},{cy})") for rot in (0, 180)
    ]


def card_title(code: str) -> str:
    """The SVG title of an Italian card: 'Fante di coppe', '5 di spade'."""
    return f"{RANK_NAMES.get(code[0], code[0])} di {SUIT_NAMES[code[1]]}"


def mini_signs(kinds: Mapping[str, str], colors: tuple[str, str]) -> Callable[[str], MiniSign]:
    """The corner index's small suit sign for each suit, drawn in the deck's two colours."""

    def mini(suit: str) -> MiniSign:
        return lambda x, y, s: su.mini_sign(kinds[suit], x, y, s, colors)

    return mini


def northern_signs(
    red: str, blue: str, sword: tuple[float, str, str], baton: tuple[str, str]
) -> Sign:
    """The Italian-suited decks' sign(suit, x, y, size, rot): a northern coin and a faceted
    chalice in `red` and `blue`, a scimitar (bend, hilt, grip colours), a baton (band, cap)."""

    def sign(suit: str, x: float, y: float, size: float, rot: float = 0.0) -> str:
        if suit == "D":
            return su.north_coin(x, y, size / 2, red, blue)
        if suit == "C":
            return su.chalice(x, y, size, red, blue, rot)
        if suit == "S":
            return su.scimitar(x, y, size, rot, *sword)
        return su.baton(x, y, size, rot, *baton)

    return sign


def frame(
    size: tuple[int, int],
    border: str,
    paper: tuple[str, float, float],
    rule: tuple[str, float, float, float],
) -> list[str]:
    """The card's edge colour, its paper (colour, inset, corner) and a thin rule inside (colour,
    inset, width, corner)."""
    w, h = size
    colour, inset, rx = paper
    line, line_inset, line_width, line_rx = rule
    return [
        rect(0, 0, w, h, border, None, rx=12),
        rect(inset, inset, w - 2 * inset, h - 2 * inset, colour, None, rx=rx),
        rect(
            line_inset,
            line_inset,
            w - 2 * line_inset,
            h - 2 * line_inset,
            "none",
            line,
            line_width,
            rx=line_rx,
        ),
    ]


@dataclass(frozen=True)
class Pattern:
    """What one deck draws, and how its face is put together from those parts."""

    width: int
    height: int
    defs: Sequence[str]
    frame: Sequence[str]
    ace: Callable[[str], list[str]]
    court: Callable[[str, str], list[str]]
    """(rank, suit) -> the court's art, with its ground or dividing band."""
    round_pips: Callable[[str, int], list[str]]
    long_pips: Callable[[str, int], list[str]]
    index_colors: Mapping[str, str]
    mini: Callable[[str], MiniSign]
    index_at: float
    plate: str
    """The paper behind a court's corner index, so the figure never runs through it."""
    label: Callable[[str], str] = italian_rank_label

    def face_body(self, code: str) -> list[str]:
        rank, suit = code[0], code[1]
        if rank == "A":
            art = self.ace(suit)
        elif rank in "JQK":
            art = self.court(rank, suit)
        elif suit in "DC":
            art = self.round_pips(suit, int(rank))
        else:
            art = self.long_pips(suit, int(rank))
        plate = self.plate if rank in "JQK" else None
        at = self.index_at
        index = corner_index(
            self.label(rank),
            self.index_colors[suit],
            self.mini(suit),
            self.width,
            self.height,
            at,
            at,
            34,
            24,
            plate,
        )
        return [*self.frame, *art, *index]

    def face(self, code: str) -> str:
        return document(self.width, self.height, self.defs, self.face_body(code), card_title(code))


def fante_holding(
    suit: str, c: fig.Costume, head: str, sign: Sign, hand: Point, at: Sequence[float]
) -> list[str]:
    """A page's arms, ruff and head, one hand on the suit sign drawn at `at` (x, y, size, ...):
    coins raised in the left hand, a cup and a sword or club in the right."""
    sk, sleeve = c.skin, c.second
    free = (-19.0, 27.0), (-24.0, 64.0)
    if suit == "D":
        out = fig.arm((19, 27), (24, 64), sleeve, sk, 7)
        return [*out, *fig.arm((-19, 27), hand, sleeve, sk, -6), fig.ruff(), head, sign("D", *at)]
    holding = [*fig.arm((19, 27), hand, sleeve, sk, 6), fig.ruff(), head]
    rest = fig.arm(*free, sleeve, sk, -7)
    if suit == "C":
        return [*rest, *holding, sign("C", *at), fig.hand(hand, sk)]
    if suit == "S":
        return [sign("S", *at), *rest, *holding]
    return [*rest, sign("B", *at), *holding]


def king_holding(
    suit: str,
    c: fig.Costume,
    head: str,
    sign: Sign,
    sleeve: str,
    rest: Point,
    hand: Point,
    at: Sequence[float],
    cuff: str,
) -> list[str]:
    """A standing king's arms and head, the suit sign held in his right hand at `at`."""
    sk = c.skin
    left = fig.arm((-19, 27), rest, sleeve, sk, -6, cuff)
    if suit in "DC":
        out = [*left, *fig.arm((19, 27), hand, sleeve, sk, 6, cuff), head, sign(suit, *at)]
        return [*out, fig.hand(hand, sk)] if suit == "C" else out
    return [*left, head, sign(suit, *at), *fig.arm((19, 27), hand, sleeve, sk, 5, cuff)]


def king_costume(
    costumes: Mapping[str, fig.Costume],
    other: Mapping[str, str],
    suit: str,
    trims: tuple[str, str],
    hair: Mapping[str, str],
    **extra: str,
) -> fig.Costume:
    """A king in his suit's colour, sleeves from another suit, trimmed in trims[0] (trims[1]
    on the King of coins, whose robe is already gold)."""
    return fig.Costume(
        costumes[suit].main,
        costumes[other[suit]].main,
        trims[0] if suit != "D" else trims[1],
        hair=hair[suit],
        **extra,
    )


REIN = path("M-26,-30 C-38,-30 -50,-30 -60,-29", "none", INK, 1.4)


def rider(
    c: fig.Costume,
    mount: list[str],
    legs: list[str],
    suit: str,
    held: str,
    hands: tuple[Point, Point],
    headgear: tuple[str, str],
    rein: str = REIN,
    width: float = 10.0,
) -> list[str]:
    """A rider on `mount`, the reins in his left hand and the suit sign `held` in his right:
    hands = (where that hand is for a sword or club, for a coin or cup); headgear = (hair
    style, hat or cap)."""
    out = [*mount, *fig.rider_torso(c)]
    out += fig.arm((-16, -60), (-26, -30), c.second, c.skin, -4, width=width)
    out += [rein, *legs]
    if suit in "SB":
        out += [held, *fig.arm((16, -60), hands[0], c.second, c.skin, 8, width=width)]
    else:
        out += [*fig.arm((16, -60), hands[1], c.second, c.skin, 8, width=width), held]
    style, gear = headgear
    out.append(group([fig.head(c, style), gear], transform=tf(1, -86)))
    return out


__all__ = [
    "RANKS",
    "RANK_NAMES",
    "SPANISH_MINI",
    "SUITS",
    "SUIT_NAMES",
    "Pattern",
    "about_centre",
    "card_title",
    "corner_index",
    "fante_holding",
    "flower",
    "frame",
    "italian_rank_label",
    "king_costume",
    "king_holding",
    "lettering",
    "mini_signs",
    "northern_signs",
    "ribbon_bow",
    "rider",
    "sprig",
]
