"""The application icon: two fanned Neapolitan-style cards (a goblet and a gold coin) on
green baize. Written as SVG, rendered to PNGs with QtSvg, and packed into ICO and ICNS
containers (both formats accept embedded PNG data)."""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

from . import italian_suits as su
from .svg import document, group, radial, rect

SIZE = 256
PNG_SIZES = (16, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 32, 48, 64, 128, 256)
# ICNS OSType for each PNG entry: (type, pixel size)
ICNS_TYPES = (
    ("icp4", 16),
    ("icp5", 32),
    ("icp6", 64),
    ("ic07", 128),
    ("ic08", 256),
    ("ic09", 512),
    ("ic11", 32),
    ("ic12", 64),
    ("ic13", 256),
    ("ic14", 512),
)
NAME = "briscola-qt"
RED, GREEN, BLUE, CREAM, BORDER = "#c8302c", "#3f8a3a", "#2f5fa8", "#f8efd6", "#9b2a22"


def _card(x: float, y: float, rot: float, art: str) -> str:
    return group(
        [
            rect(
                -62,
                -96,
                124,
                192,
                "#1b3a28",
                None,
                rx=14,
                fill_opacity=0.35,
                transform="translate(6,8)",
            ),
            rect(-62, -96, 124, 192, BORDER, "#2b1d14", 3, rx=14),
            rect(-53, -87, 106, 174, CREAM, None, rx=8),
            art,
        ],
        transform=f"translate({x},{y}) rotate({rot}) scale(0.8)",
    )


def icon_svg() -> str:
    felt = radial("felt", [(0, "#3f9a62"), (1, "#1c5035")], 0.5, 0.4, 0.8)
    body = [
        rect(8, 8, 240, 240, "url(#felt)", "#123823", 4, rx=52),
        _card(90, 132, -14, su.goblet(-4, 4, 120, RED, BLUE)),
        _card(164, 126, 10, su.coin(0, 0, 44, RED, GREEN)),
    ]
    return document(SIZE, SIZE, [felt, *su.italian_defs()], body, "Briscola")


def render_pngs(svg_path: Path, out_dir: Path) -> dict[int, bytes]:
    """Render the SVG at every PNG size; return size -> PNG bytes."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(svg_path))
    if not renderer.isValid():
        raise SystemExit(f"invalid SVG: {svg_path}")
    pngs: dict[int, bytes] = {}
    for size in PNG_SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        target = out_dir / f"{NAME}-{size}.png"
        if not image.save(str(target)):
            raise SystemExit(f"could not write {target}")
        pngs[size] = target.read_bytes()
    return pngs


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG-compressed images (Vista and later read these)."""
    header = struct.pack("<HHH", 0, 1, len(ICO_SIZES))
    offset = len(header) + 16 * len(ICO_SIZES)
    entries, blobs = b"", b""
    for size in ICO_SIZES:
        data = pngs[size]
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG images (OS X 10.7+ types)."""
    body = b"".join(
        kind.encode("ascii") + struct.pack(">I", len(pngs[size]) + 8) + pngs[size]
        for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def write_svg(icons: Path) -> Path:
    icons.mkdir(parents=True, exist_ok=True)
    target = icons / f"{NAME}.svg"
    target.write_text(icon_svg(), encoding="utf-8", newline="\n")
    return target


def write_icon_files(icons: Path) -> list[Path]:
    svg = write_svg(icons)
    pngs = render_pngs(svg, icons)
    (icons / f"{NAME}.ico").write_bytes(ico_bytes(pngs))
    (icons / f"{NAME}.icns").write_bytes(icns_bytes(pngs))
    return sorted(icons.glob(f"{NAME}*"))
