"""The main window: the table, menus for the game and the view, the match score."""

from __future__ import annotations

import sys
from collections.abc import Mapping
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractItemModel,
    QByteArray,
    QEvent,
    QPoint,
    QProcess,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QDockWidget,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..analysis.kept import KeptAnalyses
from ..decks import scan_installed
from ..engine.match import BaseMatch
from ..savegame import TableSetting
from . import sound
from .about import AboutDialog
from .analyst import Analyst
from .autosave import SAVE_NAME, AutoSave
from .cardart import CardArt
from .chiamata_table import ChiamataTable
from .coach import Coach, HintLine
from .controller import DealSummary, GameController, Phase
from .dialogs import DealSummaryDialog, NewGameDialog
from .fair_table import FairTable
from .focus import FocusRing
from .game_keys import GameKeys, MenuExit
from .history_actions import HistoryActions
from .models import HandModel, MoveLogModel, ScoreModel, TrickModel
from .narration import Narration
from .paths import data_dir, user_decks_dir
from .preferences import PreferencesDialog
from .prompts import DialogPrompts, Prompts
from .review import ReviewDialog, ReviewedDeal
from .rules_help import RulesHelp
from .settings import GameChoices, Setting, Settings
from .side_panel import PanelDrawer, WrappedList
from .sound import Sounds
from .speeds import Tempo
from .status_line import StatusLine
from .table import TableScene, TableView
from .toolbar import GameToolBar
from .tracker import TrackerDock
from .words import CardNames, GameWords, fill, score_list


class MainWindow(QMainWindow):
    def __init__(
        self,
        settings: Settings,
        art: CardArt | None = None,
        parent: QWidget | None = None,
        sounds: Sounds | None = None,
        prompts: Prompts | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.prompts: Prompts = prompts or DialogPrompts()
        """Where every question, message and dialog of the window goes: Qt's dialogs, or
        none for a window nobody sits at (``QuietPrompts``); a test may put others here."""
        self.sounds = sounds or Sounds(muted=not settings.sound)
        self.art = art or CardArt(settings.deck)
        self.tempo = Tempo()
        """How fast the table moves and the computer players seem to think (the settings')."""
        self.controller = GameController(self, self.tempo)
        self.scene = TableScene(self.controller, self.art, self.tempo, self)
        self.coach = Coach(self.controller, self)
        self.coach.hintReady.connect(self._show_hint)
        self.hint_line = HintLine(self.controller, self.statusBar(), self)
        self.coach.busyChanged.connect(self._on_coach_busy)
        self.analyst = Analyst(
            self.controller, kept=KeptAnalyses(data_dir() / "analyses"), parent=self
        )
        """The review's judge, in the background; it keeps each deal's analysis."""
        self._review_dialog: ReviewDialog | None = None
        self.view = TableView(self.scene, self)
        self.view.go_on.clicked.connect(self._after_summary)
        self.setCentralWidget(self.view)
        self.setWindowTitle(self.tr("Briscola"))
        self.score_label = QLabel()
        self.statusBar().addPermanentWidget(self.score_label)
        self.fair_table = FairTable(self.controller, self.view, settings, self.statusBar(), self)
        # A long message is cut short with "…" beside the match score, all of it in its tooltip.
        self.status_line = StatusLine(self.statusBar())
        self.statusBar().messageChanged.connect(lambda text: self.statusBar().setToolTip(text))
        FocusRing.install()  # the focus shown on lists and text panes too
        self.move_log = MoveLogModel(self.controller, self)
        log_view = WrappedList()
        log_view.setModel(self.move_log)
        # (queued: the view takes the new rows in first, then scrolls to the last)
        self.move_log.rowsInserted.connect(self._follow_the_log, Qt.ConnectionType.QueuedConnection)
        self.log_view = log_view
        self.scores = ScoreModel(self.controller, self)
        score_view = QTableView()
        score_view.setModel(self.scores)
        score_view.verticalHeader().hide()
        score_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The panel is as wide as every column (Italian headers are long): no side scrolling.
        score_view.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        score_view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # Tab leaves the table of scores (the arrows move in it), not cell by cell: a
        # keyboard player was caught in it.
        score_view.setTabKeyNavigation(False)
        self.score_view = score_view
        # Every side's row in sight, however short the window: the move log gives way.
        # (queued: once the view itself has taken the rows in)
        queued = Qt.ConnectionType.QueuedConnection
        self.scores.rowsInserted.connect(self._fit_score_rows, queued)
        self.scores.rowsRemoved.connect(self._fit_score_rows, queued)
        self._fit_score_rows()
        self.hand_model = HandModel(self.controller, self)
        self.trick_model = TrickModel(self.controller, self)
        hand_view = WrappedList()
        hand_view.setModel(self.hand_model)
        hand_view.activated.connect(self.hand_model.play)
        hand_view.setMaximumHeight(110)
        trick_view = WrappedList(rows=6)  # (six players: six lines)
        trick_view.setModel(self.trick_model)
        panel = QWidget()
        column = QVBoxLayout(panel)
        column.setContentsMargins(4, 4, 4, 4)
        column.addWidget(score_view)
        column.addWidget(QLabel(self.tr("Your hand")))
        column.addWidget(hand_view)
        column.addWidget(QLabel(self.tr("On the table")))
        column.addWidget(trick_view)
        column.addWidget(QLabel(self.tr("Moves")))
        column.addWidget(log_view)
        self.card_names = CardNames(self, self.art.theme, settings.interface_language)
        """Cards named as the deck in use names them, in the interface's language."""
        self._name_cards_by_deck()
        self.art.deckChanged.connect(self._name_cards_by_deck)
        self.view.set_narration(Narration(self.controller, self.card_names, self))
        self.art.deckChanged.connect(self.view.update_accessible)
        for view, name in (
            (score_view, self.tr("Score")),
            (hand_view, self.tr("Your hand")),
            (trick_view, self.tr("On the table")),
            (log_view, self.tr("Moves")),
        ):
            view.setAccessibleName(name)
        self.log_dock = QDockWidget(self.tr("Score and moves"), self)
        self.log_dock.setObjectName("moves")
        self.log_dock.setWidget(panel)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.log_dock.hide()
        self._panel_views: list[tuple[QAbstractItemView, QAbstractItemModel]] = [
            (score_view, self.scores),
            (hand_view, self.hand_model),
            (trick_view, self.trick_model),
            (log_view, self.move_log),
        ]
        self.game_keys = GameKeys(self.view, self)  # the table's keys from the panel too
        for panel_view, _model in self._panel_views:
            self.game_keys.watch(panel_view, enter_is_its_own=panel_view is hand_view)
        self.log_dock.visibilityChanged.connect(self._attach_panel)
        self._attach_panel(False)
        # In small windows a drawer over the table (side_panel.py), never a crushed dock.
        self.drawer = PanelDrawer(
            self,
            self.log_dock,
            panel,
            self.view,
            score_view,
            self._attach_panel,
            self.view.leave_room_right,
        )
        self.game_words = GameWords(self)
        self._summary: DealSummary | None = None
        """The end of the last deal, while its table is still shown."""
        self._summary_dialog: DealSummaryDialog | None = None
        self._face_up_agreed: BaseMatch | None = None
        """The game in which the player said yes to seeing every hand (asked once a game)."""
        self.chiamata = ChiamataTable(self.controller, self.view, self.card_names, self.tempo)
        # (after the cards' names: the auction's buttons read as the deck prints, 10 9 8)
        self.art.deckChanged.connect(self.chiamata.auction.refresh)
        self.tracker = TrackerDock(self.controller, self.card_names, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.tracker)
        self.tracker.hide()
        self.drawer.follow_tracker(self.tracker)  # (in the drawer in narrow windows)
        self._build_menus()
        self.toolbar = GameToolBar(
            self.new_action,
            self.undo_action,
            self.hint_action,
            self.last_trick_action,
            self.face_up_action,
            self.deck_menu,
            self.sound_action,
            self,
        )
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)
        self.deck_action = self.toolbar.deck_action
        self.controller.changed.connect(self._update_actions)
        # (a new match waits for the cut before any change: its title and score then)
        self.controller.cutWanted.connect(lambda _commitment: self._update_actions())
        self.controller.dealOver.connect(self._on_deal_over)
        self.controller.swapOffered.connect(self._on_swap_offered)
        self.controller.dealStarted.connect(self._on_deal_started)
        self.sounds.on_unavailable = self._no_sound_device
        self.controller.cardPlayed.connect(lambda _seat, _card: self.sounds.play(sound.CARD))
        self.controller.trickCollected.connect(lambda *_: self.sounds.play(sound.TRICK))
        self.autosave = AutoSave(self.controller, self._table_setting, data_dir() / SAVE_NAME, self)
        self.autosave.problem.connect(self.tell)
        self.history = HistoryActions(self)
        """The history of finished deals, its statistics, record files (history_actions.py)."""
        MenuExit(self.menuBar(), self.view)  # (every menu made: the keys back after Esc)
        for setting in Settings.declared():
            self._follow_setting(setting.name)
        settings.changed.connect(self._follow_setting)
        self.restored = self._restore_window()
        self._show_tracker()  # (the restored window state does not decide it)
        self.controller.dealStarted.connect(self._show_tracker)
        QTimer.singleShot(0, self, self._say_deck_changes)
        """The window took back its place and size from the last time."""

    # --- menus ----------------------------------------------------------------------

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self.new_action = QAction(self.tr("&New game…"), self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.ask_new_game)
        self.undo_action = QAction(self.tr("&Undo my last card"), self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.controller.undo)
        # The judged best card of the hand, raised, and why (the coach; see coach.py).
        self.hint_action = QAction(self.tr("&Hint"), self)
        self.hint_action.setShortcut(QKeySequence(Qt.Key.Key_H))
        self.hint_action.triggered.connect(self.ask_hint)
        self.next_action = QAction(self.tr("Ne&xt deal"), self)
        self.next_action.setShortcut(QKeySequence(Qt.Key.Key_N))
        self.next_action.triggered.connect(self.controller.next_deal)
        # The summary again after "Look at the table" closed it: keyboard players have no
        # other way back to it.
        self.summary_action = QAction(self.tr("Deal &summary…"), self)
        self.summary_action.setShortcut(QKeySequence(Qt.Key.Key_S))
        self.summary_action.triggered.connect(self.show_summary)
        # The last finished deal stepped through and judged (review.py).
        self.review_action = QAction(self.tr("&Review the last deal…"), self)
        self.review_action.setShortcut(QKeySequence(Qt.Key.Key_R))
        self.review_action.triggered.connect(self.show_review)
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.quit_game)
        game_actions = (
            self.new_action,
            self.undo_action,
            self.hint_action,
            self.next_action,
            self.summary_action,
            self.review_action,
            quit_action,
        )
        for action in game_actions:
            game.addAction(action)

        view = self.menuBar().addMenu(self.tr("&View"))
        self.face_up_action = QAction(self.tr("&Face up (show every hand)"), self)
        self.face_up_action.setCheckable(True)
        # A modifier, and a question once a game: a stray key never shows every hand.
        self.face_up_action.setShortcut(QKeySequence("Ctrl+Shift+F"))
        self.face_up_action.triggered.connect(self.ask_face_up)
        view.addAction(self.face_up_action)
        # The trick gathered last, shown again over the table (the scene takes it away).
        self.last_trick_action = QAction(self.tr("&Last trick"), self)
        self.last_trick_action.setCheckable(True)
        self.last_trick_action.setShortcut(QKeySequence(Qt.Key.Key_T))
        self.last_trick_action.toggled.connect(self.scene.show_last_trick)
        self.scene.lastTrickShown.connect(self.last_trick_action.setChecked)
        view.addAction(self.last_trick_action)
        # What is still out (tracker.py): the player's choice, and on in practice games.
        self.tracker_action = QAction(self.tr("Card trac&ker"), self)
        self.tracker_action.setCheckable(True)
        self.tracker_action.setShortcut(QKeySequence(Qt.Key.Key_K))
        self.tracker_action.triggered.connect(
            lambda on: self.settings.put(Settings.tracker, bool(on))
        )
        view.addAction(self.tracker_action)
        log_action = self.drawer.action  # (docked, or a drawer in small windows)
        log_action.setText(self.tr("&Score and moves"))
        log_action.setShortcut(QKeySequence(Qt.Key.Key_L))
        view.addAction(log_action)
        self.sound_action = QAction(self.tr("S&ound"), self)
        self.sound_action.setCheckable(True)
        self.sound_action.setShortcut(QKeySequence(Qt.Key.Key_M))
        self.sound_action.toggled.connect(partial(self.settings.put, Settings.sound))
        view.addAction(self.sound_action)
        self.full_screen_action = QAction(self.tr("F&ull screen"), self)
        self.full_screen_action.setCheckable(True)
        self.full_screen_action.setShortcut(QKeySequence(Qt.Key.Key_F11))
        self.full_screen_action.triggered.connect(self.set_full_screen)
        view.addAction(self.full_screen_action)

        self._choice_actions: dict[str, dict[Any, QAction]] = {}
        """Each setting chosen from a menu: an action for each of its values."""
        decks = view.addMenu(self.tr("&Cards"))
        self.deck_menu = decks
        language = self.settings.interface_language
        deck_names = {deck_id: theme.name(language) for deck_id, theme in self.art.themes.items()}
        self.deck_actions = self._choice_menu(decks, Settings.deck, deck_names)
        decks.addSeparator()
        self.open_decks_action = QAction(self.tr("&Open my decks folder"), self)
        self.open_decks_action.triggered.connect(self.open_decks_folder)
        decks.addAction(self.open_decks_action)
        self.deck_problems = list(scan_installed().problems)
        self.deck_problems_action = QAction(self.tr("Decks that could not be &used…"), self)
        self.deck_problems_action.triggered.connect(self.show_deck_problems)
        self.deck_problems_action.setVisible(bool(self.deck_problems))
        decks.addAction(self.deck_problems_action)

        self.speed_actions = self._choice_menu(view.addMenu(self.tr("S&peed")), Settings.speed)
        self.pause_actions = self._choice_menu(
            view.addMenu(self.tr("After a &trick")), Settings.auto_continue_ms
        )
        view.addSeparator()
        self.settings_action = QAction(self.tr("Se&ttings…"), self)
        self.settings_action.setShortcut(QKeySequence("Ctrl+,"))
        self.settings_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.settings_action.triggered.connect(self.show_settings)
        view.addAction(self.settings_action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self._rules_help: RulesHelp | None = None
        rules_action = QAction(self.tr("&How to play"), self)
        rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        rules_action.triggered.connect(self.show_rules)
        about_action = QAction(self.tr("&About Briscola"), self)
        about_action.triggered.connect(self.show_about)
        help_menu.addAction(rules_action)
        help_menu.addAction(about_action)
        self._update_actions()

    def _choice_menu(
        self, menu: QMenu, setting: Setting[Any], names: Mapping[Any, str] | None = None
    ) -> dict[Any, QAction]:
        """One item in ``menu`` for each value of ``setting`` (named by ``names``, else by the
        setting); choosing one sets it."""
        if names is None:
            names = {value: setting.value_name(value) for value in setting.values()}
        group = QActionGroup(self)
        actions: dict[Any, QAction] = {}
        for value, label in names.items():
            action = QAction(label, self)
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, v=value: self.settings.put(setting, v))
            group.addAction(action)
            menu.addAction(action)
            actions[value] = action
        self._choice_actions[setting.name] = actions
        return actions

    def show_rules(self) -> RulesHelp:
        """The rules help, beside the table (one window, brought forward if it is open)."""
        help_window = self._rules_help
        if help_window is None:
            keys = [a for a in self.findChildren(QAction) if not a.shortcut().isEmpty()]
            help_window = RulesHelp(self.art, self.card_names, keys, self)
            self._rules_help = help_window
        self.prompts.show(help_window)
        return help_window

    def show_about(self) -> AboutDialog:
        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.prompts.open(dialog)
        return dialog

    def _attach_panel(self, shown: bool) -> None:
        """The panel's views follow their models only while the panel is shown: hidden
        (as it starts) they would still lay out every row the game adds, a sixth of the
        work of each move. Shown again, they read the models as they are."""
        for view, model in self._panel_views:
            wanted = model if shown else None
            if view.model() is not wanted:
                view.setModel(wanted)
        if shown:
            self._fit_score_rows()
            self.log_view.scrollToBottom()

    def _follow_the_log(self) -> None:
        if self.log_view.model() is not None:
            self.log_view.scrollToBottom()

    def _fit_score_rows(self) -> None:
        view = self.score_view
        rows = max(2, self.scores.rowCount())
        height = (
            view.horizontalHeader().sizeHint().height()
            + rows * view.verticalHeader().defaultSectionSize()
            + 2 * view.frameWidth()
        )
        view.setFixedHeight(height)
        view.resizeColumnsToContents()  # (the rows' names too, not only the headers)
        view.updateGeometry()

    def _update_actions(self) -> None:
        self.undo_action.setEnabled(self.controller.can_undo())
        self.hint_action.setEnabled(self.coach.can_hint() and not self.coach.is_busy())
        self.next_action.setEnabled(self.controller.phase == Phase.DEAL_OVER)
        ended = self.controller.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER)
        self.summary_action.setEnabled(ended and self._summary is not None)
        # While a finished trick waits, the table's tooltip says what its rings mean.
        paused = self.controller.phase == Phase.TRICK_DONE
        self.view.setToolTip(self.scene.felt_text.words.rings() if paused else "")
        self._show_go_on()
        self.review_action.setEnabled(bool(self.controller.finished))
        self.last_trick_action.setEnabled(self.scene.can_show_last_trick())
        match = self.controller.match
        # Open hands (scoperta) show every hand already: face up would change nothing.
        self.face_up_action.setEnabled(match is not None and not match.rules.open_hands)
        self._update_title()
        if match is None:
            self.score_label.setText("")
            return
        names = self.controller.match_side_names()
        scores = score_list(names, match.scores(), match.rules.auction)
        # (while the next deal waits for its cut, its number: the last deal is over)
        cutting = self.controller.phase == Phase.CUTTING
        deal = match.deal_number if cutting else self.controller.shown_deal
        self.score_label.setText(fill(self.tr("Deal %1 · Match: %2"), deal + 1, scores))

    # --- actions --------------------------------------------------------------------

    def _table_setting(self) -> TableSetting:
        controller = self.controller
        return TableSetting(
            controller.choices.level,
            self.art.deck_id,
            controller.face_up,
            practice=controller.choices.practice,
            hints_used=self.coach.hints_used,
        )

    def tell(self, message: str) -> None:
        """Say something the player must know (a save that failed or was set aside): in
        the status bar, and in a message box (the prompts')."""
        self.statusBar().showMessage(message, 20000)
        self.prompts.tell(self, self.tr("Briscola"), message)

    def resume_or_start(self, choices: GameChoices, seed: int | None = None) -> None:
        """Go on with the saved match if there is one; otherwise start ``choices``."""
        if not self._resume_saved():
            self.start(choices, seed)

    def start_asked(self, choices: GameChoices, seed: int | None = None) -> None:
        """Start the game a command line asked for; over a saved match in progress, show
        that match and ask first, as New game does (it goes on if the player says no)."""
        if not self._resume_saved() or self.confirm_abandon():
            self.start(choices, seed)

    def _resume_saved(self) -> bool:
        """Put the saved match back on the table, if there is one to go on with."""
        game, message = self.autosave.load()
        if message is not None:
            QTimer.singleShot(0, self, lambda: self.tell(message))
        if game is None:
            return False
        if game.table.deck in self.art.themes and game.table.deck != self.art.deck_id:
            self.settings.deck = game.table.deck
        self.controller.resume(game)
        self.coach.hints_used = game.table.hints_used
        if game.table.face_up:
            self._face_up_agreed = self.controller.match  # agreed before the break
        self.settings.face_up = game.table.face_up
        self.statusBar().showMessage(self.tr("Your game goes on where you left it."), 8000)
        return True

    def confirm_abandon(self) -> bool:
        """True if no match is under way, or the player agrees to leave it (or asked not to
        be asked)."""
        return self._confirm_leaving(
            self.tr("New game"),
            self.tr("Leave the game in progress and start a new one?"),
            self.tr("The game in progress cannot be resumed afterwards."),
            self.tr("Start a new game"),
        )

    def confirm_quit(self) -> bool:
        """True if no match is under way, or the player agrees to quit (the match is saved
        and goes on next time), or asked not to be asked."""
        return self._confirm_leaving(
            self.tr("Quit"),
            self.tr("Quit with a game in progress?"),
            self.tr("The game is saved: it goes on where you left it when you come back."),
            self.tr("Quit"),
        )

    def _confirm_leaving(self, title: str, question: str, reason: str, leave: str) -> bool:
        """Ask ``question`` before leaving a match under way, if the settings say to ask;
        unanswered (nobody at the window), the player leaves."""
        if not self.controller.in_progress() or not self.settings.ask_new_game:
            return True
        answer = self.prompts.ask(self, title, question, reason, leave, self.tr("Keep playing"))
        return answer is not False

    def quit_game(self) -> None:
        """Game > Quit (Ctrl+Q): asked first as the close button is, then closed."""
        if self.confirm_quit():
            self.close()

    def ask_new_game(self) -> None:
        if not self.confirm_abandon():
            return
        match = self.controller.match
        # The table's rules first: a command line or a saved game may have chosen them.
        played = (
            self.settings.choices()
            if match is None
            else GameChoices.of_match(
                match.rules,
                match.match_rules,
                self.controller.choices.level,
                self.controller.choices.practice,
                self.controller.choices.deals,
            )
        )
        dialog = NewGameDialog(played, self)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted:
            choices = dialog.choices()
            self.settings.save_choices(choices)
            self.start(choices)
        self.back_to_table()

    def come_forward(self) -> None:
        """A second start of the game asked for this window: show it to the player."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()

    def back_to_table(self) -> None:
        """After a dialog: the window active again and the keys going to the table (a
        keyboard player would otherwise have to click to go on)."""
        self.activateWindow()
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def start(self, choices: GameChoices, seed: int | None = None) -> None:
        # Face up is said yes to for one game: the next starts with the hands hidden, and
        # so does the first after a restart (a resumed game keeps its own), unless the
        # command line asked for it this run.
        ending = self.controller.match is not None
        if self.settings.face_up and (
            ending or not self.settings.given_for_this_run(Settings.face_up)
        ):
            self.settings.face_up = False
        self.controller.new_match(choices, seed)
        if choices.practice:  # asked for in the new-game panel: no question
            self._face_up_agreed = self.controller.match
            self.settings.face_up = True

    def ask_face_up(self, on: bool) -> None:
        """Face up on or off as the player asks; the first time in a game, on only after a
        yes to the question."""
        match = self.controller.match
        if on and match is not self._face_up_agreed:
            agreed = self._confirm_face_up()
            if agreed is False:
                self.face_up_action.setChecked(False)
                return
            if agreed:  # (unanswered, nobody at the window: on as told, and asked next time)
                self._face_up_agreed = match
                self.back_to_table()
        self.settings.face_up = on

    def face_up_question(self) -> tuple[str, str]:
        """The question asked before every hand is shown, and its reason."""
        return (
            self.tr("Show every hand face up for the rest of this game?"),
            self.tr(
                "Face up is for practice: you see the other players' cards as they play. "
                "Turn it off with the same button."
            ),
        )

    def _confirm_face_up(self) -> bool | None:
        question, reason = self.face_up_question()
        return self.prompts.ask(
            self,
            self.tr("Face up"),
            question,
            reason,
            self.tr("Show every hand"),
            self.tr("Not now"),
        )

    def set_full_screen(self, on: bool) -> None:
        state = self.windowState()
        if on:
            self.setWindowState(state | Qt.WindowState.WindowFullScreen)
        else:
            self.setWindowState(state & ~Qt.WindowState.WindowFullScreen)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.WindowStateChange:
            # The window manager (or Escape in some) may leave full screen too.
            self.full_screen_action.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def _update_title(self) -> None:
        title = self.tr("Briscola")
        match = self.controller.match
        if match is not None:
            about = self.game_words.describe(match.rules, match.match_rules)
            title = fill(self.tr("%1 — %2"), title, about)
        if self.windowTitle() != title:
            self.setWindowTitle(title)

    def open_decks_folder(self) -> Path:
        """Show the folder where the player's own decks go (made if it is not there yet)."""
        folder = user_decks_dir()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            self.tell(
                fill(
                    self.tr("Your decks folder %1 cannot be made: %2"),
                    folder,
                    err.strerror or str(err),
                )
            )
            return folder
        self.prompts.open_folder(folder)
        return folder

    def deck_problems_text(self) -> str:
        return fill(
            self.tr("These decks were skipped; put them right and start the game again:\n\n%1"),
            "\n".join(f"• {problem}" for problem in self.deck_problems),
        )

    def show_deck_problems(self) -> None:
        self.tell(self.deck_problems_text())

    def _say_deck_changes(self) -> None:
        """Said once at start: the chosen deck is gone (the table uses another), or some
        of the player's decks could not be used."""
        chosen = self.settings.stored_deck
        if chosen and chosen not in self.art.themes:
            self.settings.deck = self.art.deck_id  # said once: the choice is now this one
            name = self.art.theme.name(self.settings.interface_language)
            self.tell(
                fill(
                    self.tr("The card deck %1 is no longer installed: the table uses %2."),
                    repr(chosen),
                    name,
                )
            )
        elif self.deck_problems:
            self.statusBar().showMessage(
                self.tr(
                    "%n deck(s) could not be used: see View > Cards.", "", len(self.deck_problems)
                ),
                15000,
            )

    def _follow_setting(self, name: str) -> None:
        """The one place the window, the table, the controller and the tempo follow the
        settings: each at the start, then each that changes (a menu, a button, the dialog)."""
        settings = self.settings
        match name:
            case Settings.deck.name:
                self.art.set_deck(settings.deck)
            case Settings.speed.name | Settings.pace.name:
                self.tempo.speed, self.tempo.pace = settings.speed, settings.pace
            case Settings.auto_continue_ms.name:
                self.controller.auto_continue_ms = settings.auto_continue_ms
            case Settings.felt.name:
                self.scene.set_felt(settings.felt)
            case Settings.running_points.name:
                self.scene.set_running_points(settings.running_points)
            case Settings.sound.name:
                self.sounds.muted = not settings.sound
                self.sound_action.setChecked(settings.sound)
            case Settings.tracker.name:
                self._show_tracker()
            case Settings.face_up.name:
                if self.controller.face_up != settings.face_up:
                    self.controller.set_face_up(settings.face_up)
                self.face_up_action.setChecked(settings.face_up)
        actions = self._choice_actions.get(name, {})
        chosen = actions.get(getattr(settings, name)) if actions else None
        if chosen is not None:
            chosen.setChecked(True)

    def _show_tracker(self) -> None:
        """The tracker as the player set it, and always in a practice game."""
        on = self.settings.tracker or self.controller.choices.practice
        self.drawer.show_tracker(on)
        self.tracker_action.setChecked(on)
        self.tracker_action.setEnabled(not self.controller.choices.practice)

    def show_settings(self) -> PreferencesDialog:
        """The settings dialog (modeless: each change shows on the table at once)."""
        dialog = PreferencesDialog(self.settings, self.art.themes, self)
        if not self.sound_action.isEnabled():  # (no device: the box says so, as the toolbar)
            dialog.no_sound_device()
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.restartWanted.connect(self.restart)
        self.prompts.open(dialog)
        return dialog

    def restart(self) -> bool:
        """Close (the game is saved) and start again with no game options, so the saved
        game goes on; False if the new process could not be started (nothing closes)."""
        program, args = restart_command()
        self.autosave.save_now()
        if not QProcess.startDetached(program, args)[0]:
            self.tell(self.tr("The game could not be restarted: please start it again."))
            return False
        self.close()
        return True

    FIRST_SIZE = QSize(1280, 800)
    """The window's size on a first start, where the screen has room for it."""

    def fit_first_size(self) -> None:
        """The first window's size: 1280x800, or less, so that the whole window with its
        frame and title bar fits the screen's free area (on a 1280x800 screen the status
        bar with the match score fell off the bottom)."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        size = QSize(self.FIRST_SIZE)
        if screen is not None:
            free = screen.availableGeometry()
            # The frame is only known once shown: allow for a usual title bar and border.
            frame = QSize(16, 48)
            size = size.boundedTo(free.size() - frame).expandedTo(self.minimumSizeHint())
            self.resize(size)
            self.move(free.topLeft() + QPoint((free.width() - size.width()) // 2, 0))
        else:
            self.resize(size)

    def _restore_window(self) -> bool:
        geometry, state = self.settings.window_geometry, self.settings.window_state
        if state:
            self.restoreState(QByteArray(state))
        return bool(geometry) and self.restoreGeometry(QByteArray(geometry))

    def _name_cards_by_deck(self) -> None:
        theme, language = self.art.theme, self.settings.interface_language
        self.card_names.set_deck(theme, language)
        self.scene.card_names.set_deck(theme, language)
        self.coach.words.names.set_deck(theme, language)
        self.coach.french = theme.french
        for model in (self.move_log, self.hand_model, self.trick_model):
            model.set_deck(theme, language)

    def _no_sound_device(self) -> None:
        """The Sound control says there is no device, instead of pretending to play."""
        self.sound_action.setEnabled(False)
        self.sound_action.setIconText(self.tr("No sound"))
        self.sound_action.setToolTip(self.tr("No sound device found"))
        self.sound_action.setStatusTip(self.tr("No sound device found"))

    def ask_hint(self) -> bool:
        """Ask the coach for the card to play now; it comes when the judge has it."""
        return self.coach.ask()

    def _on_coach_busy(self, busy: bool) -> None:
        # Asked with H or by practice at the turn's start (a deal's first search is long).
        if busy:
            self.hint_line.say(self.tr("Looking for the best card…"))
        self._update_actions()

    def _show_hint(self, card: int, reason: str) -> None:
        if self.scene.show_hint(card, reason):
            self.hint_line.say(reason)  # (for the whole turn, as on the felt)

    def swap_question(self, two: int) -> str:
        """The 2-of-trump question, both cards named as the deck names them."""
        state = self.controller.state
        assert state is not None and state.briscola is not None  # offered only before the lead
        briscola = state.briscola
        return fill(
            self.tr("Swap your %1 for the %2?"),
            self.card_names.card(two),
            self.card_names.card(briscola),
        )

    def _on_swap_offered(self, two: int) -> None:
        swap = self.prompts.ask(
            self,
            self.tr("Swap the 2 of trump?"),
            self.swap_question(two),
            self.tr("The 2 of trump may take the briscola's place once, before the first lead."),
            self.tr("Swap"),
            self.tr("Keep my cards"),
        )
        if swap is None:
            return  # nobody at the window: the offer waits for controller.answer_swap
        self.controller.answer_swap(swap)
        self.back_to_table()

    def _on_deal_started(self) -> None:
        self._summary = None
        self.sounds.play(sound.SHUFFLE)
        if self.statusBar().currentMessage() == self.go_on_hint():
            self.statusBar().clearMessage()  # (the way on from the last deal is taken)

    def _on_deal_over(self, summary: DealSummary) -> None:
        winner = summary.outcome.winner
        if winner is not None:
            self.sounds.play(sound.DEAL_WON if winner == summary.human_side else sound.DEAL_LOST)
        self._summary = summary
        self._update_actions()
        # The summary pops up once the table has told who won (a click ends that sooner).
        self.scene.celebrate(summary, lambda: self.prompts.pop_up(self.show_summary))

    def show_summary(self) -> DealSummaryDialog | None:
        """The end-of-deal summary of the deal on the table (one at a time)."""
        summary = self._summary
        ended = self.controller.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER)
        if summary is None or not ended:
            return None
        if self._summary_dialog is not None:
            self._summary_dialog.activateWindow()
            return self._summary_dialog
        dialog = DealSummaryDialog(summary, self.art, self, self.card_names)
        self.fair_table.add_to_summary(dialog, summary)
        dialog.review_button.clicked.connect(lambda: self.show_review(dialog))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # not one kept per deal
        dialog.accepted.connect(self._after_summary)
        dialog.finished.connect(self._summary_closed)
        self._summary_dialog = dialog
        self._show_go_on()
        dialog.open()
        return dialog

    def _summary_closed(self) -> None:
        self._summary_dialog = None
        self._show_go_on()
        self.back_to_table()

    def _show_go_on(self) -> None:
        """The way on over the table once the deal is over and its summary closed."""
        phase = self.controller.phase
        if self._summary_dialog is not None or phase not in (Phase.DEAL_OVER, Phase.MATCH_OVER):
            self.view.show_go_on(None)
            return
        shown = self.view.go_on.isVisible()
        over = phase == Phase.MATCH_OVER
        self.view.show_go_on(self.tr("New match…") if over else self.tr("Next deal (N)"))
        if not shown:
            self.statusBar().showMessage(self.go_on_hint())

    def go_on_hint(self) -> str:
        """The status line while the finished deal is looked at."""
        if self.controller.phase == Phase.MATCH_OVER:
            return self.tr("The match is over: start a new one with the button or Ctrl+N.")
        return self.tr("The deal is over: N deals the next, S shows its summary again.")

    def _after_summary(self) -> None:
        if self.controller.phase == Phase.MATCH_OVER:
            self.ask_new_game()
        else:
            self.controller.next_deal()

    def show_review(self, parent: QWidget | None = None) -> ReviewDialog | None:
        """The review of the last finished deal (one at a time), over ``parent`` (the deal
        summary it was asked from) or the window; None before any deal is finished."""
        controller = self.controller
        if not controller.finished or controller.match is None:
            return None
        number = len(controller.finished) - 1
        shown = self._review_dialog
        if shown is not None and shown.deal.number == number:
            shown.activateWindow()
            return shown
        if shown is not None:  # an earlier deal's, left open where nobody sees it
            shown.reject()
        deal = ReviewedDeal(
            number,
            controller.finished[number],
            controller.match.seat_of(0, number),
            controller.deal_seat_names(number),
        )
        dialog = ReviewDialog(deal, self.analyst, self.art, self.card_names, parent or self)
        self.fair_table.add_to_review(dialog, number)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.resize(self._review_size())
        dialog.finished.connect(self._review_closed)
        self._review_dialog = dialog
        self.prompts.open(dialog)
        return dialog

    def _review_size(self) -> QSize:
        """Most of the window, whatever its size (the review has much to show)."""
        size = self.size()
        return QSize(min(1200, max(760, size.width() - 60)), min(820, max(520, size.height() - 60)))

    def _review_closed(self) -> None:
        self._review_dialog = None

    def stop_workers(self) -> None:
        """End every thread and child process the window started (computer players, the
        hint, the review's judge, cards drawn ahead, the sound device): none may outlive it."""
        self.controller.shut_down()
        self.coach.stop()
        self.analyst.stop()
        self.art.stop()
        self.sounds.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        # The close button asks as Quit does; a close of the program's own (a restart, a
        # test) does not.
        if event.spontaneous() and not self.confirm_quit():
            event.ignore()
            return
        self.autosave.save_now()  # the match goes on next time
        self.stop_workers()
        self.history.close()
        self.settings.window_geometry = bytes(self.saveGeometry().data())
        self.settings.window_state = bytes(self.saveState().data())
        self.settings.sync()
        super().closeEvent(event)


def restart_command() -> tuple[str, list[str]]:
    """How to start this program again: the frozen app itself, or Python on the module."""
    if getattr(sys, "frozen", False):
        return sys.executable, []
    return sys.executable, ["-m", "briscola_qt.app.main"]
