"""Choosing the cards by their look: each installed deck shown small (a court and an Ace,
its name under them), grouped under the suit families' headings, in the Cards dialog
(View > Cards > Choose the cards…) and in the question of the first start, "Which cards do
you play with?", asked once (``ask_first_cards``) and never when the command line names a
deck."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QIcon, QImage, QKeyEvent, QPainter, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...decks import SUIT_FAMILIES, DeckTheme
from ..base.prompts import Prompts
from ..base.settings import Settings
from ..table.cardart import draw_art, placeholder

FAMILY_ORDER = ("spanish", "italian", "french")
"""The headings' order: the southern decks most Italians play with, the northern, French."""
assert set(FAMILY_ORDER) == set(SUIT_FAMILIES)
PREVIEW_CARDS = ("KD", "AD")
"""The court and the Ace shown: the King of coins and the Ace of coins (of diamonds), the
cards each pattern draws most its own."""
CARD_HEIGHT = 96
"""A preview card's height in logical pixels (its width follows the deck's aspect)."""
OVERLAP = 0.3
"""How much of the court the Ace covers, as a share of a card's width."""

TILES = """
DeckPreview { border: 2px solid transparent; border-radius: 6px; padding: 4px; }
DeckPreview:hover { border-color: palette(mid); }
DeckPreview:checked { background: palette(highlight); color: palette(highlighted-text); }
DeckPreview:focus { border: 2px dotted palette(text); }
"""


def preview_image(theme: DeckTheme, card_height: int, ratio: float = 1.0) -> QPixmap:
    """The court and the Ace of ``theme`` side by side, the Ace over the court's right
    part, drawn at ``card_height`` logical pixels for a screen of ``ratio``: crisp."""
    height = max(1, round(card_height * ratio))
    width = max(1, round(height * theme.aspect))
    step = round(width * (1 - OVERLAP))
    canvas = QImage(width + step, height, QImage.Format.Format_ARGB32_Premultiplied)
    canvas.fill(Qt.GlobalColor.transparent)
    painter = QPainter(canvas)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for place, code in enumerate(PREVIEW_CARDS):
        card = draw_art(theme.face_path(code), width, height, None)
        if card is None:  # (a file broken since the deck was checked: never a blank)
            card = placeholder(code, width, height)
        left = place * step
        if place:  # a thin shadow along the Ace's edge: two cards, not one
            shade = QRectF(left - 2 * ratio, 2 * ratio, 2 * ratio, height - 4 * ratio)
            painter.fillRect(shade, QColor(0, 0, 0, 50))
        painter.drawImage(left, 0, card)
    painter.end()
    pixmap = QPixmap.fromImage(canvas)
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


class FamilyWords(QObject):
    """The suit families' headings (the chooser's and the Cards menu's)."""

    def words(self) -> dict[str, str]:
        """Each family's heading, in the interface's language."""
        return {
            "spanish": self.tr("Italian cards, Spanish suits"),
            "italian": self.tr("Italian cards, Italian suits"),
            "french": self.tr("French cards"),
        }


def deck_headings(themes: Iterable[DeckTheme], parent: QObject) -> dict[str, str]:
    """The heading to show before each deck that opens its family's group, by deck id,
    for ``themes`` listed family by family (``by_family``)."""
    words = FamilyWords(parent).words()
    headings: dict[str, str] = {}
    seen: set[str] = set()
    for theme in themes:
        if theme.suits not in seen:
            seen.add(theme.suits)
            headings[theme.id] = words[theme.suits]
    return headings


def by_family(themes: Iterable[DeckTheme]) -> list[DeckTheme]:
    """``themes`` family by family in the headings' order, each family's in its order."""
    return sorted(themes, key=lambda theme: FAMILY_ORDER.index(theme.suits))


class DeckPreview(QToolButton):
    """One deck to choose: its court and Ace, its name under them; checked when chosen."""

    def __init__(self, theme: DeckTheme, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.theme = theme
        self.setCheckable(True)
        self.setAutoRaise(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        self.setText(theme.name(language))
        self.setAccessibleName(theme.name(language))
        self.set_picture(self.devicePixelRatioF())

    def set_picture(self, ratio: float) -> None:
        """The preview drawn for a screen of ``ratio``."""
        self.drawn_at = ratio
        picture = preview_image(self.theme, CARD_HEIGHT, ratio)
        self.setIcon(QIcon(picture))
        self.setIconSize(QSize(round(picture.width() / ratio), CARD_HEIGHT))

    def event(self, event: QEvent) -> bool:
        # A window moved to a screen of another ratio: drawn again, crisp there too.
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            ratio = self.devicePixelRatioF()
            if ratio != self.drawn_at:
                self.set_picture(ratio)
        return super().event(event)


class DeckChooser(QWidget):
    """Every installed deck under its family's heading; a click, or Space on the focused
    one, chooses it (``chosen``); Enter chooses it and says so (``confirmed``)."""

    chosen = Signal(str)
    confirmed = Signal(str)

    def __init__(
        self,
        themes: Iterable[DeckTheme],
        language: str,
        current: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.previews: dict[str, DeckPreview] = {}
        """Each deck's preview, by the deck's id."""
        self.headings: dict[str, QLabel] = {}
        """Each family's heading, by the family (only the families with a deck)."""
        self._rows: list[list[DeckPreview]] = []
        """The previews family by family, as the arrow keys go through them."""
        self._group = QButtonGroup(self)
        self._group.setExclusive(True)
        families: dict[str, list[DeckTheme]] = {family: [] for family in FAMILY_ORDER}
        for theme in themes:
            families[theme.suits].append(theme)
        words = FamilyWords(self).words()
        # The deck chosen on a tile of the selection's colour; the focused one ringed.
        self.setStyleSheet(TILES)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        for family in FAMILY_ORDER:
            if not families[family]:
                continue
            heading = QLabel(f"<b>{words[family]}</b>")
            self.headings[family] = heading
            column.addWidget(heading)
            row = QHBoxLayout()
            row.setSpacing(6)
            self._rows.append([])
            for theme in families[family]:
                preview = DeckPreview(theme, language, self)
                preview.setAccessibleDescription(words[family])
                preview.clicked.connect(lambda _=False, deck=theme.id: self.chosen.emit(deck))
                self._group.addButton(preview)
                self.previews[theme.id] = preview
                self._rows[-1].append(preview)
                preview.installEventFilter(self)
                row.addWidget(preview)
            row.addStretch(1)
            column.addLayout(row)
        self.select(current)

    def select(self, deck_id: str) -> None:
        """Show ``deck_id`` as the one chosen (nothing else happens)."""
        preview = self.previews.get(deck_id)
        if preview is not None:
            preview.setChecked(True)

    def selected(self) -> str:
        """The deck shown as chosen ('' if none)."""
        return next((d for d, p in self.previews.items() if p.isChecked()), "")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The arrow keys on a preview: Left and Right to the deck before or after it,
        Up and Down to the family above or below."""
        if event.type() != QEvent.Type.KeyPress or not isinstance(watched, DeckPreview):
            return False
        assert isinstance(event, QKeyEvent)
        target = self._neighbour(watched, event.key())
        if target is None:
            return False
        target.setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def _neighbour(self, preview: DeckPreview, key: int) -> DeckPreview | None:
        flat = [p for row in self._rows for p in row]
        row = next(i for i, previews in enumerate(self._rows) if preview in previews)
        column = self._rows[row].index(preview)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            place = flat.index(preview) + (1 if key == Qt.Key.Key_Right else -1)
            return flat[place] if 0 <= place < len(flat) else None
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            row += 1 if key == Qt.Key.Key_Down else -1
            if 0 <= row < len(self._rows):
                return self._rows[row][min(column, len(self._rows[row]) - 1)]
        return None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        focused = self.focusWidget()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(
            focused, DeckPreview
        ):
            focused.click()
            self.confirmed.emit(focused.theme.id)
            return
        super().keyPressEvent(event)


class DeckDialog(QDialog):
    """View > Cards > Choose the cards…: a deck chosen is played with at once."""

    def __init__(
        self, settings: Settings, themes: Iterable[DeckTheme], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Cards"))
        self.chooser = DeckChooser(themes, settings.interface_language, settings.deck, self)
        self.chooser.chosen.connect(lambda deck: settings.put(Settings.deck, deck))
        self.chooser.confirmed.connect(lambda _deck: self.accept())
        settings.changed.connect(self._follow)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setText(self.tr("Close"))
        close.setAutoDefault(False)
        column = QVBoxLayout(self)
        column.addWidget(self.chooser)
        column.addWidget(buttons)
        current = self.chooser.previews.get(settings.deck)
        if current is not None:
            current.setFocus()

    def _follow(self, name: str) -> None:
        if name == Settings.deck.name:
            self.chooser.select(self.settings.deck)


class FirstCardsDialog(QDialog):
    """The first start's question: which cards the player plays with. Choosing one and
    "Play with these" sets the deck; Skip (or Escape) keeps the one the table has."""

    def __init__(
        self, settings: Settings, themes: Iterable[DeckTheme], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Your cards"))
        asked = self.tr("Which cards do you play with?")
        question = QLabel(f"<big><b>{asked}</b></big>")
        note = QLabel(self.tr("You can change them at any time: View > Cards."))
        note.setWordWrap(True)
        self.chooser = DeckChooser(themes, settings.interface_language, settings.deck, self)
        self.chooser.confirmed.connect(lambda _deck: self.accept())
        buttons = QDialogButtonBox()
        self.play = QPushButton(self.tr("&Play with these"))
        self.skip = QPushButton(self.tr("&Skip"))
        for button in (self.play, self.skip):
            button.setAutoDefault(False)
        buttons.addButton(self.play, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.skip, QDialogButtonBox.ButtonRole.RejectRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(question)
        column.addWidget(note)
        column.addSpacing(8)
        column.addWidget(self.chooser)
        column.addWidget(buttons)
        current = self.chooser.previews.get(settings.deck)
        if current is not None:
            current.setFocus()

    def accept(self) -> None:
        chosen = self.chooser.selected()
        if chosen:
            self.settings.put(Settings.deck, chosen)
        super().accept()


def ask_first_cards(
    settings: Settings, themes: Mapping[str, DeckTheme], prompts: Prompts, parent: QWidget
) -> bool:
    """On the first start, ask once which cards the player plays with (never when this
    run's deck was given, or a deck was chosen before); True if the question was put."""
    if (
        settings.first_cards_asked
        or settings.given_for_this_run(Settings.deck)
        or settings.stored_deck
    ):
        return False
    asked: list[FirstCardsDialog] = []

    def open_question() -> None:
        dialog = FirstCardsDialog(settings, themes.values(), parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        settings.first_cards_asked = True  # (once, answered or not)
        asked.append(dialog)
        dialog.open()

    prompts.pop_up(open_question)
    return bool(asked)
