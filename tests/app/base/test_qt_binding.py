"""The Qt binding must not corrupt the interpreter: PySide6 6.12.0 under CPython 3.11
dropped a reference to None on every void call and killed the app after a few thousand
paints. This guards the pinned version."""

import sys

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath


def test_void_qt_calls_keep_none_alive(qapp: object) -> None:
    image = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    path = QPainterPath()
    path.addRoundedRect(QRectF(0, 0, 20, 10), 3, 3)
    before = sys.getrefcount(None)
    for _ in range(500):
        painter.fillPath(path, QBrush(QColor(1, 2, 3)))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    after = sys.getrefcount(None)
    painter.end()
    assert after >= before - 50
