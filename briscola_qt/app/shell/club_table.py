"""Open a table on a club server: the Host dialog's choices (every table, variant and
match, who sits at each other place: a friend, or a computer and its level) sent to the
server's lobby instead of opened on this computer. The panel stays until the server has
opened the table (the club dialog then sits the player at it) or says why not."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog

from ..network.club import ClubLobby, CreatedTable
from ..network.club_dialog import ClubDialog
from ..text.words import fill
from .host_dialog import HostDialog


class ClubTableDialog(HostDialog):
    """The Host dialog's panel for a table on the server ``club`` lists."""

    def __init__(self, club: ClubDialog) -> None:
        super().__init__(club.settings.choices(), club.settings, club)
        self.club = club
        self.lobby: ClubLobby | None = None
        """The request under way."""
        self.created: CreatedTable | None = None
        self.setWindowTitle(fill(self.tr("Open a table at %1"), club.address.text().strip()))
        self.name.setText(club.name.text())
        self.form.setRowVisible(self.port, False)  # (the server's port is the table's)
        self.open_button.setToolTip(
            self.tr("The server opens the table and gives you its code for your friends")
        )

    def accept(self) -> None:
        """Ask the server to open the table; the panel closes once it has."""
        club_lobby = self.club.lobby
        if self.lobby is not None or club_lobby is None:
            return
        self.club.name.setText(self.name.text())
        name = self.club.player_name()
        if name is None:
            self.message.setText(self.club.message.text())
            self.name.setFocus()
            return
        choices = self.choices()
        self.settings.save_choices(choices)
        lobby = ClubLobby(club_lobby.server, club_lobby.password, self)
        lobby.created.connect(self._created)
        lobby.failed.connect(self._refused)
        self.lobby = lobby
        self.open_button.setEnabled(False)
        self.message.setText(self.tr("Opening the table on the server…"))
        places = self.places()
        kinds = [spec.kind for spec in places]
        # The computers are named in this player's language, as at a table the app hosts.
        names = self.names(places)
        lobby.create(choices.rules(), kinds, choices.match_rules(), choices.deals, name, names)

    def _created(self, created: CreatedTable) -> None:
        self.lobby = None
        self.created = created
        QDialog.accept(self)  # (not the Host dialog's: nothing is opened on this computer)
        self.club.sit_at_new(created)

    def _refused(self, reason: str, detail: str = "") -> None:
        self.lobby = None
        self.open_button.setEnabled(True)
        self.message.setText(self.club.failure(reason, detail))

    def reject(self) -> None:
        lobby, self.lobby = self.lobby, None
        if lobby is not None:
            lobby.forget()
        QDialog.reject(self)


def open_club_table(club: ClubDialog) -> None:
    """Open the panel for a new table on ``club``'s server (``ClubDialog.new_table``)."""
    dialog = ClubTableDialog(club)
    dialog.open()
