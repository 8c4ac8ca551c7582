"""The help window (Help > How to play, F1, and the Help menu's other pages): the rules as
this app plays them, with the cards of the deck on the table, and the pages that explain the
coach's review, the statistics and the fair shuffle, each a tab, in the interface's language.
Non-modal, so it can stay open beside the game; the rules follow a change of deck."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QLocale, QSize, Qt, QUrl
from PySide6.QtGui import QAction, QGuiApplication, QImage, QTextDocument
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...assets import help_picture_path
from ...engine.cards import CODES
from ..table.cardart import CardArt
from ..text.guide import PAGES, GuideText
from ..text.rules import CARD_HEIGHT, RulesText
from ..text.words import CardNames


class HelpBrowser(QTextBrowser):
    """A text browser that draws ``help:NAME`` pictures of the app, in the interface's
    language where it has its own."""

    def loadResource(self, kind: int, name: QUrl | str) -> object:
        url = QUrl(name)
        if kind == QTextDocument.ResourceType.ImageResource and url.scheme() == "help":
            language = QLocale().name().split("_")[0]
            image = QImage(str(help_picture_path(url.path(), language)))
            if not image.isNull():
                image.setDevicePixelRatio(self.devicePixelRatioF())
                return image
        return super().loadResource(kind, name)


class CardBrowser(HelpBrowser):
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
    """The help: the rules (sections with a table of contents; ``text`` holds what they
    say), then a tab for each page of ``GuideText``."""

    def __init__(
        self,
        art: CardArt,
        names: CardNames,
        actions: Sequence[QAction] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.art = art
        self.setModal(False)
        self.resize(self.fitting_size())
        self.browser = CardBrowser(art)
        self.browser.setAccessibleName(self.tr("Rules of Briscola"))
        self.text = RulesText(names, actions, self.browser.card_size().width(), self)
        self.guide = GuideText(self)
        self.pages: dict[str, QTextBrowser] = {"rules": self.browser}
        """Each page's browser, by its name in ``PAGES``."""
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        for page in PAGES:
            browser = self.pages.setdefault(page, HelpBrowser())
            browser.setOpenExternalLinks(False)
            if page != "rules":
                browser.setAccessibleName(self.guide.title(page))
            self.tabs.addTab(browser, self.guide.title(page))
        self.tabs.currentChanged.connect(self._on_page)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(buttons)
        self.rebuild()
        art.deckChanged.connect(self.rebuild)
        self._on_page(0)
        self.browser.setFocus(Qt.FocusReason.OtherFocusReason)

    @staticmethod
    def fitting_size() -> QSize:
        """900x720 (the card table, ten ranks wide, fits without scrolling), or less on a
        smaller screen."""
        screen = QGuiApplication.primaryScreen()
        wanted = QSize(900, 720)
        if screen is None:
            return wanted
        room = screen.availableGeometry().size() * 0.9
        return wanted.boundedTo(room)

    def show_page(self, page: str) -> None:
        """Bring page ``page`` (one of ``PAGES``) to the front."""
        self.tabs.setCurrentIndex(PAGES.index(page))
        self.pages[page].setFocus(Qt.FocusReason.OtherFocusReason)

    def stand_in_front(self, home: QWidget) -> None:
        """Be a window of the dialog that blocks the others, if one does (the review,
        whose "?" asks for its page): the help, a window of ``home``, opened behind it and
        could not be reached. It goes back to ``home`` when that dialog closes, staying
        open beside the table."""
        modal = QApplication.activeModalWidget()
        owner = modal if modal is not None and modal is not self else home
        if self.parentWidget() is owner:
            return
        shown, where = self.isVisible(), self.geometry()
        self.setParent(owner, self.windowFlags())  # (a new parent hides a window)
        self.setGeometry(where)
        if isinstance(owner, QDialog) and owner is not home:
            owner.finished.connect(lambda _code: self._go_home(home))
        if shown:
            self.show()

    def _go_home(self, home: QWidget) -> None:
        """The dialog the help stood over closed: the help is ``home``'s window again."""
        if self.parentWidget() is not home:
            shown, where = self.isVisible(), self.geometry()
            self.setParent(home, self.windowFlags())
            self.setGeometry(where)
            if shown:
                self.show()

    def current_page(self) -> str:
        return PAGES[self.tabs.currentIndex()]

    def _on_page(self, index: int) -> None:
        self.setWindowTitle(self.guide.title(PAGES[index]))

    def rebuild(self) -> None:
        """Write the help again: the deck (its cards and court names) may have changed."""
        self.text.card_width = self.browser.card_size().width()
        for page, browser in self.pages.items():
            position = browser.verticalScrollBar().value()
            browser.setHtml(self.text.html() if page == "rules" else self.guide.html(page))
            browser.verticalScrollBar().setValue(position)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        # The text takes its link colour from the palette when it is written: a new
        # desktop theme (light to dark) writes it again.
        if event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self.rebuild()
