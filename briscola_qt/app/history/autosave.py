"""The game saved as it is played, and found again when the app opens.

The controller says when to save (``saveDue``: the start of each of the human's turns and
the end of each deal); the window also saves when it closes. A save that cannot be read
is moved aside, never deleted, and the player is told why a new game starts.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ... import __version__, files, savegame
from ...savegame import SavedGame, SaveError, SaveProblem, TableSetting
from ..game.controller import GameController
from ..text.words import fill

SAVE_NAME = "save.json"
log = logging.getLogger(__name__)


class AutoSave(QObject):
    """Keeps ``path`` up to date with the controller's match."""

    problem = Signal(str)
    """A message for the player: the game could not be saved (said once until it can)."""

    def __init__(
        self,
        controller: GameController,
        table: Callable[[], TableSetting],
        path: Path,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.path = path
        self.enabled = True
        self._table = table
        self._failing = False
        controller.saveDue.connect(self.save_now)

    def save_now(self) -> bool:
        """Write the match as it stands; False (and the player told once) if the disk
        refuses. The previous save stays whole either way."""
        if not self.enabled:
            return False
        game = self.controller.saved_game(self._table())
        if game is None:
            return False
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            savegame.save(self.path, game, app=f"briscola-qt {__version__}")
        except OSError as err:
            log.warning("cannot save the game to %s: %s", self.path, err)
            if not self._failing:
                self._failing = True
                self.problem.emit(
                    fill(
                        self.tr("The game cannot be saved (%1): closing the window will lose it."),
                        err.strerror or str(err),
                    )
                )
            return False
        self._failing = False
        return True

    def load(self) -> tuple[SavedGame | None, str | None]:
        """The saved match to go on with, if any, and a message for the player if the
        save could not be used (it is moved aside, never deleted)."""
        if not self.path.exists():
            return None, None
        try:
            game = savegame.load(self.path)
        except SaveError as err:
            log.warning("saved game %s refused: %s", self.path, err)
            return None, self._set_aside(self._why(err.problem))
        except OSError as err:
            log.warning("saved game %s unreadable: %s", self.path, err)
            return None, self._set_aside(err.strerror or str(err))
        if game.match.is_over():
            return None, None  # the last match was played to its end: a new one starts
        return game, None

    def _why(self, problem: SaveProblem) -> str:
        """What is wrong with the save, in the player's words (the details are logged)."""
        if problem == SaveProblem.DAMAGED:
            return self.tr("the file is damaged")
        if problem == SaveProblem.VERSION:
            return self.tr("it was saved by another version of Briscola")
        return self.tr("it holds a game these rules do not allow")

    def _set_aside(self, reason: str) -> str:
        try:
            kept = files.move_aside(self.path)
        except OSError as err:
            log.warning("cannot move %s aside: %s", self.path, err)
            self.enabled = False  # never overwrite a save we could not keep
            return fill(
                self.tr(
                    "Your saved game could not be read (%1), nor moved aside (%2). A new "
                    "game starts and will not be saved, so that file stays as it is: %3"
                ),
                reason,
                err.strerror or str(err),
                self.path,
            )
        return fill(
            self.tr("Your saved game could not be read (%1). It is kept as %2; a new game starts."),
            reason,
            kept,
        )
