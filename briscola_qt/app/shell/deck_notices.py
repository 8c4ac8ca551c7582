"""The player's own decks at the window: their folder (View > Cards > Open my decks folder,
made if it is not there yet), and what is said of decks that could not be used or of a
chosen deck no longer installed."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMainWindow

from ...decks import scan_installed
from ..base.paths import user_decks_dir
from ..base.prompts import Prompts
from ..base.settings import Settings
from ..table.cardart import CardArt
from ..text.words import fill


class Telling(Protocol):
    """The window's voice: its prompts (as they are when used) and its message."""

    @property
    def prompts(self) -> Prompts: ...

    def tell(self, message: str) -> None: ...


class DeckNotices(QObject):
    """What ``window`` says of the installed decks, through ``host``."""

    def __init__(
        self, window: QMainWindow, host: Telling, settings: Settings, art: CardArt
    ) -> None:
        super().__init__(window)
        self.window, self.host, self.settings, self.art = window, host, settings, art
        self.problems = list(scan_installed().problems)
        """Each deck of the player's folder that could not be used, and why."""

    def open_folder(self) -> Path:
        """Show the folder where the player's own decks go (made if it is not there yet)."""
        folder = user_decks_dir()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            self.host.tell(
                fill(
                    self.tr("Your decks folder %1 cannot be made: %2"),
                    folder,
                    err.strerror or str(err),
                )
            )
            return folder
        self.host.prompts.open_folder(folder)
        return folder

    def problems_text(self) -> str:
        return fill(
            self.tr("These decks were skipped; put them right and start the game again:\n\n%1"),
            "\n".join(f"• {problem}" for problem in self.problems),
        )

    def show_problems(self) -> None:
        self.host.tell(self.problems_text())

    def say_changes(self) -> None:
        """Said once at start: the chosen deck is gone (the table uses another), or some
        of the player's decks could not be used."""
        chosen = self.settings.stored_deck
        if chosen and chosen not in self.art.themes:
            self.settings.deck = self.art.deck_id  # said once: the choice is now this one
            name = self.art.theme.name(self.settings.interface_language)
            self.host.tell(
                fill(
                    self.tr("The card deck %1 is no longer installed: the table uses %2."),
                    repr(chosen),
                    name,
                )
            )
        elif self.problems:
            self.window.statusBar().showMessage(
                self.tr("%n deck(s) could not be used: see View > Cards.", "", len(self.problems)),
                15000,
            )
