"""Write translations into a .ts file from the command line or a JSON table, for whoever
translates without Qt Linguist:

    python -m tools.i18n.translate it "Source text" "Testo tradotto"
    python -m tools.i18n.translate it --table new.json      # {"source": "translation"}

A plural message takes its forms separated by " || ". Runs tools.i18n.update afterwards,
so the .ts stays in lupdate's own layout and the .qm is rebuilt.
"""

from __future__ import annotations

import argparse
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from . import update


def apply(ts: Path, table: dict[str, str]) -> list[str]:
    """Fill ``table``'s translations into ``ts``; the sources it does not hold."""
    tree = ET.parse(ts)
    found = set()
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        if source not in table:
            continue
        found.add(source)
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        translation.attrib.pop("type", None)
        forms = list(translation.iter("numerusform"))
        if message.get("numerus") == "yes":
            texts = table[source].split(" || ")
            for form in forms:
                translation.remove(form)
            translation.text = None
            for text in texts:
                ET.SubElement(translation, "numerusform").text = text
        else:
            translation.text = table[source]
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return sorted(set(table) - found)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("language", choices=sorted(update.LANGUAGES))
    parser.add_argument("source", nargs="?")
    parser.add_argument("translation", nargs="?")
    parser.add_argument("--table", type=Path)
    args = parser.parse_args()
    table: dict[str, str] = {}
    if args.table:
        table.update(json.loads(args.table.read_text("utf-8")))
    if args.source is not None and args.translation is not None:
        table[args.source] = args.translation
    ts = update.ts_path(args.language)
    update.lupdate(ts, update.LANGUAGES[args.language])
    missing = apply(ts, table)
    for source in missing:
        print(f"not in {ts.name}: {source!r}", file=sys.stderr)
    update.main_for([args.language])
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
