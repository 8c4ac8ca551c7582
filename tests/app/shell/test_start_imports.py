"""The app starts without importing what plays over the network: the friends' windows and
dialogs, the table server and client, and the libraries under them. They are imported at
the first host, join or hosted resume (shell/friends_actions.py); at the start they were a
third of importing the main window (0.19 of 0.58 s of CPU here).

Read from the source, as the structure tests read it: the imports a module runs when it
is imported (those at its top level, not those inside functions or under TYPE_CHECKING),
followed from the app's entry through the package's own modules."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest

from ..test_structure import PACKAGE, module_name

START = (
    "briscola_qt.app.shell.main",
    "briscola_qt.app.shell.window",
    "briscola_qt.app.shell.screenshot",
    "briscola_qt.app.shell.crash",
    "briscola_qt.app.shell.instance",
    "briscola_qt.app.shell.deck_chooser",
    "briscola_qt.app.base.i18n",
)
"""What a start imports: the entry, and what its ``main`` imports as it starts the app."""
NETWORK = ("websockets", "zeroconf", "asyncio", "spake2", "cryptography", "ifaddr")
"""Libraries only the network needs (asyncio: the network's threads run its loops)."""


@functools.cache
def _top_level_imports(path: Path) -> frozenset[str]:
    """The modules ``path`` imports when it is imported: its top-level statements, and
    those under a top-level ``if``/``try`` other than ``if TYPE_CHECKING``."""
    name = module_name(path)
    package = name if path.stem == "__init__" else name.rpartition(".")[0]
    found: set[str] = set()

    def visit(body: list[ast.stmt]) -> None:
        for node in body:
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    parts = package.split(".")
                    base = ".".join(parts[: len(parts) - (node.level - 1)])
                    stem = f"{base}.{node.module}" if node.module else base
                else:
                    stem = node.module or ""
                found.add(stem)
                found.update(f"{stem}.{alias.name}" for alias in node.names)
            elif isinstance(node, ast.If):
                test = node.test
                if not (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING"):
                    visit(node.body)
                    visit(node.orelse)
            elif isinstance(node, ast.Try):
                visit(node.body)
                for handler in node.handlers:
                    visit(handler.body)

    visit(ast.parse(path.read_text(encoding="utf-8")).body)
    return frozenset(found)


@functools.cache
def _modules() -> dict[str, Path]:
    return {module_name(path): path for path in PACKAGE.rglob("*.py")}


@functools.cache  # (read once a process: every test here asks for the same start)
def imported_at_start(*entries: str) -> frozenset[str]:
    """Every module importing ``entries`` imports (by default, what a start imports): the
    package's own, and the first name of each library."""
    modules = _modules()
    seen: set[str] = set()
    libraries: set[str] = set()
    todo = list(entries or START)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        # (importing a.b.c runs the packages a and a.b first)
        parts = name.split(".")
        todo += [".".join(parts[:i]) for i in range(1, len(parts)) if ".".join(parts[:i])]
        for target in _top_level_imports(modules[name]):
            if target in modules:
                todo.append(target)
            elif not target.startswith("briscola_qt"):
                libraries.add(target.split(".")[0])
    return frozenset({name for name in seen if name.startswith("briscola_qt")} | libraries)


def test_the_reading_follows_imports_as_python_runs_them() -> None:
    # (what the friends' menu imports when it is used is read as imported then, and the
    # window itself, imported at the start, is found)
    found = imported_at_start()
    assert "briscola_qt.app.shell.window" in found
    assert "briscola_qt.app.shell.friends_actions" in found
    assert "PySide6" in found
    assert "briscola_qt.app.shell.friends_window" in imported_at_start(
        "briscola_qt.app.shell.friends_window"
    )
    assert "websockets" in imported_at_start("briscola_qt.net.threads")


@pytest.mark.parametrize("library", NETWORK)
def test_the_app_starts_without_the_network_libraries(library: str) -> None:
    assert library not in imported_at_start()


def test_the_app_starts_without_the_network_modules() -> None:
    network = sorted(
        name
        for name in imported_at_start()
        if name.startswith("briscola_qt.net.")
        or name.startswith("briscola_qt.server")
        or name
        in (
            "briscola_qt.app.shell.friends_window",
            "briscola_qt.app.network.host_session",
            "briscola_qt.app.network.host_link",
            "briscola_qt.app.network.join_dialog",
        )
    )
    assert not network, network
