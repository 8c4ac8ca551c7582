"""The session controller: owns the match, the deal's engine state and the seats.

Human and computer seats both end in ``_apply``. Computer players think in a worker
thread (the window never freezes) and seem to think for at least a moment. Views listen
to the signals and read ``snapshot()``, made once per change, for what to draw; they hold
no rules. With a table attached (``follow_animations``), the game goes on after a deal,
a card or a collected trick only once the table says its animations are done."""

from __future__ import annotations

import random
import threading
import time

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal, SignalInstance

from ...ai import host
from ...ai.base import Player
from ...ai.registry import make_player
from ...engine import fair
from ...engine.cards import Card, Suit
from ...engine.chiamata import Bid, SuitCall
from ...engine.match import BaseMatch
from ...engine.matches import new_match
from ...engine.observation import Observation, observe
from ...engine.state import KEEP, SWAP, GameState, SwapChoice
from ...savegame import SavedGame, TableSetting
from ..base.settings import GameChoices
from ..base.speeds import Tempo
from .chiamata import chiamata_deal
from .snapshot import (
    DealSummary,
    Phase,
    Tables,
    TableSnapshot,
    captured_in_order,
    match_sides,
    table_snapshot,
)
from .think_time import Decision, ThinkRelay, think_job, think_ms

COMPUTER_NAMES = ("Lucia", "Marco", "Giulia", "Paolo", "Rosa")


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
        self._tables = Tables()
        self._follows_table = False
        self._awaiting_table = False
        """The table is showing the last change; nobody may play until it is done."""
        self._thinking_seat: int | None = None
        self._relay = ThinkRelay(self)
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
        job = think_job(
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
        sides = match_sides(self.match, self.shown_deal)
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
            captured=captured_in_order(self.state),
            points=self.state.table().points if chiamata else outcome.points,
            outcome=outcome,
            human_side=human_side,
            team_game=rules.team_game,
            match_side_names=self.match_side_names(),
            match_scores=tuple(self.match.scores()),
            match_sides=sides,
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

    def _make_snapshot(self) -> TableSnapshot | None:
        state, match = self.state, self.match
        if state is None or match is None:
            return None
        return table_snapshot(
            state,
            match,
            self.shown_deal,
            self.phase,
            self.human,
            face_up=self.face_up,
            speaking=not self._awaiting_table,
            side_names=self.match_side_names(),
            shuffle=self._shuffle_shown(),
            tables=self._tables,
        )

    def _shuffle_shown(self) -> fair.Shuffle | None:
        """The fair shuffle of the deal on the table (None for a seeded match)."""
        shuffles = self.shuffles
        return shuffles[self.shown_deal] if shuffles and len(shuffles) > self.shown_deal else None
