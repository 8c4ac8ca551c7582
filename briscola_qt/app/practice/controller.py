"""The practice table's game: a ``GameController`` set at one position of a kept deal.

``set_position`` puts the deal as it stood before the player's card on the table, from the
player's seat (the others' hands face down, the captured piles and the last trick as they
were), with the Expert in every other seat. While it asks, the card the learner chooses
is not played: ``chosen`` gives it to the practice window, which has the coach answer.
``take_over`` lets the learner play the deal on from there against the Expert.

No change to the controller was needed: a one-deal match that seats the learner where the
record says (``PositionMatch``), put on the table by the saved-game path (``resume``, which
takes a deal in progress).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from ...engine.cards import Card
from ...engine.match import Match, MatchRules
from ...engine.state import GameState
from ...savegame import SavedGame, TableSetting
from ..base.speeds import Tempo
from ..game.controller import GameController
from ..game.snapshot import Phase

OPPONENTS = "expert"
"""Who plays the other seats once the learner takes over (the coach's own player)."""


@dataclass
class PositionMatch(Match):
    """The one deal of a position: participant 0, the learner, sits at ``learner_seat`` (a
    match moves its seats round by the deal's number, and this one is its first deal)."""

    learner_seat: int = 0

    def seat_of(self, participant: int, deal_number: int | None = None) -> int:
        return (participant + self.learner_seat) % self.participants

    def participant_at(self, seat: int, deal_number: int | None = None) -> int:
        return (seat - self.learner_seat) % self.participants


class PracticeTable(GameController):
    """One position to choose a card in, then, if asked, the deal played on from it."""

    chosen = Signal(int)
    """A card the learner chose for the position (not played): the first is their answer,
    the others what they try after it."""

    def __init__(self, parent: QObject | None = None, tempo: Tempo | None = None) -> None:
        super().__init__(parent, tempo)
        self.asking = False
        """The position waits for the learner's choice (a card chosen is not played)."""
        self.answered: int | None = None
        """The learner's first card for the position (their answer)."""

    def set_position(self, state: GameState, seat: int, seed: int, asking: bool = True) -> None:
        """Put ``state`` on the table with the learner at ``seat`` (whose turn it is) and
        the Expert in the other seats, dealt from ``seed`` for their own choices; the
        learner's card is an answer (``asking``), or played at once (taken over)."""
        rules = state.rules
        match = PositionMatch(rules, MatchRules(), seed=seed, learner_seat=seat)
        self.asking, self.answered = asking, None
        self.resume(SavedGame(match, state, TableSetting(level=OPPONENTS), []))

    def clear(self) -> None:
        """No position on the table (none is due)."""
        self.stop()
        self.state, self.phase = None, Phase.IDLE
        self.asking, self.answered = False, None
        self._publish()

    def take_over(self) -> bool:
        """The learner plays on from the position: their card is played from now on; False
        if there is no position on the table."""
        if self.state is None or not self.asking:
            return False
        self.asking, self.answered = False, None
        self._publish()
        return True

    def play_card(self, card: int) -> bool:
        """The learner's card: an answer while the position asks (the card stays in the
        hand), played once they took over."""
        if not self.asking:
            return super().play_card(card)
        state = self.state
        if state is None or self.phase != Phase.PLAYING:
            return False
        if not self.is_human(state.current_player()) or Card(card) not in state.legal_cards():
            return False
        if self.answered is None:
            self.answered = int(card)
        self.chosen.emit(int(card))
        return True
