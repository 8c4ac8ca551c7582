"""The fair shuffle at the table (docs/fair-shuffle.md).

Before a deal the cut panel over the felt shows the commitment to the deal's secret seed
and takes the player's cut (a random one offered, Enter keeps it); while the deal is played
the status bar shows the commitment; at the deal's end the summary shows the seed, now
revealed, the cut and the commitment, checked here against what was shown before the cut
and the cards dealt ("Shuffle verified"), with the command line that checks them again.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFontDatabase,
    QGuiApplication,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QStatusBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine import fair
from ...engine.record import record_of
from ...engine.rules import Rules
from ..base.paint_guard import guarded
from ..base.settings import Settings
from ..game.controller import GameController
from ..game.snapshot import DealSummary, Phase
from ..text.words import fill
from .shuffle_check import breakable, record_for_check


class SummaryParts(Protocol):
    """What the shuffle's report needs of the deal's summary (``shell.dialogs``)."""

    def add_part(self, part: QWidget) -> None: ...

    def fit_later(self) -> None: ...


SHORT = 8
"""Hex digits of the commitment shown in short (all 64 in the tooltip and the copy)."""


def short(digest: str) -> str:
    return digest[:SHORT] + "…"


class CutPanel(QWidget):
    """Over the felt before a deal, the table behind it dimmed (the last deal's cards, or a
    game left): the commitment, and a cut to type or keep."""

    KEY_GUARD_S = 0.6
    """After the panel appears, its field ignores keys this long."""

    cutChosen = Signal(str)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.card = QFrame()
        self.card.setObjectName("cut_panel")
        self.card.setMaximumWidth(460)
        self.card.setStyleSheet(
            "QFrame#cut_panel { background: rgba(16, 40, 24, 235); border: 2px solid white;"
            " border-radius: 12px; } QFrame#cut_panel QLabel { color: white; }"
            " QFrame#cut_panel QCheckBox { color: white; }"
        )
        self.commitment = ""
        self.title = QLabel(self.tr("Cut the deck"))
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.title.setFont(font)
        self.seal = QLabel()
        """The commitment in short; the tooltip holds all of it."""
        self.seal.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy = QPushButton(self.tr("Copy"))
        self.copy.setAutoDefault(False)
        self.copy.setToolTip(self.tr("Copy the whole commitment"))
        self.copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(self.commitment))
        self.why = QLabel(
            self.tr(
                "The shuffle is sealed: this is the fingerprint of its secret seed. Cut with a "
                "word or a number of your own, or keep this one. The seed is shown when the "
                "deal ends, so you can check that nobody chose the cards."
            )
        )
        self.why.setWordWrap(True)
        self.problem = QLabel()
        """Why the cut typed cannot be used."""
        self.problem.setStyleSheet("color: rgb(255, 190, 170);")
        self.problem.hide()
        self.edit = QLineEdit()
        self.edit.setMaxLength(fair.MAX_CUT_CHARS)
        self.edit.setAccessibleName(self.tr("Your cut"))
        self.edit.returnPressed.connect(self._accept)
        self.edit.textEdited.connect(lambda _text: self.problem.hide())
        self.edit.installEventFilter(self)
        self._offered_at = 0.0
        self.deal = QPushButton(self.tr("Cut and deal"))
        self.deal.clicked.connect(self._accept)
        self.always = QCheckBox(self.tr("Always keep the random cut"))
        self.always.setToolTip(self.tr("You can change this in Settings."))
        seal_row = QHBoxLayout()
        seal_row.addWidget(QLabel(self.tr("Commitment:")))
        seal_row.addWidget(self.seal, 1)
        seal_row.addWidget(self.copy)
        cut_row = QHBoxLayout()
        cut_row.addWidget(self.edit, 1)
        cut_row.addWidget(self.deal)
        column = QVBoxLayout(self.card)
        column.setContentsMargins(18, 14, 18, 14)
        column.addWidget(self.title)
        column.addLayout(seal_row)
        column.addWidget(self.why)
        column.addLayout(cut_row)
        column.addWidget(self.problem)
        column.addWidget(self.always)
        middle = QHBoxLayout()
        middle.addStretch()
        middle.addWidget(self.card, 100)
        middle.addStretch()
        veil = QVBoxLayout(self)
        veil.setContentsMargins(12, 12, 12, 12)
        veil.addStretch()
        veil.addLayout(middle)
        veil.addStretch()
        self.hide()
        parent.installEventFilter(self)

    def offer(self, commitment: str, suggestion: str) -> None:
        """Show ``commitment`` and offer ``suggestion`` as the cut, selected: Enter keeps it,
        typing replaces it."""
        self.commitment = commitment
        self.seal.setText(f"<code>{short(commitment)}</code>")
        self.seal.setToolTip(fill(self.tr("SHA-256 of the deal's secret seed: %1"), commitment))
        self.edit.setText(suggestion)
        self.edit.selectAll()
        self._offered_at = time.monotonic()
        self.problem.hide()
        self.place()
        self.show()
        self.raise_()
        # The table's focus is the cut's until the deal: a dialog closed on the way here
        # gives the focus back to the table, and Enter must still keep the cut.
        parent = self.parentWidget()
        assert parent is not None
        parent.setFocusProxy(self.edit)
        self.edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def withdraw(self) -> None:
        """Hide the panel, the table taking its own keys again."""
        parent = self.parentWidget()
        if parent is not None and parent.focusProxy() is self.edit:
            parent.setFocusProxy(None)  # type: ignore[arg-type]  # (Qt takes None: no proxy)
        self.hide()

    def refuse(self, message: str) -> None:
        self.problem.setText(message)
        self.problem.show()
        self.place()
        self.edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def _accept(self) -> None:
        self.cutChosen.emit(self.edit.text())

    def place(self) -> None:
        """Over the whole table, the panel in its middle."""
        parent = self.parentWidget()
        assert parent is not None
        self.setGeometry(parent.rect())

    @guarded
    def paintEvent(self, event: QPaintEvent) -> None:
        QPainter(self).fillRect(self.rect(), QColor(0, 0, 0, 120))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # A key typed into the panel is the panel's: the line edit passes Enter on after
        # taking it, and the table under the panel took it as "land every flying card",
        # so the deal it started was never seen dealt (issue 41).
        event.accept()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self.place()
        # A key meant for the deal that just ended (a card's number, Space), pressed as the
        # panel appears, must not replace the offered cut or deal at once.
        early = time.monotonic() - self._offered_at < self.KEY_GUARD_S
        if watched is self.edit and event.type() == QEvent.Type.KeyPress and early:
            return True
        return super().eventFilter(watched, event)


def verdict_label(checks: list[fair.Check]) -> QLabel:
    """ "Shuffle verified", or which check failed, in green or red."""

    failed = [check.name for check in checks if not check.ok]
    if checks and not failed:
        label = QLabel(QCoreApplication.translate("ShuffleReport", "✔ Shuffle verified"))
        label.setToolTip(
            QCoreApplication.translate(
                "ShuffleReport",
                "The seed is the one committed to before your cut, and the cards were dealt "
                "in the order that seed and your cut give.",
            )
        )
        colour = "rgb(20, 120, 40)"
    else:
        reasons = {
            "commitment": QCoreApplication.translate(
                "ShuffleReport", "the seed is not the one committed to before your cut"
            ),
            "deck": QCoreApplication.translate(
                "ShuffleReport", "the cards dealt are not the ones seed and cut give"
            ),
            "proof": QCoreApplication.translate(
                "ShuffleReport", "its seed, cut and commitment cannot be read"
            ),
        }
        text = QCoreApplication.translate("ShuffleReport", "✘ Shuffle not verified: %1")
        label = QLabel(fill(text, "; ".join(reasons[name] for name in failed)))
        colour = "rgb(170, 30, 30)"
    label.setStyleSheet(f"font-weight: bold; color: {colour};")
    return label


def proof_checks(rules: Rules, deck: Sequence[int], proof: object) -> list[fair.Check]:
    """The checks of a shuffle's proof kept with a deal (a history entry's ``shuffle``, a
    record's ``meta.shuffle``: seed, cut and commitment): the commitment against the seed,
    the cards against seed and cut; one failed "proof" check if it cannot be read."""
    if isinstance(proof, dict) and all(
        isinstance(proof.get(key), str) for key in ("seed", "cut", "commitment")
    ):
        try:
            seed = fair.parse_hex(proof["seed"], "seed")
            commitment = fair.parse_hex(proof["commitment"], "commitment")
            fair.normal_cut(proof["cut"])
        except fair.ShuffleError as error:
            return [fair.Check("proof", False, str(error))]
        return [
            fair.check_commitment(seed, commitment),
            fair.check_deck(rules, deck, seed, proof["cut"]),
        ]
    return [fair.Check("proof", False, "it is not an object of seed, cut and commitment")]


def proof_label(rules: Rules, deck: Sequence[int], proof: object) -> QLabel:
    """ "Shuffle verified" (or why not) for a deal kept with its shuffle's proof, the seed,
    cut and commitment on the tooltip."""
    label = verdict_label(proof_checks(rules, deck, proof))
    if isinstance(proof, dict):
        label.setToolTip(proof_tip(proof))
    return label


def proof_tip(proof: dict[str, object]) -> str:
    return fill(
        QCoreApplication.translate("FairTable", "Commitment: %1\nCut: %2\nSeed: %3"),
        str(proof.get("commitment", "")),
        str(proof.get("cut", "")),
        str(proof.get("seed", "")),
    )


class HashLabel(QLabel):
    """A 64-digit hash in a fixed font, on one line where it fits, else in lines of 32 or
    16 digits: every digit shown in the narrowest summary (the tooltip holds it whole)."""

    SHORTEST = 16
    """The fewest digits a line holds."""

    def __init__(self, digits: str) -> None:
        super().__init__(digits)
        self.whole = digits
        self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.setToolTip(digits)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def _digit(self) -> int:
        return max(1, self.fontMetrics().horizontalAdvance("0"))

    def _per_line(self, width: int) -> int:
        per_line = len(self.whole)
        while per_line > self.SHORTEST and per_line * self._digit() > width:
            per_line //= 2
        return per_line

    def _lines(self, per_line: int) -> list[str]:
        return [self.whole[i : i + per_line] for i in range(0, len(self.whole), per_line)]

    def sizeHint(self) -> QSize:
        # Two lines by choice: the whole hash on one made the summary wider when opened.
        per_line = max(self.SHORTEST, len(self.whole) // 2)
        height = len(self._lines(per_line)) * self.fontMetrics().lineSpacing()
        return QSize(per_line * self._digit() + 2, height)

    def minimumSizeHint(self) -> QSize:
        return QSize(self.SHORTEST * self._digit() + 2, self.fontMetrics().height())

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        lines = len(self._lines(self._per_line(width - 2)))
        return lines * self.fontMetrics().lineSpacing()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        shown = "\n".join(self._lines(self._per_line(self.width() - 2)))
        if shown != self.text():
            self.setText(shown)


class ShuffleReport(QGroupBox):
    """In the deal summary: the shuffle checked, in one line, and behind its "details"
    the seed, cut and commitment and a copy of the command line that checks them again
    (open at once if a check failed). Shown whole, the three hashes took a third of the
    summary and made it taller than an 800x560 window (issue 41)."""

    def __init__(self, shuffle: fair.Shuffle, checks: list[fair.Check]) -> None:
        super().__init__()
        self.setAccessibleName(self.tr("Fair shuffle"))
        self.shuffle = shuffle
        self.verdict = verdict_label(checks)
        self.more = QToolButton()
        """ "details": shows or hides the seed, cut and commitment (a click, or Space)."""
        self.more.setText(self.tr("details"))
        self.more.setAccessibleName(self.tr("Details of the shuffle"))
        self.more.setCheckable(True)
        self.more.setAutoRaise(True)
        self.more.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.more.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.details = QWidget()
        form = QFormLayout()
        form.setContentsMargins(0, 0, 0, 0)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.values: dict[str, QLabel] = {}
        """The seed, cut and commitment as shown, by their key in ``Shuffle.to_dict``."""
        rows = (
            ("commitment", self.tr("Commitment (shown before your cut):"), True),
            ("cut", self.tr("Your cut:"), False),
            ("seed", self.tr("Seed (revealed now):"), True),
        )
        shown = shuffle.to_dict()
        for key, label, hexadecimal in rows:
            value = HashLabel(shown[key]) if hexadecimal else QLabel(shown[key])
            value.setTextFormat(Qt.TextFormat.PlainText)
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            # (selectable, but no stop for the keys: Enter on the summary still goes on)
            value.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            form.addRow(label, value)
            self.values[key] = value
        self.copy = QPushButton(self.tr("Copy the check command"))
        """Copies briscola-arena verify-deal with the deal's record (``FairTable``)."""
        self.copy.setAutoDefault(False)
        self.copy.setToolTip(
            self.tr(
                "The command briscola-arena verify-deal with the seed, the cut, the "
                "commitment and the deal's record file: it checks the commitment and the cards."
            )
        )
        self.copied = QLabel()
        """What was copied and which record file the command names (once copied)."""
        self.copied.setWordWrap(True)
        self.copied.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copied.hide()
        inside = QVBoxLayout(self.details)
        inside.setContentsMargins(0, 0, 0, 0)
        inside.addLayout(form)
        row = QHBoxLayout()
        row.addWidget(self.copy)
        row.addStretch()
        inside.addLayout(row)
        inside.addWidget(self.copied)
        line = QHBoxLayout()
        line.addWidget(self.verdict)
        line.addWidget(QLabel("·"))
        line.addWidget(self.more)
        line.addStretch()
        column = QVBoxLayout(self)
        column.addLayout(line)
        column.addWidget(self.details)
        self.more.toggled.connect(self._show_details)
        self._show_details(False)
        self.more.setChecked(not all(check.ok for check in checks))

    def say_copied(self, text: str) -> None:
        self.copied.setText(text)
        self.copied.show()

    def _show_details(self, on: bool) -> None:
        self.details.setVisible(on)
        arrow = Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow
        self.more.setArrowType(arrow)


class FairTable(QObject):
    """The fair shuffle's part of the window: the cut panel, the commitment in the status
    bar, and each finished deal's shuffle checked for its summary."""

    def __init__(
        self,
        controller: GameController,
        view: QWidget,
        settings: Settings,
        status: QStatusBar,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.view = view
        self._panel: CutPanel | None = None
        self.status = status
        self.seal = QLabel()
        """The commitment of the deal on the table, in the status bar."""
        status.addPermanentWidget(self.seal)
        self.shown: dict[int, str] = {}
        """The commitment shown before each deal's cut, by deal number."""
        self.kept_record: Callable[[int], Path | None] = lambda number: None
        """The file the history keeps a finished deal's record in (set by the window)."""
        controller.ask_cut = True
        controller.cutWanted.connect(self._on_cut_wanted)
        controller.changed.connect(self._show_seal)
        controller.dealStarted.connect(self._withdraw)

    @property
    def panel(self) -> CutPanel:
        """The cut panel over the table, made the first time a cut is asked for (never in
        a game dealt from a seed, or with the random cut always kept)."""
        if self._panel is None:
            panel = CutPanel(self.view)
            panel.cutChosen.connect(self.cut)
            settings = self.settings
            panel.always.toggled.connect(lambda on: setattr(settings, "quick_cut", on))
            self._panel = panel
        return self._panel

    def _withdraw(self) -> None:
        if self._panel is not None:
            self._panel.withdraw()

    def _on_cut_wanted(self, commitment: str) -> None:
        match = self.controller.match
        assert match is not None
        self.shown[match.deal_number] = commitment
        if self.settings.quick_cut:
            self.controller.cut_deck(fair.random_cut())
            return
        go_on = getattr(self.view, "go_on", None)
        if isinstance(go_on, QWidget):
            go_on.hide()  # (the deal on the table is over: the way on is this panel now)
        self._set_seal(commitment)
        self.status.showMessage(self.tr("Cut the deck: Enter keeps the number offered."))
        self.panel.always.setChecked(False)
        self.panel.offer(commitment, fair.random_cut())

    def cut(self, text: str) -> bool:
        """Cut the waiting deck with ``text`` (the panel's Enter); False, and the panel says
        why, if it is not a cut."""
        try:
            fair.normal_cut(text)
        except fair.ShuffleError:
            if not text.strip():
                self.panel.refuse(self.tr("Type a word or a number to cut the deck with."))
            else:
                self.panel.refuse(self.tr("This cut cannot be used: type a word or a number."))
            return False
        self._withdraw()
        self.status.clearMessage()
        dealt = self.controller.cut_deck(text)
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)
        return dealt

    def _set_seal(self, commitment: str | None) -> None:
        """The status bar's word on the deal's commitment (none for a seeded deal)."""
        if commitment is None:
            self.seal.setText("")
            self.seal.setToolTip("")
            return
        self.seal.setText(fill(self.tr("Sealed shuffle %1"), short(commitment)))
        tip = self.tr(
            "The commitment to this deal's secret seed (SHA-256): %1. The seed is shown "
            "when the deal ends."
        )
        self.seal.setToolTip(fill(tip, commitment))

    def _show_seal(self) -> None:
        controller = self.controller
        if controller.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER) and controller.finished:
            # The seed is out: the seal gives way to the verdict (it stayed "Sealed").
            verified = self.verified(len(controller.finished) - 1)
            if verified is not None:
                self.seal.setText(
                    self.tr("✔ Shuffle verified") if verified else self.tr("✘ Shuffle not verified")
                )
                self.seal.setToolTip(self.tr("The deal's summary (S) shows the seed and the cut."))
                return
        snapshot = controller.snapshot()
        self._set_seal(snapshot.commitment if snapshot is not None else None)

    def checks_of(self, deal_number: int) -> list[fair.Check] | None:
        """The shuffle of finished deal ``deal_number`` checked: its seed against the
        commitment shown before its cut, its cards against seed and cut (None: a seeded
        deal, or not finished)."""
        controller, match = self.controller, self.controller.match
        shuffles, finished = controller.shuffles or [], controller.finished
        if match is None or deal_number >= min(len(shuffles), len(finished)):
            return None
        shuffle, deck = shuffles[deal_number], finished[deal_number].deck or ()
        # A deal resumed from a save had its commitment shown before the break: the saved
        # one (checked against the seed when the save was read).
        shown = self.shown.get(deal_number, shuffle.commitment)
        return [
            fair.check_commitment(shuffle.seed, bytes.fromhex(shown)),
            fair.check_deck(match.rules, deck, shuffle.seed, shuffle.cut),
        ]

    def verified(self, deal_number: int) -> bool | None:
        """Whether the shuffle of finished deal ``deal_number`` checked out (None: a seeded
        deal, or not finished)."""
        checks = self.checks_of(deal_number)
        return None if checks is None else all(check.ok for check in checks)

    def add_to_review(self, dialog: QDialog, deal_number: int) -> QLabel | None:
        """ "Shuffle verified" (or not) at the foot of the review of deal ``deal_number``,
        its seed, cut and commitment on the tooltip."""
        checks = self.checks_of(deal_number)
        shuffles = self.controller.shuffles
        if checks is None or shuffles is None:
            return None
        label = verdict_label(checks)
        label.setToolTip(proof_tip(dict(shuffles[deal_number].to_dict())))
        layout = dialog.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.addWidget(label)
        return label

    def add_to_summary(self, dialog: SummaryParts, summary: DealSummary) -> ShuffleReport | None:
        """The shuffle's report in the deal's summary ``dialog``, above its buttons."""
        checks = self.checks_of(self.controller.shown_deal)
        if summary.shuffle is None or checks is None:
            return None
        report = ShuffleReport(summary.shuffle, checks)
        number = self.controller.shown_deal
        report.copy.clicked.connect(lambda: self.copy_check_command(report, number))
        dialog.add_part(report)
        # Taller with the details, as short as before without them, never past the window.
        report.more.toggled.connect(dialog.fit_later)
        return report

    def copy_check_command(self, report: ShuffleReport, number: int) -> str:
        """Copy the command that checks finished deal ``number``'s commitment and cards,
        naming its record file (saved now where the history keeps none); the report says
        which file. The command copied."""
        shuffle = report.shuffle
        record = record_of(self.controller.finished[number])
        try:
            path, saved = record_for_check(self.kept_record(number), record, shuffle)
        except OSError as error:
            command = shuffle.command()
            said = self.tr(
                "Copied without the deal's record, which could not be saved (%1): it checks "
                "the commitment only."
            )
            report.say_copied(fill(said, error.strerror or error))
        else:
            command = shuffle.command(str(path))
            said = (
                self.tr("Copied. It checks the cards in the deal's record, saved for it in %1")
                if saved
                else self.tr("Copied. It checks the cards in the deal's record in your history: %1")
            )
            report.say_copied(fill(said, breakable(path)))
        QGuiApplication.clipboard().setText(command)
        return command
