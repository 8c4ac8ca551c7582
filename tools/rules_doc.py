"""Write the rules as this game plays them into docs/, from the rules help's own text.

The help window (``app/rules_text.py``) is where the project states its rules, in English
and Italian, with its numbers taken from the engine; ``docs/rules.md`` and
``docs/regole.md`` are the same words as Markdown, for the README and for readers without
the game. The keyboard section stays in the window (it lists the window's own keys).

Usage (repo root):  python -m tools.rules_doc [--check]
--check exits 1 if a committed file differs from what the help says now.
"""

from __future__ import annotations

import argparse
import os
import sys
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCS = {"en": ROOT / "docs" / "rules.md", "it": ROOT / "docs" / "regole.md"}
LEFT_OUT = ("keys",)
"""Sections of the help that belong to the window only."""


class _Markdown(HTMLParser):
    """The rules help's small rich text (headings, paragraphs, italics, tables of cards)
    as Markdown; a card's picture is left out (its name is in the next row or line)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.blocks: list[str] = []
        self._text: list[str] = []
        self._rows: list[list[str]] = []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("i", "b") and self._cell is None:
            self._text.append("*" if tag == "i" else "**")
        elif tag == "br":
            (self._cell if self._cell is not None else self._text).append(" ")
        elif tag == "table":
            self._rows = []
        elif tag == "tr":
            self._rows.append([])
        elif tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag in ("i", "b") and self._cell is None:
            self._text.append("*" if tag == "i" else "**")
        elif tag in ("td", "th") and self._cell is not None:
            self._rows[-1].append(" ".join("".join(self._cell).split()))
            self._cell = None
        elif tag == "table":
            self._table()
        elif tag in ("p", "h3"):
            text = "".join(self._text).strip()
            self._text = []
            if text:
                self.blocks.append(f"### {text}" if tag == "h3" else text)

    def handle_data(self, data: str) -> None:
        (self._cell if self._cell is not None else self._text).append(data)

    def _table(self) -> None:
        rows = [row for row in self._rows if any(row[1:] if len(row) > 1 else row)]
        if len(rows) < 2:
            return  # (the Aces in a row: pictures, their suits named in the text before)
        width = max(len(row) for row in rows)
        lines = ["| " + " | ".join(row + [""] * (width - len(row))) + " |" for row in rows]
        lines.insert(1, "|" + "---|" * width)
        self.blocks.append("\n".join(lines))


def rules_markdown(language: str) -> str:
    """The rules help in ``language`` as one Markdown document."""
    from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

    from briscola_qt.app.text.rules import RulesText
    from briscola_qt.app.text.words import CardNames
    from briscola_qt.assets import translations_dir

    app = QCoreApplication.instance() or QCoreApplication([])
    translator = QTranslator()
    if language != "en":
        translator.load(QLocale(language), "briscola", "_", str(translations_dir()))
        app.installTranslator(translator)
    try:
        text = RulesText(CardNames(language=language))
        title = text.tr("How to play Briscola")
        parts = [
            f"# {title}",
            "<!-- Written by tools/rules_doc.py from the game's rules help "
            "(briscola_qt/app/text/rules.py): change the words there. -->",
        ]
        for section in text.sections():
            if section.anchor in LEFT_OUT:
                continue
            parts.append(f"## {section.title}")
            markdown = _Markdown()
            markdown.feed("".join(section.body))
            markdown.close()
            parts.extend(markdown.blocks)
        return "\n\n".join(parts) + "\n"
    finally:
        app.removeTranslator(translator)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say whether docs are fresh")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    stale = []
    for language, path in DOCS.items():
        text = rules_markdown(language)
        if args.check:
            if not path.exists() or path.read_text("utf-8") != text:
                stale.append(path)
        else:
            path.write_text(text, "utf-8")
    for path in stale:
        print(f"{path.relative_to(ROOT)} is stale: run python -m tools.rules_doc", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
