"""A visible keyboard focus on lists, tables and text panes.

Qt's Fusion style shows the focus on buttons, boxes and fields, but not on an item view or a
read-only text pane (an empty list, or one without a current row, looks the same with the
focus as without). ``FocusRing`` puts a ``QFocusFrame`` round whichever of them has the
focus, in any window of the app; the card table draws its own ring.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QFocusFrame, QGraphicsView, QWidget


class FocusRing(QObject):
    """Follows the application's focus; one per application (``install``)."""

    _installed: FocusRing | None = None

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self._frames: dict[int, QFocusFrame] = {}
        app.focusChanged.connect(self._on_focus_changed)

    @classmethod
    def install(cls) -> None:
        """Start following the focus (once; later calls do nothing)."""
        app = QApplication.instance()
        if not isinstance(app, QApplication):
            return
        ring = cls._installed
        if ring is None or not shiboken6.isValid(ring) or ring.parent() is not app:
            cls._installed = cls(app)

    @staticmethod
    def wants_ring(widget: QWidget | None) -> bool:
        return (
            isinstance(widget, QAbstractScrollArea)
            and not isinstance(widget, QGraphicsView)  # (the table rings itself)
            and not widget.isWindow()
        )

    def _on_focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        # Frames of windows that are gone are forgotten; the others let go of their widget.
        for key, frame in list(self._frames.items()):
            if not shiboken6.isValid(frame):
                del self._frames[key]
            elif frame.widget() is not new:
                frame.setWidget(None)  # type: ignore[arg-type]  # (Qt takes a null widget)
        if new is None or not self.wants_ring(new):
            return
        window = new.window()
        known = self._frames.get(id(window))
        if known is None or not shiboken6.isValid(known) or known.window() is not window:
            known = QFocusFrame(window)
            self._frames[id(window)] = known
        known.setWidget(new)
