"""The status bar's message, cut short with "…" beside the match's score and the sealed
shuffle, never drawn under them (at 800 pixels it ran under the match text: issue 41).

``QStatusBar`` draws its message itself, clipped mid-letter at its first permanent widget.
``StatusLine`` is that first permanent widget, stretched over the room on the left: it shows
the bar's message (``showMessage`` and ``currentMessage`` work as ever), elided to its width,
the whole in its tooltip."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar


class StatusLine(QLabel):
    """Shows ``bar``'s message in the room its permanent widgets leave."""

    def __init__(self, bar: QStatusBar) -> None:
        super().__init__()
        self.setObjectName("status_line")
        self.message = ""
        """The whole message (the label shows it cut to its width)."""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAutoFillBackground(True)  # (over the bar's own, clipped, drawing of it)
        bar.insertPermanentWidget(0, self, 1)
        bar.messageChanged.connect(self.show_message)

    def show_message(self, text: str) -> None:
        self.message = text
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        room = self.contentsRect().width()
        shown = self.fontMetrics().elidedText(self.message, Qt.TextElideMode.ElideRight, room)
        self.setText(shown)
        self.setToolTip(self.message if shown != self.message else "")
