"""The interface's language: which one (the player's choice, or the system's), and the
translators for it, ours and Qt's own (so Yes, Cancel and the standard dialogs speak it too).
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ...assets import translations_dir

LANGUAGES: Final = ("en", "it")
"""The languages the interface is written in; English is the source text."""
SYSTEM: Final = "system"


def resolve(choice: str, system: QLocale | None = None) -> str:
    """The language to show for a setting of ``choice`` (``system`` follows the desktop's
    languages in order of preference, English if it speaks none of ours)."""
    if choice in LANGUAGES:
        return choice
    locale = system if system is not None else QLocale.system()
    for name in locale.uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def qt_translations_dir() -> Path:
    """Where Qt's own ``qtbase_<lang>.qm`` are: Qt's translations path, or the PySide6
    package's copy (a frozen app's Qt may report a path that is not bundled)."""
    reported = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    if (reported / "qtbase_it.qm").exists():
        return reported
    import PySide6

    return Path(PySide6.__file__).parent / "Qt" / "translations"


def translators(language: str) -> list[QTranslator]:
    """Loaded translators for ``language``: ours and Qt's (English, the source language,
    has only our plural forms); a file that is missing is skipped (the text stays
    English, the game goes on)."""
    files = [translations_dir() / f"briscola_{language}.qm"]
    if language != "en":
        files.append(qt_translations_dir() / f"qtbase_{language}.qm")
    loaded = []
    for qm in files:
        translator = QTranslator()
        if qm.exists() and translator.load(str(qm)) and not translator.isEmpty():
            loaded.append(translator)
    return loaded


def install(language: str) -> list[QTranslator]:
    """Show the interface in ``language`` from now on; the translators are returned and
    must be kept alive by the caller."""
    app = QCoreApplication.instance()
    found = translators(language)
    if app is not None:
        for translator in found:
            app.installTranslator(translator)
    QLocale.setDefault(QLocale(language))
    return found
