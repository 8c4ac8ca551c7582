"""Game > Play with friends: the host and join dialogs, and one ``FriendsWindow`` per table.

What plays over the network (the windows, the dialogs, the table server and client, the
search for tables on the local network, and the libraries under them: websockets,
zeroconf, asyncio, the handshake's cryptography) is imported when a player first hosts,
joins or resumes a hosted table, not when the app starts: a fifth of the app's start
(0.2 of 0.8 s of CPU here) went to importing it for a game most players play alone."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QMainWindow

from ..base.prompts import Prompts
from ..base.settings import Settings
from ..history.friends import FriendsHistory
from ..history.keeper import HistoryKeeper
from ..table.cardart import CardArt
from .menus import GameMenus

if TYPE_CHECKING:
    from ..network.host_session import HostSession, Publisher
    from ..network.join_dialog import JoinDialog
    from .friends_window import FriendsWindow
    from .host_dialog import HostDialog


class FriendsActions(QObject):
    """Game > Play with friends: host or join a table, each in a window of its own."""

    def __init__(
        self,
        window: QMainWindow,
        settings: Settings,
        art: CardArt,
        prompts: Prompts,
        keeper: HistoryKeeper | None = None,
        menus: GameMenus | None = None,
    ) -> None:
        super().__init__(window)
        self.window, self.settings, self.art, self.prompts = window, settings, art, prompts
        self.history = None if keeper is None else FriendsHistory(keeper, lambda: art.deck_id, self)
        if self.history is not None:
            self.history.problem.connect(lambda why: self.prompts.tell(window, "", why))
        if menus is not None:
            menus.host_action.triggered.connect(self.host_dialog)
            menus.join_action.triggered.connect(self.join_dialog)
        self.windows: list[FriendsWindow] = []
        self.listen, self.announce = "", True
        """Where a hosted table listens and whether it is announced (tests: 127.0.0.1, no)."""
        self.publisher: Publisher | None = None
        """What announces a hosted table (None: ``net.discovery``; tests: their own)."""
        app = QCoreApplication.instance()
        if app is not None:  # (the app quits: no table stays announced, none stays open)
            app.aboutToQuit.connect(self.close_all)
        self.finder_on = True
        """Whether Join looks for tables on the local network (tests: no)."""

    def host_dialog(self) -> HostDialog:
        from .host_dialog import HostDialog

        dialog = HostDialog(
            self.settings.choices(),
            self.settings,
            self.window,
            self.listen,
            self.announce,
            self.publisher,
        )
        dialog.accepted.connect(lambda: self._hosted(dialog))
        self.prompts.open(dialog)
        return dialog

    def _hosted(self, dialog: HostDialog) -> None:
        if dialog.session is not None:
            self.open_hosted(dialog.session)

    def open_hosted(self, session: HostSession) -> FriendsWindow:
        """The window of the table ``session`` hosts (open): the host sits at it over
        loopback, with their seat token at a resumed table; the token is kept with it."""
        from ..network.remote_table import RemoteTable
        from .friends_window import FriendsWindow

        remote = RemoteTable()
        window = FriendsWindow(remote, self.art, self.settings, session, self.history)
        session.setParent(window)
        remote.welcomed.connect(lambda: setattr(session, "host_token", remote.token))
        remote.connect_to(session.local_uri, session.code, session.host_name, session.host_token)
        self._show(window)
        return window

    def join_dialog(self) -> JoinDialog:
        from ...net.discovery import browse
        from ..network.join_dialog import JoinDialog
        from .club_table import open_club_table

        finder = browse if self.finder_on else None
        dialog = JoinDialog(self.settings, finder, new_club_table=open_club_table)
        dialog.accepted.connect(lambda: self._joined(dialog))
        dialog.setParent(self.window, dialog.windowFlags())
        self.prompts.open(dialog)
        return dialog

    def _joined(self, dialog: JoinDialog) -> None:
        remote = dialog.remote
        if remote is None:
            return
        from .friends_window import FriendsWindow

        window = FriendsWindow(remote, self.art, self.settings, None, self.history)
        seat = dialog.club_seat
        if seat is not None:  # (its code shown, for friends to join with)
            language = self.settings.interface_language
            window.lobby.show_club_table(seat.code.spoken(language), seat.server)
        self._show(window)
        if remote.came_back:  # (this app had stopped: the host kept the place for it)
            back = self.tr("Welcome back: you sit at your own place, the table as it stands.")
            window.statusBar().showMessage(back, 15000)

    def _show(self, window: FriendsWindow) -> None:
        self.windows.append(window)
        window.destroyed.connect(lambda: self.windows.remove(window))
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.prompts.show(window)

    def close_all(self) -> None:
        for window in list(self.windows):
            window.close()
