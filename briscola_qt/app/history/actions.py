"""The history in the main window's menus: Game > History (Ctrl+H), Game > Statistics,
Game > Save deal as record, File > Open record, a record file dropped on the window, and
the record named on the command line. The window connects it with one line
(``HistoryActions(window)``); everything it does is here.
"""

from __future__ import annotations

import sqlite3
import sys
from datetime import datetime
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QDragEnterEvent, QDropEvent, QFileOpenEvent, QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QGraphicsView,
    QMainWindow,
    QMenu,
    QMessageBox,
    QVBoxLayout,
)

from ...engine.errors import RecordError
from ...engine.record import Record, record_of, replay
from ...engine.state import GameState
from ...files import write_atomic
from ...history import RecordFileError, human_seat, read_record_file, seat_names
from ...savegame import TableSetting
from ..base.paths import data_dir
from ..base.prompts import Prompts
from ..game.controller import GameController
from ..game.snapshot import Phase
from ..review.analyst import Analyst
from ..review.coach import Coach
from ..review.dialog import ReviewDialog, ReviewedDeal
from ..table.cardart import CardArt
from ..text.words import CardNames, fill
from .fair_table import proof_label
from .keeper import HistoryKeeper, record_meta
from .record_review import RecordAnalyst, SeatNames
from .statistics import StatisticsWindow
from .window import HistoryWindow

RECORD_EXTENSION = ".briscola"
"""The record file type the installers register (docs: packaging/README.md): its own
extension, as a ``.json`` cannot be claimed by one program; the app opens both."""


class GameServices(Protocol):
    """What the main window (``shell.window.MainWindow``) offers the features around the
    table: the game and its analyst, the table's view, the art and names, its prompts."""

    @property
    def controller(self) -> GameController: ...
    @property
    def analyst(self) -> Analyst: ...
    @property
    def view(self) -> QGraphicsView: ...
    @property
    def prompts(self) -> Prompts: ...
    @property
    def art(self) -> CardArt: ...
    @property
    def card_names(self) -> CardNames: ...

    def show_help(self, page: str) -> object: ...


class HistoryHost(GameServices, Protocol):
    """What the history takes besides: the coach and Undo (it counts hints and undos),
    the table's setting, the review's size, and the window's voice."""

    @property
    def coach(self) -> Coach: ...
    @property
    def undo_action(self) -> QAction: ...

    def table_setting(self) -> TableSetting: ...

    def review_size(self) -> QSize: ...

    def tell(self, message: str) -> None: ...

    def come_forward(self) -> None: ...


class HistoryActions(QObject):
    """The history's actions and windows for one main window."""

    practiceWanted = Signal()
    """The History window's "Practise my mistakes" (``app/practice`` answers it)."""

    def __init__(self, window: QMainWindow, host: HistoryHost) -> None:
        super().__init__(window)
        self.window = window
        """Where the menus, the status bar and the dropped records are."""
        self.host = host
        self.keeper = HistoryKeeper(host.controller, host.table_setting, data_dir(), self)
        self.keeper.problem.connect(host.tell)
        self.keeper.problem.connect(lambda _said: self._follow_usable())
        host.coach.hintReady.connect(lambda *_: self.keeper.note_hint())
        host.undo_action.triggered.connect(self.keeper.note_undo)
        host.analyst.analysed.connect(self.keeper.on_analysed)
        self.history_window: HistoryWindow | None = None
        self.statistics_window: StatisticsWindow | None = None
        self.reviews: list[ReviewDialog] = []
        self._build_menus()
        self.keeper.changed.connect(self._refresh_windows)
        host.controller.changed.connect(self.update_actions)
        self.update_actions()
        # Said once the window is up (as the saved game's problems are).
        QTimer.singleShot(0, self, self._say_opening)
        window.setAcceptDrops(True)
        window.installEventFilter(self)
        host.view.viewport().installEventFilter(self)
        host.view.viewport().setAcceptDrops(True)
        app = QCoreApplication.instance()
        if sys.platform == "darwin" and app is not None:
            app.installEventFilter(self)  # the Finder hands a record over as a FileOpen

    def _say_opening(self) -> None:
        message = self.keeper.take_opening_message()
        if message is not None:
            self.host.tell(message)  # (the status bar and one message box)

    def _build_menus(self) -> None:
        window = self.window
        bar = window.menuBar()
        game_menu = bar.actions()[0].menu()
        assert isinstance(game_menu, QMenu)  # the window's first menu: Game
        quit_action = game_menu.actions()[-1]
        self.history_action = QAction(self.tr("&History…"), window)
        # (On macOS Ctrl is Command, and Command+H hides the app: Command+Y, Safari's history.)
        self.history_action.setShortcut(
            QKeySequence("Ctrl+Y" if sys.platform == "darwin" else "Ctrl+H")
        )
        self.history_action.triggered.connect(self.show_history)
        self.statistics_action = QAction(self.tr("S&tatistics…"), window)
        self.statistics_action.triggered.connect(self.show_statistics)
        self.save_action = QAction(self.tr("Save deal as &record…"), window)
        self.save_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_action.triggered.connect(self.ask_save_record)
        for action in (self.history_action, self.statistics_action, self.save_action):
            game_menu.insertAction(quit_action, action)
        game_menu.insertSeparator(quit_action)
        file_menu = window.menuBar().addMenu(self.tr("&File"))
        bar.insertMenu(bar.actions()[0], file_menu)
        self.open_action = QAction(self.tr("&Open record…"), window)
        self.open_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_action.triggered.connect(self.ask_open_record)
        file_menu.addAction(self.open_action)
        file_menu.addAction(self.save_action)
        self._follow_usable()

    def _follow_usable(self) -> None:
        """History and Statistics, unless the store failed to open (at the start, or at
        its first use: the keeper says so as a problem)."""
        usable = self.keeper.usable  # (without opening the store: it opens at first use)
        self.history_action.setEnabled(usable)
        self.statistics_action.setEnabled(usable)

    # --- the history window ---------------------------------------------------------

    def show_history(self) -> HistoryWindow | None:
        store = self.keeper.store
        if store is None:
            return None
        if self.history_window is None:
            shown = HistoryWindow(store.deals, self.window)
            shown.openWanted.connect(self.review_kept)
            shown.deleteWanted.connect(self.ask_delete)
            shown.folderWanted.connect(lambda: self.host.prompts.open_folder(store.folder))
            shown.practiceWanted.connect(self.practiceWanted)
            shown.resize(760, 480)
            self.history_window = shown
        else:
            self.history_window.refresh()
        self.host.prompts.show(self.history_window)
        return self.history_window

    def ask_delete(self, ids: list[str]) -> bool:
        store = self.keeper.store
        if store is None:
            return False
        agreed = self.host.prompts.ask(
            self.history_window or self.window,
            self.tr("Delete"),
            self.tr("Delete %n deal(s) from your history?", "", len(ids)),
            fill(
                self.tr("They are moved to the folder %1, not destroyed.", "", len(ids)),
                store.folder / "trash",
            ),
            self.tr("Delete"),
            self.tr("Keep them"),
        )
        if agreed is not True:
            return False
        try:
            store.delete(ids)
        except (OSError, sqlite3.Error) as error:
            self.host.tell(fill(self.tr("The deals could not be deleted: %1"), error))
        self._refresh_windows()
        return True

    def review_kept(self, deal_id: str) -> ReviewDialog | None:
        """Replay and review a deal of the history."""
        store = self.keeper.store
        if store is None:
            return None
        try:
            record = store.record(deal_id)
            entry = store.entry(deal_id, record)
            state = replay(record)
        except (OSError, RecordError) as error:
            self.host.tell(fill(self.tr("This deal cannot be opened: %1"), error))
            return None
        # (the names the table showed, as the record keeps them: a deal played with friends
        # names the friends, not the computer players a local match would have had)
        given = seat_names(record)
        names = SeatNames(self).names(record.rules.players, entry.seat, entry.match.deal, given)
        # (a match that ended on its first deal was that one deal: its title gives no number)
        single = entry.match.deal == 0 and entry.match.result is not None
        review = self.review(
            record,
            state,
            entry.seat,
            names,
            entry.match.deal,
            entry.played_at,
            single,
            face_up=entry.face_up,
        )
        if entry.shuffle is not None:
            self.add_proof(review, record, entry.shuffle.to_dict())
        analyst = review.analyst
        analyst.analysed.connect(
            lambda _n, found: self.keeper.keep_analysis(deal_id, entry.seat, found)
        )
        return review

    def review(
        self,
        record: Record,
        state: GameState,
        seat: int,
        names: tuple[str, ...],
        number: int,
        played_at: str | None = None,
        single: bool = False,
        source: str = "",
        face_up: bool = False,
    ) -> ReviewDialog:
        window, host = self.window, self.host
        analyst = RecordAnalyst(
            record, number, host.controller, host.analyst.strength, host.analyst.kept
        )
        deal = ReviewedDeal(
            number,
            state,
            seat,
            names,
            single=single,
            played_at=played_at,
            source=source,
            face_up=face_up,
        )
        dialog = ReviewDialog(deal, analyst, host.art, host.card_names, window)
        analyst.setParent(dialog)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.resize(host.review_size())
        dialog.finished.connect(analyst.stop)
        dialog.helpWanted.connect(host.show_help)
        self.reviews = [r for r in self.reviews if r is not dialog]
        self.reviews.append(dialog)
        dialog.destroyed.connect(lambda: self._forget_review(dialog))
        host.prompts.open(dialog)
        return dialog

    def _forget_review(self, dialog: ReviewDialog) -> None:
        self.reviews = [r for r in self.reviews if r is not dialog]

    # --- the statistics window ------------------------------------------------------

    def show_statistics(self) -> StatisticsWindow | None:
        store = self.keeper.store
        if store is None:
            return None
        if self.statistics_window is None:
            shown = StatisticsWindow(store.totals, store.last_deals, self.window)
            shown.resetWanted.connect(self.ask_reset)
            shown.exportWanted.connect(self.ask_export)
            shown.rebuildWanted.connect(self.rebuild)
            shown.helpWanted.connect(self.host.show_help)
            shown.resize(760, 560)
            self.statistics_window = shown
        else:
            self.statistics_window.refresh()
        self.host.prompts.show(self.statistics_window)
        return self.statistics_window

    def reset_question(self) -> QMessageBox:
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Reset statistics"),
            self.tr("Start your statistics again from zero?"),
            parent=self.statistics_window or self.window,
        )
        box.setInformativeText(
            self.tr("The deals stay in your history unless you also ask to delete them.")
        )
        # (parented to the box: a checkbox Python owns alone would be freed under it)
        also = QCheckBox(self.tr("Also move every deal of the history to the trash"), box)
        box.setCheckBox(also)
        box.addButton(self.tr("Reset"), QMessageBox.ButtonRole.YesRole)
        box.setDefaultButton(box.addButton(self.tr("Keep them"), QMessageBox.ButtonRole.NoRole))
        return box

    def ask_reset(self) -> bool:
        box = self.reset_question()
        box.exec()
        clicked = box.clickedButton()
        if clicked is None or box.buttonRole(clicked) != QMessageBox.ButtonRole.YesRole:
            return False
        checkbox = box.checkBox()
        self.reset(checkbox is not None and checkbox.isChecked())
        return True

    def reset(self, delete_records: bool) -> None:
        store = self.keeper.store
        if store is None:
            return
        try:
            store.reset_statistics(delete_records)
        except (OSError, sqlite3.Error) as error:
            self.host.tell(fill(self.tr("The statistics could not be reset: %1"), error))
        self._refresh_windows()

    def rebuild(self) -> None:
        store = self.keeper.store
        if store is None:
            return
        try:
            notices = store.rebuild()
        except (OSError, sqlite3.Error) as error:
            self.host.tell(fill(self.tr("The statistics could not be made again: %1"), error))
            return
        self.window.statusBar().showMessage(
            " ".join(self.keeper.notice_text(n) for n in notices), 10000
        )
        self._refresh_windows()

    def ask_export(self) -> None:
        stamp = datetime.now().strftime("%Y-%m-%d")
        path, _ = QFileDialog.getSaveFileName(
            self.statistics_window,
            self.tr("Export statistics"),
            str(Path.home() / f"briscola-statistics-{stamp}.csv"),
            self.tr("CSV files (*.csv)"),
        )
        if path:
            self.export_to(Path(path))

    def export_to(self, path: Path) -> bool:
        store = self.keeper.store
        if store is None:
            return False
        try:
            write_atomic(path, store.csv_text().encode("utf-8"))
        except OSError as error:
            self.host.tell(
                fill(self.tr("The statistics could not be saved: %1"), error.strerror or error)
            )
            return False
        self.window.statusBar().showMessage(fill(self.tr("Statistics saved in %1"), path), 8000)
        return True

    def _refresh_windows(self) -> None:
        if self.history_window is not None:
            self.history_window.refresh()
        if self.statistics_window is not None:
            self.statistics_window.refresh()

    # --- record files ---------------------------------------------------------------

    def ask_open_record(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.window,
            self.tr("Open record"),
            str(Path.home()),
            self.tr("Briscola records (*.briscola *.json);;All files (*)"),
        )
        if path:
            self.open_record(Path(path))

    def open_path(self, path: str) -> ReviewDialog | None:
        """``open_record`` for a path another start of the game handed over."""
        self.host.come_forward()
        return self.open_record(Path(path))

    def open_record(self, path: Path) -> ReviewDialog | None:
        """Replay and review the record in ``path``; a bad file is said in one message and
        changes nothing."""
        try:
            record, state = read_record_file(path)
        except RecordFileError as error:
            self.host.tell(self.bad_record_text(path.name, error))
            return None
        seat = human_seat(record)
        names = SeatNames(self).names(record.rules.players, seat, None, seat_names(record))
        review = self.review(record, state, seat, names, 0, single=True, source=path.name)
        if "shuffle" in record.meta:  # (written by this game for a fairly dealt deal)
            self.add_proof(review, record, record.meta["shuffle"])
        return review

    @staticmethod
    def add_proof(review: ReviewDialog, record: Record, proof: object) -> None:
        """ "Shuffle verified" (or why not) at the foot of ``review``."""
        layout = review.layout()
        assert isinstance(layout, QVBoxLayout)
        review.shuffle_label = proof_label(record.rules, record.deck, proof)
        layout.addWidget(review.shuffle_label)

    def bad_record_text(self, name: str, error: RecordFileError) -> str:
        """What is wrong with a record file, in the player's words, then as ``briscola-arena
        verify`` says it (naming the card or play)."""
        why = {
            "unreadable": self.tr("it cannot be read"),
            "huge": self.tr("it is far too big to be a record"),
            "empty": self.tr("it is empty"),
            "binary": self.tr("it is not text"),
            "json": self.tr("it is not JSON text"),
            "record": self.tr("it is not a Briscola record, or not one this version reads"),
            "rules": self.tr("its cards or plays break the rules"),
        }[error.kind]
        if not str(error):  # (the kind says it all: "it is empty")
            return fill(self.tr("%1 cannot be opened as a Briscola record: %2."), name, why)
        return fill(self.tr("%1 cannot be opened as a Briscola record: %2 (%3)."), name, why, error)

    def can_save(self) -> bool:
        """Whether a deal is on the table (finished or not) to save as a record."""
        controller = self.host.controller
        return not (
            controller.state is None or controller.match is None or controller.phase == Phase.IDLE
        )

    def deal_to_save(self) -> tuple[Record, str] | None:
        """The deal on the table (finished or not) as a record, and a file name for it."""
        controller = self.host.controller
        state = controller.state
        if not self.can_save() or state is None:
            return None
        number = controller.shown_deal
        meta = record_meta(controller, number)
        over = controller.phase in (Phase.DEAL_OVER, Phase.MATCH_OVER)
        shuffles = controller.shuffles or []
        if over and number < len(shuffles):  # (the seed is secret until the deal ends)
            meta["shuffle"] = shuffles[number].to_dict()
        name = f"briscola-{datetime.now():%Y-%m-%d-%H%M}{RECORD_EXTENSION}"
        return record_of(state, meta), name

    def ask_save_record(self) -> None:
        found = self.deal_to_save()
        if found is None:
            return
        record, name = found
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            self.tr("Save deal as record"),
            str(Path.home() / name),
            self.tr("Briscola records (*.briscola)"),
        )
        if path:
            self.save_record(Path(path), record)

    def save_record(self, path: Path, record: Record) -> bool:
        try:
            write_atomic(path, (record.to_json() + "\n").encode("utf-8"))
        except OSError as error:
            self.host.tell(
                fill(self.tr("The record could not be saved: %1"), error.strerror or error)
            )
            return False
        self.window.statusBar().showMessage(fill(self.tr("Deal saved in %1"), path), 8000)
        return True

    # --- dropped files --------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QFileOpenEvent) and event.type() == QEvent.Type.FileOpen:
            self.open_record(Path(event.file()))
            return True
        if isinstance(event, QDragEnterEvent | QDropEvent) and event.type() in (
            QEvent.Type.DragEnter,
            QEvent.Type.DragMove,
            QEvent.Type.Drop,
        ):
            files = [url.toLocalFile() for url in event.mimeData().urls() if url.isLocalFile()]
            if len(files) != 1:
                return False
            event.acceptProposedAction()
            if event.type() == QEvent.Type.Drop:
                self.open_record(Path(files[0]))
            return True
        return False

    def update_actions(self) -> None:
        # (at every change of the table: the record itself is made only when saved)
        self.save_action.setEnabled(self.can_save())

    def close(self) -> None:
        for review in list(self.reviews):
            review.reject()
        self.keeper.close()
