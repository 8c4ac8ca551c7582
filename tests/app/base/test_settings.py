"""Settings: defaults, round trips, bad stored values falling back to defaults, a settings
file of the last version read as it was, and one signal saying which setting changed."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from briscola_qt.app.base.settings import GameChoices, Settings


def test_defaults(settings: Settings) -> None:
    assert settings.choices() == GameChoices()
    assert settings.deck == "neapolitan" and settings.speed == "normal"
    assert settings.auto_continue_ms == 0 and settings.face_up is False


def test_choices_round_trip(settings: Settings) -> None:
    choices = GameChoices(
        level="expert",
        players=4,
        variant="scoperta",
        signals=True,
        two_swap=True,
        tie_break_last_trick=True,
        length="first_to",
        target=5,
        draws="replay",
        margin=True,
    )
    settings.save_choices(choices)
    settings.sync()
    assert Settings(settings.store).choices() == choices
    assert choices.rules().signals and choices.match_rules().target == 5


def test_broken_stored_values_fall_back(settings: Settings) -> None:
    store = settings.store
    store.setValue("game/players", "seven")
    store.setValue("game/level", "godlike")
    store.setValue("view/deck", "tarot")
    store.setValue("view/speed", 12)
    store.setValue("view/auto_continue_ms", "soon")
    assert settings.choices().players == 2 and settings.choices().level == "medium"
    assert settings.deck == "neapolitan" and settings.speed == "normal"
    assert settings.auto_continue_ms == 0


def test_contradictory_choices_fall_back_to_defaults(settings: Settings) -> None:
    settings.store.setValue("game/players", 4)
    settings.store.setValue("game/variant", "double")  # double is for two players
    assert settings.choices() == GameChoices()


def test_every_installed_deck_is_a_valid_choice(settings: Settings) -> None:
    from briscola_qt.app.base.settings import deck_ids

    assert {"neapolitan", "brescian", "french"} <= set(deck_ids())
    for deck in deck_ids():
        settings.deck = deck
        assert settings.deck == deck


def test_values_for_this_run_are_read_but_not_stored(settings: Settings) -> None:
    settings.deck = "brescian"
    settings.for_this_run(deck="french", face_up=True, language="it")
    assert (settings.deck, settings.face_up, settings.language) == ("french", True, "it")
    assert settings.store.value("view/deck") == "brescian"
    assert settings.store.value("view/face_up") is None
    settings.deck = "neapolitan"  # chosen in the game: stored, and the run's value is gone
    assert settings.deck == "neapolitan" == settings.store.value("view/deck")
    assert settings.face_up is True  # the others still hold for this run


OLD_FILE: dict[str, object] = {
    "view/deck": "french",
    "view/felt": "walnut",
    "view/speed": "fast",
    "view/pace": "brisk",
    "view/auto_continue_ms": 2000,
    "view/sound": False,
    "view/running_points": True,
    "game/ask_new_game": False,
    "view/language": "it",
    "view/face_up": True,
    "window/geometry": QByteArray(b"\x01\xd9\xd0\xcb\x00\x03"),
    "window/state": QByteArray(b"\x00\x00\x00\xff\x00\x00"),
}
"""Every key the settings of 0.1.0 wrote (before each setting was declared once), each with
a value other than its default, as those setters wrote them."""
NEW_SINCE: dict[str, object] = {
    "game/quick_cut": False,
    "view/tracker": False,
    "start/first_cards_asked": False,
    "network/name": "",
    "network/port": 47044,
    "network/club_server": "",
}
"""The settings added since 0.1.0, with their defaults (what an old file gives them)."""


def test_a_settings_file_from_before_keeps_its_values(tmp_path: Path) -> None:
    """A player who upgrades keeps their settings: the same keys, the same values."""
    path = str(tmp_path / "settings.ini")
    old = QSettings(path, QSettings.Format.IniFormat)
    for key, value in OLD_FILE.items():
        old.setValue(key, value)
    old.setValue("game/players", 4)
    old.setValue("game/length", "best_of_3")
    old.sync()
    settings = Settings(QSettings(path, QSettings.Format.IniFormat))
    read = {setting.key: settings.value(setting) for setting in Settings.declared()}
    assert read == {
        **{
            key: bytes(value.data()) if isinstance(value, QByteArray) else value
            for key, value in OLD_FILE.items()
        },
        **NEW_SINCE,
    }
    assert settings.choices() == GameChoices(players=4, length="best_of_3")


def test_each_setting_has_its_own_key(settings: Settings) -> None:
    keys = [setting.key for setting in Settings.declared()]
    assert len(keys) == len(set(keys)) == len(OLD_FILE) + len(NEW_SINCE)
    assert [setting.name for setting in Settings.declared()][:3] == ["deck", "felt", "speed"]


def test_a_write_says_which_setting_changed(qtbot: Any, settings: Settings) -> None:
    heard: list[str] = []
    settings.changed.connect(heard.append)
    settings.felt = "blue"
    settings.felt = "blue"  # the same again: nothing changed
    settings.sound = False
    settings.save_choices(GameChoices(level="expert"))
    settings.window_geometry = b"\x01\x02"
    assert heard == ["felt", "sound", "choices", "window_geometry"]
    assert settings.window_geometry == b"\x01\x02"
