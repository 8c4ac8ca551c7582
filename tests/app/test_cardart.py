"""Card art: the pixmap cache stays bounded however often the window is resized, and what
it hands out is still the right card at the right size."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize

from briscola_qt.app.cardart import BACK, MAX_CACHED, CardArt
from briscola_qt.engine.cards import CODES

from .conftest import choices


def test_sixty_resizes_keep_the_cache_bounded_and_the_cards_right(qtbot: Any, window: Any) -> None:
    window.start(choices(players=4), seed=3)
    qtbot.waitUntil(lambda: bool(window.controller.snapshot().legal), timeout=20000)
    art = window.art
    for step in range(60):
        window.resize(700 + step * 13, 520 + (step * 7) % 300)
        qtbot.wait(1)
        window.view.viewport().repaint()
    assert art.cached_count() <= MAX_CACHED
    # The table still draws every card it shows from the cache, at today's sizes.
    layout = window.scene.layout
    assert layout is not None
    ratio = window.view.viewport().devicePixelRatioF()
    for item in window.scene.items_by_key.values():
        width = round(item.card_size.width() * ratio)
        height = round(item.card_size.height() * ratio)
        assert (art.deck_id, item.code, width, height) in art._cache
    # A cached card is the same picture a fresh renderer makes of that card.
    fresh = CardArt(art.deck_id)
    own = window.controller.snapshot().hands[window.controller.human][0]
    for code in (CODES[own], BACK):
        cached = art.pixmap(code, layout.card_size, ratio).toImage()
        assert cached == fresh.pixmap(code, layout.card_size, ratio).toImage()
        assert cached.size() == QSize(
            round(layout.card_size.width() * ratio), round(layout.card_size.height() * ratio)
        )
    other = CODES[(int(own) + 1) % 40]
    assert fresh.pixmap(other, layout.card_size, ratio).toImage() != cached


def test_the_least_recently_used_pixmap_goes_first(qapp: Any) -> None:
    art = CardArt()
    kept = art.pixmap(CODES[0], QSize(50, 80))
    for width in range(60, 60 + MAX_CACHED):
        art.pixmap(CODES[1], QSize(width, 90))
        assert art.pixmap(CODES[0], QSize(50, 80)).cacheKey() == kept.cacheKey()
    assert art.cached_count() == MAX_CACHED
    assert (art.deck_id, CODES[1], 60, 90) not in art._cache, "the oldest size went"
