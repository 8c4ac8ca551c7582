"""The last trick shown again over the table (the toolbar's Last trick, or L): each card
towards its player, the one that took it ringed, over a dimmed felt. ``TableScene`` takes
this from ``LastTrickOverlay``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QRectF, Qt, SignalInstance
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem

from ...engine.cards import CODES
from ..base.speeds import Tempo
from ..game.snapshot import TableSnapshot
from .cardart import CardArt
from .cards import CardItem, Outline
from .felt_text import FeltText
from .layout import TableLayout


class LastTrickOverlay:
    """The last trick's part of the table scene (a mixin of ``scene.TableScene``)."""

    if TYPE_CHECKING:  # (the scene's, which this part works with)
        snapshot: TableSnapshot | None
        layout: TableLayout | None
        art: CardArt
        tempo: Tempo
        felt_text: FeltText
        lastTrickShown: SignalInstance

        def sceneRect(self) -> QRectF: ...

        def addItem(self, item: QGraphicsItem) -> None: ...

        def removeItem(self, item: QGraphicsItem) -> None: ...

        def update(self, rect: QRectF | QRect | None = None) -> None: ...

    _last_items: list[CardItem]
    _last_panel: QGraphicsRectItem | None

    def can_show_last_trick(self) -> bool:
        snapshot = self.snapshot
        return snapshot is not None and snapshot.last_trick is not None and not snapshot.captured

    def last_trick_shown(self) -> bool:
        return bool(self._last_items)

    def show_last_trick(self, on: bool) -> None:
        """Show the last gathered trick over the table, each card towards its player (or
        take it away). A click or a key takes it away, and so does the next gathering."""
        was = bool(self._last_items)
        for item in self._last_items:
            self.removeItem(item)
        self._last_items = []
        if self._last_panel is not None:
            self.removeItem(self._last_panel)
            self._last_panel = None
        snapshot, layout = self.snapshot, self.layout
        last = snapshot.last_trick if snapshot is not None else None
        if on and self.can_show_last_trick() and last is not None and layout is not None:
            panel = QGraphicsRectItem(self.sceneRect())
            panel.setBrush(QColor(0, 0, 0, 150))
            panel.setPen(Qt.PenStyle.NoPen)
            panel.setZValue(100)
            self.addItem(panel)
            self._last_panel = panel
            won = last.winning_card
            for index, (seat, card) in enumerate(last.plays):
                item = CardItem(self.art, CODES[card], layout.trick_size, self.tempo)
                item.setPos(layout.trick_position(seat, index))
                z = layout.TRICK_WINNER_Z if card == won else layout.trick_z(seat, index)
                item.setZValue(100 + z)
                item.set_outline(Outline.WINNER if card == won else Outline.NONE)
                self.addItem(item)
                self._last_items.append(item)
        if was != bool(self._last_items):
            self.lastTrickShown.emit(bool(self._last_items))
        self.update()

    def last_trick_text(self) -> str | None:
        """The caption over the last trick while it is shown."""
        return self.felt_text.last_trick_caption() if self._last_items else None
