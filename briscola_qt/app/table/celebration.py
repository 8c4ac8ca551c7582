"""The end of a deal told on the felt for a moment: who won it in a few words over the
table, the winner's points counted up, and the winner's plate glowing when it is the
player's side; a deal lost is closed gently, without the glow. It follows the animation
speed ("instant": nothing is shown) and a click or a key ends it at once.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QObject, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..base import speeds
from ..base.paint_guard import guarded
from ..base.speeds import Tempo
from ..game.chiamata import ChiamataDeal
from ..game.snapshot import DealSummary
from ..text.words import MatchWords, fill
from .card_layout import PLATE
from .felt import TEAM_COLOURS, TO_PLAY, captured_rows
from .felt_text import FeltText, plate_font

FADE: float = 0.1
"""The share of the celebration spent fading in, and again fading out."""


class CelebrationWords(QObject):
    """The words of the celebration, in the interface's language."""

    def title(self, summary: DealSummary) -> str:
        """Who won the deal, or the match when it is over."""
        if summary.match_over and summary.deals_played > 1:
            winner = summary.match_winner
            if winner is None:  # (who shares it: "drawn" was said as the player came last)
                return MatchWords(self).shared(
                    summary.match_side_names, summary.match_scores, summary.match_leaders, False
                )
            if winner == 0:
                return (
                    self.tr("Your team wins the match!")
                    if summary.team_game
                    else self.tr("You win the match!")
                )
            if summary.team_game:
                return self.tr("The opponents win the match")
            return fill(self.tr("%1 wins the match"), summary.match_side_names[winner])
        deal = summary.chiamata
        if deal is not None:
            return self._chiamata_title(deal)
        winner = summary.outcome.winner
        if winner is None:
            return self.tr("A draw")
        if winner == summary.human_side:
            return (
                self.tr("Your team wins the deal!")
                if summary.team_game
                else self.tr("You win the deal!")
            )
        if summary.team_game:
            return self.tr("The opponents win the deal")
        return fill(self.tr("%1 wins the deal"), summary.side_names[winner])

    def _chiamata_title(self, deal: ChiamataDeal) -> str:
        """Briscola chiamata: which side won, the caller's or the defenders' (its seats
        are not the sides: a seat's own points are not its side's)."""
        if deal.winner is None:
            return self.tr("Everybody passed")
        if chiamata_won(deal):
            return self.tr("Your side wins the deal!")
        if deal.winner == 0:
            return self.tr("The caller's side wins the deal")
        return self.tr("The defenders win the deal")

    def points(self, counted: int) -> str:
        return fill(self.tr("%1 points"), counted)

    def draw(self, points: int) -> str:
        return fill(self.tr("%1 – %1"), points)


class Celebration(QGraphicsObject):
    """Over the finished deal: a banner with who won and the points counting up, and
    (the player's side having won) a glow round the winner's plate; then it fades."""

    def __init__(
        self,
        summary: DealSummary,
        text: FeltText,
        words: CelebrationWords,
        duration_ms: int,
        done: Callable[[], None],
    ) -> None:
        super().__init__()
        self.summary = summary
        self.title = words.title(summary)
        self._words = words
        self._done: Callable[[], None] | None = done
        self._progress = 0.0
        winner = summary.outcome.winner
        self.won = winner is not None and winner == summary.human_side
        self.points = summary.points[winner] if winner is not None else summary.points[0]
        deal = summary.chiamata
        glow_side = winner
        if deal is not None:  # (its outcome's sides are the caller's and the defenders')
            self.won = chiamata_won(deal)
            self.points = deal.points[deal.winner] if deal.winner is not None else 0
            glow_side = summary.human_side if self.won else None
        if summary.match_over and summary.deals_played > 1:
            self.won = summary.match_winner == 0
        self.draw = winner is None
        layout = text.layout
        assert layout is not None  # (a deal is over on a laid-out table)
        self.table = QRectF(0, 0, layout.width, layout.height)
        self._title_font = QFont(plate_font(layout))
        self._title_font.setPixelSize(max(16, round(layout.height * 0.045)))
        self._title_font.setBold(True)
        self._count_font = QFont(self._title_font)
        self._count_font.setPixelSize(round(self._title_font.pixelSize() * 0.8))
        self._count_font.setBold(False)
        self.banner = self._banner_rect(text)
        self.glow = self._glow_rect(text, glow_side) if self.won else None
        self.setZValue(90)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._clock = QVariantAnimation(self)
        self._clock.setStartValue(0.0)
        self._clock.setEndValue(1.0)
        self._clock.setDuration(max(1, duration_ms))
        self._clock.valueChanged.connect(self._advance)
        self._clock.finished.connect(self.finish)

    def start(self) -> None:
        self._clock.start()

    def is_running(self) -> bool:
        return self._done is not None

    def counted(self) -> int:
        """The points shown now: counted up from nothing in the first part of the time."""
        share = speeds.COUNT_UP_MS / speeds.CELEBRATE_MS
        t = min(1.0, max(0.0, (self._progress - FADE) / share))
        return round(self.points * (1 - (1 - t) ** 3))

    def count_text(self) -> str:
        if self.draw:
            return self._words.draw(self.counted())
        return self._words.points(self.counted())

    def finish(self) -> None:
        """End now (the time is up, a click, or the next deal): say so once."""
        self._clock.stop()
        done, self._done = self._done, None
        self.setVisible(False)
        if done is not None:
            done()

    def _advance(self, value: float) -> None:
        self._progress = float(value)
        self.update()

    # --- geometry -----------------------------------------------------------------

    PAD = 10.0

    def _banner_rect(self, text: FeltText) -> QRectF:
        """The banner's place: in the widest gap between the rows of captured cards where
        it fits, else the middle of the table."""
        title = QFontMetricsF(self._title_font)
        count = QFontMetricsF(self._count_font)
        widest = max(
            title.horizontalAdvance(self.title), count.horizontalAdvance(self._words.points(888))
        )
        w = min(self.table.width() - 16, widest + 2 * title.height())
        h = 2 * self.PAD + title.height() + 4 + count.height()
        centre = self.table.center()
        layout, snapshot = text.layout, text.snapshot
        if layout is not None and snapshot is not None and snapshot.captured:
            sides = captured_rows(snapshot)
            rows = len(sides)
            cards = layout.captured_size(rows).height()
            tops = [layout.captured_label_position(r, rows).y() - PLATE / 2 for r in range(rows)]
            # (a side that took nothing leaves its row free below its plate)
            ends = [
                top + PLATE + (cards if snapshot.captured[side] else 0) + 4
                for top, side in zip(tops, sides, strict=True)
            ]
            # (not below the last row: the way-on button stands there)
            gaps = [(top_next - end, end) for end, top_next in zip(ends, tops[1:], strict=False)]
            room, start = max(gaps, default=(0.0, 0.0))
            if room >= h:
                centre.setY(start + room / 2)
        return QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)

    def _glow_rect(self, text: FeltText, winner: int | None) -> QRectF | None:
        """Round the plate over the winning side's captured cards (the felt's own plate)."""
        layout, snapshot = text.layout, text.snapshot
        if layout is None or snapshot is None or not snapshot.captured or winner is None:
            return None
        rows = captured_rows(snapshot)
        words = text.captured_label(winner)
        if winner not in rows or not words:
            return None
        metrics = QFontMetricsF(plate_font(layout))
        at = layout.captured_label_position(rows.index(winner), len(rows))
        w, h = metrics.horizontalAdvance(words) + 18, metrics.height() + 8
        return QRectF(at.x(), at.y() - h / 2, w, h)

    def boundingRect(self) -> QRectF:
        rect = self.banner.adjusted(-4, -4, 4, 4)
        if self.glow is not None:
            rect = rect.united(self.glow.adjusted(-14, -14, 14, 14))
        return rect

    # --- painting -----------------------------------------------------------------

    def _opacity(self) -> float:
        p = self._progress
        return max(0.0, min(1.0, p / FADE, (1 - p) / FADE))

    @guarded
    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        shown = self._opacity()
        if shown <= 0:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setOpacity(shown)
        if self.glow is not None:
            # Three slow breaths of gold round the winner's plate.
            breath = 0.5 - 0.5 * math.cos(self._progress * 6 * math.pi)
            for i, alpha in enumerate((70, 110, 170)):
                spread = (3 - i) * (2 + 3 * breath)
                colour = QColor(TO_PLAY)
                colour.setAlpha(round(alpha * (0.55 + 0.45 * breath)))
                painter.setPen(QPen(colour, 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                ring = self.glow.adjusted(-spread, -spread, spread, spread)
                painter.drawRoundedRect(ring, ring.height() / 2, ring.height() / 2)
        border = QColor(255, 214, 90) if self.won else QColor(200, 200, 210, 160)
        fill_colour = QColor(20, 20, 24, 215) if not self.won else QColor(TEAM_COLOURS[0])
        if self.won:
            fill_colour = fill_colour.darker(160)
            fill_colour.setAlpha(230)
        painter.setPen(QPen(border, 2.5 if self.won else 1.5))
        painter.setBrush(fill_colour)
        painter.drawRoundedRect(self.banner, 14, 14)
        title = QFontMetricsF(self._title_font)
        line = QRectF(self.banner.left(), self.banner.top() + self.PAD, self.banner.width(), 0)
        line.setHeight(title.height())
        painter.setFont(self._title_font)
        painter.setPen(QColor(255, 236, 150) if self.won else QColor(235, 235, 240))
        painter.drawText(line, Qt.AlignmentFlag.AlignCenter, self.title)
        line.moveTop(line.bottom() + 4)
        line.setHeight(QFontMetricsF(self._count_font).height())
        painter.setFont(self._count_font)
        painter.setPen(QColor(250, 250, 250))
        painter.drawText(line, Qt.AlignmentFlag.AlignCenter, self.count_text())


def chiamata_won(deal: ChiamataDeal) -> bool:
    """The player's side won this chiamata deal (the caller's side or the defenders)."""
    if deal.winner is None or deal.caller is None:
        return False
    return deal.sides[deal.human] == deal.winner


def celebration_ms(tempo: Tempo) -> int:
    """How long the end of a deal is told at ``tempo`` (0: not at all)."""
    return tempo.ms(speeds.CELEBRATE_MS)
