"""Join a friend's table: the tables heard on the local network (``net.discovery``) or an
address typed in, then the invitation code and the player's name. The dialog stays until
the host has seated the player (``remote``, connected, is then the caller's) or says why
not; the network never holds the GUI thread (the tables are looked for in a thread of
their own, the connection is ``RemoteTable``'s)."""

from __future__ import annotations

import asyncio
import ipaddress
import threading
from collections.abc import Callable, Coroutine
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...net.discovery import FoundTable, browse
from ...net.invitation import CodeError, InvitationCode, parse_code
from ...net.protocol import ProtocolError, player_name
from ..base.paths import data_dir
from ..base.settings import Settings
from ..text.words import GameWords, fill
from .club_dialog import ClubDialog, ClubSeat, NewTable
from .host_session import DEFAULT_PORT
from .remote_table import RemoteTable
from .seat_tokens import SEAT_TOKENS_NAME, SeatTokens
from .words import NetWords

Finder = Callable[[], Coroutine[Any, Any, list[FoundTable]]]
"""What looks for tables on the local network (``net.discovery.browse``)."""


def table_uri(typed: str) -> str:
    """The WebSocket address of a table typed as ``host``, ``host:port``, ``[v6]:port``
    or ``ws://host:port/``; ValueError if it is none of them."""
    text = typed.strip().removeprefix("ws://").rstrip("/")
    if not text or len(text) > 253 or any(c.isspace() or c in "/?#@" for c in text):
        raise ValueError(typed)
    port = DEFAULT_PORT
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        ipaddress.IPv6Address(host)
        if rest:
            port = int(rest.removeprefix(":"))
        host = f"[{host}]"
    elif text.count(":") > 1:
        ipaddress.IPv6Address(text)
        host = f"[{text}]"
    else:
        host, colon, port_text = text.partition(":")
        if colon:
            port = int(port_text)
        if not host:
            raise ValueError(typed)
    if not 1 <= port <= 65535:
        raise ValueError(typed)
    return f"ws://{host}:{port}/"


class JoinDialog(QDialog):
    """Find or type a table, give the code and a name, and sit down."""

    _found = Signal(object)
    """The tables heard (a list), or None if looking failed; from the looking thread."""

    def __init__(
        self,
        settings: Settings,
        finder: Finder | None = browse,
        parent: QWidget | None = None,
        new_club_table: NewTable | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.finder = finder
        self.new_club_table = new_club_table
        """Opens the panel for a new table on a club server (the shell's)."""
        self.club_seat: ClubSeat | None = None
        """Where the player sat at a club server's table (None: a friend's table)."""
        self.words = NetWords(self)
        self.remote: RemoteTable | None = None
        """The seat at the table, once the host has given it (the caller's then)."""
        self._connecting: RemoteTable | None = None
        self._address = ""
        self.setWindowTitle(self.tr("Join a table"))
        layout = QVBoxLayout(self)
        # The list's buttons on its heading's row, and what the search found under the
        # list across the whole panel (beside the buttons, the Italian hint took two lines).
        heading = QHBoxLayout()
        heading.addWidget(QLabel(self.tr("Tables on this network:")), 1)
        self.look_button = QPushButton(self.tr("&Look again"))
        self.look_button.clicked.connect(self.look)
        heading.addWidget(self.look_button)
        self.club_button = QPushButton(self.tr("At a club ser&ver…"))
        self.club_button.setToolTip(self.tr("List the tables of a Briscola server, or open one"))
        self.club_button.clicked.connect(self.open_club)
        heading.addWidget(self.club_button)
        layout.addLayout(heading)
        self.tables = QListWidget()
        self.tables.setMinimumHeight(80)
        self.tables.currentItemChanged.connect(self._table_chosen)
        layout.addWidget(self.tables, 1)
        self.looking = QLabel()
        self.looking.setWordWrap(True)
        layout.addWidget(self.looking)
        form = QFormLayout()
        self.address = QLineEdit()
        self.address.setPlaceholderText(fill(self.tr("for example %1"), "192.168.1.20"))
        self.address.setToolTip(
            fill(
                self.tr("The address the host's table shows; the port is %1 unless it says."),
                DEFAULT_PORT,
            )
        )
        self.code = QLineEdit()
        self.code.setPlaceholderText(fill(self.tr("for example %1"), self._example_code()))
        self.name = QLineEdit(settings.player_name)
        self.name.setMaxLength(24)
        form.addRow(self.tr("&Address:"), self.address)
        form.addRow(self.tr("Invitation &code:"), self.code)
        form.addRow(self.tr("Your &name:"), self.name)
        layout.addLayout(form)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.join_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.join_button.setText(self.tr("&Join"))
        self.buttons.accepted.connect(self.join)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._found.connect(self._show_found)
        self.resize(460, 420)
        self._offer_way_back()
        self.look()

    def _offer_way_back(self) -> None:
        """This app stopped at a table before its match ended (its seat token is kept):
        the address and code it joined with are filled in, and the player is told."""
        way_back = SeatTokens(data_dir() / SEAT_TOKENS_NAME).way_back()
        if way_back is None:
            return
        address, code, name = way_back
        self.address.setText(address)
        self.code.setText(code)
        if not self.name.text().strip():
            self.name.setText(name)
        self._say(
            fill(
                self.tr(
                    "You left the table at %1 before its match ended: Join takes you back to"
                    " your place, as it stands."
                ),
                address,
            )
        )

    def _example_code(self) -> str:
        language = "it" if self.settings.interface_language == "it" else "en"
        return InvitationCode(7, 16, 40).spoken(language)

    # --- the tables on the local network --------------------------------------------

    def look(self) -> None:
        """Look for tables on the local network (a few seconds, in a thread of its own)."""
        finder = self.finder
        if finder is None:
            self.looking.setText(self.tr("Type the address the host gives you."))
            self.look_button.setEnabled(False)
            return
        self.look_button.setEnabled(False)
        self.looking.setText(self.tr("Looking for tables on this network…"))

        def run() -> None:
            try:
                found: list[FoundTable] | None = asyncio.run(finder())
            except Exception:  # (no network, no multicast: the address can still be typed)
                found = None
            self._found.emit(found)

        threading.Thread(target=run, name="briscola-browse", daemon=True).start()

    def _show_found(self, found: list[FoundTable] | None) -> None:
        self.look_button.setEnabled(True)
        self.tables.clear()
        if found is None:
            self.looking.setText(
                self.tr("This network cannot be searched for tables: type the address.")
            )
            return
        if not found:
            self.looking.setText(
                self.tr("No table found on this network: type the address the host gives you.")
            )
            return
        self.looking.setText(self.tr("Choose a table, or type an address."))
        game = GameWords(self)
        for table in found:
            text = fill(
                self.tr("%1's table · %2 · %3"),
                table.host_name,
                game.table_name(table.players),
                self.tr("%n place(s) free", "", table.free),
            )
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, table)
            self.tables.addItem(item)

    def _table_chosen(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        table: FoundTable = item.data(Qt.ItemDataRole.UserRole)
        self.address.setText(table.uri.removeprefix("ws://").rstrip("/"))
        self.code.setFocus()

    # --- a club server ----------------------------------------------------------------

    def open_club(self) -> ClubDialog | None:
        """A club server's tables, in a dialog of their own; seated there, this one closes."""
        if self._connecting is not None:
            return None
        club = ClubDialog(self.settings, self.new_club_table, self)
        club.accepted.connect(lambda: self._seated_at_club(club))
        club.open()
        return club

    def _seated_at_club(self, club: ClubDialog) -> None:
        if club.remote is not None and self._connecting is None:
            self.remote, self.club_seat = club.remote, club.seat
            self.accept()

    # --- joining ----------------------------------------------------------------------

    def join(self) -> None:
        """Check what was typed and connect; the dialog closes once seated."""
        if self._connecting is not None:
            return
        try:
            uri = table_uri(self.address.text())
        except ValueError:
            self._say(self.tr("Type the table's address, for example 192.168.1.20:47044."))
            self.address.setFocus()
            return
        try:
            code = parse_code(self.code.text())
        except CodeError as error:
            if error.word is not None:
                self._say(
                    fill(
                        self.tr(
                            "“%1” is not one of the invitation code's words: check its"
                            " spelling with the host."
                        ),
                        error.word,
                    )
                )
            else:
                self._say(
                    fill(
                        self.tr("That is not an invitation code: a number and two words, like %1."),
                        self._example_code(),
                    )
                )
            self.code.setFocus()
            return
        try:
            name = player_name(self.name.text())
        except ProtocolError:
            self._say(self.words.failure("bad-name"))
            self.name.setFocus()
            return
        self.settings.player_name = name
        self._address = self.address.text().strip()
        remote = RemoteTable(self)
        # (this app's way back to its place at that table, should it stop mid-match)
        remote.link.kept_tokens = SeatTokens(data_dir() / SEAT_TOKENS_NAME)
        remote.link.kept_tokens.where = (self._address, self.code.text().strip())
        remote.welcomed.connect(self._seated)
        remote.ended.connect(self._failed)
        self._connecting = remote
        self._set_busy(True)
        self._say(self.tr("Connecting to the table…"))
        remote.connect_to(uri, code, name)

    def _seated(self) -> None:
        remote = self._connecting
        if remote is None:
            return
        remote.welcomed.disconnect(self._seated)
        remote.ended.disconnect(self._failed)
        self._connecting = None
        remote.setParent(None)
        self.remote = remote
        self.accept()

    def _failed(self, reason: str) -> None:
        remote, self._connecting = self._connecting, None
        if remote is not None:
            remote.close(1.0)
            remote.deleteLater()
        self._set_busy(False)
        self._say(self.words.failure(reason, self._address))

    def _set_busy(self, busy: bool) -> None:
        self.join_button.setEnabled(not busy)
        for field in (self.address, self.code, self.name, self.tables):
            field.setEnabled(not busy)

    def _say(self, text: str) -> None:
        self.message.setText(text)

    def reject(self) -> None:
        remote, self._connecting = self._connecting, None
        if remote is not None:
            remote.close(1.0)
            remote.deleteLater()
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.reject()
        event.accept()
