"""The new-game panel offers what the engine's rules allow for the table chosen, and opens
on the rules of the game on the table."""

from __future__ import annotations

from typing import Any

from briscola_qt.app.base.settings import GameChoices
from briscola_qt.app.shell.dialogs import NewGameDialog
from briscola_qt.engine import Variant
from briscola_qt.engine.rules import TABLE_VARIANTS


def _pick(combo: Any, data: object) -> None:
    combo.setCurrentIndex(combo.findData(data))


def _enabled_variants(dialog: NewGameDialog) -> set[str]:
    model = dialog.variant.model()
    return {
        dialog.variant.itemData(i)
        for i in range(dialog.variant.count())
        if model.item(i).isEnabled()  # type: ignore[attr-defined]
    }


def test_the_panel_follows_the_table_size_and_variant(qtbot: Any) -> None:
    dialog = NewGameDialog(GameChoices(players=2, variant="double"))
    qtbot.addWidget(dialog)
    assert _enabled_variants(dialog) == {v.value for v in TABLE_VARIANTS}
    assert not dialog.signals.isEnabled() and dialog.two_swap.isEnabled()
    _pick(dialog.mode, 4)  # double is for two players: the panel falls back to classic
    assert dialog.variant.currentData() == "classic"
    assert _enabled_variants(dialog) == {v.value for v in TABLE_VARIANTS} - {"double"}
    assert dialog.signals.isEnabled()
    _pick(dialog.variant, "briscolone")
    assert not dialog.two_swap.isEnabled() and dialog.tie_break.isEnabled()


def test_options_left_checked_but_not_applying_are_not_chosen(qtbot: Any) -> None:
    dialog = NewGameDialog(GameChoices(players=4, signals=True, two_swap=True))
    qtbot.addWidget(dialog)
    assert dialog.choices().signals and dialog.choices().two_swap
    _pick(dialog.variant, "briscolone")
    _pick(dialog.mode, 2)
    assert dialog.signals.isChecked() and dialog.two_swap.isChecked()  # greyed out
    choices = dialog.choices()
    assert (choices.players, choices.variant) == (2, Variant.BRISCOLONE)
    assert not choices.signals and not choices.two_swap
    assert choices.rules() == choices.normalised().rules()


def test_the_panel_opens_on_the_rules_of_the_game_on_the_table(
    qtbot: Any, window: Any, answer: Any
) -> None:
    """A game started from the command line or a save, not from the panel: the panel shows
    its rules, not the ones last chosen in the panel."""
    from ..conftest import choices

    window.start(choices(players=4, signals=True, length="first_to", target=5), seed=2)
    shown: list[GameChoices] = []
    answer(NewGameDialog, lambda panel: (shown.append(panel.choices()), panel.reject()))
    window.ask_new_game()
    assert window.settings.choices().players == 2
    (offered,) = shown
    assert (offered.level, offered.players, offered.signals) == ("beginner", 4, True)
    assert (offered.length, offered.target) == ("first_to", 5)
