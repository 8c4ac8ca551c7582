"""Test-wide setup: Qt runs offscreen, and this must happen before anything imports Qt."""

import compileall
import dataclasses
import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings as hypothesis_settings

from . import run_once
from .app import shared_renders

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# No example of a property test has a deadline (Hypothesis's default is 200 ms): these tests
# are of what the code does, not how fast, and the machines are shared. With four workers on
# two cores an example of test_a_changed_save_loads_right_or_is_refused once took longer
# and failed the run (7 Dec 2026). Speed has its benchmarks (benchmarks/).
hypothesis_settings.register_profile("briscola", deadline=None)
hypothesis_settings.load_profile("briscola")

# Where PYTHONDONTWRITEBYTECODE is set (as on this project's machines), pytest rewrote the
# asserts of every test module afresh in every worker at every run, and never kept the
# result: two thirds of collecting (6.3 s of CPU a worker against 2.0 s with them kept).
# The modules imported from here on are kept in __pycache__ (git ignores it), as Python
# keeps them by default.
sys.dont_write_bytecode = False

PACKAGE = Path(__file__).resolve().parent.parent / "briscola_qt"


def pytest_configure(config: pytest.Config) -> None:
    """Where PYTHONDONTWRITEBYTECODE is set (as on this project's CI machines), no import
    caches the package's compiled modules, and each of the suite's 170-odd child processes
    (the command-line tools, the bots, the game started for real) would compile it again,
    a fifth of a second of CPU apiece. The run compiles it once first, as pip does for the
    packages it installs; the xdist workers, started after this, read it too."""
    if sys.dont_write_bytecode and not hasattr(config, "workerinput"):
        compileall.compile_dir(PACKAGE, quiet=1)
    if not hasattr(config, "workerinput"):
        _temporary_files_in_memory(config)
        # The card pictures the app tests' windows draw, kept for all the run's workers
        # (tests/app/shared_renders.py).
        config.add_cleanup(shared_renders.make_folder())
        # What some tests share that takes seconds to make (tests/run_once.py).
        config.add_cleanup(run_once.make_folder())


DISK_TEMP_VARIABLE = "BRISCOLA_TEST_DISK_TEMP"
"""The temporary folder on the disk, for the tests that must write there (the crash tests),
where the run's temporary files went to the RAM disk."""


def _temporary_files_in_memory(config: pytest.Config) -> None:
    """The run's temporary files (every ``tmp_path``, the data folders, what the child
    processes write) go to a folder of the machine's RAM disk where Linux has one and
    TMPDIR does not say otherwise. The suite writes tens of thousands of small files as
    the app writes them (a temporary name, then a rename: the saved game at each trick, the
    history, settings): on this machine's ext4 a write and rename took 217 µs of CPU, on
    /dev/shm 70. The folder is made by the run's first process, inherited by the workers
    and their children (TMPDIR), and removed at the run's end."""
    shm = Path("/dev/shm")
    if sys.platform != "linux" or os.environ.get("TMPDIR"):
        return
    if not (shm.is_dir() and os.access(shm, os.W_OK | os.X_OK)):
        return
    folder = tempfile.mkdtemp(prefix="briscola-tests-", dir=shm)
    os.environ[DISK_TEMP_VARIABLE] = tempfile.gettempdir()
    os.environ["TMPDIR"] = folder
    tempfile.tempdir = None  # (read again from TMPDIR)
    config.add_cleanup(lambda: shutil.rmtree(folder, ignore_errors=True))


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """``-n auto``: two workers a core this process may use. Much of the suite's time is
    spent waiting (child processes, animations at their speeds, network round trips on
    loopback, servers' timers), which a worker more fills with another test's work. On a
    machine of two cores whose CPU did the suite in 240 s (7 Dec 2026), three workers took
    175 and 178 s of wall, four 147 and 151, five 149; with the slow tests first, three
    took 161 s and four 141 and 158 (the one in between loaded by something else: 10% more
    CPU). On a slower machine of the same cores (270 s in three workers, 4 Dec) four had
    won nothing over three: the waits were a smaller part."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return 2 * (cores or 1)


SHARED_FIXTURE_MODULES = frozenset(
    {
        "tests/analysis/test_judge.py",  # three deals judged at the quick strength
        "tests/analysis/test_kept.py",  # a judged deal
        "tests/history/test_practice.py",  # two histories played and judged
        "tests/packaging/test_selftest.py",  # the whole self-test of the installation
    }
)
"""Modules whose tests share a costly module fixture (or cached result): with xdist each
goes to one worker whole. Handed out one test at a time like the others, their tests went
to every worker, and each worker made the fixture again."""


@pytest.hookimpl(optionalhook=True)  # (a run without pytest-xdist has no such hook)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """``--dist load``, but the tests of ``SHARED_FIXTURE_MODULES`` are one unit of work.
    (What ``--dist loadgroup`` and the ``xdist_group`` mark are for; but pytest-xdist 3.8
    marks the group in ``item._nodeid``, which pytest 9 no longer reads, so it groups
    nothing.) Every other test is a unit of its own, handed out in collection order, the
    slow ones first; the units of several tests go out before them."""
    if config.getvalue("dist") != "load":
        return None
    from xdist.scheduler import LoadScopeScheduling

    class SharedFixtureScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            module = nodeid.split("::", 1)[0]
            return module if module in SHARED_FIXTURE_MODULES else nodeid

    return SharedFixtureScheduling(config, log)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The longest tests (marked slow) first: xdist hands tests out in this order, so
    the others fill the remaining workers around them instead of waiting at the end. A
    test that waits seconds is slow too, CPU or not: the server's load soak and its lagging
    loop, unmarked, were the run's last tests and its last 10 s, one worker busy and the
    cores idle."""
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


@pytest.fixture(autouse=True)
def _work_bound_moves(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Expert's moves are bounded by work, the clock being only a safety net; on a
    loaded machine the net could cut a move short and change it, so tests widen it
    (``test_the_clock_is_a_safety_net`` narrows it again)."""
    from briscola_qt.ai import expert

    wide = dataclasses.replace(expert.DEFAULT_CONFIG, clock_factor=1000.0)
    monkeypatch.setattr(expert, "DEFAULT_CONFIG", wide)


@pytest.fixture(autouse=True)
def _no_flush_to_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Files are written as the app writes them (a temporary name, then a rename) but not
    forced to the disk: an eighth of a deal's time at the table went to fsync. What a crash
    loses is tested in child processes, where nothing is patched (tests/history/test_crash.py)."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)


@pytest.fixture(autouse=True)
def _private_data_folder(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What the app writes (log, saved game, user decks) goes to a temporary folder."""
    monkeypatch.setenv("BRISCOLA_QT_DATA", str(tmp_path_factory.mktemp("data")))


POLL_MS = (1, 1, 2, 2, 4, 4, 8)
"""How long ``qtbot.waitUntil`` waits between two looks: a millisecond at first, up to
pytest-qt's ten after a few looks."""


def _wait_until(self: object, callback: Callable[[], bool | None], *, timeout: int = 5000) -> None:
    """pytest-qt's ``waitUntil`` with its pause between two looks backing off from 1 ms to
    10, not 10 from the start. Most conditions a test waits for (a computer's card, a
    dialog's answer, a signal relayed from a thread) hold a millisecond or two after the
    first look: ten at each one was some 2,000 idle waits in the chiamata table's 37 tests
    alone (36 s wall against 16 s of CPU). Same contract: the callback returns True, False
    or None, or raises AssertionError until it holds; TimeoutError past ``timeout`` ms."""
    __tracebackhide__ = True
    deadline = time.monotonic() + timeout / 1000
    looks = 0
    while True:
        try:
            result = callback()
        except AssertionError as error:
            if time.monotonic() > deadline:
                raise TimeoutError(f"waitUntil timed out in {timeout} milliseconds") from error
        else:
            if result not in (None, True, False):
                raise ValueError(
                    f"waitUntil() callback must return None, True or False, returned {result!r}"
                )
            if result is None or result:
                return
            if time.monotonic() > deadline:
                raise TimeoutError(f"waitUntil timed out in {timeout} milliseconds")
        self.wait(POLL_MS[looks] if looks < len(POLL_MS) else 10)  # type: ignore[attr-defined]
        looks += 1


def _poll_sooner() -> None:
    try:
        from pytestqt.qtbot import QtBot
    except ImportError:  # (a run without pytest-qt: nothing to speed up)
        return
    for name in ("waitUntil", "wait_until"):
        setattr(QtBot, name, _wait_until)


_poll_sooner()
