"""The new-game panel and the end-of-deal summary."""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QPaintEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import CODES
from ...engine.chiamata_match import MATCH_DEALS
from ...engine.match import DrawHandling, MatchLength
from ...engine.rules import CHIAMATA_OPTIONS, OPTIONS, Variant, options_for, variants_for
from ..base.paint_guard import guarded
from ..base.settings import LEVELS, GameChoices
from ..chiamata import summary as chiamata_summary
from ..chiamata.summary import ChiamataSummary
from ..game.snapshot import DealSummary
from ..table.cardart import CardArt
from ..text.chiamata import ChiamataWords
from ..text.words import TABLE_ORDER, CardNames, GameWords, MatchWords, fill, score_list
from .fitted_dialog import FittedDialog

"""The engine's table sizes as the panel lists them: one against one, then the teams,
and Briscola chiamata's five."""


class NewGameDialog(QDialog):
    """Opponent level, table, variant, options and match length."""

    def __init__(self, choices: GameChoices, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.form = form = QFormLayout()
        self.level = QComboBox()
        for level, label in zip(
            LEVELS, (self.tr("Beginner"), self.tr("Medium"), self.tr("Expert")), strict=True
        ):
            self.level.addItem(label, level)
        words = GameWords(self)
        # Every table, variant, option and match length the engine knows, in its words.
        self.mode = QComboBox()
        for players in TABLE_ORDER:
            self.mode.addItem(words.table_choice(players), players)
        self.variant = QComboBox()
        for variant in Variant:
            self.variant.addItem(words.variant_choice(variant), variant.value)
        self.options = {
            name: QCheckBox(words.option_choice(name)) for name in (*OPTIONS, *CHIAMATA_OPTIONS)
        }
        """The deal options' boxes, by the engine's option names."""
        self.signals = self.options["signals"]
        self.two_swap = self.options["two_swap"]
        self.tie_break = self.options["tie_break_last_trick"]
        self.caller_leads = self.options["caller_leads"]
        self.deals = QComboBox()
        for deals in MATCH_DEALS:
            self.deals.addItem(fill(self.tr("%1 deals"), deals), deals)
        self.length = QComboBox()
        for length in MatchLength:
            self.length.addItem(words.length_choice(length), length.value)
        self.target = QSpinBox()
        self.target.setRange(1, 21)
        self.draws = QComboBox()
        for draws in DrawHandling:
            self.draws.addItem(words.draws_choice(draws), draws.value)
        self.margin = QCheckBox(words.option_choice("margin"))
        form.addRow(self.tr("Opponents:"), self.level)
        form.addRow(self.tr("Table:"), self.mode)
        form.addRow(self.tr("Variant:"), self.variant)
        for box in self.options.values():
            form.addRow("", box)
        form.addRow(self.tr("Match:"), self.length)
        form.addRow(self.tr("Chiamata match:"), self.deals)
        form.addRow(self.tr("Deal wins needed:"), self.target)
        form.addRow(self.tr("Drawn deals:"), self.draws)
        form.addRow("", self.margin)
        # Practice: the learner's table (review/coach.py hints at every turn, review/tracker.py).
        self.practice = QCheckBox(self.tr("&Face up, a hint every turn, the card tracker"))
        self.practice.setToolTip(
            self.tr(
                "Every hand is shown face up, the coach suggests a card at each of your turns "
                "and the card tracker counts what is still out. Practice games are kept in "
                "your history but not counted in your statistics."
            )
        )
        form.addRow(self.tr("Practice:"), self.practice)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Deal"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.buttons = buttons
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self._load(choices)
        for combo in (self.mode, self.variant, self.length):
            combo.currentIndexChanged.connect(self._update_enabled)
        self._update_enabled()

    def _load(self, choices: GameChoices) -> None:
        self.level.setCurrentIndex(max(0, self.level.findData(choices.level)))
        self.mode.setCurrentIndex(max(0, self.mode.findData(choices.players)))
        self.variant.setCurrentIndex(max(0, self.variant.findData(choices.variant.value)))
        self.signals.setChecked(choices.signals)
        self.two_swap.setChecked(choices.two_swap)
        self.tie_break.setChecked(choices.tie_break_last_trick)
        self.caller_leads.setChecked(choices.caller_leads)
        self.deals.setCurrentIndex(max(0, self.deals.findData(choices.deals)))
        self.length.setCurrentIndex(max(0, self.length.findData(choices.length.value)))
        self.target.setValue(choices.target)
        self.draws.setCurrentIndex(max(0, self.draws.findData(choices.draws.value)))
        self.margin.setChecked(choices.margin)
        self.practice.setChecked(choices.practice)

    def _update_enabled(self) -> None:
        # What a table size allows is the engine's to say (Rules), not this panel's.
        players = int(self.mode.currentData())
        allowed = variants_for(players)
        variant_model = self.variant.model()
        for index in range(self.variant.count()):
            item = variant_model.item(index)  # type: ignore[attr-defined]
            item.setEnabled(self.variant.itemData(index) in allowed)
        if self.variant.currentData() not in allowed:
            self.variant.setCurrentIndex(self.variant.findData(allowed[0].value))
        options = options_for(players, Variant(self.variant.currentData()))
        for name, box in self.options.items():
            box.setEnabled(name in options)
        chiamata = Variant(self.variant.currentData()) == Variant.CHIAMATA
        # A chiamata match is counted in deals; the other matches by their rules.
        self.deals.setEnabled(chiamata)
        for match_box in (self.length, self.draws, self.margin):
            match_box.setEnabled(not chiamata)
        first_to = self.length.currentData() == MatchLength.FIRST_TO
        self.target.setEnabled(first_to and not chiamata)

    def choices(self) -> GameChoices:
        """The panel's choices, without the options that do not apply to them."""
        return GameChoices(
            level=str(self.level.currentData()),
            players=int(self.mode.currentData()),
            variant=Variant(self.variant.currentData()),
            signals=self.signals.isChecked(),
            two_swap=self.two_swap.isChecked(),
            tie_break_last_trick=self.tie_break.isChecked(),
            length=MatchLength(self.length.currentData()),
            target=self.target.value(),
            draws=DrawHandling(self.draws.currentData()),
            margin=self.margin.isChecked(),
            practice=self.practice.isChecked(),
            caller_leads=self.caller_leads.isChecked(),
            deals=int(self.deals.currentData()),
        ).normalised()


class CapturedCards(QWidget):
    """A side's captured cards in a row, each over the last; closer together when the
    dialog is narrow (the tooltip names them all)."""

    MIN_STEP = 4
    """Pixels of each card under the next that still show, at the narrowest."""

    def __init__(self, cards: tuple[int, ...], art: CardArt, size: QSize) -> None:
        super().__init__()
        self.faces = [art.pixmap(CODES[card], size) for card in cards]
        self.card = size
        self.step = max(8, round(size.width() * 0.42))
        """The natural distance between the cards' left edges."""
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def _width(self, step: int) -> int:
        return self.card.width() + step * max(0, len(self.faces) - 1)

    def sizeHint(self) -> QSize:
        return QSize(self._width(self.step), self.card.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(self._width(min(self.step, self.MIN_STEP)), self.card.height())

    @guarded
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        spare = self.width() - self.card.width()
        step = min(self.step, spare / max(1, len(self.faces) - 1))
        for i, face in enumerate(self.faces):
            painter.drawPixmap(round(i * step), 0, face)


class DealSummaryDialog(FittedDialog):
    """Each side's captured cards in counting order, the totals and the result.

    For a moment after it opens, its buttons take no key: the key that collected the last
    trick, pressed twice or held, must not start the next deal or match unseen.
    """

    KEY_GUARD_S = 1.0

    def __init__(
        self,
        summary: DealSummary,
        art: CardArt,
        parent: QWidget | None = None,
        names: CardNames | None = None,
    ) -> None:
        super().__init__(parent)
        self.summary = summary
        self.names = names or CardNames(self, art.theme)
        self.strips: list[CapturedCards] = []
        """Each side's captured cards, in the order shown; the tooltip names them."""
        self.setWindowTitle(self.tr("End of the deal"))
        layout = self.body
        self.headline = QLabel(self._headline())
        self.headline.setWordWrap(True)
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.headline)
        grid = QGridLayout()
        tall = 50 if summary.chiamata is not None else 84  # (five rows fit a small screen)
        card = QSize(round(tall * art.aspect), tall)
        self.chiamata: ChiamataSummary | None = None
        if summary.chiamata is not None:  # who called, the partner, each player's score
            self.chiamata = ChiamataSummary(summary.chiamata, self.names, self)
        for row, side in enumerate(self._side_order()):
            if self.chiamata is not None:
                for column, cell in enumerate(self.chiamata.cells(side), start=3):
                    grid.addWidget(cell, row, column)
            name = QLabel(f"<b>{summary.side_names[side]}</b>")
            points = QLabel(fill(self.tr("%1 points"), summary.points[side]))
            grid.addWidget(name, row, 0)
            grid.addWidget(points, row, 1)
            strip = CapturedCards(summary.captured[side], art, card)
            named = ", ".join(self.names.card(c) for c in summary.captured[side])
            strip.setToolTip(named)
            strip.setAccessibleName(named)
            grid.addWidget(strip, row, 2)
            self.strips.append(strip)
        layout.addLayout(grid)
        total = sum(summary.points)
        self.total = QLabel(fill(self.tr("Total: %1 points"), total))
        layout.addWidget(self.total)
        if self.chiamata is not None:
            layout.addWidget(self.chiamata)
        chiamata = summary.chiamata is not None
        scores = score_list(summary.match_side_names, summary.match_scores, chiamata)
        self.match_line = QLabel(fill(self.tr("Match: %1"), scores))
        self.match_line.setWordWrap(True)
        # (a game of one deal is no match: "Match: You 0 – Lucia 1" and "New match" below
        # the deal's own result read oddly, a newcomer's playtest)
        one_deal = summary.match_over and summary.deals_played == 1
        self.match_line.setVisible(not one_deal)
        layout.addWidget(self.match_line)
        buttons = QDialogButtonBox()
        if summary.match_over:
            self.next_button = buttons.addButton(
                self.tr("New game") if one_deal else self.tr("New match"),
                QDialogButtonBox.ButtonRole.AcceptRole,
            )
        else:
            self.next_button = buttons.addButton(
                self.tr("Next deal"), QDialogButtonBox.ButtonRole.AcceptRole
            )
        close = buttons.addButton(
            self.tr("Look at the table"), QDialogButtonBox.ButtonRole.RejectRole
        )
        close.clicked.connect(self.reject)
        # The deal stepped through and judged (the window opens the review; review/dialog.py).
        self.review_button = buttons.addButton(
            self.tr("Review this deal…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.review_button.setAutoDefault(False)
        self.next_button.clicked.connect(self.accept)
        # Enter goes on, Escape looks at the table: whichever button the layout puts first.
        self.next_button.setDefault(True)
        self.next_button.setFocus()
        self._shown_at = time.monotonic()
        self.installEventFilter(self)
        for button in (self.next_button, close, self.review_button):
            button.installEventFilter(self)
        self.foot.addWidget(buttons)

    def add_part(self, part: QWidget) -> None:
        """``part`` at the foot of the summary's body (the shuffle's report)."""
        self.body.addWidget(part)
        # A button brought in with the part takes the focus the default one had: Enter goes on.
        self.next_button.setFocus()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._shown_at = time.monotonic()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease) and isinstance(
            event, QKeyEvent
        ):
            if event.key() == Qt.Key.Key_Space:
                # Space gathers the tricks at the table: a press too many must not skip
                # the summary (the playtest never saw it). Enter or a click goes on.
                return True  # taken, and nothing done
            pressing = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            early = time.monotonic() - self._shown_at < self.KEY_GUARD_S
            if pressing and (early or event.isAutoRepeat()):
                return True  # taken, and nothing done
        return super().eventFilter(watched, event)

    def _side_order(self) -> list[int]:
        """Your side first, then the others in the match's order (the same every deal,
        though seats move as the dealer changes)."""
        sides = self.summary.match_sides
        return sorted(range(len(sides)), key=lambda side: sides[side])

    def _headline(self) -> str:
        s = self.summary
        winner = s.outcome.winner
        if s.chiamata is not None:
            deal = chiamata_summary.headline(s.chiamata, s.human_side, ChiamataWords(self.names))
        elif winner is None:
            deal = fill(self.tr("A draw: %1 points each"), s.points[0])
        elif winner == s.human_side:
            deal = fill(
                self.tr("Your team wins the deal with %1 points")
                if s.team_game
                else self.tr("You win the deal with %1 points"),
                s.points[winner],
            )
        elif s.team_game:
            # (the other team by its own sentence: Italian needs "Gli avversari")
            deal = fill(self.tr("The opponents win the deal with %1 points"), s.points[winner])
        else:
            deal = fill(
                self.tr("%1 wins the deal with %2 points"), s.side_names[winner], s.points[winner]
            )
        if not s.match_over or s.deals_played == 1:
            return deal
        if s.match_winner is None:  # (who shares it, and where the player finished)
            shared = MatchWords(self).shared(
                s.match_side_names, s.match_scores, s.match_leaders, True
            )
            return deal + "\n" + shared
        if s.match_winner == 0:
            won = (
                self.tr("Your team wins the match!")
                if s.team_game
                else self.tr("You win the match!")
            )
            return deal + "\n" + won
        if s.team_game:
            return deal + "\n" + self.tr("The opponents win the match")
        return deal + "\n" + fill(self.tr("%1 wins the match"), s.match_side_names[s.match_winner])
