"""The review's win-chance graph: the player's side's estimated win chance after each
play of the deal, one point per play, the player's marked plays coloured; a click jumps
to a play (the review's keys step through them). Its axes say what they are: the line is
the side's chance to win the deal, the plays run left to right."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..base.paint_guard import guarded

MARK_COLOURS = {
    "best": QColor(40, 150, 70),
    "good": QColor(120, 160, 120),
    "inaccuracy": QColor(220, 170, 20),
    "mistake": QColor(230, 110, 20),
    "blunder": QColor(200, 30, 30),
}
"""A mark's colour, as in the list of plays (Lichess's: yellow, orange, red)."""


class WinGraph(QWidget):
    """Win chance (0-1) after each play; ``jumped`` gives the play a click chose."""

    jumped = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[float] = []
        self.marks: dict[int, str] = {}
        """The player's judged plays' marks, by play index."""
        self.current: int | None = None
        self.titles = ("", "")
        """What the line is (over the plot, left) and what runs along (under it, right)."""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumHeight(70)

    def sizeHint(self) -> QSize:
        return QSize(600, 110 + 2 * self.fontMetrics().height())

    def set_titles(self, line: str, along: str) -> None:
        """Name the axes: ``line``, what the line is; ``along``, what runs left to right."""
        self.titles = (line, along)
        self.setMinimumHeight(70 + 2 * self.fontMetrics().height())
        self.updateGeometry()
        self.update()

    def title_rects(self) -> tuple[QRectF, QRectF]:
        """Where the axes' titles are written: over the plot, and under it."""
        plot, line_h = self._plot(), self.fontMetrics().height()
        over = QRectF(plot.left(), plot.top() - line_h - 6, plot.width(), line_h)
        under = QRectF(plot.left(), plot.bottom() + 6, plot.width(), line_h)  # (clear of dots)
        return over, under

    def set_values(self, values: list[float], marks: Mapping[int, str]) -> None:
        self.values = list(values)
        self.marks = dict(marks)
        self.update()

    def set_current(self, play: int | None) -> None:
        self.current = play
        self.update()

    def _plot(self) -> QRectF:
        title = self.fontMetrics().height() + 4 if any(self.titles) else 0
        return QRectF(self.rect()).adjusted(42, 8 + title, -8, -4 - title)

    def point(self, play: int) -> QPointF:
        """Where play ``play``'s value is drawn."""
        plot = self._plot()
        count = max(1, len(self.values) - 1)
        x = plot.left() + plot.width() * play / count
        y = plot.bottom() - plot.height() * self.values[play]
        return QPointF(x, y)

    def play_at(self, x: float) -> int | None:
        if not self.values:
            return None
        plot = self._plot()
        count = max(1, len(self.values) - 1)
        play = round((x - plot.left()) / plot.width() * count)
        return min(max(play, 0), len(self.values) - 1)

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
        over, under = self.title_rects()
        painter.setPen(palette.text().color())
        painter.drawText(
            over, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, self.titles[0]
        )
        painter.drawText(
            under, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, self.titles[1]
        )
        if self.hasFocus():
            painter.setPen(QPen(palette.highlight().color(), 2))
            painter.drawRect(plot)
        if not self.values:
            return
        if self.current is not None and 0 <= self.current < len(self.values):
            x = self.point(self.current).x()
            painter.setPen(QPen(palette.highlight().color(), 2))
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        line = QPainterPath(self.point(0))
        for play in range(1, len(self.values)):
            line.lineTo(self.point(play))
        painter.setPen(QPen(palette.text().color(), 2))
        painter.drawPath(line)
        for play in range(len(self.values)):
            mark = self.marks.get(play)
            if mark is None:
                continue
            colour = MARK_COLOURS[mark]
            painter.setPen(QPen(colour.darker(140), 1))
            painter.setBrush(colour)
            radius = 3.0 if mark in ("best", "good") else 5.0
            painter.drawEllipse(self.point(play), radius, radius)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        play = self.play_at(event.position().x())
        if play is not None:
            self.jumped.emit(play)
        super().mousePressEvent(event)
