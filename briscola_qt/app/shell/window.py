"""The main window: the table, menus for the game and the view, the match score."""

from __future__ import annotations

from PySide6.QtCore import (
    QByteArray,
    QEvent,
    QPoint,
    QProcess,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QWidget,
)

from ...analysis.kept import KeptAnalyses
from ...savegame import TableSetting
from ..base.paths import data_dir
from ..base.prompts import DialogPrompts, Prompts
from ..base.settings import GameChoices, Settings
from ..base.speeds import Tempo
from ..chiamata.table import ChiamataTable
from ..game.controller import GameController
from ..game.snapshot import DealSummary, Phase
from ..history.actions import HistoryActions
from ..history.autosave import SAVE_NAME, AutoSave
from ..history.fair_table import FairTable
from ..practice.actions import PracticeActions
from ..review.analyst import Analyst
from ..review.coach import Coach, HintLine
from ..review.dialog import ReviewDialog
from ..review.tracker import TrackerDock
from ..table import sound
from ..table.cardart import CardArt
from ..table.narration import Narration
from ..table.scene import TableScene
from ..table.side_panel import PanelDrawer, SidePanel
from ..table.sound import Sounds
from ..table.view import TableView
from ..text.words import CardNames, GameWords, fill, score_list
from .about import AboutDialog
from .deal_end import DealEnd
from .deck_chooser import DeckDialog, by_family, deck_headings
from .deck_notices import DeckNotices
from .dialogs import DealSummaryDialog, NewGameDialog
from .focus import FocusRing
from .friends_actions import FriendsActions
from .game_keys import GameKeys, MenuExit
from .hosted_resume import HostedResume
from .instance import restart_command
from .menus import GameMenus
from .preferences import PreferencesDialog
from .rules_help import RulesHelp
from .status_line import StatusLine
from .table_questions import TableQuestions
from .toolbar import GameToolBar


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
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.setWindowTitle(self.tr("Briscola"))
        self._actions_shown: tuple[tuple[object, ...], ...] = ((None,) * 7,) * 2
        self.score_label = QLabel()
        self.statusBar().addPermanentWidget(self.score_label)
        self.fair_table = FairTable(self.controller, self.view, settings, self.statusBar(), self)
        # A long message is cut short with "…" beside the match score, all of it in its tooltip.
        self.status_line = StatusLine(self.statusBar())
        self.statusBar().messageChanged.connect(lambda text: self.statusBar().setToolTip(text))
        FocusRing.install()  # the focus shown on lists and text panes too
        self.panel = panel = SidePanel(self.controller, self)
        """The score, the hand, the trick and the moves, beside the table or in its drawer."""
        self.move_log, self.log_view = panel.move_log, panel.log_view
        self.scores, self.score_view = panel.scores, panel.score_view
        self.hand_model, self.trick_model = panel.hand_model, panel.trick_model
        self.card_names = CardNames(self, self.art.theme, settings.interface_language)
        """Cards named as the deck in use names them, in the interface's language."""
        self._name_cards_by_deck()
        self.art.deckChanged.connect(self._name_cards_by_deck)
        self.view.set_narration(Narration(self.controller, self.card_names, self))
        self.art.deckChanged.connect(self.view.update_accessible)
        self.log_dock = QDockWidget(self.tr("Score and moves"), self)
        self.log_dock.setObjectName("moves")
        self.log_dock.setWidget(panel)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.log_dock.hide()
        self.game_keys = GameKeys(self.view, self)  # the table's keys from the panel too
        for panel_view, _model in panel.views:
            self.game_keys.watch(panel_view, enter_is_its_own=panel_view is panel.hand_view)
        self.log_dock.visibilityChanged.connect(panel.attach)
        panel.attach(False)
        # In small windows a drawer over the table (table/side_panel.py), never a crushed dock.
        self.drawer = PanelDrawer(
            self,
            self.log_dock,
            panel,
            self.view,
            panel.score_view,
            panel.attach,
            self.view.leave_room_right,
        )
        self.game_words = GameWords(self)
        self.deal_end = DealEnd(self, self)
        """The summary, the way on and the review of each deal."""
        self.questions = TableQuestions(self, self, self.controller, settings, self.card_names)
        """Face up once a game, and the 2 of trump's swap."""
        self.chiamata = ChiamataTable(self.controller, self.view, self.card_names, self.tempo)
        # (after the cards' names: the auction's buttons read as the deck prints, 10 9 8)
        self.art.deckChanged.connect(self.chiamata.follow_auction)
        self.tracker = TrackerDock(self.controller, self.card_names, self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.tracker)
        self.tracker.hide()
        self._build_menus()
        self.toolbar = GameToolBar(
            self.menus.new_action,
            self.undo_action,
            self.menus.hint_action,
            self.menus.last_trick_action,
            self.menus.face_up_action,
            self.menus.deck_menu,
            self.menus.sound_action,
            self,
        )
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)
        self.update_actions()  # (the bar enables its buttons: see ``set_enabled``)
        self.deck_action = self.toolbar.deck_action
        self.controller.changed.connect(self.update_actions)
        # (a new match waits for the cut before any change: its title and score then)
        self.controller.cutWanted.connect(lambda _commitment: self.update_actions())
        self.controller.dealOver.connect(self._on_deal_over)
        self.controller.dealStarted.connect(self._on_deal_started)
        self.sounds.on_unavailable = self._no_sound_device
        self.controller.cardPlayed.connect(lambda _seat, _card: self.sounds.play(sound.CARD))
        self.controller.trickCollected.connect(lambda *_: self.sounds.play(sound.TRICK))
        self.autosave = AutoSave(self.controller, self.table_setting, data_dir() / SAVE_NAME, self)
        self.autosave.problem.connect(self.tell)
        self.history = HistoryActions(self, self)
        """The history of finished deals, its statistics, record files (history/actions.py)."""
        self.fair_table.kept_record = self.history.keeper.record_file
        self.friends = FriendsActions(
            self, settings, self.art, self.prompts, self.history.keeper, self.menus
        )
        """Play with friends: host or join a table on the network (friends_window.py)."""
        self.hosted_resume = HostedResume(
            self, self.friends, settings, self.prompts, self.menus.resume_hosted_action
        )
        """The table hosted when the app stopped, opened again (hosted_resume.py)."""
        self.practice = PracticeActions(self, self, self.history)
        """Practise my mistakes: the history's costliest cards again (practice/actions.py)."""
        MenuExit(self.menuBar(), self.view)  # (every menu made: the keys back after Esc)
        for setting in Settings.declared():
            self._follow_setting(setting.name)
        settings.changed.connect(self._follow_setting)
        self.restored = self._restore_window()
        self._show_tracker()  # (the restored window state does not decide it)
        self.controller.dealStarted.connect(self._show_tracker)
        QTimer.singleShot(0, self, self.decks.say_changes)
        """The window took back its place and size from the last time."""

    # --- menus ----------------------------------------------------------------------

    def _build_menus(self) -> None:
        language = self.settings.interface_language
        themes = by_family(self.art.themes.values())
        deck_names = {theme.id: theme.name(language) for theme in themes}
        headings = deck_headings(themes, self)
        self.menus = menus = GameMenus(
            self, self.settings, deck_names, self.drawer.action, headings
        )
        menus.choose_deck_action.triggered.connect(self.choose_deck)
        menus.new_action.triggered.connect(self.ask_new_game)
        menus.undo_action.triggered.connect(self.controller.undo)
        menus.hint_action.triggered.connect(self.ask_hint)
        menus.next_action.triggered.connect(self.controller.next_deal)
        menus.summary_action.triggered.connect(self.show_summary)
        menus.review_action.triggered.connect(self.show_review)
        menus.quit_action.triggered.connect(self.quit_game)
        menus.face_up_action.triggered.connect(
            lambda on: self.questions.ask_face_up(on, menus.face_up_action)
        )
        menus.last_trick_action.toggled.connect(self.scene.show_last_trick)
        self.scene.lastTrickShown.connect(menus.last_trick_action.setChecked)
        menus.full_screen_action.triggered.connect(self.set_full_screen)
        self.decks = DeckNotices(self, self, self.settings, self.art)
        menus.open_decks_action.triggered.connect(self.decks.open_folder)
        menus.deck_problems_action.triggered.connect(self.decks.show_problems)
        menus.deck_problems_action.setVisible(bool(self.decks.problems))
        menus.settings_action.triggered.connect(self.show_settings)
        self._rules_help: RulesHelp | None = None
        for page, action in menus.help_actions.items():
            action.triggered.connect(lambda _=False, page=page: self.show_help(page))
        menus.about_action.triggered.connect(self.show_about)

    @property
    def undo_action(self) -> QAction:
        """Undo my last card (the history counts the undos)."""
        return self.menus.undo_action

    def show_rules(self) -> RulesHelp:
        return self.show_help("rules")

    def show_help(self, page: str) -> RulesHelp:
        """The help at ``page`` (text/guide.py's PAGES), beside the table (one window,
        brought forward if it is open)."""
        help_window = self._rules_help
        if help_window is None:
            keys = [a for a in self.findChildren(QAction) if not a.shortcut().isEmpty()]
            help_window = RulesHelp(self.art, self.card_names, keys, self)
            self._rules_help = help_window
        help_window.show_page(page)
        help_window.stand_in_front(self)  # (a review's "?": in front of it, not behind)
        self.prompts.show(help_window)
        return help_window

    def show_about(self) -> AboutDialog:
        dialog = AboutDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.prompts.open(dialog)
        return dialog

    def update_actions(self) -> None:
        """The actions, the table's tooltip, the title and the score line, at every change
        of the table: each set only when it changes (setting them was a tenth of its time)."""
        controller, menus, match = self.controller, self.menus, self.controller.match
        ended = controller.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER)
        self.deal_end.show_go_on()
        enabled = (
            controller.can_undo(),
            self.coach.can_hint() and not self.coach.is_busy(),
            controller.phase == Phase.DEAL_OVER,
            ended and self.deal_end.summary is not None,
            bool(controller.finished),
            self.scene.can_show_last_trick(),
            # Open hands (scoperta) show every hand already: face up would change nothing.
            match is not None and not match.rules.open_hands,
        )
        # While a finished trick waits, the table's tooltip says what its rings mean.
        rings = self.scene.felt_text.words.rings() if controller.phase == Phase.TRICK_DONE else ""
        words = (rings, self.game_words.window_title(match), "")
        if match is not None:
            scores = score_list(controller.match_side_names(), match.scores(), match.rules.auction)
            # (while the next deal waits for its cut, its number: the last deal is over)
            deal = match.deal_number if controller.phase == Phase.CUTTING else controller.shown_deal
            words = (*words[:2], fill(self.tr("Deal %1 · Match: %2"), deal + 1, scores))
        was_enabled, was_words = self._actions_shown
        if (enabled, words) == (was_enabled, was_words):
            return
        self._actions_shown = (enabled, words)
        for action, on, was in zip(menus.enabled_by_game(), enabled, was_enabled, strict=True):
            if on != was:
                self.toolbar.set_enabled(action, on)
        if words[0] != was_words[0]:
            self.view.setToolTip(words[0])
        if self.windowTitle() != words[1]:  # (a window made from this one may set its own)
            self.setWindowTitle(words[1])
        if words[2] != was_words[2]:
            self.score_label.setText(words[2])

    # --- actions --------------------------------------------------------------------

    def table_setting(self) -> TableSetting:
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
        if game.table.deck in self.art.themes:  # (in the deck it was played with)
            self.settings.put_unless_given(Settings.deck, game.table.deck)
        self.controller.resume(game)
        self.coach.hints_used = game.table.hints_used
        if game.table.face_up:
            self.questions.face_up_agreed = self.controller.match  # agreed before the break
        self.settings.face_up = game.table.face_up
        self.statusBar().showMessage(self.tr("Your game goes on where you left it."), 8000)
        return True

    def confirm_abandon(self) -> bool:
        """True if no match is under way, or the player agrees to leave it (or never asks)."""
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
            self.questions.face_up_agreed = self.controller.match
            self.settings.face_up = True

    def set_full_screen(self, on: bool) -> None:
        state = self.windowState()
        if on:
            self.setWindowState(state | Qt.WindowState.WindowFullScreen)
        else:
            self.setWindowState(state & ~Qt.WindowState.WindowFullScreen)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.WindowStateChange:
            # The window manager (or Escape in some) may leave full screen too.
            self.menus.full_screen_action.setChecked(self.isFullScreen())
        super().changeEvent(event)

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
                self.menus.sound_action.setChecked(settings.sound)
            case Settings.tracker.name:
                self._show_tracker()
            case Settings.face_up.name:
                if self.controller.face_up != settings.face_up:
                    self.controller.set_face_up(settings.face_up)
                self.menus.face_up_action.setChecked(settings.face_up)
        actions = self.menus.choice_actions.get(name, {})
        chosen = actions.get(getattr(settings, name)) if actions else None
        if chosen is not None:
            chosen.setChecked(True)

    def _show_tracker(self) -> None:
        """The tracker as the player set it, and always in a practice game."""
        on = self.settings.tracker or self.controller.choices.practice
        self.tracker.show_in(self.drawer, on)  # (in the drawer in narrow windows)
        self.menus.tracker_action.setChecked(on)
        self.menus.tracker_action.setEnabled(not self.controller.choices.practice)

    def choose_deck(self) -> DeckDialog:
        """The decks with their court and Ace, by family: a click plays with one."""
        dialog = DeckDialog(self.settings, by_family(self.art.themes.values()), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.prompts.open(dialog)
        return dialog

    def show_settings(self) -> PreferencesDialog:
        """The settings dialog (modeless: each change shows on the table at once)."""
        dialog = PreferencesDialog(self.settings, self.art.themes, self)
        if not self.menus.sound_action.isEnabled():  # (no device: the box says so, as the toolbar)
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
        self.menus.sound_action.setEnabled(False)
        self.menus.sound_action.setIconText(self.tr("No sound"))
        self.menus.sound_action.setToolTip(self.tr("No sound device found"))
        self.menus.sound_action.setStatusTip(self.tr("No sound device found"))

    def ask_hint(self) -> bool:
        """Ask the coach for the card to play now; it comes when the judge has it."""
        return self.coach.ask()

    def _on_coach_busy(self, busy: bool) -> None:
        # Asked with H or by practice at the turn's start (a deal's first search is long).
        if busy:
            self.hint_line.say(self.tr("Looking for the best card…"))
        self.update_actions()

    def _show_hint(self, card: int, reason: str) -> None:
        if self.scene.show_hint(card, reason):
            self.hint_line.say(reason)  # (for the whole turn, as on the felt)

    def _on_deal_started(self) -> None:
        self.sounds.play(sound.SHUFFLE)
        self.deal_end.deal_started()

    def _on_deal_over(self, summary: DealSummary) -> None:
        winner = summary.outcome.winner
        if winner is not None:
            self.sounds.play(sound.DEAL_WON if winner == summary.human_side else sound.DEAL_LOST)
        self.deal_end.deal_over(summary)

    def show_summary(self) -> DealSummaryDialog | None:
        return self.deal_end.show_summary()

    def show_review(self, parent: QWidget | None = None) -> ReviewDialog | None:
        return self.deal_end.show_review(parent)

    def go_on_hint(self) -> str:
        return self.deal_end.go_on_hint()

    def review_size(self) -> QSize:
        return self.deal_end.review_size()

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
        self.practice.close()
        self.hosted_resume.keep_on_quit()  # (a hosted match goes on next time, as ours)
        self.friends.close_all()
        self.history.close()
        self.settings.window_geometry = bytes(self.saveGeometry().data())
        self.settings.window_state = bytes(self.saveState().data())
        self.settings.sync()
        super().closeEvent(event)
