"""Luck: how much a chance event that told a seat something moved its estimated result.

A seat's estimate is the judge's ``outlook`` of its observation. The luck of an event
is the outlook after the outcome that happened minus the mean outlook over all the
outcomes that could have happened instead, each judged on the same deals (one seed per
event, taken from the seat's view before it), so luck averages zero over the outcomes.

The outcomes are the worlds the seat could not tell apart before the event: the cards
it had not seen, placed anywhere they could be, each world equally likely as long as the
record stays legal in it and the seat's view before the event is the same. When the
event shows the seat one card (its own draw, in every variant but scoperta and double)
the alternatives are enumerated: that card exchanged with each unseen card in turn.
When it shows more (scoperta's face-up draws, double's two draws, the deal) a seeded
sample of worlds stands for them. In two-player deals with nothing face up (classic,
double) the outcomes are relabellings of one view, compared on paired deals: on each
fresh deal of the hidden cards the outcome that happened and one other, taken in turn
(``judge.paired_outlooks``), so each pair differs only by the cards that differ and no
one deal weighs on every outcome (docs/analysis-format.md, "Luck").
"""

from __future__ import annotations

import random
import threading
from functools import cache
from typing import Final

from ..ai.judge import Strength, outlook, outlooks, paired_outlooks, position_seed, text_seed
from ..ai.search import Dealer, hidden_count
from ..engine.cards import Card
from ..engine.errors import IllegalMoveError, RulesError
from ..engine.observation import Observation, observe
from ..engine.record import Record
from ..engine.rules import Rules
from ..engine.state import KEEP, SWAP, GameState
from .model import Luck

SAMPLED_WORLDS: Final = 24
"""Worlds sampled for an event that shows a seat more than one card."""
PAIRS_PER_DEAL: Final = 32
"""Paired deals judged for one draw's luck per outlook deal of the strength (two players:
the quick dealer's), and deals for the deal's own outlook there."""
DEAL_WORLDS: Final = 64
"""Deals sampled for the mean outlook of a seat before the deal (cached per table)."""


def deal_luck(
    record: Record, seat: int, strength: Strength, cancel: threading.Event | None = None
) -> Luck:
    """The luck of the deal for ``seat``: its outlook on its first view of the deal (its
    hand and the briscola, and what the variant shows) minus the mean over random deals."""
    rules = record.rules
    seed = _deal_seed(rules, seat)
    view = observe(GameState(rules, record.deck), seat)
    # The quick dealer's deals are cheap: as many as a draw's pairs (else the strength's).
    deals = strength.outlook_deals * (PAIRS_PER_DEAL if Dealer(view).quick else 1)
    actual = outlook(view, deals, seed, cancel)
    assert actual is not None  # a real deal always fits its own view
    mean_points, mean_win = _deal_mean(rules, seat, strength.outlook_deals)
    return Luck(
        None, seat, "deal", None, actual[0] - mean_points, actual[1] - mean_win, DEAL_WORLDS, False
    )


def _deal_seed(rules: Rules, seat: int) -> int:
    return text_seed("deal", rules.to_dict(), seat)


@cache
def _deal_mean(rules: Rules, seat: int, deals: int) -> tuple[float, float]:
    """The mean outlook of ``seat`` over ``DEAL_WORLDS`` seeded random deals: the same
    for every record at this table, so it is worked out once per process."""
    seed = _deal_seed(rules, seat)
    rng = random.Random(seed)
    points = wins = 0.0
    for _ in range(DEAL_WORLDS):
        value = outlook(observe(GameState.deal(rules, rng), seat), deals, seed)
        assert value is not None
        points += value[0]
        wins += value[1]
    return points / DEAL_WORLDS, wins / DEAL_WORLDS


def draw_luck(
    record: Record,
    play: int,
    before: GameState,
    after: GameState,
    seat: int,
    strength: Strength,
    cancel: threading.Event | None = None,
) -> Luck | None:
    """The luck for ``seat`` of the draws after ``record.plays[play]`` ended a trick
    (``before`` and ``after`` that play); None if the draws showed the seat nothing."""
    view_before = observe(before, seat)
    known = view_before.known_cards() | {int(record.plays[play])}
    view_after = observe(after, seat)
    shown = sorted(view_after.known_cards() - known)
    if not shown:
        return None
    own = [c for s, c in after.last_draw() if s == seat]
    unseen = [c for c in record.rules.full_deck() if c not in known]
    seed = position_seed(view_before, f"luck {play}")
    outcomes: list[tuple[int | None, list[Card]]]
    if len(shown) == 1:
        outcomes = [(card, _exchanged(record.deck, Card(shown[0]), card)) for card in unseen]
    else:
        rng = random.Random(seed)
        outcomes = [(None, _reshuffled(record.deck, unseen, rng)) for _ in range(SAMPLED_WORLDS)]
    worlds = [
        (card, deck, state)
        for card, deck in outcomes
        if (state := _state_in(record, deck, play, seat, view_before)) is not None
    ]
    assert worlds  # the record's own world is always one
    one = shown[0] if len(shown) == 1 else None
    actual, mean = _outlooks(record.deck, one, worlds, view_after, strength, seed, cancel)
    return Luck(
        play,
        seat,
        "draw",
        own[0] if len(own) == 1 else None,
        actual[0] - mean[0],
        actual[1] - mean[1],
        len(worlds),
        len(shown) == 1,
    )


World = tuple[int | None, list[Card], GameState]
"""An outcome: the card shown instead (None for a sampled world), its deck, the deal
after the event there (observed for the seat where its view is wanted: where the quick
dealer deals, one view stands for every outcome)."""


def _outlooks(
    deck: list[Card],
    shown: int | None,
    worlds: list[World],
    view_after: Observation,
    strength: Strength,
    seed: int,
    cancel: threading.Event | None,
) -> tuple[tuple[float, float], tuple[float, float]]:
    """The seat's outlook after the event as it happened, and the mean over the worlds.

    Where the quick dealer deals the views, each outcome is a relabelling of one base view:
    for enumerated outcomes (``shown``, the one card the seat was shown) the first
    outcome's view with its card exchanged for each other (which does not depend on which
    outcome happened), for sampled worlds the record's own view as the world's deck
    relabels the record's. Then each of ``PAIRS_PER_DEAL`` times the strength's outlook
    deals judges, on one fresh deal, the outcome that happened and one other outcome,
    taken in turn from a seeded shuffle of all of them (``judge.paired_outlooks``); once
    nothing is hidden after the event every outcome is solved exactly. Elsewhere each
    view is dealt from with the same seed."""
    deals = strength.outlook_deals
    seat = view_after.seat
    if not Dealer(view_after).quick:
        views = [view_after] + [observe(state, seat) for *_, state in worlds]
        found = [value for view in views if (value := outlook(view, deals, seed, cancel))]
        return found[0], _mean(found[1:])
    mappings: list[dict[int, int]]
    if shown is not None:
        first, _, state = worlds[0]
        assert first is not None  # enumerated worlds are named by their card
        base = observe(state, seat)
        cards = [shown] + [card for card, _, _ in worlds if card is not None]
        mappings = [{first: card, card: first} for card in cards]
    else:
        base = view_after
        mappings = [{}]
        for _, world, _ in worlds:
            mappings.append({a: b for a, b in zip(deck, world, strict=True) if a != b})
    if hidden_count(base) == 0:
        values = outlooks(base, mappings, deals, seed, cancel)
        assert values is not None  # a real deal always fits its own view
        return values[0], _mean(values[1:])
    others = mappings[1:]
    random.Random(seed).shuffle(others)
    pairs = [(mappings[0], others[i % len(others)]) for i in range(PAIRS_PER_DEAL * deals)]
    return paired_outlooks(base, pairs, seed, cancel)


LINE_DEALS: Final = 4
"""Deals per outlook deal of the strength for each point of the review's line where the
quick dealer deals (two players): 256 at the default strength."""


def card_outlook(
    record: Record,
    state: GameState,
    seat: int,
    strength: Strength,
    cancel: threading.Event | None = None,
) -> float:
    """``seat``'s win chance (its outlook, the luck's estimator) in ``state``, the deal of
    ``record`` after a card and the draws it ended; the result once the deal is over. Every
    point of one seat's line is dealt with the same seed, so that two points next to each
    other differ by what happened between them more than by the deals drawn."""
    if state.is_terminal():
        outcome = state.outcome()
        assert outcome is not None
        side = state.deal_sides()[seat]
        return 0.5 if outcome.winner is None else float(outcome.winner == side)
    view = observe(state, seat)
    quick = Dealer(view).quick
    deals = strength.outlook_deals * (LINE_DEALS if quick else 1)
    # Two players, one draw left: after it nothing is hidden, and that draw's luck is
    # measured on exact values, so the line's point before it is solved too.
    last = quick and 0 < view.stock_count <= record.rules.players
    seed = text_seed("line", [str(c) for c in record.deck], seat)
    value = outlook(view, deals, seed, cancel, solve=last)
    assert value is not None  # a real deal always fits its own view
    return value[1]


def _mean(values: list[tuple[float, float]]) -> tuple[float, float]:
    return (
        sum(points for points, _ in values) / len(values),
        sum(win for _, win in values) / len(values),
    )


def _exchanged(deck: list[Card], shown: Card, other: Card) -> list[Card]:
    """``deck`` with the shown card and ``other`` trading places (three players: the 2
    left out of the deck comes in for the shown card)."""
    out = list(deck)
    i = out.index(shown)
    if other in out:
        out[out.index(other)] = shown
    out[i] = other
    return out


def _reshuffled(deck: list[Card], unseen: list[Card], rng: random.Random) -> list[Card]:
    """``deck`` with the unseen cards dealt again among the places they can be."""
    places = [i for i, c in enumerate(deck) if c in unseen]
    cards = list(unseen)
    rng.shuffle(cards)
    out = list(deck)
    for place, card in zip(places, cards, strict=False):
        out[place] = card  # three players: the card left over is the removed 2
    return out


def _state_in(
    record: Record, deck: list[Card], play: int, seat: int, view_before: Observation
) -> GameState | None:
    """The deal after ``plays[play]`` in the world dealt from ``deck``; None if the record
    is not legal there or ``seat`` could have told that world apart."""
    try:
        state = GameState(record.rules, deck)
    except RulesError:
        return None
    try:
        if state.swap_pending:
            if record.swap not in (None, state.current_player()):
                return None
            state.push(SWAP if record.swap is not None else KEEP)
        elif record.swap is not None:
            return None
        for card in record.plays[:play]:
            state.push(card)
        if observe(state, seat) != view_before:
            return None
        state.push(record.plays[play])
    except IllegalMoveError:
        return None
    return state
