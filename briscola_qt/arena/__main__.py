"""``python -m briscola_qt.arena``: the same program as ``briscola-arena``."""

import sys

from .cli import main

sys.exit(main())
