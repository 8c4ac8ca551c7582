"""Contact sheet: draw all 41 images of a deck (40 faces and the back) into one PNG with QtSvg.

Usage: python -m tools.decks.sheet --deck neapolitan --width 120 --out docs/decks/neapolitan.png
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

SUIT_ORDER = "DCSB"
RANK_ORDER = "A234567JQK"
TABLE = "#35654d"


def render_sheet(deck_dir: Path, card_width: int, out: Path) -> None:
    """Lay the deck out as four suit rows of ten, plus the back at the end of the first row."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    manifest = json.loads((deck_dir / "deck.json").read_text(encoding="utf-8"))
    aspect = float(manifest["aspect"])
    card_h = round(card_width / aspect)
    gap = max(4, card_width // 12)
    cols, rows = 11, 4
    image = QImage(
        gap + cols * (card_width + gap), gap + rows * (card_h + gap), QImage.Format.Format_ARGB32
    )
    image.fill(QColor(TABLE))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    for row, suit in enumerate(SUIT_ORDER):
        for col, rank in enumerate(RANK_ORDER):
            _draw(
                painter,
                QSvgRenderer,
                QRectF,
                deck_dir / manifest["cards"][rank + suit],
                gap + col * (card_width + gap),
                gap + row * (card_h + gap),
                card_width,
                card_h,
            )
    _draw(
        painter,
        QSvgRenderer,
        QRectF,
        deck_dir / manifest["back"],
        gap + 10 * (card_width + gap),
        gap,
        card_width,
        card_h,
    )
    painter.end()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out)):
        raise SystemExit(f"could not write {out}")


def _draw(
    painter: object, renderer_cls: type, rect_cls: type, svg: Path, x: int, y: int, w: int, h: int
) -> None:
    renderer = renderer_cls(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"invalid SVG: {svg}")
    renderer.render(painter, rect_cls(x, y, w, h))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deck", required=True, help="deck id, e.g. neapolitan")
    parser.add_argument("--width", type=int, default=120, help="card width in pixels")
    parser.add_argument("--out", type=Path, required=True)
    default_assets = Path(__file__).resolve().parents[2] / "assets"
    parser.add_argument("--assets", type=Path, default=default_assets)
    args = parser.parse_args(argv)
    render_sheet(args.assets / "decks" / args.deck, args.width, args.out)


if __name__ == "__main__":
    main()
