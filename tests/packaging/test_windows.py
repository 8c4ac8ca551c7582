"""The Windows installer: a version Windows can show for every release, pre-releases too;
ISCC found wherever Inno Setup is installed; and, where Wine is installed, the real Inno
Setup compiler builds the setup, which installs and uninstalls cleanly for the current user
and for all users (packaging/windows/check_under_wine.py)."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from .conftest import ROOT, run

sys.path.insert(0, str(ROOT / "packaging"))
import build  # packaging/build.py


@pytest.mark.parametrize(
    ("version", "numbers"),
    [
        ("0.1.0", (0, 1, 0, 5000)),
        ("0.2.0rc1", (0, 2, 0, 3001)),
        ("0.2.0b2", (0, 2, 0, 2002)),
        ("1.0", (1, 0, 0, 5000)),
        ("1.0.post3", (1, 0, 0, 6003)),
    ],
)
def test_every_version_has_four_numbers_for_windows(version: str, numbers: tuple[int, ...]) -> None:
    assert build.windows_version(version) == numbers


def test_windows_orders_pre_releases_before_their_release() -> None:
    order = ["0.2.0.dev1", "0.2.0a1", "0.2.0b1", "0.2.0rc1", "0.2.0rc2", "0.2.0", "0.2.0.post1"]
    assert sorted(order, key=build.windows_version) == order
    assert build.windows_version("0.2.0.post1") < build.windows_version("0.2.1a1")


def test_a_version_windows_cannot_show_stops_the_build() -> None:
    with pytest.raises(build.BuildError, match="not a version"):
        build.windows_version("tomorrow")
    with pytest.raises(build.BuildError, match="too large"):
        build.windows_version("70000.0")


def test_iscc_gets_the_numbers_and_the_name_of_a_pre_release() -> None:
    arguments = build.iscc_arguments("app", "out", "repo", "x.iss", version="0.2.0rc1")
    assert "/DAppVersion=0.2.0rc1" in arguments
    assert "/DVersionNumbers=0.2.0.3001" in arguments


def test_iscc_is_found_wherever_inno_setup_is_installed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    monkeypatch.setenv("PROGRAMFILES(X86)", str(tmp_path / "nowhere"))
    monkeypatch.setenv("PROGRAMFILES", str(tmp_path / "Program Files"))
    assert build.find_iscc() is None
    iscc = tmp_path / "Program Files" / "Inno Setup 6" / "ISCC.exe"
    iscc.parent.mkdir(parents=True)
    iscc.write_bytes(b"MZ")
    assert build.find_iscc() == str(iscc)


def test_the_workflow_installs_the_inno_setup_the_wine_check_runs() -> None:
    workflow = (ROOT / ".github" / "workflows" / "build.yml").read_text(encoding="utf-8")
    assert f"choco install innosetup --version {build.INNO_SETUP_VERSION}" in workflow


@pytest.mark.packaging
@pytest.mark.slow
@pytest.mark.skipif(not shutil.which("wine"), reason="runs where Wine is installed (.ci/run)")
def test_the_setup_installs_and_uninstalls_under_wine() -> None:
    """A pre-release version, so its version resource is proven too."""
    check = ROOT / "packaging" / "windows" / "check_under_wine.py"
    done = run([sys.executable, str(check), "--version", "0.2.0rc1"], timeout=900)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "ISCC 6.4.1 compiled briscola-qt-0.2.0rc1-setup.exe with no warning" in done.stdout
    assert "ok  /CURRENTUSER: installed in drive_c/users/" in done.stdout
    assert "ok  /ALLUSERS: installed in drive_c/Program Files/Briscola" in done.stdout
