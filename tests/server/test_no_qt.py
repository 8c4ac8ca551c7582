"""The server is headless: no module of ``briscola_qt.server`` imports Qt or the app, read
from the source and seen in a process that imports them all."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

SERVER = Path(__file__).resolve().parents[2] / "briscola_qt" / "server"
ROOT = SERVER.parents[1]


def test_no_server_module_names_qt_or_the_app() -> None:
    named = set()
    for path in SERVER.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                named |= {alias.name for alias in node.names}
            elif isinstance(node, ast.ImportFrom):
                named.add(("." * node.level) + (node.module or ""))
    assert len(named) > 10  # (the check reads the imports)
    assert not [n for n in named if n.startswith(("PySide6", "shiboken6", "briscola_qt.app"))]
    assert not [n for n in named if n.startswith("..app")]


def test_the_whole_server_loads_without_qt() -> None:
    modules = sorted(f"briscola_qt.server.{p.stem}" for p in SERVER.glob("*.py"))
    modules.remove("briscola_qt.server.__main__")  # (it runs the server)
    script = (
        "import importlib, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('PySide6', 'shiboken6') or m.startswith('briscola_qt.app')))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=True,
    )
    assert done.stdout.strip() == "[]"
