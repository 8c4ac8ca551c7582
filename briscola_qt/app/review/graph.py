"""The review's win-chance graph: the player's side's chance to win the deal from the
player's own view (``steps.chance_line``), left to right through the deal's plays and
draws. Each judged play of the player is a drop from the chance just before it to the
chance just after, coloured by its label; the deal and every draw are a step of the
player's luck there (bad luck a fall, good luck a rise), a diamond on the step coloured by
that luck; every other card that moved the line (an opponent's, a partner's, a forced one)
has a small grey triangle pointing the way it moved it. A partner's marked play is judged
from the partner's own view, which the line does not show: its dot sits under the plot,
not on the line. A click jumps to a step (the review's keys step through them); resting the
pointer on a point says what it was. Its axes say what they are."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ..base.paint_guard import guarded
from .steps import ChanceLine

MARK_COLOURS = {
    "best": QColor(40, 150, 70),
    "good": QColor(120, 160, 120),
    "inaccuracy": QColor(220, 170, 20),
    "mistake": QColor(230, 110, 20),
    "blunder": QColor(200, 30, 30),
}
"""A mark's colour, as in the list of plays (Lichess's: yellow, orange, red)."""
LUCK_COLOURS = {
    "good": QColor(30, 110, 210),
    "bad": QColor(130, 60, 170),
    "even": QColor(150, 150, 150),
}
"""A chance event's colour by the player's luck there: blue good, purple bad, grey even."""
LUCK_SHOWN = 0.05
"""Luck of at least this much win chance, either way, is coloured as good or bad."""
MOVE_COLOUR = QColor(110, 110, 110)
"""The small triangle on another card that moved the line: grey, pointing the way it went."""
EXACT_COLOUR = QColor(0, 120, 120)
"""The ring where the judge starts to work the deal out exactly: teal, apart from the
labels' and the luck's colours."""
MOVE_SHOWN = 0.005
"""A card whose move rounds to a whole percentage point or more is marked."""
RUG = 12
"""Pixels under the plot where a partner's marks are drawn (clear of the axis's title)."""


def luck_kind(win: float) -> str:
    """ "good", "bad" or "even": how a chance event's luck (in win chance) is coloured."""
    return "good" if win >= LUCK_SHOWN else "bad" if win <= -LUCK_SHOWN else "even"


class WinGraph(QWidget):
    """The chance line; ``jumped`` gives the review step a click chose."""

    jumped = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.line: ChanceLine | None = None
        self.marks: dict[int, str] = {}
        """The marks shown, by play index: the player's, and their partners' if asked."""
        self.partners: frozenset[int] = frozenset()
        """The plays among ``marks`` that a partner made (marked under the plot)."""
        self.tips: list[str] = []
        """What each event of the line was, in words (resting the pointer on it)."""
        self.current: int | None = None
        """The review step shown, marked by a vertical line."""
        self.titles = ("", "", "")
        """What the line is (over the plot, left), what runs along (under it, right), and
        what the diamonds are (over it, right)."""
        self.keys = ("", "")
        """What a dashed piece of line and the ring are (under the plot, left)."""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumHeight(self.minimumSizeHint().height())

    def sizeHint(self) -> QSize:
        return QSize(600, 100 + 2 * self.fontMetrics().height())

    def minimumSizeHint(self) -> QSize:
        return QSize(200, 70 + 2 * self.fontMetrics().height())

    def set_titles(self, line: str, along: str, chance: str = "") -> None:
        """Name the axes: ``line``, what the line is; ``along``, what runs left to right;
        ``chance``, what a diamond is."""
        self.titles = (line, along, chance)
        self.update()

    def set_keys(self, dashed: str, ring: str) -> None:
        """Say what a dashed piece of the line is and what the ring is (under the plot,
        at the left, each beside its sign, where the line has one)."""
        self.keys = (dashed, ring)
        self.update()

    def key_rects(self) -> list[tuple[str, QRectF, QRectF]]:
        """The keys shown under the plot: each sign's room, then its words' room, clear of
        the title at the right (a key that does not fit whole is left out)."""
        if self.line is None:
            return []
        _, under = self.title_rects()
        metrics = self.fontMetrics()
        room = under.width() - metrics.horizontalAdvance(self.titles[1]) - 16
        wanted = [
            (text, kind)
            for text, kind, shown in (
                (self.keys[0], "dashed", bool(self.line.switches)),
                (self.keys[1], "ring", self.line.exact is not None),
            )
            if text and shown
        ]
        found = []
        left = under.left()
        for text, kind in wanted:
            sign = 18.0
            width = sign + 4 + metrics.horizontalAdvance(text)
            if left + width - under.left() > room:
                break
            found.append(
                (
                    kind,
                    QRectF(left, under.top(), sign, under.height()),
                    QRectF(left + sign + 4, under.top(), width - sign - 4, under.height()),
                )
            )
            left += width + 14
        return found

    def title_rects(self) -> tuple[QRectF, QRectF]:
        """Where the axes' titles are written: over the plot, and under it."""
        plot, line_h = self._plot(), self.fontMetrics().height()
        over = QRectF(plot.left(), plot.top() - line_h - 6, plot.width(), line_h)
        under = QRectF(plot.left(), plot.bottom() + RUG + 2, plot.width(), line_h)
        return over, under

    def set_line(
        self,
        line: ChanceLine,
        marks: Mapping[int, str],
        tips: list[str],
        partners: frozenset[int] = frozenset(),
    ) -> None:
        self.line = line
        self.tips = list(tips)
        self.set_marks(marks, partners)

    def set_marks(self, marks: Mapping[int, str], partners: frozenset[int] = frozenset()) -> None:
        self.marks = dict(marks)
        self.partners = partners
        self.update()

    def mark_spot(self, play: int) -> QPointF:
        """Where a play's mark is drawn: the player's on the line, just after the card
        (the foot of its drop); a partner's under the plot, as the line is not their view."""
        assert self.line is not None
        x = self.line.x_of_play(play)
        if play in self.partners:
            return QPointF(self.position(x, 0).x(), self._plot().bottom() + RUG / 2 + 1)
        if play in self.line.drops:
            return self.position(x, self.line.drops[play][1])
        return self.point(x)

    def diamond_spot(self, x: int) -> QPointF:
        """Where a chance event's diamond is drawn: halfway along its step."""
        assert self.line is not None
        if x in self.line.steps:
            before, after = self.line.steps[x]
            return self.position(x, (before + after) / 2)
        return self.point(x)

    def moved(self) -> list[int]:
        """The x of every other card (the other seats', the player's forced ones) that moved
        the line by a whole percentage point or more: each has its triangle."""
        if self.line is None:
            return []
        return [x for x, (a, b) in sorted(self.line.moves.items()) if abs(b - a) >= MOVE_SHOWN]

    def move_spot(self, x: int) -> QPointF:
        """Where another card's triangle is drawn: on the line, just after the card."""
        assert self.line is not None
        return self.position(x, self.line.moves[x][1])

    def is_switch(self, along: float, win: float) -> bool:
        """Whether the line's piece ending at (``along``, ``win``) is a judged play's
        switch from the quick estimate to the judge's (``ChanceLine.switches``)."""
        if self.line is None or along % 1 != 0.5:
            return False
        found = self.line.switches.get(round(along + 0.5))
        return found is not None and found[1] == win

    def dashed(self) -> list[int]:
        """The x of every judged play whose switch is drawn dashed."""
        return sorted(self.line.switches) if self.line is not None else []

    def exact_spot(self) -> QPointF:
        """Where the ring is drawn: at the start of the first play the judge worked out
        exactly (its drop's start), on the line."""
        assert self.line is not None and self.line.exact is not None
        x = self.line.exact
        for at, win in self.line.points:
            if at == x - 0.5:
                return self.position(at, win)
        return self.point(x)

    def set_current(self, step: int | None) -> None:
        self.current = step
        self.update()

    def _plot(self) -> QRectF:
        title = self.fontMetrics().height() + 4 if any(self.titles) else 0
        return QRectF(self.rect()).adjusted(42, 8 + title, -8, -4 - title - RUG)

    def position(self, x: float, win: float) -> QPointF:
        """Where the chance ``win`` at ``x`` (an event's index) is drawn."""
        plot = self._plot()
        count = max(1, len(self.line.events) - 1) if self.line is not None else 1
        return QPointF(plot.left() + plot.width() * x / count, plot.bottom() - plot.height() * win)

    def point(self, x: float) -> QPointF:
        """Where the line passes at ``x`` (its first value there)."""
        return self.position(x, self.line.at(x) if self.line is not None else 0.5)

    def event_at(self, x: float) -> int | None:
        """The event nearest the pixel column ``x``."""
        if self.line is None or not self.line.events:
            return None
        plot = self._plot()
        count = max(1, len(self.line.events) - 1)
        found = round((x - plot.left()) / plot.width() * count)
        return min(max(found, 0), len(self.line.events) - 1)

    @guarded
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        plot = self._plot()
        painter.fillRect(plot, palette.base())
        grid = QPen(palette.mid().color(), 1, Qt.PenStyle.DotLine)
        painter.setPen(grid)
        for level in (0.0, 0.5, 1.0):
            y = plot.bottom() - plot.height() * level
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(palette.text().color())
            painter.drawText(
                QRectF(0, y - 8, 38, 16),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{round(level * 100)}%",
            )
            painter.setPen(grid)
        self._paint_titles(painter)
        if self.hasFocus():
            painter.setPen(QPen(palette.highlight().color(), 2))
            painter.drawRect(plot)
        line = self.line
        if line is None or not line.points:
            return
        for x, happened in enumerate(line.events):  # the draws, apart from the plays
            if happened.kind == "draw":
                painter.setPen(QPen(palette.mid().color(), 1, Qt.PenStyle.DashLine))
                at = self.position(x, 0).x()
                painter.drawLine(QPointF(at, plot.top()), QPointF(at, plot.bottom()))
        if self.current is not None:
            at = self.position(line.x_of_step(self.current), 0).x()
            painter.setPen(QPen(palette.highlight().color(), 2))
            painter.drawLine(QPointF(at, plot.top()), QPointF(at, plot.bottom()))
        path = QPainterPath(self.position(*line.points[0]))
        dashed: list[tuple[QPointF, QPointF]] = []
        for corner, (along, win) in zip(line.points, line.points[1:], strict=False):
            if self.is_switch(along, win):  # (the judge's closer look at the turn: dashed)
                dashed.append((self.position(*corner), self.position(along, win)))
                path.moveTo(self.position(along, win))
            else:
                path.lineTo(self.position(along, win))
        painter.setPen(QPen(palette.text().color(), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.setPen(QPen(palette.text().color(), 2, Qt.PenStyle.DashLine))
        for begin, end in dashed:
            painter.drawLine(begin, end)
        for play, (before, after) in line.drops.items():  # each judged play: its own drop
            mark = self.marks.get(play)
            if mark is None or mark in ("best", "good") or play in self.partners:
                continue
            to = line.x_of_play(play)
            drop = QPen(MARK_COLOURS[mark], 4)
            drop.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(drop)
            # (half a place before the card on the outlook line, a place before on the old one)
            start = to - 0.5 if (to - 0.5, before) in line.points else to - 1
            painter.drawLine(self.position(start, before), self.position(to, after))
        for play, mark in self.marks.items():
            colour = MARK_COLOURS[mark]
            spot = self.mark_spot(play)
            painter.setPen(QPen(colour.darker(140), 1))
            painter.setBrush(colour)
            radius = 3.0 if mark in ("best", "good") else 5.0
            painter.drawEllipse(spot, radius, radius)
        for x in self.moved():
            before, after = line.moves[x]
            self._triangle(painter, self.move_spot(x), after > before)
        if line.exact is not None:  # (from here the judge works the deal out exactly)
            self._ring(painter, self.exact_spot())
        for x, happened in enumerate(line.events):
            if happened.luck is not None:
                colour = LUCK_COLOURS[luck_kind(happened.luck.win)]
                self._diamond(painter, self.diamond_spot(x), colour)

    def legend_rect(self) -> QRectF:
        """Where the diamonds' legend is written: over the plot, at the right, clear of the
        line's title (elided if the two do not fit side by side)."""
        over, _ = self.title_rects()
        metrics = self.fontMetrics()
        title = metrics.horizontalAdvance(self.titles[0]) + 16
        wanted = metrics.horizontalAdvance(self.titles[2]) + metrics.height() + 4
        width = min(wanted, max(0.0, over.width() - title))
        return QRectF(over.right() - width, over.top(), width, over.height())

    def _paint_titles(self, painter: QPainter) -> None:
        over, under = self.title_rects()
        painter.setPen(self.palette().text().color())
        painter.drawText(
            over, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, self.titles[0]
        )
        painter.drawText(
            under, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, self.titles[1]
        )
        for kind, sign, words in self.key_rects():
            middle = sign.center()
            if kind == "dashed":
                painter.setPen(QPen(self.palette().text().color(), 2, Qt.PenStyle.DashLine))
                painter.drawLine(
                    QPointF(sign.left(), middle.y()), QPointF(sign.right(), middle.y())
                )
            else:
                self._ring(painter, middle, min(5.0, sign.height() / 2 - 1))
            painter.setPen(self.palette().text().color())
            key = self.keys[0] if kind == "dashed" else self.keys[1]
            painter.drawText(words, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, key)
        legend = self.legend_rect()
        if not self.titles[2] or legend.width() < 4 * self.fontMetrics().height():
            return
        size = self.fontMetrics().height() / 2 - 1
        centre = QPointF(legend.left() + size + 1, legend.top() + legend.height() / 2)
        self._diamond(painter, centre, LUCK_COLOURS["even"], size)
        text = legend.adjusted(2 * size + 4, 0, 0, 0)
        said = self.fontMetrics().elidedText(
            self.titles[2], Qt.TextElideMode.ElideRight, round(text.width())
        )
        painter.setPen(self.palette().text().color())
        painter.drawText(text, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, said)

    @staticmethod
    def _triangle(painter: QPainter, centre: QPointF, up: bool, size: float = 4.5) -> None:
        painter.setPen(QPen(MOVE_COLOUR.darker(150), 1))
        painter.setBrush(MOVE_COLOUR)
        x, y, tip = centre.x(), centre.y(), -size if up else size
        painter.drawPolygon(
            QPolygonF([QPointF(x, y + tip), QPointF(x + size, y - tip), QPointF(x - size, y - tip)])
        )

    @staticmethod
    def _ring(painter: QPainter, centre: QPointF, size: float = 7.0) -> None:
        painter.setPen(QPen(EXACT_COLOUR, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, size, size)

    @staticmethod
    def _diamond(painter: QPainter, centre: QPointF, colour: QColor, size: float = 6.0) -> None:
        painter.setPen(QPen(colour.darker(150), 1))
        painter.setBrush(colour)
        x, y = centre.x(), centre.y()
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(x, y - size),
                    QPointF(x + size, y),
                    QPointF(x, y + size),
                    QPointF(x - size, y),
                ]
            )
        )

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            found = self.event_at(event.pos().x())
            if found is not None and found < len(self.tips) and self.tips[found]:
                QToolTip.showText(event.globalPos(), self.tips[found], self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        found = self.event_at(event.position().x())
        if found is not None and self.line is not None:
            self.jumped.emit(self.line.events[found].step)
        super().mousePressEvent(event)
