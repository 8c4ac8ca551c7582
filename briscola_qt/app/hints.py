"""A hint's reason in the player's words: the app's half of ``ai.hint``.

``ai.hint`` says which card and why as a code with parameters; ``HintText`` turns it
into a sentence through ``tr()``, with the card names of the deck in use.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ..ai.hint import Hint, Reason
from .models import CardNames


class HintText(QObject):
    """Sentences for hints, translated like every visible string."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.names = CardNames(self)

    def points(self, count: int) -> str:
        return self.tr("1 point") if count == 1 else self.tr("%1 points").replace("%1", str(count))

    def text(self, hint: Hint, french: bool = False) -> str:
        """The sentence for ``hint``, card names in Italian suits or French ones."""
        card = self.names.card(hint.card, french)
        points = self.points(hint.points)
        target = self.names.card(hint.target, french) if hint.target is not None else ""
        templates = {
            Reason.LEAD_TRUMP: self.tr("Lead the %1: a trump lead draws out the opponents' trumps"),
            Reason.LEAD_NOTHING: self.tr("Lead the %1: it gives nothing away"),
            Reason.LEAD_CASH: self.tr("Lead the %1: a safe moment to cash its %2"),
            Reason.CAPTURE_LOW_TRUMP: self.tr("Capture the %3 with a low trump (the %1): %2"),
            Reason.CAPTURE: self.tr("Capture the %3 with the %1: %2"),
            Reason.TAKE_FREE: self.tr(
                "Take the trick with the %1: it costs nothing and you lead next"
            ),
            Reason.TAKE: self.tr("Take the trick with the %1: %2"),
            Reason.LOAD_PARTNER: self.tr("Load the %1 on your partner's trick: %2"),
            Reason.LET_PARTNER: self.tr(
                "Let your partner's trick stand; keep your strong cards with the %1"
            ),
            Reason.THROW: self.tr("Throw away the %1: it is worth nothing"),
            Reason.GIVE_UP: self.tr(
                "Give up the trick with the %1, the cheapest card you can spare"
            ),
        }
        return (
            templates[hint.reason].replace("%1", card).replace("%2", points).replace("%3", target)
        )
