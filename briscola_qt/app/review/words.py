"""The review of a deal in words (``dialog.py``): the marks, what the judge preferred and
by how much, the summary, the costliest plays, the table's texts; through ``tr()`` like every
visible string, filed under ``ReviewWords``."""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...analysis import shown_accuracy
from ..text.hints import HintText
from ..text.words import CardNames, fill
from .steps import MARK_SIGNS


def better_chance(chances: tuple[float, float]) -> bool:
    """Whether the judge's card kept more win chance than the card played, as shown (in
    whole percentage points)."""
    return round(chances[0] * 100) > round(chances[1] * 100)


class ReviewWords(QObject):
    """The review of a deal in words: marks, the judge's preferences, the summary."""

    def __init__(self, parent: QObject | None = None, names: CardNames | None = None) -> None:
        super().__init__(parent)
        self.names = names or CardNames(self)
        self.hints = HintText(self)
        self.hints.names = self.names

    def title(self, match: str, when: str, deal: int | None) -> str:
        """The window's title: the match (its table and rules), the deal's number in it
        when it has more than one, and when the deal was played."""
        if deal is None:
            return fill(self.tr("Review · %1 · %2"), match, when)
        return fill(self.tr("Review of deal %1 · %2 · %3"), deal, match, when)

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

    def card_points(self, value: float) -> str:
        """Card points at stake, written out as card points (the judge's are estimates)."""
        count = round(value)
        if count == 0 and value > 0:
            return self.tr("less than 1 card point")
        return self.tr("1 card point") if count == 1 else fill(self.tr("%1 card points"), count)

    def lost_points(self, value: float, exact: bool) -> str:
        """What a card gave away in card points: exact once nothing is hidden, else the
        judge's mean over the deals it dealt, said as one ("1 card point on average"
        for a Three thrown away in one deal of three: not a card's worth)."""
        if exact:
            return self.card_points(value)
        count = round(value)
        if count == 0 and value > 0:
            return self.tr("less than 1 card point on average")
        return (
            self.tr("1 card point on average")
            if count == 1
            else fill(self.tr("%1 card points on average"), count)
        )

    def cost(self, win: float, points: float) -> str:
        """What plays cost, win chance first and card points beside: "66 points of win
        chance (25 card points)"."""
        count = max(0, round(win * 100))
        chance = (
            self.tr("1 point of win chance")
            if count == 1
            else fill(self.tr("%1 points of win chance"), count)
        )
        return fill(self.tr("%1 (%2)"), chance, self.card_points(max(0.0, points)))

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

    def _lost(
        self, before: float, after: float, decided: bool, exact: bool, settled: bool = False
    ) -> str:
        """What a play did to the chance to win: "the chance to win went from 72% to 21%"
        (percentage points, never "51% more"); in a decided deal, that it was (as good as,
        where the judge estimated rather than worked it out, unless the points already
        taken decided it: ``settled``)."""
        if settled or (decided and exact):
            return (
                self.tr("the deal was already won, whatever card was played")
                if before >= 0.5
                else self.tr("the deal was already lost, whatever card was played")
            )
        if decided:
            return (
                self.tr("the deal was as good as won, whatever card was played")
                if before >= 0.5
                else self.tr("the deal was as good as lost, whatever card was played")
            )
        if before - after >= 0.005:
            return fill(
                self.tr("the chance to win went from %1 to %2"),
                self.percent(before),
                self.percent(after),
            )
        return self.tr("the chance to win stayed the same")

    def judged(
        self,
        mark: str,
        card: int,
        best: int,
        points: float,
        chances: tuple[float, float],
        decided: bool = False,
        exact: bool = True,
        settled: bool = False,
    ) -> str:
        """One of the human's plays judged, e.g. for a screen reader: "Mistake: you played
        the Three of cups, and the chance to win went from 55% to 43%; the Knight of cups
        was better by 10 points"."""
        if mark == "best":
            return fill(
                self.tr("Best: you played %1, the judge's own choice"), self.names.the_card(card)
            )
        said = (
            self.mark(mark),
            self.names.the_card(card),
            self._lost(*chances, decided, exact, settled),
        )
        best_card = self.names.the_card(best)
        if round(points) >= 1:
            text = self.tr("%1: you played %2, and %3; %4 was better by %5")
            return fill(text, *said, best_card, self.lost_points(points, exact))
        if better_chance(chances):
            return fill(self.tr("%1: you played %2, and %3; %4 was better"), *said, best_card)
        return fill(self.tr("%1: you played %2, and %3; %4 was as good"), *said, best_card)

    def partner_judged(
        self,
        mark: str,
        card: int,
        best: int,
        points: float,
        chances: tuple[float, float],
        decided: bool = False,
        exact: bool = True,
        settled: bool = False,
    ) -> str:
        """A partner's play judged from the partner's own view, which is not the graph's
        (the graph is the player's view): said so, so its figures are not read off the line."""
        if mark == "best":
            return fill(
                self.tr("Best: your partner played %1, the judge's own choice"),
                self.names.the_card(card),
            )
        said = (
            self.mark(mark),
            self.names.the_card(card),
            self._lost(*chances, decided, exact, settled),
        )
        best_card = self.names.the_card(best)
        if round(points) >= 1:
            text = self.tr(
                "%1: your partner played %2; from your partner's own view (not your line on "
                "the graph) %3; %4 was better by %5"
            )
            return fill(text, *said, best_card, self.lost_points(points, exact))
        text = self.tr(
            "%1: your partner played %2; from your partner's own view (not your line on the "
            "graph) %3; %4 was as good or better"
        )
        return fill(text, *said, best_card)

    def swap_judged(
        self,
        mark: str,
        swapped: bool,
        points: float,
        chances: tuple[float, float],
        decided: bool = False,
        exact: bool = True,
        settled: bool = False,
    ) -> str:
        if mark == "best":
            return (
                self.tr("Best: you swapped the 2 of trump for the briscola")
                if swapped
                else self.tr("Best: you kept the 2 of trump")
            )
        lost = self._lost(*chances, decided, exact, settled)
        if round(points) < 1 and not better_chance(chances):  # (not "better by 0 points")
            same = (
                self.tr("you swapped the 2 of trump, and %1; keeping it was as good")
                if swapped
                else self.tr("you kept the 2 of trump, and %1; swapping it was as good")
            )
            return self.mark(mark) + ": " + fill(same, lost)
        done = (
            self.tr("you swapped the 2 of trump, and %1; keeping it was better by %2")
            if swapped
            else self.tr("you kept the 2 of trump, and %1; swapping it was better by %2")
        )
        return self.mark(mark) + ": " + fill(done, lost, self.lost_points(points, exact))

    def chance_points(self, win: float) -> str:
        """A difference of chances, signed, in percentage points: "−49 points of win
        chance"."""
        count = round(win * 100)
        sign = "+" if count > 0 else "−" if count < 0 else ""
        return sign + (
            self.tr("1 point of win chance")
            if abs(count) == 1
            else fill(self.tr("%1 points of win chance"), abs(count))
        )

    def luck(self, win: float, points: float) -> str:
        """Luck in the graph's unit, the card points beside it: "−49 points of win chance
        (−5 card points)". Where the two point opposite ways (cards worth more points on
        average that still left less chance to win), the win chance is the luck and the
        card points are said to go the other way, and why, so neither reads as a mistake."""
        count = round(points)
        sign = "+" if count > 0 else "−" if count < 0 else ""
        card_points = sign + (
            self.tr("1 card point")
            if abs(count) == 1
            else fill(self.tr("%1 card points"), abs(count))
        )
        chance = round(win * 100)
        if chance < 0 < count:
            return fill(
                self.tr("%1 (though %2: more points, fewer wins)"),
                self.chance_points(win),
                card_points,
            )
        if count < 0 < chance:
            return fill(
                self.tr("%1 (though %2: fewer points, more wins)"),
                self.chance_points(win),
                card_points,
            )
        return fill(self.tr("%1 (%2)"), self.chance_points(win), card_points)

    def deal_luck(self, win: float, points: float) -> str:
        return fill(self.tr("The cards you were dealt: luck %1."), self.luck(win, points))

    def draw_luck(self, card: int | None, win: float, points: float) -> str:
        """The draws after a trick, for the player: what they drew and its luck."""
        if card is None:
            return fill(self.tr("Then the draws: luck %1."), self.luck(win, points))
        return fill(
            self.tr("Then the draw: you drew %1, luck %2."),
            self.names.the_card(card),
            self.luck(win, points),
        )

    def draw_tip(self, trick: int) -> str:
        return fill(self.tr("The draws after trick %1"), trick)

    def chance_tip(self, text: str, win: float) -> str:
        return fill(self.tr("%1: your chance to win %2"), text, self.percent(win))

    def drop_tip(self, text: str, before: float, after: float) -> str:
        return fill(
            self.tr("%1: your chance to win from %2 to %3"),
            text,
            self.percent(before),
            self.percent(after),
        )

    # The deal's cost in points of win chance, card points beside, and the accuracy (0-100,
    # docs/analysis-format.md). "Your play cost 25 points" was card points with no unit
    # while the deal lost 66 points of win chance (playtest): units are written out. The sum
    # is points of win chance, not a percentage: a weak deal may pass 100 of them, so it is
    # said to be a sum of the plays' costs ("together"), not a chance.
    def summary(self, loss: tuple[float, float], accuracy: float, luck: tuple[float, float]) -> str:
        """The player's deal: what their plays cost (``loss``: win chance, card points),
        the accuracy, and the luck of their cards in win chance (card points beside it)."""
        return fill(
            self.tr("All your plays cost %1; accuracy %2 of 100; luck %3"),
            self.cost(*loss),
            shown_accuracy(accuracy),
            self.luck(*luck),
        )

    def summary_of_play(self, loss: tuple[float, float], accuracy: float) -> str:
        """The summary in Briscola chiamata, which rates no luck, saying why."""
        return fill(
            self.tr(
                "All your plays cost %1; accuracy %2 of 100; luck not rated: every card is "
                "dealt "
                "before the auction, when a hand has no side yet, and nothing is drawn after"
            ),
            self.cost(*loss),
            shown_accuracy(accuracy),
        )

    def partner_summary(self, name: str, loss: tuple[float, float], accuracy: float) -> str:
        return fill(
            self.tr("All the plays of %1 (partner) cost %2; accuracy %3 of 100"),
            name,
            self.cost(*loss),
            shown_accuracy(accuracy),
        )

    def show_partner(self) -> str:
        return self.tr("Mark my &team's plays too")

    def costly_line(
        self,
        trick: int,
        mark: str,
        card: int,
        chances: tuple[float, float],
        points: float,
        by_points: bool,
    ) -> str:
        """One of the costliest plays in a line (the whole verdict is at its step, a click
        away; two lines each did not leave the table room at 800x560): "Trick 4 · ??
        Blunder: the Knight of swords, from 67% to 38%", or the card points where they made
        it costly."""
        shown = f"{MARK_SIGNS.get(mark, '')} {self.mark(mark)}".strip()  # type: ignore[call-overload]
        named = self.names.the_card(card)
        if by_points:
            return fill(
                self.tr("Trick %1 · %2: %3, %4 given away"),
                trick,
                shown,
                named,
                self.card_points(points),
            )
        return fill(
            self.tr("Trick %1 · %2: %3, from %4 to %5"),
            trick,
            shown,
            named,
            self.percent(chances[0]),
            self.percent(chances[1]),
        )

    def costliest_title(self) -> str:
        return self.tr("Your costliest plays")

    def nothing_costly(self, loss: tuple[float, float]) -> str:
        """Under the summary when no play of the player's is labelled: the same cost as
        the summary's, so the two agree (a labelled play lost 5 points of win chance, or 5
        card points in a decided deal)."""
        return fill(
            self.tr(
                "No play of yours lost 5 points of win chance or more (5 card points in a "
                "decided deal); together they cost %1."
            ),
            self.cost(*loss),
        )

    def trick_prefix(self, trick: int, text: str) -> str:
        return fill(self.tr("Trick %1: %2"), trick, text)

    def graph_name(self) -> str:
        return self.tr("Your win chance over the deal")

    def graph_titles(self, team: bool, hidden_sides: bool) -> tuple[str, str, str]:
        """The graph's axes: what the line is (the chance of the human's team, of their
        side of a chiamata deal, or their own, as they saw it), what runs along, and what
        a diamond is (none in chiamata, which draws nothing and rates no luck)."""
        if team:
            line = self.tr("Your team's chance to win the deal")
        elif hidden_sides:
            line = self.tr("Your side's chance to win the deal")
        else:
            line = self.tr("Your chance to win the deal")
        if hidden_sides:
            return line, self.tr("each play of the deal, in order →"), ""
        return (
            line,
            self.tr("each play and draw of the deal, in order →"),
            self.tr("cards dealt or drawn: blue good luck, purple bad"),
        )

    def graph_keys(self) -> tuple[str, str]:
        """What the graph's dashed pieces and its ring are (under the plot)."""
        return (
            self.tr("the coach's closer look at your turn"),
            self.tr("exact from here"),
        )

    def exact_tip(self, tip: str) -> str:
        """The tooltip of the play where the ring is."""
        return fill(
            self.tr("%1; from here nothing is hidden from you and the coach works it out exactly"),
            tip,
        )

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

    def card_moved(self, before: float, after: float, team: bool) -> str:
        """What a card that is not the player's judged play did to the graph's line."""
        if team:
            text = self.tr("This card moved your team's chance to win from %1 to %2.")
        else:
            text = self.tr("This card moved your chance to win from %1 to %2.")
        return fill(text, self.percent(before), self.percent(after))

    def forced(self) -> str:
        return self.tr("You had no other card to play.")

    def why(self, reason: str) -> str:
        return fill(self.tr("Better: %1."), reason)
