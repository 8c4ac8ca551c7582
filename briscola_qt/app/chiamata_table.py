"""Briscola chiamata's additions to the table, made by the window in one line: the
auction panel (``auction_panel.AuctionPanel``) and the partner's reveal, a banner over
the table when the called card falls ("Marco is Lucia's partner!"), shown for a moment
that follows the speed setting while the plates take their side's colours.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, Qt
from PySide6.QtWidgets import QGraphicsOpacityEffect, QLabel

from .auction_panel import AuctionPanel
from .chiamata_play import ChiamataView
from .chiamata_words import ChiamataWords
from .controller import GameController
from .layout import MARGIN, PLATE
from .speeds import Tempo
from .table import TableView
from .words import CardNames

REVEAL_MS: Final = 2200
"""How long the reveal's banner stays, at normal speed (it fades out in its last half)."""


class ChiamataTable:
    """The auction panel and the reveal, over the table ``view``."""

    def __init__(
        self, controller: GameController, view: TableView, card_names: CardNames, tempo: Tempo
    ) -> None:
        self.controller = controller
        self.tempo = tempo
        self.words = ChiamataWords(card_names, view)
        self.view = view
        self.auction = AuctionPanel(controller, card_names, view, self.free_band)
        self.banner = QLabel(view)
        self.banner.setObjectName("reveal")
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setStyleSheet(
            "QLabel#reveal { background: rgba(214, 156, 24, 240); color: black;"
            " font-weight: bold; padding: 10px 22px; border: 2px solid white;"
            " border-radius: 14px; }"
        )
        self._opacity = QGraphicsOpacityEffect(self.banner)
        self.banner.setGraphicsEffect(self._opacity)
        self._fade = QPropertyAnimation(self._opacity, b"opacity", self.banner)
        self._fade.setEasingCurve(QEasingCurve.Type.InQuad)
        self._fade.finished.connect(self.banner.hide)
        self.banner.hide()
        self.revealed_text: str | None = None
        """The last reveal said (the tests read it; the banner may be gone)."""
        self._known: tuple[int, int | None, bool] | None = None
        controller.changed.connect(self._follow)

    def _banner_y(self) -> int:
        """The banner's top, in the view: in the wider of the gaps over and under the
        trick (it covers no card of the trick where one is tall enough)."""
        height = self.banner.height()
        scene = self.view.table
        layout = scene.layout
        if layout is None:
            return max(0, self.view.height() // 3 - height)
        trick = layout.trick_extent
        above = (MARGIN + layout.small_size.height(), trick.top())
        own = layout.label_position(self.controller.human).y() - PLATE / 2
        below = (trick.bottom(), own)
        top, bottom = max(above, below, key=lambda gap: gap[1] - gap[0])
        origin = self.view.mapFromScene(0, 0)
        return round(origin.y() + (top + bottom - height) / 2)

    def free_band(self) -> tuple[float, float] | None:
        """The table's free band during the auction, in the view's pixels: under the top
        hands, over the side seats' plates."""
        scene = self.view.table
        layout, snapshot = scene.layout, scene.snapshot
        if layout is None or snapshot is None:
            return None
        small = layout.small_size.height()
        top = MARGIN + small + 6
        sides = [s for s in range(layout.players) if s != snapshot.human and not layout.is_top(s)]
        bottom = min((layout.label_position(s).y() - PLATE / 2 - 4 for s in sides), default=0.0)
        origin = self.view.mapFromScene(0, 0)
        return top + origin.y(), bottom + origin.y()

    def _follow(self) -> None:
        snapshot = self.controller.snapshot()
        view = snapshot.chiamata if snapshot is not None else None
        if view is None or snapshot is None:
            self._known = None
            return
        known = (snapshot.deal_number, view.partner, view.revealed)
        before, self._known = self._known, known
        if (
            view.revealed
            and before is not None
            and before[0] == known[0]
            and not before[2]
            and view.caller is not None
        ):
            self.reveal(view, snapshot.human)

    def reveal_text(self, view: ChiamataView, human: int) -> str:
        caller, partner = view.caller, view.partner
        assert caller is not None and partner is not None
        name = self.controller.seat_name
        if partner == caller:
            if caller == human:
                return self.words.reveal_you_alone()
            return self.words.reveal_alone(name(caller))
        if partner == human:
            return self.words.reveal_you(name(caller))
        return self.words.reveal(name(partner), name(caller))

    def reveal(self, view: ChiamataView, human: int) -> None:
        """Say who the partner is, over the table, for a moment."""
        text = self.reveal_text(view, human)
        self.revealed_text = text
        self.banner.setAccessibleName(text)
        duration = self.tempo.ms(REVEAL_MS)
        if duration <= 0:
            return  # (instant speed: the plates' colours say it at once)
        self.banner.setText(text)
        self.banner.adjustSize()
        parent = self.banner.parentWidget()
        assert parent is not None
        self.banner.move((parent.width() - self.banner.width()) // 2, self._banner_y())
        self._fade.stop()
        self._fade.setDuration(duration)
        self._fade.setKeyValueAt(0.0, 1.0)
        self._fade.setKeyValueAt(0.5, 1.0)
        self._fade.setKeyValueAt(1.0, 0.0)
        self._opacity.setOpacity(1.0)
        self.banner.show()
        self.banner.raise_()
        self._fade.start()
