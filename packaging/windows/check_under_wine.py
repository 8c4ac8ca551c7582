"""Prove the Windows installer on Linux: the real Inno Setup compiler (the npm registry's
``innosetup`` package, the version build.py pins) compiles briscola-qt.iss under Wine with no
warning; the setup installs silently for the current user, then for all users; each time the
files, the Start-menu entry and the uninstaller's entry are where Windows keeps them and the
installed program runs; the uninstaller removes them all and keeps the player's saves,
statistics and settings (the default answer).

    python packaging/windows/check_under_wine.py [--app DIR] [--version 0.2.0rc1] [--keep]

--app takes a Windows one-folder app (dist/briscola-qt from a Windows build); without it a
stand-in folder (Wine's own hostname.exe as briscola-qt.exe, and a few files) is packed.
Needs wine with its 32-bit part (ISCC is a 32-bit program: apt-get install wine wine32
wine64), npm the first time (the package is then cached), and Xvfb when there is no display
(Wine draws the setup's window even when it is silent). Exit 0, or 1 and what failed.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import os
import re
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from build import INNO_SETUP_VERSION, iscc_arguments, project
from xvfb import DisplayError, private_display

# The npm registry's tarball of innosetup@6.4.1 (Inno Setup 6.4.1's compiler and its files).
PACKAGE_SHA256 = "fc36b763a729c8964416552d733f4864ac4a4934d0a6569e20c2feb4c29b9684"
APP_ID = "{71AC426A-FCD9-4CBC-8FD6-F2B0F52A02F3}"
UNINSTALL_KEY = rf"Software\Microsoft\Windows\CurrentVersion\Uninstall\{APP_ID}_is1"
ISS = Path(__file__).resolve().parent / "briscola-qt.iss"
ROOT = ISS.parents[2]
STEP_TIMEOUT_S = 300


class WineCheckError(Exception):
    """What the installer got wrong, or what this check could not do."""


def cached_compiler() -> Path:
    """Inno Setup's bin folder from the npm package, fetched once (npm pack: no install
    scripts run) into the user's cache and checked against the pinned digest."""
    cache = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    folder = cache / "briscola-qt-packaging" / f"innosetup-{INNO_SETUP_VERSION}"
    iscc = folder / "package" / "bin" / "ISCC.exe"
    if iscc.is_file():
        return iscc.parent
    npm = shutil.which("npm")
    if not npm:
        raise WineCheckError("npm is not installed (it fetches the innosetup package once)")
    with tempfile.TemporaryDirectory() as scratch:
        call(
            [npm, "pack", f"innosetup@{INNO_SETUP_VERSION}", "--pack-destination", scratch],
            cwd=scratch,
        )
        (tarball,) = Path(scratch).glob("innosetup-*.tgz")
        digest = hashlib.sha256(tarball.read_bytes()).hexdigest()
        if digest != PACKAGE_SHA256:
            raise WineCheckError(
                f"innosetup@{INNO_SETUP_VERSION} has digest {digest}, not the pinned one"
            )
        unpacked = folder.with_name(folder.name + ".partial")
        shutil.rmtree(unpacked, ignore_errors=True)
        with tarfile.open(tarball) as archive:
            archive.extractall(unpacked, filter="data")
        shutil.rmtree(folder, ignore_errors=True)
        unpacked.rename(folder)
    return iscc.parent


def call(
    command: list[str],
    env: dict[str, str] | None = None,
    timeout: float = STEP_TIMEOUT_S,
    **kw: object,
) -> subprocess.CompletedProcess[str]:
    """Run a step with a time limit; on timeout its whole process group ends."""
    process = subprocess.Popen(  # type: ignore[call-overload]
        command,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        errors="replace",
        start_new_session=True,
        **kw,
    )
    try:
        out, _ = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(OSError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=10)
        raise WineCheckError(f"{Path(command[0]).name} took over {timeout:.0f} s") from None
    done = subprocess.CompletedProcess(command, process.returncode, out[-20_000:], "")
    if done.returncode != 0:
        raise WineCheckError(f"{' '.join(command[:3])} exited {done.returncode}:\n{done.stdout}")
    return done


@contextlib.contextmanager
def display() -> Iterator[str]:
    """The X display Wine draws on: the session's, or a private Xvfb for this check."""
    if os.environ.get("DISPLAY"):
        yield os.environ["DISPLAY"]
        return
    try:
        with private_display("1024x768x24") as screen:
            yield screen
    except DisplayError as err:
        raise WineCheckError(str(err)) from None


class Wine:
    """One private Wine prefix, and the steps run in it."""

    def __init__(self, prefix: Path, display: str) -> None:
        wine = shutil.which("wine")
        if not wine:
            raise WineCheckError("wine is not installed (apt-get install wine wine32 wine64)")
        self.wine = wine
        self.env = dict(
            os.environ,
            WINEPREFIX=str(prefix),
            WINEDEBUG="-all",
            # No Mono or Gecko download prompts: nothing here needs them.
            WINEDLLOVERRIDES="mscoree,mshtml=",
            DISPLAY=display,
        )
        self.prefix = prefix

    def run(self, *args: str) -> str:
        out = call([self.wine, *args], env=self.env).stdout
        self.settle()
        return out

    def settle(self) -> None:
        """Wait until every program of this prefix has ended (an uninstaller hands over
        to a copy of itself)."""
        wineserver = shutil.which("wineserver") or "wineserver"
        call([wineserver, "-w"], env=self.env)

    def unix(self, windows_path: str) -> Path:
        """C:\\... as a path on this machine."""
        drive, rest = windows_path.split(":", 1)
        if drive.upper() == "Z":
            return Path(rest.replace("\\", "/"))
        return self.prefix / f"drive_{drive.lower()}" / rest.replace("\\", "/").lstrip("/")

    def has_key(self, key: str) -> bool:
        try:
            # The 64-bit view: the setup installs in 64-bit mode, as on Windows x64.
            call([self.wine, "reg", "query", key, "/reg:64"], env=self.env, timeout=120)
        except WineCheckError:
            return False
        return True

    def stop(self) -> None:
        wineserver = shutil.which("wineserver") or "wineserver"
        with contextlib.suppress(WineCheckError, OSError):
            call([wineserver, "-k"], env=self.env, timeout=60)


def windows(path: Path) -> str:
    """A path on this machine as Wine's programs see it (drive Z: is /)."""
    return "Z:" + str(path.resolve()).replace("/", "\\")


def stand_in_app(folder: Path, wine: Wine) -> Path:
    """A one-folder app's shape: a program and _internal/ with nested files."""
    app = folder / project()["name"]
    (app / "_internal" / "briscola_qt" / "_assets").mkdir(parents=True)
    shutil.copy(wine.prefix / "drive_c/windows/system32/hostname.exe", app / "briscola-qt.exe")
    (app / "_internal" / "base_library.zip").write_bytes(b"PK\x05\x06" + bytes(18))
    (app / "_internal" / "briscola_qt" / "_assets" / "deck with spaces.json").write_text("{}")
    return app


def compile_setup(compiler: Path, app: Path, out: Path, version: str | None, wine: Wine) -> Path:
    """ISCC as build.py runs it on Windows; any warning fails the check."""
    arguments = iscc_arguments(windows(app), windows(out), windows(ROOT), windows(ISS), version)
    said = wine.run(str(compiler / "ISCC.exe"), *arguments)
    warnings = [line for line in said.splitlines() if re.match(r"\s*Warning\b", line)]
    if warnings:
        raise WineCheckError("ISCC warned:\n" + "\n".join(warnings))
    (setup,) = out.glob("*-setup.exe")
    return setup


def install_and_uninstall(setup: Path, app: Path, mode: str, scratch: Path, wine: Wine) -> str:
    """Install silently in one mode, check it, uninstall silently, check again."""
    log = scratch / f"install{mode.replace('/', '-')}.log"
    wine.run(
        windows(setup),
        "/VERYSILENT",
        "/SUPPRESSMSGBOXES",
        "/NORESTART",
        mode,
        f"/LOG={windows(log)}",
    )
    text = log.read_text(encoding="utf-8-sig", errors="replace")
    program = re.search(r"Dest filename: (.+\\briscola-qt\.exe)\s*$", text, re.MULTILINE)
    if not program:
        raise WineCheckError(f"{mode}: the log names no installed briscola-qt.exe:\n{text[-3000:]}")
    target = wine.unix(program.group(1).strip()).parent
    users = wine.prefix / "drive_c" / "users"
    if mode == "/CURRENTUSER":
        expected_dir, root_key = users, "HKCU"
        menu = next(users.glob("*/AppData/Roaming/Microsoft/Windows/Start Menu/Programs"))
    else:
        expected_dir, root_key = wine.prefix / "drive_c" / "Program Files", "HKLM"
        menu = wine.prefix / "drive_c/ProgramData/Microsoft/Windows/Start Menu/Programs"
    if expected_dir not in target.parents:
        raise WineCheckError(f"{mode}: installed in {target}, not under {expected_dir}")
    for source in (p for p in app.rglob("*") if p.is_file()):
        installed = target / source.relative_to(app)
        if not installed.is_file() or installed.read_bytes() != source.read_bytes():
            raise WineCheckError(f"{mode}: {installed} is missing or differs from {source}")
    shortcut = menu / "Briscola.lnk"
    if not shortcut.is_file():
        raise WineCheckError(f"{mode}: no Start-menu entry {shortcut}")
    key = rf"{root_key}\{UNINSTALL_KEY}"
    if not wine.has_key(key):
        raise WineCheckError(f"{mode}: no entry in the installed programs ({key})")
    wine.run(windows(target / "briscola-qt.exe"))
    # The player's things, which a silent uninstall keeps (the default answer).
    saves = next(users.glob("*/AppData/Roaming")) / "briscola-qt" / "Briscola" / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    (saves / "game.json").write_text("{}", encoding="utf-8")
    wine.run(
        "reg", "add", r"HKCU\Software\briscola-qt\Briscola", "/v", "deck", "/d", "french", "/f"
    )

    wine.run(windows(target / "unins000.exe"), "/VERYSILENT", "/SUPPRESSMSGBOXES", "/NORESTART")
    for gone in (target, shortcut):
        if gone.exists():
            raise WineCheckError(f"{mode}: {gone} is still there after the uninstall")
    if wine.has_key(key):
        raise WineCheckError(f"{mode}: the uninstaller left its entry {key}")
    if not (saves / "game.json").is_file() or not wine.has_key(r"HKCU\Software\briscola-qt"):
        raise WineCheckError(f"{mode}: the silent uninstall removed the player's saves or settings")
    return f"{mode}: installed in {target.relative_to(wine.prefix)}, Start menu, uninstalled"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", type=Path, help="a Windows one-folder app (default: a stand-in)")
    parser.add_argument("--version", help="the version to compile for (default: pyproject's)")
    parser.add_argument("--keep", action="store_true", help="keep the Wine prefix and setup")
    args = parser.parse_args(argv)
    started = time.monotonic()
    scratch = Path(tempfile.mkdtemp(prefix="briscola-wine-"))
    wine: Wine | None = None
    try:
        compiler = cached_compiler()
        with display() as screen:
            wine = Wine(scratch / "prefix", screen)
            wine.run("wineboot", "--init")
            print(f"ok  Wine prefix ready ({time.monotonic() - started:.0f} s)", flush=True)
            app = args.app.resolve() if args.app else stand_in_app(scratch, wine)
            (scratch / "out").mkdir()
            setup = compile_setup(compiler, app, scratch / "out", args.version, wine)
            print(
                f"ok  ISCC {INNO_SETUP_VERSION} compiled {setup.name} with no warning", flush=True
            )
            for mode in ("/CURRENTUSER", "/ALLUSERS"):
                print(f"ok  {install_and_uninstall(setup, app, mode, scratch, wine)}", flush=True)
    except WineCheckError as err:
        print(f"check_under_wine: {err}", file=sys.stderr)
        return 1
    finally:
        if wine is not None:
            wine.stop()
        if args.keep:
            print(f"kept in {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)
    print(f"the Windows installer works under Wine ({time.monotonic() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
