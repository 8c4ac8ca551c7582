"""Tables found on the local network by themselves (DNS-SD over multicast DNS), tested only
inside a network namespace the test makes, whose one interface is its own loopback: no
packet reaches the machine's own interfaces."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from zeroconf.asyncio import AsyncServiceInfo

from briscola_qt.net.channel import VERSION
from briscola_qt.net.discovery import SERVICE_TYPE, found_table

CHILD = Path(__file__).resolve().parent / "discovery_child.py"
SETUP = "ip link set lo up && ip link set lo multicast on && ip route add 224.0.0.0/4 dev lo"


def _namespaces_work() -> bool:
    if sys.platform != "linux" or not shutil.which("unshare") or not shutil.which("ip"):
        return False
    done = subprocess.run(
        ["unshare", "-rn", "sh", "-c", SETUP], capture_output=True, timeout=30, check=False
    )
    return done.returncode == 0


@pytest.mark.slow
@pytest.mark.skipif(
    not _namespaces_work(),
    reason="this machine cannot make a network namespace (unshare -rn) with multicast",
)
def test_a_hosted_table_is_found_joined_and_gone_when_no_longer_hosted() -> None:
    done = subprocess.run(
        ["unshare", "-rn", "sh", "-c", f"{SETUP} && exec {sys.executable} {CHILD}"],
        capture_output=True,
        text=True,
        timeout=90,
        check=True,
    )
    seen = json.loads(done.stdout.splitlines()[-1])
    assert seen["found"] == [["Anna", 4, "classic", 2, True]]
    assert seen["seated"] == 0  # (the code, not the finding, let the friend in)
    assert seen["free_after"] == [1]
    assert seen["after_stop"] == 0


def _info(**properties: str) -> AsyncServiceInfo:
    return AsyncServiceInfo(
        SERVICE_TYPE,
        f"x.{SERVICE_TYPE}",
        addresses=[bytes([192, 168, 1, 7])],
        port=4321,
        properties=properties,
    )


GOOD = {"protocol": VERSION, "name": "Anna", "players": "4", "variant": "classic", "free": "2"}


def test_a_table_heard_is_read_with_care() -> None:
    table = found_table(_info(**GOOD))
    assert table is not None and table.uri == "ws://192.168.1.7:4321/"
    assert (table.host_name, table.players, table.variant, table.free) == ("Anna", 4, "classic", 2)


@pytest.mark.parametrize(
    "change",
    [
        {"protocol": "briscola-net/0"},
        {"name": "\x07"},
        {"name": "x" * 200},
        {"players": "9"},
        {"players": "four"},
        {"variant": "poker"},
        {"free": "5"},
        {"free": "-1"},
    ],
)
def test_what_is_not_a_table_we_can_sit_at_is_left_out(change: dict[str, str]) -> None:
    assert found_table(_info(**{**GOOD, **change})) is None
