"""The toolbar of the buttons players know (seed 002): New game, Undo, Hint, Last trick,
Face up, Deck and Sound. The buttons are the menus' own actions, so shortcuts, checks and
enabled states are shared; the icons are the project's SVGs in assets/icons/actions."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QAction, QActionEvent, QIcon, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QMenu, QToolBar, QToolButton, QWidget

from ...assets import action_icon_path

ICON_SIZE = 24


@cache
def action_icon(name: str) -> QIcon:
    """The toolbar icon ``name`` (one of assets.ACTION_ICONS), drawn at any size: one for
    the process, so that each new window neither reads its SVG again nor draws it again at
    its first showing (the icon keeps its drawings)."""
    return QIcon(str(action_icon_path(name)))


class GameToolBar(QToolBar):
    """Labelled buttons with icons; each tooltip says what it does and its shortcut."""

    def __init__(
        self,
        new_game: QAction,
        undo: QAction,
        hint: QAction,
        last_trick: QAction,
        face_up: QAction,
        decks: QMenu,
        sound: QAction,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Buttons"))
        self.setObjectName("buttons")
        self.setMovable(False)
        self.setIconSize(QSize(ICON_SIZE, ICON_SIZE))
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.deck_action = QAction(self.tr("Deck"), self)
        """Pops up the list of installed decks (the View menu's own)."""
        self.deck_action.setMenu(decks)
        self.sound_action = sound
        self._sound_icons = (action_icon("sound-off"), action_icon("sound-on"))
        self.add_button(new_game, "new-game", self.tr("New game"), self.tr("Start a new game"))
        self.add_button(undo, "undo", self.tr("Undo"), self.tr("Take back your last card"))
        self.add_button(
            hint, "hint", self.tr("Hint"), self.tr("Show the best card to play now, and why")
        )
        self.add_button(
            last_trick,
            "last-trick",
            self.tr("Last trick"),
            self.tr("Show the trick just taken again"),
        )
        self.add_button(
            face_up, "face-up", self.tr("Face up"), self.tr("Show every hand face up, for practice")
        )
        self.add_button(
            self.deck_action, "deck", self.tr("Deck"), self.tr("Choose the cards to play with")
        )
        self.add_button(sound, "sound-on", self.tr("Sound"), self.tr("Sound on or off"))
        deck_button = self.widgetForAction(self.deck_action)
        assert isinstance(deck_button, QToolButton)
        deck_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self._show_sound(sound.isChecked())
        sound.toggled.connect(self._show_sound)
        # Where the labels do not all fit (Italian at 800 pixels), the buttons a player
        # needs least lose theirs first; their tooltips still name them.
        self._shed_order = [sound, self.deck_action, face_up, last_trick, hint, undo, new_game]
        self._widths: dict[QToolButton, tuple[int, int]] = {}
        for action in self._shed_order:  # (a label that changes is measured again)
            action.changed.connect(self._widths.clear)
        self._enabling: QAction | None = None
        """The action ``set_enabled`` is enabling or disabling now."""
        self.installEventFilter(self)
        for button in self._buttons():
            button.installEventFilter(self)

    def _buttons(self) -> list[QToolButton]:
        buttons = []
        for action in self._shed_order:
            button = self.widgetForAction(action)
            assert isinstance(button, QToolButton)
            buttons.append(button)
        return buttons

    def _measure(self) -> dict[QToolButton, tuple[int, int]]:
        """Each button's width with its label and with its icon alone."""
        if not self._widths:
            for button in self._buttons():
                widths = []
                for style in (
                    Qt.ToolButtonStyle.ToolButtonIconOnly,
                    Qt.ToolButtonStyle.ToolButtonTextBesideIcon,
                ):
                    button.setToolButtonStyle(style)
                    widths.append(button.sizeHint().width())
                self._widths[button] = (widths[1], widths[0])
        return self._widths

    def _overhead(self) -> int:
        """What the bar takes besides its buttons (margins, spacing, handle)."""
        bar_layout = self.layout()
        assert bar_layout is not None
        bar_layout.invalidate()
        buttons = sum(
            self._widths[b][b.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly]
            for b in self._buttons()
        )
        return bar_layout.sizeHint().width() - buttons

    def labelled(self) -> list[QAction]:
        """The buttons that show their label now."""
        return [
            action
            for action, button in zip(self._shed_order, self._buttons(), strict=True)
            if button.toolButtonStyle() != Qt.ToolButtonStyle.ToolButtonIconOnly
        ]

    def fit_labels(self, width: int) -> None:
        """Labels on as many buttons as ``width`` pixels hold, the least needed shed first."""
        widths = self._measure()
        buttons = self._buttons()
        room = width - self._overhead()
        total = sum(w for w, _ in widths.values())
        icon_only = set()
        for button in buttons:
            if total <= room:
                break
            labelled, bare = widths[button]
            total -= labelled - bare
            icon_only.add(button)
        for button in buttons:
            style = (
                Qt.ToolButtonStyle.ToolButtonIconOnly
                if button in icon_only
                else Qt.ToolButtonStyle.ToolButtonTextBesideIcon
            )
            if button.toolButtonStyle() != style:
                button.setToolButtonStyle(style)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.fit_labels(event.size().width())
        super().resizeEvent(event)

    def add_button(self, action: QAction, icon: str, label: str, tip: str) -> None:
        """Show ``action`` as a button: its icon, a short label, the tip with its shortcut."""
        action.setIcon(action_icon(icon))
        action.setIconText(label)
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{tip} ({keys})" if keys else tip)
        self.addAction(action)

    def set_enabled(self, action: QAction, on: bool) -> None:
        """Enable or disable ``action`` (a button of the bar or not), and its button alone:
        Qt's bar and button take any change of an action for a new look and lay the bar and
        the window out again, and Undo and Hint go on and off twice a turn (that layout was
        0.1 ms of each toggle's 0.25, offscreen)."""
        self._enabling = action
        try:
            action.setEnabled(on)
        finally:
            self._enabling = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """(the bar's and its buttons' events: ``set_enabled`` only enables the button)"""
        if self._enabling is None or event.type() != QEvent.Type.ActionChanged:
            return False
        if not isinstance(event, QActionEvent) or event.action() is not self._enabling:
            return False
        if isinstance(watched, QToolButton):
            watched.setEnabled(self._enabling.isEnabled())
        return True

    def _show_sound(self, on: bool) -> None:
        self.sound_action.setIcon(self._sound_icons[on])
