"""Tiny helpers for writing SVG Tiny 1.2 text that Qt's QSvgRenderer draws faithfully.

Only plain shapes, groups with transforms and gradients are used: no CSS, filters or masks.
Numbers are formatted with at most two decimals so the output is byte-stable.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

INK = "#2b1d14"

Point = tuple[float, float]


def num(value: float) -> str:
    """Format a number with up to two decimals and no trailing zeros (stable across runs)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "", "-") else text


def attrs(**kwargs: object) -> str:
    """Render keyword arguments as SVG attributes; underscores become dashes, None is skipped."""
    out = []
    for key, value in kwargs.items():
        if value is None:
            continue
        name = key.rstrip("_").replace("_", "-")
        if isinstance(value, float | int) and not isinstance(value, bool):
            text = num(value)
        else:
            text = str(value)
        out.append(f' {name}="{text}"')
    return "".join(out)


def style(fill: str = "none", stroke: str | None = INK, width: float = 2.0) -> dict[str, object]:
    """Common paint attributes (round joins give the stencil-cut, hand-inked look)."""
    paint: dict[str, object] = {"fill": fill}
    if stroke is not None:
        paint.update(
            stroke=stroke, stroke_width=width, stroke_linejoin="round", stroke_linecap="round"
        )
    return paint


def path(
    d: str, fill: str = "none", stroke: str | None = INK, width: float = 2.0, **extra: object
) -> str:
    return f'<path d="{d}"{attrs(**style(fill, stroke, width), **extra)}/>'


def circle(
    cx: float,
    cy: float,
    r: float,
    fill: str = "none",
    stroke: str | None = INK,
    width: float = 2.0,
    **extra: object,
) -> str:
    return f"<circle{attrs(cx=cx, cy=cy, r=r, **style(fill, stroke, width), **extra)}/>"


def ellipse(
    cx: float,
    cy: float,
    rx: float,
    ry: float,
    fill: str = "none",
    stroke: str | None = INK,
    width: float = 2.0,
    **extra: object,
) -> str:
    return f"<ellipse{attrs(cx=cx, cy=cy, rx=rx, ry=ry, **style(fill, stroke, width), **extra)}/>"


def rect(
    x: float,
    y: float,
    w: float,
    h: float,
    fill: str = "none",
    stroke: str | None = INK,
    width: float = 2.0,
    rx: float = 0.0,
    **extra: object,
) -> str:
    corner = {"rx": rx, "ry": rx} if rx else {}
    paint = attrs(x=x, y=y, width=w, height=h, **corner, **style(fill, stroke, width), **extra)
    return f"<rect{paint}/>"


def poly(
    points: Sequence[Point],
    fill: str = "none",
    stroke: str | None = INK,
    width: float = 2.0,
    closed: bool = True,
) -> str:
    d = "M" + " L".join(f"{num(x)},{num(y)}" for x, y in points) + (" Z" if closed else "")
    return path(d, fill, stroke, width)


def group(children: Iterable[str], transform: str | None = None, **extra: object) -> str:
    body = "".join(children)
    return f"<g{attrs(transform=transform, **extra)}>{body}</g>"


def tf(
    x: float = 0.0, y: float = 0.0, rot: float = 0.0, scale: float = 1.0, sx: float | None = None
) -> str:
    """A transform: translate, then rotate (degrees), then scale (sx mirrors horizontally)."""
    parts = []
    if x or y:
        parts.append(f"translate({num(x)},{num(y)})")
    if rot:
        parts.append(f"rotate({num(rot)})")
    if sx is not None:
        parts.append(f"scale({num(sx * scale)},{num(scale)})")
    elif scale != 1.0:
        parts.append(f"scale({num(scale)})")
    return " ".join(parts) if parts else "translate(0,0)"


def linear(
    gid: str,
    stops: Sequence[tuple[float, str]],
    x1: float = 0,
    y1: float = 0,
    x2: float = 0,
    y2: float = 1,
) -> str:
    inner = "".join(f'<stop offset="{num(o)}" stop-color="{c}"/>' for o, c in stops)
    return (
        f'<linearGradient id="{gid}" x1="{num(x1)}" y1="{num(y1)}" x2="{num(x2)}" '
        f'y2="{num(y2)}">{inner}</linearGradient>'
    )


def radial(
    gid: str, stops: Sequence[tuple[float, str]], cx: float = 0.4, cy: float = 0.35, r: float = 0.75
) -> str:
    inner = "".join(f'<stop offset="{num(o)}" stop-color="{c}"/>' for o, c in stops)
    return (
        f'<radialGradient id="{gid}" cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" '
        f'fx="{num(cx)}" fy="{num(cy)}">{inner}</radialGradient>'
    )


def document(width: int, height: int, defs: Sequence[str], body: Iterable[str], title: str) -> str:
    """A complete SVG Tiny 1.2 document (newline-terminated, one element per line at top level)."""
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.2" baseProfile="tiny" '
        f'width="{width}" height="{height}" viewBox="0 0 {width} {height}">\n'
        f"<title>{title}</title>\n"
    )
    defs_text = "<defs>" + "".join(defs) + "</defs>\n" if defs else ""
    return head + defs_text + "\n".join(body) + "\n</svg>\n"


def mirror_points(points: Sequence[Point], cx: float) -> list[Point]:
    return [(2 * cx - x, y) for x, y in points]


def arc_points(
    cx: float, cy: float, rx: float, ry: float, start: float, end: float, steps: int
) -> list[Point]:
    """Points along an elliptical arc (degrees, 0 = +x, clockwise in screen space)."""
    import math

    out = []
    for i in range(steps + 1):
        a = math.radians(start + (end - start) * i / steps)
        out.append((cx + rx * math.cos(a), cy + ry * math.sin(a)))
    return out
