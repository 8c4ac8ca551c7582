"""Refresh the translations: pyside6-lupdate the app's strings into i18n/briscola_<lang>.ts
and build assets/i18n/briscola_<lang>.qm with pyside6-lrelease.

The .ts files are the source of the translations: translators edit them (in Qt Linguist
or a translation platform) and this keeps what they wrote, adding new strings as
unfinished and dropping ones the app no longer has. English is the source language; its
.ts holds only the plural forms (lupdate -pluralonly). A string that moved to another class
(lupdate's context is the class) keeps its translation when its source text had one
translation before: moving code never loses a translator's work.

Usage (repo root):  python -m tools.i18n.update [--check]
--check also lists every string without a finished translation, exiting 1 if any.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = {"it": [], "en": ["-pluralonly"]}


def tool(name: str) -> str:
    found = shutil.which(f"pyside6-{name}", path=str(Path(sys.executable).parent))
    return found or f"pyside6-{name}"


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "briscola_qt" / "app").rglob("*.py"))


def ts_path(language: str) -> Path:
    return ROOT / "i18n" / f"briscola_{language}.ts"


def qm_path(language: str) -> Path:
    return ROOT / "assets" / "i18n" / f"briscola_{language}.qm"


def lupdate(ts: Path, options: list[str]) -> None:
    ts.parent.mkdir(exist_ok=True)
    subprocess.run(
        [
            tool("lupdate"),
            *sources(),
            *options,
            "-no-obsolete",
            "-locations",
            "none",
            "-ts",
            str(ts),
        ],
        cwd=ROOT,
        check=True,
        capture_output=True,
    )


def _translation_key(message: ET.Element) -> tuple[str, str, str]:
    return (
        message.findtext("source") or "",
        message.findtext("comment") or "",
        message.get("numerus") or "",
    )


def finished_translations(ts: Path) -> dict[tuple[str, str, str], ET.Element]:
    """Each source text (with its comment and plural flag) that has exactly one finished
    translation in ``ts``, whatever its context: that translation."""
    if not ts.exists():
        return {}
    seen: dict[tuple[str, str, str], list[ET.Element]] = {}
    for message in ET.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") is not None:
            continue
        same = seen.setdefault(_translation_key(message), [])
        if all(ET.tostring(t) != ET.tostring(translation) for t in same):
            same.append(translation)
    return {key: found[0] for key, found in seen.items() if len(found) == 1}


def carry_moved(ts: Path, before: dict[tuple[str, str, str], ET.Element]) -> int:
    """Give each unfinished message of ``ts`` the translation its source text had before
    (in another context); how many were given one."""
    tree = ET.parse(ts)
    carried = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        known = before.get(_translation_key(message))
        if known is None or translation is None or translation.get("type") != "unfinished":
            continue
        message.remove(translation)
        message.append(known)
        carried += 1
    if carried:
        tree.write(ts, encoding="utf-8", xml_declaration=True)
    return carried


def lrelease(ts: Path, qm: Path) -> None:
    qm.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([tool("lrelease"), str(ts), "-qm", str(qm)], check=True, capture_output=True)


def unfinished(ts: Path) -> list[str]:
    """The source texts in ``ts`` whose translation is missing or marked unfinished."""
    found = []
    for message in ET.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        forms = [] if translation is None else list(translation.iter("numerusform"))
        texts = (
            [f.text for f in forms]
            if forms
            else [None if translation is None else translation.text]
        )
        if (
            translation is None
            or translation.get("type") in ("unfinished", "vanished")
            or not all(texts)
        ):
            found.append(message.findtext("source") or "")
    return found


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    return main_for(list(LANGUAGES), check=args.check)


def main_for(languages: list[str], check: bool = False) -> int:
    status = 0
    for language in languages:
        ts = ts_path(language)
        before = finished_translations(ts)
        lupdate(ts, LANGUAGES[language])
        if carry_moved(ts, before):
            lupdate(ts, LANGUAGES[language])  # (back in lupdate's own layout)
        lrelease(ts, qm_path(language))
        if check:
            for source in unfinished(ts):
                print(f"{language}: no finished translation for {source!r}")
                status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())
