"""The review of a finished (or unfinished) deal: every decision of every seat judged
from that seat's own view, the luck of every chance event, a summary per seat.

``analyse(record, strength)`` replays a ``briscola-record/1`` record and asks the judge
(``ai/judge.py``, the Expert's search) about each decision in turn. It reports progress
and can be cancelled between steps and inside a search, so the app can run it in a
background thread and drop it when a new game starts.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from ..ai.judge import DEFAULT, Judgement, Strength, judge, judge_swap
from ..ai.search import SearchCancelledError
from ..engine.chiamata import SuitCall
from ..engine.observation import observe
from ..engine.record import Record, replay
from ..engine.state import KEEP, SWAP, Action, GameState
from .luck import card_outlook, deal_luck, draw_luck
from .model import Analysis, Decision, Luck, SeatSummary, cost_of, label_of

Progress = Callable[[int, int], None]
"""Called with (steps done, steps in all): one step for the deal, one per play."""


def analyse(
    record: Record,
    strength: Strength = DEFAULT,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> Analysis:
    """Judge every decision of ``record`` and the luck of every chance event.

    In Briscola chiamata every play is judged from its seat's view (a defender does not
    know the partner until the called card falls), the auction is not, and there is no
    luck: nothing is drawn, and a hand's worth before the auction has no side to count for.

    RecordError if the record does not replay; SearchCancelledError once ``cancel`` is
    set. The same record and strength always give the same analysis.
    """
    replay(record)  # a bad record fails here, before any work
    rules = record.rules
    steps = len(record.plays) + 1
    decisions: list[Decision] = []
    luck: list[Luck] = []

    def step(done: int) -> None:
        if cancel is not None and cancel.is_set():
            raise SearchCancelledError
        if progress is not None:
            progress(done, steps)

    state = GameState(rules, record.deck)
    if rules.auction:
        for bid in record.auction:
            state.push(bid)
        if record.called is not None:
            state.push(SuitCall(record.called.suit))
    else:
        for seat in range(rules.players):
            step(0)
            luck.append(deal_luck(record, seat, strength, cancel))
    if state.swap_pending:
        seat = state.current_player()
        chosen: Action = SWAP if record.swap is not None else KEEP
        judged = judge_swap(observe(state, seat), strength, cancel=cancel)
        decisions.append(decision_of(None, seat, chosen, judged))
        state.push(chosen)
    step(1)
    outlooks: list[list[float]] = [[] for _ in range(rules.players)]
    if not rules.auction:  # (chiamata: no luck, and its line is the judge's alone)
        for watcher, line in enumerate(outlooks):
            line.append(card_outlook(record, state, watcher, strength, cancel))
    for play, card in enumerate(record.plays):
        seat = state.current_player()
        view = observe(state, seat)
        if len(view.legal_cards()) > 1:  # a forced play is no decision
            decisions.append(decision_of(play, seat, card, judge(view, strength, cancel=cancel)))
        before = state.clone()
        state.push(card)
        for drawer in dict.fromkeys(s for s, _ in state.last_draw()):
            event = draw_luck(record, play, before, state, drawer, strength, cancel)
            if event is not None:
                luck.append(event)
        if not rules.auction:  # (chiamata: no luck, and its line is the judge's alone)
            for watcher, line in enumerate(outlooks):
                line.append(card_outlook(record, state, watcher, strength, cancel))
        step(play + 2)
    summary = tuple(SeatSummary.of(s, decisions, luck) for s in range(rules.players))
    kept = tuple(tuple(line) for line in outlooks) if not rules.auction else ()
    return Analysis(rules, strength.name, tuple(decisions), tuple(luck), summary, kept)


def decision_of(play: int | None, seat: int, card: Action, judged: Judgement) -> Decision:
    """One decision as the analysis keeps it: its loss, and its label by its cost."""
    loss = judged.loss(card)
    label = label_of(cost_of(loss, judged.option(judged.best).win))
    return Decision(play, seat, card, judged.known, judged.options, judged.best, loss, label)
