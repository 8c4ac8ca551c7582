"""`briscola-qt --net-check` (the installers' test of the network, net/loopback.py): a table
opened on 127.0.0.1 and joined in one process; an address off this machine is refused
before anything is sent."""

from __future__ import annotations

from briscola_qt.net import loopback


def test_the_check_hosts_and_joins_on_loopback() -> None:
    lines: list[str] = []
    assert loopback.main([], lines.append) == 0
    assert lines[0].startswith("cryptography OpenSSL") and "zeroconf._cache" in lines[0]
    assert lines[1].startswith("table ws://127.0.0.1:")
    assert any(line.startswith("welcomed at place 0 in ") for line in lines)
    assert "friend seated: Check" in lines
    assert lines[-1] == "briscola-qt network check passed"


def test_the_check_joins_the_loopback_only() -> None:
    lines: list[str] = []
    assert loopback.main(["join", "ws://192.0.2.1:47044/", "7-castle-lemon"], lines.append) == 1
    assert "loopback address only" in lines[-1]
    assert loopback.main(["join", "ws://127.0.0.1:1/", "not a code"], lines.append) == 1
    assert lines[-1].startswith("briscola-qt network check failed")
    assert loopback.main(["wave"], lines.append) == 2
