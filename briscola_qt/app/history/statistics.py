"""The Statistics window (Game > Statistics): per table size, variant and level, and all
together, the deals and matches played, won, drawn and lost, the average points, the
winning streaks, the coach's accuracy and luck, the practice deals apart; a chart of the
last 50 deals drawn with QPainter; reset (after a question) and export as CSV.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...history import DealFacts, Totals
from ..base.help_button import HelpButton
from ..base.paint_guard import guarded
from ..text.words import fill
from .words import HistoryWords

CHART_DEALS = 50
RESULT_COLOURS = {
    "won": QColor(46, 125, 50),
    "drawn": QColor(158, 158, 158),
    "lost": QColor(198, 40, 40),
}
ACCURACY_COLOUR = QColor(21, 101, 192)


class DealChart(QWidget):
    """The last deals' points as bars (coloured by result, 60 marked) and the coach's
    accuracy as a line where it is known."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.deals: list[DealFacts] = []
        self.setMinimumHeight(140)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(560, 200)

    def set_deals(self, deals: list[DealFacts]) -> None:
        self.deals = deals[-CHART_DEALS:]
        self.update()

    def bar_rects(self) -> list[QRectF]:
        """Where each deal's bar is drawn (the tests read the chart through these)."""
        area = self._area()
        count = max(len(self.deals), 10)
        step = area.width() / count
        rects = []
        for i, deal in enumerate(self.deals):
            height = area.height() * min(deal.points, 120) / 120
            rects.append(
                QRectF(
                    area.left() + i * step + step * 0.15, area.bottom() - height, step * 0.7, height
                )
            )
        return rects

    def bar_brushes(self) -> list[QBrush]:
        """How each deal's bar is filled: its result's colour, solid for a counted deal,
        hatched over a pale fill for a practice deal (counted apart, like the numbers)."""
        return [
            QBrush(
                RESULT_COLOURS[deal.result],
                Qt.BrushStyle.BDiagPattern if deal.practice else Qt.BrushStyle.SolidPattern,
            )
            for deal in self.deals
        ]

    def _area(self) -> QRectF:
        return QRectF(self.rect()).adjusted(34, 10, -44, -18)

    @guarded
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        area = self._area()
        text = self.palette().windowText().color()
        grid = QColor(text)
        grid.setAlpha(60)
        painter.setPen(QPen(grid, 1))
        for points in (0, 60, 120):
            y = area.bottom() - area.height() * points / 120
            painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y))
            painter.setPen(text)
            painter.drawText(
                QRectF(0, y - 8, area.left() - 4, 16),
                int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                str(points),
            )
            painter.setPen(QPen(grid, 1))
        for brush, rect in zip(self.bar_brushes(), self.bar_rects(), strict=True):
            if brush.style() != Qt.BrushStyle.SolidPattern:  # practice: pale, hatched
                pale = QColor(brush.color())
                pale.setAlpha(70)
                painter.fillRect(rect, pale)
                painter.setPen(QPen(brush.color(), 1))
                painter.drawRect(rect)
            painter.fillRect(rect, brush)
        known = [
            (rect.center().x(), deal.accuracy)
            for deal, rect in zip(self.deals, self.bar_rects(), strict=True)
            if deal.accuracy is not None
        ]
        if known:
            line = QPainterPath()
            for i, (x, accuracy) in enumerate(known):
                point = QPointF(x, area.bottom() - area.height() * accuracy / 100)
                line.moveTo(point) if i == 0 else line.lineTo(point)
            painter.setPen(QPen(ACCURACY_COLOUR, 2))
            painter.drawPath(line)
            for x, accuracy in known:
                point = QPointF(x, area.bottom() - area.height() * accuracy / 100)
                painter.setBrush(ACCURACY_COLOUR)
                painter.drawEllipse(point, 3, 3)
            painter.setPen(ACCURACY_COLOUR)
            painter.drawText(
                QRectF(area.right() + 2, area.top() - 8, 42, 16),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                "100%",
            )
        painter.end()


class StatisticsWindow(QDialog):
    """The numbers of the kept deals, for one group or all together."""

    resetWanted = Signal()
    exportWanted = Signal()
    rebuildWanted = Signal()
    helpWanted = Signal(str)
    """The help's page on the statistics ("statistics"), asked with the "?" button."""

    def __init__(
        self,
        totals: Callable[[], list[Totals]],
        last_deals: Callable[[tuple[int, str, str]], list[DealFacts]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.read_totals = totals
        self.read_last_deals = last_deals
        self.words = HistoryWords(self)
        self.totals: list[Totals] = []
        self.setWindowTitle(self.tr("Statistics"))
        self.setSizeGripEnabled(True)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.group = QComboBox()
        self.group.setAccessibleName(self.tr("Which deals"))
        label = QLabel(self.tr("&Show:"))
        label.setBuddy(self.group)
        top.addWidget(label)
        top.addWidget(self.group, 1)
        self.help_button = HelpButton(self, "statistics", self.helpWanted)
        top.addWidget(self.help_button)
        layout.addLayout(top)
        self.group.currentIndexChanged.connect(self._show_group)
        columns = QHBoxLayout()
        self.labels: dict[str, QLabel] = {}
        deals_box = QGroupBox(self.tr("Deals"))
        deals_form = QFormLayout(deals_box)
        for key, text in (
            ("deals", self.tr("Played:")),
            ("won", self.tr("Won:")),
            ("drawn", self.tr("Drawn:")),
            ("lost", self.tr("Lost:")),
            ("points", self.tr("Average points:")),
            ("best_streak", self.tr("Best winning streak:")),
            ("streak", self.tr("Current winning streak:")),
            ("practice", self.tr("Practice deals:")),
        ):
            deals_form.addRow(text, self._value(key))
        matches_box = QGroupBox(self.tr("Matches"))
        matches_form = QFormLayout(matches_box)
        for key, text in (
            ("matches", self.tr("Played:")),
            ("matches_won", self.tr("Won:")),
            ("matches_drawn", self.tr("Drawn:")),
            ("matches_lost", self.tr("Lost:")),
        ):
            matches_form.addRow(text, self._value(key))
        coach_box = QGroupBox(self.tr("The coach"))
        coach_form = QFormLayout(coach_box)
        for key, text in (
            ("judged", self.tr("Deals reviewed:")),
            ("accuracy", self.tr("Average accuracy:")),
            ("luck", self.tr("Average luck:")),
        ):
            coach_form.addRow(text, self._value(key))
        # (wrapped: in Italian the luck in two units made the window 1,000 pixels wide)
        self.labels["luck"].setWordWrap(True)
        self.labels["practice"].setToolTip(
            self.tr("Deals played face up or with hints: kept, but counted apart.")
        )
        for box in (deals_box, matches_box, coach_box):
            columns.addWidget(box)
        layout.addLayout(columns)
        self.chart_title = QLabel()
        layout.addWidget(self.chart_title)
        self.chart = DealChart()
        self.chart.setAccessibleName(self.tr("Chart of the last deals"))
        self.chart.setToolTip(
            self.tr(
                "Each bar is a deal's points: green won, red lost, grey drawn; hatched bars are"
                " practice deals, counted apart. The blue line is the coach's accuracy, from 0"
                " to 100%, for the deals it reviewed."
            )
        )
        layout.addWidget(self.chart, 1)
        buttons = QHBoxLayout()
        self.reset_button = QPushButton(self.tr("&Reset…"))
        self.reset_button.clicked.connect(self.resetWanted)
        self.export_button = QPushButton(self.tr("&Export as CSV…"))
        self.export_button.clicked.connect(self.exportWanted)
        self.rebuild_button = QPushButton(self.tr("Re&build from the history"))
        self.rebuild_button.setToolTip(
            self.tr("Count every deal of the history folder again, from its records.")
        )
        self.rebuild_button.clicked.connect(self.rebuildWanted)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        buttons.addStretch(1)
        for button in (self.reset_button, self.export_button, self.rebuild_button, close):
            button.setAutoDefault(False)
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.refresh()

    def _value(self, key: str) -> QLabel:
        label = QLabel()
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.labels[key] = label
        return label

    def refresh(self) -> None:
        """Read the statistics again, keeping the group shown."""
        chosen = self.group.currentData()
        self.totals = self.read_totals()
        groups = sorted({(t.players, t.variant, t.level) for t in self.totals})
        if (0, "", "") not in groups:
            groups.insert(0, (0, "", ""))
        self.group.blockSignals(True)
        self.group.clear()
        for key in groups:
            players, variant, level = key
            if players == 0:
                name = self.tr("All tables, variants and levels")
            else:
                name = " · ".join(
                    (
                        self.words.table(players),
                        self.words.variant(variant),
                        self.words.level(level),
                    )
                )
            self.group.addItem(name, key)
        found = self.group.findData(chosen) if chosen is not None else 0
        self.group.setCurrentIndex(max(found, 0))
        self.group.blockSignals(False)
        self._show_group()

    def _show_group(self) -> None:
        key = self.group.currentData() or (0, "", "")
        self._show_chart(key)
        counted = self._totals(key, practice=False)
        practice = self._totals(key, practice=True)
        words = self.words
        shown = {
            "deals": str(counted.deals),
            "won": self._with_percent(counted.won, counted.deals),
            "drawn": self._with_percent(counted.drawn, counted.deals),
            "lost": self._with_percent(counted.lost, counted.deals),
            "points": words.number(counted.average_points()),
            "best_streak": str(counted.best_streak),
            "streak": str(counted.streak),
            "matches": str(counted.matches),
            "matches_won": self._with_percent(counted.matches_won, counted.matches),
            "matches_drawn": self._with_percent(counted.matches_drawn, counted.matches),
            "matches_lost": self._with_percent(counted.matches_lost, counted.matches),
            "judged": self._reviewed(counted, practice),
            "accuracy": self._accuracy(counted, practice),
            "luck": self._luck(*self._average_luck(counted, practice)),
            "practice": fill(
                self.tr("%1, won %2"),
                practice.deals,
                self._with_percent(practice.won, practice.deals),
            ),
        }
        for key_name, text in shown.items():
            self.labels[key_name].setText(text)
        opposite = self._opposite(counted, practice)
        self.labels["luck"].setToolTip(
            self.tr(
                "Luck is said in win chance, as the review's graph: cards worth more points on"
                " average can still leave fewer deals won, so the card points may go the other"
                " way."
            )
            if opposite
            else ""
        )

    def _show_chart(self, key: tuple[int, str, str]) -> None:
        """The chart of the last deals of the group shown."""
        deals = self.read_last_deals(key)
        self.chart.set_deals(deals)
        practice = sum(d.practice for d in deals)
        if not deals:
            title = self.tr("No deal counted yet.")
        elif practice:
            title = fill(
                self.tr(
                    "The last %n deal(s) (%1 of them practice, hatched): points (bars) and"
                    " accuracy (line)",
                    "",
                    len(deals),
                ),
                practice,
            )
        else:
            title = self.tr(
                "The last %n deal(s): points (bars) and accuracy (line)", "", len(deals)
            )
        self.chart_title.setText(title)
        self.chart.setAccessibleDescription(
            "; ".join(
                fill(
                    self.tr("%1 points, %2, practice") if d.practice else self.tr("%1 points, %2"),
                    d.points,
                    self.words.result(d.result),
                )
                for d in deals
            )
        )

    def _totals(self, key: tuple[int, str, str], practice: bool) -> Totals:
        for totals in self.totals:
            if (
                totals.players,
                totals.variant,
                totals.level,
            ) == key and totals.practice == practice:
                return totals
        return Totals(*key, practice)

    def _with_percent(self, part: int, whole: int) -> str:
        return f"{part} ({self.words.percent(part, whole)})" if whole else str(part)

    def _reviewed(self, counted: Totals, practice: Totals) -> str:
        """Every reviewed deal, a practice deal's too (a hint, face-up hands): "0 reviewed"
        was shown for a deal the coach reviewed after a hint made it practice."""
        judged = counted.judged + practice.judged
        if not practice.judged:
            return str(judged)
        return fill(self.tr("%1 (%2 of them practice)"), judged, practice.judged)

    def _accuracy(self, counted: Totals, practice: Totals) -> str:
        """The average accuracy of the counted deals reviewed; where none is, of the
        practice deals', said so (a hint helped there)."""
        # (the review's way, "75 of 100": a percentage here read as a share of something)
        value = counted.average_accuracy()
        if value is not None:
            return fill(self.tr("%1 of 100"), self.words.number(value))
        value = practice.average_accuracy()
        if value is None:
            return "–"
        return fill(self.tr("%1 of 100 (practice deals)"), self.words.number(value))

    def _opposite(self, counted: Totals, practice: Totals) -> bool:
        """The average luck in win chance and in card points point opposite ways."""
        win, points = self._average_luck(counted, practice)
        return win is not None and points is not None and round(100 * win, 1) * round(points, 1) < 0

    @staticmethod
    def _average_luck(counted: Totals, practice: Totals) -> tuple[float | None, float | None]:
        """The average luck of every reviewed deal, in win chance and in card points: luck
        is the cards', whoever gave hints."""
        lucky_win = counted.lucky_win + practice.lucky_win
        lucky = counted.lucky + practice.lucky
        win = (counted.luck_win + practice.luck_win) / lucky_win if lucky_win else None
        points = (counted.luck + practice.luck) / lucky if lucky else None
        return win, points

    def _luck(self, win: float | None, points: float | None) -> str:
        """The average luck a deal in points of win chance (the review's unit), the card
        points beside: "+3.4 points of win chance a deal (+1.2 card points)"."""
        if points is None:
            return "–"
        shown_points = self.words.number(points, 1)
        if win is None:  # (judged before luck was kept in win chance)
            return fill(self.tr("%1 card points a deal"), self._signed(shown_points, points))
        chance = self._signed(self.words.number(100 * win, 1), win)
        card = self._signed(shown_points, points)
        if round(100 * win, 1) * round(points, 1) < 0:  # (the two the other way round)
            return fill(
                self.tr("%1 points of win chance a deal (though %2 card points)"), chance, card
            )
        return fill(self.tr("%1 points of win chance a deal (%2 card points)"), chance, card)

    @staticmethod
    def _signed(shown: str, value: float) -> str:
        """A plus before good luck, a true minus sign before bad luck (as the review says
        it: "−12", not the locale's hyphen "-12")."""
        if shown.startswith("-"):
            return f"−{shown[1:]}"
        return f"+{shown}" if value > 0 and not shown.startswith("+") else shown

    def shown(self) -> dict[str, str]:
        """The numbers as the player reads them, by name."""
        return {key: label.text() for key, label in self.labels.items()}
