"""App test fixtures: settings in a temporary folder, a main window at instant speed."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QWidget

from briscola_qt.app.base.prompts import DialogPrompts, Prompts, QuietPrompts
from briscola_qt.app.base.settings import GameChoices, Settings

from . import shared_renders


class HeardSounds:
    """Stands for the audio device in the tests: records which sounds were played."""

    def __init__(self) -> None:
        self.names: list[str] = []
        self.available = True


@pytest.fixture(autouse=True)
def no_cut_key_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tests type a cut as soon as the panel shows (the guard has its own test)."""
    from briscola_qt.app.history.fair_table import CutPanel

    monkeypatch.setattr(CutPanel, "KEY_GUARD_S", 0.0)


@pytest.fixture(autouse=True)
def heard(monkeypatch: pytest.MonkeyPatch) -> HeardSounds:
    """No test plays through the machine's speakers; each sees what the table played."""
    from briscola_qt.app.table import sound

    record = HeardSounds()
    original_play = sound.Sounds.play

    def play(self: sound.Sounds, name: str) -> None:
        if not self.muted:
            record.names.append(name)
        original_play(self, name)

    def open_output(source: sound.Source) -> object | None:
        return _SilentOutput() if record.available else None

    monkeypatch.setattr(sound.Sounds, "play", play)
    monkeypatch.setattr(sound, "open_device", open_output)
    return record


class _SilentOutput:
    def close(self) -> None:
        pass


@pytest.fixture(autouse=True, scope="session")
def _renders_shared_by_the_workers() -> Iterator[None]:
    """The cards are drawn once for the whole run, whichever worker draws them first
    (shared_renders.py says how, and why it changes no pixel)."""
    from briscola_qt.app.table import cardart

    yield from shared_renders.installed(cardart)


@pytest.fixture(autouse=True)
def _collected_from_the_event_loop(qapp: QApplication) -> Iterator[None]:
    """Python's cyclic collections from the event loop only, as in the app (main.py;
    base/collector.py says why: an automatic one inside ``QTableView.setModel`` froze a
    worker of the suite for good)."""
    from briscola_qt.app.base.collector import EventLoopCollector

    collector = EventLoopCollector(qapp)
    yield
    collector.stop()
    collector.setParent(None)  # type: ignore[call-overload]  # (Qt takes None: no parent)


@pytest.fixture(autouse=True)
def _no_renders_ahead(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The table has every card of the deck rendered in the background at each new card
    size, ahead of its showing (``CardArt.warm``): in a test that resizes its window a few
    times, those renders of cards nobody looks at were most of its CPU (a whole 41-card deck
    at each size). The cards shown are drawn all the same, when painted; tests of the
    renders ahead themselves are marked ``renders_ahead``."""
    if request.node.get_closest_marker("renders_ahead") is None:
        from briscola_qt.app.table import cardart

        monkeypatch.setattr(cardart.CardArt, "warm", lambda *_args, **_kw: 0)


@pytest.fixture(autouse=True)
def _cheap_review_judge(monkeypatch: pytest.MonkeyPatch) -> None:
    """A review opened by a test that sets no judge of its own is judged by a cheap one (the
    same search, a hundredth of the work): such tests read the review's words, and each
    review at the app's strength was a child process judging for seconds until its window
    closed. Tests of the judge's figures set their strength (LIGHT, CHEAP) themselves."""
    from briscola_qt.analysis import Strength
    from briscola_qt.app.review import analyst

    monkeypatch.setattr(analyst, "DEFAULT", Strength("test", 0.002, 2))


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers",
        "analysis_child: the review's judge runs in its child process, as in the app"
        " (tests/app/conftest.py)",
    )


class _AnalysisHere:
    """``ChildAnalysis`` as the tests' reviews have it: the same judge on the same record,
    said through the same messages, but in this process, at the analyst's first look
    (a fresh interpreter started for each review, to judge a deal in milliseconds with
    the tests' cheap judge, was two thirds of a second of CPU apiece)."""

    def __init__(self, record: Any, strength: Any) -> None:
        self._record, self._strength = record, strength
        self._over = False

    def start(self) -> None:
        pass

    def poll(self) -> list[Any]:
        from briscola_qt.analysis.child import Failed, Finished, Progressed
        from briscola_qt.analysis.review import analyse
        from briscola_qt.engine.errors import RecordError

        if self._over:
            return []
        self._over = True
        said: list[Any] = []
        try:
            found = analyse(
                self._record, self._strength, progress=lambda d, t: said.append(Progressed(d, t))
            )
        except RecordError as error:
            return [*said, Failed(str(error))]
        return [*said, Finished(found)]

    def stop(self) -> None:
        self._over = True


@pytest.fixture(autouse=True)
def _analysis_in_this_process(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A review's analysis is worked out in the test's process (``_AnalysisHere``); the
    tests of the child process itself, and of calling a running analysis off, are marked
    ``analysis_child`` and have it as the app does."""
    if request.node.get_closest_marker("analysis_child") is None:
        from briscola_qt.app.review import analyst

        monkeypatch.setattr(analyst, "ChildAnalysis", _AnalysisHere)


@pytest.fixture
def plain_card_art(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Cards drawn as plain ivory rectangles of the right size, not from their SVG files:
    for the tests of where things lie on the table at many window sizes, where rendering
    every card at every size was a fifth of their time. What the cards look like has its
    own tests (tests/app/table/test_cardart.py, tests/decks). The process's shared renders
    are set aside, so no plain card outlives the test."""
    from briscola_qt.app.table import cardart

    # (a plain card rendered ahead could land in the shared renders after the test)
    assert request.node.get_closest_marker("renders_ahead") is None

    def plain(_path: Path, width: int, height: int, _renderer: object) -> QImage:
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor(250, 246, 236))
        return image

    monkeypatch.setattr(cardart, "draw_art", plain)
    monkeypatch.setattr(cardart, "_rendered", cardart._Pixmaps(cardart.MAX_CACHED))


@pytest.fixture
def settings(qapp: object, tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def shown_window(qtbot: object, settings: Settings, prompts: Prompts) -> Iterator[object]:
    from briscola_qt.app.shell.window import MainWindow

    settings.speed = "instant"  # the window applies the stored speed
    win = MainWindow(settings, prompts=prompts)
    qtbot.addWidget(win)  # type: ignore[attr-defined]
    win.resize(1100, 760)
    win.show()
    yield win
    win.controller.stop()


@pytest.fixture
def window(qtbot: object, settings: Settings) -> Iterator[object]:
    """The main window with nobody at it: no dialog shows, no question is answered (the
    test plays, and answers the 2-of-trump swap itself)."""
    yield from shown_window(qtbot, settings, QuietPrompts())


@pytest.fixture
def asking_window(qtbot: object, settings: Settings) -> Iterator[object]:
    """The main window with its dialogs shown, as a player sees them: the test answers
    each question (see ``answer``)."""
    yield from shown_window(qtbot, settings, DialogPrompts())


def choices(**overrides: object) -> GameChoices:
    base = {"level": "beginner", "players": 2}
    base.update(overrides)
    return GameChoices(**base)  # type: ignore[arg-type]


@pytest.fixture
def answer(qapp: object) -> Iterator[Callable[[type[QWidget], Callable[[Any], None]], list[Any]]]:
    """Deal with the next modal window of a type as the player would; returns the window
    seen, in a list (empty until it shows)."""
    timers: list[QTimer] = []

    def arm(kind: type[QWidget], act: Callable[[Any], None]) -> list[Any]:
        seen: list[Any] = []

        def check() -> None:
            modal = QApplication.activeModalWidget()
            if isinstance(modal, kind):
                timer.stop()
                seen.append(modal)
                act(modal)

        timer = QTimer()
        timer.timeout.connect(check)
        timer.start(10)
        timers.append(timer)
        return seen

    yield arm
    for timer in timers:
        timer.stop()


def answer_with(box: Any, role: Any) -> None:
    """Click the button of ``role`` in the message box ``box``, as the player would."""
    (button,) = [b for b in box.buttons() if box.buttonRole(b) == role]
    button.click()


@pytest.fixture
def italian_ui(qapp: object) -> Iterator[None]:
    """The interface in Italian, ours and Qt's own words, for one test."""
    from PySide6.QtCore import QCoreApplication, QLocale

    from briscola_qt.app.base import i18n

    found = i18n.install("it")
    yield
    for translator in found:
        QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(QLocale("en"))


@pytest.fixture
def open_window(qtbot: Any, settings: Settings) -> Callable[[str, str], Any]:
    """A main window with the interface ``language`` and the deck ``deck`` (nobody at it)."""

    def make(language: str, deck: str) -> Any:
        from briscola_qt.app.shell.window import MainWindow

        settings.language = language
        settings.deck = deck
        settings.speed = "instant"
        win = MainWindow(settings, prompts=QuietPrompts())
        qtbot.addWidget(win)
        return win

    return make


def resume_near_end(window: Any, tricks_left: int = 2) -> None:
    """The deal on the window's table played on by the engine (each seat its last legal
    action) to its last ``tricks_left`` tricks, and put back on the table as a saved game
    is (the match, its finished deals and the deal in progress): a test of what the table
    shows at a deal's end plays only those tricks through the window, as the player would,
    not the whole deal (each trick through the window is tens of milliseconds of CPU)."""
    controller = window.controller
    saved = controller.saved_game(window.table_setting())  # (a fair match's shuffles too)
    assert saved is not None and saved.deal is not None, "a deal on the table"
    state = saved.deal.clone()
    players = state.rules.players

    def cards_left() -> int:
        return sum(len(state.hand(seat)) for seat in range(players)) + state.stock_count

    while not state.is_terminal() and (state.trick or cards_left() > tricks_left * players):
        state.push(state.legal_actions()[-1])
    saved.deal = state
    controller.resume(saved)
