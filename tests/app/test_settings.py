"""Settings: defaults, round trips, and bad stored values falling back to defaults."""

from __future__ import annotations

from briscola_qt.app.settings import GameChoices, Settings


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
    from briscola_qt.app.settings import deck_ids

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
