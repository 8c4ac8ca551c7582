"""Join at a club server (Game > Play with friends > Join > A club server): its address
and password, the tables open there (the game, the places free, who sits at them), then
either one of them joined with its code, or a new table opened there (``new_table``: the
Host dialog's choices, from the shell) and sat at. The table itself is joined as a
friend's: the same ``RemoteTable``, at the server's ``/t/ID``. The dialog stays until the
player is seated (``remote`` is then the caller's) or says why not; the lobby is asked in
a thread of its own (``ClubLobby``) and the table's connection is ``RemoteTable``'s."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...net.invitation import CodeError, InvitationCode, parse_code
from ...net.protocol import ProtocolError, player_name
from ..base.paths import data_dir
from ..base.settings import Settings
from ..text.words import fill
from .club import ClubListing, ClubLobby, ClubTable, ClubWords, CreatedTable, club_address
from .remote_table import RemoteTable
from .seat_tokens import SEAT_TOKENS_NAME, SeatTokens
from .words import NetWords

NewTable = Callable[["ClubDialog"], None]
"""Opens the panel in which a table is chosen and opened on the server (the shell's, with
the Host dialog's choices); it calls ``sit_at_new`` once the server has opened it."""


@dataclass(frozen=True)
class ClubSeat:
    """Where the player sat: the server as they typed it, the table, and its code."""

    server: str
    table: str
    code: InvitationCode
    opened: bool
    """This player opened the table (they read its code to their friends)."""


class ClubDialog(QDialog):
    """A club server's tables: join one, or open one and sit at it."""

    COLUMNS = 4

    def __init__(
        self, settings: Settings, new_table: NewTable | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.settings, self.new_table = settings, new_table
        self.words, self.net_words = ClubWords(self), NetWords(self)
        self.lobby: ClubLobby | None = None
        """The lobby of the server last asked."""
        self.listed = False
        """The server last asked listed its tables (a new table may be opened there)."""
        self.remote: RemoteTable | None = None
        """The seat at the table, once the server has given it (the caller's then)."""
        self.seat: ClubSeat | None = None
        self._connecting: RemoteTable | None = None
        self._joining: ClubSeat | None = None
        self.setWindowTitle(self.tr("Join at a club server"))
        layout = QVBoxLayout(self)
        server_form = QFormLayout()
        self.address = QLineEdit(settings.club_server)
        self.address.setPlaceholderText(fill(self.tr("for example %1"), "briscola.example.org"))
        self.address.setToolTip(
            self.tr(
                "The address your club gives: host:port, or a wss:// address. Without a port,"
                " the server's own port (47045) is meant."
            )
        )
        self.address.returnPressed.connect(self.look)
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.password.setPlaceholderText(self.tr("only if the server has one"))
        self.password.returnPressed.connect(self.look)
        server_form.addRow(self.tr("&Server:"), self.address)
        server_form.addRow(self.tr("Pass&word:"), self.password)
        layout.addLayout(server_form)
        looking = QHBoxLayout()
        self.status = QLabel(self.tr("Type the server's address and list its tables."))
        self.status.setWordWrap(True)
        self.look_button = QPushButton(self.tr("&List the tables"))
        self.look_button.clicked.connect(self.look)
        looking.addWidget(self.status, 1)
        looking.addWidget(self.look_button)
        layout.addLayout(looking)
        self.tables = QTableWidget(0, self.COLUMNS)
        self.tables.setHorizontalHeaderLabels(
            [self.tr("Table"), self.tr("Game"), self.tr("Places"), self.tr("At the table")]
        )
        self.tables.verticalHeader().hide()
        self.tables.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tables.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.tables.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tables.setWordWrap(True)
        header = self.tables.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.tables.setMinimumHeight(90)
        self.tables.itemSelectionChanged.connect(self._table_chosen)
        layout.addWidget(self.tables, 1)
        form = QFormLayout()
        self.code = QLineEdit()
        language = "it" if settings.interface_language == "it" else "en"
        example = InvitationCode(7, 16, 40).spoken(language)
        self.code.setPlaceholderText(fill(self.tr("for example %1"), example))
        self.code.setToolTip(self.tr("The code the table's opener reads to you"))
        self.name = QLineEdit(settings.player_name)
        self.name.setMaxLength(24)
        self.tables.itemDoubleClicked.connect(lambda _item: self.code.setFocus())
        form.addRow(self.tr("Invitation &code:"), self.code)
        form.addRow(self.tr("Your &name:"), self.name)
        layout.addLayout(form)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.create_button = self.buttons.addButton(
            self.tr("&Open a new table…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.create_button.setToolTip(
            self.tr("Open a table of your own on this server, and read its code to your friends")
        )
        self.create_button.clicked.connect(self.open_table)
        self.create_button.setVisible(new_table is not None)
        self.join_button = self.buttons.addButton(
            self.tr("&Join the table"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.join_button.clicked.connect(self.join)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._update_buttons()
        self.resize(620, 460)

    # --- the server's tables ---------------------------------------------------------

    def look(self) -> None:
        """Ask the server typed for its tables (in a thread of its own)."""
        if self._connecting is not None:
            return
        try:
            server = club_address(self.address.text())
        except ValueError:
            self._say(
                self.tr(
                    "Type the server's address: host:port (for example"
                    " briscola.example.org:47045) or a wss:// address."
                )
            )
            self.address.setFocus()
            return
        if self.lobby is not None:
            self.lobby.forget()
            self.lobby.deleteLater()
        self.settings.club_server = self._typed()
        self.listed = False
        lobby = ClubLobby(server, self.password.text(), self)
        lobby.listed.connect(self._show_tables)
        lobby.failed.connect(self._lobby_failed)
        self.lobby = lobby
        self.status.setText(fill(self.tr("Asking %1 for its tables…"), self._typed()))
        self._say("")
        self._update_buttons()
        lobby.list_tables()

    def _typed(self) -> str:
        return self.address.text().strip()

    def _show_tables(self, listing: ClubListing) -> None:
        self.listed = True
        tables, total = listing.tables, listing.total
        self.tables.clearSelection()
        self.tables.setRowCount(len(tables))
        words = self.words
        for row, table in enumerate(tables):
            cells = (words.title(table), words.game(table), words.free(table), words.who(table))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, table)
                item.setToolTip(text)
                self.tables.setItem(row, column, item)
        self.tables.resizeRowsToContents()
        if listing.unreachable:
            text = self.words.incomplete(len(tables))
        elif not tables:
            text = self.tr("No table is open on this server: open one, and invite your friends.")
        elif total > len(tables):
            text = fill(
                self.tr("%1 tables are open; the first %2 are listed. Choose one to join."),
                total,
                len(tables),
            )
        else:
            text = self.tr("%n table(s) open. Choose one to join, or open a new one.", "", total)
        self.status.setText(text)
        self.status.setToolTip(self.words.processes_down(listing.unreachable))
        self._update_buttons()

    def _lobby_failed(self, reason: str, detail: str) -> None:
        self.tables.setRowCount(0)
        self.status.setText(self.tr("No tables listed."))
        self.status.setToolTip("")
        self._say(self.failure(reason, detail))
        self._update_buttons()
        field = self.password if reason == "password" else self.address
        field.setFocus()

    def failure(self, reason: str, detail: str = "") -> str:
        """Why the server's lobby said no, in the player's words."""
        return self.words.failure(reason, detail, self._typed(), bool(self.password.text()))

    def chosen(self) -> ClubTable | None:
        rows = self.tables.selectionModel().selectedRows()
        if not rows:
            return None
        item = self.tables.item(rows[0].row(), 0)
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    def _table_chosen(self) -> None:
        self._update_buttons()
        if self.chosen() is not None and not self.code.text().strip():
            self.code.setFocus()

    def _update_buttons(self) -> None:
        idle = self._connecting is None
        self.look_button.setEnabled(idle)
        self.join_button.setEnabled(idle and self.chosen() is not None)
        self.create_button.setEnabled(idle and self.listed)

    # --- sitting down -----------------------------------------------------------------

    def player_name(self) -> str | None:
        try:
            name = player_name(self.name.text())
        except ProtocolError:
            self._say(self.net_words.failure("bad-name"))
            self.name.setFocus()
            return None
        self.settings.player_name = name
        return name

    def join(self) -> None:
        """Join the table chosen in the list with the code typed."""
        table, lobby = self.chosen(), self.lobby
        if self._connecting is not None or lobby is None:
            return
        if table is None:
            self._say(self.tr("Choose a table in the list first."))
            return
        try:
            code = parse_code(self.code.text())
        except CodeError:
            self._say(
                self.tr(
                    "That is not an invitation code: a number and two words, as the table's"
                    " opener reads it to you."
                )
            )
            self.code.setFocus()
            return
        name = self.player_name()
        if name is not None:
            self._sit(ClubSeat(self._typed(), table.table, code, False), name)

    def open_table(self) -> None:
        """Open a new table on this server (the shell's panel: ``new_table``)."""
        if self.new_table is None or not self.listed or self._connecting is not None:
            return
        if self.player_name() is not None:
            self.new_table(self)

    def sit_at_new(self, created: CreatedTable) -> None:
        """The server opened ``created`` for this player: sit at it."""
        name = self.player_name()
        if name is not None:
            self._sit(ClubSeat(self._typed(), created.table, created.code, True), name)

    def _sit(self, seat: ClubSeat, name: str) -> None:
        assert self.lobby is not None
        remote = RemoteTable(self)
        # (a club table's place is kept by its token too: an app that stopped comes back)
        remote.link.kept_tokens = SeatTokens(data_dir() / SEAT_TOKENS_NAME)
        remote.welcomed.connect(self._seated)
        remote.ended.connect(self._failed)
        self._connecting, self._joining = remote, seat
        self._set_busy(True)
        self._say(self.tr("Taking your place at the table…"))
        remote.connect_to(self.lobby.table_address(seat.table), seat.code, name)

    def _seated(self) -> None:
        remote = self._connecting
        if remote is None:
            return
        remote.welcomed.disconnect(self._seated)
        remote.ended.disconnect(self._failed)
        self._connecting = None
        remote.setParent(None)
        self.remote, self.seat = remote, self._joining
        self.accept()

    def _failed(self, reason: str) -> None:
        remote, self._connecting = self._connecting, None
        if remote is not None:
            remote.close(1.0)
            remote.deleteLater()
        self._set_busy(False)
        if reason == "no-such-table":
            self._say(self.words.table_gone())
            self.look()
            self._say(self.words.table_gone())
        elif reason in ("unreachable", "timeout"):
            self._say(self.words.table_not_answering())
        else:
            self._say(self.net_words.failure(reason, self._typed()))

    def _set_busy(self, busy: bool) -> None:
        for field in (self.address, self.password, self.code, self.name, self.tables):
            field.setEnabled(not busy)
        self._update_buttons()

    def _say(self, text: str) -> None:
        self.message.setText(text)

    def reject(self) -> None:
        remote, self._connecting = self._connecting, None
        if remote is not None:
            remote.close(1.0)
            remote.deleteLater()
        if self.lobby is not None:
            self.lobby.forget()
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.reject()
        event.accept()
