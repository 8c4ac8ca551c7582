"""Card art: the pixmap cache stays bounded however often the window is resized, and what
it hands out is still the right card at the right size."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage

from briscola_qt.app.table.cardart import BACK, MAX_CACHED, CardArt
from briscola_qt.engine.cards import CODES

from ..conftest import choices


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
    # A cached card is the same picture its file makes, rendered afresh.
    own = window.controller.snapshot().hands[window.controller.human][0]
    pixels = QSize(
        round(layout.card_size.width() * ratio), round(layout.card_size.height() * ratio)
    )
    theme = art.theme
    for code, path in ((CODES[own], theme.face_path(CODES[own])), (BACK, theme.back_path)):
        cached = art.pixmap(code, layout.card_size, ratio).toImage()
        fresh = CardArt()._draw(path, pixels.width(), pixels.height())
        assert fresh is not None and cached == fresh
        assert cached.size() == pixels
    other = CODES[(int(own) + 1) % 40]
    assert art.pixmap(other, layout.card_size, ratio).toImage() != cached


def test_the_least_recently_used_pixmap_goes_first(qapp: Any) -> None:
    art = CardArt()
    kept = art.pixmap(CODES[0], QSize(50, 80))
    for width in range(60, 60 + MAX_CACHED):
        art.pixmap(CODES[1], QSize(width, 90))
        assert art.pixmap(CODES[0], QSize(50, 80)).cacheKey() == kept.cacheKey()
    assert art.cached_count() == MAX_CACHED
    assert (art.deck_id, CODES[1], 60, 90) not in art._cache, "the oldest size went"


def own_deck(tmp_path: Any, deck_id: str = "mine") -> Any:
    import json
    import shutil

    from briscola_qt import assets

    folder = tmp_path / deck_id
    shutil.copytree(assets.decks_dir() / "brescian", folder)
    manifest = folder / "deck.json"
    data = json.loads(manifest.read_text("utf-8"))
    data["id"] = deck_id
    manifest.write_text(json.dumps(data), "utf-8")
    return folder


def colours(pixmap: Any) -> int:
    image = pixmap.toImage()
    return len(
        {image.pixel(x, y) for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)}
    )


@pytest.mark.qt_log_ignore(".*")  # Qt's own SVG parser complains of the broken file
def test_a_card_that_cannot_be_drawn_names_itself_and_the_reason_is_logged(
    qapp: Any, tmp_path: Any, caplog: pytest.LogCaptureFixture
) -> None:
    from briscola_qt import decks

    folder = own_deck(tmp_path)
    decks.set_user_folder(tmp_path)
    try:
        art = CardArt("mine")
    finally:
        decks.set_user_folder(None)
    assert art.deck_id == "mine"
    (folder / "AD.svg").write_text("<svg this is not", "utf-8")  # broken after the check
    with caplog.at_level("WARNING"):
        broken = art.pixmap("AD", QSize(100, 160))
        art.pixmap("AD", QSize(50, 80))
    assert colours(broken) > 3, "a plain card with its name, never a blank"
    reasons = [r.getMessage() for r in caplog.records if "cannot draw AD" in r.getMessage()]
    assert len(reasons) == 1 and str(folder / "AD.svg") in reasons[0], "logged once"
    image = broken.toImage()
    assert image.pixelColor(50, 20).red() > 200, "the plain card is light, not transparent"
    assert colours(art.pixmap("2D", QSize(100, 160))) > 3, "the deck's other cards still draw"


def test_png_faces_are_drawn_too(qapp: Any, tmp_path: Any) -> None:
    import json

    from briscola_qt import decks

    folder = own_deck(tmp_path)
    drawn = CardArt("brescian").pixmap("AD", QSize(200, 320))
    assert drawn.toImage().save(str(folder / "AD.png"))
    manifest = folder / "deck.json"
    data = json.loads(manifest.read_text("utf-8"))
    data["cards"]["AD"] = "AD.png"
    manifest.write_text(json.dumps(data), "utf-8")
    decks.set_user_folder(tmp_path)
    try:
        art = CardArt("mine")
    finally:
        decks.set_user_folder(None)
    shown = art.pixmap("AD", QSize(100, 160)).toImage()
    expected = drawn.scaled(
        100, 160, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation
    ).toImage()
    assert shown.pixelColor(50, 80) == expected.pixelColor(50, 80)
    assert colours(art.pixmap("AD", QSize(100, 160))) > 20


@pytest.mark.parametrize(("lift", "stack"), [(0.0, 0), (0.5, 0), (1.0, 0), (0.0, 6)])
def test_a_card_paints_nothing_outside_its_bounding_rect(
    qapp: Any, lift: float, stack: int
) -> None:
    """Qt repaints only an item's bounding rectangle when it moves: anything painted
    outside it stays on the felt as a trace (a raised card's shadow once did)."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    from briscola_qt.app.base.speeds import Tempo
    from briscola_qt.app.table.cards import CardItem, Outline

    art = CardArt("neapolitan")
    item = CardItem(art, "AD", QSize(90, 150), Tempo("instant"))
    item.set_stack(stack)
    item._set_lift(150 * 0.12 * lift)
    item.set_outline(Outline.WINNER)
    image = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(QPointF(200, 200))
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    bounds = item.boundingRect().translated(200, 200).toAlignedRect()
    outside = [
        (x, y)
        for y in range(0, 400, 1)
        for x in range(0, 400, 2)
        if image.pixelColor(x, y).alpha() and not bounds.contains(x, y)
    ]
    assert not outside, (bounds, outside[:5])
    item.set_outline(Outline.NONE)


def test_a_card_rendered_once_serves_every_window_until_its_file_changes(
    qapp: Any, tmp_path: Any
) -> None:
    import os
    import shutil

    from briscola_qt import decks

    folder = own_deck(tmp_path)
    decks.set_user_folder(tmp_path)
    try:
        first, second = CardArt("mine"), CardArt("mine")
    finally:
        decks.set_user_folder(None)
    size = QSize(90, 150)
    drawn = first.pixmap("AD", size)
    assert second.pixmap("AD", size).cacheKey() == drawn.cacheKey(), "not rendered twice"
    # The file rewritten (a player's deck edited while the game runs): a window that has
    # not shown it yet draws the new picture.
    face = folder / "AD.svg"
    shutil.copyfile(folder / "2C.svg", face)
    stat = face.stat()
    os.utime(face, ns=(stat.st_atime_ns, stat.st_mtime_ns + 5_000_000_000))
    decks.set_user_folder(tmp_path)
    try:
        third = CardArt("mine")
    finally:
        decks.set_user_folder(None)
    redrawn = third.pixmap("AD", size).toImage()
    assert redrawn == third.pixmap("2C", size).toImage()
    assert redrawn != drawn.toImage()


@pytest.mark.renders_ahead
def test_the_deck_drawn_ahead_in_the_background_is_the_deck_drawn_on_demand(
    qtbot: Any, qapp: Any
) -> None:
    art = CardArt("neapolitan")
    size = QSize(61, 103)  # (a size no other test draws: the process keeps what it drew)
    started = art.warm([CODES[0], CODES[17], BACK], [size])
    assert started == 3 and art.warming() == 3
    qtbot.waitUntil(lambda: art.warming() == 0, timeout=20000)
    theme = art.theme
    for code, path in ((CODES[0], theme.face_path(CODES[0])), (BACK, theme.back_path)):
        fresh = CardArt()._draw(path, size.width(), size.height())
        assert fresh is not None and art.pixmap(code, size).toImage() == fresh
    assert art.warm([CODES[0], CODES[17], BACK], [size]) == 0, "nothing is drawn twice"


@pytest.mark.renders_ahead
def test_a_new_card_size_calls_off_the_renders_of_the_sizes_passed_by(
    qtbot: Any, qapp: Any
) -> None:
    """A window dragged larger asks for the deck at each size it passes: only the size it
    stops at is drawn (and at most the one render under way at each new size)."""
    art = CardArt("piacentine")
    passed = [QSize(83 + step, 149 + step) for step in range(6)]  # (sizes no other test draws)
    for size in passed:
        assert art.warm([*CODES, BACK], [size]) == len(CODES) + 1
    assert art.warm([*CODES, BACK], [QSize(95, 171)]) == len(CODES) + 1
    assert art.warming() == len(CODES) + 1, "only the last size is waited for"
    qtbot.waitUntil(lambda: art.warming() == 0, timeout=30000)
    qtbot.wait(100)  # (a render of a size passed by, under way at the last call, lands now)
    assert len(CODES) + 1 <= art.cached_count() <= len(CODES) + 1 + len(passed)
    art.stop()


@pytest.mark.renders_ahead
def test_stopping_the_art_calls_off_what_is_not_drawn_and_waits_for_the_rest(
    qtbot: Any, qapp: Any
) -> None:
    art = CardArt("brescian")
    sizes = [QSize(201 + step, 333 + step) for step in range(4)]
    started = art.warm([*CODES, BACK], sizes)
    assert started > 100
    art.stop()
    assert art.warming() == 0
    cached = art.cached_count()
    qtbot.wait(200)  # (a card drawn after the stop would arrive now)
    assert art.cached_count() == cached
    assert cached < started, "the renders not begun were called off"


def test_the_cache_is_bounded_by_bytes_but_keeps_three_sizes_of_a_deck(qapp: Any) -> None:
    """Large cards (a big window on a high-density screen) are kept by bytes, but never so
    few that one table's sizes push each other out; small ones by count."""
    from briscola_qt.app.table.cardart import MIN_CACHED, _Pixmaps

    large = _Pixmaps(MAX_CACHED, byte_limit=1_000_000)
    image = QImage(200, 300, QImage.Format.Format_ARGB32_Premultiplied)
    for n in range(200):
        large.put(("big", n), image, 1.0)
    assert len(large) == MIN_CACHED
    assert large.byte_count() == MIN_CACHED * 200 * 300 * 4
    assert ("big", 199) in set(large) and ("big", 200 - MIN_CACHED - 1) not in set(large)
    small = _Pixmaps(MAX_CACHED, byte_limit=1_000_000)
    for n in range(MAX_CACHED + 10):
        small.put(("small", n), QImage(10, 10, QImage.Format.Format_ARGB32_Premultiplied), 1.0)
    assert len(small) == MAX_CACHED and small.byte_count() == MAX_CACHED * 400
    small.put(("small", MAX_CACHED + 9), image, 1.0)  # (kept again: its old bytes go)
    assert small.byte_count() == (MAX_CACHED - 1) * 400 + 200 * 300 * 4
