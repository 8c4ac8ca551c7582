"""What a screen reader hears and what a dark desktop shows: the table's accessible name is the
card the keyboard points at and its description the state of the deal, in English and in
Italian; every control a keyboard reaches has a name; text stays readable on a dark palette."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAccessible, QColor, QImage, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QLabel,
    QPushButton,
    QTextBrowser,
    QWidget,
)

from briscola_qt.app.base.prompts import DialogPrompts, QuietPrompts
from briscola_qt.app.base.settings import GameChoices
from briscola_qt.app.shell.about import AboutDialog
from briscola_qt.app.shell.dialogs import DealSummaryDialog, NewGameDialog
from briscola_qt.app.shell.preferences import PreferencesDialog

from ..conftest import choices, resume_near_end
from ..game.test_deal_end import play_out

ACE_OF_CUPS_SEED = 14
"""Two players: the human leads holding the Ace of cups, the 6 of swords and the Ace of coins;
the briscola is the 7 of coins."""
TIMEOUT = 20000


def spoken(widget: QWidget, text: QAccessible.Text) -> str:
    """What assistive technology reads of ``widget`` (its accessible interface)."""
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    return interface.text(text)


@pytest.fixture
def screen_reader() -> Iterator[None]:
    """Assistive technology listening, as when a screen reader runs: the table's
    description is written at every change (without one, only when read)."""
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


def my_turn(qtbot: Any, window: Any) -> None:
    controller = window.controller
    qtbot.waitUntil(
        lambda: bool(controller.snapshot() and controller.snapshot().legal), timeout=TIMEOUT
    )


def test_the_table_tells_the_card_pointed_at_and_the_deal(
    qtbot: Any, screen_reader: None, window: Any
) -> None:
    view = window.view
    assert spoken(view, QAccessible.Text.Name) == "Card table"
    assert "press Ctrl+N for a new game" in spoken(view, QAccessible.Text.Description)
    window.start(choices(), seed=ACE_OF_CUPS_SEED)
    my_turn(qtbot, window)
    described = spoken(view, QAccessible.Text.Description).splitlines()
    assert described[:3] == [
        "Your turn: press a number key, or the arrows and Enter.",
        "Briscola: Seven of coins.",
        "Your hand: 1: Ace of cups; 2: Six of swords; 3: Ace of coins.",
    ]
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert spoken(view, QAccessible.Text.Name) == "Ace of cups, card 1 of 3"
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert spoken(view, QAccessible.Text.Name) == "Ace of coins, card 3 of 3"
    qtbot.keyClick(view, Qt.Key.Key_1)
    # (Space goes on once the trick is shown whole: on a loaded machine that comes later)
    qtbot.waitUntil(window.controller.can_continue, timeout=TIMEOUT)
    described = spoken(view, QAccessible.Text.Description)
    assert spoken(view, QAccessible.Text.Name) == "Card table", "no card is pointed at now"
    # (the player's trick in their own sentence: "You takes the trick" was said)
    taker = r"(?:You take|(?!You)\w+ takes)"
    assert re.search(rf"^{taker} the trick: press Space to go on\.$", described, re.M)
    assert "On the table: You, Ace of cups; " in described
    qtbot.keyClick(view, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: "Last trick won by" in view.accessibleDescription(), timeout=TIMEOUT)
    assert "Cards in the stock: 32." in view.accessibleDescription()


def test_the_french_deck_is_told_in_its_own_words(qtbot: Any, window: Any) -> None:
    window.settings.deck = "french"
    window.start(choices(), seed=ACE_OF_CUPS_SEED)
    my_turn(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert spoken(window.view, QAccessible.Text.Name) == "Ace of hearts, card 1 of 3"
    assert "Briscola: Seven of diamonds." in window.view.accessibleDescription()


def test_the_table_speaks_italian(
    qtbot: Any, screen_reader: None, italian_ui: None, open_window: Any
) -> None:
    window = open_window("it", "neapolitan")
    window.start(choices(), seed=ACE_OF_CUPS_SEED)
    my_turn(qtbot, window)
    view = window.view
    assert spoken(view, QAccessible.Text.Name) == "Tavolo da gioco"
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert spoken(view, QAccessible.Text.Name) == "Asso di coppe, carta 1 di 3"
    described = spoken(view, QAccessible.Text.Description).splitlines()
    assert described[1:3] == [
        "Briscola: Sette di denari.",
        "In mano: 1: Asso di coppe; 2: Sei di spade; 3: Asso di denari.",
    ]
    assert described[0].startswith("Tocca a te")


def focusable(root: QWidget) -> list[QWidget]:
    """The controls the keyboard reaches, and every button (toolbar ones take no focus)."""
    return [
        w
        for w in [root, *root.findChildren(QWidget)]
        if w.isVisible()
        and w.isEnabled()
        and w.focusProxy() is None  # a view's viewport: its view is what the keys reach
        and (w.focusPolicy() != Qt.FocusPolicy.NoFocus or isinstance(w, QAbstractButton))
    ]


def opened_windows(qtbot: Any, window: Any) -> list[QWidget]:
    """The main window with its side panel, and every dialog of the app, shown."""
    window.log_dock.show()
    window.start(choices(), seed=5)
    resume_near_end(window)  # (a finished deal, for its summary)
    play_out(qtbot, window)
    dialogs: list[QWidget] = [
        NewGameDialog(GameChoices(), window),
        PreferencesDialog(window.settings, window.art.themes, window),
        AboutDialog(window),
        DealSummaryDialog(window.controller.last_summary, window.art, window, window.card_names),
    ]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
    window.prompts = DialogPrompts()  # the help shown as F1 shows it
    dialogs.append(window.show_rules())
    window.prompts = QuietPrompts()
    return [window, *dialogs]


def test_with_no_screen_reader_the_words_are_made_when_read_or_when_one_starts(
    qtbot: Any, window: Any
) -> None:
    view, narration = window.view, window.view.narration
    made: list[int] = []
    describe = narration.describe
    narration.describe = lambda snapshot: made.append(1) or describe(snapshot)
    window.start(choices(), seed=ACE_OF_CUPS_SEED)
    my_turn(qtbot, window)
    assert not made, "nobody listens: no words made at each change"
    assert spoken(view, QAccessible.Text.Description) != view.accessibleDescription()
    assert view.accessibleDescription().startswith("Your turn: press a number key")
    assert len(made) == 1
    assert spoken(view, QAccessible.Text.Description) == view.accessibleDescription()
    qtbot.keyClick(view, Qt.Key.Key_1)  # (a change nobody hears)
    assert len(made) == 1
    # A screen reader starts: the focus coming to the table brings its words up to date.
    QAccessible.setActive(True)
    try:
        window.activateWindow()
        view.clearFocus()
        view.setFocus()
        assert len(made) == 2
        assert "On the table: You, Ace of cups" in spoken(view, QAccessible.Text.Description)
    finally:
        QAccessible.setActive(False)


def test_every_control_the_keyboard_reaches_has_a_name(qtbot: Any, window: Any) -> None:
    for shown in opened_windows(qtbot, window):
        for widget in focusable(shown):
            assert spoken(widget, QAccessible.Text.Name).strip(), (
                f"{type(widget).__name__} in {type(shown).__name__} has no accessible name"
            )


def luminance(colour: QColor) -> float:
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in (colour.redF(), colour.greenF(), colour.blueF()))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: QColor, b: QColor) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def dark_palette() -> QPalette:
    palette = QPalette()
    roles = {
        QPalette.ColorRole.Window: QColor(45, 45, 48),
        QPalette.ColorRole.WindowText: QColor(230, 230, 230),
        QPalette.ColorRole.Base: QColor(30, 30, 32),
        QPalette.ColorRole.AlternateBase: QColor(45, 45, 48),
        QPalette.ColorRole.Text: QColor(230, 230, 230),
        QPalette.ColorRole.Button: QColor(55, 55, 58),
        QPalette.ColorRole.ButtonText: QColor(230, 230, 230),
        QPalette.ColorRole.ToolTipBase: QColor(30, 30, 32),
        QPalette.ColorRole.ToolTipText: QColor(230, 230, 230),
        QPalette.ColorRole.Highlight: QColor(42, 130, 218),
        QPalette.ColorRole.HighlightedText: QColor(255, 255, 255),
        QPalette.ColorRole.Link: QColor(120, 180, 255),
        QPalette.ColorRole.PlaceholderText: QColor(160, 160, 160),
    }
    for role, colour in roles.items():
        palette.setColor(role, colour)
    return palette


@pytest.fixture
def dark(qapp: Any) -> Iterator[QPalette]:
    before = QApplication.palette()
    QApplication.setPalette(dark_palette())
    yield QApplication.palette()
    QApplication.setPalette(before)


def test_text_stays_readable_on_a_dark_desktop(qtbot: Any, window: Any, dark: QPalette) -> None:
    checked = 0
    shown_windows = opened_windows(qtbot, window)
    assert "color" not in window.show_rules().text.html().lower(), "the help's own colours"
    for shown in shown_windows:
        texts = [shown, *shown.findChildren(QWidget)]
        for widget in texts:
            if not widget.isVisible():
                continue
            palette = widget.palette()
            if isinstance(widget, QLabel) and widget.text():
                assert not re.search(r"color|bgcolor|background", widget.text(), re.I), (
                    f"a colour is written into {widget.text()[:40]!r}"
                )
                fg = palette.color(widget.foregroundRole())
                bg = palette.color(QPalette.ColorRole.Window)
            elif isinstance(widget, QAbstractButton) and widget.text():
                fg = palette.color(QPalette.ColorRole.ButtonText)
                bg = palette.color(QPalette.ColorRole.Button)
            elif isinstance(widget, QTextBrowser):
                fg = palette.color(QPalette.ColorRole.Text)
                bg = palette.color(QPalette.ColorRole.Base)
                link = palette.color(QPalette.ColorRole.Link)
                assert contrast(link, bg) >= 4.5, "links readable"
            else:
                continue
            if widget is window.view.go_on:
                # On the felt, in the felt's own colours (as its plates): readable there.
                assert contrast(fg, bg) >= 4.5, f"the way-on button: {fg.name()} on {bg.name()}"
                continue
            assert luminance(bg) < 0.1, f"{type(widget).__name__} keeps a light background"
            assert contrast(fg, bg) >= 4.5, f"{type(widget).__name__}: {fg.name()} on {bg.name()}"
            checked += 1
    assert checked > 40


def around(widget: QWidget) -> QImage:
    """The window's picture of ``widget`` with a few pixels round it (a focus frame)."""
    window = widget.window()
    top_left = widget.mapTo(window, widget.rect().topLeft())
    area = QRect(top_left, widget.size()).adjusted(-4, -4, 4, 4)
    return window.grab(area).toImage()


def test_the_keyboard_focus_is_always_visible(qtbot: Any, window: Any) -> None:
    """Walk every window's Tab chain with the Tab key: each control looks different while
    it has the focus, and Tab always moves on (none keeps a keyboard player in it)."""
    unseen, trapped, walked = [], [], 0
    for shown in opened_windows(qtbot, window):
        shown.activateWindow()
        qtbot.waitUntil(shown.isActiveWindow, timeout=2000)
        assert QApplication.focusWidget() is not None, f"no focus in {type(shown).__name__}"
        # (Qt draws focus cues once the keyboard moves the focus, as desktops do)
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen: set[int] = set()
        while (widget := QApplication.focusWidget()) is not None and id(widget) not in seen:
            seen.add(id(widget))
            label = widget.accessibleName() or getattr(widget, "text", str)()
            name = f"{type(widget).__name__} {label!r} in {type(shown).__name__}"
            focused = around(widget)
            for _ in range(40):  # (a rules text takes Tab from link to link, then leaves)
                qtbot.keyClick(widget, Qt.Key.Key_Tab)
                if QApplication.focusWidget() is not widget:
                    break
            else:
                trapped.append(name)
                break
            # (a push button left as the dialog's default keeps its frame: Enter presses
            # it; where the focus went shows on the next control, checked in turn)
            default = isinstance(widget, QPushButton) and widget.isDefault()
            if around(widget) == focused and not default:
                unseen.append(name)
            walked += 1
    assert not trapped, trapped
    assert not unseen, unseen
    assert walked > 30
