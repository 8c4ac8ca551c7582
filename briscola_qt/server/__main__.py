"""``python -m briscola_qt.server``: the same as ``briscola-server``."""

import sys

from .cli import main

sys.exit(main())
