"""The player's partner in Italian: the app does not know a player's gender, so no plate
or sentence that names a partner calls them "compagno" or "socio" (a woman partner read
"Anna · compagno" in the network playtest); "in squadra" says it for anyone, and fits a
plate at 800x560."""

from __future__ import annotations

from typing import Any

import pytest

from briscola_qt.app.text.chiamata import ChiamataWords
from briscola_qt.app.text.words import CardNames

from ..conftest import choices
from ..table.test_table import TIMEOUT, ready

GENDERED = ("compagno", "compagna", "socio", "socia")

pytestmark = pytest.mark.usefixtures("plain_card_art")


def gendered(words: str) -> list[str]:
    return [w for w in GENDERED if w in words.lower().split()]


def test_the_partners_plate_says_in_squadra_at_800x560(
    qtbot: Any, italian_ui: None, open_window: Any
) -> None:
    window = open_window("it", "neapolitan")
    window.start(choices(players=4), seed=5)
    window.resize(800, 560)
    window.log_dock.hide()
    qtbot.waitUntil(lambda: ready(window.controller), timeout=TIMEOUT)
    window.view.viewport().grab()
    plates = [words for words, _box in window.scene.plates()]
    partner = window.controller.seat_name(2)
    (plate,) = [w for w in plates if w.startswith(partner)]
    assert plate == f"{partner} · in squadra", plates
    assert not [w for w in plates if gendered(w)], plates


def test_chiamatas_partner_is_named_without_a_gender(qapp: Any, italian_ui: None) -> None:
    words = ChiamataWords(CardNames())
    said = [
        words.partner_plate("Anna"),
        words.callers_partner_plate("Anna"),
        words.you_are_partner(),
        words.partner_is("Anna"),
        words.short_you_partner(),
        words.reveal("Anna", "Bruno"),
        words.reveal_your_partner("Anna"),
        words.reveal_you("Bruno"),
    ]
    assert said[:3] == [
        "Anna · in squadra",
        "Anna · in squadra con chi chiama",
        "Sei in squadra con chi ha chiamato",
    ]
    assert not [w for w in said if gendered(w)], said
