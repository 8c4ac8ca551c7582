"""The end of a chiamata deal in the summary dialog: who called what, who the partner
was, the points of each side and each player's deal and match score (a table the
dialog puts under its captured cards), and the headline."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from ..game.chiamata import ChiamataDeal
from ..text.chiamata import ChiamataWords
from ..text.words import CardNames, fill


def headline(deal: ChiamataDeal, human: int, words: ChiamataWords) -> str:
    """The deal's result in one line, from the human's side."""
    if deal.caller is None or deal.winner is None:
        return words.thrown_in_headline()
    ours, theirs = deal.points
    caller_side = deal.sides[human] == 0
    if deal.winner == 0:
        if caller_side:
            return fill(words.your_side_wins(), ours, theirs)
        return fill(words.caller_side_wins(), ours, theirs)
    if caller_side:
        return fill(words.defenders_win(), theirs, ours)
    return fill(words.you_defenders_win(), theirs, ours)


def role(deal: ChiamataDeal, seat: int) -> str:
    if deal.caller is None:
        return "none"
    if seat == deal.caller:
        return "alone" if deal.partner == seat else "caller"
    return "partner" if seat == deal.partner else "defender"


def summary_lines(deal: ChiamataDeal, words: ChiamataWords, names: CardNames) -> list[str]:
    """Who called what, who the partner was, each side's points, the result."""
    if deal.caller is None or deal.call is None or deal.called is None:
        return [words.thrown_in()]
    card = names.the_card(int(deal.called))
    target = deal.call.target if deal.call.is_points_call else None
    you = deal.human
    if deal.partner == deal.caller:
        partner = words.summary_you_alone() if deal.caller == you else words.summary_alone()
    elif deal.partner == you:
        partner = words.summary_you_partner()
    else:
        partner = words.summary_partner(deal.seat_names[deal.partner or 0])
    lines = [
        words.summary_you_call(card, target)
        if deal.caller == you
        else words.summary_call(deal.seat_names[deal.caller], card, target),
        partner,
        words.summary_sides(deal.points[0], deal.points[1], deal.call.target),
        words.summary_made() if deal.winner == 0 else words.summary_failed(),
    ]
    return lines


class ChiamataSummary(QWidget):
    """The deal's calls and sides in words; each player's role and scores go in the
    dialog's rows (``cells``)."""

    def __init__(self, deal: ChiamataDeal, names: CardNames, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.deal = deal
        self.words = ChiamataWords(names, self)
        self.lines = QLabel("\n".join(summary_lines(deal, self.words, names)))
        self.lines.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.lines)
        self.shown: dict[int, list[str]] = {}
        """Each seat's row as shown: role, this deal's score, the match's (tests read it)."""

    def cells(self, seat: int) -> list[QLabel]:
        """``seat``'s role, deal score and match total, for its row of the dialog."""
        deal, words = self.deal, self.words
        texts = [
            words.role(role(deal, seat)),
            fill(words.deal_score(), signed(deal.scores[seat])),
            fill(words.match_score(), signed(deal.totals[seat])),
        ]
        self.shown[seat] = texts
        return [QLabel(text) for text in texts]


def signed(score: int) -> str:
    """A deal or match score with its sign, a true minus below 0: "+2", "−1", "0"."""
    return f"+{score}" if score > 0 else f"−{-score}" if score < 0 else "0"
