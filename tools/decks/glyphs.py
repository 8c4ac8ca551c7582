"""A small stroked lettering for corner indices, drawn as paths so no font is needed.

Each glyph lives in a box 10 units wide and 16 high (y down); strokes use round caps.
"""

from __future__ import annotations

from .svg import group, num, path

GLYPHS: dict[str, tuple[float, str]] = {
    # character: (advance width, path data)
    "A": (10.0, "M0.6,16 L5,0.6 L9.4,16 M2.3,10.6 H7.7"),
    "J": (9.0, "M3.5,0.6 H9 M7.2,0.6 V11.6 C7.2,17.2 0.8,17.2 0.6,12"),
    "Q": (
        10.5,
        "M5.2,0.6 C-0.6,0.6 -0.6,15.4 5.2,15.4 C11,15.4 11,0.6 5.2,0.6 Z M6.4,11.4 L10.2,16.4",
    ),
    "K": (10.0, "M1,0.6 V16 M9.4,0.6 L1.2,10.2 M4.1,7 L9.6,16"),
    "0": (10.0, "M5,0.6 C-0.2,0.6 -0.2,16 5,16 C10.2,16 10.2,0.6 5,0.6 Z"),
    "1": (7.0, "M1,3.8 L4.6,0.6 V16"),
    "2": (10.0, "M1,4.4 C1,-0.6 9.2,-0.4 9.2,4.6 C9.2,8.6 1,11.6 0.8,16 H9.6"),
    "3": (10.0, "M1.2,0.8 H8.8 L4.4,6.4 C10.4,6 10.4,16 5,16 C2.6,16 1.2,14.8 0.8,13.2"),
    "4": (10.0, "M7.2,16 V0.6 L0.6,11.4 H9.8"),
    "5": (10.0, "M9,0.8 H2.2 L1.4,7.2 C3,5.9 9.6,4.8 9.6,10.9 C9.6,17.4 2.4,16.6 0.9,13.9"),
    "6": (
        10.0,
        "M8.6,1.4 C4.2,-0.4 0.8,3 0.8,10 C0.8,14.2 2.8,16 5.2,16 C8,16 9.6,14 "
        "9.6,11.2 C9.6,8.4 7.8,6.6 5.2,6.6 C2.8,6.6 1.2,8 0.9,9.8",
    ),
    "7": (10.0, "M0.8,0.8 H9.4 L3.8,16"),
    "8": (
        10.0,
        "M5,7.6 C1.4,7.6 1.4,0.6 5,0.6 C8.6,0.6 8.6,7.6 5,7.6 C0.4,7.6 0.4,16 5,16 "
        "C9.6,16 9.6,7.6 5,7.6 Z",
    ),
    "9": (
        10.0,
        "M1.4,15.2 C5.8,17 9.2,13 9.2,6.6 C9.2,2.4 7.2,0.6 4.8,0.6 C2,0.6 0.4,2.6 "
        "0.4,5.4 C0.4,8.2 2.2,10 4.8,10 C7.2,10 8.8,8.6 9.1,6.8",
    ),
}
LETTERS: dict[str, tuple[float, str]] = {
    # capitals for the labels and mottoes some packs print (the Triestine courts and aces)
    "B": (9.6, "M1,0.6 V16 H5.6 C9.8,16 9.8,7.8 5.6,7.8 H1 M1,0.6 H5.2 C8.8,0.6 8.8,7.8 5.2,7.8"),
    "C": (9.6, "M9.2,3.2 C7.8,0.2 0.6,-0.4 0.6,8.3 C0.6,17 7.8,16.4 9.2,13.4"),
    "D": (10.0, "M1,0.6 V16 H4.4 C10.6,16 10.6,0.6 4.4,0.6 Z"),
    "E": (9.0, "M8.6,0.6 H1 V16 H8.6 M1,8.2 H6.8"),
    "F": (8.6, "M8.4,0.6 H1 V16 M1,8.2 H6.6"),
    "G": (10.0, "M9.2,3.2 C7.8,0.2 0.6,-0.4 0.6,8.3 C0.6,17 9.4,16.8 9.4,9.8 H5.6"),
    "H": (10.0, "M1,0.6 V16 M9,0.6 V16 M1,8.2 H9"),
    "I": (4.0, "M2,0.6 V16"),
    "L": (8.6, "M1,0.6 V16 H8.4"),
    "M": (11.6, "M1,16 V0.6 L5.8,11 L10.6,0.6 V16"),
    "N": (10.0, "M1,16 V0.6 L9,16 V0.6"),
    "O": (10.6, "M5.3,0.6 C-0.5,0.6 -0.5,16 5.3,16 C11.1,16 11.1,0.6 5.3,0.6 Z"),
    "P": (9.4, "M1,16 V0.6 H5.4 C9.8,0.6 9.8,8.8 5.4,8.8 H1"),
    "R": (9.6, "M1,16 V0.6 H5.4 C9.8,0.6 9.8,8.8 5.4,8.8 H1 M5,8.8 L9.2,16"),
    "S": (9.6, "M8.8,2.6 C7.4,0 1,0 1,4.2 C1,8.4 9.2,7.4 9.2,11.8 C9.2,16.6 2.2,16.6 0.8,13.6"),
    "T": (9.6, "M0.6,0.6 H9 M4.8,0.6 V16"),
    "U": (10.0, "M1,0.6 V11 C1,17.4 9,17.4 9,11 V0.6"),
    "V": (10.0, "M0.6,0.6 L5,16 L9.4,0.6"),
    "Z": (9.6, "M1,0.6 H8.8 L1,16 H9"),
    ".": (3.0, "M1.5,15.4 V15.6"),
    "'": (3.0, "M1.5,0.6 V4.4"),
    " ": (4.4, ""),
}
GLYPHS.update(LETTERS)


def lettering(
    text: str,
    x: float,
    top: float,
    height: float,
    color: str,
    weight: float = 2.6,
    center: bool = True,
    tracking: float = 0.6,
) -> str:
    """Draw `text` with its top at `top`, `height` units tall, centred on `x` (or left at `x`)."""
    scale = height / 16.0
    advances = [GLYPHS[c][0] for c in text]
    total = sum(advances) + tracking * (len(text) - 1)
    left = x - total * scale / 2 if center else x
    parts = []
    cursor = 0.0
    for char, adv in zip(text, advances, strict=True):
        if GLYPHS[char][1]:  # a space draws nothing
            parts.append(f'<path d="{GLYPHS[char][1]}" transform="translate({num(cursor)},0)"/>')
        cursor += adv + tracking
    paint = (
        f'fill="none" stroke="{color}" stroke-width="{num(weight)}" '
        f'stroke-linecap="round" stroke-linejoin="round"'
    )
    inner = "".join(parts)
    return group(
        [f"<g {paint}>{inner}</g>"],
        transform=f"translate({num(left)},{num(top)}) scale({num(scale)})",
    )


def lettering_width(text: str, height: float, tracking: float = 0.6) -> float:
    return (sum(GLYPHS[c][0] for c in text) + tracking * (len(text) - 1)) * height / 16.0


__all__ = ["GLYPHS", "lettering", "lettering_width", "path"]
