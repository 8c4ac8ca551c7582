"""A quick message ("Bravo!") shown on the table for a few seconds beside the plate of the
player who said it, as a speech bubble over the table's view (the status bar says it too,
for a window too small to show it)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRectF, QTimer
from PySide6.QtWidgets import QGraphicsView, QLabel

from ..table.scene import TableScene
from .remote_table import RemoteTable

SHOWN_MS = 4000
"""How long a quick message stays on the table."""


class SaidBubbles:
    """One bubble per player who spoke, over ``view`` of ``scene`` (the table of ``remote``)."""

    def __init__(self, view: QGraphicsView, scene: TableScene, remote: RemoteTable) -> None:
        self.view, self.scene, self.remote = view, scene, remote
        self.bubbles: dict[int, QLabel] = {}
        """The bubble of each place that spoke, while it shows."""
        self._timers: dict[int, QTimer] = {}

    def show(self, place: int, text: str) -> QLabel | None:
        """Show ``text`` beside the plate of the player at ``place`` (None: no deal is on the
        table to show it on, or that player has no seat in it)."""
        seat = self._seat_of(place)
        anchor = None if seat is None else self._anchor(seat)
        if anchor is None:
            return None
        bubble = self.bubbles.get(place)
        if bubble is None:
            bubble = QLabel(self.view.viewport())
            bubble.setStyleSheet(
                "QLabel { background: #fffbe6; color: #222; border: 2px solid #b08a2e;"
                " border-radius: 10px; padding: 4px 10px; font-weight: bold; }"
            )
            bubble.setObjectName("said")
            self.bubbles[place] = bubble
            timer = QTimer(bubble)
            timer.setSingleShot(True)
            timer.timeout.connect(lambda p=place: self._hide(p))
            self._timers[place] = timer
        bubble.setText(text)
        bubble.setAccessibleName(text)
        bubble.adjustSize()
        point = self.view.mapFromScene(anchor)
        room = self.view.viewport().rect()
        x = min(max(point.x() - bubble.width() // 2, 4), room.width() - bubble.width() - 4)
        y = min(max(point.y() - bubble.height() - 6, 4), room.height() - bubble.height() - 4)
        bubble.move(QPoint(x, y))
        bubble.show()
        bubble.raise_()
        self._timers[place].start(SHOWN_MS)
        return bubble

    def _hide(self, place: int) -> None:
        bubble = self.bubbles.pop(place, None)
        self._timers.pop(place, None)
        if bubble is not None:
            bubble.hide()
            bubble.deleteLater()

    def _seat_of(self, place: int) -> int | None:
        rules = self.remote.rules
        if rules is None:
            return None
        for seat in range(rules.players):
            if self.remote.place_of(seat) == place:
                return seat
        return None

    def _anchor(self, seat: int) -> QPointF | None:
        """Over the seat's plate (the plate's words begin with its name), else over the
        middle of its hand."""
        name = self.remote.seat_name(seat)
        for words, box in self.scene.plates():
            if words.startswith(name):
                return QRectF(box).center() - QPointF(0, box.height() / 2)
        layout = self.scene.layout
        if layout is None:
            return None
        return layout.hand_centre(seat)
