"""Game > Play with friends > Resume the hosted match: the table this player hosted, kept
when the app stopped (``network.resume``), opened again under a new invitation code, in a
window of its own as any hosted table; offered on the start too, as the local game is.
The friends come back to their places with their seat tokens, or by their names."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow

from ..base.paths import data_dir
from ..base.prompts import Prompts
from ..base.settings import Settings
from ..network.resume import HOSTED_NAME, ResumedTable, read_hosted_save
from ..text.words import fill

if TYPE_CHECKING:  # (the network is imported when a table is opened again: friends_actions)
    from ..network.host_session import HostSession
    from .friends_actions import FriendsActions
    from .friends_window import FriendsWindow


class HostedResume(QObject):
    """Offers the kept table again and opens it; ``action`` is the menu's item (enabled
    while a table is kept)."""

    def __init__(
        self,
        window: QMainWindow,
        friends: FriendsActions,
        settings: Settings,
        prompts: Prompts,
        action: QAction,
    ) -> None:
        super().__init__(window)
        self.window, self.friends, self.settings, self.prompts = window, friends, settings, prompts
        self.action = action
        action.triggered.connect(self.resume)
        self.opening: HostSession | None = None
        self.resumed: list[FriendsWindow] = []
        """The windows of the tables opened again (the tests read them)."""
        self.update_action()

    @property
    def path(self) -> Path:
        return data_dir() / HOSTED_NAME

    def update_action(self) -> None:
        self.action.setEnabled(self.path.exists() and not self._hosting())

    def _hosting(self) -> bool:
        return self.opening is not None or any(w.session for w in self.friends.windows)

    def offer(self) -> None:
        """On the start: a table kept from the last time is offered (no: it stays kept,
        and the menu offers it later)."""
        if not self.path.exists() or self._hosting():
            return
        answer = self.prompts.ask(
            self.window,
            self.tr("Play with friends"),
            self.tr("The match you hosted for your friends was interrupted."),
            self.tr(
                "Open the table again? It gets a new invitation code; your friends join with"
                " it and sit where they sat, and the match goes on where it stopped."
            ),
            self.tr("Open the table again"),
            self.tr("Not now"),
        )
        if answer:
            self.resume()

    def resume(self) -> None:
        """Open the kept table again (a message says why, if it cannot be)."""
        if self._hosting():
            return
        kept, why = read_hosted_save(self.path)
        if why is not None:
            self._tell(
                fill(
                    self.tr(
                        "The match you hosted could not be resumed (%1). It was set aside;"
                        " you can host a new table."
                    ),
                    why,
                )
            )
        if kept is None:
            self.update_action()
            return
        self._open(kept)

    def _open(self, kept: ResumedTable) -> None:
        from ..network.host_session import HostSession

        session = HostSession.reopened(
            kept,
            listen=self.friends.listen,
            port=self.settings.host_port,
            announce=self.friends.announce,
        )
        self.opening = session
        session.opened.connect(lambda: self._opened(session))
        session.failed.connect(lambda why: self._failed(session, why))
        self.update_action()
        session.open()

    def _opened(self, session: HostSession) -> None:
        self.opening = None
        window = self.friends.open_hosted(session)  # (it shows the new code at its foot)
        window.destroyed.connect(self.update_action)
        self.update_action()
        self.resumed.append(window)
        window.destroyed.connect(lambda: self.resumed.remove(window))

    def _failed(self, session: HostSession, why: str) -> None:
        self.opening = None
        session.close(keep=True)
        session.deleteLater()
        self.update_action()
        self._tell(
            fill(self.tr("The match you hosted could not be opened again: %1"), why)
            + " "
            + self.tr("It is kept: try again from Game > Play with friends.")
        )

    def keep_on_quit(self) -> None:
        """The app quits with hosted tables on: each is kept, to be resumed next time."""
        for window in self.friends.windows:
            if window.session is not None:
                window.session.close(keep=True)

    def _tell(self, message: str) -> None:
        self.window.statusBar().showMessage(message, 20000)
        self.prompts.tell(self.window, self.tr("Play with friends"), message)
