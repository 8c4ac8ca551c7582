"""Refresh the translation files: lupdate the app's strings into i18n/briscola_<lang>.ts,
fill them from tools/i18n/<lang>.py, and build assets/i18n/briscola_<lang>.qm.

Usage (repo root):  python -m tools.i18n.update [--check]
--check only reports strings that have no translation, exiting 1 if there are any.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from .it import IT

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = {"it": IT}


def tool(name: str) -> str:
    found = shutil.which(f"pyside6-{name}", path=str(Path(sys.executable).parent))
    return found or f"pyside6-{name}"


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "briscola_qt" / "app").glob("*.py"))


def fill(ts: Path, table: dict[str, str]) -> list[str]:
    """Write translations from ``table`` into ``ts``; the source texts it lacks."""
    tree = ET.parse(ts)
    missing = []
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        if source in table:
            translation.text = table[source]
            translation.attrib.pop("type", None)
        else:
            missing.append(source)
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return missing


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    status = 0
    for language, table in LANGUAGES.items():
        ts = ROOT / "i18n" / f"briscola_{language}.ts"
        ts.parent.mkdir(exist_ok=True)
        subprocess.run(
            [tool("lupdate"), *sources(), "-no-obsolete", "-ts", str(ts)],
            cwd=ROOT,
            check=True,
            capture_output=True,
        )
        missing = fill(ts, table)
        for source in missing:
            print(f"{language}: no translation for {source!r}")
            status = 1
        if not args.check:
            qm = ROOT / "assets" / "i18n" / f"briscola_{language}.qm"
            qm.parent.mkdir(parents=True, exist_ok=True)
            subprocess.run(
                [tool("lrelease"), str(ts), "-qm", str(qm)], check=True, capture_output=True
            )
    return status


if __name__ == "__main__":
    sys.exit(main())
