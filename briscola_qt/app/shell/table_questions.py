"""The two questions the table asks the player during a game: may every hand be shown
face up (asked once a game: a stray click never shows them), and will they swap their 2 of
trump for the briscola (offered before the first lead)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from ...engine.match import BaseMatch
from ..base.prompts import Prompts
from ..base.settings import Settings
from ..game.controller import GameController
from ..text.words import CardNames, fill


class Asking(Protocol):
    """Where the questions go (the window's prompts, as they are when asked), and how the
    keys go back to the table once answered."""

    @property
    def prompts(self) -> Prompts: ...

    def back_to_table(self) -> None: ...


class TableQuestions(QObject):
    """What ``window`` asks the player through ``host``."""

    def __init__(
        self,
        window: QMainWindow,
        host: Asking,
        controller: GameController,
        settings: Settings,
        card_names: CardNames,
    ) -> None:
        super().__init__(window)
        self.window, self.host = window, host
        self.controller, self.settings, self.card_names = controller, settings, card_names
        self.face_up_agreed: BaseMatch | None = None
        """The game in which the player said yes to seeing every hand (asked once a game)."""
        controller.swapOffered.connect(self._on_swap_offered)

    def ask_face_up(self, on: bool, action: QAction) -> None:
        """Face up on or off as the player asks with ``action``; the first time in a game,
        on only after a yes to the question."""
        match = self.controller.match
        if on and match is not self.face_up_agreed:
            agreed = self._confirm_face_up()
            if agreed is False:
                action.setChecked(False)
                return
            if agreed:  # (unanswered, nobody at the window: on as told, and asked next time)
                self.face_up_agreed = match
                self.host.back_to_table()
        self.settings.face_up = on

    def face_up_question(self) -> tuple[str, str]:
        """The question asked before every hand is shown, and its reason."""
        return (
            self.tr("Show every hand face up for the rest of this game?"),
            self.tr(
                "Face up is for practice: you see the other players' cards as they play. "
                "Turn it off with the same button."
            ),
        )

    def _confirm_face_up(self) -> bool | None:
        question, reason = self.face_up_question()
        return self.host.prompts.ask(
            self.window,
            self.tr("Face up"),
            question,
            reason,
            self.tr("Show every hand"),
            self.tr("Not now"),
        )

    def swap_question(self, two: int) -> str:
        """The 2-of-trump question, both cards named as the deck names them."""
        state = self.controller.state
        assert state is not None and state.briscola is not None  # offered only before the lead
        briscola = state.briscola
        return fill(
            self.tr("Swap your %1 for the %2?"),
            self.card_names.card(two),
            self.card_names.card(briscola),
        )

    def _on_swap_offered(self, two: int) -> None:
        swap = self.host.prompts.ask(
            self.window,
            self.tr("Swap the 2 of trump?"),
            self.swap_question(two),
            self.tr("The 2 of trump may take the briscola's place once, before the first lead."),
            self.tr("Swap"),
            self.tr("Keep my cards"),
        )
        if swap is None:
            return  # nobody at the window: the offer waits for controller.answer_swap
        self.controller.answer_swap(swap)
        self.host.back_to_table()
