"""Play with friends: the window of a network match. The lobby until the first deal, then
the table (the same ``TableScene`` as a local game, on a ``RemoteTable``: a second
``TablePort``, so no widget asks which game it shows); the host's controls (pause, end,
hand a dropped friend's seat to a computer and back), the quick messages, and a notice
for whatever the network says (a refused move, a paused or ended match).

The main window's Game > Play with friends, which opens these windows, is
``friends_actions.FriendsActions``."""

from __future__ import annotations

import secrets
import time

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStackedWidget,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..base.settings import Settings
from ..base.speeds import Tempo
from ..chiamata.table import ChiamataTable
from ..game.snapshot import DealSummary, Phase
from ..history.friends import FriendsHistory
from ..network.between_deals import BetweenDeals
from ..network.host_session import HostSession
from ..network.lobby import LobbyPanel
from ..network.remote_table import RemoteTable
from ..network.said_bubbles import SaidBubbles
from ..network.words import QUICK_PHRASES, NetWords
from ..table.cardart import CardArt
from ..table.scene import TableScene
from ..table.view import TableView
from ..text.words import CardNames, fill
from .dialogs import DealSummaryDialog

LOST = ("closed", "unreachable", "timeout")
"""Why a connection may end that taking the place again may mend."""


class FriendsWindow(QMainWindow):
    """One network match, seen from this player's seat ``remote``; ``session``: the table
    this player hosts (None for a friend's)."""

    def __init__(
        self,
        remote: RemoteTable,
        art: CardArt,
        settings: Settings,
        session: HostSession | None = None,
        history: FriendsHistory | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.remote, self.art, self.session, self.history = remote, art, session, history
        self.settings = settings
        self.words = NetWords(self)
        remote.setParent(self)
        self.setWindowTitle(self.tr("Briscola — playing with friends"))
        self.tempo = Tempo(settings.speed, settings.pace)
        self.scene = TableScene(remote, art, self.tempo, self)
        self.view = TableView(self.scene, self)
        self.card_names = CardNames(self, art.theme, settings.interface_language)
        self.between = BetweenDeals(remote, self.view, session is not None)
        """What happens after each deal, and the way on."""
        self.between.leave.connect(self.close)
        self.bubbles = SaidBubbles(self.view, self.scene, remote)
        """Each quick message beside its speaker's plate, for a few seconds."""
        self.chiamata = ChiamataTable(remote, self.view, self.card_names, self.tempo)
        """Briscola chiamata's auction panel and the partner's reveal, as in a local game
        (its calls go to the host: ``RemoteTable`` is a ``chiamata.port.ChiamataPort``)."""
        art.deckChanged.connect(self.chiamata.follow_auction)
        self.lobby = LobbyPanel(remote, session is not None, self)
        self.code_label = QLabel()
        """The host's: the invitation code, at the foot of the window all match long (a
        friend whose app stopped joins again with it)."""
        if session is not None:
            self.statusBar().addPermanentWidget(self.code_label)
            self._show_code()
            session.codeChanged.connect(self._show_code)
            session.codeChanged.connect(self._code_replaced)
            self.lobby.startWanted.connect(session.begin)
            self.lobby.swapWanted.connect(session.swap)
            remote.welcomed.connect(lambda: remote.ready(True))  # (hosting is being ready)
            remote.seatsChanged.connect(self._announce_free)
            session.announced.connect(self._on_announced)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.lobby)
        self.pages.addWidget(self.view)
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.notice.setStyleSheet(
            "QLabel { background: #fff3c4; color: #3a2f00; padding: 6px; font-weight: bold; }"
        )
        self.notice.hide()
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.notice)
        column.addWidget(self.pages, 1)
        self.setCentralWidget(central)
        self.summary_dialog: DealSummaryDialog | None = None
        self.ended_reason: str | None = None
        self._closing = False
        self.lost_at: float | None = None
        """When the connection dropped, while this app tries to take its place again."""
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._try_again)
        self._build_toolbar()
        remote.dealStarted.connect(self._on_deal_started)
        remote.dealOver.connect(self._on_deal_over)
        remote.cutWanted.connect(self._cut)
        remote.refused.connect(self._on_refused)
        remote.ended.connect(self._on_ended)
        remote.said.connect(self._on_said)
        remote.pausedChanged.connect(self._on_paused)
        remote.seatsChanged.connect(self._update_seat_menu)
        self.resize(1100, 760)

    # --- the toolbar ------------------------------------------------------------------

    def _build_toolbar(self) -> None:
        bar = QToolBar(self.tr("Table"), self)
        bar.setObjectName("friends")
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.say_menu = QMenu(self.tr("Quick message"), self)
        self.say_actions: dict[str, QAction] = {}
        for phrase in QUICK_PHRASES:
            action = self.say_menu.addAction(self.words.phrase(phrase))
            action.triggered.connect(lambda _=False, p=phrase: self.remote.say(p))
            self.say_actions[phrase] = action
        say_button = QToolButton()
        say_button.setText(self.tr("&Say…"))
        say_button.setToolTip(self.tr("A quick message to the table"))
        say_button.setMenu(self.say_menu)
        say_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        bar.addWidget(say_button)
        self.say_button = say_button
        self.pause_action = QAction(self.tr("&Pause"), self)
        self.pause_action.setCheckable(True)
        self.end_action = QAction(self.tr("&End the match"), self)
        self.seat_menu = QMenu(self.tr("Seats"), self)
        seat_button = QToolButton()
        seat_button.setText(self.tr("S&eats"))
        seat_button.setToolTip(self.tr("Let a computer play for a friend who is away, and back"))
        seat_button.setMenu(self.seat_menu)
        seat_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.seat_button = seat_button
        self.leave_action = QAction(self.tr("&Leave the table"), self)
        self.leave_action.triggered.connect(self.leave)
        session = self.session
        if session is not None:
            bar.addSeparator()
            bar.addAction(self.pause_action)
            bar.addWidget(seat_button)
            bar.addAction(self.end_action)
            self.pause_action.toggled.connect(self._pause)
            self.pause_action.setEnabled(False)  # (from the first deal on)
            self.end_action.triggered.connect(self.ask_end_match)
        else:
            bar.addSeparator()
            bar.addAction(self.leave_action)
        self._update_seat_menu()

    def _show_code(self) -> None:
        session = self.session
        if session is not None:
            spoken = session.code.spoken(self.settings.interface_language)
            self.lobby.set_invitation(spoken, session.addresses)
            said = self.tr("New code: %1") if session.resumed else self.tr("Code: %1")
            self.code_label.setText(fill(said, spoken))
            where = ", ".join(session.addresses)
            self.code_label.setToolTip(
                fill(
                    self.tr("Your friends join with this code at %1, and sit where they sat."),
                    where,
                )
                if session.resumed
                else fill(self.tr("Your friends join with this code at %1."), where)
            )

    def _code_replaced(self) -> None:
        self.statusBar().showMessage(
            self.tr("Three wrong tries: the table has a new invitation code."), 15000
        )

    def _announce_free(self) -> None:
        session = self.session
        if session is not None:
            free = sum(1 for seat in self.remote.seats if seat.get("state") == "free")
            session.update_free(free)

    def _on_announced(self, heard: bool) -> None:
        self.statusBar().showMessage(
            self.tr("Friends on this network see your table in their Join dialog.")
            if heard
            else self.tr(
                "Your table could not be announced on this network: friends type its address."
            ),
            15000,
        )

    def _update_seat_menu(self) -> None:
        """The host's: each friend away can be played for by a computer, and given back."""
        menu, remote = self.seat_menu, self.remote
        menu.clear()
        for seat in remote.seats:
            place = int(seat.get("place", -1))
            if place == remote.place:
                continue
            name = remote.place_name(place) or fill(self.tr("Place %1"), place + 1)
            state = remote.place_state(place)
            away = state == "free" and self.pages.currentWidget() is self.view  # (given up)
            if state == "reconnecting" or away:
                action = menu.addAction(fill(self.tr("Let a computer play for %1"), name))
                action.triggered.connect(lambda _=False, p=place: self._hand_over(p))
            elif state == "stand-in":
                action = menu.addAction(fill(self.tr("Give %1 their seat back"), name))
                action.triggered.connect(lambda _=False, p=place: self._hand_back(p))
        self.seat_button.setEnabled(not menu.isEmpty() and self.ended_reason is None)

    def _hand_over(self, place: int) -> None:
        if self.session is not None:
            self.session.hand_to_computer(place)

    def _hand_back(self, place: int) -> None:
        if self.session is not None:
            self.session.hand_back(place)

    def _pause(self, paused: bool) -> None:
        """The host's Pause, which reads Resume while the game is paused."""
        self.pause_action.setText(self.tr("&Resume") if paused else self.tr("&Pause"))
        if self.session is not None:
            self.session.pause(paused)

    def ask_end_match(self) -> None:
        """The host's End the match, asked first: it ends the match for everyone."""
        if self.ended_reason is not None:
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.windowTitle(),
            self.tr("End the match for everyone at the table?"),
            parent=self,
        )
        box.setInformativeText(
            self.tr("The deal being played is not finished, and the table closes.")
        )
        end = box.addButton(self.tr("End the match"), QMessageBox.ButtonRole.YesRole)
        box.setDefaultButton(box.addButton(self.tr("Keep playing"), QMessageBox.ButtonRole.NoRole))
        box.exec()
        if box.clickedButton() is end:
            self.end_match()

    def end_match(self) -> None:
        """The host ends the match: every friend is told, and the table closes."""
        session = self.session
        if session is not None:
            session.close()
            self.pause_action.setEnabled(False)
            self.end_action.setEnabled(False)
            self._on_ended("ended-by-host")

    # --- what the table says ----------------------------------------------------------

    def _cut(self, _commitment: str) -> None:
        # This app's own random cut: the host cannot know it before the deal is dealt,
        # and the deal's end checks that it was used (docs/fair-shuffle.md).
        self.remote.cut_deck(str(secrets.randbelow(1_000_000)))

    def _on_deal_started(self) -> None:
        self.pages.setCurrentWidget(self.view)
        self.pause_action.setEnabled(self.ended_reason is None)
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        if self.summary_dialog is not None:
            self.summary_dialog.close()

    def _on_deal_over(self, summary: DealSummary) -> None:
        deal = self.remote.deal
        if self.history is not None and self.remote.finished:
            self.history.keep(self.remote, self.remote.finished[-1], summary)
        dialog = DealSummaryDialog(summary, self.art, self)
        dialog.review_button.hide()  # (the deal is reviewed from the history, where it is kept)
        checked = self.remote.checked.get(deal, False)
        self.shuffle_line = QLabel(
            self.tr(
                "Shuffle checked: the seed is the one promised before the cut, your own cut"
                " was used, and they deal exactly these cards."
            )
            if checked
            else self.tr(
                "The shuffle did NOT check out: the seed, your cut or the cards dealt are not"
                " what was promised."
            )
        )
        self.shuffle_line.setWordWrap(True)
        dialog.add_part(self.shuffle_line)
        self.what_now = QLabel(self.between.what_now(summary.match_over))
        self.what_now.setWordWrap(True)
        self.what_now.setStyleSheet("QLabel { font-weight: bold; }")
        dialog.add_part(self.what_now)
        if summary.match_over:
            dialog.next_button.setText(self.tr("Close"))
            self.pause_action.setEnabled(False)
            self.end_action.setEnabled(False)  # (it is over: the table is closed, not ended)
            if self.session is not None:  # (nobody can sit down at it any more)
                self.session.stop_announcing()
        dialog.accepted.connect(self.between.after_summary)
        dialog.rejected.connect(self.between.show_go_on)
        self.summary_dialog = dialog
        dialog.open()

    def _on_refused(self, reason: str) -> None:
        snapshot = self.remote.snapshot()
        auction = snapshot is not None and bool(snapshot.chiamata and snapshot.chiamata.bidding)
        self.statusBar().showMessage(self.words.refusal(reason, auction), 8000)

    def _on_said(self, place: int, phrase: str) -> None:
        name = self.tr("You") if place == self.remote.place else self.remote.place_name(place)
        said = fill(self.tr("%1: %2"), name, self.words.phrase(phrase))
        self.statusBar().showMessage(said, 6000)
        # Beside the speaker's plate too (one's own would cover the prompt on one's plate).
        if self.pages.currentWidget() is self.view and place != self.remote.place:
            self.bubbles.show(place, self.words.phrase(phrase))

    def _on_paused(self, paused: bool) -> None:
        if self.session is not None and self.pause_action.isChecked() != paused:
            # (the table's own word, after a drop: the action follows it, asking nothing)
            self.pause_action.blockSignals(True)
            self.pause_action.setChecked(paused)
            self.pause_action.blockSignals(False)
            self.pause_action.setText(self.tr("&Resume") if paused else self.tr("&Pause"))
        self._show_notice()

    def _show_notice(self) -> None:
        """The banner over the table: the table closed, else the connection lost, else
        the game paused, else none."""
        if self.ended_reason is not None:
            return  # (its notice stays)
        if self.lost_at is not None:
            self._say(self.tr("The connection to the table was lost: trying to get back…"))
        elif self.remote.paused:
            self._say(
                self.tr("Paused: you have paused the game. Resume it when everyone is back.")
                if self.session is not None
                else self.tr("Paused: the host has paused the game. Nobody plays until it goes on.")
            )
        else:
            self.notice.hide()

    def _on_ended(self, reason: str) -> None:
        if self.ended_reason is not None:
            return
        if reason in LOST and not self._closing and self._may_come_back():
            self._lost()
            return
        self.ended_reason = reason
        self.remote.table_closed()  # (no plate says thinking or reconnecting any more)
        if self.pages.currentWidget() is self.view:
            self.between.table_closed()  # (the way out, on the table)
        if reason == "ended-by-host":
            self._say(self.tr("You ended the match for everyone: close the table when you like."))
        elif self.remote.phase == Phase.MATCH_OVER and reason in ("bye", "closed"):
            self._say(self.tr("The match is over: the table is closed."))
        else:
            self._say(self.words.failure(reason))
        self.say_button.setEnabled(False)
        self.seat_button.setEnabled(False)

    def _may_come_back(self) -> bool:
        """The connection dropped with a place to go back to, still kept for us."""
        if self.remote.token is None or self.remote.phase == Phase.MATCH_OVER:
            return False
        return self.lost_at is None or (
            time.monotonic() - self.lost_at < self.remote.reconnect_seconds
        )

    def _lost(self) -> None:
        """Try to take the place again a moment later (each try ends in ``welcomed`` or
        in ``ended`` again), until the host no longer keeps it."""
        if self.lost_at is None:
            self.lost_at = time.monotonic()
            self._show_notice()
            self.remote.welcomed.connect(self._back)
        self._retry.start(self.RETRY_MS)

    RETRY_MS = 2000

    def _try_again(self) -> None:
        if self.lost_at is not None and not self.remote.reconnect():
            self._on_ended("closed")

    def _back(self) -> None:
        self.remote.welcomed.disconnect(self._back)
        self.lost_at = None
        self._show_notice()
        self.statusBar().showMessage(self.tr("Back at the table."), 6000)

    def leave(self) -> None:
        """Leave the table (asked first while the match is on)."""
        if self._may_leave():
            self.close()

    def _may_leave(self) -> bool:
        if self.ended_reason is not None or self.remote.phase == Phase.MATCH_OVER:
            return True
        question = (
            self.tr("Close your table? The match ends for everyone at it.")
            if self.session is not None
            else self.tr("Leave the table? Your place is kept for a few minutes.")
        )
        box = QMessageBox(QMessageBox.Icon.Question, self.windowTitle(), question, parent=self)
        leave = box.addButton(
            self.tr("Close the table") if self.session is not None else self.tr("Leave"),
            QMessageBox.ButtonRole.YesRole,
        )
        box.setDefaultButton(box.addButton(self.tr("Keep playing"), QMessageBox.ButtonRole.NoRole))
        box.exec()
        return box.clickedButton() is leave

    def _say(self, text: str) -> None:
        self.notice.setText(text)
        self.notice.show()

    def closeEvent(self, event: QCloseEvent) -> None:
        # The close button asks while the match is on (for the host it ends the table for
        # everyone); a close of the program's own (Quit, a test) does not.
        if event.spontaneous() and not self._may_leave():
            event.ignore()
            return
        self._closing = True
        self._retry.stop()
        self.remote.close(2.0)
        if self.session is not None:
            self.session.close()
        super().closeEvent(event)
