"""The hint's reasons in words (``ai/hint.py``'s ``Reason``, with its facts): through
``tr()`` like every visible string, filed under ``HintText``."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...ai.hint import Hint, Reason
from .words import CardNames, fill


class HintText(QObject):
    """Sentences for hints, translated like every visible string."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.names = CardNames(self)

    def points(self, count: int) -> str:
        return self.tr("1 point") if count == 1 else fill(self.tr("%1 points"), count)

    def text(self, hint: Hint, french: bool | None = None) -> str:
        """The sentence for ``hint`` from its reason's facts (the card, the points, the card
        captured, one opponent or more), in the suits of ``names``'s deck unless ``french``."""
        card = self.names.the_card(hint.card, french)
        points = self.points(hint.points)
        target = self.names.the_card(hint.target, french) if hint.target is not None else ""
        return fill(self._template(hint.reason, hint.opponents == 1), card, points, target)

    def _template(self, reason: Reason, one_opponent: bool) -> str:
        """The words of ``reason``: %1 the card, %2 the points, %3 the card captured."""
        match reason:
            case Reason.LEAD_TRUMP if one_opponent:
                return self.tr("Lead %1: a trump lead draws out the opponent's trumps")
            case Reason.LEAD_TRUMP:
                return self.tr("Lead %1: a trump lead draws out the opponents' trumps")
            case Reason.LEAD_TRUMP_UNBEATEN if one_opponent:
                return self.tr("Lead %1: the opponent holds no higher trump, so cannot take it")
            case Reason.LEAD_TRUMP_UNBEATEN:
                return self.tr("Lead %1: no opponent holds a higher trump, so none can take it")
            case Reason.LEAD_NOTHING:
                return self.tr("Lead %1: it gives nothing away")
            case Reason.LEAD_CASH:
                return self.tr("Lead %1: a safe moment to cash its %2")
            case Reason.LEAD_LEAST:
                return self.tr("Lead %1: it risks %2, the fewest of your cards that are not trumps")
            case Reason.LEAD_RISK:
                return self.tr(
                    "Lead %1: it risks %2, more than your cheapest non-trump, but the coach "
                    "prefers it here"
                )
            case Reason.CAPTURE_LOW_TRUMP:
                return self.tr("Capture %3 with a low trump (%1): %2")
            case Reason.CAPTURE:
                return self.tr("Capture %3 with %1: %2")
            case Reason.TAKE_FREE:
                return self.tr("Take the trick with %1: it costs nothing and you lead next")
            case Reason.TAKE_LAST:
                return self.tr("Take the last trick with %1: it costs nothing")
            case Reason.TAKE_FREE_FOR_NOW:
                return self.tr("Take the trick with %1 for now: it costs nothing")
            case Reason.TAKE:
                return self.tr("Take the trick with %1: %2")
            case Reason.OVER_PARTNER_SAFE:
                return self.tr("Go over your partner's card with %1: only yours is safe (%2)")
            case Reason.OVER_PARTNER_LEAD:
                return self.tr("Go over your partner's card with %1: %2, and you lead next")
            case Reason.OVER_PARTNER:
                return self.tr("Go over your partner's card with %1: %2")
            case Reason.LOAD_PARTNER:
                return self.tr("Load %1 on your partner's trick: %2")
            case Reason.LET_PARTNER:
                return self.tr("Let your partner's trick stand; keep your strong cards with %1")
            case Reason.LET_PARTNER_PLAIN:
                return self.tr("Let your partner's trick stand with %1")
            case Reason.LOAD_OWN:
                return self.tr("Add %1 to the trick your other card is winning: %2")
            case Reason.LET_OWN:
                return self.tr("Let your other card hold the trick; play %1")
            case Reason.LOAD_FOR_PARTNER:
                return self.tr("Play %1 on the trick: your partner plays after you and may take it")
            case Reason.THROW:
                return self.tr("Throw away %1: it is worth nothing")
            case Reason.GIVE_UP:
                return self.tr("Give up the trick with %1, the cheapest card you can spare")
            case Reason.GIVE_UP_KEEP_TRUMPS:
                return self.tr("Give up the trick with %1 (%2) and keep your trumps for later")
            case _:
                return self.tr("Give up the trick with %1 (%2); a cheaper card gives it up too")
