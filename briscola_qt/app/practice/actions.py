"""Practise my mistakes in the main window: Game > Practise my mistakes and the History
window's button open the practice window (``window.py``) on the history's judged deals.
The window connects it with one line (``PracticeActions(window, host, history)``).
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

from ...analysis.kept import KeptAnalyses
from ...history import HistoryStore
from ...history.practice import Position, find_positions
from ...history.schedule import FILE_NAME, Schedule
from ..base.speeds import Tempo
from ..history.actions import GameServices, HistoryActions
from .window import PracticeWindow
from .words import PracticeWords


class PracticeHost(GameServices, Protocol):
    """What practice takes of the main window besides the game's services."""

    @property
    def tempo(self) -> Tempo: ...

    def tell(self, message: str) -> None: ...


class PracticeActions(QObject):
    """The practice window and the ways to it, for one main window."""

    def __init__(self, window: QMainWindow, host: PracticeHost, history: HistoryActions) -> None:
        super().__init__(window)
        self.window = window
        self.host = host
        self.history = history
        self.practice_window: PracticeWindow | None = None
        self.action = QAction(self.tr("&Practise my mistakes…"), window)
        self.action.setStatusTip(
            self.tr("Play again the positions of your history where your card cost the most")
        )
        self.action.triggered.connect(self.show_practice)
        menus = [a.menu() for a in window.menuBar().actions()]
        (game_menu,) = [
            m for m in menus if isinstance(m, QMenu) and history.history_action in m.actions()
        ]
        game_menu.insertAction(history.statistics_action, self.action)
        self.action.setEnabled(history.keeper.usable)
        # (the store is opened at its first use: if it cannot be, practice goes with it)
        history.keeper.problem.connect(lambda _said: self.action.setEnabled(history.keeper.usable))
        history.practiceWanted.connect(self.show_practice)

    def _kept(self) -> KeptAnalyses | None:
        return self.host.analyst.kept

    def positions(self) -> list[Position]:
        """Every position worth practising in the history, worst first."""
        store, kept = self.history.keeper.store, self._kept()
        if store is None or kept is None:
            return []
        return find_positions(store, kept, self.host.analyst.strength.name)

    def show_practice(self) -> PracticeWindow | None:
        store = self.history.keeper.store
        if store is None:
            return None
        if self.practice_window is None:
            schedule = self._schedule(store)
            shown = PracticeWindow(
                self.positions,
                schedule,
                store.deal_ids,
                self.host.art,
                self.host.card_names,
                self.host.tempo,
                self.window,
            )
            shown.helpWanted.connect(self.host.show_help)
            # (a deal played, or reviewed, while practice is open brings its positions)
            self.history.keeper.changed.connect(shown.history_changed)
            shown.resize(900, 720)
            self.practice_window = shown
        else:
            self.practice_window.refresh()
        self.host.prompts.show(self.practice_window)
        return self.practice_window

    def _schedule(self, store: HistoryStore) -> Schedule:
        schedule = Schedule(store.database.parent / FILE_NAME).load()
        if schedule.problem is not None:
            self.host.tell(PracticeWords(self).schedule_problem(schedule.problem))
        return schedule

    def close(self) -> None:
        if self.practice_window is not None:
            self.practice_window.table.shut_down()
