"""The frozen app's entry point (PyInstaller runs this script as __main__)."""

import multiprocessing
import sys

# First of all: a child process of the frozen app (the coach's analysis) is this same
# program started again; freeze_support runs the child's work there and exits.
multiprocessing.freeze_support()

from briscola_qt.app.shell.main import main  # noqa: E402

sys.exit(main())
