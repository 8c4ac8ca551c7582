"""The session controller: owns the match, the deal's engine state and the seats.

Human and computer seats both end in ``_apply``. Computer players think in a worker
thread (the window never freezes) and seem to think for at least a moment. Views listen
to the signals and read ``snapshot()``, made once per change, for what to draw; they hold
no rules. With a table attached (``follow_animations``), the game goes on after a deal,
a card or a collected trick only once the table says its animations are done.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal, SignalInstance

from ...ai import host
from ...ai.base import Player
from ...ai.registry import make_player
from ...ai.search import SearchCancelledError
from ...engine import fair
from ...engine.cards import RANK_OF, Card, Suit, sort_key
from ...engine.chiamata import Bid, SuitCall
from ...engine.match import BaseMatch, MatchRules
from ...engine.matches import new_match
from ...engine.observation import Observation, observe
from ...engine.outcome import Outcome
from ...engine.rules import Rules
from ...engine.state import KEEP, SWAP, GameState, PartnerSignal, SwapChoice, Trick
from ...engine.table import TableState
from ...savegame import SavedGame, TableSetting
from ..base.settings import GameChoices
from ..base.speeds import Tempo
from .chiamata import ChiamataDeal, ChiamataView, chiamata_deal, chiamata_view
from .think_time import think_ms

COMPUTER_NAMES = ("Lucia", "Marco", "Giulia", "Paolo", "Rosa")
THINK_BUDGET_S = 0.5


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


Decision = Card | Bid | SuitCall
"""What a computer player decides when it is its turn: a card, or (chiamata) a call."""


class _ThinkRelay(QObject):
    done = Signal(int, int, object)  # generation, seat, Decision


def _think_job(
    relay: _ThinkRelay,
    generation: int,
    seat: int,
    player: Player,
    obs: Observation,
    cancel: threading.Event,
    move_key: str,
) -> Callable[[], None]:
    """A computer player choosing its card, to run in a worker thread.

    The pool is given a plain callable, not a ``QRunnable`` subclass: PySide keeps a
    reference to a Python ``QRunnable`` that finishes before ``start`` returns, and with it
    the observation and the player, for the life of the pool.
    """

    def choose() -> None:
        # Reseeded here, in the pool's one thread: a cancelled search still winding down
        # there cannot draw from the stream after the reseed.
        player.reseed(move_key)
        try:
            decision: Decision
            if obs.rules.auction and obs.called is None:
                decision = host.call_choice(player, obs, THINK_BUDGET_S, cancel)
            else:
                decision = player.choose_card(obs, THINK_BUDGET_S, cancel)
        except SearchCancelledError:
            return  # an undo or a new game: nobody waits for this answer
        relay.done.emit(generation, seat, decision)

    return choose


class GameController(QObject):
    """One match between the human (participant 0) and computer players."""

    changed = Signal()
    dealStarted = Signal()
    cardPlayed = Signal(int, int)  # seat, card
    trickCollected = Signal(int, list)  # winning seat, [(seat, card) drawn]
    swapOffered = Signal(int)  # the 2 of trump the human may swap
    tookBack = Signal(int)  # the human's card that Undo took back
    dealOver = Signal(object)  # DealSummary
    thinkingChanged = Signal(int, bool)
    saveDue = Signal()
    """A moment to save the game: the start of each of the human's turns, a deal's end."""
    cutWanted = Signal(str)
    """The next deal's commitment is made: the deck waits for ``cut_deck`` (``ask_cut``)."""

    def __init__(self, parent: QObject | None = None, tempo: Tempo | None = None) -> None:
        super().__init__(parent)
        self.tempo = tempo if tempo is not None else Tempo()
        """How long the computer players seem to think (the window's, kept to the settings)."""
        self.phase = Phase.IDLE
        self.match: BaseMatch | None = None
        self.state: GameState | None = None
        self.choices = GameChoices()
        self.players: dict[int, Player] = {}  # participant -> computer player
        self.face_up = False
        self.auto_continue_ms = 0
        self.last_summary: DealSummary | None = None
        self.finished: list[GameState] = []
        """The match's finished deals, in order (a saved game keeps them)."""
        self.shuffles: list[fair.Shuffle] | None = None
        """A match dealt fairly: each deal's shuffle, in order (the one on the table last);
        None for a match dealt from its seed (tests, benchmarks, ``--seed``)."""
        self.ask_cut = False
        """Wait for the player's cut (``cutWanted``); else cut at once with a random one."""
        self._pending_seed: bytes | None = None
        self.shown_deal = 0
        """The number of the deal on the table: the match moves on to the next one as soon
        as a deal is scored, while the table still shows the finished one."""
        self._generation = 0
        self._snapshot: TableSnapshot | None = None
        self._follows_table = False
        self._awaiting_table = False
        """The table is showing the last change; nobody may play until it is done."""
        self._thinking_seat: int | None = None
        self._relay = _ThinkRelay(self)
        self._relay.done.connect(self._on_thought)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._go_on)
        self._continue_timer = QTimer(self)
        self._continue_timer.setSingleShot(True)
        self._continue_timer.timeout.connect(self.continue_trick)
        self._think_started = 0.0
        self._think_ms = 0
        """How long the seat thinking now seems to think (``think_time``)."""
        self._think_cancel = threading.Event()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)

    # --- seats ----------------------------------------------------------------------

    @property
    def human(self) -> int:
        """The human's seat in the deal on the table (it moves as the dealer alternates)."""
        return self.match.seat_of(0, self.shown_deal) if self.match else 0

    def is_human(self, seat: int) -> bool:
        return seat == self.human

    def seat_name(self, seat: int) -> str:
        return self._name_at(seat, self.shown_deal)

    def _name_at(self, seat: int, deal_number: int) -> str:
        match = self.match
        if match is None or seat == match.seat_of(0, deal_number):
            return self.tr("You")
        participant = match.participant_at(seat, deal_number)
        return COMPUTER_NAMES[(participant - 1) % len(COMPUTER_NAMES)]

    def deal_seat_names(self, deal_number: int) -> tuple[str, ...]:
        """Each seat's name in deal ``deal_number`` of the match (seats move every deal)."""
        assert self.match is not None
        return tuple(self._name_at(seat, deal_number) for seat in range(self.match.rules.players))

    def side_name(self, side: int) -> str:
        assert self.match is not None
        rules = self.match.rules
        human_side = rules.side_of(self.human)
        if not rules.team_game:
            return self.seat_name(side)
        return self.tr("Your team") if side == human_side else self.tr("Opponents")

    def match_side_names(self) -> tuple[str, ...]:
        """Names of the match's sides: participant 0 (the human) or their team first."""
        assert self.match is not None
        if self.match.rules.team_game:
            return (self.tr("Your team"), self.tr("Opponents"))
        others = [
            COMPUTER_NAMES[(p - 1) % len(COMPUTER_NAMES)] for p in range(1, self.match.participants)
        ]
        return (self.tr("You"), *others)

    # --- starting -------------------------------------------------------------------

    def new_match(self, choices: GameChoices, seed: int | None = None) -> None:
        """A new match: dealt from ``seed`` (reproducible), or without one fairly, each deal
        from a committed secret seed and the player's cut (docs/fair-shuffle.md)."""
        self._cancel()
        # Nothing of the match before stays: its deal was dealt by other rules.
        self.state = None
        self.choices = choices
        # Without a seed, the match's seed serves only the computer players' own choices.
        self.shuffles = [] if seed is None else None
        seed = seed if seed is not None else random.randrange(2**31)
        rules = choices.rules()
        self.match = new_match(rules, choices.match_rules(), choices.deals, seed)
        self.players = self._make_players(choices.level, seed, choices.players)
        self.finished = []
        self.last_summary = None
        self._start_deal()

    def resume(self, saved: SavedGame) -> None:
        """Go on with a saved match where it was left: the computer players are made
        again from the match's seed and told its finished deals (what they remember), so
        the game goes on as it would have without the break."""
        match = saved.match
        if match.is_over():
            raise ValueError("a finished match cannot be resumed")
        self._cancel()
        # (a match counted in deal wins keeps the player's last choice of chiamata's length)
        deals = match.fixed_deals or self.choices.deals
        self.choices = GameChoices.of_match(
            match.rules, match.match_rules, saved.table.level, saved.table.practice, deals
        )
        self.state = None  # (the deal on the table before belongs to another match)
        self.match = match
        self.players = self._make_players(saved.table.level, match.seed, match.participants)
        for number, final in enumerate(saved.finished):
            seated = self._seated(number)
            host.start_deal(seated, match.rules)
            host.end_deal(seated, final)
        self.finished = list(saved.finished)
        self.shuffles = None if saved.shuffles is None else list(saved.shuffles)
        self.face_up = saved.table.face_up
        self.last_summary = None
        self._start_deal(saved.deal)

    def saved_game(self, table: TableSetting) -> SavedGame | None:
        """The match as it stands, to be saved (None before the first game)."""
        if self.match is None:
            return None
        between = (Phase.DEAL_OVER, Phase.MATCH_OVER, Phase.CUTTING)
        deal = None if self.phase in between else self.state
        shuffles = None if self.shuffles is None else list(self.shuffles)
        if shuffles is not None and deal is None:
            shuffles = shuffles[: len(self.finished)]
        return SavedGame(self.match, deal, table, list(self.finished), shuffles)

    def in_progress(self) -> bool:
        """A match is under way that a new game would abandon (a card played or a deal
        finished, and the match not over)."""
        if self.match is None or self.phase == Phase.MATCH_OVER:
            return False
        return bool(self.finished) or bool(self.state is not None and self.state.actions)

    @staticmethod
    def _make_players(level: str, seed: int, participants: int) -> dict[int, Player]:
        return {p: make_player(level, seed * 31 + p) for p in range(1, participants)}

    def _seated(self, deal_number: int | None = None) -> dict[int, Player]:
        """The computer players by their seat in a deal of the match (the current one)."""
        assert self.match is not None
        seat_of = self.match.seat_of
        return {seat_of(p, deal_number): player for p, player in self.players.items()}

    def _move_key(self, participant: int) -> str:
        """What a computer player's random choices for the next move are drawn from: the
        same game at the same point gives the same move, resumed or not."""
        assert self.match is not None and self.state is not None
        actions = len(self.state.actions)
        return f"briscola-move:{self.match.seed}:{self.shown_deal}:{actions}:{participant}"

    def follow_animations(self, finished: SignalInstance) -> None:
        """Go on with the game only when the table emits ``finished`` (its animations are
        done); without a table, the game goes on at once."""
        self._follows_table = True
        finished.connect(self._on_animations_finished)

    def next_deal(self) -> None:
        if self.phase == Phase.DEAL_OVER:
            self._start_deal()

    def _start_deal(self, state: GameState | None = None) -> None:
        """Deal the match's next deal, or put ``state`` (that deal, resumed) on the table.
        A fair match first commits to a new seed and waits for the cut (``ask_cut``)."""
        assert self.match is not None
        self._cancel()
        if state is None and self.shuffles is not None:
            self._pending_seed = fair.new_seed()
            self.phase = Phase.CUTTING
            # The deal before (finished, or abandoned with a match of other rules) leaves
            # the table: the felt waits empty for the cut.
            self.state = None
            self._publish()
            if self.ask_cut:
                self.cutWanted.emit(fair.commitment_of(self._pending_seed))
            else:
                self.cut_deck(fair.random_cut())
            return
        self._deal(state)

    def pending_commitment(self) -> str | None:
        """The commitment to the next deal's seed, while the deck waits for the cut."""
        seed = self._pending_seed if self.phase == Phase.CUTTING else None
        return None if seed is None else fair.commitment_of(seed)

    def cut_deck(self, cut: str) -> bool:
        """Cut the waiting deck with ``cut`` and deal; False if no deck waits for a cut.
        ShuffleError (nothing changes) if ``cut`` is not one (empty, too long)."""
        seed, match = self._pending_seed, self.match
        if self.phase != Phase.CUTTING or seed is None or match is None:
            return False
        assert self.shuffles is not None
        shuffle = fair.Shuffle(seed, cut)
        self._pending_seed = None
        self.shuffles.append(shuffle)
        self._deal(GameState(match.rules, shuffle.deck(match.rules)))
        return True

    def _deal(self, state: GameState | None) -> None:
        assert self.match is not None
        self.shown_deal = self.match.deal_number
        self.state = state if state is not None else self.match.deal()
        host.start_deal(self._seated(), self.match.rules)
        self.phase = Phase.DEALING
        self.dealStarted.emit()
        self._after_animations()
        self._publish()

    # --- the flow of play -----------------------------------------------------------

    def _publish(self) -> None:
        """Tell the views that the game changed, with the one snapshot they all read."""
        self._snapshot = self._make_snapshot()
        self.changed.emit()

    def _after_animations(self) -> None:
        """Go on once the table has shown the change about to be published, and take no
        card or click until then; with no table, go on at once (from the event loop)."""
        if self._follows_table:
            self._awaiting_table = True
        else:
            self._timer.start(0)

    def _on_animations_finished(self) -> None:
        if self._awaiting_table:
            self._awaiting_table = False
            self._go_on()

    def _go_on(self) -> None:
        if self.phase == Phase.TRICK_DONE:
            if self.auto_continue_ms > 0:
                self._continue_timer.start(self.auto_continue_ms)
            return
        self._step()

    def stop(self) -> None:
        """Stop the game where it stands: no step is pending and a computer player's
        thinking is called off (its answer ignored). A new deal, an undo or a resume
        goes on from here; the window stops it when it closes."""
        self._cancel()

    def shut_down(self) -> None:
        """Stop, and wait for the computer player's thread to end (told to stop, it ends
        within a moment): the window is closing."""
        self._cancel()
        self._pool.waitForDone(5000)

    def _cancel(self) -> None:
        """Forget pending steps and any computer thinking (its answer will be ignored)."""
        self._generation += 1
        self._think_cancel.set()
        self._timer.stop()
        self._continue_timer.stop()
        self._awaiting_table = False
        if self._thinking_seat is not None:
            seat, self._thinking_seat = self._thinking_seat, None
            self.thinkingChanged.emit(seat, False)

    def _step(self) -> None:
        state = self.state
        if state is None or self.phase in (Phase.TRICK_DONE, Phase.DEAL_OVER, Phase.MATCH_OVER):
            return
        self.phase = Phase.PLAYING
        if state.is_terminal():
            self._finish_deal()
            return
        seat = state.current_player()
        if state.bidding and self.is_human(seat):
            self._publish()
            self.saveDue.emit()
            return
        if state.swap_pending:
            if self.is_human(seat):
                two = state.two_of_trump
                assert two is not None  # a swap is only offered with a trump suit
                self._publish()
                self.saveDue.emit()
                self.swapOffered.emit(int(two))
            else:
                assert self.match is not None
                participant = self.match.participant_at(seat)
                player = self.players[participant]
                player.reseed(self._move_key(participant))
                self._apply(host.swap_choice(player, observe(state, seat)))
            return
        if self.is_human(seat):
            self._publish()
            self.saveDue.emit()
            return
        self._think(seat)

    def _think(self, seat: int) -> None:
        assert self.state is not None and self.match is not None
        participant = self.match.participant_at(seat)
        player = self.players[participant]
        self._thinking_seat = seat
        self._think_started = time.monotonic()
        self.thinkingChanged.emit(seat, True)
        self._publish()
        obs = observe(self.state, seat)
        move_key = self._move_key(participant)
        self._think_ms = think_ms(self.tempo, obs, move_key)
        self._think_cancel = threading.Event()
        job = _think_job(
            self._relay, self._generation, seat, player, obs, self._think_cancel, move_key
        )
        self._pool.start(job)

    def _on_thought(self, generation: int, seat: int, card: Decision) -> None:
        if generation != self._generation or self.state is None:
            return  # the game moved on (undo, new game) while this player was thinking
        waited = (time.monotonic() - self._think_started) * 1000
        rest = self._think_ms - waited
        if rest > 0:
            QTimer.singleShot(
                round(rest), self, lambda: self._on_thought_due(generation, seat, card)
            )
            return
        self._on_thought_due(generation, seat, card)

    def _on_thought_due(self, generation: int, seat: int, card: Decision) -> None:
        if generation != self._generation or self.state is None:
            return
        self._thinking_seat = None
        self.thinkingChanged.emit(seat, False)
        if self.state.current_player() == seat:
            self._apply(card)

    def play_card(self, card: int) -> bool:
        """The human plays ``card``; False (and nothing happens) if that is not allowed now."""
        state = self.state
        if state is None or self.phase != Phase.PLAYING or state.swap_pending:
            return False
        if self._awaiting_table:
            return False  # a card is still on its way
        if not self.is_human(state.current_player()) or card not in state.legal_cards():
            return False
        self._apply(Card(card))
        return True

    def answer_swap(self, swap: bool) -> None:
        state = self.state
        if self._awaiting_table or state is None:
            return
        if state.swap_pending and self.is_human(state.current_player()):
            self._apply(SWAP if swap else KEEP)

    def call(self, bid: Bid) -> bool:
        """Chiamata: the human's call in the auction; False if they may not say it now."""
        return self._human_calls(bid)

    def name_suit(self, suit: Suit) -> bool:
        """Chiamata: the human, having won the auction, names the called card's suit."""
        return self._human_calls(SuitCall(suit))

    def _human_calls(self, action: Bid | SuitCall) -> bool:
        state = self.state
        if state is None or self.phase != Phase.PLAYING or self._awaiting_table:
            return False
        if not state.bidding or not self.is_human(state.current_player()):
            return False
        if action not in state.legal_actions():
            return False
        self._apply(action)
        return True

    def _apply(self, action: Decision | SwapChoice) -> None:
        state = self.state
        assert state is not None
        seat = state.current_player()
        tricks_before = len(state.history)
        state.push(action)
        self._after_animations()
        if isinstance(action, SwapChoice | Bid | SuitCall):
            self._publish()
            return
        self.cardPlayed.emit(seat, int(action))
        if len(state.history) > tricks_before:
            self.phase = Phase.TRICK_DONE
        self._publish()

    def can_continue(self) -> bool:
        """The finished trick waits for a click (its last card has reached the table)."""
        return self.phase == Phase.TRICK_DONE and not self._awaiting_table

    def awaits_human(self) -> bool:
        """The game waits for the human, the table having shown every change: a card to
        play (or the swap to answer), the trick to collect, the next deal or game."""
        if self._awaiting_table or self.state is None:
            return False
        if self.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER, Phase.TRICK_DONE):
            return True
        return self.phase == Phase.PLAYING and self.is_human(self.state.current_player())

    def continue_trick(self) -> None:
        """Collect the finished trick (a click, or the auto-continue delay)."""
        state = self.state
        if state is None or not self.can_continue():
            return
        self._continue_timer.stop()
        self.phase = Phase.COLLECTING
        draws = [(seat, int(card)) for seat, card in state.last_draw()]
        self.trickCollected.emit(state.history[-1].winner, draws)
        self._after_animations()
        self._publish()

    def _finish_deal(self) -> None:
        assert self.state is not None and self.match is not None
        outcome = self.state.outcome()
        assert outcome is not None
        rules = self.match.rules
        host.end_deal(self._seated(), self.state)
        human_side = rules.side_of(self.human)
        side_names = tuple(self.side_name(side) for side in range(rules.sides))
        match_sides = self._match_sides()
        self.match.finish_deal(self.state)
        chiamata = None
        if rules.auction:
            seats = [self.match.seat_of(p, self.shown_deal) for p in range(rules.players)]
            names = self.deal_seat_names(self.shown_deal)
            chiamata = chiamata_deal(self.state, names, self.match.scores(), seats)
        self.finished.append(self.state)
        over = self.match.is_over()
        self.phase = Phase.MATCH_OVER if over else Phase.DEAL_OVER
        # Match scores are per participant side; show them from the human's side first.
        self.last_summary = DealSummary(
            side_names=side_names,
            captured=self._captured(self.state),
            points=self.state.table().points if chiamata else outcome.points,
            outcome=outcome,
            human_side=human_side,
            team_game=rules.team_game,
            match_side_names=self.match_side_names(),
            match_scores=tuple(self.match.scores()),
            match_sides=match_sides,
            match_over=over,
            match_winner=self.match.winner(),
            deals_played=len(self.match.results),
            match_leaders=tuple(self.match.leaders()) if over else (),
            shuffle=self._shuffle_shown(),
            deck=self.state.deck or (),
            chiamata=chiamata,
        )
        self._publish()
        self.saveDue.emit()
        self.dealOver.emit(self.last_summary)

    # --- undo -----------------------------------------------------------------------

    def can_undo(self) -> bool:
        """The human may take back their last card until they play again: the cards
        played since (the others' replies, or their lead of the next trick) go back too,
        as at a real table."""
        state = self.state
        if state is None or self.phase not in (Phase.PLAYING, Phase.TRICK_DONE):
            return False
        human = self.human
        # Every seat plays to every trick: the human's last card is in the trick on the
        # table or in the last one gathered.
        if any(seat == human for seat, _ in state.trick):
            return True
        return bool(state.history) and any(seat == human for seat, _ in state.history[-1].plays)

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        state = self.state
        assert state is not None
        self._cancel()
        human = self.human
        while True:
            if state.trick:
                seat, card = state.trick[-1]
            else:
                seat, card = state.history[-1].plays[-1]
            state.pop()
            if seat == human:
                break
        host.take_back(self.players.values())
        self.phase = Phase.PLAYING
        self._after_animations()
        self.tookBack.emit(int(card))
        self._publish()
        return True

    # --- what the table shows -------------------------------------------------------

    def human_observation(self) -> Observation | None:
        """What the human may know of the deal on the table, by the rules alone (face up
        shows more, but the coach judges as the review does: from the seat's own view)."""
        if self.state is None:
            return None
        return observe(self.state, self.human)

    def set_face_up(self, on: bool) -> None:
        self.face_up = on
        self._publish()

    def snapshot(self) -> TableSnapshot | None:
        """What the table shows since the last ``changed``."""
        return self._snapshot

    def _match_sides(self) -> tuple[int, ...]:
        """The match side playing as each side of the deal on the table."""
        assert self.match is not None
        match, deal = self.match, self.shown_deal
        return tuple(match.match_side(side, deal) for side in range(match.rules.sides))

    @staticmethod
    def _captured(state: GameState) -> tuple[tuple[Card, ...], ...]:
        """Each side's captured cards in counting order."""
        return tuple(tuple(counting_order(list(cards))) for cards in state.table().captured)

    def _make_snapshot(self) -> TableSnapshot | None:
        state, match = self.state, self.match
        if state is None or match is None:
            return None
        # (the deal's own rules: a snapshot never mixes one deal's cards with other rules)
        rules = state.rules
        human = self.human
        # During the end-of-trick pause the trick stays on the table and nobody has drawn.
        table = state.table(before_draw=self.phase == Phase.TRICK_DONE)
        ended = state.is_terminal() and self.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER)
        # (a chiamata deal thrown in: every hand is shown, as players show theirs)
        open_hands = self.face_up or rules.open_hands or (ended and state.thrown_in)
        shown: list[tuple[Card | None, ...]] = []
        for seat, hand in enumerate(table.hands):
            if seat == human or open_hands:
                shown.append(tuple(hand))
            else:
                shown.append(tuple(None for _ in hand))
        to_move = None
        legal: tuple[Card, ...] = ()
        if self.phase == Phase.PLAYING and not state.is_terminal():
            to_move = state.current_player()
            if to_move == human and not state.swap_pending and not self._awaiting_table:
                legal = tuple(state.legal_cards())
        signals = observe(state, human).signals if rules.signals else {}
        history = tuple(state.history)
        # The last trick gathered: during the end-of-trick pause it is the one before.
        gathered = history[:-1] if table.trick_complete else history
        return TableSnapshot(
            table=table,
            rules=rules,
            human=human,
            hands=tuple(shown),
            phase=self.phase,
            face_up=self.face_up,
            to_move=to_move,
            legal=legal,
            signals=signals,
            history=history,
            last_trick=gathered[-1] if gathered else None,
            captured=self._captured(state) if ended and not state.thrown_in else (),
            match_sides=self._match_sides(),
            match_scores=tuple(match.scores()),
            deal_number=self.shown_deal,
            match_rules=match.match_rules,
            match_deals=match.fixed_deals,
            match_side_names=self.match_side_names(),
            swap=self._swap(state),
            commitment=shuffle.commitment if (shuffle := self._shuffle_shown()) else None,
            chiamata=self._chiamata(state, to_move),
        )

    def _chiamata(self, state: GameState, to_move: int | None) -> ChiamataView | None:
        if not state.rules.auction:
            return None
        human = self.human
        speaks = to_move == human and not self._awaiting_table and self.phase == Phase.PLAYING
        return chiamata_view(state, human, speaks)

    def _shuffle_shown(self) -> fair.Shuffle | None:
        """The fair shuffle of the deal on the table (None for a seeded match)."""
        shuffles = self.shuffles
        return shuffles[self.shown_deal] if shuffles and len(shuffles) > self.shown_deal else None

    @staticmethod
    def _swap(state: GameState) -> tuple[int, Card, Card] | None:
        if state.swapped is None or state.swapped_briscola is None:
            return None
        two = state.two_of_trump
        assert two is not None  # a swap needs a trump suit
        return (state.swapped, two, state.swapped_briscola)
