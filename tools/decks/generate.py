"""Write every deck's SVG faces, back and manifest (and the app icon) from code.

Usage, from the repository root:
    python -m tools.decks.generate            # decks and icon into ./assets
    python -m tools.decks.generate --out DIR  # somewhere else (the tests compare bytes)
    python -m tools.decks.generate --no-png   # SVG and JSON only, no Qt needed
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from types import ModuleType

from . import brescian, french, french4, icon, neapolitan, piacentine, siciliane, triestine
from .cardbase import RANKS, SUITS, italian_rank_label

LICENSE = "GPL-3.0-or-later"
CREDIT = "Original art drawn by the briscola-qt project; same licence as the project."

# id, module, names, order
DECKS: list[tuple[str, ModuleType, dict[str, str]]] = [
    ("neapolitan", neapolitan, {"en": "Neapolitan", "it": "Napoletane"}),
    ("piacentine", piacentine, {"en": "Piacentine", "it": "Piacentine"}),
    ("siciliane", siciliane, {"en": "Sicilian", "it": "Siciliane"}),
    ("brescian", brescian, {"en": "Brescian", "it": "Bresciane"}),
    ("triestine", triestine, {"en": "Triestine", "it": "Triestine"}),
    ("french", french, {"en": "French", "it": "Francesi"}),
    ("french-4color", french4, {"en": "French, four colours", "it": "Francesi a quattro colori"}),
]
# The Italian decks have no Queen: their horseman is the Cavallo (Knight) in both.
ITALIAN_COURTS = {
    "en": {"J": "Jack", "Q": "Knight", "K": "King"},
    "it": {"J": "Fante", "Q": "Cavallo", "K": "Re"},
}
FRENCH_COURTS = {
    "en": {"J": "Jack", "Q": "Queen", "K": "King"},
    "it": {"J": "Fante", "Q": "Donna", "K": "Re"},
}
SUIT_FAMILY = {
    "neapolitan": "spanish",
    "piacentine": "spanish",
    "siciliane": "spanish",
    "brescian": "italian",
    "triestine": "italian",
    "french": "french",
    "french-4color": "french",
}
COURT_NAMES = {
    deck_id: FRENCH_COURTS if family == "french" else ITALIAN_COURTS
    for deck_id, family in SUIT_FAMILY.items()
}

COURT_SIGNS = {
    deck_id: {court: court if family == "french" else italian_rank_label(court) for court in "JQK"}
    for deck_id, family in SUIT_FAMILY.items()
}
COURT_SIGNS["triestine"] = {court: triestine.rank_label(court) for court in "JQK"}
"""What each deck prints in its courts' corners (the Italian ones number them 8, 9, 10)."""

REPO = Path(__file__).resolve().parents[2]


def card_codes() -> list[str]:
    return [rank + suit for suit in SUITS for rank in RANKS]


def manifest(deck_id: str, module: ModuleType, names: dict[str, str], order: int) -> str:
    width, height = module.W, module.H
    data = {
        "format": 1,
        "id": deck_id,
        "order": order,
        "names": names,
        "aspect": round(width / height, 4),
        "size": [width, height],
        "cards": {code: f"{code}.svg" for code in card_codes()},
        "back": "back.svg",
        "suits": SUIT_FAMILY[deck_id],
        "court_names": COURT_NAMES[deck_id],
        "court_signs": COURT_SIGNS[deck_id],
        "license": LICENSE,
        "credit": CREDIT,
    }
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def deck_files(
    deck_id: str, module: ModuleType, names: dict[str, str], order: int
) -> dict[str, str]:
    """File name -> text for one deck folder."""
    files = {f"{code}.svg": module.face(code) for code in card_codes()}
    files["back.svg"] = module.back()
    files["deck.json"] = manifest(deck_id, module, names, order)
    return files


def write_decks(assets: Path) -> list[Path]:
    written = []
    for order, (deck_id, module, names) in enumerate(DECKS):
        folder = assets / "decks" / deck_id
        folder.mkdir(parents=True, exist_ok=True)
        for name, text in deck_files(deck_id, module, names, order).items():
            target = folder / name
            target.write_text(text, encoding="utf-8", newline="\n")
            written.append(target)
    return written


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Generate the card decks and the app icon.")
    parser.add_argument("--out", type=Path, default=REPO / "assets", help="assets folder")
    parser.add_argument("--no-png", action="store_true", help="skip the icon PNG/ICO/ICNS files")
    args = parser.parse_args(argv)
    written = write_decks(args.out)
    print(f"wrote {len(written)} deck files under {args.out / 'decks'}")
    if args.no_png:
        icon.write_svg(args.out / "icons")
    else:
        icon.write_icon_files(args.out / "icons")
    print(f"wrote the app icon under {args.out / 'icons'}")


if __name__ == "__main__":
    main()
