"""The review of a Briscola chiamata deal (issue 30): every play judged from its seat's
own view, the auction replayed but not judged, no luck rated; kept under a key that
holds the auction."""

from __future__ import annotations

from dataclasses import replace

from briscola_qt.ai.judge import judge
from briscola_qt.analysis import Analysis, analyse
from briscola_qt.analysis.kept import record_key
from briscola_qt.engine.cards import Card, Suit
from briscola_qt.engine.chiamata import SuitCall
from briscola_qt.engine.observation import observe
from briscola_qt.engine.record import replay
from briscola_qt.engine.state import GameState

from ..history.played import CHEAP
from .helpers import chiamata_record


def test_every_choice_of_play_is_judged_from_its_seats_view_and_no_luck_is_rated() -> None:
    record = chiamata_record(5)
    analysis = analyse(record, CHEAP)  # which plays are judged and from what view: any budget
    assert analysis.luck == ()
    state = GameState(record.rules, record.deck)
    for bid in record.auction:
        state.push(bid)
    assert record.called is not None
    state.push(SuitCall(record.called.suit))
    expected = []
    for play, card in enumerate(record.plays):
        view = observe(state, state.current_player())
        if len(view.legal_cards()) > 1:
            expected.append((play, state.current_player(), card))
        state.push(card)
    assert [(d.play, d.seat, d.card) for d in analysis.decisions] == expected
    assert len({seat for _, seat, _ in expected}) == 5, "every seat's choices are judged"
    # A decision is the judge's answer to that seat's observation, nothing more.
    first = analysis.decisions[0]
    again = GameState(record.rules, record.deck)
    for action in replay(record).actions[: len(record.auction) + 1]:
        again.push(action)
    for card in record.plays[: first.play]:
        again.push(card)
    judged = judge(observe(again, first.seat), CHEAP)
    assert first.best == judged.best and first.options == judged.options
    for seat in analysis.summary:
        assert seat.luck.points == 0 and seat.luck.win == 0
    assert Analysis.from_dict(analysis.to_dict()).to_dict() == analysis.to_dict()


def test_the_same_deal_with_another_called_suit_is_kept_apart() -> None:
    record = chiamata_record(7)
    assert record.called is not None
    other_suit = next(s for s in Suit if s != record.called.suit)
    other = replace(record, called=Card.of(record.called.rank, other_suit))
    assert record_key(record) != record_key(other)
    assert record_key(record) == record_key(replace(record, meta={"program": "x"}))
