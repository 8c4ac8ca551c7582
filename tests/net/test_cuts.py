"""Every friend at a network table cuts each deal (``briscola-fair-shuffle/2``): the seed's
commitment comes first, the cards only once every friend has cut (or is given up), and each
friend's app checks at the deal's end that its own cut was used, at its seat."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from briscola_qt.engine.match import MatchLength, MatchRules
from briscola_qt.engine.rules import Rules
from briscola_qt.net.hosted import HostedMatch, PlaceSpec
from briscola_qt.net.peers import Limits

from .tables import FRIEND, drive, friend, open_table, play_match, run

COMPUTER = PlaceSpec("random")


def test_each_deal_is_cut_by_every_friend_at_their_seat() -> None:
    rules = Rules(4, "classic")
    server, clients = run(
        play_match(
            rules,
            [FRIEND, COMPUTER, FRIEND, COMPUTER],
            1,
            MatchRules(MatchLength.BEST_OF_3),
            keep_log=True,
        )
    )
    deals = server.hosted.match.deals_played
    for client in clients:
        assert client.log is not None
        overs = [m for m in client.log if m["type"] == "deal_over"]
        deal_messages = [m for m in client.log if m["type"] == "deal"]
        assert len(overs) == len(deal_messages) == deals
        for over, deal in zip(overs, deal_messages, strict=True):
            shuffle = over["shuffle"]
            assert shuffle["version"] == "briscola-fair-shuffle/2"
            # Both friends' seats cut; the computer players do not.
            assert sorted(seat for seat, _ in shuffle["cuts"]) == sorted(
                (deal["seat"], (deal["seat"] + 2) % 4)
            )
            assert shuffle["commitment"] == deal["commitment"]
        assert client.seen.verified == {k: True for k in range(deals)}


def test_a_host_that_swaps_a_friends_cut_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    real_cut = HostedMatch.cut

    def forged(hosted: HostedMatch, place: int, deal: object, text: object) -> Any:
        return real_cut(hosted, place, deal, "chosen by the host")  # not the friend's

    monkeypatch.setattr(HostedMatch, "cut", forged)
    _, clients = run(play_match(Rules(2), [FRIEND, COMPUTER], 1))
    assert clients[0].seen.verified == {0: False}


def test_cuts_not_wanted_twice_or_not_cuts_are_refused() -> None:
    async def scenario() -> list[str]:
        server, uri = await open_table(Rules(2), [FRIEND, FRIEND])
        try:
            anna, bruno = friend(uri, server, "Anna"), friend(uri, server, "Bruno")
            await anna.connect()
            await bruno.connect()
            while anna.seen.deal is None:
                await anna.receive()
            reasons = []
            for text in ("a\x07b", "x" * 101, "Caffè 42", "again"):
                await anna.send({"type": "cut", "deal": anna.seen.deal, "cut": text})
            await anna.send({"type": "cut", "deal": 7, "cut": "wrong deal"})
            while len(reasons) < 4:
                message = await anna.receive()
                if message["type"] == "refused":
                    reasons.append(message["reason"])
            return reasons
        finally:
            await server.stop()

    assert run(scenario(), 30) == ["bad-cut", "bad-cut", "already-cut", "no-cut-wanted"]


def test_a_friend_who_does_not_cut_in_time_is_dealt_without() -> None:
    async def scenario() -> tuple[dict[str, Any], dict[int, bool]]:
        limits = Limits(cut_seconds=0.3)
        server, uri = await open_table(Rules(2), [FRIEND, FRIEND], limits=limits)
        try:
            anna, bruno = friend(uri, server, "Anna"), friend(uri, server, "Bruno")
            await anna.connect()
            await bruno.connect()

            async def never_cuts() -> None:  # reads and plays, but ignores the cut
                while True:
                    message = await bruno.receive()
                    if message["type"] == "update" and bruno.seen.legal:
                        await bruno.act(bruno.seen.legal[0])
                    if message["type"] == "deal_over":
                        return

            await asyncio.gather(drive(anna), never_cuts())
            over = anna.seen.deal_over
            assert over is not None
            return over["shuffle"], bruno.seen.verified
        finally:
            await server.stop()

    shuffle, verified = run(scenario(), 30)
    assert [seat for seat, _ in shuffle["cuts"]] == [0]  # Anna's seat alone
    assert verified == {0: True}  # (Bruno sent no cut: nothing of his to look for)


def test_each_friend_rebuilds_the_finished_deal_for_its_history() -> None:
    from briscola_qt.engine.record import loads, record_of, replay

    server, clients = run(play_match(Rules(4, signals=True), [FRIEND, COMPUTER, FRIEND, FRIEND], 1))
    for client in clients:
        finished = client.seen.finished
        assert finished is not None and finished.is_terminal()
        record = loads(record_of(finished).to_json())
        assert replay(record).outcome() == finished.outcome()
        # The same deal the host played, card for card.
        over = client.seen.deal_over
        assert over is not None
        assert [c.code for c in finished.deck or ()] == over["deck"]
    assert server.hosted.match.deals_played == 1


def test_a_host_that_lists_other_actions_than_it_told_is_caught(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    real = HostedMatch._finish_deal

    def lying(hosted: HostedMatch) -> Any:
        out = real(hosted)
        for _, message in out:
            if message["type"] == "deal_over":
                message["actions"] = list(reversed(message["actions"]))
        return out

    monkeypatch.setattr(HostedMatch, "_finish_deal", lying)
    _, clients = run(play_match(Rules(2), [FRIEND, COMPUTER], 1))
    assert clients[0].seen.verified == {0: False}
    assert clients[0].seen.finished is None
