"""Where the auction panel goes (``free_spot``): the search that stops at the first place
hiding nothing finds the place a look at every place finds, on random tables."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QPoint, QRect, QRectF, QSize

from briscola_qt.app.chiamata.auction_panel import free_spot


def quality(
    place: QPoint, size: QSize, area: QRect, clear: list[QRectF]
) -> tuple[float, float, int, int]:
    """How good ``place`` is: the share it hides of ``clear`` (each thing a whole), then
    how far it is from the middle, then how low, then how far right: less is better."""
    box = QRectF(place.x(), place.y(), size.width(), size.height())
    hidden = 0.0
    for rect in clear:
        seen = box.intersected(rect)
        if seen.width() > 0 and seen.height() > 0:
            hidden += seen.width() * seen.height() / (rect.width() * rect.height())
    middle = area.center()
    far = abs(box.center().x() - middle.x()) + abs(box.center().y() - middle.y())
    return round(hidden, 6), far, place.y(), place.x()


def every_place(
    size: QSize, area: QRect, clear: list[QRectF], never: QRectF | None
) -> QPoint | None:
    """The best place found by looking at every one (the definition ``free_spot`` keeps)."""
    w, h = size.width(), size.height()
    xs = {area.left() + (area.width() - w) // 2}
    for rect in clear:
        xs.update((round(rect.right()) + 1, round(rect.left()) - 1 - w))
    places = [
        QPoint(x, y)
        for y in range(area.top(), area.bottom() - h + 2, 4)
        for x in xs
        if area.left() <= x <= area.right() - w
    ]
    if never is None:
        places = [p for p in places if quality(p, size, area, clear)[0] == 0]
    else:
        places = [p for p in places if not _shuts(QRectF(p.x(), p.y(), w, h), never)]
    return min(places, key=lambda p: quality(p, size, area, clear), default=None)


def _shuts(box: QRectF, never: QRectF) -> bool:
    seen = box.intersected(never)
    return box.width() > 0 and box.height() > 0 and seen.width() > 0 and seen.height() > 0


rects = st.builds(
    QRectF,
    st.integers(0, 700),
    st.integers(0, 500),
    st.integers(1, 300),
    st.integers(1, 200),
)


@settings(max_examples=150, deadline=None)
@given(
    st.integers(80, 500),
    st.integers(40, 200),
    st.lists(rects, max_size=8),
    st.booleans(),
)
def test_the_place_found_is_the_best_of_every_place(
    width: int, height: int, clear: list[QRectF], with_never: bool
) -> None:
    area = QRect(0, 0, 800, 560)
    size = QSize(width, height)
    never = clear[0] if with_never and clear else None
    found, best = free_spot(size, area, clear, never), every_place(size, area, clear, never)
    assert (found is None) == (best is None)
    if found is not None and best is not None:  # (as good: equal shares may differ by a bit)
        assert quality(found, size, area, clear)[:2] == quality(best, size, area, clear)[:2]
        if quality(best, size, area, clear)[0] == 0:
            assert found == best


def test_a_table_with_its_middle_free_puts_the_panel_in_the_middle() -> None:
    area = QRect(0, 0, 800, 560)
    hands = [QRectF(200, 440, 400, 120), QRectF(200, 0, 400, 120)]
    assert free_spot(QSize(300, 100), area, hands) == QPoint(250, 228)
