"""The Join panel's word on the search, in both languages, on one line at the panel's own
size: in Italian "Scrivi l'indirizzo che ti dà chi ospita." broke in two beside the list's
buttons (issue 44's playtest). The buttons now sit on the list's heading."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from briscola_qt.app.base import i18n
from briscola_qt.app.network.join_dialog import JoinDialog
from briscola_qt.net.discovery import FoundTable

from .test_friends import WAIT_MS


@pytest.fixture(params=["en", "it"])
def language(request: pytest.FixtureRequest, qapp: Any) -> Iterator[str]:
    found = i18n.install(request.param) if request.param == "it" else []
    yield request.param
    for translator in found:
        QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(QLocale("en"))


def one_line(dialog: JoinDialog) -> bool:
    label = dialog.looking
    return label.heightForWidth(label.width()) <= label.fontMetrics().lineSpacing() + 1


def test_the_search_is_said_on_one_line(qtbot: Any, settings: Any, language: str) -> None:
    async def nothing() -> list[FoundTable]:
        return []

    typed = JoinDialog(settings, None)  # (no search: the address is typed)
    qtbot.addWidget(typed)
    typed.show()
    qtbot.waitExposed(typed)
    hint = typed.looking.text()
    assert hint == (
        "Scrivi l'indirizzo che ti dà chi ospita."
        if language == "it"
        else "Type the address the host gives you."
    )
    assert typed.width() <= 460 and one_line(typed), (typed.width(), typed.looking.width())
    searched = JoinDialog(settings, nothing)
    qtbot.addWidget(searched)
    searched.show()
    qtbot.waitUntil(searched.look_button.isEnabled, timeout=WAIT_MS)
    assert "host" in searched.looking.text() or "ospita" in searched.looking.text()
    assert one_line(searched), searched.looking.text()
    # The list's buttons lie level with its heading, above it.
    for button in (searched.look_button, searched.club_button):
        assert button.geometry().bottom() < searched.tables.geometry().top()
