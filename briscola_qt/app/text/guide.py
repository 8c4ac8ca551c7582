"""The words of the help's pages beside the rules: the coach's review of a deal, the
statistics, and the fair shuffle, as rich text (the help window, ``shell/rules_help.py``).

They explain what the windows mean, not their numbers of the day: the thresholds and the
formula live in ``docs/analysis-format.md`` and may be tuned without the help going wrong.
A page may show a picture of the app (``help:NAME`` images the help window supplies).
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QObject

PAGES = ("rules", "review", "practice", "statistics", "shuffle", "friends")
"""The help's pages, in the order of its tabs: the rules (``RulesText``), then these."""


class GuideText(QObject):
    """The pages that explain the review, the statistics and the fair shuffle."""

    def title(self, page: str) -> str:
        """The page's name on its tab and in the Help menu."""
        return {
            "rules": self.tr("How to play"),
            "review": self.tr("The coach's review"),
            "practice": self.tr("Practising your mistakes"),
            "statistics": self.tr("Statistics"),
            "shuffle": self.tr("The fair shuffle"),
            "friends": self.tr("Playing with friends"),
        }[page]

    def html(self, page: str) -> str:
        return {
            "review": self.review,
            "practice": self.practice,
            "statistics": self.statistics,
            "shuffle": self.shuffle,
            "friends": self.friends,
        }[page]()

    # --- the pieces --------------------------------------------------------------

    @staticmethod
    def _page(title: str, blocks: Sequence[str]) -> str:
        return f"<h1>{html.escape(title)}</h1>" + "".join(blocks)

    @staticmethod
    def _heading(text: str) -> str:
        return f"<h3>{html.escape(text)}</h3>"

    @staticmethod
    def _p(text: str) -> str:
        return f"<p>{html.escape(text)}</p>"

    @staticmethod
    def _terms(pairs: Sequence[tuple[str, str]]) -> str:
        """A list of terms, each in bold, then what it means."""
        items = "".join(
            f"<li><b>{html.escape(term)}</b> {html.escape(meaning)}</li>" for term, meaning in pairs
        )
        return f"<ul>{items}</ul>"

    @staticmethod
    def _picture(name: str, alt: str) -> str:
        return f'<p><img src="help:{name}" alt="{html.escape(alt)}"></p>'

    # --- the pages ---------------------------------------------------------------

    def review(self) -> str:
        return self._page(
            self.tr("The coach's review"),
            [
                self._p(
                    self.tr(
                        "After a deal, Review (in the deal's summary, or from the history) "
                        "replays it step by step with every hand shown, and the coach judges "
                        "each of your plays. The coach is the Expert's own search, the same "
                        "that gives hints and plays against you: for each play it looks only at "
                        "what you could know at that moment (your hand, the cards already "
                        "played, the briscola), deals the unseen cards again many times in ways "
                        "that fit what happened, and plays out every card you could have chosen "
                        "on the same deals."
                    )
                ),
                self._p(
                    self.tr(
                        "A play where you had only one card you could play is no decision and "
                        "is not judged. Once nothing is hidden from you any more, the coach no "
                        "longer estimates: it works out the rest of the deal exactly. At two "
                        "players that is once the stock is empty (or only the briscola is "
                        "left). At three players and more the other hands stay hidden after "
                        "the stock is empty: the coach goes on dealing them again in ways that "
                        "fit what happened, and works out each of those deals exactly in the "
                        "last tricks, so its figures are still estimates until the last trick, "
                        "when at most one other player still holds a card. In Scoperta, where "
                        "every hand is face up, it is exact as soon as no card of the stock is "
                        "hidden."
                    )
                ),
                self._picture(
                    "review-graph.png", self.tr("The win-chance graph of a reviewed deal")
                ),
                self._heading(self.tr("The graph")),
                self._p(
                    self.tr(
                        "The line is your chance to win the deal (your team's, at four and six "
                        "players; your side's, in Briscola chiamata) as the coach estimates it "
                        "from what you could see, from the start of the deal to its end. A "
                        "draw counts as half a win. The line never moves without a mark saying "
                        "why. Each of your judged plays is a drop, drawn in the colour of its "
                        "label: from your chance had you played the coach's card to your chance "
                        "after the card you played, by exactly what it gave away. The diamonds "
                        "are the deal and each draw from the stock: there the line steps by "
                        "exactly your luck, down for bad luck (purple), up for good luck "
                        "(blue), hardly at all when about even (grey). A small grey triangle "
                        "marks every other card that moved the line (an opponent's, a "
                        "partner's, one you had to play): pointing up, it helped you; down, it "
                        "hurt you. Just before one of your plays the line may rise or fall "
                        "along a dashed piece: that is no play, but the coach taking a closer "
                        "look at your turn (the line before it supposed you would play as the "
                        "rules of thumb do). A ring marks the first of your plays the coach "
                        "worked out exactly, with nothing hidden from you any more: from there "
                        "on its figures are no longer estimates. "
                        "Where the line is already at 0% or 100% a step cannot go "
                        "further: the point's text says it was cut short. Your partners' plays "
                        "are judged from what they could see, not from your view: when you mark "
                        "them, their dots sit under the graph, not on your line. Rest the "
                        "pointer on a point to read it; click one, or a row of the list, to see "
                        "the table at that moment."
                    )
                ),
                self._heading(self.tr("The labels")),
                self._p(
                    self.tr(
                        "Each judged play is named by how much of your chance to win it gave "
                        "away compared with the coach's choice, in percentage points, as chess "
                        "programs name moves:"
                    )
                ),
                self._terms(
                    [
                        (
                            self.tr("Best:"),
                            self.tr("the card the coach would have played itself."),
                        ),
                        (
                            self.tr("Good:"),
                            self.tr("another card, but close enough to make no real difference."),
                        ),
                        (
                            self.tr("Inaccuracy (?!):"),
                            self.tr("5 to 10 points of your chance to win given away."),
                        ),
                        (self.tr("Mistake (?):"), self.tr("10 to 20 points of it given away.")),
                        (
                            self.tr("Blunder (??):"),
                            self.tr("20 points or more given away: often the deal itself."),
                        ),
                    ]
                ),
                self._p(
                    self.tr(
                        "Chances are compared in percentage points: a play that takes you from "
                        "72% to 21% gave away 51 points of win chance. Where the deal is "
                        "one-sided (the coach's card keeps at most 10% of the chance to win, "
                        "or at least 90%), a play hardly changes the chance, and the card "
                        "points it gave away count too: 5 points make an inaccuracy, 10 a "
                        "mistake, 20 a blunder, whichever of the two is more. Under each play "
                        "the coach says "
                        "which card it preferred and why, in a few words about the cards on the "
                        "table."
                    )
                ),
                self._heading(self.tr("Accuracy")),
                self._p(
                    self.tr(
                        "Accuracy sums up your choices in one number from 0 to 100, as the "
                        "accuracy chess sites show: a play that keeps your whole chance to win "
                        "scores 100, one that gives 5 points of it away about 80, 10 points "
                        "about 65, 20 points about 42 (in a one-sided deal, card points count "
                        "the same). The deal's accuracy is the harmonic mean of your plays' "
                        "scores, which a single bad play pulls down clearly: eighteen perfect "
                        "plays and one that threw away 51 points of win chance make 70, not "
                        "95. It judges your choices, not the result: a well played deal can be "
                        "lost to bad cards."
                    )
                ),
                self._heading(self.tr("Luck")),
                self._p(
                    self.tr(
                        "Luck measures the cards you were dealt and drew, not your play. At the "
                        "deal and at each draw the coach compares your outlook after the cards "
                        "you got with the average over every card you might have got instead: "
                        "more than the average is good luck, less is bad luck. It is said in "
                        "points of win chance, as the graph is, with the card points beside it. "
                        "The two may point opposite ways: cards worth more points on average "
                        "can still leave you fewer deals won (a high card drawn where a trump "
                        "was needed); the win chance is the luck that counts. "
                        "Over many deals luck averages out to zero, so it tells apart a deal "
                        "lost to the cards from a deal lost by the play, as backgammon programs "
                        "rate luck and skill apart. In Briscola chiamata luck is not rated: "
                        "every card is dealt before the auction, when a hand has no side yet "
                        "to be lucky for, and nothing is drawn after."
                    )
                ),
                self._heading(self.tr("How far to trust it")),
                self._p(
                    self.tr(
                        "While cards are hidden the coach estimates from many possible deals, "
                        "so two cards close in value may swap places in another review, and a "
                        "label near its limit may change. Look at the plays it calls mistakes "
                        "and blunders: those it is sure of."
                    )
                ),
            ],
        )

    def practice(self) -> str:
        return self._page(
            self.tr("Practising your mistakes"),
            [
                self._p(
                    self.tr(
                        "Game > Practise my mistakes (or the button of the same name in the "
                        "History) brings back, one at a time, the moments of your own deals "
                        "where your card cost the most, as chess players learn from their "
                        "mistakes on lichess. They come from the deals the coach has reviewed: "
                        "a play that gave away 5 or more percentage points of win chance, or, "
                        "once the deal was won or lost whatever you played, 5 or more card "
                        "points. The costliest come first."
                    )
                ),
                self._picture(
                    "practice.png", self.tr("Practice: one of your costly plays set again")
                ),
                self._p(
                    self.tr(
                        "The table is set exactly as you saw it: your hand, the cards already "
                        "in the trick, the briscola, the stock and the captured piles, the "
                        "other hands face down. Click the card you would play now. The coach "
                        "answers with the judgement it gave in the review (the same search as "
                        "its hints and the Expert): whether your card is its card or as good, "
                        "and if not, what your card costs and which card it prefers, and why. "
                        "Your card is not played: you may try others, but only the first "
                        "answer counts."
                    )
                ),
                self._heading(self.tr("When a position comes back")),
                self._terms(
                    [
                        (
                            self.tr("Solved:"),
                            self.tr(
                                "it comes back after a day, then three days, a week, three "
                                "weeks, two months: less often each time you solve it again."
                            ),
                        ),
                        (
                            self.tr("Missed:"),
                            self.tr(
                                "it comes back after ten minutes, and starts again from a day."
                            ),
                        ),
                    ]
                ),
                self._p(
                    self.tr(
                        "The schedule is kept in the file practice.json beside your history. "
                        "Deleting a deal from the history forgets its positions."
                    )
                ),
                self._heading(self.tr("Take over from here")),
                self._p(
                    self.tr(
                        "Take over from here plays the rest of the deal from the position, "
                        "against the Expert in every other seat, so you can see where another "
                        "card leads. The deal is not kept in your history or counted in your "
                        "statistics."
                    )
                ),
            ],
        )

    def statistics(self) -> str:
        return self._page(
            self.tr("Statistics"),
            [
                self._p(
                    self.tr(
                        "Game > Statistics counts the deals kept in your history. Show chooses "
                        "which: all of them together, or one table, variant and level (your "
                        "opponents' level) at a time. The history keeps every finished deal as "
                        "a record file; the statistics are worked out from those files and can "
                        "always be made again from them (Rebuild from the history)."
                    )
                ),
                self._heading(self.tr("Deals and matches")),
                self._terms(
                    [
                        (
                            self.tr("Played, Won, Drawn, Lost:"),
                            self.tr(
                                "your deals by their result, for you or your team: 61 points "
                                "or more wins, 60 each is a draw (unless the tie-break option "
                                "gives it to the winner of the last trick)."
                            ),
                        ),
                        (
                            self.tr("Average points:"),
                            self.tr("the card points you (or your team) took in a deal."),
                        ),
                        (
                            self.tr("Best and current winning streak:"),
                            self.tr("deals won in a row; a draw or a loss ends a streak."),
                        ),
                        (
                            self.tr("Practice deals:"),
                            self.tr(
                                "deals played face up or with hints. They are kept but counted "
                                "apart, so they do not flatter your results."
                            ),
                        ),
                        (
                            self.tr("Matches:"),
                            self.tr(
                                "the matches you finished (best of three, first to a number of "
                                "wins), by their result."
                            ),
                        ),
                    ]
                ),
                self._heading(self.tr("The coach")),
                self._terms(
                    [
                        (
                            self.tr("Deals reviewed:"),
                            self.tr(
                                "the deals the coach has judged; a deal is judged when you "
                                "open its review."
                            ),
                        ),
                        (
                            self.tr("Average accuracy:"),
                            self.tr("the accuracy of the reviewed deals (see The coach's review)."),
                        ),
                        (
                            self.tr("Average luck:"),
                            self.tr(
                                "how much better or worse than the average your cards were in "
                                "the reviewed deals. Near zero over many deals: the cards were "
                                "fair to you; your results then come from your play."
                            ),
                        ),
                    ]
                ),
                self._heading(self.tr("The chart")),
                self._p(
                    self.tr(
                        "Each bar is one of the last deals, oldest on the left: its height is "
                        "your points, green for a win, red for a loss, grey for a draw; hatched "
                        "bars are practice deals. The blue line is the accuracy of the deals "
                        "the coach reviewed. Rest the pointer on the chart for its key."
                    )
                ),
                self._heading(self.tr("Reset, export, rebuild")),
                self._p(
                    self.tr(
                        "Reset starts the numbers again from zero; the deals stay in the "
                        "history unless you also ask to move them to its trash folder. Export "
                        "as CSV writes the numbers for a spreadsheet. Rebuild from the history "
                        "counts every record of the history folder again, for instance after "
                        "you copied records into it."
                    )
                ),
            ],
        )

    def shuffle(self) -> str:
        return self._page(
            self.tr("The fair shuffle"),
            [
                self._p(
                    self.tr(
                        "Players of card games on a computer often wonder whether the computer "
                        "deals itself good cards. This game answers it so that you can check: "
                        "neither the game nor you alone decides the order of the deck, and "
                        "after the deal you can prove it."
                    )
                ),
                self._heading(self.tr("Before the deal: the commitment")),
                self._p(
                    self.tr(
                        "The game first picks a secret seed, a long random number, and shows "
                        "you its commitment (the seal): a fingerprint of the seed (its SHA-256). "
                        "The fingerprint fixes the seed without telling it: nobody can work out "
                        "the seed from it, and no other seed has the same fingerprint. The "
                        "status bar shows it while the deal is played."
                    )
                ),
                self._heading(self.tr("The cut")),
                self._p(
                    self.tr(
                        "Only then you cut the deck: type any word or number, or keep the "
                        "random number offered with Enter. The deck's order is worked out from "
                        "the seed and your cut together, by a published recipe. The game could "
                        "not choose the cards, having fixed its seed before it knew your cut; "
                        "you could not either, not knowing the seed."
                    )
                ),
                self._heading(self.tr("After the deal: the check")),
                self._p(
                    self.tr(
                        "When the deal is over the game reveals the seed and checks two things: "
                        "that the seed's fingerprint is the commitment shown before your cut, "
                        "and that the cards dealt are the ones seed and cut give. The deal's "
                        "summary then says Shuffle verified; its details show the seed, the cut "
                        "and the commitment. The history marks such deals with ✔."
                    )
                ),
                self._picture(
                    "shuffle-report.png", self.tr("The fair shuffle's report in a deal's summary")
                ),
                self._heading(self.tr("Check it yourself")),
                self._p(
                    self.tr(
                        "In the summary's details, Copy the check command copies a command "
                        "line with the seed, the cut, the commitment and the deal's record "
                        "file (the one your history keeps, or one saved for it, as the summary "
                        "then says). Run it in a terminal where the game's command line tool "
                        "briscola-arena is installed:"
                    )
                ),
                "<pre>briscola-arena verify-deal SEED CUT COMMITMENT RECORD</pre>",
                self._p(
                    self.tr(
                        "It prints one line for the commitment and one for the deck, each ok "
                        "or FAILED with what differs. Without the record file it can check "
                        "only the commitment: that the seed is the one promised, not that the "
                        "cards were dealt from it. The recipe is published with the game "
                        "(docs/fair-shuffle.md), with a short program that needs only Python, "
                        "so anyone can work out the deck without this game at all."
                    )
                ),
                self._p(
                    self.tr(
                        "Deals started with a fixed seed (for tests and screenshots) and "
                        "records opened from a file that has no seed have no commitment to "
                        "check."
                    )
                ),
            ],
        )

    def friends(self) -> str:
        return self._page(
            self.tr("Playing with friends"),
            [
                self._p(
                    self.tr(
                        "Friends and family can sit at one table from their own computers, on "
                        "the same network or across the internet, with no account anywhere: "
                        "one of you hosts the table, the others join it."
                    )
                ),
                self._heading(self.tr("Hosting a table")),
                self._p(
                    self.tr(
                        "Game > Play with friends > Host a table: choose the game as for a new "
                        "game, and for each other place whether a friend or a computer player "
                        "sits there. The table shows an invitation code, a number and two words, "
                        "and the addresses where friends can reach it: tell them both. Friends on "
                        "the same network find the table by themselves while you host it."
                    )
                ),
                self._heading(self.tr("Joining a table")),
                self._p(
                    self.tr(
                        "Game > Play with friends > Join a table: choose a table found on your "
                        "network or type the host's address, then the invitation code and your "
                        "name. The code is checked without ever being sent: a wrong one is "
                        "refused, and after three wrong tries the host is given a new code."
                    )
                ),
                self._heading(self.tr("At a club server")),
                self._p(
                    self.tr(
                        "A club, or a family spread across countries, may run a Briscola server "
                        "that everyone reaches. Game > Play with friends > Join a table > At a "
                        "club server: type its address (host:port, or the wss:// address the "
                        "club gives) and its password if it has one, and list its tables. Each "
                        "shows its game, its free places and who sits there: choose one and type "
                        "the code its opener reads to you, or open a new table with the same "
                        "choices as Host a table. The server gives you the new table's code, "
                        "large above its places: read it to your friends. The server deals as "
                        "soon as every place is taken, and a friend who takes too long to play "
                        "has a computer play that one move."
                    )
                ),
                self._heading(self.tr("Before the first deal")),
                self._p(
                    self.tr(
                        "Everyone sees who sits where. The host can swap two players (and so "
                        "their teams); each friend says they are ready, and the host starts."
                    )
                ),
                self._heading(self.tr("At the table")),
                self._terms(
                    [
                        (
                            self.tr("Fair for everyone."),
                            self.tr(
                                "Each player's game adds its own cut to every deal and checks "
                                "the shuffle at the deal's end: the summary says so."
                            ),
                        ),
                        (
                            self.tr("Nothing seen that may not be."),
                            self.tr(
                                "Your computer receives only your own cards and the ones played."
                            ),
                        ),
                        (
                            self.tr("Away for a moment."),
                            self.tr(
                                "A player whose connection drops is shown as reconnecting; the "
                                "host may let a computer play for them, and give the seat back."
                            ),
                        ),
                        (
                            self.tr("Quick messages."),
                            self.tr("Say… sends Bravo!, Ciao! or Ben giocato! to the table."),
                        ),
                        (
                            self.tr("No Undo."),
                            self.tr("A card played at a shared table stays played."),
                        ),
                    ]
                ),
                self._p(
                    self.tr(
                        "Every finished deal goes into your history marked With friends, and "
                        "counts in your statistics as a group of its own."
                    )
                ),
            ],
        )
