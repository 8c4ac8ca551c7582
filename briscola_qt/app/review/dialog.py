"""The review of a finished deal: step through it play by play with every hand shown,
each of the player's plays marked by the judge, a win-chance graph over the deal, the
summary and the three costliest plays.

The steps are the engine's replay of the deal (``steps``); the judgements come
from the ``Analyst``, which works in the background: the dialog shows its progress, can
call it off, and fills the marks in when it is done (at once if it was done before).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime

from PySide6.QtCore import QDateTime, QLocale, Qt, Signal
from PySide6.QtGui import QBrush, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ...analysis import Analysis, Decision
from ...engine.cards import Card
from ...engine.match import MatchRules
from ...engine.outcome import Outcome
from ...engine.state import SWAP, GameState
from ..base.help_button import HelpButton
from ..game.chiamata import chiamata_view
from ..table.cardart import CardArt
from ..text.chiamata import ChiamataWords
from ..text.words import CardNames, GameWords, fill
from .analyst import Analyst
from .graph import MARK_COLOURS, WinGraph
from .steps import (
    MARK_SIGNS,
    ChanceLine,
    Judged,
    Step,
    chance_line,
    costliest,
    deal_steps,
    is_better,
    judged_plays,
    reason,
    settled,
)
from .view import StepView
from .words import ReviewWords

VERDICT_LINES = 4
"""Lines kept for what the judge says of a step, at every step."""


@dataclass(frozen=True)
class ReviewedDeal:
    """The finished deal to review and who sat where."""

    number: int
    """The deal's number in the match, from 0."""
    final: GameState
    human: int
    names: tuple[str, ...]
    """Each seat's name in that deal."""
    about: str = ""
    """The match in words (``GameWords.describe``); empty: the deal's rules are said."""
    single: bool = False
    """The match was this one deal (the title then gives no deal number)."""
    played_at: str | None = None
    """When the deal ended, ISO 8601 in UTC as the history keeps it; None: just now."""
    source: str = ""
    """Where the deal was read from (a record file's name), said instead of a date."""
    face_up: bool = False
    """The deal was played with every hand face up (practice): the reasons may then use
    every hand; otherwise only what the seat that played could see."""


class ReviewDialog(QDialog):
    """One finished deal, step by step, judged."""

    helpWanted = Signal(str)
    """The help's page on the review ("review"), asked with the "?" button."""

    def __init__(
        self,
        deal: ReviewedDeal,
        analyst: Analyst,
        art: CardArt,
        names: CardNames,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.deal = deal
        self.analyst = analyst
        self.words = ReviewWords(self, names)
        self.steps: list[Step] = deal_steps(deal.final, deal.face_up)
        self.outcome: Outcome | None = deal.final.outcome()
        self.analysis: Analysis | None = None
        self.judged: dict[int | None, Judged] = {}
        self.partner_judged: dict[int | None, Judged] = {}
        self.shuffle_label: QLabel | None = None
        """ "Shuffle verified" (or why not), for a deal kept with its shuffle's proof."""
        self.step = 0
        self.line: ChanceLine | None = None
        self.setWindowTitle(self._title())
        self.setSizeGripEnabled(True)
        layout = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.progress = QProgressBar()
        self.progress.setFormat(self.words.judging())
        self.progress.setAccessibleName(self.words.judging_name())
        self.analyse_button = QPushButton()
        self.analyse_button.clicked.connect(self._analyse_or_cancel)
        status = QHBoxLayout()
        status.addWidget(self.summary, 1)
        status.addWidget(self.progress, 1)
        status.addWidget(self.analyse_button)
        self.help_button = HelpButton(self, "review", self.helpWanted)
        status.addWidget(self.help_button)
        layout.addLayout(status)
        self.graph = WinGraph()
        self.graph.setAccessibleName(self.words.graph_name())
        rules = deal.final.rules
        self.graph.set_titles(*self.words.graph_titles(rules.team_game, rules.auction))
        self.graph.setAccessibleDescription(self.words.waiting())
        self.graph.jumped.connect(self.go_to)
        # The graph keeps its room when a long summary wraps: the table and the list give.
        self.graph.setMinimumHeight(self.graph.sizeHint().height())
        layout.addWidget(self.graph)
        middle = QHBoxLayout()
        self.plays = QListWidget()
        self.plays.setAccessibleName(self.words.plays_name())
        self.plays.currentRowChanged.connect(self._on_row)
        self.plays.setMinimumWidth(250)
        middle.addWidget(self.plays, 3)
        right = QVBoxLayout()
        self.header = QLabel()
        font = self.header.font()
        font.setBold(True)
        self.header.setFont(font)
        right.addWidget(self.header)
        self.view = StepView(art, self.words, deal.names, deal.human, deal.final.rules.hand_size)
        if deal.final.rules.auction:
            said = ChiamataWords(names, self)
            view = chiamata_view(deal.final, deal.human, human_to_speak=False)
            self.view.deal_lines = said.narrate(view, deal.human, lambda seat: deal.names[seat])
        right.addWidget(self.view, 1)
        middle.addLayout(right, 4)
        layout.addLayout(middle, 1)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # (the whole width, and room for the longest verdict at every step: a verdict that
        # grew and shrank beside the table as rows were selected squeezed the graph and
        # made the list jump)
        self.verdict.setFixedHeight(VERDICT_LINES * self.verdict.fontMetrics().lineSpacing() + 4)
        layout.addWidget(self.verdict)
        self.costly = QLabel()
        self.costly.setWordWrap(True)
        self.costly.setTextFormat(Qt.TextFormat.RichText)
        self.costly.linkActivated.connect(lambda step: self.go_to(int(step)))
        layout.addWidget(self.costly)
        navigation = self._navigation(deal)
        # (a line of its own: beside the buttons it crushed the slider in Italian)
        layout.addWidget(self.show_partner, 0, Qt.AlignmentFlag.AlignRight)
        layout.addLayout(navigation)
        self._fill_plays()
        analyst.progressed.connect(self._on_progressed)
        analyst.analysed.connect(self._on_analysed)
        analyst.stopped.connect(self._on_stopped)
        self.finished.connect(self._on_closed)
        kept = analyst.result(deal.number)
        if kept is not None:
            self._show_analysis(kept)
        else:
            self._start()
        self.go_to(0)
        self.plays.setFocus()

    def _navigation(self, deal: ReviewedDeal) -> QHBoxLayout:
        row = QHBoxLayout()
        self.first_button = QPushButton(self.words.first())
        self.back_button = QPushButton(self.words.back())
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.steps) - 1)
        self.slider.setAccessibleName(self.words.slider_name())
        self.slider.valueChanged.connect(self.go_to)
        # (crushed to a few pixels by the longer Italian words at 800 pixels: playtest)
        self.slider.setMinimumWidth(100)
        self.forward_button = QPushButton(self.words.forward())
        self.last_button = QPushButton(self.words.last())
        self.show_partner = QCheckBox(self.words.show_partner())
        self.show_partner.setVisible(deal.final.rules.team_game)
        self.show_partner.toggled.connect(self._on_show_partner)
        close = QPushButton(self.words.close())
        close.clicked.connect(self.reject)
        moves = (
            (self.first_button, Qt.Key.Key_Home, lambda: self.go_to(0)),
            (self.back_button, Qt.Key.Key_Left, lambda: self.go_to(self.step - 1)),
            (self.forward_button, Qt.Key.Key_Right, lambda: self.go_to(self.step + 1)),
            (self.last_button, Qt.Key.Key_End, lambda: self.go_to(len(self.steps) - 1)),
        )
        for button, key, move in moves:
            button.clicked.connect(move)
            button.setAutoDefault(False)
            button.setToolTip(QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText))
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.activated.connect(move)
        row.addWidget(self.first_button)
        row.addWidget(self.back_button)
        row.addWidget(self.slider, 1)
        row.addWidget(self.forward_button)
        row.addWidget(self.last_button)
        row.addSpacing(12)
        row.addWidget(close)
        return row

    # --- stepping -------------------------------------------------------------------

    def go_to(self, step: int) -> None:
        """Show step ``step`` (0 the deal, then one per play), kept within the deal."""
        step = min(max(step, 0), len(self.steps) - 1)
        self.step = step
        shown = self.steps[step]
        for widget, value in ((self.plays, step), (self.slider, step)):
            widget.blockSignals(True)
            if isinstance(widget, QListWidget):
                widget.setCurrentRow(value)
            else:
                widget.setValue(value)
            widget.blockSignals(False)
        self.graph.set_current(step)
        self.view.show_step(shown.table, shown.card)
        if shown.card is None or shown.seat is None:
            self.header.setText(self.words.dealt())
        elif shown.seat == self.deal.human:
            self.header.setText(self.words.own_step_header(shown.trick, shown.card))
        else:
            self.header.setText(
                self.words.step_header(shown.trick, self.deal.names[shown.seat], shown.card)
            )
        self.verdict.setText(self._verdict(shown))
        self.first_button.setEnabled(step > 0)
        self.back_button.setEnabled(step > 0)
        self.forward_button.setEnabled(step < len(self.steps) - 1)
        self.last_button.setEnabled(step < len(self.steps) - 1)

    def _on_row(self, row: int) -> None:
        if row >= 0:
            self.go_to(row)

    def _verdict(self, step: Step) -> str:
        """What the judge says of the play that led to ``step`` (the player's, or their
        partner's), with why its card was better; then the luck of the draws after it."""
        text = self._play_verdict(step)
        luck = self._luck_text(step)
        return f"{text}\n{luck}" if text and luck else text or luck

    def _luck_text(self, step: Step) -> str:
        """The luck of the chance event that follows ``step`` (the deal, or the draws after
        its trick), for the player, if it showed them cards."""
        if self.line is None:
            return ""
        for event in self.line.events:
            if event.step != self.steps.index(step) or event.luck is None:
                continue
            luck = event.luck
            if event.kind == "deal":
                return self.words.deal_luck(luck.win, luck.points)
            card = int(luck.card) if luck.card is not None else None
            return self.words.draw_luck(card, luck.win, luck.points)
        return ""

    def _play_verdict(self, step: Step) -> str:
        if step.play is None:
            swap = self.judged.get(None)
            return self._judged_text(swap.decision, swap.mark) if swap is not None else ""
        own = self.judged.get(step.play)
        partner = self.partner_judged.get(step.play)
        if own is None and partner is None:
            moved = self._moved_text(step)
            if step.seat == self.deal.human and self.analysis is not None:
                return f"{self.words.forced()} {moved}".strip()
            return moved
        chosen = own or partner
        assert chosen is not None
        text = self._judged_text(chosen.decision, chosen.mark, partner=own is None)
        why = reason(step, chosen.decision)
        if why is not None and chosen.mark != "best" and is_better(chosen.decision):
            text += "\n" + self.words.why(self.words.hints.text(why))
        return text

    def _moved_text(self, step: Step) -> str:
        """What a card nobody's judgement speaks for (another seat's, a forced one) did to
        the line: "from 47% to 29%", as its tooltip says. A learner saw the line fall 18
        points at an opponent's Ace and the row below said only the draw after it."""
        line = self.line
        if line is None or self.deal.final.rules.auction:  # (chiamata: no card's own move)
            return ""
        x = line.x_of_step(self.steps.index(step))
        if x not in line.moves:
            return ""
        before, after = line.moves[x]
        if round(before * 100) == round(after * 100):
            return ""
        return self.words.card_moved(before, after, self.deal.final.rules.team_game)

    def _judged_text(self, decision: Decision, mark: str, partner: bool = False) -> str:
        points, decided, exact = decision.loss.points, decision.decided, decision.known
        chances = (decision.value_of(decision.best), decision.value_of(decision.card))
        if not partner and self.analysis is not None and decision.play is not None:
            chances = self.analysis.said(decision)  # (the line's drop, as practice says it)
        before = self.steps[0 if decision.play is None else decision.play].table
        won = settled(before, decision.seat, self.deal.final.rules.auction)
        if decision.play is None:
            swapped = decision.card == SWAP
            return self.words.swap_judged(mark, swapped, points, chances, decided, exact, won)
        assert isinstance(decision.card, Card) and isinstance(decision.best, Card)
        judged = self.words.partner_judged if partner else self.words.judged
        return judged(mark, decision.card, decision.best, points, chances, decided, exact, won)

    # --- the list of plays -----------------------------------------------------------

    def _fill_plays(self) -> None:
        self.plays.blockSignals(True)
        current = self.step
        self.plays.clear()
        for step in self.steps:
            if step.card is None or step.seat is None:
                text = self.words.deal_row()
                swap = self.judged.get(None)
                item = QListWidgetItem(text)
                if swap is not None:
                    self._mark_item(item, swap, self._judged_text(swap.decision, swap.mark))
                self.plays.addItem(item)
                continue
            text = self.words.play_row(step.trick, self.deal.names[step.seat], step.card)
            item = QListWidgetItem(text)
            judged = self.judged.get(step.play)
            partner = self.partner_judged.get(step.play) if self.show_partner.isChecked() else None
            if judged is not None:
                self._mark_item(item, judged, self._judged_text(judged.decision, judged.mark))
            elif partner is not None:
                spoken = self._judged_text(partner.decision, partner.mark, partner=True)
                self._mark_item(item, partner, spoken)
            else:
                item.setData(Qt.ItemDataRole.AccessibleTextRole, text)
            self.plays.addItem(item)
        self.plays.setCurrentRow(current)
        self.plays.blockSignals(False)

    def _mark_item(self, item: QListWidgetItem, judged: Judged, spoken: str) -> None:
        sign = MARK_SIGNS[judged.mark]
        shown = f"{sign} {self.words.mark(judged.mark)}".strip()
        item.setText(f"{item.text()}   {shown}")
        if judged.mark != "good":
            item.setForeground(QBrush(MARK_COLOURS[judged.mark].darker(115)))
        item.setToolTip(spoken)
        item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken)

    # --- the analysis ---------------------------------------------------------------

    def _start(self) -> None:
        self.analysis = None
        self.progress.setRange(0, len(self.steps))
        self.progress.setValue(0)
        self.progress.show()
        self.summary.setText(self.words.waiting())
        self.analyse_button.setText(self.words.cancel())
        self.analyst.start(self.deal.number)

    def _analyse_or_cancel(self) -> None:
        if self.analyst.running() == self.deal.number:
            self.analyst.cancel()
        elif self.analysis is None:
            self._start()

    def _on_progressed(self, deal: int, done: int, total: int) -> None:
        if deal == self.deal.number:
            self.progress.setRange(0, total)
            self.progress.setValue(done)

    def _on_analysed(self, deal: int, found: Analysis) -> None:
        if deal == self.deal.number:
            self._show_analysis(found)

    def _on_stopped(self, deal: int, why: str) -> None:
        if deal != self.deal.number:
            return
        self.progress.hide()
        self.summary.setText(self.words.failed(why) if why else self.words.cancelled())
        self.analyse_button.setText(self.words.analyse())
        self.analyse_button.setVisible(not why)

    def _on_closed(self) -> None:
        """A review closed before its analysis was done calls the analysis off."""
        if self.analyst.running() == self.deal.number:
            self.analyst.cancel()

    def _show_analysis(self, found: Analysis) -> None:
        self.analysis = found
        human = self.deal.human
        rules = found.rules
        self.judged = judged_plays(found, human)
        partners = (
            [s for s in rules.seats_of(rules.side_of(human)) if s != human]
            if rules.team_game
            else []
        )
        self.partner_judged = {}
        for partner in partners:
            self.partner_judged.update(judged_plays(found, partner))
        self.progress.hide()
        self.analyse_button.hide()
        own = found.summary[human]
        if rules.auction:  # (chiamata: no luck is rated, see analysis.review)
            lines = [self.words.summary_of_play((own.loss.win, own.loss.points), own.accuracy)]
        else:
            luck = (own.luck.win, own.luck.points)
            lines = [self.words.summary((own.loss.win, own.loss.points), own.accuracy, luck)]
        for partner in partners:
            theirs = found.summary[partner]
            lines.append(
                self.words.partner_summary(
                    self.deal.names[partner], (theirs.loss.win, theirs.loss.points), theirs.accuracy
                )
            )
        self.summary.setText("\n".join(lines))
        sides = self.deal.final.deal_sides()
        self.line = chance_line(found, self.steps, human, self.outcome, sides)
        tips = self._tips(self.line)
        self.graph.set_keys(*self.words.graph_keys())
        self.graph.set_line(self.line, self._marks(), tips, self._partner_plays())
        self.graph.setAccessibleDescription("; ".join(tips))
        self._fill_costliest(found)
        self._fill_plays()
        self.go_to(self.step)

    def _marks(self) -> dict[int, str]:
        """The marks the graph shows by play: the player's, and their partners' if asked."""
        shown = list(self.judged.values())
        if self.show_partner.isChecked():
            shown += self.partner_judged.values()
        return {judged.play: judged.mark for judged in shown if judged.play is not None}

    def _partner_plays(self) -> frozenset[int]:
        """The partners' plays among the marks (drawn under the graph, not on its line)."""
        if not self.show_partner.isChecked():
            return frozenset()
        return frozenset(p for p in self.partner_judged if p is not None)

    def _on_show_partner(self) -> None:
        self._fill_plays()
        self.graph.set_marks(self._marks(), self._partner_plays())

    def _tips(self, line: ChanceLine) -> list[str]:
        """Each event of the graph in words: a play with the chance after it (before and
        after, for the player's judged plays), the deal and each draw with their luck."""
        tips = []
        for x, event in enumerate(line.events):
            step = self.steps[event.step]
            if event.kind == "deal":
                text = self.words.deal_row()
            elif event.kind == "draw":
                text = self.words.draw_tip(step.trick)
            else:
                assert step.seat is not None and step.card is not None
                text = self.words.play_row(step.trick, self.deal.names[step.seat], step.card)
            if event.play in line.drops and event.kind == "play":
                before, after = line.drops[event.play]
            elif x in line.steps:  # (the deal, a draw: a step of the player's luck)
                before, after = line.steps[x]
            elif x in line.moves:  # (another card: what it did to the player's chance)
                before, after = line.moves[x]
            else:
                before = after = line.after(x)
            tip = (
                self.words.drop_tip(text, before, after)
                if round(before * 100) != round(after * 100)
                else self.words.chance_tip(text, after)
            )
            if event.kind == "play" and event.play in line.drops:
                ahead = line.after(x - 1)  # (the line before the turn: the quick estimate)
                if round(ahead * 100) != round(before * 100):
                    tip = fill(
                        self.tr(
                            "%1 (%2 with the judge's best card; %3 before your turn, as the "
                            "rules of thumb would play your cards)"
                        ),
                        tip,
                        self.words.percent(before),
                        self.words.percent(ahead),
                    )
            if event.luck is not None:
                luck = self.words.luck(event.luck.win, event.luck.points)
                tip = fill(self.tr("%1; luck %2"), tip, luck)
            if x in line.cut:
                tip = fill(self.tr("%1 (cut short: the line stops at %2)"), tip, self._edge(x))
            if x == line.exact:
                tip = self.words.exact_tip(tip)
            tips.append(tip)
        return tips

    def _edge(self, x: int) -> str:
        """0% or 100%: where a step or drop at ``x`` was cut short."""
        assert self.line is not None
        heights = [win for at, win in self.line.points if x - 0.5 <= at <= x]
        return "100%" if 1.0 in heights else "0%"

    def _title(self) -> str:
        deal = self.deal
        rules = deal.final.rules
        about = deal.about
        if not about:  # (a one-deal match says so, opened from the history as at its end)
            one = deal.single and not deal.source
            words = GameWords(self)
            about = words.describe(rules, MatchRules()) if one else words.describe_deal(rules)
        number = None if deal.single else deal.number + 1
        if deal.source:
            return self.words.title(about, deal.source, number)
        if deal.played_at is None:
            when = QDateTime.currentDateTime()
        else:
            try:
                moment = datetime.strptime(deal.played_at, "%Y-%m-%dT%H:%M:%SZ")
            except ValueError:
                moment = datetime.now(UTC)
            when = QDateTime.fromSecsSinceEpoch(int(moment.replace(tzinfo=UTC).timestamp()))
        said = QLocale().toString(when, QLocale.FormatType.ShortFormat)
        return self.words.title(about, said, number)

    def _fill_costliest(self, found: Analysis) -> None:
        worst = costliest(found, self.deal.human)
        if not worst:
            loss = found.summary[self.deal.human].loss
            said = self.words.nothing_costly((loss.win, loss.points))
            self.costly.setText(f"<b>{self.words.costliest_title()}</b><br>{said}")
            return
        lines = []
        for decision in worst:  # (each a link to its step, where the verdict is given whole)
            mark = judged_mark(self.judged, decision)
            if decision.play is None or not isinstance(decision.card, Card):
                lines.append(f"• {escape(self._judged_text(decision, mark))}")
                continue
            step = decision.play + 1
            by_points = decision.decided or decision.cost > decision.loss.win + 1e-9
            text = self.words.costly_line(
                self.steps[step].trick,
                mark,
                decision.card,
                found.said(decision),
                decision.loss.points,
                by_points,
            )
            lines.append(f'• <a href="{step}">{escape(text)}</a>')
        self.costly.setText(f"<b>{self.words.costliest_title()}</b><br>" + "<br>".join(lines))


def judged_mark(judged: dict[int | None, Judged], decision: Decision) -> str:
    found = judged.get(decision.play)
    return found.mark if found is not None else "good"


def escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
