"""Choosing the cards by their look: the Cards dialog lists every installed deck under its
family's heading with its court and Ace, and the first start asks once which cards the
player plays with."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QImage

from briscola_qt.app.base.prompts import DialogPrompts, QuietPrompts
from briscola_qt.app.base.settings import Settings
from briscola_qt.app.shell.deck_chooser import (
    DeckChooser,
    DeckDialog,
    FirstCardsDialog,
    ask_first_cards,
)
from briscola_qt.decks import available_decks

HEADINGS = {
    "spanish": "Italian cards, Spanish suits",
    "italian": "Italian cards, Italian suits",
    "french": "French cards",
}


def _colours(chooser: DeckChooser, deck_id: str) -> int:
    """How many colours the preview of ``deck_id`` shows (a blank one shows one or two)."""
    image = chooser.previews[deck_id].icon().pixmap(chooser.previews[deck_id].iconSize())
    picture = image.toImage().convertToFormat(QImage.Format.Format_RGB32)
    seen = {
        picture.pixel(x, y)
        for x in range(0, picture.width(), 3)
        for y in range(0, picture.height(), 3)
    }
    return len(seen)


def _top(widget: Any, chooser: DeckChooser) -> int:
    return int(widget.mapTo(chooser, widget.rect().topLeft()).y())


def test_the_chooser_lists_every_deck_under_its_family_with_a_preview(
    qtbot: Any, window: Any
) -> None:
    dialog = window.choose_deck()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    chooser = dialog.chooser
    themes = available_decks()
    assert set(chooser.previews) == {theme.id for theme in themes}
    assert {family: label.text() for family, label in chooser.headings.items()} == {
        family: f"<b>{words}</b>" for family, words in HEADINGS.items()
    }
    families = sorted(chooser.headings, key=lambda f: _top(chooser.headings[f], chooser))
    assert families == ["spanish", "italian", "french"]  # the headings' order
    for theme in themes:
        preview = chooser.previews[theme.id]
        assert preview.text() == theme.name("en")
        assert preview.isVisible() and preview.width() >= preview.iconSize().width()
        assert _colours(chooser, theme.id) > 20, f"{theme.id}: the preview is drawn"
        # Under its own heading, above the next one.
        place = families.index(theme.suits)
        assert _top(preview, chooser) > _top(chooser.headings[theme.suits], chooser)
        if place + 1 < len(families):
            assert _top(preview, chooser) < _top(chooser.headings[families[place + 1]], chooser)
    grouped = {theme.id: theme.suits for theme in themes}
    assert grouped["neapolitan"] == grouped["piacentine"] == grouped["siciliane"] == "spanish"
    assert grouped["brescian"] == grouped["triestine"] == "italian"
    assert grouped["french"] == "french"
    # The chosen deck shows as chosen.
    assert chooser.selected() == window.art.deck_id == "neapolitan"


def test_a_preview_shows_the_court_and_the_ace_crisp_at_the_screen_ratio(qapp: Any) -> None:
    from briscola_qt.app.shell.deck_chooser import CARD_HEIGHT, preview_image

    theme = next(t for t in available_decks() if t.id == "piacentine")
    plain, sharp = preview_image(theme, CARD_HEIGHT), preview_image(theme, CARD_HEIGHT, 2.0)
    assert plain.height() == CARD_HEIGHT and sharp.height() == 2 * CARD_HEIGHT
    assert sharp.devicePixelRatio() == 2.0  # drawn at the screen's pixels, not scaled up
    # Two cards, the Ace partly over the court: wider than one card, narrower than two.
    one_card = CARD_HEIGHT * theme.aspect
    assert one_card * 1.5 < plain.width() < one_card * 2


def test_choosing_a_deck_in_the_chooser_plays_with_it(qtbot: Any, window: Any) -> None:
    dialog = window.choose_deck()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.mouseClick(dialog.chooser.previews["siciliane"], Qt.MouseButton.LeftButton)
    assert window.settings.deck == "siciliane"
    assert window.art.deck_id == "siciliane"
    assert window.menus.deck_actions["siciliane"].isChecked()
    # Chosen in the menu while the dialog is open: the dialog follows.
    window.menus.deck_actions["brescian"].trigger()
    assert dialog.chooser.selected() == "brescian"


def test_the_chooser_is_used_from_the_keyboard(qtbot: Any, window: Any) -> None:
    dialog = window.choose_deck()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    french = dialog.chooser.previews["french"]
    # (Tab reaches it as it reaches every button: the platform's tab-focus rule decides)
    assert french.focusPolicy() & Qt.FocusPolicy.ClickFocus
    french.setFocus()
    qtbot.keyClick(french, Qt.Key.Key_Space)
    assert window.settings.deck == "french"
    assert dialog.isVisible()
    piacentine = dialog.chooser.previews["piacentine"]
    piacentine.setFocus()
    qtbot.keyClick(piacentine, Qt.Key.Key_Return)  # chosen, and the dialog is done
    assert window.settings.deck == "piacentine"
    assert not dialog.isVisible()


def test_the_cards_menu_offers_the_chooser_and_groups_the_decks(window: Any) -> None:
    window.menus.deck_menu.aboutToShow.emit()  # (its decks are listed when it first shows)
    items = [(action.text(), action.isSeparator()) for action in window.menus.deck_menu.actions()]
    assert items[0] == ("&Choose the cards…", False)
    texts = [text for text, _ in items]
    spanish, italian, french = (texts.index(words) for words in HEADINGS.values())
    assert spanish < texts.index("Neapolitan") < texts.index("Sicilian") < italian
    assert italian < texts.index("Brescian") < french < texts.index("French, four colours")
    assert all(items[i][1] for i in (spanish, italian, french))  # headings, not choices
    window.menus.choose_deck_action.trigger()  # (nobody at the window: nothing opens)


def _dialog_open(qtbot: Any, kind: type) -> Any:
    from PySide6.QtWidgets import QApplication

    found: list[Any] = []

    def shown() -> None:
        modal = QApplication.activeModalWidget()
        assert isinstance(modal, kind)
        found.append(modal)

    qtbot.waitUntil(shown)
    return found[0]


def test_the_first_start_asks_once_and_skip_keeps_the_deck(
    qtbot: Any, asking_window: Any, tmp_path: Any
) -> None:
    settings = asking_window.settings
    themes = asking_window.art.themes
    assert ask_first_cards(settings, themes, asking_window.prompts, asking_window)
    question = _dialog_open(qtbot, FirstCardsDialog)
    assert question.windowTitle() == "Your cards"
    assert set(question.chooser.previews) == set(themes)
    qtbot.mouseClick(question.chooser.previews["french"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(question.skip, Qt.MouseButton.LeftButton)
    assert not question.isVisible()
    assert settings.deck == "neapolitan" and settings.stored_deck == ""  # skipped: as it was
    assert not ask_first_cards(settings, themes, asking_window.prompts, asking_window)
    # The second start (the same stored settings): not asked again.
    again = Settings(QSettings(settings.store.fileName(), QSettings.Format.IniFormat))
    assert again.first_cards_asked
    assert not ask_first_cards(again, themes, DialogPrompts(), asking_window)


def test_the_first_start_question_sets_the_deck_chosen(qtbot: Any, asking_window: Any) -> None:
    settings = asking_window.settings
    ask_first_cards(settings, asking_window.art.themes, asking_window.prompts, asking_window)
    question = _dialog_open(qtbot, FirstCardsDialog)
    qtbot.mouseClick(question.chooser.previews["piacentine"], Qt.MouseButton.LeftButton)
    assert settings.stored_deck == ""  # nothing is set before the player says so
    qtbot.mouseClick(question.play, Qt.MouseButton.LeftButton)
    assert settings.deck == "piacentine" and settings.stored_deck == "piacentine"
    assert asking_window.art.deck_id == "piacentine"  # the table deals with them


def test_the_first_start_question_is_not_put_when_the_deck_is_known(
    qtbot: Any, asking_window: Any, window: Any
) -> None:
    settings = asking_window.settings
    themes = asking_window.art.themes
    settings.for_this_run(deck="french")  # --deck french
    assert not ask_first_cards(settings, themes, asking_window.prompts, asking_window)
    settings.deck = "brescian"  # chosen before this question existed
    assert not ask_first_cards(settings, themes, asking_window.prompts, asking_window)
    assert not settings.first_cards_asked
    # Nobody at the window (the screenshots, the tests): not put, and still to be put.
    quiet = window.settings
    assert not ask_first_cards(quiet, themes, QuietPrompts(), window)
    assert not quiet.first_cards_asked


def test_the_chooser_and_the_question_speak_italian(
    qtbot: Any, italian_ui: None, settings: Settings
) -> None:
    settings.language = "it"
    themes = available_decks()
    question = FirstCardsDialog(settings, themes)
    qtbot.addWidget(question)
    assert question.windowTitle() == "Le tue carte"
    labels = [
        label.text() for label in question.findChildren(type(question.chooser.headings["french"]))
    ]
    assert "<big><b>Con quali carte giochi?</b></big>" in labels
    assert {f: h.text() for f, h in question.chooser.headings.items()} == {
        "spanish": "<b>Carte italiane, semi spagnoli</b>",
        "italian": "<b>Carte italiane, semi italiani</b>",
        "french": "<b>Carte francesi</b>",
    }
    assert question.chooser.previews["neapolitan"].text() == "Napoletane"
    assert question.chooser.previews["brescian"].text() == "Bresciane"
    assert (question.play.text(), question.skip.text()) == ("&Gioca con queste", "&Salta")
    dialog = DeckDialog(settings, themes)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Carte"


def test_the_settings_list_the_decks_by_family_and_open_the_chooser(
    qtbot: Any, window: Any
) -> None:
    settings_dialog = window.show_settings()
    qtbot.addWidget(settings_dialog)
    box = settings_dialog.controls["deck"]
    listed = [box.itemData(i) for i in range(box.count())]
    # A line (no deck) between the families: Spanish-suited, Italian-suited, French.
    families = [[t.id for t in available_decks() if t.suits == f] for f in HEADINGS]
    assert listed == [*families[0], None, *families[1], None, *families[2]]
    assert listed[:7] == [
        "neapolitan",
        "piacentine",
        "siciliane",
        None,
        "brescian",
        "triestine",
        None,
    ]
    assert box.currentData() == "neapolitan"
    chooser = settings_dialog.show_deck_chooser()
    qtbot.addWidget(chooser)
    chooser.show()
    qtbot.mouseClick(chooser.chooser.previews["brescian"], Qt.MouseButton.LeftButton)
    assert window.settings.deck == "brescian" == window.art.deck_id
    assert box.currentData() == "brescian"  # the list follows
    assert settings_dialog.choose_deck.text() == "Choose…"


def test_the_arrow_keys_move_between_the_decks(qtbot: Any, window: Any) -> None:
    from PySide6.QtWidgets import QApplication

    dialog = window.choose_deck()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    previews = dialog.chooser.previews
    previews["neapolitan"].setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert QApplication.focusWidget() is previews["piacentine"]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)  # the next family's row
    assert QApplication.focusWidget() is previews["triestine"]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Left)
    assert QApplication.focusWidget() is previews["brescian"]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)
    assert QApplication.focusWidget() is previews["french"]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Up)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Left)  # the deck before, above
    assert QApplication.focusWidget() is previews["siciliane"]
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Space)
    assert window.settings.deck == "siciliane"


def test_a_preview_is_drawn_again_for_a_screen_of_another_ratio(qtbot: Any) -> None:
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    from briscola_qt.app.shell.deck_chooser import DeckPreview

    theme = next(t for t in available_decks() if t.id == "siciliane")
    preview = DeckPreview(theme, "en")
    qtbot.addWidget(preview)
    assert preview.drawn_at == preview.devicePixelRatioF()
    preview.set_picture(2.0)  # as drawn on a sharper screen than this one
    QApplication.sendEvent(preview, QEvent(QEvent.Type.DevicePixelRatioChange))
    assert preview.drawn_at == preview.devicePixelRatioF() != 2.0
    size = preview.iconSize()
    shown = preview.icon().pixmap(size, preview.devicePixelRatioF())
    assert shown.height() == round(size.height() * preview.devicePixelRatioF())
