"""Where the app keeps what it writes: the platform's application-data folder
(QStandardPaths.AppDataLocation), or BRISCOLA_QT_DATA when set (the tests point it at a
temporary folder)."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QStandardPaths

ENV_VAR = "BRISCOLA_QT_DATA"


def data_dir() -> Path:
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override).expanduser()
    location = QStandardPaths.StandardLocation.AppDataLocation
    return Path(QStandardPaths.writableLocation(location))


def log_dir() -> Path:
    return data_dir() / "logs"


def user_decks_dir() -> Path:
    """The player's own decks: one folder each, with a deck.json (docs/deck-format.md)."""
    return data_dir() / "decks"
