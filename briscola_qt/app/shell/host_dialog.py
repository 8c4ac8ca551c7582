"""Host a table for friends: the game chosen with New game's own panel (every table,
variant, option and match, Briscola chiamata's five included), then who sits at each other
place (a friend, or a computer player and its level), the host's name and port. The dialog
opens the table and stays until it listens (``session`` is then the caller's) or says why
it could not."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QSpinBox, QWidget

from ...net.hosted import FRIEND, PlaceSpec
from ...net.protocol import MAX_COMPUTER_NAME, ProtocolError, player_name
from ..base.settings import LEVELS, GameChoices, Settings
from ..network.host_session import HostSession, Publisher
from ..network.words import NetWords
from ..text.words import TABLE_ORDER, fill
from .dialogs import NewGameDialog


class HostDialog(NewGameDialog):
    """New game's panel for a table on the network. ``listen``: the address to listen on
    ('' every interface; the tests, 127.0.0.1); ``announce``: on the local network, by
    ``publisher`` (None: ``net.discovery``'s; the tests give one that touches no network)."""

    def __init__(
        self,
        choices: GameChoices,
        settings: Settings,
        parent: QWidget | None = None,
        listen: str = "",
        announce: bool = True,
        publisher: Publisher | None = None,
    ) -> None:
        super().__init__(choices, parent)
        self.settings, self.listen, self.announce = settings, listen, announce
        self.publisher = publisher
        self.session: HostSession | None = None
        """The table, once it listens (the caller's then)."""
        self._opening: HostSession | None = None
        self.setWindowTitle(self.tr("Host a table"))
        form = self.form
        # Each other place says who sits there: the level is chosen per place.
        form.setRowVisible(self.level, False)
        form.setRowVisible(self.practice, False)
        self.seats_heading = QLabel(self.tr("<b>Who sits at the table</b>"))
        form.addRow(self.seats_heading)
        self.place_boxes: list[QComboBox] = []
        self.place_labels: list[QLabel] = []
        for _ in range(max(TABLE_ORDER) - 1):  # (the largest table's other places)
            box = QComboBox()
            box.addItem(self.tr("A friend"), FRIEND)
            computers = (
                self.tr("Computer: beginner"),
                self.tr("Computer: medium"),
                self.tr("Computer: expert"),
            )
            for level, computer in zip(LEVELS, computers, strict=True):
                box.addItem(computer, level)
            label = QLabel()
            form.addRow(label, box)
            self.place_boxes.append(box)
            self.place_labels.append(label)
        self.name = QLineEdit(settings.player_name)
        self.name.setMaxLength(24)
        self.port = QSpinBox()
        self.port.setRange(0, 65535)
        self.port.setSpecialValueText(self.tr("any free port"))
        self.port.setValue(settings.host_port)
        form.addRow(self.tr("Your &name:"), self.name)
        form.addRow(self.tr("&Port:"), self.port)
        self.message = QLabel()
        self.message.setWordWrap(True)
        form.addRow(self.message)
        ok = self.buttons.button(self.buttons.StandardButton.Ok)
        ok.setText(self.tr("&Open the table"))
        self.open_button = ok
        for combo in (self.mode, self.variant):
            combo.currentIndexChanged.connect(self._show_places)
        self._show_places()

    # --- what the panel shows ----------------------------------------------------------

    def _update_enabled(self) -> None:
        super()._update_enabled()
        # The rows the chosen game does not use are hidden, not greyed: with its places
        # the dialog would not fit an 800x560 screen (chiamata's five, in a playtest).
        rows = (*self.options.values(), self.length, self.deals, self.target, self.draws)
        for box in (*rows, self.margin):
            self.form.setRowVisible(box, box.isEnabled())

    # --- who sits where ----------------------------------------------------------------

    def _show_places(self) -> None:
        players = int(self.mode.currentData())
        rules = self.choices().rules()
        for index, (label, box) in enumerate(zip(self.place_labels, self.place_boxes, strict=True)):
            place = index + 1
            shown = place < players
            self.form.setRowVisible(box, shown)
            if rules.team_game and rules.side_of(place) == rules.side_of(0):
                label.setText(fill(self.tr("Place %1 (your partner):"), place + 1))
            elif rules.team_game:
                label.setText(fill(self.tr("Place %1 (opponent):"), place + 1))
            else:
                label.setText(fill(self.tr("Place %1:"), place + 1))

    def places(self) -> tuple[PlaceSpec, ...]:
        """Who sits where: the host at the first place, then as chosen."""
        players = int(self.mode.currentData())
        others = [PlaceSpec(str(box.currentData())) for box in self.place_boxes[: players - 1]]
        return (PlaceSpec(), *others)

    def names(self, places: tuple[PlaceSpec, ...]) -> list[str]:
        """The computer players' names in the host's language, by level in words
        ("Computer (Medium)"; numbered where there are several: "Computer 2 (Expert)");
        the friends give their own. A club table's opener sends them to the server
        (``ClubTableDialog``), which takes at most ``MAX_COMPUTER_NAME`` characters."""
        levels = {
            "beginner": self.tr("Beginner"),
            "medium": self.tr("Medium"),
            "expert": self.tr("Expert"),
        }
        computers = sum(1 for spec in places if not spec.friend)
        names, counted = [], 0
        for spec in places:
            level = levels.get(spec.kind, spec.kind)
            if spec.friend:
                names.append("")
                continue
            counted += 1
            if computers == 1:
                name = fill(self.tr("Computer (%1)"), level)
            else:
                name = fill(self.tr("Computer %1 (%2)"), counted, level)
            names.append(name[:MAX_COMPUTER_NAME])
        return names

    # --- opening the table ------------------------------------------------------------

    def accept(self) -> None:
        """Open the table; the dialog closes once it listens."""
        if self._opening is not None:
            return
        try:
            name = player_name(self.name.text())
        except ProtocolError:
            self.message.setText(NetWords(self).failure("bad-name"))
            self.name.setFocus()
            return
        choices = self.choices()
        self.settings.player_name = name
        self.settings.host_port = self.port.value()
        self.settings.save_choices(choices)
        places = self.places()
        session = HostSession(
            choices.rules(),
            choices.match_rules(),
            choices.deals,
            places,
            name,
            names=self.names(places),
            listen=self.listen,
            port=self.port.value(),
            announce=self.announce,
            publisher=self.publisher,
        )
        session.opened.connect(self._opened)
        session.failed.connect(self._failed)
        self._opening = session
        self.open_button.setEnabled(False)
        self.message.setText(self.tr("Opening the table…"))
        session.open()

    def _opened(self) -> None:
        session, self._opening = self._opening, None
        if session is None:
            return
        session.opened.disconnect(self._opened)
        session.failed.disconnect(self._failed)
        self.session = session
        super().accept()

    def _failed(self, why: str) -> None:
        self._opening = None
        self.open_button.setEnabled(True)
        self.message.setText(why)

    def reject(self) -> None:
        session, self._opening = self._opening, None
        if session is not None:
            session.close()
        super().reject()
