"""The table: a QGraphicsView/QGraphicsScene drawing the controller's snapshot.

The scene keeps one ``CardItem`` per card it shows and slides them to where the
snapshot says they belong, so a played card flies to the middle, a trick slides to its
pile and drawn cards come from the stock; it takes clicks and keys and keeps the keyboard
focus on the hand. It holds no rules: it asks the controller and the engine. What it
writes on the felt is decided by ``felt_text.FeltText`` (``scene.felt_text``, readable
as plain text for the tests) and painted by ``felt.FeltPainter``.
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QPainter,
)
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsScene,
    QWidget,
)

from ...engine.cards import CODES
from ..base import speeds
from ..base.paint_guard import guarded
from ..base.speeds import Tempo
from ..game.snapshot import DealSummary, TableSnapshot
from ..game.table_port import TablePort
from ..text.words import CardNames, FeltWords
from .cardart import BACK, CardArt
from .cards import CardItem, Outline
from .celebration import Celebration, CelebrationWords, celebration_ms
from .felt import FeltPainter, TableSays, paint_felt
from .felt_text import FeltText
from .hand import HandInput
from .last_trick import LastTrickOverlay
from .layout import TableLayout
from .places import (
    CapturedCard,
    HiddenCard,
    ItemKey,
    Pile,
    Stock,
    card_places,
    deal_order,
    pile_position,
)


class TableScene(HandInput, LastTrickOverlay, QGraphicsScene):
    """Cards, stock and piles of the current deal, kept in step with the controller.

    Every card flight is tracked: ``animationsFinished`` says when none is left after a
    change, and the controller goes on with the game only then (KPat's DealerScene).
    """

    animationsFinished = Signal()
    lastTrickShown = Signal(bool)
    """The last trick is shown over the table (True) or no more (False)."""
    focusMoved = Signal()
    """The keyboard points at another card of the hand."""
    _feltDue = Signal()
    """(queued to ``_show_felt``: the felt's words are decided once the change is told)"""

    def __init__(
        self,
        controller: TablePort,
        art: CardArt,
        tempo: Tempo,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.art = art
        self.tempo = tempo
        """How fast the cards move (the window's, kept to the speed setting)."""
        self.items_by_key: dict[ItemKey, CardItem] = {}
        self.layout: TableLayout | None = None
        self.snapshot: TableSnapshot | None = None
        self.focus_index = -1
        self._tips: dict[tuple[str | None, str], str] = {}
        self._pointed: int | None = None
        """The card the pointer is on, followed as the hand changes: a card played takes
        the pointer away (it never jumps to a card the player did not choose), a card
        taken back by Undo gets it."""
        self._chosen: int | None = None
        """A card of the hand the player chose before their turn (a computer player still
        to play): it stays raised and is played as soon as the turn comes."""
        self._deal_animation = False
        self._moving: set[CardItem] = set()
        self._collected: set[CardItem] = set()
        """Cards of a finished trick sliding to their pile, removed when they get there."""
        self._settle_pending = False
        self._dropped: list[CardItem] = []
        """Cards taken off the table, kept until the next settle: one may be mid-signal."""
        self._places_key: tuple[object, ...] | None = None
        """What the cards' places were last worked out from (see ``refresh``); None once
        a card was taken off the table or renamed since."""
        self._draw_order: list[tuple[int, int]] = []
        self._pile_delay = 0
        """While a trick sweeps: when its cards reach the pile (a new pile shows then)."""
        self.card_names = CardNames(self)
        self.felt = "green"
        self.felt_text = FeltText(FeltWords(self), self.card_names, controller)
        """What the felt says (the tests read it too)."""
        self._painter = FeltPainter(self.felt_text)
        self._felt_due = False
        self._feltDue.connect(self._show_felt, Qt.ConnectionType.QueuedConnection)
        self._notice: str | None = None
        self._notice_is_hint = False
        self._notice_short: str | None = None
        """A hint in a few words ("Hint: the Four of swords"), where the whole does not fit."""
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(self._clear_notice)
        self._celebration: Celebration | None = None
        self._celebration_words = CelebrationWords(self)
        self._last_items: list[CardItem] = []
        self._last_panel: QGraphicsRectItem | None = None
        controller.changed.connect(self.refresh)
        controller.dealStarted.connect(self._on_deal_started)
        controller.tookBack.connect(self._on_took_back)
        controller.cardPlayed.connect(self._on_card_played)
        controller.trickCollected.connect(self._on_trick_collected)
        controller.thinkingChanged.connect(self._on_thinking)
        controller.follow_animations(self.animationsFinished)
        art.deckChanged.connect(self._on_deck_changed)
        self._follow_deck()

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
        turn_ms: int = 0,
    ) -> None:
        if item.move_to(target, duration_ms, delay_ms, appear, turn_ms):
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
        self._places_key = None
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
        self._clear_table()
        self._deal_animation = True

    def _clear_table(self) -> None:
        """Take every card of the deal before off the felt, with what was said of it."""
        self.end_celebration()
        self.show_last_trick(False)
        self._clear_notice()
        self._chosen = None  # (a card chosen for the last deal is no choice in this one)
        for item in [*self.items_by_key.values(), *self._collected]:
            self._drop(item)
        self.items_by_key.clear()
        self._places_key = None

    def _on_card_played(self, seat: int, card: int) -> None:
        self._clear_notice()  # (a hint or a refusal is about the turn now over)
        if seat == self.controller.human:
            self._chosen = None  # (played, or another card played instead)
        # A face-down card leaving a hand becomes the played card: same item, turned over.
        hidden = [k for k in self.items_by_key if isinstance(k, HiddenCard) and k.seat == seat]
        if card not in self.items_by_key and hidden:
            self._places_key = None
            key = max(hidden, key=lambda k: k.index)
            item = self.items_by_key.pop(key)
            item.set_code(CODES[card])
            self.items_by_key[card] = item

    def _on_trick_collected(self, winner: int, draws: list[tuple[int, int]]) -> None:
        self.show_last_trick(False)
        layout, snapshot = self.layout, self.snapshot
        if layout is None or snapshot is None:
            return
        self._draw_order = list(draws)
        self._places_key = None  # (the trick's cards leave the keys here)
        pile = pile_position(layout, snapshot, winner)
        # The cards gather under the one that took the trick, rest there a moment (whose
        # it is shows), and sweep to the winner's pile together.
        won = snapshot.winning_card
        gather_at = self.items_by_key[int(won)].pos() if won in self.items_by_key else pile
        gather, hold = self.tempo.ms(speeds.GATHER_MS), self.tempo.ms(speeds.SWEEP_HOLD_MS)
        collect = self.tempo.ms(speeds.COLLECT_MS)
        self._pile_delay = self._sweep_start_ms() + collect
        for index, (_seat, card) in enumerate(snapshot.table.trick):
            item = self.items_by_key.pop(card, None)
            if item is None:
                continue
            if card != won:
                item.set_outline(Outline.NONE)
            item.setZValue(40 if card == won else 30 + index)
            self._collected.add(item)
            legs = [(gather_at, gather), (gather_at, hold), (pile, collect)]
            if item.fly([(p, ms) for p, ms in legs if ms > 0] or [(pile, 0)]):
                self._moving.add(item)
            else:
                self._drop(item)

    def _sweep_start_ms(self) -> int:
        """How long a finished trick is gathered and held before it sweeps to its pile."""
        return self.tempo.ms(speeds.GATHER_MS) + self.tempo.ms(speeds.SWEEP_HOLD_MS)

    def finish_animations(self) -> None:
        """Put every flying card where it is going, at once, and say so: a player who
        clicks or presses a key while cards fly is not kept waiting for them."""
        for item in list(self._moving):
            item.finish_moving()
            if item in self._collected:
                self._drop(item)
        self._moving.clear()
        self.animationsFinished.emit()  # (the cards dropped stay kept until the settle)

    def celebrate(self, summary: DealSummary, then: Callable[[], None]) -> None:
        """Tell the end of the deal on the felt for a moment, then call ``then`` (at once
        at "instant" speed, or when a click or a key ends it sooner)."""
        self.end_celebration()
        duration = celebration_ms(self.tempo)
        if duration <= 0 or self.felt_text.layout is None or self.felt_text.snapshot is None:
            then()
            return
        item = Celebration(summary, self.felt_text, self._celebration_words, duration, then)
        self.addItem(item)
        self._celebration = item
        item.start()

    def celebration(self) -> Celebration | None:
        """The end of the deal being told on the felt, if it is now."""
        item = self._celebration
        return item if item is not None and item.is_running() else None

    def end_celebration(self) -> bool:
        """End the celebration now (its ``then`` is called); True if one was running."""
        item, self._celebration = self._celebration, None
        if item is None:
            return False
        running = item.is_running()
        item.finish()
        if item.scene() is self:
            self.removeItem(item)
        return running

    def _on_thinking(self, seat: int, on: bool) -> None:
        self.felt_text.thinking = seat if on else None
        self.update()

    # --- geometry -----------------------------------------------------------------

    def set_size(self, width: float, height: float) -> None:
        self.end_celebration()  # (laid out for the old size)
        self.setSceneRect(QRectF(0, 0, width, height))
        # (a deal published before the table had its size is dealt now, not dropped in place)
        self.refresh(animate=self._deal_animation)

    def _layout(self, snapshot: TableSnapshot) -> TableLayout:
        rect = self.sceneRect()
        rules = snapshot.rules
        return TableLayout(
            rect.width(),
            rect.height(),
            snapshot.players,
            snapshot.human,
            self.art.aspect,
            hand_size=rules.hand_size,
            plays_per_trick=rules.plays_per_trick,
        )

    # --- bringing the items in step with the snapshot ------------------------------

    def refresh(self, animate: bool = True) -> None:
        snapshot = self.controller.snapshot()
        self.snapshot = snapshot
        self._settle_soon()
        if snapshot is None and self.items_by_key:
            self._clear_table()  # (no deal: the next waits for its cut, or none is dealt yet)
        if snapshot is None or self.sceneRect().width() < 10:
            self.felt_text.show(snapshot, self.layout)
            self.update()
            return
        layout = self._layout(snapshot)
        if layout != self.layout:  # (else the old one, with the places it has worked out)
            self.layout = layout
            self._warm_cards(layout, snapshot)
        layout = self.layout
        self.felt_text.show(snapshot, layout)
        # Where the cards lie depends on these alone: when they are as at the last refresh
        # and no card is on its way, every card is where it belongs (two changes in five,
        # a turn coming round or a player starting to think, move no card).
        chiamata = snapshot.chiamata
        places_key = (
            layout,
            snapshot.table,
            snapshot.hands,
            snapshot.human,
            snapshot.captured,
            chiamata.called if chiamata is not None else None,
        )
        if places_key == self._places_key and not self._moving:
            self._draw_order, self._pile_delay = [], 0
            self._after_places(snapshot)
            return
        self._places_key = places_key
        move_ms = self.tempo.ms(speeds.PLAY_CARD_MS) if animate else 0
        targets = card_places(snapshot, layout)
        spawn: dict[ItemKey, QPointF] = {}
        for key in targets:
            if isinstance(key, HiddenCard):
                spawn[key] = layout.stock_position
            elif isinstance(key, CapturedCard):
                seat = snapshot.table.sides.index(key.side)
                spawn[key] = pile_position(layout, snapshot, seat)
        for hand in snapshot.hands:
            for card in hand:
                if card is not None:
                    spawn[int(card)] = layout.stock_position

        for key in list(self.items_by_key):
            if key not in targets:
                self._drop(self.items_by_key.pop(key))
        deal_step = self.tempo.ms(speeds.DEAL_CARD_MS)
        dealing = deal_order(snapshot, self._leader()) if self._deal_animation and animate else {}
        briscola = snapshot.table.briscola
        if dealing and briscola is not None and int(briscola) in dealing:
            spawn[int(briscola)] = layout.stock_position
        draw_delay = self._draw_delays(snapshot)
        pile_delay, self._pile_delay = self._pile_delay, 0
        own = {int(card) for card in snapshot.own_cards()}
        ratio = self._pixel_ratio()
        for key, (code, pos, z, size) in targets.items():
            item = self.items_by_key.get(key)
            stack = -1
            if isinstance(key, Stock):
                stack = min(6, snapshot.table.stock_count // 5)
            elif isinstance(key, Pile):
                stack = min(6, snapshot.table.piles[key.side] // 6)
            placed = (code, pos.x(), pos.y(), z, size.width(), size.height(), stack)
            if item is not None and item.placed == placed and not item.is_moving():
                continue  # (most cards do not change from one snapshot to the next)
            if item is None:
                self.art.pixmap(code, size, ratio)  # (drawn now, if not yet: not mid-flight)
                item = CardItem(self.art, code, size, self.tempo)
                item.clicked.connect(self._on_card_clicked)
                item.refused.connect(self._on_card_refused)
                item.hovered.connect(self._on_card_hovered)
                item.arrived.connect(self._on_arrived)
                item.setPos(spawn.get(key, pos) if animate else pos)
                self.addItem(item)
                self.items_by_key[key] = item
                delay, duration, turn = draw_delay.get(key, 0), move_ms, 0
                if key in dealing:
                    delay, duration = dealing[key] * deal_step, deal_step * 3
                    # Dealt face down: the briscola and the player's own cards turn up.
                    if key in own or (briscola is not None and key == int(briscola)):
                        turn = self.tempo.ms(speeds.TURN_MS)
                elif isinstance(key, Pile):
                    delay = pile_delay  # (a first pile shows when the sweep reaches it)
                self._move(item, pos, duration, delay, appear=True, turn_ms=turn)
            else:
                item.set_code(code)
                item.set_card_size(size)
                self._move(item, pos, move_ms, draw_delay.get(key, 0))
            item.setZValue(z)
            if stack >= 0:
                item.set_stack(stack)
            item.placed = placed
        self._after_places(snapshot)

    def _after_places(self, snapshot: TableSnapshot) -> None:
        """The rest of a refresh, once every card is where the snapshot puts it."""
        self._deal_animation = False
        if self._chosen is not None and snapshot.legal:
            # (from the event loop: the controller is still telling its change)
            QTimer.singleShot(0, self, self._play_chosen)
        self._update_play_state(snapshot)
        if self._last_items:
            self.show_last_trick(True)
        self.update()

    def _draw_delays(self, snapshot: TableSnapshot) -> dict[ItemKey, int]:
        """After a trick is collected, the drawn cards leave the stock one by one in draw
        order (winner first, the briscola last): the delay of each card's flight."""
        draws, self._draw_order = self._draw_order, []
        if not draws:
            return {}
        collect, step = self.tempo.ms(speeds.COLLECT_MS), self.tempo.ms(speeds.DRAW_CARD_MS)
        remaining = {seat: sum(1 for s, _ in draws if s == seat) for seat, _ in draws}
        delays: dict[ItemKey, int] = {}
        for order, (seat, card) in enumerate(draws):
            hand = snapshot.hands[seat]
            if card in hand:
                key: ItemKey = card
            else:
                # Face down: the drawn cards are the last of the hand, in draw order.
                key = HiddenCard(seat, len(hand) - remaining[seat])
                remaining[seat] -= 1
            delays[key] = self._sweep_start_ms() + round(collect * 0.6) + order * step
        return delays

    # --- painting the felt, labels and markers ------------------------------------

    def _leader(self) -> int:
        state = self.controller.state
        return state.leader if state is not None else 0

    @guarded
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_felt(painter, rect, self.sceneRect(), self.felt)

    @guarded
    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        decisions = self._painter.decisions
        self._painter.paint(painter, self._felt_words(), QRectF(rect))
        if self._painter.decisions != decisions:
            self._felt_soon()  # (decided while painting a part: the rest may want painting)

    def _felt_words(self) -> TableSays:
        return self._notice, self.last_trick_text(), self._notice_is_hint, self._notice_short

    def update(self, rect: QRectF | QRect | None = None) -> None:  # type: ignore[override]
        """What the felt says may have changed (the table calls this at every change): its
        plates are decided again before the next painting, and only those that changed
        are painted again, with the cards that moved (which repaint themselves); a whole
        table repainted at every change was most of the painting of a deal. ``rect``:
        that part is repainted too."""
        self._painter.generation += 1
        if self._viewport() is None:
            # (nothing is painted now: the whole table when it is, which spares Qt its
            # note of every card's changes meanwhile)
            super().update(QRectF())
            return
        self._felt_soon()
        if rect is not None:
            super().update(rect)

    def _viewport(self) -> QWidget | None:
        """The view's viewport, if it paints now (shown, its updates on)."""
        views = self.views()
        viewport = views[0].viewport() if views else None
        if viewport is None or not viewport.updatesEnabled() or not viewport.isVisible():
            return None
        return viewport

    def _felt_soon(self) -> None:
        if not self._felt_due:
            self._felt_due = True
            self._feltDue.emit()  # (posted ahead of the painting the change asks for)

    def _show_felt(self) -> None:
        self._felt_due = False
        viewport = self._viewport()
        if viewport is None:
            return  # (nothing painted now: decided when it is, see drawForeground)
        for rect in self._painter.decide(viewport, self._felt_words()):
            super().update(rect)

    def repaint_all(self) -> None:
        """Paint the whole table again (its cards look different: another deck)."""
        self.update()
        super().update(QRectF())

    def plates(self) -> list[tuple[str, QRectF]]:
        """The plates on the felt at the last painting: their words and places."""
        return list(self._painter.boxes)

    def _on_deck_changed(self) -> None:
        self._follow_deck()
        self.refresh(animate=False)
        self.repaint_all()
        if self.layout is not None and self.snapshot is not None:
            self._warm_cards(self.layout, self.snapshot)

    def _pixel_ratio(self) -> float:
        views = self.views()
        return views[0].devicePixelRatioF() if views else 1.0

    def _warm_cards(self, layout: TableLayout, snapshot: TableSnapshot) -> None:
        """Have the deck rendered at this table's card sizes in the background, the
        player's size first: no card is drawn from its SVG while the cards fly."""
        ratio = self._pixel_ratio()
        sizes = [layout.card_size, layout.small_size]
        captured = layout.captured_size(snapshot.rules.sides)
        if captured != layout.small_size:
            sizes.append(captured)
        self.art.warm([*CODES, BACK], sizes, ratio)

    def _follow_deck(self) -> None:
        """Suit names and marks as the deck in use has them."""
        theme = self.art.theme
        self.felt_text.french = theme.french
        self._painter.deck = (self.art.deck_id, theme.french)

    def set_felt(self, felt: str) -> None:
        self.felt = felt
        # The view keeps the background painted once (CacheBackground): paint it again.
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def set_running_points(self, on: bool) -> None:
        self.felt_text.running_points = on
        self.update()

    def set_points_scoreboard(self, on: bool) -> None:
        """The scoreboard says the deal's card points so far (practice), not the match's."""
        self.felt_text.points_scoreboard = on
        self.update()
