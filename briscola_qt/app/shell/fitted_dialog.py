"""A dialog never larger than the window it belongs to: its body scrolls when the room is
short, and its size follows the window and the screen's free area.

The deal's summary was 656 pixels wide in the smallest window and, with the shuffle's
details open, taller than an 800x560 one (issue 41).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QMoveEvent, QShowEvent
from PySide6.QtWidgets import QDialog, QFrame, QScrollArea, QVBoxLayout, QWidget


class BodyScroll(QScrollArea):
    """The body's whole size as its size hint (a plain scroll area caps it at 24 lines):
    the dialog, not the scroll area, decides how much of it there is room for."""

    def sizeHint(self) -> QSize:
        body = self.widget()
        if body is None:
            return super().sizeHint()
        frame = 2 * self.frameWidth()
        return body.sizeHint() + QSize(frame, frame)


class FittedDialog(QDialog):
    """A dialog whose ``body`` (a vertical layout) scrolls inside it and whose ``foot``
    (buttons) always shows; ``fit`` sizes it to its content within the room its window
    and the screen leave, and it fits again when the window is resized."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        content = QWidget()
        self.body = QVBoxLayout(content)
        self.body.setContentsMargins(0, 0, 0, 0)
        self.body_area = BodyScroll()
        self.body_area.setWidget(content)
        self.body_area.setWidgetResizable(True)  # the body as wide as the room: labels wrap
        self.body_area.setFrameShape(QFrame.Shape.NoFrame)
        self.body_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # (Tab goes to the buttons)
        self.foot = QVBoxLayout()
        column = QVBoxLayout(self)
        column.addWidget(self.body_area, 1)
        column.addLayout(self.foot)
        self._frame = QSize()
        """The window frame's size when the dialog was last fitted."""
        self._owner = parent.window() if parent is not None else None
        if self._owner is not None:
            self._owner.installEventFilter(self)

    def room(self) -> QRect:
        """Where the dialog's frame may lie: its window, on the screen's free area."""
        screen = self.screen().availableGeometry()
        if self._owner is None:
            return screen
        shared = self._owner.geometry().intersected(screen)
        return shared if not shared.isEmpty() else screen

    def fit(self) -> None:
        """As large as the content wants, no larger than the room, centred over the window."""
        frame = self.frameGeometry().size() - self.geometry().size()
        self._frame = frame
        area = self.room()
        room = (area.size() - frame).expandedTo(QSize(1, 1))
        self.body_area.updateGeometry()  # (the body's hint changes: its layout cached it)
        layout = self.layout()
        assert layout is not None
        layout.activate()
        hint = self.sizeHint()
        width = min(hint.width(), room.width())
        body = self.body_area.widget()
        grown = 0
        if body is not None and body.hasHeightForWidth():
            inner = body.sizeHint().width() - (hint.width() - width)
            grown = max(0, body.heightForWidth(inner) - body.sizeHint().height())
        height = min(hint.height() + grown, room.height())
        self.resize(QSize(width, height).expandedTo(self.minimumSizeHint()).boundedTo(room))
        self._place(area)

    def fit_later(self) -> None:
        """Fit once the widgets just shown or hidden have taken their place."""
        QTimer.singleShot(0, self, self.fit)

    def _place(self, area: QRect) -> None:
        """Centred in ``area`` (the room over the window)."""
        size = self.frameGeometry().size()
        x = area.x() + max(0, (area.width() - size.width()) // 2)
        y = area.y() + max(0, (area.height() - size.height()) // 2)
        self.move(x, y)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.fit()

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        # The window manager adds its frame after the first show: fit again with it.
        framed = self.frameGeometry().size() - self.geometry().size()
        if self.isVisible() and framed != self._frame:
            self.fit_later()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._owner and event.type() == QEvent.Type.Resize and self.isVisible():
            self.fit_later()
        return super().eventFilter(watched, event)
