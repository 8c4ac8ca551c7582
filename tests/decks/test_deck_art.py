"""Every card face and back of every deck loads in Qt's SVG renderer, draws something,
and no two faces of a deck look the same."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from briscola_qt.assets import decks_dir
from briscola_qt.decks import CARD_CODES, DeckTheme, available_decks, load_deck

EXPECTED_DECKS = [
    "neapolitan",
    "piacentine",
    "siciliane",
    "brescian",
    "triestine",
    "french",
    "french-4color",
]


def render(svg: Path, width: int = 70) -> QImage:
    renderer = QSvgRenderer(str(svg))
    assert renderer.isValid(), f"Qt cannot load {svg}"
    size = renderer.defaultSize()
    height = round(width * size.height() / size.width())
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def colours(image: QImage, step: int = 3) -> set[int]:
    return {
        image.pixel(x, y)
        for x in range(0, image.width(), step)
        for y in range(0, image.height(), step)
    }


@pytest.fixture(params=EXPECTED_DECKS)
def deck(request: pytest.FixtureRequest) -> DeckTheme:
    return load_deck(decks_dir() / request.param)


def test_the_bundled_decks_are_available() -> None:
    ids = [theme.id for theme in available_decks()]
    assert ids[: len(EXPECTED_DECKS)] == EXPECTED_DECKS


def test_every_face_and_back_renders(qapp: object, deck: DeckTheme) -> None:
    for path in [*(deck.face_path(code) for code in CARD_CODES), deck.back_path]:
        image = render(path)
        # a real picture: many colours, and the card is opaque at its centre
        assert len(colours(image)) > 12, f"{path.name} looks blank"
        assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255


def test_nothing_is_drawn_outside_the_card(qapp: object, deck: DeckTheme) -> None:
    margin, width = 8, 100
    for path in [*(deck.face_path(code) for code in CARD_CODES), deck.back_path]:
        renderer = QSvgRenderer(str(path))
        height = round(width / deck.aspect)
        image = QImage(width + 2 * margin, height + 2 * margin, QImage.Format.Format_ARGB32)
        image.fill(QColor(0, 0, 0, 0))
        painter = QPainter(image)
        renderer.render(painter, QRectF(margin, margin, width, height))
        painter.end()
        # The alpha channel alone, a byte a pixel, read row by row (not a QColor a pixel).
        alpha = image.convertToFormat(QImage.Format.Format_Alpha8)
        data, line = bytes(alpha.constBits()), alpha.bytesPerLine()
        spilled = [
            (x, y)
            for y in range(image.height())
            for x in (
                range(image.width())
                if not margin <= y < margin + height
                else [*range(margin), *range(margin + width, image.width())]
            )
            if data[y * line + x] > 40  # faint antialiasing at the edge is fine
        ]
        assert not spilled, f"{path.name} draws outside its card at {spilled[:3]}"


def test_all_forty_faces_are_distinct(qapp: object, deck: DeckTheme) -> None:
    digests = {}
    for code in CARD_CODES:
        image = render(deck.face_path(code), 90)
        digest = hashlib.sha256(bytes(image.constBits())).hexdigest()
        assert digest not in digests, f"{code} looks the same as {digests.get(digest)}"
        digests[digest] = code


def test_aspect_matches_the_drawings(qapp: object, deck: DeckTheme) -> None:
    for path in (deck.face_path("AD"), deck.back_path):
        size = QSvgRenderer(str(path)).defaultSize()
        assert size.width() / size.height() == pytest.approx(deck.aspect, abs=1e-3)


def test_svg_uses_only_what_qt_tiny_renders(deck: DeckTheme) -> None:
    banned = (
        "<style",
        "<filter",
        "<mask",
        "<clipPath",
        "<image",
        "<text",
        "<foreignObject",
        "class=",
        "style=",
    )
    for path in [*(deck.face_path(code) for code in CARD_CODES), deck.back_path]:
        text = path.read_text(encoding="utf-8")
        assert 'baseProfile="tiny"' in text
        for word in banned:
            assert word not in text, f"{path.name} uses {word}"
