"""The settings dialog: a row for each setting the settings declare words for, in their
order. A change is written at once and the window follows it (``Settings.changed``); the
language takes a restart, which the dialog offers.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...decks import DeckTheme
from ..base.i18n import resolve
from ..base.settings import Setting, Settings
from .deck_chooser import DeckDialog, by_family


class PreferencesDialog(QDialog):
    """Settings in one form; each control applies its change when it is made."""

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
        # The installed decks are named by their themes, in the interface's language, family
        # by family (a line between two families), as the chooser shows them.
        self.themes = by_family(themes.values())
        deck_names = {theme.id: theme.name(language) for theme in self.themes}
        self.controls: dict[str, QComboBox | QCheckBox] = {}
        """Each setting's control, by the setting's name."""
        for setting in Settings.declared():
            if not setting.label:
                continue
            if isinstance(setting.default, bool):
                control: QComboBox | QCheckBox = self._check(setting)
                form.addRow("", control)
            else:
                names = deck_names if setting is Settings.deck else None
                control = self._combo(setting, names)
                if setting is Settings.deck:
                    form.addRow(setting.label_text(), self._deck_row(control))
                else:
                    form.addRow(setting.label_text(), control)
            control.setToolTip(setting.tip_text())
            self.controls[setting.name] = control

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
        settings.changed.connect(self._follow)

    def _combo(self, setting: Setting[Any], names: Mapping[Any, str] | None) -> QComboBox:
        box = QComboBox()
        if names is None:
            names = {value: setting.value_name(value) for value in setting.values()}
        for value, label in names.items():
            box.addItem(label, value)
        box.setCurrentIndex(max(box.findData(self.settings.value(setting)), 0))
        box.currentIndexChanged.connect(
            lambda i: self.settings.put(setting, setting.read(box.itemData(i)))
        )
        return box

    def _deck_row(self, box: QComboBox) -> QWidget:
        """The decks' list, a line between families, and the chooser with their pictures."""
        for row in range(len(self.themes) - 1, 0, -1):
            if self.themes[row].suits != self.themes[row - 1].suits:
                box.insertSeparator(row)
        self.choose_deck = QPushButton(self.tr("Choose…"))
        self.choose_deck.setToolTip(self.tr("See each deck's cards and choose"))
        self.choose_deck.setAutoDefault(False)  # (Enter closes the dialog, as before)
        self.choose_deck.clicked.connect(self.show_deck_chooser)
        row_widget = QWidget()
        line = QHBoxLayout(row_widget)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(box, 1)
        line.addWidget(self.choose_deck)
        return row_widget

    def show_deck_chooser(self) -> DeckDialog:
        """The decks with their court and Ace (the list follows the one chosen there)."""
        dialog = DeckDialog(self.settings, self.themes, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def no_sound_device(self) -> None:
        """No sound device was found: the Sound box says so and cannot be ticked on."""
        box = self.controls["sound"]
        assert isinstance(box, QCheckBox)
        box.setEnabled(False)
        box.setText(self.tr("Sound (no sound device found)"))
        box.setToolTip(self.tr("No sound device found"))

    def _check(self, setting: Setting[Any]) -> QCheckBox:
        box = QCheckBox(setting.label_text())
        box.setChecked(self.settings.value(setting))
        box.toggled.connect(lambda on: self.settings.put(setting, on))
        return box

    def _follow(self, name: str) -> None:
        """A setting changed (here, or in a menu while the dialog is open): show it."""
        control = self.controls.get(name)
        if control is None:
            return
        value = getattr(self.settings, name)
        if isinstance(control, QCheckBox):
            control.setChecked(value)
        else:
            control.setCurrentIndex(max(control.findData(value), 0))
        if name == Settings.language.name:
            changed = resolve(value) != resolve(self.started_language)
            self.language_note.setVisible(changed)
            self.restart.setVisible(changed)
