"""The table as a remote seat sees it: a ``TableSnapshot`` made from the seat's
observation alone (``engine.observation``), as the host sent it.

A remote seat knows its own hand and the hands its variant shows (scoperta's open hands),
nothing else: in ``snapshot.table.hands`` the other seats' hands are what it may see of
them (empty when hidden), and ``snapshot.hands`` has one None per card face down, as for a
local game. The table scene reads only ``snapshot.hands``."""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.cards import Card, Rank
from ...engine.match import BaseMatch
from ...engine.observation import Observation
from ...engine.state import Trick, captured_by_side
from ...engine.table import TableState
from ..game.snapshot import Phase, TableSnapshot, counting_order, match_sides


@dataclass(frozen=True)
class SeatView:
    """What a remote table publishes besides the observation itself."""

    phase: Phase
    deal_number: int
    match: BaseMatch
    """The match's shape (who plays as which side each deal), not its cards."""
    match_scores: tuple[int, ...]
    side_names: tuple[str, ...]
    commitment: str | None
    legal: tuple[Card, ...] = ()
    to_move: int | None = None


def remote_snapshot(obs: Observation, view: SeatView, before: Observation | None) -> TableSnapshot:
    """The table of ``obs``; with ``before`` (the observation before the last card, which
    completed a trick) as it lay in the end-of-trick pause: the trick still in the middle,
    not yet scored, nothing drawn."""
    rules, seat = obs.rules, obs.seat
    history = obs.history
    trick = obs.trick
    seen, hand_sizes, stock_count = obs, list(obs.hand_sizes), obs.stock_count
    own = list(obs.hand)
    complete = before is not None and len(history) > len(before.history)
    if complete and before is not None:
        trick = history[-1].plays
        seen, stock_count = before, before.stock_count
        hand_sizes = list(before.hand_sizes)
        own = list(before.hand)
        player, card = trick[-1]  # (the card that completed it: one action per update)
        hand_sizes[player] -= 1
        if player == seat and card in own:
            own.remove(card)
    hands: list[tuple[Card, ...]] = []
    shown: list[tuple[Card | None, ...]] = []
    for other in range(rules.players):
        cards = tuple(own) if other == seat else seen.visible.get(other, ())
        hands.append(cards)
        if len(cards) == hand_sizes[other]:
            shown.append(cards)
        else:
            shown.append(tuple(None for _ in range(hand_sizes[other])))
    judged = Trick.of(trick, obs.trump) if trick else None
    counted = history[:-1] if complete else history
    points = [0] * rules.sides
    for done in counted:
        points[rules.side_of(done.winner)] += done.points
    table = TableState(
        hands=tuple(hands),
        trick=tuple(trick),
        trick_complete=complete,
        trick_winner=judged.winner if judged is not None else None,
        winning_card=judged.winning_card if judged is not None else None,
        stock_count=stock_count,
        stock_top=seen.stock_top,
        briscola=seen.briscola if stock_count > 0 else None,
        trump_card=obs.briscola if obs.briscola is not None else obs.called,
        trump=obs.trump,
        captured=captured_by_side(rules, counted),
        points=tuple(points),
        sides=rules.seat_sides,
    )
    swap = None
    if obs.swapped is not None and obs.swapped_briscola is not None and obs.trump is not None:
        swap = (obs.swapped, Card.of(Rank.TWO, obs.trump), obs.swapped_briscola)
    gathered = history[:-1] if complete else history
    ended = view.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER)
    return TableSnapshot(
        table=table,
        rules=rules,
        human=seat,
        hands=tuple(shown),
        phase=view.phase,
        face_up=False,
        to_move=view.to_move,
        legal=view.legal,
        signals=dict(obs.signals),
        history=tuple(history),
        last_trick=gathered[-1] if gathered else None,
        captured=tuple(tuple(counting_order(list(c))) for c in table.captured) if ended else (),
        match_sides=match_sides(view.match, view.deal_number),
        match_scores=view.match_scores,
        deal_number=view.deal_number,
        match_rules=view.match.match_rules,
        match_deals=view.match.fixed_deals,
        match_side_names=view.side_names,
        swap=swap,
        commitment=view.commitment,
    )
