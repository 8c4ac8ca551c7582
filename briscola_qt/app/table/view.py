"""The table's view: the scene drawn at the window's size, the keyboard's focus ring on the
hand, the "go on" button, the screen reader's words, and the keys and clicks that reach
the table."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAccessible,
    QColor,
    QFocusEvent,
    QImage,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsView,
    QPushButton,
    QWidget,
)

from ...engine.rules import MAX_HAND_SIZE
from ..base.paint_guard import guarded
from ..game.snapshot import Phase
from .narration import Narration
from .scene import TableScene


class TableView(QGraphicsView):
    """The window onto the table: resizes the scene with itself, takes keys and clicks."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        # A change repaints what it changed (scene.update), as one rectangle: painted
        # through a clip of many rectangles, each card's pixmap cost some three times
        # as much to draw.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        # The felt is a full-window gradient: paint it once per size, not every frame.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 360)
        # (the table narrower than the view, beside a drawer: it keeps to the left)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._room_right = 0
        """Pixels on the view's right the table leaves to a drawer over it."""
        self.narration: Narration | None = None
        self._description_due = False
        """The table changed since its description was written (see ``update_accessible``)."""
        self._ring: tuple[tuple[QSize, float], list[tuple[QPointF, QPixmap]]] | None = None
        self._ring_wanted = False
        """No card is pointed at: with the focus on the table, its ring shows."""
        self.go_on = QPushButton(self)
        """The way on once a deal is over (Next deal, or New match), on the felt itself:
        after "Look at the table" a player found no other but the menus."""
        self.go_on.setObjectName("go_on")
        # Lit like the plate of the seat to play: the one thing to do now.
        self.go_on.setStyleSheet(
            "QPushButton#go_on { background: rgb(214, 156, 24); color: black;"
            " font-weight: bold; padding: 8px 22px; border: 2px solid white;"
            " border-radius: 16px; }"
            " QPushButton#go_on:hover { background: rgb(236, 184, 52); }"
            " QPushButton#go_on:focus { border-color: rgb(255, 236, 120); }"
        )
        self.go_on.hide()
        # (shown as a deal ends, while its cards still fly to their rows: placed again
        # once they lie where they stay)
        scene.animationsFinished.connect(self._replace_go_on)
        # (after the scene's own refresh: it moves the pointer)
        scene.controller.changed.connect(self._follow_ring)
        scene.focusMoved.connect(self._follow_ring)

    def _replace_go_on(self) -> None:
        if self.go_on.isVisible():
            self._place_go_on()

    def show_go_on(self, text: str | None) -> None:
        """Show the way-on button with ``text`` at the foot of the table, or hide it."""
        if text is None:
            self.go_on.hide()
            return
        self.go_on.setText(text)
        self.go_on.adjustSize()
        self._place_go_on()
        self.go_on.show()
        # (the table may lay out the deal's end after this, in the same turn of events)
        QTimer.singleShot(0, self._replace_go_on)

    def _place_go_on(self) -> None:
        """At the foot of the table: in the middle, or in a corner where the middle would
        cover a card (the player's own pile, after a deal of five: playtest)."""
        size, button = self.table_size(), self.go_on.sizeHint()
        self.go_on.resize(button)
        top = size.height() - button.height() - 12
        cards = [
            self.mapFromScene(item.sceneBoundingRect()).boundingRect()
            for item in self.table.items_by_key.values()
            if item.isVisible()
        ]
        places = ((size.width() - button.width()) // 2, size.width() - button.width() - 12, 12)
        for left in places:
            spot = QRect(QPoint(left, top), button)
            if not any(spot.intersects(card) for card in cards):
                self.go_on.move(spot.topLeft())
                return
        self.go_on.move(places[0], top)

    def set_narration(self, narration: Narration) -> None:
        """Tell screen readers the table's state in ``narration``'s words from now on."""
        self.narration = narration
        self.table.controller.changed.connect(self.update_accessible)
        self.table.focusMoved.connect(self.update_accessible)
        self.update_accessible()

    def update_accessible(self) -> None:
        """The accessible name (the card pointed at) and description (the table's state);
        Qt tells assistive technology of each change (NameChanged, DescriptionChanged).
        The description, lines of words made from the whole table, is written at every
        change only while assistive technology listens (``QAccessible.isActive()``);
        otherwise it is written when read, and at the first change or focus after a
        screen reader starts listening."""
        if self.narration is None:
            return
        snapshot = self.table.controller.snapshot()
        name = self.narration.table_name(snapshot, self.table.focus_index)
        if name != self.accessibleName():
            self.setAccessibleName(name)
        self._description_due = True
        if QAccessible.isActive():
            self._write_description()

    def _write_description(self) -> None:
        assert self.narration is not None
        self._description_due = False
        description = self.narration.describe(self.table.controller.snapshot())
        if description != super().accessibleDescription():
            self.setAccessibleDescription(description)

    def accessibleDescription(self) -> str:
        """The table's state in words, brought up to date if the table changed since."""
        if self._description_due and self.narration is not None:
            self._write_description()
        return super().accessibleDescription()

    @guarded
    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        super().drawForeground(painter, rect)
        # With the keyboard focus on the table and no card to point at (the others'
        # turn, the deal over), a ring round the table shows where the focus is.
        if not self._has_keys() or self.table.pointed_card() is not None:
            return
        scene = self.table.sceneRect()
        band = self.RING_BAND
        if scene.adjusted(band, band, -band, -band).contains(QRectF(rect)):
            return  # (a card moving in the middle: the ring is not in the part repainted)
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        # (whole pixels, unscaled: smooth drawing would only double the cost)
        smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        for at, strip in self._focus_ring(scene.size().toSize(), ratio):
            painter.drawPixmap(at + scene.topLeft(), strip)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)

    def _follow_ring(self) -> None:
        """Paint the ring's band again when a change of the table shows or hides it (a
        change repaints only what it changed on the table)."""
        wanted = self.table.pointed_card() is None
        if wanted == self._ring_wanted:
            return
        self._ring_wanted = wanted
        if self._has_keys():
            scene, band = self.table.sceneRect(), self.RING_BAND
            inner = scene.adjusted(band, band, -band, -band)
            for strip in (
                QRectF(scene.left(), scene.top(), scene.width(), band),
                QRectF(scene.left(), inner.bottom(), scene.width(), band),
                QRectF(scene.left(), inner.top(), band, inner.height()),
                QRectF(inner.right(), inner.top(), band, inner.height()),
            ):
                self.viewport().update(
                    self.mapFromScene(strip).boundingRect().adjusted(-1, -1, 1, 1)
                )

    def _has_keys(self) -> bool:
        """The table itself has the keyboard focus: not through a focus proxy (the cut
        panel's field, which hasFocus() counts as the table's: the ring was drawn around
        the panel, in pieces, wherever the felt happened to be repainted)."""
        return self.hasFocus() and self.focusProxy() is None

    RING_BAND = 8
    """How far the focus ring reaches in from the table's edge."""

    def _focus_ring(self, size: QSize, ratio: float) -> list[tuple[QPointF, QPixmap]]:
        """The focus ring round a table of ``size`` as four strips (top, bottom, left,
        right) drawn once per size: a ring stroked at each frame filled the whole table's
        outline, a third of a millisecond, where stamping the strips takes a tenth of it."""
        if self._ring is not None and self._ring[0] == (size, ratio):
            return self._ring[1]
        w, h, band = size.width(), size.height(), self.RING_BAND
        strips = []
        for x, y, sw, sh in (
            (0, 0, w, band),
            (0, h - band, w, band),
            (0, band, band, h - 2 * band),
            (w - band, band, band, h - 2 * band),
        ):
            image = QImage(
                max(1, round(sw * ratio)),
                max(1, round(sh * ratio)),
                QImage.Format.Format_ARGB32_Premultiplied,
            )
            image.setDevicePixelRatio(ratio)
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.translate(-x, -y)  # (the strip's part of the whole ring)
            edge = QRectF(3, 3, w - 6, h - 6)
            painter.setPen(QPen(QColor(10, 30, 60, 200), 6))
            painter.drawRoundedRect(edge, 6, 6)
            painter.setPen(QPen(QColor(255, 236, 120), 3))
            painter.drawRoundedRect(edge, 6, 6)
            painter.end()
            strips.append((QPointF(x, y), QPixmap.fromImage(image)))
        self._ring = ((size, ratio), strips)
        return strips

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.viewport().update()
        if self._description_due and QAccessible.isActive():
            self._write_description()  # (a screen reader that started since the last change)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._follow_size()

    def leave_room_right(self, width: int) -> None:
        """Lay the table out in the view's width but ``width`` pixels on its right, where
        a drawer lies over it (at 800x560 the score and moves hid the right-hand seat)."""
        if width != self._room_right:
            self._room_right = width
            self._follow_size()

    def table_size(self) -> QSize:
        """The table's size in the view: all of it, or what a drawer leaves."""
        size = self.viewport().size()
        return QSize(max(1, size.width() - self._room_right), size.height())

    def _follow_size(self) -> None:
        size = self.table_size()
        self.table.set_size(size.width(), size.height())
        self.resetCachedContent()
        self._place_go_on()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.table.end_celebration():
            event.accept()
            return
        if self.table.last_trick_shown():
            self.table.show_last_trick(False)
            event.accept()
            return
        if self.table.controller.phase == Phase.TRICK_DONE:
            self.table.continue_trick()
            event.accept()
            return
        if self.table.is_animating():
            # A click while cards fly: they land at once, and the click goes on to the
            # card under it (played if it may be now; see play_ahead).
            self.table.finish_animations()
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.game_key(event.key()):
            super().keyPressEvent(event)

    def game_key(self, key: int) -> bool:
        """Do what the game's key ``key`` asks (the table's keys, wherever the focus is:
        see game_keys.py); False if it is none of them."""
        controller = self.table.controller
        if key not in _MODIFIERS and self.table.end_celebration():
            pass
        elif self.table.last_trick_shown() and key not in _MODIFIERS:
            self.table.show_last_trick(False)
        elif controller.phase == Phase.TRICK_DONE and key in _CONTINUE_KEYS:
            self.table.continue_trick()
        elif Qt.Key.Key_1 <= key < Qt.Key.Key_1 + MAX_HAND:
            self.table.play_index(key - Qt.Key.Key_1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.table.move_focus(-1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.table.move_focus(1)
        elif key in _CONTINUE_KEYS and self.table.is_animating():
            self.table.finish_animations()
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.table.focus_index >= 0:
                self.table.play_index(self.table.focus_index)
        else:
            return False
        return True


_CONTINUE_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)
MAX_HAND = MAX_HAND_SIZE
"""The most cards a hand holds (Briscola chiamata's eight): keys 1 to 8 play them."""
_MODIFIERS = (Qt.Key.Key_Shift, Qt.Key.Key_Control, Qt.Key.Key_Alt, Qt.Key.Key_Meta)
