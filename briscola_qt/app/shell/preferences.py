"""The settings dialog: a row for each setting the settings declare words for, in their
order. A change is written at once and the window follows it (``Settings.changed``); the
language takes a restart, which the dialog offers.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

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

from ...decks import DeckTheme
from ..base.i18n import resolve
from ..base.settings import Setting, Settings


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
        # The installed decks are named by their themes, in the interface's language.
        deck_names = {deck_id: theme.name(language) for deck_id, theme in themes.items()}
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
