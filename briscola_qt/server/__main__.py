"""``python -m briscola_qt.server``: the same as ``briscola-server``."""

import sys

from .cli import main

if __name__ == "__main__":  # (the pool's processes may import this module: they must not run it)
    sys.exit(main())
