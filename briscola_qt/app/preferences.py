"""The settings dialog: the table's look and pace, sound, language and questions, over the
typed settings. A change applies at once through the window's own setters (the same ones
the menus and buttons use); the language takes a restart, which the dialog offers.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..decks import DeckTheme
from .i18n import resolve
from .settings import AUTO_CONTINUE_CHOICES, FELTS, Settings
from .speeds import PACES, SPEEDS


class PreferencesDialog(QDialog):
    """Settings in one form; each control applies its change when it is made."""

    deckChosen = Signal(str)
    speedChosen = Signal(str)
    autoContinueChosen = Signal(int)
    soundChosen = Signal(bool)
    feltChosen = Signal(str)
    runningPointsChosen = Signal(bool)
    askNewGameChosen = Signal(bool)
    paceChosen = Signal(str)
    restartWanted = Signal()
    """The player asked to restart now in the language chosen."""

    def __init__(
        self,
        settings: Settings,
        themes: dict[str, DeckTheme],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.started_language = settings.language
        self.setWindowTitle(self.tr("Settings"))
        form = QFormLayout()
        language = settings.interface_language

        self.deck = self._combo(
            [(deck_id, theme.name(language)) for deck_id, theme in themes.items()],
            settings.deck,
            self.deckChosen.emit,
        )
        form.addRow(self.tr("&Cards:"), self.deck)
        felts = {
            "green": self.tr("Green felt"),
            "blue": self.tr("Blue felt"),
            "red": self.tr("Red felt"),
            "walnut": self.tr("Walnut wood"),
        }
        self.felt = self._combo([(f, felts[f]) for f in FELTS], settings.felt, self.feltChosen.emit)
        form.addRow(self.tr("&Table:"), self.felt)
        speeds = {
            "slow": self.tr("Slow"),
            "normal": self.tr("Normal"),
            "fast": self.tr("Fast"),
            "instant": self.tr("Instant"),
        }
        self.speed = self._combo(
            [(s, speeds[s]) for s in SPEEDS], settings.speed, self.speedChosen.emit
        )
        form.addRow(self.tr("&Animations:"), self.speed)
        paces = {
            "brisk": self.tr("Brisk"),
            "normal": self.tr("Normal"),
            "relaxed": self.tr("Relaxed"),
        }
        self.pace = self._combo([(p, paces[p]) for p in PACES], settings.pace, self.paceChosen.emit)
        form.addRow(self.tr("Computer players' &pace:"), self.pace)
        self.auto_continue = self._combo(
            [
                (
                    delay,
                    self.tr("Wait for a click")
                    if delay == 0
                    else self.tr("Continue after %1 s").replace("%1", str(delay // 1000)),
                )
                for delay in AUTO_CONTINUE_CHOICES
            ],
            settings.auto_continue_ms,
            self.autoContinueChosen.emit,
        )
        form.addRow(self.tr("After a &trick:"), self.auto_continue)

        self.sound = self._check(self.tr("&Sound"), settings.sound, self.soundChosen.emit)
        form.addRow("", self.sound)
        self.running_points = self._check(
            self.tr("Show the &points won so far on the table"),
            settings.running_points,
            self.runningPointsChosen.emit,
        )
        self.running_points.setToolTip(
            self.tr("Off by default: counting the points is part of the game.")
        )
        form.addRow("", self.running_points)
        self.ask_new_game = self._check(
            self.tr("Ask before leaving a game in &progress"),
            settings.ask_new_game,
            self.askNewGameChosen.emit,
        )
        form.addRow("", self.ask_new_game)

        self.language = self._combo(
            [("system", self.tr("As the system")), ("en", "English"), ("it", "Italiano")],
            settings.language,
            self._on_language,
        )
        form.addRow(self.tr("&Language:"), self.language)
        self.language_note = QLabel(self.tr("The new language is used after a restart."))
        self.language_note.setWordWrap(True)
        self.restart = QPushButton(self.tr("&Restart now"))
        self.restart.setToolTip(self.tr("Your game is saved and goes on after the restart."))
        self.restart.clicked.connect(self.restartWanted.emit)
        for widget in (self.language_note, self.restart):
            widget.setVisible(False)
            form.addRow("", widget)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(buttons)

    def _combo(
        self, items: list[tuple[object, str]], current: object, chosen: Callable[..., None]
    ) -> QComboBox:
        box = QComboBox()
        for value, label in items:
            box.addItem(label, value)
        index = box.findData(current)
        box.setCurrentIndex(max(index, 0))
        box.currentIndexChanged.connect(lambda i: chosen(box.itemData(i)))
        return box

    def _check(self, label: str, on: bool, chosen: Callable[[bool], None]) -> QCheckBox:
        box = QCheckBox(label)
        box.setChecked(on)
        box.toggled.connect(chosen)
        return box

    def _on_language(self, language: str) -> None:
        self.settings.language = language
        changed = resolve(language) != resolve(self.started_language)
        self.language_note.setVisible(changed)
        self.restart.setVisible(changed)
