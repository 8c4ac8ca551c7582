"""Gather the licence texts of what the installers ship into assets/licenses/.

The texts are taken from this machine's copies of the very packages that are bundled
(their dist-info licence files, the Python runtime's LICENSE.txt, the distribution's
common licences), and listed in components.json, which the About box reads:

    python -m tools.licenses.collect
"""

from __future__ import annotations

import json
import sys
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "assets" / "licenses"
COMMON = Path("/usr/share/common-licenses")


def dist_licence(name: str) -> Path:
    """The licence file a wheel installed here ships in its dist-info."""
    for file in metadata.distribution(name).files or []:
        if file.name.upper().startswith(("LICENSE", "COPYING")):
            return Path(str(file.locate()))
    raise SystemExit(f"{name}: no licence file in its dist-info")


def dist_file(name: str, file_name: str) -> Path:
    """The file called ``file_name`` among a wheel's dist-info licence files."""
    for file in metadata.distribution(name).files or []:
        if file.name == file_name and "dist-info" in str(file):
            return Path(str(file.locate()))
    raise SystemExit(f"{name}: no {file_name} in its dist-info")


def python_licence() -> Path:
    return (
        Path(sys.base_prefix)
        / "lib"
        / f"python{sys.version_info[0]}.{sys.version_info[1]}"
        / "LICENSE.txt"
    )


# name, version source (a distribution, or a fixed string), SPDX licence, files to copy.
COMPONENTS: list[tuple[str, str, str, list[tuple[str, Path]]]] = [
    ("briscola-qt", "briscola-qt", "GPL-3.0-or-later", [("GPL-3.0.txt", ROOT / "LICENSE")]),
    (
        "Qt 6, Qt for Python (PySide6), Shiboken",
        "PySide6-Essentials",
        "LGPL-3.0-only",
        [("LGPL-3.0.txt", COMMON / "LGPL-3"), ("GPL-3.0.txt", ROOT / "LICENSE")],
    ),
    ("ICU", "", "Unicode-3.0", [("ICU.txt", Path("/usr/share/doc/libicu72/copyright"))]),
    ("Python", "", "PSF-2.0", [("Python.txt", python_licence())]),
    ("miniaudio, pyminiaudio", "miniaudio", "MIT", [("miniaudio.txt", dist_licence("miniaudio"))]),
    ("cffi", "cffi", "MIT-0", [("cffi.txt", dist_licence("cffi"))]),
    # Play with friends (briscola_qt/net): WebSocket, the SPAKE2 handshake, its AEAD.
    ("websockets", "websockets", "BSD-3-Clause", [("websockets.txt", dist_licence("websockets"))]),
    ("spake2", "spake2", "MIT", [("spake2.txt", dist_licence("spake2"))]),
    (
        "python-zeroconf",
        "zeroconf",
        "LGPL-2.1-or-later",
        [("zeroconf.txt", dist_licence("zeroconf"))],
    ),
    ("ifaddr", "ifaddr", "MIT", [("ifaddr.txt", dist_licence("ifaddr"))]),
    (
        "cryptography (with OpenSSL, built in)",
        "cryptography",
        "Apache-2.0 OR BSD-3-Clause",
        [
            ("cryptography.txt", dist_file("cryptography", "LICENSE")),
            ("cryptography-Apache-2.0.txt", dist_file("cryptography", "LICENSE.APACHE")),
            ("cryptography-BSD.txt", dist_file("cryptography", "LICENSE.BSD")),
        ],
    ),
    (
        "PyInstaller bootloader",
        "pyinstaller",
        "GPL-2.0-or-later WITH Bootloader-exception",
        [("PyInstaller.txt", dist_licence("pyinstaller")), ("GPL-2.0.txt", COMMON / "GPL-2")],
    ),
]


BUNDLE_ONLY = {"PyInstaller bootloader"}
"""Parts only the frozen app (the installers) carries: not listed when run from Python."""


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    listed = []
    for name, dist, licence, files in COMPONENTS:
        for target, source in files:
            (OUT / target).write_text(source.read_text("utf-8"), "utf-8")
        version = metadata.version(dist) if dist and dist != "briscola-qt" else ""
        entry: dict[str, object] = {
            "name": name,
            "licence": licence,
            "files": [t for t, _ in files],
            "version": version,
        }
        if name in BUNDLE_ONLY:
            entry["bundle_only"] = True
        listed.append(entry)
    (OUT / "components.json").write_text(json.dumps(listed, indent=1) + "\n", "utf-8")
    print(f"wrote {len(listed)} components to {OUT}")


if __name__ == "__main__":
    main()
