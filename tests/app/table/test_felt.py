"""What the felt shows, measured and read as a player sees it (issue 17): card sizes in
view pixels at two window sizes and every table size, the briscola said in words, partners,
the seat to play, refused clicks that say why, the captured cards after a deal, the last
trick and the keys."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from briscola_qt.app.base.prompts import QuietPrompts
from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.table.card_layout import PLATE
from briscola_qt.app.table.cards import CardItem
from briscola_qt.app.table.felt import side_colour
from briscola_qt.app.table.felt_text import plate_font
from briscola_qt.app.table.places import STOCK, CapturedCard, HiddenCard, Stock
from briscola_qt.engine.cards import CODES

from ..chiamata.test_chiamata_table import speaks
from ..conftest import choices, resume_near_end
from .test_layout import card_rect
from .test_table import TIMEOUT, click_card, ready

# (where things lie, not what the cards look like: see plain_card_art)
pytestmark = pytest.mark.usefixtures("plain_card_art")


def visible_card_widths(window: Any) -> dict[str, float]:
    """Every card on the table (by code and place) with its width in view pixels."""
    view = window.view
    widths: dict[str, float] = {}
    for item in window.scene.items():
        if not isinstance(item, CardItem) or not item.isVisible():
            continue
        w, h = item.card_size.width(), item.card_size.height()
        rect = view.mapFromScene(item.mapToScene(QRectF(-w / 2, -h / 2, w, h))).boundingRect()
        assert view.viewport().rect().contains(rect), f"{item.code} is off the table"
        widths[f"{item.code}@{item.pos().x():.0f},{item.pos().y():.0f}"] = rect.width()
    return widths


def play_to_a_full_table(qtbot: Any, window: Any) -> None:
    """Play until a trick is complete on the table after one has been gathered: hands,
    trick, stock, briscola and a pile are all on the felt."""
    controller = window.controller
    while True:
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        if controller.phase == Phase.TRICK_DONE:
            if len(controller.state.history) >= 2:
                return
            controller.continue_trick()
        else:
            click_card(qtbot, window, controller.snapshot().legal[0])


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_cards_scale_with_the_window(qtbot: Any, window: Any, players: int) -> None:
    window.settings.deck = "brescian"  # the narrowest cards
    window.start(choices(players=players), seed=5)
    play_to_a_full_table(qtbot, window)
    controller = window.controller
    own = {CODES[c] for c in controller.snapshot().hands[controller.human]}
    window.resize(800, 560)
    qtbot.wait(20)
    small = visible_card_widths(window)
    # Hands (the human's and the others'), the trick, stock, briscola and two piles.
    assert len(small) >= players * 2 + players + 2
    # (at four and six players the trick's two rows of whole cards take a little: the
    # Brescian cards are 58 pixels wide there, the trick's 54)
    assert min(small.values()) >= (60 if players <= 3 else 54), small
    window.resize(1280, 800)
    qtbot.wait(20)
    big = visible_card_widths(window)
    own_widths = [width for key, width in big.items() if key.split("@")[0] in own]
    assert len(own_widths) == len(own)
    if players == 2:
        assert min(own_widths) >= 120, own_widths
    assert min(big.values()) > min(small.values()), "a bigger window, bigger cards"


SUITS = {
    "neapolitan": ("coins", "cups", "swords", "batons"),
    "piacentine": ("coins", "cups", "swords", "batons"),
    "siciliane": ("coins", "cups", "swords", "batons"),
    "triestine": ("coins", "cups", "swords", "batons"),
    "brescian": ("coins", "cups", "swords", "batons"),
    "french": ("diamonds", "hearts", "spades", "clubs"),
    "french-4color": ("diamonds", "hearts", "spades", "clubs"),
}
SUITS_IT = {
    "neapolitan": ("denari", "coppe", "spade", "bastoni"),
    "piacentine": ("denari", "coppe", "spade", "bastoni"),
    "siciliane": ("denari", "coppe", "spade", "bastoni"),
    "triestine": ("denari", "coppe", "spade", "bastoni"),
    "french": ("quadri", "cuori", "picche", "fiori"),
}


@pytest.mark.parametrize("deck", list(SUITS))
def test_the_briscola_is_said_in_the_decks_words_for_the_whole_deal(
    qtbot: Any, window: Any, deck: str
) -> None:
    window.settings.deck = deck
    window.start(choices(), seed=21)
    controller = window.controller
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    suit = controller.state.trump
    expected = f"Briscola: {SUITS[deck][suit]}"
    assert window.scene.felt_text.trump_label() == expected
    # The briscola card itself lies face up, wholly on the table, at the stock's side.
    item = window.scene.items_by_key[int(controller.state.briscola)]
    assert item.code == CODES[controller.state.briscola] and item.rotation() == 0
    assert item.pos().x() > window.scene.items_by_key[STOCK].pos().x()
    # Four tricks from the end the stock has its last two cards: the window plays the
    # last draw (the briscola taken into a hand) and on until the stock is gone.
    resume_near_end(window, tricks_left=4)
    assert controller.snapshot().table.stock_count == 2
    while controller.snapshot().table.stock_count:  # until the stock is gone: still said
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        if controller.phase == Phase.TRICK_DONE:
            controller.continue_trick()
        else:
            controller.play_card(controller.snapshot().legal[0])
    assert controller.snapshot().table.stock_count == 0
    assert window.scene.felt_text.trump_label() == expected


@pytest.mark.parametrize("deck", list(SUITS_IT))
def test_the_briscola_is_said_in_italian(qtbot: Any, settings: Any, deck: str) -> None:
    from PySide6.QtCore import QCoreApplication, QTranslator

    from briscola_qt.app.shell.window import MainWindow
    from briscola_qt.assets import translations_dir

    translator = QTranslator()
    assert translator.load(str(translations_dir() / "briscola_it.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        settings.speed = "instant"
        window = MainWindow(settings, prompts=QuietPrompts())
        qtbot.addWidget(window)
        window.settings.deck = deck
        window.start(choices(), seed=21)
        controller = window.controller
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        suit = controller.state.trump
        assert window.scene.felt_text.trump_label() == f"Briscola: {SUITS_IT[deck][suit]}"
        assert window.scene.felt_text.prompt().startswith("Tocca a te")
        window.controller.stop()
    finally:
        QCoreApplication.removeTranslator(translator)


def test_briscolone_says_there_is_no_briscola(qtbot: Any, window: Any) -> None:
    window.start(choices(variant="briscolone"), seed=3)
    qtbot.waitUntil(lambda: ready(window.controller), timeout=TIMEOUT)
    assert window.scene.felt_text.trump_label() == "No briscola · follow suit"


def test_in_scoperta_the_stocks_top_card_is_the_next_card_not_the_briscola(
    qtbot: Any, window: Any
) -> None:
    window.start(choices(variant="scoperta"), seed=4)
    controller = window.controller
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    state = controller.state
    scene = window.scene
    count = state.table().stock_count
    # (over the stock's card alone, the shorter form at this size)
    assert scene.felt_text.next_card_label() == f"Next card · {count}"
    stock, briscola = scene.items_by_key[STOCK], scene.items_by_key[int(state.briscola)]
    assert stock.code == CODES[state.stock_top] != briscola.code
    # Apart: neither card covers the other.
    assert (
        not stock.sceneBoundingRect()
        .adjusted(6, 6, -6, -6)
        .intersects(briscola.sceneBoundingRect().adjusted(6, 6, -6, -6))
    )
    assert scene.felt_text.trump_label() == f"Briscola: {SUITS['neapolitan'][state.trump]}"


@pytest.mark.parametrize(
    "deck", ["neapolitan", "piacentine", "siciliane", "french", "brescian", "triestine"]
)
@pytest.mark.parametrize("size", [(1280, 800), (800, 560), (480, 440)])
def test_in_scoperta_the_stock_count_covers_no_card(
    qtbot: Any, window: Any, size: tuple[int, int], deck: str
) -> None:
    window.settings.deck = deck  # (every deck: the count lay on the face-up card's pips)
    window.resize(*size)
    window.start(choices(variant="scoperta", players=4), seed=4)
    controller, scene = window.controller, window.scene
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    window.view.viewport().repaint()
    count = str(controller.state.table().stock_count)
    said = [(words, box) for words, box in scene.plates() if count in words]
    assert said, "the stock's count is on the felt"
    cards = [
        card_rect(item.pos(), item.card_size.width(), item.card_size.height())
        for item in scene.items_by_key.values()
    ]
    for words, box in said:
        assert words == scene.felt_text.next_card_label(), "the count is told over the stock"
        assert not any(box.intersects(card) for card in cards), f"{words!r} covers a card"


@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("deck", ["neapolitan", "french"])
@pytest.mark.parametrize("size", [(1280, 800), (800, 560), (480, 440)])
def test_in_scoperta_each_label_lies_with_its_own_card(
    qtbot: Any, window: Any, size: tuple[int, int], deck: str, players: int
) -> None:
    """The face-up stock card and the briscola lie side by side: the briscola's label lay
    under both, and the next card's label over both (issue 41). Each plate's middle lies
    over or under its own card, and it reaches not as far as the other card's middle."""
    window.settings.deck = deck
    window.resize(*size)
    window.start(choices(variant="scoperta", players=players), seed=4)
    controller, scene = window.controller, window.scene
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    window.view.viewport().repaint()
    state = controller.state
    stock, briscola = scene.items_by_key[STOCK], scene.items_by_key[int(state.briscola)]
    height = stock.card_size.height()
    stock_card = card_rect(stock.pos(), stock.card_size.width(), height)
    briscola_card = card_rect(briscola.pos(), briscola.card_size.width(), height)
    plates = scene.plates()
    said_next = scene.felt_text.next_card_label()
    (next_plate,) = [box for words, box in plates if words == said_next]
    # (the smallest six-player table: the suit's mark alone, no words)
    said_trump = scene.felt_text.trump_label()
    assert said_trump.startswith("Briscola") or (players, size) == (6, (480, 440))
    (trump_plate,) = [box for words, box in plates if words == said_trump]
    assert next_plate.bottom() <= stock_card.top(), "over the next card"
    assert stock_card.left() <= next_plate.center().x() <= stock_card.right()
    assert next_plate.right() < briscola_card.center().x(), (said_next, next_plate)
    # Under the briscola, or over it where the human's plate comes level (the smallest).
    assert trump_plate.top() >= briscola_card.bottom() or (
        trump_plate.bottom() <= briscola_card.top()
    ), trump_plate
    gap = max(
        trump_plate.top() - briscola_card.bottom(), briscola_card.top() - trump_plate.bottom()
    )
    assert gap < PLATE, "close to the briscola, not a hand's height away"
    assert briscola_card.left() <= trump_plate.center().x() <= briscola_card.right()
    assert trump_plate.left() > stock_card.center().x(), trump_plate
    others = [box for words, box in plates if box not in (trump_plate, next_plate)]
    assert not any(trump_plate.intersects(box) for box in others)
    assert not any(next_plate.intersects(box) for box in others)


@pytest.mark.parametrize("players", [4, 6])
def test_partners_are_marked_in_the_teams_colour(qtbot: Any, window: Any, players: int) -> None:
    from briscola_qt.app.table.felt import TEAM_COLOURS

    window.start(choices(players=players), seed=8)
    controller = window.controller
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    scene, human = window.scene, controller.human
    partners = [s for s in range(players) if s != human and (s - human) % 2 == 0]
    for seat in range(players):
        if seat == human:
            continue
        plate = scene.felt_text.seat_plate(seat)
        assert plate.endswith("· partner") == (seat in partners), plate
        assert controller.seat_name(seat) in plate
        side = controller.match.rules.side_of(seat)
        own_team = side == controller.match.rules.side_of(human)
        assert side_colour(scene.snapshot, side) == TEAM_COLOURS[0 if own_team else 1]


def test_the_seat_to_play_is_lit(qtbot: Any, window: Any) -> None:
    window.start(choices(players=3), seed=2)
    controller, scene = window.controller, window.scene
    turns = 0
    while turns < 6:
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        if controller.phase == Phase.TRICK_DONE:
            assert not any(scene.felt_text.is_seat_to_play(s) for s in range(3)), (
                "nobody, in the pause"
            )
            controller.continue_trick()
            continue
        assert [s for s in range(3) if scene.felt_text.is_seat_to_play(s)] == [controller.human]
        assert scene.felt_text.seat_plate(controller.human).startswith("Your turn")
        controller.play_card(controller.snapshot().legal[0])
        turns += 1


def test_a_thinking_seat_is_lit_and_says_so(qtbot: Any, window: Any) -> None:
    window.start(choices(), seed=2)
    controller, scene = window.controller, window.scene
    lit: list[tuple[bool, str]] = []
    controller.thinkingChanged.connect(
        lambda seat, on: (
            on
            and lit.append(
                (scene.felt_text.is_seat_to_play(seat), scene.felt_text.seat_plate(seat))
            )
        )
    )
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    controller.play_card(controller.snapshot().legal[0])
    qtbot.waitUntil(lambda: bool(lit), timeout=TIMEOUT)
    assert lit[0] == (True, f"{controller.seat_name(1 - controller.human)} is thinking…")


def follow_suit_moment(qtbot: Any, window: Any) -> tuple[list[Any], list[Any]]:
    """Play briscolone until the human must follow suit and holds a card that may not be
    played: (the legal cards, the refused ones)."""
    controller = window.controller
    for seed in range(60):
        window.start(choices(variant="briscolone"), seed=seed)
        for _ in range(30):
            qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
            if controller.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER):
                break
            if controller.phase == Phase.TRICK_DONE:
                controller.continue_trick()
                continue
            snapshot = controller.snapshot()
            hand = list(snapshot.hands[controller.human])
            refused = [c for c in hand if c not in snapshot.legal]
            if refused:
                return list(snapshot.legal), refused
            controller.play_card(snapshot.legal[0])
    raise AssertionError("no follow-suit moment")


def test_a_refused_click_says_why_and_the_prompt_names_the_keys(qtbot: Any, window: Any) -> None:
    legal, refused = follow_suit_moment(qtbot, window)
    controller, scene = window.controller, window.scene
    hand = list(controller.snapshot().hands[controller.human])
    led = controller.snapshot().table.trick[0][1]
    suit = SUITS["neapolitan"][led.suit]
    keys = [str(hand.index(c) + 1) for c in legal]
    prompt = scene.felt_text.prompt()
    assert prompt is not None and "1–" not in prompt, "some cards may not be played"
    for key in keys:
        assert key in prompt
    for card in refused:
        assert str(hand.index(card) + 1) not in prompt.split("press ")[1]
    before = len(controller.state.actions)
    click_card(qtbot, window, refused[0])
    assert len(controller.state.actions) == before, "the card was not played"
    assert scene.notice() == f"You must follow suit: {suit}"
    # A number key of a refused card says the same.
    scene._clear_notice()
    window.view.setFocus()
    qtbot.keyClick(window.view, getattr(Qt.Key, f"Key_{hand.index(refused[-1]) + 1}"))
    assert scene.notice() == f"You must follow suit: {suit}"
    click_card(qtbot, window, legal[0])
    assert len(controller.state.actions) == before + 1


def test_after_a_deal_each_sides_captured_cards_are_on_the_felt(qtbot: Any, window: Any) -> None:
    window.start(choices(players=3), seed=9)
    controller = window.controller
    resume_near_end(window)  # (what is read is the deal's end)
    while controller.phase not in (Phase.DEAL_OVER, Phase.MATCH_OVER):
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        if controller.phase == Phase.TRICK_DONE:
            controller.continue_trick()
        elif controller.phase == Phase.PLAYING:
            controller.play_card(controller.snapshot().legal[0])
    summary, scene = controller.last_summary, window.scene
    shown = {
        side: [
            scene.items_by_key[k].code
            for k in scene.items_by_key
            if isinstance(k, CapturedCard) and k.side == side
        ]
        for side in range(3)
    }
    for side in range(3):
        assert shown[side] == [CODES[c] for c in summary.captured[side]]
        label = scene.felt_text.captured_label(side)
        name = summary.side_names[side]
        assert (
            label == f"{name}: {len(summary.captured[side])} cards, {summary.points[side]} points"
        )
    visible_card_widths(window)  # all on the table


def test_the_last_trick_is_shown_again_until_a_click(qtbot: Any, window: Any) -> None:
    window.start(choices(), seed=3)
    controller, scene = window.controller, window.scene
    action = window.menus.last_trick_action
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    assert not action.isEnabled(), "no trick has been gathered yet"
    while not controller.state.history or controller.phase == Phase.TRICK_DONE:
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        if controller.phase == Phase.TRICK_DONE:
            controller.continue_trick()
        else:
            click_card(qtbot, window, controller.snapshot().legal[0])
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    first = controller.state.history[0]
    assert action.isEnabled()
    action.trigger()
    assert scene.last_trick_shown() and action.isChecked()
    shown = sorted(item.code for item in scene._last_items)
    assert shown == sorted(CODES[c] for c in first.cards)
    won_by = "you" if first.winner == controller.human else controller.seat_name(first.winner)
    assert scene.last_trick_text().startswith(f"Last trick, won by {won_by} ·")
    hand = controller.state.hand(controller.human)
    click_card(qtbot, window, controller.snapshot().legal[0])
    assert not scene.last_trick_shown() and not action.isChecked()
    assert controller.state.hand(controller.human) == hand, "the click only closed it"
    action.trigger()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert not scene.last_trick_shown()


def test_space_and_enter_continue_and_the_focus_follows_the_mouse(qtbot: Any, window: Any) -> None:
    window.start(choices(), seed=6)
    controller, scene = window.controller, window.scene
    window.view.setFocus()
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
        while controller.phase != Phase.TRICK_DONE:
            qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
            if controller.phase == Phase.PLAYING:
                controller.play_card(controller.snapshot().legal[0])
        qtbot.waitUntil(controller.can_continue, timeout=TIMEOUT)
        assert scene.felt_text.prompt() == "Click or press Space to continue"
        qtbot.keyClick(window.view, key)
        assert controller.phase != Phase.TRICK_DONE
    qtbot.waitUntil(lambda: bool(controller.snapshot().legal), timeout=TIMEOUT)
    hand = list(controller.snapshot().hands[controller.human])
    assert len(hand) == 3
    target = scene.items_by_key[int(hand[1])]
    qtbot.mouseMove(window.view.viewport(), window.view.mapFromScene(target.scenePos()))
    qtbot.waitUntil(lambda: scene.focus_index == 1, timeout=TIMEOUT)
    assert target.outline.name == "FOCUS" and target.raised
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert scene.items_by_key[int(hand[2])].outline.name == "FOCUS" and not target.raised
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert hand[2] not in controller.state.hand(controller.human)


def other_hands(scene: Any) -> list[QRectF]:
    """Where the cards of every hand but the human's lie on the table."""
    snapshot = scene.snapshot
    rects = []
    for seat, hand in enumerate(snapshot.hands):
        if seat != snapshot.human:
            for i, card in enumerate(hand):
                key = int(card) if card is not None else HiddenCard(seat, i)
                rects.append(scene.items_by_key[key].sceneBoundingRect())
    return rects


@pytest.mark.parametrize("deck", ["neapolitan", "french"])
def test_in_a_small_window_at_six_the_prompt_is_short_and_clear_of_the_hands(
    qtbot: Any, window: Any, deck: str
) -> None:
    window.settings.deck = deck
    window.resize(640, 480)
    window.start(choices(players=6), seed=3)
    controller, scene = window.controller, window.scene
    seen = set()
    while len(seen) < 2:
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        prompt = scene.felt_text.prompt()
        seen.add(prompt)
        assert prompt in ("Your turn", "Click to continue"), prompt
        # The plate as drawn lies over no card of another hand.
        layout = scene.layout
        metrics = QFontMetricsF(plate_font(layout))
        width = metrics.horizontalAdvance(prompt) + 18
        at = layout.label_position(controller.human)
        plate = QRectF(at.x() - width / 2, at.y() - PLATE / 2, width, PLATE)
        snapshot = controller.snapshot()
        for card in other_hands(scene):
            assert not plate.intersects(card), prompt
        if controller.can_continue():
            controller.continue_trick()
        else:
            assert controller.play_card(snapshot.legal[0])
    # The same table in a big window asks in full.
    window.resize(1240, 860)
    qtbot.waitUntil(lambda: scene.sceneRect().width() > 1000, timeout=TIMEOUT)
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    assert scene.felt_text.prompt() in (
        "Click or press Space to continue",
    ) or scene.felt_text.prompt().startswith("Your turn: click a card, or press")


def test_in_a_narrow_table_the_side_plates_say_less_and_cover_no_card(
    qtbot: Any, window: Any
) -> None:
    window.resize(520, 600)  # (a table some 500 pixels wide, as with the side panel open)
    window.start(choices(players=6), seed=3)
    controller, scene = window.controller, window.scene
    names = set()
    for _ in range(12):
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        layout, snapshot = scene.layout, controller.snapshot()
        metrics = QFontMetricsF(plate_font(layout))
        # Every card of the trick, the stock, the briscola and the human's hand, as shown.
        cards = [
            scene.items_by_key[int(card)].sceneBoundingRect() for _, card in snapshot.table.trick
        ]
        cards += [
            item.sceneBoundingRect()
            for key, item in scene.items_by_key.items()
            if key == snapshot.table.briscola
            or isinstance(key, Stock)
            or key in snapshot.hands[controller.human]
        ]
        partner_plates = [
            scene.felt_text.seat_plate(s).endswith("· partner")
            for s in range(6)
            if scene.felt_text.is_partner(s)
        ]
        assert all(partner_plates) or not any(partner_plates), "all partners or none"
        for seat in range(6):
            if seat == controller.human or layout.is_top(seat):
                continue
            text = scene.felt_text.seat_plate(seat)
            names.add(text)
            width = metrics.horizontalAdvance(text) + 18
            hand = snapshot.hands[seat]
            at = layout.label_position(seat, len(hand), False)
            at = layout.plate_clear_of_trick(seat, at, width)
            plate = QRectF(at.x() - width / 2, at.y() - PLATE / 2, width, PLATE)
            for card in cards:
                assert not plate.intersects(card), (text, seat)
        if controller.can_continue():
            controller.continue_trick()
        else:
            assert controller.play_card(snapshot.legal[0])
    assert "Paolo" in names, "the partner's plate says the name alone where it must"
    # In a wide table every partner is called one.
    window.resize(1240, 860)
    qtbot.waitUntil(lambda: scene.sceneRect().width() > 1000, timeout=TIMEOUT)
    partners = [s for s in range(6) if s != controller.human and scene.felt_text.is_partner(s)]
    assert partners and all(scene.felt_text.seat_plate(s).endswith("· partner") for s in partners)


def test_a_raised_card_stays_under_the_prompt_when_the_window_shrinks(
    qtbot: Any, window: Any
) -> None:
    from briscola_qt.app.table.card_layout import LIFT

    window.resize(1200, 820)
    window.start(choices(players=4), seed=3)
    controller, scene = window.controller, window.scene
    qtbot.waitUntil(
        lambda: ready(controller) and bool(controller.snapshot().legal), timeout=TIMEOUT
    )
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: scene.pointed_card() is not None, timeout=TIMEOUT)
    item = scene.items_by_key[scene.pointed_card()]
    qtbot.waitUntil(lambda: abs(item._lift - item.card_size.height() * LIFT) < 0.5, timeout=TIMEOUT)
    for size in ((640, 480), (900, 640)):
        window.resize(*size)
        qtbot.waitUntil(
            lambda: scene.sceneRect().width() == window.view.viewport().width(), timeout=TIMEOUT
        )
        layout = scene.layout
        height = item.card_size.height()
        assert abs(item._lift - height * LIFT) < 0.5, (size, item._lift, height)
        # The raised card's top lies below the prompt's plate.
        metrics = QFontMetricsF(plate_font(layout))
        plate_bottom = layout.label_position(controller.human).y() + (metrics.height() + 8) / 2
        card_top = item.scenePos().y() - height / 2 - item._lift
        assert card_top >= plate_bottom, (size, card_top, plate_bottom)


def test_a_thinking_plate_beside_your_hand_leaves_it_uncovered(qtbot: Any, settings: Any) -> None:
    """At 640x480 with six players in Italian, 'Rosa sta pensando…' ran over the human's
    first card: the plate then says the name alone (lit, it still says whose turn)."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    from briscola_qt.app.shell.window import MainWindow
    from briscola_qt.assets import translations_dir

    translator = QTranslator()
    assert translator.load(str(translations_dir() / "briscola_it.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        settings.speed = "instant"
        window = MainWindow(settings, prompts=QuietPrompts())
        qtbot.addWidget(window)
        window.resize(640, 480)
        window.show()
        window.start(choices(players=6), seed=3)
        controller, scene = window.controller, window.scene
        qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
        layout, snapshot = scene.layout, controller.snapshot()
        metrics = QFontMetricsF(plate_font(layout))
        own = [
            scene.items_by_key[int(c)].sceneBoundingRect() for c in snapshot.hands[controller.human]
        ]
        for seat in range(6):
            if seat == controller.human or layout.is_top(seat):
                continue
            scene.felt_text.thinking = seat
            text = scene.felt_text.seat_plate(seat)
            width = metrics.horizontalAdvance(text) + 18
            at = layout.label_position(seat, len(snapshot.hands[seat]), False)
            at = layout.plate_clear_of_trick(seat, at, width)
            plate = QRectF(at.x() - width / 2, at.y() - PLATE / 2, width, PLATE)
            assert not any(plate.intersects(card) for card in own), text
        scene.felt_text.thinking = None
        controller.stop()
    finally:
        QCoreApplication.removeTranslator(translator)


def test_in_a_narrow_table_the_briscola_label_leaves_the_left_hands_uncovered(
    qtbot: Any, window: Any
) -> None:
    window.resize(520, 600)
    window.start(choices(players=6), seed=3)
    controller, scene = window.controller, window.scene
    qtbot.waitUntil(lambda: ready(controller), timeout=TIMEOUT)
    layout = scene.layout
    label = scene.felt_text.trump_label()
    assert label == "Briscola", "the word alone, the suit's mark beside it"
    metrics = QFontMetricsF(plate_font(layout))
    width = metrics.horizontalAdvance(label) + 18 + metrics.height() + 6
    y = layout.trump_label_y
    plate = QRectF(layout.stock_group_left, y - PLATE / 2, width, PLATE)
    assert not any(plate.intersects(card) for card in other_hands(scene)), label
    window.resize(1240, 860)
    qtbot.waitUntil(lambda: scene.sceneRect().width() > 1000, timeout=TIMEOUT)
    suit = SUITS["neapolitan"][controller.state.trump]
    assert scene.felt_text.trump_label() == f"Briscola: {suit}"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", [(1280, 800), (640, 480)])
def test_the_scoreboard_on_the_felt_covers_no_card(
    qtbot: Any, window: Any, players: int, size: tuple[int, int]
) -> None:
    window.resize(*size)
    game = {"variant": "chiamata"} if players == 5 else {"length": "best_of_3"}
    window.start(choices(players=players, **game), seed=5)
    controller, scene = window.controller, window.scene
    qtbot.waitUntil(lambda: ready(controller) or speaks(controller), timeout=TIMEOUT)
    said = scene.felt_text.scoreboard()
    assert said is not None
    window.view.viewport().repaint()
    (plate,) = [box for words, box in scene.plates() if words == said]
    cards = [item.sceneBoundingRect() for item in scene.items_by_key.values()]
    assert not [c for c in cards if plate.intersects(c)], (said, plate)
    others = [box for words, box in scene.plates() if words != said]
    assert not any(plate.intersects(box) for box in others), said


@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_plate_lies_whole_on_the_table_in_italian(
    qtbot: Any, settings: Any, italian_ui: None, players: int
) -> None:
    """In Italian the pile's "La tua squadra" ran off the table's right edge."""
    from ..conftest import shown_window
    from .test_trick_visible import play_to_a_full_trick, table_picture

    window = next(shown_window(qtbot, settings, QuietPrompts()))
    window.start(choices(players=players), seed=7)
    play_to_a_full_trick(qtbot, window, tricks=2)
    window.controller.continue_trick()
    for size in [(1280, 800), (800, 560)]:
        window.resize(*size)
        qtbot.wait(20)
        _cards, plates = table_picture(window)
        table = window.scene.sceneRect()
        assert plates
        for words, box in plates:
            assert table.contains(box), (size, words, box)
    window.controller.stop()


def test_the_plates_are_decided_once_per_change_and_follow_every_change(
    qtbot: Any, window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While nothing the felt says changes (a card flying over a still table), a repaint
    stamps the last plates again instead of deciding them anew; a change (a setting, a
    play) decides them again, and what is painted says it."""
    window.resize(1280, 800)
    window.start(choices(), seed=3)
    controller, scene, view = window.controller, window.scene, window.view
    play_to_a_full_table(qtbot, window)  # (a pile on the table: it can say its points)
    qtbot.waitUntil(lambda: not scene.is_animating(), timeout=TIMEOUT)
    decided: list[int] = []
    seat_plate = scene.felt_text.seat_plate
    monkeypatch.setattr(
        scene.felt_text, "seat_plate", lambda seat: decided.append(seat) or seat_plate(seat)
    )
    view.viewport().repaint()
    before = scene.plates()
    decided.clear()
    view.viewport().repaint()
    view.viewport().repaint()
    assert decided == [], "the plates were decided again with nothing changed"
    assert scene.plates() == before
    scene.set_running_points(True)
    view.viewport().repaint()
    assert sorted(decided) == [0, 1]
    points = [scene.felt_text.pile_label(side) for side in range(2)]
    painted = [words for words, _ in scene.plates()]
    assert [p for p in points if p is not None and p in painted], (points, painted)
    assert painted != [words for words, _ in before]
    decided.clear()
    controller.continue_trick()
    qtbot.waitUntil(lambda: decided != [], timeout=TIMEOUT)
