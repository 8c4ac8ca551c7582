"""Card images: the deck themes' SVG art rendered to pixmaps, cached by
(deck, card, pixel size), re-rendered crisp at the screen's device pixel ratio."""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ..decks import DeckTheme, available_decks

BACK = "back"
MAX_CACHED = 128
"""Pixmaps kept, least recently used dropped first: the 41 images (40 cards and the back)
at three sizes, the table's two card sizes and the summary dialog's."""


class CardArt(QObject):
    """The current deck and its rendered cards."""

    deckChanged = Signal(str)

    def __init__(self, deck_id: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.themes = {theme.id: theme for theme in available_decks()}
        if not self.themes:
            raise RuntimeError("no card decks found (assets/decks is missing or empty)")
        self.theme: DeckTheme = next(iter(self.themes.values()))
        self._renderers: dict[Path, QSvgRenderer] = {}
        self._cache: OrderedDict[tuple[str, str, int, int], QPixmap] = OrderedDict()
        if deck_id:
            self.set_deck(deck_id)

    @property
    def deck_id(self) -> str:
        return self.theme.id

    @property
    def aspect(self) -> float:
        """Card width / height."""
        return self.theme.aspect

    def set_deck(self, deck_id: str) -> None:
        """Switch to ``deck_id`` (unknown ids keep the current deck)."""
        theme = self.themes.get(deck_id)
        if theme is None or theme.id == self.theme.id:
            return
        self.theme = theme
        self._cache.clear()
        self.deckChanged.emit(theme.id)

    def pixmap(self, code: str, size: QSize, device_pixel_ratio: float = 1.0) -> QPixmap:
        """The card ``code`` (or ``BACK``) at ``size`` logical pixels."""
        width = max(1, round(size.width() * device_pixel_ratio))
        height = max(1, round(size.height() * device_pixel_ratio))
        key = (self.theme.id, code, width, height)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        path = self.theme.back_path if code == BACK else self.theme.face_path(code)
        renderer = self._renderers.get(path)
        if renderer is None:
            renderer = QSvgRenderer(str(path))
            self._renderers[path] = renderer
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, width, height))
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(device_pixel_ratio)
        self._cache[key] = pixmap
        if len(self._cache) > MAX_CACHED:
            self._cache.popitem(last=False)
        return pixmap

    def cached_count(self) -> int:
        return len(self._cache)
