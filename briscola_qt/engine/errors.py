"""Typed errors of the rules engine; each is a ValueError a caller can report to a user."""

from __future__ import annotations


class RulesError(ValueError):
    """Rules, options or a deck that this engine cannot play."""


class IllegalMoveError(ValueError):
    """An action that is not legal in the current state."""


class RecordError(ValueError):
    """A game record that cannot be read or replayed.

    ``where`` names the offending part, e.g. ``"plays[12]"`` or ``"deck[3]"``.
    """

    def __init__(self, message: str, where: str | None = None) -> None:
        super().__init__(f"{where}: {message}" if where else message)
        self.where = where
