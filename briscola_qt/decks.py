"""Card-deck themes: which art draws a card. The engine knows suits and ranks; a `DeckTheme`
maps a card code such as "AD" to an image file, read from a validated `deck.json` manifest.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from types import MappingProxyType

from briscola_qt.assets import decks_dir
from briscola_qt.engine import bounded_json

MANIFEST = "deck.json"
FORMAT = 1
RANKS = "A234567JQK"
SUITS = "DCSB"
CARD_CODES = tuple(rank + suit for suit in SUITS for rank in RANKS)
LANGUAGES = ("en", "it")
IMAGE_SUFFIXES = (".svg", ".png")
SUIT_FAMILIES = ("italian", "spanish", "french")
"""Italian suits (coins, cups, curved swords, smooth batons), Spanish ones (the same four
signs drawn as the Neapolitan deck draws them: straight swords, knobbly clubs) or French
ones (diamonds, hearts, ...). The Italian and Spanish suits are named alike."""
COURTS = ("J", "Q", "K")
ANY_LANGUAGE = "*"
"""The key of court names given once for every language (the older, flat form)."""
MAX_COURT_NAME = 24
MAX_COURT_SIGN = 2
MAX_COURT_LANGUAGES = 16
MAX_IMAGE_BYTES = 8_000_000
# A manifest names 41 files and a few strings: 64 KB is far more than any needs.
MANIFEST_LIMITS = bounded_json.Limits(max_bytes=65_536, max_depth=4, max_number_chars=20)


class DeckManifestError(ValueError):
    """A deck manifest is missing, unreadable or describes files that are not there."""


@dataclass(frozen=True)
class DeckTheme:
    """One installed deck: its id, display names, card aspect and image files."""

    id: str
    names: Mapping[str, str]
    aspect: float  # card width / height
    folder: Path
    cards: Mapping[str, str]
    back: str
    license: str
    credit: str
    order: int = 0
    builtin: bool = True
    """False for a deck the player added (the decks folder in the application data)."""
    suits: str = "italian"
    """The suit family, one of SUIT_FAMILIES: which words name the suits, and under which
    heading the deck chooser lists the deck."""
    court_names: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    """Language (or ANY_LANGUAGE) -> court code (J, Q, K) -> the deck's name for it."""
    court_signs: Mapping[str, str] = field(default_factory=dict)
    """Court code (J, Q, K) -> the sign the deck prints in the court's corner ("8", "9",
    "10" on numbered Italian cards); empty when the manifest does not say."""

    @property
    def french(self) -> bool:
        """The deck has French suits (and, unless it says otherwise, a Queen)."""
        return self.suits == "french"

    def court_name(self, court: str, language: str = "en") -> str | None:
        """The deck's own name for the court `court` (J, Q or K) in `language`, or None when
        the deck names none (the suit family's usual name applies)."""
        for key in (language, ANY_LANGUAGE):
            names = self.court_names.get(key)
            if names is not None:
                return names[court]
        return None

    def name(self, language: str = "en") -> str:
        """The display name in `language`, falling back to English."""
        return self.names.get(language, self.names["en"])

    def face_path(self, code: str) -> Path:
        """The image of the card with this code, e.g. "AD" or "7C"."""
        try:
            return self.folder / self.cards[code]
        except KeyError:
            raise KeyError(f"deck {self.id!r} has no card {code!r}") from None

    @property
    def back_path(self) -> Path:
        return self.folder / self.back


def load_deck(folder: Path) -> DeckTheme:
    """Read and validate `folder/deck.json`; raise DeckManifestError with the reason."""
    manifest = folder / MANIFEST
    try:
        with manifest.open("rb") as handle:
            # One byte over the limit is enough to refuse a huge file without reading it.
            raw = bounded_json.loads(handle.read(MANIFEST_LIMITS.max_bytes + 1), MANIFEST_LIMITS)
    except FileNotFoundError:
        raise DeckManifestError(f"{manifest}: no deck manifest") from None
    except OSError as err:
        raise DeckManifestError(f"{manifest}: cannot read manifest: {err.strerror}") from None
    except bounded_json.BoundedJSONError as err:
        raise DeckManifestError(f"{manifest}: cannot read manifest: {err}") from None
    if not isinstance(raw, dict):
        raise DeckManifestError(f"{manifest}: the manifest must be a JSON object")
    return _theme(manifest, raw)


def _theme(manifest: Path, raw: dict[str, object]) -> DeckTheme:
    def fail(reason: str) -> DeckManifestError:
        return DeckManifestError(f"{manifest}: {reason}")

    def text(key: str) -> str:
        value = raw.get(key)
        if not isinstance(value, str) or not value:
            raise fail(f"'{key}' must be a non-empty string")
        return value

    if raw.get("format") != FORMAT:
        raise fail(f"'format' must be {FORMAT}")
    deck_id = text("id")
    if deck_id != manifest.parent.name:
        raise fail(f"id {deck_id!r} does not match its folder {manifest.parent.name!r}")
    names = raw.get("names")
    if not isinstance(names, dict) or not all(
        isinstance(names.get(lang), str) and names[lang] for lang in LANGUAGES
    ):
        raise fail("'names' must give a name for each of " + ", ".join(LANGUAGES))
    aspect = raw.get("aspect")
    if isinstance(aspect, bool) or not isinstance(aspect, int | float) or not 0.3 < aspect < 1.5:
        raise fail("'aspect' (width / height) must be a number between 0.3 and 1.5")
    cards = raw.get("cards")
    if not isinstance(cards, dict):
        raise fail("'cards' must map card codes to files")
    missing = [code for code in CARD_CODES if code not in cards]
    unknown = sorted(set(cards) - set(CARD_CODES))
    if missing or unknown:
        problems = []
        if missing:
            problems.append("has no picture for " + ", ".join(missing))
        if unknown:
            problems.append("names cards that do not exist: " + ", ".join(unknown[:8]))
        raise fail("'cards' " + " and ".join(problems))
    files = {code: cards[code] for code in CARD_CODES}
    back = text("back")
    for name in [*files.values(), back]:
        if not isinstance(name, str) or not name or "/" in name or "\\" in name or ".." in name:
            raise fail(f"bad file name {name!r}: a plain file name inside the deck folder")
        if Path(name).suffix.lower() not in IMAGE_SUFFIXES:
            raise fail(f"file {name!r}: card images must be SVG or PNG")
        path = manifest.parent / name
        if not path.is_file():
            raise fail(f"file {name!r} does not exist")
        if path.stat().st_size > MAX_IMAGE_BYTES:
            raise fail(f"file {name!r} is larger than {MAX_IMAGE_BYTES // 1_000_000} MB")
    order = raw.get("order", 0)
    if isinstance(order, bool) or not isinstance(order, int):
        raise fail("'order' must be an integer")
    suits = raw.get("suits", SUIT_FAMILIES[0])
    if suits not in SUIT_FAMILIES:
        raise fail("'suits' must be one of " + ", ".join(f'"{f}"' for f in SUIT_FAMILIES))
    return DeckTheme(
        id=deck_id,
        names=MappingProxyType({str(k): str(v) for k, v in names.items()}),
        aspect=float(aspect),
        folder=manifest.parent,
        cards=MappingProxyType(files),
        back=back,
        license=text("license"),
        credit=text("credit"),
        order=order,
        suits=str(suits),
        court_names=_court_names(raw.get("court_names"), fail),
        court_signs=_court_signs(raw.get("court_signs"), fail),
    )


def _court_signs(value: object, fail: Callable[[str], DeckManifestError]) -> Mapping[str, str]:
    """The manifest's optional `court_signs`: what the deck prints on J, Q and K."""
    if value is None:
        return MappingProxyType({})
    if not isinstance(value, dict) or set(value) != set(COURTS):
        raise fail("'court_signs' must give the signs printed on exactly the courts J, Q and K")
    for court, sign in value.items():
        if not isinstance(sign, str) or not sign.isalnum() or len(sign) > MAX_COURT_SIGN:
            raise fail(f"'court_signs': the sign of {court} must be 1 or 2 letters or digits")
    return MappingProxyType({court: str(value[court]).upper() for court in COURTS})


def _court_names(
    value: object, fail: Callable[[str], DeckManifestError]
) -> Mapping[str, Mapping[str, str]]:
    """The manifest's optional `court_names`: per language, or one set for every language."""
    if value is None:
        return MappingProxyType({})
    shape = '\'court_names\' must map languages (e.g. "en", "it") to names for J, Q and K'
    if not isinstance(value, dict) or not value:
        raise fail(shape)
    if set(value) <= set(COURTS):
        return MappingProxyType({ANY_LANGUAGE: _courts(value, "'court_names'", fail)})
    if len(value) > MAX_COURT_LANGUAGES:
        raise fail(f"'court_names' names more than {MAX_COURT_LANGUAGES} languages")
    by_language: dict[str, Mapping[str, str]] = {}
    for language, names in value.items():
        if not (2 <= len(language) <= 3 and language.isascii() and language.isalpha()):
            raise fail(f"{shape}; {language[:20]!r} is not a language code")
        by_language[language.lower()] = _courts(names, f"'court_names' {language!r}", fail)
    return MappingProxyType(by_language)


def _courts(
    value: object, where: str, fail: Callable[[str], DeckManifestError]
) -> Mapping[str, str]:
    if not isinstance(value, dict) or set(value) != set(COURTS):
        raise fail(f"{where} must name exactly the courts J, Q and K")
    names: dict[str, str] = {}
    for court in COURTS:
        name = value[court]
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_COURT_NAME:
            raise fail(
                f"{where}: the name of {court} must be text of 1 to {MAX_COURT_NAME} letters"
            )
        names[court] = name.strip()
    return MappingProxyType(names)


@dataclass(frozen=True)
class DeckScan:
    """The valid decks of a folder, in display order, and why each other one was skipped."""

    themes: tuple[DeckTheme, ...]
    problems: tuple[str, ...]


_bundled: tuple[Path, tuple[object, ...], DeckScan] | None = None
"""The last scan of the bundled decks: their folder, its fingerprint and what was found."""


def scan_decks(root: Path | None = None) -> DeckScan:
    """Every deck folder under `root` (default: the bundled decks), loaded and checked.

    A broken deck is skipped with its reason (which file, what is wrong), so one bad deck
    cannot hide the others. The bundled decks are read once and read again only if their
    folder changes (a deck or a file added, removed or renamed, a manifest rewritten): a
    window asks three times as it opens.
    """
    global _bundled
    if root is not None:
        return _scan(root)
    folder = decks_dir()
    mark = _fingerprint(folder)
    if _bundled is not None and _bundled[:2] == (folder, mark):
        return _bundled[2]
    scan = _scan(folder)
    _bundled = (folder, mark, scan)
    return scan


def _fingerprint(folder: Path) -> tuple[object, ...]:
    """What changes when a deck folder under ``folder`` gains, loses or renames a file,
    or its manifest is rewritten: the folders' and manifests' times and sizes."""
    decks: list[tuple[object, ...]] = []
    try:
        top = folder.stat().st_mtime_ns
        with os.scandir(folder) as entries:
            for entry in entries:
                if not entry.is_dir():
                    continue
                try:
                    manifest = os.stat(os.path.join(entry.path, MANIFEST))
                    seen: tuple[int, int] = (manifest.st_mtime_ns, manifest.st_size)
                except OSError:
                    seen = (-1, -1)
                decks.append((entry.name, entry.stat().st_mtime_ns, *seen))
    except OSError:
        return (None,)
    return (top, *sorted(decks))


def _scan(folder: Path) -> DeckScan:
    themes = []
    problems = []
    try:
        subfolders = sorted(path for path in folder.iterdir() if path.is_dir())
    except OSError:
        subfolders = []
    for subfolder in subfolders:
        try:
            themes.append(load_deck(subfolder))
        except DeckManifestError as err:
            problems.append(str(err))
    themes.sort(key=lambda theme: (theme.order, theme.id))
    return DeckScan(tuple(themes), tuple(problems))


_user_folder: Path | None = None


def set_user_folder(folder: Path | None) -> None:
    """Where the player's own decks live (the app sets it: ``decks`` in its data folder)."""
    global _user_folder
    _user_folder = folder


def scan_installed() -> DeckScan:
    """The bundled decks, then the player's own (if a folder is set), each checked; a
    player's deck that takes a bundled deck's id is skipped with the reason."""
    bundled = scan_decks()
    if _user_folder is None:
        return bundled
    own = scan_decks(_user_folder)
    taken = {theme.id for theme in bundled.themes}
    themes = list(bundled.themes)
    problems = list(bundled.problems) + list(own.problems)
    for theme in own.themes:
        if theme.id in taken:
            problems.append(f"{theme.folder / MANIFEST}: the id {theme.id!r} is a built-in deck's")
            continue
        themes.append(replace(theme, builtin=False))
    return DeckScan(tuple(themes), tuple(problems))


def available_decks(root: Path | None = None) -> list[DeckTheme]:
    """Every valid deck under `root`, or every installed deck (bundled, then the player's),
    in display order; `scan_decks` and `scan_installed` also say why others were skipped."""
    return list((scan_installed() if root is None else scan_decks(root)).themes)
