"""The main window: the table, menus for the game and the view, the match score."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QHeaderView,
    QLabel,
    QListView,
    QMainWindow,
    QMessageBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..engine.cards import CODES
from . import sound, speeds
from .cardart import CardArt
from .controller import DealSummary, GameController, Phase
from .dialogs import DealSummaryDialog, NewGameDialog
from .models import HandModel, MoveLogModel, ScoreModel, TrickModel
from .settings import AUTO_CONTINUE_CHOICES, GameChoices, Settings
from .sound import Sounds
from .table import TableScene, TableView


class MainWindow(QMainWindow):
    def __init__(
        self,
        settings: Settings,
        art: CardArt | None = None,
        parent: QWidget | None = None,
        sounds: Sounds | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.sounds = sounds or Sounds(muted=not settings.sound)
        self.art = art or CardArt(settings.deck)
        speeds.set_speed(settings.speed)
        self.controller = GameController(self)
        self.controller.auto_continue_ms = settings.auto_continue_ms
        self.controller.face_up = settings.face_up
        self.scene = TableScene(self.controller, self.art, self)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.setWindowTitle(self.tr("Briscola"))
        self.score_label = QLabel()
        self.statusBar().addPermanentWidget(self.score_label)
        self.show_dialogs = True
        self.move_log = MoveLogModel(self.controller, self)
        log_view = QListView()
        log_view.setModel(self.move_log)
        log_view.setUniformItemSizes(True)
        self.move_log.rowsInserted.connect(log_view.scrollToBottom)
        self.scores = ScoreModel(self.controller, self)
        score_view = QTableView()
        score_view.setModel(self.scores)
        score_view.verticalHeader().hide()
        score_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        score_view.setMaximumHeight(120)
        self.hand_model = HandModel(self.controller, self)
        self.trick_model = TrickModel(self.controller, self)
        hand_view = QListView()
        hand_view.setModel(self.hand_model)
        hand_view.activated.connect(self.hand_model.play)
        hand_view.setMaximumHeight(110)
        trick_view = QListView()
        trick_view.setModel(self.trick_model)
        trick_view.setMaximumHeight(120)
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
        for model in (self.move_log, self.hand_model, self.trick_model):
            model.set_french(self.art.deck_id.startswith("french"))
            self.art.deckChanged.connect(
                lambda deck, m=model: m.set_french(deck.startswith("french"))
            )
        self.log_dock = QDockWidget(self.tr("Score and moves"), self)
        self.log_dock.setObjectName("moves")
        self.log_dock.setWidget(panel)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.log_dock.hide()
        self._build_menus()
        self.controller.changed.connect(self._update_actions)
        self.controller.dealOver.connect(self._on_deal_over)
        self.controller.swapOffered.connect(self._on_swap_offered)
        self.controller.dealStarted.connect(lambda: self.sounds.play(sound.SHUFFLE))
        self.controller.cardPlayed.connect(lambda _seat, _card: self.sounds.play(sound.CARD))
        self.controller.trickCollected.connect(lambda *_: self.sounds.play(sound.TRICK))

    # --- menus ----------------------------------------------------------------------

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self.new_action = QAction(self.tr("&New game…"), self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.ask_new_game)
        self.undo_action = QAction(self.tr("&Undo my last card"), self)
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.controller.undo)
        self.next_action = QAction(self.tr("Ne&xt deal"), self)
        self.next_action.triggered.connect(self.controller.next_deal)
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        for action in (self.new_action, self.undo_action, self.next_action, quit_action):
            game.addAction(action)

        view = self.menuBar().addMenu(self.tr("&View"))
        self.face_up_action = QAction(self.tr("&Face up (show every hand)"), self)
        self.face_up_action.setCheckable(True)
        self.face_up_action.setChecked(self.controller.face_up)
        self.face_up_action.setShortcut(QKeySequence(Qt.Key.Key_F))
        self.face_up_action.toggled.connect(self.set_face_up)
        view.addAction(self.face_up_action)
        # The trick gathered last, shown again over the table (the scene takes it away).
        self.last_trick_action = QAction(self.tr("&Last trick"), self)
        self.last_trick_action.setCheckable(True)
        self.last_trick_action.setShortcut(QKeySequence(Qt.Key.Key_T))
        self.last_trick_action.toggled.connect(self.scene.show_last_trick)
        self.scene.lastTrickShown.connect(self.last_trick_action.setChecked)
        view.addAction(self.last_trick_action)
        log_action = self.log_dock.toggleViewAction()
        log_action.setText(self.tr("&Score and moves"))
        log_action.setShortcut(QKeySequence(Qt.Key.Key_L))
        view.addAction(log_action)
        self.sound_action = QAction(self.tr("S&ound"), self)
        self.sound_action.setCheckable(True)
        self.sound_action.setChecked(not self.sounds.muted)
        self.sound_action.setShortcut(QKeySequence(Qt.Key.Key_M))
        self.sound_action.toggled.connect(self.set_sound)
        view.addAction(self.sound_action)

        decks = view.addMenu(self.tr("&Cards"))
        group = QActionGroup(self)
        self.deck_actions: dict[str, QAction] = {}
        for deck_id, theme in self.art.themes.items():
            action = QAction(theme.name(self.settings.language), self)
            action.setCheckable(True)
            action.setChecked(deck_id == self.art.deck_id)
            action.triggered.connect(lambda _=False, d=deck_id: self.set_deck(d))
            group.addAction(action)
            decks.addAction(action)
            self.deck_actions[deck_id] = action

        speed_menu = view.addMenu(self.tr("&Speed"))
        speed_group = QActionGroup(self)
        names = {
            "slow": self.tr("Slow"),
            "normal": self.tr("Normal"),
            "fast": self.tr("Fast"),
            "instant": self.tr("Instant"),
        }
        for speed, label in names.items():
            action = QAction(label, self)
            action.setCheckable(True)
            action.setChecked(speed == self.settings.speed)
            action.triggered.connect(lambda _=False, s=speed: self.set_speed(s))
            speed_group.addAction(action)
            speed_menu.addAction(action)

        pause_menu = view.addMenu(self.tr("After a &trick"))
        pause_group = QActionGroup(self)
        for delay in AUTO_CONTINUE_CHOICES:
            label = (
                self.tr("Wait for a click")
                if delay == 0
                else self.tr("Continue after %1 s").replace("%1", str(delay // 1000))
            )
            action = QAction(label, self)
            action.setCheckable(True)
            action.setChecked(delay == self.settings.auto_continue_ms)
            action.triggered.connect(lambda _=False, d=delay: self.set_auto_continue(d))
            pause_group.addAction(action)
            pause_menu.addAction(action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        rules_action = QAction(self.tr("&How to play"), self)
        rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        rules_action.triggered.connect(self.show_rules)
        about_action = QAction(self.tr("&About Briscola"), self)
        about_action.triggered.connect(self.show_about)
        help_menu.addAction(rules_action)
        help_menu.addAction(about_action)
        self._update_actions()

    def show_rules(self) -> None:
        paragraphs = (
            self.tr(
                "Forty cards, three in each hand. The card turned up under the stock is the "
                "briscola: its suit is trump for the whole deal."
            ),
            self.tr(
                "Play any card: you never have to follow suit. The highest trump wins the "
                "trick; with no trump, the highest card of the suit led. The winner draws "
                "first and leads the next trick."
            ),
            self.tr(
                "Strength: Ace, Three, King, Knight (Queen), Jack, then 7 down to 2. "
                "Points: Ace 11, Three 10, King 4, Knight 3, Jack 2, the rest nothing."
            ),
            self.tr("The deck holds 120 points: 61 wins the deal, 60 all is a draw."),
        )
        text = "".join(f"<p>{p}</p>" for p in paragraphs)
        QMessageBox.information(self, self.tr("How to play"), text)

    def show_about(self) -> None:
        text = self.tr(
            "<p><b>Briscola</b> %1</p><p>The Italian card game, with Neapolitan, Brescian "
            "and French cards drawn by the briscola-qt project.</p>"
            "<p>Free software under the GNU GPL, version 3 or later.</p>"
        ).replace("%1", __version__)
        QMessageBox.about(self, self.tr("About Briscola"), text)

    def _update_actions(self) -> None:
        self.undo_action.setEnabled(self.controller.can_undo())
        self.next_action.setEnabled(self.controller.phase == Phase.DEAL_OVER)
        self.last_trick_action.setEnabled(self.scene.can_show_last_trick())
        match = self.controller.match
        if match is None:
            self.score_label.setText("")
            return
        names = self.controller.match_side_names()
        scores = " – ".join(f"{n} {s}" for n, s in zip(names, match.scores(), strict=True))
        self.score_label.setText(
            self.tr("Deal %1 · Match: %2")
            .replace("%1", str(self.controller.shown_deal + 1))
            .replace("%2", scores)
        )

    # --- actions --------------------------------------------------------------------

    def ask_new_game(self) -> None:
        dialog = NewGameDialog(self.settings.choices(), self)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted:
            choices = dialog.choices()
            self.settings.save_choices(choices)
            self.start(choices)

    def start(self, choices: GameChoices, seed: int | None = None) -> None:
        self.controller.new_match(choices, seed)

    def set_face_up(self, on: bool) -> None:
        self.settings.face_up = on
        self.controller.set_face_up(on)

    def set_sound(self, on: bool) -> None:
        """Sound on or muted, at once, and remembered for the next time."""
        self.sounds.muted = not on
        self.settings.sound = on
        if self.sound_action.isChecked() != on:
            self.sound_action.setChecked(on)

    def set_deck(self, deck_id: str) -> None:
        self.settings.deck = deck_id
        self.art.set_deck(deck_id)
        if deck_id in self.deck_actions:
            self.deck_actions[deck_id].setChecked(True)

    def set_speed(self, speed: str) -> None:
        self.settings.speed = speed
        speeds.set_speed(speed)

    def set_auto_continue(self, delay_ms: int) -> None:
        self.settings.auto_continue_ms = delay_ms
        self.controller.auto_continue_ms = delay_ms

    def _on_swap_offered(self, two: int) -> None:
        if not self.show_dialogs:
            return
        state = self.controller.state
        briscola = CODES[state.briscola] if state and state.briscola is not None else "?"
        answer = QMessageBox.question(
            self,
            self.tr("Swap the 2 of trump?"),
            self.tr(
                "You hold the 2 of trump. Swap it for the briscola (%1) before the first lead?"
            ).replace("%1", briscola),
        )
        self.controller.answer_swap(answer == QMessageBox.StandardButton.Yes)

    def _on_deal_over(self, summary: DealSummary) -> None:
        winner = summary.outcome.winner
        if winner is not None:
            self.sounds.play(sound.DEAL_WON if winner == summary.human_side else sound.DEAL_LOST)
        if not self.show_dialogs:
            return
        dialog = DealSummaryDialog(summary, self.art, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)  # not one kept per deal
        dialog.accepted.connect(self._after_summary)
        dialog.open()

    def _after_summary(self) -> None:
        if self.controller.phase == Phase.MATCH_OVER:
            self.ask_new_game()
        else:
            self.controller.next_deal()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.sync()
        self.sounds.close()
        super().closeEvent(event)
