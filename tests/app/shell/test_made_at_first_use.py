"""What a player does not see when the window opens is made the first time it is wanted
(issue 42: every new window paid for all of it, a thousand times a test run): the history's
store and statistics file, the auction panel and the reveal's banner, the cut panel, the
card tracker's panel. Each works at its first use and is the same one at the next; the
window is built, shown and closed without any of them."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMenu

from briscola_qt.app.base.paths import data_dir
from briscola_qt.app.base.prompts import QuietPrompts
from briscola_qt.app.base.settings import Settings
from briscola_qt.app.chiamata.auction_panel import AuctionPanel
from briscola_qt.app.history.fair_table import CutPanel
from briscola_qt.app.history.keeper import HISTORY_FOLDER, STATISTICS_FILE
from briscola_qt.app.review.tracker import TrackerPanel

from ..chiamata.test_chiamata_table import CHIAMATA, play_chiamata_deal, speaks
from ..conftest import choices, shown_window
from ..game.test_deal_end import play_out
from ..history.test_fair_table import cut_with
from ..table.test_table import TIMEOUT


class Told(QuietPrompts):
    """Nobody at the window, every message kept."""

    def __init__(self) -> None:
        self.messages: list[str] = []

    def tell(self, parent: Any, title: str, message: str) -> None:
        self.messages.append(message)


def made(window: Any, kind: type) -> list[Any]:
    return window.findChildren(kind)


def test_a_new_window_makes_none_of_the_parts_it_does_not_show(qtbot: Any, window: Any) -> None:
    qtbot.wait(1)  # (what the window does once it is up, done)
    for kind in (AuctionPanel, CutPanel, TrackerPanel):
        assert made(window, kind) == [], kind
    assert not (data_dir() / STATISTICS_FILE).exists()
    assert not (data_dir() / HISTORY_FOLDER).exists()
    assert window.history.history_action.isEnabled()
    window.close()  # (and closed without them)
    assert not (data_dir() / STATISTICS_FILE).exists()


def test_the_history_is_opened_to_keep_the_first_finished_deal(qtbot: Any, window: Any) -> None:
    window.start(choices(players=2), seed=3)
    play_out(qtbot, window)
    assert (data_dir() / STATISTICS_FILE).exists()
    keeper = window.history.keeper
    store = keeper.store
    assert store is not None and keeper.store is store, "opened once"
    (deal,) = store.deals()
    assert keeper.deal_id(0) == deal.id
    assert window.history.show_history().shown_rows()[0][0]


def test_a_history_kept_before_is_opened_with_the_window(qtbot: Any, settings: Any) -> None:
    first = next(shown_window(qtbot, settings, QuietPrompts()))
    first.start(choices(players=2), seed=3)
    play_out(qtbot, first)
    first.close()
    again = next(shown_window(qtbot, settings, QuietPrompts()))
    # (opened at once: what it would have to say of a damaged file is said at the start)
    assert again.history.keeper.take_opening_message() is None
    assert len(again.history.keeper.store.deals()) == 1


def test_a_history_that_cannot_be_made_is_said_once_when_a_deal_would_be_kept(
    qtbot: Any, tmp_path: Any, monkeypatch: Any
) -> None:
    in_the_way = tmp_path / "not-a-folder"
    in_the_way.write_text("a file where the data folder should be")
    monkeypatch.setenv("BRISCOLA_QT_DATA", str(in_the_way))
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    prompts = Told()
    window = next(shown_window(qtbot, settings, prompts))
    qtbot.wait(1)
    assert not any("history" in said for said in prompts.messages), "nothing to say yet"
    assert window.history.history_action.isEnabled()
    for seed in (3, 4):
        window.start(choices(players=2), seed=seed)
        play_out(qtbot, window)
    said = [m for m in prompts.messages if m.startswith("Your history cannot be kept this time")]
    assert len(said) == 1, prompts.messages
    assert window.history.keeper.store is None
    assert not window.history.history_action.isEnabled()
    assert not window.history.statistics_action.isEnabled()
    assert not window.practice.action.isEnabled(), "no practice without a history"


def test_the_auction_panel_is_made_at_the_first_auction_and_kept(qtbot: Any, window: Any) -> None:
    window.start(choices(players=2), seed=3)
    assert made(window, AuctionPanel) == [], "no auction in a game of two"
    controller = window.controller
    window.start(choices(**CHIAMATA), seed=3)
    qtbot.waitUntil(lambda: speaks(controller), timeout=TIMEOUT)
    (panel,) = made(window, AuctionPanel)
    assert window.chiamata.auction is panel and panel.isVisible()
    assert panel.calls_label.text()
    # A deck of French names: the panel's buttons say so at once.
    names_before = {b.accessibleName() for b in panel.rank_buttons.values()}
    window.settings.deck = "french"
    assert {b.accessibleName() for b in panel.rank_buttons.values()} != names_before
    play_chiamata_deal(qtbot, window)  # (passing all along)
    assert not panel.isVisible()
    controller.next_deal()
    qtbot.waitUntil(lambda: speaks(controller), timeout=TIMEOUT)
    assert made(window, AuctionPanel) == [panel] and panel.isVisible()


def test_the_reveal_banner_is_made_at_the_first_reveal(qtbot: Any, window: Any) -> None:
    table = window.chiamata
    assert [w for w in window.view.children() if w.objectName() == "reveal"] == []
    banner = table.banner
    assert not banner.isVisible() and banner.objectName() == "reveal"
    assert table.banner is banner


def test_the_cut_panel_is_made_at_the_first_fair_deal_and_kept(qtbot: Any, window: Any) -> None:
    window.start(choices(players=2), seed=3)
    assert made(window, CutPanel) == [], "a seeded deal asks no cut"
    panel = None
    for _deal in range(2):
        window.start(choices(players=2))  # no seed: the app deals fairly
        qtbot.waitUntil(lambda: window.fair_table.panel.isVisible(), timeout=TIMEOUT)
        panel = panel or window.fair_table.panel
        assert made(window, CutPanel) == [panel]
        cut_with(qtbot, window, "Nonna 1957")
        assert not panel.isVisible()
        qtbot.waitUntil(lambda: window.controller.snapshot() is not None, timeout=TIMEOUT)
    assert made(window, CutPanel) == [panel]


def test_the_tracker_panel_is_made_at_its_first_showing_and_kept(qtbot: Any, window: Any) -> None:
    window.start(choices(players=2), seed=4)
    assert made(window, TrackerPanel) == []
    tracker = window.tracker
    window.menus.tracker_action.trigger()
    (panel,) = made(window, TrackerPanel)
    assert tracker.isVisible() and tracker.panel is panel and panel.isVisible()
    assert panel.points.text(), "it reads the table at once"
    window.menus.tracker_action.trigger()
    assert not tracker.isVisible()
    window.menus.tracker_action.trigger()
    assert made(window, TrackerPanel) == [panel] and panel.isVisible()


def test_a_window_state_saved_with_the_tracker_shown_does_not_show_it_unwanted(
    qtbot: Any, settings: Any
) -> None:
    first = next(shown_window(qtbot, settings, QuietPrompts()))
    settings.tracker = True
    assert first.tracker.isVisible()
    first.close()  # (its state saved with the tracker's dock shown)
    settings.tracker = False
    again = next(shown_window(qtbot, settings, QuietPrompts()))
    assert not again.tracker.isVisible()
    assert made(again, TrackerPanel) == []
    settings.tracker = True
    assert again.tracker.isVisible() and again.tracker.panel.isVisible()


def test_the_speed_menu_has_its_items_made_when_it_shows(qtbot: Any, window: Any) -> None:
    (menu,) = [m for m in window.findChildren(QMenu) if m.title() == "S&peed"]
    assert menu.actions() == []
    window.settings.speed = "slow"
    for _showing in range(2):
        menu.aboutToShow.emit()  # (as Qt does before it shows: no popup offscreen)
        checked = [a.text() for a in menu.actions() if a.isChecked()]
        assert len(menu.actions()) == len(Settings.speed.values()) and len(checked) == 1
        assert window.menus.speed_actions["slow"].isChecked()
    window.menus.speed_actions["fast"].trigger()
    assert window.settings.speed == "fast"
    window.settings.speed = "normal"
    assert window.menus.speed_actions["normal"].isChecked()
    assert window.menus.pause_actions[window.settings.auto_continue_ms].isChecked()


def test_the_cards_menu_lists_its_decks_between_its_own_items_when_it_shows(
    qtbot: Any, window: Any
) -> None:
    menus = window.menus
    menu = menus.deck_menu
    own = [menus.choose_deck_action, menus.open_decks_action, menus.deck_problems_action]
    assert [a for a in menu.actions() if not a.isSeparator()] == own
    for _showing in range(2):
        menu.aboutToShow.emit()
        items = [a for a in menu.actions() if not a.isSeparator()]
        decks = list(menus.deck_actions.values())
        assert items == [own[0], *decks, *own[1:]]
    assert [a for a in decks if a.isChecked()] == [menus.deck_actions[window.settings.deck]]
    assert menu.actions()[-3].isSeparator(), "the decks, then a line, then the folder"
