"""Card images: the deck themes' SVG (or PNG) art rendered to pixmaps, cached by
(deck, card, pixel size), re-rendered crisp at the screen's device pixel ratio. A face
that cannot be drawn (a file broken after the deck was checked) is shown as a plain card
that names itself, and the reason is logged once: never a blank card."""

from __future__ import annotations

import contextlib
import logging
from collections import OrderedDict
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from PySide6.QtCore import QObject, QRectF, QSize, Qt, QThreadPool, Signal
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ...decks import DeckTheme, available_decks

log = logging.getLogger(__name__)
SUIT_MARKS = {"D": "♦", "C": "♥", "S": "♠", "B": "♣"}
"""The placeholder's suit sign (the French marks read for every deck's suits)."""

BACK = "back"
MAX_CACHED = 246
"""Pixmaps kept, least recently used dropped first: the 41 images (40 cards and the back)
at six sizes. A table in play shows three or four (the hand's, the trick's, the captured
cards', the summary dialog's); with room for only three (128, until December 2026) each
new window or deal drew the cards of the size it pushed out again, some 40 renders a game
of SVG work that was already done."""
MAX_CACHED_BYTES = 64 * 1024 * 1024
"""...and no more pixels than this, in bytes (large cards on a high-density screen), but
never fewer than ``MIN_CACHED`` pixmaps."""
MIN_CACHED = 123
"""Three sizes of a deck: what one table needs at once, however large its cards."""

MAX_SHADOWS = 16
"""Shadows kept: two depths (resting, lifted) at each card size in use."""


class _Pixmaps:
    """Pixmaps by key, at most ``limit``, the least recently used dropped first."""

    def __init__(self, limit: int, byte_limit: int = MAX_CACHED_BYTES) -> None:
        self.limit = limit
        self.byte_limit = byte_limit
        self._bytes = 0
        self._kept: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()

    def get(self, key: tuple[object, ...]) -> QPixmap | None:
        pixmap = self._kept.get(key)
        if pixmap is not None:
            self._kept.move_to_end(key)
        return pixmap

    def put(self, key: tuple[object, ...], image: QImage, device_pixel_ratio: float) -> QPixmap:
        """Keep ``image`` as the pixmap for ``key``, drawn at ``device_pixel_ratio``."""
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(device_pixel_ratio)
        return self.keep(key, pixmap)

    def keep(self, key: tuple[object, ...], pixmap: QPixmap) -> QPixmap:
        old = self._kept.pop(key, None)
        if old is not None:
            self._bytes -= _size_of(old)
        self._kept[key] = pixmap
        self._bytes += _size_of(pixmap)
        while len(self._kept) > self.limit or (
            self._bytes > self.byte_limit and len(self._kept) > MIN_CACHED
        ):
            _, dropped = self._kept.popitem(last=False)
            self._bytes -= _size_of(dropped)
        return pixmap

    def has(self, key: tuple[object, ...]) -> bool:
        """Whether ``key`` is kept (without making it the most recently used: a worker
        thread may ask)."""
        return key in self._kept

    def clear(self) -> None:
        self._kept.clear()
        self._bytes = 0

    def byte_count(self) -> int:
        """The pixels kept, in bytes."""
        return self._bytes

    def __len__(self) -> int:
        return len(self._kept)

    def __iter__(self) -> Iterator[tuple[object, ...]]:
        return iter(self._kept)


def _size_of(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4


_rendered = _Pixmaps(MAX_CACHED)
"""The card pictures any CardArt of this process has rendered, by file (with its time and
size, so that a file changed on disk is drawn again) and pixel size: a deck chosen again,
or a second window, renders no card twice. The pixmaps are shared with each CardArt's own
cache, not copied."""


class _Relay(QObject):
    """Brings a card rendered in the background to the GUI thread."""

    rendered = Signal(object, object, object)  # the card's key, its file's key, the QImage


def _render_job(
    relay: _Relay,
    path: Path,
    width: int,
    height: int,
    key: tuple[object, ...],
    file_key: tuple[object, ...],
) -> Callable[[], None]:
    """Render the art at ``path`` in a worker thread, with a renderer of its own."""

    def render() -> None:
        if _rendered.has(file_key):
            return  # (the table needed it first and drew it itself meanwhile)
        image = draw_art(path, width, height, None)
        if image is None:
            return
        # (RuntimeError: the art and its relay are gone, the program closing; nobody waits)
        with contextlib.suppress(RuntimeError):
            relay.rendered.emit(key, file_key, image)

    return render


class CardArt(QObject):
    """The current deck and its rendered cards."""

    deckChanged = Signal(str)

    def __init__(self, deck_id: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.themes = {theme.id: theme for theme in available_decks()}
        if not self.themes:
            raise RuntimeError("no card decks found (assets/decks is missing or empty)")
        self.theme: DeckTheme = next(iter(self.themes.values()))
        self._cache = _Pixmaps(MAX_CACHED)
        self._shadows = _Pixmaps(MAX_SHADOWS)
        self._broken: set[Path] = set()
        self._warming: set[tuple[object, ...]] = set()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay()  # (no parent: a render still running may outlive this art)
        self._relay.rendered.connect(self._on_rendered)
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
        self._pool.clear()
        self._warming.clear()
        self.deckChanged.emit(theme.id)

    def warm(self, codes: Iterable[str], sizes: Iterable[QSize], ratio: float = 1.0) -> int:
        """Render ``codes`` at ``sizes`` in the background, ahead of their first showing: a
        card drawn from its SVG while the table paints costs a frame some 15 ms. Returns
        how many renders were started. A call replaces what the calls before it asked for
        and is not yet begun: the table asks at each new card size, and while a window is
        dragged larger the sizes it passes by were a backlog of thousands of renders,
        ahead of the size it stopped at."""
        self._pool.clear()
        self._warming.clear()
        started = 0
        for size in sizes:
            width = max(1, round(size.width() * ratio))
            height = max(1, round(size.height() * ratio))
            for code in codes:
                key = (self.theme.id, code, width, height)
                if self._cache.get(key) is not None or key in self._warming:
                    continue
                path = self.theme.back_path if code == BACK else self.theme.face_path(code)
                try:
                    stat = path.stat()
                except OSError:
                    continue  # (drawn, or replaced by a plain card, when it is shown)
                file_key = (str(path), stat.st_mtime_ns, stat.st_size, width, height, ratio)
                known = _rendered.get(file_key)
                if known is not None:
                    self._cache.keep(key, known)
                    continue
                self._warming.add(key)
                self._pool.start(
                    _render_job(self._relay, path, width, height, (*key, float(ratio)), file_key)
                )
                started += 1
        return started

    def _on_rendered(
        self, key: tuple[object, ...], file_key: tuple[object, ...], image: QImage
    ) -> None:
        card_key, ratio = key[:-1], key[-1]
        if card_key not in self._warming:
            return  # (the deck changed meanwhile)
        self._warming.discard(card_key)
        assert isinstance(ratio, float)
        pixmap = _rendered.put(file_key, image, ratio)
        if self._cache.get(card_key) is None:
            self._cache.keep(card_key, pixmap)

    def stop(self) -> None:
        """Call off the renders not yet started and wait for the one running: the program
        is closing, and a worker thread still drawing while Python shuts down can crash it."""
        self._pool.clear()
        self._pool.waitForDone()
        self._warming.clear()

    def warming(self) -> int:
        """Renders started by ``warm`` and not yet back."""
        return len(self._warming)

    def pixmap(self, code: str, size: QSize, device_pixel_ratio: float = 1.0) -> QPixmap:
        """The card ``code`` (or ``BACK``) at ``size`` logical pixels."""
        width = max(1, round(size.width() * device_pixel_ratio))
        height = max(1, round(size.height() * device_pixel_ratio))
        key = (self.theme.id, code, width, height)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        path = self.theme.back_path if code == BACK else self.theme.face_path(code)
        rendered = self._rendered(path, width, height, device_pixel_ratio)
        self._warming.discard(key)  # (drawn here: the background's render is skipped)
        if rendered is not None:
            return self._cache.keep(key, rendered)
        if path not in self._broken:
            self._broken.add(path)
            log.warning(
                "deck %s: cannot draw %s from %s; a plain card stands in for it",
                self.theme.id,
                code,
                path,
            )
        image = placeholder(code, width, height)
        return self._cache.put(key, image, device_pixel_ratio)

    def _rendered(self, path: Path, width: int, height: int, ratio: float) -> QPixmap | None:
        """The art at ``path`` at ``width`` x ``height`` pixels, from the process's renders
        if it was drawn before; None if it cannot be drawn."""
        try:
            stat = path.stat()
        except OSError:
            return None
        key = (str(path), stat.st_mtime_ns, stat.st_size, width, height, ratio)
        pixmap = _rendered.get(key)
        if pixmap is not None:
            return pixmap
        image = self._draw(path, width, height)
        return None if image is None else _rendered.put(key, image, ratio)

    def shadow(self, size: QSize, alpha: int, device_pixel_ratio: float = 1.0) -> QPixmap:
        """A card's soft shadow at ``size`` logical pixels (a rounded rectangle of black at
        ``alpha``), drawn once per size: blitting it costs far less than filling the
        rounded path for every card at every frame."""
        width = max(1, round(size.width() * device_pixel_ratio))
        height = max(1, round(size.height() * device_pixel_ratio))
        key = (width, height, alpha)
        cached = self._shadows.get(key)
        if cached is not None:
            return cached
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shape = QPainterPath()
        radius = width * 0.06
        shape.addRoundedRect(QRectF(0, 0, width, height), radius, radius)
        painter.fillPath(shape, QColor(0, 0, 0, alpha))
        painter.end()
        return self._shadows.put(key, image, device_pixel_ratio)

    def _draw(self, path: Path, width: int, height: int) -> QImage | None:
        """The art at ``path`` drawn at ``width`` x ``height``; None if it cannot be. (No
        renderer is kept per file: ``warm`` draws nearly every card in the background, and
        41 kept renderers a deck were memory for the few drawn here.)"""
        return draw_art(path, width, height, None)

    def cached_count(self) -> int:
        return len(self._cache)


def draw_art(path: Path, width: int, height: int, renderer: QSvgRenderer | None) -> QImage | None:
    """The art at ``path`` drawn at ``width`` x ``height`` (with ``renderer``, an SVG's
    renderer of this thread, or a new one); None if it cannot be."""
    if path.suffix.lower() == ".png":
        source = QImage(str(path))
        if source.isNull():
            return None
        scaled = source.scaled(
            width,
            height,
            Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        return scaled.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    if renderer is None:
        renderer = QSvgRenderer(str(path))
    if not renderer.isValid():
        return None
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def placeholder(code: str, width: int, height: int) -> QImage:
    """A plain card naming ``code`` (rank and suit sign, or a patterned back), drawn when
    the deck's own art cannot be: the game stays playable and nothing is blank."""
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    edge = max(1.0, width * 0.025)
    shape = QPainterPath()
    shape.addRoundedRect(
        QRectF(edge, edge, width - 2 * edge, height - 2 * edge), width * 0.08, width * 0.08
    )
    back = code == BACK
    painter.fillPath(shape, QColor(70, 90, 130) if back else QColor(250, 246, 236))
    pen = QPen(QColor(90, 90, 90), edge, Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.drawPath(shape)
    if not back:
        rank, suit = code[:-1], code[-1:]
        red = suit in ("D", "C")
        painter.setPen(QColor(180, 30, 30) if red else QColor(30, 30, 30))
        font = QFont()
        font.setPixelSize(max(8, round(height * 0.22)))
        font.setBold(True)
        painter.setFont(font)
        text = f"{rank}{SUIT_MARKS.get(suit, suit)}"
        painter.drawText(QRectF(0, 0, width, height), Qt.AlignmentFlag.AlignCenter, text)
    painter.end()
    return image
