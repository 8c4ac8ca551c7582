"""Build the game for this system, as players get it:

    python packaging/build.py

- Linux: dist/briscola-qt/ (the one-folder app), dist/briscola-qt-VERSION-linux-ARCH.tar.gz
  and dist/briscola-qt_VERSION_ARCH.deb (installs under /usr/lib/briscola-qt, a launcher in
  /usr/bin, a desktop entry, hicolor icons, AppStream metainfo and a man page).
- Windows: dist/briscola-qt/ and dist/briscola-qt-VERSION-setup.exe (Inno Setup's ISCC
  on PATH or in its default folder).
- macOS: dist/Briscola.app and dist/briscola-qt-VERSION-macos-ARCH.dmg.

Needs the dev extra (PyInstaller) in the running Python. Options: --skip-freeze reuses
dist/briscola-qt; --no-installer stops after the one-folder app.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "briscola-qt.spec"
# The application id: the desktop entry, the AppStream metainfo and the icon are named after
# it, so that desktops and app stores match the running window to its entry and icon.
APP_ID = "io.github.briscola_qt.Briscola"
HOMEPAGE = "https://github.com/briscola-qt/briscola-qt"
# Where app stores fetch the screenshots (docs/screenshots, taken by tools/screenshots.py).
RAW_FILES = "https://raw.githubusercontent.com/briscola-qt/briscola-qt/main"
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)
MAINTAINER = "briscola-qt developers <briscola-qt@users.noreply.github.com>"


class BuildError(Exception):
    """A step of the build that cannot go on; the message says which and why."""


def project() -> dict[str, str]:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return {"name": data["name"], "version": data["version"], "summary": data["description"]}


def build_date() -> time.struct_time:
    """SOURCE_DATE_EPOCH if set (reproducible builds), else the last commit, else now."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH")
    if not epoch:
        try:
            epoch = subprocess.run(
                ["git", "-C", str(ROOT), "log", "-1", "--format=%ct"],
                capture_output=True,
                text=True,
                check=True,
            ).stdout.strip()
        except (OSError, subprocess.CalledProcessError):
            epoch = ""
    return time.gmtime(int(epoch) if epoch else time.time())


def run(command: list[str], **kwargs: object) -> None:
    print("+", " ".join(command), flush=True)
    try:
        subprocess.run(command, check=True, **kwargs)  # type: ignore[call-overload]
    except FileNotFoundError:
        raise BuildError(f"{command[0]} is not installed") from None
    except subprocess.CalledProcessError as err:
        raise BuildError(f"{command[0]} failed with exit code {err.returncode}") from None


def freeze(dist: Path, work: Path) -> Path:
    """Run PyInstaller on the spec; return the one-folder app."""
    run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(dist),
            "--workpath",
            str(work),
            str(SPEC),
        ]
    )
    return dist / project()["name"]


def folder_size(path: Path) -> int:
    """Bytes on disk of the regular files under path (symlinks counted once, as links)."""
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


# ---------------------------------------------------------------- Linux


def elf_files(folder: Path) -> list[Path]:
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def system_libraries(bundle: Path) -> tuple[set[Path], str]:
    """The libraries outside the bundle that its programs load, and the glibc they need.

    Raises BuildError naming every library that cannot be found on this machine, since
    the app would not start without it.
    """
    internal = bundle / "_internal"
    env = dict(os.environ, LD_LIBRARY_PATH=str(internal))
    outside: set[Path] = set()
    missing: dict[str, str] = {}
    glibc = (2, 17)
    for elf in elf_files(bundle):
        glibc = max([glibc, *_glibc_versions(elf)])
        needed = _needed(elf)
        result = subprocess.run(["ldd", str(elf)], capture_output=True, text=True, env=env)
        for line in result.stdout.splitlines():
            match = re.match(r"\s*(\S+) => (not found|(\S+) \(0x)", line)
            if not match:
                continue
            if match.group(2) == "not found":
                missing[match.group(1)] = elf.relative_to(bundle).as_posix()
                continue
            target = Path(match.group(3)).resolve()
            # What a bundled file needs itself (not what those needs need) is a dependency.
            if internal not in target.parents and match.group(1) in needed:
                outside.add(target)
    if missing:
        listed = ", ".join(f"{lib} (for {user})" for lib, user in sorted(missing.items()))
        raise BuildError(f"libraries not found on this machine: {listed}")
    return outside, f"{glibc[0]}.{glibc[1]}"


def scrub_search_paths(bundle: Path) -> int:
    """Remove library search paths that point outside the bundle (e.g. the build
    machine's Python, /root/.pyenv/...: lintian's custom-library-search-path); $ORIGIN
    paths stay. Returns how many files changed."""
    changed = 0
    for elf in elf_files(bundle):
        result = subprocess.run(["readelf", "-d", str(elf)], capture_output=True, text=True)
        paths = re.findall(
            r"\((?:RUNPATH|RPATH)\)\s+Library (?:runpath|rpath): \[([^\]]*)\]", result.stdout
        )
        if not paths:
            continue
        entries = [entry for entry in paths[0].split(":") if entry]
        kept = [entry for entry in entries if entry.startswith("$ORIGIN")]
        if kept == entries:
            continue
        command = ["patchelf", "--remove-rpath", str(elf)]
        if kept:
            command = ["patchelf", "--set-rpath", ":".join(kept), str(elf)]
        try:
            subprocess.run(command, check=True, capture_output=True)
        except FileNotFoundError:
            raise BuildError("patchelf is not installed (apt-get install patchelf)") from None
        except subprocess.CalledProcessError as err:
            raise BuildError(f"patchelf failed on {elf}: {err.stderr.decode().strip()}") from None
        changed += 1
    return changed


def _needed(elf: Path) -> set[str]:
    """The libraries an ELF file names itself (its NEEDED entries)."""
    result = subprocess.run(["readelf", "-d", str(elf)], capture_output=True, text=True)
    if result.returncode != 0:
        raise BuildError(f"readelf cannot read {elf}")
    return set(re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", result.stdout))


def _glibc_versions(elf: Path) -> list[tuple[int, int]]:
    data = elf.read_bytes()
    return [(int(a), int(b)) for a, b in set(re.findall(rb"GLIBC_(\d+)\.(\d+)", data))]


def debian_packages(libraries: set[Path]) -> list[str]:
    """The Debian packages that hold these files (dpkg -S)."""
    packages = set()
    for library in sorted(libraries):
        result = subprocess.run(["dpkg", "-S", str(library)], capture_output=True, text=True)
        if result.returncode != 0:
            # /lib is a link to /usr/lib on merged-/usr systems; dpkg knows one of them.
            alternative = str(library).replace("/usr/lib/", "/lib/", 1)
            result = subprocess.run(["dpkg", "-S", alternative], capture_output=True, text=True)
        if result.returncode != 0:
            raise BuildError(f"no Debian package holds {library}")
        packages.add(result.stdout.split(":", 1)[0].strip())
    return sorted(packages - {"libc6"})


def make_tarball(bundle: Path, out: Path) -> Path:
    info = project()
    target = out / f"{info['name']}-{info['version']}-linux-{platform.machine()}.tar.gz"
    mtime = time.mktime(build_date())

    def normalise(member: tarfile.TarInfo) -> tarfile.TarInfo:
        member.uid = member.gid = 0
        member.uname = member.gname = "root"
        member.mtime = int(mtime)
        return member

    with tarfile.open(target, "w:gz", compresslevel=9) as archive:
        archive.add(bundle, arcname=bundle.name, filter=normalise)
    return target


def _gzip_to(source: bytes, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    with target.open("wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as handle:
        handle.write(source)


def _fill(text: str, info: dict[str, str]) -> str:
    date = build_date()
    return (
        text.replace("@VERSION@", info["version"])
        .replace("@DATE@", time.strftime("%Y-%m-%d", date))
        .replace("@NAME@", info["name"])
        .replace("@HOMEPAGE@", HOMEPAGE)
        .replace("@HOMEPAGE_RAW@", RAW_FILES)
    )


def make_deb(bundle: Path, out: Path, work: Path) -> Path:
    info = project()
    name, version = info["name"], info["version"]
    arch = subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    ).stdout.strip()
    root = work / "deb-root"
    if root.exists():
        shutil.rmtree(root)
    lib = root / "usr" / "lib" / name
    shutil.copytree(bundle, lib, symlinks=True)
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / name).symlink_to(f"../lib/{name}/{name}")

    share = root / "usr" / "share"
    linux = PACKAGING / "linux"
    (share / "applications").mkdir(parents=True)
    shutil.copy(linux / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    # The record file type (.briscola): the desktop entry says it opens it (MimeType=).
    (share / "mime" / "packages").mkdir(parents=True)
    shutil.copy(linux / f"{APP_ID}.xml", share / "mime" / "packages" / f"{APP_ID}.xml")
    (share / "metainfo").mkdir(parents=True)
    metainfo = _fill((linux / f"{APP_ID}.metainfo.xml").read_text(encoding="utf-8"), info)
    (share / "metainfo" / f"{APP_ID}.metainfo.xml").write_text(metainfo, encoding="utf-8")
    icons = ROOT / "assets" / "icons"
    for size in ICON_SIZES:
        folder = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True)
        shutil.copy(icons / f"briscola-qt-{size}.png", folder / f"{APP_ID}.png")
    scalable = share / "icons" / "hicolor" / "scalable" / "apps"
    scalable.mkdir(parents=True)
    shutil.copy(icons / "briscola-qt.svg", scalable / f"{APP_ID}.svg")

    doc = share / "doc" / name
    doc.mkdir(parents=True)
    shutil.copy(linux / "copyright", doc / "copyright")
    stamp = time.strftime("%a, %d %b %Y %H:%M:%S +0000", build_date())
    changelog = (
        f"{name} ({version}) unstable; urgency=medium\n\n"
        f"  * Release {version}: see the project's history for what changed.\n\n"
        f" -- {MAINTAINER}  {stamp}\n"
    )
    _gzip_to(changelog.encode(), doc / "changelog.gz")
    manual = _fill((linux / f"{name}.6").read_text(encoding="utf-8"), info)
    _gzip_to(manual.encode(), share / "man" / "man6" / f"{name}.6.gz")
    overrides = share / "lintian" / "overrides" / name
    overrides.parent.mkdir(parents=True)
    shutil.copy(linux / "lintian-overrides", overrides)

    _normalise_modes(root)
    libraries, glibc = system_libraries(lib)
    depends = [f"libc6 (>= {glibc})", *debian_packages(libraries)]
    installed_kib = (folder_size(root) + 1023) // 1024
    control = root / "DEBIAN"
    control.mkdir()
    (control / "control").write_text(
        f"Package: {name}\n"
        f"Version: {version}\n"
        f"Architecture: {arch}\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {', '.join(depends)}\n"
        "Recommends: fonts-dejavu-core\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Homepage: {HOMEPAGE}\n"
        "Description: Italian card game against the computer\n"
        " Briscola, the Italian trick-taking card game, against computer players of\n"
        " three levels, with two, three, four or six at the table, in Neapolitan,\n"
        " Piacentine, Sicilian, Brescian, Triestine or French cards drawn for this game.\n"
        " Everything it needs is bundled: it is a self-contained build of the Python\n"
        " and Qt program.\n",
        encoding="utf-8",
    )
    sums = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink() and control not in path.parents:
            digest = hashlib.md5(path.read_bytes()).hexdigest()  # md5sums is dpkg's own format
            sums.append(f"{digest}  {path.relative_to(root).as_posix()}\n")
    (control / "md5sums").write_text("".join(sums), encoding="utf-8")
    for path in control.iterdir():
        path.chmod(0o644)
    target = out / f"{name}_{version}_{arch}.deb"
    run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(target)])
    return target


def _normalise_modes(root: Path) -> None:
    """Folders 755, programs 755, everything else (shared libraries too) 644."""
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
            continue
        with path.open("rb") as handle:
            head = handle.read(20)
        # An ELF whose type (bytes 16-17) is ET_EXEC (2), or ET_DYN (3) with no .so in its
        # name (a position-independent program), is a program.
        program = head[:4] == b"\x7fELF" and (
            head[16] == 2 or (head[16] == 3 and ".so" not in path.name)
        )
        path.chmod(0o755 if program else 0o644)


# ---------------------------------------------------------------- Windows and macOS


# The Inno Setup the workflow installs and packaging/windows/check_under_wine.py runs.
INNO_SETUP_VERSION = "6.4.1"


def windows_version(version: str) -> tuple[int, int, int, int]:
    """The four numbers Windows shows and compares for a PEP 440 version: the release's
    first three, then a build number that puts a pre-release before its release and a
    post-release after it (0.2.0a1 -> 0.2.0.1001, 0.2.0rc1 -> 0.2.0.3001, 0.2.0 ->
    0.2.0.5000, 0.2.0.post1 -> 0.2.0.6001; a .devN counts as the lowest)."""
    match = re.fullmatch(
        r"v?(\d+(?:\.\d+)*)(?:[-_.]?(a|b|rc)(\d*))?(?:[-_.]?post(\d*))?(?:[-_.]?dev(\d*))?",
        version.strip().lower(),
    )
    if not match:
        raise BuildError(f"{version!r} is not a version Windows can show (PEP 440)")
    release, pre, pre_number, post, dev = match.groups()
    numbers = [int(part) for part in release.split(".")][:3]
    numbers += [0] * (3 - len(numbers))
    if pre:
        build = {"a": 1000, "b": 2000, "rc": 3000}[pre] + int(pre_number or 0)
    elif post is not None:
        build = 6000 + int(post or 0)
    else:
        build = 0 if dev is not None else 5000
    if any(n > 65535 for n in numbers) or (pre and int(pre_number or 0) > 999):
        raise BuildError(f"{version!r} has a number too large for Windows (at most 65535)")
    return numbers[0], numbers[1], numbers[2], build


def iscc_arguments(
    source: str, output: str, repo: str, script: str, version: str | None = None
) -> list[str]:
    """ISCC's options for packaging/windows/briscola-qt.iss (the paths as ISCC sees them),
    for the project's version or the one given."""
    version = version or project()["version"]
    return [
        f"/DAppVersion={version}",
        f"/DVersionNumbers={'.'.join(map(str, windows_version(version)))}",
        f"/DSourceDir={source}",
        f"/DOutputDir={output}",
        f"/DRepoRoot={repo}",
        f"/DHomepage={HOMEPAGE}",
        script,
    ]


def find_iscc() -> str | None:
    """Inno Setup's compiler: on PATH, in either Program Files folder, or where Windows'
    list of installed programs says Inno Setup 6 is."""
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return found
    folders = [os.environ.get(n, "") for n in ("PROGRAMFILES(X86)", "PROGRAMFILES")]
    folders += [r"C:\Program Files (x86)", r"C:\Program Files"]
    if sys.platform == "win32":
        import winreg

        key = r"Software\Microsoft\Windows\CurrentVersion\Uninstall\Inno Setup 6_is1"
        for root in (winreg.HKEY_LOCAL_MACHINE, winreg.HKEY_CURRENT_USER):
            for view in (winreg.KEY_WOW64_32KEY, winreg.KEY_WOW64_64KEY):
                try:
                    with winreg.OpenKey(root, key, 0, winreg.KEY_READ | view) as handle:
                        folders.insert(0, winreg.QueryValueEx(handle, "InstallLocation")[0])
                except OSError:
                    continue
    for folder in folders:
        candidate = Path(folder) / "ISCC.exe"
        for path in (candidate, Path(folder) / "Inno Setup 6" / "ISCC.exe"):
            if folder and path.is_file():
                return str(path)
    return None


def sign_windows(path: Path, thumbprint: str) -> None:
    """Sign with the certificate in the user's store (the workflow imports it) and a
    timestamp, so the signature outlives the certificate."""
    run([*sign_command(thumbprint), str(path)])


def sign_command(thumbprint: str) -> list[str]:
    signtool = os.environ.get("WINDOWS_SIGNTOOL") or shutil.which("signtool") or "signtool"
    return [
        signtool,
        "sign",
        "/sha1",
        thumbprint,
        "/fd",
        "sha256",
        "/tr",
        "http://timestamp.digicert.com",
        "/td",
        "sha256",
    ]


def make_windows_installer(out: Path) -> Path:
    """The setup program. With WINDOWS_SIGN_THUMBPRINT set (the workflow sets it when its
    signing secrets exist), the game's program, the setup and its uninstaller are signed."""
    info = project()
    iscc = find_iscc()
    if not iscc:
        raise BuildError(
            f"Inno Setup's ISCC is not installed (choco install innosetup"
            f" --version {INNO_SETUP_VERSION})"
        )
    bundle = out / info["name"]
    thumbprint = os.environ.get("WINDOWS_SIGN_THUMBPRINT", "")
    signing = []
    if thumbprint:
        sign_windows(bundle / f"{info['name']}.exe", thumbprint)
        # ISCC runs this for the setup and the uninstaller, $f the file to sign.
        # (ISCC's command line takes no quotes inside an option: $q stands for one.)
        parts = sign_command(thumbprint)
        command = " ".join(f"$q{part}$q" if " " in part else part for part in parts)
        signing = ["/DSign", f"/Sbriscola={command} $f"]
    script = str(PACKAGING / "windows" / "briscola-qt.iss")
    run([iscc, *signing, *iscc_arguments(str(bundle), str(out), str(ROOT), script)])
    return out / f"{info['name']}-{info['version']}-setup.exe"


def codesign(path: Path, identity: str) -> None:
    """Sign with a timestamp, and an app with the hardened runtime, as notarisation needs."""
    command = ["codesign", "--force", "--timestamp", "--sign", identity]
    if path.suffix == ".app":
        entitlements = PACKAGING / "macos" / "entitlements.plist"
        command += ["--deep", "--options", "runtime", "--entitlements", str(entitlements)]
    run([*command, str(path)])


def make_dmg(out: Path) -> Path:
    """The .app inside a compressed disk image beside a link to /Applications. With
    MACOS_CODESIGN_IDENTITY set (the release workflow, when its secrets exist), the .app
    and the image are signed; notarisation follows in the workflow."""
    info = project()
    app = out / "Briscola.app"
    if not app.is_dir():
        raise BuildError(f"{app} was not built")
    identity = os.environ.get("MACOS_CODESIGN_IDENTITY", "")
    if identity:
        codesign(app, identity)
    target = out / f"{info['name']}-{info['version']}-macos-{platform.machine()}.dmg"
    staging = out / "dmg"
    if staging.exists():
        shutil.rmtree(staging)
    staging.mkdir()
    run(["ditto", str(app), str(staging / app.name)])
    (staging / "Applications").symlink_to("/Applications")
    target.unlink(missing_ok=True)
    run(
        [
            "hdiutil",
            "create",
            "-volname",
            "Briscola",
            "-srcfolder",
            str(staging),
            "-format",
            "UDZO",
            "-ov",
            str(target),
        ]
    )
    if identity:
        codesign(target, identity)
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build briscola-qt for this system.")
    parser.add_argument("--skip-freeze", action="store_true", help="reuse dist/briscola-qt")
    parser.add_argument("--no-installer", action="store_true", help="only the one-folder app")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="output folder")
    args = parser.parse_args(argv)
    dist = args.dist.resolve()
    work = ROOT / "build" / "pyinstaller"
    try:
        bundle = dist / project()["name"]
        if not args.skip_freeze:
            bundle = freeze(dist, work)
            if sys.platform.startswith("linux"):
                print(f"search paths removed from {scrub_search_paths(bundle)} files")
        if not (bundle / "_internal").is_dir():
            raise BuildError(f"{bundle} is not a one-folder build")
        made = [bundle]
        if not args.no_installer:
            if sys.platform.startswith("linux"):
                system_libraries(bundle)
                made.append(make_tarball(bundle, dist))
                made.append(make_deb(bundle, dist, work))
            elif sys.platform == "win32":
                made.append(make_windows_installer(dist))
            elif sys.platform == "darwin":
                made.append(make_dmg(dist))
    except BuildError as err:
        print(f"build.py: {err}", file=sys.stderr)
        return 1
    for path in made:
        size = folder_size(path) if path.is_dir() else path.stat().st_size
        print(f"{path}  {size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
