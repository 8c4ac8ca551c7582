"""The lobby before a network match's first deal: who sits where (and in which team), who
is connected and ready; the host moves players between places and starts, each friend says
ready. What it shows is what the host last said (``RemoteTable.seats``)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..text.words import GameWords, fill
from .remote_table import RemoteTable


class LobbyPanel(QWidget):
    """The places of the table in ``remote``; ``hosting``: this player hosts (moves
    players, starts)."""

    startWanted = Signal()
    swapWanted = Signal(int, int)

    COLUMNS = 4

    def __init__(self, remote: RemoteTable, hosting: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.remote, self.hosting = remote, hosting
        self.at_club = False
        """The table is a club server's: it deals as soon as every place is taken."""
        outer = QHBoxLayout(self)
        column = QWidget()
        column.setMaximumWidth(760)  # (a wide window keeps the list readable, centred)
        outer.addWidget(column)
        layout = QVBoxLayout(column)
        self.heading = QLabel(self.tr("Your table") if hosting else self.tr("At the table"))
        heading_font = QFont(self.heading.font())
        heading_font.setPointSizeF(heading_font.pointSizeF() * 1.4)
        heading_font.setBold(True)
        self.heading.setFont(heading_font)
        layout.addWidget(self.heading)
        self.game_label = QLabel()  # (what is played: a friend joins knowing it)
        self.game_label.setWordWrap(True)
        layout.addWidget(self.game_label)
        self.invite = QLabel(self.tr("Invitation code:"))
        self.code_label = QLabel()
        code_font = QFont(self.code_label.font())
        code_font.setPointSizeF(code_font.pointSizeF() * 2.4)
        code_font.setBold(True)
        self.code_label.setFont(code_font)
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.addresses_label = QLabel()
        self.addresses_label.setWordWrap(True)
        self.addresses_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        for label in (self.invite, self.code_label, self.addresses_label):
            label.setVisible(hosting)
            layout.addWidget(label)
        self.places = QTableWidget(0, self.COLUMNS)
        self.places.setHorizontalHeaderLabels(
            [self.tr("Place"), self.tr("Player"), self.tr("Connection"), self.tr("Ready")]
        )
        self.places.verticalHeader().hide()
        self.places.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.places.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.places.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection)
        header = self.places.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        # (as tall as its rows: the status and the buttons right under them)
        self.places.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        layout.addWidget(self.places)
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        buttons = QHBoxLayout()
        self.ready_button = QPushButton(self.tr("I'm &ready"))
        self.ready_button.setCheckable(True)
        self.ready_button.toggled.connect(self.remote.ready)
        self.ready_button.toggled.connect(lambda _checked: self._update_status())
        self.ready_button.setVisible(not hosting)
        self.swap_button = QPushButton(self.tr("&Swap the two chosen places"))
        self.swap_button.setToolTip(
            self.tr("Choose two players in the list: they change places (and teams).")
        )
        self.swap_button.clicked.connect(self._swap)
        self.start_button = QPushButton(self.tr("&Start the match"))
        self.start_button.clicked.connect(self.startWanted)
        for button in (self.swap_button, self.start_button):
            button.setVisible(hosting)
        buttons.addWidget(self.ready_button)
        buttons.addWidget(self.swap_button)
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        layout.addLayout(buttons)
        layout.addStretch(1)
        self.places.itemSelectionChanged.connect(self._update_buttons)
        remote.seatsChanged.connect(self.refresh)
        remote.welcomed.connect(self.refresh)
        self.refresh()

    def set_invitation(self, code: str, addresses: list[str]) -> None:
        """The host's code, large, and where friends can reach the table."""
        self.code_label.setText(code)
        self.code_label.setAccessibleName(fill(self.tr("Invitation code: %1"), code))
        if addresses:
            self.addresses_label.setText(
                fill(self.tr("Friends can reach the table at: %1"), ", ".join(addresses))
            )
        else:
            self.addresses_label.setText(
                self.tr("This computer has no network address: friends cannot reach it.")
            )

    def show_club_table(self, code: str, server: str) -> None:
        """A table of the club server at ``server``: its code, large, for friends to join
        with; nobody says ready (the server deals once every place is taken)."""
        self.at_club = True
        self.heading.setText(self.tr("At the club's table"))
        self.code_label.setText(code)
        self.code_label.setAccessibleName(fill(self.tr("Invitation code: %1"), code))
        self.addresses_label.setText(
            fill(
                self.tr(
                    "Friends join it from Game > Play with friends > Join a table > At a club"
                    " server, at %1, with this code."
                ),
                server,
            )
        )
        for label in (self.invite, self.code_label, self.addresses_label):
            label.setVisible(True)
        self.ready_button.setVisible(False)
        self.places.setColumnHidden(3, True)  # (the Ready column)
        self._update_status()

    def state_text(self, state: str) -> str:
        return {
            "connected": self.tr("connected"),
            "reconnecting": self.tr("reconnecting…"),
            "free": self.tr("waiting for a friend"),
            "computer": self.tr("computer player"),
            "stand-in": self.tr("a computer holds the seat"),
        }.get(state, state)

    def place_text(self, place: int) -> str:
        rules = self.remote.rules
        if rules is not None and rules.team_game:
            team = rules.side_of(place)  # (the first deal: place and seat are one)
            return fill(self.tr("%1 · team %2"), place + 1, "AB"[team])
        return str(place + 1)

    def refresh(self) -> None:
        """The places as the host last said."""
        remote = self.remote
        seats = remote.seats
        selected = self._selected()
        match = remote.match
        if remote.rules is not None and match is not None:
            game = GameWords(self).describe(remote.rules, match.match_rules)
            self.game_label.setText(fill(self.tr("The game: %1"), game))
        self.places.setRowCount(len(seats))
        for row, seat in enumerate(seats):
            place = int(seat.get("place", row))
            name = str(seat.get("name", ""))[:30]
            if place == remote.place:
                name = fill(self.tr("%1 (you)"), name)
            cells = (
                self.place_text(place),
                name,
                self.state_text(remote.place_state(place)),
                self.tr("yes") if seat.get("ready") is True else self.tr("not yet"),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, place)
                self.places.setItem(row, column, item)
        self.places.clearSelection()
        for row in selected:
            if row < len(seats):
                self.places.selectRow(row)
        self._update_status()
        self._update_buttons()

    def everyone_ready(self) -> bool:
        seats = self.remote.seats
        return bool(seats) and all(seat.get("ready") is True for seat in seats)

    def _update_status(self) -> None:
        seats = self.remote.seats
        waiting = [s for s in seats if s.get("state") in ("free", "reconnecting")]
        if not seats:
            text = self.tr("Taking your place at the table…")
        elif waiting:
            text = self.tr("Waiting for %n friend(s) to sit down…", "", len(waiting))
        elif self.at_club:
            text = self.tr("Everyone is seated: the server deals the first hand.")
        elif not self.hosting and not self.ready_button.isChecked():
            text = self.tr("Press I'm ready when you are: the host starts once everyone is.")
        elif not self.everyone_ready():
            text = self.tr("Waiting for everyone to say they are ready…")
        elif self.hosting:
            text = self.tr("Everyone is ready: start the match when you like.")
        else:
            text = self.tr("Everyone is ready: the host starts the match.")
        self.status.setText(text)

    def _selected(self) -> list[int]:
        return sorted({index.row() for index in self.places.selectionModel().selectedRows()})

    def _update_buttons(self) -> None:
        self.swap_button.setEnabled(len(self._selected()) == 2)
        self.start_button.setEnabled(self.everyone_ready())

    def _place_at(self, row: int) -> int:
        item = self.places.item(row, 0)
        return -1 if item is None else int(item.data(Qt.ItemDataRole.UserRole))

    def _swap(self) -> None:
        rows = self._selected()
        if len(rows) != 2:
            return
        first, second = (self._place_at(row) for row in rows)
        self.places.clearSelection()
        self.swapWanted.emit(first, second)
