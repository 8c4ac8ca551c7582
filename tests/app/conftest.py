"""App test fixtures: settings in a temporary folder, a main window at instant speed."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from briscola_qt.app.base.prompts import DialogPrompts, Prompts, QuietPrompts
from briscola_qt.app.base.settings import GameChoices, Settings


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
