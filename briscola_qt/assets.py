"""The one place where the app finds its bundled files (card decks, icons).

Order: the BRISCOLA_QT_ASSETS environment variable, then a frozen PyInstaller bundle
(`sys._MEIPASS/assets`), then the `assets` folder of a source checkout.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ENV_VAR = "BRISCOLA_QT_ASSETS"


def assets_dir() -> Path:
    """The folder that holds `decks/` and `icons/`."""
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override).expanduser()
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and isinstance(bundle, str):
        return Path(bundle) / "assets"
    return Path(__file__).resolve().parent.parent / "assets"


def decks_dir() -> Path:
    """The folder with one sub-folder (and `deck.json` manifest) per card deck."""
    return assets_dir() / "decks"


def translations_dir() -> Path:
    """The folder with the compiled translations (briscola_<lang>.qm)."""
    return assets_dir() / "i18n"


def icons_dir() -> Path:
    """The folder with the application icon in SVG, PNG, ICO and ICNS form."""
    return assets_dir() / "icons"


def app_icon_path(size: int | None = None) -> Path:
    """The scalable app icon, or the PNG of one pixel `size` (16 to 512)."""
    if size is None:
        return icons_dir() / "briscola-qt.svg"
    return icons_dir() / f"briscola-qt-{size}.png"
