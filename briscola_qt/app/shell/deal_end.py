"""The end of a deal at the window: the summary once the table has told who won, the way
on over the table (the next deal, or a new match) once the summary is closed, and the
review of the last finished deal; each dialog one at a time."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, QSize, Qt
from PySide6.QtWidgets import QMainWindow, QWidget

from ...engine.match import MatchLength
from ...history.entry import now_utc
from ..game.snapshot import DealSummary, Phase
from ..history.actions import GameServices
from ..history.fair_table import FairTable
from ..review.dialog import ReviewDialog, ReviewedDeal
from ..table.scene import TableScene
from ..table.view import TableView
from ..text.words import GameWords
from .dialogs import DealSummaryDialog


class DealEndHost(GameServices, Protocol):
    """What the deal's end takes from the main window (``window.MainWindow``) besides."""

    @property
    def scene(self) -> TableScene: ...
    @property
    def view(self) -> TableView: ...
    @property
    def fair_table(self) -> FairTable: ...

    def back_to_table(self) -> None: ...

    def ask_new_game(self) -> None: ...

    def update_actions(self) -> None: ...


class DealEnd(QObject):
    """The summary and the review of ``window``'s deals."""

    def __init__(self, window: QMainWindow, host: DealEndHost) -> None:
        super().__init__(window)
        self.window = window
        self.host = host
        self.summary: DealSummary | None = None
        """The end of the last deal, while its table is still shown."""
        self.summary_dialog: DealSummaryDialog | None = None
        self.review_dialog: ReviewDialog | None = None
        self.ended: dict[int, tuple[str, bool]] = {}
        """Each finished deal of the match on the table: when it ended (as the history
        keeps it) and whether it was played with every hand face up."""
        self._match: object = None
        self._face_up = False
        host.view.go_on.clicked.connect(self._after_summary)
        host.controller.changed.connect(self._follow_face_up)

    def _follow_face_up(self) -> None:
        self._face_up = self._face_up or self.host.controller.face_up

    def deal_started(self) -> None:
        self.summary = None
        self._face_up = self.host.controller.face_up
        status = self.window.statusBar()
        if status.currentMessage() == self.go_on_hint():
            status.clearMessage()  # (the way on from the last deal is taken)

    def deal_over(self, summary: DealSummary) -> None:
        self.summary = summary
        controller = self.host.controller
        if controller.match is not self._match:
            self._match, self.ended = controller.match, {}
        number = len(controller.finished) - 1
        self.ended[number] = (now_utc(), self._face_up or controller.face_up)
        self.host.update_actions()
        # The summary pops up once the table has told who won (a click ends that sooner).
        self.host.scene.celebrate(summary, lambda: self.host.prompts.pop_up(self.show_summary))

    def show_summary(self) -> DealSummaryDialog | None:
        """The end-of-deal summary of the deal on the table (one at a time)."""
        summary, host = self.summary, self.host
        ended = host.controller.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER)
        if summary is None or not ended:
            return None
        if self.summary_dialog is not None:
            self.summary_dialog.activateWindow()
            return self.summary_dialog
        dialog = DealSummaryDialog(summary, host.art, self.window, host.card_names)
        host.fair_table.add_to_summary(dialog, summary)
        dialog.review_button.clicked.connect(lambda: self.show_review(dialog))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # not one kept per deal
        dialog.accepted.connect(self._after_summary)
        dialog.finished.connect(self._summary_closed)
        self.summary_dialog = dialog
        self.show_go_on()
        dialog.open()
        return dialog

    def _summary_closed(self) -> None:
        self.summary_dialog = None
        self.show_go_on()
        self.host.back_to_table()

    def show_go_on(self) -> None:
        """The way on over the table once the deal is over and its summary closed."""
        phase, view = self.host.controller.phase, self.host.view
        if self.summary_dialog is not None or phase not in (Phase.DEAL_OVER, Phase.MATCH_OVER):
            view.show_go_on(None)
            return
        shown = view.go_on.isVisible()
        over = phase == Phase.MATCH_OVER
        if over:
            view.show_go_on(self.tr("New game…") if self._one_deal() else self.tr("New match…"))
        else:
            view.show_go_on(self.tr("Next deal (N)"))
        if not shown:
            self.window.statusBar().showMessage(self.go_on_hint())

    def go_on_hint(self) -> str:
        """The status line while the finished deal is looked at."""
        if self.host.controller.phase == Phase.MATCH_OVER and self._one_deal():
            return self.tr("The game is over: start a new one with the button or Ctrl+N.")
        if self.host.controller.phase == Phase.MATCH_OVER:
            return self.tr("The match is over: start a new one with the button or Ctrl+N.")
        return self.tr("The deal is over: N deals the next, S shows its summary again.")

    def _one_deal(self) -> bool:
        """The game that ended was of one deal (no match to speak of)."""
        summary = self.host.controller.last_summary
        return summary is not None and summary.match_over and summary.deals_played == 1

    def _after_summary(self) -> None:
        if self.host.controller.phase == Phase.MATCH_OVER:
            self.host.ask_new_game()
        else:
            self.host.controller.next_deal()

    def show_review(self, parent: QWidget | None = None) -> ReviewDialog | None:
        """The review of the last finished deal (one at a time), over ``parent`` (the deal
        summary it was asked from) or the window; None before any deal is finished."""
        host = self.host
        controller = host.controller
        if not controller.finished or controller.match is None:
            return None
        number = len(controller.finished) - 1
        shown = self.review_dialog
        if shown is not None and shown.deal.number == number:
            shown.activateWindow()
            return shown
        if shown is not None:  # an earlier deal's, left open where nobody sees it
            shown.reject()
        match = controller.match
        played_at, face_up = (
            self.ended.get(number, (None, False)) if match is self._match else (None, False)
        )
        deal = ReviewedDeal(
            number,
            controller.finished[number],
            match.seat_of(0, number),
            controller.deal_seat_names(number),
            about=GameWords(self).describe(match.rules, match.match_rules),
            single=match.match_rules.length == MatchLength.SINGLE,
            played_at=played_at,
            face_up=face_up,
        )
        dialog = ReviewDialog(deal, host.analyst, host.art, host.card_names, parent or self.window)
        host.fair_table.add_to_review(dialog, number)
        dialog.helpWanted.connect(host.show_help)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.resize(self.review_size())
        dialog.finished.connect(self._review_closed)
        self.review_dialog = dialog
        host.prompts.open(dialog)
        return dialog

    def review_size(self) -> QSize:
        """Most of the window, whatever its size (the review has much to show)."""
        size = self.window.size()
        return QSize(min(1200, max(760, size.width() - 60)), min(820, max(520, size.height() - 60)))

    def _review_closed(self) -> None:
        self.review_dialog = None
