"""Briscola chiamata's additions to the table, made by the window in one line: the
auction panel (``auction_panel.AuctionPanel``) and the partner's reveal, a banner over
the table when the called card falls ("Marco is Lucia's partner!"), shown for a moment
that follows the speed setting while the plates take their side's colours.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRect, QRectF, Qt
from PySide6.QtWidgets import QGraphicsOpacityEffect, QLabel

from ..base.speeds import Tempo
from ..game.chiamata import ChiamataView
from ..table.card_layout import LIFT, MARGIN, PLATE
from ..table.view import TableView
from ..text.chiamata import ChiamataWords
from ..text.words import CardNames
from .auction_panel import AuctionPanel
from .port import ChiamataPort

REVEAL_MS: Final = 2200
"""How long the reveal's banner stays, at normal speed (it fades out in its last half)."""
BANNER_CLEARANCE = 4
"""The least room left over and under the reveal's banner in a gap by the trick."""


class ChiamataTable:
    """The auction panel and the reveal, over the table ``view``; each made the first time
    it is wanted (a chiamata deal's auction, its reveal), not with the window."""

    def __init__(
        self, controller: ChiamataPort, view: TableView, card_names: CardNames, tempo: Tempo
    ) -> None:
        self.controller = controller
        self.tempo = tempo
        self.card_names = card_names
        self.words = ChiamataWords(card_names, view)
        self.view = view
        self._auction: AuctionPanel | None = None
        self._banner: Banner | None = None
        controller.changed.connect(self.follow_auction)
        # (the table narrower or wider beside the drawer, the view keeping its size)
        view.table.sceneRectChanged.connect(self._table_resized)
        self.revealed_text: str | None = None
        """The last reveal said (the tests read it; the banner may be gone)."""
        self._known: tuple[int, int | None, bool] | None = None
        controller.changed.connect(self._follow)

    @property
    def auction(self) -> AuctionPanel:
        """The auction panel (hidden but during an auction), made at its first use."""
        if self._auction is None:
            view = self.view
            panel = AuctionPanel(
                self.controller, self.card_names, view, self.seats_to_keep_clear, view.table_size
            )
            panel.placed.connect(self._auction_placed)
            self._auction = panel
        return self._auction

    def follow_auction(self) -> None:
        """The auction panel as the table stands (at each change, and when the deck's
        names change): made at the first auction, and left unmade until then."""
        if self._auction is None:
            snapshot = self.controller.snapshot()
            chiamata = snapshot.chiamata if snapshot is not None else None
            if chiamata is None or not chiamata.bidding:
                return  # (no panel would show)
        self.auction.refresh()

    @property
    def banner(self) -> QLabel:
        """The reveal's banner over the table (hidden but for a moment after a reveal)."""
        return self._made_banner().label

    def _made_banner(self) -> Banner:
        """The banner, made at the first reveal."""
        if self._banner is None:
            self._banner = Banner(self.view)
        return self._banner

    def _banner_y(self) -> int:
        """The banner's top, in the view: in the gap over the trick, else in the one
        under it and over the notices ("press Space to continue", which it covered:
        playtest), where either holds it; else just over the notices."""
        height = self.banner.height()
        scene = self.view.table
        layout = scene.layout
        if layout is None:
            return max(0, self.view.height() // 3 - height)
        trick = layout.trick_extent
        above = (MARGIN + layout.small_size.height(), trick.top())
        own = layout.label_position(self.controller.human).y() - PLATE / 2
        below = (trick.bottom(), own - PLATE - 4)  # (clear of the notice over the plate)
        room = height + 2 * BANNER_CLEARANCE
        fits = [gap for gap in (above, below) if gap[1] - gap[0] >= room]
        # (where neither holds it, it overlaps the trick's lower edge, not the notices)
        top, bottom = fits[0] if fits else (below[1] - room, below[1])
        origin = self.view.mapFromScene(0, 0)
        return round(origin.y() + (top + bottom - height) / 2)

    def _table_resized(self) -> None:
        if self._auction is not None and self._auction.isVisible():
            self._auction.place()

    def _auction_placed(self) -> None:
        """The felt moves the human's plate from under the auction panel (at 800x560 the
        panel has no room above it: playtest)."""
        scene = self.view.table
        covered = None
        if self.auction.isVisible():
            viewport = self.view.viewport()
            at = viewport.mapFrom(self.view, self.auction.geometry().topLeft())
            covered = self.view.mapToScene(QRect(at, self.auction.size())).boundingRect()
        if covered != scene.felt_text.covered:
            scene.felt_text.covered = covered
            scene.update()

    def seats_to_keep_clear(self, own_plate: bool = True) -> list[QRectF]:
        """What the auction panel must not cover, in the view's pixels: each other seat's
        hand and name plate, the human's hand (raised or not) and, if ``own_plate``, their
        plate (where there is no other room it may lie under the panel, which says whose
        turn it is). The human's hand comes first: the panel never covers it."""
        scene = self.view.table
        layout, snapshot = scene.layout, scene.snapshot
        if layout is None or snapshot is None:
            return []
        text = scene.felt_text
        rects = []
        human = snapshot.human
        seats = [human, *(seat for seat in range(len(snapshot.hands)) if seat != human)]
        for seat in seats:
            hand = snapshot.hands[seat]
            own = seat == snapshot.human
            size = layout.card_size if own else layout.small_size
            w, h = size.width(), size.height()
            open_hand = any(card is not None for card in hand)
            cards = layout.hand_positions(seat, len(hand), open_hand)
            if cards:  # (the hand as one: its cards overlap or nearly touch)
                lift = LIFT * h if own else 0.0
                span = cards[-1].x() - cards[0].x() + w
                top = cards[0].y() - h / 2 - lift
                rects.append(QRectF(cards[0].x() - w / 2, top, span, h + lift))
            if own:
                if own_plate:
                    width = text.plate_width(text.seat_plate(seat))
                    at = layout.label_position(seat)
                    rects.append(QRectF(at.x() - width / 2, at.y() - PLATE / 2, width, PLATE))
                continue
            width = text.plate_width(text.seat_plate(seat), chip=text.dealer_chip(seat) is not None)
            at = layout.label_position(seat, len(hand), open_hand)
            if layout.label_beside(seat):
                rects.append(QRectF(at.x(), at.y() - PLATE / 2, width, PLATE))
            else:
                at = layout.plate_clear_of_trick(seat, at, width)
                rects.append(QRectF(at.x() - width / 2, at.y() - PLATE / 2, width, PLATE))
        # The labels over and under the called card's place ("Auction", the partner).
        left = layout.stock_group_left
        for said, y in (
            (text.stock_label(), layout.stock_label_y),
            (text.trump_label(), layout.trump_label_y),
        ):
            if said:
                rects.append(QRectF(left, y - PLATE / 2, text.plate_width(said, True), PLATE))
        origin = QPointF(self.view.mapFromScene(0, 0))
        return [rect.translated(origin).adjusted(-2, -2, 2, 2) for rect in rects]

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
        if caller == human:
            return self.words.reveal_your_partner(name(partner))
        return self.words.reveal(name(partner), name(caller))

    def reveal(self, view: ChiamataView, human: int) -> None:
        """Say who the partner is, over the table, for a moment."""
        text = self.reveal_text(view, human)
        self.revealed_text = text
        shown = self._made_banner()
        banner = shown.label
        banner.setAccessibleName(text)
        duration = self.tempo.ms(REVEAL_MS)
        if duration <= 0:
            return  # (instant speed: the plates' colours say it at once)
        banner.setText(text)
        banner.adjustSize()
        width = self.view.table_size().width()  # (beside an open drawer)
        banner.move((width - banner.width()) // 2, self._banner_y())
        shown.show_for(duration)


class Banner:
    """The reveal's banner: a label over the table that fades out in its last half."""

    def __init__(self, view: TableView) -> None:
        self.label = label = QLabel(view)
        label.setObjectName("reveal")
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setStyleSheet(
            "QLabel#reveal { background: rgba(214, 156, 24, 240); color: black;"
            " font-weight: bold; padding: 10px 22px; border: 2px solid white;"
            " border-radius: 14px; }"
        )
        self._opacity = QGraphicsOpacityEffect(label)
        label.setGraphicsEffect(self._opacity)
        self._fade = QPropertyAnimation(self._opacity, b"opacity", label)
        self._fade.setEasingCurve(QEasingCurve.Type.InQuad)
        self._fade.finished.connect(label.hide)
        label.hide()

    def show_for(self, duration: int) -> None:
        """Shown at once, for ``duration`` ms, over the table's other widgets."""
        self._fade.stop()
        self._fade.setDuration(duration)
        self._fade.setKeyValueAt(0.0, 1.0)
        self._fade.setKeyValueAt(0.5, 1.0)
        self._fade.setKeyValueAt(1.0, 0.0)
        self._opacity.setOpacity(1.0)
        self.label.show()
        self.label.raise_()
        self._fade.start()
