"""The table: a QGraphicsView/QGraphicsScene drawing the controller's snapshot.

The scene keeps one ``CardItem`` per card it shows and slides them to where the
snapshot says they belong, so a played card flies to the middle, a trick slides to its
pile and drawn cards come from the stock. It holds no rules: it asks the controller.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from ..engine.cards import CODES, RANK_CODES, SUIT_OF, Card
from ..engine.state import Signal as PartnerSignal
from . import speeds
from .cardart import BACK, CardArt
from .cards import CardItem, Outline
from .controller import GameController, Phase, TableSnapshot
from .layout import TableLayout
from .models import CardNames

_STOCK = "stock"


FELT_COLOURS = {
    "green": (QColor(38, 120, 78), QColor(14, 62, 40)),
    "blue": (QColor(40, 92, 150), QColor(14, 38, 78)),
    "red": (QColor(150, 44, 54), QColor(72, 16, 24)),
    "walnut": (QColor(128, 84, 48), QColor(60, 36, 20)),
}
"""Each table colour of the settings: the felt's centre and its edge."""


class TableScene(QGraphicsScene):
    """Cards, stock and piles of the current deal, kept in step with the controller.

    Every card flight is tracked: ``animationsFinished`` says when none is left after a
    change, and the controller goes on with the game only then (KPat's DealerScene).
    """

    animationsFinished = Signal()

    def __init__(
        self, controller: GameController, art: CardArt, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.art = art
        self.items_by_key: dict[object, CardItem] = {}
        self.layout: TableLayout | None = None
        self.snapshot: TableSnapshot | None = None
        self.focus_index = -1
        self._thinking: int | None = None
        self._deal_animation = False
        self._moving: set[CardItem] = set()
        self._collected: set[CardItem] = set()
        """Cards of a finished trick sliding to their pile, removed when they get there."""
        self._settle_pending = False
        self._dropped: list[CardItem] = []
        """Cards taken off the table, kept until the next settle: one may be mid-signal."""
        self._draw_order: list[tuple[int, int]] = []
        self.card_names = CardNames(self)
        self.felt = "green"
        self.running_points = False
        """Show each side's points while the deal is played (always shown at its end)."""
        controller.changed.connect(self.refresh)
        controller.dealStarted.connect(self._on_deal_started)
        controller.cardPlayed.connect(self._on_card_played)
        controller.trickCollected.connect(self._on_trick_collected)
        controller.thinkingChanged.connect(self._on_thinking)
        controller.follow_animations(self.animationsFinished)
        art.deckChanged.connect(lambda _: self.refresh(animate=False))

    # --- card flights ---------------------------------------------------------------

    def is_animating(self) -> bool:
        return bool(self._moving)

    def _move(
        self,
        item: CardItem,
        target: QPointF,
        duration_ms: int,
        delay_ms: int = 0,
        appear: bool = False,
    ) -> None:
        if item.move_to(target, duration_ms, delay_ms, appear):
            self._moving.add(item)
        else:
            self._moving.discard(item)

    def _on_arrived(self, item: CardItem) -> None:
        self._moving.discard(item)
        if item in self._collected:
            self._drop(item)
        self._settle_soon()

    def _drop(self, item: CardItem) -> None:
        """Take ``item`` off the table, wherever it is in its flight."""
        item.stop_moving()
        self._moving.discard(item)
        self._collected.discard(item)
        if shiboken6.isValid(item) and item.scene() is self:
            self.removeItem(item)
            self._dropped.append(item)

    def _settle_soon(self) -> None:
        """Tell, from the event loop, that no card is moving any more (if none is then)."""
        if not self._settle_pending:
            self._settle_pending = True
            QTimer.singleShot(0, self, self._settle)

    def _settle(self) -> None:
        self._settle_pending = False
        self._dropped.clear()
        if not self._moving:
            self.animationsFinished.emit()

    # --- controller events --------------------------------------------------------

    def _on_deal_started(self) -> None:
        for item in [*self.items_by_key.values(), *self._collected]:
            self._drop(item)
        self.items_by_key.clear()
        self._deal_animation = True

    def _on_card_played(self, seat: int, card: int) -> None:
        # A face-down card leaving a hand becomes the played card: same item, turned over.
        hidden = [
            k
            for k in self.items_by_key
            if isinstance(k, tuple) and k[0] == "hidden" and k[1] == seat
        ]
        if card not in self.items_by_key and hidden:
            key = max(hidden, key=lambda k: k[2])
            item = self.items_by_key.pop(key)
            item.set_code(CODES[card])
            self.items_by_key[card] = item

    def _on_trick_collected(self, winner: int, draws: list[tuple[int, int]]) -> None:
        layout, snapshot = self.layout, self.snapshot
        if layout is None or snapshot is None:
            return
        self._draw_order = list(draws)
        pile = self._pile_position(layout, snapshot, winner)
        for _seat, card in snapshot.trick:
            item = self.items_by_key.pop(card, None)
            if item is not None:
                item.set_outline(Outline.NONE)
                item.setZValue(5)
                self._collected.add(item)
                self._move(item, pile, speeds.ms(speeds.COLLECT_MS))
                if not item.is_moving():
                    self._drop(item)

    def _on_thinking(self, seat: int, on: bool) -> None:
        self._thinking = seat if on else None
        self.update()

    # --- geometry -----------------------------------------------------------------

    def set_size(self, width: float, height: float) -> None:
        self.setSceneRect(QRectF(0, 0, width, height))
        self.refresh(animate=False)

    def _layout(self, snapshot: TableSnapshot) -> TableLayout:
        rect = self.sceneRect()
        return TableLayout(
            rect.width(), rect.height(), snapshot.players, snapshot.human, self.art.aspect
        )

    # --- bringing the items in step with the snapshot ------------------------------

    def refresh(self, animate: bool = True) -> None:
        snapshot = self.controller.snapshot()
        self.snapshot = snapshot
        self._settle_soon()
        if snapshot is None or self.sceneRect().width() < 10:
            self.update()
            return
        layout = self._layout(snapshot)
        self.layout = layout
        move_ms = speeds.ms(speeds.PLAY_CARD_MS) if animate else 0
        targets: dict[object, tuple[str, QPointF, float, bool]] = {}
        # The stock and the briscola under it.
        if snapshot.briscola is not None and snapshot.stock_count > 0:
            targets[int(snapshot.briscola)] = (
                CODES[snapshot.briscola],
                layout.briscola_position,
                1,
                True,
            )
        if snapshot.stock_count > (1 if snapshot.briscola is not None else 0):
            top = CODES[snapshot.stock_top] if snapshot.stock_top is not None else BACK
            targets[_STOCK] = (top, layout.stock_position, 3, True)
        # Hands.
        spawn: dict[object, QPointF] = {}
        for seat, hand in enumerate(snapshot.hands):
            positions = layout.hand_positions(seat, len(hand), any(c is not None for c in hand))
            own = seat == snapshot.human
            for i, (card, pos) in enumerate(zip(hand, positions, strict=True)):
                key: object = int(card) if card is not None else ("hidden", seat, i)
                code = CODES[card] if card is not None else BACK
                targets[key] = (code, pos, 10 + i, own)
                spawn[key] = layout.stock_position
        # The trick in the middle, in play order.
        seen: dict[int, int] = {}
        for index, (seat, card) in enumerate(snapshot.trick):
            pos = layout.trick_position(seat, index, seen.get(seat, 0))
            seen[seat] = seen.get(seat, 0) + 1
            targets[int(card)] = (CODES[card], pos, 40 + index, True)
        # Capture piles: one face-down card per non-empty pile.
        for side, count in enumerate(snapshot.piles):
            if count:
                pile = self._pile_position(layout, snapshot, snapshot.sides.index(side))
                targets[("pile", side)] = (BACK, pile, 2, False)

        for key in list(self.items_by_key):
            if key not in targets:
                self._drop(self.items_by_key.pop(key))
        deal_step = speeds.ms(speeds.DEAL_CARD_MS)
        dealt = 0
        draw_delay = self._draw_delays(snapshot)
        for key, (code, pos, z, own) in targets.items():
            size = layout.card_size if own or key == _STOCK else layout.small_size
            if isinstance(key, int) and any(key == c for _, c in snapshot.trick):
                size = layout.card_size if snapshot.players < 6 else layout.small_size
            item = self.items_by_key.get(key)
            if item is None:
                item = CardItem(self.art, code, size)
                item.clicked.connect(self._on_card_clicked)
                item.arrived.connect(self._on_arrived)
                item.setPos(spawn.get(key, pos) if animate else pos)
                self.addItem(item)
                self.items_by_key[key] = item
                delay = draw_delay.get(key, 0)
                if self._deal_animation and key in spawn:
                    delay = dealt * deal_step
                    dealt += 1
                duration = move_ms if not self._deal_animation else deal_step * 3
                self._move(item, pos, duration, delay, appear=True)
            else:
                item.set_code(code)
                item.set_card_size(size)
                self._move(item, pos, move_ms, draw_delay.get(key, 0))
            item.setZValue(z)
            if key == _STOCK:
                item.set_stack(min(6, snapshot.stock_count // 5))
            elif isinstance(key, tuple) and key[0] == "pile":
                item.set_stack(min(6, snapshot.piles[key[1]] // 6))
            item.setRotation(
                90
                if snapshot.briscola is not None
                and key == int(snapshot.briscola)
                and snapshot.stock_count > 1
                else 0
            )
        self._deal_animation = False
        self._update_play_state(snapshot)
        self.update()

    def _draw_delays(self, snapshot: TableSnapshot) -> dict[object, int]:
        """After a trick is collected, the drawn cards leave the stock one by one in draw
        order (winner first, the briscola last): the delay of each card's flight."""
        draws, self._draw_order = self._draw_order, []
        if not draws:
            return {}
        collect, step = speeds.ms(speeds.COLLECT_MS), speeds.ms(speeds.DRAW_CARD_MS)
        remaining = {seat: sum(1 for s, _ in draws if s == seat) for seat, _ in draws}
        delays: dict[object, int] = {}
        for order, (seat, card) in enumerate(draws):
            hand = snapshot.hands[seat]
            if card in hand:
                key: object = card
            else:
                # Face down: the drawn cards are the last of the hand, in draw order.
                key = ("hidden", seat, len(hand) - remaining[seat])
                remaining[seat] -= 1
            delays[key] = round(collect * 0.6) + order * step
        return delays

    @staticmethod
    def _pile_position(layout: TableLayout, snapshot: TableSnapshot, seat: int) -> QPointF:
        """Where the capture pile of ``seat``'s side lies."""
        own = snapshot.sides[seat] == snapshot.sides[snapshot.human]
        return layout.pile_position(seat, own)

    def _update_play_state(self, snapshot: TableSnapshot) -> None:
        legal = {int(c) for c in snapshot.legal}
        own = [c for c in snapshot.hands[snapshot.human] if c is not None]
        if self.focus_index >= len(own):
            self.focus_index = len(own) - 1
        own_keys = {int(c) for c in own}
        for key, item in self.items_by_key.items():
            item.set_playable(isinstance(key, int) and key in legal)
            # With follow suit (briscolone), the cards that may not be played are dimmed.
            unplayable = bool(legal) and key in own_keys and key not in legal
            item.setOpacity(0.5 if unplayable else 1.0)
            outline = Outline.NONE
            # During the end-of-trick pause: the winning card, and the card led.
            if snapshot.winning_card is not None and isinstance(key, int):
                if key == snapshot.winning_card:
                    outline = Outline.WINNER
                elif key == snapshot.trick[0][1]:
                    outline = Outline.LEAD
            if legal and 0 <= self.focus_index < len(own) and key == int(own[self.focus_index]):
                outline = Outline.FOCUS
            item.set_outline(outline)

    def _on_card_clicked(self, code: str) -> None:
        self.controller.play_card(Card.parse(code))

    # --- keyboard -----------------------------------------------------------------

    def play_index(self, index: int) -> bool:
        snapshot = self.snapshot
        if snapshot is None:
            return False
        own = [c for c in snapshot.hands[snapshot.human] if c is not None]
        if 0 <= index < len(own):
            return self.controller.play_card(own[index])
        return False

    def move_focus(self, step: int) -> None:
        snapshot = self.snapshot
        if snapshot is None or not snapshot.legal:
            return
        count = len(snapshot.hands[snapshot.human])
        self.focus_index = (self.focus_index + step) % count if self.focus_index >= 0 else 0
        self._update_play_state(snapshot)

    # --- painting the felt, labels and markers ------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        scene = self.sceneRect()
        gradient = QRadialGradient(scene.center(), max(scene.width(), scene.height()) * 0.75)
        centre, edge = FELT_COLOURS.get(self.felt, FELT_COLOURS["green"])
        gradient.setColorAt(0.0, centre)
        gradient.setColorAt(1.0, edge)
        painter.fillRect(rect, QBrush(gradient))

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        snapshot, layout = self.snapshot, self.layout
        if snapshot is None or layout is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont()
        font.setPointSizeF(max(8.0, min(12.0, layout.card_height * 0.09)))
        painter.setFont(font)
        for seat in range(snapshot.players):
            self._draw_seat_label(painter, layout, snapshot, seat)
        self._draw_stock_label(painter, layout, snapshot)
        self._draw_piles(painter, layout, snapshot)
        if snapshot.face_up:
            text = self.tr("Face up: every hand is shown")
            width = painter.fontMetrics().horizontalAdvance(text) + 18
            self._badge(painter, QPointF(width / 2 + 8, 20), text, QColor(190, 60, 40, 230))
        for seat, signal in snapshot.signals.items():
            self._draw_signal(painter, layout, seat, signal)

    def _badge(self, painter: QPainter, centre: QPointF, text: str, colour: QColor) -> QRectF:
        metrics = painter.fontMetrics()
        w = metrics.horizontalAdvance(text) + 18
        h = metrics.height() + 8
        box = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
        path = QPainterPath()
        path.addRoundedRect(box, h / 2, h / 2)
        painter.fillPath(path, QBrush(colour))
        painter.setPen(QColor(255, 255, 255))
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)
        return box

    def _draw_seat_label(
        self, painter: QPainter, layout: TableLayout, snapshot: TableSnapshot, seat: int
    ) -> None:
        name = self.controller.seat_name(seat)
        if seat == snapshot.human and snapshot.legal:
            count = len(snapshot.hands[seat])
            name = self.tr("Your turn: click a card, or press 1–%1").replace("%1", str(count))
        elif seat == snapshot.human and snapshot.phase == Phase.TRICK_DONE:
            name = self.tr("Click anywhere to continue")
        if seat == self._thinking:
            name = self.tr("%1 is thinking…").replace("%1", name)
        turn = snapshot.to_move == seat
        colour = QColor(196, 140, 20, 235) if turn else QColor(0, 0, 0, 120)
        self._badge(painter, layout.label_position(seat), name, colour)

    def _draw_stock_label(
        self, painter: QPainter, layout: TableLayout, snapshot: TableSnapshot
    ) -> None:
        stock = layout.stock_position
        offset = layout.card_height * 0.62 + 12
        # Below the stock, or above it when the stock sits in the bottom corner.
        dy = -offset if stock.y() > layout.height * 0.6 else offset
        below = QPointF(stock.x() + layout.card_width * 0.3, stock.y() + dy)
        if snapshot.stock_count > 0:
            text = self.tr("Stock: %1").replace("%1", str(snapshot.stock_count))
            self._badge(painter, below, text, QColor(0, 0, 0, 120))
        elif snapshot.trump_card is not None:
            suit = SUIT_OF[snapshot.trump_card]
            text = self.tr("Trump: %1").replace("%1", self._suit_name(suit))
            self._badge(painter, stock, text, QColor(0, 0, 0, 140))

    def _suit_name(self, suit: int) -> str:
        return self.card_names.suit(suit, french=self.art.deck_id.startswith("french"))

    def _draw_piles(self, painter: QPainter, layout: TableLayout, snapshot: TableSnapshot) -> None:
        for side in range(len(snapshot.piles)):
            pos = self._pile_position(layout, snapshot, snapshot.sides.index(side))
            label = self.pile_label(side)
            if label is None:
                continue
            offset = layout.small_size.height() * 0.5 + 12
            y = pos.y() + offset if pos.y() < layout.height / 2 else pos.y() - offset
            self._badge(painter, QPointF(pos.x(), y), label, QColor(0, 0, 0, 120))

    def set_felt(self, felt: str) -> None:
        self.felt = felt
        # The view keeps the background painted once (CacheBackground): paint it again.
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def set_running_points(self, on: bool) -> None:
        self.running_points = on
        self.update()

    def pile_label(self, side: int) -> str | None:
        """The words under ``side``'s capture pile: its points once the deal is over, or
        all along with the running-points setting (None while it is empty or unsaid)."""
        snapshot = self.snapshot
        if snapshot is None or snapshot.piles[side] == 0:
            return None
        ended = snapshot.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER)
        if not (ended or self.running_points):
            return None
        return self.tr("%1 points").replace("%1", str(snapshot.points[side]))

    def _draw_signal(
        self, painter: QPainter, layout: TableLayout, seat: int, signal: PartnerSignal
    ) -> None:
        trumps = " ".join(RANK_CODES[r] for r in signal.trumps) if not signal.no_trump else "X"
        text = (
            self.tr("Trumps: %1 · side Aces/Threes: %2")
            .replace("%1", trumps or "–")
            .replace("%2", str(signal.aces_threes))
        )
        pos = layout.label_position(seat)
        shift = layout.small_size.height() * 0.0 + 26
        centre = layout.hand_centre(seat)
        y = pos.y() + (shift if pos.y() > centre.y() else -shift)
        self._badge(painter, QPointF(pos.x(), y), text, QColor(30, 60, 140, 220))


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
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The felt is a full-window gradient: paint it once per size, not every frame.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 360)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.set_size(size.width(), size.height())
        self.resetCachedContent()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.table.controller.phase == Phase.TRICK_DONE:
            self.table.controller.continue_trick()
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        controller = self.table.controller
        if controller.phase == Phase.TRICK_DONE and key in (
            Qt.Key.Key_Space,
            Qt.Key.Key_Return,
            Qt.Key.Key_Enter,
        ):
            controller.continue_trick()
        elif Qt.Key.Key_1 <= key <= Qt.Key.Key_5:
            self.table.play_index(key - Qt.Key.Key_1)
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.table.move_focus(-1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.table.move_focus(1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.table.focus_index >= 0:
            self.table.play_index(self.table.focus_index)
        else:
            super().keyPressEvent(event)
