"""The coach at the table: a hint on demand, judged off the GUI thread.

A hint is the judge (``ai.hint``: the Expert's search on the player's own view, the same
search that reviews a finished deal), asked in a worker thread so the table never waits
for it. An answer that comes after the game moved on is dropped. The coach remembers
that the deal was played with help, for the player's statistics.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, QThreadPool, Signal
from PySide6.QtWidgets import QStatusBar

from ...ai.hint import Hint, hint
from ...ai.search import SearchCancelledError
from ...engine.observation import Observation, observe
from ..game.controller import GameController
from ..text.hints import HintText


class _Relay(QObject):
    found = Signal(int, object)  # the request's number, its Hint


def _hint_job(
    relay: _Relay, number: int, obs: Observation, seen: Observation, cancel: threading.Event
) -> Callable[[], None]:
    """The judge's hint for ``obs``, its reason from ``seen`` (what the table shows), to
    run in a worker thread (a plain callable, as the controller's thinking jobs: PySide
    keeps no reference to it once it has run)."""

    def find() -> None:
        try:
            found = hint(obs, "expert", cancel=cancel, seen=seen)
        except SearchCancelledError:
            return  # the game moved on: nobody waits for this hint
        relay.found.emit(number, found)

    return find


class HintLine(QObject):
    """The coach's words in the status bar for as long as they are true: they go as soon
    as the human plays (the card they described, or another), the trick is gathered, a
    card is taken back or a new deal comes (they lingered into the next trick)."""

    def __init__(
        self, controller: GameController, bar: QStatusBar, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.bar = bar
        self._said: str | None = None
        controller.cardPlayed.connect(self._on_card_played)
        controller.trickCollected.connect(self.clear)
        controller.tookBack.connect(self.clear)
        controller.dealStarted.connect(self.clear)

    def say(self, text: str, timeout_ms: int = 0) -> None:
        self._said = text
        self.bar.showMessage(text, timeout_ms)

    def clear(self) -> None:
        """Take the coach's words away (not a message shown since)."""
        said, self._said = self._said, None
        if said is not None and self.bar.currentMessage() == said:
            self.bar.clearMessage()

    def _on_card_played(self, seat: int, _card: int) -> None:
        if seat == self.controller.human:
            self.clear()


class Coach(QObject):
    """Hints for the human, one at a time; ``hintReady`` gives the card and why."""

    hintReady = Signal(int, str)
    """The card to play and the reason, in the player's words."""
    busyChanged = Signal(bool)
    """A hint is being worked out (True), or no more (False)."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.words = HintText(self)
        self.french = False
        """Name the cards with French suits (the deck in use has them)."""
        self.hints_used = False
        """A hint was asked for in the deal on the table."""
        self._asked = 0
        self._position: tuple[int, int] | None = None
        """The deal and the number of actions when the pending hint was asked."""
        self._offered: tuple[int, int] | None = None
        """Where the last hint was asked (a practice game asks once at every turn)."""
        self._cancel = threading.Event()
        self._relay = _Relay(self)
        self._relay.found.connect(self._on_found)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        controller.dealStarted.connect(self._on_deal_started)
        controller.changed.connect(self._on_changed)

    def can_hint(self) -> bool:
        """It is the human's turn to play a card."""
        snapshot = self.controller.snapshot()
        return snapshot is not None and bool(snapshot.legal)

    def is_busy(self) -> bool:
        return self._position is not None

    def ask(self) -> bool:
        """Work out a hint for the position on the table; False if there is no card to
        play now. The deal counts as played with hints from here on."""
        obs = self.controller.human_observation()
        state = self.controller.state
        if obs is None or state is None or not self.can_hint():
            return False
        # The card is judged from the seat's own view; its reason speaks of what the
        # player sees (a face-up practice table shows every hand).
        seen = observe(state, self.controller.human, face_up=self.controller.face_up)
        self._drop()
        self.hints_used = True
        self._asked += 1
        self._position = self._here()
        self._cancel = threading.Event()
        self._pool.start(_hint_job(self._relay, self._asked, obs, seen, self._cancel))
        self.busyChanged.emit(True)
        return True

    def _here(self) -> tuple[int, int]:
        state = self.controller.state
        return (self.controller.shown_deal, len(state.actions) if state is not None else -1)

    def _on_found(self, number: int, found: Hint) -> None:
        if number != self._asked or self._position != self._here() or not self.can_hint():
            return
        self._position = None
        self.busyChanged.emit(False)
        self.hintReady.emit(int(found.card), self.words.text(found, self.french))

    def _on_changed(self) -> None:
        if self._position is not None and self._position != self._here():
            self._drop()
        if self.controller.choices.practice and self._offered != self._here() and self.can_hint():
            self._offered = self._here()
            self.ask()

    def _on_deal_started(self) -> None:
        self._drop()
        self.hints_used = False

    def _drop(self) -> None:
        """Forget the pending hint (its answer will be ignored)."""
        self._cancel.set()
        if self._position is not None:
            self._position = None
            self.busyChanged.emit(False)

    def stop(self) -> None:
        """Call off a pending hint and wait for the worker (the window is closing)."""
        self._drop()
        self._pool.waitForDone(2000)
