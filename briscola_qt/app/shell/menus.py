"""The main window's menus (Game, View, Help) and their actions: the words, the keys and
the check marks. A setting chosen from a menu is set here; what every other action does
is the window's to say (``window.MainWindow`` connects them)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from ..base.settings import Setting, Settings


class GameMenus(QObject):
    """The menu bar of ``window``; ``log_action`` shows the side panel (docked, or a
    drawer in small windows) and ``deck_names`` names the decks the Cards menu offers, in
    its order, ``deck_headings`` the heading before each deck that opens a family."""

    def __init__(
        self,
        window: QMainWindow,
        settings: Settings,
        deck_names: Mapping[str, str],
        log_action: QAction,
        deck_headings: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.choice_actions: dict[str, dict[Any, QAction]] = {}
        """Each setting chosen from a menu: an action for each of its values."""
        game = window.menuBar().addMenu(self.tr("&Game"))
        self.new_action = self._action(game, self.tr("&New game…"), QKeySequence.StandardKey.New)
        # A table on the network (shell/friends_window.py), each in a window of its own.
        friends = game.addMenu(self.tr("Play with &friends"))
        self.host_action = self._action(friends, self.tr("&Host a table…"))
        self.join_action = self._action(friends, self.tr("&Join a table…"))
        # The table kept when the app stopped while hosting (shell/hosted_resume.py).
        self.resume_hosted_action = self._action(friends, self.tr("&Resume the hosted match…"))
        self.undo_action = self._action(
            game, self.tr("&Undo my last card"), QKeySequence.StandardKey.Undo
        )
        # The judged best card of the hand, raised, and why (the coach; see review/coach.py).
        self.hint_action = self._action(game, self.tr("&Hint"), Qt.Key.Key_H)
        self.next_action = self._action(game, self.tr("Ne&xt deal"), Qt.Key.Key_N)
        # The summary again after "Look at the table" closed it: keyboard players have no
        # other way back to it.
        self.summary_action = self._action(game, self.tr("Deal &summary…"), Qt.Key.Key_S)
        # The last finished deal stepped through and judged (review/dialog.py).
        self.review_action = self._action(game, self.tr("&Review the last deal…"), Qt.Key.Key_R)
        self.quit_action = self._action(game, self.tr("&Quit"), QKeySequence.StandardKey.Quit)

        view = window.menuBar().addMenu(self.tr("&View"))
        # A modifier, and a question once a game: a stray key never shows every hand.
        self.face_up_action = self._action(
            view, self.tr("&Face up (show every hand)"), "Ctrl+Shift+F", checkable=True
        )
        # The trick gathered last, shown again over the table (the scene takes it away).
        self.last_trick_action = self._action(
            view, self.tr("&Last trick"), Qt.Key.Key_T, checkable=True
        )
        # What is still out (review/tracker.py): the player's choice, and on in practice games.
        self.tracker_action = self._action(
            view, self.tr("Card trac&ker"), Qt.Key.Key_K, checkable=True
        )
        self.tracker_action.triggered.connect(lambda on: settings.put(Settings.tracker, bool(on)))
        log_action.setText(self.tr("&Score and moves"))
        log_action.setShortcut(QKeySequence(Qt.Key.Key_L))
        view.addAction(log_action)
        self.sound_action = self._action(view, self.tr("S&ound"), Qt.Key.Key_M, checkable=True)
        self.sound_action.toggled.connect(partial(settings.put, Settings.sound))
        self.full_screen_action = self._action(
            view, self.tr("F&ull screen"), Qt.Key.Key_F11, checkable=True
        )

        self.deck_menu = view.addMenu(self.tr("&Cards"))
        # The decks shown with their court and Ace (deck_chooser.py), then listed by family.
        self.choose_deck_action = self._action(self.deck_menu, self.tr("&Choose the cards…"))
        self._later: dict[str, Callable[[], dict[Any, QAction]]] = {}
        """What makes each menu of a setting's values, made when first shown or asked for
        (``deck_actions``): menus few players open cost the window a millisecond or two."""
        deck_end = self.deck_menu.addSeparator()
        self.choice_menu(self.deck_menu, Settings.deck, deck_names, deck_headings, deck_end)
        self.open_decks_action = self._action(self.deck_menu, self.tr("&Open my decks folder"))
        self.deck_problems_action = self._action(
            self.deck_menu, self.tr("Decks that could not be &used…")
        )
        self.choice_menu(view.addMenu(self.tr("S&peed")), Settings.speed)
        self.choice_menu(view.addMenu(self.tr("After a &trick")), Settings.auto_continue_ms)
        view.addSeparator()
        self.settings_action = self._action(view, self.tr("Se&ttings…"), "Ctrl+,")
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)

        help_menu = window.menuBar().addMenu(self.tr("&Help"))
        self.rules_action = self._action(
            help_menu, self.tr("&How to play"), QKeySequence.StandardKey.HelpContents
        )
        self.help_actions = {
            "rules": self.rules_action,
            "review": self._action(help_menu, self.tr("The coach's &review")),
            "practice": self._action(help_menu, self.tr("&Practising your mistakes")),
            "statistics": self._action(help_menu, self.tr("The &statistics")),
            "shuffle": self._action(help_menu, self.tr("The &fair shuffle")),
            "friends": self._action(help_menu, self.tr("Playing with &friends")),
        }
        """The Help menu's pages (``text/guide.py``'s ``PAGES``), by name."""
        help_menu.addSeparator()
        self.about_action = self._action(help_menu, self.tr("&About Briscola"))

    def enabled_by_game(self) -> tuple[QAction, ...]:
        """The actions the game enables and disables, in the window's order
        (``update_actions``)."""
        return (
            self.undo_action,
            self.hint_action,
            self.next_action,
            self.summary_action,
            self.review_action,
            self.last_trick_action,
            self.face_up_action,
        )

    def _action(
        self,
        menu: QMenu,
        text: str,
        key: QKeySequence.StandardKey | Qt.Key | str | None = None,
        checkable: bool = False,
    ) -> QAction:
        """An item of ``menu``, with its key (the window's: the Help lists it)."""
        action = QAction(text, self.window)
        if key is not None:
            action.setShortcut(QKeySequence(key))
        action.setCheckable(checkable)
        menu.addAction(action)
        return action

    @property
    def deck_actions(self) -> dict[Any, QAction]:
        """The Cards menu's decks, by id."""
        return self._later[Settings.deck.name]()

    @property
    def speed_actions(self) -> dict[Any, QAction]:
        """The Speed menu's items, by value."""
        return self._later[Settings.speed.name]()

    @property
    def pause_actions(self) -> dict[Any, QAction]:
        """The After a trick menu's items, by value."""
        return self._later[Settings.auto_continue_ms.name]()

    def choice_menu(
        self,
        menu: QMenu,
        setting: Setting[Any],
        names: Mapping[Any, str] | None = None,
        headings: Mapping[Any, str] | None = None,
        before: QAction | None = None,
    ) -> None:
        """One item in ``menu`` for each value of ``setting`` (named by ``names``, else by the
        setting), after its heading in ``headings`` if it has one; choosing one sets it. The
        items go at the end of the menu, or before ``before``; they are made the first time
        the menu shows or they are asked for (``deck_actions``), the setting's value checked."""

        def made() -> dict[Any, QAction]:
            actions = self.choice_actions.get(setting.name)
            if actions is not None:
                return actions
            named = names or {value: setting.value_name(value) for value in setting.values()}
            group = QActionGroup(self.window)
            actions = self.choice_actions[setting.name] = {}
            for value, label in named.items():
                action = QAction(label, self.window)
                action.setCheckable(True)
                action.triggered.connect(lambda _=False, v=value: self.settings.put(setting, v))
                group.addAction(action)
                actions[value] = action
                heading = headings.get(value) if headings else None
                if before is None:
                    if heading is not None:
                        menu.addSection(heading)
                    menu.addAction(action)
                else:
                    if heading is not None:
                        menu.insertSection(before, heading)
                    menu.insertAction(before, action)
            chosen = actions.get(self.settings.value(setting))
            if chosen is not None:
                chosen.setChecked(True)
            return actions

        menu.aboutToShow.connect(made)
        self._later[setting.name] = made
