"""The app announces a table on the local network only while its player hosts one (issue
44): from the moment the table listens until it closes, its window closes, the match is
over or the app quits; a friend's app never announces. The announcements go to a publisher
the test gives (a list, no network); ``test_a_real_announcement_is_heard_in_a_namespace``
hears a real one inside a network namespace the test makes, never on this machine's own
interfaces."""

from __future__ import annotations

import asyncio
import json
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from briscola_qt.app.shell.window import MainWindow
from briscola_qt.engine.rules import Rules

from .test_friends import WAIT_MS, address_of, host_table, join_dialog, play_to_the_end, start

CHILD = Path(__file__).resolve().parent / "announce_child.py"
SETUP = "ip link set lo up && ip link set lo multicast on && ip route add 224.0.0.0/4 dev lo"
"""A namespace's loopback made to carry multicast (as tests/net/test_discovery.py does)."""


def namespaces_work() -> bool:
    if sys.platform != "linux" or not shutil.which("unshare") or not shutil.which("ip"):
        return False
    done = subprocess.run(
        ["unshare", "-rn", "sh", "-c", SETUP], capture_output=True, timeout=30, check=False
    )
    return done.returncode == 0


class Network:
    """A local network that only listens: what the app announced, updated and withdrew."""

    def __init__(self, delay: float = 0.0, broken: bool = False) -> None:
        self.heard: list[tuple[Any, ...]] = []
        self.delay, self.broken = delay, broken

    async def publish(
        self, host_name: str, port: int, addresses: list[str], rules: Rules, free: int
    ) -> Announced:
        await asyncio.sleep(self.delay)
        if self.broken:
            raise OSError("no multicast on this network")
        self.heard.append(("start", host_name, rules.players, free, addresses == ["127.0.0.1"]))
        return Announced(self)

    def said(self, kind: str) -> list[tuple[Any, ...]]:
        return [entry for entry in self.heard if entry[0] == kind]


class Announced:
    def __init__(self, network: Network) -> None:
        self.network = network

    async def update(self, free: int) -> None:
        self.network.heard.append(("update", free))

    async def stop(self) -> None:
        self.network.heard.append(("stop",))


@pytest.fixture
def network(main: MainWindow) -> Iterator[Network]:
    """The main window's tables announced to a ``Network`` of the test's."""
    heard = Network()
    main.friends.announce, main.friends.publisher = True, heard.publish
    yield heard


def test_a_table_is_announced_while_hosted_and_withdrawn_when_its_window_closes(
    qtbot: Any, main: MainWindow, network: Network
) -> None:
    host = host_table(qtbot, main, players=2)
    qtbot.waitUntil(lambda: bool(network.said("start")), timeout=WAIT_MS)
    assert network.heard[0] == ("start", "Anna", 2, 1, True)
    qtbot.waitUntil(lambda: "see your table" in host.statusBar().currentMessage(), timeout=WAIT_MS)
    # A friend sits down: the table says no place is free; the friend's app announces nothing.
    join_dialog(main, address_of(host), host.lobby.code_label.text(), "Bruno")
    qtbot.waitUntil(lambda: len(main.friends.windows) == 2, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: ("update", 0) in network.heard, timeout=WAIT_MS)
    friend = main.friends.windows[1]
    friend.close()
    qtbot.waitUntil(lambda: ("update", 1) in network.heard, timeout=WAIT_MS)
    assert not network.said("stop") and host.session is not None and host.session.announcing
    host.close()
    assert network.said("start") == network.heard[:1] and network.heard[-1] == ("stop",)
    assert len(network.said("stop")) == 1


def test_ending_the_match_withdraws_the_table(
    qtbot: Any, main: MainWindow, network: Network
) -> None:
    host = host_table(qtbot, main, players=2)
    qtbot.waitUntil(lambda: bool(network.said("start")), timeout=WAIT_MS)
    host.end_match()
    assert network.heard[-1] == ("stop",)
    host.close()
    assert len(network.said("stop")) == 1


def test_a_match_played_to_its_end_is_no_longer_announced(
    qtbot: Any, main: MainWindow, network: Network
) -> None:
    host = host_table(qtbot, main, players=2)
    join_dialog(main, address_of(host), host.lobby.code_label.text(), "Bruno")
    qtbot.waitUntil(lambda: len(main.friends.windows) == 2, timeout=WAIT_MS)
    friend = main.friends.windows[1]
    qtbot.waitUntil(lambda: ("update", 0) in network.heard, timeout=WAIT_MS)
    start(qtbot, host, friend)
    assert not network.said("stop")
    play_to_the_end(qtbot, [host, friend])
    assert host.remote.last_summary is not None and host.remote.last_summary.match_over
    assert network.heard[-1] == ("stop",)
    assert host.session is not None and not host.session.announcing


def test_quitting_the_app_withdraws_the_table(
    qtbot: Any, main: MainWindow, network: Network
) -> None:
    host_table(qtbot, main, players=4)
    qtbot.waitUntil(lambda: bool(network.said("start")), timeout=WAIT_MS)
    assert network.heard[0][2:4] == (4, 3)
    main.close()
    qtbot.waitUntil(lambda: not main.friends.windows, timeout=WAIT_MS)
    assert network.heard[-1] == ("stop",)


def test_an_announcement_that_comes_late_is_withdrawn_all_the_same(
    qtbot: Any, main: MainWindow, network: Network
) -> None:
    network.delay = 0.5  # (the network is slow to take it: the host closes meanwhile)
    host = host_table(qtbot, main, players=2)
    assert host.session is not None and host.session.announcing
    host.close()
    assert network.said("start") and network.heard[-1] == ("stop",)


def test_a_network_that_cannot_be_announced_on_is_said(
    qtbot: Any, main: MainWindow, network: Network
) -> None:
    network.broken = True
    host = host_table(qtbot, main, players=2)
    qtbot.waitUntil(
        lambda: "could not be announced" in host.statusBar().currentMessage(), timeout=WAIT_MS
    )
    assert host.session is not None and not host.session.announcing
    host.close()
    assert network.heard == []


@pytest.mark.slow
@pytest.mark.skipif(
    not namespaces_work(),
    reason="this machine cannot make a network namespace (unshare -rn) with multicast",
)
def test_a_real_announcement_is_heard_in_a_namespace() -> None:
    """The app's own HostSession announces with ``net.discovery`` (no publisher given) in
    a namespace whose one interface is its loopback; a friend's browse hears the table
    while it is hosted, and no longer once it is closed."""
    done = subprocess.run(
        ["unshare", "-rn", "sh", "-c", f"{SETUP} && exec {sys.executable} {CHILD}"],
        capture_output=True,
        text=True,
        timeout=90,
        check=True,
    )
    seen = json.loads(done.stdout.splitlines()[-1])
    assert "Task was destroyed" not in done.stderr  # (zeroconf's broadcasts all awaited)
    assert seen["announced"] is True
    assert seen["found"] == [["Anna", 5, "chiamata", 2, True]]
    assert seen["after_close"] == 0


def test_the_app_quitting_closes_its_tables_and_withdraws_them(
    qtbot: Any, main: MainWindow, network: Network
) -> None:
    """(the app quits without its main window's close: the session's end, a signal)"""
    host_table(qtbot, main, players=2)
    qtbot.waitUntil(lambda: bool(network.said("start")), timeout=WAIT_MS)
    app = QCoreApplication.instance()
    assert app is not None
    app.aboutToQuit.emit()
    qtbot.waitUntil(lambda: not main.friends.windows, timeout=WAIT_MS)
    assert network.heard[-1] == ("stop",)
