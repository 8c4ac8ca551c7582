"""Typed errors of the rules engine; each is a ValueError a caller can report to a user."""

from __future__ import annotations

MAX_MESSAGE = 200
"""The longest message a RecordError keeps: enough to show what is wrong, not a megabyte."""


class RulesError(ValueError):
    """Rules, options or a deck that this engine cannot play."""


class IllegalMoveError(ValueError):
    """An action that is not legal in the current state."""


class RecordError(ValueError):
    """A game record that cannot be read or replayed.

    ``where`` names the offending part, e.g. ``"plays[12]"`` or ``"deck[3]"``.
    """

    def __init__(self, message: str, where: str | None = None) -> None:
        if len(message) > MAX_MESSAGE:  # it may quote a value of the record, of any size
            message = message[:MAX_MESSAGE] + "..."
        super().__init__(f"{where}: {message}" if where else message)
        self.where = where
