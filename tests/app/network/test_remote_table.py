"""A seat at a network table as the window's game (issue 44): a RemoteTable connected to a
host on 127.0.0.1 plays a whole deal against the host's computer player, from what its own
snapshot says, and the GUI thread never waits on the network."""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

import pytest

from briscola_qt.app.game.snapshot import DealSummary, Phase
from briscola_qt.app.network.remote_table import RemoteTable
from briscola_qt.engine import fair
from briscola_qt.engine.fair import ShuffleError
from briscola_qt.engine.match import MatchLength, MatchRules
from briscola_qt.engine.rules import Rules
from briscola_qt.engine.state import GameState
from briscola_qt.net.hosted import HostedMatch, PlaceSpec
from briscola_qt.net.invitation import InvitationCode
from briscola_qt.net.server import TableServer
from briscola_qt.net.threads import ServerThread

WAIT_MS = 10_000


def host(match_rules: MatchRules) -> Iterator[tuple[TableServer, ServerThread, str]]:
    """A 2-player classic table on 127.0.0.1: one friend's place, one computer's."""
    places = (PlaceSpec(), PlaceSpec("random"))
    server = TableServer(HostedMatch(Rules(2, "classic"), places, match_rules))
    thread = ServerThread(server)
    try:
        address, port = thread.start().result(10)[0]
        yield server, thread, f"ws://{address}:{port}/"
    finally:
        thread.stop()


@pytest.fixture
def hosting() -> Iterator[tuple[TableServer, ServerThread, str]]:
    yield from host(MatchRules())


@pytest.fixture
def hosting_best_of_3() -> Iterator[tuple[TableServer, ServerThread, str]]:
    yield from host(MatchRules(MatchLength.BEST_OF_3))


class Timed:
    """Every call the GUI thread makes, timed."""

    def __init__(self) -> None:
        self.seconds: list[float] = []

    def __call__(self, call: Callable[[], Any]) -> Any:
        start = time.perf_counter()
        result = call()
        self.seconds.append(time.perf_counter() - start)
        return result


def test_a_remote_seat_plays_a_whole_deal_from_its_snapshot(qtbot: Any, hosting: Any) -> None:
    server, thread, uri = hosting
    table = RemoteTable()
    timed = Timed()
    played: list[tuple[int, int]] = []
    collected: list[tuple[int, list[tuple[int, int]]]] = []
    summaries: list[DealSummary] = []
    table.cardPlayed.connect(lambda seat, card: played.append((seat, card)))
    table.trickCollected.connect(lambda winner, draws: collected.append((winner, draws)))
    table.dealOver.connect(summaries.append)
    table.cutWanted.connect(lambda _commitment: timed(lambda: table.cut_deck("Caffè 42")))
    refusals: list[str] = []
    table.refused.connect(refusals.append)
    try:
        with qtbot.waitSignal(table.dealStarted, timeout=WAIT_MS):
            timed(lambda: table.connect_to(uri, server.code, "Anna"))
        own_hands_checked = 0
        while not summaries:
            qtbot.waitUntil(lambda: timed(table.awaits_human) or bool(summaries), timeout=WAIT_MS)
            if summaries:
                break
            snapshot = timed(table.snapshot)
            assert snapshot is not None
            if snapshot.phase == Phase.TRICK_DONE:
                timed(table.continue_trick)
                continue
            seat = snapshot.human
            host_hands = thread.call(lambda: server.hosted.state.table().hands).result(5)
            # The seat's own hand is the one the host's engine holds for it; the other is
            # only as many cards face down.
            assert sorted(snapshot.own_cards()) == sorted(host_hands[seat])
            other = 1 - seat
            assert snapshot.hands[other] == (None,) * len(host_hands[other])
            assert snapshot.table.hands[other] == ()
            own_hands_checked += 1
            assert snapshot.legal and snapshot.to_move == seat
            card = snapshot.legal[0]
            with qtbot.waitSignal(table.cardPlayed, timeout=WAIT_MS) as blocker:
                assert timed(partial(table.play_card, int(card)))
            assert blocker.args == [seat, int(card)]
        summary = summaries[0]
        assert sum(summary.points) == 120
        assert len(played) == 40 and len({card for _, card in played}) == 40
        assert len(collected) == 20  # (every trick waits for its click, the last one too)
        assert own_hands_checked == 20
        assert refusals == []
        assert not table.can_undo()
        assert table.snapshot() is not None and table.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER)
    finally:
        table.close()
    assert max(timed.seconds) < 0.05, max(timed.seconds)


def test_a_refused_card_can_be_played_again_and_the_others_turns_show_thinking(
    qtbot: Any, hosting: Any
) -> None:
    server, thread, uri = hosting
    table = RemoteTable()
    thinking: list[tuple[int, bool]] = []
    table.thinkingChanged.connect(lambda seat, on: thinking.append((seat, on)))
    try:
        with qtbot.waitSignal(table.cutWanted, timeout=WAIT_MS):
            table.connect_to(uri, server.code, "Anna")
        with pytest.raises(ShuffleError):
            table.cut_deck("   ")  # (nothing is sent: the deck still waits for a cut)
        with qtbot.waitSignal(table.dealStarted, timeout=WAIT_MS):
            assert table.cut_deck("Caffè 42")
        assert not table.cut_deck("again"), "one cut a deal"
        qtbot.waitUntil(table.awaits_human, timeout=WAIT_MS)
        snapshot = table.snapshot()
        assert snapshot is not None and snapshot.human == 0  # (place 0 leads deal 0)
        legal = snapshot.legal
        thread.call(server.pause, True).result(5)
        with qtbot.waitSignal(table.refused, timeout=WAIT_MS) as refusal:
            assert table.play_card(int(legal[0]))
            assert not table.awaits_human(), "the card is on its way to the host"
        assert refusal.args == ["paused"]
        # The card is given back; while paused the table asks nobody to play.
        qtbot.waitUntil(lambda: table.paused, timeout=WAIT_MS)
        snapshot = table.snapshot()
        assert table.awaits_human() and snapshot is not None and snapshot.legal == ()
        thread.call(server.pause, False).result(5)
        qtbot.waitUntil(lambda: table.snapshot().legal == legal, timeout=WAIT_MS)  # type: ignore[union-attr]
        with qtbot.waitSignal(table.cardPlayed, timeout=WAIT_MS) as blocker:
            assert table.play_card(int(legal[0]))
        assert blocker.args == [0, int(legal[0])]
        qtbot.waitUntil(lambda: (1, False) in thinking, timeout=WAIT_MS)
        assert thinking[:2] == [(1, True), (1, False)], "the computer's turn, then its card"
    finally:
        table.close()


def test_the_next_deal_waits_until_the_human_has_seen_the_last_ones_end(
    qtbot: Any, hosting_best_of_3: Any
) -> None:
    server, thread, uri = hosting_best_of_3
    table = RemoteTable()
    summaries: list[DealSummary] = []
    table.dealOver.connect(summaries.append)
    table.cutWanted.connect(lambda _commitment: table.cut_deck("Caffè 42"))
    try:
        with qtbot.waitSignal(table.dealStarted, timeout=WAIT_MS):
            table.connect_to(uri, server.code, "Anna")
        while not summaries:
            qtbot.waitUntil(lambda: table.awaits_human() or bool(summaries), timeout=WAIT_MS)
            snapshot = table.snapshot()
            if summaries or snapshot is None:
                continue
            if snapshot.phase == Phase.TRICK_DONE:
                table.continue_trick()
            else:
                table.play_card(int(snapshot.legal[0]))
        assert not summaries[0].match_over
        # The host deals on at once; the table holds its next deal for the human.
        qtbot.waitUntil(
            lambda: thread.call(lambda: server.hosted.deal_number).result(5) == 1,
            timeout=WAIT_MS,
        )
        qtbot.wait(500)  # (the next deal's message reaches this app meanwhile)
        shown = table.snapshot()
        assert table.phase == Phase.DEAL_OVER and shown is not None and shown.deal_number == 0
        assert shown.captured, "the deal's end shows each side's cards"
        with qtbot.waitSignal(table.dealStarted, timeout=WAIT_MS):
            table.next_deal()
        shown = table.snapshot()
        assert shown is not None and shown.deal_number == 1 and len(shown.own_cards()) == 3
    finally:
        table.close()


def dealt_with_the_two_of_trump(rules: Rules, cut: str) -> bytes:
    """A seed whose deal, cut by seat 0 with ``cut``, gives seat 0 the 2 of trump."""
    for n in range(2000):
        seed = hashlib.sha256(f"briscola-test-swap:{n}".encode()).digest()
        deck = fair.SharedShuffle(seed, ((0, cut),)).deck(rules)
        state = GameState(rules, deck)
        if state.swap_pending and state.current_player() == 0:
            return seed
    raise AssertionError("no such seed among 2000")


def test_the_two_of_trump_is_offered_and_swapped_over_the_network(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    rules = Rules(2, "classic", two_swap=True)
    seed = dealt_with_the_two_of_trump(rules, "cut 42")
    monkeypatch.setattr(fair, "new_seed", lambda: seed)  # (the host draws this one)
    server = TableServer(HostedMatch(rules, (PlaceSpec(), PlaceSpec("random"))))
    thread = ServerThread(server)
    table = RemoteTable()
    table.cutWanted.connect(lambda _commitment: table.cut_deck("cut 42"))
    try:
        address, port = thread.start().result(10)[0]
        with qtbot.waitSignal(table.swapOffered, timeout=WAIT_MS) as offer:
            table.connect_to(f"ws://{address}:{port}/", server.code, "Anna")
        snapshot = table.snapshot()
        assert snapshot is not None and snapshot.table.briscola is not None
        briscola, two = snapshot.table.briscola, offer.args[0]
        assert two in [int(card) for card in snapshot.own_cards()]
        assert table.awaits_human() and snapshot.legal == (), "the swap first, then a card"
        with qtbot.waitSignal(table.changed, timeout=WAIT_MS):
            table.answer_swap(True)
        qtbot.waitUntil(lambda: bool(getattr(table.snapshot(), "legal", ())), timeout=WAIT_MS)
        snapshot = table.snapshot()
        assert snapshot.swap == (0, two, briscola)
        assert briscola in snapshot.own_cards() and snapshot.table.briscola == two
    finally:
        table.close()
        thread.stop()


def test_a_wrong_code_or_no_host_ends_in_a_reason_and_nothing_is_played(
    qtbot: Any, hosting: Any
) -> None:
    server, _thread, uri = hosting
    right = server.code
    wrong = InvitationCode(right.number % 999 + 1, right.first, right.second)
    for address, code, reason in (
        (uri, wrong, "wrong-code"),
        ("ws://127.0.0.1:1/", right, "unreachable"),
    ):
        table = RemoteTable()
        try:
            with qtbot.waitSignal(table.ended, timeout=WAIT_MS) as ending:
                table.connect_to(address, code, "Anna")
            assert ending.args == [reason]
            assert table.snapshot() is None and not table.awaits_human()
            assert not table.play_card(0) and not table.cut_deck("42")
        finally:
            table.close()


def test_two_friends_play_each_other_each_seeing_only_their_own_hand(qtbot: Any) -> None:
    server = TableServer(HostedMatch(Rules(2, "classic"), (PlaceSpec(), PlaceSpec())))
    thread = ServerThread(server)
    tables = {"Anna": RemoteTable(), "Bea": RemoteTable()}
    summaries: list[DealSummary] = []
    try:
        address, port = thread.start().result(10)[0]
        for name, table in tables.items():
            table.cutWanted.connect(lambda _c, t=table, n=name: t.cut_deck(f"{n} 7"))
            table.dealOver.connect(summaries.append)
            table.connect_to(f"ws://{address}:{port}/", server.code, name)
        turns = {"Anna": 0, "Bea": 0}

        def to_act(table: RemoteTable) -> bool:
            # (one table at its deal's end waits for nothing from here: waiting on it alone
            # returned at once, without a Qt event, and spun while the other's end queued)
            over = table.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER)
            return table.awaits_human() and not over

        while len(summaries) < 2:
            qtbot.waitUntil(
                lambda: any(to_act(t) for t in tables.values()) or len(summaries) == 2,
                timeout=WAIT_MS,
            )
            for name, table in tables.items():
                snapshot = table.snapshot()
                if not table.awaits_human() or snapshot is None:
                    continue
                if snapshot.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER):
                    continue
                if snapshot.phase == Phase.TRICK_DONE:
                    table.continue_trick()
                    continue
                # Each sees its own hand, and the other's only as backs (the other's table
                # may not have been told the last card yet: the host's hands say).
                hands = thread.call(lambda: server.hosted.state.table().hands).result(5)
                seat = snapshot.human
                assert sorted(snapshot.own_cards()) == sorted(hands[seat])
                assert snapshot.hands[1 - seat] == (None,) * len(hands[1 - seat])
                assert table.seat_name(1 - snapshot.human) == ("Bea" if name == "Anna" else "Anna")
                assert table.play_card(int(snapshot.legal[0]))
                turns[name] += 1
        assert turns == {"Anna": 20, "Bea": 20}
        assert summaries[0].outcome == summaries[1].outcome
        assert summaries[0].human_side != summaries[1].human_side
    finally:
        for table in tables.values():
            table.close()
        thread.stop()
