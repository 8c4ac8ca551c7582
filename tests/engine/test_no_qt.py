"""The engine imports nothing from Qt (STYLE.md): it must run where no Qt is installed."""

import subprocess
import sys


def test_engine_analysis_and_arena_import_no_qt() -> None:
    code = (
        "import sys, briscola_qt.engine, briscola_qt.engine.record, briscola_qt.engine.match, "
        "briscola_qt.engine.observation, briscola_qt.ai, briscola_qt.ai.expert, "
        "briscola_qt.analysis, briscola_qt.arena.cli\n"
        "qt = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('PySide6', 'shiboken6', 'PyQt5', 'PyQt6'))\n"
        "print(','.join(qt))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
