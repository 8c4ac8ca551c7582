"""The practice window (History > Practise my mistakes): the player's costliest cards of
the judged deals in their history, one position at a time, on the table as they saw it.

The learner chooses a card again; the coach answers from the deal's kept analysis (the
judge's values of every card, the one judge of hints and reviews): solved, or the cost of
the card chosen, and the coach's card with its reason (``ai.hint.explain``, from what the
learner could see). The answer goes into the schedule (``history.schedule``): a position
solved comes back later, one missed sooner. "Take over from here" plays the deal on from
the position against the Expert. Follows lichess's "Learn from your mistakes": the card
played is named, the learner finds a better one, the answer says why.
"""

from __future__ import annotations

import time
import zlib
from collections.abc import Callable

from PySide6.QtCore import QDateTime, QLocale, Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...ai.hint import explain
from ...engine.cards import Card
from ...engine.errors import RecordError
from ...engine.observation import observe
from ...engine.state import GameState
from ...history.practice import Position, state_before, trick_of, turns_of
from ...history.schedule import Schedule
from ..base.speeds import Tempo
from ..game.snapshot import DealSummary
from ..history.words import HistoryWords
from ..table.cardart import CardArt
from ..table.scene import TableScene
from ..table.view import TableView
from ..text.words import CardNames
from .controller import PracticeTable
from .words import PracticeWords, sentence

Clock = Callable[[], float]


class PracticeWindow(QDialog):
    """One position after another, the coach's answer to each, the schedule kept."""

    helpWanted = Signal(str)

    def __init__(
        self,
        positions: Callable[[], list[Position]],
        schedule: Schedule,
        keep: Callable[[], set[str]],
        art: CardArt,
        names: CardNames,
        tempo: Tempo,
        parent: QWidget | None = None,
        clock: Clock = time.time,
    ) -> None:
        super().__init__(parent)
        self.read_positions = positions
        """Every position worth practising in the history, read again on each refresh."""
        self.schedule = schedule
        self.keep = keep
        """The deals still in the history (the schedule forgets the others)."""
        self.clock = clock
        self.words = PracticeWords(self)
        self.words.names.set_deck(names.deck, names.language)
        self.history_words = HistoryWords(self)
        self.setWindowTitle(self.words.title())
        self.setSizeGripEnabled(True)
        self.table = PracticeTable(self, tempo)
        self.table.chosen.connect(self.answer)
        self.table.dealOver.connect(self._on_deal_over)
        self.scene = TableScene(self.table, art, tempo, self)
        self.scene.card_names.set_deck(names.deck, names.language)
        self.scene.set_points_scoreboard(True)  # (the deal's points, not a one-deal match's)
        self.view = TableView(self.scene, self)
        self.view.setAccessibleName(self.words.title())
        self.positions: list[Position] = []
        self.position: Position | None = None
        self.solved_now = 0
        self.answered_now = 0
        """Positions solved and answered since the window opened."""
        self._counted: set[str] = set()
        """Positions answered in this sitting (later cards count for nothing)."""
        self.turn: int | None = None
        """The learner's turn on the table (an index in the record's plays) when it is
        another than the position's."""
        self._skipped: list[str] = []
        """Positions passed over unanswered in this sitting, in order."""
        layout = QVBoxLayout(self)
        self.where = QLabel()
        self.where.setWordWrap(True)  # (a narrow window keeps its buttons beside it)
        self.where.setAccessibleName(self.tr("Position"))
        # (what the player had seen of the deal: the last trick gathered, as at the table)
        self.last_trick_button = QPushButton(self.tr("&Last trick"))
        self.last_trick_button.setCheckable(True)
        self.last_trick_button.setAutoDefault(False)
        self.last_trick_button.toggled.connect(self.scene.show_last_trick)
        self.scene.lastTrickShown.connect(self.last_trick_button.setChecked)
        self.table.changed.connect(self._update_last_trick)
        self.table.changed.connect(self._update_trick)
        # (any turn of the learner's in the deal, to take over from: lichess's "from here")
        self.earlier_button = QPushButton(self.tr("&Earlier turn"))
        self.earlier_button.setToolTip(self.tr("Your turn before this one in the same deal"))
        self.earlier_button.clicked.connect(lambda: self.step(-1))
        self.later_button = QPushButton(self.tr("Late&r turn"))
        self.later_button.setToolTip(self.tr("Your turn after this one in the same deal"))
        self.later_button.clicked.connect(lambda: self.step(1))
        self.question = QLabel()
        self.question.setWordWrap(True)
        self.question.setAccessibleName(self.tr("Question"))
        self.answer_label = QLabel()
        self.answer_label.setWordWrap(True)
        self.answer_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.answer_label.setAccessibleName(self.tr("The coach's answer"))
        self.progress = QLabel()
        top = QHBoxLayout()
        top.addWidget(self.where, 1)
        for button in (self.earlier_button, self.later_button, self.last_trick_button):
            button.setAutoDefault(False)
            top.addWidget(button)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.question)
        layout.addWidget(self.answer_label)
        buttons = QHBoxLayout()
        buttons.addWidget(self.progress, 1)
        self.next_button = QPushButton(self.tr("&Next position"))
        self.next_button.clicked.connect(self.show_next)
        self.take_over_button = QPushButton(self.tr("&Take over from here"))
        self.take_over_button.setToolTip(
            self.tr("Play the rest of this deal from this position against the Expert")
        )
        self.take_over_button.clicked.connect(self.take_over)
        self.help_button = help_button = QPushButton(self.tr("&Help"))
        help_button.clicked.connect(lambda: self.helpWanted.emit("practice"))
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        for button in (self.next_button, self.take_over_button, help_button, close):
            button.setAutoDefault(False)
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.finished.connect(lambda _code: self.table.shut_down())
        self.refresh()

    # --- the positions --------------------------------------------------------------

    def refresh(self) -> None:
        """Read the positions again and show the first one due (the history changed)."""
        self.positions = self.read_positions()
        self.position = None
        self.show_next()

    def history_changed(self) -> None:
        """A deal or a review was kept while the window is open: read the positions again,
        leaving the one on the table (and a deal taken over) where it is."""
        self.positions = self.read_positions()
        if self.position is None:
            self.show_next()
        else:
            self._update_buttons()

    def due(self) -> list[Position]:
        return self.schedule.due(self.positions, self.clock())

    def show_next(self) -> bool:
        """Set the costliest position due on the table; False (and why, in words) if none.
        A position left unanswered is skipped: it comes after the others due."""
        if self.position is not None and self.position.key not in self._counted:
            key = self.position.key
            self._skipped = [k for k in self._skipped if k != key] + [key]
        due = self.due()
        due.sort(key=lambda p: self._skipped.index(p.key) + 1 if p.key in self._skipped else 0)
        while due:
            position = due.pop(0)
            if self.show_position(position):
                return True
        self.position, self.turn = None, None
        self.table.clear()
        self.where.clear()
        self.answer_label.clear()
        later = self.schedule.next_due(self.positions)
        if later is None:
            self.question.setText(self.words.nothing())
        else:
            self.question.setText(self.words.all_done(self._when(later)))
        self._update_buttons()
        return False

    def show_position(self, position: Position) -> bool:
        try:
            state = position.state()
        except RecordError as error:
            self.answer_label.setText(self.words.unreadable(str(error)))
            return False
        self.position, self.turn = position, None
        self.table.set_position(state, position.seat, zlib.crc32(position.key.encode()))
        self.where.setText(self._where(position))
        self.question.setText(
            self.words.question(
                position.played,
                position.lost,
                position.chances(),
                position.by_points(),
                position.decided(),
            )
        )
        self.answer_label.clear()
        self._update_buttons()
        self.view.setFocus()
        return True

    def _where(self, position: Position, turn: int | None = None) -> str:
        """Where the position (or another turn of its deal) comes from, and how the learner
        did on the position so far."""
        repetition = self.schedule.repetition(position.key)
        where = self.words.where(
            self.history_words.date(position.played_at),
            self.history_words.table(position.record.rules.players),
            trick_of(position.record, position.play if turn is None else turn),
        )
        if turn is not None:
            return where
        return where + " · " + self.words.repeat(repetition.solved, repetition.missed)

    def turns(self) -> list[int]:
        """The learner's turns in the deal of the position on the table."""
        position = self.position
        if position is None:
            return []
        try:
            return turns_of(position.record, position.seat)
        except RecordError:
            return []

    def step(self, by: int) -> bool:
        """Set the learner's turn ``by`` turns from the one on the table (the position's, or
        another): the position's asks again; another is to be played on from, against the
        Expert. False if the deal has no such turn."""
        position, turns = self.position, self.turns()
        if position is None or not turns:
            return False
        here = turns.index(position.play if self.turn is None else self.turn)
        if not 0 <= here + by < len(turns):
            return False
        play = turns[here + by]
        if play == position.play:
            return self.show_position(position)
        seed = zlib.crc32(f"{position.deal_id}:{play}".encode())
        self.table.set_position(state_before(position.record, play), position.seat, seed, False)
        self.turn = play
        self.where.setText(self._where(position, play))
        self.question.setText(self.words.stepped())
        self.answer_label.clear()
        self._update_buttons()
        self.view.setFocus()
        return True

    # --- the answer -----------------------------------------------------------------

    def answer(self, card: int) -> None:
        """The coach's answer to the learner's ``card``: the first for a position is kept in
        the schedule; any card tried after it is answered too, and counts for nothing."""
        position, state = self.position, self.table.state
        if position is None or state is None:
            return
        chosen = Card(card)
        solved = position.solves(chosen)
        first = self.table.answered == card and position.key not in self._counted
        lines = self._answer_lines(position, state, chosen, solved)
        if first:
            self._counted.add(position.key)
            self.answered_now += 1
            self.solved_now += solved
            self.schedule.answer(position.key, solved, self.clock())
            comes_back = self.words.comes_back(solved)
            try:
                self.schedule.save(self._kept_keys())
            except OSError as error:
                comes_back += " " + self.words.not_saved(str(error.strerror or error))
            lines.append(comes_back)
        else:
            lines.append(self.words.tried_after())
        self.answer_label.setText("\n".join(lines))
        self.where.setText(self._where(position))
        self._update_buttons()

    def _answer_lines(
        self, position: Position, state: GameState, chosen: Card, solved: bool
    ) -> list[str]:
        words = self.words
        seen = observe(state, position.seat)
        reason = words.hints.text(explain(seen, position.best))
        self.scene.show_hint(position.best, reason)
        if solved:
            return [words.solved(chosen, position.best), sentence(reason) + "."]
        lost, chances = position.loss(chosen), position.chances(chosen)
        missed = words.missed(chosen, lost, chances, position.by_points(chosen))
        return [missed, words.best(reason)]

    def _kept_keys(self) -> set[str]:
        deals = self.keep()
        return {key for key in self.schedule.repetitions if key.partition(":")[0] in deals}

    # --- taking over ----------------------------------------------------------------

    def take_over(self) -> bool:
        """Play the deal on from the position against the Expert."""
        if not self.table.take_over():
            return False
        # (the answer was the quiz's: "(Tried after your answer: it does not count.)" stayed
        # under the table for the whole deal played on, in a playtest)
        self.answer_label.clear()
        self.question.setText(self.words.taking_over())
        self._update_buttons()
        self.view.setFocus()
        return True

    def _on_deal_over(self, summary: DealSummary) -> None:
        side = summary.human_side
        points = summary.points[side]
        others = max((p for s, p in enumerate(summary.points) if s != side), default=0)
        winner = summary.outcome.winner
        won = None if winner is None else winner == side
        self.answer_label.setText(self.words.result(won, points, others))

    # --- the window -----------------------------------------------------------------

    def _update_buttons(self) -> None:
        count = len(self.due())
        text = self.words.due(count)
        if self.answered_now:
            text += " · " + self.words.sitting(self.solved_now, self.answered_now)
        self.progress.setText(text)
        # (from the last position due, Next says when the next one comes back)
        self.next_button.setEnabled(count > 0 or self.position is not None)
        self.take_over_button.setEnabled(self.table.asking and self.position is not None)
        turns = self.turns()
        here = self.turn if self.turn is not None else self.position.play if self.position else -1
        self.earlier_button.setEnabled(bool(turns) and here in turns and here != turns[0])
        self.later_button.setEnabled(bool(turns) and here in turns and here != turns[-1])

    def _update_trick(self) -> None:
        """Once the deal is taken over, the header follows the trick being played."""
        state, position = self.table.state, self.position
        if self.table.asking or state is None or position is None:
            return
        tricks = len(position.record.plays) // position.record.rules.plays_per_trick
        trick = min(len(state.history) + 1, tricks)
        self.where.setText(
            self.words.where(
                self.history_words.date(position.played_at),
                self.history_words.table(position.record.rules.players),
                trick,
            )
        )

    def _update_last_trick(self) -> None:
        self.last_trick_button.setEnabled(self.scene.can_show_last_trick())

    def _when(self, moment: float) -> str:
        local = QDateTime.fromSecsSinceEpoch(int(moment))
        return QLocale().toString(local, QLocale.FormatType.ShortFormat)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.table.shut_down()
        super().closeEvent(event)

    def answer_text(self) -> str:
        """The coach's answer as the learner reads it."""
        return self.answer_label.text()
