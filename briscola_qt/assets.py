"""The one place where the app finds its bundled files (card decks, icons, translations).

A wheel and a PyInstaller bundle carry the repository's top-level `assets/` folder inside
the package as `briscola_qt/_assets` (pyproject's force-include, the spec's datas), so
`importlib.resources` finds it there; a source checkout or an editable install has no
such folder and reads `assets/` beside the package. BRISCOLA_QT_ASSETS overrides both.
"""

from __future__ import annotations

import os
from functools import cache
from importlib import resources
from pathlib import Path

ENV_VAR = "BRISCOLA_QT_ASSETS"
PACKAGED = "_assets"


def assets_dir() -> Path:
    """The folder that holds `decks/`, `icons/` and `i18n/`."""
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override).expanduser()
    return _installed_assets()


@cache
def _installed_assets() -> Path:
    """Where this installation keeps its assets (found once: an installation does not move)."""
    packaged = resources.files(__package__ or "briscola_qt").joinpath(PACKAGED)
    # Every way the game is installed unpacks to real files, so this is a Path.
    if isinstance(packaged, Path) and packaged.is_dir():
        return packaged
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


ACTION_ICONS = (
    "new-game",
    "undo",
    "hint",
    "last-trick",
    "face-up",
    "deck",
    "sound-on",
    "sound-off",
)
"""The toolbar's icons, drawn for the project as SVG in icons/actions."""


def action_icon_path(name: str) -> Path:
    """The SVG icon of the toolbar button `name` (one of ACTION_ICONS)."""
    return icons_dir() / "actions" / f"{name}.svg"


def help_picture_path(name: str, language: str) -> Path:
    """A picture of the app for the help (``help/LANGUAGE/NAME``, a PNG); English where
    the language has none of its own."""
    own = assets_dir() / "help" / language / name
    return own if own.is_file() else assets_dir() / "help" / "en" / name


def licenses_dir() -> Path:
    """The licence texts of the program and of everything the installers bundle, with
    components.json listing them (made by tools/licenses/collect.py)."""
    return assets_dir() / "licenses"
