"""The app icon exists in every form packaging needs, and each file loads in Qt."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QImageReader
from PySide6.QtSvg import QSvgRenderer

from briscola_qt.assets import app_icon_path, icons_dir
from tools.decks import icon

SIZES = (16, 32, 48, 64, 128, 256, 512)


def test_svg_icon_loads_and_is_reproducible(qapp: object, tmp_path: Path) -> None:
    assert QSvgRenderer(str(app_icon_path())).isValid()
    fresh = icon.write_svg(tmp_path)
    assert fresh.read_bytes() == app_icon_path().read_bytes()


@pytest.mark.parametrize("size", SIZES)
def test_png_sizes(qapp: object, size: int) -> None:
    image = QImage(str(app_icon_path(size)))
    assert (image.width(), image.height()) == (size, size)
    # the corners are transparent and the middle is drawn
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(size // 2, size // 2).alpha() == 255


def test_ico_holds_every_windows_size(qapp: object) -> None:
    path = icons_dir() / "briscola-qt.ico"
    reserved, kind, count = struct.unpack("<HHH", path.read_bytes()[:6])
    assert (reserved, kind, count) == (0, 1, len(icon.ICO_SIZES))
    reader = QImageReader(str(path))
    assert reader.imageCount() == len(icon.ICO_SIZES)
    assert not reader.read().isNull()


def test_icns_holds_the_mac_sizes(qapp: object) -> None:
    path = icons_dir() / "briscola-qt.icns"
    data = path.read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    reader = QImageReader(str(path))
    assert reader.imageCount() == len(icon.ICNS_TYPES)
    assert not reader.read().isNull()
