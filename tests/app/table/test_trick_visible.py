"""Every trick card whole, and every face-up card's index in sight (issue 28): the visible
area of each card is measured, first from the layout at every table and window size, then
from the scene of the real window, with the plates as they were painted.

A trick card must show all of itself (100%): a player reads its face and its corner, and
at four and six players a half-covered Ace of batons was read as a Six. A face-up card of
another hand must show its index corner (the top left ``INDEX`` of it), as a fan in hand
does, and nothing may lie on that corner.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF

from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.table.card_layout import LIFT
from briscola_qt.app.table.cards import CardItem
from briscola_qt.app.table.felt import halves
from briscola_qt.app.table.layout import TableLayout
from briscola_qt.app.table.places import HiddenCard
from briscola_qt.engine.cards import CODES, Suit

from ..conftest import choices
from .test_layout import ASPECTS, card_rect
from .test_table import TIMEOUT, ready

# (where things lie, not what the cards look like: see plain_card_art)
pytestmark = pytest.mark.usefixtures("plain_card_art")

INDEX = (0.28, 0.24)
"""The index corner of a card, in its width and height (the rank and the suit's mark:
the decks print it within about a quarter of the width and a fifth of the height)."""

VIEWPORTS = [(480, 360), (640, 440), (800, 480), (800, 519), (1280, 720), (1280, 759), (1920, 1000)]
"""The table's size: the smallest view, a 640x480 window, an 800x560 and a 1280x800 window
with and without the toolbar, and a 1920x1080 one."""


def area(rect: QRectF) -> float:
    return max(0.0, rect.width()) * max(0.0, rect.height())


def visible_fraction(rect: QRectF, covers: list[QRectF]) -> float:
    """How much of ``rect`` no rectangle of ``covers`` lies on (exact: the union of the
    covers is cut into cells at their edges)."""
    parts = [c.intersected(rect) for c in covers]
    parts = [p for p in parts if area(p) > 0.01]
    if not parts:
        return 1.0
    xs = sorted(
        {rect.left(), rect.right(), *(p.left() for p in parts), *(p.right() for p in parts)}
    )
    ys = sorted(
        {rect.top(), rect.bottom(), *(p.top() for p in parts), *(p.bottom() for p in parts)}
    )
    hidden = 0.0
    for (x0, x1), (y0, y1) in itertools.product(itertools.pairwise(xs), itertools.pairwise(ys)):
        centre = QPointF((x0 + x1) / 2, (y0 + y1) / 2)
        if any(p.contains(centre) for p in parts):
            hidden += (x1 - x0) * (y1 - y0)
    return 1.0 - hidden / area(rect)


def index_corner(rect: QRectF) -> QRectF:
    return QRectF(rect.left(), rect.top(), rect.width() * INDEX[0], rect.height() * INDEX[1])


def fixed_cards(layout: TableLayout, hand_size: int) -> list[QRectF]:
    """Every card of the table but the trick's: full hands (the human's raised too, the
    others face up: their widest), the stock, the briscola and the piles."""
    small, big = layout.small_size, layout.card_size
    rects = []
    for seat in range(layout.players):
        own = layout.relative(seat) == 0
        w, h = (big.width(), big.height()) if own else (small.width(), small.height())
        for pos in layout.hand_positions(seat, hand_size, open_hand=True):
            rects.append(card_rect(pos, w, h))
            if own:
                rects.append(card_rect(QPointF(pos.x(), pos.y() - LIFT * h), w, h))
        for own_side in (True, False):
            rects.append(
                card_rect(layout.pile_position(seat, own_side), small.width(), small.height())
            )
    for pos in (layout.stock_position, layout.briscola_position):
        rects.append(card_rect(pos, small.width(), small.height()))
    return rects


TABLES = [(2, 3, 0), (2, 4, 4), (3, 3, 0), (4, 3, 0), (6, 3, 0), (2, 5, 0), (4, 5, 0), (5, 8, 0)]
"""(players, hand size, cards in a trick): each table size, double, briscolone and
chiamata (five players, eight cards each)."""


@pytest.mark.parametrize(("players", "hand_size", "plays"), TABLES)
@pytest.mark.parametrize("size", VIEWPORTS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_trick_card_is_whole_in_the_layout(
    players: int, hand_size: int, plays: int, size: tuple[int, int]
) -> None:
    for aspect in ASPECTS.values():
        layout = TableLayout(*size, players, 0, aspect, hand_size=hand_size, plays_per_trick=plays)
        trick = layout.trick_size
        others = fixed_cards(layout, hand_size)
        for leader in range(players):
            order = [(leader + i) % players for i in range(layout.trick_cards)]
            cards = [
                (
                    layout.trick_z(seat, i),
                    card_rect(layout.trick_position(seat, i), trick.width(), trick.height()),
                )
                for i, seat in enumerate(order)
            ]
            for z, rect in cards:
                covers = [other for oz, other in cards if oz > z] + others
                assert visible_fraction(rect, covers) == 1.0, (aspect, leader, rect)
                assert QRectF(0, 0, *size).contains(rect)


def towards(layout: TableLayout, seat: int, at: QPointF) -> bool:
    """The trick card at ``at`` lies on its player's side of the middle (or on the axis)."""
    hand = layout.hand_centre(seat)
    centre = layout.centre
    dx, dy = hand.x() - centre.x(), hand.y() - centre.y()
    ax, ay = at.x() - centre.x(), at.y() - centre.y()
    return ax * dx + ay * dy > 0 or (abs(ax) < 1 and abs(ay) < 1)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_each_trick_card_stands_in_front_of_its_player(players: int) -> None:
    layout = TableLayout(1280, 720, players, 0, 0.6, hand_size=8 if players == 5 else 3)
    for seat in range(players):
        at = layout.trick_position(seat, 0)
        assert towards(layout, seat, at), seat
        # ... and nearer its own player than any other seat's card is.
        mine = (at - layout.hand_centre(seat)).manhattanLength()
        for other in range(players):
            if other != seat:
                theirs = (
                    layout.trick_position(other, 0) - layout.hand_centre(seat)
                ).manhattanLength()
                assert mine < theirs, (seat, other)


@pytest.mark.parametrize("players", [4, 5, 6])
@pytest.mark.parametrize("size", VIEWPORTS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_face_up_fans_show_every_index_in_the_layout(players: int, size: tuple[int, int]) -> None:
    for aspect in ASPECTS.values():
        layout = TableLayout(*size, players, 0, aspect, hand_size=8 if players == 5 else 3)
        small, trick = layout.small_size, layout.trick_size
        trick_rects = [
            card_rect(layout.trick_position(seat, 0), trick.width(), trick.height())
            for seat in range(players)
        ]
        for seat in range(1, players):
            fan = [
                card_rect(p, small.width(), small.height())
                for p in layout.hand_positions(seat, layout.hand_size, True)
            ]
            for i, rect in enumerate(fan):
                # Later cards of the fan lie on earlier ones (z 10 + i); the trick on all.
                covers = fan[i + 1 :] + trick_rects
                assert visible_fraction(index_corner(rect), covers) == 1.0, (aspect, seat, i)
        if size[0] >= 1280 and aspect < 0.7 and players != 5:
            # A big table fans the Italian cards wide enough to see more than the corner
            # (the wider French cards need less: their corner says it all).
            assert layout.open_step >= 0.5


# --- the real window ------------------------------------------------------------------


def play_to_a_full_trick(qtbot: Any, window: Any, tricks: int = 1) -> None:
    controller = window.controller
    done = 0
    while True:
        qtbot.waitUntil(lambda: ready(controller) or speaks(controller), timeout=TIMEOUT)
        if speaks(controller):
            answer_the_auction(controller)
        elif controller.phase == Phase.TRICK_DONE:
            done += 1
            if done >= tricks:
                return
            controller.continue_trick()
        else:
            controller.play_card(controller.snapshot().legal[-1])


def speaks(controller: Any) -> bool:
    """Chiamata: the human is to call, or to name the suit."""
    snapshot = controller.snapshot()
    view = snapshot.chiamata if snapshot is not None else None
    return view is not None and (bool(view.legal) or view.to_name_suit)


def answer_the_auction(controller: Any) -> None:
    """The human calls the highest rank while nobody has called, then passes; names cups."""
    view = controller.snapshot().chiamata
    if view.to_name_suit:
        assert controller.name_suit(Suit.CUPS)
        return
    calls = [bid for bid in view.legal if not bid.is_pass]
    assert controller.call(calls[0] if view.standing is None and calls else view.legal[0])


def scene_rect(item: CardItem) -> QRectF:
    w, h = item.card_size.width(), item.card_size.height()
    return item.mapToScene(QRectF(-w / 2, -h / 2, w, h)).boundingRect()


def table_picture(window: Any) -> tuple[list[tuple[Any, float, QRectF]], list[tuple[str, QRectF]]]:
    """The card items on the table (key, z, place) and the plates painted over them."""
    window.view.viewport().grab()  # (paints the felt: the plates are measured as drawn)
    cards = [
        (key, item.zValue(), scene_rect(item))
        for key, item in window.scene.items_by_key.items()
        if item.isVisible()
    ]
    return cards, window.scene.plates()


def window_sizes(qtbot: Any, window: Any) -> Iterator[tuple[int, int]]:
    """Resize the window to the smallest size, 800x560, 1280x800 and 1920x1080 in turn."""
    window.setMinimumSize(0, 0)
    smallest = window.minimumSizeHint()
    for size in [(smallest.width(), smallest.height()), (800, 560), (1280, 800), (1920, 1080)]:
        window.resize(*size)
        qtbot.wait(20)
        yield size


SCENES = [
    (2, "classic", "neapolitan"),
    (2, "double", "french"),
    (3, "classic", "brescian"),
    (4, "classic", "brescian"),
    (4, "classic", "neapolitan"),
    (6, "classic", "french"),
    (6, "classic", "brescian"),
    (4, "classic", "piacentine"),
    (6, "classic", "siciliane"),
    (6, "classic", "triestine"),
    (5, "chiamata", "triestine"),
    (5, "chiamata", "neapolitan"),
    (5, "chiamata", "french"),
]


@pytest.mark.parametrize(("players", "variant", "deck"), SCENES)
def test_the_trick_on_the_felt_is_whole_at_every_window_size(
    qtbot: Any, window: Any, players: int, variant: str, deck: str
) -> None:
    window.settings.deck = deck
    window.start(choices(players=players, variant=variant, length="best_of_3"), seed=11)
    window.settings.face_up = True  # (every hand face up: the widest fans)
    play_to_a_full_trick(qtbot, window, tricks=2)
    window.log_dock.hide()
    snapshot = window.controller.snapshot()
    trick_cards = {int(card) for _seat, card in snapshot.table.trick}
    assert len(trick_cards) == len(snapshot.table.trick) == (4 if variant == "double" else players)
    assert (snapshot.chiamata is not None) == (variant == "chiamata")
    for size in window_sizes(qtbot, window):
        cards, plates = table_picture(window)
        table = window.scene.sceneRect()
        for key, z, rect in cards:
            if key not in trick_cards:
                continue
            covers = [r for k, oz, r in cards if k != key and (oz > z or k not in trick_cards)]
            covers += [box for _words, box in plates]
            seen = visible_fraction(rect, covers)
            on_it = [c for c in covers if c.intersects(rect)]
            assert seen == 1.0, (size, CODES[key], f"{seen:.0%} seen", rect, on_it, plates)
            assert table.contains(rect), (size, CODES[key])
        # The face-up hands of the others: each index in sight.
        for key, z, rect in cards:
            seat = next((s for s, hand in enumerate(snapshot.hands) if key in hand), None)
            if seat is None or seat == snapshot.human or isinstance(key, HiddenCard):
                continue
            covers = [r for k, oz, r in cards if k != key and oz > z]
            covers += [box for _words, box in plates]
            seen = visible_fraction(index_corner(rect), covers)
            assert seen == 1.0, (size, CODES[key], "index", f"{seen:.0%} seen")


@pytest.mark.parametrize("players", [4, 6])
def test_the_hint_covers_no_card_at_every_window_size(
    qtbot: Any, window: Any, players: int
) -> None:
    """At six players the hint over the human's plate lay on the trick's second row."""
    window.start(choices(players=players), seed=7)
    controller = window.controller
    for _ in range(40):  # (to the human's turn with most of a trick on the table)
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        snapshot = controller.snapshot()
        if snapshot.legal and len(snapshot.table.trick) >= players - 2:
            break
        if controller.phase == Phase.TRICK_DONE:
            controller.continue_trick()
        else:
            controller.play_card(snapshot.legal[0])
    else:
        raise AssertionError("no such turn")
    assert window.ask_hint()
    qtbot.waitUntil(lambda: window.scene.notice() is not None, timeout=TIMEOUT)
    notice = window.scene.notice()
    window.log_dock.hide()
    head, _, rest = notice.partition(": ")
    lines = {notice, head + ":", rest, *halves(rest)}  # (a long hint goes in two or three)
    for size in window_sizes(qtbot, window):
        cards, plates = table_picture(window)
        said = [box for words, box in plates if words in lines or words.startswith("Hint: ")]
        assert 1 <= len(said) <= 3, (size, plates)
        for box in said:
            for key, _z, rect in cards:
                assert not box.intersects(rect), (size, key, box, rect)
            others = [other for _, other in plates if all(other is not b for b in said)]
            assert not any(box.intersects(other) for other in others), (size, plates)


@pytest.mark.parametrize(("players", "variant"), [(4, "classic"), (5, "chiamata"), (6, "classic")])
def test_each_trick_card_says_whose_it_is_and_what_its_ring_means(
    qtbot: Any, window: Any, players: int, variant: str
) -> None:
    """At four to six players only a trick card's place says whose it is: its tooltip
    names the player, and once the trick is complete, what its ring means."""
    window.start(choices(players=players, variant=variant), seed=11)
    play_to_a_full_trick(qtbot, window)
    controller, scene = window.controller, window.scene
    snapshot = controller.snapshot()
    led, taking = snapshot.table.trick[0][1], snapshot.winning_card
    assert taking is not None
    for seat, card in snapshot.table.trick:
        tip = scene.items_by_key[int(card)].toolTip().split("\n")
        owner = (
            "Your card" if seat == controller.human else f"Played by {controller.seat_name(seat)}"
        )
        assert tip[0] == owner, (seat, tip)
        if card == taking:
            assert tip[1:] == ["It takes the trick (blue and black ring)"]
        elif card == led:
            assert tip[1:] == ["The card led (golden ring)"]
        else:
            assert tip[1:] == []
    controller.continue_trick()
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    now = controller.snapshot()
    for _seat, card in now.table.trick:  # (the next trick as it is played: no ring yet)
        assert scene.items_by_key[int(card)].toolTip().count("\n") == 0
    for card in snapshot.table.trick:  # (gathered: no tooltip left on a pile's cards)
        item = scene.items_by_key.get(int(card[1]))
        assert item is None or item.toolTip() == ""
