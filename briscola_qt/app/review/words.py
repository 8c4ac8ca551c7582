"""The review of a deal in words (``dialog.py``): the marks, what the judge preferred and
by how much, the summary, the costliest plays, the table's texts; through ``tr()`` like every
visible string, filed under ``ReviewWords``."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...analysis import shown_accuracy
from ..text.words import CardNames, HintText, fill


class ReviewWords(QObject):
    """The review of a deal in words: marks, the judge's preferences, the summary."""

    def __init__(self, parent: QObject | None = None, names: CardNames | None = None) -> None:
        super().__init__(parent)
        self.names = names or CardNames(self)
        self.hints = HintText(self)
        self.hints.names = self.names

    def title(self, deal: int) -> str:
        return fill(self.tr("Review of deal %1"), deal)

    def mark(self, mark: str) -> str:
        return {
            "best": self.tr("Best"),
            "good": self.tr("Good"),
            "inaccuracy": self.tr("Inaccuracy"),
            "mistake": self.tr("Mistake"),
            "blunder": self.tr("Blunder"),
        }[mark]

    def points(self, value: float) -> str:
        """Points at stake, rounded to whole points (the judge's are estimates)."""
        count = round(value)
        if count == 0 and value > 0:
            return self.tr("less than 1 point")
        return self.hints.points(count)

    def signed_points(self, value: float) -> str:
        count = round(value)
        sign = "+" if count > 0 else "−" if count < 0 else ""
        return sign + (
            self.tr("1 point") if abs(count) == 1 else fill(self.tr("%1 points"), abs(count))
        )

    @staticmethod
    def percent(win: float) -> str:
        return f"{round(win * 100)}%"

    def deal_row(self) -> str:
        return self.tr("The deal")

    def play_row(self, trick: int, name: str, card: int) -> str:
        return fill(self.tr("Trick %1 · %2: %3"), trick, name, self.names.card(card))

    def judged(self, mark: str, card: int, best: int, points: float, win: float) -> str:
        """One of the human's plays judged, e.g. for a screen reader: "Mistake: you played
        the Three of cups; the Knight of cups was better by 10 points and 12% more chance to
        win"."""
        if mark == "best":
            return fill(
                self.tr("Best: you played %1, the judge's own choice"), self.names.the_card(card)
            )
        # The chance to win given away said as such (the playtest read "(22% win chance)" as
        # the chance itself), and a loss of points alone said to keep the chance whole:
        # the accuracy counts the chance only.
        text = (
            self.tr("%1: you played %2; %3 was better by %4 and %5 more chance to win")
            if win >= 0.005
            else self.tr("%1: you played %2; %3 was better by %4, for the same chance to win")
        )
        return fill(
            text,
            self.mark(mark),
            self.names.the_card(card),
            self.names.the_card(best),
            self.points(points),
            self.percent(win),
        )

    def partner_judged(self, mark: str, card: int, best: int, points: float, win: float) -> str:
        if mark == "best":
            return fill(
                self.tr("Best: your partner played %1, the judge's own choice"),
                self.names.the_card(card),
            )
        text = (
            self.tr("%1: your partner played %2; %3 was better by %4 and %5 more chance to win")
            if win >= 0.005
            else self.tr(
                "%1: your partner played %2; %3 was better by %4, for the same chance to win"
            )
        )
        return fill(
            text,
            self.mark(mark),
            self.names.the_card(card),
            self.names.the_card(best),
            self.points(points),
            self.percent(win),
        )

    def swap_judged(self, mark: str, swapped: bool, points: float, win: float) -> str:
        if mark == "best":
            return (
                self.tr("Best: you swapped the 2 of trump for the briscola")
                if swapped
                else self.tr("Best: you kept the 2 of trump")
            )
        done = (
            self.tr(
                "you swapped the 2 of trump; keeping it was better by %1 and %2 more chance to win"
            )
            if swapped
            else self.tr(
                "you kept the 2 of trump; swapping it was better by %1 and %2 more chance to win"
            )
        )
        return self.mark(mark) + ": " + fill(done, self.points(points), self.percent(win))

    # The deal's cost in points and the accuracy (0-100, docs/analysis-format.md): win
    # chance lost, summed over a deal's decisions, passes 100% for a weak deal and reads as
    # nonsense; each play's own loss in win chance is shown beside it.
    def summary(self, loss_points: float, accuracy: float, luck_points: float) -> str:
        return fill(
            self.tr(
                "Your play cost %1 (accuracy %2 of 100); your cards were worth %3 against "
                "the average"
            ),
            self.points(loss_points) if loss_points >= 0.5 else self.hints.points(0),
            shown_accuracy(accuracy),
            self.signed_points(luck_points),
        )

    def summary_of_play(self, loss_points: float, accuracy: float) -> str:
        """The summary without the luck of the cards (Briscola chiamata rates none)."""
        return fill(
            self.tr("Your play cost %1 (accuracy %2 of 100)"),
            self.points(loss_points) if loss_points >= 0.5 else self.hints.points(0),
            shown_accuracy(accuracy),
        )

    def partner_summary(self, name: str, loss_points: float, accuracy: float) -> str:
        return fill(
            self.tr("The play of %1 (partner) cost %2 (accuracy %3 of 100)"),
            name,
            self.points(loss_points) if loss_points >= 0.5 else self.hints.points(0),
            shown_accuracy(accuracy),
        )

    def show_partner(self) -> str:
        return self.tr("Mark my &team's plays too")

    def costliest_title(self) -> str:
        return self.tr("Your costliest plays")

    def nothing_costly(self) -> str:
        return self.tr("Nothing costly: every card you chose was the judge's, or close to it.")

    def trick_prefix(self, trick: int, text: str) -> str:
        return fill(self.tr("Trick %1: %2"), trick, text)

    def win_after(self, play: int, win: float) -> str:
        return fill(self.tr("after card %1: %2"), play, self.percent(win))

    def graph_name(self) -> str:
        return self.tr("Your win chance over the deal")

    def graph_titles(self, team: bool, hidden_sides: bool) -> tuple[str, str]:
        """The graph's axes: what the line is (the chance of the human's team, of their
        side of a chiamata deal, or their own), and what runs along."""
        if team:
            line = self.tr("Your team's chance to win the deal")
        elif hidden_sides:
            line = self.tr("Your side's chance to win the deal")
        else:
            line = self.tr("Your chance to win the deal")
        return line, self.tr("each play of the deal, in order →")

    def step_header(self, trick: int, name: str, card: int) -> str:
        return fill(self.tr("Trick %1: %2 played %3"), trick, name, self.names.the_card(card))

    def own_step_header(self, trick: int, card: int) -> str:
        """``step_header`` of the player's own play (Italian: "Tu ha giocato" was wrong)."""
        return fill(self.tr("Trick %1: you played %2"), trick, self.names.the_card(card))

    def dealt(self) -> str:
        return self.tr("As dealt")

    def stock(self, count: int) -> str:
        return fill(self.tr("Stock: %1 cards, order hidden"), count)

    def briscola(self, card: int) -> str:
        return fill(self.tr("Briscola: %1"), self.names.card(card))

    def on_table(self) -> str:
        return self.tr("On the table")

    def hand_of(self, name: str, cards: str) -> str:
        return fill(self.tr("%1: %2"), name, cards)

    def empty(self) -> str:
        return self.tr("no cards")

    def judging(self) -> str:
        return self.tr("Judging the plays: %v of %m")

    def cancelled(self) -> str:
        return self.tr("The analysis was called off.")

    def failed(self, why: str) -> str:
        return fill(self.tr("The deal could not be judged: %1"), why)

    def judging_name(self) -> str:
        return self.tr("Progress of the analysis")

    def plays_name(self) -> str:
        return self.tr("Plays of the deal")

    def slider_name(self) -> str:
        return self.tr("Step through the deal")

    def first(self) -> str:
        return self.tr("First")

    def back(self) -> str:
        return self.tr("Back")

    def forward(self) -> str:
        return self.tr("Forward")

    def last(self) -> str:
        return self.tr("Last")

    def close(self) -> str:
        return self.tr("Close")

    def cancel(self) -> str:
        return self.tr("Stop the analysis")

    def analyse(self) -> str:
        return self.tr("Judge the plays")

    def waiting(self) -> str:
        return self.tr("The judge is looking at every play…")

    def forced(self) -> str:
        return self.tr("You had no other card to play.")

    def why(self, reason: str) -> str:
        return fill(self.tr("Better: %1."), reason)
