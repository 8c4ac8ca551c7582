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
from dataclasses import dataclass
from typing import TypeAlias

import shiboken6
from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
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
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsView,
    QPushButton,
    QWidget,
)

from ...engine.cards import CODES, Card
from ...engine.rules import MAX_HAND_SIZE
from ...engine.state import refusal
from ..base import speeds
from ..base.paint_guard import guarded
from ..base.speeds import Tempo
from ..game.controller import DealSummary, GameController, Phase, TableSnapshot
from ..text.words import CardNames, FeltWords
from .cardart import BACK, CardArt
from .cards import CardItem, Outline
from .celebration import Celebration, CelebrationWords, celebration_ms
from .felt import FeltPainter, captured_rows, paint_felt
from .felt_text import FeltText
from .layout import TableLayout
from .narration import Narration


@dataclass(frozen=True)
class HiddenCard:
    """A card shown face down in ``seat``'s hand, the ``index``-th."""

    seat: int
    index: int


@dataclass(frozen=True)
class CapturedCard:
    """After a deal: the ``index``-th of ``side``'s captured cards, fanned out."""

    side: int
    index: int


@dataclass(frozen=True)
class Pile:
    """The face-down capture pile of ``side``."""

    side: int


@dataclass(frozen=True)
class Stock:
    """The stock's top card (face down, or face up in scoperta); chiamata's called card."""


STOCK = Stock()
ItemKey: TypeAlias = int | HiddenCard | CapturedCard | Pile | Stock
"""What a card item on the table stands for: a card whose face is shown (its number), or
a place."""


class TableScene(QGraphicsScene):
    """Cards, stock and piles of the current deal, kept in step with the controller.

    Every card flight is tracked: ``animationsFinished`` says when none is left after a
    change, and the controller goes on with the game only then (KPat's DealerScene).
    """

    animationsFinished = Signal()
    lastTrickShown = Signal(bool)
    """The last trick is shown over the table (True) or no more (False)."""
    focusMoved = Signal()
    """The keyboard points at another card of the hand."""

    def __init__(
        self,
        controller: GameController,
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
        self._draw_order: list[tuple[int, int]] = []
        self._pile_delay = 0
        """While a trick sweeps: when its cards reach the pile (a new pile shows then)."""
        self.card_names = CardNames(self)
        self.felt = "green"
        self.felt_text = FeltText(FeltWords(self), self.card_names, controller)
        """What the felt says (the tests read it too)."""
        self._painter = FeltPainter(self.felt_text)
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

    def _on_card_played(self, seat: int, card: int) -> None:
        self._clear_notice()  # (a hint or a refusal is about the turn now over)
        if seat == self.controller.human:
            self._chosen = None  # (played, or another card played instead)
        # A face-down card leaving a hand becomes the played card: same item, turned over.
        hidden = [k for k in self.items_by_key if isinstance(k, HiddenCard) and k.seat == seat]
        if card not in self.items_by_key and hidden:
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
        pile = self._pile_position(layout, snapshot, winner)
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
        move_ms = self.tempo.ms(speeds.PLAY_CARD_MS) if animate else 0
        targets = self._targets(snapshot, layout)
        spawn: dict[ItemKey, QPointF] = {}
        for key in targets:
            if isinstance(key, HiddenCard):
                spawn[key] = layout.stock_position
            elif isinstance(key, CapturedCard):
                seat = snapshot.table.sides.index(key.side)
                spawn[key] = self._pile_position(layout, snapshot, seat)
        for hand in snapshot.hands:
            for card in hand:
                if card is not None:
                    spawn[int(card)] = layout.stock_position

        for key in list(self.items_by_key):
            if key not in targets:
                self._drop(self.items_by_key.pop(key))
        deal_step = self.tempo.ms(speeds.DEAL_CARD_MS)
        dealing = self._deal_order(snapshot) if self._deal_animation and animate else {}
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
        self._deal_animation = False
        if self._chosen is not None and snapshot.legal:
            # (from the event loop: the controller is still telling its change)
            QTimer.singleShot(0, self, self._play_chosen)
        self._update_play_state(snapshot)
        if self._last_items:
            self.show_last_trick(True)
        self.update()

    def _targets(
        self, snapshot: TableSnapshot, layout: TableLayout
    ) -> dict[ItemKey, tuple[str, QPointF, float, QSize]]:
        """Every card item the snapshot shows: its face, place, stacking and size."""
        small, big = layout.small_size, layout.card_size
        targets: dict[ItemKey, tuple[str, QPointF, float, QSize]] = {}
        # The stock and the briscola beside it.
        if snapshot.table.briscola is not None and snapshot.table.stock_count > 0:
            targets[int(snapshot.table.briscola)] = (
                CODES[snapshot.table.briscola],
                layout.briscola_position,
                1,
                small,
            )
        if snapshot.table.stock_count > (1 if snapshot.table.briscola is not None else 0):
            top = CODES[snapshot.table.stock_top] if snapshot.table.stock_top is not None else BACK
            targets[STOCK] = (top, layout.stock_position, 3, small)
        called = snapshot.chiamata.called if snapshot.chiamata is not None else None
        if called is not None and not snapshot.captured:  # (the deal over: the piles' room)
            # Chiamata: the called card lies where the stock would, for the whole deal.
            targets[STOCK] = (CODES[called], layout.stock_position, 3, small)
        # Hands.
        for seat, hand in enumerate(snapshot.hands):
            positions = layout.hand_positions(seat, len(hand), any(c is not None for c in hand))
            size = big if seat == snapshot.human else small
            for i, (card, pos) in enumerate(zip(hand, positions, strict=True)):
                key: ItemKey = int(card) if card is not None else HiddenCard(seat, i)
                code = CODES[card] if card is not None else BACK
                targets[key] = (code, pos, 10 + i, size)
        # The trick in the middle, in play order.
        won, trick_size = snapshot.winning_card, layout.trick_size
        for index, (seat, card) in enumerate(snapshot.table.trick):
            pos = layout.trick_position(seat, index)
            z = layout.TRICK_WINNER_Z if card == won else layout.trick_z(seat, index)
            targets[int(card)] = (CODES[card], pos, z, trick_size)
        if snapshot.captured:
            # After the deal: each side's captured cards fanned out, in counting order.
            rows = captured_rows(snapshot)
            size = layout.captured_size(len(rows))
            for row, side in enumerate(rows):
                cards = snapshot.captured[side]
                for i, pos in enumerate(layout.captured_positions(row, len(rows), len(cards))):
                    targets[CapturedCard(side, i)] = (CODES[cards[i]], pos, 60 + i, size)
            return targets
        # Capture piles: one face-down card per non-empty pile.
        for side, count in enumerate(snapshot.table.piles):
            if count:
                pile = self._pile_position(layout, snapshot, snapshot.table.sides.index(side))
                targets[Pile(side)] = (BACK, pile, 2, small)
        return targets

    def _deal_order(self, snapshot: TableSnapshot) -> dict[ItemKey, int]:
        """At the start of a deal: the place of each card in the dealing, one card to each
        hand in turn from the seat that leads, and the briscola turned up last."""
        state = self.controller.state
        leader = state.leader if state is not None else 0
        players = snapshot.players
        order: dict[ItemKey, int] = {}
        for round_ in range(max((len(hand) for hand in snapshot.hands), default=0)):
            for step in range(players):
                seat = (leader + step) % players
                hand = snapshot.hands[seat]
                if round_ < len(hand):
                    card = hand[round_]
                    order[int(card) if card is not None else HiddenCard(seat, round_)] = len(order)
        if snapshot.table.briscola is not None and snapshot.table.stock_count > 0:
            order[int(snapshot.table.briscola)] = len(order) + 1  # (a beat before it turns)
        return order

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

    @staticmethod
    def _pile_position(layout: TableLayout, snapshot: TableSnapshot, seat: int) -> QPointF:
        """Where the capture pile of ``seat``'s side lies."""
        own = snapshot.table.sides[seat] == snapshot.table.sides[snapshot.human]
        return layout.pile_position(seat, own)

    def _own_cards(self) -> list[Card]:
        return self.snapshot.own_cards() if self.snapshot is not None else []

    def pointed_card(self) -> int | None:
        """The card of the hand the keyboard points at (only while the human may play)."""
        snapshot = self.snapshot
        own = self._own_cards()
        if snapshot is None or not snapshot.legal or not 0 <= self.focus_index < len(own):
            return None
        return int(own[self.focus_index])

    def _point(self, index: int) -> None:
        """Put the pointer on card ``index`` of the hand (-1: nowhere)."""
        own = self._own_cards()
        self.focus_index = index if 0 <= index < len(own) else -1
        self._pointed = int(own[self.focus_index]) if self.focus_index >= 0 else None

    def _on_took_back(self, card: int) -> None:
        self._pointed = card
        self._chosen = None

    def chosen_card(self) -> int | None:
        """The card the player chose ahead of their turn, to be played when it comes."""
        return self._chosen

    def choose_ahead(self, card: Card) -> bool:
        """Remember ``card`` of the hand, chosen while a computer player still has to
        play before the human: it is raised and played when the turn comes (the same
        card again: chosen no more). True if it is chosen now."""
        snapshot = self.snapshot
        waiting = snapshot is not None and snapshot.phase in (
            Phase.DEALING,
            Phase.PLAYING,
            Phase.COLLECTING,
        )
        if snapshot is None or not waiting or card not in self._own_cards():
            return False
        if snapshot.to_move == snapshot.human or (
            snapshot.chiamata is not None and snapshot.chiamata.bidding
        ):
            return False  # (the human's own turn, or the auction: nothing to wait for)
        self._chosen = None if self._chosen == int(card) else int(card)
        self._update_play_state(snapshot)
        return self._chosen is not None

    def _play_chosen(self) -> None:
        """The human's turn has come: play the card chosen ahead, if it may be played (if
        not, say why); either way it is chosen no more."""
        card, snapshot = self._chosen, self.snapshot
        if card is None or snapshot is None or not snapshot.legal:
            return
        self._chosen = None
        if Card(card) not in self._own_cards():
            return
        if Card(card) not in snapshot.legal:
            self._update_play_state(snapshot)
            self.explain_refusal(Card(card))
            return
        self.controller.play_card(Card(card))

    def _update_play_state(self, snapshot: TableSnapshot) -> None:
        legal = {int(c) for c in snapshot.legal}
        own = self._own_cards()
        held = [int(c) for c in own]
        self.focus_index = held.index(self._pointed) if self._pointed in held else -1
        if self.focus_index < 0:
            self._pointed = None
        pointed = self.pointed_card()
        focused = pointed if pointed is not None else -1
        if self._chosen is not None and self._chosen not in held:
            self._chosen = None
        chosen = self._chosen if self._chosen is not None else -1
        own_keys = {int(c) for c in own}
        tips = self._trick_tips(snapshot)
        for key, item in self.items_by_key.items():
            playable = isinstance(key, int) and key in legal
            # With follow suit (briscolone), the cards that may not be played are dimmed.
            unplayable = bool(legal) and key in own_keys and key not in legal
            outline = Outline.NONE
            # During the end-of-trick pause: the winning card, and the card led.
            if snapshot.winning_card is not None and isinstance(key, int):
                if key == snapshot.winning_card:
                    outline = Outline.WINNER
                elif key == snapshot.table.trick[0][1]:
                    outline = Outline.LEAD
            if key in (focused, chosen):
                outline = Outline.FOCUS
            raised = key in (focused, chosen)
            tip = tips.get(key, "") if isinstance(key, int) else ""
            shown = (playable, unplayable, outline, raised, tip)
            if item.shown == shown:
                continue
            item.setToolTip(tip)
            item.set_playable(playable)
            item.setOpacity(0.5 if unplayable else 1.0)
            item.set_outline(outline)
            item.set_raised(raised)
            item.shown = shown

    def _trick_tips(self, snapshot: TableSnapshot) -> dict[int, str]:
        """Each trick card's tooltip: whose it is (at four to six players only its place
        says it), and once the trick is complete what its ring means."""
        words = self.felt_text.words
        trick = snapshot.table.trick
        tips = {}
        for seat, card in trick:
            lines = [
                words.trick_card(
                    None if seat == snapshot.human else self.controller.seat_name(seat)
                )
            ]
            if snapshot.winning_card is not None:
                if card == snapshot.winning_card:
                    lines.append(words.card_taking())
                elif card == trick[0][1]:
                    lines.append(words.card_led())
            tips[int(card)] = "\n".join(lines)
        return tips

    # --- clicks -------------------------------------------------------------------

    def _on_card_clicked(self, code: str) -> None:
        self.controller.play_card(Card.parse(code))

    def _on_card_refused(self, code: str) -> None:
        card = Card.parse(code)
        if self.is_animating() and card in self._own_cards():
            self.play_ahead(card)
            return
        if not self.choose_ahead(card):
            self.explain_refusal(card)

    def play_ahead(self, card: Card) -> bool:
        """The human chose ``card`` of their hand while cards were flying: the flights end
        at once and, if it is then the human's turn, ``card`` is played (the card they
        chose, wherever the hand is laid out next). True if it was played."""
        self.finish_animations()
        snapshot = self.snapshot
        if snapshot is None or not snapshot.legal or card not in self._own_cards():
            self.choose_ahead(card)  # (a computer player is still to play: later)
            return False
        if card not in snapshot.legal:
            self.explain_refusal(card)
            return False
        return self.controller.play_card(card)

    def continue_trick(self) -> None:
        """Gather the finished trick (a click or Space), even while its last card flies."""
        if self.is_animating():
            self.finish_animations()
        self.controller.continue_trick()

    def _on_card_hovered(self, code: str) -> None:
        """Keyboard focus follows the mouse over the hand."""
        card = Card.parse(code)
        own = self._own_cards()
        snapshot = self.snapshot
        if snapshot is not None and snapshot.legal and card in own:
            self._point(own.index(card))
            self._update_play_state(snapshot)
            self.focusMoved.emit()

    def explain_refusal(self, card: Card) -> bool:
        """Say on the table why the human may not play ``card`` now (while it is their
        turn); True if something was said."""
        snapshot = self.snapshot
        if snapshot is None or not snapshot.legal:
            return False
        trick = [c for _, c in snapshot.table.trick]
        refused = refusal(snapshot.rules, self._own_cards(), trick, card)
        if refused is None:
            return False
        text = self.felt_text
        suit = text.suit_name(refused.suit) if refused.suit is not None else ""
        self._notice = text.words.refusal(refused.reason, suit)
        self._notice_is_hint, self._notice_short = False, None
        self._notice_timer.start(speeds.NOTICE_MS)
        self.update()
        return True

    def show_hint(self, card: int, reason: str) -> bool:
        """Point at ``card`` of the hand (raised, as the keyboard points) and say
        ``reason`` over the hand, while the human may play it; True if shown."""
        snapshot = self.snapshot
        own = self._own_cards()
        if snapshot is None or card not in snapshot.legal or card not in own:
            return False
        self._point(own.index(Card(card)))
        self._update_play_state(snapshot)
        self.focusMoved.emit()
        self._notice = reason
        self._notice_is_hint = True
        named = self.card_names.card(card, self.felt_text.french)
        self._notice_short = self.felt_text.words.hint_short(named)
        self._notice_timer.stop()  # (it stays for the turn: the player may think it over)
        self.update()
        return True

    def _clear_notice(self) -> None:
        self._notice_timer.stop()
        if self._notice is not None:
            self._notice = None
            self.update()

    def notice(self) -> str | None:
        """The passing message on the table (why a card may not be played), if any."""
        return self._notice

    # --- keyboard -----------------------------------------------------------------

    def play_index(self, index: int) -> bool:
        own = self._own_cards()
        if 0 <= index < len(own) and self.is_animating():
            return self.play_ahead(own[index])
        snapshot = self.snapshot
        if snapshot is None or not 0 <= index < len(own):
            return False
        if not snapshot.legal:
            self.choose_ahead(own[index])
            return False
        if own[index] not in snapshot.legal:
            self.explain_refusal(own[index])
            return False
        return self.controller.play_card(own[index])

    def move_focus(self, step: int) -> None:
        snapshot = self.snapshot
        if snapshot is None or not snapshot.legal:
            return
        count = len(self._own_cards())
        self._point((self.focus_index + step) % count if self.focus_index >= 0 else 0)
        self._update_play_state(snapshot)
        self.focusMoved.emit()

    # --- the last trick -------------------------------------------------------------

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

    # --- painting the felt, labels and markers ------------------------------------

    @guarded
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_felt(painter, rect, self.sceneRect(), self.felt)

    @guarded
    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        self._painter.paint(
            painter,
            self._notice,
            self.last_trick_text(),
            self._notice_is_hint,
            self._notice_short,
            exposed=QRectF(rect),
        )

    def update(self, rect: QRectF | QRect | None = None) -> None:  # type: ignore[override]
        """Repaint ``rect`` (the whole table by default); the table calls this whenever
        what its felt says may have changed, so the felt's words are decided again."""
        self._painter.generation += 1
        super().update(QRectF() if rect is None else rect)

    def plates(self) -> list[tuple[str, QRectF]]:
        """The plates on the felt at the last painting: their words and places."""
        return list(self._painter.boxes)

    def _on_deck_changed(self) -> None:
        self._follow_deck()
        self.refresh(animate=False)
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
        # (the table narrower than the view, beside a drawer: it keeps to the left)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._room_right = 0
        """Pixels on the view's right the table leaves to a drawer over it."""
        self.narration: Narration | None = None
        self._ring: tuple[tuple[QSize, float], list[tuple[QPointF, QPixmap]]] | None = None
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
        Qt tells assistive technology of each change (NameChanged, DescriptionChanged)."""
        if self.narration is None:
            return
        snapshot = self.table.controller.snapshot()
        name = self.narration.table_name(snapshot, self.table.focus_index)
        if name != self.accessibleName():
            self.setAccessibleName(name)
        description = self.narration.describe(snapshot)
        if description != self.accessibleDescription():
            self.setAccessibleDescription(description)

    @guarded
    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        super().drawForeground(painter, rect)
        # With the keyboard focus on the table and no card to point at (the others'
        # turn, the deal over), a ring round the table shows where the focus is.
        if not self.hasFocus() or self.table.pointed_card() is not None:
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
