"""Deck manifests validate, and a broken one is reported with a DeckManifestError."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from briscola_qt import assets
from briscola_qt.decks import (
    CARD_CODES,
    DeckManifestError,
    DeckScan,
    available_decks,
    load_deck,
    scan_decks,
)


def copy_deck(tmp_path: Path, deck_id: str = "neapolitan") -> Path:
    target = tmp_path / deck_id
    shutil.copytree(assets.decks_dir() / deck_id, target)
    return target


def edit(folder: Path, change: dict[str, object], drop: str | None = None) -> None:
    manifest = folder / "deck.json"
    data = json.loads(manifest.read_text(encoding="utf-8"))
    data.update(change)
    if drop:
        del data[drop]
    manifest.write_text(json.dumps(data), encoding="utf-8")


def test_bundled_manifest_is_complete() -> None:
    for theme in available_decks():
        assert set(theme.cards) == set(CARD_CODES)
        assert theme.license == "GPL-3.0-or-later"
        assert "briscola-qt project" in theme.credit
        assert theme.name("en") and theme.name("it")
        assert theme.face_path("AD").is_file() and theme.back_path.is_file()


def test_unknown_card_code_is_a_key_error() -> None:
    theme = available_decks()[0]
    with pytest.raises(KeyError, match="ZZ"):
        theme.face_path("ZZ")


@pytest.mark.parametrize(
    ("change", "drop", "reason"),
    [
        ({}, "names", "names"),
        ({"names": {"en": "Only English"}}, None, "names"),
        ({"aspect": "tall"}, None, "aspect"),
        ({"aspect": 7}, None, "aspect"),
        ({"format": 99}, None, "format"),
        ({"id": "elsewhere"}, None, "folder"),
        ({"back": "missing.svg"}, None, "missing.svg"),
        ({"back": "../escape.svg"}, None, "bad file name"),
        ({}, "license", "license"),
    ],
)
def test_broken_manifest_raises(
    tmp_path: Path, change: dict[str, object], drop: str | None, reason: str
) -> None:
    folder = copy_deck(tmp_path)
    edit(folder, change, drop)
    with pytest.raises(DeckManifestError, match=reason):
        load_deck(folder)


def test_missing_card_is_named(tmp_path: Path) -> None:
    folder = copy_deck(tmp_path)
    data = json.loads((folder / "deck.json").read_text(encoding="utf-8"))
    del data["cards"]["KS"]
    (folder / "deck.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DeckManifestError, match="KS") as refused:
        load_deck(folder)
    # Said in words a player reads (it was "is missing ['KS'] / has unknown codes []").
    assert str(refused.value).endswith("'cards' has no picture for KS")
    assert "[" not in str(refused.value)


def test_unreadable_manifest(tmp_path: Path) -> None:
    folder = copy_deck(tmp_path)
    (folder / "deck.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(DeckManifestError, match="cannot read"):
        load_deck(folder)
    (folder / "deck.json").unlink()
    with pytest.raises(DeckManifestError, match="no deck manifest"):
        load_deck(folder)


def test_broken_deck_does_not_hide_the_others(tmp_path: Path) -> None:
    good = copy_deck(tmp_path)
    bad = tmp_path / "broken"
    bad.mkdir()
    (bad / "deck.json").write_text("[]", encoding="utf-8")
    assert [theme.id for theme in available_decks(tmp_path)] == [good.name]


def test_assets_folder_override(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(assets.ENV_VAR, str(tmp_path))
    assert assets.decks_dir() == tmp_path / "decks"
    monkeypatch.delenv(assets.ENV_VAR)
    assert (assets.assets_dir() / "decks" / "neapolitan" / "deck.json").is_file()


def test_packaged_assets_win_over_the_checkout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A wheel or a frozen bundle carries briscola_qt/_assets; a checkout has assets/."""
    monkeypatch.delenv(assets.ENV_VAR, raising=False)
    package = tmp_path / "briscola_qt"
    package.mkdir()
    monkeypatch.setattr(assets.resources, "files", lambda name: package)
    # (the place is looked up once per run: an installation does not move)
    assets._installed_assets.cache_clear()
    try:
        checkout = assets.assets_dir()
        assert checkout == Path(assets.__file__).resolve().parent.parent / "assets"
        (package / assets.PACKAGED).mkdir()
        assets._installed_assets.cache_clear()
        assert assets.assets_dir() == package / assets.PACKAGED
        assert assets.decks_dir() == package / assets.PACKAGED / "decks"
    finally:
        assets._installed_assets.cache_clear()


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ('{"format": ' + "9" * 5000 + "}", "a number of 5,000 characters"),
        ("[" * 60_000, "nested more than 4 levels deep"),
        ("{" * 3, "not JSON"),
        ("x" * 70_000, "more than 65,536 bytes"),
        ("[]", "must be a JSON object"),
    ],
)
def test_a_hostile_manifest_is_skipped_with_its_reason(
    tmp_path: Path, content: str, reason: str
) -> None:
    good = copy_deck(tmp_path, "neapolitan")
    bad = copy_deck(tmp_path, "french")
    (bad / "deck.json").write_text(content, encoding="utf-8")
    scan = scan_decks(tmp_path)
    assert [theme.id for theme in scan.themes] == [good.name]
    (problem,) = scan.problems
    assert problem.startswith(str(bad / "deck.json"))
    assert reason in problem


def test_a_folder_without_manifest_is_reported(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    scan = scan_decks(tmp_path)
    assert scan.themes == ()
    assert scan.problems == (f"{tmp_path / 'empty' / 'deck.json'}: no deck manifest",)


def test_no_decks_folder_at_all_is_an_empty_scan(tmp_path: Path) -> None:
    assert scan_decks(tmp_path / "nowhere") == DeckScan((), ())


def test_a_players_deck_appears_beside_the_bundled_ones(tmp_path: Path) -> None:
    from briscola_qt import decks

    own = tmp_path / "own"
    mine = copy_deck(own, "french")
    manifest = mine / "deck.json"
    data = json.loads(manifest.read_text(encoding="utf-8"))
    data["id"] = "mine"
    mine = mine.rename(own / "mine")
    (mine / "deck.json").write_text(json.dumps(data), encoding="utf-8")
    clash = copy_deck(own, "neapolitan")  # takes a bundled deck's id
    broken = own / "broken"
    broken.mkdir()
    (broken / "deck.json").write_text('{"format": 1}', encoding="utf-8")
    decks.set_user_folder(own)
    try:
        scan = decks.scan_installed()
    finally:
        decks.set_user_folder(None)
    ids = [theme.id for theme in scan.themes]
    assert ids == [
        "neapolitan",
        "piacentine",
        "siciliane",
        "brescian",
        "triestine",
        "french",
        "french-4color",
        "mine",
    ]
    assert [theme.builtin for theme in scan.themes] == [True] * 7 + [False]
    assert sorted(scan.problems) == sorted(
        [
            f"{broken / 'deck.json'}: 'id' must be a non-empty string",
            f"{clash / 'deck.json'}: the id 'neapolitan' is a built-in deck's",
        ]
    )


def test_card_images_must_be_svg_or_png(tmp_path: Path) -> None:
    folder = copy_deck(tmp_path)
    (folder / "AD.svg").rename(folder / "AD.gif")
    edit(
        folder,
        {"cards": {**json.loads((folder / "deck.json").read_text())["cards"], "AD": "AD.gif"}},
    )
    with pytest.raises(DeckManifestError, match="card images must be SVG or PNG"):
        load_deck(folder)


def test_bundled_decks_name_their_courts_and_suits() -> None:
    themes = {theme.id: theme for theme in available_decks()}
    for deck_id in ("neapolitan", "piacentine", "siciliane", "brescian", "triestine"):
        theme = themes[deck_id]
        assert not theme.french
        assert [theme.court_name(c, "en") for c in "JQK"] == ["Jack", "Knight", "King"]
        assert [theme.court_name(c, "it") for c in "JQK"] == ["Fante", "Cavallo", "Re"]
    # The deck chooser's headings: Spanish-suited, Italian-suited, French.
    assert {deck_id: themes[deck_id].suits for deck_id in ("neapolitan", "piacentine")} == {
        "neapolitan": "spanish",
        "piacentine": "spanish",
    }
    assert (themes["siciliane"].suits, themes["brescian"].suits) == ("spanish", "italian")
    assert themes["triestine"].suits == "italian"
    for deck_id in ("french", "french-4color"):
        theme = themes[deck_id]
        assert theme.french
        assert [theme.court_name(c, "en") for c in "JQK"] == ["Jack", "Queen", "King"]
        assert [theme.court_name(c, "it") for c in "JQK"] == ["Fante", "Donna", "Re"]


def test_a_deck_without_court_names_or_suits_takes_the_defaults(tmp_path: Path) -> None:
    folder = copy_deck(tmp_path, "french")
    edit(folder, {}, drop="court_names")
    theme = load_deck(folder)
    assert theme.french and theme.court_name("Q", "en") is None  # the family's Queen applies
    edit(folder, {}, drop="suits")
    assert not load_deck(folder).french  # Italian suits unless the manifest says French


def test_court_names_in_the_older_flat_form_serve_every_language(tmp_path: Path) -> None:
    folder = copy_deck(tmp_path)
    edit(folder, {"court_names": {"J": "Fante", "Q": "Cavallo", "K": "Re"}})
    theme = load_deck(folder)
    assert theme.court_name("Q", "en") == theme.court_name("Q", "it") == "Cavallo"


def test_a_language_the_deck_does_not_name_falls_back(tmp_path: Path) -> None:
    folder = copy_deck(tmp_path)
    edit(folder, {"court_names": {"en": {"J": "Page", "Q": "Rider", "K": "Lord"}}})
    theme = load_deck(folder)
    assert theme.court_name("Q", "en") == "Rider"
    assert theme.court_name("Q", "it") is None


@pytest.mark.parametrize(
    ("court_names", "reason"),
    [
        ("Cavallo", "'court_names' must map languages"),
        ({}, "'court_names' must map languages"),
        ({"en": {"J": "Jack", "Q": "Knight"}}, "'court_names' 'en' must name exactly the courts"),
        ({"en": {"J": "Jack", "Q": "Knight", "K": "King", "A": "Ace"}}, "exactly the courts J"),
        ({"en": ["Jack", "Knight", "King"]}, "must name exactly the courts"),
        ({"en": {"J": "Jack", "Q": "", "K": "King"}}, "the name of Q must be text of 1 to 24"),
        ({"en": {"J": "Jack", "Q": 3, "K": "King"}}, "the name of Q must be text"),
        ({"en": {"J": "J" * 25, "Q": "Knight", "K": "King"}}, "the name of J must be text"),
        ({"english": {"J": "Jack", "Q": "Knight", "K": "King"}}, "'english' is not a language"),
        ({f"l{i:02d}"[:3]: {"J": "a", "Q": "b", "K": "c"} for i in range(17)}, "more than 16"),
    ],
)
def test_bad_court_names_are_refused_with_the_reason(
    tmp_path: Path, court_names: object, reason: str
) -> None:
    folder = copy_deck(tmp_path)
    edit(folder, {"court_names": court_names})
    with pytest.raises(DeckManifestError, match=reason) as caught:
        load_deck(folder)
    assert str(caught.value).startswith(str(folder / "deck.json"))


def test_the_bundled_decks_say_what_they_print_on_their_courts(tmp_path: Path) -> None:
    themes = {theme.id: theme for theme in available_decks()}
    for deck_id in ("neapolitan", "piacentine", "siciliane", "brescian"):
        assert [themes[deck_id].court_signs[c] for c in "JQK"] == ["8", "9", "10"]
    # The Triestine corners number the courts 11, 12, 13 (a memory of the 8, 9, 10 dropped)
    assert [themes["triestine"].court_signs[c] for c in "JQK"] == ["11", "12", "13"]
    for deck_id in ("french", "french-4color"):
        assert [themes[deck_id].court_signs[c] for c in "JQK"] == ["J", "Q", "K"]
    folder = copy_deck(tmp_path)
    edit(folder, {}, drop="court_signs")
    assert not load_deck(folder).court_signs  # (optional: a player's deck may not say)


@pytest.mark.parametrize(
    "court_signs",
    ["10", {"J": "8", "Q": "9"}, {"J": "8", "Q": "9", "K": "100"}, {"J": "8", "Q": "", "K": "K"}],
)
def test_bad_court_signs_are_refused_with_the_reason(tmp_path: Path, court_signs: object) -> None:
    folder = copy_deck(tmp_path)
    edit(folder, {"court_signs": court_signs})
    with pytest.raises(DeckManifestError, match="'court_signs'"):
        load_deck(folder)


@pytest.mark.parametrize("suits", ["latin", "", 1, None])
def test_an_unknown_suit_family_is_refused(tmp_path: Path, suits: object) -> None:
    folder = copy_deck(tmp_path)
    edit(folder, {"suits": suits})
    refused = '\'suits\' must be one of "italian", "spanish", "french"'
    with pytest.raises(DeckManifestError, match=refused):
        load_deck(folder)


def test_the_bundled_decks_are_read_again_when_their_folder_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The bundled scan is kept between calls, but a deck gone, a file gone or a manifest
    rewritten is seen at the next call."""
    (tmp_path / "decks").mkdir()
    first = copy_deck(tmp_path / "decks", "neapolitan")
    second = copy_deck(tmp_path / "decks", "french")
    monkeypatch.setenv(assets.ENV_VAR, str(tmp_path))
    scan = scan_decks()
    assert [theme.id for theme in scan.themes] == ["neapolitan", "french"]
    assert scan_decks() is scan  # nothing changed: the same scan, not read again
    (first / "KD.svg").unlink()
    scan = scan_decks()
    assert [theme.id for theme in scan.themes] == ["french"]
    assert "does not exist" in scan.problems[0]
    edit(second, {"aspect": 7})
    assert scan_decks().themes == ()
    shutil.rmtree(second)
    shutil.rmtree(first)
    assert scan_decks() == DeckScan((), ())
