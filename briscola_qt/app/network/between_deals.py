"""Between the deals of a network match: what happens next (who starts the next deal, and
that it is dealt once everyone has gone on; or that the match is over and how to leave),
the way on as a button on the table once the summary is closed, and, after Next deal, a
word over the empty table while the others have not pressed it yet."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import QLabel

from ..game.snapshot import Phase
from ..table.view import TableView
from ..text.words import fill
from .remote_table import RemoteTable


class BetweenDeals(QObject):
    """The way on at ``remote``'s table in ``view``; ``hosting``: this player hosts it."""

    leave = Signal()
    """The way out of a finished match was taken (the window closes)."""

    def __init__(self, remote: RemoteTable, view: TableView, hosting: bool) -> None:
        super().__init__(view)
        self.remote, self.view, self.hosting = remote, view, hosting
        self.waiting = QLabel(view.viewport())
        """Over the empty table after Next deal, until the others have pressed it too."""
        self.waiting.setStyleSheet(
            "QLabel { background: rgba(20, 50, 30, 210); color: white; padding: 8px 16px;"
            " border-radius: 12px; font-weight: bold; }"
        )
        self.waiting.hide()
        self.closed = False
        """The table closed for good (the match ended, or the host left): the way on is out."""
        view.go_on.clicked.connect(self.go_on)
        remote.dealStarted.connect(self.deal_started)
        view.viewport().installEventFilter(self)

    def what_now(self, match_over: bool) -> str:
        """What happens after this deal: who starts the next one and when, or that the
        match is over and how to leave it."""
        if match_over:
            return (
                self.tr("The match is over. Close the table when you like: it closes for everyone.")
                if self.hosting
                else self.tr("The match is over: leave the table when you like.")
            )
        remote = self.remote
        place = remote.place_of(0, remote.deal + 1)
        begins = self.tr("It is dealt once everyone has pressed Next deal.")
        if place == remote.place:
            return self.tr("Next deal: you start.") + " " + begins
        name = remote.place_name(place) if place is not None else ""
        return fill(self.tr("Next deal: %1 starts."), name) + " " + begins

    def after_summary(self) -> None:
        """The player goes on from the deal's summary (or the table's button)."""
        if self.remote.phase == Phase.DEAL_OVER:
            self.remote.next_deal()
            if self.remote.phase in (Phase.IDLE, Phase.CUTTING):  # (the others' turn to go on)
                self.waiting.setText(
                    self.tr("The next deal is dealt once everyone has pressed Next deal…")
                )
                self.waiting.adjustSize()
                self._place_waiting()
                self.waiting.show()
        self.show_go_on()

    def show_go_on(self) -> None:
        """The way on over the table once the summary is closed: the next deal, or out of
        a finished match (or of a table closed before the match's end)."""
        phase = self.remote.phase
        if self.closed or phase == Phase.MATCH_OVER:
            leave = self.tr("Close the table") if self.hosting else self.tr("Leave the table")
            self.view.show_go_on(leave)
        elif phase == Phase.DEAL_OVER:
            self.view.show_go_on(self.tr("Next deal"))
        else:
            self.view.show_go_on(None)

    def table_closed(self) -> None:
        """The table is closed for good: the only way on is out of it, on the table too
        (the match ended mid-deal left the player before a still table, the way out
        only in the toolbar)."""
        self.closed = True
        self.waiting.hide()
        self.show_go_on()

    def go_on(self) -> None:
        if self.closed or self.remote.phase == Phase.MATCH_OVER:
            self.leave.emit()
        elif self.remote.phase == Phase.DEAL_OVER:
            self.after_summary()

    def deal_started(self) -> None:
        self.view.show_go_on(None)
        self.waiting.hide()

    def _place_waiting(self) -> None:
        room = self.view.viewport().rect()
        self.waiting.move(room.center() - self.waiting.rect().center())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.waiting.isVisible():
            self._place_waiting()  # (the window resized while it waits)
        return False
