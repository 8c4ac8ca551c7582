"""Briscola chiamata with friends (issue 44): the host offers five seats, friends and
computers; each friend's window holds the same auction panel and chiamata felt a local
game shows (``chiamata.port.ChiamataPort``: the panel's calls go to the host through the
``RemoteTable``); the calls, the called card, the partner's reveal, each deal's summary and
the five-deal match's end, read from what each player sees; a call out of turn refused
with a clear message; every deal kept in each player's history as played with friends."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from PySide6.QtCore import Qt

from briscola_qt.ai.base import RandomPlayer
from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.network.remote_table import RemoteTable
from briscola_qt.app.shell.friends_window import FriendsWindow
from briscola_qt.app.shell.host_dialog import HostDialog
from briscola_qt.app.shell.window import MainWindow
from briscola_qt.engine.cards import Rank, Suit
from briscola_qt.engine.chiamata import PASS, Bid
from briscola_qt.engine.observation import Observation
from briscola_qt.engine.rules import Rules, Variant
from briscola_qt.net.hosted import HostedMatch, PlaceSpec
from briscola_qt.net.server import TableServer
from briscola_qt.net.threads import ServerThread

from .test_friends import WAIT_MS, address_of, join_dialog, lobby_rows

PLAYERS = 5


def host_chiamata(qtbot: Any, main: MainWindow) -> FriendsWindow:
    """Game > Play with friends > Host: chiamata, two friends' places and two computers."""
    main.menus.host_action.trigger()
    dialog = next(w for w in main.findChildren(HostDialog) if w.isVisible())
    dialog.mode.setCurrentIndex(dialog.mode.findData(PLAYERS))
    assert dialog.mode.model().item(dialog.mode.currentIndex()).isEnabled()  # type: ignore[attr-defined]
    assert dialog.variant.currentData() == Variant.CHIAMATA.value
    assert dialog.deals.isEnabled() and dialog.deals.isVisible()
    assert dialog.caller_leads.isVisible()
    dialog.deals.setCurrentIndex(dialog.deals.findData(5))
    labels = [label.text() for label in dialog.place_labels if label.isVisible()]
    assert labels == ["Place 2:", "Place 3:", "Place 4:", "Place 5:"]
    kinds = ("friend", "friend", "beginner", "beginner")
    for box, kind in zip(dialog.place_boxes, kinds, strict=False):
        box.setCurrentIndex(box.findData(kind))
    dialog.name.setText("Anna")
    dialog.port.setValue(0)
    dialog.open_button.click()
    qtbot.waitUntil(lambda: len(main.friends.windows) == 1, timeout=WAIT_MS)
    return main.friends.windows[0]


def seated(qtbot: Any, main: MainWindow) -> list[FriendsWindow]:
    """Anna hosts, Bruno and Carla join; all ready, the host starts the match."""
    host = host_chiamata(qtbot, main)
    code = host.lobby.code_label.text()
    for count, name in enumerate(("Bruno", "Carla"), start=2):
        join_dialog(main, address_of(host), code, name)
        qtbot.waitUntil(lambda n=count: len(main.friends.windows) == n, timeout=WAIT_MS)
    windows = list(main.friends.windows)
    qtbot.waitUntil(
        lambda: (
            [row[2] for row in lobby_rows(host)]
            == ["connected", "connected", "connected", "computer player", "computer player"]
        ),
        timeout=WAIT_MS,
    )
    for friend in windows[1:]:
        friend.lobby.ready_button.click()
    qtbot.waitUntil(host.lobby.start_button.isEnabled, timeout=WAIT_MS)
    host.lobby.start_button.click()
    qtbot.waitUntil(
        lambda: all(w.pages.currentWidget() is w.view for w in windows), timeout=WAIT_MS
    )
    return windows


def plates(window: FriendsWindow) -> list[str]:
    text = window.scene.felt_text
    return [text.seat_plate(seat) for seat in range(PLAYERS)]


def click(qtbot: Any, button: Any) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


class Table:
    """The three windows played as their players would, and what each saw on the way."""

    def __init__(self, qtbot: Any, windows: list[FriendsWindow]) -> None:
        self.qtbot, self.windows = qtbot, windows
        self.callers: dict[int, FriendsWindow] = {}
        """Each deal's friend who calls through their window's panel."""
        self.prompts: list[str] = []
        """The panel's prompts seen by a window not to speak ("Bruno is to speak…")."""
        self.partner_plates: set[str] = set()
        """What the called card's holder read over it before it fell."""
        self.reveals: list[str] = []
        """The reveals' banners ("Bruno is Anna's partner!"), each window's own words."""
        self.called_labels: set[tuple[int, str]] = set()
        """(deal, the called card's label) as each window showed it."""

    def step(self, window: FriendsWindow) -> bool:
        """``window``'s player does what the table waits for; False if it waits for none."""
        remote = window.remote
        panel = window.chiamata.auction
        snapshot = remote.snapshot()
        view = snapshot.chiamata if snapshot is not None else None
        if view is not None and view.bidding and panel.isVisible() and not view.legal:
            self.prompts.append(panel.prompt.text())
        if not remote.awaits_human() or snapshot is None:
            return False
        if remote.phase == Phase.TRICK_DONE:
            window.scene.continue_trick()
            return True
        if view is not None and view.to_name_suit:
            assert panel.isVisible()
            assert panel.prompt.text().startswith("You won the auction: choose the suit")
            click(self.qtbot, panel.suit_buttons[Suit.CUPS])
            return True
        if view is not None and view.legal:
            # Only the legal calls are offered.
            offered = {r for r, b in panel.rank_buttons.items() if b.isVisibleTo(panel)}
            ranks = [bid.rank for bid in view.legal if bid.rank is not None and bid.target == 61]
            assert offered == set(ranks)
            # The first friend to speak each deal calls the Ace and outbids whoever
            # calls over them (up to a 2 for every point: a computer cannot go higher);
            # every other friend passes.
            caller = self.callers.setdefault(remote.deal, window)
            targets = [bid.target for bid in view.legal if bid.is_points_call]
            if caller is not window:
                click(self.qtbot, panel.pass_button)
            elif ranks:
                # (the Ace first, or the next call over the standing one)
                chosen = Rank.ACE if Rank.ACE in ranks else min(ranks, key=lambda r: -r)
                click(self.qtbot, panel.rank_buttons[chosen])
            else:
                assert panel.target_row.isVisible()
                panel.target.setValue(max(targets))
                click(self.qtbot, panel.target_button)
            return True
        if snapshot.legal:
            own = snapshot.own_cards()
            return window.scene.play_index(own.index(snapshot.legal[0]))
        return False

    def watch(self) -> None:
        """What each window's felt says of the called card and the partner meanwhile."""
        for window in self.windows:
            snapshot = window.remote.snapshot()
            view = snapshot.chiamata if snapshot is not None else None
            if snapshot is None or view is None or view.called is None:
                continue
            text = window.scene.felt_text
            called = text.trump_label()
            assert called is not None and "Briscola: " in called  # (shortened to fit)
            self.called_labels.add((window.remote.deal, called))
            if view.revealed or snapshot.phase != Phase.PLAYING:
                said = window.chiamata.revealed_text
                if view.revealed and said and said not in self.reveals:
                    self.reveals.append(said)
                continue
            human, holder = snapshot.human, view.partner
            partner = text.stock_label()
            holds = view.called in snapshot.own_cards()
            # Before the called card falls only its holder knows the partner: themselves.
            if holds and human != view.caller:
                assert holder == human and partner in ("You are the partner", "Partner: you")
                self.partner_plates.add(partner)
            elif not holds:
                assert holder is None and partner in ("Partner: unknown", "Partner?", None)

    def play_deal(self) -> None:
        """Until every window shows the deal's summary."""
        for _ in range(2000):
            dialogs = [w.summary_dialog for w in self.windows]
            if all(dialog is not None and dialog.isVisible() for dialog in dialogs):
                return
            moved = False
            for window in self.windows:
                moved = self.step(window) or moved
            self.watch()
            if not moved:
                self.qtbot.wait(5)
        raise AssertionError("the deal did not end")

    def next_deal(self) -> None:
        for window in self.windows:
            dialog = window.summary_dialog
            assert dialog is not None
            dialog.next_button.click()


@pytest.mark.slow
def test_a_chiamata_match_with_friends_from_the_auction_to_the_match_end(
    qtbot: Any, main: MainWindow
) -> None:
    windows = seated(qtbot, main)
    host = windows[0]
    table = Table(qtbot, windows)
    # The first deal: each window's felt shows the auction panel, the other places' names.
    qtbot.waitUntil(lambda: host.chiamata.auction.isVisible(), timeout=WAIT_MS)
    for window, own in zip(windows, ("Anna", "Bruno", "Carla"), strict=True):
        qtbot.waitUntil(window.chiamata.auction.isVisible, timeout=WAIT_MS)
        seat = window.remote.human
        others = {"Anna", "Bruno", "Carla", "Computer 1 (Beginner)", "Computer 2 (Beginner)"} - {
            own
        }
        assert {window.remote.seat_name(s) for s in range(PLAYERS) if s != seat} == others
        shown = plates(window)
        assert all(any(name in words for words in shown) for name in others), shown
    for deal in range(5):
        table.play_deal()
        summaries = [w.remote.last_summary for w in windows]
        assert all(s is not None and s.chiamata is not None for s in summaries)
        first = summaries[0].chiamata  # type: ignore[union-attr]
        assert first is not None
        for window, summary in zip(windows, summaries, strict=True):
            assert summary is not None and summary.chiamata is not None
            deal_end = summary.chiamata
            # One table, one truth: the same call, called card, partner and points.
            assert (deal_end.call, deal_end.called, deal_end.points) == (
                first.call,
                first.called,
                first.points,
            )
            assert deal_end.human == window.remote.human
            dialog = window.summary_dialog
            assert dialog is not None and dialog.chiamata is not None
            assert window.shuffle_line.text().startswith("Shuffle checked")
            if deal_end.caller is not None:
                assert sum(deal_end.points) == 120
                # Each player's row in the dialog: their role and scores.
                assert dialog.chiamata.shown[window.remote.human][0] in (
                    "Caller",
                    "Partner",
                    "Defender",
                    "Caller, alone",
                )
        # The friend who called through their panel is the caller in every window.
        caller_window = table.callers[deal]
        assert first.caller == caller_window.remote.human
        assert caller_window.summary_dialog.chiamata.shown[first.caller][0].startswith("Caller")  # type: ignore[union-attr]
        if deal < 4:
            assert not summaries[0].match_over  # type: ignore[union-attr]
            table.next_deal()
    # The match's end after five deals: every window says so, with the same totals.
    for window in windows:
        summary = window.remote.last_summary
        assert summary is not None and summary.match_over and summary.deals_played == 5
        assert window.remote.phase == Phase.MATCH_OVER
        assert window.summary_dialog is not None
        assert window.summary_dialog.next_button.text() == "Close"
        assert sum(summary.match_scores) == 0  # (chiamata's scores are zero-sum)
    assert len({tuple(w.remote.last_summary.match_scores) for w in windows}) == 1  # type: ignore[union-attr]
    # A friend called through the panel; the others saw whose turn it was meanwhile.
    assert all(called.endswith("Briscola: cups") for _deal, called in table.called_labels)
    assert {deal for deal, _called in table.called_labels} == set(range(5))
    # One called card per deal: every window names the same trump.
    trumps = {(deal, label.rsplit("Briscola: ", 1)[1]) for deal, label in table.called_labels}
    assert len(trumps) == len({deal for deal, _trump in trumps})
    assert any("partner!" in said for said in table.reveals), table.reveals
    assert any(prompt.endswith("is to speak…") for prompt in table.prompts)
    # Every deal is in the history, three players' five deals each, with friends.
    store = main.history.keeper.store
    assert store is not None
    deals = store.deals()
    assert len(deals) == 15
    assert {deal.level for deal in deals} == {"friends"}
    (friends,) = [t for t in store.totals() if t.level == "friends"]
    assert (friends.players, friends.deals, friends.matches) == (5, 15, 3)


def test_a_call_out_of_turn_is_refused_with_a_clear_message(qtbot: Any, main: MainWindow) -> None:
    windows = seated(qtbot, main)
    for window in windows:
        qtbot.waitUntil(window.chiamata.auction.isVisible, timeout=WAIT_MS)

    # The auction stops at a friend's turn (the computers speak by themselves).
    qtbot.waitUntil(lambda: any(w.remote.awaits_human() for w in windows), timeout=WAIT_MS)
    speaking = next(w for w in windows if w.remote.awaits_human())
    window = next(w for w in windows if w is not speaking)
    panel = window.chiamata.auction
    calls_before = [w.chiamata.auction.calls_label.text() for w in windows]
    # Its panel offers no call, and the table takes none from it ...
    assert not any(button.isVisible() for button in panel.rank_buttons.values())
    assert not window.remote.call(Bid(Rank.ACE))
    # ... and a call sent all the same (an app behind the table) is refused by the host,
    # said in the player's words; the auction is as it was in every window.
    window.remote.link.worker.act("bid:A")
    qtbot.waitUntil(lambda: bool(window.statusBar().currentMessage()), timeout=WAIT_MS)
    assert window.statusBar().currentMessage() == (
        "It is not your turn to speak: wait for your turn in the auction."
    )
    assert [w.chiamata.auction.calls_label.text() for w in windows] == calls_before


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_host_dialog_shows_what_the_game_uses_and_fits_a_small_screen(
    qtbot: Any, settings: Any, players: int
) -> None:
    dialog = HostDialog(settings.choices(), settings)
    qtbot.addWidget(dialog)
    dialog.mode.setCurrentIndex(dialog.mode.findData(players))
    dialog.show()
    rows = [*dialog.options.values(), dialog.length, dialog.deals, dialog.target, dialog.draws]
    # A row the game does not use is hidden, not greyed; the places follow the table.
    assert all(box.isVisible() == box.isEnabled() for box in [*rows, dialog.margin])
    assert dialog.deals.isVisible() == (players == PLAYERS)
    assert sum(box.isVisible() for box in dialog.place_boxes) == players - 1
    # (an 800x560 screen, a title bar of 40 pixels)
    assert dialog.sizeHint().height() <= 520


class Passer(RandomPlayer):
    """A computer player that passes in every auction."""

    def choose_bid(
        self, obs: Observation, time_budget: float | None = None, cancel: Any = None
    ) -> Bid:
        return PASS


def test_a_deal_thrown_in_shows_every_hand_at_a_friends_seat(qtbot: Any) -> None:
    places = (PlaceSpec(), *(PlaceSpec("random") for _ in range(4)))
    hosted = HostedMatch(Rules(PLAYERS, "chiamata"), places, deals=5)
    hosted.computers = {place: Passer(place) for place in range(1, PLAYERS)}
    server = TableServer(hosted)
    thread = ServerThread(server)
    remote = RemoteTable()
    summaries: list[Any] = []
    remote.dealOver.connect(summaries.append)
    remote.cutWanted.connect(lambda _commitment: remote.cut_deck("42"))
    try:
        address, port = thread.start().result(10)[0]
        remote.connect_to(f"ws://{address}:{port}/", server.code, "Anna")
        qtbot.waitUntil(remote.awaits_human, timeout=WAIT_MS)
        snapshot = remote.snapshot()
        assert snapshot is not None and snapshot.chiamata is not None
        # The others' hands are face down while the auction lasts.
        human = snapshot.human
        assert all(
            all(card is None for card in hand)
            for seat, hand in enumerate(snapshot.hands)
            if seat != human
        )
        while not summaries:
            qtbot.waitUntil(lambda: remote.awaits_human() or bool(summaries), timeout=WAIT_MS)
            if not summaries:
                assert remote.call(PASS)
        summary = summaries[0]
        assert summary.chiamata is not None and summary.chiamata.caller is None
        assert summary.chiamata.scores == (0,) * PLAYERS
        # Thrown in: every hand is shown, as the players show theirs at a real table.
        shown = remote.snapshot()
        assert shown is not None
        dealt = remote.finished[-1]
        assert shown.hands == tuple(tuple(dealt.hand(seat)) for seat in range(PLAYERS))
        assert all(len(hand) == 8 for hand in shown.hands)
    finally:
        remote.close()
        thread.stop()


def test_a_friend_dropped_in_the_auction_comes_back_to_speak(
    qtbot: Any, main: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(FriendsWindow, "RETRY_MS", 50)
    windows = seated(qtbot, main)
    # The auction stops at a friend's turn (Bruno's or Carla's, not the host's).
    friends = windows[1:]
    qtbot.waitUntil(lambda: any(w.remote.awaits_human() for w in windows), timeout=WAIT_MS)
    while not any(w.remote.awaits_human() for w in friends):
        speaking = next(w for w in windows if w.remote.awaits_human())
        click(qtbot, speaking.chiamata.auction.pass_button)
        qtbot.waitUntil(lambda: any(w.remote.awaits_human() for w in windows), timeout=WAIT_MS)
    friend = next(w for w in friends if w.remote.awaits_human())
    panel = friend.chiamata.auction
    calls = panel.calls_label.text()
    host_calls = windows[0].chiamata.auction.calls_label.text()
    offered = [rank for rank, button in panel.rank_buttons.items() if button.isVisibleTo(panel)]
    assert offered
    # The network drops the friend's connection; their app takes the place back.
    worker = friend.remote.link.worker
    assert worker.client is not None and worker.client.connection is not None
    asyncio.run_coroutine_threadsafe(worker.client.connection.close(), worker.loop)
    qtbot.waitUntil(friend.notice.isVisible, timeout=WAIT_MS)
    qtbot.waitUntil(
        lambda: friend.statusBar().currentMessage() == "Back at the table.", timeout=WAIT_MS
    )
    # The auction as it stood, and their turn to speak: the same calls offered.
    qtbot.waitUntil(friend.remote.awaits_human, timeout=WAIT_MS)
    assert panel.isVisible() and panel.calls_label.text() == calls
    assert [r for r, b in panel.rank_buttons.items() if b.isVisibleTo(panel)] == offered
    before = {w: w.chiamata.auction.calls_label.text() for w in windows}
    click(qtbot, panel.rank_buttons[offered[0]])
    # (each window's own words changed: the host's differ from the friend's all along)
    qtbot.waitUntil(
        lambda: all(w.chiamata.auction.calls_label.text() != before[w] for w in windows),
        timeout=WAIT_MS,
    )
    # The host's window says the friend's call (after any they said before the drop).
    name = "Bruno" if friend is windows[1] else "Carla"
    said = windows[0].chiamata.auction.calls_label.text()
    assert said.count(f"{name}:") == host_calls.count(f"{name}:") + 1, (host_calls, said)
