"""The history and the statistics through the real window: a finished deal appears in the
History list and in the Statistics labels, survives a restart, opens for review; record
files open, save and are refused with one message; the statistics file mended at start."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from briscola_qt.analysis import Strength, shown_accuracy
from briscola_qt.app.base.paths import data_dir
from briscola_qt.app.base.prompts import QuietPrompts
from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.review.dialog import ReviewDialog
from briscola_qt.app.shell.dialogs import NewGameDialog
from briscola_qt.engine.record import replay

from ..conftest import choices, resume_near_end
from ..game.test_deal_end import play_out
from ..table.test_table import ready

CHEAP = Strength("test", 0.002, 2)


@pytest.fixture(autouse=True)
def english(qapp: Any) -> Iterator[None]:
    """English as the game shows it: with its plural forms (one deal, two deals)."""
    from PySide6.QtCore import QCoreApplication

    from briscola_qt.app.base import i18n

    found = i18n.install("en")
    yield
    for translator in found:
        QCoreApplication.removeTranslator(translator)


class Told(QuietPrompts):
    """Nobody at the window, but every message kept and every question answered yes."""

    def __init__(self) -> None:
        self.messages: list[str] = []
        self.questions: list[str] = []

    def tell(self, parent: Any, title: str, message: str) -> None:
        self.messages.append(message)

    def ask(self, parent: Any, title: str, question: str, reason: str, yes: str, no: str) -> bool:
        self.questions.append(question)
        return True


def new_window(qtbot: Any, settings: Any, prompts: Any | None = None) -> Any:
    from briscola_qt.app.shell.window import MainWindow

    settings.speed = "instant"
    window = MainWindow(settings, prompts=prompts or QuietPrompts())
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    return window


def finish_a_deal(qtbot: Any, window: Any, seed: int = 3, **options: Any) -> Any:
    """A deal of a new match finished: its last two tricks played through the window
    (what the history keeps is the whole deal, taken as the table ends it)."""
    window.start(choices(**options), seed=seed)
    resume_near_end(window)
    play_out(qtbot, window)
    return window.controller.finished[-1]


def player_result(window: Any, final: Any) -> tuple[str, int]:
    outcome = final.outcome()
    seat = window.controller.match.seat_of(0, len(window.controller.finished) - 1)
    side = final.rules.side_of(seat)
    result = "Drawn" if outcome.winner is None else "Won" if outcome.winner == side else "Lost"
    return result, outcome.points[side]


def test_a_finished_deal_appears_in_the_history_and_the_statistics(
    qtbot: Any, settings: Any
) -> None:
    window = new_window(qtbot, settings)
    final = finish_a_deal(qtbot, window)
    result, points = player_result(window, final)
    history = window.history.show_history()
    (row,) = history.shown_rows()
    assert row[1:5] == ["One against one", "Classic", "Beginner", result]
    assert row[5].startswith(f"{points}–")
    assert history.count.text() == "1 deal kept"
    assert not history.legend.isVisibleTo(history), "no ✔ shown, no legend for it"
    statistics = window.history.show_statistics()
    shown = statistics.shown()
    assert shown["deals"] == "1"
    assert shown[result.lower()] == "1 (100%)"
    assert shown["points"] == f"{points}.0"
    assert shown["matches"] == "1"  # a one-deal match
    assert shown["practice"] == "0, won 0"
    assert statistics.chart.bar_rects()[0].height() > 0 or points == 0
    # A second deal: the open windows follow.
    window.history_window = None
    final = finish_a_deal(qtbot, window, seed=4)
    assert len(history.shown_rows()) == 2
    assert statistics.shown()["deals"] == "2"
    assert len(statistics.chart.deals) == 2


def test_the_statistics_survive_a_restart(qtbot: Any, settings: Any) -> None:
    window = new_window(qtbot, settings)
    finish_a_deal(qtbot, window)
    before = window.history.show_statistics().shown()
    window.close()
    again = new_window(qtbot, settings)
    assert again.history.show_statistics().shown() == before
    assert len(again.history.show_history().shown_rows()) == 1


def test_a_deal_with_a_hint_is_practice_counted_apart(qtbot: Any, settings: Any) -> None:
    window = new_window(qtbot, settings)
    window.coach.strength = CHEAP if hasattr(window.coach, "strength") else None
    window.start(choices(), seed=5)
    controller = window.controller
    qtbot.waitUntil(
        lambda: bool(controller.snapshot() and controller.snapshot().legal), timeout=20000
    )
    with qtbot.waitSignal(window.coach.hintReady, timeout=30000):
        assert window.ask_hint()
    play_out(qtbot, window)
    statistics = window.history.show_statistics()
    shown = statistics.shown()
    assert shown["deals"] == "0"
    assert shown["practice"].startswith("1, won ")
    # The chart shows it as what it is: hatched, and said so (the counts leave it out).
    # (one deal: "The last 1 deals" was a newcomer's playtest's)
    assert statistics.chart_title.text() == (
        "1 deal (1 practice, hatched): points (bar) and accuracy (line)"
    )
    (brush,) = statistics.chart.bar_brushes()
    assert brush.style() == Qt.BrushStyle.BDiagPattern
    assert statistics.chart.accessibleDescription().endswith(", practice")
    # A counted deal after it: a solid bar.
    finish_a_deal(qtbot, window, seed=6)
    assert [b.style() for b in statistics.chart.bar_brushes()] == [
        Qt.BrushStyle.BDiagPattern,
        Qt.BrushStyle.SolidPattern,
    ]
    assert statistics.chart_title.text() == (
        "The last 2 deals (1 of them practice, hatched): points (bars) and accuracy (line)"
    )
    rows = window.history.show_history().shown_rows()
    assert "(practice: hints)" in rows[-1][4]  # (newest first)


def test_a_kept_deal_opens_for_review_and_keeps_the_coachs_judgement(
    qtbot: Any, settings: Any
) -> None:
    window = new_window(qtbot, settings)
    window.analyst.strength = CHEAP
    final = finish_a_deal(qtbot, window)
    history = window.history.show_history()
    history.table.selectRow(0)
    review = window.history.review_kept(history.selected_ids()[0])
    assert isinstance(review, ReviewDialog)
    qtbot.addWidget(review)
    assert review.steps[-1].table is not None and len(review.steps) == len(final.plays) + 1
    qtbot.waitUntil(lambda: review.analysis is not None, timeout=30000)
    qtbot.waitUntil(lambda: history.shown_rows()[0][6].endswith(" of 100"), timeout=5000)
    statistics = window.history.show_statistics().shown()
    assert statistics["judged"] == "1" and statistics["accuracy"].endswith(" of 100")
    # The review and the history say the same accuracy (71.46 was 71 in one, 72% in the other).
    summary = review.analysis.summary[review.deal.human]
    shown = shown_accuracy(summary.accuracy)
    assert history.shown_rows()[0][6] == f"{shown} of 100", "the same words as the review"
    assert "%" not in history.shown_rows()[0][6]
    assert f"accuracy {shown} of 100" in review.summary.text()
    kept = round(summary.accuracy, 1)
    assert statistics["accuracy"] == f"{kept:.1f} of 100", "as the review says it"


def test_the_statistics_say_luck_in_points_of_win_chance_as_the_review_does(
    qtbot: Any, settings: Any
) -> None:
    window = new_window(qtbot, settings)
    finish_a_deal(qtbot, window)
    finish_a_deal(qtbot, window, seed=4)
    store = window.history.keeper.store
    for deal, (points, win) in zip(store.deals(), ((-3.0, -0.12), (5.0, 0.19)), strict=True):
        store.attach_analysis(deal.id, {"accuracy": 80, "luck": {"points": points, "win": win}})
    window.history_window = None
    shown = window.history.show_statistics().shown()
    assert shown["luck"] == "+3.5 points of win chance a deal (+1.0 card points)"
    # The list has a Luck column in points of win chance, the card points in its tooltip,
    # sorted like the others.
    history = window.history.show_history()
    assert history.model.headerData(7, Qt.Orientation.Horizontal) == "Luck"
    assert sorted(row[7] for row in history.shown_rows()) == ["+19", "−12"]
    history.table.sortByColumn(7, Qt.SortOrder.AscendingOrder)
    assert [row[7] for row in history.shown_rows()] == ["−12", "+19"]
    first = history.rows.index(0, 7)
    assert history.rows.data(first, Qt.ItemDataRole.ToolTipRole) == (
        "Luck of your cards: −12 points of win chance (−3 card points)"
    ), "the cell's figure, named, and the card points beside it"
    # Bad luck with a true minus sign, as the review writes it.
    (deal, _) = store.deals()
    store.attach_analysis(deal.id, {"accuracy": 80, "luck": {"points": -9.0, "win": -0.3}})
    window.history_window = None
    shown = window.history.show_statistics().shown()
    assert shown["luck"] == "−5.5 points of win chance a deal (−2.0 card points)"


def test_a_deal_reviewed_after_a_hint_is_counted_as_reviewed(qtbot: Any, settings: Any) -> None:
    """A hint made the deal practice, and the statistics said "0 reviewed" once the coach
    had reviewed it: every reviewed deal counts, whatever else marked it."""
    from ..review.test_coach import your_turn

    window = new_window(qtbot, settings)
    window.start(choices(players=2), seed=5)
    your_turn(qtbot, window)
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.scene.notice() is not None, timeout=10000)
    play_out(qtbot, window)
    store = window.history.keeper.store
    (deal,) = store.deals()
    assert deal.practice and deal.hints
    store.attach_analysis(deal.id, {"accuracy": 80, "luck": {"points": 3.0, "win": 0.1}})
    shown = window.history.show_statistics().shown()
    assert shown["practice"] == "1, won " + shown["practice"].split("won ")[1]
    assert shown["judged"] == "1 (1 of them practice)"
    assert shown["accuracy"] == "80.0 of 100 (practice deals)"
    assert shown["luck"] == "+10.0 points of win chance a deal (+3.0 card points)"
    # A deal played without help, reviewed: its accuracy is the one shown, both counted.
    finish_a_deal(qtbot, window, seed=4)
    (plain, _) = store.deals()
    store.attach_analysis(plain.id, {"accuracy": 60, "luck": {"points": -1.0, "win": -0.02}})
    window.history.statistics_window.refresh()
    shown = window.history.statistics_window.shown()
    assert shown["judged"] == "2 (1 of them practice)"
    assert shown["accuracy"] == "60.0 of 100"
    # Luck by win chance; the card points the other way said so, and why in its tooltip.
    assert shown["luck"] == "+4.0 points of win chance a deal (+1.0 card points)"
    statistics = window.history.statistics_window
    assert statistics.labels["luck"].toolTip() == ""
    store.attach_analysis(plain.id, {"accuracy": 60, "luck": {"points": -9.0, "win": -0.02}})
    statistics.refresh()
    shown = statistics.shown()
    assert shown["luck"] == "+4.0 points of win chance a deal (though −3.0 card points)"
    assert "the card points may go the other way" in statistics.labels["luck"].toolTip()


def test_the_deal_chosen_stays_chosen_when_its_review_is_kept(qtbot: Any, settings: Any) -> None:
    """After a review the history's choice went back to its first row (playtest)."""
    window = new_window(qtbot, settings)
    window.analyst.strength = CHEAP
    finish_a_deal(qtbot, window)
    finish_a_deal(qtbot, window, seed=6)
    history = window.history.show_history()
    history.table.selectRow(1)
    (chosen,) = history.selected_ids()
    review = window.history.review_kept(chosen)
    qtbot.addWidget(review)
    qtbot.waitUntil(lambda: review.analysis is not None, timeout=30000)
    qtbot.waitUntil(lambda: history.shown_rows()[1][6].endswith(" of 100"), timeout=5000)
    assert history.selected_ids() == [chosen]


def test_an_accuracy_is_shown_rounded_half_up_from_its_kept_value() -> None:
    assert [shown_accuracy(a) for a in (71.46, 71.44, 71.5, 72.5, 100.0, 0.0)] == [
        72,
        71,
        72,
        73,
        100,
        0,
    ]


def test_the_tables_review_judgement_is_kept_too(qtbot: Any, settings: Any) -> None:
    window = new_window(qtbot, settings)
    window.analyst.strength = CHEAP
    finish_a_deal(qtbot, window)
    review = window.show_review()
    qtbot.waitUntil(lambda: review.analysis is not None, timeout=30000)
    (deal,) = window.history.keeper.store.deals()
    assert deal.accuracy is not None
    expected = review.analysis.summary[review.deal.human].accuracy
    assert deal.accuracy == pytest.approx(expected, abs=0.05)


def test_delete_asks_and_moves_the_deal_to_the_trash(qtbot: Any, settings: Any) -> None:
    prompts = Told()
    window = new_window(qtbot, settings, prompts)
    finish_a_deal(qtbot, window)
    history = window.history.show_history()
    history.table.selectRow(0)
    deal_id = history.selected_ids()[0]
    history.delete_button.click()
    assert prompts.questions == ["Delete 1 deal from your history?"]
    assert history.shown_rows() == []
    assert (data_dir() / "history" / "trash" / f"{deal_id}.json").exists()
    assert window.history.show_statistics().shown()["deals"] == "0"


def test_the_filters_choose_the_rows(qtbot: Any, settings: Any) -> None:
    window = new_window(qtbot, settings)
    finish_a_deal(qtbot, window, seed=3)
    finish_a_deal(qtbot, window, seed=4, players=3)
    history = window.history.show_history()
    assert len(history.shown_rows()) == 2
    tables = history.filters["players"]
    tables.setCurrentIndex(tables.findData(3))
    (row,) = history.shown_rows()
    assert row[1] == "Three players, each for themselves"
    assert history.count.text() == "2 deals kept; 1 shown."
    # The tables in their order, and the five-player one, as the New game panel names them.
    assert [tables.itemText(i) for i in range(tables.count())] == [
        "All",
        "One against one",
        "Three players, each for themselves",
        "Two against two",
        "Five players: Briscola chiamata",
        "Six players, three against three",
    ]
    offered = NewGameDialog(choices(), window).mode
    for i in range(offered.count()):  # the same words, chiamata's too
        assert offered.itemText(i) == tables.itemText(tables.findData(offered.itemData(i)))
    tables.setCurrentIndex(0)
    assert history.count.text() == "2 deals kept"
    history.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    assert history.shown_rows()[0][1] == "One against one"
    # The statistics of one table, its chart too.
    statistics = window.history.show_statistics()
    assert len(statistics.chart.deals) == 2 and statistics.shown()["deals"] == "2"
    groups = [statistics.group.itemText(i) for i in range(statistics.group.count())]
    assert groups == [
        "All tables, variants and levels",
        "One against one · Classic · Beginner",
        "Three players, each for themselves · Classic · Beginner",
    ]
    statistics.group.setCurrentIndex(2)
    assert len(statistics.chart.deals) == 1 and statistics.shown()["deals"] == "1"
    assert statistics.chart.deals[0].players == 3


def test_save_deal_as_record_then_open_it(qtbot: Any, settings: Any, tmp_path: Path) -> None:
    window = new_window(qtbot, settings)
    final = finish_a_deal(qtbot, window)
    record, name = window.history.deal_to_save()
    assert name.endswith(".briscola")
    path = tmp_path / name
    assert window.history.save_record(path, record)
    assert replay(record).outcome() == final.outcome()
    review = window.history.open_record(path)
    assert isinstance(review, ReviewDialog)
    qtbot.addWidget(review)
    assert review.deal.final.plays == final.plays
    assert review.deal.human == window.controller.match.seat_of(0, 0)
    # The seats keep the table's names (the newcomer saw "Seat 2"); a seeded deal has no
    # shuffle to check.
    assert review.deal.names == window.controller.deal_seat_names(0)
    assert review.shuffle_label is None


def test_a_fair_deal_saved_as_a_record_opens_with_its_shuffle_checked(
    qtbot: Any, settings: Any, tmp_path: Path
) -> None:
    from .test_fair_table import cut_with

    window = new_window(qtbot, settings)
    window.start(choices(players=4))  # no seed: the app deals fairly
    qtbot.waitUntil(lambda: window.fair_table.panel.isVisible(), timeout=10000)
    cut_with(qtbot, window, "Nonno 1948")
    qtbot.waitUntil(lambda: ready(window.controller), timeout=10000)
    # Before the deal ends its seed is secret: a record saved now does not hold it.
    record, name = window.history.deal_to_save()
    assert "shuffle" not in record.meta
    resume_near_end(window)  # (its shuffle resumed with it)
    play_out(qtbot, window)
    record, name = window.history.deal_to_save()
    assert record.meta["shuffle"]["cut"] == "Nonno 1948"
    path = tmp_path / name
    assert window.history.save_record(path, record)
    review = window.history.open_record(path)
    qtbot.addWidget(review)
    assert review.shuffle_label is not None
    assert review.shuffle_label.text() == "✔ Shuffle verified"
    assert "Nonno 1948" in review.shuffle_label.toolTip()
    assert review.deal.names == window.controller.deal_seat_names(0)
    assert not any(name.startswith("Seat ") for name in review.deal.names)
    # A record whose shuffle was changed afterwards, or cannot be read, says so.
    data = json.loads(path.read_text())
    data["meta"]["shuffle"]["cut"] = "Nonno 1949"
    path.write_text(json.dumps(data))
    changed = window.history.open_record(path)
    qtbot.addWidget(changed)
    assert changed.shuffle_label.text() == (
        "✘ Shuffle not verified: the cards dealt are not the ones seed and cut give"
    )
    data["meta"]["shuffle"] = "nothing"
    data["meta"]["seat_names"] = ["x" * 500, None, 3, None]
    path.write_text(json.dumps(data))
    broken = window.history.open_record(path)
    qtbot.addWidget(broken)
    assert broken.shuffle_label.text() == (
        "✘ Shuffle not verified: its seed, cut and commitment cannot be read"
    )
    others = [n for seat, n in enumerate(broken.deal.names) if seat != broken.deal.human]
    assert all(n.startswith("Seat ") for n in others), "names that do not fit are not used"


BAD_FILES = {
    "foreign.json": (
        b'{"name": "not a record"}',
        "it is not a Briscola record, or not one this version reads",
        "unknown key 'name'",
    ),
    "truncated.json": (
        b'{"format": "briscola-record/1", "rules": {"players"',
        "it is not JSON text",
        "not valid JSON",
    ),
    "empty.briscola": (b"", "it is empty", ""),
    "binary.briscola": (b"\x89PNG\r\n\x1a\n\x00\xff", "it is not text", "not UTF-8 text (byte 0)"),
    "wrong-card.json": (None, "its cards or plays break the rules", "plays[0]: "),
    "huge.json": (
        b"[" + b"1," * 600_000 + b"1]",
        "it is far too big to be a record",
        "more than a record's 1,000,000",
    ),
    "missing.json": (False, "it cannot be read", "not a file"),
}


@pytest.mark.parametrize("name", BAD_FILES)
def test_a_bad_record_file_is_one_message_and_changes_nothing(
    qtbot: Any, settings: Any, tmp_path: Path, name: str
) -> None:
    prompts = Told()
    window = new_window(qtbot, settings, prompts)
    window.start(choices(), seed=3)
    data, why, detail = BAD_FILES[name]
    if data is None:  # a well-formed record whose first card is not in the leader's hand
        state = window.controller.state
        good = {"format": "briscola-record/1", "rules": {"players": 2, "variant": "classic"}}
        good["deck"] = [str(c) for c in state.deck]
        good["plays"] = [str(state.deck[-1])]
        data = json.dumps(good).encode()
    path = tmp_path / name
    if data is not False:
        path.write_bytes(data)
    before = path.read_bytes() if path.exists() else None
    deals_before = len(window.history.keeper.store.deals())
    assert window.history.open_record(path) is None
    (message,) = prompts.messages
    said = f"{name} cannot be opened as a Briscola record: {why}"
    if detail:
        assert message.startswith(f"{said} (") and detail in message
    else:  # the kind says it all
        assert message == f"{said}."
    assert message.count(name) == 1  # said once, not again in the detail
    assert "Traceback" not in message and "\n" not in message
    assert (path.read_bytes() if path.exists() else None) == before
    assert len(window.history.keeper.store.deals()) == deals_before
    assert window.controller.phase != Phase.IDLE  # the game on the table goes on


def test_a_record_dropped_on_the_window_opens(qtbot: Any, settings: Any, tmp_path: Path) -> None:
    window = new_window(qtbot, settings)
    finish_a_deal(qtbot, window)
    record, _ = window.history.deal_to_save()
    path = tmp_path / "dropped.json"
    path.write_text(record.to_json())
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path))])
    # The drag is taken where the table is (sent as Qt sends it) ...
    enter = QDragEnterEvent(
        QPoint(50, 50),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(window.view.viewport(), enter)
    assert enter.isAccepted()
    # ... and the drop handled (Qt delivers a drop only during a real drag: handed over).
    drop = QDropEvent(
        QPointF(50, 50),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    assert window.history.eventFilter(window.view.viewport(), drop)
    assert drop.isAccepted()
    (review,) = window.history.reviews
    qtbot.addWidget(review)
    assert review.deal.final.plays == record.plays


@pytest.mark.parametrize("problem", ["corrupt", "newer", "folder"])
def test_a_bad_statistics_file_is_said_moved_aside_and_made_again(
    qtbot: Any, settings: Any, problem: str
) -> None:
    import shutil
    import sqlite3

    window = new_window(qtbot, settings)
    finish_a_deal(qtbot, window)
    before = window.history.show_statistics().shown()
    window.close()
    database = data_dir() / "statistics.sqlite3"
    if problem == "corrupt":
        database.write_bytes(b"this is not a database at all" * 100)
    elif problem == "newer":
        db = sqlite3.connect(database)
        db.execute("PRAGMA user_version=99")
        db.close()
    else:
        shutil.rmtree(data_dir() / "history")
    prompts = Told()
    again = new_window(qtbot, settings, prompts)
    expected = {
        "corrupt": "The statistics file was damaged: it was kept as statistics.sqlite3.corrupt-",
        "newer": "The statistics file was written by a newer version of the game: it was kept"
        " as statistics.sqlite3.newer-",
        "folder": "The history folder was missing, so your statistics start again; the old"
        " statistics file was kept as statistics.sqlite3.no-history-",
    }[problem]
    qtbot.waitUntil(lambda: bool(prompts.messages))
    assert prompts.messages[0].startswith(expected)
    assert again.statusBar().currentMessage() in prompts.messages
    moved = list(data_dir().glob("statistics.sqlite3.*-*"))
    assert len(moved) == 1
    shown = again.history.show_statistics().shown()
    qtbot.wait(50)
    assert len(prompts.messages) == 1, "one message for one file (issue 41)"
    if problem == "folder":
        assert shown["deals"] == "0" and again.history.show_history().shown_rows() == []
    else:
        assert prompts.messages[0].endswith("the statistics were made again from your history.")
        assert shown == before


def test_a_damaged_statistics_file_brings_up_one_message_box(qtbot: Any, settings: Any) -> None:
    """Issue 41: two message boxes stacked for one damaged statistics file (the file set
    aside, and the statistics made again): one, saying what happened."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    from briscola_qt.app.base.prompts import DialogPrompts

    window = new_window(qtbot, settings)
    finish_a_deal(qtbot, window)
    window.close()
    (data_dir() / "statistics.sqlite3").write_bytes(b"garbage, not a database" * 100)
    again = new_window(qtbot, settings, DialogPrompts())

    def boxes() -> list[QMessageBox]:
        return [
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.isVisible()
        ]

    qtbot.waitUntil(lambda: bool(boxes()))
    qtbot.wait(100)  # (time for a second box, were there one)
    (box,) = boxes()
    assert box.text().startswith(
        "The statistics file was damaged: it was kept as statistics.sqlite3.corrupt-"
    )
    assert box.text().endswith("the statistics were made again from your history.")
    box.close()
    assert again.history.show_statistics().shown()["deals"] == "1"


def test_rebuild_and_show_the_folder(qtbot: Any, settings: Any) -> None:
    opened: list[Path] = []

    class Folders(Told):
        def open_folder(self, folder: Path) -> None:
            opened.append(folder)

    window = new_window(qtbot, settings, Folders())
    finish_a_deal(qtbot, window)
    statistics = window.history.show_statistics()
    before = statistics.shown()
    statistics.rebuild_button.click()
    assert statistics.shown() == before
    assert window.statusBar().currentMessage() == (
        "The statistics were made again from the 1 deal in your history."
    )
    window.history.show_history().folder_button.click()
    assert opened == [data_dir() / "history"]


def test_reset_and_export(qtbot: Any, settings: Any, tmp_path: Path, answer: Any) -> None:
    from PySide6.QtWidgets import QMessageBox

    from ..conftest import answer_with

    window = new_window(qtbot, settings)
    finish_a_deal(qtbot, window)
    statistics = window.history.show_statistics()
    target = tmp_path / "stats.csv"
    assert window.history.export_to(target)
    lines = target.read_text("utf-8").splitlines()
    assert lines[1].startswith("all,all,all,0,1,")
    # No: nothing changes.
    answer(QMessageBox, lambda box: answer_with(box, QMessageBox.ButtonRole.NoRole))
    assert not window.history.ask_reset()
    assert statistics.shown()["deals"] == "1"
    answer(QMessageBox, lambda box: answer_with(box, QMessageBox.ButtonRole.YesRole))
    assert window.history.ask_reset()
    assert statistics.shown()["deals"] == "0"
    assert len(window.history.show_history().shown_rows()) == 1  # the records are kept


def test_a_record_the_finder_hands_over_opens(qtbot: Any, settings: Any, tmp_path: Path) -> None:
    """macOS opens a document by a QFileOpenEvent to the application."""
    from PySide6.QtGui import QFileOpenEvent

    window = new_window(qtbot, settings)
    finish_a_deal(qtbot, window)
    record, _ = window.history.deal_to_save()
    path = tmp_path / "opened.briscola"
    path.write_text(record.to_json())
    assert window.history.eventFilter(QApplication.instance(), QFileOpenEvent(str(path)))
    (review,) = window.history.reviews
    qtbot.addWidget(review)
    assert review.deal.final.plays == record.plays


@pytest.mark.parametrize("good", [True, False])
def test_briscola_qt_record_on_the_command_line(tmp_path: Path, good: bool) -> None:
    import os
    import subprocess
    import sys

    from tests.history.deals import finished_record

    path = tmp_path / "game.briscola"
    path.write_text(finished_record(7).to_json() if good else "{broken")
    done = subprocess.run(
        [sys.executable, "-m", "briscola_qt.app.shell.main", "--exit-after-paint", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        env={
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "HOME": str(tmp_path),
            "XDG_CONFIG_HOME": str(tmp_path / "config"),
            "BRISCOLA_QT_DATA": str(tmp_path / "data"),
        },
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr


def test_a_resumed_match_keeps_its_match_in_the_history(qtbot: Any, settings: Any) -> None:
    window = new_window(qtbot, settings)
    window.start(choices(length="best_of_3"), seed=11)
    resume_near_end(window)
    play_out(qtbot, window)
    window.close()  # saved, the match goes on next time
    again = new_window(qtbot, settings)
    again.resume_or_start(choices())
    assert len(again.controller.finished) == 1
    again.controller.next_deal()
    resume_near_end(again)
    play_out(qtbot, again)
    first, second = sorted(again.history.keeper.store.deals(), key=lambda d: d.id)
    assert first.match_id == second.match_id
    assert (first.deal_number, second.deal_number) == (0, 1)


def test_an_unfinished_deal_saved_as_a_record_opens(
    qtbot: Any, settings: Any, tmp_path: Path
) -> None:
    window = new_window(qtbot, settings)
    window.analyst.strength = CHEAP
    window.start(choices(), seed=3)
    controller = window.controller
    for _ in range(3):
        qtbot.waitUntil(
            lambda: controller.can_continue() or bool(controller.snapshot().legal), timeout=20000
        )
        if controller.can_continue():
            controller.continue_trick()
        else:
            controller.play_card(controller.snapshot().legal[0])
    record, _ = window.history.deal_to_save()
    assert record.result is None and record.plays
    path = tmp_path / "half.briscola"
    assert window.history.save_record(path, record)
    review = window.history.open_record(path)
    assert isinstance(review, ReviewDialog)
    qtbot.addWidget(review)
    assert len(review.steps) == len(record.plays) + 1
    qtbot.waitUntil(lambda: review.analyst.running() is None, timeout=60000)
    assert review.analysis is not None  # judged as far as it goes
    assert review.summary.text().startswith("All your plays cost")


def test_undo_and_face_up_are_kept_with_the_deal(qtbot: Any, settings: Any) -> None:
    window = new_window(qtbot, settings)
    window.start(choices(), seed=8)
    controller = window.controller
    qtbot.waitUntil(lambda: bool(controller.snapshot().legal), timeout=20000)
    controller.play_card(controller.snapshot().legal[0])
    qtbot.waitUntil(window.undo_action.isEnabled, timeout=20000)
    window.undo_action.trigger()
    window.settings.face_up = True  # (the question is asked by the menu, not here)
    play_out(qtbot, window)
    store = window.history.keeper.store
    (deal,) = store.deals()
    entry = store.entry(deal.id)
    assert (entry.undo, entry.face_up, entry.hints, entry.practice) == (True, True, False, True)
    (row,) = window.history.show_history().shown_rows()
    assert row[4].endswith("(practice: face up)")
    assert window.history.show_statistics().shown()["deals"] == "0"


def test_a_record_given_to_a_second_start_opens_in_the_open_window(
    qtbot: Any, settings: Any, tmp_path: Path
) -> None:
    """A double-click on a record while the game is open: the second start hands the
    file to the window that holds the game (instance.py) and leaves."""
    from briscola_qt.app.shell.instance import ForwardWatch, ask_to_come_forward

    window = new_window(qtbot, settings)
    finish_a_deal(qtbot, window)
    record, _ = window.history.deal_to_save()
    path = tmp_path / "double-clicked.briscola"
    path.write_text(record.to_json())
    folder = tmp_path / "data"
    folder.mkdir()
    watch = ForwardWatch(folder, window)
    watch.recordWanted.connect(window.history.open_path)
    assert ask_to_come_forward(folder, record=path)
    (review,) = window.history.reviews
    qtbot.addWidget(review)
    assert review.deal.final.plays == record.plays


def test_a_history_that_cannot_be_kept_is_said_and_the_game_goes_on(
    qtbot: Any, settings: Any
) -> None:
    data_dir().mkdir(parents=True, exist_ok=True)
    (data_dir() / "history").write_text("a file where the history folder should be")
    prompts = Told()
    window = new_window(qtbot, settings, prompts)
    qtbot.waitUntil(lambda: bool(prompts.messages))
    assert prompts.messages[-1].startswith("Your history cannot be kept this time: ")
    assert not window.history.history_action.isEnabled()
    finish_a_deal(qtbot, window)  # the game goes on, nothing kept
    assert window.controller.phase != Phase.IDLE


def test_a_fairly_dealt_deal_is_kept_with_its_verified_shuffle(qtbot: Any, settings: Any) -> None:
    from briscola_qt.engine import fair

    from .test_fair_table import cut_with

    window = new_window(qtbot, settings)
    window.start(choices(players=2))  # no seed: the app deals fairly
    qtbot.waitUntil(lambda: window.fair_table.panel.isVisible(), timeout=10000)
    cut_with(qtbot, window, "Nonna 1957")
    resume_near_end(window)  # (its shuffle resumed with it)
    play_out(qtbot, window)
    history = window.history.show_history()
    (row,) = history.shown_rows()
    assert row[0].endswith(" ✔"), row
    assert history.legend.isVisibleTo(history)
    assert history.legend.text() == (
        "✔ after the date: a fairly shuffled deal whose shuffle checked out"
    )
    tip = history.model.index(0, 0).data(Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("✔ Shuffle verified")
    store = window.history.keeper.store
    (kept,) = store.deals()
    entry = store.entry(kept.id)
    assert entry.shuffle is not None and entry.shuffle.cut == "Nonna 1957"
    seed = bytes.fromhex(entry.shuffle.seed)
    assert fair.commitment_of(seed) == entry.shuffle.commitment
    record = store.record(kept.id)
    assert fair.check_deck(record.rules, record.deck, seed, "Nonna 1957").ok
    # Its review from the history checks the shuffle too.
    history.table.selectRow(0)
    review = window.history.review_kept(kept.id)
    qtbot.addWidget(review)
    assert review.shuffle_label is not None
    assert review.shuffle_label.text() == "✔ Shuffle verified"


def test_a_chiamata_deal_is_kept_for_the_side_the_auction_gave_the_player(
    qtbot: Any, settings: Any
) -> None:
    from briscola_qt.engine.cards import Rank

    from ..chiamata.test_chiamata_table import CHIAMATA, play_chiamata_deal

    window = new_window(qtbot, settings)
    window.start(choices(**CHIAMATA), seed=3)
    play_chiamata_deal(qtbot, window, Rank.ACE)
    final = window.controller.finished[-1]
    seat = window.controller.match.seat_of(0, 0)
    outcome = final.outcome()
    side = final.deal_sides()[seat]
    result = "Won" if outcome.scores[seat] > 0 else "Lost"
    history = window.history.show_history()
    (row,) = history.shown_rows()
    assert row[1:5] == ["Five players", "Briscola chiamata", "Beginner", result]
    assert row[5].startswith(f"{outcome.points[side]}–{outcome.points[1 - side]}")
    statistics = window.history.show_statistics()
    assert statistics.shown()["deals"] == "1"
    assert statistics.shown()[result.lower()] == "1 (100%)"
    # It opens for review from the history, judged like any deal, and the judgement is
    # kept with it (the statistics count it; no luck is rated in chiamata).
    window.analyst.strength = CHEAP
    history.table.selectRow(0)
    review = window.history.review_kept(history.selected_ids()[0])
    assert isinstance(review, ReviewDialog)
    qtbot.addWidget(review)
    assert len(review.steps) == 41
    qtbot.waitUntil(lambda: review.analysis is not None, timeout=30000)
    qtbot.waitUntil(lambda: history.shown_rows()[0][6].endswith(" of 100"), timeout=5000)
    (deal,) = window.history.keeper.store.deals()
    assert deal.accuracy is not None and deal.luck is None
    shown = window.history.show_statistics().shown()
    assert shown["judged"] == "1" and shown["luck"] == "–", "no luck of 0.0 made up"
    # The filters offer the five-player table and chiamata, and choose the row.
    chiamata = ("players", "Five players: Briscola chiamata"), ("variant", "Briscola chiamata")
    for key, wanted in chiamata:
        box = history.filters[key]
        names = [box.itemText(i) for i in range(box.count())]
        box.setCurrentIndex(names.index(wanted))
        assert len(history.shown_rows()) == 1
    # The count says what the filters leave, and a filter that leaves nothing says so.
    box = history.filters["variant"]
    box.setCurrentIndex([box.itemText(i) for i in range(box.count())].index("Classic"))
    assert history.shown_rows() == []
    assert history.count.text() == "1 deal kept; none of them fits these filters."


def test_a_deal_without_a_choice_gets_no_accuracy(qtbot: Any, settings: Any) -> None:
    """A chiamata deal thrown in (all five passed) has nothing to judge: its review must
    not count as an accuracy of 100 in the statistics."""
    import random

    from briscola_qt.analysis import analyse
    from briscola_qt.engine.chiamata import PASS
    from briscola_qt.engine.record import record_of
    from briscola_qt.engine.rules import Rules
    from briscola_qt.engine.state import GameState
    from briscola_qt.history import DealEntry, MatchPart

    window = new_window(qtbot, settings)
    keeper = window.history.keeper
    state = GameState.deal(Rules(5, "chiamata"), random.Random(1))
    for _ in range(5):
        state.push(PASS)
    record = record_of(state, {"human_seat": 0})
    entry = DealEntry("2026-12-02T07:00:00Z", "medium", "piacentine", 0, MatchPart("m1"))
    deal_id = keeper.store.add_deal(record, entry)
    keeper.keep_analysis(deal_id, 0, analyse(record, CHEAP))
    (deal,) = keeper.store.deals()
    assert deal.result == "drawn" and deal.accuracy is None
    assert window.history.show_statistics().shown()["judged"] == "0"


def test_a_match_two_others_share_at_the_top_is_lost_for_the_player(
    qtbot: Any, settings: Any
) -> None:
    """Three players, best of three, draws counted: Marco won a deal, one was drawn, and
    Lucia wins the last: they share the top and the player lost the match (the history
    said "drawn" for any match without a single winner)."""
    from briscola_qt.engine.match import DealResult

    window = new_window(qtbot, settings)
    window.start(choices(players=3, length="best_of_3"), seed=1)  # (participant 1 wins)
    match = window.controller.match
    # (the two deals before: participant 2 won one, the other drawn)
    match.results.extend([DealResult([30, 30, 60], 2, 1), DealResult([40, 40, 40], None, 0)])
    play_out(qtbot, window)
    assert match.is_over() and match.scores() == [0, 1, 1]
    shown = window.history.show_statistics().shown()
    assert (shown["matches_lost"], shown["matches_drawn"]) == ("1 (100%)", "0 (0%)")


class Reasons(QuietPrompts):
    """Nobody at the window: every question's reason kept, every question answered no."""

    def __init__(self) -> None:
        self.reasons: list[str] = []

    def ask(self, parent: Any, title: str, question: str, reason: str, yes: str, no: str) -> bool:
        self.reasons.append(question + " " + reason)
        return False


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        ("en", "Delete 1 deal from your history? It is moved", "2 deals from your history? They"),
        (
            "it",
            "Eliminare 1 smazzata dal tuo storico? Viene spostata",
            "2 smazzate dal tuo storico? Vengono",
        ),
    ],
)
def test_deleting_deals_says_it_or_they_as_their_number_asks(
    qtbot: Any, settings: Any, request: Any, language: str, one: str, two: str
) -> None:
    if language == "it":
        request.getfixturevalue("italian_ui")
    prompts = Reasons()
    window = new_window(qtbot, settings, prompts)
    assert window.history.ask_delete(["20261202-000000-000000-abcd"]) is False
    window.history.ask_delete(["20261202-000000-000000-abcd", "20261202-000000-000000-abce"])
    first, second = prompts.reasons
    assert first.startswith(one) and two in second


def test_the_statistics_fit_800_pixels_in_italian_with_both_units_of_luck(qapp: Any) -> None:
    """The average luck, in win chance with the card points beside (the other way round
    here), made the Italian window a thousand pixels wide: it wraps."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from briscola_qt.app.base import i18n
    from briscola_qt.app.history.statistics import StatisticsWindow
    from briscola_qt.history import Totals

    counted = Totals(0, "", "", False, deals=3, won=2, lost=1, points=190, judged=2)
    counted.accuracy, counted.luck, counted.lucky = 151.0, 3.0, 2
    counted.luck_win, counted.lucky_win = -0.08, 2
    found = i18n.install("it")
    try:
        window = StatisticsWindow(lambda: [counted], lambda key: [])
        shown = window.shown()
        assert shown["luck"].startswith("−4,0 punti di probabilità di vittoria a smazzata")
        assert "eppure +1,5 punti delle carte" in shown["luck"]
        assert window.minimumSizeHint().width() <= 780
        window.deleteLater()
    finally:
        for translator in found:
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(QLocale("en"))
