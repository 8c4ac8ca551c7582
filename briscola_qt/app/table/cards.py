"""Card items of the table scene: a card drawn from the deck art, animated by position,
lifted under the mouse when playable, and outlined when it wins or led the trick."""

from __future__ import annotations

import math
from collections import OrderedDict
from enum import Enum

from PySide6.QtCore import (
    Property,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    QSize,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPixmap, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..base import speeds
from ..base.paint_guard import guarded
from ..base.speeds import Tempo
from .card_layout import LIFT
from .cardart import BACK, CardArt

_MOVED_ONLY = (QTransform.TransformationType.TxNone, QTransform.TransformationType.TxTranslate)
"""Painter transforms that only move a pixmap: no smoothing needed to draw it."""


class Outline(Enum):
    NONE = 0
    WINNER = 1
    """The card winning the trick: an animated cyan and black border."""
    LEAD = 2
    """The first card of the trick: a lighter golden border."""
    FOCUS = 3
    """The card the keyboard points at."""


RING_STEPS = 24
"""The winning card's running dashes are drawn in this many steps a turn (about 22 a
second): each step's ring is drawn once and stamped after, as the plates are."""
MAX_RINGS = 64
_rings: OrderedDict[tuple[object, ...], tuple[QPixmap, float]] = OrderedDict()


def outline_ring(outline: Outline, size: QSize, step: int, ratio: float) -> tuple[QPixmap, float]:
    """The ring ``outline`` round a card of ``size`` (at ``step`` of the running dashes)
    as a pixmap, and how far it reaches beyond the card on each side. Stroking a dashed
    rounded ring cost a millisecond a frame at 1920x1080; stamping it costs a twentieth."""
    key = (outline, size.width(), size.height(), step if outline == Outline.WINNER else 0, ratio)
    kept = _rings.get(key)
    if kept is not None:
        _rings.move_to_end(key)
        return kept
    w, h = size.width(), size.height()
    width = max(3.0, w * 0.045)
    margin = width * 1.6
    image = QImage(
        math.ceil((w + 2 * margin) * ratio),
        math.ceil((h + 2 * margin) * ratio),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(margin, margin)
    _stroke_outline(painter, QRectF(0, 0, w, h), outline, step / RING_STEPS, width)
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(ratio)
    _rings[key] = (pixmap, margin)
    if len(_rings) > MAX_RINGS:
        _rings.popitem(last=False)
    return pixmap, margin


def _stroke_outline(
    painter: QPainter, rect: QRectF, outline: Outline, phase: float, width: float
) -> None:
    radius = rect.width() * 0.06
    outer = rect.adjusted(-width / 2, -width / 2, width / 2, width / 2)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if outline == Outline.WINNER:
        # Cyan and black dashes that run around the card.
        painter.setPen(QPen(QColor(10, 10, 10), width))
        painter.drawRoundedRect(outer, radius, radius)
        pen = QPen(QColor(0, 229, 255), width)
        pen.setDashPattern([2.2, 1.6])
        pen.setDashOffset(-phase * 3.8)
        painter.setPen(pen)
        painter.drawRoundedRect(outer, radius, radius)
    elif outline == Outline.LEAD:
        painter.setPen(QPen(QColor(244, 204, 96, 230), width * 0.8))
        painter.drawRoundedRect(outer, radius, radius)
    else:
        # The keyboard focus: a bright ring on a dark one, visible on any card face.
        painter.setPen(QPen(QColor(10, 30, 60, 230), width * 1.6))
        painter.drawRoundedRect(outer, radius, radius)
        painter.setPen(QPen(QColor(255, 236, 120), width * 0.9))
        painter.drawRoundedRect(outer, radius, radius)


class CardItem(QGraphicsObject):
    """One card on the table, face up (``code``) or face down (``code`` is BACK)."""

    clicked = Signal(str)
    refused = Signal(str)
    """A click on this card while it may not be played."""
    hovered = Signal(str)
    """The mouse came over this card while it may be played."""
    arrived = Signal(object)
    """This card (the argument) ended its flight where ``move_to`` sent it."""

    def __init__(self, art: CardArt, code: str, size: QSize, tempo: Tempo) -> None:
        super().__init__()
        self.art = art
        self.tempo = tempo
        """How fast the card lifts (its table's)."""
        self.code = code
        self.card_size = size
        self.playable = False
        self.raised = False
        """The keyboard points at this card: it stays lifted."""
        self.stack = 0
        """How many card edges to show beneath this one (stock and piles)."""
        self.outline = Outline.NONE
        self._lift = 0.0
        self._bounds: QRectF | None = None
        """The bounding rectangle, worked out once per size, stack and lift."""
        self._turn = 1.0
        self._ring_step = 0
        self._move: QSequentialAnimationGroup | None = None
        self._move_target = QPointF()
        self._lift_anim: QPropertyAnimation | None = None
        self._pulse: QVariantAnimation | None = None
        self.placed: tuple[object, ...] = ()
        """What the table last asked of this card (code, place, stacking, size, stack):
        a refresh that asks the same leaves it alone."""
        self.shown: tuple[object, ...] = ()
        """The table's last word on how it looks (playable, dimmed, outline, raised)."""
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def _mark_place(self) -> None:
        """Have the place this card covers now painted again, before it moves or changes
        shape. The table repaints only what changes, and Qt notes where an item was
        painted whenever a painting passes over it, drawn or not: a painting between a
        move and Qt's handling of it lost the old place (a hand laid out narrower left
        the edges of its old cards on the felt). (Not in ``itemChange``: called for every
        change of every card, from tooltips to stacking, it cost more than it saved.)"""
        scene = self.scene()
        if scene is not None and self.isVisible():
            QGraphicsScene.update(scene, self.sceneBoundingRect())

    def _get_place(self) -> QPointF:
        return self.pos()

    def _set_place(self, at: QPointF) -> None:
        if at != self.pos():
            self._mark_place()
            self.setPos(at)

    place = Property(QPointF, _get_place, _set_place)
    """Where the card lies (``pos``), its old place marked for painting: what its flights
    move."""

    # --- geometry and painting ----------------------------------------------------

    def boundingRect(self) -> QRectF:
        # (asked some twenty times a frame: kept until the size, stack or lift changes)
        if self._bounds is None:
            w, h = self.card_size.width(), self.card_size.height()
            margin = max(4.0, w * 0.06) + self.stack * max(1.0, w * 0.012)
            # A raised card keeps its shadow below it (see paint): the rectangle reaches
            # from the raised card down to where it lies, or the shadow would leave traces.
            top = -h / 2 - margin - self._lift
            height = h + 2 * margin + self._lift
            self._bounds = QRectF(-w / 2 - margin, top, w + 2 * margin, height)
        return QRectF(self._bounds)

    def _reshaped(self) -> None:
        """After a change of size, stack or lift (told to Qt beforehand)."""
        self._bounds = None
        self.update()

    def set_code(self, code: str) -> None:
        if code != self.code:
            self.code = code
            self.update()

    def set_stack(self, stack: int) -> None:
        if stack != self.stack:
            self._mark_place()
            self.prepareGeometryChange()
            self.stack = stack
            self._reshaped()

    def set_card_size(self, size: QSize) -> None:
        if size != self.card_size:
            self._mark_place()
            self.prepareGeometryChange()
            old = self.card_size.height()
            self.card_size = size
            if self._lift and old > 0:
                # A raised card stays raised by the same share of its (new) height: a lift
                # kept in pixels lifted it under the prompt once the window was smaller.
                scale = size.height() / old
                if self._lift_anim is not None:
                    end = self._lift_anim.endValue() * scale
                    self._lift_anim.stop()
                    self._lift_anim.deleteLater()
                    self._lift_anim = None
                    self._lift = end
                else:
                    self._lift *= scale
            self._reshaped()

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        w, h = self.card_size.width(), self.card_size.height()
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        target = QRectF(-w / 2, -h / 2 - self._lift, w, h)
        # The pixmaps are drawn at their own pixel size: unless the table is rotated or
        # scaled, smooth (bilinear) drawing costs twice as much for no visible change.
        smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if smooth and painter.worldTransform().type() in _MOVED_ONLY:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        turning = self._turn != 1.0
        if turning:
            # Turned over about its upright middle: narrowed to its edge (its shadow with
            # it) and widened again, face down until the middle, face up after.
            painter.save()
            painter.scale(max(0.02, abs(self._turn)), 1.0)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)
        # A soft shadow under the card.
        shadow = self.art.shadow(self.card_size, 70 if self._lift == 0 else 55, ratio)
        offset = QPointF(w * 0.02, h * 0.015 + self._lift * 0.6)
        painter.drawPixmap(target.topLeft() + offset, shadow)
        if self.stack:
            # The edges of the cards beneath: a pile looks as thick as it is.
            back = self.art.pixmap(BACK, self.card_size, ratio)
            step = max(1.0, w * 0.012)
            for i in range(self.stack, 0, -1):
                painter.drawPixmap(target.topLeft() + QPointF(i * step, i * step), back)
        face = self.code if self._turn > 0 else BACK
        painter.drawPixmap(target.topLeft(), self.art.pixmap(face, self.card_size, ratio))
        if turning:
            painter.restore()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)
        if self.outline != Outline.NONE:
            self._paint_outline(painter, target)

    def _paint_outline(self, painter: QPainter, rect: QRectF) -> None:
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        ring, margin = outline_ring(self.outline, self.card_size, self._ring_step, ratio)
        smooth = painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if smooth and painter.worldTransform().type() in _MOVED_ONLY:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        painter.drawPixmap(rect.topLeft() - QPointF(margin, margin), ring)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)

    # --- outline animation -------------------------------------------------------

    def set_outline(self, outline: Outline) -> None:
        if outline == self.outline:
            return
        self.outline = outline
        if self._pulse is not None:
            self._pulse.stop()
            self._pulse.deleteLater()
            self._pulse = None
        if outline == Outline.WINNER:
            pulse = QVariantAnimation(self)
            pulse.setStartValue(0.0)
            pulse.setEndValue(1.0)
            pulse.setDuration(speeds.HIGHLIGHT_PERIOD_MS)
            pulse.setLoopCount(-1)
            pulse.valueChanged.connect(self._set_phase)
            pulse.start()
            self._pulse = pulse
        self.update()

    def _set_phase(self, value: float) -> None:
        step = int(float(value) * RING_STEPS) % RING_STEPS
        if step != self._ring_step:  # (the ring is drawn in RING_STEPS steps a turn)
            self._ring_step = step
            self.update()

    # --- movement -----------------------------------------------------------------

    def move_to(
        self,
        target: QPointF,
        duration_ms: int,
        delay_ms: int = 0,
        appear: bool = False,
        turn_ms: int = 0,
    ) -> bool:
        """Slide to ``target`` (scene coordinates) after ``delay_ms``; at once when the
        duration is zero. True if the card is now on its way: ``arrived`` will say when.

        ``appear``: the card is new (dealt or drawn) and stays hidden until it leaves.
        ``turn_ms``: the card flies face down and is turned over where it lands.
        A card already on its way to ``target`` keeps its flight.
        """
        return self.fly([(target, duration_ms)], delay_ms, appear, turn_ms)

    def fly(
        self,
        legs: list[tuple[QPointF, int]],
        delay_ms: int = 0,
        appear: bool = False,
        turn_ms: int = 0,
    ) -> bool:
        """Fly through ``legs`` (each a place and the time to get there; a leg to where
        the card already is, a pause) after ``delay_ms``; see ``move_to``."""
        target, duration_ms = legs[-1][0], sum(ms for _, ms in legs)
        if self._move is not None:
            if duration_ms > 0 and self._move_target == target:
                return True
            self.stop_moving()
        waits = appear and delay_ms > 0  # (a new card hidden until its time, even in place)
        if duration_ms <= 0 or (self.pos() == target and len(legs) == 1 and not waits):
            self._land(target)
            return False
        flight = QSequentialAnimationGroup(self)
        if delay_ms > 0:
            pause = flight.addPause(delay_ms)
            if appear:
                self.setVisible(False)
                pause.finished.connect(self._show)
        else:
            self.setVisible(True)
        start = self.pos()
        for place, ms in legs:
            if place == start:
                flight.addPause(ms)
                continue
            slide = QPropertyAnimation(self, b"place")
            slide.setDuration(ms)
            slide.setEasingCurve(QEasingCurve.Type.OutCubic)
            slide.setStartValue(start)
            slide.setEndValue(place)
            flight.addAnimation(slide)
            start = place
        if turn_ms > 0:
            self._set_turn(-1.0)
            turn = QPropertyAnimation(self, b"turn")
            turn.setDuration(turn_ms)
            turn.setStartValue(-1.0)
            turn.setEndValue(1.0)
            flight.addAnimation(turn)
        flight.finished.connect(self._arrive)
        self._move, self._move_target = flight, QPointF(target)
        flight.start()
        return True

    def _land(self, target: QPointF) -> None:
        self.setVisible(True)
        self._set_place(target)
        self._set_turn(1.0)

    def _show(self) -> None:
        self.setVisible(True)

    def _arrive(self) -> None:
        if self._move is not None:
            self._move.deleteLater()
        self._move = None
        self._land(self.pos())
        self.arrived.emit(self)

    def stop_moving(self) -> None:
        """Stay where the card is now, face up (no ``arrived`` follows)."""
        if self._move is not None:
            self._move.stop()
            self._move.deleteLater()
            self._move = None
            self._set_turn(1.0)

    def finish_moving(self) -> None:
        """Be where the flight was taking the card, at once (no ``arrived`` follows)."""
        if self._move is not None:
            self.stop_moving()
            self._land(self._move_target)

    def is_moving(self) -> bool:
        return self._move is not None

    def _get_turn(self) -> float:
        return self._turn

    def _set_turn(self, value: float) -> None:
        if value != self._turn:
            self._turn = value
            self.update()

    turn = Property(float, _get_turn, _set_turn)
    """Being turned over: -1 face down, through 0 (edge on), to 1 face up."""

    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        if value == self._lift:
            return  # (every refresh sets it; an unchanged card need not be repainted)
        self._mark_place()
        self.prepareGeometryChange()
        self._lift = value
        self._reshaped()

    lift = Property(float, _get_lift, _set_lift)

    def set_playable(self, playable: bool) -> None:
        if playable == self.playable:
            return
        self.playable = playable
        self.setCursor(
            Qt.CursorShape.PointingHandCursor if playable else Qt.CursorShape.ArrowCursor
        )
        if not playable:
            self.raised = False
            self._animate_lift(0.0)

    def set_raised(self, raised: bool) -> None:
        """Lift the card the keyboard focus is on (and lower it when the focus leaves)."""
        if raised == self.raised:
            return
        self.raised = raised
        self._animate_lift(self.card_size.height() * LIFT if raised else 0.0)

    def _animate_lift(self, value: float) -> None:
        if self._lift_anim is not None:
            self._lift_anim.stop()
            self._lift_anim.deleteLater()
            self._lift_anim = None
        duration = self.tempo.ms(speeds.LIFT_MS)
        if duration <= 0:
            self._set_lift(value)
            return
        animation = QPropertyAnimation(self, b"lift", self)
        animation.setDuration(duration)
        animation.setStartValue(self._lift)
        animation.setEndValue(value)
        self._lift_anim = animation
        animation.start()

    # --- mouse --------------------------------------------------------------------

    def hoverEnterEvent(self, event: object) -> None:
        if self.playable:
            self._animate_lift(self.card_size.height() * LIFT)
            self.hovered.emit(self.code)

    def hoverLeaveEvent(self, event: object) -> None:
        if not self.raised:
            self._animate_lift(0.0)

    def mousePressEvent(self, event: object) -> None:
        if self.playable:
            self.clicked.emit(self.code)
        else:
            self.refused.emit(self.code)
            super().mousePressEvent(event)  # type: ignore[arg-type]
