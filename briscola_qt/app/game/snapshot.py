"""What the controller publishes for the views: the phase of play, the table as the human
sees it (``TableSnapshot``, made once per change), and a finished deal in the human's terms
(``DealSummary``). Made from the engine's state; the views read them and hold no rules."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from ...engine import fair
from ...engine.cards import RANK_OF, Card, sort_key
from ...engine.match import BaseMatch, MatchRules
from ...engine.observation import observe
from ...engine.outcome import Outcome
from ...engine.rules import Rules
from ...engine.state import GameState, PartnerSignal, Trick
from ...engine.table import TableState
from .chiamata import ChiamataDeal, ChiamataView, chiamata_view


class Phase(Enum):
    IDLE = "idle"
    CUTTING = "cutting"
    """The commitment to the next deal's seed is shown; the deck waits for the cut."""
    DEALING = "dealing"
    PLAYING = "playing"
    TRICK_DONE = "trick_done"
    COLLECTING = "collecting"
    """The trick slides to its pile and the cards are drawn; nobody may play yet."""
    DEAL_OVER = "deal_over"
    MATCH_OVER = "match_over"


@dataclass(frozen=True)
class TableSnapshot:
    """What the table shows right now, seen from the human's seat: the engine's
    ``TableState`` and what is the human's alone (hands as they may see them, the cards
    they may play, the phase of the game, their partners' signals, the last trick)."""

    table: TableState
    """What lies on the table, as the engine says it. Its ``hands`` hold every card:
    a view draws ``hands`` instead, which hides what the human may not see."""
    rules: Rules
    """The deal's rules (variant, hand size, cards in a trick, teams)."""
    human: int
    hands: tuple[tuple[Card | None, ...], ...]
    """Per seat; None for a card shown face down."""
    phase: Phase
    face_up: bool
    to_move: int | None = None
    legal: tuple[Card, ...] = ()
    signals: dict[int, PartnerSignal] = field(default_factory=dict)
    history: tuple[Trick, ...] = ()
    """The finished tricks, in order (during the end-of-trick pause, the one on the
    table too)."""
    last_trick: Trick | None = None
    """The last trick gathered from the table."""
    captured: tuple[tuple[Card, ...], ...] = ()
    """Once the deal is over: each side's captured cards, in counting order."""
    match_sides: tuple[int, ...] = ()
    """The match side (team or participant) playing as each side of this deal."""
    match_scores: tuple[int, ...] = ()
    """The match score of each match side."""
    deal_number: int = 0
    """The deal of the match on the table, counted from 0."""
    match_rules: MatchRules = field(default_factory=MatchRules)
    match_deals: int | None = None
    """A match of so many deals (Briscola chiamata's five or ten), else None."""
    match_side_names: tuple[str, ...] = ()
    """The names of ``match_scores``' sides (a new match's names went with the last
    match's scores while its deck waited for the cut)."""
    swap: tuple[int, Card, Card] | None = None
    """The two-of-trump swap made this deal: the seat, the 2 it gave, the briscola it took."""
    commitment: str | None = None
    """The commitment to the deal's secret seed (a fair shuffle; None for a seeded deal).
    The seed itself is told only at the deal's end, in the ``DealSummary``."""
    chiamata: ChiamataView | None = None
    """Briscola chiamata: the auction and the partnership as the human knows them."""
    paused: bool = False
    """A network match the host has paused: nobody is asked to play, nor to go on from a
    finished trick, until it goes on."""

    @property
    def players(self) -> int:
        return self.rules.players

    def own_cards(self) -> list[Card]:
        """The human's hand, in order."""
        return [c for c in self.hands[self.human] if c is not None]

    @property
    def trick_winner(self) -> int | None:
        """During the end-of-trick pause: the seat that won it."""
        return self.table.trick_winner if self.table.trick_complete else None

    @property
    def winning_card(self) -> Card | None:
        """During the end-of-trick pause: the card that won it."""
        return self.table.winning_card if self.table.trick_complete else None

    def side_order(self) -> list[int]:
        """The deal's sides in the match's order: the human's first, then the others as
        the match lists them (seats move between deals as the dealer changes; rows do not)."""
        return sorted(range(self.rules.sides), key=lambda side: self.match_sides[side])


@dataclass(frozen=True)
class DealSummary:
    """The end of a deal in the human's terms: each side's cards, points and result."""

    side_names: tuple[str, ...]
    captured: tuple[tuple[Card, ...], ...]
    points: tuple[int, ...]
    outcome: Outcome
    human_side: int
    team_game: bool
    match_side_names: tuple[str, ...]
    match_scores: tuple[int, ...]
    """Per match side (the human's first), as ``match_side_names``."""
    match_sides: tuple[int, ...]
    """The match side of each side of the deal."""
    match_over: bool
    match_winner: int | None
    deals_played: int
    match_leaders: tuple[int, ...] = ()
    """Once the match is over, the match sides with the highest score (more than one:
    they share it), as the engine says."""
    shuffle: fair.Shuffle | None = None
    """The deal's fair shuffle, its seed revealed (None for a seeded deal):
    ``shuffle.to_dict()`` gives seed, cut and commitment."""
    deck: tuple[Card, ...] = ()
    """The deck the deal was dealt from, in dealing order (to check the shuffle against)."""
    chiamata: ChiamataDeal | None = None
    """Briscola chiamata: who called what, the partner, each side's points and each
    seat's deal score."""


def counting_order(cards: list[Card]) -> list[Card]:
    """Captured cards as they are counted: Aces, Threes, Kings, Queens, Jacks, the rest."""
    return sorted(cards, key=lambda c: (RANK_OF[c], sort_key(c)))


class Tables:
    """``GameState.table`` of the deal on the table, made again only when a move was made
    or taken back since the last (half the changes of a deal move no card: a player starts
    to think, a turn comes round), so a snapshot's table is the last one, not a copy."""

    def __init__(self) -> None:
        self._kept: tuple[GameState, tuple[object, ...], TableState] | None = None

    def of(self, state: GameState, before_draw: bool) -> TableState:
        # (the moves say the whole deal: an undo and another card make other moves)
        moves = (*state.actions, before_draw)
        kept = self._kept
        if kept is None or kept[0] is not state or kept[1] != moves:
            kept = self._kept = (state, moves, state.table(before_draw=before_draw))
        return kept[2]


def table_snapshot(
    state: GameState,
    match: BaseMatch,
    deal_number: int,
    phase: Phase,
    human: int,
    face_up: bool,
    speaking: bool,
    side_names: tuple[str, ...],
    shuffle: fair.Shuffle | None,
    tables: Tables | None = None,
) -> TableSnapshot:
    """The table of ``state`` as ``human`` sees it at ``phase``; ``speaking``: the human
    may act when it is their turn (no table animation is awaited); ``tables``: the table
    made for the last snapshot of ``state``, kept while no move is made."""
    # (the deal's own rules: a snapshot never mixes one deal's cards with other rules)
    rules = state.rules
    # During the end-of-trick pause the trick stays on the table and nobody has drawn.
    before_draw = phase == Phase.TRICK_DONE
    table = (tables or Tables()).of(state, before_draw)
    ended = state.is_terminal() and phase in (Phase.DEAL_OVER, Phase.MATCH_OVER)
    # (a chiamata deal thrown in: every hand is shown, as players show theirs)
    open_hands = face_up or rules.open_hands or (ended and state.thrown_in)
    shown: list[tuple[Card | None, ...]] = []
    for seat, hand in enumerate(table.hands):
        if seat == human or open_hands:
            shown.append(tuple(hand))
        else:
            shown.append(tuple(None for _ in hand))
    to_move = None
    legal: tuple[Card, ...] = ()
    if phase == Phase.PLAYING and not state.is_terminal():
        to_move = state.current_player()
        if to_move == human and not state.swap_pending and speaking:
            legal = tuple(state.legal_cards())
    signals = observe(state, human).signals if rules.signals else {}
    history = tuple(state.history)
    # The last trick gathered: during the end-of-trick pause it is the one before.
    gathered = history[:-1] if table.trick_complete else history
    chiamata = None
    if rules.auction:
        speaks = to_move == human and speaking and phase == Phase.PLAYING
        chiamata = chiamata_view(state, human, speaks)
    return TableSnapshot(
        table=table,
        rules=rules,
        human=human,
        hands=tuple(shown),
        phase=phase,
        face_up=face_up,
        to_move=to_move,
        legal=legal,
        signals=signals,
        history=history,
        last_trick=gathered[-1] if gathered else None,
        captured=captured_in_order(state) if ended and not state.thrown_in else (),
        match_sides=match_sides(match, deal_number),
        match_scores=tuple(match.scores()),
        deal_number=deal_number,
        match_rules=match.match_rules,
        match_deals=match.fixed_deals,
        match_side_names=side_names,
        swap=swap_of(state),
        commitment=shuffle.commitment if shuffle else None,
        chiamata=chiamata,
    )


def captured_in_order(state: GameState) -> tuple[tuple[Card, ...], ...]:
    """Each side's captured cards in counting order."""
    return tuple(tuple(counting_order(list(cards))) for cards in state.table().captured)


def match_sides(match: BaseMatch, deal_number: int) -> tuple[int, ...]:
    """The match side playing as each side of deal ``deal_number``."""
    return tuple(match.match_side(side, deal_number) for side in range(match.rules.sides))


def swap_of(state: GameState) -> tuple[int, Card, Card] | None:
    """Who swapped the 2 of trump for the briscola, and the two cards (None: nobody)."""
    if state.swapped is None or state.swapped_briscola is None:
        return None
    two = state.two_of_trump
    assert two is not None  # a swap needs a trump suit
    return (state.swapped, two, state.swapped_briscola)
