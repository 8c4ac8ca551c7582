"""``python -m briscola_qt`` starts the game, as the ``briscola-qt`` command does."""

from __future__ import annotations

import sys

from .app.shell.main import main

if __name__ == "__main__":
    sys.exit(main())
