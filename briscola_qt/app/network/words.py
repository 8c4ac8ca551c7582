"""The network table's words in the interface's language: why a connection failed or a
move was refused, the quick messages, the network state of a seat."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...net.server import PHRASES
from ..text.words import fill

QUICK_PHRASES = ("bravo", "ciao", "ben-giocato")
"""The quick messages the table's menu offers (the protocol knows a few more)."""


class NetWords(QObject):
    """Words for the network table."""

    def failure(self, reason: str, address: str = "") -> str:
        """Why joining (or staying at) a table failed, for ``reason`` (``ClientError``'s
        word, a refusal of ``hello``, or ``closed`` / ``bye``)."""
        match reason:
            case "wrong-code":
                return self.tr(
                    "The code is not this table's code. Check it with the host (after three"
                    " wrong tries the host is given a new code)."
                )
            case "code-changed":
                return self.tr(
                    "The host's invitation code has changed: after three wrong tries the table"
                    " draws a new one. Ask the host for the new code."
                )
            case "unreachable":
                return fill(
                    self.tr(
                        "Nobody answers at %1. Check the address, and that the host's table"
                        " is open."
                    ),
                    address,
                )
            case "timeout":
                return self.tr("The host did not answer in time. Check the address and try again.")
            case "table-full":
                return self.tr("Every place at this table is taken.")
            case "table-reopened":
                return self.tr(
                    "The host opened the table again with a new code. Ask them for it and"
                    " join with Game > Play with friends > Join a table: you sit where you sat."
                )
            case "version":
                return self.tr(
                    "The host plays with another version of Briscola: you both need the same."
                )
            case "not-a-table" | "not-a-handshake":
                return self.tr("This is not a Briscola table, or it answered wrongly.")
            case "bad-name":
                return self.tr("That name cannot be used: 1 to 24 letters, digits or spaces.")
            case "seat-expired" | "unknown-token":
                return self.tr("The table no longer keeps your place.")
            case "bye":
                return self.tr("The host ended the match: leave the table when you like.")
            case _:
                return self.tr("The host has left: the connection to the table is closed.")

    def refusal(self, reason: str, auction: bool = False) -> str:
        """Why the host refused a move or a message of this player; ``auction``: during
        Briscola chiamata's auction (a call, not a card)."""
        match reason:
            case "not-your-turn" if auction:
                return self.tr("It is not your turn to speak: wait for your turn in the auction.")
            case "illegal" if auction:
                return self.tr("That call cannot be made now: it must beat the standing call.")
            case "not-your-turn":
                return self.tr("It is not your turn.")
            case "stale" | "no-deal":
                return self.tr("The table had moved on: play again.")
            case "illegal":
                return self.tr("That card cannot be played now.")
            case "computer-holds-seat":
                return self.tr("A computer player holds your seat until the host gives it back.")
            case "paused":
                return self.tr("The host has paused the game.")
            case "too-soon":
                return self.tr("One quick message a second, please.")
            case _:
                return fill(self.tr("The host refused that (%1)."), reason)

    def phrase(self, phrase: str) -> str:
        """A quick message in this player's language."""
        return {
            "bravo": self.tr("Bravo!"),
            "ciao": self.tr("Ciao!"),
            "ben-giocato": self.tr("Ben giocato!"),
            "grazie": self.tr("Grazie!"),
            "ops": self.tr("Ops!"),
        }.get(phrase, phrase if phrase in PHRASES else "…")
