"""The practice window's words: the question, the coach's answer, the schedule."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...ai.judge import Amount
from ..text.hints import HintText
from ..text.words import CardNames, fill


def percent(win: float) -> str:
    return f"{round(win * 100)}%"


def shown_drop(chances: tuple[float, float]) -> int:
    """A fall of the chance to win in whole percentage points, as its two ends are shown
    ("from 56% to 44%" is 12, though the unrounded fall may be 11.4)."""
    return round(chances[0] * 100) - round(chances[1] * 100)


def sentence(text: str) -> str:
    """``text`` begun with a capital (a card's name with its article may begin it)."""
    return text[:1].upper() + text[1:]


class PracticeWords(QObject):
    """Sentences of the practice window, translated like every visible string."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.hints = HintText(self)
        self.names: CardNames = self.hints.names

    def title(self) -> str:
        return self.tr("Practise my mistakes")

    def where(self, date: str, table: str, trick: int) -> str:
        return fill(self.tr("Played %1 · %2 · trick %3"), date, table, trick)

    def points(self, value: float) -> str:
        """Card points, whole (the judge's are estimates): "less than 1 point" above 0."""
        count = round(value)
        if count == 0 and value > 0:
            return self.tr("less than 1 point")
        return self.hints.points(count)

    def question(
        self, card: int, lost: Amount, chances: tuple[float, float], by_points: bool, decided: bool
    ) -> str:
        """What the learner did here in the deal, and the task (lichess's "find a better
        move"): the cost in win chance, from the review's chance before to its chance after
        (the review's figures, rounded alike), or in points where they made it costly."""
        played = self.names.the_card(card)
        if decided:
            return fill(
                self.tr(
                    "In the deal you played %1 here and gave away %2 (the deal was already"
                    " decided). Find a better card."
                ),
                played,
                self.points(lost.points),
            )
        if by_points:
            return fill(
                self.tr(
                    "In the deal you played %1 here and gave away %2, while the chance to win"
                    " went from %3 to %4. Find a better card."
                ),
                played,
                self.points(lost.points),
                percent(chances[0]),
                percent(chances[1]),
            )
        return fill(
            self.tr(
                "In the deal you played %1 here and lost %2 percentage points of win chance."
                " Find a better card."
            ),
            played,
            shown_drop(chances),
        )

    def solved(self, card: int, best: int) -> str:
        if card == best:
            return fill(self.tr("✔ Solved: %1 is the coach's card."), self.names.the_card(card))
        return fill(
            self.tr("✔ Solved: %1 is as good as the coach's card, %2."),
            self.names.the_card(card),
            self.names.the_card(best),
        )

    def missed(self, card: int, lost: Amount, chances: tuple[float, float], by_points: bool) -> str:
        """The cost of the learner's card: in points of win chance (from the chance before,
        as the review says it, to the chance after their card), or in card points where
        they made it costly."""
        chosen = self.names.the_card(card)
        if by_points or shown_drop(chances) <= 0:
            return "✘ " + sentence(
                fill(self.tr("%1 gives away %2."), chosen, self.points(lost.points))
            )
        return "✘ " + sentence(
            fill(
                self.tr("%1 costs %2 percentage points of win chance (from %3 to %4)."),
                chosen,
                shown_drop(chances),
                percent(chances[0]),
                percent(chances[1]),
            )
        )

    def best(self, reason: str) -> str:
        return fill(self.tr("The coach's card: %1."), reason)

    def repeat(self, solved: int, missed: int) -> str:
        """How this position went before (the learner's mark on it)."""
        if not solved and not missed:
            return self.tr("New position")
        return fill(self.tr("Solved %1 · missed %2"), solved, missed)

    def due(self, count: int) -> str:
        return self.tr("%n position(s) to practise now", "", count)

    def sitting(self, solved: int, answered: int) -> str:
        return fill(self.tr("%1 of %2 solved"), solved, answered)

    def tried_after(self) -> str:
        return self.tr("(Tried after your answer: it does not count.)")

    def comes_back(self, solved: bool) -> str:
        if solved:
            return self.tr("It comes back later, less often each time you solve it.")
        return self.tr("It comes back soon, after the others.")

    def nothing(self) -> str:
        return self.tr(
            "No position to practise yet: the coach finds your costliest cards in the deals"
            " it has reviewed. Open a deal in the history (Replay and review), let the coach"
            " judge it, then come back."
        )

    def all_done(self, when: str) -> str:
        return fill(self.tr("All done for now. The next position comes back on %1."), when)

    def taking_over(self) -> str:
        return self.tr("You play the deal on from here against the Expert.")

    def stepped(self) -> str:
        return self.tr(
            "Another of your turns in this deal: play a card to take over from here against"
            " the Expert, or go back to the position."
        )

    def result(self, won: bool | None, points: int, others: int) -> str:
        if won is None:
            return fill(self.tr("The deal is drawn, %1 to %2."), points, others)
        if won:
            return fill(self.tr("You won the deal, %1 to %2."), points, others)
        return fill(self.tr("You lost the deal, %1 to %2."), points, others)

    def unreadable(self, why: str) -> str:
        return fill(self.tr("This position cannot be set: %1"), why)

    def schedule_problem(self, why: str) -> str:
        return fill(self.tr("The practice schedule could not be read (%1): it starts again."), why)

    def not_saved(self, why: str) -> str:
        return fill(self.tr("The practice schedule could not be saved: %1"), why)
