"""The table as a remote seat sees it: a ``TableSnapshot`` made from the seat's
observation alone (``engine.observation``), as the host sent it.

A remote seat knows its own hand and the hands its variant shows (scoperta's open hands),
nothing else: in ``snapshot.table.hands`` the other seats' hands are what it may see of
them (empty when hidden), and ``snapshot.hands`` has one None per card face down, as for a
local game. The table scene reads only ``snapshot.hands``."""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...engine.cards import Card, Rank
from ...engine.chiamata import Bid, SuitCall
from ...engine.match import BaseMatch
from ...engine.observation import Observation
from ...engine.state import GameState, Trick, captured_by_side
from ...engine.table import TableState
from ..game.chiamata import ChiamataView, chiamata_deal
from ..game.snapshot import (
    DealSummary,
    Phase,
    TableSnapshot,
    captured_in_order,
    counting_order,
    match_sides,
)

HIDDEN = -1
"""A card drawn by another seat, in ``trickCollected``'s draws: this seat does not see it."""


def trick_draws(obs: Observation, before: Observation) -> list[tuple[int, int]]:
    """The cards drawn after the trick ``obs`` has one more of than ``before``: (seat,
    card) in draw order from its winner, the card HIDDEN for the seats other than ``obs``'s."""
    winner = obs.history[-1].winner
    own_before = list(before.hand)
    last_seat, last_card = obs.history[-1].plays[-1]
    if last_seat == obs.seat:
        own_before.remove(last_card)
    drawn_own = [c for c in obs.hand if c not in own_before]
    draws: list[tuple[int, int]] = []
    players = obs.rules.players
    for k in range(players):
        seat = (winner + k) % players
        if obs.stock_count < before.stock_count and seat == obs.seat:
            draws.extend((seat, int(card)) for card in drawn_own)
        elif obs.stock_count < before.stock_count:
            draws.append((seat, HIDDEN))
    return draws


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
    calls: tuple[Bid | SuitCall, ...] = ()
    """Chiamata: the calls this seat may make now (the host's ``legal``), else none."""
    open_hands: tuple[tuple[Card, ...], ...] | None = None
    """Every hand, as the deal's revealed record shows them (a chiamata deal thrown in:
    each player shows their hand, as at a real table)."""
    paused: bool = False
    """The host has paused the game: nobody is asked to play or to go on."""


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
        if view.open_hands is not None:
            cards = view.open_hands[other]
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
        paused=view.paused,
        chiamata=chiamata_of(obs, view.calls) if rules.auction else None,
    )


def chiamata_of(obs: Observation, calls: tuple[Bid | SuitCall, ...]) -> ChiamataView:
    """The auction and the partnership as seat ``obs.seat`` knows them (what
    ``game.chiamata.chiamata_view`` says of a local deal), ``calls`` the ones it may make."""
    auction = obs.auction_state()
    legal = tuple(call for call in calls if isinstance(call, Bid))
    called = obs.called
    return ChiamataView(
        calls=tuple(zip(auction.speakers, auction.bids, strict=True)),
        standing=auction.standing,
        caller=obs.caller,
        called=called,
        partner=obs.partner,
        revealed=called is not None and called in obs.played_cards(),
        legal=legal,
        to_name_suit=not legal and any(isinstance(call, SuitCall) for call in calls),
        thrown_in=auction.thrown_in,
        known_sides=obs.known_sides(),
    )


@dataclass(frozen=True)
class SeatNames:
    """How a remote seat names what a deal's end shows (``RemoteTable``'s words)."""

    seat: int
    """This player's seat in the finished deal."""
    seats: tuple[str, ...]
    """Each seat's name ("You" for this player's)."""
    sides: tuple[str, ...]
    """Each side of the deal's name."""
    match_sides: tuple[str, ...]
    """Each side of the match's name, in the host's order."""


def deal_summary(
    state: GameState,
    match: BaseMatch,
    deal_number: int,
    scores: tuple[int, ...],
    over: bool,
    names: SeatNames,
) -> DealSummary:
    """The end of the finished deal ``state`` (rebuilt from the host's revealed record) as
    this seat sees it; ``scores``: the match's, as the host sent them after the deal."""
    outcome = state.outcome()
    if outcome is None:
        raise ValueError("the deal the host revealed is not over")
    rules = state.rules
    chiamata = None
    if rules.auction:
        seats = [match.seat_of(place, deal_number) for place in range(rules.players)]
        deal = chiamata_deal(state, names.seats, list(scores), seats)
        chiamata = replace(deal, human=names.seat)  # (the places' first is not this one)
    best = max(scores, default=0)
    return DealSummary(
        side_names=names.sides,
        captured=captured_in_order(state),
        points=state.table().points if chiamata else outcome.points,
        outcome=outcome,
        human_side=rules.side_of(names.seat),
        team_game=rules.team_game,
        match_side_names=names.match_sides,
        match_scores=scores,
        match_sides=match_sides(match, deal_number),
        match_over=over,
        match_winner=scores.index(best) if over and scores.count(best) == 1 else None,
        deals_played=deal_number + 1,
        match_leaders=tuple(i for i, s in enumerate(scores) if s == best) if over else (),
        deck=state.deck or (),
        chiamata=chiamata,
    )
