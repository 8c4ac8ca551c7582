"""The rules help window (Help > How to play, F1): the rules as this app plays them, with the
cards of the deck on the table, in the interface's language. Non-modal, so it can stay open
beside the game; it follows a change of deck."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QSize, Qt, QUrl
from PySide6.QtGui import QAction, QImage, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...engine.cards import CODES
from ..table.cardart import CardArt
from ..text.rules import CARD_HEIGHT, RulesText
from ..text.words import CardNames


class CardBrowser(QTextBrowser):
    """A text browser that draws ``card:CODE`` images from the current deck."""

    def __init__(self, art: CardArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art

    def card_size(self) -> QSize:
        return QSize(round(CARD_HEIGHT * self.art.aspect), CARD_HEIGHT)

    def loadResource(self, kind: int, name: QUrl | str) -> object:
        url = QUrl(name)
        if kind == QTextDocument.ResourceType.ImageResource and url.scheme() == "card":
            code = url.path()
            if code in CODES:
                ratio = self.devicePixelRatioF()
                image: QImage = self.art.pixmap(code, self.card_size(), ratio).toImage()
                return image
        return super().loadResource(kind, name)


class RulesHelp(QDialog):
    """The rules, in sections with a table of contents; ``text`` holds what they say."""

    def __init__(
        self,
        art: CardArt,
        names: CardNames,
        actions: Sequence[QAction] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.art = art
        self.setWindowTitle(self.tr("How to play"))
        self.setModal(False)
        self.resize(900, 720)  # the card table, ten ranks wide, fits without scrolling
        self.browser = CardBrowser(art)
        self.browser.setAccessibleName(self.tr("Rules of Briscola"))
        self.text = RulesText(names, actions, self.browser.card_size().width(), self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.rebuild()
        art.deckChanged.connect(self.rebuild)
        self.browser.setFocus(Qt.FocusReason.OtherFocusReason)

    def rebuild(self) -> None:
        """Write the help again: the deck (its cards and court names) may have changed."""
        self.text.card_width = self.browser.card_size().width()
        position = self.browser.verticalScrollBar().value()
        self.browser.setHtml(self.text.html())
        self.browser.verticalScrollBar().setValue(position)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        # The text takes its link colour from the palette when it is written: a new
        # desktop theme (light to dark) writes it again.
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.rebuild()
