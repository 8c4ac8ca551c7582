"""The Linux one-folder app, its .tar.gz and its .deb, built by packaging/build.py from this
checkout, start and draw under a player's bare environment, stay within their sizes, and
never touch the network; the .deb installs, starts and removes cleanly (CI, as root)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

from .conftest import DECKS, ROOT, check_picture, hiding, minimal_env, require, run

pytestmark = [
    pytest.mark.packaging,
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux build"),
]

MAX_APP_MB = 150
MAX_DEB_MB = 50


def megabytes(path: Path) -> float:
    if path.is_dir():
        total = sum(
            p.lstat().st_size for p in path.rglob("*") if not p.is_symlink() and p.is_file()
        )
    else:
        total = path.stat().st_size
    return total / 1e6


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    for tool in ("ldd", "readelf", "patchelf", "dpkg-deb"):
        require(tool)
    out = tmp_path_factory.mktemp("dist")
    built = run(
        [sys.executable, str(ROOT / "packaging" / "build.py"), "--dist", str(out)], timeout=1500
    )
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    return out


@pytest.fixture(scope="module")
def app(dist: Path) -> Path:
    return dist / "briscola-qt" / "briscola-qt"


def test_sizes(dist: Path) -> None:
    assert megabytes(dist / "briscola-qt") <= MAX_APP_MB
    (deb,) = dist.glob("briscola-qt_*.deb")
    assert megabytes(deb) <= MAX_DEB_MB
    (tarball,) = dist.glob("briscola-qt-*-linux-*.tar.gz")
    assert megabytes(tarball) <= MAX_DEB_MB * 1.5


def test_self_test_in_a_bare_environment(app: Path, tmp_path: Path) -> None:
    done = run([str(app), "--self-test"], env=minimal_env(tmp_path), cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines()[-1] == "briscola-qt self-test passed"
    # The coach's analysis runs in a child process: the frozen app started again.
    assert "ok  coach: a deal judged in a child process" in done.stdout
    # Play with friends' compiled parts load (the self-test opens no socket: below).
    assert "ok  network: cryptography OpenSSL" in done.stdout
    assert "zeroconf._cache; zeroconf._dns" in done.stdout


def test_every_deck_draws_a_table(qapp: object, app: Path, tmp_path: Path) -> None:
    for deck in DECKS:
        out = tmp_path / f"{deck}.png"
        done = run(
            [
                str(app),
                "--screenshot",
                str(out),
                "--deck",
                deck,
                "--players",
                "4",
                "--seed",
                "2",
                "--moves",
                "3",
                "--size",
                "1000x700",
            ],
            env=minimal_env(tmp_path),
            cwd=tmp_path,
        )
        assert done.returncode == 0, done.stderr
        check_picture(out)


def test_the_frozen_app_breaks_cleanly_on_bad_options(app: Path, tmp_path: Path) -> None:
    done = run([str(app), "--players", "7"], env=minimal_env(tmp_path))
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert "--players" in done.stderr


def test_no_network_connection_ever(app: Path, tmp_path: Path) -> None:
    """Under strace, a whole start (to the first painted table), a screenshot game and the
    self-test open no internet socket at all (local Unix sockets, e.g. D-Bus, are fine)."""
    strace = require("strace")
    log = tmp_path / "trace"
    runs = (
        ["--exit-after-paint"],
        ["--screenshot", str(tmp_path / "t.png"), "--moves", "6", "--seed", "9"],
        ["--self-test"],
    )
    for index, args in enumerate(runs):
        out = log.with_suffix(f".{index}")
        done = run(
            [strace, "-f", "-qq", "-e", "trace=network", "-o", str(out), str(app), *args],
            env=minimal_env(tmp_path),
            timeout=180,
        )
        assert done.returncode == 0, done.stderr
        calls = out.read_text(encoding="utf-8", errors="replace")
        internet = [
            line
            for line in calls.splitlines()
            if re.search(r"AF_INET6?|AF_PACKET|AF_NETLINK", line)
        ]
        assert internet == [], "\n".join(internet[:10])


def test_the_frozen_app_hosts_and_joins_a_table_on_loopback(app: Path, tmp_path: Path) -> None:
    """``--net-check host`` opens a table on 127.0.0.1 and a second frozen app joins it with
    ``--net-check join``: the SPAKE2 handshake, the sealed welcome (cryptography's AEAD),
    websockets, and zeroconf's compiled modules all load from the bundle. Under strace,
    every internet address either of them binds, connects or sends to is the loopback."""
    strace = require("strace")
    traced = [strace, "-f", "-qq", "-e", "trace=network", "-o"]
    env = minimal_env(tmp_path)
    host = subprocess.Popen(
        [*traced, str(tmp_path / "host.trace"), str(app), "--net-check", "host"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    try:
        assert host.stdout is not None
        heard = [host.stdout.readline() for _ in range(2)]  # (its parts, then its table)
        assert heard[0].startswith("cryptography OpenSSL"), heard
        assert "zeroconf._cache" in heard[0], heard
        word, uri, code = heard[1].split()
        assert word == "table" and uri.startswith("ws://127.0.0.1:"), heard
        joined = run(
            [*traced, str(tmp_path / "join.trace"), str(app), "--net-check", "join", uri, code],
            env=env,
            timeout=90,
        )
        assert joined.returncode == 0, joined.stdout + joined.stderr
        assert "welcomed at place 0" in joined.stdout
        rest, errors = host.communicate(timeout=60)
    finally:
        if host.poll() is None:
            host.kill()
            host.wait()
    assert host.returncode == 0, rest + errors
    assert "friend seated: Check" in rest and "network check passed" in rest
    for trace in ("host.trace", "join.trace"):
        calls = (tmp_path / trace).read_text(encoding="utf-8", errors="replace")
        addresses = set(re.findall(r'inet_(?:addr|pton)\((?:AF_INET6?, )?"([^"]+)"', calls))
        assert addresses and addresses <= {"127.0.0.1", "::1"}, (trace, addresses)
    # (a wrong mode is refused, not run)
    wrong = run([str(app), "--net-check", "join", "ws://192.0.2.1:1/", "1-a-b"], env=env)
    assert wrong.returncode == 1 and "loopback address only" in wrong.stdout


def unpack(dist: Path, into: Path) -> Path:
    """The .tar.gz unpacked as a player would; returns its program."""
    (tarball,) = dist.glob("briscola-qt-*-linux-*.tar.gz")
    with tarfile.open(tarball) as archive:
        archive.extractall(into, filter="tar")
    return into / "briscola-qt" / "briscola-qt"


def test_the_tarball_unpacks_to_a_working_app(dist: Path, tmp_path: Path) -> None:
    app = unpack(dist, tmp_path / "unpacked")
    assert os.access(app, os.X_OK)
    done = run([str(app), "--self-test"], env=minimal_env(tmp_path), cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_self_test_names_what_the_unpacked_tarball_lacks(
    dist: Path, tmp_path: Path, x_display: str
) -> None:
    """Without libxcb-xkb1 the unpacked app aborts at start: the self-test fails naming it."""
    app = unpack(dist, tmp_path / "unpacked")
    hidden = hiding("libxcb-xkb.so.1", tmp_path)
    game = run(
        [*hidden, str(app), "--exit-after-paint"],
        env=minimal_env(tmp_path, QT_QPA_PLATFORM="xcb", DISPLAY=x_display),
        cwd=tmp_path,
    )
    assert game.returncode != 0, "the game starts without libxcb-xkb: the test hides nothing"
    done = run([*hidden, str(app), "--self-test"], env=minimal_env(tmp_path), cwd=tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    assert done.stdout.splitlines()[-1].startswith(
        "briscola-qt self-test failed: platform plugin: the xcb platform plugin needs"
        " libxcb-xkb.so.1"
    ), done.stdout


def test_the_self_test_opens_a_window_where_there_is_a_display(
    app: Path, tmp_path: Path, x_display: str
) -> None:
    env = minimal_env(tmp_path, DISPLAY=x_display)
    del env["QT_QPA_PLATFORM"]  # as on a desktop
    done = run([str(app), "--self-test"], env=env, cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"ok  window: xcb: a card painted in a window on {x_display}" in done.stdout
    # A display that is not there fails as the game would, and says why.
    env["DISPLAY"] = ":4095"
    done = run([str(app), "--self-test"], env=env, cwd=tmp_path)
    assert done.returncode == 1
    assert "could not connect to display :4095" in done.stdout.splitlines()[-1]


def test_an_empty_platform_variable_means_unset(app: Path, tmp_path: Path) -> None:
    done = run([str(app), "--self-test"], env=minimal_env(tmp_path, QT_QPA_PLATFORM=""))
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines()[-1] == "briscola-qt self-test passed"


# glibc's libraries and its dynamic loader: a copy binds the build machine's glibc (and its
# private symbols) on systems with another one. PyInstaller's own list, and libmvec.
GLIBC = re.compile(
    r"(ld-linux.*|ld64|libc|libm|libmvec|libdl|libpthread|librt|libutil|libresolv|libanl"
    r"|libnsl|libnss_\w+|libBrokenLocale|libthread_db|libcidn|libc_malloc_debug|libmemusage"
    r"|libpcprofile|libSegFault|libcrypt)\.so(\..*)?"
)
# Libraries Debian's policy forbids copying (lintian: embedded-library) that every system has.
NO_COPIES = re.compile(
    r"(libz|libbz2|liblzma|libpng\d*|libexpat|libjpeg|libtiff|libssl"
    r"|libcrypto|libsqlite3|libpcre2?(-\w+)?)\.so(\..*)?"
)


def glibc_files_here() -> set[str]:
    """The names of this machine's glibc files (its libc6 package), where dpkg knows."""
    if not shutil.which("dpkg"):
        return set()
    arch = run(["dpkg", "--print-architecture"]).stdout.strip()
    listed = run(["dpkg", "-L", f"libc6:{arch}"]).stdout.splitlines()
    return {Path(line).name for line in listed if ".so" in Path(line).name}


def test_nothing_of_the_c_library_in_the_bundle(dist: Path) -> None:
    glibc = glibc_files_here()
    found = []
    for path in sorted((dist / "briscola-qt").rglob("*.so*")):
        if path.name in glibc or GLIBC.fullmatch(path.name):
            found.append(f"{path.relative_to(dist)} (glibc)")
        elif NO_COPIES.fullmatch(path.name):
            found.append(f"{path.relative_to(dist)} (a system library not to be copied)")
    assert found == [], ", ".join(found)


def test_the_deb_passes_lintian_and_the_validators(dist: Path, tmp_path: Path) -> None:
    (deb,) = dist.glob("briscola-qt_*.deb")
    lint = run([require("lintian"), "--fail-on", "error,warning", str(deb)], timeout=600)
    assert lint.returncode == 0, lint.stdout + lint.stderr
    unpacked = tmp_path / "root"
    assert run(["dpkg-deb", "-x", str(deb), str(unpacked)]).returncode == 0
    (desktop,) = (unpacked / "usr/share/applications").glob("*.desktop")
    checked = run([require("desktop-file-validate"), str(desktop)])
    assert checked.returncode == 0 and not checked.stdout.strip(), checked.stdout
    (metainfo,) = (unpacked / "usr/share/metainfo").glob("*.metainfo.xml")
    valid = run([require("appstreamcli"), "validate", "--no-net", str(metainfo)])
    assert valid.returncode == 0, valid.stdout
    # The icon is named after the application id, as the desktop entry names it.
    app_id = "io.github.briscola_qt.Briscola"
    assert f"\nIcon={app_id}\n" in desktop.read_text(encoding="utf-8")
    # Record files (.briscola) open in the game: its MIME type is installed and claimed.
    assert "\nMimeType=application/x-briscola-record;\n" in desktop.read_text(encoding="utf-8")
    assert (unpacked / f"usr/share/mime/packages/{app_id}.xml").is_file()
    icons = unpacked / "usr/share/icons/hicolor"
    for size in (16, 32, 48, 64, 128, 256, 512):
        assert (icons / f"{size}x{size}/apps/{app_id}.png").is_file()
    assert (icons / f"scalable/apps/{app_id}.svg").is_file()
    assert os.readlink(unpacked / "usr/bin/briscola-qt") == "../lib/briscola-qt/briscola-qt"
    # App stores show the project's pages and screenshots that tools/screenshots.py took.
    text = metainfo.read_text(encoding="utf-8")
    assert '<url type="homepage">https://github.com/briscola-qt/briscola-qt</url>' in text
    shots = re.findall(r"<image[^>]*>https://[^<]+/main/(docs/screenshots/[^<]+)</image>", text)
    assert len(shots) >= 3
    for shot in shots:
        assert (ROOT / shot).is_file(), shot
    fields = run(["dpkg-deb", "-f", str(deb), "Homepage"]).stdout.strip()
    assert fields == "https://github.com/briscola-qt/briscola-qt"


@pytest.mark.skipif(
    not (os.environ.get("CI") and hasattr(os, "geteuid") and os.geteuid() == 0),
    reason="installs a system package: CI only, as root",
)
def test_the_deb_installs_starts_and_removes(dist: Path, tmp_path: Path) -> None:
    (deb,) = dist.glob("briscola-qt_*.deb")
    icon = "/usr/share/icons/hicolor/scalable/apps/io.github.briscola_qt.Briscola.svg"
    installed = run(["dpkg", "-i", str(deb)], timeout=300)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    try:
        done = run(["briscola-qt", "--self-test"], env=minimal_env(tmp_path), cwd=tmp_path)
        assert done.returncode == 0, done.stdout + done.stderr
        assert Path("/usr/share/applications/io.github.briscola_qt.Briscola.desktop").is_file()
        assert Path(icon).is_file()
    finally:
        removed = run(["dpkg", "--purge", "briscola-qt"], timeout=300)
    assert removed.returncode == 0, removed.stdout + removed.stderr
    assert not Path("/usr/lib/briscola-qt").exists()
    assert not Path("/usr/bin/briscola-qt").exists()
    assert not Path("/usr/share/applications/io.github.briscola_qt.Briscola.desktop").exists()
    assert not Path(icon).exists()
    assert not Path("/usr/share/metainfo/io.github.briscola_qt.Briscola.metainfo.xml").exists()
