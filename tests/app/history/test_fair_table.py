"""The fair shuffle at the table, through the real window: the commitment shown before the
cut, the cut typed or kept with Enter, the seed revealed and checked in the deal's summary,
the command copied that checks it again, and all of it in Italian too."""

from __future__ import annotations

import json
import shlex
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QWidget

from briscola_qt.analysis import Strength
from briscola_qt.app.base.paths import data_dir
from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.history.fair_table import ShuffleReport

from ..conftest import choices, resume_near_end
from ..text.test_italian_walk import texts_of, untranslated
from .test_resume import open_window, play


def play_out_deal(qtbot: Any, window: Any) -> None:
    """The deal on the table to its end, its last two tricks through the window (the rest
    played by the engine and resumed, the shuffle with it: what is read is its end)."""
    resume_near_end(window)
    play(qtbot, window.controller, one_deal=True)


def shown_texts(window: Any) -> str:
    """Every text a player may read in the window now, labels and tooltips."""
    parts = []
    for child in [window, *window.findChildren(QWidget)]:
        if child.isVisible():
            parts.append(child.toolTip())
            if isinstance(child, QLabel):
                parts.append(child.text())
    return "\n".join(parts)


def cut_with(qtbot: Any, window: Any, cut: str | None) -> None:
    """The player types ``cut`` over the offered one (or keeps it: None) and presses Enter."""
    edit = window.fair_table.panel.edit
    if cut is not None:
        qtbot.keyClicks(edit, cut)  # the offered cut is selected: typing replaces it
    qtbot.keyClick(edit, Qt.Key.Key_Return)


def shown(value: QLabel) -> str:
    """A hash as the summary shows it, its lines joined (it breaks in a narrow summary)."""
    return value.text().replace("\n", "")


def summary_report(window: Any) -> ShuffleReport:
    dialog = window.show_summary()
    assert dialog is not None
    report = dialog.findChild(ShuffleReport)
    assert report is not None and report.isVisibleTo(dialog)
    return report


def summary_after_a_deal(
    qtbot: Any, window: Any, players: int, size: tuple[int, int]
) -> ShuffleReport:
    """The shuffle's part of the summary of a fair deal (two players or chiamata) played
    out in a window of ``size``, once the summary shows."""
    from ..chiamata.test_chiamata_table import CHIAMATA, play_chiamata_deal

    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().toTuple() == size)
    window.start(choices(**CHIAMATA) if players == 5 else choices())
    cut_with(qtbot, window, None)
    if players == 5:
        play_chiamata_deal(qtbot, window)
    else:
        play_out_deal(qtbot, window)
    report = summary_report(window)
    qtbot.waitUntil(report.window().isVisible)
    return report


def test_the_commitment_comes_before_the_cut_and_the_seed_after_the_deal(
    qtbot: Any, window: Any, tmp_path: Path
) -> None:
    window.start(choices())
    controller, panel = window.controller, window.fair_table.panel
    assert panel.isVisible() and controller.phase == Phase.CUTTING
    assert controller.state is None, "nothing is dealt before the cut"
    commitment = controller.pending_commitment()
    assert panel.seal.text() == f"<code>{commitment[:8]}…</code>"
    assert commitment in panel.seal.toolTip()
    assert window.fair_table.seal.text() == f"Sealed shuffle {commitment[:8]}…"
    assert panel.edit.selectedText() == panel.edit.text() and panel.edit.text().isdigit()
    panel.copy.click()
    assert QGuiApplication.clipboard().text() == commitment
    before_the_end = [shown_texts(window)]

    cut_with(qtbot, window, "Lucia 7")
    assert not panel.isVisible() and controller.phase != Phase.CUTTING
    (shuffle,) = controller.shuffles
    assert (shuffle.cut, shuffle.commitment) == ("Lucia 7", commitment)
    assert list(controller.state.deck) == shuffle.deck(controller.match.rules)
    assert commitment in window.fair_table.seal.toolTip()
    before_the_end.append(shown_texts(window))
    assert not any(shuffle.seed.hex() in text for text in before_the_end)

    play_out_deal(qtbot, window)
    report = summary_report(window)
    assert report.verdict.text() == "✔ Shuffle verified"
    assert shown(report.values["seed"]) == shuffle.seed.hex()
    assert report.values["cut"].text() == "Lucia 7"
    assert shown(report.values["commitment"]) == commitment
    assert window.fair_table.verified(0) is True
    # The status bar no longer says "Sealed shuffle" once the seed is out.
    assert window.fair_table.seal.text() == "✔ Shuffle verified"

    # The command copied checks the deal again, its cards too: it names the record the
    # history keeps, and the report says which file that is.
    assert_the_copied_command_checks_the_cards(report, window.history.keeper.record_file(0))


def run_copied(report: ShuffleReport) -> tuple[list[str], subprocess.CompletedProcess[str]]:
    """Open the details, click "Copy the check command" and run what it copied, as the
    player would."""
    report.more.setChecked(True)
    report.copy.click()
    copied = shlex.split(QGuiApplication.clipboard().text())
    assert copied[:2] == ["briscola-arena", "verify-deal"]
    done = subprocess.run(
        [sys.executable, "-m", "briscola_qt.arena", *copied[1:]],
        capture_output=True,
        text=True,
        timeout=60,
    )
    return copied, done


def assert_the_copied_command_checks_the_cards(report: ShuffleReport, record: Path) -> None:
    copied, done = run_copied(report)
    assert done.returncode == 0, done.stdout + done.stderr
    assert [line.split(",")[0] for line in done.stdout.splitlines()] == [
        "commitment: ok",
        "deck: ok",
    ]
    assert copied[-1] == str(record) and record.is_file()
    assert report.copied.isVisible()
    assert str(record) in report.copied.text().replace("\u200b", "")


def test_without_the_history_the_check_command_names_a_record_saved_for_it(
    qtbot: Any, window: Any
) -> None:
    window.fair_table.kept_record = lambda number: None  # (the history could not keep it)
    window.start(choices())
    cut_with(qtbot, window, "Lucia 7")
    play_out_deal(qtbot, window)
    report = summary_report(window)
    commitment = window.controller.shuffles[0].commitment
    saved = data_dir() / "shuffle-checks" / f"deal-{commitment[:16]}.briscola"
    assert_the_copied_command_checks_the_cards(report, saved)
    assert report.copied.text().startswith(
        "Copied. It checks the cards in the deal's record, saved"
    )
    # A changed card in that record fails the check the command makes.
    data = json.loads(saved.read_text(encoding="utf-8"))
    data["deck"][3], data["deck"][20] = data["deck"][20], data["deck"][3]
    data["plays"] = []
    data.pop("result", None)
    saved.write_text(json.dumps(data), encoding="utf-8")
    report.copied.hide()
    window.fair_table.kept_record = lambda number: saved  # (the same file named again)
    _, done = run_copied(report)
    assert done.returncode == 2 and "deck: FAILED" in done.stdout


def test_the_next_deal_is_cut_again_with_a_new_commitment(qtbot: Any, window: Any) -> None:
    window.start(choices(length="best_of_3"))
    first = window.controller.pending_commitment()
    cut_with(qtbot, window, None)  # the random cut kept
    play_out_deal(qtbot, window)
    window.controller.next_deal()
    assert window.fair_table.panel.isVisible()
    assert not window.view.go_on.isVisible()
    second = window.controller.pending_commitment()
    assert second != first and second[:8] in window.fair_table.panel.seal.text()
    # The status bar names the deal being cut, not the one just played (playtest).
    assert window.score_label.text().startswith("Deal 2 · Match: ")


def test_the_review_says_the_shuffle_was_verified(qtbot: Any, window: Any) -> None:
    window.start(choices())
    cut_with(qtbot, window, "nove")
    play_out_deal(qtbot, window)
    shuffle = window.controller.shuffles[0]
    window.analyst.strength = Strength("quick", 0.002, 2)  # the words, not the judge
    review = window.show_review()
    verdicts = [
        label for label in review.findChildren(QLabel) if label.text() == "✔ Shuffle verified"
    ]
    assert len(verdicts) == 1 and verdicts[0].isVisibleTo(review)
    assert shuffle.seed.hex() in verdicts[0].toolTip() and "Cut: nove" in verdicts[0].toolTip()
    review.close()


def test_an_empty_cut_is_refused_with_a_message(qtbot: Any, window: Any) -> None:
    window.start(choices())
    panel = window.fair_table.panel
    qtbot.keyClick(panel.edit, Qt.Key.Key_Backspace)  # the offered cut, selected, is gone
    qtbot.keyClicks(panel.edit, "   ")
    qtbot.keyClick(panel.edit, Qt.Key.Key_Return)
    assert panel.problem.isVisible()
    assert panel.problem.text() == "Type a word or a number to cut the deck with."
    assert panel.isVisible() and window.controller.phase == Phase.CUTTING
    qtbot.keyClicks(panel.edit, "sette")
    assert not panel.problem.isVisible()
    qtbot.keyClick(panel.edit, Qt.Key.Key_Return)
    assert window.controller.shuffles[0].cut == "   sette"
    assert not panel.isVisible()


def test_a_summary_says_so_when_the_shuffle_does_not_check_out(qtbot: Any, window: Any) -> None:
    window.start(choices())
    cut_with(qtbot, window, None)
    # As if the app had shown another commitment before the cut than the seed's.
    window.fair_table.shown[0] = "ab" * 32
    play_out_deal(qtbot, window)
    report = summary_report(window)
    assert report.verdict.text() == (
        "✘ Shuffle not verified: the seed is not the one committed to before your cut"
    )
    assert window.fair_table.verified(0) is False
    # A shuffle that failed shows its seed, cut and commitment at once.
    assert report.values["seed"].isVisibleTo(report) and report.more.isChecked()


@pytest.mark.parametrize("players", [2, 5])
def test_at_800x560_the_summary_fits_the_window_the_shuffles_details_folded(
    qtbot: Any, window: Any, players: int
) -> None:
    """The deal's summary (634 pixels in chiamata) was taller than an 800x560 window, the
    shuffle's three hashes a third of it (issue 41): one line, "✔ Shuffle verified ·
    details", opens them by a click or by the keyboard."""
    report = summary_after_a_deal(qtbot, window, players, (800, 560))
    dialog = report.window()
    assert dialog.frameGeometry().height() <= window.height()
    hashes = [report.values[key] for key in ("commitment", "cut", "seed")]
    assert report.verdict.text() == "✔ Shuffle verified"
    assert report.more.isVisible() and report.more.text() == "details"
    assert not any(value.isVisible() for value in hashes) and not report.copy.isVisible()
    # By the keyboard: Tab reaches the details line, Space opens it.
    for _ in range(8):
        if dialog.focusWidget() is report.more:
            break
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
    assert dialog.focusWidget() is report.more
    qtbot.keyClick(report.more, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: all(value.isVisible() for value in hashes))
    assert report.copy.isVisible()
    # A click folds them again, and the summary is as short as before.
    qtbot.mouseClick(report.more, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not any(value.isVisible() for value in hashes))
    qtbot.waitUntil(lambda: dialog.frameGeometry().height() <= window.height())


def test_always_keeping_the_random_cut_deals_at_once(qtbot: Any, window: Any) -> None:
    window.start(choices())
    window.fair_table.panel.always.click()  # said on the panel, kept in the settings
    assert window.settings.quick_cut is True
    cut_with(qtbot, window, None)
    play_out_deal(qtbot, window)
    window.controller.next_deal()
    assert not window.fair_table.panel.isVisible()
    assert window.controller.phase != Phase.CUTTING
    assert len(window.controller.shuffles) == 1 or window.controller.match.is_over()
    window.start(choices())
    assert not window.fair_table.panel.isVisible() and window.controller.state is not None
    shuffle = window.controller.shuffles[0]
    assert shuffle.cut.isdigit()
    assert window.fair_table.seal.text() == f"Sealed shuffle {shuffle.commitment[:8]}…"


def test_a_seeded_game_has_no_cut_and_no_seal(qtbot: Any, window: Any) -> None:
    window.start(choices(), seed=12)
    assert not window.fair_table.panel.isVisible()
    assert window.fair_table.seal.text() == ""
    play_out_deal(qtbot, window)
    dialog = window.show_summary()
    assert dialog.findChild(ShuffleReport) is None


def test_a_resumed_deal_keeps_its_seed_cut_and_commitment(qtbot: Any, settings: Any) -> None:
    first = open_window(qtbot, settings)
    first.start(choices())
    commitment = first.controller.pending_commitment()
    first.fair_table.panel.edit.insert("caffè")  # (QTest types Latin-1 keys only)
    cut_with(qtbot, first, None)
    controller = first.controller
    qtbot.waitUntil(lambda: bool(controller.snapshot() and controller.snapshot().legal))
    controller.play_card(controller.snapshot().legal[0])
    shuffle = controller.shuffles[0]
    first.close()

    second = open_window(qtbot, settings)
    second.resume_or_start(choices())
    assert second.controller.shuffles == [shuffle]
    assert not second.fair_table.panel.isVisible()
    assert commitment in second.fair_table.seal.toolTip()
    play_out_deal(qtbot, second)
    report = summary_report(second)
    assert report.verdict.text() == "✔ Shuffle verified"
    assert report.values["cut"].text() == "caffè"
    assert shown(report.values["seed"]) == shuffle.seed.hex()


def test_the_cut_panel_and_the_report_speak_italian(
    qtbot: Any, italian_ui: None, settings: Any
) -> None:
    window = open_window(qtbot, settings)
    window.start(choices())
    panel = window.fair_table.panel
    assert panel.title.text() == "Alza il mazzo"
    left = untranslated(texts_of(panel))
    left += untranslated(iter([("seal", window.fair_table.seal.text())]))
    qtbot.keyClick(panel.edit, Qt.Key.Key_Backspace)
    qtbot.keyClick(panel.edit, Qt.Key.Key_Return)
    left += untranslated(iter([("refused", panel.problem.text())]))
    qtbot.keyClicks(panel.edit, "sette")
    qtbot.keyClick(panel.edit, Qt.Key.Key_Return)
    left += untranslated(iter([("seal", window.fair_table.seal.toolTip())]))
    play_out_deal(qtbot, window)
    report = summary_report(window)
    assert report.verdict.text() == "✔ Mescolamento verificato"
    left += untranslated(texts_of(report))
    window.fair_table.shown[0] = "ab" * 32  # and the words of a shuffle that fails
    window.show_summary().close()
    window.deal_end.summary_dialog = None
    left += untranslated(texts_of(summary_report(window)))
    window.analyst.strength = Strength("quick", 0.002, 2)
    review = window.show_review()
    found = [label for label in review.findChildren(QLabel) if "Mescolamento" in label.text()]
    assert found
    left += untranslated(iter([("review", found[0].text()), ("review", found[0].toolTip())]))
    review.close()
    assert not left, left
    window.close()


def test_a_key_pressed_as_the_cut_panel_appears_does_not_replace_the_cut(
    qtbot: Any, window: Any, monkeypatch: Any
) -> None:
    """A card's number or Space meant for the deal that ended, pressed as the next deal's
    panel appears, leaves the offered cut alone (a newcomer's '1' became the cut)."""
    from briscola_qt.app.history.fair_table import CutPanel

    monkeypatch.setattr(CutPanel, "KEY_GUARD_S", 0.6)
    window.start(choices(players=2))
    panel = window.fair_table.panel
    qtbot.waitUntil(panel.isVisible, timeout=10000)
    offered = panel.edit.text()
    qtbot.keyClick(panel.edit, Qt.Key.Key_1)
    qtbot.keyClick(panel.edit, Qt.Key.Key_Return)
    assert panel.isVisible() and panel.edit.text() == offered, "nothing typed, nothing dealt"
    panel._offered_at -= CutPanel.KEY_GUARD_S  # a moment later, on purpose
    qtbot.keyClicks(panel.edit, "Nonna")
    qtbot.keyClick(panel.edit, Qt.Key.Key_Return)
    assert not panel.isVisible()
    shuffles = window.controller.shuffles
    assert shuffles is not None and shuffles[-1].cut == "Nonna"


def test_a_new_match_waiting_for_its_cut_has_its_title_and_score_already(
    qtbot: Any, window: Any
) -> None:
    """While cutting for a new five-player game the title still said "2 players"."""
    window.start(choices(players=2), seed=3)
    qtbot.waitUntil(lambda: "2 players" in window.windowTitle(), timeout=10000)
    window.start(choices(players=5, variant="chiamata"))
    assert window.controller.phase == Phase.CUTTING
    assert "5 players" in window.windowTitle()
    assert window.score_label.text().count(" 0") == 5
